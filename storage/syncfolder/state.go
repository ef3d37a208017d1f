package syncfolder

import (
	"strings"
	"time"

	"scorekeeper/storage/boltdb"
)

// lostFile is the state of a file this database wrote that has gone from
// the folder and is not written again yet: no listing entry matches it.
var lostFile = boltdb.SyncFile{Size: -1, Mine: true}

// racy tells whether a file seen now could change again, keeping its
// size, without its modification time changing: file systems keep times
// to a clock tick (at most 10 ms on Linux), some to whole seconds (FAT:
// 2 s). The state keeps no time for such a file, so the next pass reads
// it again and compares its hash (git's "racily clean" entries). The
// time that tells is when the file last changed here (its change time,
// set by this system's clock); where the folder cannot tell that, its
// modification time, which a sync engine sets to the sender's (a time
// in the future is racy until this clock has passed it).
func racy(e Entry) bool {
	t := e.Changed
	if t.IsZero() {
		t = e.ModTime
	}
	window := 10 * time.Millisecond
	if t.Nanosecond() == 0 {
		window = 2 * time.Second
	}
	return clock().Sub(t) < window
}

// clock is the time now (tests set a later one).
var clock = time.Now

// stateOf is the state to keep of a file seen as e, with content sum.
func stateOf(e Entry, sum [32]byte, mine bool) boltdb.SyncFile {
	mt := e.ModTime.UnixNano()
	if racy(e) {
		mt = 0
	}
	return boltdb.SyncFile{Size: e.Size, ModTime: mt, Sum: sum, Mine: mine}
}

func (p *pass) remember(name string, e Entry, sum [32]byte, mine bool) {
	f := stateOf(e, sum, mine)
	p.set(name, &f)
}

// unreadable keeps a file this pass could not read: it is never replaced
// or removed, and read again only once it changes.
func (p *pass) unreadable(name string, e Entry, sum [32]byte) boltdb.SyncFile {
	f := stateOf(e, sum, false)
	f.Unreadable = true
	p.set(name, &f)
	return f
}

// seen is what the pass knows of a file from its state (known false: it
// has none), for the check before the file is replaced or removed.
func seen(f boltdb.SyncFile, known bool) Seen {
	if !known || f == lostFile {
		return Seen{Absent: true}
	}
	return Seen{Size: f.Size, ModTime: f.ModTime, Sum: f.Sum}
}

// set records a change of a file's state (nil: forget the file); a full
// batch of them is saved.
func (p *pass) set(name string, f *boltdb.SyncFile) {
	p.dirty[name] = f
	if len(p.dirty) >= batchFiles && p.saveErr == nil {
		p.saveErr = p.save(p.last) // returned by the next save
	}
}

// save saves the changed file states and the last change number, if
// either changed, in one transaction.
func (p *pass) save(last uint64) error {
	if p.saveErr != nil {
		return p.saveErr
	}
	if len(p.dirty) == 0 && last == p.last {
		return nil
	}
	if err := p.s.SaveSyncState(p.folder, last, p.dirty); err != nil {
		return err
	}
	if testHook != nil {
		testHook("saved", "")
	}
	clear(p.dirty)
	p.last = last
	return nil
}

// stateCursor walks the saved state of one kind's files in name order, a
// batch at a time.
type stateCursor struct {
	p      *pass
	prefix string
	buf    []boltdb.SyncEntry
	i      int
	done   bool // buf holds the last batch
}

func (p *pass) cursor(kind string) *stateCursor {
	return &stateCursor{p: p, prefix: kind + "/"}
}

// peek returns the current entry (false at the end).
func (c *stateCursor) peek() (boltdb.SyncEntry, bool, error) {
	if c.i == len(c.buf) && !c.done {
		after := c.prefix
		if len(c.buf) > 0 {
			after = c.buf[len(c.buf)-1].Name
		}
		buf, err := c.p.s.SyncFiles(c.p.folder, c.prefix, after, batchFiles)
		if err != nil {
			return boltdb.SyncEntry{}, false, err
		}
		c.buf, c.i, c.done = buf, 0, len(buf) < batchFiles
	}
	if c.i == len(c.buf) {
		return boltdb.SyncEntry{}, false, nil
	}
	return c.buf[c.i], true, nil
}

// find moves past name, handing the entries before it to gone, and
// returns name's state if there is one.
func (c *stateCursor) find(name string, gone func(boltdb.SyncEntry)) (boltdb.SyncFile, bool, error) {
	for {
		e, ok, err := c.peek()
		if err != nil || !ok {
			return boltdb.SyncFile{}, false, err
		}
		switch cmp := strings.Compare(e.Name, name); {
		case cmp == 0:
			c.i++
			return e.SyncFile, true, nil
		case cmp > 0:
			return boltdb.SyncFile{}, false, nil
		}
		c.i++
		gone(e)
	}
}

// rest hands the entries left to fn.
func (c *stateCursor) rest(fn func(boltdb.SyncEntry)) error {
	for {
		e, ok, err := c.peek()
		if err != nil || !ok {
			return err
		}
		c.i++
		fn(e)
	}
}
