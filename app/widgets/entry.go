package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/widget"
)

// Entry is a text field that hands Escape and Android's Back to Leave:
// Fyne's Entry keeps those keys while it has the focus and does nothing
// with them, so a player typing a name could not go back.
type Entry struct {
	widget.Entry
	Leave func()
	// Label names the field for a screen reader (""; the placeholder).
	Label string
}

// NewEntry is an empty Entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey hands Escape and Back to Leave.
func (e *Entry) TypedKey(k *fyne.KeyEvent) {
	if leaving(k) && e.Leave != nil {
		e.Leave()
		return
	}
	e.Entry.TypedKey(k)
}

// leaving reports whether k leaves a screen: Escape, or Android's Back.
func leaving(k *fyne.KeyEvent) bool {
	return k.Name == fyne.KeyEscape || k.Name == mobile.KeyBack
}
