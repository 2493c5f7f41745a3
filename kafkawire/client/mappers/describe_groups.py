"""DescribeGroups, and the describes of KIP-848 consumer groups, share
groups and streams groups: split by group coordinator, answers in the order
asked."""

from collections.abc import Callable
from typing import Any

from kafkawire.client.cluster import GROUP
from kafkawire.client.mappers.items import ItemMapper, by_coordinator, keyed_element

route_group = by_coordinator(GROUP, "group")
#: the answer element of a group whose shard failed (DescribeGroups, DeleteGroups)
group_error = keyed_element("group_id")


def _by_group(api_key: int, items: str, request_key: Callable[[Any], Any]) -> ItemMapper:
    """A describe that asks ``items`` and answers ``groups``, each group its
    coordinator's."""
    return ItemMapper(
        api_key,
        items=items,
        r_items="groups",
        request_key=request_key,
        response_key=lambda element: element.group_id,
        route=route_group,
        make_error=group_error,
        coordinator_type=GROUP,
    )


def _named(group: str) -> str:
    return group


MAPPER = _by_group(15, "groups", _named)
CONSUMER_GROUP_DESCRIBE = _by_group(69, "group_ids", _named)
SHARE_GROUP_DESCRIBE = _by_group(77, "group_ids", _named)
STREAMS_GROUP_DESCRIBE = _by_group(89, "group_ids", _named)
#: DescribeShareGroupOffsets: each group's offsets from its coordinator
SHARE_GROUP_OFFSETS = _by_group(90, "groups", lambda group: group.group_id)
