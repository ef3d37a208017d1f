package boltdb

import (
	"bufio"
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/storage/atomicfile"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/dbfile"
)

// Backups are named by when (by the clock) and why they were made
// (dbfile.BackupPath). The clock can be wrong, so the name only breaks
// ties: each backup carries in its meta bucket a generation (one more
// than the highest of the backups beside it when it was made) and a
// digest of its content, and backups are ordered, compared and rotated
// by those.

// The meta keys a backup carries (the database itself never has them).
var (
	keyBackupGen    = []byte("backup_gen")    // framed uint64
	keyBackupDigest = []byte("backup_digest") // framed SHA-256 of the content (contentDigest)
)

// BackupInfo is one backup file: its path, and the time and reason its
// name gives.
type BackupInfo struct {
	dbfile.BackupFile
	// Gen orders backups by content: a backup made later has a higher
	// one, whatever the clock said. 0: unknown (a backup of an older
	// version, or one that does not open).
	Gen    uint64
	digest []byte // the content's digest (nil: unknown)
}

// Backup writes a consistent copy of the database (tx.WriteTo in a read
// transaction, which does not block saves) to a temporary file in the
// backup folder, stamps it with its generation and content digest, syncs
// it, renames it into place and rotates the backups (rotate). When the
// content equals the newest backup's, it makes none and returns that
// backup's path: a change that changes nothing makes no restore point.
func (db *DB) Backup(reason string) (string, error) {
	path, _, err := db.backup(reason)
	return path, err
}

// backup is Backup, also saying whether it made a new file.
func (db *DB) backup(reason string) (string, bool, error) {
	db.backupMu.Lock()
	defer db.backupMu.Unlock()
	if err := os.MkdirAll(db.opts.BackupDir, 0o700); err != nil {
		return "", false, err
	}
	bs, err := Backups(db.path, db.opts.BackupDir)
	if err != nil {
		return "", false, err
	}
	var gen uint64
	for _, b := range bs {
		gen = max(gen, b.Gen)
	}
	gen++
	path := dbfile.BackupPath(db.path, db.opts.BackupDir, db.opts.Now(), reason)
	err = db.writeBackup(path, gen, func(digest []byte) bool {
		return len(bs) > 0 && bytes.Equal(digest, bs[0].digest)
	})
	switch {
	case errors.Is(err, errSame):
		return bs[0].Path, false, nil
	case err != nil:
		return "", false, err
	}
	return path, true, db.rotate(path)
}

// errSame stops writing a backup whose content equals the newest one's.
var errSame = errors.New("the content equals the newest backup's")

// writeBackup writes the backup to a temporary file beside path (in
// one read transaction: the digest of the content, then tx.WriteTo),
// stamps it (stampBackup) and puts it at path (atomicfile.Fill).
// It returns errSame, writing nothing, when same says the digest is the
// newest backup's.
func (db *DB) writeBackup(path string, gen uint64, same func([]byte) bool) error {
	return atomicfile.Fill(path, atomicfile.Options{}, func(f *os.File) error {
		var digest []byte
		err := db.view(func(tx *bbolt.Tx) error {
			digest = contentDigest(tx)
			if same(digest) {
				return errSame
			}
			bw := bufio.NewWriterSize(f, 256<<10)
			if _, err := tx.WriteTo(bw); err != nil {
				return err
			}
			return bw.Flush()
		})
		if err != nil {
			return err
		}
		return stampBackup(f.Name(), gen, digest)
	})
}

// stampBackup writes the generation and digest into the meta bucket of
// the backup copy at tmp (not yet in place), and removes the identity of
// the file that made the device id: a backup is not that file, so a
// database restored from it takes a new device id (ownDevice). bbolt's
// commit syncs it.
func stampBackup(tmp string, gen uint64, digest []byte) error {
	b, err := bbolt.Open(tmp, 0o600, &bbolt.Options{Timeout: time.Second})
	if err != nil {
		return err
	}
	err = b.Update(func(tx *bbolt.Tx) error {
		m, err := tx.CreateBucketIfNotExists([]byte(records.BucketMeta))
		if err != nil {
			return err
		}
		var g [8]byte
		binary.BigEndian.PutUint64(g[:], gen)
		if err := m.Put(keyBackupGen, records.Frame(keyBackupGen, g[:])); err != nil {
			return err
		}
		if err := m.Delete(records.KeyDeviceFile); err != nil {
			return err
		}
		return m.Put(keyBackupDigest, records.Frame(keyBackupDigest, digest))
	})
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	return err
}

// contentDigest is a SHA-256 of every bucket's keys and values in order
// (the backup stamps in meta left out), so two copies with the same
// content have the same digest whatever their page layout or txid.
func contentDigest(tx *bbolt.Tx) []byte {
	h := sha256.New()
	var n [binary.MaxVarintLen64]byte
	put := func(p []byte) {
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(p)))])
		h.Write(p)
	}
	var walk func(b *bbolt.Bucket, meta bool)
	read := 0
	walk = func(b *bbolt.Bucket, meta bool) {
		c := b.Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if read++; read%4096 == 0 {
				dbfile.Release(tx) // the whole file is read: keep it from staying resident
			}
			if meta && (bytes.Equal(k, keyBackupGen) || bytes.Equal(k, keyBackupDigest)) {
				continue
			}
			put(k)
			if v == nil {
				h.Write([]byte{'b'})
				walk(b.Bucket(k), false)
				h.Write([]byte{'e'})
				continue
			}
			put(v)
		}
	}
	_ = tx.ForEach(func(name []byte, b *bbolt.Bucket) error {
		put(name)
		walk(b, string(name) == records.BucketMeta)
		h.Write([]byte{'e'})
		return nil
	})
	return h.Sum(nil)
}

// rotate removes backups beyond KeepBackups, never the oldest, the
// newest (by content) or made, the one just written: of the others it
// removes, one at a time, the one whose neighbours are closest (by
// generation, then by the clock), so the kept ones spread over the
// history.
func (db *DB) rotate(made string) error {
	bs, err := Backups(db.path, db.opts.BackupDir)
	if err != nil {
		return err
	}
	for len(bs) > db.opts.KeepBackups && len(bs) > 2 {
		best := -1
		var bestGen uint64
		var bestDur time.Duration
		for i := 1; i < len(bs)-1; i++ {
			if bs[i].Path == made {
				continue
			}
			g := bs[i-1].Gen - bs[i+1].Gen // newest first: never negative
			d := bs[i-1].Time.Sub(bs[i+1].Time)
			if best < 0 || g < bestGen || g == bestGen && d < bestDur {
				best, bestGen, bestDur = i, g, d
			}
		}
		if best < 0 {
			break
		}
		if err := os.Remove(bs[best].Path); err != nil {
			return err
		}
		bs = slices.Delete(bs, best, best+1)
	}
	return nil
}

// Backups lists the backups of the database at path in dir ("" is the
// default folder), newest first by content (BackupInfo.Gen), then by the
// time in their name.
func Backups(path, dir string) ([]BackupInfo, error) {
	files, err := dbfile.BackupFiles(path, dir)
	if err != nil {
		return nil, err
	}
	out := make([]BackupInfo, len(files))
	for i, f := range files {
		out[i].BackupFile = f
		out[i].Gen, out[i].digest = readStamp(f.Path)
	}
	slices.SortFunc(out, func(a, b BackupInfo) int {
		return cmp.Or(cmp.Compare(b.Gen, a.Gen), b.Time.Compare(a.Time), strings.Compare(b.Path, a.Path))
	})
	return out, nil
}

// readStamp reads a backup's generation and digest (0, nil when it has
// none or does not open). It opens the backup with bbolt alone, without
// Open's page walk, which reads the whole file (every start lists the
// backups), and recovers from a fault: an unsound backup is found out
// when it is restored.
func readStamp(path string) (gen uint64, digest []byte) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() { _ = recover() }()
	b, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true, Timeout: 100 * time.Millisecond})
	if err != nil {
		return 0, nil
	}
	defer b.Close()
	_ = b.View(func(tx *bbolt.Tx) error {
		m := tx.Bucket([]byte(records.BucketMeta))
		if m == nil {
			return nil
		}
		if p, err := records.Unframe(keyBackupGen, m.Get(keyBackupGen)); err == nil && len(p) == 8 {
			gen = binary.BigEndian.Uint64(p)
		}
		if p, err := records.Unframe(keyBackupDigest, m.Get(keyBackupDigest)); err == nil && len(p) == sha256.Size {
			digest = bytes.Clone(p)
		}
		return nil
	})
	return gen, digest
}

// BackupIfDue makes a "daily" backup when the newest backup (by
// content) was made more than a day ago, or at a time the clock has not
// reached yet (made while it ran ahead: it must not hold daily backups
// back until then), and the content has changed since (Backup). It
// returns the new backup's path, or "" when none was made.
func (db *DB) BackupIfDue() (string, error) {
	bs, err := Backups(db.path, db.opts.BackupDir)
	if err != nil {
		return "", err
	}
	now := db.opts.Now()
	if len(bs) > 0 && !bs[0].Time.After(now) && now.Sub(bs[0].Time) < 24*time.Hour {
		return "", nil
	}
	var empty bool
	if err := db.view(func(tx *bbolt.Tx) error {
		empty = isEmpty(tx, records.BucketRecords) && isEmpty(tx, records.BucketPlayers)
		return nil
	}); err != nil {
		return "", err
	}
	if empty {
		return "", nil
	}
	path, made, err := db.backup("daily")
	if !made {
		path = ""
	}
	return path, err
}

func isEmpty(tx *bbolt.Tx, bucket string) bool {
	b := tx.Bucket([]byte(bucket))
	if b == nil {
		return true
	}
	k, _ := b.Cursor().First()
	return k == nil
}
