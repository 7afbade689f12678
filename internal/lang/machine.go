package lang

import "strings"

// MachineWritten reports whether the file named name is one that programs
// write and read back, by its name: a checksum list (Go's go.sum and
// go.work.sum, SHA256SUMS, a wheel's RECORD, dpkg's md5sums, x.sha256),
// a package manager's lock file (Cargo.lock, yarn.lock,
// package-lock.json, poetry.lock, pnpm-lock.yaml, ...) or its module
// list (go.mod, vendor/modules.txt, which the go command rewrites). Its
// text is no prose: what reads as a URL in it is data ("h1://okPT…=" is
// a go.sum checksum), and a fix there breaks what the program checks
// (review51 K3).
func MachineWritten(name string) bool {
	base := name
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		base = name[i+1:]
	}
	lower := strings.ToLower(base)
	switch lower {
	case "go.sum", "go.work.sum", "go.mod", "go.work", "modules.txt",
		"package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "bun.lock", "deno.lock",
		"composer.lock", "packages.lock.json", "package.resolved", "gradle.lockfile", ".terraform.lock.hcl",
		"sha1sums", "sha224sums", "sha256sums", "sha384sums", "sha512sums", "md5sums", "b2sums", "cksums", "checksums.txt",
		"installed-files.txt", "direct_url.json":
		return lower != "modules.txt" || strings.HasSuffix(strings.ToLower(strings.ReplaceAll(name, `\`, "/")), "vendor/modules.txt")
	}
	if base == "RECORD" || base == "INSTALLER" {
		// A wheel's list of files and their hashes (name.dist-info/RECORD).
		dir := strings.TrimSuffix(name, base)
		return strings.HasSuffix(strings.TrimRight(dir, `/\`), ".dist-info")
	}
	i := strings.LastIndexByte(lower, '.')
	if i <= 0 {
		return false
	}
	switch lower[i+1:] {
	case "lock", "lockfile", "sum", "md5", "sha1", "sha256", "sha512", "md5sums", "sha256sum", "sha512sum", "md5sum":
		return true
	}
	return false
}
