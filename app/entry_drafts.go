package app

import (
	"bytes"
	"encoding/json"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
)

// draft is what the database keeps of a round being entered: one a
// match, the next round's (Next) or, while none is typed, an edit of a
// past round's.
type draft struct {
	Round int             `json:"round"`
	Data  json.RawMessage `json:"data"`
	// Next: the entry of the match's next round (not an edit). Stored
	// rounds that overtook it (another device's) move it on, never drop it.
	Next bool `json:"next,omitempty"`
	// Later: the draft this one replaced when its round was undone (what
	// was typed of the round after it); the match's draft again once
	// this round is saved, so an undo loses nothing typed.
	Later json.RawMessage `json:"later,omitempty"`
}

// drafts writes the entry screen's drafts to the store off the UI
// goroutine (a commit waits for the disk), one write at a time and in
// order; a draft not yet written replaces the one before it. A draft
// stays pending until it is written, so loadDraft never reads an older
// one from the store.
type drafts struct {
	mu      sync.Mutex
	pending map[string]queued // by match id
	order   []string          // the match ids of pending, first changed first
	n       uint64            // drafts queued so far
	writing sync.WaitGroup    // the writer, while it runs
	running bool
}

// queued is a draft waiting to be written: data nil deletes; n tells a
// newer draft of the same match.
type queued struct {
	data []byte
	n    uint64
}

// keepDraft stores what is typed of the round. An edit of a past round
// never replaces what is typed of the next one.
func (e *entry) keepDraft() {
	if e.form == nil || (e.editing && e.nextTyped()) {
		return
	}
	if d, err := e.draft(e.round); err == nil {
		e.u.queueDraft(e.m.ID, d)
	}
}

// draft is what is typed of the form as the draft of round, with the
// draft an undo of it replaced.
func (e *entry) draft(round int) ([]byte, error) {
	data, err := json.Marshal(e.form.state())
	if err != nil {
		return nil, err
	}
	return json.Marshal(draft{Round: round, Data: data, Next: !e.editing, Later: e.later})
}

// nextTyped says whether the match's draft is its next round's.
func (e *entry) nextTyped() bool {
	d := e.u.loadDraft(e.m.ID)
	return d != nil && d.Next
}

// dropDraft forgets the entry's draft (its round was saved), not the
// next round's when this is an edit: the draft an undo of this round
// replaced is the match's draft again.
func (e *entry) dropDraft() {
	switch {
	case e.later != nil:
		e.u.queueDraft(e.m.ID, e.later)
		e.later = nil
	case !e.editing || !e.nextTyped():
		e.u.dropDraft(e.m.ID)
	}
}

// keepUndone makes d, the draft of the round just undone, the match's
// draft; the draft it replaces (the next round's typed entries, an edit
// left half way) is kept in it, to come back once that round is saved
// again.
func (u *UI) keepUndone(id string, d []byte) {
	var undone draft
	if before := u.loadDraft(id); before != nil && json.Unmarshal(d, &undone) == nil {
		if later, err := json.Marshal(before); err == nil {
			undone.Later = later
			if with, err := json.Marshal(undone); err == nil {
				d = with
			}
		}
	}
	u.queueDraft(id, d)
}

// typedNext is the next round of m when something is typed of it (its
// draft differs from the empty form), else 0.
func (u *UI) typedNext(m *scoring.Match) int {
	d, g := u.loadDraft(m.ID), uiOf(m.Game.Name())
	if d == nil || !d.Next || g == nil {
		return 0
	}
	f := g.form(u.newEntry(m, d.Round), nil)
	empty, err := json.Marshal(f.state())
	f.close()
	if err == nil && bytes.Equal(empty, d.Data) {
		return 0
	}
	return d.Round
}

// dropDraft forgets a match's draft (its round was saved or undone).
func (u *UI) dropDraft(id string) { u.queueDraft(id, nil) }

// queueDraft writes data (nil: deletes) as the match's draft.
func (u *UI) queueDraft(id string, data []byte) {
	if u.inline {
		u.writeDraft(id, data)
		return
	}
	w := &u.drafts
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.pending == nil {
		w.pending = map[string]queued{}
	}
	if _, ok := w.pending[id]; !ok {
		w.order = append(w.order, id)
	}
	w.n++
	w.pending[id] = queued{data: data, n: w.n}
	if !w.running {
		w.running = true
		w.writing.Add(1)
		go u.writeDrafts()
	}
}

// writeDrafts writes the pending drafts until none is left.
func (u *UI) writeDrafts() {
	w := &u.drafts
	defer w.writing.Done()
	for {
		w.mu.Lock()
		if len(w.order) == 0 {
			w.running = false
			w.mu.Unlock()
			return
		}
		id := w.order[0]
		q := w.pending[id]
		w.mu.Unlock()
		u.writeDraft(id, q.data)
		w.mu.Lock()
		if w.pending[id].n == q.n { // else a newer one came: write it next
			delete(w.pending, id)
			w.order = w.order[1:]
		}
		w.mu.Unlock()
	}
}

func (u *UI) writeDraft(id string, data []byte) {
	var err error
	if data == nil {
		err = u.store.DeleteDraft(id)
	} else {
		err = u.store.SaveDraft(id, data)
	}
	if err != nil {
		fyne.LogError("draft of match "+id, err) // the round itself is saved with Save
	}
}

// flushDrafts waits until every draft is written (before the store closes).
func (u *UI) flushDrafts() { u.drafts.writing.Wait() }

// loadDraft returns a match's draft: one still waiting to be written, or
// the stored one.
func (u *UI) loadDraft(id string) *draft {
	u.drafts.mu.Lock()
	q, queued := u.drafts.pending[id]
	u.drafts.mu.Unlock()
	data := q.data
	if !queued {
		var err error
		if data, err = u.store.Draft(id); err != nil {
			fyne.LogError("draft of match "+id, err)
		}
	}
	var d draft
	if data == nil || json.Unmarshal(data, &d) != nil {
		return nil
	}
	return &d
}

// roundDraft is round n (1-based) of m as the draft of its entry: its
// form made off screen as for an edit, and what that form keeps; nil
// when the game has no form.
func (u *UI) roundDraft(m *scoring.Match, n int) []byte {
	g := uiOf(m.Game.Name())
	if g == nil || n < 1 || n > m.Game.Len() {
		return nil
	}
	e := u.newEntry(m, n) // e.form stays nil: nothing of it is kept or shown
	f := g.form(e, nil)
	data, err := json.Marshal(f.state())
	f.close()
	if err != nil {
		return nil
	}
	d, err := json.Marshal(draft{Round: n, Data: data, Next: true})
	if err != nil {
		return nil
	}
	return d
}

// undoQuestion asks whether to undo m's last round, saying that what is
// typed of the next round is kept.
func (u *UI) undoQuestion(m *scoring.Match) string {
	ask := lang.L("ui.sheet.undoAsk")
	n := u.typedNext(m)
	if n == 0 {
		return ask
	}
	key, fallback := "ui.sheet.undoKeeps", "What was typed for round {{.Round}} is kept: it comes back once round {{.Last}} is saved again."
	if callsRoundsGames(m.Game.Name()) {
		key, fallback = "ui.sheet.undoKeepsGame", "What was typed for game {{.Round}} is kept: it comes back once game {{.Last}} is saved again."
	}
	return ask + " " + lang.X(key, fallback, map[string]any{"Round": n, "Last": m.Game.Len()})
}
