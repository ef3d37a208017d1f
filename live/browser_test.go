package live

import (
	"context"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"scorekeeper/scoring"
	"scorekeeper/storage/matchfile/matchfiletest"
)

// browser is Debian's headless chromium, or a skip where it is missing
// (CI installs it: there a missing browser fails).
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium missing in CI")
	}
	t.Skip("no chromium (apt-get install chromium)")
	return ""
}

// renderedDOM is the page at url after its script ran, in lang.
func renderedDOM(t *testing.T, url, lang string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, browser(t), "--headless", "--no-sandbox", "--disable-gpu",
		"--user-data-dir="+t.TempDir(), "--accept-lang="+lang, "--dump-dom", url).Output()
	if err != nil {
		t.Fatalf("chromium: %v", err)
	}
	return string(out)
}

var (
	tagRE = regexp.MustCompile(`<[^>]*>`)
	rowRE = regexp.MustCompile(`(?s)<tr[^>]*>(.*?)</tr>`)
)

// standingsRows is the text of every row of the rendered standings.
func standingsRows(t *testing.T, dom string) []string {
	t.Helper()
	_, rest, ok := strings.Cut(dom, `id="standings"`)
	_, rest, ok2 := strings.Cut(rest, "<tbody>")
	rows, _, ok3 := strings.Cut(rest, "</tbody>")
	if !ok || !ok2 || !ok3 {
		t.Fatalf("no standings in the page:\n%s", dom)
	}
	var out []string
	for _, m := range rowRE.FindAllStringSubmatch(rows, -1) {
		out = append(out, strings.Join(strings.Fields(tagRE.ReplaceAllString(m[1], " ")), " "))
	}
	return out
}

// TestBrowserWinnerMark: in a real browser, a finished match's winner
// carries a mark and a word ("★ Winner", "★ Sieger"), not a colour
// alone, and no one else does; a match in progress marks no one.
func TestBrowserWinnerMark(t *testing.T) {
	if testing.Short() {
		t.Skip("a real browser: in the full suite (make test)")
	}
	browser(t)
	full := matchfiletest.Example(t, "skullking")
	src := &fakeSource{m: map[string]*scoring.Match{}}
	src.save(full, full.Game, -1)
	s, base := running(t, src, Options{})
	token, _ := s.Share(full.ID)
	res := full.Result()
	if !res.Over || len(res.Winners) == 0 {
		t.Fatal("the example is not over")
	}
	winner := map[string]bool{}
	for _, p := range full.Players {
		for _, id := range res.Winners {
			winner[p.Name] = winner[p.Name] || p.ID == id
		}
	}
	for lang, word := range map[string]string{"en": "★ Winner", "de": "★ Sieger"} {
		rows := standingsRows(t, renderedDOM(t, base+"/t/"+token, lang))
		if len(rows) != len(full.Players) {
			t.Fatalf("%s: %d rows: %q", lang, len(rows), rows)
		}
		marked := 0
		for _, row := range rows {
			name := ""
			for n := range winner {
				if strings.Contains(row, n) {
					name = n
				}
			}
			if got := strings.Contains(row, word); got != winner[name] {
				t.Errorf("%s: row %q: winner mark %v, winner %v", lang, row, got, winner[name])
			}
			if strings.Contains(row, "★") {
				marked++
			}
		}
		if marked != len(res.Winners) {
			t.Errorf("%s: %d rows marked, %d winners", lang, marked, len(res.Winners))
		}
	}
	running3 := *full
	running3.Finished = false
	open := &fakeSource{m: map[string]*scoring.Match{}}
	open.save(&running3, full.Game, 3)
	s2, base2 := running(t, open, Options{})
	token2, _ := s2.Share(full.ID)
	for _, row := range standingsRows(t, renderedDOM(t, base2+"/t/"+token2, "en")) {
		if strings.Contains(row, "★") || strings.Contains(row, "Winner") {
			t.Errorf("a match in progress marks %q", row)
		}
	}
}
