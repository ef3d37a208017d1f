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
