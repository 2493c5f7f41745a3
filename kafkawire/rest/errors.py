"""Error replies: ``{"error_code", "message"}`` with seed 003's codes.

``RestError`` carries a status, a code and a message of the service's own
words. ``kafka_error`` maps what kafkawire's client raises to the table's
codes; Kafka's own error text never reaches a client. Paths and methods that
match no route keep FastAPI's ``{"detail"}`` (seed 003, Errors).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    EncodeError,
    KafkaWireError,
    TransportError,
    UnsupportedVersionError,
)

__all__ = ["V2_JSON", "CatchAll", "RestError", "install_error_handlers", "kafka_error"]

log = logging.getLogger("kafkawire.rest")

#: every reply but a fetch's has this type
V2_JSON: Final = "application/vnd.kafka.v2+json"


class RestError(Exception):
    """An error reply: HTTP status, seed 003's error code, a message."""

    def __init__(
        self, status: int, code: int, message: str, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers

    def response(self) -> Response:
        return error_response(self.status, self.code, self.message, self.headers)


def error_response(
    status: int, code: int, message: str, headers: dict[str, str] | None = None
) -> Response:
    return JSONResponse(
        {"error_code": code, "message": message},
        status_code=status,
        headers=headers,
        media_type=V2_JSON,
    )


_NOT_FOUND = {ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.UNKNOWN_TOPIC_ID}
_FORBIDDEN = {
    ErrorCode.TOPIC_AUTHORIZATION_FAILED,
    ErrorCode.GROUP_AUTHORIZATION_FAILED,
    ErrorCode.CLUSTER_AUTHORIZATION_FAILED,
}
_BAD_REQUEST = {
    ErrorCode.INVALID_TOPIC_EXCEPTION,
    ErrorCode.INVALID_REQUEST,
    ErrorCode.UNSUPPORTED_VERSION,
    ErrorCode.INVALID_GROUP_ID,
    # a commit's metadata past offset.metadata.max.bytes (4096 by default): the client's
    ErrorCode.OFFSET_METADATA_TOO_LARGE,
    ErrorCode.INVALID_COMMIT_OFFSET_SIZE,
}
_REBALANCE = {
    ErrorCode.REBALANCE_IN_PROGRESS,
    ErrorCode.ILLEGAL_GENERATION,
    ErrorCode.UNKNOWN_MEMBER_ID,
    ErrorCode.FENCED_INSTANCE_ID,
}


def kafka_error(exc: BaseException, doing: str) -> RestError:
    """The reply for a failure of the Kafka side while ``doing`` something."""
    name = type(exc).__name__
    if name == "CommitFailedError":
        return RestError(409, 40903, f"The group rebalanced; {doing} was refused, fetch again")
    if name == "IllegalStateError":
        return RestError(
            409, 40903, "The instance is not subscribed to topics or assigned partitions"
        )
    if name == "OffsetOutOfRangeError":
        return RestError(
            500, 50002, f"{doing}: a position is out of range and auto.offset.reset is none"
        )
    if name == "NoOffsetForPartitionError":
        return RestError(
            500,
            50002,
            f"{doing}: a partition has no committed offset and auto.offset.reset is none",
        )
    if isinstance(exc, UnsupportedVersionError):
        return RestError(400, 40002, f"The cluster does not support {doing}")
    if isinstance(exc, EncodeError):
        # a value the body checks let through that Kafka's fields cannot carry
        return RestError(422, 422, f"A value in the request cannot be sent to Kafka for {doing}")
    if isinstance(exc, BrokerError):
        error = exc.error
        if error in _NOT_FOUND:
            return RestError(404, 40401, f"A topic or partition was not found while {doing}")
        if error in _FORBIDDEN:
            return RestError(403, 40301, f"The service is not authorized for {doing}")
        if error in _BAD_REQUEST:
            return RestError(400, 40002, f"Kafka refused {doing} as invalid")
        if error in _REBALANCE:
            return RestError(409, 40903, f"The group rebalanced during {doing}; fetch again")
        if error is ErrorCode.THROTTLING_QUOTA_EXCEEDED:
            return RestError(429, 42901, f"The cluster throttled {doing}", {"Retry-After": "1"})
        if exc.retriable:
            return RestError(500, 50003, f"Kafka failed {doing} for now; retry")
        return RestError(500, 50002, f"Kafka failed {doing}")
    if isinstance(exc, TimeoutError | asyncio.TimeoutError):
        return RestError(500, 50003, f"Kafka did not answer {doing} in time; retry")
    if isinstance(exc, TransportError):
        if "Timeout" in name:
            return RestError(500, 50003, f"Kafka did not answer {doing} in time; retry")
        return RestError(503, 50302, f"The service cannot reach the Kafka cluster for {doing}")
    if isinstance(exc, KafkaWireError):
        return RestError(500, 50002, f"Kafka failed {doing}")
    return RestError(500, 500, "An error inside the service")


def internal_error(method: str, path: str, exc: BaseException) -> Response:
    """The reply to an error no handler takes, logged with its traceback."""
    log.exception("%s %s failed", method, path, exc_info=exc)
    return error_response(500, 500, "An error inside the service")


def install_error_handlers(app: FastAPI) -> None:
    async def on_rest_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RestError)
        return exc.response()

    async def on_kafka_error(request: Request, exc: Exception) -> Response:
        log.warning("%s %s: %s", request.method, request.url.path, exc)
        return kafka_error(exc, "the request").response()

    async def on_http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        # Unknown paths and methods keep FastAPI's {"detail"} (seed 003, Errors).
        return JSONResponse(
            {"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers
        )

    async def on_validation_error(request: Request, exc: Exception) -> Response:
        return error_response(422, 422, "A header, query parameter or field is invalid")

    async def on_other(request: Request, exc: Exception) -> Response:
        return internal_error(request.method, request.url.path, exc)

    app.add_exception_handler(RestError, on_rest_error)
    app.add_exception_handler(KafkaWireError, on_kafka_error)
    app.add_exception_handler(StarletteHTTPException, on_http_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(Exception, on_other)


class CatchAll:
    """The reply to an error no handler takes: 500 with code 500, and the
    connection kept. Starlette's own catch-all (the ``Exception`` handler)
    raises the error again after replying, and uvicorn then closes the
    connection under a client that may already be sending its next request.
    An error once the reply has begun still goes up: the connection must close
    then (a reply cut off mid-body, or one too slow to send)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as exc:
            if started:
                raise
            await internal_error(scope["method"], scope["path"], exc)(scope, receive, send)
