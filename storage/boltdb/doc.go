// Package boltdb keeps Scorekeeper's data in one bbolt database file:
// the players' roster, every match as its match-file JSON (the entries,
// never the scores; compressed with DEFLATE), a small summary per match
// for listing history quickly and each match's statistics facts (so
// statistics never decode a match), the SKUCK leagues, and the schema
// version. A match's record, summary and facts sit under adjacent keys
// of one bucket (internal/records), so a save rewrites one leaf page
// path. It also exports (CSV, JSON) and imports (match files and
// bundles) matches, syncs (the rules of storage/syncrules), makes
// backups, and rescues a damaged file (storage/dbfile detects it and
// keeps it aside).
//
// # Promises
//
//   - A save (Save, SaveAt, Import, the roster calls) is one bbolt
//     transaction that has committed, and been synced to disk, before the
//     call returns. A process killed at any moment loses no saved entry.
//   - Every stored value is framed with a CRC-32C checksum over its key
//     and payload (internal/records) and checked on every read: a
//     flipped byte is reported as a *RecordError naming the match, never
//     used.
//   - Open waits at most Options.Timeout (1 s by default) for the file
//     lock and then returns ErrInUse ("in use by another Scorekeeper").
//   - Open never writes to a file it finds damaged (bbolt refuses it, its
//     pages do not hold together — a page outside the file, of the wrong
//     type, used twice, both free and in use, or keys out of order —, its
//     buckets are not Scorekeeper's, the check does not finish in time, or
//     it is empty and has backups): it returns a *DamagedError. The checks
//     run under the lock Open then writes under; a new file is created and
//     initialised on its final path under that lock, so two processes
//     creating it at once share one file.
//   - A file that cannot be opened for a reason outside its bytes (no
//     memory, too many open files, a read-only disk, no permission, not a
//     regular file, a link to nothing) is a *TroubleError, never damage:
//     Rescue refuses it, and nothing moves or writes the file. bbolt's
//     full tx.Check runs in Check (`scorekeeper check`), and at Open with
//     Options.DeepCheck. Rescue keeps a damaged file aside under a name
//     with the time and renames a replacement over it (never leaving the
//     path empty): a copy with the caches rebuilt when only they are
//     damaged, else the newest sound backup, else a fresh database. A
//     missing file with backups beside it is restored from the newest
//     sound one.
//   - Backups are ordered by their content (a generation stored in each),
//     not by the clock; one whose content equals the newest backup's is
//     not made; rotation keeps the oldest and the newest.
//
// # Concurrency
//
// A *DB is safe for concurrent use by any number of goroutines. Writes
// are serialised by bbolt (one write transaction at a time); reads run
// concurrently with each other and with a write. Every method runs its
// own transactions and copies what it returns out of them, so nothing a
// method returns refers to the database's memory, and no read
// transaction is held between calls. Long reads (Export, Check, Backup)
// work in batches or in one read transaction that does not block saves.
// Close waits for running calls to finish; calls after Close return
// bbolt's ErrDatabaseNotOpen.
//
// Keep exactly one *DB per database file and process: a second Open of
// the same path in the same process returns ErrAlreadyOpen (file locks
// are per process on some systems, so a second handle could not be told
// apart from another program).
package boltdb
