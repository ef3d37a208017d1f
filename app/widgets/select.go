package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Select is a drop-down that hands Escape and Android's Back to Leave.
// On a desktop Fyne's Select keeps the focus after a pick, and a focused
// widget gets every key: Escape did nothing until something else was
// tapped (History's filters).
type Select struct {
	widget.Select
	Leave func()
	// Name says what is picked, for a screen reader ("Game, choice: All
	// games").
	Name string
}

// NewSelect is a Select of options; changed runs after each pick.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey hands Escape and Back to Leave.
func (s *Select) TypedKey(k *fyne.KeyEvent) {
	if leaving(k) && s.Leave != nil {
		s.Leave()
		return
	}
	s.Select.TypedKey(k)
}
