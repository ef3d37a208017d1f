package syncfolder

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"

	"scorekeeper/storage/boltdb"
)

// fakeStore is a Store in memory: the newest import of a record wins,
// content that is not JSON is broken, and every change gets a number.
type fakeStore struct {
	seq    uint64
	recs   map[string]fakeRec // kind + "/" + id
	state  map[string]fakeState
	writes int // SaveSyncState calls
	most   int // the most file states handed over in one call, either way
	// failAt makes the failAt-th SyncImport call fail (0: none)
	failAt, imports int
}

// fakeState is the fake's record of a folder.
type fakeState struct {
	Last  uint64
	Files map[string]boltdb.SyncFile
}

type fakeRec struct {
	kind, id string
	data     []byte // nil: gone
	seq      uint64
}

func newFake() *fakeStore {
	return &fakeStore{recs: map[string]fakeRec{}, state: map[string]fakeState{}}
}

func (s *fakeStore) put(kind, id string, data []byte) {
	s.seq++
	s.recs[kind+"/"+id] = fakeRec{kind, id, data, s.seq}
}

func (s *fakeStore) Device() string { return "fakedevice" }

func (s *fakeStore) get(kind, id string) string { return string(s.recs[kind+"/"+id].data) }

func (s *fakeStore) Changes(since uint64, fn func(Change) error) (uint64, error) {
	recs := slices.SortedFunc(maps.Values(s.recs), func(a, b fakeRec) int { return int(a.seq) - int(b.seq) })
	last := since
	for _, r := range recs {
		if r.seq <= since {
			continue
		}
		if err := fn(Change{Kind: r.kind, ID: r.id, Data: r.data, Gone: r.data == nil}); err != nil {
			return last, err
		}
		last = r.seq
	}
	return last, nil
}

func (s *fakeStore) SyncImport(recs []Record) (Imported, error) {
	if s.imports++; s.imports == s.failAt {
		return Imported{}, errors.New("the disk is full")
	}
	imp := Imported{Broken: map[int]error{}}
	for i, r := range recs {
		if !json.Valid(r.Data) {
			imp.Broken[i] = errors.New("not JSON")
			continue
		}
		_, id := classify(r.Name) // the fake's files hold no ids
		old, ok := s.recs[r.Kind+"/"+id]
		switch {
		case !ok:
			imp.Added = append(imp.Added, id)
		case string(old.data) == string(r.Data):
			continue
		default:
			imp.Updated = append(imp.Updated, id)
		}
		s.put(r.Kind, id, r.Data)
	}
	return imp, nil
}

func (s *fakeStore) SyncLast(folder string) (uint64, error) { return s.state[folder].Last, nil }

func (s *fakeStore) SyncFiles(folder, prefix, after string, n int) ([]boltdb.SyncEntry, error) {
	s.most = max(s.most, n)
	files := s.state[folder].Files
	var out []boltdb.SyncEntry
	for _, name := range slices.Sorted(maps.Keys(files)) {
		if name > after && strings.HasPrefix(name, prefix) && len(out) < n {
			out = append(out, boltdb.SyncEntry{Name: name, SyncFile: files[name]})
		}
	}
	return out, nil
}

func (s *fakeStore) SyncFilesOf(folder string, names []string) (map[string]boltdb.SyncFile, error) {
	s.most = max(s.most, len(names))
	out := map[string]boltdb.SyncFile{}
	for _, name := range names {
		if f, ok := s.state[folder].Files[name]; ok {
			out[name] = f
		}
	}
	return out, nil
}

func (s *fakeStore) SaveSyncState(folder string, last uint64, files map[string]*boltdb.SyncFile) error {
	s.writes++
	s.most = max(s.most, len(files))
	st := s.state[folder]
	if st.Files == nil {
		st.Files = map[string]boltdb.SyncFile{}
	}
	st.Last = last
	for name, f := range files {
		if f == nil {
			delete(st.Files, name)
		} else {
			st.Files[name] = *f
		}
	}
	s.state[folder] = st
	return nil
}

// mustPass runs a pass that must succeed.
func mustPass(t *testing.T, s Store, f Folder) Report {
	t.Helper()
	rep, err := PassWith(s, f)
	if err != nil {
		t.Fatalf("pass: %v", err)
	}
	return rep
}
