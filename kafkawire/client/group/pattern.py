"""Which topics a pattern subscription takes, as a pure function.

A consumer subscribed with a regular expression reads every topic whose
whole name it matches (Java's ``Pattern.matcher(topic).matches()``, Python's
``fullmatch``), among the topics a Metadata answer for all topics lists.
Internal topics are left out, as Java's consumer leaves them out with its
default ``exclude.internal.topics=true``: those the answer marks
``is_internal``, and any whose name starts with ``__`` (``__consumer_offsets``,
``__transaction_state``), since not every broker marks them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

__all__ = ["INTERNAL_PREFIX", "is_internal", "matching_topics"]

#: the prefix of the broker's own topics' names
INTERNAL_PREFIX: Final = "__"


def is_internal(name: str, marked: bool) -> bool:
    """Whether a pattern leaves topic ``name`` out (``marked``: Metadata's
    ``is_internal``)."""
    return marked or name.startswith(INTERNAL_PREFIX)


def matching_topics(pattern: re.Pattern[str], topics: Mapping[str, bool]) -> frozenset[str]:
    """The names of ``topics`` (name -> marked internal) that ``pattern``
    matches whole, internal ones left out."""
    return frozenset(
        name
        for name, marked in topics.items()
        if not is_internal(name, marked) and pattern.fullmatch(name) is not None
    )
