//go:build race

package boltdb

// raceDetector: the race detector reserves large address ranges of its
// own, so a test that limits the address space cannot run under it.
const raceDetector = true
