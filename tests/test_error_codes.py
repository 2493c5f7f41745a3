"""ErrorCode against known codes (against kio's enum: test_error_codes_kio.py)."""

from __future__ import annotations

import pytest

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError


@pytest.mark.parametrize(
    ("code", "name", "retriable"),
    [
        (-1, "UNKNOWN_SERVER_ERROR", False),
        (0, "NONE", False),
        (1, "OFFSET_OUT_OF_RANGE", False),
        (3, "UNKNOWN_TOPIC_OR_PARTITION", True),
        (6, "NOT_LEADER_OR_FOLLOWER", True),
        (16, "NOT_COORDINATOR", True),
        (27, "REBALANCE_IN_PROGRESS", False),
        (35, "UNSUPPORTED_VERSION", False),
        (36, "TOPIC_ALREADY_EXISTS", False),
        (59, "UNKNOWN_PRODUCER_ID", False),
        (79, "MEMBER_ID_REQUIRED", False),
        (133, "SHARE_SESSION_LIMIT_REACHED", True),
    ],
)
def test_known_codes(code: int, name: str, retriable: bool) -> None:
    error = ErrorCode(code)
    assert error.name == name
    assert error == code
    assert error.value == code
    assert error.retriable is retriable
    assert error.description


def test_codes_are_contiguous_from_minus_one() -> None:
    assert [int(e) for e in ErrorCode] == list(range(-1, len(ErrorCode) - 1))


def test_every_description_is_a_distinct_sentence() -> None:
    descriptions = [e.description for e in ErrorCode]
    assert len(set(descriptions)) == len(descriptions)
    assert all(d[0].isupper() and d.endswith(".") for d in descriptions)


def test_unknown_code_raises_value_error_and_broker_error_keeps_the_int() -> None:
    with pytest.raises(ValueError):
        ErrorCode(10_000)
    error = BrokerError(10_000)
    assert error.code == 10_000
    assert error.error is None
    assert error.retriable is False
    assert BrokerError(7).error is ErrorCode.REQUEST_TIMED_OUT
    assert BrokerError(7).retriable is True
