"""DescribeConfigs, AlterConfigs and IncrementalAlterConfigs: a broker
resource goes to that broker.

Kafka serves a broker's (or broker logger's) configuration only from the
broker itself; topic resources, and the cluster default (a broker resource
with an empty name), any broker can serve. A broker logger has no cluster
default: one with an empty name is refused before it is sent, as Kafka's
brokers refuse it (INVALID_REQUEST) and Java's Admin cannot send it.
"""

from typing import Any, Final

from kafkawire.client.cluster import Cluster, LayoutRoutingError
from kafkawire.client.mappers.items import ItemMapper
from kafkawire.error_codes import ErrorCode

#: resource types whose name is a broker id
BROKER: Final = 4
BROKER_LOGGER: Final = 8


def route_resource(key: Any, cluster: Cluster) -> int:
    resource_type, name = key
    if resource_type == BROKER_LOGGER and not name:
        # only a broker resource's empty name means the cluster default; any
        # broker would answer this one for itself, or refuse it
        raise LayoutRoutingError(
            ErrorCode.INVALID_REQUEST, "a broker logger resource must name its broker by id"
        )
    if resource_type in (BROKER, BROKER_LOGGER) and name:
        # ASCII digits only: int() would also take "1_0", " 1" or other scripts' digits and route
        # the resource to a broker the name does not name
        if not (isinstance(name, str) and name.isascii() and name.isdigit()):
            raise LayoutRoutingError(
                ErrorCode.INVALID_REQUEST, f"broker resource name {name!r} is not a broker id"
            )
        broker = int(name)
        cluster.broker(broker)
        return broker
    return cluster.any_broker()


def _error(cls: type, key: Any) -> Any:
    element = cls()
    element.resource_type, element.resource_name = key
    return element


def _key(element: Any) -> Any:
    return (element.resource_type, element.resource_name)


def _by_resource(api_key: int, r_items: str) -> ItemMapper:
    return ItemMapper(
        api_key,
        items="resources",
        r_items=r_items,
        request_key=_key,
        response_key=_key,
        route=route_resource,
        make_error=_error,
    )


DESCRIBE = _by_resource(32, "results")
ALTER = _by_resource(33, "responses")
INCREMENTAL_ALTER = _by_resource(44, "responses")
