package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// screen is one level of the navigation stack.
type screen struct {
	title   string
	view    fyne.CanvasObject
	refresh func() // runs when the screen becomes visible again (may be nil)
	leave   func() // stops what the screen runs, when it is left (may be nil)
}

// navigation is a stack of screens under a bar with a back button and
// the title. (Fyne 2.7's container.Navigation loses screens pushed before
// its first render and offers a Forward button to screens already left.)
type navigation struct {
	screens []*screen // the root first, the visible one last
	bar     *fyne.Container
	Back    *widget.Button
	title   *widget.Label
	stack   *fyne.Container
	view    fyne.CanvasObject
}

func newNavigation(root *screen, back func()) *navigation {
	n := &navigation{screens: []*screen{root}}
	n.title = widget.NewLabelWithStyle(root.title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	n.title.Truncation = fyne.TextTruncateEllipsis
	n.Back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	n.Back.Importance = widget.LowImportance
	n.stack = container.NewStack(root.view)
	n.bar = container.NewBorder(nil, nil, n.Back, nil, n.title)
	n.view = container.NewBorder(container.NewVBox(n.bar, widget.NewSeparator()), nil, nil, nil, n.stack)
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
		n.Back.Hide()
	} else {
		n.Back.Show()
	}
	n.stack.Refresh()
}

// setTitle renames the top screen (a title known only once loaded).
func (n *navigation) setTitle(title string) {
	n.top().title = title
	n.update()
}

// push shows a screen on top; refresh runs whenever it becomes visible again.
func (u *UI) push(title string, obj fyne.CanvasObject, refresh func()) {
	u.nav.push(&screen{title: title, view: obj, refresh: refresh})
}

// onLeave sets what to stop when the top screen is left.
func (u *UI) onLeave(f func()) { u.nav.top().leave = f }

// pop removes the top screen, stopping what it runs.
func (u *UI) pop() {
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
}

// home goes back to the home screen.
func (u *UI) home() {
	for u.nav.depth() > 1 {
		u.pop()
	}
	u.refreshTop()
}

// refreshTop reloads the visible screen (after an import, say).
func (u *UI) refreshTop() {
	if f := u.nav.top().refresh; f != nil {
		f()
	}
}
