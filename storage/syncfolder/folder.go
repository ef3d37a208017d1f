package syncfolder

import "time"

// MaxFile is the largest file a pass reads (SPEC 3: one match is at most
// 64 MiB); a larger one is reported and skipped.
const MaxFile = 64 << 20

// Entry is one file of a folder listing.
type Entry struct {
	Name    string // the file's name in its folder, e.g. "<id>.json"
	Size    int64
	ModTime time.Time
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
