//go:build linux

package boltdb

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// limitChild applies the limits a trouble child was asked for, the way
// `ulimit` does, once the Go runtime has started (under a fixed
// `prlimit --as` the runtime itself fails to start at some sizes and
// not others):
//   - SCOREKEEPER_TROUBLE_AS=N: address space (RLIMIT_AS, `ulimit -v`)
//     limited to what the process maps now plus N KiB;
//   - SCOREKEEPER_TROUBLE_FDS=N: every file descriptor under the limit
//     (`prlimit --nofile`) taken but N.
func limitChild(t *testing.T) {
	if kb, err := strconv.Atoi(os.Getenv("SCOREKEEPER_TROUBLE_AS")); err == nil {
		// The Go heap first takes address space for 32 MB and frees it
		// (the runtime keeps the space reserved): Open's own allocations
		// then fit in it, and only the file's memory map meets the limit
		// (without, a heap that needed a new block at the wrong moment
		// killed the child: "runtime: out of memory").
		warm := make([]byte, 32<<20)
		for i := 0; i < len(warm); i += 4096 {
			warm[i] = 1
		}
		runtime.KeepAlive(warm)
		runtime.GC()
		size := vmSize(t) + uint64(kb)<<10
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: size, Max: size}); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := strconv.Atoi(os.Getenv("SCOREKEEPER_TROUBLE_FDS")); err == nil {
		var held []*os.File
		for {
			f, err := os.Open(os.DevNull)
			if err != nil {
				break
			}
			held = append(held, f)
		}
		for _, f := range held[:min(n, len(held))] {
			f.Close()
		}
	}
}

// vmSize is the process's mapped address space in bytes.
func vmSize(t *testing.T) uint64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "VmSize:" {
			kb, _ := strconv.ParseUint(f[1], 10, 64)
			return kb << 10
		}
	}
	t.Fatal("no VmSize")
	return 0
}
