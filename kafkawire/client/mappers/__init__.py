"""Mappers by API key: how a request splits across brokers and merges back."""

from __future__ import annotations

from kafkawire.client.mappers import (
    configs,
    coordinated_lists,
    delete_groups,
    delete_records,
    describe_groups,
    describe_producers,
    fetch,
    list_groups,
    list_offsets,
    offset_for_leader_epoch,
    produce,
    share,
    share_state,
    write_txn_markers,
)
from kafkawire.client.mappers.base import Mapper, Reducer, Result, Shard, error_code_of
from kafkawire.client.mappers.items import ItemMapper
from kafkawire.client.mappers.partitions import PartitionMapper

__all__ = [
    "MAPPERS",
    "ItemMapper",
    "Mapper",
    "PartitionMapper",
    "Reducer",
    "Result",
    "Shard",
    "error_code_of",
]

#: the explicit registry: API key -> Mapper
MAPPERS: dict[int, Mapper] = {
    0: produce.MAPPER,
    1: fetch.MAPPER,
    2: list_offsets.MAPPER,
    15: describe_groups.MAPPER,
    16: list_groups.MAPPER,
    21: delete_records.MAPPER,
    23: offset_for_leader_epoch.MAPPER,
    27: write_txn_markers.MAPPER,
    32: configs.DESCRIBE,
    33: configs.ALTER,
    42: delete_groups.MAPPER,
    44: configs.INCREMENTAL_ALTER,
    61: describe_producers.MAPPER,
    65: coordinated_lists.DESCRIBE_TRANSACTIONS,
    66: list_groups.LIST_TRANSACTIONS,
    69: describe_groups.CONSUMER_GROUP_DESCRIBE,
    77: describe_groups.SHARE_GROUP_DESCRIBE,
    78: share.FETCH,
    79: share.ACKNOWLEDGE,
    **share_state.MAPPERS,
    89: describe_groups.STREAMS_GROUP_DESCRIBE,
    90: describe_groups.SHARE_GROUP_OFFSETS,
}
