"""CreateTopics and CreatePartitions answer per topic: after NOT_CONTROLLER,
only the topics that got it go again (to the new controller), and the
answers are merged in the order asked.

These mappers are not in ``MAPPERS``: the router sends the whole request
to the controller, and uses them only to ask again for what failed.
"""

from __future__ import annotations

from typing import Any

from kafkawire.client.cluster import Cluster
from kafkawire.client.mappers.items import ItemMapper, Key
from kafkawire.protocol.message import Struct

__all__ = ["CONTROLLER_ITEMS"]


def _controller(key: Key, cluster: Cluster) -> int:
    return cluster.controller


def _named(cls: type[Struct], key: Key) -> Any:
    return cls(name=key)  # type: ignore[call-arg]


def _topic_name(element: Any) -> Key:
    return element.name  # type: ignore[no-any-return]


def _by_topic(api_key: int, r_items: str) -> ItemMapper:
    """Topics asked in ``topics``, answered in ``r_items``, both keyed by name."""
    return ItemMapper(
        api_key,
        items="topics",
        r_items=r_items,
        request_key=_topic_name,
        response_key=_topic_name,
        route=_controller,
        make_error=_named,
    )


#: API key -> how its per-topic answers are split and spliced
CONTROLLER_ITEMS: dict[int, ItemMapper] = {
    19: _by_topic(19, "topics"),  # CreateTopics
    37: _by_topic(37, "results"),  # CreatePartitions
}
