//go:build !windows

package dbfile

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockFile takes the lock bbolt takes (flock: exclusive to write, shared
// to read) on f itself, waiting up to timeout; it returns ErrInUse when
// another process keeps it. bbolt's own flock on the same open file then
// succeeds at once, so whatever runs between this and bbolt.Open (the
// structural check, bbolt initialising a new file) runs under the lock.
func lockFile(f *os.File, exclusive bool, timeout time.Duration) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	deadline := time.Now().Add(timeout)
	for {
		err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case !errors.Is(err, syscall.EWOULDBLOCK):
			return err
		case time.Now().After(deadline):
			return ErrInUse
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// noFollow makes opening a path fail when its last part is a link.
const noFollow = syscall.O_NOFOLLOW
