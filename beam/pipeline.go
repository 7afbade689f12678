// Package urlsiftbeam is urlsift as an Apache Beam pipeline: it reads a
// glob or a list of files (WARC, WET and WAT files, or any input urlsift
// reads; local, gs:// or s3:// through Beam's filesystems) and runs on each
// the very function `urlsift extract|lint --output-dir` runs on each
// input (package mapper), as a DoFn that writes the file's own output
// shard (JSON Lines by default) under the output directory, named as
// --output-dir names it. The shards are written by the workers that read
// the files, in parallel: textio.Write would gather every row on one
// worker.
//
// It lives in a module of its own (github.com/urlsift/urlsift/beam) so
// that the command keeps its small set of dependencies. cmd/urlsift-beam
// is the program; README.md says how to run it on each runner.
package urlsiftbeam

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/mapper"
	"github.com/urlsift/urlsift/urlsyntax"
)

func init() {
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(string), error](&mapFn{})
	register.DoFn3x1[context.Context, string, func(fileio.FileMetadata), error](&globFn{})
	register.Emitter1[string]()
	register.Function2x0(lineToGlob)
	register.DoFn1x2[fileio.FileMetadata, string, fileio.FileMetadata](&shardKeyFn{})
	register.Function4x1(firstOfShard)
	register.Iter1[fileio.FileMetadata]()
	register.Emitter1[fileio.FileMetadata]()
	beam.RegisterType(reflect.TypeOf((*shardKeyFn)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*mapFn)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*globFn)(nil)).Elem())
}

// Options configure the pipeline: what to read, where to write, and the
// command's flags.
type Options struct {
	Inputs    []string // globs or paths: local, gs://, s3://
	FilesFrom string   // a file (local, gs://, s3://) listing globs or paths, one per line
	Output    string   // the directory of the shards, and of the manifest
	Command   string   // extract (default) or lint
	Format    string   // the command's --format; json (JSON Lines) by default

	// The command's flags.
	Abbreviated bool     // --abbreviated
	Relative    bool     // lint --relative
	Base        string   // extract --base
	MaxURL      int      // --max-url (0: the default)
	Enable      []string // lint --enable
	Disable     []string // lint --disable
	Info        bool     // lint --info: findings at info are reported too
}

// Row is a line of the manifest: what became of one input.
type Row struct {
	// Input is the file's path, a password in it masked as the command
	// line masks names ("https:/u:***@h/x").
	Input  string `json:"input"`
	Output string `json:"output,omitempty"`
	// Status is "written", "done" (its shard was there: not read again),
	// "damaged" (read in part: the shard holds what was read), "skipped"
	// (a binary file: no shard), or "not read" (its shard is that of a
	// file before it by path, whose name masks alike).
	Status string `json:"status"`
	Detail string `json:"detail,omitempty"`
}

// Build adds the pipeline to s: the inputs matched (an empty match is an
// error, as `urlsift` refuses a path that is not there), read as stored
// (a .gz is not decompressed by the filesystem, so that record offsets
// are those of the file), spread over the workers, each mapped into its
// own shard; the manifest (one JSON Row per input) is written to
// Output/_manifest.jsonl. It returns the rows.
func Build(s beam.Scope, o Options) (beam.PCollection, error) {
	if o.Output == "" {
		return beam.PCollection{}, errors.New("no output directory")
	}
	if len(o.Inputs) == 0 && o.FilesFrom == "" {
		return beam.PCollection{}, errors.New("no input: give globs or a list of files")
	}
	fn, err := newMapFn(o)
	if err != nil {
		return beam.PCollection{}, err
	}
	for _, g := range o.Inputs {
		filesystem.ValidateScheme(g)
	}
	var globs []beam.PCollection
	if len(o.Inputs) > 0 {
		globs = append(globs, beam.CreateList(s, o.Inputs))
	}
	if o.FilesFrom != "" {
		globs = append(globs, beam.ParDo(s, lineToGlob, textio.Read(s, o.FilesFrom)))
	}
	all := globs[0]
	if len(globs) > 1 {
		all = beam.Flatten(s, globs...)
	}
	matches := beam.ParDo(s.Scope("match"), &globFn{}, all)
	// Files whose shards are one (names that mask alike: URL-like names
	// whose passwords differ) are grouped by that name, and only the
	// first by path is read; before, each worker took the other's shard
	// for a rerun's, and which file's URLs were kept depended on which
	// renamed first, the other's row saying "done".
	keyed := beam.ParDo(s, &shardKeyFn{Ext: fn.m.Ext()}, matches)
	matches, lost := beam.ParDo2(s, firstOfShard, beam.GroupByKey(s, keyed))
	// A glob matches in one bundle; without the reshuffle the whole of
	// it would be read by the worker that matched it.
	matches = beam.Reshuffle(s, matches)
	files := fileio.ReadMatches(s, matches, fileio.ReadUncompressed(), fileio.ReadDirectoryDisallow())
	rows := beam.Flatten(s, beam.ParDo(s, fn, files), lost)
	textio.Write(s, joinPath(o.Output, "_manifest.jsonl"), rows)
	return rows, nil
}

// globFn matches a glob or path as fileio.MatchAll does with
// MatchEmptyDisallow (a glob that matches nothing is an error, as
// `urlsift` refuses a path that is not there), and refuses a directory as
// ReadMatches' ReadDirectoryDisallow does; but every error it returns
// masks the passwords of the names in it as the command line does
// ("https:/u:***@h/x"): the SDK's own errors quote the pattern as given,
// and the runner prints a DoFn's error.
type globFn struct{}

func (*globFn) ProcessElement(ctx context.Context, glob string, emit func(fileio.FileMetadata)) (err error) {
	defer func() { err = maskError(err) }()
	if strings.TrimSpace(glob) == "" {
		return nil
	}
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return err
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("%s: no file matches", glob)
	}
	lm, _ := fs.(filesystem.LastModifiedGetter)
	for _, path := range files {
		if strings.HasSuffix(path, "/") || strings.HasSuffix(path, "\\") {
			return fmt.Errorf("%s: is a directory", path)
		}
		md := fileio.FileMetadata{Path: path}
		if md.Size, err = fs.Size(ctx, path); err != nil {
			return err
		}
		if lm != nil {
			if md.LastModified, err = lm.LastModified(ctx, path); err != nil {
				return err
			}
		}
		emit(md)
	}
	return nil
}

// maskedError is an error whose text has the passwords of the URLs in it
// (a path such as "in/https:/u:pw@h/x", and an os error quoting it)
// masked; Unwrap gives the error it masks, for errors.Is and As.
type maskedError struct {
	msg string
	err error
}

func (e *maskedError) Error() string { return e.msg }
func (e *maskedError) Unwrap() error { return e.err }

// maskError returns err with its text masked as a file name is
// (urlsyntax.MaskName: a path cleaned from "://" to ":/" too; nil stays
// nil).
func maskError(err error) error {
	if err == nil {
		return nil
	}
	var m *maskedError
	if errors.As(err, &m) && m == err {
		return err
	}
	return &maskedError{msg: urlsyntax.MaskName(err.Error()), err: err}
}

// shardKeyFn keys a matched file by the name of its shard.
type shardKeyFn struct {
	Ext string // the shard's extension (mapper.Mapper's Ext)
}

func (f *shardKeyFn) ProcessElement(m fileio.FileMetadata) (string, fileio.FileMetadata) {
	return mapper.OutputName(m.Path, f.Ext), m
}

// firstOfShard keeps, of the files whose shard is one, the first by path
// (a path matched twice is one file), and gives every other a row "not
// read": the command line's --output-dir does the same in the inputs'
// order.
func firstOfShard(shard string, files func(*fileio.FileMetadata) bool, keep func(fileio.FileMetadata), lost func(string)) error {
	var all []fileio.FileMetadata
	var m fileio.FileMetadata
	for files(&m) {
		all = append(all, m)
	}
	if len(all) == 0 {
		return nil
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Path < all[j].Path })
	keep(all[0])
	for i := 1; i < len(all); i++ {
		if all[i].Path == all[i-1].Path {
			continue
		}
		if err := emitRow(lost, Row{Input: urlsyntax.MaskName(all[i].Path), Status: "not read", Detail: "its shard " + shard + " is the shard of an input before it"}); err != nil {
			return err
		}
	}
	return nil
}

// lineToGlob keeps the non-empty lines of a list of files.
func lineToGlob(line string, emit func(string)) {
	if line = strings.TrimSpace(line); line != "" {
		emit(line)
	}
}

// mapFn maps one file into its shard with the command's own function.
// Its exported fields are what Beam sends to the workers.
type mapFn struct {
	Opts Options

	m mapper.Mapper
}

func newMapFn(o Options) (*mapFn, error) {
	fn := &mapFn{Opts: o}
	return fn, fn.Setup()
}

// Setup builds the mapper from the options, on each worker.
func (fn *mapFn) Setup() error {
	o := fn.Opts
	format := o.Format
	if format == "" {
		format = "json"
	}
	opts := extract.Options{Abbreviated: o.Abbreviated, MaxURL: o.MaxURL}
	switch o.Command {
	case "", "extract":
		x := &mapper.Extract{Format: format, Hyphen: "keep", Base: o.Base, Options: opts}
		if o.Base != "" {
			x.Options.Relative = true
		}
		fn.m = x
	case "lint":
		l, err := lint.New(lint.Options{Enable: o.Enable, Disable: o.Disable, HideInfo: !o.Info})
		if err != nil {
			return err
		}
		opts.Relative = o.Relative
		fn.m = &mapper.Lint{Linter: l, Format: format, Options: opts}
	default:
		return fmt.Errorf("command must be extract or lint, not %q", o.Command)
	}
	return nil
}

// ProcessElement writes the shard of one file: to a temporary name, then
// renamed into place, so that a shard is whole or absent; a file whose
// shard is there already (a rerun) is not read again.
func (fn *mapFn) ProcessElement(ctx context.Context, f fileio.ReadableFile, emit func(string)) (err error) {
	// The runner prints the error: the input's name (and the output's,
	// made from it) masked, as in the manifest and the command line.
	defer func() { err = maskError(err) }()
	name := f.Metadata.Path
	out := joinPath(fn.Opts.Output, mapper.OutputName(name, fn.m.Ext()))
	row := Row{Input: urlsyntax.MaskName(name), Output: out, Status: "written"}
	fs, err := filesystem.New(ctx, out)
	if err != nil {
		return err
	}
	defer fs.Close()
	if _, err := fs.Size(ctx, out); err == nil {
		row.Status = "done"
		return emitRow(emit, row)
	}
	rc, err := f.Open(ctx) // as stored: ReadMatches was told ReadUncompressed
	if err != nil {
		return err
	}
	defer rc.Close()
	tmp := out + ".tmp-" + randomSuffix()
	w, err := fs.OpenWrite(ctx, tmp)
	if err != nil {
		return err
	}
	var warnings []string
	_, err = fn.m.File(name, rc, input.Auto, w, func(msg string) {
		// A reader's warning may quote the input's bytes (a bad
		// Content-Length, a Content-Encoding): masked as the CLI's
		// messages are, in the log and in the manifest alike.
		msg = urlsyntax.MaskName(msg)
		warnings = append(warnings, msg)
		log.Warnf(ctx, "%s: %s", row.Input, msg)
	})
	cerr := w.Close()
	var damaged *input.DamagedError
	var skip *input.SkipError
	switch {
	case errors.As(err, &skip):
		remove(ctx, fs, tmp)
		row.Status, row.Output, row.Detail = "skipped", "", skip.Error()
		return emitRow(emit, row)
	case errors.As(err, &damaged):
		row.Status, row.Detail = "damaged", strings.Join(warnings, "; ")
	case err != nil:
		remove(ctx, fs, tmp)
		return fmt.Errorf("%s: %w", name, err) // the runner retries the bundle
	}
	if cerr != nil {
		remove(ctx, fs, tmp)
		return fmt.Errorf("%s: %w", out, cerr)
	}
	if err := rename(ctx, fs, tmp, out); err != nil {
		return err
	}
	return emitRow(emit, row)
}

func emitRow(emit func(string), r Row) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	emit(string(b))
	return nil
}

// rename moves tmp to out: a rename where the filesystem has one (local),
// else a copy and a removal (object stores, where a write is atomic
// anyway: an object appears whole when its writer closes).
func rename(ctx context.Context, fs filesystem.Interface, tmp, out string) error {
	if r, ok := fs.(filesystem.Renamer); ok {
		return r.Rename(ctx, tmp, out)
	}
	if c, ok := fs.(filesystem.Copier); ok {
		if err := c.Copy(ctx, tmp, out); err != nil {
			return err
		}
		remove(ctx, fs, tmp)
		return nil
	}
	rc, err := fs.OpenRead(ctx, tmp)
	if err != nil {
		return err
	}
	defer rc.Close()
	w, err := fs.OpenWrite(ctx, out)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, rc); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	remove(ctx, fs, tmp)
	return nil
}

func remove(ctx context.Context, fs filesystem.Interface, path string) {
	if r, ok := fs.(filesystem.Remover); ok {
		r.Remove(ctx, path)
	}
}

func randomSuffix() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// joinPath joins a directory (a local path or a URL such as gs://b/d) and
// a relative path with slashes.
func joinPath(dir, rel string) string {
	return strings.TrimSuffix(dir, "/") + "/" + strings.TrimPrefix(strings.ReplaceAll(rel, "\\", "/"), "/")
}
