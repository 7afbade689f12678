package extract

import (
	"strings"
	"testing"
)

// TestSchemeInCell (scheme-cell, issue 28): html2text and w3m set a table's
// cell of a URL broken after its scheme ("https://") over its row's middle
// line, where the row's other cells are printed: the URL's rest is the
// word in its column there, whatever stands left of it, and the cell goes
// on in that column (ant's install.html, renderer/tuned3 html2text and
// w3m). Before: the scheme alone gave no URL (http://www.beanshell.org/,
// https://commons.apache.org/logging/, https://logging.apache.org/log4j/
// missed). Not yet: html2text's "https://" over "CommonsLoggingListener
// commons.apache.org/" (one space before the rest, the column seen on no
// other line),; w3m's "used to be at http://" over "judo.jar … www.judoscript.org/"
// reads "http://judo.jar" in this excerpt (before too; not in the page,
// whose lines above show the column).
func TestSchemeInCell(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"html2text", "jython.jar                                                                     Python with script     https://www.jython.org/\n" +
			"                                                                               task\n" +
			"jacl.jar and tcljava.jar                                                       TCL with script task   http://\n" +
			"                                                                                                      tcljava.sourceforge.net/\n" +
			"jtcl.jar                                                                       TCL with script task   https://jtcl-\n" +
			"                                                                                                      project.github.io/jtcl/\n" +
			"                                                                               BeanShell with script\n" +
			"                                                                               task.                  http://\n" +
			"BeanShell JAR(s)                                                               Note: Ant requires     www.beanshell.org/\n" +
			"                                                                               BeanShell version 1.3\n" +
			"                                                                               or later\n" +
			"jruby.jar                                                                      Ruby with script task  https://jruby.org/\n" +
			"                                                                                                      used to be at http://\n" +
			"judo.jar                                                                       Judo language with     www.judoscript.org/\n" +
			"                                                                               script task            which is now not\n" +
			"                                                                                                      available anymore.\n" +
			"                                                                                                      https://\n" +
			"commons-logging.jar                                                            CommonsLoggingListener commons.apache.org/\n" +
			"                                                                                                      logging/\n" +
			"                                                                                                      https://\n" +
			"log4j.jar                                                                      Log4jListener          logging.apache.org/\n" +
			"                                                                                                      log4j/\n" +
			"                                                                               ftp, rexec and telnet\n",
			[]string{"https://www.jython.org/", "http://tcljava.sourceforge.net/", "https://jtcl-project.github.io/jtcl/", "http://www.beanshell.org/", "https://jruby.org/", "https://logging.apache.org/log4j/"}},
		{"w3m", "                                                       used to be at http://\n" +
			"judo.jar                        Judo language with     www.judoscript.org/\n" +
			"                                script task            which is now not\n" +
			"                                                       available anymore.\n" +
			"                                                       https://\n" +
			"commons-logging.jar             CommonsLoggingListener commons.apache.org/\n" +
			"                                                       logging/\n" +
			"                                                       https://\n" +
			"log4j.jar                       Log4jListener          logging.apache.org/log4j\n" +
			"                                                       /\n" +
			"                                ftp, rexec and telnet\n",
			[]string{"https://logging.apache.org/log4j/"}},
	}
	for _, tt := range tests {
		got := scanAll(tt.in, "")
		for _, w := range tt.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%s: %q not found in %q", tt.name, w, got)
			}
		}
		for _, g := range got {
			if strings.HasSuffix(g, "//") || strings.Contains(g, "jar") && tt.name == "html2text" {
				t.Errorf("%s: %q read", tt.name, g)
			}
		}
	}
}
