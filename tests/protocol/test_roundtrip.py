"""Every (API key, version), request and response: round trips and bad input."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import (
    KafkaWireError,
    TruncatedError,
    decode_request,
    decode_response,
    encode_request,
    encode_response,
)
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class
from tests.protocol.strategies import struct_strategy

CASES = [
    (key, version, kind)
    for key, entry in sorted(API_TABLE.items())
    for version in range(entry[3], entry[4] + 1)
    for kind in ("request", "response")
]

_FAST = settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _encode(message: Message, key: int, version: int, kind: str) -> bytes:
    if kind == "request":
        return encode_request(message, version, 42, "kafkawire-test")
    return encode_response(message, version, 42)


def _decode(frame: bytes, key: int, version: int, kind: str) -> Message:
    if kind == "request":
        decoded = decode_request(frame, strict=True)
        assert (decoded.api_key, decoded.api_version) == (key, version)
        assert decoded.correlation_id == 42
        return decoded.message
    return decode_response(frame, key, version, strict=True).message


def test_every_listed_pair_is_covered() -> None:
    assert len(API_TABLE) == 93
    assert len(CASES) == 2 * 361


@pytest.mark.parametrize(("key", "version", "kind"), CASES)
@_FAST
@given(data=st.data())
def test_round_trip_truncation_and_flips(
    key: int, version: int, kind: str, data: st.DataObject
) -> None:
    cls = our_class(key, kind)
    message = data.draw(struct_strategy(cls, version))
    frame = _encode(message, key, version, kind)
    decoded = _decode(frame, key, version, kind)
    assert decoded == message
    # encoding what was decoded gives the same bytes back
    assert _encode(decoded, key, version, kind) == frame
    assert cls.decode(message.encode(version), version) == message
    # every proper prefix of the frame is a truncation, never anything else
    for cut in range(len(frame)):
        with pytest.raises(TruncatedError):
            _decode(frame[:cut], key, version, kind)
    # and so is every proper prefix of the bare body
    body = message.encode(version)
    for cut in range(len(body)):
        with pytest.raises(TruncatedError):
            cls.decode(body[:cut], version)
    # a flipped byte gives a message or one of our errors, nothing else
    flip = data.draw(st.integers(1, 255), label="flip")
    for at in range(len(frame)):
        mutated = bytearray(frame)
        mutated[at] ^= flip
        try:
            if kind == "request":
                decode_request(bytes(mutated))
            else:
                decode_response(bytes(mutated), key, version)
        except KafkaWireError:
            pass
