package app

import (
	"bytes"
	"encoding/json"
	"strings"

	"fyne.io/fyne/v2"

	"scorekeeper/scoring"
)

// Where the table was (SPEC 2): the app starts on the screens of the
// match that was open when it closed, or was killed, with the round
// being typed (its draft) and a secret entry's turn. What is open is
// written whenever a match's screen opens or closes (keepAwake, which
// runs then), through the drafts' writer: in order, off the UI
// goroutine, and waited for when the window closes. It is kept in the
// database (Fyne's preferences file is emptied by a kill mid-write), in
// the drafts bucket under tableKey.

// tableKey is the drafts record of where the table was: longer than any
// match id (scoring.MaxIDLength), so it is none's draft.
var tableKey = "open screens " + strings.Repeat("~", scoring.MaxIDLength)

// table is the open match and its screens, bottom first.
type table struct {
	Match   string        `json:"match"`
	Screens []tableScreen `json:"screens"`
}

// tableScreen is one screen of the open match: "entry" (Round: the round
// being edited, 0 the next one) or "sheet".
type tableScreen struct {
	Kind  string `json:"kind"`
	Round int    `json:"round,omitempty"`
}

// openTable is the topmost match of the navigation and its screens (no
// match: the zero table).
func (u *UI) openTable() table {
	var t table
	for _, s := range u.nav.screens {
		if s.match == "" || s.kind == "" {
			continue
		}
		if s.match != t.Match {
			t = table{Match: s.match}
		}
		ts := tableScreen{Kind: s.kind}
		if e, ok := s.owner.(*entry); ok && e.editing {
			ts.Round = e.round
		}
		t.Screens = append(t.Screens, ts)
	}
	return t
}

// rememberTable writes where the table is, when it changed.
func (u *UI) rememberTable() {
	var data []byte
	if t := u.openTable(); t.Match != "" {
		data, _ = json.Marshal(t)
	}
	if bytes.Equal(data, u.table) {
		return
	}
	u.table = data
	u.queueDraft(tableKey, data)
}

// reopenTable opens the screens of the match open when the app last
// closed (nothing when it was on no match, or the match is gone).
func (u *UI) reopenTable() {
	data, err := u.store.Draft(tableKey)
	if err != nil || data == nil {
		if err != nil {
			fyne.LogError("where the table was", err)
		}
		return
	}
	var t table
	if json.Unmarshal(data, &t) != nil || t.Match == "" {
		return
	}
	m, err := u.store.Get(t.Match)
	if err != nil || m.Deleted || m.Game == nil {
		u.queueDraft(tableKey, nil) // deleted here or on another device since
		return
	}
	u.table = data
	for _, s := range t.Screens {
		switch s.Kind {
		case "entry":
			if s.Round > m.Game.Len() { // the round edited was undone since
				s.Round = 0
			}
			if !m.Over() || s.Round > 0 {
				u.openEntry(m, s.Round)
			}
		case "sheet":
			u.openSheet(m)
		}
	}
}
