package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// standingsView shows the places: winners, ties, and the game's own
// extras (who does the dishes, SKUCK's plussies and Clicks, ...).
func standingsView(m *scoring.Match) (fyne.CanvasObject, []string) {
	res := m.Result()
	var lines []string
	box := container.NewVBox()
	title := lang.L("ui.standings.now")
	if res.Over {
		title = lang.L("ui.standings.final")
	}
	box.Add(widgets.Heading(title))
	lines = append(lines, title)
	var extras standingsExtras
	if g := uiOf(m.Game.Name()); g != nil && g.standings != nil {
		extras = g.standings(m, res)
	}
	for _, st := range res.Standings {
		t := fmt.Sprintf("%d. %s  %d", st.Rank, st.Player.Name, st.Total)
		if extras.score != nil {
			t = fmt.Sprintf("%d. %s  ", st.Rank, st.Player.Name) + extras.score(st)
		}
		if slices.Contains(res.Winners, st.Player.ID) {
			if len(res.Winners) > 1 {
				t += " · " + lang.L("ui.standings.tie")
			} else {
				t += " · " + lang.L("ui.standings.winner")
			}
		}
		if st.Out {
			t += " · " + lang.L("ui.standings.out")
		}
		l := widgets.Wrapped(t)
		if st.Rank == 1 {
			l.TextStyle.Bold = true
		}
		lines = append(lines, t)
		if extras.note != nil {
			if x := extras.note(st); x != "" {
				box.Add(widgets.WithNote(l, widgets.Wrapped(x), 2*theme.InnerPadding()))
				lines = append(lines, "   "+x)
				continue
			}
		}
		box.Add(l)
	}
	for _, r := range extras.after {
		l := widget.NewLabel(r.text)
		if r.warn {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		lines = append(lines, r.text)
	}
	return box, lines
}

// leadLine names who leads a match in progress.
func leadLine(m *scoring.Match) fyne.CanvasObject {
	res := m.Result()
	var names []string
	for _, st := range res.Standings {
		if st.Rank == 1 && m.Game.Len() > 0 {
			names = append(names, st.Player.Name+" "+itoa(st.Total))
		}
	}
	t := lang.X("ui.standings.lead", "Leading: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")})
	if len(names) == 0 {
		t = lang.L("ui.standings.none")
	}
	return widgets.Heading(t)
}

// stripEntries is the standings strip over the entry of round n
// (1-based): every player's total after the rounds before it, in places,
// the leaders first, marked and bold. None before the first round.
func stripEntries(m *scoring.Match, n int, maxWidth float32) []*canvas.Text {
	if n <= 1 || m.Game.Len() < n-1 {
		return nil
	}
	before := &scoring.Match{Players: m.Players, Game: m.Game.FirstRounds(n - 1)}
	res := before.Result()
	var extras standingsExtras
	if g := uiOf(m.Game.Name()); g != nil && g.standings != nil {
		extras = g.standings(before, res)
	}
	var out []*canvas.Text
	for _, st := range res.Standings {
		score := itoa(st.Total)
		if extras.score != nil {
			score = extras.score(st)
		}
		prefix, suffix := "", " "+score
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.TextSize()
		if st.Rank == 1 {
			prefix = "▲ "
			t.TextStyle.Bold = true
		}
		if st.Out {
			suffix += " (" + lang.L("ui.standings.out") + ")"
			t.Color = theme.Color(theme.ColorNameDisabled)
		}
		t.Text = prefix + fitName(st.Player.Name, prefix, suffix, t.TextSize, t.TextStyle, maxWidth) + suffix
		out = append(out, t)
	}
	return out
}

// newStrip is the standings strip of the entry of round n of m: the
// entries side by side, wrapping as the width asks, a player's name and
// total never split; hidden when empty.
func newStrip(m *scoring.Match, n int, width float32) *fyne.Container {
	if width < narrowestPhone {
		width = narrowestPhone // a window not shown yet: the phone's
	}
	l := &flowLayout{width: width}
	c := container.New(l)
	l.refresh = c.Refresh
	for _, t := range stripEntries(m, n, width-2*theme.InnerPadding()) {
		c.Add(t)
	}
	c.Hidden = len(c.Objects) == 0
	return c
}

// fitName shortens name with "…" until prefix+name+suffix fits maxWidth
// (a name too long for the phone's width; canvas text does not wrap).
func fitName(name, prefix, suffix string, size float32, style fyne.TextStyle, maxWidth float32) string {
	r := []rune(name)
	cut := name
	for len(r) > 1 && fyne.MeasureText(prefix+cut+suffix, size, style).Width > maxWidth {
		r = r[:len(r)-1]
		cut = string(r) + "…"
	}
	return cut
}

// narrowestPhone is the narrowest width the screens are made for, less
// the screen's padding.
const narrowestPhone = 320

// stripString is what the strip shows, for tests.
func stripString(c *fyne.Container) string {
	var parts []string
	for _, o := range c.Objects {
		parts = append(parts, o.(*canvas.Text).Text)
	}
	return strings.Join(parts, " · ")
}

// flowLayout places objects left to right at their minimum size, on as
// many rows as the width needs. Its height follows the width it was last
// laid out at (a guess before that): when that changes the rows, the
// container is refreshed so the screen makes room.
type flowLayout struct {
	width   float32
	height  float32 // reported by MinSize
	refresh func()
}

func (l *flowLayout) place(objs []fyne.CanvasObject, width float32, move bool) float32 {
	gapX, gapY := 3*theme.Padding(), theme.Padding()
	inset := theme.InnerPadding() // the text of the labels under it starts there
	x, y, rowH := inset, gapY, float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if x > inset && x+s.Width > width-inset {
			x, y, rowH = inset, y+rowH+gapY, 0
		}
		if move {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + gapX
		rowH = max(rowH, s.Height)
	}
	return y + rowH + gapY
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	if h := l.place(objs, size.Width, true); h != l.height {
		l.height = h
		if l.refresh != nil {
			fyne.Do(l.refresh) // MinSize now says h: the parent lays out again
		}
	}
}

func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	width := l.width
	if width <= 0 {
		width = w
	}
	l.height = l.place(objs, max(width, w), false)
	return fyne.NewSize(w+2*theme.InnerPadding(), l.height)
}
