package boltdb

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/csvfile"
	"scorekeeper/storage/dbfile"
	"scorekeeper/storage/matchfile"
)

// SkippedError is what an export returns after writing every sound
// match it was asked for when some were damaged: their *RecordErrors, in
// the order met. The output is complete but for them.
type SkippedError struct {
	Damaged []*RecordError
}

func (e *SkippedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d damaged match(es) not exported (every other one was):", len(e.Damaged))
	for _, d := range e.Damaged {
		b.WriteString("\n  ")
		b.WriteString(d.Error())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrBadRecord) true.
func (e *SkippedError) Is(target error) bool { return target == ErrBadRecord }

// skipped collects damaged matches an export leaves out.
type skipped struct{ damaged []*RecordError }

// skip records a damaged match and lets the export go on; any other
// error stops it.
func (s *skipped) skip(err error) error {
	var re *RecordError
	if errors.As(err, &re) {
		s.damaged = append(s.damaged, re)
		return nil
	}
	return err
}

// result is nil, or the *SkippedError naming what was left out.
func (s *skipped) result() error {
	if len(s.damaged) == 0 {
		return nil
	}
	return &SkippedError{Damaged: s.damaged}
}

// ExportCSV writes the matches with the given ids (none: all, oldest
// first by created time) as CSV (see CSVWriter), one at a time. With
// ids, the columns are those of their games; for all matches, of all
// four games. A damaged match is left out and the others written; the
// result is then a *SkippedError naming it (after the whole CSV was
// written and flushed).
func (db *DB) ExportCSV(w io.Writer, ids []string, o csvfile.Options) error {
	var games []string
	var ms []*scoring.Match
	var sk skipped
	if len(ids) > 0 {
		var err error
		if ms, err = db.getAll(ids, &sk); err != nil {
			return err
		}
		for _, m := range ms {
			games = append(games, m.Game.Name())
		}
	}
	cw, err := csvfile.NewWriter(w, games, o)
	if err != nil {
		return err
	}
	if len(ids) > 0 {
		for _, m := range ms {
			if err := cw.Write(m); err != nil {
				return err
			}
		}
	} else if err := db.each(cw.Write, sk.skip); err != nil {
		return err
	}
	if err := cw.Close(); err != nil {
		return err
	}
	return sk.result()
}

// ExportJSON writes one match as a match file (one id) or several as a
// bundle (none: all, oldest first, one at a time), in the format of SPEC
// section 3. Exporting everything adds the leagues section when there
// are leagues (docs/DESIGN.md); with ids it holds only those matches. A
// damaged match in a bundle is left out and the others written; the
// result is then a *SkippedError naming it. One damaged match asked for
// alone is its *RecordError.
func (db *DB) ExportJSON(w io.Writer, ids []string) error {
	if len(ids) == 1 {
		m, err := db.Get(ids[0])
		if err != nil {
			return err
		}
		return matchfile.Write(w, m)
	}
	var sk skipped
	if len(ids) > 0 {
		ms, err := db.getAll(ids, &sk)
		if err != nil {
			return err
		}
		if err := matchfile.WriteBundle(w, ms); err != nil {
			return err
		}
		return sk.result()
	}
	leagues, err := db.leagueItems()
	if err != nil {
		return err
	}
	bw := matchfile.NewBundleWriter(w)
	if err := db.each(bw.Write, sk.skip); err != nil {
		return err
	}
	if err := bw.Close(leagues); err != nil {
		return err
	}
	return sk.result()
}

// leagueItems returns every league with its players' roster names.
func (db *DB) leagueItems() ([]matchfile.LeagueItem, error) {
	ls, err := db.Leagues()
	if err != nil || len(ls) == 0 {
		return nil, err
	}
	var players []scoring.Player
	if err := db.view(func(tx *bbolt.Tx) error { players = records.Roster(tx); return nil }); err != nil {
		return nil, err
	}
	items := make([]matchfile.LeagueItem, len(ls))
	for i, l := range ls {
		items[i] = matchfile.LeagueItem{League: l, Players: players}
	}
	return items, nil
}

// getAll gets the matches with the given ids; a damaged one goes to sk.
func (db *DB) getAll(ids []string, sk *skipped) ([]*scoring.Match, error) {
	ms := make([]*scoring.Match, 0, len(ids))
	for _, id := range ids {
		m, err := db.Get(id)
		if err != nil {
			if err = sk.skip(err); err != nil {
				return nil, err
			}
			continue
		}
		ms = append(ms, m)
	}
	return ms, nil
}

// Each calls fn for every stored match, oldest first by created time
// (then any match the index lacks, by id), decoding outside the read
// transactions, which copy out records.CheckBatch records each. A damaged match
// stops it with its *RecordError, as does an error from fn. Matches saved
// while Each runs may or may not be visited.
func (db *DB) Each(fn func(*scoring.Match) error) error {
	return db.each(fn, func(err error) error { return err })
}

// each is Each, handing each damaged match's *RecordError to bad: its
// nil goes on with the next match, its error stops each. The next batch
// is read and decoded (on all processors) while fn handles this one.
func (db *DB) each(fn func(*scoring.Match) error, bad func(error) error) error {
	seen := map[string]bool{} // the producer's until out is closed
	out := make(chan decodedBatch, 1)
	stop := make(chan struct{})
	go db.decodeByTime(seen, out, stop)
	for d := range out {
		if err := d.visit(fn, bad); err != nil {
			close(stop)
			for range out {
			}
			return err
		}
	}
	// Matches the index does not list (a damaged or stale index).
	return db.unlisted(seen, func(k, v []byte) error {
		m, err := records.DecodeMatch(k, v)
		if err != nil {
			return bad(err)
		}
		return fn(m)
	})
}

// storedRec is a record copied out of a read transaction.
type storedRec struct{ k, v []byte }

// decodedBatch is a batch of matches each decoded, or why it was not read.
type decodedBatch struct {
	ms   []*scoring.Match
	errs []error // a damaged match's *RecordError
	err  error
}

// visit hands each match of d to fn, each damaged one to bad.
func (d decodedBatch) visit(fn func(*scoring.Match) error, bad func(error) error) error {
	if d.err != nil {
		return d.err
	}
	for i, m := range d.ms {
		var err error
		if d.errs[i] != nil {
			err = bad(d.errs[i])
		} else {
			err = fn(m)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// decodeByTime reads the matches along the time index a batch at a time
// (each match once: seen), decodes each batch on all processors and
// sends it to out, until the index ends, a read fails or stop closes;
// then it closes out.
func (db *DB) decodeByTime(seen map[string]bool, out chan<- decodedBatch, stop <-chan struct{}) {
	defer close(out)
	var after []byte
	for {
		batch, next, err := db.byTime(after, seen)
		after = next
		d := decodedBatch{ms: make([]*scoring.Match, len(batch)), errs: make([]error, len(batch)), err: err}
		if err == nil {
			parallel(len(batch), func(i int) { d.ms[i], d.errs[i] = records.DecodeMatch(batch[i].k, batch[i].v) })
		}
		select {
		case out <- d:
		case <-stop:
			return
		}
		if err != nil || len(batch) < records.CheckBatch {
			return
		}
	}
}

// byTime copies out, in one read transaction, the match records of the
// next records.CheckBatch entries of the time index after the key after
// (nil: from the first) that are not in seen (and adds them), and
// returns the last key read.
func (db *DB) byTime(after []byte, seen map[string]bool) ([]storedRec, []byte, error) {
	var batch []storedRec
	err := db.view(func(tx *bbolt.Tx) error {
		recs := records.RecordsOf(tx)
		c := tx.Bucket([]byte(records.BucketByTime)).Cursor()
		var k []byte
		if after == nil {
			k, _ = c.First()
		} else if k, _ = c.Seek(after); k != nil && bytes.Equal(k, after) {
			k, _ = c.Next()
		}
		for ; k != nil && len(batch) < records.CheckBatch; k, _ = c.Next() {
			after = bytes.Clone(k)
			if len(k) <= records.TimeKeyLen {
				continue
			}
			id := string(k[records.TimeKeyLen:])
			if seen[id] {
				continue
			}
			key := records.RecKey(id, records.KindMatch)
			if v := recs.Get(key); v != nil {
				seen[id] = true
				batch = append(batch, storedRec{key, bytes.Clone(v)})
			}
		}
		dbfile.Release(tx)
		return nil
	})
	return batch, after, err
}

// unlisted calls fn, outside read transactions, for each stored match
// whose id is not in seen, reading the records bucket's keys in batches
// of records.CheckBatch and copying out only those matches.
func (db *DB) unlisted(seen map[string]bool, fn func(k, v []byte) error) error {
	var after []byte
	for {
		var batch []storedRec
		n := 0
		err := db.view(func(tx *bbolt.Tx) error {
			c := records.RecordsOf(tx).Cursor()
			var k, v []byte
			if after == nil {
				k, v = c.First()
			} else if k, v = c.Seek(after); k != nil && bytes.Equal(k, after) {
				k, v = c.Next()
			}
			for ; k != nil && n < 16*records.CheckBatch; k, v = c.Next() {
				n++
				if id, kind, ok := records.SplitKey(k); ok && kind == records.KindMatch && !seen[id] {
					batch = append(batch, storedRec{bytes.Clone(k), bytes.Clone(v)})
				}
				after = k
			}
			after = bytes.Clone(after)
			dbfile.Release(tx)
			return nil
		})
		if err != nil {
			return err
		}
		for _, r := range batch {
			if err := fn(r.k, r.v); err != nil {
				return err
			}
		}
		if n < 16*records.CheckBatch {
			return nil
		}
	}
}

// parallel runs f(0..n-1) on all processors and waits.
func parallel(n int, f func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(i)
			}
		})
	}
	wg.Wait()
}
