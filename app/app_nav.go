package app

import (
	"scorekeeper/app/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// screen is one level of the navigation stack.
type screen struct {
	title   string
	view    fyne.CanvasObject
	refresh func() // runs when the screen becomes visible again (may be nil)
	leave   func() // stops what the screen runs, when it is left (may be nil)
	// kind and match tell a match's screens ("entry", "sheet") and
	// whose they are: at most one sheet per match is stacked, Delete
	// removes them all, and the screen stays awake while one is open.
	kind, match string
	owner       any // the screen's struct (*sheet, *entry)
}

// navigation is a stack of screens under a bar with a back button and
// the title. (Fyne 2.7's container.Navigation loses screens pushed before
// its first render and offers a Forward button to screens already left.)
type navigation struct {
	screens []*screen // the root first, the visible one last
	bar     *fyne.Container
	back    *widgets.Button
	title   *widget.Label
	stack   *fyne.Container
	view    fyne.CanvasObject
}

func newNavigation(root *screen, back func()) *navigation {
	n := &navigation{screens: []*screen{root}}
	n.title = widget.NewLabelWithStyle(root.title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	n.title.Truncation = fyne.TextTruncateEllipsis
	n.back = widgets.NewButton("", theme.NavigateBackIcon(), back)
	n.back.Say = func() string { return lang.L("ui.a11y.back") }
	n.back.Importance = widget.LowImportance
	n.stack = container.NewStack(root.view)
	n.bar = container.NewBorder(nil, nil, n.back, nil, n.title)
	n.view = widgets.Border(container.NewVBox(n.bar, widget.NewSeparator()), nil, nil, nil, n.stack)
	n.update()
	return n
}

// top is the visible screen.
func (n *navigation) top() *screen { return n.screens[len(n.screens)-1] }

// depth is how many screens are stacked, the root included.
func (n *navigation) depth() int { return len(n.screens) }

func (n *navigation) push(s *screen) {
	n.top().view.Hide()
	s.view.Show()
	n.stack.Add(s.view)
	n.screens = append(n.screens, s)
	n.update()
}

// pop removes the top screen and returns it; the root stays.
func (n *navigation) pop() *screen {
	if len(n.screens) <= 1 {
		return nil
	}
	s := n.top()
	n.stack.Remove(s.view)
	n.screens = n.screens[:len(n.screens)-1]
	n.top().view.Show()
	n.update()
	return s
}

func (n *navigation) update() {
	n.title.SetText(n.top().title)
	if len(n.screens) == 1 {
		n.back.Hide()
	} else {
		n.back.Show()
	}
	n.bar.Refresh() // the title takes the room the back button leaves
	n.stack.Refresh()
}

// setTitle renames the screen showing view (a title known only once
// loaded); a screen pushed over it meanwhile keeps its own title.
func (n *navigation) setTitle(view fyne.CanvasObject, title string) {
	for _, s := range n.screens {
		if s.view == view {
			s.title = title
			n.update()
		}
	}
}

// push shows a screen on top; refresh runs whenever it becomes visible again.
func (u *UI) push(title string, obj fyne.CanvasObject, refresh func()) {
	u.unfocus()
	u.nav.push(&screen{title: title, view: obj, refresh: refresh})
}

// unfocus leaves no widget focused. A list or table tapped on a desktop
// keeps the focus, hidden under the next screen too, and a focused
// widget gets the keys: Escape and Back never reached typedKey.
func (u *UI) unfocus() {
	if c := u.window.Canvas(); c.Focused() != nil {
		c.Unfocus()
	}
}

// onLeave sets what to stop when the top screen is left.
func (u *UI) onLeave(f func()) { u.nav.top().leave = f }

// pop removes the top screen, stopping what it runs.
func (u *UI) pop() {
	u.unfocus()
	if s := u.nav.pop(); s != nil && s.leave != nil {
		s.leave()
	}
}

// back leaves the current screen for the one before, which is refreshed.
func (u *UI) back() {
	if u.nav.depth() <= 1 {
		return
	}
	u.pop()
	u.refreshTop()
	u.keepAwake()
}

// home goes back to the home screen.
func (u *UI) home() {
	for u.nav.depth() > 1 {
		u.pop()
	}
	u.refreshTop()
	u.keepAwake()
}

// tag marks the top screen as a match's screen of a kind ("entry",
// "sheet") kept by owner.
func (u *UI) tag(kind, matchID string, owner any) {
	t := u.nav.top()
	t.kind, t.match, t.owner = kind, matchID, owner
	u.keepAwake()
}

// backTo leaves the screens above the topmost one of the kind of the
// match, which is refreshed and returned; nil (nothing left) when the
// stack has none.
func (u *UI) backTo(kind, matchID string) *screen {
	return u.backToScreen(func(s *screen) bool { return s.kind == kind && s.match == matchID })
}

// backToScreen is backTo the topmost screen that is.
func (u *UI) backToScreen(is func(*screen) bool) *screen {
	for i := len(u.nav.screens) - 1; i >= 1; i-- {
		if s := u.nav.screens[i]; is(s) {
			if i == len(u.nav.screens)-1 {
				return s
			}
			for u.nav.depth() > i+1 {
				u.pop()
			}
			u.refreshTop()
			u.keepAwake()
			return s
		}
	}
	return nil
}

// leaveMatch leaves every screen of the match (and those above them).
func (u *UI) leaveMatch(matchID string) {
	for i := 1; i < len(u.nav.screens); i++ {
		if u.nav.screens[i].match == matchID {
			for u.nav.depth() > i {
				u.pop()
			}
			u.refreshTop()
			break
		}
	}
	u.keepAwake()
}

// inMatch reports whether a screen of a match is open.
func (u *UI) inMatch() bool {
	for _, s := range u.nav.screens {
		if s.match != "" {
			return true
		}
	}
	return false
}

// keepAwake keeps the screen from blanking while a match is open or
// shared live (ENGINEERING.md), and lets it blank again once none is.
func (u *UI) keepAwake() {
	u.rememberTable() // the match's screens opened or closed: where the table is
	on := u.inMatch() || u.Sharing() != ""
	if u.awake == on {
		return
	}
	u.awake = on
	u.blanking(on)
}

// typedKey routes a phone's Back button and Escape on a desktop to Back:
// a dialog open is closed first; on Home they do nothing, so Back never
// leaves the app from inside a match. Enter saves a round (app_keys.go).
func (u *UI) typedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyReturn || k.Name == fyne.KeyEnter {
		u.enter()
		return
	}
	if k.Name != mobile.KeyBack && k.Name != fyne.KeyEscape {
		return
	}
	if top := u.window.Canvas().Overlays().Top(); top != nil {
		u.window.Canvas().Overlays().Remove(top)
		u.confirming = nil
		return
	}
	u.back()
}

// textEntry is a text field whose Escape and Back leave it as they
// leave a screen (or close the dialog it is in).
func (u *UI) textEntry() *widgets.Entry {
	e := widgets.NewEntry()
	e.Leave = func() {
		u.window.Canvas().Unfocus()
		u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	}
	return e
}

// refreshTop reloads the visible screen (after an import, say).
func (u *UI) refreshTop() {
	if f := u.nav.top().refresh; f != nil {
		f()
	}
}
