package dbfile

// Identity (identity_*.go) names the file f is open on, so that a copy
// of it is told from it: what survives a restart, a rename (a move by the
// user or by the app: Rescue keeps the damaged file aside under another
// name) and bbolt's writes in place, but not a copy (another program's,
// a phone backup restored, a sync engine's) nor a restore (a backup's
// bytes written into a new file). On Linux the inode and the birth time
// (statx; where the file system has none, the device and the inode); on
// Android and other Unix systems the device and the inode; on Windows the
// volume, the file index and the creation time. "" where the system
// gives none: then only a restored backup (which carries no identity:
// storage/boltdb's stampBackup) takes a new device id, not a copy.
