#include "textflag.h"

// MASKS reads the sixteen bytes in X0 into R11 ("/"), R12 ("%") and
// R13 ("%", "&", "\\" or "="), a bit a byte.
#define MASKS \
	MOVOU X0, X6 \
	PCMPEQB X1, X6 \
	PMOVMSKB X6, R11 \
	MOVOU X0, X6 \
	PCMPEQB X2, X6 \
	PMOVMSKB X6, R12 \
	MOVOU X0, X7 \
	PCMPEQB X3, X7 \
	POR X7, X6 \
	MOVOU X0, X7 \
	PCMPEQB X4, X7 \
	POR X7, X6 \
	MOVOU X0, X7 \
	PCMPEQB X5, X7 \
	POR X7, X6 \
	PMOVMSKB X6, R13

// scanBytes: sixteen of each byte MASKS compares with, "/", "%", "&",
// "\\" and "=".
DATA scanBytes<>+0(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA scanBytes<>+8(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA scanBytes<>+16(SB)/8, $0x2525252525252525
DATA scanBytes<>+24(SB)/8, $0x2525252525252525
DATA scanBytes<>+32(SB)/8, $0x2626262626262626
DATA scanBytes<>+40(SB)/8, $0x2626262626262626
DATA scanBytes<>+48(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA scanBytes<>+56(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA scanBytes<>+64(SB)/8, $0x3d3d3d3d3d3d3d3d
DATA scanBytes<>+72(SB)/8, $0x3d3d3d3d3d3d3d3d
GLOBL scanBytes<>(SB), RODATA|NOPTR, $80

// func scanMasks(s string) (slash, pct, enc uint64)
//
// Registers: SI s's base, DI its length (at most 64), DX the offset of
// the block, BX the bytes left, R8, R9, R10 the masks so far. The last
// block, of fewer than sixteen bytes, is read from its start where the
// sixteen bytes from there stand in one page (its bits past s's end are
// cleared), else as the sixteen bytes that end at s's end (its bits
// before the block are shifted out): no read crosses into a page s does
// not reach.
TEXT ·scanMasks(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), DI
	MOVOU scanBytes<>+0(SB), X1
	MOVOU scanBytes<>+16(SB), X2
	MOVOU scanBytes<>+32(SB), X3
	MOVOU scanBytes<>+48(SB), X4
	MOVOU scanBytes<>+64(SB), X5
	XORQ R8, R8
	XORQ R9, R9
	XORQ R10, R10
	XORQ DX, DX

block:
	MOVQ DI, BX
	SUBQ DX, BX
	JLE done
	CMPQ BX, $16
	JLT tail
	MOVOU (SI)(DX*1), X0
	MASKS
	MOVQ DX, CX
	SHLQ CX, R11
	SHLQ CX, R12
	SHLQ CX, R13
	ORQ R11, R8
	ORQ R12, R9
	ORQ R13, R10
	ADDQ $16, DX
	JMP block

tail:
	LEAQ (SI)(DX*1), AX
	MOVQ AX, CX
	ANDQ $4095, CX
	CMPQ CX, $4080
	JA back
	MOVOU (AX), X0
	MASKS
	// Keep the bits of the BX bytes of s.
	MOVQ $1, AX
	MOVQ BX, CX
	SHLQ CX, AX
	DECQ AX
	ANDQ AX, R11
	ANDQ AX, R12
	ANDQ AX, R13
	JMP last

back:
	MOVOU -16(AX)(BX*1), X0
	MASKS
	// The block's bytes are the last BX of the sixteen.
	MOVQ $16, CX
	SUBQ BX, CX
	SHRQ CX, R11
	SHRQ CX, R12
	SHRQ CX, R13

last:
	MOVQ DX, CX
	SHLQ CX, R11
	SHLQ CX, R12
	SHLQ CX, R13
	ORQ R11, R8
	ORQ R12, R9
	ORQ R13, R10

done:
	MOVQ R8, slash+16(FP)
	MOVQ R9, pct+24(FP)
	MOVQ R10, enc+32(FP)
	RET

// func encIndex(s string) int
//
// The index of the first byte of s that MASKS's R13 marks ("%", "&",
// "\\" or "="), or -1: sixteen bytes a turn, the last block read as in
// scanMasks (from its start within a page, else as the sixteen bytes
// that end at s's end). Registers: SI s's base, DI its length, DX the
// block's offset, BX the bytes left.
TEXT ·encIndex(SB), NOSPLIT, $0-24
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), DI
	MOVOU scanBytes<>+16(SB), X2
	MOVOU scanBytes<>+32(SB), X3
	MOVOU scanBytes<>+48(SB), X4
	MOVOU scanBytes<>+64(SB), X5
	XORQ DX, DX

eblock:
	MOVQ DI, BX
	SUBQ DX, BX
	JLE enone
	CMPQ BX, $16
	JLT etail
	MOVOU (SI)(DX*1), X0
	MOVOU X0, X6
	PCMPEQB X2, X6
	MOVOU X0, X7
	PCMPEQB X3, X7
	POR X7, X6
	MOVOU X0, X7
	PCMPEQB X4, X7
	POR X7, X6
	PCMPEQB X5, X0
	POR X0, X6
	PMOVMSKB X6, AX
	TESTQ AX, AX
	JNZ efound
	ADDQ $16, DX
	JMP eblock

etail:
	LEAQ (SI)(DX*1), AX
	MOVQ AX, CX
	ANDQ $4095, CX
	CMPQ CX, $4080
	JA eback
	MOVOU (AX), X0
	MOVOU X0, X6
	PCMPEQB X2, X6
	MOVOU X0, X7
	PCMPEQB X3, X7
	POR X7, X6
	MOVOU X0, X7
	PCMPEQB X4, X7
	POR X7, X6
	PCMPEQB X5, X0
	POR X0, X6
	PMOVMSKB X6, AX
	// Keep the bits of the BX bytes of s.
	MOVQ $1, R8
	MOVQ BX, CX
	SHLQ CX, R8
	DECQ R8
	ANDQ R8, AX
	TESTQ AX, AX
	JNZ efound
	JMP enone

eback:
	MOVOU -16(AX)(BX*1), X0
	MOVOU X0, X6
	PCMPEQB X2, X6
	MOVOU X0, X7
	PCMPEQB X3, X7
	POR X7, X6
	MOVOU X0, X7
	PCMPEQB X4, X7
	POR X7, X6
	PCMPEQB X5, X0
	POR X0, X6
	PMOVMSKB X6, AX
	// The block's bytes are the last BX of the sixteen.
	MOVQ $16, CX
	SUBQ BX, CX
	SHRQ CX, AX
	TESTQ AX, AX
	JZ enone

efound:
	BSFQ AX, AX
	ADDQ DX, AX
	MOVQ AX, ret+16(FP)
	RET

enone:
	MOVQ $-1, ret+16(FP)
	RET
