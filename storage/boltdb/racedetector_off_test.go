//go:build !race

package boltdb

const raceDetector = false
