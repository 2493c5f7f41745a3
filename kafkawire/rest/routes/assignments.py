"""``…/assignments``: assign partitions of the namespace's topics, read them."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from kafkawire.rest.bodies import (
    NO_BODY,
    invalid,
    list_field,
    partition_list,
    read_body,
    skip_body,
)
from kafkawire.rest.context import caller, check_partitions, proxy
from kafkawire.rest.docs import ROUTER_DOCS, PartitionsReply, request_body
from kafkawire.rest.errors import V2_JSON, RestError, kafka_error

__all__ = ["router"]

router = APIRouter(prefix="/api/v2/consumers/{group}/instances/{name}", **ROUTER_DOCS)


@router.post(
    "/assignments", status_code=204, openapi_extra=request_body("partitions", required=True)
)
async def assign(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    if body is NO_BODY:
        raise invalid("The request needs a body with partitions")
    items = partition_list(list_field(body, "partitions", state.settings), "partitions")
    async with state.registry.using(who, group, name) as instance:
        if instance.subscription():
            raise RestError(409, 40903, "The instance is subscribed to topics; unsubscribe first")
        tps = await check_partitions(state, who.namespace, [(t, p) for t, p, _ in items])
        await instance.auto_commit("assign")
        try:
            await instance.bounded(instance.kafka.assign(tps))
        except Exception as exc:
            raise kafka_error(exc, "assigning partitions") from exc
        # A partition kept keeps its position (as with Kafka's assign), and that
        # position is its first record left out: only the partitions gone drop theirs.
        instance.drop_pending(set(instance.pending) - set(tps))
        # no partitions is no assignment, as Kafka's assign of none unsubscribes
        instance.manual = bool(tps)
    return Response(status_code=204, media_type=V2_JSON)


@router.get("/assignments", responses={200: {"model": PartitionsReply}})
async def assignments(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    await skip_body(request, state.settings)
    async with state.registry.using(who, group, name) as instance:
        cut = len(instance.prefix)
        partitions = [
            {"topic": tp.topic[cut:], "partition": tp.partition}
            for tp in sorted(instance.assignment())
        ]
    return JSONResponse({"partitions": partitions}, media_type=V2_JSON)
