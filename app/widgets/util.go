package widgets

import "fyne.io/fyne/v2"

// SetEnabled enables or disables b, refreshing it only on a change.
func SetEnabled(b fyne.Disableable, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

// Clamp is v limited to lo..hi.
func Clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// PlaceIn is o's position in root, found through the containers between
// them; false when o is not in root's containers (or is hidden). Unlike
// the driver's AbsolutePositionForObject it works for an object the
// window has not drawn yet (just shown): a real window places only what
// it has drawn.
func PlaceIn(root, o fyne.CanvasObject) (fyne.Position, bool) {
	if root == o {
		return fyne.Position{}, true
	}
	c, ok := root.(*fyne.Container)
	if !ok || !c.Visible() {
		return fyne.Position{}, false
	}
	for _, k := range c.Objects {
		if p, ok := PlaceIn(k, o); ok {
			return p.Add(k.Position()), true
		}
	}
	return fyne.Position{}, false
}
