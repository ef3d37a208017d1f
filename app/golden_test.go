package app

import (
	"bytes"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestGoldenScreens compares the main screens, at phone and at desktop
// size, with their masters in testdata (a missing or changed one is
// written to testdata/failed).
func TestGoldenScreens(t *testing.T) {
	for _, size := range []struct {
		suffix string
		size   fyne.Size
	}{{"", fyne.NewSize(360, 740)}, {"_desktop", fyne.NewSize(1024, 700)}} {
		t.Run("size"+size.suffix, func(t *testing.T) {
			u, _ := newTestUI(t)
			u.window.Resize(size.size)
			startMatch(t, u, "skullking", "Anne", "Bob", "Carl")
			test.AssertRendersToMarkup(t, "entry_skullking_bids"+size.suffix+".xml", u.window.Canvas())
			f := u.entry.form.(*skForm)
			pick(t, f.bids[0], 1)
			pick(t, f.bids[1], 0)
			pick(t, f.bids[2], 0) // the tricks open
			afterSwitch(u)
			test.AssertRendersToMarkup(t, "entry_skullking_tricks"+size.suffix+".xml", u.window.Canvas())
			press(t, u.entry.saveButton)
			u.openSheet(u.entry.m)
			test.AssertRendersToMarkup(t, "sheet_skullking"+size.suffix+".xml", u.window.Canvas())
			u.home()
			test.AssertRendersToMarkup(t, "home"+size.suffix+".xml", u.window.Canvas())
			press(t, u.homeView.newMatch) // Skull King again, Anne and Carl seated
			u.new.Toggle(u.new.roster[0].ID)
			u.new.Toggle(u.new.roster[2].ID)
			test.AssertRendersToMarkup(t, "new_match"+size.suffix+".xml", u.window.Canvas())
		})
	}
}

func TestPicture(t *testing.T) {
	u, _ := newTestUI(t)
	startMatch(t, u, "skuck", "Anne", "Bob")
	var buf bytes.Buffer
	if err := writePicture(&buf, u.entry.m); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < 200 || b.Dy() < 100 {
		t.Errorf("picture is %v", b)
	}
}
