"""The LZ4 frame header checksum, and Kafka's broken one (KAFKA-3160, KIP-57).

An LZ4 frame starts with the magic ``04 22 4D 18``, a descriptor (FLG, BD, an
optional 8-byte content size when FLG bit 3 is set, an optional 4-byte dictionary
id when FLG bit 0 is set) and HC, the second byte of the XXH32 (seed 0) of the
descriptor. Kafka before 0.10 hashed the magic too. KIP-57 kept that wrong byte for
magic 0 message sets, so brokers still expect it there and the correct one in
magic 1 and 2 (reading magic 0, Kafka skips HC whatever it holds). The ``lz4``
package checks HC and does not expose XXH32, hence this small, pure XXH32: it
only ever hashes the 6 to 19 header bytes.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LZ4_FRAME_MAGIC", "break_header_checksum", "fix_header_checksum", "xxh32"]

LZ4_FRAME_MAGIC: Final = b"\x04\x22\x4d\x18"

_P1: Final = 2654435761
_P2: Final = 2246822519
_P3: Final = 3266489917
_P4: Final = 668265263
_P5: Final = 374761393
_M32: Final = 0xFFFFFFFF


def _rotl(x: int, r: int) -> int:
    return ((x << r) | (x >> (32 - r))) & _M32


def _round(acc: int, lane: int) -> int:
    return (_rotl((acc + lane * _P2) & _M32, 13) * _P1) & _M32


def xxh32(data: bytes, seed: int = 0) -> int:
    """XXH32 of ``data`` (the reference algorithm; fine for a few dozen bytes)."""
    n = len(data)
    i = 0
    if n >= 16:
        v1 = (seed + _P1 + _P2) & _M32
        v2 = (seed + _P2) & _M32
        v3 = seed & _M32
        v4 = (seed - _P1) & _M32
        while i + 16 <= n:
            v1 = _round(v1, int.from_bytes(data[i : i + 4], "little"))
            v2 = _round(v2, int.from_bytes(data[i + 4 : i + 8], "little"))
            v3 = _round(v3, int.from_bytes(data[i + 8 : i + 12], "little"))
            v4 = _round(v4, int.from_bytes(data[i + 12 : i + 16], "little"))
            i += 16
        h = (_rotl(v1, 1) + _rotl(v2, 7) + _rotl(v3, 12) + _rotl(v4, 18)) & _M32
    else:
        h = (seed + _P5) & _M32
    h = (h + n) & _M32
    while i + 4 <= n:
        h = (_rotl((h + int.from_bytes(data[i : i + 4], "little") * _P3) & _M32, 17) * _P4) & _M32
        i += 4
    while i < n:
        h = (_rotl((h + data[i] * _P5) & _M32, 11) * _P1) & _M32
        i += 1
    h ^= h >> 15
    h = (h * _P2) & _M32
    h ^= h >> 13
    h = (h * _P3) & _M32
    h ^= h >> 16
    return h


def _header_size(frame: bytes) -> int:
    """Bytes up to and including HC, or 0 when ``frame`` is too short to tell."""
    if len(frame) < 7:
        return 0
    flg = frame[4]
    size = 7 + (8 if flg & 0x08 else 0) + (4 if flg & 0x01 else 0)
    return size if len(frame) >= size else 0


def fix_header_checksum(frame: bytes, *, any_checksum: bool = False) -> bytes:
    """``frame`` with Kafka's broken HC replaced by the correct one (else unchanged);
    with ``any_checksum``, whatever HC it has (as Kafka reads magic 0 frames)."""
    size = _header_size(frame)
    if not size or not frame.startswith(LZ4_FRAME_MAGIC):
        return frame
    correct = (xxh32(frame[4 : size - 1]) >> 8) & 0xFF
    if frame[size - 1] == correct:
        return frame
    broken = (xxh32(frame[0 : size - 1]) >> 8) & 0xFF
    if frame[size - 1] != broken and not any_checksum:
        return frame  # neither: let the decompressor report the damage
    return frame[: size - 1] + bytes((correct,)) + frame[size:]


def break_header_checksum(frame: bytes) -> bytes:
    """``frame`` with the HC that magic 0 readers (Kafka 0.8 and 0.9) expect."""
    size = _header_size(frame)
    if not size:
        raise ValueError("not an LZ4 frame header")
    broken = (xxh32(frame[0 : size - 1]) >> 8) & 0xFF
    return frame[: size - 1] + bytes((broken,)) + frame[size:]
