"""Malformed input gets kafkawire's own errors, and nothing is sized by an unchecked length."""

from __future__ import annotations

import io
import struct
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import (
    CorruptedError,
    KafkaWireError,
    TruncatedError,
    UnsupportedVersionError,
    decode_request,
    decode_response,
    read_request,
)
from kafkawire.protocol.messages import MetadataRequest, MetadataResponse, ProduceRequest
from kafkawire.protocol.messages._registry import API_TABLE
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


def test_stream_with_a_lying_size_prefix_allocates_nothing_big() -> None:
    stream = io.BytesIO(struct.pack(">i", 90 * 1024 * 1024) + b"\0" * 100)
    tracemalloc.start()
    try:
        with pytest.raises(TruncatedError):
            read_request(stream)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 << 20
    with pytest.raises(CorruptedError):
        read_request(io.BytesIO(struct.pack(">i", 2**31 - 1)))
    with pytest.raises(CorruptedError):
        read_request(io.BytesIO(struct.pack(">i", -7)))


def test_unknown_keys_and_versions() -> None:
    frame = struct.pack(">ihhi", 8, 999, 0, 1)
    with pytest.raises(UnsupportedVersionError):
        decode_request(frame)
    frame = struct.pack(">ihhi", 8, 0, 99, 1)
    with pytest.raises(UnsupportedVersionError):
        decode_request(frame)


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
