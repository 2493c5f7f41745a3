"""The registry: ApiKey's version ranges and choice, and the classes of each key."""

from __future__ import annotations

import typing

import pytest

from kafkawire import ApiKey, Request, UnsupportedVersionError, request_class, response_class


def test_select_version_is_the_highest_both_sides_have() -> None:
    produce = ApiKey.Produce
    assert (produce.min_version, produce.max_version) == (0, 13)
    assert produce.select_version(3, 11) == 11  # the broker's newest
    assert produce.select_version(3, 99) == 13  # ours
    assert produce.select_version(13, 13) == 13  # one shared version
    assert produce.select_version(14, 20) == -1  # the broker starts past ours
    heartbeat = ApiKey.Heartbeat
    assert heartbeat.select_version(0, 0) == 0
    assert ApiKey.Fetch.select_version(-1, -1) == -1  # a range below ours


@pytest.mark.parametrize("key", list(ApiKey), ids=lambda k: k.name)
def test_each_key_has_its_request_and_response_classes(key: ApiKey) -> None:
    req, resp = request_class(key), response_class(key)
    assert (req.API_KEY, resp.API_KEY) == (key, key)
    assert (req.KIND, resp.KIND) == ("request", "response")
    assert (req.MIN_VERSION, req.MAX_VERSION) == (key.min_version, key.max_version)
    assert (resp.MIN_VERSION, resp.MAX_VERSION) == (key.min_version, key.max_version)
    # the request names its answer's class, which is what types Router.send
    assert issubclass(req, Request) and not issubclass(resp, Request)
    (base,) = typing.get_args(req.__orig_bases__[0])  # type: ignore[attr-defined]
    assert base == typing.ForwardRef(resp.__name__)


def test_an_unknown_key_is_refused() -> None:
    for key in (-1, 10_000):
        with pytest.raises(UnsupportedVersionError):
            request_class(key)
        with pytest.raises(UnsupportedVersionError):
            response_class(key)
