package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestRunningChartFromSheet(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	f := u.entry.form.(*skForm)
	pick(t, f.bids[0], 1)
	pick(t, f.bids[1], 0)
	pick(t, f.bids[2], 0) // the tricks open
	press(t, u.entry.saveButton)
	u.openSheet(u.entry.m)
	press(t, u.sheet.chart)
	c := u.chart
	if c == nil || len(c.Series) != 3 || len(c.Labels) != 2 || c.Series[1].Name != "Bob" {
		t.Fatalf("chart %+v", c)
	}
	test.AssertRendersToMarkup(t, "chart_running.xml", u.window.Canvas())
}
