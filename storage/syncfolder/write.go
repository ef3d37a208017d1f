package syncfolder

import (
	"crypto/sha256"
	"errors"

	"scorekeeper/storage/boltdb"
)

// outgoing is a change in the batch to write, with the state of its file.
type outgoing struct {
	c     Change
	name  string
	old   boltdb.SyncFile
	known bool
	read  bool // old is what this pass read (a file to refresh)
}

// writeAll writes the records changed since the last pass (all of them
// when a file this database wrote has gone) and returns the change
// number to start from next time.
func (p *pass) writeAll() (uint64, error) {
	since := p.last
	if p.lost {
		since = 0
	}
	last, err := p.s.Changes(since, p.queue)
	if err == nil {
		err = p.writeBatch()
	}
	if err == nil && len(p.refresh) > 0 {
		// the versions to put back changed before the last pass: all
		// changes are read again (rare: after a conflict or an old copy)
		_, err = p.s.Changes(0, func(c Change) error {
			if _, ok := p.refresh[fileName(c.Kind, c.ID)]; !ok {
				return nil
			}
			return p.queue(c)
		})
		if err == nil {
			err = p.writeBatch()
		}
	}
	if err == nil {
		for name, f := range p.refresh { // records not in the changes: kept as read
			p.set(name, &f)
		}
		clear(p.refresh)
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

// queue puts a change into the batch to write.
func (p *pass) queue(c Change) error {
	o := outgoing{c: c, name: fileName(c.Kind, c.ID)}
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

// writeBatch reads the state of the batch's files, writes them and saves
// their state.
func (p *pass) writeBatch() error {
	if len(p.out) == 0 {
		return nil
	}
	names := make([]string, 0, len(p.out))
	for _, o := range p.out {
		if !o.read {
			names = append(names, o.name)
		}
	}
	known, err := p.s.SyncFilesOf(p.folder, names)
	if err != nil {
		return err
	}
	for _, o := range p.out {
		if !o.read {
			o.old, o.known = known[o.name]
		}
		if err := p.write(o); err != nil {
			return err
		}
	}
	clear(p.out) // drop the data
	p.out, p.outSize = p.out[:0], 0
	return p.save(p.last)
}

func (p *pass) write(o outgoing) error {
	if o.read {
		p.set(o.name, &o.old) // what was read, unless written below
	}
	if o.c.Gone {
		if o.known && o.old == lostFile {
			p.set(o.name, nil) // gone here and there
			return nil
		}
		if o.known && o.old.Mine {
			if err := p.f.Remove(o.name); err != nil {
				return &FolderError{"written", o.name, err}
			}
			p.rep.Removed = append(p.rep.Removed, o.name)
			p.set(o.name, nil)
		}
		return nil
	}
	sum := sha256.Sum256(o.c.Data)
	if o.known && o.old.Sum == sum {
		return nil // already there (just read, or written before)
	}
	e, err := p.f.Write(o.name, o.c.Data)
	if err != nil {
		return &FolderError{"written", o.name, err}
	}
	p.rep.Written++
	p.remember(o.name, e, sum, true)
	return nil
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
