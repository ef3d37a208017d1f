package app

import (
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// playerChoice is a choiceRow over players, selecting by id.
func playerChoice(players []scoring.Player, id string, changed func(string)) *widgets.Choices {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = shownName(p.Name)
	}
	return widgets.NewChoices(names, scoring.Index(players, id), func(i int) { changed(players[i].ID) })
}

// sayPlayer says choice i of a playerChoice for a screen reader: key's
// text with the player's name ("Anne challenges").
func sayPlayer(players []scoring.Player, key string) func(i int) string {
	return func(i int) string { return lang.X(key, key, map[string]any{"Name": shownName(players[i].Name)}) }
}

// selectField is a drop-down whose Escape and Back leave the screen as
// everywhere else (a picked filter keeps the focus on a desktop).
func (u *UI) selectField(options []string, changed func(string)) *widgets.Select {
	s := widgets.NewSelect(options, changed)
	s.Leave = func() {
		u.unfocus()
		u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	}
	return s
}

// issueLabel shows the most important validation message of its fields
// (an error before a warning), red for errors. In a room of a few lines
// (one for a field) a message too long for it shows its first words
// and "↓", and is said in full at the end of the form or over Save; see
// entry.changed.
type issueLabel struct {
	*widget.Label
	keys []issueKey
	// lines is the room kept for the label, in lines (0: as many as it takes)
	lines int
	// whole: the message shown fits the room (as last checked); when a
	// new width says otherwise, refit is called (the end of the form then
	// says it whole, or no longer)
	whole bool
	refit func()
}

// issueKey names one field of one player ("" for the round) whose
// messages an issueLabel shows; when, if set, says whether it shows them
// now (SKUCK's tricks that do not add up, once tricks are entered).
type issueKey struct {
	player, field string
	when          func() bool
}

func newIssueLabel(lines int, keys ...issueKey) *issueLabel {
	// not widget.NewLabel: it makes the Label its own widget, and
	// ExtendBaseWidget below would then change nothing
	l := &issueLabel{Label: &widget.Label{Wrapping: fyne.TextWrapWord}, keys: keys, lines: lines}
	switch {
	case lines == 1: // a cut line, never more: what follows does not move
		l.Wrapping = fyne.TextWrapOff
		l.Truncation = fyne.TextTruncateEllipsis
	case lines > 1: // wrapped, cut after the last line
		l.Truncation = fyne.TextTruncateEllipsis
	}
	// the canvas holds the issueLabel: its refreshes and resizes must
	// reach that object's renderer (without, a text set later kept the old
	// wrapping and ran past a phone's edge, or was never wrapped at all)
	l.ExtendBaseWidget(l)
	l.Hide()
	return l
}

// Resize lays the label out at s, and calls refit when the message no
// longer fits or now does (a window resized, the first layout).
func (l *issueLabel) Resize(s fyne.Size) {
	l.Label.Resize(s)
	if l.lines > 0 && l.Visible() && l.refit != nil && l.fits(l.Text) != l.whole {
		l.whole = !l.whole // once per change, whatever refit does
		l.refit()
	}
}

// claims says whether i is about one of the label's fields.
func (l *issueLabel) claims(i scoring.Issue) bool {
	for _, k := range l.keys {
		if i.Player == k.player && i.Field == k.field && (k.when == nil || k.when()) {
			return true
		}
	}
	return false
}

// say shows text ("": hides the label), red for an error, else orange.
func (l *issueLabel) say(text string, isError bool) {
	if text == "" {
		l.Hide()
		l.SetText("")
		return
	}
	l.Importance = widget.WarningImportance
	if isError {
		l.Importance = widget.DangerImportance
	}
	l.SetText(text)
	l.Show()
}

// fits says whether text shows whole on the label: always with room for
// as many lines as it takes; in its lines at the label's width (a phone's
// row before the first layout) otherwise.
func (l *issueLabel) fits(text string) bool {
	w := l.Size().Width
	if w <= 0 {
		w = widgets.PhoneRow
	}
	switch l.lines {
	case 0:
		return true
	case 1:
		return fyne.MeasureText(text, theme.TextSize(), l.TextStyle).Width+2*theme.InnerPadding() <= w
	}
	return wrappedHeight(text, w) <= wrappedHeight(strings.Repeat("\n", l.lines-1), w)
}

// wrappedHeight is how high a label wrapping text at width w is.
func wrappedHeight(text string, w float32) float32 {
	l := widgets.Wrapped(text)
	l.Resize(fyne.NewSize(w, 1))
	return l.MinSize().Height
}

// mostImportant is the index in all of the first error among mine (the
// indexes of one label's issues), else the first of them; -1 for none.
func mostImportant(all scoring.Issues, mine []int) int {
	for _, k := range mine {
		if all[k].Severity == scoring.Error {
			return k
		}
	}
	if len(mine) > 0 {
		return mine[0]
	}
	return -1
}

// issueText renders one validation issue in the current language.
func issueText(i scoring.Issue) string {
	return lang.X(i.Rule, i.Rule, i.Args)
}

// rosterButtons fills box (a buttonRow) with a button per roster player
// to pick by tapping (seats, league seeding), players of one name told
// apart by a number (the roster's order); a picked player's is
// highlighted and numbered with its place (-1 from place: not picked);
// toggle picks or unpicks.
func rosterButtons(box *fyne.Container, roster []scoring.RosterPlayer, place func(id string) int, toggle func(id string)) {
	objs := make([]fyne.CanvasObject, len(roster))
	names := rosterLabels(roster)
	for i, p := range roster {
		b := widget.NewButton(widgets.FitLabel(names[i]), func() { toggle(p.ID) })
		if k := place(p.ID); k >= 0 {
			b.Text = widgets.FitLabel(lang.X("ui.new.seat", "{{.N}}. {{.Name}}", map[string]any{"N": k + 1, "Name": names[i]}))
			b.Importance = widget.HighImportance
		}
		objs[i] = b
	}
	box.Objects = objs
	box.Refresh()
}

// rosterLabels are the roster's names as the screens tell them apart,
// in its order: two called Anne are "Anne" and "Anne (2)".
func rosterLabels(roster []scoring.RosterPlayer) []string {
	names := make([]string, len(roster))
	for i, p := range roster {
		names[i] = shownName(p.Name)
	}
	return distinct(names)
}

// showLoadError shows on a screen's status line that loading failed.
func showLoadError(status *widget.Label, err error) {
	status.SetText(lang.L("ui.error.load") + "\n" + err.Error())
	status.Importance = widget.DangerImportance
	status.Refresh()
}
