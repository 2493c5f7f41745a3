"""Helpers the generated codecs call: slow paths and error builders.

Everything here is either off the happy path (errors, multi-byte varints,
tagged-field sections that are not empty) or a shared precompiled struct.
"""

from __future__ import annotations

import struct

from kafkawire.errors import CorruptedError, EncodeError, TruncatedError
from kafkawire.protocol.primitives import (
    UUID_CACHE,
    array_struct,
    decode_uvarint,
    encode_uvarint,
    make_uuid,
    uuid_bytes,
)

__all__ = [
    "_B1",
    "Records",
    "_Ph",
    "_Pi",
    "_absent",
    "_array",
    "_cached_uuid",
    "_encode_uvarint",
    "_i32c",
    "_i32s",
    "_make_uuid",
    "_negative",
    "_new",
    "_short",
    "_tag_order",
    "_tag_size",
    "_uh",
    "_ui",
    "_unknown_tags",
    "_uuid_bytes",
    "_uvarint",
    "_write_tags",
]

#: A RECORDS field: bytes when built by hand, a view of the frame when decoded.
Records = bytes | bytearray | memoryview

_uh = struct.Struct(">h").unpack_from
_ui = struct.Struct(">i").unpack_from
_Ph = struct.Struct(">h").pack
_Pi = struct.Struct(">i").pack
_array = array_struct
#: unpackers of 0..32 big-endian int32s: replica lists and partition ids are short
_i32s = [struct.Struct(f">{n}i").unpack_from for n in range(33)]
#: the same, indexed by a compact array's count byte (the count + 1): 1 to 33
_i32c = [_i32s[0], *_i32s]
_uvarint = decode_uvarint
_new = object.__new__
#: one-byte bytes objects, so an encoder appends a length or a marker without building one
_B1 = [bytes((n,)) for n in range(256)]
_encode_uvarint = encode_uvarint
_make_uuid = make_uuid
#: the UUID cache's lookup, inlined by decoders before ``_make_uuid`` (a UUID is never falsy)
_cached_uuid = UUID_CACHE.get
_uuid_bytes = uuid_bytes


def _short(pos: int) -> TruncatedError:
    return TruncatedError("a length or count runs past the end of the input", offset=pos)


def _negative(pos: int) -> CorruptedError:
    return CorruptedError("negative length", offset=pos)


def _tag_order(pos: int) -> CorruptedError:
    return CorruptedError("tagged fields out of order or repeated", offset=pos)


def _tag_size(pos: int) -> CorruptedError:
    return CorruptedError("a tagged field's size does not match its content", offset=pos)


def _absent(struct_name: str, field: str, version: int) -> EncodeError:
    return EncodeError(
        f"{struct_name}.{field} has no place in version {version} and is not the default"
    )


def _unknown_tags(buf: bytes, pos: int, end: int) -> tuple[dict[int, bytes], int]:
    """Read a tagged-field section of a struct that knows no tags in this version."""
    count, pos = decode_uvarint(buf, pos)
    tags: dict[int, bytes] = {}
    last = -1
    for _ in range(count):
        tag, pos = decode_uvarint(buf, pos)
        size, pos = decode_uvarint(buf, pos)
        stop = pos + size
        if stop > end:
            raise _short(pos)
        if tag <= last:
            raise _tag_order(pos)
        last = tag
        tags[tag] = buf[pos:stop]
        pos = stop
    return tags, pos


def _write_tags(
    out: list[bytes], known: list[tuple[int, list[bytes]]], unknown: dict[int, bytes] | None
) -> None:
    """Write a tagged-field section: known and kept-unknown fields, by tag."""
    items: list[tuple[int, bytes]] = [(tag, b"".join(parts)) for tag, parts in known]
    if unknown:
        items = sorted([*items, *unknown.items()], key=lambda item: item[0])
        tags = [tag for tag, _ in items]
        if len(set(tags)) != len(tags):
            raise EncodeError(f"an unknown tagged field repeats a known tag: {sorted(tags)}")
    out.append(encode_uvarint(len(items)))
    for tag, raw in items:
        out.append(encode_uvarint(tag))
        out.append(encode_uvarint(len(raw)))
        out.append(bytes(raw))
