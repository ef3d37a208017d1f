package boltdb

import (
	"bytes"
	"encoding/binary"
	"errors"
	"maps"
	"slices"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
)

// bucketSync holds what this database knows of each sync folder it
// syncs with (storage/syncfolder): one nested bucket per folder, named by
// the folder's id (its path or URI). In it, keySyncLast holds the last
// change number written to the folder, and each file name (such as
// "matches/<id>.json") a SyncFile. It is made on the first sync, so older
// files need no migration; it is a cache of the folder, not data: a lost
// or damaged entry only makes the next pass read that file again.
const bucketSync = "syncstate"

// keySyncLast cannot be a file name: those never start with a 0 byte.
var keySyncLast = []byte("\x00last")

// syncFileLen is the length of an encoded SyncFile.
const syncFileLen = 8 + 8 + 32 + 1

// SyncFile is what the last sync pass saw or wrote of one file.
type SyncFile struct {
	Size    int64
	ModTime int64    // Unix nanoseconds
	Sum     [32]byte // SHA-256 of the content
	Mine    bool     // this database wrote it (it may remove it)
	// Unreadable: the pass could not read it (a newer format version, not
	// a Scorekeeper file, too large): it is never replaced or removed.
	Unreadable bool
}

// The flags of an encoded SyncFile's last byte.
const (
	syncMine       = 1
	syncUnreadable = 2
)

// SyncEntry is one file's name and state (SyncFiles).
type SyncEntry struct {
	Name string
	SyncFile
}

var errSyncFile = errors.New("a sync state entry of the wrong length")

func encodeSyncFile(f SyncFile) []byte {
	p := make([]byte, syncFileLen)
	binary.BigEndian.PutUint64(p, uint64(f.Size))
	binary.BigEndian.PutUint64(p[8:], uint64(f.ModTime))
	copy(p[16:48], f.Sum[:])
	if f.Mine {
		p[48] |= syncMine
	}
	if f.Unreadable {
		p[48] |= syncUnreadable
	}
	return p
}

func decodeSyncFile(p []byte) (SyncFile, error) {
	if len(p) != syncFileLen || p[48]&^(syncMine|syncUnreadable) != 0 {
		return SyncFile{}, errSyncFile
	}
	f := SyncFile{Size: int64(binary.BigEndian.Uint64(p)), ModTime: int64(binary.BigEndian.Uint64(p[8:])),
		Mine: p[48]&syncMine != 0, Unreadable: p[48]&syncUnreadable != 0}
	copy(f.Sum[:], p[16:48])
	return f, nil
}

// SyncLast is the last change number written to the sync folder named
// folder (0: none yet). A damaged one reads as 0: everything is compared
// with the folder again, and only what differs is written.
func (db *DB) SyncLast(folder string) (uint64, error) {
	var last uint64
	err := db.view(func(tx *bbolt.Tx) error {
		if b := syncBucket(tx, folder); b != nil {
			if p, err := records.Unframe(keySyncLast, b.Get(keySyncLast)); err == nil && len(p) == 8 {
				last = binary.BigEndian.Uint64(p)
			}
		}
		return nil
	})
	return last, err
}

// SyncFiles reads the state of at most n files of the sync folder named
// folder whose names start with prefix and sort after after (bytewise),
// in name order; fewer than n: there are no more. A pass walks a folder's
// state a batch at a time this way, so memory stays bounded whatever the
// size of the folder. A damaged entry is left out (the next pass reads
// that file again).
func (db *DB) SyncFiles(folder, prefix, after string, n int) ([]SyncEntry, error) {
	var out []SyncEntry
	err := db.view(func(tx *bbolt.Tx) error {
		defer dbfile.Release(tx)
		b := syncBucket(tx, folder)
		if b == nil {
			return nil
		}
		c, pre := b.Cursor(), []byte(prefix)
		k, v := c.Seek([]byte(after))
		if string(k) == after {
			k, v = c.Next()
		}
		for ; k != nil && len(out) < n && bytes.HasPrefix(k, pre); k, v = c.Next() {
			if f, ok := syncFileAt(k, v); ok {
				out = append(out, SyncEntry{string(k), f})
			}
		}
		return nil
	})
	return out, err
}

// SyncFilesOf reads the state of the named files of the sync folder named
// folder; a file it has none of (or a damaged one) is left out.
func (db *DB) SyncFilesOf(folder string, names []string) (map[string]SyncFile, error) {
	out := make(map[string]SyncFile, len(names))
	err := db.view(func(tx *bbolt.Tx) error {
		defer dbfile.Release(tx)
		b := syncBucket(tx, folder)
		if b == nil {
			return nil
		}
		for _, name := range names {
			k := []byte(name)
			if f, ok := syncFileAt(k, b.Get(k)); ok {
				out[name] = f
			}
		}
		return nil
	})
	return out, err
}

// syncFileAt decodes the entry k, v of a folder's bucket (false: none,
// the last change number, or damaged).
func syncFileAt(k, v []byte) (SyncFile, bool) {
	if v == nil || string(k) == string(keySyncLast) {
		return SyncFile{}, false
	}
	p, err := records.Unframe(k, v)
	if err != nil {
		return SyncFile{}, false
	}
	f, err := decodeSyncFile(p)
	return f, err == nil
}

func syncBucket(tx *bbolt.Tx, folder string) *bbolt.Bucket {
	if b := tx.Bucket([]byte(bucketSync)); b != nil {
		return b.Bucket([]byte(folder))
	}
	return nil
}

// SaveSyncState records part of a pass over the sync folder named folder
// in one transaction: the last change number written, and the files that
// changed (nil: forget the file). A pass saves a batch of files at a
// time, as it goes.
func (db *DB) SaveSyncState(folder string, last uint64, files map[string]*SyncFile) error {
	if folder == "" {
		return errors.New("a sync folder needs a name")
	}
	return db.update(func(tx *bbolt.Tx) error {
		defer dbfile.Release(tx) // the pages it read to find where to put
		top, err := tx.CreateBucketIfNotExists([]byte(bucketSync))
		if err != nil {
			return err
		}
		b, err := top.CreateBucketIfNotExists([]byte(folder))
		if err != nil {
			return err
		}
		var p [8]byte
		binary.BigEndian.PutUint64(p[:], last)
		if err := b.Put(keySyncLast, records.Frame(keySyncLast, p[:])); err != nil {
			return err
		}
		for _, name := range slices.Sorted(maps.Keys(files)) { // sorted puts write fastest
			k := []byte(name)
			if f := files[name]; f != nil {
				err = b.Put(k, records.Frame(k, encodeSyncFile(*f)))
			} else {
				err = b.Delete(k)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
}
