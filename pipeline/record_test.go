package pipeline

import (
	"reflect"
	"testing"

	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
)

// TestSetRecord: SetRecord, which writes a record over the last one in
// place, leaves nothing of it but Paths: from a record whose every field
// (found by reflection, one added later too) holds something, it gives
// what the record of every field of the finding gives (recordRef, Record
// as it was written before), with the Paths it had; and Record gives that
// too.
func TestSetRecord(t *testing.T) {
	fs := []lint.Finding{
		{},
		{Rule: "r", Severity: lint.Warning, Start: pos.Pos{Offset: 1, Line: 2, Column: 3, Char: 3}, End: pos.Pos{Offset: 4, Line: 2, Column: 6, Char: 6},
			URL: "http://u:***@h/", Message: "m", Text: "t", SecretID: "id", Fix: []lint.Edit{{Start: 1, End: 2, New: "x"}},
			Origin: pos.Origin{MessageID: "<a@b>", Part: "1", Kind: "text/plain", WARC: &pos.WARCRecord{ID: "w"}}},
	}
	for _, f := range fs {
		var rec printer.Record
		fill(reflect.ValueOf(&rec).Elem())
		paths := rec.Paths
		if paths == nil {
			t.Fatal("fill left Paths nil")
		}
		SetRecord(&rec, &f, "in.txt")
		want := recordRef(&f, "in.txt")
		if got := Record(&f, "in.txt"); !reflect.DeepEqual(got, want) {
			t.Errorf("Record:\n got %+v\nwant %+v", got, want)
		}
		want.Paths = paths
		if !reflect.DeepEqual(rec, want) {
			t.Errorf("SetRecord over a full record:\n got %+v\nwant %+v", rec, want)
		}
	}
}

// recordRef is Record as a literal of the fields a finding gives.
func recordRef(f *lint.Finding, path string) printer.Record {
	return printer.Record{
		Path:     path,
		Start:    f.Start,
		End:      f.End,
		Origin:   f.Origin,
		URL:      f.URL,
		Masked:   true,
		SecretID: f.SecretID,
		Rule:     f.Rule,
		Severity: f.Severity.String(),
		Message:  f.Message,
		Fixable:  len(f.Fix) > 0,
		Snippet:  f.Text,
	}
}

// fill sets every settable field of v to something not zero.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString("old")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if f := v.Field(i); f.CanSet() {
				fill(f)
			}
		}
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fill(p.Elem())
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 1, 1)
		fill(s.Index(0))
		v.Set(s)
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
	}
}
