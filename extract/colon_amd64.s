#include "textflag.h"

// func colonScanSSE2(b []byte, from, limit, next int, class *[256]uint8, ends *[1024]uint64) int
//
// colonScanGo (colon.go) with 0 <= from and limit <= len(b) (the Go
// caller checks): 16 bytes at a time are compared with ':', and each
// colon found is tested in the same loop. Registers: SI b's base, DX
// len(b), BX the block's start, R8 limit, R9 next, R10 class, X0 16
// colons, X1 16 "<"; CX the colons of the block left to test, DI the
// colon tested, R14 the size of the block (64, or 16).
TEXT ·colonScanSSE2(SB), NOSPLIT, $0-72
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), DX
	MOVQ from+24(FP), BX
	MOVQ limit+32(FP), R8
	MOVQ next+40(FP), R9
	MOVQ class+48(FP), R10
	MOVQ $0x3a3a3a3a3a3a3a3a, AX
	MOVQ AX, X0
	PUNPCKLQDQ X0, X0
	MOVQ $0x3c3c3c3c3c3c3c3c, AX
	MOVQ AX, X1
	PUNPCKLQDQ X1, X1

block64:
	// 64 bytes at a time while there are; their colons, if any, as the
	// bits of CX (BX stays the block's start).
	LEAQ 64(BX), AX
	CMPQ AX, R8
	JGT block
	MOVOU (SI)(BX*1), X2
	MOVOU 16(SI)(BX*1), X3
	MOVOU 32(SI)(BX*1), X4
	MOVOU 48(SI)(BX*1), X5
	PCMPEQB X0, X2
	PCMPEQB X0, X3
	PCMPEQB X0, X4
	PCMPEQB X0, X5
	MOVOU X2, X6
	POR X3, X6
	MOVOU X4, X7
	POR X5, X7
	POR X7, X6
	PMOVMSKB X6, CX
	TESTL CX, CX
	JNZ colons64
	MOVQ AX, BX
	JMP block64

colons64:
	PMOVMSKB X2, CX
	PMOVMSKB X3, AX
	SHLQ $16, AX
	ORQ AX, CX
	PMOVMSKB X4, AX
	SHLQ $32, AX
	ORQ AX, CX
	PMOVMSKB X5, AX
	SHLQ $48, AX
	ORQ AX, CX
	MOVQ $64, R14
	JMP colons

block:
	// 16 bytes at a time, then the tail: the block's size in R14.
	MOVQ $16, R14
	LEAQ 16(BX), AX
	CMPQ AX, R8
	JGT tail
	MOVOU (SI)(BX*1), X2
	PCMPEQB X0, X2
	PMOVMSKB X2, CX
	TESTL CX, CX
	JNZ colons
	MOVQ AX, BX
	JMP block

tail:
	// The last bytes before limit, fewer than 16: their colons as the
	// bits of CX, one byte at a time.
	CMPQ BX, R8
	JGE none
	XORL CX, CX
	MOVQ BX, AX
	XORL R11, R11

tailbyte:
	CMPB (SI)(AX*1), $0x3a
	JNE tailnext
	BTSL R11, CX

tailnext:
	INCQ AX
	INCL R11
	CMPQ AX, R8
	JLT tailbyte
	TESTL CX, CX
	JZ none

colons:
	BSFQ CX, DI
	ADDQ BX, DI
	// i < 2, or no byte after it in b, or next after it: the caller's.
	CMPQ DI, $2
	JLT found
	LEAQ 1(DI), AX
	CMPQ AX, DX
	JGE found
	MOVBQZX (SI)(AX*1), R11
	CMPQ R11, R9
	JEQ found
	// The two bytes before it not both a scheme's (cScheme = 2): passed.
	MOVBQZX -1(SI)(DI*1), R12
	MOVBQZX (R10)(R12*1), R12
	MOVBQZX -2(SI)(DI*1), R13
	MOVBQZX (R10)(R13*1), R13
	ANDL R13, R12
	TESTL $2, R12
	JZ passed
	// The byte after it no cStop (128): the caller's when it is "/" or
	// the two bytes before it may end a scheme whose URLs need no "//"
	// (opaqueEnd, a bit of ends); else passed ("std::map", "go:noinline").
	MOVBQZX (R10)(R11*1), R12
	TESTL $128, R12
	JZ word
	// A line break after it: the caller's when the byte before it may
	// end a scheme that a line break cuts from its "//" (schemeCut: "s"
	// or "p" in any case, "https:", "ftp:"); else ("default:") as a space.
	CMPQ R11, $10
	JEQ linebreak
	CMPQ R11, $13
	JNE less

linebreak:
	MOVBQZX -1(SI)(DI*1), R12
	ORL $0x20, R12
	CMPL R12, $0x73
	JEQ found
	CMPL R12, $0x70
	JEQ found

less:
	// lessFree: a "<" in the 32 bytes before it, or fewer than 32
	// there: the caller's; else passed.
	CMPQ DI, $32
	JLT found
	MOVOU -32(SI)(DI*1), X3
	MOVOU -16(SI)(DI*1), X4
	PCMPEQB X1, X3
	PCMPEQB X1, X4
	POR X4, X3
	PMOVMSKB X3, R12
	TESTL R12, R12
	JNZ found
	JMP passed

word:
	CMPQ R11, $0x2f
	JEQ found
	MOVBLZX -2(SI)(DI*1), R12
	SHLL $8, R12
	MOVBLZX -1(SI)(DI*1), R13
	ORL R13, R12
	MOVL R12, R13
	SHRL $6, R13
	MOVQ ends+56(FP), AX
	MOVQ (AX)(R13*8), AX
	BTQ R12, AX
	JCS found

passed:
	LEAQ -1(CX), AX
	ANDQ AX, CX
	JNZ colons
	ADDQ R14, BX
	JMP block64

found:
	MOVQ DI, ret+64(FP)
	RET

none:
	MOVQ $-1, ret+64(FP)
	RET

// func colonScanAVX2(b []byte, from, limit, next int, class *[256]uint8, ends *[1024]uint64) int
//
// colonScanSSE2 with 32 bytes a register (AVX2): the same registers, Y0
// 32 colons, Y1 32 "<". Text with no colon (most of most files) passes
// 128 bytes a turn of the loop (block128: 14 instructions, where two
// turns of block64 took 22); a block of 128 with a colon goes on as the
// block of 64 that holds its first one, and the search after that block
// from its end, as before.
TEXT ·colonScanAVX2(SB), NOSPLIT, $0-72
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), DX
	MOVQ from+24(FP), BX
	MOVQ limit+32(FP), R8
	MOVQ next+40(FP), R9
	MOVQ class+48(FP), R10
	MOVL $0x3a, AX
	MOVQ AX, X0
	VPBROADCASTB X0, Y0
	MOVL $0x3c, AX
	MOVQ AX, X1
	VPBROADCASTB X1, Y1

block128:
	LEAQ 128(BX), AX
	CMPQ AX, R8
	JGT block64
	VPCMPEQB (SI)(BX*1), Y0, Y2
	VPCMPEQB 32(SI)(BX*1), Y0, Y3
	VPCMPEQB 64(SI)(BX*1), Y0, Y4
	VPCMPEQB 96(SI)(BX*1), Y0, Y5
	VPOR Y2, Y3, Y6
	VPOR Y4, Y5, Y7
	VPOR Y6, Y7, Y7
	VPTEST Y7, Y7
	JNZ colons128
	MOVQ AX, BX
	JMP block128

colons128:
	// The first 64 bytes hold a colon: their colons (Y2, Y3); else the
	// last 64 do (Y4, Y5), from BX+64.
	VPTEST Y6, Y6
	JNZ colons64
	ADDQ $64, BX
	VMOVDQU Y4, Y2
	VMOVDQU Y5, Y3
	JMP colons64

block64:
	LEAQ 64(BX), AX
	CMPQ AX, R8
	JGT block
	VPCMPEQB (SI)(BX*1), Y0, Y2
	VPCMPEQB 32(SI)(BX*1), Y0, Y3
	VPOR Y2, Y3, Y4
	VPMOVMSKB Y4, CX
	TESTL CX, CX
	JNZ colons64
	MOVQ AX, BX
	JMP block64

colons64:
	VPMOVMSKB Y2, CX
	VPMOVMSKB Y3, AX
	SHLQ $32, AX
	ORQ AX, CX
	MOVQ $64, R14
	JMP colons

block:
	MOVQ $16, R14
	LEAQ 16(BX), AX
	CMPQ AX, R8
	JGT tail
	VPCMPEQB (SI)(BX*1), X0, X2
	VPMOVMSKB X2, CX
	TESTL CX, CX
	JNZ colons
	MOVQ AX, BX
	JMP block

tail:
	CMPQ BX, R8
	JGE none
	XORL CX, CX
	MOVQ BX, AX
	XORL R11, R11

tailbyte:
	CMPB (SI)(AX*1), $0x3a
	JNE tailnext
	BTSL R11, CX

tailnext:
	INCQ AX
	INCL R11
	CMPQ AX, R8
	JLT tailbyte
	TESTL CX, CX
	JZ none

colons:
	BSFQ CX, DI
	ADDQ BX, DI
	CMPQ DI, $2
	JLT found
	LEAQ 1(DI), AX
	CMPQ AX, DX
	JGE found
	MOVBQZX (SI)(AX*1), R11
	CMPQ R11, R9
	JEQ found
	MOVBQZX -1(SI)(DI*1), R12
	MOVBQZX (R10)(R12*1), R12
	MOVBQZX -2(SI)(DI*1), R13
	MOVBQZX (R10)(R13*1), R13
	ANDL R13, R12
	TESTL $2, R12
	JZ passed
	MOVBQZX (R10)(R11*1), R12
	TESTL $128, R12
	JZ word
	CMPQ R11, $10
	JEQ linebreak
	CMPQ R11, $13
	JNE less

linebreak:
	MOVBQZX -1(SI)(DI*1), R12
	ORL $0x20, R12
	CMPL R12, $0x73
	JEQ found
	CMPL R12, $0x70
	JEQ found

less:
	CMPQ DI, $32
	JLT found
	VPCMPEQB -32(SI)(DI*1), Y1, Y3
	VPMOVMSKB Y3, R12
	TESTL R12, R12
	JNZ found
	JMP passed

word:
	CMPQ R11, $0x2f
	JEQ found
	MOVBLZX -2(SI)(DI*1), R12
	SHLL $8, R12
	MOVBLZX -1(SI)(DI*1), R13
	ORL R13, R12
	MOVL R12, R13
	SHRL $6, R13
	MOVQ ends+56(FP), AX
	MOVQ (AX)(R13*8), AX
	BTQ R12, AX
	JCS found

passed:
	LEAQ -1(CX), AX
	ANDQ AX, CX
	JNZ colons
	ADDQ R14, BX
	JMP block128

found:
	VZEROUPPER
	MOVQ DI, ret+64(FP)
	RET

none:
	VZEROUPPER
	MOVQ $-1, ret+64(FP)
	RET
