package dbfile

import (
	"syscall"

	"go.etcd.io/bbolt"
)

// Release tells the kernel this process no longer needs the pages of
// the database's memory map that tx can see, so reading every match
// (export, check, a sync pass) does not keep the whole file resident:
// the pages stay in the page cache and fault back in when read again.
// It runs inside a transaction, where no remap can move the mapping: a
// read transaction holds bbolt's mmap lock shared, and a write
// transaction's own commit is the only other place that remaps (its
// dirty pages are not in the mapping). Callers hand on only copies of
// what they read.
func Release(tx *bbolt.Tx) {
	data, size := tx.DB().Info().Data, tx.Size()
	if data == 0 || size <= 0 {
		return
	}
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, data, uintptr(size), syscall.MADV_DONTNEED)
}
