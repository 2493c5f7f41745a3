"""Unknown tagged fields: kept on decode, written back on encode, in every struct.

Every flexible (API key, version), request and response, with unknown tags
drawn for the message and for any nested struct. Arrays of fixed-width
structs are decoded in one pass that gives up when an element carries
tags; the explicit cases put tags on the first, a middle and the last
element.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import CorruptedError, TruncatedError, decode_request, encode_request
from kafkawire.protocol.messages import ApiVersionsResponse, FetchRequest, MetadataRequest, fetch
from kafkawire.protocol.messages import api_versions as av
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers.common import our_class
from tests.protocol.strategies import struct_strategy

FLEXIBLE = [
    (key, version, kind)
    for key, entry in sorted(API_TABLE.items())
    for version in range(entry[3], entry[4] + 1)
    for kind in ("request", "response")
    if our_class(key, kind).flexible(version)
]


@pytest.mark.parametrize(("key", "version", "kind"), FLEXIBLE)
@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_unknown_tags_round_trip(key: int, version: int, kind: str, data: st.DataObject) -> None:
    cls = our_class(key, kind)
    message = data.draw(struct_strategy(cls, version, unknown=True))
    body = message.encode(version)
    decoded = cls.decode(body, version)
    assert decoded == message
    assert decoded.encode(version) == body


@pytest.mark.parametrize("tagged", [0, 30, 59])
def test_fixed_width_array_with_a_tagged_element(tagged: int) -> None:
    keys = [
        av.ApiVersion(api_key=k, min_version=0, max_version=k % 9, unknown_tags=None)
        for k in range(60)
    ]
    keys[tagged].unknown_tags = {7: b"\x01\x02"}
    message = ApiVersionsResponse(api_keys=keys, throttle_time_ms=5)
    body = message.encode(3)
    decoded = ApiVersionsResponse.decode(body, 3)
    assert decoded == message
    assert decoded.api_keys[tagged].unknown_tags == {7: b"\x01\x02"}
    assert decoded.throttle_time_ms == 5
    assert decoded.encode(3) == body
    for cut in range(len(body)):
        with pytest.raises(TruncatedError):
            ApiVersionsResponse.decode(body[:cut], 3)


def test_fixed_width_array_with_a_known_tag_on_one_element() -> None:
    parts = [fetch.FetchPartition(partition=p, fetch_offset=100 * p) for p in range(5)]
    parts[3].replica_directory_id = parts[3].replica_directory_id.__class__(int=99)
    message = FetchRequest(topics=[fetch.FetchTopic(partitions=parts)])
    body = message.encode(17)
    decoded = FetchRequest.decode(body, 17)
    assert decoded == message
    assert decoded.topics[0].partitions[3].replica_directory_id.int == 99
    assert decoded.encode(17) == body


@pytest.mark.parametrize("order", [(2, 1), (1, 1)])
def test_tags_out_of_order_or_repeated_are_corrupt(order: tuple[int, int]) -> None:
    # Kafka writes tags in ascending order, each once; anything else is damage
    body = MetadataRequest(unknown_tags={1: b"a", 2: b"b"}).encode(12)
    section = b"\x02\x01\x01a\x02\x01b"
    assert body.endswith(section)
    swapped = body[: -len(section)] + b"\x02%c\x01a%c\x01b" % order
    with pytest.raises(CorruptedError):
        MetadataRequest.decode(swapped, 12)
    # the same in a request header's tags
    frame = encode_request(MetadataRequest(), 12, 5, "me", header_tags={1: b"a", 2: b"b"})
    at = frame.index(section)
    with pytest.raises(CorruptedError):
        decode_request(frame[:at] + b"\x02%c\x01a%c\x01b" % order + frame[at + len(section) :])
