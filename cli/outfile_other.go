//go:build !linux

package cli

import (
	"io"

	"scorekeeper/storage/boltdb"
)

// replaceFile writes a regular file whole or not at all: a temporary file
// in the same folder, synced and renamed over path.
func replaceFile(path string, write func(io.Writer) error) error {
	return boltdb.WriteFileAtomic(path, write)
}
