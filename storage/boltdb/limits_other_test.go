//go:build !linux

package boltdb

import "testing"

// limitChild: the trouble children's limits are Linux's (/proc, rlimits).
func limitChild(*testing.T) {}
