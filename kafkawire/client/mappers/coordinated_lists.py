"""Requests that name several groups or transactions: split by coordinator.

OffsetFetch v8+ asks for the offsets of many groups at once (KIP-709) and
AddPartitionsToTxn v4+ carries many transactions (KIP-890); each group or
transaction lives on its own coordinator, so each goes to that broker and
the answers come back in the order asked.
"""

from typing import Any

from kafkawire.client.cluster import GROUP, TRANSACTION, Cluster, LayoutRoutingError
from kafkawire.client.mappers.describe_groups import group_error, route_group
from kafkawire.client.mappers.items import ItemMapper
from kafkawire.error_codes import ErrorCode


def route_transaction(key: Any, cluster: Cluster) -> int:
    node = cluster.coordinator(TRANSACTION, key)
    if node is None:
        raise LayoutRoutingError(
            ErrorCode.COORDINATOR_NOT_AVAILABLE, f"no coordinator known for transaction {key!r}"
        )
    return node


def transaction_error(cls: type, key: Any) -> Any:
    element = cls()
    element.transactional_id = key
    return element


OFFSET_FETCH_GROUPS = ItemMapper(
    9,
    items="groups",
    r_items="groups",
    request_key=lambda group: group.group_id,
    response_key=lambda element: element.group_id,
    route=route_group,
    make_error=group_error,
    coordinator_type=GROUP,
)

ADD_PARTITIONS_TRANSACTIONS = ItemMapper(
    24,
    items="transactions",
    r_items="results_by_transaction",
    request_key=lambda txn: txn.transactional_id,
    response_key=lambda element: element.transactional_id,
    route=route_transaction,
    make_error=transaction_error,
    coordinator_type=TRANSACTION,
)

#: API key -> the Mapper used when the request fills in its list form
LIST_MAPPERS = {9: OFFSET_FETCH_GROUPS, 24: ADD_PARTITIONS_TRANSACTIONS}
