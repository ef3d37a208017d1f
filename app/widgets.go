package app

import (
	"scorekeeper/app/widgets"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
		w = phoneRow
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

// row lays out a name on the left and controls on the right.
// A name too long to stand beside its controls on a phone stands above them.
func row(name string, controls ...fyne.CanvasObject) fyne.CanvasObject {
	l := widgets.Wrapped(name) // a long name (German) wraps, never cut
	c := container.NewCenter(container.NewHBox(controls...))
	if longest(name)+c.MinSize().Width+theme.Padding() > phoneRow {
		return container.NewVBox(l, c)
	}
	return container.NewBorder(nil, nil, nil, c, l)
}

// longest is the width of the longest word of s, the narrowest a
// wrapping label can be.
func longest(s string) float32 {
	w := float32(0)
	for _, word := range strings.Fields(s) {
		w = max(w, fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	return w + 2*theme.InnerPadding()
}

// phoneRow is the width a row has on a 360-wide phone, less margins.
const phoneRow = 330

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

// keepSpace is the room for messages over controls, fixed when the
// screen opens: one line, or as high as the highest of the texts given
// (the messages known to show there, wrapped at its width). A message
// coming or going never moves what follows, and leaves no gap: the room
// is the same before, while and after it shows. Content higher than the
// room (several messages at the bottom) takes more while it shows.
func keepSpace(content fyne.CanvasObject, texts ...string) fyne.CanvasObject {
	return roomIn(room{}, content, texts...)
}

// roomIn is keepSpace laid out by l (room, or keptRoom): the texts are
// hidden labels, laid out as the content is, that size it.
func roomIn(l fyne.Layout, content fyne.CanvasObject, texts ...string) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, t := range append(texts, "") {
		sizer := widgets.Wrapped(t)
		sizer.Hide()
		objs = append(objs, sizer)
	}
	return container.New(l, append(objs, content)...)
}

// room is keepSpace's layout: its last object is the content, the others
// are hidden objects that size it.
type room struct{}

func (room) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o == objs[len(objs)-1] && !o.Visible() {
			continue
		}
		s = s.Max(o.MinSize())
	}
	return s
}

func (room) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// heldRoom keeps the most room its content took until reset: content
// that shrinks under a finger (a question answered) leaves what follows
// where it was.
type heldRoom struct{ most fyne.Size }

func (h *heldRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			h.most = h.most.Max(o.MinSize())
		}
	}
	return h.most
}

func (h *heldRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
}

// reset lets the room follow its content again.
func (h *heldRoom) reset() { h.most = fyne.Size{} }

// endRoom is the room at the end of a scrolled form (the messages no
// field shows whole): as high as what it shows, but never so much lower
// that the scroll would have to move the form: scrolled to its end, a
// message going away, or the form getting shorter, would pull the form
// down under a finger. That room goes as the form is scrolled back.
type endRoom struct {
	form   fyne.CanvasObject // what stands above it in the scroll
	scroll *container.Scroll
}

func (l *endRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := room{}.MinSize(objs)
	if l.scroll == nil || l.scroll.Size().Height <= 0 {
		return s
	}
	// the scroll's offset stays valid: the content reaches the view's end
	keep := l.scroll.Offset.Y + l.scroll.Size().Height - l.form.MinSize().Height - theme.Padding()
	return fyne.NewSize(s.Width, max(s.Height, keep))
}

func (l *endRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
}

// tight lays out its one object without the label's padding above and
// below its text: the object is as high as its text line.
type tight struct{}

func (tight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := objs[0].MinSize()
	return fyne.NewSize(s.Width, max(s.Height-2*theme.InnerPadding(), 0))
}

func (tight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := theme.InnerPadding()
	objs[0].Move(fyne.NewPos(0, -p))
	objs[0].Resize(fyne.NewSize(size.Width, size.Height+2*p))
}

// reserve stacks its objects and is as big as the biggest, hidden or not:
// the space for what may show is kept while it does not.
type reserve struct{}

func (reserve) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (reserve) Layout(objs []fyne.CanvasObject, size fyne.Size) { room{}.Layout(objs, size) }
