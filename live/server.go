// Package live is the live table view (SPEC 2.2): a small read-only web
// server, standard library only, that shows the standings and the sheet
// of shared matches and pushes every change to the pages with
// Server-Sent Events. It never changes anything: it reads matches from a
// Source when told with Notify that one changed.
package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"scorekeeper/scoring"
)

// Source gives the newest saved version of a match (*boltdb.DB does).
type Source interface {
	Get(id string) (*scoring.Match, error)
}

// Options bound the server; zero values take the defaults.
type Options struct {
	MaxStreams     int           // event streams open at once (64); more get 503
	StreamsPerAddr int           // event streams of one address (8); more get 503
	Heartbeat      time.Duration // a comment on every stream this often (15 s)
}

// Server serves the shared matches' pages. Its methods are safe to call
// from any goroutine.
type Server struct {
	src  Source
	opt  Options
	mux  *http.ServeMux
	done chan struct{} // closed by Close: every stream ends

	notify sync.Mutex // one Notify at a time: the last to read the source shows the newest

	mu        sync.Mutex
	shares    map[string]*share // by token
	streams   int               // open event streams
	streamsOf map[string]int    // open event streams by remote host
	http      *http.Server
	closed    bool
}

// New makes a server reading from src; nothing listens until Serve.
func New(src Source, opt Options) *Server {
	if opt.MaxStreams <= 0 {
		opt.MaxStreams = 64
	}
	if opt.StreamsPerAddr <= 0 {
		opt.StreamsPerAddr = 8
	}
	if opt.Heartbeat <= 0 {
		opt.Heartbeat = 15 * time.Second
	}
	s := &Server{src: src, opt: opt, done: make(chan struct{}), shares: map[string]*share{}, streamsOf: map[string]int{}}
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("/t/{token}", s.page)
	s.mux.HandleFunc("/t/{token}/sheet.json", s.sheetJSON)
	s.mux.HandleFunc("/t/{token}/events", s.events)
	s.mux.HandleFunc("/t/{token}/page.js", s.asset("page.js", "text/javascript; charset=utf-8"))
	s.mux.HandleFunc("/t/{token}/page.css", s.asset("page.css", "text/css; charset=utf-8"))
	return s
}

// ErrClosed: the server was closed and shares nothing more.
var ErrClosed = errors.New("live: server closed")

// Share starts sharing a match under a new token (128 random bits, hex)
// and returns the token. The match is read now: one that cannot be read
// is not shared.
func (s *Server) Share(matchID string) (string, error) {
	m, err := s.src.Get(matchID)
	if err != nil {
		return "", err
	}
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	token := hex.EncodeToString(b[:])
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return "", ErrClosed
	}
	s.shares[token] = newShare(m)
	return token, nil
}

// Notify tells the server that a match was saved: its pages get the
// newest version (read from the source) at once. A match not shared is
// ignored; one that cannot be read keeps its last state. Calls may come
// from any goroutine: they run one at a time, each reading the source
// afresh, so the last one shows the newest version.
func (s *Server) Notify(matchID string) {
	s.notify.Lock()
	defer s.notify.Unlock()
	var targets []*share
	s.mu.Lock()
	for _, sh := range s.shares {
		if sh.matchID == matchID {
			targets = append(targets, sh)
		}
	}
	s.mu.Unlock()
	if len(targets) == 0 {
		return
	}
	m, err := s.src.Get(matchID)
	if err != nil {
		return
	}
	for _, sh := range targets {
		sh.set(m)
	}
}

// Handler is the server's routes, for tests and for a caller's own
// http.Server.
func (s *Server) Handler() http.Handler { return http.HandlerFunc(s.serveHTTP) }

// Serve serves on l until Close; it returns nil once closed.
func (s *Server) Serve(l net.Listener) error {
	hs := &http.Server{
		Handler:           s.Handler(),
		ConnContext:       connContext,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
		// no WriteTimeout: an event stream stays open
	}
	s.mu.Lock()
	if s.closed { // closed before it began
		s.mu.Unlock()
		return l.Close()
	}
	s.http = hs
	s.mu.Unlock()
	// streams take at most half the connections; one address's streams
	// and page loads at most twice its share of streams
	err := hs.Serve(newSlots(2*s.opt.MaxStreams, 2*s.opt.StreamsPerAddr).listen(l))
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// Close ends every stream and stops the server, waiting up to ctx for
// requests under way and then closing what is left: a browser's spare
// connection with no request yet (net/http waits 5 s for it) and a
// request slower than ctx are cut, not an error.
func (s *Server) Close(ctx context.Context) error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.done)
	s.shares = map[string]*share{}
	hs := s.http
	s.mu.Unlock()
	if hs == nil {
		return nil
	}
	if err := hs.Shutdown(ctx); !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
		return err
	}
	return hs.Close()
}

// serveHTTP refuses every method but GET and HEAD, then routes.
func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	defer inHandler(r)() // a connection in a handler keeps its slot
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// shareOf is the share of the request's token, or nil after a 404.
func (s *Server) shareOf(w http.ResponseWriter, r *http.Request) *share {
	s.mu.Lock()
	sh := s.shares[r.PathValue("token")]
	s.mu.Unlock()
	if sh == nil {
		http.NotFound(w, r)
	}
	return sh
}

// openStream counts a new event stream of r's address; false when the
// server's or the address's limit is reached.
func (s *Server) openStream(r *http.Request) bool {
	addr := hostOf(r.RemoteAddr)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.streams >= s.opt.MaxStreams || s.streamsOf[addr] >= s.opt.StreamsPerAddr {
		return false
	}
	s.streams++
	s.streamsOf[addr]++
	return true
}

func (s *Server) closeStream(r *http.Request) {
	addr := hostOf(r.RemoteAddr)
	s.mu.Lock()
	s.streams--
	if s.streamsOf[addr]--; s.streamsOf[addr] == 0 {
		delete(s.streamsOf, addr)
	}
	s.mu.Unlock()
}
