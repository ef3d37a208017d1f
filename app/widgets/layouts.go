package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// ButtonRow lays Buttons out side by side, wrapping when they do not fit.
func ButtonRow(max int, objs ...fyne.CanvasObject) *fyne.Container {
	c := container.New(&fitGrid{max: max})
	c.Layout.(*fitGrid).changed = func() { fyne.Do(c.Refresh) }
	c.Objects = objs
	return c
}

// sideBySide lays out two objects in two columns on a window at least
// wide, else one above the other (a phone), each at its own height.
type sideBySide struct {
	wide    float32
	width   float32 // from the last layout
	changed func()  // the arrangement changed: the height has
}

// both is the width two equal columns need.
func (l *sideBySide) both(objs []fyne.CanvasObject) float32 {
	return 2*max(objs[0].MinSize().Width, objs[1].MinSize().Width) + theme.Padding()
}

func (l *sideBySide) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	a, b := objs[0].MinSize(), objs[1].MinSize()
	if l.wideFor(objs) {
		return fyne.NewSize(l.both(objs), max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+pad+b.Height)
}

// wideFor reports whether the last width holds both columns side by side.
func (l *sideBySide) wideFor(objs []fyne.CanvasObject) bool {
	return l.width >= max(l.wide, l.both(objs))
}

func (l *sideBySide) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	was := l.wideFor(objs)
	l.width = size.Width
	pad := theme.Padding()
	if l.wideFor(objs) {
		w := (size.Width - pad) / 2
		objs[0].Move(fyne.Position{})
		objs[0].Resize(fyne.NewSize(w, size.Height))
		objs[1].Move(fyne.NewPos(w+pad, 0))
		objs[1].Resize(fyne.NewSize(w, size.Height))
	} else {
		h := objs[0].MinSize().Height
		objs[0].Move(fyne.Position{})
		objs[0].Resize(fyne.NewSize(size.Width, h))
		objs[1].Move(fyne.NewPos(0, h+pad))
		objs[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
	}
	if was != l.wideFor(objs) && l.changed != nil {
		l.changed()
	}
}

// columns puts a and b side by side on a wide window (desktop), one
// above the other on a narrow one (phone).
func Columns(a, b fyne.CanvasObject) *fyne.Container {
	l := &sideBySide{wide: 700}
	c := container.New(l, a, b)
	l.changed = func() { fyne.Do(c.Refresh) }
	return c
}

// readableWidth is the widest a form grows on a desktop window: rows of
// Buttons an eye can follow from a name to its number.
const readableWidth = 640

// readable centres obj in a column at most readableWidth wide.
func Readable(obj fyne.CanvasObject) fyne.CanvasObject {
	return container.New(maxWidth(readableWidth), obj)
}

// maxWidth gives its one object the height and at most that much width,
// centred.
type maxWidth float32

func (l maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l maxWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, max(float32(l), objs[0].MinSize().Width))
	objs[0].Move(fyne.NewPos((size.Width-w)/2, 0))
	objs[0].Resize(fyne.NewSize(w, size.Height))
}

// WidthLayout gives its objects the whole space and tells when the width
// changes (the window was resized).
type WidthLayout struct {
	width     float32
	OnChanged func(width float32)
}

func (l *WidthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if size.Width != l.width {
		l.width = size.Width
		if l.OnChanged != nil {
			l.OnChanged(size.Width)
		}
	}
}

func (l *WidthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// Border is container.NewBorder with its objects in reading order (top,
// left, centre, right, bottom): Tab on a desktop moves through them in
// that order (Fyne's puts the centre first).
func Border(top, bottom, left, right fyne.CanvasObject, center ...fyne.CanvasObject) *fyne.Container {
	var objs []fyne.CanvasObject
	for _, o := range [][]fyne.CanvasObject{{top, left}, center, {right, bottom}} {
		for _, x := range o {
			if x != nil {
				objs = append(objs, x)
			}
		}
	}
	return container.New(layout.NewBorderLayout(top, bottom, left, right), objs...)
}
