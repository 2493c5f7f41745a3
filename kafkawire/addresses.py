"""A host and port as people type them, and as every message shows them.

``host:port``, with an IPv6 address in brackets (``[::1]:9092``, RFC 3986):
``::1:9092`` cannot be told apart from an address without a port, so neither
the command line (``parse_address``) nor a Kafka client takes it back.
"""

from __future__ import annotations

__all__ = ["host_port"]


def host_port(host: str, port: int) -> str:
    """``host:port``; ``[host]:port`` when ``host`` is an IPv6 address (it has a ``:``)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
