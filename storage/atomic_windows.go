//go:build windows

package storage

func isUnsupported(error) bool { return true }
