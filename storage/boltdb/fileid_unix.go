//go:build unix && !linux

package boltdb

import (
	"fmt"
	"os"
	"syscall"
)

func fileIdentity(f *os.File) string {
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("dev %d ino %d", uint64(s.Dev), uint64(s.Ino))
	}
	return ""
}
