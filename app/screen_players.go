package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/scoring"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// players is the roster: add, rename, archive (and restore).
type players struct {
	u         *UI
	all       []scoring.RosterPlayer
	labels    []string // All's names as shown (rosterLabels)
	list      *widgets.List
	name      *widgets.Entry // a new player's name (NameField's)
	nameField *nameField
	addButton *widget.Button
	renaming  *nameField // the rename dialog's field, while it is open
}

func (u *UI) showPlayers() {
	p := &players{u: u}
	u.players = p
	p.nameField = u.newNameField(func() []scoring.RosterPlayer { return p.all }, "")
	p.name = p.nameField.entry
	p.addButton = widget.NewButtonWithIcon(lang.L("ui.new.add"), theme.ContentAddIcon(), p.add)
	p.name.OnSubmitted = func(string) { p.add() }
	p.list = widgets.NewList(
		func() int { return len(p.all) },
		func() fyne.CanvasObject {
			ren := widgets.NewButton("", theme.DocumentCreateIcon(), nil)
			arc := widgets.NewButton("", theme.VisibilityOffIcon(), nil)
			mrg := widgets.NewButton("", theme.ContentCopyIcon(), nil)
			st := widgets.NewButton("", theme.GridIcon(), nil)
			for _, b := range []*widgets.Button{st, ren, arc, mrg} {
				b.Importance = widget.LowImportance
			}
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, nil, container.NewHBox(st, ren, arc, mrg), l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(p.all) {
				return
			}
			pl := p.all[i]
			c := o.(*fyne.Container)
			l := c.Objects[0].(*widget.Label)
			btns := c.Objects[1].(*fyne.Container).Objects
			st, ren, arc, mrg := btns[0].(*widgets.Button), btns[1].(*widgets.Button), btns[2].(*widgets.Button), btns[3].(*widgets.Button)
			st.OnTapped = func() { p.u.showStats(pl.ID) }
			name := p.labels[i] // namesakes numbered; a name from elsewhere may be huge
			say := func(key string) func() string {
				return func() string { return lang.X(key, key, map[string]any{"Name": name}) }
			}
			st.Say, ren.Say, mrg.Say = say("ui.a11y.players.stats"), say("ui.a11y.players.rename"), say("ui.a11y.players.merge")
			arc.Say = say("ui.a11y.players.archive")
			if pl.Archived {
				arc.Say = say("ui.a11y.players.unarchive")
			}
			l.SetText(name)
			l.Importance = widget.MediumImportance
			arc.SetIcon(theme.VisibilityOffIcon())
			if pl.Archived {
				l.SetText(name + " · " + lang.L("ui.players.archived"))
				l.Importance = widget.LowImportance
				arc.SetIcon(theme.VisibilityIcon())
			}
			l.Refresh()
			ren.OnTapped = func() { p.askRename(pl) }
			arc.OnTapped = func() { p.Archive(pl.ID, !pl.Archived) }
			mrg.OnTapped = func() { p.askMerge(pl) }
			mrg.Hidden = pl.MergedInto != ""
		})
	top := p.nameField.withNote(container.NewBorder(nil, nil, nil, p.addButton, p.name))
	p.list.Name = lang.L("ui.home.players")
	u.push(lang.L("ui.home.players"), container.NewBorder(top, nil, nil, nil, p.list), p.load)
	p.load()
}

func (p *players) load() {
	all, err := p.u.store.Players(true)
	if err != nil {
		p.u.fail("ui.error.load", err)
	}
	p.all, p.labels = all, rosterLabels(all)
	p.list.Refresh()
}

func (p *players) add() {
	if _, ok := p.nameField.addPlayer(); ok {
		p.load()
	}
}

// askRename asks for a player's new name in a dialog as wide as a phone
// allows (a name of 64 characters is long), the rule and a roster
// player of the same name said under the field, OK only for a name.
func (p *players) askRename(pl scoring.RosterPlayer) {
	f := p.u.newNameField(func() []scoring.RosterPlayer { return p.all }, pl.ID)
	p.renaming = f
	f.entry.SetText(shownName(pl.Name))
	var d *dialog.CustomDialog
	rename := func() {
		if name, ok := f.Name(); ok {
			d.Hide()
			p.Rename(pl.ID, name)
		}
	}
	f.entry.OnSubmitted = func(string) { rename() }
	ok := widget.NewButton(lang.L("ui.ok"), rename)
	ok.Importance = widget.HighImportance
	f.changed = func(valid bool) { widgets.SetEnabled(ok, valid) }
	cancel := widget.NewButton(lang.L("ui.cancel"), func() { d.Hide() })
	form := container.NewVBox(widget.NewLabel(lang.L("ui.players.name")), f.withNote(f.entry))
	d = dialog.NewCustomWithoutButtons(lang.L("ui.players.rename"), form, p.u.window)
	d.SetButtons([]fyne.CanvasObject{cancel, ok})
	d.SetOnClosed(func() { p.renaming = nil })
	w := p.u.window.Canvas().Size().Width
	d.Resize(fyne.NewSize(min(w-2*theme.Padding(), 520), form.MinSize().Height))
	d.Show()
	p.u.window.Canvas().Focus(f.entry)
}

// Rename gives a roster player a new name (matches keep the old one).
func (p *players) Rename(id, name string) {
	name, err := scoring.CleanName(name)
	if err != nil {
		return
	}
	if err := p.u.store.RenamePlayer(id, name); err != nil {
		p.u.fail("ui.error.save", err)
	}
	p.load()
}

// Archive hides a player from new matches (or brings them back).
func (p *players) Archive(id string, archived bool) {
	if err := p.u.store.ArchivePlayer(id, archived); err != nil {
		p.u.fail("ui.error.save", err)
	}
	p.load()
}
