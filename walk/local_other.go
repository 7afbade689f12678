//go:build !linux

package walk

import "io/fs"

// devCache is local_linux.go's; elsewhere no call is raw.
type devCache struct{}

func (c *devCache) localFile(info fs.FileInfo, path string, parent device) bool { return false }

// mountsBelow is local_linux.go's: here nothing is known of mounts.
func mountsBelow(root string) (map[string]bool, bool) { return nil, false }
