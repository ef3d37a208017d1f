//go:build !linux

package syncfolder

import (
	"io/fs"
	"os"
	"time"
)

// noBlock: the systems without syncfs open files as usual.
const noBlock = 0

// changeTime: unknown here (the modification time stands in for it).
func changeTime(fs.FileInfo) time.Time { return time.Time{} }

// syncEach syncs each file as it is written: the system has no call
// that syncs a whole batch at once.
func syncEach(f *os.File) error { return f.Sync() }

// syncAll: each file was synced as it was written.
func syncAll(*os.File) error { return nil }

// renameNew: the caller checks, then renames.
func renameNew(*os.File, string, string) error { return errNoReplace }
