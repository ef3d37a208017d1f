package atomicfile

import "os"

// SyncDir makes the renames and links in the folder dir durable.
// Systems that cannot sync a folder (Windows) make them durable
// themselves; a folder that cannot be opened or synced for want of
// permission is left as it is.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	defer d.Close()
	return SyncOpenDir(d)
}

// SyncOpenDir is SyncDir on a folder already open.
func SyncOpenDir(d *os.File) error {
	if err := d.Sync(); err != nil && !os.IsPermission(err) && !isUnsupported(err) {
		return err
	}
	return nil
}
