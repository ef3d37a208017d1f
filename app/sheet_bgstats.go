package app

import (
	"errors"
	"net/url"
	"scorekeeper/app/widgets"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/storage/bgstats"
)

// bgStatsURL is the link that hands a finished match to BG Stats.
func bgStatsURL(m *scoring.Match) (string, error) {
	p, err := bgstats.PlayOf(m, time.Local)
	if err != nil {
		return "", err
	}
	return p.URL()
}

// shareBGStats offers to open the match in BG Stats or to copy its link;
// a match not over is explained instead. It returns the link ("" if none).
func (u *UI) shareBGStats(m *scoring.Match) string {
	link, err := bgStatsURL(m)
	if errors.Is(err, bgstats.ErrNotOver) {
		dialog.ShowInformation(lang.L("ui.bgstats.title"), lang.L(bgstats.KeyNotOver)+"\n"+lang.L("ui.bgstats.finishFirst"), u.window)
		return ""
	}
	if err != nil {
		u.fail("ui.error.export", err)
		return ""
	}
	var d dialog.Dialog
	open := widget.NewButtonWithIcon(lang.L("ui.bgstats.open"), theme.MailForwardIcon(), func() {
		if l, err := url.Parse(link); err == nil {
			u.fail("ui.bgstats.noApp", u.app.OpenURL(l))
		}
		d.Hide()
	})
	open.Importance = widget.HighImportance
	cp := widget.NewButtonWithIcon(lang.L("ui.bgstats.copy"), theme.ContentCopyIcon(), func() {
		u.app.Clipboard().SetContent(link)
		d.Hide()
	})
	info := widgets.Wrapped(lang.L("ui.bgstats.info"))
	d = dialog.NewCustom(lang.L("ui.bgstats.title"), lang.L("ui.cancel"), container.NewVBox(info, open, cp), u.window)
	d.Show()
	return link
}
