// Package syncrules decides what a database holds of a record synced
// between devices (SPEC 2.1 and 3, docs/DESIGN.md "Sync rules"): which
// versions of a match or a league beat which (version vectors, files
// without versions, tombstones), what an arriving version does to the
// versions held (skipped, stored, which it replaces), which live version
// holds the record's own id, the versions of a save, how two versions of
// a roster player merge, and which counts are too near the limit to take
// in. It knows no bbolt and no files: storage/boltdb loads the versions
// it holds, asks, and stores what this package decides.
package syncrules
