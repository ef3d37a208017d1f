// Package syncfolder keeps a sync folder (SPEC 2.1): one file per match,
// league and roster player, which a file-sync engine (Syncthing, a cloud
// drive's folder) carries between devices. Scorekeeper runs no sync
// service of its own; a pass (Pass) writes what changed in the database
// since the last pass and imports what is new or changed in the folder.
//
// The folder is reached through Folder (Dir on a desktop; the app gives a
// platform folder on a phone). What the database knows of a folder (the
// last change written, each file's size, time and SHA-256) is kept in the
// database (boltdb's SyncFiles, SaveSyncState), so a pass reads only
// files that changed and never writes back what it just read. A pass
// reads and saves that record a batch of files at a time as it goes:
// its memory does not grow with the folder, and a pass stopped half-way
// keeps what it did.
package syncfolder
