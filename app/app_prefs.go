package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// Preference keys.
const (
	prefTheme     = "theme"        // "", "light", "dark"
	prefTextSize  = "textSize"     // percent: 100, 125, 150 (textSizes)
	prefContrast  = "highContrast" // the high-contrast colours
	prefLanguage  = "language"     // "", "en", "de"
	prefSemicolon = "csvSemicolon" // CSV for German spreadsheets
	prefLastGame  = "lastGame"
)

// prefs is the app's preferences, merged with what other running copies
// wrote before each write (sharedPrefs).
func (u *UI) prefs() fyne.Preferences { return u.shared }

// when formats a time for lists: the date and the time of day, today's
// too (a list of matches shows when each was played).
func (u *UI) when(t time.Time) string {
	return t.Local().Format(lang.L("ui.dateFormat"))
}

// resume opens a stored match where it was: the entry of its next round
// (with any draft), or its sheet when it is over.
func (u *UI) resume(id string) {
	m, err := u.store.Get(id)
	if err != nil {
		u.fail("ui.error.load", err)
		return
	}
	u.openEntry(m, 0)
}

// matchPrefs reads the preferences named prefix+<match id> that earlier
// versions kept per match: match id -> value.
func (u *UI) matchPrefs(prefix string) map[string]any {
	out := map[string]any{}
	r, ok := u.app.Preferences().(interface{ ReadValues(func(map[string]any)) })
	if !ok {
		return out
	}
	r.ReadValues(func(values map[string]any) {
		for k, v := range values {
			if matchID, ok := strings.CutPrefix(k, prefix); ok && matchID != "" {
				out[matchID] = v
			}
		}
	})
	return out
}

// sharedPrefs is the app's preferences as this copy writes them. Every
// running copy of the app shares one preferences file, and Fyne writes
// the whole file from memory on each change and when the app stops: a
// copy that started earlier would write back the values it read then,
// undoing another copy's new-match defaults or file-dialog folder. So
// before each write, and before Fyne writes (a file dialog, the app
// stopping), the values in memory are read again from the file, keeping
// only the keys this copy set itself and has not yet seen written.
type sharedPrefs struct {
	fyne.Preferences
	path string // the shared file ("" or missing: nothing to merge)

	mu   sync.Mutex
	mine map[string]any // what this copy set and may not be written yet; removed: nil
}

// valuesRW is the part of Fyne's preferences that reads and writes the
// whole map (the app's and the test app's both have it).
type valuesRW interface {
	ReadValues(func(map[string]any))
	WriteValues(func(map[string]any))
}

func newSharedPrefs(p fyne.Preferences, path string) *sharedPrefs {
	return &sharedPrefs{Preferences: p, path: path, mine: map[string]any{}}
}

// prefsPath is where Fyne keeps the preferences of a on a desktop.
func prefsPath(a fyne.App) string {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return filepath.Join(root.Path(), "preferences.json")
}

// sync reads the file into memory: its values replace those in memory,
// keys gone from it go, except what this copy set and has not seen
// written yet.
func (p *sharedPrefs) sync() {
	rw, ok := p.Preferences.(valuesRW)
	if !ok || p.path == "" {
		return
	}
	data, err := os.ReadFile(p.path)
	if err != nil {
		return // none yet: nothing another copy wrote
	}
	var disk map[string]any
	if err := json.Unmarshal(data, &disk); err != nil {
		return // being written: Fyne's own watcher reads it once done
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	want := map[string]any{}
	for k, v := range disk {
		want[k] = v
	}
	for k, v := range p.mine {
		if sameValue(disk[k], v) {
			delete(p.mine, k) // written: from now on the file says
			continue
		}
		if v == nil {
			delete(want, k)
		} else {
			want[k] = v
		}
	}
	differs := false
	rw.ReadValues(func(mem map[string]any) {
		differs = len(mem) != len(want)
		for k, v := range want {
			if m, ok := mem[k]; !ok || !sameValue(m, v) {
				differs = true
			}
		}
	})
	if !differs {
		return
	}
	rw.WriteValues(func(mem map[string]any) {
		clear(mem)
		for k, v := range want {
			mem[k] = fromJSON(v)
		}
	})
}

// sameValue compares a value as the file holds it with one in memory
// (JSON knows no ints and no typed lists).
func sameValue(a, b any) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}

// fromJSON turns a list read from the file into the typed list Fyne
// keeps (as Fyne does when it loads the file).
func fromJSON(v any) any {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return v
	}
	switch items[0].(type) {
	case bool:
		return typedList[bool](items)
	case float64:
		return typedList[float64](items)
	case string:
		return typedList[string](items)
	}
	return v
}

func typedList[T any](items []any) any {
	out := make([]T, 0, len(items))
	for _, it := range items {
		t, ok := it.(T)
		if !ok {
			return items
		}
		out = append(out, t)
	}
	return out
}

// set merges the file in, then sets key (Fyne then writes the file).
func (p *sharedPrefs) set(key string, v any, apply func()) {
	p.sync()
	p.mu.Lock()
	p.mine[key] = v
	p.mu.Unlock()
	apply()
}

func (p *sharedPrefs) SetBool(key string, v bool) {
	p.set(key, v, func() { p.Preferences.SetBool(key, v) })
}

func (p *sharedPrefs) SetFloat(key string, v float64) {
	p.set(key, v, func() { p.Preferences.SetFloat(key, v) })
}

func (p *sharedPrefs) SetInt(key string, v int) {
	p.set(key, v, func() { p.Preferences.SetInt(key, v) })
}

func (p *sharedPrefs) SetString(key string, v string) {
	p.set(key, v, func() { p.Preferences.SetString(key, v) })
}

func (p *sharedPrefs) SetBoolList(key string, v []bool) {
	p.set(key, v, func() { p.Preferences.SetBoolList(key, v) })
}

func (p *sharedPrefs) SetFloatList(key string, v []float64) {
	p.set(key, v, func() { p.Preferences.SetFloatList(key, v) })
}

func (p *sharedPrefs) SetIntList(key string, v []int) {
	p.set(key, v, func() { p.Preferences.SetIntList(key, v) })
}

func (p *sharedPrefs) SetStringList(key string, v []string) {
	p.set(key, v, func() { p.Preferences.SetStringList(key, v) })
}

func (p *sharedPrefs) RemoveValue(key string) {
	p.set(key, nil, func() { p.Preferences.RemoveValue(key) })
}

// guardPrefs merges the shared file in whenever Fyne is about to write
// all of memory to it: when the app stops (it saves then), and before a
// file dialog (it keeps its folder). A copy that only shows "in use"
// thus writes back exactly what the file holds.
func guardPrefs(a fyne.App, p *sharedPrefs) {
	a.Lifecycle().SetOnStopped(p.sync)
}
