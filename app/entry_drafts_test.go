package app

import (
	"fmt"
	"testing"
)

// TestDraftWriter: drafts queued faster than the disk takes them are
// written in order off the UI goroutine, the newest winning; a drop
// queued after them wins over them; loadDraft sees a queued draft before
// it is written.
func TestDraftWriter(t *testing.T) {
	u, db := newTestUI(t)
	u.inline = false // the real writer goroutine (make race checks it)
	for i := range 200 {
		u.queueDraft("m1", fmt.Appendf(nil, `{"round":%d}`, i+1))
		u.queueDraft("m2", fmt.Appendf(nil, `{"round":%d}`, i+1))
		if d := u.loadDraft("m1"); d == nil || d.Round != i+1 {
			t.Fatalf("after queueing round %d: %+v", i+1, d)
		}
	}
	u.dropDraft("m2")
	u.flushDrafts()
	if d, err := db.Draft("m1"); string(d) != `{"round":200}` || err != nil {
		t.Errorf("m1: %q %v", d, err)
	}
	if d, err := db.Draft("m2"); d != nil || err != nil {
		t.Errorf("m2 was dropped last: %q %v", d, err)
	}
	if d := u.loadDraft("m2"); d != nil {
		t.Errorf("m2: %+v", d)
	}
}
