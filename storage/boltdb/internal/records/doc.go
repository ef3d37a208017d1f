// Package records is the schema of Scorekeeper's bbolt database: its
// buckets and the migrations between their layouts (layout.go,
// migrate.go), the bytes and keys of every record (frames with a
// checksum, compressed matches, summaries and their index keys,
// statistics facts, conflict notes, tombstones: records.go, frame.go,
// summary.go, facts.go), reading and writing each kind of record in a
// transaction with what it keeps in step (the change index, a match's
// caches, the names of its versions: matches.go, versions.go,
// tombstones.go, players.go, leagues.go, changes.go, device.go), and
// checking the records against each other and rebuilding the caches
// (check.go, repair.go). Every function works inside the caller's
// transaction; storage/boltdb opens the file, runs the transactions and
// decides what to write (the sync rules, imports, saves).
package records
