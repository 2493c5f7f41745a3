"""Bootstrap addresses, as the Router and the Consumer both read them."""

from __future__ import annotations

import pytest

from kafkawire.client import Router
from kafkawire.client.bootstrap import parse_bootstrap
from kafkawire.client.consumer import Consumer


def test_a_string_or_a_list_of_host_port() -> None:
    assert parse_bootstrap("a:1, b:2,") == [("a", 1), ("b", 2)]
    assert parse_bootstrap(["[::1]:9092", " c:3 "]) == [("::1", 9092), ("c", 3)]
    assert parse_bootstrap(":9092") == [("127.0.0.1", 9092)]
    assert parse_bootstrap("a:65535") == [("a", 65535)]  # the highest port there is


@pytest.mark.parametrize("bad", ["", " , ", "host", "host:", "host:x", "host:65536", ["a:1", "b"]])
def test_a_bad_address_is_refused_when_the_client_is_made(bad: str | list[str]) -> None:
    refused = r"bootstrap address|no bootstrap"
    with pytest.raises(ValueError, match=refused):
        parse_bootstrap(bad)
    with pytest.raises(ValueError, match=refused):
        Router(bad)
    with pytest.raises(ValueError, match=refused):
        Consumer(bad)
