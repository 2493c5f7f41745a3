"""Requests that name several groups or transactions: split by coordinator.

OffsetFetch v8+ asks for the offsets of many groups at once (KIP-709) and
AddPartitionsToTxn v4+ carries many transactions (KIP-890); each group or
transaction lives on its own coordinator, so each goes to that broker and
the answers come back in the order asked.
"""

from typing import Any

from kafkawire.client.cluster import GROUP, TRANSACTION
from kafkawire.client.mappers.base import clone
from kafkawire.client.mappers.describe_groups import group_error, route_group
from kafkawire.client.mappers.items import ItemMapper, by_coordinator, keyed_element
from kafkawire.protocol.messages.add_partitions_to_txn import (
    AddPartitionsToTxnPartitionResult,
    AddPartitionsToTxnTopicResult,
)

route_transaction = by_coordinator(TRANSACTION, "transaction")
transaction_error = keyed_element("transactional_id")


def partitions_error(element: Any, asked: Any, code: int, text: str | None) -> None:
    """A transaction's answer has no error code of its own: each partition it
    asked to add carries the code instead."""
    element.topic_results = [
        AddPartitionsToTxnTopicResult(
            name=t.name,
            results_by_partition=[
                AddPartitionsToTxnPartitionResult(partition_index=p, partition_error_code=code)
                for p in t.partitions
            ],
        )
        for t in (asked.topics if asked is not None else ())
    ]


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


def partition_codes(element: Any) -> list[int]:
    """The codes a transaction's answer carries, one per partition."""
    return [p.partition_error_code for t in element.topic_results for p in t.results_by_partition]


def partitions_top_error(element: Any, code: int, text: str | None) -> Any:
    """A copy of a transaction's answer whose partitions with no error of their
    own carry the answer's top-level error (the schema has no message for it)."""
    return clone(element, topic_results=[
        clone(t, results_by_partition=[
            p if p.partition_error_code else clone(p, partition_error_code=code)
            for p in t.results_by_partition])
        for t in element.topic_results])  # fmt: skip


ADD_PARTITIONS_TRANSACTIONS = ItemMapper(
    24,
    items="transactions",
    r_items="results_by_transaction",
    request_key=lambda txn: txn.transactional_id,
    response_key=lambda element: element.transactional_id,
    route=route_transaction,
    make_error=transaction_error,
    coordinator_type=TRANSACTION,
    item_error=partitions_error,
    item_codes=partition_codes,
    r_top_error="error_code",
    top_error=partitions_top_error,
)

#: DescribeTransactions: each transaction from its coordinator
DESCRIBE_TRANSACTIONS = ItemMapper(
    65,
    items="transactional_ids",
    r_items="transaction_states",
    request_key=lambda txn: txn,
    response_key=lambda element: element.transactional_id,
    route=route_transaction,
    make_error=transaction_error,
    coordinator_type=TRANSACTION,
)

#: API key -> the Mapper used when the request fills in its list form
LIST_MAPPERS = {9: OFFSET_FETCH_GROUPS, 24: ADD_PARTITIONS_TRANSACTIONS}
