"""The consumer protocol's member metadata, checked both ways against kafka-python's."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kafka.protocol.consumer.metadata import (
    ConsumerProtocolAssignment as KpAssignment,
)
from kafka.protocol.consumer.metadata import (
    ConsumerProtocolSubscription as KpSubscription,
)

from kafkawire.client.group.consumer_protocol import (
    Assignment,
    Subscription,
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.errors import CorruptedError, EncodeError, ProtocolError, TruncatedError

names = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12)
parts = st.dictionaries(names, st.lists(st.integers(0, 2**31 - 1), max_size=5), max_size=4)


@st.composite
def subscriptions(draw: st.DrawFn) -> Subscription:
    version = draw(st.integers(0, 3))
    return Subscription(
        topics=draw(st.lists(names, max_size=5)),
        user_data=draw(st.none() | st.binary(max_size=20)),
        owned_partitions=draw(parts) if version >= 1 else {},
        generation_id=draw(st.integers(-1, 2**31 - 1)) if version >= 2 else -1,
        rack_id=draw(st.none() | names) if version >= 3 else None,
        version=version,
    )


@given(subscriptions())
def test_subscription_round_trip_and_kafka_python_agrees(sub: Subscription) -> None:
    data = encode_subscription(sub)
    assert decode_subscription(data) == sub
    theirs = KpSubscription.decode(data)
    assert theirs.topics == sub.topics
    assert theirs.user_data == sub.user_data
    if sub.version >= 1:
        assert {
            t.topic: list(t.partitions) for t in theirs.owned_partitions
        } == sub.owned_partitions
    # and kafka-python's bytes read back the same
    assert decode_subscription(theirs.encode(version=sub.version)) == sub


@given(parts, st.none() | st.binary(max_size=20), st.integers(0, 3))
def test_assignment_round_trip_and_kafka_python_agrees(
    partitions: dict[str, list[int]], user_data: bytes | None, version: int
) -> None:
    ours = Assignment(partitions, user_data, version)
    data = encode_assignment(ours)
    assert decode_assignment(data) == ours
    theirs = KpAssignment.decode(data)
    assert {t: list(p) for t, p in theirs.assigned_partitions} == partitions
    assert decode_assignment(theirs.encode(version=version)) == ours


def test_kafka_python_v0_subscription_reads() -> None:
    data = KpSubscription(version=0, topics=["a", "b"], user_data=b"x").encode(version=0)
    assert decode_subscription(data) == Subscription(["a", "b"], b"x", {}, -1, None, 0)


def test_newer_version_keeps_known_fields_and_short_encodings_read_as_defaults() -> None:
    v3 = encode_subscription(Subscription(["t"], None, {"t": [1]}, 7, "r1", 3))
    newer = b"\x00\x04" + v3[2:] + b"extra field of v4"
    sub = decode_subscription(newer)
    assert (sub.topics, sub.owned_partitions, sub.generation_id, sub.rack_id) == (
        ["t"],
        {"t": [1]},
        7,
        "r1",
    )
    # a v1 encoding that stops after the topics (some clients write no user data)
    short = b"\x00\x01\x00\x00\x00\x01\x00\x01t"
    assert decode_subscription(short) == Subscription(["t"], None, {}, -1, None, 1)
    assert decode_assignment(b"") == Assignment({}, None, 0)


def test_every_cut_inside_a_structure_raises_truncated() -> None:
    data = encode_assignment(Assignment({"topic": [0, 1, 2]}, None, 0))
    end_of_partitions = len(data) - 4  # the user data length may be missing
    for cut in range(1, end_of_partitions):
        with pytest.raises(TruncatedError):
            decode_assignment(data[:cut])


@given(subscriptions(), st.data())
def test_flipped_bytes_give_a_value_or_a_protocol_error(
    sub: Subscription, data: st.DataObject
) -> None:
    raw = bytearray(encode_subscription(sub))
    i = data.draw(st.integers(0, len(raw) - 1))
    raw[i] ^= data.draw(st.integers(1, 255))
    try:
        decode_subscription(bytes(raw))
    except ProtocolError:
        pass


def test_a_cut_inside_the_user_data_raises_truncated() -> None:
    data = encode_assignment(Assignment({"t": [0]}, b"user data", 0))
    start_of_user_data = len(data) - len(b"user data")
    for cut in range(start_of_user_data, len(data)):
        with pytest.raises(TruncatedError):
            decode_assignment(data[:cut])


def test_a_bad_topic_name_is_reported_where_it_starts() -> None:
    # version 0, one topic whose length is -1 (null) at offset 6
    with pytest.raises(CorruptedError) as null:
        decode_subscription(b"\x00\x00\x00\x00\x00\x01\xff\xff")
    assert (null.value.offset, null.value.path) == (6, "topics[0]")
    # version 0, one topic of two bytes that are not UTF-8, at offset 8
    with pytest.raises(CorruptedError) as not_utf8:
        decode_subscription(b"\x00\x00\x00\x00\x00\x01\x00\x02\xff\xfe")
    assert (not_utf8.value.offset, not_utf8.value.path) == (8, "topics[0]")


# librdkafka 2.16's JoinGroup metadata for "cooperative-sticky" (client.rack
# "rack-a"), captured with kafkawire's capture proxy against the broker: its
# second join, after it dropped topic M2 from its subscription. Owned
# partitions name what it kept; the user data is its own StickyAssignorUserData
# (the previous assignment, M2 too, then the generation).
M1, M2 = "meta-d7be88cc1d", "meta2-6c0ff1437f"
LIBRDKAFKA_REJOIN = bytes.fromhex(
    "000300000001000f6d6574612d643762653838636331640000004b00000002000f6d6574612d"
    "64376265383863633164000000040000000000000001000000020000000300106d657461322d"
    "366330666631343337660000000200000000000000010000000000000001000f6d6574612d64"
    "37626538386363316400000004000000000000000100000002000000030000000000067261636b"
    "2d61"
)


def test_librdkafkas_captured_cooperative_rejoin_reads_every_field() -> None:
    sub = decode_subscription(LIBRDKAFKA_REJOIN)
    assert sub.version == 3 and sub.topics == [M1]
    assert sub.owned_partitions == {M1: [0, 1, 2, 3]}
    assert (sub.generation_id, sub.rack_id) == (0, "rack-a")
    # the user data is kept whole, as the bytes librdkafka's own reader wants
    assert sub.user_data is not None and len(sub.user_data) == 75
    assert sub.user_data[:4] == b"\x00\x00\x00\x02" and M2.encode() in sub.user_data
    assert sub.user_data[-4:] == b"\x00\x00\x00\x00"  # its generation
    # and kafka-python's decoder reads the same bytes the same way
    theirs = KpSubscription.decode(LIBRDKAFKA_REJOIN)
    assert (theirs.topics, theirs.user_data, theirs.generation_id) == ([M1], sub.user_data, 0)
    assert {t.topic: list(t.partitions) for t in theirs.owned_partitions} == sub.owned_partitions


def test_aiokafkas_decoder_reads_what_we_write_and_we_read_what_it_writes() -> None:
    from aiokafka.coordinator.protocol import ConsumerProtocolMemberAssignment as AioAssignment
    from aiokafka.coordinator.protocol import ConsumerProtocolMemberMetadata as AioMetadata

    # aiokafka knows v0 only: a newer version's added fields are left unread
    ours = encode_subscription(Subscription(["t", "u"], None, {"t": [1]}, 7, "r", 3))
    theirs = AioMetadata.decode(ours)
    assert (theirs.version, theirs.subscription, theirs.user_data) == (3, ["t", "u"], None)
    assignment = AioAssignment.decode(encode_assignment(Assignment({"t": [0, 2]}, b"x")))
    assert (assignment.assignment, assignment.user_data) == ([("t", [0, 2])], b"x")
    assert decode_subscription(AioMetadata(0, ["a"], b"ud").encode()) == Subscription(
        ["a"], b"ud", {}, -1, None, 0
    )
    assert decode_assignment(AioAssignment(0, [("a", [1, 2])], b"").encode()) == Assignment(
        {"a": [1, 2]}, b"", 0
    )


@pytest.mark.parametrize(
    ("value", "path"),
    [
        # a consumer subscribed to a name longer than an int16 length holds
        # (Kafka allows 249 characters; the consumer does not check them)
        (Subscription(["x" * 40_000]), "topics[0] is 40000 bytes"),
        (Subscription(["t", "\ud800"]), "topics[1]"),  # a lone surrogate has no UTF-8
        (Subscription(["t"], None, {"t": [0, 2**31]}), "owned_partitions[0].partitions"),
        (Subscription(["t"], generation_id=2**31), "generation_id"),
        (Subscription(["t"], rack_id="r" * 40_000), "rack_id"),
        (Assignment({"t": [-(2**31) - 1]}), "assigned_partitions[0].partitions"),
        (Assignment({"t": [0], "x" * 40_000: [1]}), "assigned_partitions[1].topic"),
    ],
)
def test_a_value_the_layout_cannot_carry_raises_encode_error_naming_it(
    value: Subscription | Assignment, path: str
) -> None:
    with pytest.raises(EncodeError, match=re.escape(path)):
        if isinstance(value, Subscription):
            encode_subscription(value)
        else:
            encode_assignment(value)
    # the bounds themselves still encode, and read back
    edge = Subscription(["x" * 32_767], None, {"t": [2**31 - 1]}, -(2**31), "r", 3)
    assert decode_subscription(encode_subscription(edge)) == edge
