"""ListGroups: asked of every broker, the groups of all answers in one list.

Each broker lists the groups it coordinates, so the merged list is the
cluster's. Groups come in broker-id order, each broker's in its own order.
A broker that fails adds no groups; its error becomes the merged error code
(the first such, by broker id), so a partial list is never taken for whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from kafkawire.client.cluster import Cluster
from kafkawire.client.mappers.base import Reducer, Result, Shard, clone, error_code_of
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import ListGroupsResponse


class ListGroupsMapper:
    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        return [(broker, clone(request)) for broker in sorted(cluster.brokers)], _Reducer()

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        return None  # no item to retry alone: the caller asks again

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        return retried


class _Reducer:
    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message:
        out = ListGroupsResponse()
        for result in results:
            if isinstance(result, Message):
                out.groups.extend(result.groups)  # type: ignore[attr-defined]
                out.throttle_time_ms = max(out.throttle_time_ms, result.throttle_time_ms)  # type: ignore[attr-defined]
                code = result.error_code  # type: ignore[attr-defined]
            else:
                code = error_code_of(result) if result is not None else 0
            if code and not out.error_code:
                out.error_code = code
        return out


MAPPER = ListGroupsMapper()
