"""Which topics a pattern subscription takes, as a pure function.

A consumer subscribed with a regular expression reads every topic whose
whole name it matches (Java's ``Pattern.matcher(topic).matches()``, Python's
``fullmatch``), among the topics a Metadata answer for all topics lists.
Internal topics are left out, as Java's consumer leaves them out with its
default ``exclude.internal.topics=true``: those the answer marks
``is_internal``, and the broker's own topics by name (``INTERNAL_TOPICS``,
Kafka's ``Topic.isInternal``), since Metadata v0 marks none. Any other name,
``__`` or not (Debezium's ``__debezium-heartbeat.*``, MSK's
``__amazon_msk_canary``), is an ordinary topic, as it is to Java's consumer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

__all__ = ["INTERNAL_TOPICS", "is_internal", "matching_topics"]

#: the topics the broker keeps for itself, which Kafka marks internal
INTERNAL_TOPICS: Final = frozenset(
    {"__consumer_offsets", "__transaction_state", "__share_group_state"}
)


def is_internal(name: str, marked: bool) -> bool:
    """Whether a pattern leaves topic ``name`` out (``marked``: Metadata's
    ``is_internal``)."""
    return marked or name in INTERNAL_TOPICS


def matching_topics(pattern: re.Pattern[str], topics: Mapping[str, bool]) -> frozenset[str]:
    """The names of ``topics`` (name -> marked internal) that ``pattern``
    matches whole, internal ones left out."""
    return frozenset(
        name
        for name, marked in topics.items()
        if not is_internal(name, marked) and pattern.fullmatch(name) is not None
    )
