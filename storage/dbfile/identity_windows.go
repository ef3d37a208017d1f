package dbfile

import (
	"fmt"
	"os"
	"syscall"
)

func Identity(f *os.File) string {
	var fi syscall.ByHandleFileInformation
	if err := syscall.GetFileInformationByHandle(syscall.Handle(f.Fd()), &fi); err != nil {
		return ""
	}
	return fmt.Sprintf("volume %x index %x:%x created %d", fi.VolumeSerialNumber, fi.FileIndexHigh, fi.FileIndexLow, fi.CreationTime.Nanoseconds())
}
