//go:build ci || screenshots

package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skipbo"
	"scorekeeper/storage/matchfile/matchfiletest"
)

// TestListRowsWhole: at 150% text in German on a phone, the rows of Home
// and History show every text whole, wrapped (play test 2 finding 4:
// "Skull King · 25.11.2026 2…", "Anna & Cleo 200, Ben & …").
func TestListRowsWhole(t *testing.T) {
	inChild(t, "TestListRowsWholeChild", envFitLang+"=de")
}

// TestListRowsWholeChild is TestListRowsWhole's child, in German.
func TestListRowsWholeChild(t *testing.T) {
	asChild(t, "TestListRowsWhole")
	db := openDB(t, filepath.Join(t.TempDir(), "rows.db"))
	names := []string{"Anna", "Ben", "Cleo", "Dirk"}
	open := matchfiletest.Example(t, "skullking")
	done := matchfiletest.Example(t, "skipbo") // two teams
	open.ID, open.Finished, open.Created = "open", false, testNow
	done.ID, done.Finished, done.Created = "done", true, testNow
	for open.Game.Len() > 2 { // in progress
		open.Game = withoutLast(open.Game)
	}
	for i := range open.Players {
		open.Players[i].Name = names[i]
	}
	for i := range done.Players {
		done.Players[i].Name = names[i]
	}
	if _, err := db.Import([]*scoring.Match{open, done}); err != nil {
		t.Fatal(err)
	}
	u := atTextSize(testUIOn(t, db), 150)
	u.home()
	checkWhole(t, u, "Home", "Skull King · ", "Anna, Ben, Cleo, Dirk")
	press(t, u.homeView.history)
	checkWhole(t, u, "History", "Skip-Bo · ", "Anna & Cleo ")
	// the sheet's leader line beside its button (it was "Führt: Anna &… 75")
	sb := matchfiletest.Example(t, "skipbo")
	for i := range sb.Players {
		sb.Players[i].Name = names[i]
	}
	for sb.Game.Len() > 1 {
		sb.Game = withoutLast(sb.Game)
	}
	sb.Finished = false
	sb.Game.(*skipbo.Match).Options.Target = skipbo.MaxTarget // in progress
	u.openSheet(sb)
	checkWhole(t, u, "Sheet", "Anna & Cleo")
	press(t, u.sheet.columnsButton) // every column: the leader line heads it
	checkWhole(t, u, "Sheet, every column", "Anna & Cleo")

}

// asChild skips t unless inChild started it, and loads the child's
// language.
func asChild(t *testing.T, parent string) {
	if os.Getenv(envFitLang) == "" {
		t.Skip("the child of " + parent)
	}
	inLanguage(t, os.Getenv(envFitLang))
}

// checkWhole fails when a text in u's window is cut with "…" or drawn
// over another (a row too low for its wrapped lines), or one of want is
// not drawn.
func checkWhole(t *testing.T, u *UI, screen string, want ...string) {
	t.Helper()
	relayout(u.window)
	var all []string
	for _, x := range windowTexts(u) {
		if strings.Contains(x.text, "…") {
			t.Errorf("%s: %q is cut", screen, x.text)
		}
		all = append(all, x.text)
	}
	if o := overlaps(u.window.Content()); len(o) > 0 {
		t.Errorf("%s: texts drawn over each other: %s", screen, strings.Join(o, "; "))
	}
	joined := strings.Join(all, " ")
	for _, w := range want {
		if !strings.Contains(joined, strings.TrimSpace(w)) {
			t.Errorf("%s: no %q in %q", screen, w, joined)
		}
	}
}
