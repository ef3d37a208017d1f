package boltdb

import (
	"bytes"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/csvfile"
	"scorekeeper/storage/matchfile"
)

// ExportCSV writes the matches with the given ids (none: all, oldest
// first by created time) as CSV (see CSVWriter). With ids, the columns
// are those of their games; for all matches, of all four games. A
// damaged match stops the export with its *RecordError.
func (db *DB) ExportCSV(w io.Writer, ids []string, o csvfile.Options) error {
	var games []string
	var ms []*scoring.Match
	if len(ids) > 0 {
		var err error
		if ms, err = db.getAll(ids); err != nil {
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
	} else if err := db.Each(cw.Write); err != nil {
		return err
	}
	return cw.Close()
}

// ExportJSON writes one match as a match file (one id) or several as a
// bundle (none: all, oldest first), in the format of SPEC section 3.
// Exporting everything adds the leagues section when there are leagues
// (docs/DESIGN.md); with ids it holds only those matches.
func (db *DB) ExportJSON(w io.Writer, ids []string) error {
	if len(ids) == 1 {
		m, err := db.Get(ids[0])
		if err != nil {
			return err
		}
		return matchfile.Write(w, m)
	}
	var ms []*scoring.Match
	var err error
	if len(ids) > 0 {
		ms, err = db.getAll(ids)
	} else {
		ms = []*scoring.Match{}
		err = db.Each(func(m *scoring.Match) error { ms = append(ms, m); return nil })
	}
	if err != nil {
		return err
	}
	if len(ids) > 0 {
		return matchfile.WriteBundle(w, ms)
	}
	leagues, err := db.leagueItems()
	if err != nil {
		return err
	}
	return matchfile.WriteBundleWith(w, ms, leagues)
}

// leagueItems returns every league with its players' roster names.
func (db *DB) leagueItems() ([]matchfile.LeagueItem, error) {
	ls, err := db.Leagues()
	if err != nil || len(ls) == 0 {
		return nil, err
	}
	var players []scoring.Player
	if err := db.view(func(tx *bbolt.Tx) error { players = roster(tx); return nil }); err != nil {
		return nil, err
	}
	items := make([]matchfile.LeagueItem, len(ls))
	for i, l := range ls {
		items[i] = matchfile.LeagueItem{League: l, Players: players}
	}
	return items, nil
}

func (db *DB) getAll(ids []string) ([]*scoring.Match, error) {
	ms := make([]*scoring.Match, 0, len(ids))
	for _, id := range ids {
		m, err := db.Get(id)
		if err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return ms, nil
}

// Each calls fn for every stored match, oldest first by created time
// (then any match the index lacks, by id), decoding outside the read
// transactions, which copy out checkBatch records each. A damaged match
// stops it with its *RecordError, as does an error from fn. Matches saved
// while Each runs may or may not be visited.
func (db *DB) Each(fn func(*scoring.Match) error) error {
	seen := map[string]bool{}
	type rec struct{ k, v []byte }
	type decoded struct {
		ms   []*scoring.Match
		errs []error
		err  error
	}
	// The next batch is read and decoded (on all processors) while fn
	// handles this one.
	out := make(chan decoded, 1)
	stop := make(chan struct{})
	go func() {
		defer close(out)
		var after []byte
		for {
			var batch []rec
			err := db.view(func(tx *bbolt.Tx) error {
				recs := recordsOf(tx)
				c := tx.Bucket([]byte(bucketByTime)).Cursor()
				var k []byte
				if after == nil {
					k, _ = c.First()
				} else if k, _ = c.Seek(after); k != nil && bytes.Equal(k, after) {
					k, _ = c.Next()
				}
				for ; k != nil && len(batch) < checkBatch; k, _ = c.Next() {
					after = bytes.Clone(k)
					if len(k) <= timeKeyLen {
						continue
					}
					id := string(k[timeKeyLen:])
					if seen[id] {
						continue
					}
					key := recKey(id, kindMatch)
					if v := recs.Get(key); v != nil {
						seen[id] = true
						batch = append(batch, rec{key, bytes.Clone(v)})
					}
				}
				return nil
			})
			d := decoded{ms: make([]*scoring.Match, len(batch)), errs: make([]error, len(batch)), err: err}
			if err == nil {
				parallel(len(batch), func(i int) { d.ms[i], d.errs[i] = decodeMatchRecord(batch[i].k, batch[i].v) })
			}
			select {
			case out <- d:
			case <-stop:
				return
			}
			if err != nil || len(batch) < checkBatch {
				return
			}
		}
	}()
	fail := func(err error) error {
		close(stop)
		for range out {
		}
		return err
	}
	for d := range out {
		if d.err != nil {
			return fail(d.err)
		}
		for i, m := range d.ms {
			if d.errs[i] != nil {
				return fail(d.errs[i])
			}
			if err := fn(m); err != nil {
				return fail(err)
			}
		}
	}
	// Matches the index does not list (a damaged or stale index).
	return db.batches(bucketRecords, func(_ *bbolt.Tx, k, v []byte) error {
		if id, kind, ok := splitKey(k); !ok || kind != kindMatch || seen[id] {
			return nil
		}
		m, err := decodeMatchRecord(k, v)
		if err != nil {
			return err
		}
		return fn(m)
	})
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
