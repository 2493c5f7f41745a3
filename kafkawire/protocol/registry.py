"""Lookup of message classes by API key; each API's module loads on first use."""

from __future__ import annotations

import importlib

from kafkawire.errors import UnsupportedVersionError
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages._registry import API_TABLE, ApiKey

__all__ = ["ApiKey", "request_class", "response_class"]

_CACHE: dict[tuple[int, int], type[Message]] = {}


def _load(api_key: int, which: int) -> type[Message]:
    found = _CACHE.get((api_key, which))
    if found is not None:
        return found
    entry = API_TABLE.get(api_key)
    if entry is None:
        raise UnsupportedVersionError(f"unknown API key {api_key}")
    module = importlib.import_module(f"kafkawire.protocol.messages.{entry[0]}")
    name = entry[1] if which == 1 else entry[2]
    cls: type[Message] = getattr(module, name)
    _CACHE[(api_key, which)] = cls
    return cls


def request_class(api_key: int) -> type[Message]:
    """The request class of ``api_key`` (raises UnsupportedVersionError if unknown)."""
    return _load(api_key, 1)


def response_class(api_key: int) -> type[Message]:
    """The response class of ``api_key`` (raises UnsupportedVersionError if unknown)."""
    return _load(api_key, 2)
