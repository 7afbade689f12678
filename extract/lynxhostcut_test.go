package extract

import (
	"slices"
	"strings"
	"testing"
)

// TestLynxHostCut: rule lynx-margin's lynxHostCut and lynxFieldCut, a URL
// lynx cut at its margin inside its host name, before its port or inside
// a query's field name (the texts are of generated/lynx60's tuned part,
// and made from them: the same line with a host that ends in a top-level
// domain, or short of the margin, is whole).
func TestLynxHostCut(t *testing.T) {
	const fill = "   re-use source we with from which get v2.3.1 an with\n   INSTALL, in package may i.e., re-use would client\n   also way server made: into GNU water get GNU and\n   get download go about\n"
	const after = "   etc. they in make server etc. Apache down make\n"
	for _, c := range []struct {
		name, in, want string
	}{
		{"a label cut, its rest before prose (gen/0036)", fill + "   mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.examp\n   le, download how or ISO-8859-1 state-of-the-art\n" + after,
			"mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.example"},
		{"the rest a label and a dot (gen/0063)", "   был на не ссылка так ссылка он адрес архив но адрес\n   о все страница же от. смотрите документация о он\n   см. по сервер за она загрузить за сервер по что\n   и пакет у адрес настройка\n   mailto:q3x15ramli_oi6faybqktet9tye9awp@wroklx.e72yr\n   .net не документация т.е. это вы страница по сервер\n   так: же мы из см. страница, все за у страница также\n",
			"mailto:q3x15ramli_oi6faybqktet9tye9awp@wroklx.e72yr.net"},
		{"labels alone on the line (gen/0001)", "       https://21.214.154.159/7n-1BwDcC/6/SnXN/9,N/B-3\n       wF.gGp~-_ они к был страница, загрузить\n       репозиторий загрузить что к на также но они в\n       так адрес же они все\n       mailto:17_4vxdhkjdv8mave@www.yz.cb2ty2.utaqpave\n       birpuf.gov\n    2. пакет и она настройка из также выпуск о из за\n",
			"mailto:17_4vxdhkjdv8mave@www.yz.cb2ty2.utaqpavebirpuf.gov"},
		{"a field's name cut (gen/0057)", fill + "   mailto:tw5v887dylnmg0.4cad@myk.ua.c.s2l2653c.gov?su\n   bject=6j.lAJci? more words of prose here\n" + after,
			"mailto:tw5v887dylnmg0.4cad@myk.ua.c.s2l2653c.gov?subject=6j.lAJci"},
		{"a port cut from its host", fill + "   http://kxa6-t-h.jwhp.ob2eawkpa6z73-lwd-4.4bp.edu.eg\n   :13704/x gov and more words of prose here\n" + after,
			"http://kxa6-t-h.jwhp.ob2eawkpa6z73-lwd-4.4bp.edu.eg:13704/x"},
		{"an address's last part cut", fill + "   http://user.name.of.some.length.here@171.201.136.2\n   16/x and more words of prose here\n" + after,
			"http://user.name.of.some.length.here@171.201.136.216/x"},
		{"two letters, then labels and a path", fill + "   mailto:fl2@j-y--is28i-h6xg.1b-dqz.zdjnuf9ei9qqq.ja\n   up6e6fd08rlrl7.eg?subject=f2TM9x fchqifw uk\n" + after,
			"mailto:fl2@j-y--is28i-h6xg.1b-dqz.zdjnuf9ei9qqq.jaup6e6fd08rlrl7.eg?subject=f2TM9x"},
		{"a blockquote's margin, one column in", "     quoted words quoted words words more words here\n     quoted words quoted words words more words her\n     quoted words quoted words words more words he\n     https://zo--bu0dd8igl3qiacpz.mb-ii0jj.f-f7-te4r-\n     p.cz4-w2tlb.j07--7f.de/yQ/74 and more words here\n" + after,
			"https://zo--bu0dd8igl3qiacpz.mb-ii0jj.f-f7-te4r-p.cz4-w2tlb.j07--7f.de/yQ/74"},
		// Whole: a host that ends in a top-level domain at the margin.
		{"whole: a top-level domain at the margin", fill + "   mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa.com\n   le, download how or ISO-8859-1 state-of-the-art\n" + after,
			"mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa.com"},
		{"whole: a domain's word after a generic one", fill + "   mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa.com\n   example.org is another one of the same kind here\n" + after,
			"mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa.com"},
		{"whole: short of the margin", fill + "   mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa\n   le, download how or ISO-8859-1 state-of-the-art\n" + after,
			"mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.exa"},
		{"whole: a field's name before a word with no \"=\"", fill + "   mailto:tw5v887dylnmg0.4cad@myk.ua.c.s2l2653c.gov?su\n   bject and more words of prose here and there\n" + after,
			"mailto:tw5v887dylnmg0.4cad@myk.ua.c.s2l2653c.gov?su"},
		{"whole: a label's colon", fill + "   mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.examp\n   le:x download how or ISO-8859-1 state-of-the-art\n" + after,
			"mailto:pmm.t7f7iid7@ftp.wajp.8-q8ozk6zw.ig.0e.examp"},
	} {
		got := all(t, c.in, Options{})
		if !slices.Contains(got, c.want) {
			t.Errorf("%s:\n%s\ngot %q, want %q among them", c.name, c.in, got, c.want)
		}
		for _, u := range got {
			if u != c.want && strings.HasPrefix(c.want, u) && strings.Contains(c.in, u+"\n") {
				t.Errorf("%s: %q cut", c.name, u)
			}
		}
	}
}
