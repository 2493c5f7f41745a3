"""kafkawire: the Apache Kafka wire protocol in pure Python.

Every API key at every version, from schemas stated once; record batches;
frames on bytes and streams. Message classes load on first use:
``kafkawire.MetadataRequest`` imports the Metadata module when first touched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kafkawire.error_codes import ErrorCode
from kafkawire.errors import (
    BrokerError,
    CompressionError,
    CorruptedError,
    EncodeError,
    KafkaWireError,
    ProtocolError,
    RoutingError,
    TransportError,
    TruncatedError,
    UnsupportedVersionError,
)
from kafkawire.protocol.frames import (
    RequestFrame,
    ResponseFrame,
    decode_request,
    decode_response,
    encode_request,
    encode_response,
    read_request,
    read_response,
    write_request,
    write_response,
)
from kafkawire.protocol.message import Message, Request, Struct
from kafkawire.protocol.registry import ApiKey, request_class, response_class

if TYPE_CHECKING:
    from kafkawire.records import ControlRecord, Record, RecordSet, read_batches

__all__ = [
    "ApiKey",
    "BrokerError",
    "CompressionError",
    "ControlRecord",
    "CorruptedError",
    "EncodeError",
    "ErrorCode",
    "KafkaWireError",
    "Message",
    "ProtocolError",
    "Record",
    "RecordSet",
    "Request",
    "RequestFrame",
    "ResponseFrame",
    "RoutingError",
    "Struct",
    "TransportError",
    "TruncatedError",
    "UnsupportedVersionError",
    "decode_request",
    "decode_response",
    "encode_request",
    "encode_response",
    "read_batches",
    "read_request",
    "read_response",
    "request_class",
    "response_class",
    "write_request",
    "write_response",
]

__version__ = "0.1.0"

_RECORDS = frozenset({"ControlRecord", "Record", "RecordSet", "read_batches"})


def __getattr__(name: str) -> Any:
    # records and message classes load on first use, to keep `import kafkawire` quick
    if name in _RECORDS:
        from kafkawire import records

        value = getattr(records, name)
    else:
        from kafkawire.protocol import messages

        try:
            value = getattr(messages, name)
        except AttributeError:
            raise AttributeError(f"module 'kafkawire' has no attribute {name!r}") from None
    globals()[name] = value
    return value
