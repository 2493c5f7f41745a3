"""Frames captured between real clients and a real broker decode and re-encode exactly."""

from __future__ import annotations

import struct

import pytest

from kafkawire import (
    ProtocolError,
    TruncatedError,
    decode_request,
    decode_response,
    encode_request,
    encode_response,
    request_class,
    response_class,
)
from tests.protocol.fixture_frames import BROKEN_ANSWERS, captured_frames

CASES = captured_frames()
IDS = [case.name for case in CASES]


def _reencode(frame_bytes: bytes, direction: str, key: int, version: int) -> tuple[bytes, int]:
    if direction == ">":
        req = decode_request(frame_bytes)
        assert (req.api_key, req.api_version) == (key, version)
        out = encode_request(
            req.message, version, req.correlation_id, req.client_id, header_tags=req.header_tags
        )
        trailing = req.trailing
    else:
        resp = decode_response(frame_bytes, key, version)
        out = encode_response(
            resp.message, version, resp.correlation_id, header_tags=resp.header_tags
        )
        trailing = resp.trailing
    if trailing:
        out = struct.pack(">i", len(out) - 4 + len(trailing)) + out[4:] + trailing
    return out, len(trailing)


def test_fixtures_cover_the_three_peers() -> None:
    names = {case.name.split("/")[0] for case in CASES}
    assert {"confluent-kafka", "kafka-python", "aiokafka"} <= names
    assert len(CASES) > 300


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_captured_frame_round_trips(case) -> None:  # type: ignore[no-untyped-def]
    f = case.frame
    if f.direction == "<" and (f.api_key, f.api_version) in BROKEN_ANSWERS:
        with pytest.raises(ProtocolError):
            _reencode(f.frame, f.direction, f.api_key, f.api_version)
        return
    out, _ = _reencode(f.frame, f.direction, f.api_key, f.api_version)
    assert out == f.frame


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_every_truncation_is_reported(case) -> None:  # type: ignore[no-untyped-def]
    f = case.frame
    for cut in range(len(f.frame)):
        with pytest.raises(TruncatedError):
            if f.direction == ">":
                decode_request(f.frame[:cut])
            else:
                decode_response(f.frame[:cut], f.api_key, f.api_version)
    if (f.api_key, f.api_version) in BROKEN_ANSWERS and f.direction == "<":
        return
    # the body alone, without the frame's size to warn early, is cut everywhere too
    if f.direction == ">":
        req = decode_request(f.frame)
        cls, body = request_class(f.api_key), req.message.encode(f.api_version)
    else:
        resp = decode_response(f.frame, f.api_key, f.api_version)
        cls, body = response_class(f.api_key), resp.message.encode(f.api_version)
    step = max(1, len(body) // 2000)  # large fetch answers: every step-th cut
    for cut in range(0, len(body), step):
        with pytest.raises(TruncatedError):
            cls.decode(body[:cut], f.api_version)
