package syncfolder

import (
	"crypto/sha256"
	"errors"
	"io/fs"
	"strings"
	"time"

	"scorekeeper/storage/boltdb"
)

// Batch limits: a pass hands the records it read to the database in
// batches of at most this many files or bytes, so memory stays bounded
// whatever the size of the folder.
const (
	batchFiles = 256
	batchBytes = 8 << 20
)

// staleTemp is the age after which a temporary file of Dir's writes is a
// leftover of a killed writer, and a pass removes it.
const staleTemp = 10 * time.Minute

// pass is one sync pass under way.
type pass struct {
	s       Store
	f       Folder
	state   boltdb.SyncState
	dirty   map[string]*boltdb.SyncFile // state changes to save: nil forgets a file
	lost    bool                        // a file this database wrote has gone
	refresh map[string]bool             // files read that do not hold this database's version
	pending []pending
	recs    []Record
	size    int
	rep     Report
	trouble error // the first folder error
}

// pending is a file read into the batch.
type pending struct {
	name   string
	e      Entry
	sum    [32]byte
	copied bool // a sync engine's conflict copy
}

// PassWith runs one sync pass between s and f: it imports every new or
// changed file of the folder, then writes what changed in s since the
// last pass. A broken file is reported and skipped. The error is the
// database's, or a *FolderError (ErrFolder) when the folder could not be
// listed or written; the report then says what was done before it.
func PassWith(s Store, f Folder) (Report, error) {
	start := time.Now()
	st, err := s.SyncState(f.ID())
	if err != nil {
		return Report{}, err
	}
	if st.Files == nil {
		st.Files = map[string]boltdb.SyncFile{}
	}
	p := &pass{s: s, f: f, state: st, dirty: map[string]*boltdb.SyncFile{}, refresh: map[string]bool{}}
	err = p.readAll()
	last := st.Last
	if err == nil {
		last, err = p.writeAll()
	}
	if len(p.dirty) > 0 || last != st.Last {
		if serr := s.SaveSyncState(f.ID(), last, p.dirty); err == nil {
			err = serr
		}
	}
	if err == nil {
		err = p.trouble
	}
	p.rep.Duration = time.Since(start)
	return p.rep, err
}

// readAll imports the new and changed files of every kind's folder.
func (p *pass) readAll() error {
	for _, kind := range Kinds {
		entries, err := p.f.List(kind)
		if err != nil {
			p.fail(&FolderError{"listed", kind, err})
			continue
		}
		seen := make(map[string]bool, len(entries))
		for _, e := range entries {
			seen[kind+"/"+e.Name] = true
			if err := p.readEntry(kind, e); err != nil {
				return err
			}
		}
		p.forgetMissing(kind, seen)
	}
	return p.flush()
}

// forgetMissing drops the state of kind's files that are gone.
func (p *pass) forgetMissing(kind string, seen map[string]bool) {
	for name, f := range p.state.Files {
		if strings.HasPrefix(name, kind+"/") && !seen[name] {
			p.lost = p.lost || f.Mine
			p.forget(name)
		}
	}
}

func (p *pass) readEntry(kind string, e Entry) error {
	name := kind + "/" + e.Name
	class, id := classify(e.Name)
	switch class {
	case foreign:
		return nil
	case tempFile:
		if time.Since(e.ModTime) > staleTemp {
			_ = p.f.Remove(name)
		}
		return nil
	}
	old, known := p.state.Files[name]
	if known && old.Size == e.Size && old.ModTime == e.ModTime.UnixNano() {
		return nil
	}
	if e.Size > MaxFile {
		if known && old.Size == e.Size && old.Sum == ([32]byte{}) {
			return nil // reported when it was seen
		}
		p.broken(name, "larger than 64 MiB")
		p.remember(name, e, [32]byte{}, false)
		return nil
	}
	data, err := p.f.Read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil // gone since it was listed
	case err != nil:
		p.broken(name, err.Error())
		return nil
	case int64(len(data)) != e.Size:
		p.broken(name, "it changed while it was read (still being written?)")
		return nil
	}
	sum := sha256.Sum256(data)
	if known && old.Sum == sum {
		p.remember(name, e, sum, old.Mine)
		return nil
	}
	return p.add(pending{name, e, sum, class == engineCopy}, Record{Kind: kind, Name: id, Data: data})
}

// add puts a file into the batch; a batch holds one file per record.
func (p *pass) add(pe pending, r Record) error {
	for _, q := range p.recs {
		if q.Kind == r.Kind && q.Name == r.Name {
			if err := p.flush(); err != nil {
				return err
			}
			break
		}
	}
	p.pending = append(p.pending, pe)
	p.recs = append(p.recs, r)
	p.size += len(r.Data)
	p.rep.Read++
	if len(p.recs) >= batchFiles || p.size >= batchBytes {
		return p.flush()
	}
	return nil
}

// flush imports the batch; conflict copies it absorbed are removed.
func (p *pass) flush() error {
	if len(p.recs) == 0 {
		return nil
	}
	imp, err := p.s.SyncImport(p.recs)
	if err != nil {
		return err
	}
	p.rep.add(imp)
	taken := map[string]bool{} // ids whose file is now this database's version
	for _, ids := range [][]string{imp.Added, imp.Updated, imp.Deleted} {
		for _, id := range ids {
			taken[id] = true
		}
	}
	for i, pe := range p.pending {
		if reason, bad := imp.Broken[i]; bad {
			p.broken(pe.name, reason)
			p.remember(pe.name, pe.e, pe.sum, false)
			continue
		}
		if !pe.copied {
			// A file whose version this database did not take (it holds
			// a newer one, a tombstone, or keeps the file's as a conflict
			// copy) gets this database's version back, so the other
			// devices see it. Conflict copies ("<id>~<hash>") are named by
			// their content: the same name holds the same version.
			if id := p.recs[i].Name; !taken[id] && !strings.Contains(id, "~") {
				p.refresh[pe.name] = true
			}
			p.remember(pe.name, pe.e, pe.sum, false)
			continue
		}
		if err := p.f.Remove(pe.name); err != nil {
			p.fail(&FolderError{"written", pe.name, err})
			p.remember(pe.name, pe.e, pe.sum, false)
			continue
		}
		p.rep.Absorbed = append(p.rep.Absorbed, pe.name)
		p.forget(pe.name)
	}
	clear(p.recs) // drop the data
	p.pending, p.recs, p.size = p.pending[:0], p.recs[:0], 0
	return nil
}

// writeAll writes the records changed since the last pass (all of them
// when a file this database wrote has gone) and returns the change
// number to start from next time.
func (p *pass) writeAll() (uint64, error) {
	since := p.state.Last
	if p.lost {
		since = 0
	}
	last, err := p.s.Changes(since, p.write)
	if err == nil && len(p.refresh) > 0 {
		// the versions to put back changed before the last pass: all
		// changes are read again (rare: after a conflict or an old copy)
		_, err = p.s.Changes(0, func(c Change) error {
			if !p.refresh[fileName(c.Kind, c.ID)] {
				return nil
			}
			return p.write(c)
		})
	}
	var fe *FolderError
	if errors.As(err, &fe) {
		p.fail(fe)
		return p.state.Last, nil // written next time
	}
	return last, err
}

func (p *pass) write(c Change) error {
	name := fileName(c.Kind, c.ID)
	delete(p.refresh, name)
	old, known := p.state.Files[name]
	if c.Gone {
		if known && old.Mine {
			if err := p.f.Remove(name); err != nil {
				return &FolderError{"written", name, err}
			}
			p.rep.Removed = append(p.rep.Removed, name)
			p.forget(name)
		}
		return nil
	}
	sum := sha256.Sum256(c.Data)
	if known && old.Sum == sum {
		return nil // already there (just read, or written before)
	}
	e, err := p.f.Write(name, c.Data)
	if err != nil {
		return &FolderError{"written", name, err}
	}
	p.rep.Written++
	p.remember(name, e, sum, true)
	return nil
}

// racy tells whether a file seen now could change again, keeping its size,
// without its modification time changing: file systems keep times to a
// clock tick (at most 10 ms on Linux), some to whole seconds (FAT: 2 s).
// The state keeps no time for such a file, so the next pass reads it
// again and compares its hash (git's "racily clean" entries).
func racy(e Entry) bool {
	window := 10 * time.Millisecond
	if e.ModTime.Nanosecond() == 0 {
		window = 2 * time.Second
	}
	return time.Since(e.ModTime) < window
}

func (p *pass) remember(name string, e Entry, sum [32]byte, mine bool) {
	mt := e.ModTime.UnixNano()
	if racy(e) {
		mt = 0
	}
	f := boltdb.SyncFile{Size: e.Size, ModTime: mt, Sum: sum, Mine: mine}
	if old, ok := p.state.Files[name]; ok && old == f {
		return
	}
	p.state.Files[name] = f
	p.dirty[name] = &f
}

func (p *pass) forget(name string) {
	delete(p.state.Files, name)
	p.dirty[name] = nil
}

func (p *pass) broken(name, reason string) {
	p.rep.Broken = append(p.rep.Broken, Broken{name, reason})
}

func (p *pass) fail(err error) {
	if p.trouble == nil {
		p.trouble = err
	}
}
