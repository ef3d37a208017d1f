package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"scorekeeper/scoring"
	"scorekeeper/scoring/skuck"
)

// The SKUCK game clock: one player's clock runs at a time. Its state is
// the draft's (skuckState.Used, Running, Since), so a running clock runs
// on while the entry is left and while the app is closed or killed: its
// time is the UI's clock (UI.Now) less Since. The ticker only redraws.

// running is the seat whose clock runs, -1 none.
func (f *skuckForm) running() int {
	if f.s.Running == "" {
		return -1
	}
	return scoring.Index(f.p, f.s.Running)
}

// toggle starts or stops a player's clock; only one runs at a time.
func (f *skuckForm) toggle(i int) {
	was := f.running()
	f.pause()
	if was != i {
		f.s.Running, f.s.Since = f.p[i].ID, f.e.u.now().UTC()
		f.startTicker()
	}
	f.e.keepDraft()
	f.showClocks()
}

// pause stops the running clock, its time added to the player's.
func (f *skuckForm) pause() {
	if i := f.running(); i >= 0 {
		f.s.Used[i] += f.since().Milliseconds()
	}
	f.s.Running, f.s.Since = "", time.Time{}
	f.stopTicker()
}

// since is how long the running clock has run since it started (never
// less than nothing: a device's clock set back).
func (f *skuckForm) since() time.Duration {
	return max(f.e.u.now().Sub(f.s.Since), 0)
}

// startTicker redraws the clocks every second while one runs (not in
// tests: they show the clocks by hand).
func (f *skuckForm) startTicker() {
	if f.running() < 0 || f.stop != nil || f.e.u.inline {
		return
	}
	f.stop = make(chan struct{})
	go tick(f.stop, f.showClocks)
}

func (f *skuckForm) stopTicker() {
	if f.stop != nil {
		close(f.stop)
		f.stop = nil
	}
}

// tick runs show on the UI goroutine every second until stop closes.
func tick(stop chan struct{}, show func()) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			fyne.Do(show)
		}
	}
}

// used is seat i's time on the clock.
func (f *skuckForm) used(i int) time.Duration {
	d := time.Duration(f.s.Used[i]) * time.Millisecond
	if f.running() == i {
		d += f.since()
	}
	return d
}

// showClocks shows each clock; going over the limit records a time fault once.
func (f *skuckForm) showClocks() {
	for i := range f.p {
		d := f.used(i)
		t := fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
		f.clockText[i].Importance = widget.MediumImportance
		f.clockText[i].TextStyle.Bold = false
		if skuck.TimeFault(d) {
			// said in a word and in bold, not only in red
			t = lang.X("ui.skuck.overTime", "{{.Time}} over", map[string]any{"Time": t})
			f.clockText[i].Importance = widget.DangerImportance
			f.clockText[i].TextStyle.Bold = true
			// the clock proposes once; the players decide (they may waive it)
			if !f.s.Proposed[i] {
				f.s.Proposed[i] = true
				if f.s.Round.Entries[i].TimeFaults == 0 {
					f.s.Round.Entries[i].TimeFaults = 1
					f.faults[i].SetValue(1)
					f.e.changed()
				}
			}
		}
		f.clockText[i].SetText(t)
		icon := theme.MediaPlayIcon()
		if f.running() == i {
			icon = theme.MediaPauseIcon()
		}
		f.clock[i].SetIcon(icon)
	}
}
