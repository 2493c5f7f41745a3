"""Cross-check every (API key, version, kind) kio has against our codecs.

For each drawn message: the bytes we encode decode with kio to the same
values, and the bytes kio encodes from the same values decode with ours to
the same message and re-encode with ours to the same bytes.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers import kio_peer
from tests.protocol.peers.common import tags_at_default
from tests.protocol.strategies import struct_strategy

PAIRS = kio_peer.pairs()

_FEW = settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _pair_id(pair: tuple[int, int, str]) -> str:
    key, version, kind = pair
    return f"{key}-{API_TABLE[key][0]}-v{version}-{kind}"


def test_every_kio_pair_is_listed() -> None:
    # kio 0.6.5 has 89 API keys, 302 versions between them
    assert len({key for key, _, _ in PAIRS}) == 89
    assert len(PAIRS) == 2 * 302
    for key, version, _ in PAIRS:
        assert API_TABLE[key][3] <= version <= API_TABLE[key][4], (key, version)


def _check(key: int, version: int, kind: str, message: Message) -> None:
    ours = kio_peer.our_class(key, kind)
    theirs = kio_peer.peer_class(key, version, kind)
    body = message.encode(version)

    # what we encode, kio reads as the same values
    assert kio_peer.from_kio(kio_peer.decode(theirs, body), ours, version) == message

    # what kio encodes, we read as the same message and write back byte for byte
    their_body = kio_peer.encode(kio_peer.to_kio(message, theirs, version))
    decoded = ours.decode(their_body, version)
    assert decoded == message
    assert decoded.encode(version) == their_body
    # and it is the very encoding we give the same values
    assert their_body == body


@pytest.mark.parametrize(("key", "version", "kind"), PAIRS, ids=[_pair_id(p) for p in PAIRS])
@_FEW
@given(data=st.data())
def test_kio_agrees(key: int, version: int, kind: str, data: st.DataObject) -> None:
    drawn = data.draw(struct_strategy(kio_peer.our_class(key, kind), version))
    message = kio_peer.narrow(drawn, version, kind)
    _check(key, version, kind, message)
    # and with the tagged fields left out, as holding their defaults
    defaults = tags_at_default(message, version)
    if defaults is not None:
        _check(key, version, kind, defaults)
