// Command urlsift-beam runs urlsift over many files as an Apache Beam
// pipeline: on the Go SDK's prism runner in this process (the default),
// on Dataflow, or on Flink and Spark through Beam's portable job server.
//
//	urlsift-beam --input 'crawl/*.warc.wet.gz' --output out
//	urlsift-beam --files_from wet.paths --output gs://bucket/urls --runner dataflow --project P --region R \
//	    --temp_location gs://bucket/tmp --staging_location gs://bucket/staging
//	urlsift-beam --input ... --output ... --runner flink --endpoint localhost:8099 --environment_type LOOPBACK
//
// Each input gets its shard OUTPUT/PATH.jsonl, byte for byte what
// `urlsift extract --format json PATH` prints (`--command lint`: what
// `urlsift lint --format json` prints), and OUTPUT/_manifest.jsonl says
// what became of each input.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	urlsiftbeam "github.com/urlsift/urlsift/beam"
)

type list []string

func (l *list) String() string     { return strings.Join(*l, ",") }
func (l *list) Set(s string) error { *l = append(*l, s); return nil }

func main() {
	var o urlsiftbeam.Options
	var inputs, enable, disable list
	flag.Var(&inputs, "input", "a glob or path of files to read (local, gs://, s3://); may be repeated")
	flag.StringVar(&o.FilesFrom, "files_from", "", "a file listing the globs or paths to read, one per line")
	flag.StringVar(&o.Output, "output", "", "the directory of the output shards (one per input) and of _manifest.jsonl")
	flag.StringVar(&o.Command, "command", "extract", "extract or lint")
	flag.StringVar(&o.Format, "format", "json", "the command's --format (json: JSON Lines)")
	flag.BoolVar(&o.Abbreviated, "abbreviated", false, "the command's --abbreviated")
	flag.BoolVar(&o.Relative, "relative", false, "lint's --relative")
	flag.BoolVar(&o.Info, "info", false, "lint's --info")
	flag.StringVar(&o.Base, "base", "", "extract's --base")
	flag.IntVar(&o.MaxURL, "max_url", 0, "the command's --max-url (0: its default)")
	flag.Var(&enable, "enable", "lint's --enable")
	flag.Var(&disable, "disable", "lint's --disable")
	flag.Parse()
	o.Inputs, o.Enable, o.Disable = inputs, enable, disable
	beam.Init()

	p, s := beam.NewPipelineWithRoot()
	if _, err := urlsiftbeam.Build(s, o); err != nil {
		fmt.Fprintf(os.Stderr, "urlsift-beam: %v\n", err)
		os.Exit(2)
	}
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Fprintf(os.Stderr, "urlsift-beam: %v\n", err)
		os.Exit(1)
	}
}
