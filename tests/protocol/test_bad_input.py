"""Malformed input gets kafkawire's own errors, and nothing is sized by an unchecked length."""

from __future__ import annotations

import io
import socket
import struct
import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import (
    CorruptedError,
    EncodeError,
    KafkaWireError,
    TransportError,
    TruncatedError,
    UnsupportedVersionError,
    decode_request,
    decode_response,
    encode_request,
    encode_response,
    read_request,
    read_response,
    request_class,
    response_class,
)
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    AddRaftVoterRequest,
    AlterClientQuotasRequest,
    ApiVersionsResponse,
    ConsumerGroupHeartbeatResponse,
    DescribeGroupsRequest,
    DescribeTopicPartitionsRequest,
    FetchResponse,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
    ProduceResponse,
    SaslAuthenticateRequest,
    StopReplicaRequest,
)
from kafkawire.protocol.messages._registry import API_TABLE
from kafkawire.protocol.messages.alter_client_quotas import (
    AlterClientQuotasRequestEntryData,
    OpData,
)
from kafkawire.protocol.messages.fetch import FetchableTopicResponse, PartitionData
from kafkawire.protocol.messages.metadata import (
    MetadataRequestTopic,
    MetadataResponsePartition,
    MetadataResponseTopic,
)
from kafkawire.protocol.messages.produce import PartitionProduceData, TopicProduceData
from tests.protocol.fixture_frames import captured_frames

PAIRS = [(k, v) for k, e in sorted(API_TABLE.items()) for v in range(e[3], e[4] + 1)]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.binary(max_size=200), pair=st.sampled_from(PAIRS), correlation=st.integers(0, 2**31 - 1)
)
def test_random_response_bodies_raise_only_our_errors(
    body: bytes, pair: tuple[int, int], correlation: int
) -> None:
    key, version = pair
    frame = struct.pack(">ii", len(body) + 4, correlation) + body
    try:
        decode_response(frame, key, version)
    except KafkaWireError:
        pass


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=st.binary(max_size=200), pair=st.sampled_from(PAIRS))
def test_random_request_frames_raise_only_our_errors(body: bytes, pair: tuple[int, int]) -> None:
    key, version = pair
    head = struct.pack(">hhi", key, version, 1)
    frame = struct.pack(">i", len(head) + len(body)) + head + body
    try:
        decode_request(frame)
    except KafkaWireError:
        pass


@settings(max_examples=300, deadline=None)
@given(frame=st.binary(max_size=64))
def test_random_bytes_as_a_request_frame(frame: bytes) -> None:
    try:
        decode_request(frame)
    except KafkaWireError:
        pass


def test_huge_counts_fail_before_allocating() -> None:
    # Metadata v12 response: throttle, then brokers as a compact array whose count says ~2**28
    body = struct.pack(">i", 0) + b"\xff\xff\xff\xff\x01"
    tracemalloc.start()
    try:
        with pytest.raises(TruncatedError):
            MetadataResponse.decode(body, 12)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20
    # classic encoding: an int32 count of 2**31 - 1 topics in a Metadata v1 request
    with pytest.raises(TruncatedError):
        MetadataRequest.decode(struct.pack(">i", 2**31 - 1), 1)
    # a string length larger than what is left
    with pytest.raises(TruncatedError):
        MetadataRequest.decode(struct.pack(">ih", 1, 32000) + b"abc", 1)


def test_negative_lengths_and_overlong_varints_are_corrupt() -> None:
    with pytest.raises(CorruptedError):
        MetadataRequest.decode(struct.pack(">ih", 1, -5), 1)  # non-null string of length -5
    with pytest.raises(CorruptedError):
        MetadataRequest.decode(struct.pack(">i", -2), 1)  # array count -2
    # a compact array length as a varint of six continuation bytes
    with pytest.raises(CorruptedError):
        MetadataRequest.decode(b"\xff\xff\xff\xff\xff\xff\x01", 12)


@pytest.mark.parametrize("marker", [0x80, 0xFE, 0xFF])
def test_a_negative_struct_marker_is_null_as_kafka_reads_it(marker: int) -> None:
    """A nullable struct's marker is an INT8: Kafka's readers take any negative
    one for null, not only the -1 they write."""
    absent = ConsumerGroupHeartbeatResponse(member_id="m", assignment=None)
    body = absent.encode(0)
    assert body.endswith(b"\xff\x00")  # the marker, then the message's tag section
    # after the marker, a tag section holding tag 0 of no bytes: read as Kafka
    # does, the struct is null; read from the marker on, those three bytes are
    # also an empty Assignment and an empty tag section, a different message
    body = body[:-2] + bytes((marker,)) + b"\x01\x00\x00"
    decoded = ConsumerGroupHeartbeatResponse.decode(body, 0)
    assert decoded.assignment is None
    assert decoded.unknown_tags == {0: b""}
    request = DescribeTopicPartitionsRequest(topics=[], response_partition_limit=5, cursor=None)
    raw = bytearray(request.encode(0))
    raw[-2] = marker
    assert DescribeTopicPartitionsRequest.decode(bytes(raw), 0) == request


def test_stream_with_a_lying_size_prefix_allocates_nothing_big() -> None:
    lying = struct.pack(">i", 90 * 1024 * 1024) + b"\0" * 100
    # a buffered stream allocates what one read asks for: reads go in steps
    for stream in (io.BytesIO(lying), io.BufferedReader(io.BytesIO(lying))):
        tracemalloc.start()
        try:
            with pytest.raises(TruncatedError):
                read_request(stream)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 4 << 20, type(stream)
    with pytest.raises(CorruptedError):
        read_request(io.BytesIO(struct.pack(">i", 2**31 - 1)))
    with pytest.raises(CorruptedError):
        read_request(io.BytesIO(struct.pack(">i", -7)))


def test_a_stream_frame_may_be_100_mib_and_not_a_byte_more() -> None:
    # Kafka's default socket.request.max.bytes; max_size sets another
    limit = 100 * 1024 * 1024
    with pytest.raises(TruncatedError):  # taken, and read until the stream ends
        read_request(io.BytesIO(struct.pack(">i", limit)))
    with pytest.raises(CorruptedError, match="above the limit"):
        read_request(io.BytesIO(struct.pack(">i", limit + 1)))
    with pytest.raises(CorruptedError, match="above the limit"):
        read_request(io.BytesIO(struct.pack(">i", 11)), max_size=10)


def test_a_non_blocking_stream_with_no_bytes_ready_is_not_taken_for_its_end() -> None:
    # read(n) gives None there: that was reported as a TruncatedError, "stream ended"
    frame = encode_request(MetadataRequest(), 12, 7, "me")
    ours, theirs = socket.socketpair()
    ours.setblocking(False)
    with ours, theirs, ours.makefile("rb") as stream:
        with pytest.raises(TransportError, match="no bytes ready 4 bytes before"):
            read_request(stream)
        theirs.sendall(frame[:10])
        with pytest.raises(TransportError, match="no bytes ready 11 bytes before"):
            read_request(stream)
        theirs.shutdown(socket.SHUT_WR)
        with pytest.raises(TruncatedError, match="stream ended 4 bytes before"):
            read_request(stream)


class _Overreading:
    """A test double: a stream that breaks read(n)'s promise of n bytes at most."""

    def __init__(self, data: bytes) -> None:
        self.data = io.BytesIO(data)

    def read(self, n: int) -> bytes:
        return self.data.read(n + 3 if n > 0 else n)


def test_streams_that_give_too_much_or_text_are_refused() -> None:
    frames = encode_request(MetadataRequest(), 12, 7, "me") * 2
    # the count left went negative, and read(-n) took the rest of the stream
    with pytest.raises(TransportError, match=r"stream.read\(4\) returned 7 bytes"):
        read_request(_Overreading(frames))
    # a text stream's str got as far as b"".join
    with pytest.raises(TypeError, match=r"stream\.read returned str, not bytes"):
        read_request(io.StringIO("\0\0\0\x05abcde"))  # type: ignore[arg-type]


def test_unknown_keys_and_versions() -> None:
    frame = struct.pack(">ihhi", 8, 999, 0, 1)
    with pytest.raises(UnsupportedVersionError):
        decode_request(frame)
    frame = struct.pack(">ihhi", 8, 0, 99, 1)
    with pytest.raises(UnsupportedVersionError):
        decode_request(frame)


@pytest.mark.parametrize("version", [12.0, "12", None, 12.5])
def test_a_version_that_is_not_an_int_is_unsupported(version: object) -> None:
    # 12.0 passed the range check and leaked struct.error from the header's pack,
    # "12" and None a TypeError from the comparison
    with pytest.raises(UnsupportedVersionError, match=f"0..13, not {version!r}"):
        encode_request(MetadataRequest(), version, 1, "me")  # type: ignore[arg-type]
    with pytest.raises(UnsupportedVersionError, match=f"0..13, not {version!r}"):
        encode_response(MetadataResponse(), version, 1)  # type: ignore[arg-type]
    frame = encode_response(MetadataResponse(), 12, 1)
    with pytest.raises(UnsupportedVersionError, match=f"0..13, not {version!r}"):
        decode_response(frame, MetadataResponse.API_KEY, version)  # type: ignore[arg-type]


def test_message_decode_errors() -> None:
    """``Cls.decode`` (each class's own, bound to its decoder table) reports like the frames."""
    body = MetadataRequest(topics=None).encode(12)
    assert MetadataRequest.decode(body, 12) == MetadataRequest(topics=None)
    assert MetadataRequest.decode(bytearray(body), 12) == MetadataRequest(topics=None)
    assert MetadataRequest.decode(memoryview(body), 12) == MetadataRequest(topics=None)
    assert MetadataRequest.decode.__qualname__ == "MetadataRequest.decode"
    with pytest.raises(UnsupportedVersionError):
        MetadataRequest.decode(body, 99)
    with pytest.raises(TruncatedError) as truncated:
        MetadataRequest.decode(body[:-1], 12)
    assert truncated.value.api_key == 3
    with pytest.raises(CorruptedError) as trailing:
        MetadataRequest.decode(body + b"\0", 12)
    assert trailing.value.version == 12


def test_trailing_bytes_are_kept_or_refused_in_strict_mode() -> None:
    with_trailing = [
        c.frame for c in captured_frames() if c.frame.direction == ">" and c.frame.api_key == 3
    ]
    hits = 0
    for captured in with_trailing:
        frame = decode_request(captured.frame)
        if not frame.trailing:
            continue
        hits += 1
        # librdkafka's Metadata v12 request for all topics carries three such bytes
        assert len(frame.trailing) == 3
        with pytest.raises(CorruptedError):
            decode_request(captured.frame, strict=True)
    assert hits >= 1
    body = ProduceRequest(acks=1, timeout_ms=5).encode(3)
    with pytest.raises(CorruptedError):
        ProduceRequest.decode(body + b"\0", 3)


def test_bytes_past_the_size_prefix_are_refused_not_kept_as_trailing() -> None:
    # trailing bytes are those inside the frame's size; past it is another frame
    request = encode_request(MetadataRequest(), 12, 7, "me")
    with pytest.raises(CorruptedError) as info:
        decode_request(request + b"\0")
    assert info.value.offset == len(request)
    response = encode_response(MetadataResponse(), 12, 7)
    with pytest.raises(CorruptedError) as info:
        decode_response(response + b"\0", MetadataResponse.API_KEY, 12)
    assert info.value.offset == len(response)


def test_a_response_keeps_trailing_bytes_unless_strict() -> None:
    frame = encode_response(MetadataResponse(), 12, 7) + b"\x01\x02"
    frame = struct.pack(">i", len(frame) - 4) + frame[4:]
    assert decode_response(frame, MetadataResponse.API_KEY, 12).trailing == b"\x01\x02"
    with pytest.raises(CorruptedError):
        decode_response(frame, MetadataResponse.API_KEY, 12, strict=True)


def test_stream_readers_keep_trailing_bytes_unless_strict() -> None:
    request = encode_request(MetadataRequest(), 12, 7, "me") + b"\x01"
    request = struct.pack(">i", len(request) - 4) + request[4:]
    response = encode_response(MetadataResponse(), 12, 7) + b"\x01"
    response = struct.pack(">i", len(response) - 4) + response[4:]
    assert read_request(io.BytesIO(request)).trailing == b"\x01"
    assert read_response(io.BytesIO(response), MetadataResponse.API_KEY, 12).trailing == b"\x01"
    with pytest.raises(CorruptedError):
        read_request(io.BytesIO(request), strict=True)
    with pytest.raises(CorruptedError):
        read_response(io.BytesIO(response), MetadataResponse.API_KEY, 12, strict=True)


def _records(value: object) -> dict[str, object]:
    return {"topic_data": [{"partition_data": [{"records": value}]}]}


@pytest.mark.parametrize(
    ("data", "error", "path"),
    [
        (5, TypeError, "ProduceRequest: expected a dict"),
        ("acks", TypeError, "ProduceRequest: expected a dict"),
        ({"topic_data": "abc"}, TypeError, "ProduceRequest.topic_data: expected a list"),
        ({"topic_data": {"name": "x"}}, TypeError, "ProduceRequest.topic_data: expected a list"),
        ({"topic_data": [5]}, TypeError, "ProduceRequest.topic_data[0]: expected a dict"),
        ({"topic_data": None}, ValueError, "ProduceRequest.topic_data is never nullable"),
        ({"acks": None}, ValueError, "ProduceRequest.acks is never nullable"),
        ({"acks": 2**15}, ValueError, "ProduceRequest.acks: 32768 is out of range"),
        ({"acks": "1"}, TypeError, "ProduceRequest.acks: expected an int"),
        ({"acks": True}, TypeError, "ProduceRequest.acks: expected an int"),
        ({"transactional_id": 5}, TypeError, "ProduceRequest.transactional_id: expected a str"),
        # bytes(5) is five zero bytes, bytes(10**12) a MemoryError
        (_records(5), TypeError, "partition_data[0].records: expected base64"),
        (_records(10**12), TypeError, "partition_data[0].records: expected base64"),
        # b64decode drops characters outside the alphabet unless told to validate
        (_records("!!!!"), ValueError, "partition_data[0].records: not base64"),
        ({"topic_data": [{"topic_id": "nope"}]}, ValueError, "topic_data[0].topic_id: 'nope'"),
        ({"topic_data": [{"topic_id": 5}]}, TypeError, "topic_data[0].topic_id: expected a UUID"),
        ({"unknown_tags": [1]}, TypeError, "ProduceRequest.unknown_tags: expected a dict"),
        ({"unknown_tags": {"x": ""}}, ValueError, "ProduceRequest.unknown_tags: 'x' is not a tag"),
        ({"unknown_tags": {"-1": ""}}, ValueError, "ProduceRequest.unknown_tags: '-1' is not"),
        ({"unknown_tags": {True: ""}}, ValueError, "ProduceRequest.unknown_tags: True is not"),
        ({"unknown_tags": {1.0: ""}}, ValueError, "ProduceRequest.unknown_tags: 1.0 is not"),
        ({"unknown_tags": {"1": 5}}, TypeError, "ProduceRequest.unknown_tags['1']: expected"),
        # one tag written twice: the second value replaced the first unseen
        ({"unknown_tags": {"10": "AA==", "010": "AQ=="}}, ValueError, "tag 10 is given twice"),
        ({"unknown_tags": {5: "AA==", "5": "AQ=="}}, ValueError, "tag 5 is given twice"),
        # int() reads these too; to_dict writes plain digits
        ({"unknown_tags": {" 5": ""}}, ValueError, "unknown_tags: ' 5' is not a tag"),
        ({"unknown_tags": {"1_0": ""}}, ValueError, "unknown_tags: '1_0' is not a tag"),
        ({"unknown_tags": {"\u0665": ""}}, ValueError, "is not a tag"),
        ({"unknown_tags": {"9" * 5000: ""}}, ValueError, "is not a tag"),
        # a falsy value that is no dict was taken as no tags
        ({"unknown_tags": ""}, TypeError, "ProduceRequest.unknown_tags: expected a dict"),
        ({"unknown_tags": 0}, TypeError, "ProduceRequest.unknown_tags: expected a dict"),
        ({1: 2, "b": 3}, ValueError, "ProduceRequest has no field"),
    ],
)
def test_from_dict_names_the_bad_value(data: object, error: type[Exception], path: str) -> None:
    with pytest.raises(error) as raised:
        ProduceRequest.from_dict(data)  # type: ignore[arg-type]
    assert path in str(raised.value)


def test_from_dict_checks_bools_floats_and_nested_structs() -> None:
    with pytest.raises(TypeError, match=r"AddRaftVoterRequest.ack_when_committed: expected a bool"):
        AddRaftVoterRequest.from_dict({"ack_when_committed": "no"})
    with pytest.raises(TypeError, match=r"current_leader: expected a dict"):
        ProduceResponse.from_dict({"responses": [{"partition_responses": [{"current_leader": 5}]}]})
    leader = {"responses": [{"partition_responses": [{"current_leader": {"leader_id": 3}}]}]}
    assert (
        ProduceResponse.from_dict(leader).to_dict()
        == ProduceResponse.from_dict(ProduceResponse.from_dict(leader).to_dict()).to_dict()
    )
    assert ProduceRequest.from_dict(_records("AAE=")).topic_data[0].partition_data[0].records == (
        b"\0\1"
    )
    # JSON may carry a float64 that is a whole number as an int: kept if exact
    quota = {"entries": [{"ops": [{"value": 3}]}]}
    assert AlterClientQuotasRequest.from_dict(quota).entries[0].ops[0].value == 3.0
    with pytest.raises(ValueError, match=r"entries\[0\]\.ops\[0\]\.value: .* not exactly"):
        AlterClientQuotasRequest.from_dict({"entries": [{"ops": [{"value": 2**64 + 1}]}]})
    with pytest.raises(TypeError, match=r"entries\[0\]\.ops\[0\]\.value: expected a float"):
        AlterClientQuotasRequest.from_dict({"entries": [{"ops": [{"value": "1.5"}]}]})
    # an int past every float64 (float() of it overflows) is no float64 either;
    # its 309 digits are not printed, its size is
    with pytest.raises(ValueError, match=r"ops\[0\]\.value: <int of 1025 bits> is not exactly"):
        AlterClientQuotasRequest.from_dict({"entries": [{"ops": [{"value": 2**1024}]}]})


def _produce(records: object) -> ProduceRequest:
    data = PartitionProduceData(records=records)  # type: ignore[arg-type]
    return ProduceRequest(topic_data=[TopicProduceData(partition_data=[data])])


@pytest.mark.parametrize(
    ("message", "version", "path"),
    [
        # a str has a len(): it was only found by the final join, as a bare TypeError
        (_produce("abc"), 9, "ProduceRequest.topic_data[0].partition_data[0].records: expected"),
        (_produce([1, 2]), 3, "ProduceRequest.topic_data[0].partition_data[0].records: expected"),
        (_produce(5), 9, "ProduceRequest.topic_data[0].partition_data[0].records: expected"),
        (ProduceRequest(acks=2**20), 9, "ProduceRequest.acks: 1048576 is out of range"),
        (ProduceRequest(topic_data=None), 9, "ProduceRequest.topic_data is None"),  # type: ignore[arg-type]
        (ProduceRequest(topic_data=[5]), 9, "ProduceRequest.topic_data[0]: expected a Topic"),  # type: ignore[list-item]
        (ProduceRequest(topic_data=[TopicProduceData(name="x" * 40000)]), 3, "topic_data[0].name:"),
        (ProduceRequest(transactional_id="\udc80"), 9, "transactional_id: not encodable"),
    ],
)
def test_encode_errors_name_the_bad_field(message: ProduceRequest, version: int, path: str) -> None:
    with pytest.raises(EncodeError) as raised:
        message.encode(version)
    assert path in str(raised.value)
    with pytest.raises(EncodeError) as raised:
        encode_request(message, version, 1, "me")
    assert path in str(raised.value)


def _made(cls: Callable[..., Any], **values: object) -> Any:
    """``cls(**values)``, for values of the wrong type on purpose."""
    return cls(**values)


def _quota_op(**values: object) -> AlterClientQuotasRequest:
    op = _made(OpData, **values)
    return AlterClientQuotasRequest(entries=[AlterClientQuotasRequestEntryData(ops=[op])])


def _partition(**values: object) -> MetadataResponse:
    partition = _made(MetadataResponsePartition, **values)
    return MetadataResponse(topics=[MetadataResponseTopic(partitions=[partition])])


def _fetched(**values: object) -> FetchResponse:
    partition = _made(PartitionData, **values)
    return FetchResponse(responses=[FetchableTopicResponse(partitions=[partition])])


@pytest.mark.parametrize(
    ("message", "path"),
    [
        # bytes(5) is five zero bytes (bytes(10**12) a MemoryError), bytes([1, 2]) two bytes
        (_made(SaslAuthenticateRequest, auth_bytes=5), "auth_bytes: expected bytes, not int"),
        (_made(SaslAuthenticateRequest, auth_bytes=[1, 2]), "auth_bytes: expected bytes, not list"),
        # a str or a dict was written out item by item
        (_made(DescribeGroupsRequest, groups="orders"), "groups: expected a list, not str"),
        (_made(MetadataResponse, topics={"t": 1}), "topics: expected a list, not dict"),
        # another struct came out with its own fields, a dict as an AttributeError
        (
            MetadataRequest(topics=[_made(MetadataResponseTopic, name="t")]),
            "topics[0]: expected a MetadataRequestTopic, not MetadataResponseTopic",
        ),
        (_made(MetadataRequest, topics=[{"name": "t"}]), "topics[0]: expected a MetadataRequest"),
        # str() of anything is some text
        (
            MetadataResponse(topics=[_made(MetadataResponseTopic, topic_id=7)]),
            "topics[0].topic_id: expected a UUID, not int",
        ),
        (_partition(unknown_tags={1: 5}), "topics[0].partitions[0].unknown_tags[1]: expected"),
        # a list of tags is no dict: its items were not tag numbers
        (_partition(unknown_tags=[1]), "topics[0].partitions[0].unknown_tags: expected a dict"),
    ],
)
def test_to_dict_refuses_values_it_would_alter(message: Message, path: str) -> None:
    with pytest.raises(TypeError) as raised:
        message.to_dict()
    assert f"{type(message).__name__}.{path}" in str(raised.value)


_QUOTAS = AlterClientQuotasRequest


@pytest.mark.parametrize(
    ("message", "version", "path"),
    [
        # struct's "?" would write None as false and any other object by its truth
        (_made(_QUOTAS, validate_only=None), 1, "validate_only is None, not nullable"),
        (_made(_QUOTAS, validate_only="no"), 1, "validate_only: expected a bool, not str"),
        (_made(_QUOTAS, validate_only=2), 1, "validate_only: 2 is not a bool"),
        (_quota_op(remove=[]), 1, "ops[0].remove: expected a bool, not list"),
        (_quota_op(value="1.5"), 1, "entries[0].ops[0].value: expected float64, not str"),
        (_quota_op(key=5), 1, "entries[0].ops[0].key: expected a str, not int"),
        (_made(MetadataResponse, throttle_time_ms="5"), 12, "throttle_time_ms: expected an int"),
        (_partition(replica_nodes=5), 12, "partitions[0].replica_nodes: expected a list, not int"),
        (_partition(isr_nodes=[1, "2"]), 12, "isr_nodes[1]: expected an int, not str"),
        (_partition(isr_nodes=[1, 2**40]), 12, "isr_nodes[1]: 1099511627776 is out of range"),
        (
            MetadataResponse(topics=[_made(MetadataResponseTopic, topic_id="x")]),
            12,
            "topics[0].topic_id: expected uuid, not str",
        ),
        (_made(MetadataResponse, unknown_tags=[1]), 12, "unknown_tags: expected a dict, not list"),
        # tag sections refused deep in a message name their place too
        (_partition(unknown_tags={"x": b""}), 12, "partitions[0].unknown_tags: 'x' is not a tag"),
        (_partition(unknown_tags={1: "x"}), 12, "partitions[0].unknown_tags[1]: expected bytes"),
        # v8 has no tag sections: the tags were dropped unseen
        (_partition(unknown_tags={1: b""}), 8, "partitions[0].unknown_tags: v8 is not flexible"),
        # a known field's tag, even unwritten (its default): readers would read that field
        (_fetched(unknown_tags={1: b""}), 12, "partitions[0].unknown_tags[1]: tag 1 is the field"),
        (FetchResponse(unknown_tags={0: b""}), 16, "tag 0 is the field 'node_endpoints' in v16"),
        (
            _fetched(unknown_tags={1: b""}),
            16,
            "unknown_tags[1]: tag 1 is the field 'current_leader'",
        ),
        (_made(SaslAuthenticateRequest, auth_bytes="x"), 2, "auth_bytes: expected bytes, not str"),
        # values at the edge of their range are not what is named: the bad one after them is
        (
            _made(
                StopReplicaRequest,
                controller_id=-(2**31),
                is_k_raft_controller=True,
                controller_epoch="x",
            ),
            4,
            "v4: StopReplicaRequest.controller_epoch: expected an int",
        ),
        (
            _made(
                MetadataRequest,
                topics=[MetadataRequestTopic(name="n" * 32767)],
                allow_auto_topic_creation="no",
            ),
            12,
            "v12: MetadataRequest.allow_auto_topic_creation: expected a bool",
        ),
        # a str, bytes or dict has a len() and items: they were written item by item
        (_made(DescribeGroupsRequest, groups="orders"), 5, "groups: expected a list, not str"),
        (_partition(isr_nodes=b"\x01\x02"), 12, "isr_nodes: expected a list, not bytes"),
        (_made(MetadataResponse, topics={}), 12, "topics: expected a list, not dict"),
        # a tagged array left out when empty was left out when None too
        (_made(FetchResponse, node_endpoints=None), 16, "node_endpoints is None, not nullable"),
    ],
)
def test_encode_errors_name_the_bad_value_of_each_kind(
    message: Message, version: int, path: str
) -> None:
    with pytest.raises(EncodeError) as raised:
        message.encode(version)
    assert path in str(raised.value)


@pytest.mark.parametrize("tag", [2**32, 2**35, 2**40, -1, "x", True])
def test_unknown_tags_no_reader_can_read_are_refused(tag: object) -> None:
    # a tag past 32 bits was written, and then refused by every decoder (Java's
    # reads another tag)
    with pytest.raises(EncodeError, match=r"ProduceRequest\.unknown_tags: .* is not a tag"):
        ProduceRequest(unknown_tags={tag: b"a"}).encode(9)  # type: ignore[dict-item]
    with pytest.raises(EncodeError, match="unknown tagged field"):
        encode_request(MetadataRequest(), 12, 1, "me", header_tags={tag: b""})  # type: ignore[dict-item]
    with pytest.raises(EncodeError, match="unknown tagged field 7: expected bytes"):
        encode_response(MetadataResponse(), 12, 1, header_tags={7: "x"})  # type: ignore[dict-item]
    top = ProduceRequest(unknown_tags={2**32 - 1: b"a"})
    assert ProduceRequest.decode(top.encode(9), 9) == top


def test_an_unknown_tag_that_is_a_known_field_of_the_version_is_refused() -> None:
    # the field would be written twice under one tag, which every decoder refuses
    tagged = ApiVersionsResponse(unknown_tags={0: b"\x00"})
    with pytest.raises(EncodeError, match=r"unknown_tags\[0\]: tag 0 is the field 'supported_f"):
        tagged.encode(3)
    # tag 0 is no field in a version without it; v0 has no tags at all
    with pytest.raises(EncodeError, match="v0 is not flexible"):
        tagged.encode(0)
    assert ApiVersionsResponse.decode(ApiVersionsResponse(unknown_tags={9: b""}).encode(3), 3) == (
        ApiVersionsResponse(unknown_tags={9: b""})
    )


@pytest.mark.parametrize("size", [0, 4, 7])
def test_a_request_frame_too_short_for_its_header_is_truncated(size: int) -> None:
    frame = encode_request(MetadataRequest(), 12, 1, "me")
    cut = struct.pack(">i", size) + frame[4 : 4 + size]
    with pytest.raises(TruncatedError, match="inside the request header"):
        decode_request(cut)
    with pytest.raises(TruncatedError, match="inside the request header"):
        read_request(io.BytesIO(cut))


@pytest.mark.parametrize("body", [b"", b"\0", b"\0\0\0"])
def test_a_response_frame_too_short_for_its_correlation_id_is_truncated(body: bytes) -> None:
    frame = struct.pack(">i", len(body)) + body
    with pytest.raises(TruncatedError, match="inside the response header"):
        decode_response(frame, MetadataResponse.API_KEY, 12)
    with pytest.raises(TruncatedError, match="inside the response header"):
        read_response(io.BytesIO(frame), MetadataResponse.API_KEY, 12)


@pytest.mark.parametrize("tags", [[1], "ab", (b"",)])
def test_header_tags_that_are_no_dict_are_refused(tags: object) -> None:
    # these leaked AttributeError
    with pytest.raises(EncodeError, match="a dict of tag to bytes, not"):
        encode_request(MetadataRequest(), 12, 1, "me", header_tags=tags)  # type: ignore[arg-type]
    with pytest.raises(EncodeError, match="a dict of tag to bytes, not"):
        encode_response(MetadataResponse(), 12, 1, header_tags=tags)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("correlation_id", "client_id", "error"),
    [
        (2**31, "me", "correlation id 2147483648 is not an INT32"),
        ("1", "me", "correlation id '1' is not an INT32"),
        (1, 5, "client id must be a str or None, not int"),
        (1, b"me", "client id must be a str or None, not bytes"),
        (1, "x" * 40000, "client id is 40000 bytes"),
        (1, "\udc80", "client id is not encodable"),
    ],
)
def test_bad_header_values_are_encode_errors(
    correlation_id: object, client_id: object, error: str
) -> None:
    # these leaked struct.error, AttributeError and UnicodeEncodeError
    with pytest.raises(EncodeError, match=error):
        encode_request(MetadataRequest(), 12, correlation_id, client_id)  # type: ignore[arg-type]
    if client_id == "me":
        with pytest.raises(EncodeError, match=error):
            encode_response(MetadataResponse(), 12, correlation_id)  # type: ignore[arg-type]


@pytest.mark.parametrize("message", [{}, None, MetadataRequest, MetadataResponse])
def test_encoders_refuse_what_is_not_a_message(message: object) -> None:
    # {} and None leaked AttributeError; the class itself got as far as encode_into
    with pytest.raises(TypeError, match="is not a request"):
        encode_request(message, 12, 1, "me")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="is not a response"):
        encode_response(message, 12, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("version", [3, 4])  # Heartbeat v4 is flexible: compact strings
def test_strings_past_32767_bytes_are_refused_both_ways_as_kafka_does(version: int) -> None:
    from kafkawire.protocol.messages import HeartbeatRequest

    longest = HeartbeatRequest(group_id="g" * 0x7FFF, member_id="é" * 100)
    assert HeartbeatRequest.decode(longest.encode(version), version) == longest
    with pytest.raises(EncodeError, match=r"HeartbeatRequest\.group_id: 32768 bytes"):
        HeartbeatRequest(group_id="g" * 0x8000).encode(version)
    if version == 4:
        # a compact length of 32769 (32768 bytes), as a broker would refuse it
        body = b"\x81\x80\x02" + b"g" * 0x8000 + bytes(4) + b"\x01\x00\x00"
        with pytest.raises(CorruptedError, match="32768 bytes"):
            HeartbeatRequest.decode(body, 4)


#: the values of each integer type a field has on the wire
WIRE_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "error": (-(2**15), 2**15 - 1),  # an int16
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint16": (0, 2**16 - 1),
}  # uint32 too, but no field of any API has that type


def _field_of(cls: Any, kind: str) -> list[tuple[str, bool]] | None:
    """The path (name, is an array) from ``cls`` to a scalar field of type ``kind``."""
    for spec in cls.FIELDS:
        if spec.struct is not None:
            below = _field_of(spec.struct, kind)
            if below is not None:
                return [(spec.name, spec.kind == "array"), *below]
        elif spec.type == kind and spec.kind != "array":
            return [(spec.name, False)]
    return None


@pytest.mark.parametrize("kind", sorted(WIRE_RANGES))
def test_from_dict_takes_each_int_type_up_to_its_bounds_and_not_past(kind: str) -> None:
    cls, path = next(
        (cls, path)
        for key in sorted(API_TABLE)
        for cls in (request_class(key), response_class(key))
        if (path := _field_of(cls, kind)) is not None
    )

    def plain(value: int) -> dict[str, Any]:
        data: Any = value
        for name, is_array in reversed(path):
            data = {name: [data] if is_array else data}
        return data  # type: ignore[no-any-return]

    def read(message: Any) -> Any:
        for name, is_array in path:
            message = getattr(message, name)[0] if is_array else getattr(message, name)
        return message

    low, high = WIRE_RANGES[kind]
    for value in (low, high):
        assert read(cls.from_dict(plain(value))) == value
    for value in (low - 1, high + 1):
        with pytest.raises(ValueError, match=f"out of range for {kind}"):
            cls.from_dict(plain(value))
