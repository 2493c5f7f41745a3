"""DeleteGroups: split by group coordinator, answers in the order asked."""

from kafkawire.client.cluster import GROUP
from kafkawire.client.mappers.describe_groups import group_error, route_group
from kafkawire.client.mappers.items import ItemMapper

MAPPER = ItemMapper(
    42,
    items="groups_names",
    r_items="results",
    request_key=lambda group: group,
    response_key=lambda element: element.group_id,
    route=route_group,
    make_error=group_error,
    coordinator_type=GROUP,
)
