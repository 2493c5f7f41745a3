"""The consumer protocol's member metadata: the bytes inside JoinGroup and SyncGroup.

These are not API keys: JoinGroup carries each member's
ConsumerProtocolSubscription as opaque ``metadata``, SyncGroup the leader's
ConsumerProtocolAssignment per member. Java, librdkafka and kafka-python read
and write them, so their layouts are fixed (all big-endian, never flexible)::

    Subscription  int16 version
                  int32 n, n x string        topics
                  bytes?                      user_data          (int32 length, -1 null)
                  v1+: int32 n, n x (string topic, int32 m, m x int32)   owned_partitions
                  v2+: int32                  generation_id
                  v3+: string?                rack_id            (int16 length, -1 null)

    Assignment    int16 version
                  int32 n, n x (string topic, int32 m, m x int32)        assigned_partitions
                  bytes?                      user_data

Fields added after v0 are "ignorable": a reader takes what it knows of a newer
version and leaves the rest, and a short older encoding (some clients stop
after the topics) reads as defaults. An empty assignment (``b""``, which some
leaders send to members that get nothing) reads as no partitions.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping, Sequence
from typing import Final, NamedTuple

from kafkawire.errors import CorruptedError, EncodeError, TruncatedError
from kafkawire.shown import shown_value

__all__ = [
    "ASSIGNMENT_VERSION",
    "SUBSCRIPTION_VERSION",
    "Assignment",
    "Subscription",
    "decode_assignment",
    "decode_subscription",
    "encode_assignment",
    "encode_subscription",
]

#: v1 adds owned partitions (KIP-429), v2 the generation (KIP-792), v3 the rack (KIP-881)
SUBSCRIPTION_VERSION: Final = 3
ASSIGNMENT_VERSION: Final = 3

_INT16_MAX: Final = 2**15 - 1
_INT32_MIN: Final = -(2**31)
_INT32_MAX: Final = 2**31 - 1

_H = struct.Struct(">h")
_I = struct.Struct(">i")
_H_unpack = _H.unpack_from
_I_unpack = _I.unpack_from
_H_pack = _H.pack
_I_pack = _I.pack


class Subscription(NamedTuple):
    topics: list[str]
    user_data: bytes | None = None
    owned_partitions: dict[str, list[int]] = {}
    generation_id: int = -1
    rack_id: str | None = None
    version: int = SUBSCRIPTION_VERSION


class Assignment(NamedTuple):
    partitions: dict[str, list[int]]
    user_data: bytes | None = None
    version: int = ASSIGNMENT_VERSION


# -- writing ------------------------------------------------------------------


def _string(out: bytearray, text: str, path: str) -> None:
    try:
        data = text.encode()
    except UnicodeEncodeError:
        raise EncodeError(f"{path} {text!r} is not valid UTF-8 text") from None
    if len(data) > _INT16_MAX:
        raise EncodeError(f"{path} is {len(data)} bytes; an int16 length holds {_INT16_MAX}")
    out += _H_pack(len(data))
    out += data


def _int32(value: int, path: str) -> bytes:
    if not _INT32_MIN <= value <= _INT32_MAX:
        raise EncodeError(f"{path} {shown_value(value)} is not an int32")
    return _I_pack(value)


def _nullable_bytes(out: bytearray, data: bytes | None) -> None:
    if data is None:
        out += _I_pack(-1)
    else:
        out += _I_pack(len(data))
        out += data


def _topic_partitions(out: bytearray, partitions: Mapping[str, Sequence[int]], path: str) -> None:
    out += _I_pack(len(partitions))
    for i, (topic, numbers) in enumerate(partitions.items()):
        _string(out, topic, f"{path}[{i}].topic")
        out += _I_pack(len(numbers))
        try:
            out += struct.pack(f">{len(numbers)}i", *numbers)
        except struct.error:
            for p in numbers:  # say which one
                _int32(p, f"{path}[{i}].partitions: partition")
            raise


def encode_subscription(sub: Subscription) -> bytes:
    version = sub.version
    if not 0 <= version <= SUBSCRIPTION_VERSION:
        raise ValueError(f"ConsumerProtocolSubscription v{shown_value(version)} is not v0..v3")
    out = bytearray(_H_pack(version))
    out += _I_pack(len(sub.topics))
    for i, topic in enumerate(sub.topics):
        _string(out, topic, f"topics[{i}]")
    _nullable_bytes(out, sub.user_data)
    if version >= 1:
        _topic_partitions(out, sub.owned_partitions, "owned_partitions")
    if version >= 2:
        out += _int32(sub.generation_id, "generation_id")
    if version >= 3:
        if sub.rack_id is None:
            out += _H_pack(-1)
        else:
            _string(out, sub.rack_id, "rack_id")
    return bytes(out)


def encode_assignment(assignment: Assignment) -> bytes:
    version = assignment.version
    if not 0 <= version <= ASSIGNMENT_VERSION:
        raise ValueError(f"ConsumerProtocolAssignment v{shown_value(version)} is not v0..v3")
    out = bytearray(_H_pack(version))
    _topic_partitions(out, assignment.partitions, "assigned_partitions")
    _nullable_bytes(out, assignment.user_data)
    return bytes(out)


# -- reading ------------------------------------------------------------------


class _Reader:
    __slots__ = ("buf", "name", "pos")

    def __init__(self, data: bytes, name: str) -> None:
        self.buf = memoryview(data)
        self.pos = 0
        self.name = name

    @property
    def at_end(self) -> bool:
        return self.pos >= len(self.buf)

    def _need(self, n: int, path: str) -> None:
        if self.pos + n > len(self.buf):
            raise TruncatedError(f"{self.name} ends inside {path}", offset=self.pos, path=path)

    def int16(self, path: str) -> int:
        self._need(2, path)
        (value,) = _H_unpack(self.buf, self.pos)
        self.pos += 2
        return int(value)

    def int32(self, path: str) -> int:
        self._need(4, path)
        (value,) = _I_unpack(self.buf, self.pos)
        self.pos += 4
        return int(value)

    def count(self, path: str, min_size: int) -> int:
        n = self.int32(path)
        if n < 0:
            # Java writes -1 for a null array; read it as empty
            return 0
        self._need(n * min_size, path)
        return n

    def string(self, path: str, nullable: bool = False) -> str | None:
        n = self.int16(path)
        if n < 0:
            if nullable:
                return None
            raise CorruptedError(f"null {path}", offset=self.pos - 2, path=path)
        self._need(n, path)
        raw = self.buf[self.pos : self.pos + n]
        self.pos += n
        try:
            return str(raw, "utf-8")
        except UnicodeDecodeError:
            raise CorruptedError(f"{path} is not UTF-8", offset=self.pos - n, path=path) from None

    def nullable_bytes(self, path: str) -> bytes | None:
        n = self.int32(path)
        if n < 0:
            return None
        self._need(n, path)
        data = bytes(self.buf[self.pos : self.pos + n])
        self.pos += n
        return data

    def topic_partitions(self, path: str) -> dict[str, list[int]]:
        result: dict[str, list[int]] = {}
        for i in range(self.count(path, 6)):
            topic = self.string(f"{path}[{i}].topic")
            assert topic is not None
            m = self.count(f"{path}[{i}].partitions", 4)
            numbers = list(struct.unpack_from(f">{m}i", self.buf, self.pos))
            self.pos += 4 * m
            result.setdefault(topic, []).extend(numbers)
        return result


def decode_subscription(data: bytes) -> Subscription:
    """A member's subscription as JoinGroup hands it to the leader."""
    r = _Reader(data, "ConsumerProtocolSubscription")
    version = r.int16("version")
    if version < 0:
        raise CorruptedError(f"version {version}", offset=0, path="version")
    topics = []
    for i in range(r.count("topics", 2)):
        topic = r.string(f"topics[{i}]")
        assert topic is not None
        topics.append(topic)
    user_data = None if r.at_end else r.nullable_bytes("user_data")
    owned: dict[str, list[int]] = {}
    generation_id = -1
    rack_id = None
    if version >= 1 and not r.at_end:
        owned = r.topic_partitions("owned_partitions")
    if version >= 2 and not r.at_end:
        generation_id = r.int32("generation_id")
    if version >= 3 and not r.at_end:
        rack_id = r.string("rack_id", nullable=True)
    return Subscription(topics, user_data, owned, generation_id, rack_id, version)


def decode_assignment(data: bytes) -> Assignment:
    """A member's assignment as SyncGroup hands it back."""
    if not data:
        return Assignment({}, None, 0)
    r = _Reader(data, "ConsumerProtocolAssignment")
    version = r.int16("version")
    if version < 0:
        raise CorruptedError(f"version {version}", offset=0, path="version")
    partitions = r.topic_partitions("assigned_partitions")
    user_data = None if r.at_end else r.nullable_bytes("user_data")
    return Assignment(partitions, user_data, version)
