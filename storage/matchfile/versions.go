package matchfile

import (
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"scorekeeper/scoring"
)

// decodeVersions reads a `versions` object (SPEC section 3): device id ->
// whole number 0 to 2^53 - 1, ids non-empty and at most 256 bytes. Absent
// or null is nil (a file written before versions existed); an empty
// object is an empty, non-nil vector.
func decodeVersions(raw jsontext.Value, path string) (scoring.Versions, error) {
	if len(raw) == 0 || raw.Kind() == 'n' {
		return nil, nil
	}
	if raw.Kind() != '{' {
		return nil, fail(path, "storage.file.versions")
	}
	var counts map[string]float64
	if err := unmarshal(raw, &counts); err != nil {
		return nil, fieldError(path, raw, err)
	}
	vs := make(scoring.Versions, len(counts))
	for d, n := range counts {
		switch {
		case d == "":
			return nil, fail(path, "storage.file.deviceEmpty")
		case len(d) > scoring.MaxDeviceLength:
			return nil, fail(path+"/"+d, "storage.file.deviceLong", "Got", len(d), "Max", scoring.MaxDeviceLength)
		case n != float64(int64(n)) || n < 0 || n > scoring.MaxRevision:
			return nil, fail(path+"/"+d, "storage.file.count", "Max", scoring.MaxRevision)
		}
		vs[d] = int(n)
	}
	return vs, nil
}

// VersionsOf reads only the `versions` of a match file (nil: absent).
func VersionsOf(data []byte) (scoring.Versions, error) {
	var h struct {
		Versions jsontext.Value `json:"versions"`
	}
	if err := unmarshal(data, &h); err != nil {
		return nil, fieldError("", data, err)
	}
	return decodeVersions(h.Versions, "versions")
}

// Head is what the sync rules read of a stored match file: its id,
// revision, updated time, versions and whether it is a tombstone.
type Head struct {
	ID       string
	Revision int
	Updated  time.Time
	Versions scoring.Versions
	Deleted  bool
}

// HeadOf reads only the head of a match file, without its rounds'
// rules: what the sync rules compare of a version already stored (which
// was checked when it was stored).
func HeadOf(data []byte) (Head, error) {
	var h struct {
		ID       string         `json:"id"`
		Revision int            `json:"revision"`
		Updated  time.Time      `json:"updated"`
		Versions jsontext.Value `json:"versions"`
		Deleted  bool           `json:"deleted"`
	}
	if err := unmarshal(data, &h); err != nil {
		return Head{}, fieldError("", data, err)
	}
	vs, err := decodeVersions(h.Versions, "versions")
	if err != nil {
		return Head{}, err
	}
	return Head{ID: h.ID, Revision: h.Revision, Updated: h.Updated, Versions: vs, Deleted: h.Deleted}, nil
}
