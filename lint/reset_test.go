package lint

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TestURLStateReset checks that urlState.reset leaves nothing of the URL
// before: from a state whose every field (every one there is, by
// reflection, a field added later too) holds something not zero, reset
// gives the state a fresh literal gives.
func TestURLStateReset(t *testing.T) {
	l := &Linter{}
	for _, text := range []string{"http://u:p@h.example:81/a?b#c", "", "mailto:x", "//h/p", "a:b@c"} {
		u := &extract.URL{Text: text}
		out, recs := make([]Finding, 1), make([]rec, 2)
		var st urlState
		fill(t, reflect.ValueOf(&st).Elem())
		st.reset(l, u, out, recs, true)
		want := urlState{l: l, u: u, text: text, ref: urlsyntax.Parse(text), out: out, recs: recs, lean: true}
		if !reflect.DeepEqual(st, want) {
			v, w := reflect.ValueOf(st), reflect.ValueOf(want)
			for i := 0; i < v.NumField(); i++ {
				if !reflect.DeepEqual(field(v, i).Interface(), field(w, i).Interface()) {
					t.Errorf("%q: reset leaves %s = %#v, want %#v", text, v.Type().Field(i).Name, field(v, i), field(w, i))
				}
			}
		}
	}
}

// field returns field i of the struct v, unexported or not, readable.
func field(v reflect.Value, i int) reflect.Value {
	if !v.CanAddr() {
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		v = c
	}
	f := v.Field(i)
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}

// fill sets every field of the struct v (addressable) to something not
// zero, by kind.
func fill(t *testing.T, v reflect.Value) {
	for i := 0; i < v.NumField(); i++ {
		f := field(v, i)
		switch f.Kind() {
		case reflect.String:
			f.SetString("x")
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(7)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(7)
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		case reflect.Struct:
			if f.Type() == reflect.TypeOf(urlsyntax.Secret{}) {
				f.Set(reflect.ValueOf(urlsyntax.SecretOf("http://u:secret@h/")))
				continue
			}
			fill(t, f)
		default:
			t.Fatalf("fill: a field of kind %v (%s): teach fill to set it", f.Kind(), v.Type().Field(i).Name)
		}
	}
}
