"""The generated decoders against a plain reading of the field specs, on mutated bodies.

The decoders read ahead, guess that an array is empty, inline structs, read
runs of fixed-width structs at once and bound nothing they do not have to;
the other bad-input tests check that garbage gets our errors, not that input
which decodes gives the message the bytes say. Here each body is read a
second time, field by field from the ``FieldSpec`` tables with the protocol's
rules (as Kafka's own readers apply them), and the two must agree: both
refuse the body, or both give equal messages.
"""

from __future__ import annotations

import struct
import uuid
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import KafkaWireError
from kafkawire.protocol.message import FieldSpec, Struct
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class
from tests.protocol.strategies import struct_strategy

CASES = [
    (key, version, kind)
    for key, entry in sorted(API_TABLE.items())
    for version in range(entry[3], entry[4] + 1)
    for kind in ("request", "response")
]

_FIXED = {
    "bool": struct.Struct(">?"),
    "int8": struct.Struct(">b"),
    "int16": struct.Struct(">h"),
    "error": struct.Struct(">h"),
    "int32": struct.Struct(">i"),
    "int64": struct.Struct(">q"),
    "uint16": struct.Struct(">H"),
    "uint32": struct.Struct(">I"),
    "float64": struct.Struct(">d"),
}


class Refused(Exception):
    """The plain reading found the body invalid."""


class Reader:
    """A cursor over ``buf[pos:end]`` that refuses to read past ``end``."""

    def __init__(self, buf: bytes, pos: int, end: int, flexible: bool) -> None:
        self.buf, self.pos, self.end, self.flexible = buf, pos, end, flexible

    def take(self, n: int) -> bytes:
        if self.pos + n > self.end:
            raise Refused("past the end")
        self.pos += n
        return self.buf[self.pos - n : self.pos]

    def uvarint(self) -> int:
        value = 0
        for i in range(5):
            byte = self.take(1)[0]
            value |= (byte & 0x7F) << (7 * i)
            if byte < 0x80:
                return value
        raise Refused("varint of more than 5 bytes")

    def length(self, classic: struct.Struct) -> int:
        """A length or count: -1 is null in both encodings."""
        if self.flexible:
            return self.uvarint() - 1
        (n,) = classic.unpack(self.take(classic.size))
        return int(n)


def _tagged(spec: FieldSpec, version: int) -> bool:
    return spec.tag_versions is not None and spec.tag_versions[0] <= version <= spec.tag_versions[1]


def _scalar(reader: Reader, spec: FieldSpec, nullable: bool) -> Any:
    if spec.type == "uuid":
        return uuid.UUID(bytes=reader.take(16))
    if spec.type in _FIXED:
        return _FIXED[spec.type].unpack(reader.take(_FIXED[spec.type].size))[0]
    n = reader.length(_FIXED["int16"] if spec.type == "string" else _FIXED["int32"])
    if n == -1 and nullable:
        return None
    if n < 0:
        raise Refused("negative length")
    if spec.type == "string":
        if n > 0x7FFF:
            raise Refused("longer than Kafka's strings")
        try:
            return reader.take(n).decode()
        except UnicodeDecodeError:
            raise Refused("not UTF-8") from None
    return reader.take(n)


def _value(reader: Reader, spec: FieldSpec, version: int, element: bool = False) -> Any:
    nullable = spec.nullable_in(version) and not element
    if spec.kind == "array" and not element:
        n = reader.length(_FIXED["int32"])
        if n == -1 and nullable:
            return None
        if n < 0:
            raise Refused("negative count")
        return [_value(reader, spec, version, element=True) for _ in range(n)]
    if spec.struct is None:
        return _scalar(reader, spec, nullable)
    # a nullable struct's marker is an INT8, and Kafka reads every negative one as null
    if nullable and reader.take(1)[0] >= 0x80:
        return None
    return read_struct(reader, spec.struct, version)


def read_struct(reader: Reader, cls: type[Struct], version: int) -> Any:
    values: dict[str, Any] = {}
    for spec in cls.FIELDS:
        if spec.present(version) and not _tagged(spec, version):
            values[spec.name] = _value(reader, spec, version)
    unknown: dict[int, bytes] = {}
    if reader.flexible:
        known = {s.tag: s for s in cls.FIELDS if s.present(version) and _tagged(s, version)}
        last = -1
        for _ in range(reader.uvarint()):
            tag, size = reader.uvarint(), reader.uvarint()
            if tag <= last:
                raise Refused("tags out of order")
            last = tag
            raw = reader.take(size)
            field = known.get(tag)
            if field is None:
                unknown[tag] = raw
                continue
            inner = Reader(reader.buf, reader.pos - size, reader.pos, True)
            values[field.name] = _value(inner, field, version)
            if inner.pos != inner.end:
                raise Refused("a tagged field's size is not its content's")
    made = cls(**values)
    made.unknown_tags = unknown or None
    return made


#: bytes that mean something to a decoder: null and empty lengths, one- to
#: five-byte varints (the last with its continuation bit), negative int32s
_SPLICES = [
    b"\x00",
    b"\x01",
    b"\x02",
    b"\x80",
    b"\xff",
    b"\x81\x01",
    b"\xff\x7f",
    b"\x80\x80\x80\x80",
    b"\xff\xff\xff\xff\x0f",
    b"\x80\x80\x80\x80\x80\x01",
    b"\xff\xff\xff\xff",
    b"\x00\x00\x00\x00",
]

_MUTATION = st.tuples(
    st.floats(0, 1, exclude_max=True),
    st.sampled_from(["set", "overwrite", "insert", "delete"]),
    st.integers(0, 255),
    st.sampled_from(_SPLICES),
)


def _mutate(body: bytes, edits: list[tuple[float, str, int, bytes]]) -> bytes:
    out = bytearray(body)
    for where, op, byte, splice in edits:
        at = int(where * len(out))
        if op == "set" and out:
            out[at] = byte
        elif op == "overwrite":
            out[at : at + len(splice)] = splice
        elif op == "insert":
            out[at:at] = splice
        else:
            del out[at : at + 1 + byte % 8]
    return bytes(out)


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(case=st.sampled_from(CASES), data=st.data())
def test_decoders_agree_with_a_plain_reading(
    case: tuple[int, int, str], data: st.DataObject
) -> None:
    key, version, kind = case
    cls = our_class(key, kind)
    flexible = cls.flexible(version)
    message = data.draw(struct_strategy(cls, version, unknown=flexible), label="message")
    body = _mutate(message.encode(version), data.draw(st.lists(_MUTATION, max_size=3)))
    try:
        decoded: Any = cls.decode(body, version)
    except KafkaWireError as exc:
        decoded = exc
    try:
        reader = Reader(body, 0, len(body), flexible)
        expected: Any = read_struct(reader, cls, version)
        if reader.pos != len(body):
            raise Refused("bytes left over")
    except Refused as exc:
        assert isinstance(decoded, KafkaWireError), f"decoded {decoded!r}, but {exc}"
        return
    assert not isinstance(decoded, KafkaWireError), f"{decoded!r}, but read {expected!r}"
    # repr as well: a float64 turned into NaN is not equal to itself
    assert decoded == expected or repr(decoded) == repr(expected)
