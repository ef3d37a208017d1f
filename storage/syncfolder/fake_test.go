package syncfolder

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"scorekeeper/storage/boltdb"
)

// fakeStore is a Store in memory: the newest import of a record wins,
// content that is not JSON is broken, and every change gets a number.
type fakeStore struct {
	seq    uint64
	recs   map[string]fakeRec // kind + "/" + id
	state  map[string]boltdb.SyncState
	writes int // SaveSyncState calls
}

type fakeRec struct {
	kind, id string
	data     []byte // nil: gone
	seq      uint64
}

func newFake() *fakeStore {
	return &fakeStore{recs: map[string]fakeRec{}, state: map[string]boltdb.SyncState{}}
}

func (s *fakeStore) put(kind, id string, data []byte) {
	s.seq++
	s.recs[kind+"/"+id] = fakeRec{kind, id, data, s.seq}
}

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
	imp := Imported{Broken: map[int]string{}}
	for i, r := range recs {
		if !json.Valid(r.Data) {
			imp.Broken[i] = "not JSON"
			continue
		}
		old, ok := s.recs[r.Kind+"/"+r.Name]
		switch {
		case !ok:
			imp.Added = append(imp.Added, r.Name)
		case string(old.data) == string(r.Data):
			continue
		default:
			imp.Updated = append(imp.Updated, r.Name)
		}
		s.put(r.Kind, r.Name, r.Data)
	}
	return imp, nil
}

func (s *fakeStore) SyncState(folder string) (boltdb.SyncState, error) {
	st := s.state[folder]
	return boltdb.SyncState{Last: st.Last, Files: maps.Clone(st.Files)}, nil
}

func (s *fakeStore) SaveSyncState(folder string, last uint64, files map[string]*boltdb.SyncFile) error {
	s.writes++
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
