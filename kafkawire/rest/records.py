"""Records as seed 003 returns them, and the cutting of a fetch reply.

Each record is ``{"topic", "key", "value", "partition", "offset", "headers"}``.
A binary instance writes keys and values as base64. A json instance writes a
key or value that is exactly one JSON value as that value, byte for byte as it
was produced, and any other UTF-8 text as a JSON string; text after a value
makes the whole text. Bytes that are not UTF-8 raise ``NotUtf8``.

The check that text is one JSON value parses it, which costs memory; a check
whose estimated cost passes ``json_check_max_memory_bytes`` (32 MiB) is not
made and the value is text. The estimate is calibrated on the seed's figures:
about 15 MiB of ASCII in a JSON string, about 1.5 MiB of ``[{"a":1},...]``.
"""

from __future__ import annotations

import json
import json.encoder
from binascii import b2a_base64
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from kafkawire.rest.kafka import RecordLike, TopicPartition

__all__ = ["NotUtf8", "Reply", "build_reply", "json_piece", "record_json"]

#: estimated bytes of Python objects per byte of text and per structural byte
COST_PER_BYTE: Final = 2
COST_PER_OBJECT: Final = 120
COST_PER_ARRAY: Final = 72
COST_PER_ITEM: Final = 40


class NotUtf8(ValueError):
    """A json instance's key or value is not UTF-8 text."""


def _no_constants(name: str) -> Any:
    # NaN, Infinity and -Infinity are Python's, not JSON's.
    raise ValueError(name)


#: one decoder for every check (json.loads with an option builds a new one per call);
#: it reads integers as Python does, so one of over 4300 digits is given as text:
#: a reply holding it as a number is one Python's own json module refuses
_DECODE: Final = json.JSONDecoder(parse_constant=_no_constants).decode
#: a str as a JSON string, non-ASCII kept (the C encoder json.dumps uses)
_QUOTE: Final = json.encoder.encode_basestring


def check_cost(data: bytes) -> int:
    return (
        COST_PER_BYTE * len(data)
        + COST_PER_OBJECT * data.count(b"{")
        + COST_PER_ARRAY * data.count(b"[")
        + COST_PER_ITEM * data.count(b",")
    )


#: the bytes a JSON value can start with (after whitespace); any other start is text
_VALUE_STARTS: Final = frozenset(b'{["-0123456789tfn')


def is_one_json_value(text: str, data: bytes, max_memory: int) -> bool:
    first = data.lstrip(b" \t\r\n")[:1]
    if not first or first[0] not in _VALUE_STARTS or check_cost(data) > max_memory:
        return False
    try:
        _DECODE(text)
    except (ValueError, RecursionError):
        return False
    return True


def json_piece(data: bytes | None, max_memory: int) -> bytes:
    """The JSON text a json instance writes for a key or value."""
    if data is None:
        return b"null"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotUtf8 from None
    if is_one_json_value(text, data, max_memory):
        return data.strip(b" \t\r\n")
    return _QUOTE(text).encode("utf-8", "surrogatepass")


def binary_piece(data: bytes | None) -> bytes:
    if data is None:
        return b"null"
    return b'"' + b2a_base64(data, newline=False) + b'"'


#: the JSON start of each header name seen, up to a bound: names repeat record after record
_HEADER_NAMES: dict[str, bytes] = {}
_HEADER_NAMES_MAX = 1024
#: longest name kept: the cache lives as long as the service, and any producer
#: to a topic chooses the names (one may take up a whole record)
_HEADER_NAME_MAX_CHARS = 256


def _headers(headers: Sequence[Any]) -> bytes:
    if not headers:
        return b"[]"
    items = []
    for header in headers:
        name, value = header[0], header[1]
        if isinstance(name, bytes | bytearray | memoryview):
            name = bytes(name).decode("utf-8", "replace")
        start = _HEADER_NAMES.get(name)
        if start is None:
            # a name that was not UTF-8 holds its stray bytes as lone surrogates:
            # shown with U+FFFD, as Confluent's proxy (Java's consumer) shows them
            shown = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
            start = b'{"name":' + _QUOTE(shown).encode("utf-8", "surrogatepass") + b',"value":'
            if len(name) <= _HEADER_NAME_MAX_CHARS and len(_HEADER_NAMES) < _HEADER_NAMES_MAX:
                _HEADER_NAMES[name] = start
        items.append(start + binary_piece(None if value is None else bytes(value)) + b"}")
    return b"[" + b",".join(items) + b"]"


def topic_piece(topic: str) -> bytes:
    """The start of each record of a partition: its topic without the namespace."""
    return b'{"topic":' + _QUOTE(topic).encode("utf-8", "surrogatepass") + b',"key":'


def record_json(record: RecordLike, start: bytes, fmt: str, max_memory: int) -> bytes:
    """One record's JSON; ``start`` is its partition's ``topic_piece``."""
    key = record.key
    value = record.value
    if fmt == "json":
        key_text = json_piece(None if key is None else bytes(key), max_memory)
        value_text = json_piece(None if value is None else bytes(value), max_memory)
    else:
        key_text, value_text = binary_piece(key), binary_piece(value)
    return b'%s%s,"value":%s,"partition":%d,"offset":%d,"headers":%s}' % (
        start,
        key_text,
        value_text,
        record.partition,
        record.offset,
        _headers(record.headers),
    )


def payload_size(record: RecordLike) -> int:
    """What ``max_bytes`` counts: the bytes of the key and the value."""
    return len(record.key or b"") + len(record.value or b"")


@dataclass
class Reply:
    """A fetch reply: its body, the records in it, the ones left out."""

    parts: list[bytes] = field(default_factory=list)
    size: int = 2
    returned: list[RecordLike] = field(default_factory=list)
    left_out: dict[TopicPartition, list[RecordLike]] = field(default_factory=dict)
    cut: bool = False
    #: partitions ended by a key or value that is not UTF-8: the offset of that record
    sought_back: dict[TopicPartition, int] = field(default_factory=dict)
    #: the first record of the reply could not be written (not UTF-8)
    blocked: bool = False

    @property
    def body(self) -> bytes:
        return b"[" + b",".join(self.parts) + b"]"


def build_reply(
    batches: Iterable[tuple[TopicPartition, Sequence[RecordLike]]],
    *,
    fmt: str,
    prefix_len: int,
    max_bytes: int | None,
    max_reply_bytes: int,
    max_memory: int,
) -> Reply:
    """Fill a reply partition by partition, in the order given.

    The reply stops at ``max_reply_bytes`` of JSON or once the keys and values
    would reach ``max_bytes``; the first record goes in however large. A record
    a json instance cannot write ends its partition's part; when nothing at
    all could be written, ``blocked`` is set.
    """
    reply = Reply()
    payload = 0
    for tp, records in batches:
        start = topic_piece(tp.topic[prefix_len:])
        for index, record in enumerate(records):
            if reply.cut:
                reply.left_out[tp] = list(records[index:])
                break
            try:
                piece = record_json(record, start, fmt, max_memory)
            except NotUtf8:
                # Ends its partition's part; the partition is sought back to it.
                reply.sought_back[tp] = record.offset
                break
            size = payload_size(record)
            first = not reply.returned
            if not first and (
                reply.size + 1 + len(piece) > max_reply_bytes
                or (max_bytes is not None and payload + size >= max_bytes)
            ):
                reply.cut = True
                reply.left_out[tp] = list(records[index:])
                break
            reply.parts.append(piece)
            reply.size += len(piece) + (0 if first else 1)
            reply.returned.append(record)
            payload += size
    reply.blocked = not reply.returned and bool(reply.sought_back)
    return reply
