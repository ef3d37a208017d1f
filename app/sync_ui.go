package app

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// noticeTime is how long a short notice stays.
const noticeTime = 4 * time.Second

// syncFailed tells of a failed pass with a short notice that goes by
// itself (Settings says what failed); the same failure again every 30 s
// is not told again.
func (u *UI) syncFailed(err, before error) {
	fyne.LogError("sync", err)
	if before != nil && before.Error() == err.Error() {
		return
	}
	u.notice(lang.L("ui.sync.failedNotice"))
}

// notice shows text at the bottom of the window for noticeTime, over
// whatever is there, without stopping anything (a tap elsewhere hides it).
func (u *UI) notice(text string) {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	l.Importance = widget.WarningImportance
	c := u.window.Canvas()
	p := widget.NewPopUp(l, c)
	size := c.Size()
	w := min(size.Width-2*theme.Padding(), float32(480))
	h := p.MinSize().Height
	p.Resize(fyne.NewSize(w, h))
	p.ShowAtPosition(fyne.NewPos((size.Width-w)/2, size.Height-h-2*theme.Padding()))
	u.noticeLabel = l
	u.sync.after(noticeTime, func() {
		p.Hide()
		if u.noticeLabel == l {
			u.noticeLabel = nil
		}
	})
}

// syncChanged refreshes what a pass changed (matches, roster players,
// leagues): the theme's fonts for new names, home, the visible list, the
// visible sheet when its match changed (or leaves it when its match was
// deleted). An entry being typed is left as it is.
func (u *UI) syncChanged(res syncResult) {
	u.emojiForNames() // names that came in
	u.homeView.refresh()
	top := u.nav.top()
	switch top.kind {
	case "entry":
	case "sheet":
		s, ok := top.owner.(*sheet)
		if !ok || !slices.Contains(res.matches, s.m.ID) {
			return
		}
		m, err := u.store.Get(s.m.ID)
		if err != nil { // deleted on another device
			u.leaveMatch(s.m.ID)
			return
		}
		s.arrived(m) // says on the sheet what changed
	default:
		if u.nav.depth() > 1 {
			u.refreshTop()
		}
	}
}
