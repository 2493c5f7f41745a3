"""``…/positions``, ``…/positions/beginning`` and ``…/positions/end``: seeks.

A seek takes only partitions assigned to the instance (409, 40903 otherwise);
an empty list seeks every assigned partition. Records polled but not yet
returned for a sought partition are dropped: the next fetch starts at the seek.
A seek that fails moves nothing and drops nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi import APIRouter, Request, Response

from kafkawire.rest.auth import Caller
from kafkawire.rest.bodies import (
    MAX_OFFSET,
    NO_BODY,
    int_field,
    invalid,
    list_field,
    partition_list,
    read_body,
)
from kafkawire.rest.context import Proxy, caller, check_partitions, partitions_failure, proxy
from kafkawire.rest.docs import ROUTER_DOCS, request_body
from kafkawire.rest.errors import V2_JSON, RestError
from kafkawire.rest.instances import Instance
from kafkawire.rest.kafka import TopicPartition

__all__ = ["assigned_partitions", "router"]

router = APIRouter(prefix="/api/v2/consumers/{group}/instances/{name}", **ROUTER_DOCS)


async def assigned_partitions(
    state: Proxy, who: Caller, instance: Instance, wanted: Sequence[tuple[str, int]], doing: str
) -> list[TopicPartition]:
    """The namespaced partitions, each assigned to the instance, else 404 or 409."""
    assigned = instance.assignment()
    tps = [TopicPartition(f"{who.namespace}.{t}", p) for t, p in wanted]
    if all(tp in assigned for tp in tps):
        return tps
    await check_partitions(state, who.namespace, wanted)
    missing = next(tp for tp in tps if tp not in assigned)
    raise RestError(
        409,
        40903,
        f"Cannot {doing} partition {missing.partition} of topic "
        f"{missing.topic[len(instance.prefix) :]}: it is not assigned to this instance",
    )


@router.post("/positions", status_code=204, openapi_extra=request_body("offsets", required=True))
async def seek(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    if body is NO_BODY:
        raise invalid("The request needs a body with offsets")
    items = partition_list(list_field(body, "offsets", state.settings), "offsets")
    offsets = [
        int_field(item, "offset", f"offsets[{i}]", minimum=0, maximum=MAX_OFFSET)
        for i, (*_, item) in enumerate(items)
    ]
    async with state.registry.using(who, group, name) as instance:
        tps = await assigned_partitions(state, who, instance, [(t, p) for t, p, _ in items], "seek")
        try:
            for tp, offset in zip(tps, offsets, strict=True):
                await instance.bounded(instance.kafka.seek(tp, offset))
                instance.drop_pending([tp])  # once sought, as a failed seek moves nothing
        except Exception as exc:
            raise await partitions_failure(state, who.namespace, tps, exc, "seeking") from exc
    return Response(status_code=204, media_type=V2_JSON)


async def _seek_edge(request: Request, group: str, name: str, end: bool) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    items: list[Any] = []
    if body is not NO_BODY:
        items = partition_list(list_field(body, "partitions", state.settings), "partitions")
    async with state.registry.using(who, group, name) as instance:
        if items:
            tps = await assigned_partitions(
                state, who, instance, [(t, p) for t, p, _ in items], "seek"
            )
        else:
            tps = sorted(instance.assignment())
            if not tps:
                raise RestError(409, 40903, "No partition is assigned to this instance")
        try:
            if end:
                await instance.bounded(instance.kafka.seek_to_end(tps))
            else:
                await instance.bounded(instance.kafka.seek_to_beginning(tps))
        except Exception as exc:
            raise await partitions_failure(state, who.namespace, tps, exc, "seeking") from exc
        # only once the seek went through: a seek that failed moved no position,
        # and the records left out are still the next ones to read
        instance.drop_pending(tps)
    return Response(status_code=204, media_type=V2_JSON)


@router.post(
    "/positions/beginning",
    status_code=204,
    openapi_extra=request_body("partitions", required=False),
)
async def seek_to_beginning(request: Request, group: str, name: str) -> Response:
    return await _seek_edge(request, group, name, end=False)


@router.post(
    "/positions/end", status_code=204, openapi_extra=request_body("partitions", required=False)
)
async def seek_to_end(request: Request, group: str, name: str) -> Response:
    return await _seek_edge(request, group, name, end=True)
