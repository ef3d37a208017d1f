package scoring

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// MaxName is the longest player name, in Unicode characters after
// trimming spaces (SPEC section 3).
const MaxName = 64

// The ways a player name is refused. Callers show them in the user's
// language (rule.name.empty, rule.name.long).
var (
	ErrNameEmpty = errors.New("a name needs at least one character")
	ErrNameLong  = errors.New("a name has at most 64 characters")
)

// CleanName trims spaces from a player name and checks its length:
// 1 to MaxName characters. It counts at most MaxName+1 characters, so a
// huge name costs no more than a short one.
func CleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", ErrNameEmpty
	}
	if len(name) > MaxName && utf8.RuneCountInString(name[:min(len(name), 4*(MaxName+1))]) > MaxName {
		return "", ErrNameLong
	}
	return name, nil
}
