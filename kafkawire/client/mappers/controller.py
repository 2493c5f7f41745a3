"""CreateTopics, CreatePartitions and DeleteTopics answer per topic: after
NOT_CONTROLLER, only the topics that got it go again (to the new controller),
and the answers are merged in the order asked.

These mappers are not in ``MAPPERS``: the router sends the whole request
to the controller, and uses them only to ask again for what failed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from kafkawire.client.cluster import Cluster
from kafkawire.client.mappers.base import clone, known_id
from kafkawire.client.mappers.items import ItemMapper, Key
from kafkawire.protocol.message import Message, Struct

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


class AskAgain(Protocol):
    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        """The part of ``request`` whose topics failed with one of ``codes``, or None."""
        ...

    def splice(
        self, request: Message, response: Message, retried: Message, again: Message | None = None
    ) -> Message:
        """``response`` with the topics ``retried`` answers replaced by its answers
        (of those asked in ``again``, the request it answers, when given)."""
        ...


def _state_key(state: Any) -> Key:
    return state.name if state.name else state.topic_id  # type: ignore[no-any-return]


def _deleted(cls: type[Struct], key: Key) -> Any:
    return cls(name=None, topic_id=key) if known_id(key) else cls(name=key)  # type: ignore[call-arg]


class _DeletedTopics(ItemMapper):
    """DeleteTopics names topics in ``topic_names`` (v0-5) or ``topics`` (v6+,
    by name or by id); the routing hook turns one into the other per version."""

    def _sub(self, request: Message, elements: list[Any]) -> Message:
        # the other field emptied: the hook would send it in place of this one
        other = "topic_names" if self.items == "topics" else "topics"
        return clone(request, **{self.items: elements, other: []})  # type: ignore[no-any-return]

    def _pairs(self, response: Message) -> Iterator[tuple[Key, Any]]:
        # a topic asked by id may be answered with its name as well
        for e in getattr(response, self.r_items) or ():
            if known_id(e.topic_id):
                yield e.topic_id, e
            if e.name:
                yield e.name, e


class _DeleteTopics:
    by_name = _DeletedTopics(
        20,
        items="topic_names",
        r_items="responses",
        request_key=lambda name: name,
        response_key=_topic_name,
        route=_controller,
        make_error=_deleted,
    )
    by_state = _DeletedTopics(
        20,
        items="topics",
        r_items="responses",
        request_key=_state_key,
        response_key=_state_key,
        route=_controller,
        make_error=_deleted,
    )

    def _mapper(self, request: Any) -> ItemMapper:
        # the field the routing hook would send at v6+ (topics when both are filled)
        return self.by_state if request.topics else self.by_name

    def failed(self, request: Message, response: Message, codes: frozenset[int]) -> Message | None:
        return self._mapper(request).failed(request, response, codes)

    def splice(
        self, request: Message, response: Message, retried: Message, again: Message | None = None
    ) -> Message:
        return self._mapper(request).splice(request, response, retried, again)


#: API key -> how its per-topic answers are split and spliced
CONTROLLER_ITEMS: dict[int, AskAgain] = {
    19: _by_topic(19, "topics"),  # CreateTopics
    20: _DeleteTopics(),
    37: _by_topic(37, "results"),  # CreatePartitions
}
