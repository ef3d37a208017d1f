package live

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/text/language"

	"scorekeeper/assets"
)

//go:embed web
var web embed.FS

var pageTemplate = template.Must(template.ParseFS(web, "web/page.html"))

// languages the page speaks, English first (the fallback).
var languages = []language.Tag{language.English, language.German}

var matcher = language.NewMatcher(languages)

// langOf is "en" or "de", from the request's Accept-Language.
func langOf(r *http.Request) string {
	prefs, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil || len(prefs) == 0 {
		return "en"
	}
	_, i, _ := matcher.Match(prefs...)
	base, _ := languages[i].Base()
	return base.String()
}

// pageData fills page.html: the labels in the page's language and the
// state the script shows before the first event (in an attribute,
// escaped by html/template: names stay text).
type pageData struct {
	Lang   string
	Token  string
	State  string
	Labels map[string]string
}

// labelKeys are the page's own words.
var labelKeys = []string{"live.title", "live.standings", "live.sheet", "live.totals", "live.rank", "live.player", "live.total", "live.winner", "live.round", "live.lost", "live.ended", "live.live", "live.over"}

func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	sh := s.shareOf(w, r)
	if sh == nil {
		return
	}
	lang := langOf(r)
	state, _, _ := sh.current(lang)
	msg, _ := assets.Load(lang)
	d := pageData{Lang: lang, Token: r.PathValue("token"), State: string(state), Labels: map[string]string{}}
	for _, k := range labelKeys {
		d.Labels[k[len("live."):]] = msg.Text(k, nil)
	}
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, d); err != nil {
		http.Error(w, "page failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Language", lang)
	w.Header().Set("Vary", "Accept-Language")
	w.Write(b.Bytes())
}

func (s *Server) sheetJSON(w http.ResponseWriter, r *http.Request) {
	sh := s.shareOf(w, r)
	if sh == nil {
		return
	}
	state, _, _ := sh.current(langOf(r))
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Vary", "Accept-Language")
	w.Write(state)
}

// asset serves one embedded file to pages of a shared match.
func (s *Server) asset(name, contentType string) http.HandlerFunc {
	body, err := web.ReadFile("web/" + name)
	if err != nil {
		panic(err) // embedded at build time: a missing file is a build mistake
	}
	return func(w http.ResponseWriter, r *http.Request) {
		if s.shareOf(w, r) == nil {
			return
		}
		w.Header().Set("Content-Type", contentType)
		w.Write(body)
	}
}

// events streams the match: the newest state at once, then after every
// change, with a comment as heartbeat. A page that reconnects gets the
// newest state at once too. When sharing stops (Close) the stream ends
// with an "ended" event: the page says the table stopped sharing.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	sh := s.shareOf(w, r)
	if sh == nil {
		return
	}
	if !s.openStream(r) {
		w.Header().Set("Retry-After", "5")
		http.Error(w, "too many pages open", http.StatusServiceUnavailable)
		return
	}
	defer s.closeStream(r)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	if r.Method == http.MethodHead {
		return
	}
	rc := http.NewResponseController(w)
	lang := langOf(r)
	if _, err := fmt.Fprint(w, "retry: 1000\n\n"); err != nil {
		return
	}
	beat := time.NewTicker(s.opt.Heartbeat)
	defer beat.Stop()
	for {
		state, version, changed := sh.current(lang)
		if _, err := fmt.Fprintf(w, "id: %s\ndata: %s\n\n", strconv.Itoa(version), state); err != nil {
			return
		}
		if rc.Flush() != nil {
			return
		}
	wait:
		for {
			select {
			case <-changed:
				break wait
			case <-beat.C:
				if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil || rc.Flush() != nil {
					return
				}
			case <-r.Context().Done():
				return
			case <-s.done:
				if _, err := fmt.Fprint(w, "event: ended\ndata: ended\n\n"); err == nil {
					rc.Flush()
				}
				return
			}
		}
	}
}
