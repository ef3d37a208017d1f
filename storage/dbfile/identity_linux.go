//go:build !android

package dbfile

import (
	"fmt"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

func Identity(f *os.File) string {
	// statx gives the birth time; where it fails (an old kernel, a
	// sandbox), the device and inode of fstat
	var st unix.Statx_t
	if err := unix.Statx(int(f.Fd()), "", unix.AT_EMPTY_PATH, unix.STATX_INO|unix.STATX_BTIME, &st); err == nil {
		if st.Mask&unix.STATX_BTIME != 0 {
			return fmt.Sprintf("ino %d born %d.%09d", st.Ino, st.Btime.Sec, st.Btime.Nsec)
		}
		return fmt.Sprintf("dev %d:%d ino %d", st.Dev_major, st.Dev_minor, st.Ino)
	}
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("dev %d:%d ino %d", unix.Major(uint64(s.Dev)), unix.Minor(uint64(s.Dev)), s.Ino)
	}
	return ""
}
