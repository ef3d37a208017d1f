//go:build !windows

package atomicfile

import (
	"errors"
	"os"
	"syscall"
)

// isUnsupported reports whether a folder's sync failed because the file
// system cannot sync folders.
func isUnsupported(err error) bool {
	return errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP)
}

// tryLock takes an exclusive lock on f if no process holds one (kept
// until f is closed) and reports whether it did.
func tryLock(f *os.File) bool {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}

// noFollow makes opening a path fail when its last part is a link.
const noFollow = syscall.O_NOFOLLOW
