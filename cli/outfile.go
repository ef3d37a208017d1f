package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"scorekeeper/storage/atomicfile"
)

// writeOutput writes what write writes to the -o path (SPEC section 4):
// "" or "-" is standard output. An existing regular file (also behind a
// symlink, which stays a link) is replaced whole or not at all
// (atomicfile.Write); a device, a FIFO or a socket is written in place, opened
// for writing without truncating or creating (so /dev/null stays a
// device and a FIFO stays a FIFO); a folder is refused, and so is the
// database being read (the same file by os.SameFile: also through a
// symlink or a hard link).
func writeOutput(stdout io.Writer, path, dbPath string, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		bw := bufio.NewWriterSize(stdout, 256<<10)
		if err := write(bw); err != nil {
			bw.Flush()
			return err
		}
		return bw.Flush()
	}
	target := path
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A new file (or a dangling symlink, which the file replaces).
	case err != nil:
		return err
	default:
		if db, err := os.Stat(dbPath); err == nil && os.SameFile(fi, db) {
			return fmt.Errorf("%s is the database being exported; choose another file", path)
		}
		if fi.IsDir() {
			return fmt.Errorf("%s is a folder; -o needs a file", path)
		}
		if !fi.Mode().IsRegular() {
			return writeInPlace(path, write)
		}
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return err
		}
	}
	return atomicfile.Write(target, 0o644, write)
}

// writeInPlace writes to a device, FIFO or socket that exists at path.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 256<<10)
	err = write(bw)
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
