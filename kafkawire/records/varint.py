"""Zigzag varints of magic 2 records: the slow paths and the lookup tables.

The record loops inline the one- and two-byte cases (nearly every length, delta
and count in practice) and call these functions only when a longer varint turns
up. Reading stops with ``CorruptedError`` past 5 bytes (varint, an int32) or 10
bytes (varlong, an int64), as the Java client does; a short buffer surfaces as
``IndexError``, which the caller turns into its own error with a position.
"""

from __future__ import annotations

from typing import Final

from kafkawire.errors import CorruptedError, EncodeError
from kafkawire.shown import shown_value

__all__ = [
    "VARINT_BYTES",
    "ZIGZAG_BYTE",
    "ByteSource",
    "delta_bytes",
    "encode_varint",
    "encode_varlong",
    "java_long",
    "read_varint",
    "read_varlong",
]

ByteSource = bytes | memoryview

INT32_MIN: Final = -(1 << 31)
INT32_MAX: Final = (1 << 31) - 1
INT64_MIN: Final = -(1 << 63)
INT64_MAX: Final = (1 << 63) - 1

# The value of a one-byte varint, by its byte (entries from 0x80 up are never used).
ZIGZAG_BYTE: Final[tuple[int, ...]] = tuple((b >> 1) ^ -(b & 1) for b in range(256))


def _unsigned_bytes(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def encode_varint(value: int) -> bytes:
    """The zigzag varint of an int32."""
    if not INT32_MIN <= value <= INT32_MAX:
        raise EncodeError(f"{shown_value(value)} does not fit a varint (int32)")
    return _unsigned_bytes(((value << 1) ^ (value >> 31)) & 0xFFFFFFFF)


def encode_varlong(value: int) -> bytes:
    """The zigzag varint of an int64."""
    if not INT64_MIN <= value <= INT64_MAX:
        raise EncodeError(f"{shown_value(value)} does not fit a varlong (int64)")
    return _unsigned_bytes(((value << 1) ^ (value >> 63)) & 0xFFFFFFFFFFFFFFFF)


def java_long(value: int) -> int:
    """``value`` wrapped into int64, as Java's long arithmetic leaves a sum."""
    return ((value + (1 << 63)) & 0xFFFFFFFFFFFFFFFF) - (1 << 63)


# Encoded varints for the values records use most (null, lengths up to 8 KiB,
# offset and timestamp deltas in a batch): a dict lookup instead of a loop.
# 8191 is the largest value that still fits two bytes.
VARINT_BYTES: Final[dict[int, bytes]] = {n: encode_varint(n) for n in range(-1, 8192)}


def delta_bytes(value: int, varlong: bool) -> bytes:
    """The varint of a delta past ``VARINT_BYTES``: three bytes without a loop (up
    to 2**20, a batch spanning 17 minutes), else the general encoders."""
    if 8192 <= value < 1 << 20:  # exactly the values whose zigzag takes 3 bytes
        z = value << 1
        return bytes(((z & 0x7F) | 0x80, ((z >> 7) & 0x7F) | 0x80, z >> 14))
    return encode_varlong(value) if varlong else encode_varint(value)


def _read(buf: ByteSource, pos: int, max_bytes: int, what: str) -> tuple[int, int]:
    result = 0
    shift = 0
    start = pos
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return (result >> 1) ^ -(result & 1), pos
        shift += 7
        if pos - start >= max_bytes:
            raise CorruptedError(f"{what} longer than {max_bytes} bytes", offset=start)


def read_varint(buf: ByteSource, pos: int) -> tuple[int, int]:
    """Read a zigzag varint (at most 5 bytes, an int32): ``(value, next position)``."""
    value, end = _read(buf, pos, 5, "varint")
    if not INT32_MIN <= value <= INT32_MAX:
        raise CorruptedError("varint out of int32 range", offset=pos)
    return value, end


def read_varlong(buf: ByteSource, pos: int) -> tuple[int, int]:
    """Read a zigzag varlong (at most 10 bytes, an int64): ``(value, next position)``."""
    value, end = _read(buf, pos, 10, "varlong")
    if not INT64_MIN <= value <= INT64_MAX:
        raise CorruptedError("varlong out of int64 range", offset=pos)
    return value, end
