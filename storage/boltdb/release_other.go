//go:build !linux

package boltdb

import "go.etcd.io/bbolt"

// release does nothing here (see release_linux.go).
func release(*bbolt.Tx) {}
