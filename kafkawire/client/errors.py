"""Client-side refinements of the one error tree (see ``kafkawire.errors``)."""

from __future__ import annotations

from kafkawire.errors import KafkaWireError, RoutingError, TransportError

__all__ = [
    "ConnectionLostError",
    "DuplicateItemError",
    "NotSentError",
    "RequestTimeoutError",
    "SaslError",
    "ShareSessionRoutingError",
]


class RequestTimeoutError(TransportError):
    """No answer arrived within the request's timeout."""


class ConnectionLostError(TransportError):
    """The connection ended while the request waited; it may have been served."""


class NotSentError(ConnectionLostError):
    """The connection had ended before the request was written: nothing was sent."""


class SaslError(KafkaWireError):
    """The SASL exchange failed: wrong mechanism, bad server proof, refused login."""


class DuplicateItemError(KafkaWireError):
    """A split request names the same partition (or group, transaction, config
    resource) twice: refused before sending, since a broker's answer names the
    item, not the entry it answers."""


class ShareSessionRoutingError(RoutingError):
    """A ShareFetch or ShareAcknowledge that no one broker can serve whole, and
    that a split would break: each broker keeps its own share session and epoch."""
