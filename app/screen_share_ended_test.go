package app

import (
	"bufio"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestStopSharingTellsPages: Stop sharing tells every open page that the
// table stopped sharing (an "ended" event) before the server closes, so
// guests do not see "reconnecting…" forever (SPEC 2.2).
func TestStopSharingTellsPages(t *testing.T) {
	onLoopback(t)
	u, _ := newTestUI(t)
	shortSkipBo(t, u)
	u.openSheet(u.entry.m)
	press(t, u.sheet.share)
	url := u.shareScreen.address.Text
	res, err := http.Get(url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	events := bufio.NewReader(res.Body)
	nextEvent(t, events) // the first state
	press(t, u.shareScreen.stop)
	rest, _ := io.ReadAll(events)
	if !strings.Contains(string(rest), "event: ended\ndata: ") {
		t.Errorf("after Stop the page heard %q, no ended event", rest)
	}
}
