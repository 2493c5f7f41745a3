"""The generated decoders' shortcuts read what the plain reading reads.

A compact length or count is read by inlined code for one and two bytes
(three for bytes and record sets), the rest by a helper; each path takes the
1 off on its own. Kafka's readers also take a varint padded with empty
continuation bytes, so every width from the shortest to five bytes must give
the same message. Array loops run over cached ranges up to RANGES_CACHED
elements and over a range built for them past that: both must read every
element.
"""

from __future__ import annotations

import struct
import uuid

import pytest

from kafkawire import CorruptedError, TruncatedError
from kafkawire.protocol.codec_support import RANGES_CACHED
from kafkawire.protocol.messages import DescribeGroupsRequest, FetchResponse, HeartbeatRequest
from kafkawire.protocol.messages.fetch import FetchableTopicResponse, PartitionData
from kafkawire.protocol.primitives import encode_uvarint

#: string lengths at the edges of one, two and three varint bytes
STRING_LENGTHS = [0, 1, 126, 127, 200, 16_382, 16_383, 16_384, 20_000]


def padded(value: int, width: int) -> bytes:
    """``value`` as an unsigned varint of exactly ``width`` bytes, padded with empty groups."""
    assert value >> (7 * width) == 0
    return bytes(((value >> (7 * i)) & 127) | (128 if i < width - 1 else 0) for i in range(width))


def widths(value: int) -> range:
    """Every width ``value`` can take, from its shortest to five bytes."""
    return range(len(encode_uvarint(value)), 6)


def test_padded_is_the_canonical_varint_at_its_shortest() -> None:
    for value in (0, 1, 127, 128, 16_383, 16_384, 2**21, 2**28 - 1):
        assert padded(value, len(encode_uvarint(value))) == encode_uvarint(value)


def _heartbeat(
    group: bytes, member: bytes, instance: bytes | None, w: tuple[int, int, int]
) -> bytes:
    # v4: group_id, generation_id, member_id, group_instance_id (nullable), tags
    n_instance = 0 if instance is None else len(instance) + 1
    return b"".join(
        (
            padded(len(group) + 1, w[0]),
            group,
            struct.pack(">i", 7),
            padded(len(member) + 1, w[1]),
            member,
            padded(n_instance, w[2]),
            instance or b"",
            b"\x00",
        )
    )


def _canonical_widths(group: bytes, member: bytes, instance: bytes | None) -> tuple[int, int, int]:
    n_instance = 0 if instance is None else len(instance) + 1
    return (
        len(encode_uvarint(len(group) + 1)),
        len(encode_uvarint(len(member) + 1)),
        len(encode_uvarint(n_instance)),
    )


def test_the_hand_built_heartbeat_is_the_encoders() -> None:
    for group, member, instance in ((b"g", b"m", None), (b"g" * 200, b"", b"i" * 20_000)):
        msg = HeartbeatRequest(
            group_id=group.decode(),
            generation_id=7,
            member_id=member.decode(),
            group_instance_id=None if instance is None else instance.decode(),
        )
        hand = _heartbeat(group, member, instance, _canonical_widths(group, member, instance))
        assert hand == msg.encode(4)


@pytest.mark.parametrize("which", [0, 1, 2], ids=["first-field", "after-a-run", "nullable"])
def test_string_lengths_read_alike_at_every_width(which: int) -> None:
    # the first field's length is read on its own, the second's first byte by
    # the unpack of the int32 before it, the third may be null
    for length in STRING_LENGTHS:
        text = bytes(97 + i % 26 for i in range(length))
        fields: list[bytes | None] = [b"group", b"member", b"instance"]
        fields[which] = text
        group, member, instance = fields
        assert group is not None and member is not None
        expected = HeartbeatRequest(
            group_id=group.decode(),
            generation_id=7,
            member_id=member.decode(),
            group_instance_id=None if instance is None else instance.decode(),
        )
        w = list(_canonical_widths(group, member, instance))
        for width in widths(len(text) + 1):
            w[which] = width
            got = HeartbeatRequest.decode(
                _heartbeat(group, member, instance, (w[0], w[1], w[2])), 4
            )
            assert got == expected, (length, width)
    # a null instance id, and an empty one, at every width
    for n, expected_instance in ((0, None), (1, "")):
        for width in widths(n):
            body = _heartbeat(b"g", b"m", b"", (1, 1, 1))[:-2] + padded(n, width) + b"\x00"
            assert HeartbeatRequest.decode(body, 4).group_instance_id == expected_instance


def test_the_largest_nullable_length_is_no_null_but_past_the_end() -> None:
    # an unsigned varint less 1 is never below -1: the longest one reads as a
    # length, too long for a string and past the end for a record set
    top = padded(2**32 - 1, 5)
    heartbeat = _heartbeat(b"g", b"m", b"", (1, 1, 1))[:-2] + top + b"\x00"
    with pytest.raises(CorruptedError, match="a string of 4294967294 bytes"):
        HeartbeatRequest.decode(heartbeat, 4)
    fetch = _fetch(None).encode(18)
    with pytest.raises(TruncatedError):
        FetchResponse.decode(fetch[:-4] + top + b"\x00\x00\x00", 18)


def _fetch(
    records: bytes | None, partitions: int = 1, topics: int = 1, session: int = 5
) -> FetchResponse:
    return FetchResponse(
        session_id=session,
        responses=[
            FetchableTopicResponse(
                topic_id=uuid.UUID(int=t + 1),
                partitions=[
                    PartitionData(partition_index=p, high_watermark=p, records=records)
                    for p in range(partitions)
                ],
            )
            for t in range(topics)
        ],
    )


#: record set sizes at the edges of one to four varint bytes (2 MiB takes four)
RECORDS_LENGTHS = [0, 1, 126, 127, 128, 16_382, 16_383, 16_384, 2**21 - 2, 2**21 - 1, 2**21]


def test_record_set_lengths_read_alike_at_every_width() -> None:
    # the record set is the partition's last field: its length varint sits
    # just before it, and three empty tag sections follow it
    pattern = bytes(range(256)) * (2**21 // 256 + 1)
    for length in RECORDS_LENGTHS:
        records = pattern[:length]
        msg = _fetch(records)
        canonical = msg.encode(18)
        head = canonical[: len(canonical) - 3 - length - len(encode_uvarint(length + 1))]
        for width in widths(length + 1):
            body = head + padded(length + 1, width) + records + b"\x00\x00\x00"
            got = FetchResponse.decode(body, 18)
            assert got == msg, (length, width)
            got_records = got.responses[0].partitions[0].records
            assert got_records is not None and bytes(got_records) == records
    # null records (0) at every width
    canonical = _fetch(None).encode(18)
    head = canonical[:-4]
    for width in widths(0):
        got = FetchResponse.decode(head + padded(0, width) + b"\x00\x00\x00", 18)
        assert got.responses[0].partitions[0].records is None


def test_array_counts_read_alike_at_every_width() -> None:
    # the topic count follows throttle_time_ms, error_code and session_id (10
    # bytes); the partition count follows the topic id (16 bytes more)
    msg = _fetch(b"abc", partitions=3, topics=2)
    canonical = msg.encode(18)
    assert canonical[10] == 3 and canonical[27] == 4
    for width in widths(3):
        body = canonical[:10] + padded(3, width) + canonical[11:]
        assert FetchResponse.decode(body, 18) == msg
    for width in widths(4):
        body = canonical[:27] + padded(4, width) + canonical[28:]
        assert FetchResponse.decode(body, 18) == msg


@pytest.mark.parametrize("count", [RANGES_CACHED - 1, RANGES_CACHED, RANGES_CACHED + 1, 1000])
def test_arrays_past_the_cached_ranges_read_every_element(count: int) -> None:
    fetch = _fetch(b"r", partitions=count, session=0)  # v4 has no session id
    fetch.responses[0].topic = "t"
    for version in (4, 12, 18):  # not flexible; flexible with names; with topic ids
        body = fetch.encode(version)
        got = FetchResponse.decode(body, version)
        assert [p.partition_index for p in got.responses[0].partitions] == list(range(count))
        assert got.encode(version) == body
    groups = DescribeGroupsRequest(groups=[f"g{i}" for i in range(count)])
    for version in (0, 5):  # an array of strings, not flexible and flexible
        assert DescribeGroupsRequest.decode(groups.encode(version), version) == groups
