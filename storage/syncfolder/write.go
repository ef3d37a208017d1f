package syncfolder

import (
	"crypto/sha256"
	"errors"
	"maps"

	"scorekeeper/storage/boltdb"
)

// outgoing is a change in the batch to write, with the state of its file
// and of this database's file beside it.
type outgoing struct {
	c      Change
	name   string
	old    boltdb.SyncFile
	known  bool
	read   bool // old is what this pass read (a file to refresh)
	beside string
	bOld   boltdb.SyncFile
	bKnown bool
	sum    [32]byte // of c.Data
}

// refreshRounds bounds the rounds of putting this database's version
// back into files read in the pass: each round can find more (a file
// delivered again before it was replaced). What is left is read again by
// the next pass.
const refreshRounds = 3

// writeAll writes the records changed since the last pass (all of them
// when a file this database wrote or read has gone) and returns the
// change number to start from next time.
func (p *pass) writeAll() (uint64, error) {
	since := p.last
	if p.lost {
		since = 0
	}
	last, err := p.s.Changes(since, p.queue)
	if err == nil {
		err = p.writeBatch()
	}
	for round := 0; err == nil && len(p.refresh) > 0; round++ {
		if round == refreshRounds {
			for name := range p.refresh {
				p.set(name, nil) // read again next time
			}
			clear(p.refresh)
			break
		}
		err = p.refreshRound()
	}
	if err == nil && p.lost {
		err = p.sweep()
	}
	var fe *FolderError
	if errors.As(err, &fe) {
		p.fail(fe)
		return p.last, nil // written next time
	}
	return last, err
}

// refreshRound writes this database's version into the files read that
// do not hold it. They changed before the last pass: all changes are
// read again (rare: after a conflict, an old copy, a file delivered
// under a write).
func (p *pass) refreshRound() error {
	todo := maps.Clone(p.refresh)
	_, err := p.s.Changes(0, func(c Change) error {
		if _, ok := p.refresh[fileName(c.Kind, c.ID)]; !ok {
			return nil
		}
		return p.queue(c)
	})
	if err == nil {
		err = p.writeBatch()
	}
	if err != nil {
		return err
	}
	for name, f := range todo { // records not in the changes: kept as read
		if now, ok := p.refresh[name]; ok && now == f {
			p.set(name, &f)
			delete(p.refresh, name)
		}
	}
	return nil
}

// queue puts a change into the batch to write.
func (p *pass) queue(c Change) error {
	o := outgoing{c: c, name: fileName(c.Kind, c.ID), beside: besideName(c.Kind, c.ID, p.device)}
	if f, ok := p.refresh[o.name]; ok {
		o.old, o.known, o.read = f, true, true
		delete(p.refresh, o.name)
	}
	p.out = append(p.out, o)
	p.outSize += len(c.Data)
	if len(p.out) >= batchFiles || p.outSize >= batchBytes {
		return p.writeBatch()
	}
	return nil
}

// writeBatch reads the state of the batch's files, writes them (made
// durable together), removes the files of records gone here, reads
// first the files found changed, and saves their state.
func (p *pass) writeBatch() error {
	if len(p.out) == 0 {
		return nil
	}
	if err := p.states(); err != nil {
		return err
	}
	var puts []Put
	var of []int // the outgoing of each put
	for i := range p.out {
		put, ok, err := p.plan(&p.out[i])
		if err != nil {
			return err
		}
		if ok {
			puts, of = append(puts, put), append(of, i)
		}
	}
	var trouble error
	if len(puts) > 0 {
		for j, r := range p.f.WriteAll(puts) {
			if trouble = p.written(&p.out[of[j]], puts[j].Name, r); trouble != nil {
				break
			}
		}
	}
	clear(p.out) // drop the data
	p.out, p.outSize = p.out[:0], 0
	if trouble != nil {
		return trouble
	}
	if err := p.flush(); err != nil { // the files found changed
		return err
	}
	return p.save(p.last)
}

// states reads the saved state of the batch's files and, apart (a pass
// hands over at most a batch of states in one call), of the files beside
// them.
func (p *pass) states() error {
	names := make([]string, 0, len(p.out))
	besides := make([]string, 0, len(p.out))
	for _, o := range p.out {
		if !o.read {
			names = append(names, o.name)
		}
		besides = append(besides, o.beside)
	}
	known, err := p.s.SyncFilesOf(p.folder, names)
	if err != nil {
		return err
	}
	knownBeside, err := p.s.SyncFilesOf(p.folder, besides)
	if err != nil {
		return err
	}
	for i := range p.out {
		o := &p.out[i]
		if !o.read {
			o.old, o.known = known[o.name]
		}
		o.bOld, o.bKnown = knownBeside[o.beside]
	}
	return nil
}

// plan decides what becomes of a change: the files of a record gone here
// are removed now; a record's file is to be written (ok) unless it holds
// this database's version already; over a file this app cannot read, the
// file beside it is.
func (p *pass) plan(o *outgoing) (put Put, ok bool, err error) {
	if o.c.Gone {
		return Put{}, false, p.remove(o)
	}
	name, old, known := o.name, o.old, o.known
	if o.read {
		p.set(o.name, &old) // what was read, unless written below
	}
	if known && o.old != lostFile && o.old.Unreadable {
		name, old, known = o.beside, o.bOld, o.bKnown
	}
	o.sum = sha256.Sum256(o.c.Data)
	if known && old.Sum == o.sum { // already there (just read, or written before)
		return Put{}, false, p.dropBeside(o, name)
	}
	return Put{Name: name, Data: o.c.Data, Was: seen(old, known)}, true, nil
}

// written records a Put's result.
func (p *pass) written(o *outgoing, name string, r Result) error {
	switch {
	case errors.Is(r.Err, ErrChanged):
		return p.readFirst(name, r.Entry)
	case errors.Is(r.Err, ErrNotFile):
		p.broken(name, ErrNotFile)
		return nil
	case r.Err != nil:
		return &FolderError{"written", name, r.Err}
	}
	p.rep.Written++
	p.remember(name, r.Entry, o.sum, true)
	if name == o.beside {
		p.rep.Beside = append(p.rep.Beside, Beside{o.name, o.beside})
	}
	return p.dropBeside(o, name)
}

// dropBeside removes this database's file beside the record's once the
// record's own file (name) holds this database's version again.
func (p *pass) dropBeside(o *outgoing, name string) error {
	if name != o.name || !o.bKnown || !o.bOld.Mine {
		return nil
	}
	return p.removeMine(o.beside, o.bOld)
}

// remove removes the files of a record gone here that this database
// wrote, if they still hold what it wrote.
func (p *pass) remove(o *outgoing) error {
	if o.read {
		old := o.old
		p.set(o.name, &old)
	}
	if o.known && o.old == lostFile {
		p.set(o.name, nil) // gone here and there
	} else if o.known && o.old.Mine {
		if err := p.removeMine(o.name, o.old); err != nil {
			return err
		}
	}
	if o.bKnown && o.bOld.Mine {
		return p.removeMine(o.beside, o.bOld)
	}
	return nil
}

// removeMine removes a file this database wrote (f: its state) unless it
// changed since; a changed one is read first.
func (p *pass) removeMine(name string, f boltdb.SyncFile) error {
	found, err := p.f.RemoveIf(name, seen(f, true))
	switch {
	case errors.Is(err, ErrChanged):
		return p.readFirst(name, found)
	case errors.Is(err, ErrNotFile):
		p.broken(name, ErrNotFile)
		return nil
	case err != nil:
		return &FolderError{"written", name, err}
	}
	p.rep.Removed = append(p.rep.Removed, name)
	p.set(name, nil)
	return nil
}

// readFirst reads a file found changed when the pass was about to replace
// or remove it (a sync engine delivered it since the listing): it is
// imported with the next flush, and this database's version is written
// after it (refresh).
func (p *pass) readFirst(name string, e Entry) error {
	class, id := classify(e.Name)
	if class == foreign || class == tempFile {
		return nil
	}
	return p.read(pending{name: name, e: e, class: class, again: true}, id, boltdb.SyncFile{}, false)
}

// sweep forgets the files still lost after a write phase over every
// change: their records are not carried (any more).
func (p *pass) sweep() error {
	if err := p.save(p.last); err != nil {
		return err
	}
	for _, kind := range Kinds {
		err := p.cursor(kind).rest(func(f boltdb.SyncEntry) {
			if f.SyncFile == lostFile {
				p.set(f.Name, nil)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
