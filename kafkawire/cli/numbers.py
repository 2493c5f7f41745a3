"""Numbers typed on a command line: ``kafkawire``'s, ``kafkawire-rest``'s, the demo's
and the benchmarks'.

int() and float() take more than a number typed for an option needs: other
scripts' digits ("\u0663" is 3), "_" between digits, a "+", blanks, "nan" and
"inf". These take ASCII digits in a range that can mean something, and raise
``argparse.ArgumentTypeError`` with a message naming the range, which argparse
shows as a usage error (exit status 2).
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

__all__ = [
    "INT64",
    "LISTEN_PORTS",
    "NON_NEGATIVE",
    "PORTS",
    "POSITIVE",
    "decimal",
    "integer",
    "integer_type",
]

#: How an integer option is written: ASCII digits, as in a capture file.
_INTEGER = re.compile(r"-?[0-9]+")
#: More digits than any int64 has: refused before int(), which reads no
#: more than 4,300 of them.
_MAX_DIGITS = 20
#: A decimal in ASCII: float() also reads "nan", "inf", "1_0" and other scripts' digits.
_DECIMAL = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")

PORTS = range(1, 65536)
LISTEN_PORTS = range(0, 65536)  # 0: any free port
NON_NEGATIVE = range(0, 2**63)
POSITIVE = range(1, 2**63)
INT64 = range(-(2**63), 2**63)


def integer(text: str, allowed: range, what: str) -> int:
    """``text`` as an integer of ``allowed``; ``what`` names that range in the error."""
    if not _INTEGER.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number in ASCII digits")
    if len(text.lstrip("-")) > _MAX_DIGITS or int(text) not in allowed:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    return int(text)


def integer_type(allowed: range, what: str) -> Callable[[str], int]:
    """``integer`` of ``allowed`` as an argparse ``type``, for an option that needs no
    function of its own: ``add_argument("--rounds", type=integer_type(POSITIVE, "1 or more"))``."""

    def parse(text: str) -> int:
        return integer(text, allowed, what)

    return parse


def decimal(text: str, what: str) -> float:
    """``text`` as a non-negative decimal number in ASCII (``1``, ``0.5``, ``2e3``);
    ``what`` names it in the error. The range is the caller's to check."""
    if not _DECIMAL.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    return float(text)
