//go:build windows

package boltdb

func isUnsupported(error) bool { return true }
