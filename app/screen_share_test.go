package app

import (
	"bufio"
	"encoding/json"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"scorekeeper/storage/boltdb"
)

// onLoopback makes sharing listen on 127.0.0.1 for the test.
func onLoopback(t *testing.T) {
	old := lanAddr
	lanAddr = func() (net.IP, error) { return net.IPv4(127, 0, 0, 1), nil }
	t.Cleanup(func() { lanAddr = old })
}

// nextEvent reads the data of the next event from an open stream.
func nextEvent(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("stream: %v", err)
		}
		if data, ok := strings.CutPrefix(line, "data: "); ok {
			return data
		}
	}
}

// revisionOf is the revision in an event's state.
func revisionOf(data string) int {
	var st struct{ Revision int }
	if json.Unmarshal([]byte(data), &st) != nil {
		return -1
	}
	return st.Revision
}

// TestShareLive: Share live on the sheet serves the match at the address
// shown under the QR code; a save reaches an open page within a second;
// the screen stays awake; a file dialog's OnStopped/OnStarted leaves it
// running; Stop ends it and nothing listens any more.
func TestShareLive(t *testing.T) {
	onLoopback(t)
	u, _ := newTestUI(t)
	var blank []bool
	u.blanking = func(off bool) { blank = append(blank, off) }
	shortSkipBo(t, u)
	sbRound(t, u, 0, 0, 7)
	m := u.entry.m
	u.openSheet(m)
	if !u.sheet.liveMark.Hidden {
		t.Error("the sheet is marked shared before sharing")
	}
	press(t, u.sheet.share)
	if u.Sharing() != m.ID || u.shareScreen == nil {
		t.Fatal("not shared")
	}
	url := u.shareScreen.address.Text
	if !strings.HasPrefix(url, "http://127.0.0.1:") || !strings.Contains(url, "/t/") || !u.shareScreen.address.Selectable {
		t.Fatalf("address %q", url)
	}
	press(t, u.shareScreen.copy)
	if got := u.app.Clipboard().Content(); got != url {
		t.Errorf("copied %q", got)
	}
	if len(blank) == 0 || !blank[len(blank)-1] {
		t.Errorf("screen blanking while sharing: %v", blank)
	}
	res, err := http.Get(url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	events := bufio.NewReader(res.Body)
	first := revisionOf(nextEvent(t, events))
	if first < 1 {
		t.Fatal("no revision in the first event")
	}
	// a file dialog on Android stops and starts the app: sharing goes on
	lc := u.app.Lifecycle().(interface {
		OnStopped() func()
		OnStarted() func()
	})
	for _, f := range []func(){lc.OnStopped(), lc.OnStarted()} {
		if f != nil {
			f()
		}
	}
	u.back() // to the sheet: it shows the mark
	if u.sheet.liveMark.Hidden {
		t.Error("the shared sheet has no mark")
	}
	u.sheet.next()
	got := make(chan string, 1)
	go func() { got <- nextEvent(t, events) }()
	sbRound(t, u, 1, 5, 0)
	select {
	case ev := <-got:
		if r := revisionOf(ev); r != first+1 {
			t.Errorf("event after the save: revision %d, want %d", r, first+1)
		}
	case <-time.After(time.Second):
		t.Fatal("no event within a second of the save")
	}
	u.openSheet(m)
	press(t, u.sheet.share) // shared already: the same address
	if u.shareScreen.address.Text != url {
		t.Errorf("a second press made a new share: %s", u.shareScreen.address.Text)
	}
	press(t, u.shareScreen.stop)
	if u.Sharing() != "" || !u.sheet.liveMark.Hidden {
		t.Error("still shared after Stop")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("still listening after Stop")
	}
	if _, err := io.ReadAll(res.Body); err != nil && !strings.Contains(err.Error(), "EOF") {
		t.Logf("stream after stop: %v", err)
	}
}

// TestShareStopsWithWindow: closing the app's window stops sharing
// before the database closes.
func TestShareStopsWithWindow(t *testing.T) {
	onLoopback(t)
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "x.db")
	db, err := boltdb.Open(path, &boltdb.Options{NoDailyBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	var u *UI
	old := openAtStart
	openAtStart = func(x *UI) { u = x }
	defer func() { openAtStart = old }()
	w := a.NewWindow("x")
	w.Resize(fyne.NewSize(360, 740))
	started(a, w, path, db, nil)
	shortSkipBo(t, u)
	u.openSheet(u.entry.m)
	press(t, u.sheet.share)
	url := u.shareScreen.address.Text
	w.Close()
	if u.Sharing() != "" {
		t.Error("still shared after the window closed")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("still listening after the window closed")
	}
}

// TestQRDecodes: the QR code the share screen shows decodes to its
// address (zbarimg, Debian's zbar-tools, when installed; CI installs it).
func TestQRDecodes(t *testing.T) {
	zbar, err := exec.LookPath("zbarimg")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("zbarimg missing in CI")
		}
		t.Skip("zbarimg not installed (apt-get install zbar-tools)")
	}
	url := "http://192.168.1.23:41234/t/0123456789abcdef0123456789abcdef"
	img, err := qrImage(url)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "qr.png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out, err := exec.Command(zbar, "--raw", "-q", path).Output()
	if err != nil {
		t.Fatalf("zbarimg: %v", err)
	}
	if got := strings.TrimSpace(string(out)); got != url {
		t.Errorf("decoded %q, want %q", got, url)
	}
}
