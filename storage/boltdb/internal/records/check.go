package records

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/scoring/stats"
	"scorekeeper/storage/dbfile"
	"scorekeeper/storage/matchfile"
)

// Problem is one finding of Check. MatchID names the match when the
// problem concerns one. Repairable problems concern only the summaries
// and index (caches derived from the matches): Repair fixes them.
type Problem struct {
	MatchID    string
	What       string
	Repairable bool
}

func (p Problem) String() string {
	s := p.What
	if p.MatchID != "" {
		s = "match " + p.MatchID + ": " + s
	}
	if p.Repairable {
		s += " (check --repair rebuilds it)"
	}
	return s
}

// CheckReport is the result of Check.
type CheckReport struct {
	Matches, Players, Conflicts, Leagues int
	Problems                             []Problem
}

// OK reports whether Check found nothing wrong.
func (r CheckReport) OK() bool { return len(r.Problems) == 0 }

// CheckBatch is how many records one read transaction of Check,
// Repair and Export copies out.
const CheckBatch = 512

// A View runs fn in a read transaction (the database's: a fault while
// reading is damage, not a crash).
type View func(fn func(tx *bbolt.Tx) error) error

// Check verifies the whole database: bbolt's consistency check, the
// checksum of every record, that every match decodes, follows the rules
// and scores, and that every summary and index entry matches its match.
// It only reads; the error is for failing to run, problems go in the
// report.
func Check(view View) (CheckReport, error) {
	c := checker{lacks: map[string]int{}, expect: map[string]int{}, derived: map[string]*scoring.Summary{}}
	complete := false // every bucket is there: the rest of the check needs them all
	err := view(func(tx *bbolt.Tx) error {
		complete = c.checkFile(tx)
		return nil
	})
	if err != nil || !complete {
		return c.rep, err
	}
	// Matches, summaries and facts, in batches of short read transactions.
	if err := batches(view, BucketRecords, c.checkRecord); err != nil {
		return c.rep, err
	}
	for _, b := range IndexBuckets {
		if err := c.checkIndex(view, b); err != nil {
			return c.rep, err
		}
	}
	return c.rep, nil
}

// checkIndex reports the entries index bucket b lacks and those no match
// calls for. Every entry a match calls for was looked up with the match;
// the entries are counted, and only when there are more than were found
// is each one looked up to name the stale ones.
func (c *checker) checkIndex(view View, b string) error {
	if n := c.lacks[b]; n > 0 {
		c.add("", fmt.Sprintf("index %s lacks %d entries", b, n), true)
	}
	n := 0
	if err := batches(view, b, func(*bbolt.Tx, []byte, []byte) error { n++; return nil }); err != nil {
		return err
	}
	if n == c.expect[b]-c.lacks[b] {
		return nil
	}
	return batches(view, b, c.checkIndexEntry(b))
}

// checker holds what Check has found so far. It keeps no set of all
// ids or index keys, so its memory does not grow with the database: each
// record is checked against the records it relates to by lookups, the
// index buckets after the matches.
type checker struct {
	rep    CheckReport
	lacks  map[string]int // index bucket → entries the matches call for that it lacks
	expect map[string]int // index bucket → entries the matches call for
	// derived holds the summaries derived from the matches whose stored
	// summary is missing or out of date (their index entries follow the
	// derived one); for the others the stored summary is the truth.
	derived map[string]*scoring.Summary
}

func (c *checker) add(id, what string, repairable bool) {
	c.rep.Problems = append(c.rep.Problems, Problem{MatchID: id, What: what, Repairable: repairable})
}

// checkFile runs bbolt's check, reads the schema version, and checks
// the players, leagues and conflict notes. It returns false if a bucket
// is missing; then it checks no records.
func (c *checker) checkFile(tx *bbolt.Tx) bool {
	if err := dbfile.WalkAll(tx.DB().Path()); err != nil {
		c.add("", "bbolt: "+err.Error(), false)
	}
	if _, err := ReadVersion(tx); err != nil {
		c.add("", err.Error(), false)
	}
	for _, b := range DataBuckets {
		if tx.Bucket([]byte(b)) == nil {
			c.add("", fmt.Sprintf("the %q bucket is missing", b), false)
			return false
		}
	}
	if v := tx.Bucket([]byte(BucketMeta)).Get(KeyDevice); v != nil && DeviceOf(tx) == "" {
		c.add("", "the device id record is damaged (saves are refused until it is repaired)", true)
	}
	c.checkPlayers(tx)
	c.checkLeagues(tx)
	c.checkConflicts(tx)
	c.checkTombs(tx)
	return true
}

// checkTombs checks every tombstone of matches and leagues: its
// checksum, its file, and that its key is its id and the hash of its
// file.
func (c *checker) checkTombs(tx *bbolt.Tx) {
	for _, kind := range []TombKind{MatchTombs, LeagueTombs} {
		_ = tx.Bucket([]byte(kind.bucket)).ForEach(func(k, v []byte) error {
			id := TombIDOf(k)
			p, err := Unframe(k, v)
			if err == nil {
				var m *scoring.Match
				if m, err = kind.decode(p); err == nil && (!m.Deleted || m.ID != id || !bytes.Equal(TombKey(id, p), k)) {
					err = errNotTomb
				}
			}
			if err != nil {
				c.add(id, (&RecordError{Bucket: kind.bucket, Key: id, MatchID: id, Err: err}).Error(), false)
			}
			return nil
		})
	}
}

func (c *checker) checkPlayers(tx *bbolt.Tx) {
	_ = tx.Bucket([]byte(BucketPlayers)).ForEach(func(k, v []byte) error {
		c.rep.Players++
		if _, err := DecodePlayer(k, v); err != nil {
			c.add("", err.Error(), false)
		}
		return nil
	})
}

func (c *checker) checkLeagues(tx *bbolt.Tx) {
	players := Roster(tx)
	_ = tx.Bucket([]byte(BucketLeagues)).ForEach(func(k, v []byte) error {
		c.rep.Leagues++
		l, err := DecodeLeague(k, v)
		if err != nil {
			c.add("", err.Error(), false)
		} else if errs := matchfile.StructureIssues(l, players); len(errs) > 0 {
			c.add("", (&matchfile.LeagueError{LeagueID: l.ID, Issues: errs}).Error(), false)
		}
		return nil
	})
}

func (c *checker) checkConflicts(tx *bbolt.Tx) {
	_ = tx.Bucket([]byte(BucketConflicts)).ForEach(func(k, v []byte) error {
		c.rep.Conflicts++
		if _, err := GetConflict(tx, string(k)); err != nil {
			c.add(string(k), err.Error(), false)
		} else if GetRecord(tx, string(k), KindMatch) == nil {
			c.add(string(k), "a conflict note without its match", true)
		}
		return nil
	})
}

// checkRecord checks one record of the records bucket. A summary or
// facts record is only noted here: checkMatch checks it against its
// match, checkCaches that it has one.
func (c *checker) checkRecord(tx *bbolt.Tx, k, v []byte) error {
	id, kind, ok := SplitKey(k)
	switch {
	case !ok:
		c.add("", fmt.Sprintf("an unknown record %q", k), false)
	case kind != KindMatch:
		if GetRecord(tx, id, KindMatch) == nil {
			c.add(id, fmt.Sprintf("a %s without its match", recordName(cacheBucket(kind))), true)
		}
	default:
		c.checkMatch(tx, id, k, v)
	}
	return nil
}

// checkMatch decodes a match record and checks its facts, summary and
// the index entries it calls for.
func (c *checker) checkMatch(tx *bbolt.Tx, id string, k, v []byte) {
	c.rep.Matches++
	m, err := DecodeMatch(k, v)
	if err != nil {
		c.add(id, problemText(err), false)
		// Its summary and index entries stay valid until it is mended.
		if s, _ := GetSummary(tx, id); s != nil {
			c.wantIndex(tx, s)
		}
		return
	}
	r := m.Result()
	x := stats.FactsOf(m, r)
	c.checkFacts(tx, id, &x)
	var of string
	if n, _ := GetConflict(tx, id); n != nil {
		of = n.Of
		if n.Head != nil && !n.Head.SameHead(m) {
			c.add(id, "its conflict note's versions are not the copy's", true)
		}
	}
	d := SummaryOf(m, r, of)
	c.wantIndex(tx, &d)
	if !c.checkSummary(tx, id, &d) {
		c.derived[id] = &d
	}
}

// checkFacts compares a match's stored statistics record with x.
func (c *checker) checkFacts(tx *bbolt.Tx, id string, x *stats.MatchFacts) {
	v := GetRecord(tx, id, KindFacts)
	if v == nil {
		c.add(id, "its statistics record is missing", true)
		return
	}
	p, err := Unframe(RecKey(id, KindFacts), v)
	if err != nil {
		c.add(id, problemText(&RecordError{Bucket: BucketFacts, MatchID: id, Err: err}), true)
	} else if !bytes.Equal(p, EncodeFacts(x)) {
		c.add(id, "its statistics record is out of date", true)
	}
}

// checkSummary compares a match's stored summary with d, and reports
// whether it is the same.
func (c *checker) checkSummary(tx *bbolt.Tx, id string, d *scoring.Summary) bool {
	s, err := GetSummary(tx, id)
	switch {
	case err != nil:
		c.add(id, problemText(err), true)
	case s == nil:
		c.add(id, "its summary is missing", true)
	case !sameSummary(s, d):
		c.add(id, "its summary is out of date", true)
	default:
		return true
	}
	return false
}

// wantIndex counts the index entries of summary s that are missing.
func (c *checker) wantIndex(tx *bbolt.Tx, s *scoring.Summary) {
	for b, keys := range IndexKeys(s) {
		c.expect[b] += len(keys)
		for _, key := range keys {
			if tx.Bucket([]byte(b)).Get(key) == nil {
				c.lacks[b]++
			}
		}
	}
}

// checkIndexEntry returns the check of one entry of index bucket b: a
// match calls for it (its derived summary if the stored one was wrong,
// else its stored one, which checkMatch compared with the match).
func (c *checker) checkIndexEntry(b string) func(tx *bbolt.Tx, k, _ []byte) error {
	return func(tx *bbolt.Tx, k, _ []byte) error {
		id := IndexID(b, k)
		if !c.calledFor(tx, b, id, k) {
			c.add(id, fmt.Sprintf("a stale entry in the index %s", b), true)
		}
		return nil
	}
}

// calledFor reports whether match id calls for key k in index bucket b.
func (c *checker) calledFor(tx *bbolt.Tx, b, id string, k []byte) bool {
	if id == "" || GetRecord(tx, id, KindMatch) == nil {
		return false
	}
	s := c.derived[id]
	if s == nil {
		var err error
		if s, err = GetSummary(tx, id); err != nil || s == nil {
			return false
		}
	}
	for _, key := range IndexKeys(s)[b] {
		if bytes.Equal(key, k) {
			return true
		}
	}
	return false
}

// cacheBucket names a cache record's kind as a *RecordError does.
func cacheBucket(kind byte) string {
	if kind == KindFacts {
		return BucketFacts
	}
	return BucketSummaries
}

// problemText is an error's text without the "match <id>: " a Problem adds.
func problemText(err error) string {
	var re *RecordError
	if errors.As(err, &re) && re.MatchID != "" {
		return fmt.Sprintf("the stored %s is damaged: %v", recordName(re.Bucket), re.Err)
	}
	return err.Error()
}

// IndexID returns the match id of an index key.
func IndexID(bucket string, k []byte) string {
	if bucket != BucketByTime && bucket != BucketOpen {
		n, w := uvarint(k)
		if w <= 0 || uint64(len(k)-w) < n {
			return ""
		}
		k = k[w+int(n):]
	}
	if len(k) <= TimeKeyLen {
		return ""
	}
	return string(k[TimeKeyLen:])
}

// sameSummary compares a stored summary with a derived one.
func sameSummary(a, b *scoring.Summary) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if bytes.Equal(ja, jb) {
		return true
	}
	var x, y any
	_ = json.Unmarshal(ja, &x)
	_ = json.Unmarshal(jb, &y)
	return reflect.DeepEqual(x, y)
}

// batches calls fn for every record of bucket, in key order, in read
// transactions of CheckBatch records each. fn gets copies of k and v,
// and the transaction for lookups.
func batches(view View, bucket string, fn func(tx *bbolt.Tx, k, v []byte) error) error {
	var after []byte
	for {
		n := 0
		err := view(func(tx *bbolt.Tx) error {
			c := tx.Bucket([]byte(bucket)).Cursor()
			var k, v []byte
			if after == nil {
				k, v = c.First()
			} else if k, v = c.Seek(after); k != nil && bytes.Equal(k, after) {
				k, v = c.Next()
			}
			for ; k != nil && n < CheckBatch; k, v = c.Next() {
				n++
				after = bytes.Clone(k)
				if err := fn(tx, after, bytes.Clone(v)); err != nil {
					return err
				}
			}
			dbfile.Release(tx)
			return nil
		})
		if err != nil || n < CheckBatch {
			return err
		}
	}
}
