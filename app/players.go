package app

import (
	"scorekeeper/app/widgets"
	"scorekeeper/scoring"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// players is the roster: add, rename, archive (and restore).
type players struct {
	u    *UI
	All  []scoring.RosterPlayer
	List *widget.List
	Name *widgets.Entry
	Add  *widget.Button
}

func (u *UI) showPlayers() {
	p := &players{u: u}
	u.Players = p
	p.Name = p.u.textEntry()
	p.Name.SetPlaceHolder(lang.L("ui.new.name"))
	p.Add = widget.NewButtonWithIcon(lang.L("ui.new.add"), theme.ContentAddIcon(), p.add)
	p.Name.OnSubmitted = func(string) { p.add() }
	u.emojiAsTyped(p.Name)
	p.List = widget.NewList(
		func() int { return len(p.All) },
		func() fyne.CanvasObject {
			ren := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), nil)
			arc := widget.NewButtonWithIcon("", theme.VisibilityOffIcon(), nil)
			mrg := widget.NewButtonWithIcon("", theme.ContentCopyIcon(), nil)
			st := widget.NewButtonWithIcon("", theme.GridIcon(), nil)
			for _, b := range []*widget.Button{st, ren, arc, mrg} {
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
			st, ren, arc, mrg := btns[0].(*widget.Button), btns[1].(*widget.Button), btns[2].(*widget.Button), btns[3].(*widget.Button)
			st.OnTapped = func() { p.u.showStats(pl.ID) }
			l.SetText(pl.Name)
			l.Importance = widget.MediumImportance
			arc.SetIcon(theme.VisibilityOffIcon())
			if pl.Archived {
				l.SetText(pl.Name + " · " + lang.L("ui.players.archived"))
				l.Importance = widget.LowImportance
				arc.SetIcon(theme.VisibilityIcon())
			}
			l.Refresh()
			ren.OnTapped = func() { p.askRename(pl) }
			arc.OnTapped = func() { p.Archive(pl.ID, !pl.Archived) }
			mrg.OnTapped = func() { p.askMerge(pl) }
			mrg.Hidden = pl.MergedInto != ""
		})
	top := container.NewBorder(nil, nil, nil, p.Add, p.Name)
	u.push(lang.L("ui.home.players"), container.NewBorder(top, nil, nil, nil, p.List), p.load)
	p.load()
}

func (p *players) load() {
	all, err := p.u.Store.Players(true)
	if err != nil {
		p.u.fail("ui.error.load", err)
	}
	p.All = all
	p.List.Refresh()
}

func (p *players) add() {
	name := strings.TrimSpace(p.Name.Text)
	if name == "" {
		return
	}
	if _, err := p.u.Store.AddPlayer(name); err != nil {
		p.u.fail("ui.error.save", err)
		return
	}
	p.Name.SetText("")
	p.load()
}

func (p *players) askRename(pl scoring.RosterPlayer) {
	e := p.u.textEntry()
	e.SetText(pl.Name)
	p.u.emojiAsTyped(e)
	dialog.ShowForm(lang.L("ui.players.rename"), lang.L("ui.ok"), lang.L("ui.cancel"),
		[]*widget.FormItem{widget.NewFormItem(lang.L("ui.players.name"), e)}, func(ok bool) {
			if ok {
				p.Rename(pl.ID, e.Text)
			}
		}, p.u.Window)
}

// Rename gives a roster player a new name (matches keep the old one).
func (p *players) Rename(id, name string) {
	name = strings.TrimSpace(name)
	if name == "" {
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
