//go:build windows

package atomicfile

import "os"

// isUnsupported: Windows cannot sync a folder (renames are durable there).
func isUnsupported(error) bool { return true }

// tryLock cannot tell on Windows; a file open elsewhere cannot be
// removed there anyway.
func tryLock(*os.File) bool { return true }

// noFollow: Windows has no O_NOFOLLOW.
const noFollow = 0
