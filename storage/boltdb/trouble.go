package boltdb

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
)

// ErrTrouble matches every *TroubleError (errors.Is).
var ErrTrouble = errors.New("the database file cannot be used right now")

// TroubleError says why a database file could not be opened for a reason
// outside its bytes: no memory to map it, too many open files, a
// read-only disk, no permission, not a regular file, a link to nothing.
// The file is not damaged, as far as anyone can tell, and has not been
// changed; it must never be moved aside or replaced because of this.
type TroubleError struct{ reason }

// trouble returns a *TroubleError for path with the reason key.
func trouble(path, key string, args map[string]any, err error) *TroubleError {
	return &TroubleError{reason{Path: path, Err: err, key: key, args: args}}
}

func (e *TroubleError) Error() string {
	return fmt.Sprintf("the database file %s cannot be opened: %s (the file is not damaged and has not been changed)", e.Path, e.why())
}

// Is makes errors.Is(err, ErrTrouble) true.
func (e *TroubleError) Is(target error) bool { return target == ErrTrouble }

// systemTrouble turns an error the system gave while opening, locking,
// mapping or reading the file (an errno: the bytes prove nothing) into a
// *TroubleError; it returns nil for any other error.
func systemTrouble(path string, err error) error {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return nil
	}
	key := "storage.trouble.system"
	switch errno {
	case syscall.ENOMEM:
		key = "storage.trouble.memory"
	case syscall.EMFILE, syscall.ENFILE:
		key = "storage.trouble.files"
	case syscall.EROFS:
		key = "storage.trouble.readonly"
	case syscall.EACCES, syscall.EPERM:
		key = "storage.trouble.permission"
	case syscall.ENOSPC:
		key = "storage.trouble.space"
	}
	return trouble(path, key, nil, err)
}

// notRegular is the trouble of a path that is there but is no regular
// file (fi from Lstat or Stat).
func notRegular(path string, fi fs.FileInfo) error {
	switch m := fi.Mode(); {
	case m.IsDir():
		return trouble(path, "storage.trouble.folder", nil, nil)
	case m&fs.ModeNamedPipe != 0:
		return trouble(path, "storage.trouble.pipe", nil, nil)
	case m&fs.ModeSocket != 0:
		return trouble(path, "storage.trouble.socket", nil, nil)
	case m&fs.ModeDevice != 0:
		return trouble(path, "storage.trouble.device", nil, nil)
	}
	return trouble(path, "storage.trouble.irregular", nil, nil)
}
