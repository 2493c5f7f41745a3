"""``…/subscription``: subscribe to topics of the namespace, read it, unsubscribe."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from kafkawire.rest.bodies import (
    NO_BODY,
    invalid,
    list_field,
    object_body,
    read_body,
    skip_body,
)
from kafkawire.rest.context import caller, check_partitions, proxy
from kafkawire.rest.docs import ROUTER_DOCS, TopicsReply, request_body
from kafkawire.rest.errors import V2_JSON, RestError, kafka_error

__all__ = ["router"]

router = APIRouter(prefix="/api/v2/consumers/{group}/instances/{name}", **ROUTER_DOCS)


@router.post("/subscription", status_code=204, openapi_extra=request_body("topics", required=True))
async def subscribe(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    body = await read_body(request, state.settings)
    if body is NO_BODY:
        raise invalid("The request needs a body with topics")
    obj = object_body(body)
    if obj.get("topic_pattern") is not None:
        raise RestError(422, 42204, "topic_pattern is not supported; list the topics")
    topics = list_field(obj, "topics", state.settings, required=False)
    if not topics:
        raise RestError(422, 42204, "The list of topics is empty")
    for index, topic in enumerate(topics):
        if not isinstance(topic, str) or not topic:
            raise invalid(f"topics[{index}] must be a non-empty string")
    async with state.registry.using(who, group, name) as instance:
        if instance.manual:
            raise RestError(409, 40903, "The instance is assigned partitions; unsubscribe first")
        tps = await check_partitions(state, who.namespace, [(t, 0) for t in topics])
        instance.subscribe(sorted({tp.topic for tp in tps}))
    return Response(status_code=204, media_type=V2_JSON)


@router.get("/subscription", responses={200: {"model": TopicsReply}})
async def subscription(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    await skip_body(request, state.settings)
    async with state.registry.using(who, group, name) as instance:
        topics = sorted(t[len(instance.prefix) :] for t in instance.subscription())
    return JSONResponse({"topics": topics}, media_type=V2_JSON)


@router.delete("/subscription", status_code=204)
async def unsubscribe(request: Request, group: str, name: str) -> Response:
    who = await caller(request)
    state = proxy(request)
    await skip_body(request, state.settings)
    async with state.registry.using(who, group, name) as instance:
        await instance.auto_commit("unsubscribe")
        subscribed = instance.subscription()
        try:
            await instance.bounded(instance.kafka.unsubscribe())
        except Exception as exc:
            instance.unsubscribe_failed(subscribed)
            raise kafka_error(exc, "unsubscribing") from exc
        instance.unsubscribed()
    return Response(status_code=204, media_type=V2_JSON)
