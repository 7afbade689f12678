package printer

// json: JSON Lines, one object per record. A URL that extract found and a
// finding of lint have their own fields; both have the position fields
// (AppendPosition) and the origin fields (AppendOrigin), written once here.

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
	b = AppendField(b, "url", r.URL, html)
	b = AppendPosition(b, r.Path, r.Start, r.End, html)
	b = AppendField(b, "delimiter", r.Delimiter, html)
	b = AppendBool(b, "rejoined", r.Rejoined)
	if r.Alternative != "" || r.Uncertain != "" {
		b = append(b, `,"alternatives":[`...)
		if r.Alternative != "" {
			b = AppendString(b, r.Alternative, html)
		}
		if r.Uncertain != "" {
			if r.Alternative != "" {
				b = append(b, ',')
			}
			b = AppendString(b, r.Uncertain, html)
		}
		b = append(b, ']')
	}
	if r.Reference != "" {
		b = AppendField(b, "reference", r.Reference, html)
	}
	if r.Abbreviated {
		b = AppendBool(b, "abbreviated", true)
	}
	return AppendOrigin(b, r.Origin, r.Origin.MessageID != "" || r.Origin.Part != "" || r.Origin.WARC != nil, html)
}

// appendFindingRecord appends the fields of a finding: the position
// fields, severity, rule, message, url, fixable, and the origin fields
// without kind.
func appendFindingRecord(b []byte, r *Record) []byte {
	const html = false
	b = AppendPosition(b, r.Path, r.Start, r.End, html)
	b = AppendField(b, "severity", r.Severity, html)
	b = AppendField(b, "rule", r.Rule, html)
	b = AppendField(b, "message", r.Message, html)
	b = AppendField(b, "url", r.URL, html)
	if r.SecretID != "" {
		b = AppendField(b, "secret", r.SecretID, html)
	}
	b = AppendBool(b, "fixable", r.Fixable)
	return AppendOrigin(b, r.Origin, false, html)
}
