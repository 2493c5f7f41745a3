"""What ``/openapi.json`` says of the routes, which read and write raw bodies.

FastAPI alone documents every route as answering 200 with any
``application/json`` and 422 with its ``{"detail"}`` validation error, which
no route answers. Each router takes ``ROUTER_DOCS`` instead: replies of the
v2 type, seed 003's error statuses with ``{"error_code", "message"}``; routes
with no reply body say 204, and ``request_body`` documents what a route reads.
"""

from __future__ import annotations

from typing import Any, Final

from fastapi.responses import JSONResponse
from pydantic import BaseModel

from kafkawire.rest.errors import V2_JSON

__all__ = [
    "FETCH_RESPONSES",
    "ROUTER_DOCS",
    "CommittedReply",
    "CreateReply",
    "PartitionsReply",
    "TopicsReply",
    "request_body",
]


class V2JSONResponse(JSONResponse):
    media_type = V2_JSON


class ErrorBody(BaseModel):
    error_code: int
    message: str


class CreateReply(BaseModel):
    instance_id: str
    base_uri: str


class TopicsReply(BaseModel):
    topics: list[str]


class Partition(BaseModel):
    topic: str
    partition: int


class PartitionsReply(BaseModel):
    partitions: list[Partition]


class Committed(Partition):
    offset: int
    metadata: str


class CommittedReply(BaseModel):
    offsets: list[Committed]


ERROR_STATUSES: Final = {
    400: "Not JSON (40003), or Kafka refused the request as invalid (40002)",
    401: "The subject or token check failed (40101)",
    403: "The service is not authorized for the topic or group (40301)",
    404: "Topic (40401), partition (40402) or consumer instance (40403) not found",
    409: "Instance exists (40902), not assigned or rebalanced (40903), or busy (40904)",
    413: "The request body is over 64 KiB (41301)",
    415: "The content type is not a v2 type or application/json (415)",
    422: "A field is missing or invalid (422), or a create setting breaks its rule (42204)",
    429: "Too many instances or fetches, or Kafka throttled the request (42901)",
    500: "An error inside the service (500), or Kafka failed (50002, 50003 to retry)",
    503: "Shutting down (503), or Kafka cannot be reached (50302)",
}


def _errors(statuses: dict[int, str]) -> dict[int | str, dict[str, Any]]:
    return {status: {"model": ErrorBody, "description": why} for status, why in statuses.items()}


#: the keyword arguments of every router
ROUTER_DOCS: Final[dict[str, Any]] = {
    "default_response_class": V2JSONResponse,
    "responses": _errors(ERROR_STATUSES),
}

_RECORD: Final = {
    "type": "object",
    "required": ["topic", "key", "value", "partition", "offset", "headers"],
    "properties": {
        "topic": {"type": "string"},
        "key": {},
        "value": {},
        "partition": {"type": "integer"},
        "offset": {"type": "integer"},
        "headers": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "value"],
                "properties": {"name": {"type": "string"}, "value": {"type": ["string", "null"]}},
            },
        },
    },
}
_RECORDS: Final = {"schema": {"type": "array", "items": _RECORD}}
#: a fetch's reply: records in the type chosen by Accept, or two more errors
FETCH_RESPONSES: Final[dict[int | str, dict[str, Any]]] = {
    200: {
        "description": "The records, in the type Accept chose",
        "content": {
            "application/vnd.kafka.binary.v2+json": _RECORDS,
            "application/vnd.kafka.json.v2+json": _RECORDS,
            V2_JSON: _RECORDS,
        },
    },
    **_errors(
        {
            406: "Accept names no v2 type (406) or another format (40601)",
            408: "The next record of a json instance is not UTF-8 (40801)",
        }
    ),
}

_PARTITION: Final = {
    "type": "object",
    "required": ["topic", "partition"],
    "properties": {"topic": {"type": "string"}, "partition": {"type": "integer"}},
}
_OFFSET: Final = {
    "type": "object",
    "required": ["topic", "partition", "offset"],
    "properties": {
        **_PARTITION["properties"],  # type: ignore[dict-item]
        "offset": {"type": "integer", "minimum": 0},
        "metadata": {"type": "string"},
    },
}

#: the bodies routes read, by the field that holds the list
BODY_FIELDS: Final[dict[str, dict[str, Any]]] = {
    "topics": {"type": "array", "items": {"type": "string"}},
    "partitions": {"type": "array", "items": _PARTITION},
    "offsets": {"type": "array", "items": _OFFSET},
}

CREATE_BODY: Final[dict[str, Any]] = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "id": {"type": "string"},
        "format": {"type": "string", "enum": ["binary", "json"]},
        "auto.offset.reset": {"type": "string", "enum": ["earliest", "latest", "none"]},
        "auto.commit.enable": {"type": ["boolean", "string"]},
        "fetch.min.bytes": {"type": ["integer", "string"]},
        "consumer.request.timeout.ms": {"type": ["integer", "string"]},
    },
}


def request_body(field: str | None, *, required: bool) -> dict[str, Any]:
    """``openapi_extra`` of a route that reads ``{field: [...]}`` (the create body for None)."""
    if field is None:
        schema = CREATE_BODY
    else:
        schema = {"type": "object", "properties": {field: BODY_FIELDS[field]}}
        if required:
            schema["required"] = [field]
    content = {media: {"schema": schema} for media in (V2_JSON, "application/json")}
    return {"requestBody": {"required": required, "content": content}}
