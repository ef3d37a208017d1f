package dbfile

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
)

// ErrInUse is returned by Open when another process (another running
// Scorekeeper) holds the database file.
var ErrInUse = errors.New("the database is in use by another Scorekeeper; close it there and try again")

// ErrNoDatabase is returned by a read-only Open of a path with no file,
// or an empty one.
var ErrNoDatabase = errors.New("no database file")

// ErrDamaged matches every *DamagedError (errors.Is).
var ErrDamaged = errors.New("the database file is damaged")

// ErrTrouble matches every *TroubleError (errors.Is).
var ErrTrouble = errors.New("the database file cannot be used right now")

// Texts renders a message of the translation files (key, arguments) in
// the reader's language; the caller has the translations.
type Texts = func(key string, args map[string]any) string

// reason is what a *DamagedError and a *TroubleError carry: the file,
// the underlying error, and the reason as a message of the translation
// files (Key, Args: storage.damaged.*, storage.trouble.*).
type reason struct {
	Path string
	Err  error          // the underlying error, if any (its text is not translated)
	key  string         // the reason's translation key, e.g. "storage.damaged.empty"
	args map[string]any // the reason's arguments
}

// Key is the reason's translation key; Args fills it.
func (r reason) Key() string { return r.key }

// Args are the arguments of Key's message.
func (r reason) Args() map[string]any { return r.args }

// Unwrap returns the underlying error.
func (r reason) Unwrap() error { return r.Err }

// text is the reason in t's language, with the underlying error.
func (r reason) text(t Texts) string {
	why := t(r.key, r.args)
	if r.Err != nil {
		why += ": " + r.Err.Error()
	}
	return why
}

// says renders the message key about the file and the reason in t's
// language.
func (r reason) says(t Texts, key string) string {
	return t(key, map[string]any{"Path": r.Path, "Reason": r.text(t)})
}

// untranslated names a message by its key and arguments: Error, for
// logs (a person reads the error through Text).
func untranslated(key string, args map[string]any) string {
	if len(args) == 0 {
		return key
	}
	return fmt.Sprintf("%s %v", key, args)
}

// DamagedError says why a database file is considered damaged. The file
// has not been written to. Text says it in the reader's language.
type DamagedError struct{ reason }

// Damaged returns a *DamagedError for path with the reason key.
func Damaged(path, key string, args map[string]any, err error) *DamagedError {
	return &DamagedError{reason{Path: path, Err: err, key: key, args: args}}
}

// Text says that the file is damaged, and why, in t's language
// (storage.damaged).
func (e *DamagedError) Text(t Texts) string { return e.says(t, "storage.damaged") }

func (e *DamagedError) Error() string {
	return fmt.Sprintf("the database file %s is damaged: %s (unchanged)", e.Path, e.text(untranslated))
}

// Is makes errors.Is(err, ErrDamaged) true.
func (e *DamagedError) Is(target error) bool { return target == ErrDamaged }

// TroubleError says why a database file could not be opened for a reason
// outside its bytes: no memory to map it, too many open files, a
// read-only disk, no permission, not a regular file, a link to nothing.
// The file is not damaged, as far as anyone can tell, and has not been
// changed; it must never be moved aside or replaced because of this.
type TroubleError struct{ reason }

// Trouble returns a *TroubleError for path with the reason key.
func Trouble(path, key string, args map[string]any, err error) *TroubleError {
	return &TroubleError{reason{Path: path, Err: err, key: key, args: args}}
}

// Text says that the file cannot be opened, and why, in t's language
// (storage.trouble).
func (e *TroubleError) Text(t Texts) string { return e.says(t, "storage.trouble") }

func (e *TroubleError) Error() string {
	return fmt.Sprintf("the database file %s cannot be opened: %s (not damaged, unchanged)", e.Path, e.text(untranslated))
}

// Is makes errors.Is(err, ErrTrouble) true.
func (e *TroubleError) Is(target error) bool { return target == ErrTrouble }

// SystemTrouble turns an error the system gave while opening, locking,
// mapping or reading the file (an errno: the bytes prove nothing) into a
// *TroubleError; it returns nil for any other error.
func SystemTrouble(path string, err error) error {
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
	return Trouble(path, key, nil, err)
}

// TroubleOr is err as a *TroubleError when the system gave it, else err.
func TroubleOr(path string, err error) error {
	if t := SystemTrouble(path, err); t != nil {
		return t
	}
	return err
}

// NotRegular is the trouble of a path that is there but is no regular
// file (fi from Lstat or Stat).
func NotRegular(path string, fi fs.FileInfo) error {
	switch m := fi.Mode(); {
	case m.IsDir():
		return Trouble(path, "storage.trouble.folder", nil, nil)
	case m&fs.ModeNamedPipe != 0:
		return Trouble(path, "storage.trouble.pipe", nil, nil)
	case m&fs.ModeSocket != 0:
		return Trouble(path, "storage.trouble.socket", nil, nil)
	case m&fs.ModeDevice != 0:
		return Trouble(path, "storage.trouble.device", nil, nil)
	}
	return Trouble(path, "storage.trouble.irregular", nil, nil)
}
