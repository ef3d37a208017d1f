//go:build !linux

package atomicfile

import (
	"errors"
	"io"
	"io/fs"
)

// errNoUnnamed: this system has no unnamed files (Write uses a named
// temporary file).
var errNoUnnamed = errors.New("no unnamed files here")

func writeUnnamed(string, fs.FileMode, func(io.Writer) error) error { return errNoUnnamed }
