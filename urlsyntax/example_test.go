package urlsyntax_test

import (
	"fmt"

	"github.com/urlsift/urlsift/urlsyntax"
)

func ExampleParse() {
	r := urlsyntax.Parse("http://www.ics.uci.edu/pub/ietf/uri/#Related")
	fmt.Printf("scheme %q site %q path %q fragment %q\n", r.Get(r.Scheme), r.Get(r.Site), r.Get(r.Path), r.Get(r.Fragment))
	fmt.Println("query defined:", r.Query.Defined)
	// Output:
	// scheme "http" site "www.ics.uci.edu" path "/pub/ietf/uri/" fragment "Related"
	// query defined: false
}

func ExampleValidate() {
	for _, v := range urlsyntax.Validate("http://exa_mple.com/a{b}") {
		fmt.Println(v.Start, v.End, v.Kind, v.Section)
	}
	// Output:
	// 10 11 bad-hostname 4.3.1
	// 21 22 unwise-character 2.4.3
	// 23 24 unwise-character 2.4.3
}

func ExampleResolve() {
	for _, p := range []urlsyntax.Profile{urlsyntax.Draft09, urlsyntax.RFC1808, urlsyntax.RFC3986} {
		s, _ := urlsyntax.Resolve("http://a/b/c/d;p?q", "?y", p)
		fmt.Println(p, s)
	}
	// Output:
	// draft09 http://a/b/c/?y
	// rfc1808 http://a/b/c/d;p?y
	// rfc3986 http://a/b/c/d;p?y
}

func ExampleEquivalent() {
	fmt.Println(urlsyntax.Equivalent("HTTP://Example.COM:80/%7Euser", "http://example.com/~user"))
	// Output: true
}
