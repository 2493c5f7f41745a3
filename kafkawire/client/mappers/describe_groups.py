"""DescribeGroups: split by group coordinator, answers in the order asked."""

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
