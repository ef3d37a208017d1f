package app

import (
	"scorekeeper/app/widgets"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
)

// changedNotice is the sheet's word on a match a sync pass changed under
// it: changed on another device (and what: rounds, totals), or edited
// there too and now a conflict (both versions kept; Compare opens
// them). It stays until OK or the sheet is left: a sheet never changes
// under the user's eyes without a word.
type changedNotice struct {
	text    *widget.Label
	compare *widget.Button // the Conflicts screen (a conflict only)
	ok      *widget.Button
	box     *fyne.Container
	// conflict: the notice says that the match is a conflict
	conflict bool
}

func newChangedNotice(u *UI, changed func()) *changedNotice {
	n := &changedNotice{text: widgets.Wrapped("")}
	n.text.Importance = widget.WarningImportance
	n.compare = widget.NewButtonWithIcon(lang.L("ui.changed.compare"), theme.ViewRestoreIcon(), u.showConflicts)
	n.ok = widget.NewButton(lang.L("ui.ok"), func() {
		n.box.Hide()
		changed()
	})
	// the words take the width, the buttons the line under them (beside
	// them the words had a third of a phone at 150% text)
	n.box = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewIcon(theme.NewWarningThemedResource(theme.WarningIcon())), nil, n.text),
		container.NewHBox(layout.NewSpacer(), n.compare, n.ok))
	n.box.Hide()
	return n
}

// say shows text, with Compare when the match is a conflict.
func (n *changedNotice) say(text string, conflict bool) {
	n.conflict = conflict
	n.text.SetText(text)
	n.compare.Hidden = !conflict
	n.box.Show()
}

// arrived shows m, the match as a sync pass left it, in place of the one
// shown (was), and says what came (sayChanged).
func (s *sheet) arrived(m *scoring.Match) {
	was := s.m
	s.m = m
	s.sayChanged(was)
	s.refresh()
}

// sayChanged tells what a pass did to the match shown before as was:
// a conflict (the versions differ in ...) or a change (...); a conflict
// said that another device resolved; nothing when no round or total
// differs.
func (s *sheet) sayChanged(was *scoring.Match) {
	if s.sayConflict() {
		return
	}
	switch d := diffVersions(was, s.m); {
	case !d.empty():
		s.notice.say(s.u.byDevice("ui.changed.changed", was, s.m, map[string]any{"What": d.text(s.m, false)}), false)
	case s.notice.conflict && s.notice.box.Visible():
		s.notice.say(s.u.byDevice("ui.changed.resolved", was, s.m, map[string]any{}), false)
	default:
		return
	}
	s.screen.Refresh()
}

// sayConflict says that the match is a conflict and what its versions
// differ in, when it is one (also when the sheet opens: until the user
// picks a version).
func (s *sheet) sayConflict() bool {
	u, m := s.u, s.m
	if others := u.otherVersions(m.ID); len(others) > 0 {
		var d versionDiff
		var by *scoring.Match // the other device's version (the first)
		for _, o := range others {
			if o.Game == nil || o.Deleted {
				continue
			}
			od := diffVersions(m, o)
			for _, r := range od.rounds {
				if !slices.Contains(d.rounds, r) {
					d.rounds = append(d.rounds, r)
				}
			}
			if by == nil {
				by, d.totals = o, od.totals
			}
		}
		slices.Sort(d.rounds)
		text := lang.L("ui.changed.deletedThere")
		if by != nil {
			text = u.byDevice("ui.changed.conflict", m, by, map[string]any{})
		}
		if !d.empty() {
			text += " " + lang.X("ui.changed.differs", "They differ in: {{.What}}.", map[string]any{"What": d.text(m, true)})
		}
		s.notice.say(text, true)
		if s.screen != nil {
			s.screen.Refresh()
		}
		return true
	}
	return false
}

// otherVersions are the versions of match id other than the one stored
// as the match (a deletion: a Match with no game) while it is a conflict;
// none otherwise.
func (u *UI) otherVersions(id string) []*scoring.Match {
	if u.conflicts == nil {
		return nil
	}
	list, err := u.conflicts.Conflicts()
	if err != nil {
		return nil
	}
	var out []*scoring.Match
	for _, c := range list {
		if c.id != id {
			continue
		}
		for _, rec := range c.versions {
			if rec == id {
				continue
			}
			m, err := u.store.Get(rec)
			switch {
			case slices.Contains(c.deleted, rec) || deletion(m, err):
				out = append(out, &scoring.Match{ID: rec, Deleted: true})
			case err == nil:
				out = append(out, m)
			}
		}
	}
	return out
}
