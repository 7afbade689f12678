#include "textflag.h"

// func indexFenceAVX2(p []byte) int
//
// indexFenceGo (fence.go) with AVX2: 128 bytes at a time compared with
// "`" and with "~" (21 instructions a turn, where two turns of 64 took
// 26), then 64, then 16, then the last bytes one at a time.
// Registers: SI p's base, DX len(p), BX the block's start, Y0 32 "`",
// Y1 32 "~".
TEXT ·indexFenceAVX2(SB), NOSPLIT, $0-32
	MOVQ p_base+0(FP), SI
	MOVQ p_len+8(FP), DX
	XORQ BX, BX
	MOVL $0x60, AX
	MOVQ AX, X0
	VPBROADCASTB X0, Y0
	MOVL $0x7e, AX
	MOVQ AX, X1
	VPBROADCASTB X1, Y1
	LEAQ -64(DX), R8 // the last start of a whole block of 64
	LEAQ -128(DX), R9 // of 128

block128:
	CMPQ BX, R9
	JGT block64
	VPCMPEQB (SI)(BX*1), Y0, Y2
	VPCMPEQB (SI)(BX*1), Y1, Y3
	VPCMPEQB 32(SI)(BX*1), Y0, Y4
	VPCMPEQB 32(SI)(BX*1), Y1, Y5
	VPCMPEQB 64(SI)(BX*1), Y0, Y6
	VPCMPEQB 64(SI)(BX*1), Y1, Y7
	VPCMPEQB 96(SI)(BX*1), Y0, Y8
	VPCMPEQB 96(SI)(BX*1), Y1, Y9
	VPOR Y2, Y3, Y2
	VPOR Y4, Y5, Y4
	VPOR Y6, Y7, Y6
	VPOR Y8, Y9, Y8
	VPOR Y2, Y4, Y10
	VPOR Y6, Y8, Y11
	VPOR Y10, Y11, Y11
	VPTEST Y11, Y11
	JNZ found128
	ADDQ $128, BX
	JMP block128

found128:
	// In the first 64 bytes (Y2, Y4), else in the last (Y6, Y8).
	VPTEST Y10, Y10
	JNZ found64
	ADDQ $64, BX
	VMOVDQU Y6, Y2
	VMOVDQU Y8, Y4
	JMP found64

block64:
	CMPQ BX, R8
	JGT block16
	VPCMPEQB (SI)(BX*1), Y0, Y2
	VPCMPEQB (SI)(BX*1), Y1, Y3
	VPCMPEQB 32(SI)(BX*1), Y0, Y4
	VPCMPEQB 32(SI)(BX*1), Y1, Y5
	VPOR Y2, Y3, Y2
	VPOR Y4, Y5, Y4
	VPOR Y2, Y4, Y6
	VPTEST Y6, Y6
	JNZ found64
	ADDQ $64, BX
	JMP block64

found64:
	VPMOVMSKB Y2, CX
	VPMOVMSKB Y4, AX
	SHLQ $32, AX
	ORQ AX, CX
	BSFQ CX, CX
	ADDQ CX, BX
	JMP ret

block16:
	LEAQ 16(BX), AX
	CMPQ AX, DX
	JGT tail
	VPCMPEQB (SI)(BX*1), X0, X2
	VPCMPEQB (SI)(BX*1), X1, X3
	VPOR X2, X3, X2
	VPMOVMSKB X2, CX
	TESTL CX, CX
	JNZ found16
	MOVQ AX, BX
	JMP block16

found16:
	BSFL CX, CX
	ADDQ CX, BX
	JMP ret

tail:
	CMPQ BX, DX
	JGE none
	MOVBLZX (SI)(BX*1), CX
	CMPL CX, $0x60
	JEQ ret
	CMPL CX, $0x7e
	JEQ ret
	INCQ BX
	JMP tail

ret:
	VZEROUPPER
	MOVQ BX, ret+24(FP)
	RET

none:
	VZEROUPPER
	MOVQ $-1, ret+24(FP)
	RET
