//go:build !linux

package dbfile

import "go.etcd.io/bbolt"

// Release does nothing here (see release_linux.go).
func Release(*bbolt.Tx) {}
