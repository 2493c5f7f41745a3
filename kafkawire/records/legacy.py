"""Magic 0 and 1 message sets (before KIP-98), read and written.

A legacy message set is a run of messages, one per offset; a compressed message
wraps a whole inner set in its value (layout in ``layout.py``). kafkawire reads a
run of uncompressed messages sharing magic and attributes as one ``RecordSet``,
and a compressed wrapper as one ``RecordSet`` of its inner records, so that
``to_bytes`` gives back the same messages.

Inner offsets: magic 0 keeps absolute offsets; magic 1 (KIP-31) numbers the inner
messages from 0 and the wrapper carries the absolute offset of the last one. With
log append time on a magic 1 wrapper (KIP-32) its timestamp rules every inner record;
the inner messages' own timestamps, which the broker leaves, are kept for writing
them back (``LegacyRun.written``).
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Final, NamedTuple

from kafkawire.errors import CorruptedError, EncodeError, TruncatedError
from kafkawire.records.append_time import WrittenTimestamps
from kafkawire.records.compression import (
    LEGACY_RECORD_ALLOWANCE,
    check_record_cost,
    compress,
    decompress,
)
from kafkawire.records.crc import crc32
from kafkawire.records.int_fields import int_fault
from kafkawire.records.layout import (
    COMPRESSION_MASK,
    LEGACY_MIN_MESSAGE_SIZE,
    LOG_OVERHEAD,
    NO_TIMESTAMP,
    TIMESTAMP_TYPE_MASK,
    Compression,
)
from kafkawire.records.record import Record, RecordBytes, byte_length, record_fault
from kafkawire.records.varint import INT64_MAX, INT64_MIN, ByteSource
from kafkawire.shown import shown_value

if TYPE_CHECKING:
    from kafkawire.records.recordset import RecordSet

__all__ = ["LegacyRun", "encode_message_set", "read_message_run"]

_PREFIX: Final = struct.Struct(">qiI")  # offset, message_size, crc
_V0_BODY: Final = struct.Struct(">bBi")  # magic, attributes (bits), key_length
_V1_BODY: Final = struct.Struct(">bBqi")  # magic, attributes, timestamp, key_length
_INT32: Final = struct.Struct(">i")
_timestamp_of: Final = attrgetter("timestamp")


class _Message(NamedTuple):
    offset: int
    magic: int
    attributes: int
    timestamp: int
    key: ByteSource | None
    value: ByteSource | None
    end: int


class LegacyRun(NamedTuple):
    """What one legacy ``RecordSet`` is read from."""

    magic: int
    attributes: int
    records: list[Record]
    max_timestamp: int | None  # a wrapper's timestamp, None for plain messages
    last_offset: int
    end: int
    #: what the inner messages of a log-append wrapper hold, else None
    written: WrittenTimestamps | None


def _read_message(buf: ByteSource, pos: int, end: int, check_crc: bool) -> _Message:
    """The message at ``pos``, which must end by ``end``."""
    if pos + LOG_OVERHEAD > end:
        raise TruncatedError("message cut inside its offset and size", offset=pos)
    # before the unpack: the prefix holds the CRC too, 4 bytes past the size
    if pos + 17 > end:
        raise TruncatedError("message cut before its magic", offset=pos)
    offset, size, crc = _PREFIX.unpack_from(buf, pos)
    stop = pos + LOG_OVERHEAD + size
    magic = buf[pos + 16]
    if magic > 1:
        raise CorruptedError(f"magic {magic} in a legacy message set", offset=pos + 16)
    if size < LEGACY_MIN_MESSAGE_SIZE[magic]:
        raise CorruptedError(f"message size {size}", offset=pos + 8, path="message.size")
    if stop > end:
        raise TruncatedError(f"message of {size} bytes cut short", offset=pos)
    if check_crc:
        actual = crc32(memoryview(buf)[pos + 16 : stop])
        if actual != crc:
            raise CorruptedError(
                f"message CRC-32 {actual:#010x}, header says {crc:#010x}",
                offset=pos + 12,
                path="message.crc",
            )
    if magic == 0:
        _, attributes, key_length = _V0_BODY.unpack_from(buf, pos + 16)
        timestamp = NO_TIMESTAMP
        at = pos + 22
    else:
        _, attributes, timestamp, key_length = _V1_BODY.unpack_from(buf, pos + 16)
        at = pos + 30
    key: ByteSource | None = None
    if key_length >= 0:
        key = buf[at : at + key_length]
        at += key_length
    elif key_length != -1:
        raise CorruptedError(f"key length {key_length}", offset=at - 4, path="message.key")
    if at + 4 > stop:
        raise CorruptedError("key runs past its message", offset=at, path="message.key")
    (value_length,) = _INT32.unpack_from(buf, at)
    at += 4
    value: ByteSource | None = None
    if value_length >= 0:
        value = buf[at : at + value_length]
        at += value_length
    elif value_length != -1:
        raise CorruptedError(f"value length {value_length}", offset=at - 4, path="message.value")
    if at != stop:
        raise CorruptedError(
            f"message size says {size} but its fields take {at - pos - LOG_OVERHEAD}",
            offset=pos + 8,
            path="message.size",
        )
    return _Message(offset, magic, attributes, timestamp, key, value, stop)


def _unwrap(wrapper: _Message, check_crc: bool, limit: int) -> tuple[list[Record], list[int]]:
    """The inner records of ``wrapper`` and each inner message's attributes."""
    if wrapper.value is None:
        raise CorruptedError("compressed message without a value", path="message.value")
    codec = wrapper.attributes & COMPRESSION_MASK
    inner = decompress(codec, wrapper.value, wrapper.magic, limit)
    room = (limit - len(inner)) // LEGACY_RECORD_ALLOWANCE  # messages the cap has room for
    messages: list[_Message] = []
    top = INT64_MIN  # the highest inner offset: they need not ascend
    pos = 0
    while pos < len(inner):
        try:
            message = _read_message(inner, pos, len(inner), check_crc)
        except (TruncatedError, CorruptedError) as exc:
            raise _inner_fault(exc, wrapper) from None
        if message.magic != wrapper.magic:
            raise CorruptedError(
                f"magic {message.magic} inside a magic {wrapper.magic} wrapper",
                path="message.value",
            )
        if message.attributes & COMPRESSION_MASK:
            raise CorruptedError("compressed message inside a compressed one")
        messages.append(message)
        if message.offset > top:
            top = message.offset
        if len(messages) > room:
            check_record_cost(len(inner), len(messages), limit, LEGACY_RECORD_ALLOWANCE)
        pos = message.end
    if not messages:
        raise CorruptedError("compressed message with an empty inner set", path="message.value")
    # Magic 1 inner offsets are relative to the wrapper's, unless the wrapper has
    # none yet: producers write 0 there and leave the numbering to the broker.
    # Any other wrapper offset is the last inner message's: below its relative
    # offset, no absolute offset can be told (Kafka refuses it too).
    shift = 0
    if wrapper.magic == 1 and wrapper.offset != 0:
        last = messages[-1].offset
        if wrapper.offset < last:
            raise CorruptedError(
                f"wrapper offset {wrapper.offset} below its last inner offset {last}",
                path="message.offset",
            )
        shift = wrapper.offset - last
        if top + shift > INT64_MAX:
            # an inner offset above the last one, from a wrapper near the end
            # of int64: no log has such an offset (a consumer went past it)
            raise CorruptedError(
                f"inner offset {top} of a wrapper at {wrapper.offset} (last inner "
                f"{last}) is past int64",
                path="message.offset",
            )
    records = [Record(m.offset + shift, m.timestamp, m.key, m.value, []) for m in messages]
    return records, [m.attributes for m in messages]


def _inner_fault(exc: TruncatedError | CorruptedError, wrapper: _Message) -> CorruptedError:
    """``exc`` of an inner message placed at ``wrapper``'s value: the inflated
    bytes are in no buffer the caller holds (as a v2 batch places them)."""
    assert wrapper.value is not None  # _unwrap refused a null one
    text = exc.args[0]
    if isinstance(exc, TruncatedError):  # the wrapper holds it whole: its set is corrupt
        text = f"inner message set: {text}"
    if exc.offset is not None:
        text = f"{text}, at inflated byte {exc.offset}"
    payload = wrapper.end - len(wrapper.value)  # the value runs to the message's end
    return CorruptedError(text, offset=payload, path=exc.path or "message.value")


def read_message_run(buf: ByteSource, pos: int, end: int, check_crc: bool, limit: int) -> LegacyRun:
    """One compressed message, or a run of uncompressed ones alike in magic and
    attributes; the run stops before a message that differs or is incomplete."""
    first = _read_message(buf, pos, end, check_crc)
    if first.attributes & COMPRESSION_MASK:
        records, inner_attributes = _unwrap(first, check_crc, limit)
        written = None
        if first.magic == 1 and first.attributes & TIMESTAMP_TYPE_MASK:
            # The wrapper's timestamp rules every inner record. A broker that
            # stamped the wrapper in place left the producer's timestamps inside;
            # one that wrote it anew gave each inner message the append time and
            # the timestamp type bit (Java's builder does): both kept for writing.
            written = WrittenTimestamps(
                first.timestamp, records, [r.timestamp for r in records], inner_attributes
            )
            for r in records:
                r.timestamp = first.timestamp
        return LegacyRun(
            first.magic,
            first.attributes,
            records,
            first.timestamp,
            records[-1].offset,
            first.end,
            written,
        )
    records = [Record(first.offset, first.timestamp, first.key, first.value, [])]
    pos = first.end
    while pos + 18 <= end and buf[pos + 16] == first.magic and buf[pos + 17] == first.attributes:
        (size,) = _INT32.unpack_from(buf, pos + 8)
        if pos + LOG_OVERHEAD + size > end:
            break
        m = _read_message(buf, pos, end, check_crc)
        records.append(Record(m.offset, m.timestamp, m.key, m.value, []))
        pos = m.end
    return LegacyRun(first.magic, first.attributes, records, None, records[-1].offset, pos, None)


def _append_message(
    out: bytearray,
    offset: int,
    magic: int,
    attributes: int,
    timestamp: int,
    key: RecordBytes | None,
    value: RecordBytes | None,
) -> None:
    key_length = -1 if key is None else byte_length(key)
    if magic == 0:
        head = _V0_BODY.pack(0, attributes, key_length)
    else:
        head = _V1_BODY.pack(1, attributes, timestamp, key_length)
    body = b"".join(
        (
            head,
            b"" if key is None else key,
            _INT32.pack(-1 if value is None else byte_length(value)),
            b"" if value is None else value,
        )
    )
    out += _PREFIX.pack(offset, len(body) + 4, crc32(body))
    out += body


def _wrapper_fault(rs: RecordSet) -> str | None:
    """What of ``rs`` its messages cannot carry, when no record is at fault (the
    base offset and max timestamp are a wrapper's only)."""
    named: tuple[tuple[str, object, str], ...] = (("attributes", rs.attributes, "uint8"),)
    if rs.attributes & COMPRESSION_MASK:
        named += (("base_offset", rs.base_offset, "int64"),)
        if rs.max_timestamp is not None:
            named += (("max_timestamp", rs.max_timestamp, "int64"),)
    return int_fault(named)


def encode_message_set(
    rs: RecordSet,
    records: Sequence[Record],
    shown: Sequence[Record] | None = None,
    inner_attributes: Sequence[int] | None = None,
) -> bytearray:
    """The magic 0 or 1 message set of ``rs`` holding ``records``; ``shown``, when
    given, are the same records as read under log-append time (``records`` as
    written): a wrapper timestamp to compute is theirs. ``inner_attributes``
    are those of each inner message of a wrapper (0 when not given)."""
    magic = rs.version
    attributes = rs.attributes
    if not isinstance(attributes, int):  # set by hand: failed in the bit test below
        raise EncodeError(f"attributes {shown_value(attributes)} are not an int8")
    codec = attributes & COMPRESSION_MASK
    if codec > Compression.LZ4:
        raise EncodeError(f"codec {codec} needs magic 2 (zstd: KIP-110)")
    # Bit 3 of magic 0 is unused (Kafka ignores it): one read goes back as read;
    # the timestamp_type setter is what refuses to set it.
    out = bytearray()
    try:
        for record in records:
            if record._headers:
                raise EncodeError(
                    f"record headers need magic 2 (KIP-82), not magic {shown_value(magic)}"
                )
        if codec == Compression.NONE:
            for r in records:
                _append_message(out, r.offset, magic, attributes, r.timestamp, r.key, r.value)
            return out
        if not records:
            raise EncodeError("a compressed message set needs at least one record")
        inner = bytearray()
        base = rs.base_offset
        for i, r in enumerate(records):
            inner_offset = r.offset - base if magic == 1 else r.offset
            if magic == 1 and (inner_offset < 0 or base < 0):
                # KIP-31 numbers inner messages from 0: readers could not tell
                # such offsets back (a wrapper at 0 is taken for a producer's)
                raise EncodeError(
                    f"offset {shown_value(r.offset)} with base_offset {shown_value(base)} in a magic 1 wrapper"
                )
            bits = 0 if inner_attributes is None else inner_attributes[i]
            _append_message(inner, inner_offset, magic, bits, r.timestamp, r.key, r.value)
        top = rs.max_timestamp
        if top is None:
            timestamp = max(map(_timestamp_of, records if shown is None else shown))
        else:
            timestamp = top
        wrapped = compress(codec, inner, magic)
        _append_message(out, records[-1].offset, magic, attributes, timestamp, None, wrapped)
    # ValueError: a key or value that is a released memoryview
    except (struct.error, TypeError, AttributeError, ValueError) as exc:
        fault = record_fault(records) or _wrapper_fault(rs)
        raise EncodeError(f"cannot encode this message set: {fault or exc}") from exc
    return out
