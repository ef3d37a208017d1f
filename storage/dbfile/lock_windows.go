package dbfile

import (
	"os"
	"time"
)

// lockFile does nothing on Windows: bbolt locks the file (LockFileEx)
// right after opening it, and the checks run before that.
func lockFile(*os.File, bool, time.Duration) error { return nil }

// noFollow: Windows has no O_NOFOLLOW.
const noFollow = 0
