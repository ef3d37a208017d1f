package live

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"scorekeeper/assets"
	"scorekeeper/storage/matchfile/matchfiletest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"scorekeeper/scoring"
)

// hostile is a name that would run script if it became markup.
const hostile = `<img src=x onerror=alert(1)>`

// fakeSource keeps matches in memory; save bumps the revision.
type fakeSource struct {
	mu sync.Mutex
	m  map[string]*scoring.Match
}

func (f *fakeSource) Get(id string) (*scoring.Match, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	m, ok := f.m[id]
	if !ok {
		return nil, errors.New("no such match")
	}
	c := *m
	return &c, nil
}

// save stores m with its first rounds rounds (or all, when rounds < 0)
// as the next revision and returns that revision.
func (f *fakeSource) save(m *scoring.Match, full scoring.Game, rounds int) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := *m
	if rounds >= 0 && rounds < full.Len() {
		c.Game = full.FirstRounds(rounds)
	} else {
		c.Game = full
	}
	if old, ok := f.m[m.ID]; ok {
		c.Revision = old.Revision + 1
	}
	f.m[m.ID] = &c
	return c.Revision
}

// example is testdata's Skull King match with a hostile first name,
// stored with its first round only.
func example(t testing.TB) (*fakeSource, *scoring.Match) {
	t.Helper()
	m := matchfiletest.Example(t, "skullking")
	m.Players[0].Name = hostile
	src := &fakeSource{m: map[string]*scoring.Match{}}
	src.save(m, m.Game, 1)
	return src, m
}

// running is a server on a loopback port; it is closed at the end.
func running(t testing.TB, src Source, opt Options) (*Server, string) {
	t.Helper()
	s, addr, served := started(t, src, opt)
	t.Cleanup(func() {
		s.Close(context.Background())
		if err := <-served; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return s, "http://" + addr
}

// started is a server on a loopback port, its address, and what Serve
// returns when it ends.
func started(t testing.TB, src Source, opt Options) (*Server, string, <-chan error) {
	t.Helper()
	s := New(src, opt)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(l) }()
	return s, l.Addr().String(), served
}

func get(t testing.TB, url, lang string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func body(t testing.TB, res *http.Response) string {
	t.Helper()
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPage: the page carries its labels in the browser's language, the
// state with every name escaped, a strict Content-Security-Policy, and
// its script and style from the server, nothing from outside.
func TestPage(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, err := s.Share(m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(token) != 32 {
		t.Errorf("token %q: want 128 bits in hex", token)
	}
	res := get(t, base+"/t/"+token, "de-DE,de;q=0.9,en;q=0.5")
	page := body(t, res)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("status %d, %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("CSP %q", csp)
	}
	for _, want := range []string{`lang="de"`, "Spielblatt", "Stand", `\u003cimg src=x onerror=alert(1)\u003e`, "/t/" + token + "/page.js"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "<img") || strings.Contains(page, "http://") || strings.Contains(page, "https://") {
		t.Errorf("page has markup from data or an outside address:\n%s", page)
	}
	if en := body(t, get(t, base+"/t/"+token, "en-US")); !strings.Contains(en, "Standings") || !strings.Contains(en, `lang="en"`) {
		t.Error("English page not in English")
	}
	if fr := body(t, get(t, base+"/t/"+token, "fr")); !strings.Contains(fr, `lang="en"`) {
		t.Error("a language the page lacks is not English")
	}
	js := get(t, base+"/t/"+token+"/page.js", "")
	script := body(t, js)
	if !strings.Contains(js.Header.Get("Content-Type"), "javascript") || !strings.Contains(script, "textContent") || strings.Contains(script, "innerHTML") {
		t.Error("the script is not served, or writes markup")
	}
	if res := get(t, base+"/t/"+token+"/page.css", ""); res.StatusCode != 200 || !strings.Contains(body(t, res), "prefers-color-scheme: dark") {
		t.Error("no style, or no dark variant")
	}
}

// TestSheetJSON: the current state, in the browser's language.
func TestSheetJSON(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, _ := s.Share(m.ID)
	var st State
	res := get(t, base+"/t/"+token+"/sheet.json", "de")
	if err := json.Unmarshal([]byte(body(t, res)), &st); err != nil {
		t.Fatal(err)
	}
	if st.ID != m.ID || len(st.Rows) != 1 || len(st.Standings) != len(m.Players) || st.Players[0] != hostile {
		t.Fatalf("state %+v", st)
	}
	if st.Cols[len(st.Cols)-1] != "Summe" || st.Game != "Skull King" {
		t.Errorf("German columns %v, game %q", st.Cols, st.Game)
	}
	total := 0
	for _, x := range st.Standings {
		if x.Name == hostile {
			total = x.Total
		}
	}
	if got := strings.TrimSuffix(st.Rows[0].Cells[0][len(st.Cols)-1], "*"); got != itoa(total) {
		t.Errorf("running total %q, standings %d", got, total)
	}
}

// TestRefused: a wrong token is 404 on every route; every method but GET
// and HEAD is 405, with or without a good token.
func TestRefused(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, _ := s.Share(m.ID)
	other, _ := s.Share(m.ID)
	if other == token {
		t.Error("two shares, one token")
	}
	wrong := strings.Repeat("0", 32)
	for _, path := range []string{"/t/" + wrong, "/t/" + wrong + "/sheet.json", "/t/" + wrong + "/events", "/t/" + wrong + "/page.js", "/", "/t/", "/t/" + token + "/other", "/t/" + token[:31]} {
		if res := get(t, base+path, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %d", path, res.StatusCode)
		}
	}
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"} {
		for _, path := range []string{"/t/" + token, "/t/" + token + "/sheet.json", "/t/" + wrong} {
			req, _ := http.NewRequest(method, base+path, strings.NewReader("{}"))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s: %d", method, path, res.StatusCode)
			}
		}
	}
	req, _ := http.NewRequest(http.MethodHead, base+"/t/"+token, nil)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
		t.Errorf("HEAD: %v %v", res, err)
	}
}

// stream is an open event stream; events come on the channel.
type stream struct {
	res    *http.Response
	events chan string // each event's data
}

func openStream(t testing.TB, url string) *stream {
	t.Helper()
	res := get(t, url, "en")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		res.Body.Close()
		t.Fatalf("events: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	s := &stream{res: res, events: make(chan string, 256)}
	go func() {
		defer close(s.events)
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 0, 16<<10), 1<<20)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				s.events <- data
			}
		}
	}()
	t.Cleanup(func() { res.Body.Close() })
	return s
}

// next is the next event, failing after wait.
func (s *stream) next(t testing.TB, wait time.Duration) State {
	t.Helper()
	select {
	case data, ok := <-s.events:
		if !ok {
			t.Fatal("the stream ended")
		}
		var st State
		if err := json.Unmarshal([]byte(data), &st); err != nil {
			t.Fatal(err)
		}
		return st
	case <-time.After(wait):
		t.Fatalf("no event within %v", wait)
	}
	return State{}
}

// TestEvents: a page gets the state at once and a new one within a
// second of every save (SPEC 2.2); a page that (re)connects later gets
// the newest state at once; heartbeats keep coming.
func TestEvents(t *testing.T) {
	src, m := example(t)
	full := m.Game
	s, base := running(t, src, Options{Heartbeat: 20 * time.Millisecond})
	token, _ := s.Share(m.ID)
	ev := openStream(t, base+"/t/"+token+"/events")
	if st := ev.next(t, time.Second); len(st.Rows) != 1 {
		t.Fatalf("first event has %d rounds", len(st.Rows))
	}
	for rounds := 2; rounds <= 4; rounds++ {
		rev := src.save(m, full, rounds)
		s.Notify(m.ID)
		st := ev.next(t, time.Second)
		if st.Revision != rev || len(st.Rows) != rounds {
			t.Fatalf("after save %d: revision %d, %d rounds", rev, st.Revision, len(st.Rows))
		}
	}
	s.Notify("another match") // not shared: nothing
	rev := src.save(m, full, -1)
	s.Notify(m.ID)
	again := openStream(t, base+"/t/"+token+"/events")
	if st := again.next(t, time.Second); st.Revision != rev || len(st.Rows) != full.Len() {
		t.Errorf("reconnected: revision %d (newest %d), %d rounds", st.Revision, rev, len(st.Rows))
	}
	res := get(t, base+"/t/"+token+"/events", "")
	defer res.Body.Close()
	r := bufio.NewReader(res.Body)
	pings := 0
	for pings < 2 {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(line, "retry: ") && strings.TrimSpace(line) != "retry: 1000" {
			t.Errorf("retry line %q", line)
		}
		if strings.HasPrefix(line, ": ping") {
			pings++
		}
	}
}

// TestStreamLimit: more streams than allowed get 503; a closed one frees
// its place.
func TestStreamLimit(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{MaxStreams: 3})
	token, _ := s.Share(m.ID)
	url := base + "/t/" + token + "/events"
	var open []*stream
	for range 3 {
		st := openStream(t, url)
		st.next(t, time.Second)
		open = append(open, st)
	}
	res := get(t, url, "")
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("fourth stream: %d", res.StatusCode)
	}
	if res := get(t, base+"/t/"+token+"/sheet.json", ""); res.StatusCode != 200 {
		t.Errorf("sheet.json with streams full: %d", res.StatusCode)
	}
	open[0].res.Body.Close()
	for i := 0; ; i++ { // the server sees the close when it next writes or its context ends
		res := get(t, url, "")
		if res.StatusCode == 200 {
			res.Body.Close()
			break
		}
		res.Body.Close()
		if i > 200 {
			t.Fatal("a closed stream's place never came free")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestClose: stopping ends every stream, refuses new connections and
// shares nothing more.
func TestClose(t *testing.T) {
	src, m := example(t)
	s, addr, served := started(t, src, Options{})
	token, _ := s.Share(m.ID)
	ev := openStream(t, "http://"+addr+"/t/"+token+"/events")
	ev.next(t, time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.Close(ctx); err != nil {
		t.Fatalf("close: %v", err)
	}
	if err := <-served; err != nil {
		t.Errorf("serve after close: %v", err)
	}
	if data := <-ev.events; data != "ended" {
		t.Errorf("the stream's last event %q, not ended", data)
	}
	if _, ok := <-ev.events; ok {
		t.Error("the stream goes on after close")
	}
	if _, err := http.Get("http://" + addr + "/t/" + token); err == nil {
		t.Error("still listening after close")
	}
	if _, err := s.Share(m.ID); !errors.Is(err, ErrClosed) {
		t.Errorf("share after close: %v", err)
	}
	if err := s.Close(ctx); err != nil {
		t.Errorf("second close: %v", err)
	}
}

// TestHandlerAlone: the handler in httptest without Serve.
func TestHandlerAlone(t *testing.T) {
	src, m := example(t)
	s := New(src, Options{})
	token, _ := s.Share(m.ID)
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/t/"+token+"/sheet.json", nil))
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"revision"`) {
		t.Errorf("%d %s", w.Code, w.Body)
	}
	if _, err := s.Share("missing"); err == nil {
		t.Error("a match that cannot be read is shared")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestNotifyConcurrent: saves notified from many goroutines at once end
// on the newest version, whatever order the reads finish in.
func TestNotifyConcurrent(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{})
	token, _ := s.Share(m.ID)
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			src.save(m, m.Game, 2)
			s.Notify(m.ID)
		}()
	}
	wg.Wait()
	newest, _ := src.Get(m.ID)
	var st State
	if err := json.Unmarshal([]byte(body(t, get(t, base+"/t/"+token+"/sheet.json", ""))), &st); err != nil {
		t.Fatal(err)
	}
	if st.Revision != newest.Revision {
		t.Errorf("shows revision %d, newest %d", st.Revision, newest.Revision)
	}
}

// TestTeams: Skip-Bo in teams shows a team as one: a column group and a
// place named by its players, with the team's total.
func TestTeams(t *testing.T) {
	m := matchfiletest.Example(t, "skipbo")
	msg, err := assets.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	st := stateOf(m, msg)
	if len(st.Players) != 2 || st.Players[0] != "Anne & Clara" || st.Players[1] != "Ben & David" || len(st.Rows[0].Cells) != 2 {
		t.Fatalf("players %q, cells %q", st.Players, st.Rows[0].Cells)
	}
	if len(st.Standings) != 2 || st.Standings[0].Rank != 1 || st.Standings[1].Rank != 2 {
		t.Fatalf("standings %+v", st.Standings)
	}
	for _, x := range st.Standings {
		k := slices.Index(st.Players, x.Name)
		if k < 0 || st.Rows[len(st.Rows)-1].Cells[k][2] != itoa(x.Total) {
			t.Errorf("place %+v not the sheet's total", x)
		}
	}
}

// TestClosePreconnected: a browser opens spare connections it sends no
// request on (a preconnect); net/http waits 5 s before it calls such a
// connection idle. Stopping within the time given still ends cleanly,
// closing the connection (serve stopped with Ctrl-C said "context
// deadline exceeded" and exited 1).
func TestClosePreconnected(t *testing.T) {
	src, _ := example(t)
	s, addr, served := started(t, src, Options{})
	spare, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer spare.Close()
	// the server has the connection once it answers a request on another
	if r, err := http.Get("http://" + addr + "/"); err == nil {
		r.Body.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if err := s.Close(ctx); err != nil {
		t.Fatalf("close: %v", err)
	}
	if err := <-served; err != nil {
		t.Errorf("serve after close: %v", err)
	}
	spare.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := spare.Read(make([]byte, 1)); err == nil {
		t.Error("the spare connection is still open")
	}
}
