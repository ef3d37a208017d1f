package app

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
)

// save stores the match with this round at once. A match deleted
// meanwhile (here or on another device) is not brought back: the entry
// says so and leaves. A match another device saved meanwhile keeps the
// round typed here: the app offers it as the next round or as a conflict
// version (overtaken).
func (e *entry) save() {
	e.changed()
	if e.saveButton.Disabled() {
		return
	}
	if _, err := e.u.store.Get(e.m.ID); errors.Is(err, errNotFound) {
		e.deleted()
		return
	}
	next := *e.m
	next.Game = e.form.apply()
	next.Updated = e.u.now().UTC()
	next.Finished = next.Game.Over(next.Players)
	err := e.u.store.Save(&next)
	switch {
	case errors.Is(err, errStale):
		e.overtaken(&next)
		return
	case err != nil:
		e.u.fail("ui.error.save", err)
		return
	}
	*e.m = next
	e.saved()
}

// saved leaves the entry of a round just stored: the next round's entry
// follows (its standings in view), or the sheet of a finished match, or
// for an edit the sheet it was opened from.
func (e *entry) saved() {
	e.form.close()
	e.dropDraft()
	e.u.recordInLeague(e.m)
	e.u.back()
	switch {
	case e.editing: // the sheet below shows the change
	case e.m.Over():
		e.u.openSheet(e.m)
	default:
		e.u.openEntry(e.m, 0)
	}
}

// deleted says that the match is gone and leaves its screens: what was
// typed goes with it (a deletion is never undone by a round typed
// before it).
func (e *entry) deleted() {
	id := e.m.ID
	e.form.close()
	e.u.dropDraft(id)
	e.u.leaveMatch(id)
	dialog.ShowInformation(lang.L("ui.entry.deletedTitle"), lang.L("ui.entry.deleted"), e.u.window)
}

// failed tells of err, if any: a match deleted meanwhile leaves (deleted),
// another error is shown, what was typed kept. It reports whether there
// was one.
func (e *entry) failed(err error) bool {
	switch {
	case errors.Is(err, errNotFound):
		e.deleted()
	case err != nil:
		e.u.fail("ui.error.save", err)
	}
	return err != nil
}

// overtakenChoice is what the user can do with a round another device's
// save overtook (the buttons, for tests).
type overtakenChoice struct {
	text                 *widget.Label
	asNext, apart, later *widget.Button
	dialog               dialog.Dialog
}

// overtaken offers what to do with mine, this round saved against an
// older version of the match (another device saved it meanwhile): keep
// it as the next round of the stored match, or as a conflict version
// beside it (both kept until one is picked), or go on typing. Nothing
// typed is lost whatever is chosen.
func (e *entry) overtaken(mine *scoring.Match) {
	stored, err := e.u.store.Get(e.m.ID)
	if e.failed(err) {
		return
	}
	next := stored.Game.Len() + 1
	c := &overtakenChoice{}
	key, fallback := "ui.entry.overtaken", "Another device saved this match while round {{.Round}} was typed here. Nothing typed here is lost: keep it"
	if e.editing {
		key, fallback = "ui.entry.overtakenEdit", "Another device saved this match while round {{.Round}} was edited here. Nothing typed here is lost: keep it"
	}
	c.text = widgets.Wrapped(lang.X(key, fallback, map[string]any{"Round": e.round}))
	c.asNext = widget.NewButton(lang.X("ui.entry.asNext", "as round {{.Next}}", map[string]any{"Next": next}), func() {
		c.dialog.Hide()
		e.asNextRound(stored)
	})
	c.asNext.Importance = widget.HighImportance
	c.apart = widget.NewButton(lang.L("ui.entry.asConflict"), func() {
		c.dialog.Hide()
		e.apart(mine)
	})
	c.later = widget.NewButton(lang.L("ui.entry.notNow"), func() { c.dialog.Hide() })
	buttons := []fyne.CanvasObject{c.asNext, c.apart, c.later}
	if e.editing || stored.Over() { // a past round, or no round after the last: only apart
		c.asNext.Hide()
		buttons = buttons[1:]
	}
	body := container.NewVBox(c.text, widgets.ButtonRow(1, buttons...))
	c.dialog = dialog.NewCustomWithoutButtons(lang.L("ui.entry.overtakenTitle"), body, e.u.window)
	e.overtakenBox = c
	c.dialog.Show()
}

// asNextRound makes the round typed here the next round of the stored
// match: the entry is made again on it with what was typed, and saved at
// once when the rules allow (else the messages say what to correct).
func (e *entry) asNextRound(stored *scoring.Match) {
	round := stored.Game.Len() + 1
	d, err := e.draft(round)
	if err != nil {
		e.u.fail("ui.error.save", err)
		return
	}
	e.u.queueDraft(e.m.ID, d)
	*e.m = *stored
	e.u.pop()
	e.u.showEntry(e.m, round, false)
	if n := e.u.entry; n != nil && !n.saveButton.Disabled() {
		n.save()
	}
}

// apart keeps mine as a conflict version beside the stored match (the
// Conflicts screen picks one); the entry goes on with the stored match.
func (e *entry) apart(mine *scoring.Match) {
	if e.failed(e.u.store.SaveApart(mine)) {
		return
	}
	e.form.close()
	e.dropDraft()
	if stored, err := e.u.store.Get(e.m.ID); err == nil {
		*e.m = *stored
	}
	if e.editing {
		e.u.back() // the sheet it was opened from
	} else {
		e.u.pop()
		e.u.openEntry(e.m, 0)
	}
	e.u.notice(lang.L("ui.entry.keptApart"))
}
