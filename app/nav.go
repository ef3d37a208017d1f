package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// navigation is a stack of screens under a bar with a back button and
// the title. (Fyne 2.7's container.Navigation loses screens pushed before
// its first render and offers a Forward button to screens already left.)
type navigation struct {
	bar    *fyne.Container
	Back   *widget.Button
	title  *widget.Label
	stack  *fyne.Container
	titles []string
	view   fyne.CanvasObject
}

func newNavigation(root fyne.CanvasObject, title string, back func()) *navigation {
	n := &navigation{titles: []string{title}}
	n.title = widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	n.title.Truncation = fyne.TextTruncateEllipsis
	n.Back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	n.Back.Importance = widget.LowImportance
	n.stack = container.NewStack(root)
	n.bar = container.NewBorder(nil, nil, n.Back, nil, n.title)
	n.view = container.NewBorder(container.NewVBox(n.bar, widget.NewSeparator()), nil, nil, nil, n.stack)
	n.update()
	return n
}

func (n *navigation) push(obj fyne.CanvasObject, title string) {
	if k := len(n.stack.Objects); k > 0 {
		n.stack.Objects[k-1].Hide()
	}
	obj.Show()
	n.stack.Add(obj)
	n.titles = append(n.titles, title)
	n.update()
}

func (n *navigation) pop() {
	k := len(n.stack.Objects)
	if k <= 1 {
		return
	}
	n.stack.Remove(n.stack.Objects[k-1])
	n.titles = n.titles[:k-1]
	n.stack.Objects[k-2].Show()
	n.update()
}

func (n *navigation) update() {
	top := len(n.titles) - 1
	n.title.SetText(n.titles[top])
	if top == 0 {
		n.Back.Hide()
	} else {
		n.Back.Show()
	}
	n.stack.Refresh()
}

// setTitle renames the top screen (a title known only once loaded).
func (n *navigation) setTitle(title string) {
	n.titles[len(n.titles)-1] = title
	n.update()
}
