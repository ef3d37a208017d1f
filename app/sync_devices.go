package app

import (
	"cmp"
	"context"
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"scorekeeper/scoring"
	"scorekeeper/storage/syncfolder"
	"scorekeeper/storage/syncrules"
)

// Device names (SPEC 2.1: the sheet and the Conflicts screen say which
// device changed a match). Each device writes its name into the sync
// folder (syncfolder's device files); the app keeps the names the passes
// read, by device id, in the preferences, so they are there from the
// start and while no folder is chosen. A version vector counts by device
// id: its counters name the devices.
const (
	prefDeviceName  = "deviceName"  // this device's name ("": defaultDeviceName)
	prefDeviceNames = "deviceNames" // JSON: device id → knownDevice
	maxKnownDevices = 256           // the most recently written are kept
)

// knownDevice is a device's name as its file in the sync folder said.
type knownDevice struct {
	Name    string    `json:"name"`
	Updated time.Time `json:"updated"`
}

// deviceName is this device's name as it goes into the sync folder: the
// one set in Settings, else defaultDeviceName.
func (u *UI) deviceName() string {
	if n, err := scoring.CleanName(u.prefs().String(prefDeviceName)); err == nil {
		return n
	}
	return defaultDeviceName()
}

// setDeviceName keeps name as this device's name ("" or the default:
// the default) and has the next pass write it.
func (u *UI) setDeviceName(name string) {
	if name == "" || name == defaultDeviceName() {
		u.prefs().RemoveValue(prefDeviceName)
	} else {
		u.prefs().SetString(prefDeviceName, name)
	}
	u.sync.saved()
}

// systemName is the platform's name of this device: the model on Android
// (Fyne has no device name; getprop says it), else the host name (an
// iPhone's is often "localhost": none). Asked once.
var systemName = sync.OnceValue(func() string {
	var name string
	if runtime.GOOS == "android" {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if out, err := exec.CommandContext(ctx, "getprop", "ro.product.model").Output(); err == nil {
			name = string(out)
		}
	} else if host, err := os.Hostname(); err == nil && host != "localhost" {
		name = host
	}
	if n, err := scoring.CleanName(name); err == nil {
		return n
	}
	return ""
})

// defaultDeviceName is the name of a device whose user set none: the
// system's name for it, else "Phone" or "Computer".
func defaultDeviceName() string {
	if n := systemName(); n != "" {
		return n
	}
	if fyne.CurrentDevice().IsMobile() {
		return lang.L("ui.device.phone")
	}
	return lang.L("ui.device.computer")
}

// knownDevices are the device names kept, by device id.
func (u *UI) knownDevices() map[string]knownDevice {
	out := map[string]knownDevice{}
	if s := u.prefs().String(prefDeviceNames); s != "" {
		_ = json.Unmarshal([]byte(s), &out) // damaged: names come again with the next pass
	}
	return out
}

// learnDevices keeps the names a pass read (the folder says what a
// device is called now), at most maxKnownDevices of them, the most
// recently written.
func (u *UI) learnDevices(read []syncfolder.Device) {
	if len(read) == 0 {
		return
	}
	known := u.knownDevices()
	changed := false
	for _, d := range read {
		if k, ok := known[d.ID]; !ok || k.Name != d.Name {
			known[d.ID] = knownDevice{Name: d.Name, Updated: d.Updated}
			changed = true
		}
	}
	if !changed {
		return
	}
	if len(known) > maxKnownDevices {
		ids := slices.SortedFunc(maps.Keys(known), func(a, b string) int {
			return cmp.Or(known[b].Updated.Compare(known[a].Updated), strings.Compare(a, b))
		})
		for _, id := range ids[maxKnownDevices:] {
			delete(known, id)
		}
	}
	if data, err := json.Marshal(known); err == nil {
		u.prefs().SetString(prefDeviceNames, string(data))
	}
}

// deviceOfCounter is the device a version vector's counter belongs to:
// "<device>" or "<device>.<n>" (a counter a device raised beside a
// conflict, syncrules.Next). A merge's counter names no device.
func deviceOfCounter(c string) string {
	if i := strings.LastIndexByte(c, '.'); i > 0 && syncrules.Own(c, c[:i]) {
		return c[:i]
	}
	return c
}

// devicesBeyond are the devices whose counters now counts higher than
// every one of others does: the devices whose saves now has and they
// lack (sorted, each once).
func devicesBeyond(now scoring.Versions, others ...scoring.Versions) []string {
	var out []string
	for c, n := range now {
		if slices.ContainsFunc(others, func(o scoring.Versions) bool { return o[c] >= n }) {
			continue
		}
		if d := deviceOfCounter(c); !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	slices.Sort(out)
	return out
}

// devicesText names devices for a screen: their names as their files
// said; with here, this device as "this device" and the devices of no
// known name as "another device" (once, after the names: the Conflicts
// screen's cards); "" when no device is named.
func (u *UI) devicesText(ids []string, here bool) string {
	known := u.knownDevices()
	self := ""
	if u.conflicts != nil {
		self = u.conflicts.Device()
	}
	var names []string
	unknown := false
	for _, id := range ids {
		switch k, ok := known[id]; {
		case id == self && here:
			names = append(names, lang.L("ui.device.this"))
		case id == self:
		case ok:
			names = append(names, shownName(k.Name))
		default:
			unknown = true
		}
	}
	if len(names) == 0 {
		return ""
	}
	slices.Sort(names)
	names = slices.Compact(names)
	if unknown && here {
		names = append(names, lang.L("ui.device.another"))
	}
	return strings.Join(names, ", ")
}
