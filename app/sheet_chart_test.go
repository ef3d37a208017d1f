package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestRunningChartFromSheet(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
	f := u.Entry.form.(*skForm)
	pick(t, f.Bids[0], 1)
	pick(t, f.Bids[1], 0)
	pick(t, f.Bids[2], 0) // the tricks open
	press(t, u.Entry.Save)
	u.openSheet(u.Entry.m)
	press(t, u.Sheet.Chart)
	c := u.Chart
	if c == nil || len(c.Series) != 3 || len(c.Labels) != 2 || c.Series[1].Name != "Bob" {
		t.Fatalf("chart %+v", c)
	}
	test.AssertRendersToMarkup(t, "chart_running.xml", u.Window.Canvas())
}
