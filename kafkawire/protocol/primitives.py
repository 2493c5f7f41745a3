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
    "UINT16",
    "UINT32",
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

#: An unsigned varint of the protocol carries at most 32 bits (5 bytes).
MAX_UVARINT_BYTES = 5

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


def decode_uvarint(buf: Any, pos: int, limit: int = MAX_UVARINT_BYTES) -> tuple[int, int]:
    """Read an unsigned varint at ``pos``; return ``(value, new_pos)``."""
    result = 0
    shift = 0
    for i in range(limit):
        try:
            byte = buf[pos + i]
        except IndexError:
            raise TruncatedError("input ends inside a varint", offset=pos) from None
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos + i + 1
        shift += 7
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
_UUIDS: dict[bytes, uuid.UUID] = {}
UUID_CACHE_SIZE = 4096


def make_uuid(raw: bytes) -> uuid.UUID:
    """A ``uuid.UUID`` from 16 bytes, without ``UUID.__init__``'s argument parsing."""
    u = _UUIDS.get(raw)
    if u is None:
        u = _new_uuid(uuid.UUID)
        _set_int(u, int.from_bytes(raw, "big"))
        _set_safe(u, _UNKNOWN)
        if len(_UUIDS) >= UUID_CACHE_SIZE:
            _UUIDS.clear()
        _UUIDS[raw] = u
    return u


def uuid_bytes(value: uuid.UUID) -> bytes:
    """The 16 wire bytes of ``value``."""
    return value.int.to_bytes(16, "big")
