package syncfolder

import (
	"io/fs"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// noBlock opens a file without waiting (a pipe put where a file was
// listed must not hang the pass).
const noBlock = syscall.O_NONBLOCK

// changeTime is the file's status change time (ctime), which the kernel
// sets on every change and no program can set.
func changeTime(fi fs.FileInfo) time.Time {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return time.Unix(st.Ctim.Unix())
	}
	return time.Time{}
}

// syncEach syncs a file as it is written: not here, where syncAll syncs
// the whole batch at once.
func syncEach(*os.File) error { return nil }

// syncAll makes every file written in k's file system durable at once
// (syncfs(2)): one flush of the journal instead of one per file.
func syncAll(k *os.Root) error {
	f, err := k.Open(".")
	if err != nil {
		return err
	}
	defer f.Close()
	c, err := f.SyscallConn()
	if err != nil {
		return err
	}
	if cerr := c.Control(func(fd uintptr) { err = unix.Syncfs(int(fd)) }); cerr != nil {
		return cerr
	}
	if err != nil {
		return &fs.PathError{Op: "syncfs", Path: k.Name(), Err: err}
	}
	return nil
}
