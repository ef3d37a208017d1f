//go:build !unix && !windows

package boltdb

import "os"

func fileIdentity(*os.File) string { return "" }
