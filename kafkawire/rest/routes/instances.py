"""``POST /api/v2/consumers/{group}`` creates an instance; ``DELETE …`` removes it."""

from __future__ import annotations

import re
import secrets
from typing import Any, Final

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from kafkawire.addresses import host_port
from kafkawire.client.consumer_types import INT32_MAX
from kafkawire.rest.bodies import NO_BODY, read_body, skip_body, whole
from kafkawire.rest.context import NAME_RULE, caller, header, proxy
from kafkawire.rest.docs import ROUTER_DOCS, CreateReply, request_body
from kafkawire.rest.errors import V2_JSON, RestError, kafka_error
from kafkawire.rest.instances import InstanceConfig

__all__ = ["router"]

router = APIRouter(prefix="/api/v2/consumers", **ROUTER_DOCS)

#: a plain host: DNS labels or an IPv4 or bracketed IPv6 address, an optional
#: port; a label may hold underscores, as Docker Compose's service and
#: container names do (rest_proxy), which are what clients there reach it by
HOST_RULE: Final = re.compile(
    r"(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*"
    r"|\[[0-9A-Fa-f:.]+\])(?::([0-9]{1,5}))?\Z"
)
WHOLE: Final = re.compile(r"[0-9]+\Z")
FORMATS: Final = ("binary", "json")
RESETS: Final = ("earliest", "latest", "none")


def rule_broken(message: str) -> RestError:
    return RestError(422, 42204, message)


def whole_number(body: dict[str, Any], name: str, maximum: int | None = None) -> int | None:
    """The setting as a whole number of at least 0 (and at most ``maximum``);
    one too large to matter reads as ``bodies.HUGE``."""
    value = body.get(name)
    if value is None:
        return None
    number: int | None = None
    if isinstance(value, bool):
        pass
    elif isinstance(value, int) and value >= 0:
        number = value
    elif isinstance(value, float) and value.is_integer() and value >= 0:
        number = int(value)
    elif isinstance(value, str) and WHOLE.match(value.strip()):
        number = whole(value.strip())
    if number is None:
        raise rule_broken(f"{name} must be a whole number of at least 0")
    if maximum is not None and number > maximum:
        raise rule_broken(f"{name} must be at most {maximum}")
    return number


def parse_create(group: str, body: Any) -> InstanceConfig:
    if not NAME_RULE.match(group):
        raise rule_broken(
            "The group must be 1 to 128 letters, digits, dots, dashes or underscores, "
            "starting with a letter or a digit"
        )
    if body is NO_BODY:
        body = {}
    if not isinstance(body, dict):
        raise RestError(422, 422, "The request body must be a JSON object")
    name = body.get("id") if body.get("id") is not None else body.get("name")
    if name is None:
        name = secrets.token_hex(6)
    elif not isinstance(name, str) or not NAME_RULE.match(name):
        raise rule_broken(
            "The name must be 1 to 128 letters, digits, dots, dashes or underscores, "
            "starting with a letter or a digit"
        )
    fmt = body.get("format")
    if fmt is None:
        fmt = "binary"
    if not isinstance(fmt, str) or fmt.lower() not in FORMATS:
        raise RestError(422, 422, "format must be binary or json")
    reset = body.get("auto.offset.reset")
    if reset is None:
        reset = "latest"
    if not isinstance(reset, str) or reset.lower() not in RESETS:
        raise rule_broken("auto.offset.reset must be earliest, latest or none")
    auto = body.get("auto.commit.enable")
    if auto is None:
        auto = False
    elif isinstance(auto, str) and auto.lower() in ("true", "false"):
        auto = auto.lower() == "true"
    elif not isinstance(auto, bool):
        raise rule_broken("auto.commit.enable must be true or false")
    min_bytes = whole_number(body, "fetch.min.bytes", INT32_MAX)
    timeout_ms = whole_number(body, "consumer.request.timeout.ms")
    return InstanceConfig(
        name=name,
        fmt=fmt.lower(),
        auto_offset_reset=reset.lower(),
        auto_commit=auto,
        fetch_min_bytes=1 if min_bytes is None else min_bytes,
        request_timeout_ms=timeout_ms,
    )


def plain_host(host: str) -> bool:
    match = HOST_RULE.match(host)
    return match is not None and int(match.group(1) or 0) <= 65535


def base_uri(request: Request, group: str, name: str) -> str:
    """The absolute URL of the instance; X-Forwarded-* count only when plain."""
    proto = (header(request, "x-forwarded-proto") or "").strip().lower()
    scheme = proto if proto in ("http", "https") else request.url.scheme
    host = (header(request, "x-forwarded-host") or "").strip()
    if not plain_host(host):
        host = request.headers.get("host", "").strip()
        if not plain_host(host):
            server = request.scope.get("server") or ("127.0.0.1", 80)
            # an IPv6 listener's address goes in brackets, or the port reads as part of it
            host = host_port(str(server[0]), server[1])
    return f"{scheme}://{host}/api/v2/consumers/{group}/instances/{name}"


@router.post(
    "/{group}",
    responses={200: {"model": CreateReply}},
    openapi_extra=request_body(None, required=False),
)
async def create_instance(request: Request, group: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    config = parse_create(group, body)
    try:
        instance = await state.registry.create(who, group, config)
    except RestError:
        raise
    except Exception as exc:
        raise kafka_error(exc, "creating the consumer") from exc
    return JSONResponse(
        {"instance_id": instance.name, "base_uri": base_uri(request, group, instance.name)},
        media_type=V2_JSON,
    )


@router.delete("/{group}/instances/{name}", status_code=204)
async def delete_instance(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    await skip_body(request, state.settings)
    async with state.registry.using(who, group, name) as instance:
        await state.registry.delete(instance)
    return Response(status_code=204, media_type=V2_JSON)
