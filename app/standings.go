package app

import (
	"fmt"
	"scorekeeper/app/widgets"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
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

// stripText is the standings strip over the entry of round n (1-based):
// every player's total after the rounds before it, in places, the
// leaders first and marked; name and total never split across lines.
// It is empty before the first round.
func stripText(m *scoring.Match, n int) []widget.RichTextSegment {
	if n <= 1 || m.Game.Len() < n-1 {
		return nil
	}
	before := &scoring.Match{Players: m.Players, Game: m.Game.FirstRounds(n - 1)}
	res := before.Result()
	var extras standingsExtras
	if g := uiOf(m.Game.Name()); g != nil && g.standings != nil {
		extras = g.standings(before, res)
	}
	const nbsp = "\u00a0"
	var segs []widget.RichTextSegment
	for k, st := range res.Standings {
		score := itoa(st.Total)
		if extras.score != nil {
			score = extras.score(st)
		}
		t := st.Player.Name + nbsp + strings.ReplaceAll(score, " ", nbsp)
		style := widget.RichTextStyleInline
		if st.Rank == 1 {
			t = "▲" + nbsp + t
			style = widget.RichTextStyleStrong
		}
		if st.Out {
			t += nbsp + "(" + lang.L("ui.standings.out") + ")"
		}
		if k > 0 {
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleInline, Text: " · "})
		}
		segs = append(segs, &widget.TextSegment{Style: style, Text: t})
	}
	return segs
}

// newStrip is the standings strip of the entry of round n of m (see
// stripText), wrapped to the screen's width; hidden when empty.
func newStrip(m *scoring.Match, n int) *widget.RichText {
	r := widget.NewRichText(stripText(m, n)...)
	r.Wrapping = fyne.TextWrapWord
	r.Hidden = len(r.Segments) == 0
	return r
}

// plainText is what a rich text shows, for tests.
func plainText(r *widget.RichText) string {
	var b strings.Builder
	for _, s := range r.Segments {
		b.WriteString(s.Textual())
	}
	return strings.ReplaceAll(b.String(), "\u00a0", " ")
}
