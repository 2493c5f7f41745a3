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

A topic the answer lists with a retriable error (LEADER_NOT_AVAILABLE while
a leader is elected, UNKNOWN_TOPIC_OR_PARTITION while it is created) keeps
the verdict of the last match: matched, it stays so; new, it waits to be
listed without one. (Java's consumer leaves it out of that round's match,
and its group rebalances it away and back.) A topic listed with any other
error (TOPIC_AUTHORIZATION_FAILED, INVALID_TOPIC_EXCEPTION) is not matched,
as in Java's consumer, since it cannot be read; Java's poll also raises
TopicAuthorizationException for it, this consumer's does not. Kafka leaves a
topic the client may not describe out of an answer for every topic, so such
an error there is rare.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
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


def matching_topics(
    pattern: re.Pattern[str],
    topics: Mapping[str, bool],
    unsettled: Collection[str] = (),
    matched: Collection[str] = (),
) -> frozenset[str]:
    """The names of ``topics`` (name -> marked internal, those listed without
    an error) that ``pattern`` matches whole, internal ones left out; and of
    ``unsettled`` (listed with a retriable error), those the last match took
    (``matched``) that ``pattern`` still matches."""
    listed = (
        name
        for name, marked in topics.items()
        if not is_internal(name, marked) and pattern.fullmatch(name) is not None
    )
    kept = (
        name
        for name in unsettled
        if name in matched and not is_internal(name, False) and pattern.fullmatch(name)
    )
    return frozenset((*listed, *kept))
