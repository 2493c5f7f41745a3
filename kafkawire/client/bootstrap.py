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
        if not sep or not port.isdigit() or int(port) > 65535:
            raise ValueError(f"bootstrap address {item!r} is not host:port")
        out.append((host.strip("[]") or "127.0.0.1", int(port)))
    if not out:
        raise ValueError("no bootstrap address given")
    return out
