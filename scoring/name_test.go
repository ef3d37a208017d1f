package scoring

import (
	"errors"
	"strings"
	"testing"
)

func TestCleanName(t *testing.T) {
	for _, c := range []struct {
		in, want string
		err      error
	}{
		{"  Anne ", "Anne", nil},
		{"", "", ErrNameEmpty},
		{" \t ", "", ErrNameEmpty},
		{strings.Repeat("a", 64), strings.Repeat("a", 64), nil},
		{strings.Repeat("a", 65), "", ErrNameLong},
		{strings.Repeat("🦜", 64), strings.Repeat("🦜", 64), nil},
		{strings.Repeat("🦜", 65), "", ErrNameLong},
		{strings.Repeat("ä", 64) + "  ", strings.Repeat("ä", 64), nil},
		{strings.Repeat("x", 1<<20), "", ErrNameLong},
	} {
		got, err := CleanName(c.in)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("CleanName(%.20q…) = %.20q, %v; want %.20q, %v", c.in, got, err, c.want, c.err)
		}
	}
}
