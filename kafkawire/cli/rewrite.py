"""Broker addresses in answers: find them, and rewrite them to the proxy's own.

A client learns where the brokers are from the answers it gets: Metadata
``brokers``, FindCoordinator ``host``/``port`` (v0-3) and ``coordinators``
(v4+, KIP-699), DescribeCluster ``brokers`` (KIP-700), the ``node_endpoints``
that Produce v10+, Fetch v16+ (KIP-951), ShareFetch and ShareAcknowledge
(KIP-932) add so that a client can follow a new leader at once, and
DescribeQuorum's controller ``listeners``. Every one of them is a struct with a
``host`` and a ``port`` field, so one walk over the decoded answer finds them.

Not rewritten, on purpose: the Raft APIs between controllers (Vote,
BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot, UpdateRaftVoter: no client
sends them), ACL ``host`` patterns (a principal's address, not a broker's),
group members' ``client_host`` and Kafka Streams ``user_endpoint`` (an
application's address). An endpoint with an empty host or a port below 1 (FindCoordinator's
"no coordinator" answer) is left alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from kafkawire.protocol.frames import decode_response, encode_response
from kafkawire.protocol.message import Message, Struct

__all__ = [
    "ENDPOINT_API_KEYS",
    "Endpoint",
    "EndpointAnswer",
    "find_endpoints",
    "rewrite_response",
]

Endpoint = tuple[str, int]

#: Produce, Fetch, Metadata, FindCoordinator, DescribeQuorum, DescribeCluster,
#: ShareFetch, ShareAcknowledge.
ENDPOINT_API_KEYS = frozenset({0, 1, 3, 10, 55, 60, 78, 79})


def _endpoint_structs(struct: Struct, version: int) -> Iterator[Struct]:
    names = set()
    for spec in struct.FIELDS:
        if not spec.present(version):
            continue
        names.add(spec.name)
        if spec.struct is None:
            continue
        value = getattr(struct, spec.name)
        if value is None:
            continue
        items = value if spec.kind == "array" else [value]
        for item in items:
            yield from _endpoint_structs(item, version)
    if "host" in names and "port" in names:
        host, port = getattr(struct, "host", None), getattr(struct, "port", None)
        if isinstance(host, str) and isinstance(port, int) and host and port > 0:
            yield struct


def find_endpoints(message: Message, version: int) -> list[Endpoint]:
    """The broker addresses an answer names, in order, without repeats."""
    if message.API_KEY not in ENDPOINT_API_KEYS:
        return []
    found: dict[Endpoint, None] = {}
    for struct in _endpoint_structs(message, version):
        found[(struct.host, struct.port)] = None  # type: ignore[attr-defined]
    return list(found)


class EndpointAnswer:
    """A decoded answer and the broker addresses it names.

    Decoding comes first and rewriting second, so that a proxy can open a
    listener for each new broker (an await) before it writes the answer on.
    Raises the decoder's errors (ProtocolError, UnsupportedVersionError) for an
    answer it cannot read.
    """

    def __init__(self, frame: bytes, api_key: int, api_version: int) -> None:
        self.frame = frame
        self.api_version = api_version
        self.decoded = decode_response(frame, api_key, api_version)
        self.endpoints = find_endpoints(self.decoded.message, api_version)

    def rewritten(self, mapping: Mapping[Endpoint, Endpoint]) -> bytes:
        """The frame with every endpoint in ``mapping`` replaced; the original
        bytes when nothing changes, so that pass-through stays byte for byte."""
        decoded, version = self.decoded, self.api_version
        changed = False
        for struct in _endpoint_structs(decoded.message, version):
            here = (struct.host, struct.port)  # type: ignore[attr-defined]
            target = mapping.get(here)
            if target is not None and target != here:
                struct.host, struct.port = target  # type: ignore[attr-defined]
                changed = True
        if not changed:
            return self.frame
        out = encode_response(
            decoded.message, version, decoded.correlation_id, header_tags=decoded.header_tags
        )
        if decoded.trailing:
            # Bytes the broker sent after the message travel on unchanged.
            body = out[4:] + decoded.trailing
            out = len(body).to_bytes(4, "big") + body
        return out


def rewrite_response(
    frame: bytes, api_key: int, api_version: int, mapping: Mapping[Endpoint, Endpoint]
) -> bytes:
    """``frame`` (a whole response frame) with the endpoints in ``mapping`` replaced."""
    if api_key not in ENDPOINT_API_KEYS:
        return frame
    return EndpointAnswer(frame, api_key, api_version).rewritten(mapping)
