//go:build ci || screenshots

package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// TestIssueLabelsWrapAtLargeText: Skip-Bo's entry at 125% text says a
// count's warning, cut on its line, whole below: there it wraps at the
// label's width. It was drawn on one line past a phone's edge: Fyne's
// NewLabel had made the Label its own widget, so the label the window
// holds kept a text laid out at no width.
func TestIssueLabelsWrapAtLargeText(t *testing.T) {
	u, _ := newTestUI(t)
	atTextSize(u, 125)
	startMatch(t, u, "skipbo", "Anne", "Bob")
	penaltyCount(u, 1)
	e := u.entry
	if !e.general.Visible() {
		t.Fatal("no message said below")
	}
	// the labels as the window holds them, and what they draw
	var walk func(o fyne.CanvasObject, in *issueLabel)
	walk = func(o fyne.CanvasObject, in *issueLabel) {
		if o == nil || !o.Visible() {
			return
		}
		if l, ok := o.(*issueLabel); ok {
			in = l
		}
		if txt, ok := o.(*canvas.Text); ok && in != nil {
			if w := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width; w > in.Size().Width {
				t.Errorf("%q is %.0f wide, its label %.0f", txt.Text, w, in.Size().Width)
			}
		}
		for _, c := range kids(o) {
			walk(c, in)
		}
	}
	walk(u.window.Content(), nil)
}
