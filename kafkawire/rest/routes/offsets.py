"""``…/offsets``: commit (offset N stores N + 1, no body commits positions, an empty
list of offsets none) and read.

``GET …/offsets`` takes a body, as in Confluent's REST Proxy, and without one
is 404 with 40402; it leaves out partitions the group has not committed.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from kafkawire.rest.bodies import (
    MAX_OFFSET,
    NO_BODY,
    int_field,
    invalid,
    is_text,
    list_field,
    object_body,
    partition_list,
    read_body,
)
from kafkawire.rest.context import caller, check_partitions, partitions_failure, proxy
from kafkawire.rest.docs import ROUTER_DOCS, CommittedReply, request_body
from kafkawire.rest.errors import V2_JSON, RestError, kafka_error
from kafkawire.rest.kafka import OffsetAndMetadata
from kafkawire.rest.routes.positions import assigned_partitions

__all__ = ["router"]

router = APIRouter(prefix="/api/v2/consumers/{group}/instances/{name}", **ROUTER_DOCS)


@router.post(
    "/offsets",
    responses={200: {"content": {V2_JSON: {"schema": {"type": "array", "maxItems": 0}}}}},
    openapi_extra=request_body("offsets", required=False),
)
async def commit(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    # None: no offsets given, so every position is committed; an empty list names
    # none to commit, as Confluent's commitSync of no offsets commits nothing
    items: list[tuple[str, int, Any]] | None = None
    if body is not NO_BODY and object_body(body).get("offsets") is not None:
        items = partition_list(list_field(body, "offsets", state.settings), "offsets")
    offsets: list[OffsetAndMetadata] = []
    for index, (*_, item) in enumerate(items or []):
        # the offset of the record last read: the commit is of the one after it
        offset = int_field(item, "offset", f"offsets[{index}]", minimum=0, maximum=MAX_OFFSET - 1)
        metadata = item.get("metadata")
        if metadata is not None and not is_text(metadata):
            raise invalid(f"offsets[{index}].metadata must be a string")
        offsets.append(OffsetAndMetadata(offset + 1, metadata or ""))
    async with state.registry.using(who, group, name) as instance:
        # the partitions the commit is of, read before it: a failed commit's
        # rebalance may take them from the assignment meanwhile
        tps = sorted(instance.assignment()) if items is None else []
        try:
            if items is None:
                await instance.commit_positions()
            elif items:
                tps = await assigned_partitions(
                    state, who, instance, [(t, p) for t, p, _ in items], "commit"
                )
                await instance.commit_offsets(dict(zip(tps, offsets, strict=True)))
        except RestError:
            raise
        except Exception as exc:
            raise await partitions_failure(state, who.namespace, tps, exc, "the commit") from exc
    return JSONResponse([], media_type=V2_JSON)


@router.get(
    "/offsets",
    responses={200: {"model": CommittedReply}},
    openapi_extra=request_body("partitions", required=True),
)
async def committed(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    if body is NO_BODY:
        raise RestError(404, 40402, "GET offsets needs a body listing the partitions")
    items = partition_list(list_field(body, "partitions", state.settings), "partitions")
    async with state.registry.using(who, group, name) as instance:
        tps = await check_partitions(state, who.namespace, [(t, p) for t, p, _ in items])
        try:
            found = await instance.bounded(instance.kafka.committed(tps))
        except Exception as exc:
            raise kafka_error(exc, "reading committed offsets") from exc
        cut = len(instance.prefix)
        offsets = []
        for tp in tps:
            entry = found.get(tp)
            if entry is None:
                continue
            # its first two fields: a committed offset carries a leader epoch
            # too, which the v2 API's answer has no field for
            offset, metadata = (entry, "") if isinstance(entry, int) else entry[:2]
            if offset < 0:
                continue
            offsets.append(
                {
                    "topic": tp.topic[cut:],
                    "partition": tp.partition,
                    "offset": offset,
                    "metadata": metadata or "",
                }
            )
    return JSONResponse({"offsets": offsets}, media_type=V2_JSON)
