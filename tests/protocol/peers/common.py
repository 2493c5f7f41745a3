"""Helpers the peers' cross-checks and the pair-by-pair tests share."""

from __future__ import annotations

import uuid
from typing import Any, TypeVar

from kafkawire import request_class, response_class
from kafkawire.protocol.message import DEFAULT, FieldSpec, Message, Struct

__all__ = ["EMPTY", "in_span", "our_class", "our_default", "tags_at_default"]

S = TypeVar("S", bound=Struct)

#: stands for "the empty array" or "a struct of its fields' defaults"
EMPTY = "<empty>"


def in_span(span: tuple[int, int] | None, version: int) -> bool:
    """Whether ``version`` is within a (low, high) version range (None: none)."""
    return span is not None and span[0] <= version <= span[1]


def our_default(spec: FieldSpec) -> Any:
    """A field's schema default as the schema-facts tests compare it."""
    if spec.default is DEFAULT:
        return EMPTY
    if spec.kind == "prim" and spec.type == "uuid" and isinstance(spec.default, str):
        return uuid.UUID(spec.default)
    return spec.default


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
