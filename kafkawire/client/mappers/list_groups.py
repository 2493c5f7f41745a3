"""ListGroups and ListTransactions: asked of every broker, the items of all
answers in one list.

Each broker lists the groups (transactions) it coordinates, so the merged
list is the cluster's. Items come in broker-id order, each broker's in its
own order. While a coordinator moves, two brokers can both list the same
group (transaction): the merged list names it once, with the first entry
(that of the lowest broker id), as a list of the cluster's groups names
each once. A broker that fails adds no items; its error becomes the merged
error code (the first such, by broker id), so a partial list is never taken
for whole. A broker whose coordinator is still loading (``wait_out``) is
asked again alone by the router, after a pause, before the merge, as Java's
admin client does: COORDINATOR_LOAD_IN_PROGRESS for both lists, and
COORDINATOR_NOT_AVAILABLE for ListGroups too (for ListTransactions Java takes
it as a broker shutting down, a failure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kafkawire.client.cluster import Cluster
from kafkawire.client.mappers.base import Reducer, Result, Shard, clone, error_code_of
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import ListGroupsResponse, ListTransactionsResponse


class ListGroupsMapper:
    def __init__(
        self,
        response: type[Message] = ListGroupsResponse,
        r_items: str = "groups",
        r_key: str = "group_id",
        wait_out: frozenset[int] = frozenset({ErrorCode.COORDINATOR_LOAD_IN_PROGRESS}),
    ) -> None:
        self.response = response
        self.r_items = r_items
        #: the field naming an item: the same name twice is one item
        self.r_key = r_key
        #: top-level codes of a broker not ready yet: that broker is asked again
        self.wait_out = wait_out

    def map(self, request: Message, cluster: Cluster) -> tuple[list[Shard], Reducer]:
        shards = [(broker, clone(request)) for broker in sorted(cluster.brokers)]
        return shards, _Reducer(self)

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        return None  # no item to retry alone: the caller asks again

    def splice(self, request: Message, response: Message, retried: Message) -> Message:
        return retried


class _Reducer:
    def __init__(self, mapper: ListGroupsMapper) -> None:
        self.mapper = mapper

    def reduce(self, messages: Sequence[Message], results: Sequence[Result]) -> Message:
        out: Any = self.mapper.response()
        items = getattr(out, self.mapper.r_items)
        named: set[str] = set()
        for result in results:
            if isinstance(result, Message):
                answer: Any = result
                for item in getattr(answer, self.mapper.r_items):
                    key = getattr(item, self.mapper.r_key)
                    if key not in named:  # a group that moved: its first entry
                        named.add(key)
                        items.append(item)
                out.throttle_time_ms = max(out.throttle_time_ms, answer.throttle_time_ms)
                for name in getattr(answer, "unknown_state_filters", None) or ():
                    # each broker names the same filters it does not know: once each
                    if name not in out.unknown_state_filters:
                        out.unknown_state_filters.append(name)
                code = answer.error_code
            else:
                code = error_code_of(result) if result is not None else 0
            if code and not out.error_code:
                out.error_code = code
        return out  # type: ignore[no-any-return]


MAPPER = ListGroupsMapper(
    wait_out=frozenset(
        {ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.COORDINATOR_NOT_AVAILABLE}
    )
)
LIST_TRANSACTIONS = ListGroupsMapper(
    ListTransactionsResponse, "transaction_states", "transactional_id"
)
