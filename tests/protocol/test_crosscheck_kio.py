"""Cross-check every (API key, version, kind) kio has against our codecs.

For each drawn message, and again with its tagged fields at their defaults:
the bytes we encode decode with kio to the same values, and the bytes kio
encodes from the same values decode with ours to the same message, re-encode
with ours to the same bytes, and are the bytes we encode.

Drawn values are first moved into what kio's types can hold (KIO_NARROWED,
kio_peer.KIO_LIMITS). No (key, version, field) is excepted beyond that: kio
and our definitions agree on every field of every pair.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kio.serial.errors import OutOfBoundValue

from kafkawire import DescribeTransactionsResponse, HeartbeatResponse, SaslAuthenticateResponse
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE
from kafkawire.protocol.messages.describe_transactions import TransactionState
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


#: The fields narrow() moves into kio's domain, besides error codes: each is
#: (key, kind, field path); see kio_peer.KIO_LIMITS for why. Checked below so
#: that a field kio starts to type this way is reviewed, not narrowed unseen.
KIO_NARROWED = {
    "datetime_i64": {
        (0, "response", "responses.partition_responses.log_append_time_ms"),
        (38, "response", "expiry_timestamp_ms"),
        (38, "response", "issue_timestamp_ms"),
        (38, "response", "max_timestamp_ms"),
        (39, "response", "expiry_timestamp_ms"),
        (40, "response", "expiry_timestamp_ms"),
        # brokers send -1 here for an Empty transaction, which kio cannot read
        (65, "response", "transaction_states.transaction_start_time_ms"),
    },
    "timedelta_i64": {
        (8, "request", "retention_time_ms"),
        (36, "response", "session_lifetime_ms"),
        (38, "request", "max_lifetime_ms"),
        (39, "request", "renew_period_ms"),
        (40, "request", "expiry_time_period_ms"),
    },
}

#: Distinct (key, kind, field path) that kio types as its ErrorCode enum.
KIO_ERROR_CODE_FIELDS = 119


def test_kio_narrowed_fields_are_the_listed_ones() -> None:
    found = kio_peer.limited_fields()
    assert set(found) == set(kio_peer.KIO_LIMITS)
    assert len(found["error_code"]) == KIO_ERROR_CODE_FIELDS
    for kafka_type, fields in KIO_NARROWED.items():
        assert found[kafka_type] == fields, kafka_type


def _kio_reads(key: int, version: int, kind: str, message: Message) -> object:
    return kio_peer.decode(kio_peer.peer_class(key, version, kind), message.encode(version))


def test_kio_limits_still_hold() -> None:
    """Each of KIO_LIMITS is real: kio fails on a value just outside it.

    When kio lifts one, this fails, and narrow() should stop narrowing it.
    """
    # an error code kio does not know (what a newer broker may send)
    unknown = max(kio_peer.KNOWN_ERROR_CODES) + 1
    with pytest.raises(ValueError, match="is not a valid ErrorCode"):
        _kio_reads(12, 0, "response", HeartbeatResponse(error_code=unknown))
    # -1 in a datetime that is not nullable
    state = TransactionState(transaction_start_time_ms=-1)
    with pytest.raises(OutOfBoundValue, match="negative timestamp"):
        _kio_reads(65, 0, "response", DescribeTransactionsResponse(transaction_states=[state]))
    # an int64 duration beyond timedelta, and one beyond a float's milliseconds
    with pytest.raises(ValueError, match="timedelta milliseconds overflow"):
        _kio_reads(36, 1, "response", SaslAuthenticateResponse(session_lifetime_ms=2**62))
    lifetime = 2**53 + 1
    message = SaslAuthenticateResponse(session_lifetime_ms=lifetime)
    theirs = kio_peer.peer_class(36, 1, "response")
    their_body = kio_peer.encode(kio_peer.to_kio(message, theirs, 1))
    assert SaslAuthenticateResponse.decode(their_body, 1).session_lifetime_ms != lifetime


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
