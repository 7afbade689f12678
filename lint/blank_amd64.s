#include "textflag.h"

// func lastBlankAVX2(p []byte) (k, rest int)
//
// lastBlank (blank_amd64.go): the line breaks of 32 bytes at a time,
// from p's end back, as the bits of a mask; a pair is a bit whose next
// bit is set too, the block's last byte paired with the first of the
// block after it (the block searched before). Registers: SI p's base,
// R11 the block's start, CX its mask, R8 bit 0 of the block after it
// (the first byte of that block), at bit 32.
TEXT ·lastBlankAVX2(SB), NOSPLIT, $0-40
	MOVQ p_base+0(FP), SI
	MOVQ p_len+8(FP), R11
	MOVL $0x0a, AX
	MOVQ AX, X0
	VPBROADCASTB X0, Y0
	XORQ R8, R8

block:
	SUBQ $32, R11
	JLT none
	VPCMPEQB (SI)(R11*1), Y0, Y1
	VPMOVMSKB Y1, CX
	ORQ R8, CX // (VPMOVMSKB zeroed CX's upper half)
	MOVQ CX, AX
	SHRQ $1, AX
	ANDQ CX, AX
	MOVL AX, AX // pairs that start in this block: bits 0 to 31
	TESTQ AX, AX
	JNZ found
	ANDQ $1, CX
	SHLQ $32, CX
	MOVQ CX, R8
	JMP block

found:
	BSRQ AX, AX
	ADDQ R11, AX
	MOVQ AX, k+24(FP)
	MOVQ R11, rest+32(FP)
	VZEROUPPER
	RET

none:
	ADDQ $32, R11
	MOVQ $-1, k+24(FP)
	MOVQ R11, rest+32(FP)
	VZEROUPPER
	RET
