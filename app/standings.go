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
