"""An int given where a message field takes one, too large for any, is named in
the error by its size: its digits ran for hundreds of characters, and past
4300 digits Python's ``str()`` raised its own ValueError in the error's place."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kafkawire.client.group.consumer_protocol import (
    Assignment,
    Subscription,
    encode_assignment,
    encode_subscription,
)
from kafkawire.errors import EncodeError
from kafkawire.protocol.messages.alter_client_quotas import AlterClientQuotasRequest
from kafkawire.protocol.messages.produce import ProduceRequest

HUGE = 10**5000  # past the 4300 digits str() will write
BIG = -(10**400)  # str() writes it: 401 digits


def _quota(value: int) -> object:
    entry = {"entity": [], "ops": [{"key": "k", "value": value, "remove": False}]}
    return AlterClientQuotasRequest.from_dict({"entries": [entry]})


def _quota_flag(value: int) -> AlterClientQuotasRequest:
    request = AlterClientQuotasRequest()
    request.validate_only = value  # type: ignore[assignment]  # an int where a bool goes
    return request


CASES: list[tuple[str, type[Exception], Callable[[int], object]]] = [
    ("from_dict float64", ValueError, _quota),
    ("from_dict int32", ValueError, lambda n: ProduceRequest.from_dict({"timeout_ms": n})),
    ("encode int32", EncodeError, lambda n: ProduceRequest(timeout_ms=n).encode(9)),
    ("encode bool", EncodeError, lambda n: _quota_flag(n).encode(1)),
    (
        "subscription generation",
        EncodeError,
        lambda n: encode_subscription(Subscription(["t"], generation_id=n, version=2)),
    ),
    (
        "subscription partition",
        EncodeError,
        lambda n: encode_subscription(Subscription(["t"], owned_partitions={"t": [n]}, version=1)),
    ),
    (
        "subscription version",
        ValueError,
        lambda n: encode_subscription(Subscription(["t"], version=n)),
    ),
    ("assignment version", ValueError, lambda n: encode_assignment(Assignment({}, version=n))),
]


@pytest.mark.parametrize("value", [HUGE, BIG], ids=["huge", "big"])
@pytest.mark.parametrize(("name", "error", "write"), CASES, ids=[c[0] for c in CASES])
def test_a_huge_int_is_named_by_its_size(
    name: str, error: type[Exception], write: Callable[[int], object], value: int
) -> None:
    with pytest.raises(error) as raised:
        write(value)
    text = str(raised.value)
    assert len(text) < 300, text
    assert f"int of {value.bit_length()} bits>" in text
