//go:build ci || screenshots

package app

import (
	"fmt"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// envA11yList names the file TestListControls writes.
const envA11yList = "SCOREKEEPER_A11Y_LIST"

// TestListControls writes, for every control type of ours, its role and
// up to three labels it says on the screens of a11yScreens, to the file
// $SCOREKEEPER_A11Y_LIST (German with SCOREKEEPER_FIT_LANG=de):
//
//	SCOREKEEPER_A11Y_LIST=/tmp/en.txt go test -tags "ci $(make -s tags)" -run TestListControls ./app/
func TestListControls(t *testing.T) {
	out := os.Getenv(envA11yList)
	if out == "" {
		t.Skip("writes the list of controls when " + envA11yList + " is set")
	}
	if l := os.Getenv(envFitLang); l != "" {
		inLanguage(t, l)
	}
	t.Setenv("SCOREKEEPER_SYNC_DIR", t.TempDir())
	db := screensDB(t)
	roles := map[string]fyne.AccessibleRole{}
	labels := map[string][]string{}
	for _, name := range a11yScreens() {
		u := testUIOn(t, db)
		t.Cleanup(u.StopSharing)
		openA11y(t, u, name)
		relayout(u.window)
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			if o == nil || !o.Visible() {
				return
			}
			if a, ok := o.(fyne.Accessible); ok && ours(o) {
				k := reflect.TypeOf(o).String()
				roles[k] = a.AccessibilityRole()
				if l := a.AccessibilityLabel(); l != "" && len(labels[k]) < 3 && !slices.Contains(labels[k], l) {
					labels[k] = append(labels[k], l)
				}
			}
			for _, c := range kids(o) {
				walk(c)
			}
		}
		walk(u.window.Content())
		for _, o := range u.window.Canvas().Overlays().List() {
			walk(o)
		}
	}
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(roles)) {
		fmt.Fprintf(&b, "%s (%s): %s\n", k, roles[k], strings.Join(quoted(labels[k]), "; "))
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// ours says whether o is a type of this program's (not Fyne's).
func ours(o fyne.CanvasObject) bool {
	t := reflect.TypeOf(o)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return strings.HasPrefix(t.PkgPath(), "scorekeeper/")
}

func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", strings.ReplaceAll(s, "\n", " / "))
	}
	return out
}
