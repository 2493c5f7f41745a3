"""DescribeGroups, and the describes of KIP-848 consumer groups, share
groups and streams groups: split by group coordinator, answers in the order
asked."""

from kafkawire.client.cluster import GROUP
from kafkawire.client.mappers.items import ItemMapper, by_coordinator, keyed_element

route_group = by_coordinator(GROUP, "group")
#: the answer element of a group whose shard failed (DescribeGroups, DeleteGroups)
group_error = keyed_element("group_id")


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


def _group_ids(api_key: int) -> ItemMapper:
    """A describe that asks ``group_ids`` and answers ``groups``, each its coordinator's."""
    return ItemMapper(
        api_key,
        items="group_ids",
        r_items="groups",
        request_key=lambda group: group,
        response_key=lambda element: element.group_id,
        route=route_group,
        make_error=group_error,
        coordinator_type=GROUP,
    )


CONSUMER_GROUP_DESCRIBE = _group_ids(69)
SHARE_GROUP_DESCRIBE = _group_ids(77)
STREAMS_GROUP_DESCRIBE = _group_ids(89)

#: DescribeShareGroupOffsets: each group's offsets from its coordinator
SHARE_GROUP_OFFSETS = ItemMapper(
    90,
    items="groups",
    r_items="groups",
    request_key=lambda group: group.group_id,
    response_key=lambda element: element.group_id,
    route=route_group,
    make_error=group_error,
    coordinator_type=GROUP,
)
