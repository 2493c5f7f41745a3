"""Request bodies: content type, the 64 KiB bound, JSON, and the fields' shapes.

A body may be any v2 type, ``application/json`` or none (415 otherwise); a
body of JSON's null is none, as in Confluent's REST Proxy. A body over the
limit is refused with 413 before it is read: by its Content-Length, or while it
streams in. A route that takes no body applies the same type and size rules
to one sent, and otherwise ignores it, as Confluent's proxy (Jersey) ignores
an entity its method reads none of (``skip_body``). Not JSON, or cut short by a client that left: 400 with 40003. A
field of the wrong shape, or a list longer than a namespace's topics: 422 with
422.
"""

from __future__ import annotations

import json
from typing import Any, Final

from fastapi import Request
from starlette.requests import ClientDisconnect

from kafkawire.rest.errors import RestError
from kafkawire.rest.settings import Settings

__all__ = [
    "MAX_OFFSET",
    "NO_BODY",
    "int_field",
    "is_text",
    "list_field",
    "partition_list",
    "read_body",
    "skip_body",
    "str_field",
    "whole",
]

#: offsets travel as int64
MAX_OFFSET: Final = 2**63 - 1

BODY_TYPES: Final = frozenset(
    {
        "application/json",
        "application/vnd.kafka.v2+json",
        "application/vnd.kafka.binary.v2+json",
        "application/vnd.kafka.json.v2+json",
        "application/vnd.kafka.avro.v2+json",
        "application/vnd.kafka.jsonschema.v2+json",
        "application/vnd.kafka.protobuf.v2+json",
    }
)


class _NoBody:
    def __repr__(self) -> str:
        return "NO_BODY"


NO_BODY: Final = _NoBody()


def invalid(message: str, code: int = 422) -> RestError:
    return RestError(422, code, message)


def check_content_type(request: Request) -> None:
    """415 unless the body's type is one of ``BODY_TYPES`` or none. Content-Type
    is a singleton field (RFC 9110, 8.3): lines naming different types are
    refused, as a front end reading the other line would take the body for
    another type; the same type on each line is that type."""
    types = {
        line.split(";", 1)[0].strip().lower() for line in request.headers.getlist("content-type")
    }
    types.discard("")  # an empty line names no type
    if len(types) > 1:
        raise RestError(
            415, 415, f"Content-Type names {len(types)} types on its lines; send one type"
        )
    media = types.pop() if types else ""
    if not media:
        return
    if media not in BODY_TYPES:
        raise RestError(
            415, 415, f"Content type {media} is not supported; use application/vnd.kafka.v2+json"
        )


async def read_body(request: Request, settings: Settings) -> Any:
    """The body's JSON value, or NO_BODY when the request has none (or an empty one,
    or JSON's null: Confluent's parser reads that as no body, so a create takes
    every default, a commit commits every position, GET offsets is 40402)."""
    data = await body_bytes(request, settings, keep=True)
    if not data.strip():
        return NO_BODY
    try:
        value = json.loads(data, parse_int=whole, parse_constant=not_json)
    except (ValueError, RecursionError):
        raise RestError(400, 40003, "The request body is not valid JSON") from None
    return NO_BODY if value is None else value


async def skip_body(request: Request, settings: Settings) -> None:
    """For a route that takes no body: one sent is checked as any other (415,
    413) and read only to be dropped, so a large one is never held in memory."""
    await body_bytes(request, settings, keep=False)


async def body_bytes(request: Request, settings: Settings, *, keep: bool) -> bytes:
    """The body within the limit, after its type is checked; nothing kept unless ``keep``."""
    check_content_type(request)
    limit = settings.max_request_body_bytes
    too_large = RestError(413, 41301, f"The request body is over {limit} bytes")
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            if int(declared) > limit:
                raise too_large
        except ValueError:
            raise RestError(400, 40003, "The Content-Length is not a number") from None
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_large
            if keep:
                chunks.append(chunk)
    except ClientDisconnect:
        # the client left mid-body: its error, not the service's (and no one reads the reply)
        raise RestError(400, 40003, "The request body ended before it was complete") from None
    return b"".join(chunks)


def not_json(name: str) -> Any:
    """NaN, Infinity and -Infinity are Python's, not JSON's: a body holding one
    is not JSON (400, 40003), as to Confluent's parser, not a body with a float."""
    raise ValueError(name)


#: digits read of an integer: every number here is bounded far below one of
#: more, and Python reads none of over 4300, which JSON and queries may hold
MAX_DIGITS: Final = 30
HUGE: Final[int] = 10**MAX_DIGITS


def whole(text: str) -> int:
    """The integer ``text`` writes (a sign, then digits, already checked):
    exact up to ``MAX_DIGITS`` digits, else ``HUGE`` with its sign. Leading
    zeros are dropped before ``int``, which counts them towards its limit."""
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-").lstrip("0")
    if len(digits) <= MAX_DIGITS:
        return sign * int(digits or "0")
    return sign * HUGE


def object_body(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise invalid("The request body must be a JSON object")
    return body


def list_field(body: Any, name: str, settings: Settings, *, required: bool = True) -> list[Any]:
    obj = object_body(body)
    value = obj.get(name)
    if value is None and not required:
        return []
    if not isinstance(value, list):
        raise invalid(f"{name} must be a list")
    limit = settings.max_topics_per_namespace
    if len(value) > limit:
        raise invalid(f"{name} lists {len(value)} items; at most {limit} are allowed")
    return value


def str_field(item: Any, name: str, where: str) -> str:
    if not isinstance(item, dict):
        raise invalid(f"{where} must be an object")
    value = item.get(name)
    if not isinstance(value, str) or not value:
        raise invalid(f"{where}.{name} must be a non-empty string")
    return value


def is_text(value: Any) -> bool:
    """A string Kafka can carry: JSON lets a lone surrogate through, UTF-8 does not."""
    if not isinstance(value, str):
        return False
    try:
        value.encode()
    except UnicodeEncodeError:
        return False
    return True


def int_field(
    item: Any, name: str, where: str, *, minimum: int | None = None, maximum: int | None = None
) -> int:
    if not isinstance(item, dict):
        raise invalid(f"{where} must be an object")
    value = item.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise invalid(f"{where}.{name} must be a whole number")
    if minimum is not None and value < minimum:
        raise invalid(f"{where}.{name} must be at least {minimum}")
    if maximum is not None and value > maximum:
        raise invalid(f"{where}.{name} must be at most {maximum}")
    return value


def partition_list(items: list[Any], field_name: str) -> list[tuple[str, int, Any]]:
    """``(topic, partition, item)`` of each ``{"topic", "partition"}`` item."""
    found = []
    for index, item in enumerate(items):
        where = f"{field_name}[{index}]"
        topic = str_field(item, "topic", where)
        partition = int_field(item, "partition", where)
        found.append((topic, partition, item))
    return found
