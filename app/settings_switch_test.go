//go:build ci || screenshots

package app

import (
	"fmt"
	"testing"
)

// TestSettingsFitRightAfterSwitch: Settings fits a phone right after
// switching to each text size, before any restart (play test 3 finding
// 3: clipped at 150% until restart).
func TestSettingsFitRightAfterSwitch(t *testing.T) {
	u, _ := newTestUI(t)
	press(t, u.homeView.settings)
	for i := range textSizes {
		press(t, u.settings.textSize.Buttons[i])
		for _, f := range misfits(u, fmt.Sprintf("settings after %d%%", textSizes[i]), 360) {
			t.Error(f)
		}
		wantNoneCut(t, u, fmt.Sprintf("settings after %d%%", textSizes[i]))
	}
}
