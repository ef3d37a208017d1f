package boltdb

import (
	"slices"
	"strings"
	"time"

	"go.etcd.io/bbolt"

	"scorekeeper/scoring"
	"scorekeeper/storage/boltdb/internal/records"
	"scorekeeper/storage/matchfile"
	"scorekeeper/storage/syncrules"
)

// matchImports imports versions of matches (matches and tombstones) in
// one write transaction by the sync rules (syncrules.Decide; SPEC 3;
// docs/DESIGN.md, "Sync"), and stores what they decide: the versions held
// of a match are always those no version seen beats, the live ones
// placed by syncrules.First. It keeps what it has read of each match id
// (the versions held, as the rules see them: their heads, not their
// rounds), so many versions of one match in one transaction (a sync
// engine's conflict copies) cost one read of what is held, and each
// version arriving is compared with heads only.
type matchImports struct {
	tx     *bbolt.Tx
	now    time.Time
	device string
	held   map[string]*heldMatch
}

func newMatchImports(tx *bbolt.Tx, now time.Time) *matchImports {
	return &matchImports{tx: tx, now: now, device: records.DeviceOf(tx), held: map[string]*heldMatch{}}
}

// heldMatch is what is held of one match id.
type heldMatch struct {
	lives   []held
	tombs   []records.Tomb
	rules   syncrules.Held // the lives' and tombs' versions, kept beside them
	damaged bool           // the record at the match's id does not read: the next version placed there heals it
}

// setLives sets the live versions held (and their view for the rules).
func (h *heldMatch) setLives(lives []held) {
	h.lives, h.rules.Lives = lives, h.rules.Lives[:0]
	for _, l := range lives {
		h.rules.Lives = append(h.rules.Lives, l.v)
	}
}

// push adds a live version.
func (h *heldMatch) push(l held) {
	h.lives, h.rules.Lives = append(h.lives, l), append(h.rules.Lives, l.v)
}

// setTombs sets the tombstones held (and their view for the rules).
func (h *heldMatch) setTombs(tombs []records.Tomb) {
	h.tombs, h.rules.Tombs = tombs, nil
	for _, t := range tombs {
		h.rules.Tombs = append(h.rules.Tombs, t.RuleVersion())
	}
}

// held is one live version of a match held here (or just stored).
type held struct {
	name string // its record id: the match id or "<id>~<hash>"
	v    syncrules.Version
	m    *scoring.Match // with the match's own id; nil until needed
	data []byte         // its file with the match's own id; nil until needed
}

// load reads what is held of match id: the record at id (decoded whole,
// so a record that does not read is known as damaged), the heads of its
// conflict copies (named by their hash) and its tombstones.
func (mi *matchImports) load(id string) *heldMatch {
	if h, ok := mi.held[id]; ok {
		return h
	}
	h := &heldMatch{}
	h.setTombs(records.MatchTombs.List(mi.tx, id))
	var lives []held
	if rec := records.GetRecord(mi.tx, id, records.KindMatch); rec != nil {
		m, err := records.DecodeMatch(records.RecKey(id, records.KindMatch), rec)
		var data []byte
		if err == nil {
			data, err = records.EncodeMatch(m)
		}
		if err != nil {
			h.damaged = true
		} else {
			lives = append(lives, held{name: id, v: records.RuleVersion(m, data), m: m, data: data})
		}
	}
	for _, c := range records.CopyNotes(mi.tx, id) {
		if v, ok := copyHead(mi.tx, id, c); ok {
			lives = append(lives, held{name: c.Name, v: v})
		}
	}
	h.setLives(lives)
	mi.held[id] = h
	return h
}

// copyHead reads the head of conflict copy c of match id: from its note,
// else from the copy itself (false: it does not read; left to heal or
// check).
func copyHead(tx *bbolt.Tx, id string, c records.NamedNote) (syncrules.Version, bool) {
	name := c.Name
	hash := strings.TrimPrefix(name, id+"~")
	rec := records.GetRecord(tx, name, records.KindMatch)
	if len(hash) != 12 || rec == nil {
		return syncrules.Version{}, false
	}
	if h := c.Note.Head; h != nil {
		if _, err := records.Unframe(records.RecKey(name, records.KindMatch), rec); err != nil {
			return syncrules.Version{}, false // damaged: its checksum, without inflating it
		}
		return syncrules.Version{Versions: h.Versions, Revision: h.Revision, Updated: h.Updated, Hash: hash}.Prepared(), true
	}
	p, err := records.StoredJSON(records.RecKey(name, records.KindMatch), rec)
	if err != nil {
		return syncrules.Version{}, false
	}
	hd, err := matchfile.HeadOf(p)
	if err != nil || hd.ID != name {
		return syncrules.Version{}, false
	}
	return syncrules.Version{Versions: hd.Versions, Revision: hd.Revision, Updated: hd.Updated, Hash: hash}.Prepared(), true
}

// add imports one version of a match (a match or a tombstone).
func (mi *matchImports) add(x incoming, rep *ImportReport) error {
	id := x.m.ID
	h := mi.load(id)
	if x.m.Deleted && h.damaged { // the deletion wins over a record that does not read
		if err := records.RemoveRecord(mi.tx, id); err != nil {
			return err
		}
		h.damaged = false
	}
	xv := records.RuleVersion(x.m, x.data)
	out := syncrules.Decide(h.rules, xv, mi.device)
	switch {
	case out.Skip && !x.m.Deleted && len(h.lives) == 0 && !h.damaged:
		rep.Ignored = append(rep.Ignored, id) // a tombstone here contains it
		return nil
	case out.Skip:
		rep.Skipped = append(rep.Skipped, id)
		return nil
	}
	livesBefore, damaged := len(h.lives), h.damaged
	if err := mi.drop(id, h, out, x.m.Deleted); err != nil {
		return err
	}
	if x.m.Deleted {
		return mi.tombstone(id, h, x, len(out.Lives) > 0, rep)
	}
	h.push(held{v: xv, m: x.m, data: x.data})
	sides, err := mi.place(id, h, pinned(id, h, len(out.Lives) > 0), rep)
	if err != nil {
		return err
	}
	h.setTombs(records.MatchTombs.List(mi.tx, id))
	switch {
	case damaged:
		rep.Healed = append(rep.Healed, id)
	case len(h.lives) == 1 && len(h.tombs) == 0 && livesBefore == 0:
		rep.Added = append(rep.Added, id)
	case len(h.lives) == 1 && len(h.tombs) == 0:
		rep.Updated = append(rep.Updated, id)
	case len(sides) > 0: // a conflict: name the new sides
		rep.Conflicts = append(rep.Conflicts, sides...)
		for _, c := range sides {
			rep.ConflictOf[c] = id
		}
	default:
		rep.Updated = append(rep.Updated, id) // the match changed beside its other sides
	}
	return nil
}

// drop removes the versions held that out says the arriving version
// beats (a live one at the match's id stays for place to replace,
// unless a tombstone arrives).
func (mi *matchImports) drop(id string, h *heldMatch, out syncrules.Outcome, deleted bool) error {
	var keys [][]byte
	for _, i := range out.Tombs {
		keys = append(keys, h.tombs[i].Key)
	}
	if err := records.MatchTombs.Remove(mi.tx, id, keys, false); err != nil {
		return err
	}
	if len(out.Lives) == 0 {
		return nil
	}
	var keep []held
	for i, l := range h.lives {
		switch {
		case !slices.Contains(out.Lives, i):
			keep = append(keep, l)
		case l.name != id || deleted:
			if err := records.RemoveRecord(mi.tx, l.name); err != nil {
				return err
			}
		}
	}
	h.setLives(keep)
	return nil
}

// tombstone stores tombstone x once the versions it beats are gone (h:
// the live versions it does not contain; dropped: a live one went).
func (mi *matchImports) tombstone(id string, h *heldMatch, x incoming, dropped bool, rep *ImportReport) error {
	if dropped && len(h.lives) > 0 {
		if _, err := mi.place(id, h, false, rep); err != nil {
			return err
		}
	}
	if err := records.MatchTombs.Add(mi.tx, x.m); err != nil {
		return err
	}
	h.setTombs(records.MatchTombs.List(mi.tx, id))
	if dropped {
		rep.Deleted = append(rep.Deleted, id)
	}
	if len(h.lives) > 0 { // edited apart from the deletion: a conflict
		name := records.CopyName(id, x.data)
		rep.Conflicts = append(rep.Conflicts, name)
		rep.ConflictOf[name] = id
		return nil
	}
	if !dropped {
		return nil // a tombstone of a match never held here: kept, nothing to show
	}
	return forget(mi.tx, id, mi.now)
}

// pinned reports whether the version just added to h (the last) goes
// beside the match without moving it: it replaced nothing, and it or the
// match at id has no versions (a file written before they existed is
// kept as a conflict copy of the match stored, as imports always did).
func pinned(id string, h *heldMatch, replaced bool) bool {
	x := h.lives[len(h.lives)-1]
	if replaced {
		return false
	}
	for _, l := range h.lives {
		if l.name == id {
			return x.v.Versions == nil || l.v.Versions == nil
		}
	}
	return false
}

// place stores the live versions of match id where they belong: the
// first (syncrules.First) under id, each other under its copy name; with
// pin, the one held at id stays there. A version already where it
// belongs is not written again; the record at id is written last, over
// what was there. It returns the copies it stored under new names (the
// new sides of a conflict).
func (mi *matchImports) place(id string, h *heldMatch, pin bool, rep *ImportReport) ([]string, error) {
	first := syncrules.First(h.rules.Lives)
	if pin {
		first = slices.IndexFunc(h.lives, func(l held) bool { return l.name == id })
	}
	var sides []string
	for i, l := range h.lives {
		if i == first || (l.name != "" && l.name != id) { // a copy is stored under its hash
			continue
		}
		name := id + "~" + l.v.Hash
		if err := mi.storeAt(id, &h.lives[i], name, rep); err != nil {
			return nil, err
		}
		sides = append(sides, name)
	}
	if first < 0 {
		return sides, nil
	}
	h.damaged = false
	return sides, mi.storeAt(id, &h.lives[first], id, rep)
}

// storeAt stores live version l of match id under record id name (unless
// it is there), and removes it from where it was.
func (mi *matchImports) storeAt(id string, l *held, name string, rep *ImportReport) error {
	if l.name == name {
		return nil
	}
	if l.m == nil { // a copy read by its head: read it whole now
		m, err := records.DecodeMatch(records.RecKey(l.name, records.KindMatch), records.GetRecord(mi.tx, l.name, records.KindMatch))
		if err != nil {
			return err
		}
		m.ID = id
		if l.data, err = records.EncodeMatch(m); err != nil {
			return err
		}
		l.m = m
	}
	added, err := records.StoreAs(mi.tx, id, name, records.Version{Name: name, M: l.m, Data: l.data}, mi.now)
	if err != nil {
		return err
	}
	rep.NewPlayers = append(rep.NewPlayers, added...)
	if l.name != "" && l.name != id {
		if err := records.RemoveRecord(mi.tx, l.name); err != nil {
			return err
		}
	}
	l.name = name
	return nil
}
