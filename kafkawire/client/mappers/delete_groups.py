"""DeleteGroups: split by group coordinator, answers in the order asked."""

from typing import Any

from kafkawire.client.cluster import GROUP
from kafkawire.client.mappers.describe_groups import route_group
from kafkawire.client.mappers.items import ItemMapper


def _error(cls: type, key: Any) -> Any:
    element = cls()
    element.group_id = key
    return element


MAPPER = ItemMapper(
    42,
    items="groups_names",
    r_items="results",
    request_key=lambda group: group,
    response_key=lambda element: element.group_id,
    route=route_group,
    make_error=_error,
    coordinator_type=GROUP,
)
