//go:build !windows

package storage

import (
	"errors"
	"syscall"
)

func isUnsupported(err error) bool {
	return errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP)
}
