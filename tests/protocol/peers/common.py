"""Helpers the peers' cross-checks and the pair-by-pair tests share."""

from __future__ import annotations

from typing import TypeVar

from kafkawire import request_class, response_class
from kafkawire.protocol.message import Message, Struct

__all__ = ["our_class", "tags_at_default"]

S = TypeVar("S", bound=Struct)


def our_class(key: int, kind: str) -> type[Message]:
    """kafkawire's request or response class of API ``key``."""
    return request_class(key) if kind == "request" else response_class(key)


def _reset_tags(obj: Struct, version: int) -> bool:
    changed = False
    for spec in obj.FIELDS:
        if not spec.present(version):
            continue
        if spec.tag is not None:
            changed |= getattr(obj, spec.name) != spec.make_default()
            setattr(obj, spec.name, spec.make_default())
        elif spec.struct is not None and getattr(obj, spec.name) is not None:
            value = getattr(obj, spec.name)
            for item in value if spec.kind == "array" else [value]:
                changed |= _reset_tags(item, version)
    return changed


def tags_at_default(message: S, version: int) -> S | None:
    """A copy of ``message`` with every tagged field at its default, or None if
    that is the message itself.

    A writer leaves out a tagged field that holds its default, and a reader
    fills it back in from its own default; drawn values rarely hit a default,
    so this variant is what checks that both sides agree on them.
    """
    copy = type(message).from_dict(message.to_dict())
    return copy if _reset_tags(copy, version) else None
