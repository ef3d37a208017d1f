package records

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

// TombKind is what differs between the tombstones of matches and of
// leagues: their bucket, change kind, live record and file.
type TombKind struct {
	bucket string
	change byte
	live   func(tx *bbolt.Tx, id string) bool
	decode func(data []byte) (*scoring.Match, error) // the id, updated and versions, Deleted set
	encode func(t *scoring.Match) ([]byte, error)
}

var MatchTombs = TombKind{
	bucket: BucketTombs, change: ChMatch,
	live:   func(tx *bbolt.Tx, id string) bool { return GetRecord(tx, id, KindMatch) != nil },
	decode: matchfile.DecodeMatch,
	encode: matchfile.Compact,
}

var LeagueTombs = TombKind{
	bucket: BucketLeagueTombs, change: ChLeague,
	live: func(tx *bbolt.Tx, id string) bool { return tx.Bucket([]byte(BucketLeagues)).Get([]byte(id)) != nil },
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

// Tomb is one tombstone held here (of a league too: m carries its id,
// time and versions).
type Tomb struct {
	Key  []byte
	M    *scoring.Match
	Data []byte // its file
}

const tombHash = 8

func TombKey(id string, data []byte) []byte {
	sum := sha256.Sum256(data)
	return append(append([]byte(id), 0), sum[:tombHash]...)
}

// list lists the tombstones of id that read, in placeOrder.
func (k TombKind) List(tx *bbolt.Tx, id string) []Tomb {
	b := tx.Bucket([]byte(k.bucket))
	if b == nil { // a migration before schema 4
		return nil
	}
	var out []Tomb
	prefix := append([]byte(id), 0)
	c := b.Cursor()
	for key, v := c.Seek(prefix); key != nil && bytes.HasPrefix(key, prefix); key, v = c.Next() {
		if len(key) != len(prefix)+tombHash {
			continue // another id's, one that starts with this id and a zero byte
		}
		p, err := Unframe(key, v)
		if err != nil {
			continue // check reports it
		}
		m, err := k.decode(p)
		if err != nil || !m.Deleted || m.ID != id {
			continue
		}
		out = append(out, Tomb{bytes.Clone(key), m, bytes.Clone(p)})
	}
	slices.SortFunc(out, func(a, b Tomb) int {
		if c := b.M.Updated.Compare(a.M.Updated); c != 0 {
			return c
		}
		return strings.Compare(CopyName(id, a.Data), CopyName(id, b.Data))
	})
	return out
}

var errNotTomb = errors.New("the record is not the tombstone its key names")

// TombIDOf is the match id of a tombstones key ("" when it is not one).
func TombIDOf(k []byte) string {
	if len(k) < tombHash+1 || k[len(k)-tombHash-1] != 0 {
		return ""
	}
	return string(k[:len(k)-tombHash-1])
}

// names is the sync folder's record id of each tombstone of id, with
// its file, when a live version of id is held (live) or not.
func (k TombKind) Names(tx *bbolt.Tx, id string, live bool) map[string][]byte {
	out := map[string][]byte{}
	for i, t := range k.List(tx, id) {
		name := CopyName(id, t.Data)
		if i == 0 && !live {
			name = id
		}
		out[name] = t.Data
	}
	return out
}

// CopyName is "<id>~<first 12 hex digits of the SHA-256 of data>": the
// record id of a version of id kept beside the match (data is its file
// with the original id).
func CopyName(id string, data []byte) string {
	sum := sha256.Sum256(data)
	return id + "~" + hex.EncodeToString(sum[:6])
}

// touchNames renumbers every name whose file differs between two
// namings of id's tombstones.
func (k TombKind) touchNames(tx *bbolt.Tx, before, after map[string][]byte) error {
	for name, data := range before {
		if d, ok := after[name]; !ok || !bytes.Equal(d, data) {
			if err := Touch(tx, k.change, name); err != nil {
				return err
			}
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			if err := Touch(tx, k.change, name); err != nil {
				return err
			}
		}
	}
	return nil
}

// changeTombs runs change, which adds or removes tombstones of id, and
// renumbers the names that changed.
func (k TombKind) changeTombs(tx *bbolt.Tx, id string, change func(b *bbolt.Bucket) error) error {
	live := k.live(tx, id)
	before := k.Names(tx, id, live)
	if err := change(tx.Bucket([]byte(k.bucket))); err != nil {
		return err
	}
	return k.touchNames(tx, before, k.Names(tx, id, live))
}

// add stores a tombstone of t.ID.
func (k TombKind) Add(tx *bbolt.Tx, t *scoring.Match) error {
	data, err := k.encode(t)
	if err != nil {
		return err
	}
	return k.changeTombs(tx, t.ID, func(b *bbolt.Bucket) error {
		k := TombKey(t.ID, data)
		return b.Put(k, Frame(k, data))
	})
}

// remove removes tombstones of id by key (all: every one, those that do
// not read too).
func (k TombKind) Remove(tx *bbolt.Tx, id string, keys [][]byte, all bool) error {
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
func (k TombKind) LiveMoves(tx *bbolt.Tx, id string, live bool) error {
	return k.touchNames(tx, k.Names(tx, id, !live), k.Names(tx, id, live))
}

// data is the tombstone file the sync folder has under name (nil: none).
func (k TombKind) Data(tx *bbolt.Tx, name string) []byte {
	if d, ok := k.Names(tx, name, k.live(tx, name))[name]; ok {
		return d
	}
	if i := strings.LastIndexByte(name, '~'); i > 0 {
		base := name[:i]
		return k.Names(tx, base, k.live(tx, base))[name]
	}
	return nil
}
