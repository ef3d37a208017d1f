package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Expander is a title that opens and closes what is under it, in place
// of Fyne's Accordion: its title wraps (an Accordion's cannot, and at a
// large text size it widened a phone's screen), and it says whether it
// is open ("Who calls trump? (points helper), closed").
type Expander struct {
	widget.BaseWidget
	Header  *Button
	Content fyne.CanvasObject
	Open    bool
	title   string
}

// NewExpander is a closed Expander of content under title.
func NewExpander(title string, content fyne.CanvasObject) *Expander {
	x := &Expander{Content: content, title: title}
	x.Header = NewButton(title, theme.MenuExpandIcon(), x.Toggle)
	x.Header.Wrap = true
	x.Header.Alignment = widget.ButtonAlignLeading
	x.Header.Say = func() string {
		state := lang.L("ui.a11y.closed")
		if x.Open {
			state = lang.L("ui.a11y.open")
		}
		return x.title + ", " + state
	}
	x.ExtendBaseWidget(x)
	x.show()
	return x
}

// Toggle opens or closes the content.
func (x *Expander) Toggle() {
	x.Open = !x.Open
	x.show()
	x.Refresh()
}

// show shows the content and the icon that says it is open, or not.
func (x *Expander) show() {
	if x.Open {
		x.Content.Show()
	} else {
		x.Content.Hide()
	}
	icon := theme.MenuExpandIcon()
	if x.Open {
		icon = theme.MenuDropUpIcon()
	}
	x.Header.SetIcon(icon)
}

func (x *Expander) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(x.Header, x.Content))
}
