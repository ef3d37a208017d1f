package app

import (
	"errors"
	"scorekeeper/scoring"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// askMerge merges the duplicate profile drop into another player picked
// in a dialog, after a confirmation.
func (p *players) askMerge(drop scoring.RosterPlayer) {
	var keep []scoring.RosterPlayer
	var names []string
	for _, o := range p.all {
		if o.ID != drop.ID && o.MergedInto == "" {
			keep = append(keep, o)
			names = append(names, o.Name)
		}
	}
	if len(keep) == 0 {
		dialog.ShowInformation(lang.L("ui.merge.title"), lang.L("ui.merge.nobody"), p.u.window)
		return
	}
	sel := p.u.selectField(distinct(names), nil) // picked by index: names may repeat
	sel.Name = lang.L("ui.merge.keep")
	sel.SetSelectedIndex(0)
	dialog.ShowForm(lang.X("ui.merge.ask", "Merge {{.Name}} into …", map[string]any{"Name": drop.Name}), lang.L("ui.ok"), lang.L("ui.cancel"),
		[]*widget.FormItem{widget.NewFormItem(lang.L("ui.merge.keep"), sel)}, func(ok bool) {
			i := sel.SelectedIndex()
			if !ok || i < 0 {
				return
			}
			k := keep[i]
			p.u.confirm(lang.L("ui.merge.title"),
				lang.X("ui.merge.confirm", "All matches of {{.Drop}} become {{.Keep}}'s. {{.Drop}} stays archived. Merge?", map[string]any{"Drop": drop.Name, "Keep": k.Name}),
				func() { dialog.ShowInformation(lang.L("ui.merge.title"), p.Merge(k.ID, drop.ID), p.u.window) })
		}, p.u.window)
}

// Merge makes drop's matches keep's and returns what happened, in words:
// how many matches moved, or why the merge was refused.
func (p *players) Merge(keep, drop string) string {
	rep, err := p.u.store.MergePlayers(keep, drop)
	p.load()
	var me *mergeError
	switch {
	case errors.As(err, &me):
		return lang.X(me.Key(), me.Key(), map[string]any{"Keep": p.nameOf(keep), "Drop": p.nameOf(drop), "Where": p.where(me)})
	case err != nil:
		return lang.L("ui.error.save") + "\n" + err.Error()
	}
	return lang.X("ui.merge.done", "{{.Matches}} matches moved.", map[string]any{"Matches": len(rep.Matches), "Leagues": len(rep.Leagues)})
}

func (p *players) nameOf(id string) string {
	for _, o := range p.all {
		if o.ID == id {
			return o.Name
		}
	}
	return id
}

// where names the matches (game and date, the first five) and leagues
// that both players are in.
func (p *players) where(e *mergeError) string {
	var out []string
	for i, id := range e.Matches {
		if i == 5 {
			out = append(out, lang.X("ui.merge.more", "and {{.N}} more", map[string]any{"N": len(e.Matches) - 5}))
			break
		}
		if m, err := p.u.store.Get(id); err == nil {
			out = append(out, gameName(m.Game.Name())+" "+p.u.when(m.Created))
		} else {
			out = append(out, id)
		}
	}
	for _, id := range e.Leagues {
		if l, err := p.u.store.League(id); err == nil {
			out = append(out, l.Name)
		} else {
			out = append(out, id)
		}
	}
	return strings.Join(out, "; ")
}
