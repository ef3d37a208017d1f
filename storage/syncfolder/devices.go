package syncfolder

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"scorekeeper/scoring"
)

// Device files: each device writes "devices/<device id>.json" with the
// name its user gave it, so the other devices can say who changed a
// match (a version vector counts by device id). A pass writes its own
// when it is missing or says another name (a database that took a new
// id writes the new id's file; the old one stays: versions still count
// under it), and reads the others' for the report (Report.Devices).
// The folder is not trusted: a device file is small, its name 1 to 64
// characters, shown as text.

// KindDevices is the folder of the device files.
const KindDevices = "devices"

// Device file limits: a file is at most maxDeviceFile bytes (a larger
// one is skipped unread), and a pass reads at most maxDevices of them
// (the newest), besides its own.
const (
	maxDeviceFile = 4 << 10
	maxDevices    = 256
)

// Device is what a device file says: a device id and the name its user
// gave that device, as text (control characters escaped), and when it
// was written.
type Device struct {
	ID, Name string
	Updated  time.Time
}

// deviceFile is the file's content: {"format": "scorekeeper.device",
// "version": 1, "id", "name", "updated"}.
type deviceFile struct {
	Format  string    `json:"format"`
	Version int       `json:"version"`
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Updated time.Time `json:"updated"`
}

const deviceFormat = "scorekeeper.device"

// deviceName is this device's name as its file says it: 1 to 64
// characters (scoring.CleanName); "" when name is none.
func deviceName(name string) string {
	clean, err := scoring.CleanName(name)
	if err != nil {
		return ""
	}
	return clean
}

// devices reads the device files (the newest maxDevices, and this
// device's own) into the report, and writes this device's own when it
// is missing or names another name (name "": never). A broken file is
// reported and skipped; it is read again by the next pass.
func (p *pass) devices(name string) error {
	entries, err := p.f.List(KindDevices)
	if err != nil {
		p.fail(&FolderError{"listed", KindDevices, err})
		return nil
	}
	slices.SortFunc(entries, func(a, b Entry) int {
		return cmp.Or(b.ModTime.Compare(a.ModTime), strings.Compare(a.Name, b.Name))
	})
	self := p.s.Device()
	own := fileName(KindDevices, self)
	mine, same := Seen{Absent: true}, false
	looked := 0
	for _, e := range entries {
		n := KindDevices + "/" + e.Name
		if class, _ := classify(e.Name); class == recordFile && n != own {
			if looked == maxDevices {
				continue
			}
			looked++
		}
		d, seen, ok := p.readDevice(e)
		if !ok {
			continue
		}
		if n == own {
			mine, same = seen, d.Name == asText(deviceName(name))
		}
		p.rep.Devices = append(p.rep.Devices, d)
	}
	if name = deviceName(name); name == "" || self == "" || same {
		return nil
	}
	return p.writeDevice(self, name, mine)
}

// readDevice reads one entry of the devices folder: a device file
// (Device), what was seen of it, and whether it is one; a broken one is
// reported.
func (p *pass) readDevice(e Entry) (Device, Seen, bool) {
	name := KindDevices + "/" + e.Name
	class, id := classify(e.Name)
	switch class {
	case tempFile:
		if time.Since(e.ModTime) > staleTemp {
			_ = p.f.Remove(name)
		}
		return Device{}, Seen{}, false
	case recordFile:
	default:
		return Device{}, Seen{}, false
	}
	if e.Size > maxDeviceFile {
		p.broken(name, errDeviceLarge)
		return Device{}, Seen{}, false
	}
	data, err := p.f.Read(name)
	switch {
	case err != nil:
		p.broken(name, unreadable(err))
		return Device{}, Seen{}, false
	case int64(len(data)) != e.Size:
		p.broken(name, errChanging)
		return Device{}, Seen{}, false
	}
	d, err := decodeDevice(data, id)
	if err != nil {
		p.broken(name, err)
		return Device{}, Seen{}, false
	}
	return d, Seen{Size: e.Size, ModTime: e.ModTime.UnixNano(), Sum: sha256.Sum256(data)}, true
}

// decodeDevice reads a device file whose name says it is device id's.
func decodeDevice(data []byte, id string) (Device, error) {
	var f deviceFile
	if err := json.Unmarshal(bytes.TrimPrefix(data, byteOrderMark), &f); err != nil || f.Format != deviceFormat || f.Version < 1 {
		return Device{}, errDeviceFormat
	}
	switch {
	case f.Version > 1:
		return Device{}, errDeviceNewer
	case f.ID != id:
		return Device{}, errDeviceID
	}
	name, err := scoring.CleanName(f.Name)
	if err != nil {
		return Device{}, badName(err)
	}
	return Device{ID: id, Name: asText(name), Updated: f.Updated}, nil
}

// writeDevice writes this device's file (id, name) unless it changed
// since the pass read it (was). Before, a write transaction makes sure
// the database owns its id (a copied database takes a new one at its
// first write: its new id's file is written, never the original's).
func (p *pass) writeDevice(id, name string, was Seen) error {
	if err := p.s.SaveSyncState(p.folder, p.last, p.dirty); err != nil {
		return err
	}
	clear(p.dirty)
	if now := p.s.Device(); now != id {
		id, was = now, Seen{Absent: true} // a new random id: no file yet
	}
	d := Device{ID: id, Name: asText(name), Updated: clock().UTC().Round(time.Second)}
	data, err := json.Marshal(deviceFile{deviceFormat, 1, id, name, d.Updated})
	if err != nil {
		return err
	}
	file := fileName(KindDevices, id)
	res := p.f.WriteAll([]Put{{Name: file, Data: append(data, '\n'), Was: was}})[0]
	switch {
	case errors.Is(res.Err, ErrChanged):
		// delivered since it was read: read and written again next pass
	case errors.Is(res.Err, ErrNotFile):
		p.broken(file, ErrNotFile)
	case res.Err != nil:
		p.fail(&FolderError{"written", file, res.Err})
	default:
		p.rep.Devices = slices.DeleteFunc(p.rep.Devices, func(o Device) bool { return o.ID == id })
		p.rep.Devices = append(p.rep.Devices, d)
	}
	return nil
}

// asText is s as a screen or a terminal shows it (SPEC 2.1): control
// characters, line and paragraph separators and bidirectional controls
// written as Go escapes ("\n", "\u202e"), so a name from the folder
// cannot start a line, move a cursor or reorder what follows it.
func asText(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp, unicode.Bidi_Control) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
