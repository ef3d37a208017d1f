package live

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// hold opens n connections to addr from the loopback addresses from
// gives (one address, or one each) and leaves them idle in the way kind
// says: "tcp" sends nothing, "keepalive" asks for a page without a token
// (404) and keeps the connection, "slow" sends half a request header.
// They stay open until the test ends.
func hold(t *testing.T, addr string, n int, from func(i int) string, kind string) {
	t.Helper()
	for i := range n {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from(i))}, Timeout: 5 * time.Second}
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("connection %d of %d (%s): %v", i+1, n, kind, err)
		}
		t.Cleanup(func() { c.Close() })
		switch kind {
		case "keepalive":
			fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		case "slow":
			fmt.Fprintf(c, "GET /t/%032d HTTP/1.1\r\nHost: %s\r\n", i, addr)
		}
	}
}

// guest is a browser on the loopback address ip: its own connections,
// none shared with the test's other clients.
func guest(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{
		Timeout:   10 * time.Second, // a page that waits for a slot never loads: the test fails here
		Transport: &http.Transport{DialContext: d.DialContext},
	}
}

// TestSlotsHeld: no one on the network can keep a guest out (SPEC 2.2,
// 5): with 130 and more idle connections held open, raw, keep-alive
// after a request without a token or half a header, from one address or
// from many, a new page with the right token loads, also from the
// address holding them, and its event stream follows the next save.
func TestSlotsHeld(t *testing.T) {
	one := func(int) string { return "127.0.0.7" }
	many := func(i int) string { return fmt.Sprintf("127.0.%d.%d", 1+i/250, 1+i%250) }
	for _, c := range []struct {
		name  string
		from  func(int) string
		guest string
	}{
		{"one address", one, "127.0.0.1"},
		{"many addresses", many, "127.0.9.9"},
		{"the guest's own address", one, "127.0.0.7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, m := example(t)
			s, base := running(t, src, Options{})
			token, _ := s.Share(m.ID)
			addr := strings.TrimPrefix(base, "http://")
			for _, kind := range []string{"tcp", "keepalive", "slow"} {
				hold(t, addr, 130, c.from, kind)
			}
			g := guest(c.guest)
			start := time.Now()
			page, err := g.Get(base + "/t/" + token)
			if err != nil {
				t.Fatalf("the page does not load: %v", err)
			}
			page.Body.Close()
			if page.StatusCode != 200 {
				t.Fatalf("page: %d", page.StatusCode)
			}
			ev, err := g.Get(base + "/t/" + token + "/events")
			if err != nil {
				t.Fatalf("the event stream does not open: %v", err)
			}
			defer ev.Body.Close()
			if ev.StatusCode != 200 {
				t.Fatalf("events: %d", ev.StatusCode)
			}
			events := make(chan string, 8)
			go func() {
				sc := bufio.NewScanner(ev.Body)
				sc.Buffer(nil, 1<<20)
				for sc.Scan() {
					if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
						events <- data
					}
				}
				close(events)
			}()
			st := (&stream{events: events}).next(t, 10*time.Second)
			t.Logf("390 idle connections held (130 each raw, keep-alive, half a header): page and first event in %v", time.Since(start).Round(time.Microsecond))
			rev := src.save(m, m.Game, 2)
			s.Notify(m.ID)
			if st = (&stream{events: events}).next(t, 10*time.Second); st.Revision != rev || len(st.Rows) != 2 {
				t.Errorf("after the save: revision %d (saved %d), %d rounds", st.Revision, rev, len(st.Rows))
			}
		})
	}
}

// TestStreamsPerAddress: one address cannot take every event stream:
// past its share it gets 503, and another address's page still streams.
func TestStreamsPerAddress(t *testing.T) {
	src, m := example(t)
	s, base := running(t, src, Options{MaxStreams: 16})
	token, _ := s.Share(m.ID)
	url := base + "/t/" + token + "/events"
	hog := guest("127.0.0.7")
	refused := 0
	for range 16 {
		res, err := hog.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		if res.StatusCode == http.StatusServiceUnavailable {
			refused++
		}
	}
	if refused == 0 {
		t.Error("one address took every stream")
	}
	res, err := guest("127.0.0.1").Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("another address's stream: %d", res.StatusCode)
	}
}

// fakeConn is a connection from addr that records its closing.
type fakeConn struct {
	net.Conn
	addr   string
	closed bool
}

func (c *fakeConn) RemoteAddr() net.Addr { return &net.TCPAddr{IP: net.ParseIP(c.addr), Port: 1} }
func (c *fakeConn) Close() error         { c.closed = true; return nil }

// TestSlotsTake: a connection past a bound takes the place of the one
// unused longest (its own address's first), never of one in a handler;
// with every slot in a handler it is refused; closed and taken
// connections free their counts.
func TestSlotsTake(t *testing.T) {
	s := newSlots(3, 2)
	conn := func(addr string) (*fakeConn, *slot) {
		c := &fakeConn{addr: addr}
		return c, s.admit(c)
	}
	a1, sa1 := conn("10.0.0.1")
	a2, _ := conn("10.0.0.1")
	a3, _ := conn("10.0.0.1") // the address's third: a1 goes
	if !a1.closed || a2.closed || a3.closed {
		t.Fatalf("closed: %v %v %v", a1.closed, a2.closed, a3.closed)
	}
	sa1.Close() // closed again by the server: counts once
	b1, sb1 := conn("10.0.0.2")
	req := httptest.NewRequest("GET", "/", nil).WithContext(connContext(context.Background(), sb1))
	done := inHandler(req)  // b1 in a handler
	_, _ = conn("10.0.0.3") // full: a2 (unused longest) goes
	if !a2.closed || b1.closed {
		t.Fatalf("a2 closed %v, b1 (busy) closed %v", a2.closed, b1.closed)
	}
	done()
	if len(s.open) != 3 || s.byAddr["10.0.0.1"] != 1 {
		t.Errorf("open %d, of 10.0.0.1 %d", len(s.open), s.byAddr["10.0.0.1"])
	}
	for sl := range s.open {
		sl.busy++
	}
	if c, sl := conn("10.0.0.4"); sl != nil || !c.closed {
		t.Error("a connection admitted while every slot is in a handler")
	}
	for sl := range s.open {
		sl.Close()
	}
	if len(s.open) != 0 || len(s.byAddr) != 0 {
		t.Errorf("after closing all: open %d, addresses %v", len(s.open), s.byAddr)
	}
}
