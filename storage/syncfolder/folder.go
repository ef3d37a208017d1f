package syncfolder

import (
	"errors"
	"time"
)

// MaxFile is the largest file a pass reads (SPEC 3: one match is at most
// 64 MiB); a larger one is reported and skipped.
const MaxFile = 64 << 20

// Entry is one file of a folder listing.
type Entry struct {
	Name    string // the file's name in its folder, e.g. "<id>.json"
	Size    int64
	ModTime time.Time
	// Changed is when the file last changed on this system (its status
	// change time, which no program sets: Syncthing keeps the sender's
	// modification time); zero where the folder cannot tell.
	Changed time.Time
}

// Folder is where the sync files live. Names are slash-separated and
// relative to the folder, such as "matches/<id>.json". A Folder need not
// be able to rename (a phone's storage API cannot): Dir's Write is atomic,
// another implementation writes as well as it can, and a half-written
// file is reported and skipped by the other devices' passes until it is
// whole.
type Folder interface {
	// ID names the folder for the database's record of it (a path or URI).
	ID() string
	// List lists the regular files directly in sub ("matches"); a missing
	// sub is an empty list.
	List(sub string) ([]Entry, error)
	// Read returns a file's content; at most MaxFile+1 bytes of it.
	Read(name string) ([]byte, error)
	// Write replaces a file with data, whole, creating its folder if
	// needed, and returns its listing entry.
	Write(name string, data []byte) (Entry, error)
	// Remove removes a file; one already gone is no error.
	Remove(name string) error
}

// Seen is what a pass last saw of a file: that it was absent, or its
// size, modification time and content hash.
type Seen struct {
	Absent  bool
	Size    int64
	ModTime int64 // Unix nanoseconds; 0 when the time cannot tell (the hash does)
	Sum     [32]byte
}

// Put is one file of a batch to write: its name, its content, and what
// the file there must still be for it to be replaced.
type Put struct {
	Name string
	Data []byte
	Was  Seen
}

// Result is what became of a Put: the file's listing entry, or why it was
// not written. With ErrChanged, Entry is the file found instead.
type Result struct {
	Entry
	Err error
}

// ErrChanged is the error of a file that is not what the pass last saw
// (a sync engine delivered it since): it was neither replaced nor
// removed, and the pass reads it first.
var ErrChanged = errors.New("the file changed since the pass last saw it")

// errNoReplace: the file system cannot rename without replacing.
var errNoReplace = errors.New("no rename without replacing here")

// Guarded is a Folder that replaces and removes a file only while it is
// still what the pass last saw, and writes a batch of files made durable
// together (Dir). A Folder without it gets the check that Read allows
// (guard).
type Guarded interface {
	Folder
	// WriteAll writes each Put whole, unless its file is no longer what
	// Was says; a failure stops the Puts after it (their Err is set).
	WriteAll(puts []Put) []Result
	// RemoveIf removes a file if it is still what was says; one already
	// gone is no error.
	RemoveIf(name string, was Seen) (Entry, error)
}
