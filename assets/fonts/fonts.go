// Package fonts embeds the font the app adds to Fyne's: the emoji newer
// than Fyne's bundled EmojiOne (Unicode 10), from Noto Emoji (SIL OFL 1.1,
// OFL.txt; make.sh rebuilds it).
package fonts

import (
	_ "embed"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// NewerEmoji is NotoEmoji-Newer.ttf: monochrome glyphs for the emoji none
// of Fyne's bundled fonts has (🦜, 🥳, 🫠, ...), and nothing else.
//
//go:embed NotoEmoji-Newer.ttf
var NewerEmoji []byte

// runesText lists the code points NewerEmoji covers, in hex, one a line.
//
//go:embed runes.txt
var runesText string

// Runes lists the code points NewerEmoji covers, in order.
var Runes = sync.OnceValue(func() []rune {
	var out []rune
	for _, line := range strings.Fields(runesText) {
		if r, err := strconv.ParseUint(line, 16, 32); err == nil { // TestRunesList reads every line
			out = append(out, rune(r))
		}
	}
	return out
})

// NeedsNewerEmoji reports whether s has a rune only NewerEmoji draws.
func NeedsNewerEmoji(s string) bool {
	for _, r := range s {
		if Covers(r) {
			return true
		}
	}
	return false
}

// Covers reports whether NewerEmoji has a glyph for r.
func Covers(r rune) bool {
	_, found := slices.BinarySearch(Runes(), r)
	return found
}
