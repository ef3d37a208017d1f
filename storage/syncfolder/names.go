package syncfolder

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"regexp"
	"strings"
	"unicode"

	"scorekeeper/storage/boltdb"
)

// Kinds are the sub-folders of a sync folder, as boltdb's changes name
// them: one file per roster player, match and league, in the order a
// pass reads them (a match names its players, a league both).
var Kinds = []string{boltdb.KindPlayers, boltdb.KindMatches, boltdb.KindLeagues}

// What a file name in a kind's folder is.
type fileClass int

const (
	foreign    fileClass = iota // not ours: never read, never removed
	recordFile                  // <id>.json, written by a pass
	engineCopy                  // Syncthing's conflict copy of a record file
	tempFile                    // a temporary file of Dir's writes
	besideFile                  // a device's version beside a file it cannot read
)

// engineMark is what Syncthing puts into the name of a conflict copy:
// <name>.sync-conflict-<date>-<time>-<device>.<ext>.
var engineMark = regexp.MustCompile(`\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}`)

// classify tells what name (in a kind's folder) is, and for a record file,
// a conflict copy or a version beside a file the id it holds.
func classify(name string) (fileClass, string) {
	switch {
	case ownTemp(name):
		return tempFile, ""
	case strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~") || !strings.HasSuffix(name, ".json"):
		return foreign, "" // other engines' temporary files (.syncthing.*.tmp, ~syncthing~*), anything else
	}
	base := engineMark.ReplaceAllString(name, "")
	stem, device, beside := strings.Cut(strings.TrimSuffix(base, ".json"), besideMark)
	id, ok := idOf(stem)
	switch {
	case !ok || beside && device == "":
		return foreign, ""
	case base != name:
		return engineCopy, id
	case beside:
		return besideFile, id
	}
	return recordFile, id
}

// besideMark separates a record's file name from the device of a version
// beside it ("<id>#<device>.json"); fileName escapes it in an id.
const besideMark = "#"

// maxName is the longest file name written (most file systems allow 255
// bytes, and Syncthing's conflict mark adds 39).
const maxName = 200

// fileName is the file of a record: "<kind>/<id>.json", the id escaped
// where it has a character that is not safe in a file name on every
// system (as in a URL path, and a leading dot or tilde, which engines'
// temporary files start with), and shortened to a prefix and its SHA-256
// when it is too long (the file's content names the id).
func fileName(kind, id string) string { return kind + "/" + stemOf(id, maxName) + ".json" }

// besideName is the file of this device's version of a record beside its
// file, which this app cannot read: "<kind>/<id>#<device>.json".
func besideName(kind, id, device string) string {
	device = safeDevice(device)
	return kind + "/" + stemOf(id, maxName-len(besideMark+device)) + besideMark + device + ".json"
}

// safeDevice is a device id as a part of a file name (letters, digits,
// '-' and '_'; at most 32 of them).
func safeDevice(device string) string {
	device = strings.Map(func(r rune) rune {
		if r < 128 && (r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return -1
	}, device)
	if device == "" {
		device = "device"
	}
	return device[:min(len(device), 32)]
}

// unsafeChars are the characters URL path escaping keeps that some
// systems do not allow in a file name.
var unsafeChars = strings.NewReplacer(":", "%3A", "*", "%2A", "\\", "%5C", "|", "%7C")

// stemOf is the escaped id, at most limit bytes long.
func stemOf(id string, limit int) string {
	base := unsafeChars.Replace(url.PathEscape(id))
	switch {
	case strings.HasPrefix(base, "."):
		base = "%2E" + base[1:]
	case strings.HasPrefix(base, "~"):
		base = "%7E" + base[1:]
	}
	if len(base) > limit {
		sum := sha256.Sum256([]byte(id))
		base = base[:limit-65]
		if i := strings.LastIndexByte(base, '%'); i >= len(base)-2 {
			base = base[:i] // not half an escape
		}
		base += "_" + hex.EncodeToString(sum[:])
	}
	return base
}

// idOf reverses fileName's escaping; false for a name it cannot have made.
func idOf(base string) (string, bool) {
	id, err := url.PathUnescape(base)
	return id, err == nil && id != ""
}
