"""DescribeGroups: split by group coordinator, answers in the order asked."""

from typing import Any

from kafkawire.client.cluster import GROUP, Cluster, LayoutRoutingError
from kafkawire.client.mappers.items import ItemMapper
from kafkawire.error_codes import ErrorCode


def route_group(key: Any, cluster: Cluster) -> int:
    node = cluster.coordinator(GROUP, key)
    if node is None:
        raise LayoutRoutingError(
            ErrorCode.COORDINATOR_NOT_AVAILABLE, f"no coordinator known for group {key!r}"
        )
    return node


def group_error(cls: type, key: Any) -> Any:
    """The answer element of a group whose shard failed (DescribeGroups, DeleteGroups)."""
    element = cls()
    element.group_id = key
    return element


MAPPER = ItemMapper(
    15,
    items="groups",
    r_items="groups",
    request_key=lambda group: group,
    response_key=lambda element: element.group_id,
    route=route_group,
    make_error=group_error,
    coordinator_type=GROUP,
)
