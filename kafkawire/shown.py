"""How an error message shows a value the caller gave.

An int too large for any field would print for pages (``10**400`` is 401
digits), and past 4300 digits ``str()`` itself raises ``ValueError``, which
then escaped in place of kafkawire's own error. Such an int is shown by its
size alone.
"""

from __future__ import annotations

from typing import Final

__all__ = ["shown_value"]

# past 128 bits (39 digits) an int is no field's: its digits tell nothing more
_SHOWN_BITS: Final = 128


def shown_value(value: object) -> str:
    """``repr(value)``, but an int wider than 128 bits as ``<int of N bits>``."""
    if isinstance(value, int):
        bits = value.bit_length()
        if bits > _SHOWN_BITS:
            sign = "negative " if value < 0 else ""
            return f"<{sign}int of {bits} bits>"
    return repr(value)
