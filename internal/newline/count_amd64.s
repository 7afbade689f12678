#include "textflag.h"

// func countAVX2(b []byte) int
//
// The "\n" of b[:len(b)&^127]: 128 bytes at a time compared with "\n"
// (0xFF where one is), subtracted from two registers of 32 byte-wide
// counters (each counter gains at most 2 a block), which are summed
// into four 64-bit sums (VPSADBW) every 127 blocks at most, before a
// counter can pass 255. Registers: SI the block, BX the blocks left, CX
// the blocks before the next sum, Y0 32 "\n", Y10 and Y11 the counters,
// Y12 the sums, Y13 zero.
TEXT ·countAVX2(SB), NOSPLIT, $0-32
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), BX
	SHRQ $7, BX
	MOVL $0x0a, AX
	MOVQ AX, X0
	VPBROADCASTB X0, Y0
	VPXOR Y12, Y12, Y12
	VPXOR Y13, Y13, Y13

outer:
	TESTQ BX, BX
	JZ done
	MOVQ BX, CX
	CMPQ CX, $127
	JLE take
	MOVQ $127, CX

take:
	SUBQ CX, BX
	VPXOR Y10, Y10, Y10
	VPXOR Y11, Y11, Y11

inner:
	VPCMPEQB (SI), Y0, Y1
	VPCMPEQB 32(SI), Y0, Y2
	VPCMPEQB 64(SI), Y0, Y3
	VPCMPEQB 96(SI), Y0, Y4
	VPSUBB Y1, Y10, Y10
	VPSUBB Y2, Y11, Y11
	VPSUBB Y3, Y10, Y10
	VPSUBB Y4, Y11, Y11
	ADDQ $128, SI
	DECQ CX
	JNZ inner
	VPSADBW Y13, Y10, Y10
	VPSADBW Y13, Y11, Y11
	VPADDQ Y10, Y12, Y12
	VPADDQ Y11, Y12, Y12
	JMP outer

done:
	VEXTRACTI128 $1, Y12, X1
	VPADDQ X1, X12, X12
	VPSHUFD $0x4e, X12, X1
	VPADDQ X1, X12, X12
	VMOVQ X12, AX
	VZEROUPPER
	MOVQ AX, ret+24(FP)
	RET
