"""The record loops of magic 2: records to bytes and back (timed against the peers by
``benchmarks/bench_records.py``).

Layout (see ``layout.py``): ``length | attributes | timestamp_delta | offset_delta |
key_length | key | value_length | value | header_count | headers``, all varints
zigzag. The loops inline the one-byte varint (and the two-byte one for lengths and
offset deltas, which a 100-byte value or the 65th record already needs) and call
``varint.py`` only beyond that. Encoding looks small varints up in a table and
joins each record once. Both loops are long on purpose: a helper call per field
costs more than the field.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from typing import Any, Final

from kafkawire.errors import CompressionError, CorruptedError, EncodeError
from kafkawire.records.compression import HEADER_ALLOWANCE
from kafkawire.records.record import Header, Record, RecordBytes, byte_length
from kafkawire.records.varint import (
    INT32_MAX,
    INT32_MIN,
    INT64_MAX,
    INT64_MIN,
    VARINT_BYTES,
    ZIGZAG_BYTE,
    ByteSource,
    delta_bytes,
    encode_varint,
    encode_varlong,
    java_long,
    read_varint,
    read_varlong,
)
from kafkawire.shown import shown_value

__all__ = [
    "HEADER_NAMES",
    "HEADER_NAMES_MAX",
    "SAFE_BASE_OFFSETS",
    "SAFE_BASE_TIMESTAMPS",
    "TABLE_END",
    "decode_records",
    "encode_records",
    "loop_near_ends",
    "not_int64",
]

# Header names repeat from record to record: keep their encoded form (length
# prefix included) for the first few hundred names seen.
HEADER_NAMES: dict[str, bytes] = {}
HEADER_NAMES_MAX: Final = 512
# ...and decoded: the str of each raw name. A name that is not UTF-8 keeps its
# stray bytes as lone surrogates (surrogateescape) and is written back as read:
# Java's consumer reads such a record (with U+FFFD), so refusing the batch would
# hold up its partition for good.
_NAME_STRINGS: dict[ByteSource, str] = {}
# Longest name decoded that is kept: the cache lives as long as the process and
# is fed by any batch read, where a name may take up a whole record.
NAME_STRINGS_MAX_BYTES: Final = 256
TABLE_END: Final = max(VARINT_BYTES) + 1
_NULL: Final = b"\x01"  # varint -1
_ZERO: Final = b"\x00"


def _decode_name(raw: ByteSource) -> str:
    name = str(raw, "utf-8", "surrogateescape")
    if len(raw) <= NAME_STRINGS_MAX_BYTES and len(_NAME_STRINGS) < HEADER_NAMES_MAX:
        _NAME_STRINGS[bytes(raw)] = name
    return name


def _bad_length(n: int, what: str, pos: int) -> CorruptedError:
    return CorruptedError(f"{what} length {n}", offset=pos, path=f"record.{what}")


def _read_headers(
    buf: ByteSource, pos: int, count: int, names: list[str]
) -> tuple[list[Header], int]:
    """``count`` headers at ``pos``; when ``names`` holds a name already read, the
    first header's value is next."""
    headers: list[Header] = []
    for _ in range(count):
        if names:
            name = names.pop()
        else:
            n, pos = read_varint(buf, pos)
            if n < 0:
                raise _bad_length(n, "header name", pos)
            raw = buf[pos : pos + n]
            name = _NAME_STRINGS.get(raw) or _decode_name(raw)
            pos += n
        n, pos = read_varint(buf, pos)
        if n >= 0:
            headers.append((name, buf[pos : pos + n]))
            pos += n
        elif n == -1:
            headers.append((name, None))
        else:
            raise _bad_length(n, "header value", pos)
    return headers, pos


def _headers_past_cap() -> CompressionError:
    return CompressionError(
        f"record headers take more than the cap once read, at {HEADER_ALLOWANCE} "
        "a header (max_decompressed_bytes)"
    )


# The record loop, as source, compiled at import once for each kind of record
# built from it (as :mod:`dataclasses` compiles ``__init__``): each kind is then
# built inline, with no call per record, from the one loop there is to keep
# right. ``{params}`` are what the kind needs beyond the fields; ``{emit}``
# makes the record from ``offset``, ``timestamp``, ``key``, ``value`` and
# ``headers`` (a list, None for none) and appends it. Running past the end of
# ``buf`` raises ``IndexError``, which the caller reports.
_LOOP: Final = """\
def loop(
    buf, pos, count, base_offset, base_timestamp, headers_left{params},
    zz=ZIGZAG_BYTE, name_strings=_NAME_STRINGS.get, new=_NEW, kind=_KIND, wrap=java_long,
):
    out = []
    append = out.append
    for _ in range(count):
        # length; the attributes byte after it is unused and skipped
        b = buf[pos]
        if b < 0x80:
            end = pos + 1 + zz[b]
            pos += 2
        else:
            c = buf[pos + 1]
            if c < 0x80:
                u = (b & 0x7F) | (c << 7)
                end = pos + 2 + ((u >> 1) ^ -(u & 1))
                pos += 3
            elif (d := buf[pos + 2]) < 0x80:  # a record of 8 KiB to 1 MiB
                u = (b & 0x7F) | ((c & 0x7F) << 7) | (d << 14)
                end = pos + 3 + ((u >> 1) ^ -(u & 1))
                pos += 4
            else:
                n, pos = read_varint(buf, pos)
                end = pos + n
                pos += 1
        # timestamp delta (a varlong): inline up to three bytes, a batch
        # spanning 17 minutes (two bytes: 64 ms to 8 s)
        b = buf[pos]
        if b < 0x80:
            timestamp = base_timestamp + zz[b]
            pos += 1
        else:
            c = buf[pos + 1]
            if c < 0x80:
                u = (b & 0x7F) | (c << 7)
                timestamp = base_timestamp + ((u >> 1) ^ -(u & 1))
                pos += 2
            elif (d := buf[pos + 2]) < 0x80:
                u = (b & 0x7F) | ((c & 0x7F) << 7) | (d << 14)
                timestamp = base_timestamp + ((u >> 1) ^ -(u & 1))
                pos += 3
            else:
                n, pos = read_varlong(buf, pos)
                timestamp = base_timestamp + n
                if not -0x8000000000000000 <= timestamp <= 0x7FFFFFFFFFFFFFFF:
                    timestamp = wrap(timestamp)
        # offset delta
        b = buf[pos]
        if b < 0x80:
            offset = base_offset + zz[b]
            pos += 1
        else:
            c = buf[pos + 1]
            if c < 0x80:
                u = (b & 0x7F) | (c << 7)
                offset = base_offset + ((u >> 1) ^ -(u & 1))
                pos += 2
            else:
                n, pos = read_varint(buf, pos)
                offset = base_offset + n
{near_ends}        # key
        b = buf[pos]
        if b < 0x80:
            pos += 1
            if b & 1:
                if b != 1:
                    raise _bad_length(zz[b], "key", pos - 1)
                key = None
            else:
                n = pos + (b >> 1)
                key = buf[pos:n]
                pos = n
        else:
            c = buf[pos + 1]
            if c < 0x80:
                u = (b & 0x7F) | (c << 7)
                n = (u >> 1) ^ -(u & 1)
                pos += 2
            else:
                n, pos = read_varint(buf, pos)
            if n < 0:
                raise _bad_length(n, "key", pos)
            key = buf[pos : pos + n]
            pos += n
        # value
        b = buf[pos]
        if b < 0x80:
            pos += 1
            if b & 1:
                if b != 1:
                    raise _bad_length(zz[b], "value", pos - 1)
                value = None
            else:
                n = pos + (b >> 1)
                value = buf[pos:n]
                pos = n
        else:
            c = buf[pos + 1]
            if c < 0x80:
                u = (b & 0x7F) | (c << 7)
                n = (u >> 1) ^ -(u & 1)
                pos += 2
            elif (d := buf[pos + 2]) < 0x80:  # a value of 8 KiB to 1 MiB
                u = (b & 0x7F) | ((c & 0x7F) << 7) | (d << 14)
                n = (u >> 1) ^ -(u & 1)
                pos += 3
            else:
                n, pos = read_varint(buf, pos)
            if n < 0:
                raise _bad_length(n, "value", pos)
            value = buf[pos : pos + n]
            pos += n
        # headers: none, or one with a short name, inline; anything else in a call
        b = buf[pos]
        if b == 0:
            headers = None
            pos += 1
        elif b == 2:
            headers_left -= 2  # the header and the record's list of them
            if headers_left < 0:
                raise _headers_past_cap()
            b = buf[pos + 1]
            if b < 0x80 and not b & 1:
                n = pos + 2 + (b >> 1)
                raw = buf[pos + 2 : n]
                name = name_strings(raw)
                if name is None:
                    name = _decode_name(raw)
                pos = n
                b = buf[pos]
                if b < 0x80:
                    pos += 1
                    if b & 1:
                        if b != 1:
                            raise _bad_length(zz[b], "header value", pos - 1)
                        headers = [(name, None)]
                    else:
                        n = pos + (b >> 1)
                        headers = [(name, buf[pos:n])]
                        pos = n
                else:
                    headers, pos = _read_headers(buf, pos, 1, [name])
            else:
                headers, pos = _read_headers(buf, pos + 1, 1, [])
        else:
            header_count, pos = read_varint(buf, pos)
            # a header takes two bytes at least
            if not 0 <= header_count <= (len(buf) - pos) >> 1:
                raise CorruptedError(
                    f"header count {header_count}", offset=pos, path="record.headers"
                )
            headers_left -= header_count + 1  # and the record's list of them
            if headers_left < 0:
                raise _headers_past_cap()
            headers, pos = _read_headers(buf, pos, header_count, [])
        if pos != end:
            raise CorruptedError(
                f"record length says {end} but its fields end at {pos}", offset=pos, path="record"
            )
        {emit}
    return out, pos, headers_left
"""

#: a compiled loop: ``(records, next position, headers left)``
RecordLoop = Callable[..., tuple[list[Any], int, int]]

#: what the loop's source refers to
_LOOP_NAMES: Final[dict[str, Any]] = {
    "ZIGZAG_BYTE": ZIGZAG_BYTE,
    "_NAME_STRINGS": _NAME_STRINGS,
    "CorruptedError": CorruptedError,
    "_bad_length": _bad_length,
    "_decode_name": _decode_name,
    "_headers_past_cap": _headers_past_cap,
    "_read_headers": _read_headers,
    "read_varint": read_varint,
    "read_varlong": read_varlong,
    "java_long": java_long,
}


# A timestamp delta the loop reads inline (three bytes at most) is below 2**20
# either way: from a base this far from the ends of int64, base + delta stays in
# int64, and only a longer delta (a call already) is checked. An offset delta is
# an int32. From a base nearer an end, a batch is read by the twin of its loop
# that checks every record: a timestamp wraps as Java's does, and an offset past
# int64 (no log has one) is refused.
SAFE_BASE_TIMESTAMPS: Final = (INT64_MIN + (1 << 20), INT64_MAX - (1 << 20))
SAFE_BASE_OFFSETS: Final = (INT64_MIN - INT32_MIN, INT64_MAX - INT32_MAX)
_CHECK_NEAR_ENDS: Final = """\
        if not -0x8000000000000000 <= timestamp <= 0x7FFFFFFFFFFFFFFF:
            timestamp = wrap(timestamp)
        if not -0x8000000000000000 <= offset <= 0x7FFFFFFFFFFFFFFF:
            raise CorruptedError(
                f"record offset {offset} is past int64", offset=pos, path="record.offset_delta"
            )
"""
_NEAR_ENDS: dict[RecordLoop, RecordLoop] = {}


def compile_loop(
    emit: str, params: str = "", new: object = None, kind: object = None
) -> RecordLoop:
    """The record loop that builds its records with ``emit`` (statements, in
    which ``new`` and ``kind`` are the objects given) and takes ``params``
    (", a, b": names, from the project's own code only) after the six
    arguments of ``decode_records``. Its twin for bases near the ends of int64
    is ``loop_near_ends(loop)``."""
    body = textwrap.indent(textwrap.dedent(emit).strip("\n"), " " * 8)
    source = _LOOP.replace("{params}", params).replace("        {emit}", body)
    loops: list[RecordLoop] = []
    for check in ("", _CHECK_NEAR_ENDS):
        namespace = dict(_LOOP_NAMES, _NEW=new, _KIND=kind)
        text = source.replace("{near_ends}", check)
        exec(compile(text, f"<record loop{params}>", "exec"), namespace)
        loops.append(namespace["loop"])
    loop, near_ends = loops
    _NEAR_ENDS[loop] = near_ends
    return loop


def loop_near_ends(loop: RecordLoop) -> RecordLoop:
    """The twin of ``loop`` that checks every record's timestamp and offset, for
    a base outside ``SAFE_BASE_TIMESTAMPS`` or ``SAFE_BASE_OFFSETS``."""
    return _NEAR_ENDS[loop]


_decode_records = compile_loop(
    """
    record = new(kind)
    record.offset = offset
    record.timestamp = timestamp
    record.key = key
    record.value = value
    record._headers = headers
    append(record)
    """,
    new=object.__new__,
    kind=Record,
)


def decode_records(
    buf: ByteSource,
    pos: int,
    count: int,
    base_offset: int,
    base_timestamp: int,
    headers_left: int,
) -> tuple[list[Record], int, int]:
    """Read ``count`` records from ``buf`` at ``pos``: ``(records, next position,
    headers left)``.

    ``buf`` must end where the records end: running past it raises ``IndexError``,
    which the caller reports. Keys and values are slices of ``buf``. The records
    may hold ``headers_left`` headers in all, each record with headers counting
    one more for its list (``CompressionError`` past that: what a compressed
    batch's cap has room for).
    """
    return _decode_records(buf, pos, count, base_offset, base_timestamp, headers_left)


_NEAR_ENDS[decode_records] = loop_near_ends(_decode_records)


def not_int64(timestamp: object) -> EncodeError:
    """The error for a timestamp a batch cannot carry."""
    return EncodeError(f"timestamp {shown_value(timestamp)} is not an int64")


def _far_timestamp_delta(timestamp: int, delta: int) -> bytes:
    """The varlong of a delta past the table, from a timestamp that must be an int64
    itself. Java adds the delta to the base in an int64, which wraps: a delta
    past int64 is written wrapped too, and any int64 timestamp reads back."""
    if not INT64_MIN <= timestamp <= INT64_MAX:
        raise not_int64(timestamp)
    return delta_bytes(delta if delta <= INT64_MAX else java_long(delta), True)


def _encode_record_slow(record: Record, base_offset: int, base_timestamp: int) -> bytes:
    """One record with every varint computed: for values past the lookup table."""
    if not INT64_MIN <= record.timestamp <= INT64_MAX:
        raise not_int64(record.timestamp)
    parts: list[RecordBytes] = [
        _ZERO,
        encode_varlong(java_long(record.timestamp - base_timestamp)),  # wrapped, as Java
        encode_varint(record.offset - base_offset),
    ]
    for field in (record.key, record.value):
        if field is None:
            parts.append(_NULL)
        else:
            parts.append(encode_varint(byte_length(field)))
            parts.append(field)
    headers = record._headers or ()  # writing a record makes no list for it
    parts.append(encode_varint(len(headers)))
    for name, value in headers:
        raw = name.encode("utf-8", "surrogateescape")
        parts.append(encode_varint(len(raw)))
        parts.append(raw)
        if value is None:
            parts.append(_NULL)
        else:
            parts.append(encode_varint(byte_length(value)))
            parts.append(value)
    body = b"".join(parts)
    return encode_varint(len(body)) + body


def encode_records(
    records: Sequence[Record], base_offset: int, base_timestamp: int, out: bytearray
) -> None:
    """Append ``records`` to ``out`` with offsets and timestamps relative to the bases."""
    table = VARINT_BYTES
    names = HEADER_NAMES
    join = b"".join
    for record in records:
        try:
            key = record.key
            value = record.value
            headers = record._headers  # None: no headers, and no list made for it
            if key is None:
                key_prefix = _NULL
                key = b""
            else:
                key_prefix = table[len(key) if type(key) is bytes else byte_length(key)]
            if value is None:
                value_prefix = _NULL
                value = b""
            else:
                value_prefix = table[len(value) if type(value) is bytes else byte_length(value)]
            # Deltas past the table are common enough (a batch spanning more than
            # 8 s, more than 8192 records) to get a branch rather than the slow path.
            timestamp = record.timestamp
            delta = timestamp - base_timestamp
            timestamp_delta = (
                table[delta] if delta < TABLE_END else _far_timestamp_delta(timestamp, delta)
            )
            delta = record.offset - base_offset
            offset_delta = table[delta] if delta < TABLE_END else delta_bytes(delta, False)
            if not headers:
                body = join(
                    (
                        _ZERO,
                        timestamp_delta,
                        offset_delta,
                        key_prefix,
                        key,
                        value_prefix,
                        value,
                        _ZERO,
                    )
                )
            else:
                parts: list[RecordBytes] = [
                    _ZERO,
                    timestamp_delta,
                    offset_delta,
                    key_prefix,
                    key,
                    value_prefix,
                    value,
                    table[len(headers)],
                ]
                for name, header_value in headers:
                    encoded = names.get(name)
                    if encoded is None:
                        raw = name.encode("utf-8", "surrogateescape")
                        encoded = table[len(raw)] + raw
                        if len(names) < HEADER_NAMES_MAX:
                            names[name] = encoded
                    parts.append(encoded)
                    if header_value is None:
                        parts.append(_NULL)
                    else:
                        parts.append(
                            table[
                                len(header_value)
                                if type(header_value) is bytes
                                else byte_length(header_value)
                            ]
                        )
                        parts.append(header_value)
                body = join(parts)
            out += table[len(body)]
            out += body
        except KeyError:
            out += _encode_record_slow(record, base_offset, base_timestamp)
