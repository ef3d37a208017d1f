package live

import (
	"context"
	"net"
	"net/http"
	"sync"
)

// slots bound the connections open at once (max) and those of one
// address (perAddr) without letting anyone hold them: Accept never
// waits, and a new connection past a bound takes the place of the
// connection left unused longest (idle between requests, or not yet
// through its request's header) rather than waiting in the kernel's
// queue behind it. A connection inside a handler (an event stream, a
// request being answered) is never taken. So idle connections and one
// address's many cannot keep a new page out (SPEC 2.2).
type slots struct {
	max, perAddr int

	mu     sync.Mutex
	open   map[*slot]struct{}
	byAddr map[string]int
	clock  uint64 // counts uses: the order connections were last used in
}

func newSlots(max, perAddr int) *slots {
	return &slots{max: max, perAddr: perAddr, open: map[*slot]struct{}{}, byAddr: map[string]int{}}
}

// slot is one accepted connection.
type slot struct {
	net.Conn
	s    *slots
	addr string // the remote host
	used uint64 // the clock when accepted or when its last request ended
	busy int    // requests in a handler
	once sync.Once
}

// listener accepts for s.
type listener struct {
	net.Listener
	s *slots
}

func (s *slots) listen(l net.Listener) net.Listener { return &listener{Listener: l, s: s} }

func (l *listener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if sl := l.s.admit(c); sl != nil {
			return sl, nil
		}
	}
}

// admit gives c a slot, taking one from the connection unused longest
// (of its own address first when that address has its share) or, when
// every slot is busy, refuses c (closes it, nil).
func (s *slots) admit(c net.Conn) *slot {
	addr := hostOf(c.RemoteAddr().String())
	s.mu.Lock()
	var out []*slot // connections to close for c
	refuse := false
	take := func(addr string) {
		o := s.unusedLocked(addr)
		if o == nil {
			refuse = true
			return
		}
		s.dropLocked(o)
		out = append(out, o)
	}
	if s.byAddr[addr] >= s.perAddr {
		take(addr)
	}
	if !refuse && len(s.open) >= s.max {
		take("")
	}
	var sl *slot
	if !refuse {
		s.clock++
		sl = &slot{Conn: c, s: s, addr: addr, used: s.clock}
		s.open[sl] = struct{}{}
		s.byAddr[addr]++
	}
	s.mu.Unlock()
	for _, o := range out {
		o.Conn.Close()
	}
	if refuse {
		c.Close()
	}
	return sl
}

// unusedLocked is the connection (of addr, or of anyone for "") not in a
// handler that was used longest ago, or nil.
func (s *slots) unusedLocked(addr string) *slot {
	var best *slot
	for sl := range s.open {
		if sl.busy > 0 || (addr != "" && sl.addr != addr) {
			continue
		}
		if best == nil || sl.used < best.used {
			best = sl
		}
	}
	return best
}

func (s *slots) dropLocked(sl *slot) {
	if _, ok := s.open[sl]; !ok {
		return
	}
	delete(s.open, sl)
	if s.byAddr[sl.addr]--; s.byAddr[sl.addr] == 0 {
		delete(s.byAddr, sl.addr)
	}
}

func (sl *slot) Close() error {
	err := sl.Conn.Close()
	sl.once.Do(func() {
		sl.s.mu.Lock()
		sl.s.dropLocked(sl)
		sl.s.mu.Unlock()
	})
	return err
}

type slotKey struct{}

// connContext keeps a request's slot in its context (http.Server's
// ConnContext).
func connContext(ctx context.Context, c net.Conn) context.Context {
	if sl, ok := c.(*slot); ok {
		return context.WithValue(ctx, slotKey{}, sl)
	}
	return ctx
}

// inHandler marks r's connection busy until the returned func is called
// (then it counts as used now).
func inHandler(r *http.Request) func() {
	sl, ok := r.Context().Value(slotKey{}).(*slot)
	if !ok {
		return func() {}
	}
	s := sl.s
	s.mu.Lock()
	sl.busy++
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		sl.busy--
		s.clock++
		sl.used = s.clock
		s.mu.Unlock()
	}
}

// hostOf is the host of a host:port address (the address itself when it
// has no port).
func hostOf(addr string) string {
	if h, _, err := net.SplitHostPort(addr); err == nil {
		return h
	}
	return addr
}
