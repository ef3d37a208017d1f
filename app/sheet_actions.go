package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
)

// actions makes the sheet's buttons and the bar under the sheet: the
// match's next step (Next round; Play again once it is over) and More,
// which opens the others in a list over the sheet. One row of buttons:
// the rounds keep the room (five rows of buttons left a phone two or
// three rounds of a sheet).
func (s *sheet) actions() fyne.CanvasObject {
	u, m := s.u, s.m
	// the next step's text wraps beside More at a large text size
	s.nextButton = widgets.NewButton(lang.L("ui.sheet.next"), theme.NavigateNextIcon(), s.next)
	s.nextButton.Importance, s.nextButton.Wrap = widget.HighImportance, true
	s.again = widgets.NewButton(lang.L("ui.sheet.again"), theme.ViewRefreshIcon(), s.playAgain)
	s.again.Importance, s.again.Wrap = widget.HighImportance, true
	item := func(key string, icon fyne.Resource, do func()) *widget.Button {
		b := widget.NewButtonWithIcon(lang.L(key), icon, func() {
			s.closeMore()
			do()
		})
		b.Alignment = widget.ButtonAlignLeading
		return b
	}
	s.undo = item("ui.sheet.undo", theme.ContentUndoIcon(), s.askUndo)
	s.finish = item("ui.sheet.finish", theme.ConfirmIcon(), s.askFinish)
	s.chart = item("ui.chart.button", theme.GridIcon(), func() { u.showMatchChart(m) })
	s.export = item("ui.sheet.export", theme.DocumentSaveIcon(), func() { u.exportMenu([]string{m.ID}) })
	s.picture = item("ui.sheet.picture", theme.FileImageIcon(), func() { u.savePicture(m) })
	s.bgStats = item("ui.bgstats.button", theme.MailForwardIcon(), func() { u.shareBGStats(m) })
	s.share = item("ui.share.button", theme.MediaRecordIcon(), func() { u.openShare(m) })
	s.delete = item("ui.sheet.delete", theme.DeleteIcon(), func() { u.askDelete(m.ID, u.home) })
	s.delete.Importance = widget.DangerImportance
	s.moreList = container.NewVBox(s.undo, s.finish, s.chart, s.export, s.picture, s.bgStats, s.share, s.delete)
	s.moreButton = widget.NewButtonWithIcon(lang.L("ui.sheet.more"), theme.MoreVerticalIcon(), s.showMore)
	return container.NewBorder(nil, nil, nil, s.moreButton, container.NewStack(s.nextButton, s.again))
}

// showMore opens the list of the other actions over the sheet, its foot
// at the More button's top, its right edge at the button's.
func (s *sheet) showMore() {
	c := s.u.window.Canvas()
	s.more = widget.NewPopUp(s.moreList, c)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.moreButton)
	size := s.moreList.MinSize().Add(fyne.NewSquareSize(2 * theme.Padding()))
	x := max(at.X+s.moreButton.Size().Width-size.Width, 0)
	y := max(at.Y-size.Height, 0)
	s.more.ShowAtPosition(fyne.NewPos(x, y))
}

// closeMore closes the list of actions, when it is open.
func (s *sheet) closeMore() {
	if s.more != nil {
		s.more.Hide()
		s.more = nil
	}
}

// showActions shows what the match allows now.
func (s *sheet) showActions() {
	over := s.m.Over()
	showIf(s.nextButton, !over)
	showIf(s.again, over) // shown and hidden by Show and Hide: a button shown by its field drew no icon
	showIf(s.finish, !over)
	if s.m.Game.Len() > 0 {
		s.undo.Enable()
	} else {
		s.undo.Disable()
	}
	s.moreList.Refresh()
}

// playAgain starts a new match at the same table in one tap: the same
// game, players (named as the roster names them now), seats and options,
// the first dealer or start player moved on by one (the game's
// scoring.Again). The finished match's screens are left; the new
// match's entry opens.
func (s *sheet) playAgain() {
	u := s.u
	players := u.rosterNames(s.m.Players)
	now := u.now().UTC()
	m := &scoring.Match{ID: newID(), Created: now, Updated: now, Players: players, Game: scoring.Again(s.m.Game, players)}
	if err := u.store.Save(m); err != nil {
		u.fail("ui.error.save", err)
		return
	}
	u.leaveMatch(s.m.ID)
	u.openEntry(m, 0)
}

// rosterNames is players with the names the roster gives them now (a
// player renamed since keeps the new name), in the same seats.
func (u *UI) rosterNames(players []scoring.Player) []scoring.Player {
	out := append([]scoring.Player(nil), players...)
	roster, err := u.store.Players(true)
	if err != nil {
		return out
	}
	for i, p := range out {
		for _, r := range roster {
			if r.ID == p.ID {
				out[i].Name = r.Name
			}
		}
	}
	return out
}

// showIf shows o when on, else hides it.
func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}
