"""The client layer: talking to brokers.

``Router`` is the client of one cluster (connections, layout, routing, and
the conveniences); ``round_trip`` is the blocking one-call form for scripts.
"""

from kafkawire.client.blocking import round_trip
from kafkawire.client.cluster import Broker, Cluster, Partition, Topic
from kafkawire.client.conveniences import EARLIEST, LATEST
from kafkawire.client.errors import (
    ConnectionLostError,
    DuplicateItemError,
    NotSentError,
    RequestTimeoutError,
    SaslError,
    ShareSessionRoutingError,
)
from kafkawire.client.mappers import MAPPERS, Mapper, Reducer
from kafkawire.client.router import Router
from kafkawire.client.routing import AnyBrokerMessage, BrokerMessage, GroupMessage, PreparedMessage
from kafkawire.client.sasl import SaslConfig
from kafkawire.client.transport import BrokerConnection

__all__ = [
    "EARLIEST",
    "LATEST",
    "MAPPERS",
    "AnyBrokerMessage",
    "Broker",
    "BrokerConnection",
    "BrokerMessage",
    "Cluster",
    "ConnectionLostError",
    "DuplicateItemError",
    "GroupMessage",
    "Mapper",
    "NotSentError",
    "Partition",
    "PreparedMessage",
    "Reducer",
    "RequestTimeoutError",
    "Router",
    "SaslConfig",
    "SaslError",
    "ShareSessionRoutingError",
    "Topic",
    "round_trip",
]
