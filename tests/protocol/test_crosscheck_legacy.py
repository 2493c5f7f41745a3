"""Cross-check every class of kafka-python's old hand-written protocol against ours.

``kafka.protocol.old`` defines one class per (API key, version, kind), also for
many versions Kafka 4 removed (Produce v0-2, Fetch v0-3, CreateTopics v0-1,
...), which the other cross-checks cannot reach. For each pair:

- the layouts agree: walking their ``SCHEMA`` and our ``FIELDS`` in order
  gives the same sequence of encodings (``test_layout``);
- for drawn messages, the bytes we encode decode with theirs to the same
  values, and the bytes they encode from the same values decode with ours to
  the same message, re-encode with ours to the same bytes, and are the bytes
  we encode (``test_legacy_agrees``).

Where they disagree, the pair is in ``LAYOUT_EXCEPTIONS`` with the reason,
and ``test_layout`` asserts the difference is still exactly the one described.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE
from tests.protocol.peers import legacy_peer as peer
from tests.protocol.peers.common import tags_at_default
from tests.protocol.strategies import struct_strategy
from tests.protocol.test_removed_versions import REMOVED_IN_KAFKA4

Pair = tuple[int, int, str]

PAIRS = peer.pairs()

REMOVED: set[tuple[int, int]] = {(k, v) for k, vs in REMOVED_IN_KAFKA4.items() for v in vs}

#: Pairs where kafka-python's old class writes another layout than Kafka's
#: definitions (and ours) say: (reason, the layout their class writes, or the
#: version of ours whose layout it is). Both are kafka-python bugs; ours agree
#: with /work/shared/kafka-message-specs. test_layout asserts each still holds.
LAYOUT_EXCEPTIONS: dict[Pair, tuple[str, peer.Layout | int]] = {
    # DescribeAclsRequest.json / DescribeAclsResponse.json: "flexibleVersions":
    # "2+". Their DescribeAcls*_v2 reuse the v1 SCHEMA unchanged (the class
    # docstring even says "Enable flexible version"): non-compact strings and
    # arrays, no tagged fields. Their v2 writes our v1.
    (29, 2, "request"): ("their v2 is the v1 layout, not flexible", 1),
    (29, 2, "response"): ("their v2 is the v1 layout, not flexible", 1),
    # DescribeLogDirsRequest.json: Topics[].Partitions is "[]int32"; their
    # DescribeLogDirsRequest_v0 declares ('partitions', Int32), one int32.
    (35, 0, "request"): (
        "their topics[].partitions is one int32, not an int32 array",
        [("array", ["string", "int32"])],
    ),
}

#: Quirks of their classes outside the layout, asserted to stay as described.
#: ListGroupsRequest_v2 says API_VERSION = 1 (a copy-paste slip; its layout,
#: empty, is v2's all the same): it is keyed here by the version in its name.
VERSION_MISLABELS = {"ListGroupsRequest_v2": 1}
#: BaseApiVersionsResponse.decode reads any body whose error_code is not 0 as
#: v0 (a broker answers an unsupported ApiVersions version with a v0 body).
#: That is a fallback, not the layout of v1-4, so peer.decode reads their
#: SCHEMA as Struct.decode does; no other class has its own encode or decode.
CODEC_OVERRIDES = {f"ApiVersionsResponse_v{v}" for v in range(1, 5)}

CHECKED = [pair for pair in PAIRS if pair not in LAYOUT_EXCEPTIONS]

_FEW = settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _pair_id(pair: Pair) -> str:
    key, version, kind = pair
    return f"{key}-{API_TABLE[key][0]}-v{version}-{kind}"


def test_every_legacy_pair_is_listed() -> None:
    assert len({key for key, _, _ in PAIRS}) == 37
    assert len(PAIRS) == 274
    assert len(CHECKED) == 271
    assert set(LAYOUT_EXCEPTIONS) <= set(PAIRS)
    for key, version, _ in PAIRS:
        assert API_TABLE[key][3] <= version <= API_TABLE[key][4], (key, version)
    # the versions Kafka 4 removed that kafka-python's old classes still have
    removed = [pair for pair in PAIRS if pair[:2] in REMOVED]
    assert len(removed) == 42
    assert len([pair for pair in removed if pair in CHECKED]) == 41
    assert {(0, 0), (0, 1), (0, 2), (1, 0), (1, 3), (2, 0), (19, 0), (19, 1)} <= {
        pair[:2] for pair in removed
    }


def test_only_bases_are_left_out() -> None:
    # the one request/response class without a version in its name is the base
    # of ApiVersionsResponse_v1-4 (same SCHEMA as ApiVersionsResponse_v0)
    assert peer.unversioned() == {"BaseApiVersionsResponse"}


def test_version_mislabels() -> None:
    assert peer.version_mislabels() == VERSION_MISLABELS


def test_codec_overrides() -> None:
    assert peer.codec_overrides() == CODEC_OVERRIDES


@pytest.mark.parametrize(("key", "version", "kind"), PAIRS, ids=[_pair_id(p) for p in PAIRS])
def test_layout(key: int, version: int, kind: str) -> None:
    ours = peer.layout_ours(peer.our_class(key, kind), version, peer.flexible(key, version))
    theirs = peer.layout_theirs(peer.peer_class(key, version, kind).SCHEMA)
    if (key, version, kind) not in LAYOUT_EXCEPTIONS:
        assert theirs == ours
        return
    _, written = LAYOUT_EXCEPTIONS[key, version, kind]
    if isinstance(written, int):  # the layout of ours at another version
        written = peer.layout_ours(peer.our_class(key, kind), written, peer.flexible(key, written))
    assert theirs != ours
    assert theirs == written


def _check(key: int, version: int, kind: str, message: Message) -> None:
    ours = peer.our_class(key, kind)
    theirs = peer.peer_class(key, version, kind)
    flex = peer.flexible(key, version)
    wire = peer.our_wire(message, version, flex)
    body = message.encode(version)

    # what we encode, they read as the same values
    assert peer.their_wire(theirs.SCHEMA, peer.decode(theirs, body)) == wire

    # what they encode, we read as the same message and write back byte for byte
    their_body = peer.encode(peer.to_peer(message, theirs, version))
    decoded = ours.decode(their_body, version)
    assert decoded == message
    assert decoded.encode(version) == their_body
    # and it is the very encoding we give the same values
    assert their_body == body


@pytest.mark.parametrize(("key", "version", "kind"), CHECKED, ids=[_pair_id(p) for p in CHECKED])
@_FEW
@given(data=st.data())
def test_legacy_agrees(key: int, version: int, kind: str, data: st.DataObject) -> None:
    message = data.draw(struct_strategy(peer.our_class(key, kind), version))
    _check(key, version, kind, message)
    # and with the tagged fields left out, as holding their defaults
    defaults = tags_at_default(message, version)
    if defaults is not None:
        _check(key, version, kind, defaults)
