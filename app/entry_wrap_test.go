//go:build ci || screenshots

package app

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// cutTexts are the texts shown in o (scrolled into view or not) cut
// with "…".
func cutTexts(o fyne.CanvasObject) []string {
	if o == nil || !o.Visible() {
		return nil
	}
	var cut []string
	if t, ok := o.(*canvas.Text); ok && strings.HasSuffix(strings.TrimSpace(t.Text), "…") {
		cut = append(cut, t.Text)
	}
	for _, k := range kids(o) {
		cut = append(cut, cutTexts(k)...)
	}
	return cut
}

// wantNoneCut fails when the window shows a text cut with "…" at
// 360x740, after a real window's layout.
func wantNoneCut(t *testing.T, u *UI, what string) {
	t.Helper()
	u.window.Resize(fyne.NewSize(360, 740))
	relayout(u.window)
	if cut := cutTexts(u.window.Content()); len(cut) > 0 {
		t.Errorf("%s: cut %q", what, cut)
	}
}

// TestMessagesWrapNotCut: at 360x740 the messages of the play test that
// were cut with "…" wrap (play test 3 finding 6), in English and German.
func TestMessagesWrapNotCut(t *testing.T) {
	checkMessagesWrap(t)
	inChild(t, "TestMessagesWrapChild", envFitLang+"=de")
}

// TestMessagesWrapChild is TestMessagesWrapNotCut in German.
func TestMessagesWrapChild(t *testing.T) {
	if os.Getenv(envFitLang) == "" {
		t.Skip("the child of TestMessagesWrapNotCut")
	}
	inLanguage(t, os.Getenv(envFitLang))
	checkMessagesWrap(t)
}

func checkMessagesWrap(t *testing.T) {
	t.Run("skull prompts", func(t *testing.T) {
		u, _ := newTestUI(t)
		startMatch(t, u, "skull", "Anna", "Ben", "Cleo", "Dirk", "Zoë")
		wantNoneCut(t, u, "challenger asked")
		f := u.entry.form.(*skullForm)
		pick(t, f.challenger, 4)
		wantNoneCut(t, u, "won or lost asked")
	})
	t.Run("skull bid of one", func(t *testing.T) {
		u, _ := newTestUI(t)
		startMatch(t, u, "skull", "Anna", "Ben", "Cleo", "Dirk")
		f := u.entry.form.(*skullForm)
		pick(t, f.challenger, 1)
		pick(t, f.result, 1)
		later(u)
		pick(t, f.skullOf, 3)
		wantNoneCut(t, u, "a bid of 1 on another's skull")
		if u.entry.saveButton.Disabled() == false {
			t.Fatal("no message: nothing to test")
		}
	})
	t.Run("skull own skull out", func(t *testing.T) {
		u, _ := newTestUI(t)
		startMatch(t, u, "skull", "Anna", "Ben", "Cleo", "Dirk")
		for range 3 {
			skullLost(&taps{t: t}, u, 0, 0)
		}
		f := u.entry.form.(*skullForm)
		pick(t, f.challenger, 0)
		pick(t, f.result, 1)
		later(u)
		pick(t, f.skullOf, 0)
		later(u)
		if f.nextStart == nil || !f.nextStart.Visible() {
			t.Fatal("no start player asked: nothing to test")
		}
		wantNoneCut(t, u, "out on their own skull")
	})
	t.Run("sheet legend", func(t *testing.T) {
		u, _ := newTestUI(t)
		startMatch(t, u, "skull", "Anna", "Ben", "Cleo", "Dirk")
		skullLost(&taps{t: t}, u, 0, 0)
		u.openSheet(u.entry.m)
		press(t, u.sheet.columnsButton) // every column: the legend
		if u.sheet.legend.Hidden {
			t.Fatal("no legend: nothing to test")
		}
		wantNoneCut(t, u, "the sheet")
	})
	t.Run("settings", func(t *testing.T) {
		u, _ := newTestUI(t)
		for _, size := range textSizes {
			atTextSize(u, size).showSettings()
			wantNoneCut(t, u, fmt.Sprintf("settings at %d%%", size))
		}
	})
}
