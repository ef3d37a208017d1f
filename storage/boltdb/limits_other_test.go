//go:build !linux

package boltdb

import (
	"testing"

	"scorekeeper/storage/boltdb/internal/records"
)

// limitChild: the trouble children's limits are Linux's (/proc, rlimits).
func limitChild(*testing.T) {}
