// Package renderedtest reads the renderers' corpora that the extract
// package's tests measure (extract/testdata/rendered/renderer, made by
// scripts/render/renderers.py; PROVENANCE.md there): gzipped JSON Lines,
// one document a line. It is for tests only.
package renderedtest

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// Doc is one document of a renderer's corpus.
type Doc struct {
	Doc     string   `json:"doc"`     // the key: its source, without language
	Source  string   `json:"source"`  // the file it was rendered from
	Package string   `json:"package"` // the Debian package that installs it
	Version string   `json:"version"`
	Truth   []string `json:"truth"`   // the URLs of its links printed as their text
	Neutral []string `json:"neutral"` // URLs printed that are no link: not counted
	Text    string   `json:"text"`    // the rendered text (trimmed)
}

// Read returns the documents of the corpus file at path, in its order.
func Read(path string) ([]Doc, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var docs []Doc
	dec := json.NewDecoder(z)
	for {
		var d Doc
		if err := dec.Decode(&d); err == io.EOF {
			return docs, nil
		} else if err != nil {
			return nil, fmt.Errorf("%s: document %d: %v", path, len(docs)+1, err)
		}
		docs = append(docs, d)
	}
}
