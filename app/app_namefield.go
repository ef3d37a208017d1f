package app

import (
	"errors"
	"scorekeeper/app/widgets"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// nameField is a field for a player's name (a new player's, a rename):
// the rule of a name (scoring.CleanName: 1 to 64 characters) is said
// next to it as it is typed, and so is a roster player of the same name
// (two people may share one: a hint, not a refusal).
type nameField struct {
	u     *UI
	entry *widgets.Entry
	note  *widget.Label // the rule broken, or the hint ("" hidden)
	// roster lists the players whose names are compared; self is the
	// player being renamed ("" none)
	roster func() []scoring.RosterPlayer
	self   string
	// changed runs after each change with whether the text is a name
	changed func(ok bool)
}

// newNameField is a name field checked against roster.
func (u *UI) newNameField(roster func() []scoring.RosterPlayer, self string) *nameField {
	f := &nameField{u: u, entry: u.textEntry(), roster: roster, self: self}
	f.entry.SetPlaceHolder(lang.L("ui.new.name"))
	u.emojiAsTyped(f.entry)
	emoji := f.entry.OnChanged
	f.entry.OnChanged = func(s string) {
		emoji(s)
		f.check(false)
	}
	f.note = widgets.Wrapped("")
	f.note.Hide()
	return f
}

// withNote is field (the Entry, or a row holding it) with the note
// under it while it says something (it comes as a name is typed: no
// finger is on what it moves).
func (f *nameField) withNote(field fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(field, f.note)
}

// Name is the name typed, cleaned, when it is one; else the rule is said
// next to the field (empty: only once asked, submit).
func (f *nameField) Name() (string, bool) {
	return f.check(true)
}

// check says what is wrong with the text or who has that name already;
// an empty field says nothing until submitted.
func (f *nameField) check(submitted bool) (string, bool) {
	name, err := scoring.CleanName(f.entry.Text)
	note, importance := "", widget.DangerImportance
	switch {
	case errors.Is(err, scoring.ErrNameLong):
		note = lang.X("ui.name.long", "A name has at most {{.Max}} characters.", map[string]any{"Max": scoring.MaxName})
	case errors.Is(err, scoring.ErrNameEmpty):
		if submitted {
			note = lang.L("ui.name.empty")
		}
	default:
		if same := f.sameName(name); same != "" {
			note, importance = lang.X("ui.name.same", "{{.Name}} is in the roster already. Two players may share a name.", map[string]any{"Name": same}), widget.WarningImportance
		}
	}
	f.note.Importance = importance
	f.note.SetText(note)
	f.note.Hidden = note == ""
	f.note.Refresh()
	if f.changed != nil {
		f.changed(err == nil)
	}
	return name, err == nil
}

// sameName is the roster's name equal to name, case and spaces aside
// ("" none).
func (f *nameField) sameName(name string) string {
	if f.roster == nil {
		return ""
	}
	for _, p := range f.roster() {
		if p.ID != f.self && strings.EqualFold(strings.TrimSpace(p.Name), name) {
			return shownName(p.Name)
		}
	}
	return ""
}

// addPlayer adds the name typed to the roster and empties the field;
// false when there is no name (the field says why) or the save failed
// (said).
func (f *nameField) addPlayer() (scoring.RosterPlayer, bool) {
	name, ok := f.Name()
	if !ok {
		return scoring.RosterPlayer{}, false
	}
	p, err := f.u.store.AddPlayer(name)
	if err != nil {
		f.u.fail("ui.error.save", err)
		return scoring.RosterPlayer{}, false
	}
	f.clear()
	return p, true
}

// clear empties the field after its name was taken.
func (f *nameField) clear() {
	f.entry.SetText("")
	f.note.Hide()
}

// shownName is a name as a screen shows it: at most scoring.MaxName
// characters, the rest cut with "…". Longer names are refused where they
// are typed and imported; one that came from elsewhere (an older file, a
// device of an older version) must not cost a screen hundreds of MB.
func shownName(name string) string {
	if len(name) <= scoring.MaxName {
		return name
	}
	end, n := 0, 0
	for end < len(name) && n < scoring.MaxName {
		_, size := utf8.DecodeRuneInString(name[end:])
		end += size
		n++
	}
	if end == len(name) {
		return name
	}
	return name[:end] + "…"
}
