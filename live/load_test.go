package live

import (
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestLoad: 50 pages follow one match through 100 saves, each page ends
// on the last state. It logs the time from Notify to each page's event
// (p50, max) and the process's memory (server and clients share it):
// go test -run Load -v ./live/
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	// saves 20 ms apart (faster than any table), and a burst 2 ms apart
	// in which events queue up behind each other
	for _, gap := range []time.Duration{20 * time.Millisecond, 2 * time.Millisecond} {
		t.Run(gap.String(), func(t *testing.T) { load(t, gap) })
	}
}

func load(t *testing.T, gap time.Duration) {
	const pages, saves = 50, 100
	src, m := example(t)
	full := m.Game
	s, base := running(t, src, Options{StreamsPerAddr: pages}) // every page from 127.0.0.1
	token, _ := s.Share(m.ID)
	var streams []*stream
	for range pages {
		st := openStream(t, base+"/t/"+token+"/events")
		st.next(t, 5*time.Second)
		streams = append(streams, st)
	}
	var mu sync.Mutex
	sent := map[int]time.Time{}
	var lat []time.Duration
	last := make([]int, pages)
	var wg sync.WaitGroup
	first, _ := src.Get(m.ID)
	want := first.Revision + saves // the last save's revision
	for i, st := range streams {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for data := range st.events {
				now := time.Now()
				r := revisionOf(data)
				mu.Lock()
				if at, ok := sent[r]; ok {
					lat = append(lat, now.Sub(at))
				}
				mu.Unlock()
				last[i] = r
				if r == want {
					return
				}
			}
		}()
	}
	rev := 0
	for k := range saves {
		rev = src.save(m, full, 1+k%full.Len())
		mu.Lock()
		sent[rev] = time.Now()
		mu.Unlock()
		s.Notify(m.ID)
		time.Sleep(gap)
	}
	if rev != want {
		t.Fatalf("saved up to revision %d, expected %d", rev, want)
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("pages still waiting for the last state")
	}
	for i, r := range last {
		if r != rev {
			t.Errorf("page %d ended on revision %d, last %d", i, r, rev)
		}
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	slices.Sort(lat)
	state, _, _ := s.shares[token].current("en")
	t.Logf("%d pages, %d saves %v apart, events of %d bytes: %d events timed, save to event p50 %v, max %v; heap in use %.1f MB, %s",
		pages, saves, gap, len(state), len(lat), lat[len(lat)/2].Round(time.Microsecond), lat[len(lat)-1].Round(time.Microsecond), float64(ms.HeapInuse)/(1<<20), rss())
}

// revisionOf reads the revision of an event's JSON without decoding
// the rest (fifty decoding pages would measure the test's own clients).
func revisionOf(data string) int {
	_, after, _ := strings.Cut(data, `"revision":`)
	end := strings.IndexAny(after, ",}")
	if end < 0 {
		return -1
	}
	n, err := strconv.Atoi(after[:end])
	if err != nil {
		return -1
	}
	return n
}

// rss is the process's resident and peak resident size (Linux).
func rss() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "RSS unknown"
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS") || strings.HasPrefix(l, "VmHWM") {
			out = append(out, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(out, ", ")
}
