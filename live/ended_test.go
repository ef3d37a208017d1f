package live

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"testing"
)

// TestCloseSaysEnded: stopping sharing tells every open page so before
// the server closes (an "ended" event, then the stream's end), so the
// page says the table stopped sharing instead of reconnecting forever.
func TestCloseSaysEnded(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, _ := s.Share(m.ID)
	res := get(t, base+"/t/"+token+"/events", "en")
	defer res.Body.Close()
	r := bufio.NewReader(res.Body)
	line := func() string {
		l, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream ended without an ended event: %v", err)
		}
		return strings.TrimSuffix(l, "\n")
	}
	for !strings.HasPrefix(line(), "data: ") { // the first state
	}
	closed := make(chan error, 1)
	go func() { closed <- s.Close(context.Background()) }()
	for l := line(); l != "event: ended"; l = line() {
		if strings.HasPrefix(l, "data: ") {
			t.Fatalf("a state after Close: %.40s", l)
		}
	}
	if l := line(); !strings.HasPrefix(l, "data: ") || len(l) == len("data: ") {
		t.Errorf("the ended event has no data (EventSource dispatches none without): %q", l)
	}
	if err := <-closed; err != nil {
		t.Errorf("close: %v", err)
	}
}

// TestPageSaysEnded: the page carries the words for a stopped share (and
// for the winner) in its language.
func TestPageSaysEnded(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, _ := s.Share(m.ID)
	for lang, want := range map[string][]string{
		"en": {`data-ended="The table stopped sharing."`, `data-winner="Winner"`},
		"de": {`data-ended="Der Tisch hat das Teilen beendet."`, `data-winner="Sieger"`},
	} {
		page := body(t, get(t, base+"/t/"+token, lang))
		for _, w := range want {
			if !strings.Contains(page, w) {
				t.Errorf("%s page lacks %s", lang, w)
			}
		}
	}
	// a page reconnecting to a share that stopped (a restarted serve on
	// the same port) finds no stream and no state: 404, which the page
	// reads as "stopped sharing"
	for _, path := range []string{"/events", "/sheet.json"} {
		if res := get(t, base+"/t/"+strings.Repeat("ab", 16)+path, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s of a stopped share: %d", path, res.StatusCode)
		}
	}
}
