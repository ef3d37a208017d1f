package app

import (
	"errors"
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

// conflictsScreen shows each match edited apart on two devices: its
// versions side by side as sheets (one above the other on a phone), each
// with a button that keeps it. The other versions go into a backup.
type conflictsScreen struct {
	u      *UI
	box    *fyne.Container
	scroll *container.Scroll
	items  []conflictItem
}

// conflictItem is one conflict as shown: its versions (record ids), the
// button under each, and the rounds (1-based) marked in each as
// differing from another version.
type conflictItem struct {
	id     string
	sides  []string
	keep   []*widget.Button
	marked [][]int
	on     []string // where each version was changed, as its card says ("": not said)
}

// showConflicts opens the Conflicts screen.
func (u *UI) showConflicts() {
	c := &conflictsScreen{u: u, box: container.NewVBox()}
	c.scroll = container.NewVScroll(container.NewPadded(c.box))
	u.conflictsView = c
	u.push(lang.L("ui.conflicts.title"), c.scroll, c.refresh)
	c.refresh()
}

// refresh lists the conflicts again.
func (c *conflictsScreen) refresh() {
	if c.u.conflicts == nil {
		return
	}
	list, err := c.u.conflicts.Conflicts()
	c.box.RemoveAll()
	c.items = nil
	if err != nil {
		c.box.Add(widgets.Wrapped(lang.L("ui.error.load") + " " + err.Error()))
		return
	}
	if len(list) == 0 {
		c.box.Add(widgets.Wrapped(lang.L("ui.conflicts.none")))
	}
	for _, k := range list {
		c.box.Add(c.item(k))
	}
	c.box.Refresh()
	c.scroll.ScrollToTop() // the list may have shrunk under the place scrolled to
}

// item shows one conflict: a heading, then each version as a card, the
// rounds and totals that differ between the versions marked (≠) in each.
func (c *conflictsScreen) item(k conflict) fyne.CanvasObject {
	it := conflictItem{id: k.id, sides: k.versions}
	ms := make([]*scoring.Match, len(k.versions))
	errs := make([]error, len(k.versions))
	for i, rec := range k.versions {
		switch {
		case k.gone[rec] != nil: // a deletion: its versions tell who deleted it
			ms[i] = k.gone[rec]
		case slices.Contains(k.deleted, rec):
			errs[i] = errNotFound
		default:
			ms[i], errs[i] = c.u.store.Get(rec)
		}
	}
	rounds, totals := differing(ms, errs)
	var cards []fyne.CanvasObject
	title := ""
	for i, rec := range k.versions {
		m, err := ms[i], errs[i]
		on := c.changedOn(ms, errs, i)
		card, keep := c.side(k.id, rec, i, m, err, rounds, totals, on)
		it.on = append(it.on, on)
		if title == "" && err == nil && m.Game != nil {
			title = gameName(m.Game.Name()) + " · " + matchPlayers(m)
		}
		cards = append(cards, card)
		it.keep = append(it.keep, keep)
		var marked []int
		if err == nil && !deletion(m, err) {
			for r := 1; r <= m.Game.Len(); r++ {
				if rounds[r] {
					marked = append(marked, r)
				}
			}
		}
		it.marked = append(it.marked, marked)
	}
	c.items = append(c.items, it)
	var sides fyne.CanvasObject
	if len(cards) == 2 {
		sides = widgets.Columns(cards[0], cards[1])
	} else {
		sides = container.NewVBox(cards...)
	}
	head := container.NewVBox(widgets.Heading(title))
	if len(rounds) > 0 || len(totals) > 0 {
		mark := widgets.Wrapped(lang.L("ui.changed.differMark"))
		mark.Importance = widget.WarningImportance
		head.Add(mark)
	}
	return container.NewVBox(head, sides, widget.NewSeparator())
}

// differing is what differs between any two of the versions (nil: a
// deletion): the rounds (1-based) and the players whose totals differ.
func differing(ms []*scoring.Match, errs []error) (rounds map[int]bool, totals map[string]bool) {
	rounds, totals = map[int]bool{}, map[string]bool{}
	for i, a := range ms {
		for j := i + 1; j < len(ms); j++ {
			b := ms[j]
			if deletion(a, errs[i]) || deletion(b, errs[j]) {
				continue
			}
			d := diffVersions(a, b)
			for _, r := range d.rounds {
				rounds[r] = true
			}
			for _, t := range d.totals {
				totals[t.player] = true
			}
		}
	}
	return rounds, totals
}

// changedOn says on which devices version i was changed (or deleted):
// the devices whose saves it has and no other version has ("" when no
// other version with versions is there to compare with).
func (c *conflictsScreen) changedOn(ms []*scoring.Match, errs []error, i int) string {
	if ms[i] == nil || errs[i] != nil {
		return ""
	}
	var others []scoring.Versions
	for j, m := range ms {
		if j != i && m != nil && errs[j] == nil {
			others = append(others, m.Versions)
		}
	}
	ids := devicesBeyond(ms[i].Versions, others...)
	if len(others) == 0 || len(ids) == 0 {
		return ""
	}
	n := c.u.devicesText(ids, true)
	if n == "" {
		n = lang.L("ui.device.another")
	}
	if deletion(ms[i], errs[i]) {
		return lang.X("ui.conflicts.deletedOn", "Deleted on {{.Device}}", map[string]any{"Device": n})
	}
	return lang.X("ui.conflicts.on", "Changed on {{.Device}}", map[string]any{"Device": n})
}

// side is one version's card: on which device it was changed (on), when
// it was saved, its rounds, totals and sheet (what differs from another
// version marked), and "Keep this" (a deletion: "Keep deleted").
func (c *conflictsScreen) side(id, rec string, i int, m *scoring.Match, err error, rounds map[int]bool, totals map[string]bool, on string) (fyne.CanvasObject, *widget.Button) {
	head := widgets.Wrapped(lang.X("ui.conflicts.version", "Version {{.N}}", map[string]any{"N": i + 1}))
	head.TextStyle.Bold = true
	keep := func() {
		c.u.confirm(lang.L("ui.conflicts.keepTitle"), lang.L("ui.conflicts.keepAsk"), func() { c.keep(id, rec) })
	}
	if deletion(m, err) {
		b := widget.NewButtonWithIcon(lang.L("ui.conflicts.keepDeleted"), theme.DeleteIcon(), keep)
		b.Importance = widget.DangerImportance
		what := lang.L("ui.conflicts.deleted")
		if on != "" { // the device named
			what = on
		}
		if err == nil && !m.Updated.IsZero() {
			what += "\n" + lang.X("ui.conflicts.updated", "Updated: {{.When}}", map[string]any{"When": c.u.when(m.Updated)})
		}
		return widget.NewCard("", "", container.NewVBox(head, widgets.Wrapped(what), b)), b
	}
	if err != nil {
		return widget.NewCard("", "", container.NewVBox(head, widgets.Wrapped(lang.L("ui.error.load")+" "+err.Error()))), nil
	}
	b := widget.NewButtonWithIcon(lang.L("ui.conflicts.keep"), theme.ConfirmIcon(), keep)
	b.Importance = widget.HighImportance
	if on != "" {
		on += "\n"
	}
	info := widgets.Wrapped(on + lang.X("ui.conflicts.updated", "Updated: {{.When}}", map[string]any{"When": c.u.when(m.Updated)}) +
		"\n" + lang.X("ui.conflicts.rounds", "Rounds: {{.N}}", map[string]any{"N": m.Game.Len()}) +
		"\n" + totalsLine(m, totals))
	// the button at the card's foot: side by side, the buttons line up
	return widget.NewCard("", "", container.NewBorder(container.NewVBox(head, info), b, nil, nil, container.NewVBox(sheetGrid(m, rounds)))), b
}

// deletion reports whether a version is a deletion (a tombstone).
func deletion(m *scoring.Match, err error) bool {
	if err != nil {
		return errors.Is(err, errNotFound)
	}
	return m.Deleted || m.Game == nil
}

// keep resolves the conflict with the version rec; the others are kept
// in a backup, as the confirmation said.
func (c *conflictsScreen) keep(id, rec string) {
	if err := c.u.conflicts.Resolve(id, rec); err != nil {
		c.u.fail("ui.error.save", err)
		return
	}
	c.u.changed(id)
	c.u.homeView.refresh()
	c.u.keptHere(id)
	c.refresh()
	c.u.notice(lang.L("ui.conflicts.kept"))
}

// keptHere updates the sheets of match id under the Conflicts screen
// after a version was kept here: each shows the version kept when it is
// visible again, and no longer says that the match is a conflict.
func (u *UI) keptHere(id string) {
	m, err := u.store.Get(id)
	if err != nil {
		return // kept deleted: Delete left the match's screens
	}
	for _, sc := range u.nav.screens {
		if s, ok := sc.owner.(*sheet); ok && sc.kind == "sheet" && sc.match == id {
			s.m = m
			s.notice.box.Hide()
		}
	}
}

// totalsLine is every player's total, best first, those differing from
// another version's (marked) with "≠".
func totalsLine(m *scoring.Match, marked map[string]bool) string {
	var parts []string
	for _, st := range m.Result().Standings {
		t := shownName(st.Player.Name) + " " + itoa(st.Total)
		if marked[st.Player.ID] {
			t += " ≠"
		}
		parts = append(parts, t)
	}
	return lang.X("ui.conflicts.totals", "Totals: {{.List}}", map[string]any{"List": strings.Join(parts, ", ")})
}

func matchPlayers(m *scoring.Match) string {
	names := make([]string, len(m.Players))
	for i, p := range m.Players {
		names[i] = shownName(p.Name)
	}
	return strings.Join(names, ", ")
}

// sheetGrid is the match's sheet as the phone's sheet starts (modelOf:
// the sheet's rows with every player's running total): the round, then
// one column a player, each column as wide as its widest text (the
// sheet's tight cells), scrolling sideways when it is wider than the
// card (eight players on a phone); the rounds marked (1-based) say so
// with "≠".
func sheetGrid(m *scoring.Match, marked map[int]bool) fyne.CanvasObject {
	model := modelOf(m)
	col := len(model.cols) - 1
	grid := container.New(&columnsLayout{cols: len(model.sides) + 1})
	cell := func(t string, bold bool) *widget.Label {
		l := widget.NewLabelWithStyle(t, fyne.TextAlignTrailing, fyne.TextStyle{Bold: bold})
		grid.Add(l)
		return l
	}
	cell("", false)
	for _, p := range model.sides {
		cell(p.Name, true)
	}
	for r := 0; r < model.rows; r++ {
		if marked[r+1] { // differs from another version: a mark, not only a colour
			cell(model.rowHead(r)+" ≠", true).Importance = widget.WarningImportance
		} else {
			cell(model.rowHead(r), true)
		}
		for p := range model.sides {
			if col < 0 {
				cell("", false)
				continue
			}
			cell(model.shown(r, p, col, col), false)
		}
	}
	return container.NewHScroll(container.NewThemeOverride(grid, tightTheme{}))
}

// columnsLayout lays its objects out in rows of cols, each column as
// wide as its widest object, each row as high as its highest.
type columnsLayout struct{ cols int }

func (l *columnsLayout) sizes(objs []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, l.cols)
	heights = make([]float32, (len(objs)+l.cols-1)/l.cols)
	for i, o := range objs {
		s := o.MinSize()
		widths[i%l.cols] = max(widths[i%l.cols], s.Width)
		heights[i/l.cols] = max(heights[i/l.cols], s.Height)
	}
	return widths, heights
}

func (l *columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widths, heights := l.sizes(objs)
	var s fyne.Size
	for _, w := range widths {
		s.Width += w + theme.Padding()
	}
	for _, h := range heights {
		s.Height += h
	}
	return s
}

func (l *columnsLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	widths, heights := l.sizes(objs)
	x, y := float32(0), float32(0)
	for i, o := range objs {
		c := i % l.cols
		if c == 0 && i > 0 {
			x, y = 0, y+heights[i/l.cols-1]
		}
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(widths[c], heights[i/l.cols]))
		x += widths[c] + theme.Padding()
	}
}

// conflictCount is how many conflicts wait.
func (u *UI) conflictCount() (int, error) {
	if u.conflicts == nil {
		return 0, nil
	}
	list, err := u.conflicts.Conflicts()
	return len(list), err
}
