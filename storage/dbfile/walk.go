package dbfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"sync/atomic"
)

// Walk checks that a bbolt file's pages hold together before bbolt
// maps it: a valid meta page, a file long enough for every page below
// the high-water mark, and every page reachable from the root (branch
// and leaf pages, nested and inline buckets, the freelist) inside the
// file, of the right type, with every element inside its page, and no
// page referenced twice. bbolt trusts these on a memory-mapped file, so
// a damaged file could otherwise make it read outside the mapping (a
// fault Go cannot recover from in bbolt's own check goroutine). It reads
// with ReadAt only and never writes.
//
// The layout is bbolt's (go.etcd.io/bbolt internal/common, format 2,
// little-endian as on every platform Scorekeeper runs on).
//
// It also checks the key order bbolt's tx.Check checks (the file itself
// damaged, not one record): the keys of every page strictly ascending,
// and every page's keys inside the range its parent gives it. A write
// into a tree out of order would put keys where no search finds them.
func Walk(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return walkOpen(f)
}

// walkOpen is Walk on an open file (the one Open holds locked).
func walkOpen(f *os.File) error {
	walks.Add(1)
	return walkWith(f, false)
}

// walks counts the page walks Open ran.
var walks atomic.Int64

// Walks is how many page walks Open has run in this process (a walk
// the verified stamp saved is not one).
func Walks() int64 { return walks.Load() }

// WalkAll is Walk that also wants every page below the high-water mark
// in use or free, as bbolt's tx.Check does: a full check runs it instead
// of tx.Check, which reads every page through the memory map and so
// made the whole file resident in the process (ReadAt goes through the
// page cache only).
func WalkAll(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return walkWith(f, true)
}

func walkWith(f *os.File, all bool) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	w := &walker{f: f, size: fi.Size(), all: all}
	return w.walk()
}

const (
	boltMagic        = 0xED0CDAED
	boltVersion      = 2
	pageHeaderSize   = 16
	elementSize      = 16
	branchPageFlag   = 0x01
	leafPageFlag     = 0x02
	metaPageFlag     = 0x04
	freelistPageFlag = 0x10
	bucketLeafFlag   = 0x01
	noFreelist       = ^uint64(0)
	maxDepth         = 64
	maxPageSize      = 1 << 20
)

type meta struct {
	pageSize uint32
	root     uint64
	freelist uint64
	pgid     uint64
	txid     uint64
}

type walker struct {
	f        *os.File
	size     int64
	pageSize int64
	hwm      uint64
	seen     []uint64 // a bit per page below the high-water mark
	free     []uint64 // the freelist's pages
	bufs     [][]byte // one read buffer per tree depth (a page is read while its parent's is in use)
	all      bool     // every page must be in use or free (walkAll)
}

func (w *walker) isSeen(id uint64) bool { return w.seen[id/64]&(1<<(id%64)) != 0 }
func (w *walker) mark(id uint64)        { w.seen[id/64] |= 1 << (id % 64) }

// buffer returns the read buffer of depth, at least n bytes long.
func (w *walker) buffer(depth, n int) []byte {
	for len(w.bufs) <= depth {
		w.bufs = append(w.bufs, nil)
	}
	if cap(w.bufs[depth]) < n {
		w.bufs[depth] = make([]byte, n)
	}
	return w.bufs[depth][:n]
}

var le = binary.LittleEndian

// readMeta reads and validates the meta page at off.
func (w *walker) readMeta(off int64) (meta, error) {
	buf := make([]byte, pageHeaderSize+64)
	if _, err := w.f.ReadAt(buf, off); err != nil {
		return meta{}, fmt.Errorf("meta page at %d: %w", off, err)
	}
	if le.Uint16(buf[8:]) != metaPageFlag {
		return meta{}, fmt.Errorf("meta page at %d: not a meta page", off)
	}
	m := buf[pageHeaderSize:]
	if le.Uint32(m[0:]) != boltMagic {
		return meta{}, fmt.Errorf("meta page at %d: not a bbolt file", off)
	}
	if le.Uint32(m[4:]) != boltVersion {
		return meta{}, fmt.Errorf("meta page at %d: format version %d", off, le.Uint32(m[4:]))
	}
	h := fnv.New64a()
	h.Write(m[:56])
	if h.Sum64() != le.Uint64(m[56:]) {
		return meta{}, fmt.Errorf("meta page at %d: checksum mismatch", off)
	}
	return meta{
		pageSize: le.Uint32(m[8:]),
		root:     le.Uint64(m[16:]),
		freelist: le.Uint64(m[32:]),
		pgid:     le.Uint64(m[40:]),
		txid:     le.Uint64(m[48:]),
	}, nil
}

// oneOf reports whether flags is exactly one of the page types in want
// (bbolt tells a page's type by equality: a leaf page with another bit
// set is no leaf to it, and it would read the page as a branch).
func oneOf(flags, want uint16) bool {
	return flags != 0 && flags&(flags-1) == 0 && flags&want != 0
}

// possiblePageSize reports whether ps can be a bbolt file's page size.
func possiblePageSize(ps int64) bool {
	return ps >= 1024 && ps <= maxPageSize && ps&(ps-1) == 0
}

func (w *walker) walk() error {
	if w.size < 2*1024 {
		return fmt.Errorf("the file is too short (%d bytes) to be a database", w.size)
	}
	m0, err0 := w.readMeta(0)
	var ps int64 = 4096
	if err0 == nil {
		ps = int64(m0.pageSize)
	}
	if !possiblePageSize(ps) {
		return fmt.Errorf("page size %d is impossible", ps)
	}
	m1, err1 := w.readMeta(ps)
	var m meta
	switch {
	case err0 != nil && err1 != nil:
		return fmt.Errorf("both meta pages are invalid: %v; %v", err0, err1)
	case err0 != nil:
		m = m1
	case err1 != nil:
		m = m0
	case m1.txid > m0.txid:
		m = m1
	default:
		m = m0
	}
	if int64(m.pageSize) != ps {
		return fmt.Errorf("the meta pages disagree on the page size")
	}
	w.pageSize = ps
	w.hwm = m.pgid
	if w.hwm < 3 {
		return fmt.Errorf("high-water mark %d is impossible", w.hwm)
	}
	if need := int64(w.hwm) * ps; w.size < need || need/ps != int64(w.hwm) {
		return fmt.Errorf("the file is truncated: %d bytes, its pages need %d", w.size, int64(w.hwm)*ps)
	}
	w.seen = make([]uint64, (w.hwm+63)/64)
	w.mark(0)
	w.mark(1)
	if m.freelist != noFreelist {
		if err := w.freelist(m.freelist); err != nil {
			return err
		}
	}
	if err := w.tree(m.root, 0, nil, nil); err != nil {
		return err
	}
	// a page both free and in use would be overwritten by the next write
	for _, id := range w.free {
		if w.isSeen(id) {
			return fmt.Errorf("page %d is on the freelist and in use", id)
		}
	}
	if w.all {
		return w.accounted()
	}
	return nil
}

// accounted wants every page below the high-water mark in use or on the
// freelist (a page neither is lost to the file for good).
func (w *walker) accounted() error {
	for _, id := range w.free {
		w.mark(id)
	}
	for id := uint64(2); id < w.hwm; id++ {
		if !w.isSeen(id) {
			return fmt.Errorf("page %d is neither in use nor free", id)
		}
	}
	return nil
}

// page reads page id with its overflow pages into the buffer of depth.
func (w *walker) page(id uint64, want uint16, depth int) ([]byte, error) {
	if id < 2 || id >= w.hwm {
		return nil, fmt.Errorf("page %d is outside the file (high-water mark %d)", id, w.hwm)
	}
	if w.isSeen(id) {
		return nil, fmt.Errorf("page %d is referenced twice", id)
	}
	// one read for the page (its header included), another only for
	// overflow pages: two reads a page cost the walk at every Open half
	// its time
	buf := w.buffer(depth, int(w.pageSize))
	if _, err := w.f.ReadAt(buf, int64(id)*w.pageSize); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("page %d: %w", id, err)
	}
	if got := le.Uint64(buf[0:]); got != id {
		return nil, fmt.Errorf("page %d says it is page %d", id, got)
	}
	if flags := le.Uint16(buf[8:]); !oneOf(flags, want) {
		return nil, fmt.Errorf("page %d has type %#x, want %#x", id, flags, want)
	}
	overflow := uint64(le.Uint32(buf[12:]))
	if id+overflow >= w.hwm {
		return nil, fmt.Errorf("page %d overflows past the end (%d more pages)", id, overflow)
	}
	for i := id; i <= id+overflow; i++ {
		if w.isSeen(i) {
			return nil, fmt.Errorf("page %d is referenced twice", i)
		}
		w.mark(i)
	}
	if overflow > 0 {
		first := buf
		buf = w.buffer(depth, int((overflow+1)*uint64(w.pageSize)))
		if &buf[0] != &first[0] {
			copy(buf, first)
		}
		if _, err := w.f.ReadAt(buf[w.pageSize:], (int64(id)+1)*w.pageSize); err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("page %d: %w", id, err)
		}
	}
	return buf, nil
}

func (w *walker) freelist(id uint64) error {
	p, err := w.page(id, freelistPageFlag, 0)
	if err != nil {
		return fmt.Errorf("freelist: %w", err)
	}
	count := uint64(le.Uint16(p[10:]))
	start := uint64(pageHeaderSize)
	if count == 0xFFFF {
		count = le.Uint64(p[start:])
		start += 8
	}
	if count > uint64(len(p)) || start+count*8 > uint64(len(p)) {
		return fmt.Errorf("freelist page %d: %d ids do not fit", id, count)
	}
	for i := range count {
		free := le.Uint64(p[start+8*i:])
		if free < 2 || free >= w.hwm {
			return fmt.Errorf("freelist page %d: free page %d is outside the file", id, free)
		}
		w.free = append(w.free, free)
	}
	return nil
}

// tree checks the page tree of a bucket rooted at page id, whose keys
// must lie in [lo, hi) (nil: no bound).
func (w *walker) tree(id uint64, depth int, lo, hi []byte) error {
	if depth > maxDepth {
		return fmt.Errorf("page %d: the tree is too deep", id)
	}
	p, err := w.page(id, branchPageFlag|leafPageFlag, depth)
	if err != nil {
		return err
	}
	return w.nodes(p, id, depth, lo, hi)
}

// key returns the key of element i of page p (the element already found
// inside the page).
func key(p []byte, i int) []byte {
	at := pageHeaderSize + i*elementSize
	e := p[at : at+elementSize]
	if le.Uint16(p[8:]) == branchPageFlag {
		pos, ksize := int(le.Uint32(e[0:])), int(le.Uint32(e[4:]))
		return p[at+pos : at+pos+ksize]
	}
	pos, ksize := int(le.Uint32(e[4:])), int(le.Uint32(e[8:]))
	return p[at+pos : at+pos+ksize]
}

// order checks that key k of element i of page id follows prev and lies
// in [lo, hi).
func order(id uint64, i int, k, prev, lo, hi []byte) error {
	switch {
	case i > 0 && bytes.Compare(prev, k) >= 0:
		return fmt.Errorf("page %d: key %d is out of order (%x after %x)", id, i, k, prev)
	case lo != nil && bytes.Compare(k, lo) < 0:
		return fmt.Errorf("page %d: key %d (%x) is below its parent's key %x", id, i, k, lo)
	case hi != nil && bytes.Compare(k, hi) >= 0:
		return fmt.Errorf("page %d: key %d (%x) is not below the next parent key %x", id, i, k, hi)
	}
	return nil
}

// nodes checks the elements of page p (a page or an inline bucket's
// page, a branch or a leaf page: page checked its type), whose keys must
// lie in [lo, hi).
func (w *walker) nodes(p []byte, id uint64, depth int, lo, hi []byte) error {
	if len(p) < pageHeaderSize {
		return fmt.Errorf("page %d is too short", id)
	}
	branch := le.Uint16(p[8:]) == branchPageFlag
	count := int(le.Uint16(p[10:]))
	if pageHeaderSize+count*elementSize > len(p) {
		return fmt.Errorf("page %d: %d elements do not fit", id, count)
	}
	if count == 0 && branch { // bbolt would follow its first element anyway
		return fmt.Errorf("page %d is a branch page with no elements", id)
	}
	var prev []byte
	for i := range count {
		var k []byte
		var err error
		if branch {
			k, err = w.branch(p, id, i, depth, prev, lo, hi)
		} else {
			k, err = w.leaf(p, id, i, depth, prev, lo, hi)
		}
		if err != nil {
			return err
		}
		prev = k
	}
	return nil
}

// branch checks element i of branch page p (its key after prev and in
// [lo, hi)) and the tree it points to, and returns its key.
func (w *walker) branch(p []byte, id uint64, i, depth int, prev, lo, hi []byte) ([]byte, error) {
	at := pageHeaderSize + i*elementSize
	e := p[at : at+elementSize]
	if err := branchElement(p, id, i); err != nil {
		return nil, err
	}
	k := key(p, i)
	if err := order(id, i, k, prev, lo, hi); err != nil {
		return nil, err
	}
	next := hi
	if i+1 < int(le.Uint16(p[10:])) {
		if err := branchElement(p, id, i+1); err != nil {
			return nil, err
		}
		next = key(p, i+1)
	}
	return k, w.tree(le.Uint64(e[8:]), depth+1, k, next)
}

// leaf checks element i of leaf page p (its key after prev and in [lo,
// hi); a bucket's tree or inline page), and returns its key.
func (w *walker) leaf(p []byte, id uint64, i, depth int, prev, lo, hi []byte) ([]byte, error) {
	at := pageHeaderSize + i*elementSize
	e := p[at : at+elementSize]
	eflags, pos, ksize, vsize := le.Uint32(e[0:]), int(le.Uint32(e[4:])), int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
	if !inside(len(p), at, pos, ksize+vsize) || ksize+vsize < 0 {
		return nil, fmt.Errorf("page %d: element %d points outside the page", id, i)
	}
	k := p[at+pos : at+pos+ksize]
	if err := order(id, i, k, prev, lo, hi); err != nil {
		return nil, err
	}
	if eflags&bucketLeafFlag == 0 {
		return k, nil
	}
	v := p[at+pos+ksize : at+pos+ksize+vsize]
	switch {
	case len(v) < 16:
		return nil, fmt.Errorf("page %d: bucket %d is too short", id, i)
	case le.Uint64(v[0:]) != 0:
		return k, w.tree(le.Uint64(v[0:]), depth+1, nil, nil)
	case len(v) < 16+pageHeaderSize || le.Uint16(v[16+8:]) != leafPageFlag:
		return nil, fmt.Errorf("page %d: inline bucket %d is not a leaf page", id, i)
	}
	if err := w.nodes(v[16:], id, depth+1, nil, nil); err != nil {
		return nil, fmt.Errorf("inline bucket: %w", err)
	}
	return k, nil
}

// branchElement checks that element i of branch page p lies inside it.
func branchElement(p []byte, id uint64, i int) error {
	at := pageHeaderSize + i*elementSize
	e := p[at : at+elementSize]
	if !inside(len(p), at, int(le.Uint32(e[0:])), int(le.Uint32(e[4:]))) {
		return fmt.Errorf("page %d: element %d points outside the page", id, i)
	}
	return nil
}

// inside reports whether n bytes at element offset at+pos lie in a page of size.
func inside(size, at, pos, n int) bool {
	if pos < 0 || n < 0 || pos > size || n > size {
		return false
	}
	return at+pos+n <= size
}
