package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Row lays out a name on the left and controls on the right.
// A name too long to stand beside its controls on a phone stands above them.
func Row(name string, controls ...fyne.CanvasObject) fyne.CanvasObject {
	l := Wrapped(name) // a long name (German) wraps, never cut
	c := container.NewCenter(container.NewHBox(controls...))
	if Longest(name)+c.MinSize().Width+theme.Padding() > PhoneRow {
		return container.NewVBox(l, c)
	}
	return container.NewBorder(nil, nil, nil, c, l)
}

// Longest is the width of the longest word of s, the narrowest a
// wrapping label can be.
func Longest(s string) float32 {
	w := float32(0)
	for _, word := range strings.Fields(s) {
		w = max(w, fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	return w + 2*theme.InnerPadding()
}

// PhoneRow is the width a row has on a 360-wide phone, less margins.
const PhoneRow = 330

// KeepSpace is the room for messages over controls, fixed when the
// screen opens: one line, or as high as the highest of the texts given
// (the messages known to show there, wrapped at its width). A message
// coming or going never moves what follows, and leaves no gap: the room
// is the same before, while and after it shows. Content higher than the
// room (several messages at the bottom) takes more while it shows.
func KeepSpace(content fyne.CanvasObject, texts ...string) fyne.CanvasObject {
	return RoomIn(Room{}, content, texts...)
}

// RoomIn is KeepSpace laid out by l (Room, or HeldRoom): the texts are
// hidden labels, laid out as the content is, that size it.
func RoomIn(l fyne.Layout, content fyne.CanvasObject, texts ...string) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, t := range append(texts, "") {
		sizer := Wrapped(t)
		sizer.Hide()
		objs = append(objs, sizer)
	}
	return container.New(l, append(objs, content)...)
}

// Room is KeepSpace's layout: its last object is the content, the others
// are hidden objects that size it.
type Room struct{}

func (Room) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o == objs[len(objs)-1] && !o.Visible() {
			continue
		}
		s = s.Max(o.MinSize())
	}
	return s
}

func (Room) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// HeldRoom keeps the most room its content took until Reset: content
// that shrinks under a finger (a question answered) leaves what follows
// where it was.
type HeldRoom struct{ most fyne.Size }

func (h *HeldRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			h.most = h.most.Max(o.MinSize())
		}
	}
	return h.most
}

func (h *HeldRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
}

// Reset lets the room follow its content again.
func (h *HeldRoom) Reset() { h.most = fyne.Size{} }

// EndRoom is the room at the end of a scrolled form (the messages no
// field shows whole): as high as what it shows, but never so much lower
// that the scroll would have to move the form: scrolled to its end, a
// message going away, or the form getting shorter, would pull the form
// down under a finger. That room goes as the form is scrolled back.
type EndRoom struct {
	Form   fyne.CanvasObject // what stands above it in the scroll
	Scroll *container.Scroll
}

func (l *EndRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := Room{}.MinSize(objs)
	if l.Scroll == nil || l.Scroll.Size().Height <= 0 {
		return s
	}
	// the scroll's offset stays valid: the content reaches the view's end
	keep := l.Scroll.Offset.Y + l.Scroll.Size().Height - l.Form.MinSize().Height - theme.Padding()
	return fyne.NewSize(s.Width, max(s.Height, keep))
}

func (l *EndRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
	}
}

// Tight lays out its one object without the label's padding above and
// below its text: the object is as high as its text line.
type Tight struct{}

func (Tight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := objs[0].MinSize()
	return fyne.NewSize(s.Width, max(s.Height-2*theme.InnerPadding(), 0))
}

func (Tight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := theme.InnerPadding()
	objs[0].Move(fyne.NewPos(0, -p))
	objs[0].Resize(fyne.NewSize(size.Width, size.Height+2*p))
}

// Reserve stacks its objects and is as big as the biggest, hidden or not:
// the space for what may show is kept while it does not.
type Reserve struct{}

func (Reserve) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (Reserve) Layout(objs []fyne.CanvasObject, size fyne.Size) { Room{}.Layout(objs, size) }
