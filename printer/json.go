package printer

// json: JSON Lines, one object per record. A URL that extract found and a
// finding of lint have their own fields; both have the position fields
// (appendPosition) and the origin fields (appendOrigin), written once here.

type jsonFormat struct{}

func (jsonFormat) Append(b []byte, r *Record) []byte {
	b = append(b, '{')
	if r.Rule == "" {
		b = appendURLRecord(b, r)
	} else {
		b = appendFindingRecord(b, r)
	}
	return append(b, '}', '\n')
}

// appendURLRecord appends the fields of a URL: url, the position fields,
// delimiter, rejoined, alternatives, reference, abbreviated, and the origin
// fields with kind. Its strings escape <, > and & (json.Marshal's default,
// which extract's first JSON output used).
func appendURLRecord(b []byte, r *Record) []byte {
	const html = true
	b = appendField(b, "url", r.URL, html)
	b = appendPosition(b, r.Paths, r.Lines, r.Path, r.Start, r.End, html)
	b = appendString(append(b, `,"delimiter":`...), r.Delimiter, html)
	if r.Rejoined {
		b = append(b, `,"rejoined":true`...)
	} else {
		b = append(b, `,"rejoined":false`...)
	}
	if r.Alternative != "" || r.Uncertain != "" {
		b = append(b, `,"alternatives":[`...)
		if r.Alternative != "" {
			b = appendString(b, r.Alternative, html)
		}
		if r.Uncertain != "" {
			if r.Alternative != "" {
				b = append(b, ',')
			}
			b = appendString(b, r.Uncertain, html)
		}
		b = append(b, ']')
	}
	if r.Reference != "" {
		b = appendField(b, "reference", r.Reference, html)
	}
	if r.Abbreviated {
		b = appendBool(b, "abbreviated", true)
	}
	return appendOrigin(b, r.Origin, r.Origin.MessageID != "" || r.Origin.Part != "" || r.Origin.WARC != nil, html)
}

// appendFindingRecord appends the fields of a finding: the position
// fields, severity, rule, message, url, fixable, and the origin fields
// without kind.
func appendFindingRecord(b []byte, r *Record) []byte {
	const html = false
	b = appendPosition(b, r.Paths, r.Lines, r.Path, r.Start, r.End, html)
	b = appendField(b, "severity", r.Severity, html)
	b = appendField(b, "rule", r.Rule, html)
	b = appendField(b, "message", r.Message, html)
	b = appendField(b, "url", r.URL, html)
	if r.SecretID != "" {
		b = appendField(b, "secret", r.SecretID, html)
	}
	b = appendBool(b, "fixable", r.Fixable)
	if r.Withheld != "" {
		b = appendField(b, "fix_withheld", r.Withheld, html)
	}
	return appendOrigin(b, r.Origin, false, html)
}
