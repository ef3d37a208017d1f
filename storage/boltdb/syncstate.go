package boltdb

import (
	"encoding/binary"
	"errors"
	"maps"
	"slices"

	"go.etcd.io/bbolt"
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
}

// SyncState is what this database knows of one sync folder.
type SyncState struct {
	Last  uint64              // the last change number written to the folder
	Files map[string]SyncFile // by file name
}

var errSyncFile = errors.New("a sync state entry of the wrong length")

func encodeSyncFile(f SyncFile) []byte {
	p := make([]byte, syncFileLen)
	binary.BigEndian.PutUint64(p, uint64(f.Size))
	binary.BigEndian.PutUint64(p[8:], uint64(f.ModTime))
	copy(p[16:48], f.Sum[:])
	if f.Mine {
		p[48] = 1
	}
	return p
}

func decodeSyncFile(p []byte) (SyncFile, error) {
	if len(p) != syncFileLen || p[48] > 1 {
		return SyncFile{}, errSyncFile
	}
	f := SyncFile{Size: int64(binary.BigEndian.Uint64(p)), ModTime: int64(binary.BigEndian.Uint64(p[8:])), Mine: p[48] == 1}
	copy(f.Sum[:], p[16:48])
	return f, nil
}

// SyncState reads what this database knows of the sync folder named
// folder. A damaged entry is left out (the next pass reads that file
// again); a damaged last change number reads as 0 (everything is
// compared with the folder again, and only what differs is written).
func (db *DB) SyncState(folder string) (SyncState, error) {
	st := SyncState{Files: map[string]SyncFile{}}
	err := db.view(func(tx *bbolt.Tx) error {
		b := syncBucket(tx, folder)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			p, err := unframe(k, v)
			switch {
			case err != nil:
			case string(k) == string(keySyncLast):
				if len(p) == 8 {
					st.Last = binary.BigEndian.Uint64(p)
				}
			default:
				if f, err := decodeSyncFile(p); err == nil {
					st.Files[string(k)] = f
				}
			}
			return nil
		})
	})
	return st, err
}

func syncBucket(tx *bbolt.Tx, folder string) *bbolt.Bucket {
	if b := tx.Bucket([]byte(bucketSync)); b != nil {
		return b.Bucket([]byte(folder))
	}
	return nil
}

// SaveSyncState records a pass over the sync folder named folder in one
// transaction: the last change number written, and the files that
// changed (nil: forget the file).
func (db *DB) SaveSyncState(folder string, last uint64, files map[string]*SyncFile) error {
	if folder == "" {
		return errors.New("a sync folder needs a name")
	}
	return db.update(func(tx *bbolt.Tx) error {
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
		if err := b.Put(keySyncLast, frame(keySyncLast, p[:])); err != nil {
			return err
		}
		for _, name := range slices.Sorted(maps.Keys(files)) { // sorted puts write fastest
			k := []byte(name)
			if f := files[name]; f != nil {
				err = b.Put(k, frame(k, encodeSyncFile(*f)))
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
