package dbfile

import (
	"os"
	"syscall"
)

// fileID is fi's device, inode and change time (nanoseconds).
func fileID(fi os.FileInfo) (dev, ino uint64, ctime int64, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, 0, false
	}
	return uint64(st.Dev), st.Ino, st.Ctim.Nano(), true
}
