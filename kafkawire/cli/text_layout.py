"""The YAML-like text layout of ``kafkawire decode``: one ``name: value`` a line,
nested dicts indented, list items behind ``-``, and small flat values on one line.

It lays out the plain (JSON-ready) dicts that ``render`` builds; a dict that is
exactly ``{"base64": ...}`` is a scalar, shown as ``base64:...``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

__all__ = ["INDENT", "INLINE_WIDTH", "scalar", "text_lines"]

#: A struct or list is written on one line when it is flat and this short.
INLINE_WIDTH = 100
INDENT = "  "


def scalar(value: Any) -> str:
    """One value as text: JSON, or ``base64:...`` for a ``{"base64": ...}`` dict."""
    if isinstance(value, dict) and set(value) == {"base64"}:
        return f"base64:{value['base64']}"
    return json.dumps(value, ensure_ascii=False)


def _is_scalar(value: Any) -> bool:
    return not isinstance(value, dict | list) or (
        isinstance(value, dict) and set(value) == {"base64"}
    )


def _inline(value: Any) -> str | None:
    """A one-line form of a flat dict or list, when it is short enough."""
    if isinstance(value, dict) and not _is_scalar(value):
        if not all(_is_scalar(v) for v in value.values()):
            return None
        text = "{" + ", ".join(f"{k}: {scalar(v)}" for k, v in value.items()) + "}"
    elif isinstance(value, list):
        if not all(_is_scalar(v) for v in value):
            return None
        text = "[" + ", ".join(scalar(v) for v in value) + "]"
    else:
        return scalar(value)
    return text if len(text) <= INLINE_WIDTH else None


def text_lines(value: Any, indent: str) -> Iterator[str]:
    """YAML-like lines of a plain dict, each starting with ``indent``."""
    assert isinstance(value, dict)
    for key, item in value.items():
        inline = _inline(item)
        if inline is not None:
            yield f"{indent}{key}: {inline}"
        elif isinstance(item, dict):
            yield f"{indent}{key}:"
            yield from text_lines(item, indent + INDENT)
        else:
            yield f"{indent}{key}:"
            yield from _list_lines(item, indent + INDENT)


def _list_lines(items: list[Any], indent: str) -> Iterator[str]:
    for item in items:
        inline = _inline(item)
        if inline is not None:
            yield f"{indent}- {inline}"
        elif isinstance(item, dict):
            lines = list(text_lines(item, indent + INDENT))
            if lines:
                yield f"{indent}- {lines[0].lstrip()}"
                yield from lines[1:]
            else:
                yield f"{indent}- {{}}"
        else:
            yield f"{indent}-"
            yield from _list_lines(item, indent + INDENT)
