#!/usr/bin/env python3
"""cjkdense.py SIZE OUT: SIZE bytes (or a little more, to a line's end) of
Chinese prose dense with URLs and full-width punctuation, as
extract/bench_test.go's cjkDense makes it (the same generator, the same
bytes): the input scripts/instr.sh calls "cjk" (review55 N13's cost)."""
import sys

HAN = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严"
PUNCT = ["，", "。", "、", "；", "！", "？", "：", "（", "）", "「", "」"]
NAMES = ["张三", "李四", "王五", "ops.example.com", "田中", "运维组"]
HOSTS = ["docs.example.com", "10.0.0.5", "localhost", "github.com", "例子.测试", "api.example.cn", "192.168.1.20"]


def main():
    size, out = int(sys.argv[1]), sys.argv[2]
    x = 57
    M = (1 << 64) - 1

    def nxt(n):
        nonlocal x
        x = (x * 6364136223846793005 + 1442695040888963407) & M
        return (x >> 33) % n

    b = bytearray()
    while len(b) < size:
        for _ in range(1 + nxt(4)):
            for _ in range(8 + nxt(22)):
                b += HAN[nxt(len(HAN))].encode()
            host = HOSTS[nxt(len(HOSTS))]
            port = ""
            if nxt(2) == 0:
                port = ":" + str(1024 + nxt(60000))
            url = "https://" + host + port + "/" + str(nxt(1000))
            k = nxt(8)
            if k == 0:
                s = "请访问" + url + "，"
            elif k == 1:
                s = "地址：" + url + " 。"
            elif k == 2:
                s = "（见 " + url + "）"
            elif k == 3:
                s = "有问题请联系＠" + NAMES[nxt(len(NAMES))] + "。"
            elif k == 4:
                s = "服务在 http://" + host + port + "上运行，请＠" + NAMES[nxt(len(NAMES))] + "确认。"
            elif k == 5:
                if nxt(8) == 0:
                    s = "配置：redis://default:Zk3Lm9" + str(nxt(100)) + "＠cache.example.com:6379/0，"
                else:
                    s = "邮箱：ops＠example.com。"
            else:
                s = PUNCT[nxt(len(PUNCT))]
            b += s.encode()
        b += b"\n"
    with open(out, "wb") as f:
        f.write(b)


main()
