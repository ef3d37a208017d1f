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
		names[i] = p.Name
	}
	return widgets.NewChoices(names, scoring.Index(players, id), func(i int) { changed(players[i].ID) })
}

// issueLabel shows the validation messages of one field, red for errors.
type issueLabel struct {
	*widget.Label
	player, field string
}

func newIssueLabel(player, field string) *issueLabel {
	l := &issueLabel{Label: widgets.Wrapped(""), player: player, field: field}
	// the canvas holds the issueLabel: its refreshes must reach that
	// object's renderer (without, a text set later kept the old wrapping
	// and ran past a phone's edge)
	l.ExtendBaseWidget(l)
	l.Hide()
	return l
}

func (l *issueLabel) show(is scoring.Issues) {
	if len(is) == 0 {
		l.Hide()
		l.SetText("")
		return
	}
	l.Importance = widget.WarningImportance
	if is.HasErrors() {
		l.Importance = widget.DangerImportance
	}
	l.SetText(issuesText(is))
	l.Show()
}

// issueText renders one validation issue in the current language.
func issueText(i scoring.Issue) string {
	return lang.X(i.Rule, i.Rule, i.Args)
}

func issuesText(is scoring.Issues) string {
	s := ""
	for k, i := range is {
		if k > 0 {
			s += "\n"
		}
		s += issueText(i)
	}
	return s
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
// to pick by tapping (seats, league seeding): a picked player's is
// highlighted and numbered with its place (-1 from place: not picked);
// toggle picks or unpicks.
func rosterButtons(box *fyne.Container, roster []scoring.RosterPlayer, place func(id string) int, toggle func(id string)) {
	objs := make([]fyne.CanvasObject, len(roster))
	for i, p := range roster {
		b := widget.NewButton(widgets.FitLabel(p.Name), func() { toggle(p.ID) })
		if k := place(p.ID); k >= 0 {
			b.Text = widgets.FitLabel(lang.X("ui.new.seat", "{{.N}}. {{.Name}}", map[string]any{"N": k + 1, "Name": p.Name}))
			b.Importance = widget.HighImportance
		}
		objs[i] = b
	}
	box.Objects = objs
	box.Refresh()
}

// showLoadError shows on a screen's status line that loading failed.
func showLoadError(status *widget.Label, err error) {
	status.SetText(lang.L("ui.error.load") + "\n" + err.Error())
	status.Importance = widget.DangerImportance
	status.Refresh()
}

// keepSpace is the room for messages over controls: at least one line,
// as high as the highest of the texts given (the messages known to show
// there, wrapped at its width), and never lower than it once was while
// the screen is open, so a message coming or going never moves what
// follows.
func keepSpace(content fyne.CanvasObject, texts ...string) fyne.CanvasObject {
	objs := []fyne.CanvasObject{}
	for _, t := range append(texts, "") {
		l := widgets.Wrapped(t)
		l.Hide()
		objs = append(objs, l)
	}
	return container.New(&keepHeight{}, container.New(reserve{}, append(objs, content)...))
}

// keepHeight is a layout whose height never shrinks.
type keepHeight struct{ h float32 }

func (k *keepHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	k.h = max(k.h, s.Height)
	return fyne.NewSize(s.Width, k.h)
}

func (k *keepHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
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

func (reserve) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
