"""Cross-check every (API key, version, kind) kafka-python 3 has against ours.

For each drawn message, and again with its tagged fields at their defaults:
the bytes we encode decode with kafka-python to the same values, and the
bytes kafka-python encodes from the same values decode with ours to the same
message, re-encode with ours to the same bytes, and are the bytes we encode.

No (key, version, field) is excepted: kafka-python and our definitions agree
on every field of every pair, from version 0 (see kafka_python_peer.pairs).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers import kafka_python_peer as peer
from tests.protocol.peers.common import tags_at_default
from tests.protocol.strategies import struct_strategy

PAIRS = peer.pairs()

_FEW = settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _pair_id(pair: tuple[int, int, str]) -> str:
    key, version, kind = pair
    return f"{key}-{API_TABLE[key][0]}-v{version}-{kind}"


def test_every_kafka_python_pair_is_listed() -> None:
    assert len({key for key, _, _ in PAIRS}) == 52
    assert len(PAIRS) == 2 * 262
    for key, version, _ in PAIRS:
        assert API_TABLE[key][3] <= version <= API_TABLE[key][4], (key, version)


def _check(key: int, version: int, kind: str, message: Message) -> None:
    ours = peer.our_class(key, kind)
    theirs = peer.peer_class(key, version, kind)
    body = message.encode(version)

    # what we encode, kafka-python reads as the same values
    assert peer.from_peer(peer.decode(theirs, body, version), ours, version) == message

    # what kafka-python encodes, we read as the same message and write back byte for byte
    their_body = peer.encode(peer.to_peer(message, theirs, version), version)
    decoded = ours.decode(their_body, version)
    assert decoded == message
    assert decoded.encode(version) == their_body
    # and it is the very encoding we give the same values
    assert their_body == body


@pytest.mark.parametrize(("key", "version", "kind"), PAIRS, ids=[_pair_id(p) for p in PAIRS])
@_FEW
@given(data=st.data())
def test_kafka_python_agrees(key: int, version: int, kind: str, data: st.DataObject) -> None:
    message = data.draw(struct_strategy(peer.our_class(key, kind), version))
    _check(key, version, kind, message)
    # and with the tagged fields left out, as holding their defaults
    defaults = tags_at_default(message, version)
    if defaults is not None:
        _check(key, version, kind, defaults)
