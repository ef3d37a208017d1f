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
	"scorekeeper/scoring/league"
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
// matches/<id>~<hash>.json (names). A deleted league leaves one the same
// way, in the league_tombs bucket (schema 5), carried in leagues/.

// tombKind is what differs between the tombstones of matches and of
// leagues: their bucket, change kind, live record and file.
type tombKind struct {
	bucket string
	change byte
	live   func(tx *bbolt.Tx, id string) bool
	decode func(data []byte) (*scoring.Match, error) // the id, updated and versions, Deleted set
	encode func(t *scoring.Match) ([]byte, error)
}

var matchTombs = tombKind{
	bucket: bucketTombs, change: chMatch,
	live:   func(tx *bbolt.Tx, id string) bool { return getRecord(tx, id, kindMatch) != nil },
	decode: matchfile.DecodeMatch,
	encode: matchfile.Compact,
}

var leagueTombs = tombKind{
	bucket: bucketLeagueTombs, change: chLeague,
	live: func(tx *bbolt.Tx, id string) bool { return tx.Bucket([]byte(bucketLeagues)).Get([]byte(id)) != nil },
	decode: func(data []byte) (*scoring.Match, error) {
		it, err := matchfile.DecodeLeague(data)
		if err != nil {
			return nil, err
		}
		return &scoring.Match{ID: it.League.ID, Updated: it.League.Updated, Versions: it.League.Versions, Deleted: it.Deleted}, nil
	},
	encode: func(t *scoring.Match) ([]byte, error) {
		return matchfile.EncodeLeague(matchfile.LeagueItem{League: &league.League{ID: t.ID, Updated: t.Updated, Versions: t.Versions}, Deleted: true})
	},
}

// tomb is one tombstone held here (of a league too: m carries its id,
// time and versions).
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

// list lists the tombstones of id that read, in placeOrder.
func (k tombKind) list(tx *bbolt.Tx, id string) []tomb {
	b := tx.Bucket([]byte(k.bucket))
	if b == nil { // a migration before schema 4
		return nil
	}
	var out []tomb
	prefix := append([]byte(id), 0)
	c := b.Cursor()
	for key, v := c.Seek(prefix); key != nil && bytes.HasPrefix(key, prefix); key, v = c.Next() {
		if len(key) != len(prefix)+tombHash {
			continue // another id's, one that starts with this id and a zero byte
		}
		p, err := unframe(key, v)
		if err != nil {
			continue // check reports it
		}
		m, err := k.decode(p)
		if err != nil || !m.Deleted || m.ID != id {
			continue
		}
		out = append(out, tomb{bytes.Clone(key), m, bytes.Clone(p)})
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

// names is the sync folder's record id of each tombstone of id, with
// its file, when a live version of id is held (live) or not.
func (k tombKind) names(tx *bbolt.Tx, id string, live bool) map[string][]byte {
	out := map[string][]byte{}
	for i, t := range k.list(tx, id) {
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
func (k tombKind) touchNames(tx *bbolt.Tx, before, after map[string][]byte) error {
	for name, data := range before {
		if d, ok := after[name]; !ok || !bytes.Equal(d, data) {
			if err := touch(tx, k.change, name); err != nil {
				return err
			}
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			if err := touch(tx, k.change, name); err != nil {
				return err
			}
		}
	}
	return nil
}

// changeTombs runs change, which adds or removes tombstones of id, and
// renumbers the names that changed.
func (k tombKind) changeTombs(tx *bbolt.Tx, id string, change func(b *bbolt.Bucket) error) error {
	live := k.live(tx, id)
	before := k.names(tx, id, live)
	if err := change(tx.Bucket([]byte(k.bucket))); err != nil {
		return err
	}
	return k.touchNames(tx, before, k.names(tx, id, live))
}

// add stores a tombstone of t.ID.
func (k tombKind) add(tx *bbolt.Tx, t *scoring.Match) error {
	data, err := k.encode(t)
	if err != nil {
		return err
	}
	return k.changeTombs(tx, t.ID, func(b *bbolt.Bucket) error {
		k := tombKey(t.ID, data)
		return b.Put(k, frame(k, data))
	})
}

// remove removes tombstones of id by key (all: every one, those that do
// not read too).
func (k tombKind) remove(tx *bbolt.Tx, id string, keys [][]byte, all bool) error {
	if len(keys) == 0 && !all {
		return nil
	}
	return k.changeTombs(tx, id, func(b *bbolt.Bucket) error {
		if all {
			prefix := append([]byte(id), 0)
			c := b.Cursor()
			for key, _ := c.Seek(prefix); key != nil && bytes.HasPrefix(key, prefix); key, _ = c.Next() {
				if len(key) == len(prefix)+tombHash {
					keys = append(keys, bytes.Clone(key))
				}
			}
		}
		for _, key := range keys {
			if err := b.Delete(key); err != nil {
				return err
			}
		}
		return nil
	})
}

// liveMoves renumbers the names of id's tombstones when the record at
// id appears (live) or goes: their files move between "<id>" and
// "<id>~<hash>".
func (k tombKind) liveMoves(tx *bbolt.Tx, id string, live bool) error {
	return k.touchNames(tx, k.names(tx, id, !live), k.names(tx, id, live))
}

// data is the tombstone file the sync folder has under name (nil: none).
func (k tombKind) data(tx *bbolt.Tx, name string) []byte {
	if d, ok := k.names(tx, name, k.live(tx, name))[name]; ok {
		return d
	}
	if i := strings.LastIndexByte(name, '~'); i > 0 {
		base := name[:i]
		return k.names(tx, base, k.live(tx, base))[name]
	}
	return nil
}
