package syncfolder

import (
	"errors"
	"io/fs"
	"syscall"

	"scorekeeper/assets"
)

// ErrFolder is the error of a sync folder that could not be read or
// written (missing permission, a read-only or full disk, a link out of
// it): trouble outside the database, which is not damaged and keeps what
// the pass imported.
var ErrFolder = errors.New("sync folder trouble")

// FolderError is a failed operation on the sync folder. Its message is a
// message of the translation files (Key, Args); Error gives it in
// English.
type FolderError struct {
	Op   string // "listed" or "written"
	Name string // the file or folder, such as "matches/<id>.json"
	Err  error
}

func (e *FolderError) Error() string {
	m, err := assets.Load("en")
	if err != nil {
		return e.Key()
	}
	return m.Text(e.Key(), e.Args())
}

func (e *FolderError) Unwrap() []error { return []error{ErrFolder, e.Err} }

// Key is the message's translation key: the cause named where it is one
// a user can act on (a full or read-only disk, no permission, a link).
func (e *FolderError) Key() string {
	switch {
	case errors.Is(e.Err, syscall.ENOSPC) || errors.Is(e.Err, syscall.EDQUOT):
		return "storage.sync.full"
	case errors.Is(e.Err, syscall.EROFS):
		return "storage.sync.readonly"
	case errors.Is(e.Err, ErrLink):
		return "storage.sync.link"
	case errors.Is(e.Err, syscall.EACCES) || errors.Is(e.Err, syscall.EPERM):
		return "storage.sync.permission"
	case e.Op == "listed":
		return "storage.sync.listed"
	}
	return "storage.sync.written"
}

// Args are the arguments of Key's message: the file's name (the folder's
// that is a link) and the system's words (Err).
func (e *FolderError) Args() map[string]any {
	name := e.Name
	if pe := (*fs.PathError)(nil); errors.Is(e.Err, ErrLink) && errors.As(e.Err, &pe) {
		name = pe.Path
	}
	return map[string]any{"Name": name, "Err": e.Err.Error()}
}
