package app

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// Preference keys.
const (
	prefTheme     = "theme"        // "", "light", "dark"
	prefLanguage  = "language"     // "", "en", "de"
	prefSemicolon = "csvSemicolon" // CSV for German spreadsheets
	prefLastGame  = "lastGame"
	// Skull King's optional cards chosen last: the new match's default
	// (a match keeps its own choice in its options).
	prefSkullKingExpansions = "skExpansions" // Loot, Kraken, White Whale
	prefSkullKingPowers     = "skPowers"     // Harry the Giant, Rascal's wager
)

func (u *UI) prefs() fyne.Preferences { return u.App.Preferences() }

// when formats a time for lists: the date and the time of day, today's
// too (a list of matches shows when each was played).
func (u *UI) when(t time.Time) string {
	return t.Local().Format(lang.L("ui.dateFormat"))
}

// resume opens a stored match where it was: the entry of its next round
// (with any draft), or its sheet when it is over.
func (u *UI) resume(id string) {
	m, err := u.Store.Get(id)
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
	r, ok := u.prefs().(interface{ ReadValues(func(map[string]any)) })
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
