package syncfolder

import (
	"errors"
	"strings"
	"testing"

	"scorekeeper/assets"
)

// TestReasonsTranslated: every reason a pass gives for a skipped file
// reads as a sentence in English and German, its arguments filled.
func TestReasonsTranslated(t *testing.T) {
	all := []*Reason{errTooLarge, errChanging, errDeviceLarge, errDeviceFormat, errDeviceNewer, errDeviceID, ErrNotFile,
		unreadable(errors.New("input/output error")), badName(errors.New("longer than 64 characters"))}
	for _, language := range []string{"en", "de"} {
		m, err := assets.Load(language)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, r := range all {
			got := m.Text(r.Key(), r.Args())
			if got == r.Key() || strings.Contains(got, "{{") || strings.Contains(got, "<no value>") || seen[got] {
				t.Errorf("%s: %s reads %q", language, r.Key(), got)
			}
			seen[got] = true
		}
	}
}
