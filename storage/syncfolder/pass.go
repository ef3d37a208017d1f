package syncfolder

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"

	"scorekeeper/storage/boltdb"
)

// Batch limits: a pass hands the records it read to the database, writes
// files and saves its record of them in batches of at most this many
// files or bytes, so memory stays bounded whatever the size of the
// folder.
const (
	batchFiles = 256
	batchBytes = 8 << 20
)

// staleTemp is the age after which a temporary file of Dir's writes is a
// leftover of a killed writer, and a pass removes it.
const staleTemp = 10 * time.Minute

// pass is one sync pass under way. It holds no state of the whole
// folder: one kind's listing, and a batch of each of the rest.
type pass struct {
	s      Store
	f      Guarded
	folder string // f.ID()
	device string // names this database's versions beside files it cannot read
	last   uint64 // the last change number saved
	dirty  map[string]*boltdb.SyncFile
	lost   bool // a file this database wrote or read has gone
	// refresh holds the files read that do not hold this database's
	// version, with what was read: saved when the write phase has put
	// this database's version back (so a killed pass reads them again).
	// A file found changed when the pass was about to replace it is read
	// and put here too.
	refresh map[string]boltdb.SyncFile
	pending []pending
	recs    []Record
	size    int
	out     []outgoing
	outSize int
	rep     Report
	trouble error // the first folder error
	saveErr error // a failed save of a full batch of states
}

// pending is a file read into the batch.
type pending struct {
	name  string
	id    string // the record it holds, by its name
	e     Entry
	sum   [32]byte
	class fileClass
	again bool // found changed before it was replaced: this database's version is written after it
}

// PassWith runs one sync pass between s and f: it imports every new or
// changed file of the folder, then writes what changed in s since the
// last pass. A broken file is reported and skipped. The error is the
// database's, or a *FolderError (ErrFolder) when the folder could not be
// listed or written; the report then says what was done before it. What
// the pass did is saved as it goes, a batch at a time: a pass stopped
// half-way (killed, a full disk) keeps what it imported and wrote, and
// the next one carries on.
func PassWith(s Store, f Folder) (Report, error) { return PassAs(s, f, "") }

// PassAs is PassWith by the device named name (1 to 64 characters):
// the pass also writes this device's file ("devices/<device id>.json")
// when it is missing or names another name. Every pass reads the other
// devices' files into Report.Devices.
func PassAs(s Store, f Folder, name string) (Report, error) {
	start := time.Now()
	p := &pass{s: s, f: guard(f), folder: f.ID(), device: s.Device(), dirty: map[string]*boltdb.SyncFile{}, refresh: map[string]boltdb.SyncFile{}}
	var err error
	if p.last, err = s.SyncLast(p.folder); err != nil {
		return Report{}, err
	}
	err = p.readAll()
	last := p.last
	if err == nil {
		last, err = p.writeAll()
	}
	if serr := p.save(last); err == nil {
		err = serr
	}
	if err == nil {
		err = p.devices(name)
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
		if err := p.readKind(kind, entries); err != nil {
			return err
		}
	}
	if err := p.flush(); err != nil {
		return err
	}
	return p.save(p.last)
}

// readKind walks kind's listing, sorted by name, together with the saved
// state of kind's files (sorted by name too): a file of the state the
// listing lacks has gone.
func (p *pass) readKind(kind string, entries []Entry) error {
	slices.SortFunc(entries, func(a, b Entry) int { return strings.Compare(a.Name, b.Name) })
	known := p.cursor(kind)
	for _, e := range entries {
		old, ok, err := known.find(kind+"/"+e.Name, p.gone)
		if err != nil {
			return err
		}
		if err := p.readEntry(kind, e, old, ok); err != nil {
			return err
		}
	}
	return known.rest(p.gone)
}

// gone handles a file of the state that is no longer in the folder (issue
// 23: the folder is the union of what the devices hold). Whether this
// database wrote it or read it, its record is written again (lost);
// until then its state keeps it as lost, so a pass stopped before that
// still knows. A lost file whose record is not held here is forgotten
// after the write phase (sweep).
func (p *pass) gone(f boltdb.SyncEntry) {
	if f.SyncFile != lostFile {
		p.set(f.Name, &lostFile)
	}
	p.lost = true
}

func (p *pass) readEntry(kind string, e Entry, old boltdb.SyncFile, known bool) error {
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
	if known && old.Size == e.Size && old.ModTime == e.ModTime.UnixNano() {
		return nil
	}
	return p.read(pending{name: name, e: e, class: class}, id, old, known)
}

// byteOrderMark is the UTF-8 byte order mark some editors put first
// (RFC 8259 lets a reader ignore it).
var byteOrderMark = []byte("\xEF\xBB\xBF")

// read reads a file into the batch to import (id: the record it holds
// by its name). The same content as old only updates its state.
func (p *pass) read(pe pending, id string, old boltdb.SyncFile, known bool) error {
	name, e := pe.name, pe.e
	if e.Size > MaxFile {
		if known && old.Size == e.Size && old.Sum == ([32]byte{}) {
			return nil // reported when it was seen
		}
		p.broken(name, errTooLarge)
		p.unreadable(name, e, [32]byte{})
		return nil
	}
	data, err := p.f.Read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil // gone since it was listed
	case err != nil:
		p.broken(name, unreadable(err))
		return nil
	case int64(len(data)) != e.Size:
		p.broken(name, errChanging)
		return nil
	}
	pe.sum = sha256.Sum256(data)
	if known && old.Sum == pe.sum && !pe.again {
		if f := stateOf(e, pe.sum, old.Mine); f != old {
			f.Unreadable = old.Unreadable
			p.set(name, &f)
		}
		return nil
	}
	pe.id = id
	return p.add(pe, Record{Kind: path.Dir(name), Name: path.Base(name), Data: bytes.TrimPrefix(data, byteOrderMark)})
}

// add puts a file into the batch. A record's files (its own, a sync
// engine's conflict copies, versions beside it) may share a batch: each
// goes by its file name (Record.Name), so the report's broken entries
// name files.
func (p *pass) add(pe pending, r Record) error {
	p.pending = append(p.pending, pe)
	p.recs = append(p.recs, r)
	p.size += len(r.Data)
	p.rep.Read++
	if len(p.recs) >= batchFiles || p.size >= batchBytes {
		return p.flush()
	}
	return nil
}

// flush imports the batch, then saves the state of its files (state is
// saved only for files whose import committed); conflict copies it
// absorbed are removed.
func (p *pass) flush() error {
	if len(p.recs) == 0 {
		return nil
	}
	imp, err := p.s.SyncImport(p.recs)
	if err != nil {
		return err
	}
	if testHook != nil {
		testHook("imported", "")
	}
	p.rep.add(imp)
	taken := map[string]bool{} // ids whose file is now this database's version
	for _, ids := range [][]string{imp.Added, imp.Updated, imp.Deleted} {
		for _, id := range ids {
			taken[id] = true
		}
	}
	for i, pe := range p.pending {
		if err := p.imported(pe, imp.Broken, i, taken); err != nil {
			return err
		}
	}
	clear(p.recs) // drop the data
	p.pending, p.recs, p.size = p.pending[:0], p.recs[:0], 0
	return p.save(p.last)
}

// imported records what became of the i-th file of an imported batch.
func (p *pass) imported(pe pending, broken map[int]error, i int, taken map[string]bool) error {
	if why, bad := broken[i]; bad {
		p.broken(pe.name, why)
		f := p.unreadable(pe.name, pe.e, pe.sum)
		if pe.again { // this database's version goes beside it
			p.refresh[pe.name] = f
		}
		return nil
	}
	switch pe.class {
	case engineCopy:
		if _, err := p.f.RemoveIf(pe.name, seen(stateOf(pe.e, pe.sum, false), true)); err != nil {
			if !errors.Is(err, ErrChanged) {
				p.fail(&FolderError{"written", pe.name, err})
			}
			p.remember(pe.name, pe.e, pe.sum, false)
			return nil
		}
		p.rep.Absorbed = append(p.rep.Absorbed, pe.name)
		p.set(pe.name, nil)
		return nil
	case recordFile:
		// A file whose version this database did not take (it holds a
		// newer one, a tombstone, or keeps the file's as a conflict copy)
		// gets this database's version back, so the other devices see it;
		// so does one read because it changed under a write. Conflict
		// copies ("<id>~<hash>") are named by their content: the same name
		// holds the same version.
		if (!taken[pe.id] || pe.again) && !strings.Contains(pe.id, "~") {
			p.refresh[pe.name] = stateOf(pe.e, pe.sum, false)
			return nil
		}
	}
	p.remember(pe.name, pe.e, pe.sum, false)
	return nil
}

func (p *pass) broken(name string, why error) {
	p.rep.Broken = append(p.rep.Broken, Broken{name, why})
}

func (p *pass) fail(err error) {
	if p.trouble == nil {
		p.trouble = err
	}
}
