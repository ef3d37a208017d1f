package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestWindowTitleAndGames(t *testing.T) {
	a := test.NewTempApp(t)
	u := New(a)
	if got := u.Window.Title(); got != "Scorekeeper" {
		t.Errorf("title %q", got)
	}
	if n := u.Games.Length(); n != 4 {
		t.Errorf("%d games listed", n)
	}
}
