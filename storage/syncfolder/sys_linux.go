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

// syncAll makes every file written in dir's file system durable at once
// (syncfs(2)): one flush of the journal instead of one per file.
func syncAll(dir *os.File) error {
	c, err := dir.SyscallConn()
	if err != nil {
		return err
	}
	if cerr := c.Control(func(fd uintptr) { err = unix.Syncfs(int(fd)) }); cerr != nil {
		return cerr
	}
	if err != nil {
		return &fs.PathError{Op: "syncfs", Path: dir.Name(), Err: err}
	}
	return nil
}

// renameNew renames from to to in dir unless to exists (renameat2(2)
// with RENAME_NOREPLACE): in one step, so a file delivered at to after
// the check is never replaced. fs.ErrExist when to exists; errNoReplace
// where the file system cannot.
func renameNew(dir *os.File, from, to string) error {
	c, err := dir.SyscallConn()
	if err != nil {
		return err
	}
	if cerr := c.Control(func(fd uintptr) { err = unix.Renameat2(int(fd), from, int(fd), to, unix.RENAME_NOREPLACE) }); cerr != nil {
		return cerr
	}
	switch err {
	case nil:
		return nil
	case unix.EEXIST:
		return fs.ErrExist
	case unix.EINVAL, unix.ENOSYS, unix.ENOTSUP:
		return errNoReplace
	}
	return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
}
