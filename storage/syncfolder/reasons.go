package syncfolder

import "scorekeeper/assets"

// Reason is why a pass skipped a file, as a message of the translation
// files (Key, Args: storage.sync.skip.*): the reader's language renders
// it (Error is English).
type Reason struct {
	key  string
	args map[string]any
}

func reason(key string, args map[string]any) *Reason { return &Reason{key, args} }

func (r *Reason) Error() string {
	m, err := assets.Load("en")
	if err != nil {
		return r.key
	}
	return m.Text(r.key, r.args)
}

// Key is the message's translation key.
func (r *Reason) Key() string { return r.key }

// Args are the arguments of Key's message.
func (r *Reason) Args() map[string]any { return r.args }

// Why a pass skips a file.
var (
	errTooLarge     = reason("storage.sync.skip.large", map[string]any{"MiB": MaxFile >> 20})
	errChanging     = reason("storage.sync.skip.changing", nil)
	errDeviceLarge  = reason("storage.sync.skip.deviceLarge", map[string]any{"KiB": maxDeviceFile >> 10})
	errDeviceFormat = reason("storage.sync.skip.deviceFormat", nil)
	errDeviceNewer  = reason("storage.sync.skip.deviceNewer", nil)
	errDeviceID     = reason("storage.sync.skip.deviceID", nil)

	// ErrNotFile is the error of a name taken by something other than a
	// regular file (a link, a folder): a pass never reads, replaces or
	// removes it.
	ErrNotFile = reason("storage.sync.skip.notFile", nil)
)

// unreadable is a file the folder could not read, in the system's words.
func unreadable(err error) *Reason {
	return reason("storage.sync.skip.unreadable", map[string]any{"Err": err.Error()})
}

// badName is a device file whose name breaks the rules of names.
func badName(err error) *Reason {
	return reason("storage.sync.skip.deviceName", map[string]any{"Err": err.Error()})
}
