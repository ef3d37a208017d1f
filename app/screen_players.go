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
	All       []scoring.RosterPlayer
	labels    []string // All's names as shown (rosterLabels)
	List      *widgets.List
	Name      *widgets.Entry // a new player's name (NameField's)
	NameField *nameField
	Add       *widget.Button
	renaming  *nameField // the rename dialog's field, while it is open
}

func (u *UI) showPlayers() {
	p := &players{u: u}
	u.Players = p
	p.NameField = u.newNameField(func() []scoring.RosterPlayer { return p.All }, "")
	p.Name = p.NameField.Entry
	p.Add = widget.NewButtonWithIcon(lang.L("ui.new.add"), theme.ContentAddIcon(), p.add)
	p.Name.OnSubmitted = func(string) { p.add() }
	p.List = widgets.NewList(
		func() int { return len(p.All) },
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
			if i >= len(p.All) {
				return
			}
			pl := p.All[i]
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
	top := p.NameField.withNote(container.NewBorder(nil, nil, nil, p.Add, p.Name))
	p.List.Name = lang.L("ui.home.players")
	u.push(lang.L("ui.home.players"), container.NewBorder(top, nil, nil, nil, p.List), p.load)
	p.load()
}

func (p *players) load() {
	all, err := p.u.Store.Players(true)
	if err != nil {
		p.u.fail("ui.error.load", err)
	}
	p.All, p.labels = all, rosterLabels(all)
	p.List.Refresh()
}

func (p *players) add() {
	name, ok := p.NameField.Name()
	if !ok {
		return
	}
	if _, err := p.u.Store.AddPlayer(name); err != nil {
		p.u.fail("ui.error.save", err)
		return
	}
	p.NameField.clear()
	p.load()
}

// askRename asks for a player's new name in a dialog as wide as a phone
// allows (a name of 64 characters is long), the rule and a roster
// player of the same name said under the field, OK only for a name.
func (p *players) askRename(pl scoring.RosterPlayer) {
	f := p.u.newNameField(func() []scoring.RosterPlayer { return p.All }, pl.ID)
	p.renaming = f
	f.Entry.SetText(shownName(pl.Name))
	var d *dialog.CustomDialog
	rename := func() {
		if name, ok := f.Name(); ok {
			d.Hide()
			p.Rename(pl.ID, name)
		}
	}
	f.Entry.OnSubmitted = func(string) { rename() }
	ok := widget.NewButton(lang.L("ui.ok"), rename)
	ok.Importance = widget.HighImportance
	f.changed = func(valid bool) { widgets.SetEnabled(ok, valid) }
	cancel := widget.NewButton(lang.L("ui.cancel"), func() { d.Hide() })
	form := container.NewVBox(widget.NewLabel(lang.L("ui.players.name")), f.withNote(f.Entry))
	d = dialog.NewCustomWithoutButtons(lang.L("ui.players.rename"), form, p.u.Window)
	d.SetButtons([]fyne.CanvasObject{cancel, ok})
	d.SetOnClosed(func() { p.renaming = nil })
	w := p.u.Window.Canvas().Size().Width
	d.Resize(fyne.NewSize(min(w-2*theme.Padding(), 520), form.MinSize().Height))
	d.Show()
	p.u.Window.Canvas().Focus(f.Entry)
}

// Rename gives a roster player a new name (matches keep the old one).
func (p *players) Rename(id, name string) {
	name, err := scoring.CleanName(name)
	if err != nil {
		return
	}
	if err := p.u.Store.RenamePlayer(id, name); err != nil {
		p.u.fail("ui.error.save", err)
	}
	p.load()
}

// Archive hides a player from new matches (or brings them back).
func (p *players) Archive(id string, archived bool) {
	if err := p.u.Store.ArchivePlayer(id, archived); err != nil {
		p.u.fail("ui.error.save", err)
	}
	p.load()
}
