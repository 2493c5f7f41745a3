"""The ranges of the fixed-width ints of batch and message headers, and the
first value a header cannot carry: looked for only once a pack has failed,
since struct's own error names no field."""

from __future__ import annotations

from typing import Final

from kafkawire.protocol.plain import INT_RANGES as PROTOCOL_INT_RANGES
from kafkawire.shown import shown_value

__all__ = ["INT_RANGES", "int_fault"]

#: the protocol's ranges, and a legacy message's attributes byte (packed unsigned)
INT_RANGES: Final = {**PROTOCOL_INT_RANGES, "uint8": (0, 2**8 - 1)}


def int_fault(named: tuple[tuple[str, object, str], ...]) -> str | None:
    """The first ``(name, value, kind)`` whose value ``kind`` cannot carry, said."""
    for name, value, kind in named:
        if not isinstance(value, int):
            return f"{name} {shown_value(value)} is not an {kind}"
        low, high = INT_RANGES[kind]
        if not low <= value <= high:
            return f"{name} {shown_value(value)} is out of range for {kind}"
    return None
