package boltdb

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strings"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile"
)

// A deleted match leaves a tombstone (SPEC section 3): its id, the time
// of the deletion and the versions it removed. The tombstones bucket
// keeps each under "<match id> 0x00 <8 bytes of its file's SHA-256>",
// framed: a match deleted on two devices apart has two, as two edits
// made apart are two versions (merging them into one would make a
// version nobody made, and the result would depend on the order they
// arrive in). The sync folder carries them as matches/<id>.json (the
// first by placeOrder, when no live version is held) or as
// matches/<id>~<hash>.json (tombNames).

// tomb is one tombstone held here.
type tomb struct {
	key  []byte
	m    *scoring.Match
	data []byte // its file
}

const tombHash = 8

func tombKey(id string, data []byte) []byte {
	sum := sha256.Sum256(data)
	return append(append([]byte(id), 0), sum[:tombHash]...)
}

// tombsOf lists the tombstones of match id that read, in placeOrder.
func tombsOf(tx *bbolt.Tx, id string) []tomb {
	b := tx.Bucket([]byte(bucketTombs))
	if b == nil { // a migration before schema 4
		return nil
	}
	var out []tomb
	prefix := append([]byte(id), 0)
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if len(k) != len(prefix)+tombHash {
			continue // another id's, one that starts with this id and a zero byte
		}
		p, err := unframe(k, v)
		if err != nil {
			continue // check reports it
		}
		m, err := matchfile.DecodeMatch(p)
		if err != nil || !m.Deleted || m.ID != id {
			continue
		}
		out = append(out, tomb{bytes.Clone(k), m, bytes.Clone(p)})
	}
	slices.SortFunc(out, func(a, b tomb) int {
		if c := b.m.Updated.Compare(a.m.Updated); c != 0 {
			return c
		}
		return strings.Compare(copyName(id, a.data), copyName(id, b.data))
	})
	return out
}

var errNotTomb = errors.New("the record is not the tombstone its key names")

// tombIDOf is the match id of a tombstones key ("" when it is not one).
func tombIDOf(k []byte) string {
	if len(k) < tombHash+1 || k[len(k)-tombHash-1] != 0 {
		return ""
	}
	return string(k[:len(k)-tombHash-1])
}

// tombNames is the sync folder's record id of each tombstone of id,
// with its file, when a live version of id is held (live) or not.
func tombNames(tx *bbolt.Tx, id string, live bool) map[string][]byte {
	out := map[string][]byte{}
	for i, t := range tombsOf(tx, id) {
		name := copyName(id, t.data)
		if i == 0 && !live {
			name = id
		}
		out[name] = t.data
	}
	return out
}

// copyName is "<id>~<first 12 hex digits of the SHA-256 of data>": the
// record id of a version of id kept beside the match (data is its file
// with the original id).
func copyName(id string, data []byte) string {
	sum := sha256.Sum256(data)
	return id + "~" + hex.EncodeToString(sum[:6])
}

// touchNames renumbers every name whose file differs between two
// namings of id's tombstones.
func touchNames(tx *bbolt.Tx, before, after map[string][]byte) error {
	for name, data := range before {
		if d, ok := after[name]; !ok || !bytes.Equal(d, data) {
			if err := touch(tx, chMatch, name); err != nil {
				return err
			}
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			if err := touch(tx, chMatch, name); err != nil {
				return err
			}
		}
	}
	return nil
}

// tombsChange runs change, which adds or removes tombstones of id, and
// renumbers the names that changed.
func tombsChange(tx *bbolt.Tx, id string, change func(b *bbolt.Bucket) error) error {
	live := getRecord(tx, id, kindMatch) != nil
	before := tombNames(tx, id, live)
	if err := change(tx.Bucket([]byte(bucketTombs))); err != nil {
		return err
	}
	return touchNames(tx, before, tombNames(tx, id, live))
}

// addTomb stores a tombstone of t.ID.
func addTomb(tx *bbolt.Tx, t *scoring.Match) error {
	data, err := matchfile.Compact(t)
	if err != nil {
		return err
	}
	return tombsChange(tx, t.ID, func(b *bbolt.Bucket) error {
		k := tombKey(t.ID, data)
		return b.Put(k, frame(k, data))
	})
}

// removeTombs removes tombstones of id by key (all: every one, those
// that do not read too).
func removeTombs(tx *bbolt.Tx, id string, keys [][]byte, all bool) error {
	if len(keys) == 0 && !all {
		return nil
	}
	return tombsChange(tx, id, func(b *bbolt.Bucket) error {
		if all {
			prefix := append([]byte(id), 0)
			c := b.Cursor()
			for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
				if len(k) == len(prefix)+tombHash {
					keys = append(keys, bytes.Clone(k))
				}
			}
		}
		for _, k := range keys {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}

// liveMoves renumbers the names of id's tombstones when the match record
// at id appears (live) or goes: their files move between "<id>" and
// "<id>~<hash>".
func liveMoves(tx *bbolt.Tx, id string, live bool) error {
	return touchNames(tx, tombNames(tx, id, !live), tombNames(tx, id, live))
}

// tombData is the tombstone file the sync folder has under name (nil:
// none).
func tombData(tx *bbolt.Tx, name string) []byte {
	live := func(id string) bool { return getRecord(tx, id, kindMatch) != nil }
	if d, ok := tombNames(tx, name, live(name))[name]; ok {
		return d
	}
	if i := strings.LastIndexByte(name, '~'); i > 0 {
		base := name[:i]
		return tombNames(tx, base, live(base))[name]
	}
	return nil
}
