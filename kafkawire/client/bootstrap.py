"""Bootstrap addresses: ``"host:port,host:port"`` or a list of ``host:port``."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["Address", "parse_bootstrap"]

Address = tuple[str, int]


def parse_bootstrap(bootstrap: str | Sequence[str]) -> list[Address]:
    """``(host, port)`` pairs; an IPv6 host may be bracketed and an empty host
    is this machine. A bad entry raises ValueError when the client is made,
    not at its first connection."""
    items = bootstrap.split(",") if isinstance(bootstrap, str) else list(bootstrap)
    out = []
    for item in items:
        item = item.strip()
        if not item:
            continue
        host, sep, port = item.rpartition(":")
        # ASCII digits only: isdigit() takes "²" (which int() refuses) and other
        # scripts' digits; five at most, or int() refuses past 4300 digits
        digits = port.lstrip("0")
        if not sep or not (port.isascii() and port.isdigit() and len(digits) <= 5):
            raise ValueError(f"bootstrap address {item!r} is not host:port")
        number = int(digits or "0")
        if not 0 < number <= 65535 or host.startswith("[") != host.endswith("]"):
            # port 0 is no destination; a lone bracket is a mistyped IPv6 host
            raise ValueError(f"bootstrap address {item!r} is not host:port")
        if host.startswith("["):
            host = host[1:-1]
        out.append((host or "127.0.0.1", number))
    if not out:
        raise ValueError("no bootstrap address given")
    return out
