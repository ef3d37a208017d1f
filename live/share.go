package live

import (
	"encoding/json"
	"sync"

	"scorekeeper/assets"
	"scorekeeper/scoring"
)

// share is one shared match: its newest version, that version rendered
// per language (made when first asked for), and a channel closed when a
// newer version arrives.
type share struct {
	matchID string

	mu      sync.Mutex
	m       *scoring.Match
	version int
	json    map[string][]byte // by language
	changed chan struct{}
}

func newShare(m *scoring.Match) *share {
	return &share{matchID: m.ID, m: m, version: 1, json: map[string][]byte{}, changed: make(chan struct{})}
}

// set makes m the newest version and wakes every stream.
func (sh *share) set(m *scoring.Match) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	sh.m = m
	sh.version++
	sh.json = map[string][]byte{}
	close(sh.changed)
	sh.changed = make(chan struct{})
}

// current is the newest version's JSON in lang, its version number and
// the channel closed when it is replaced.
func (sh *share) current(lang string) ([]byte, int, <-chan struct{}) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	b, ok := sh.json[lang]
	if !ok {
		msg, _ := assets.Load(lang) // an embedded catalog: it loads, or every text shows its key
		b, _ = json.Marshal(stateOf(sh.m, msg))
		sh.json[lang] = b
	}
	return b, sh.version, sh.changed
}
