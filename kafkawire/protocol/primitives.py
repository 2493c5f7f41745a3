"""Primitive wire types: precompiled structs, varints and compact lengths.

The generated codecs inline the fast paths (one-byte varints, fused
fixed-width runs) and call in here only for the slow paths.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable
from typing import Any

from kafkawire.errors import CorruptedError, TruncatedError

__all__ = [
    "FLOAT64",
    "INT8",
    "INT16",
    "INT32",
    "INT64",
    "MAX_TAG",
    "UINT16",
    "UINT32",
    "UUID_CACHE",
    "array_struct",
    "decode_uvarint",
    "encode_uvarint",
    "make_uuid",
    "uuid_bytes",
]

INT8 = struct.Struct(">b")
INT16 = struct.Struct(">h")
INT32 = struct.Struct(">i")
INT64 = struct.Struct(">q")
UINT16 = struct.Struct(">H")
UINT32 = struct.Struct(">I")
FLOAT64 = struct.Struct(">d")

#: the largest tag of a tagged field: Kafka's UNSIGNED_VARINT holds 32 bits
#: (Java reads it into an int, dropping what a fifth byte carries past them)
MAX_TAG = 2**32 - 1

_ARRAY_STRUCTS: dict[tuple[str, int], struct.Struct] = {}


def array_struct(code: str, count: int) -> struct.Struct:
    """A cached big-endian struct for ``count`` items of one format ``code``."""
    key = (code, count)
    found = _ARRAY_STRUCTS.get(key)
    if found is None:
        found = struct.Struct(f">{count}{code}")
        if len(_ARRAY_STRUCTS) < 4096:
            _ARRAY_STRUCTS[key] = found
    return found


def decode_uvarint(buf: Any, pos: int) -> tuple[int, int]:
    """Read an unsigned varint of 32 bits (5 bytes at most) at ``pos``; return ``(value, new_pos)``."""
    # unrolled: the generated decoders call this for lengths of 128 and up
    try:
        byte = buf[pos]
        if byte < 0x80:
            return byte, pos + 1
        result = byte & 0x7F
        byte = buf[pos + 1]
        if byte < 0x80:
            return result | (byte << 7), pos + 2
        result |= (byte & 0x7F) << 7
        byte = buf[pos + 2]
        if byte < 0x80:
            return result | (byte << 14), pos + 3
        result |= (byte & 0x7F) << 14
        byte = buf[pos + 3]
        if byte < 0x80:
            return result | (byte << 21), pos + 4
        result |= (byte & 0x7F) << 21
        byte = buf[pos + 4]
    except IndexError:
        raise TruncatedError("input ends inside a varint", offset=pos) from None
    if byte < 0x10:
        return result | (byte << 28), pos + 5
    if byte < 0x80:
        # Java's reader would drop these bits and read another number: no
        # writer of Kafka's sets them
        raise CorruptedError("unsigned varint past 32 bits", offset=pos)
    raise CorruptedError("varint longer than its type allows", offset=pos)


def encode_uvarint(value: int) -> bytes:
    """The unsigned varint for ``value`` (0 <= value < 2**64)."""
    if value < 0x80:
        return bytes((value,))
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


_new_uuid: Callable[..., uuid.UUID] = uuid.UUID.__new__
# UUID forbids attribute stores; its slot descriptors do not
_set_int = uuid.UUID.__dict__["int"].__set__
_set_safe = uuid.UUID.__dict__["is_safe"].__set__
_UNKNOWN = uuid.SafeUUID.unknown
#: topic ids repeat across answers (every Metadata and Fetch names them), and
#: UUIDs are immutable: keep the recent ones, up to a bound
UUID_CACHE: dict[bytes, uuid.UUID] = {}
UUID_CACHE_SIZE = 4096


def make_uuid(raw: bytes) -> uuid.UUID:
    """A ``uuid.UUID`` from 16 bytes, without ``UUID.__init__``'s argument parsing.

    The new UUID is remembered in ``UUID_CACHE``, where decoders look first.
    """
    u = _new_uuid(uuid.UUID)
    _set_int(u, int.from_bytes(raw, "big"))
    _set_safe(u, _UNKNOWN)
    if len(UUID_CACHE) >= UUID_CACHE_SIZE:
        UUID_CACHE.clear()
    UUID_CACHE[raw] = u
    return u


def uuid_bytes(value: uuid.UUID) -> bytes:
    """The 16 wire bytes of ``value``."""
    return value.int.to_bytes(16, "big")
