#include "textflag.h"

// func plainRunAVX2(q []byte, pair *[1 << 16]uint8, markup *[256]bool) (k, lines int)
//
// plainRun (plainrun_amd64.go): the line breaks of 32 bytes at a time
// as the bits of a mask, and each line ended there tested as
// plainLines (examples.go) tests it. Registers: SI q's base, DX
// len(q), R10 pair (plainPair), R12 markup (markupByte), BX the start
// of the line being tested, R9 the lines passed over, R11 the block's
// start, R14 the last start of a whole block, CX the line breaks of the
// block not yet reached, AX the line's "\n", DI the byte tested (k).
//
// The pair classes (examples.go): pairPlain 0, pairBlank 1, pairMarkup
// 2, pairWord 3, pairOther 4. directiveWindow is 65536 (stream.go).
TEXT ·plainRunAVX2(SB), NOSPLIT, $0-56
	MOVQ q_base+0(FP), SI
	MOVQ q_len+8(FP), DX
	MOVQ pair+24(FP), R10
	MOVQ markup+32(FP), R12
	XORQ BX, BX
	XORQ R9, R9
	XORQ R11, R11
	LEAQ -32(DX), R14
	MOVL $0x0a, AX
	MOVQ AX, X0
	VPBROADCASTB X0, Y0

block:
	CMPQ R11, R14
	JGT stop
	VPCMPEQB (SI)(R11*1), Y0, Y1
	VPMOVMSKB Y1, CX
	TESTL CX, CX
	JZ nobreak

line:
	// The next line break of the block ends the line at BX.
	BSFL CX, AX
	ADDQ R11, AX
	LEAL -1(CX), R8
	ANDL R8, CX
	MOVQ AX, DI
	SUBQ BX, DI
	JZ plain // an empty line
	CMPQ DI, $65536
	JGE stop // directiveWindow or longer
	MOVBLZX -1(SI)(AX*1), R8
	CMPL R8, $0x90
	JEQ stop // oddEnd: U+2010's last byte
	CMPL R8, $0x0d
	JEQ stop // oddEnd: "\r"
	MOVQ BX, DI
	MOVBLZX (SI)(DI*1), R8
	MOVBLZX 1(SI)(DI*1), R13
	SHLL $8, R8
	ORL R13, R8
	MOVBLZX (R10)(R8*1), R8
	TESTL R8, R8
	JZ plain // pairPlain
	CMPL R8, $1
	JNE notblank

blanks:
	// pairBlank: the blanks passed over; the '\n' ends them.
	INCQ DI
	MOVBLZX (SI)(DI*1), R8
	CMPL R8, $0x20
	JEQ blanks
	CMPL R8, $0x09
	JEQ blanks
	CMPQ DI, AX
	JEQ plain // blank to its end
	MOVBLZX 1(SI)(DI*1), R13
	SHLL $8, R8
	ORL R13, R8
	MOVBLZX (R10)(R8*1), R8
	TESTL R8, R8
	JZ plain

notblank:
	CMPL R8, $2
	JNE stop // pairWord (markerThird is plainLines'), pairOther

markup:
	// pairMarkup: the markup passed over (markupByte); markup to the
	// line's end stops plainLines, and so does a marker's first two
	// letters after it (pairWord), which markerThird tells.
	INCQ DI
	CMPQ DI, AX
	JEQ stop
	MOVBLZX (SI)(DI*1), R8
	MOVBLZX (R12)(R8*1), R13
	TESTL R13, R13
	JNZ markup
	MOVBLZX 1(SI)(DI*1), R13
	SHLL $8, R8
	ORL R13, R8
	MOVBLZX (R10)(R8*1), R8
	CMPL R8, $3
	JEQ stop

plain:
	INCQ R9
	LEAQ 1(AX), BX
	TESTL CX, CX
	JNZ line
	ADDQ $32, R11
	JMP block

nobreak:
	// No line break in the block: a line of directiveWindow bytes or
	// more stops here (plainLines reads it), not at its end.
	ADDQ $32, R11
	MOVQ R11, R8
	SUBQ BX, R8
	CMPQ R8, $65536
	JGE stop
	JMP block

stop:
	VZEROUPPER
	MOVQ BX, k+40(FP)
	MOVQ R9, lines+48(FP)
	RET
