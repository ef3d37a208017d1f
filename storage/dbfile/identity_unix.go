//go:build unix && (!linux || android)

package dbfile

import (
	"fmt"
	"os"
	"syscall"
)

// Identity is the device and inode of fstat here. (On Android the
// birth time is not asked for: its seccomp filter kills an app that
// calls statx before Android 11, instead of returning an error.)
func Identity(f *os.File) string {
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("dev %d ino %d", uint64(s.Dev), uint64(s.Ino))
	}
	return ""
}
