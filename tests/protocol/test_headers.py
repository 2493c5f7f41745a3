"""Which request and response header each API and version travels with."""

from __future__ import annotations

import struct
from collections.abc import Callable

import pytest

from kafkawire import EncodeError, decode_request, decode_response, encode_request, encode_response
from kafkawire.protocol.messages import (
    ApiVersionsResponse,
    ControlledShutdownRequest,
    MetadataRequest,
    MetadataResponse,
)


def test_controlled_shutdown_v0_alone_has_a_header_without_client_id() -> None:
    # KIP-482: ControlledShutdown v0 predates client ids; v1 has one
    v0 = encode_request(ControlledShutdownRequest(broker_id=3), 0, 5, "me")
    assert v0 == struct.pack(">ihhii", 12, 7, 0, 5, 3)
    assert decode_request(v0).client_id is None
    v1 = encode_request(ControlledShutdownRequest(broker_id=3), 1, 5, "me")
    assert v1[12:16] == b"\x00\x02me"
    assert decode_request(v1).client_id == "me"


def test_flexible_requests_have_a_tag_section_after_the_client_id() -> None:
    frame = encode_request(MetadataRequest(), 9, 5, "me")  # v9: the first flexible one
    assert frame[12:17] == b"\x00\x02me\x00"
    assert decode_request(frame).client_id == "me"


def test_api_versions_answers_with_header_v0_even_when_flexible() -> None:
    # KIP-511: a client that asked too new a version still reads the error
    frame = encode_response(ApiVersionsResponse(error_code=35), 3, 9)
    assert frame[4:10] == b"\x00\x00\x00\x09\x00\x23"  # correlation id, then the body
    assert decode_response(frame, ApiVersionsResponse.API_KEY, 3).correlation_id == 9


def test_client_ids_from_empty_to_kafkas_longest_string() -> None:
    for client_id in ("", "x" * 32767, None):
        frame = encode_request(MetadataRequest(), 12, 5, client_id)
        assert decode_request(frame).client_id == client_id
    with pytest.raises(EncodeError):
        encode_request(MetadataRequest(), 12, 5, "x" * 32768)


def test_header_tags_cross_flexible_requests_and_responses() -> None:
    tags = {0: b"x", 5: b""}
    request = encode_request(MetadataRequest(), 12, 5, "me", header_tags=tags)
    assert decode_request(request).header_tags == tags
    response = encode_response(MetadataResponse(), 12, 5, header_tags=tags)
    assert decode_response(response, MetadataResponse.API_KEY, 12).header_tags == tags


@pytest.mark.parametrize(
    ("encode", "header"),
    [
        (
            lambda t: encode_request(MetadataRequest(), 8, 5, "me", header_tags=t),
            "request header v1",
        ),
        (
            lambda t: encode_request(ControlledShutdownRequest(), 0, 5, None, header_tags=t),
            "request header v0",
        ),
        (lambda t: encode_response(MetadataResponse(), 8, 5, header_tags=t), "response header v0"),
        # flexible, but its answers keep header v0 (KIP-511)
        (
            lambda t: encode_response(ApiVersionsResponse(), 3, 5, header_tags=t),
            "response header v0",
        ),
    ],
)
def test_header_tags_where_the_header_has_no_tag_section_are_refused(
    encode: Callable[[dict[int, bytes] | None], bytes], header: str
) -> None:
    # these were dropped unseen: the frame went out without them
    with pytest.raises(EncodeError, match=f"{header} has no tagged fields"):
        encode({0: b"x"})
    assert encode({}) == encode(None)
