"""Request headers v0-v2 and response headers v0-v1, and which one a message uses.

Request header v2 keeps ``client_id`` as a classic INT16-length nullable
string even though the header is flexible (Kafka's RequestHeader states
``flexibleVersions: none`` for it); only a tagged-field section is added.
"""

from __future__ import annotations

import struct

from kafkawire.errors import CorruptedError, EncodeError, TruncatedError
from kafkawire.protocol.codec_support import MAX_STRING_BYTES, _unknown_tags, _write_tags

__all__ = [
    "decode_request_header",
    "decode_response_header",
    "encode_request_header",
    "encode_response_header",
    "request_header_version",
    "response_header_version",
]

_REQ = struct.Struct(">hhi")
_INT16 = struct.Struct(">h")
_INT32 = struct.Struct(">i")

CONTROLLED_SHUTDOWN = 7
API_VERSIONS = 18


def request_header_version(api_key: int, api_version: int, flexible: bool) -> int:
    # ControlledShutdown v0 predates client ids (KIP-482 lists it as the exception)
    if api_key == CONTROLLED_SHUTDOWN and api_version == 0:
        return 0
    return 2 if flexible else 1


def response_header_version(api_key: int, flexible: bool) -> int:
    # ApiVersions answers with header v0 at every version, so that a client that
    # asked too new a version can still read the error (KIP-511)
    if api_key == API_VERSIONS:
        return 0
    return 1 if flexible else 0


def _correlation_id(value: int) -> int:
    # struct.error would say "'i' format requires ..." and not what was wrong
    if type(value) is not int or not -(2**31) <= value < 2**31:
        raise EncodeError(f"correlation id {value!r} is not an INT32")
    return value


def _untagged_header(kind: str, header_version: int) -> EncodeError:
    # writing the frame without them would drop them unseen
    return EncodeError(
        f"header tags: a {kind} header v{header_version} has no tagged fields (those of "
        "flexible versions have, except an ApiVersions answer's)"
    )


def encode_request_header(
    out: bytearray,
    header_version: int,
    api_key: int,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
    tags: dict[int, bytes] | None = None,
) -> None:
    if tags and header_version < 2:
        raise _untagged_header("request", header_version)
    out += _REQ.pack(api_key, api_version, _correlation_id(correlation_id))
    if header_version >= 1:
        if client_id is None:
            out += b"\xff\xff"
        else:
            if not isinstance(client_id, str):
                raise EncodeError(
                    f"client id must be a str or None, not {type(client_id).__name__}"
                )
            try:
                raw = client_id.encode()
            except UnicodeEncodeError:
                raise EncodeError("client id is not encodable as UTF-8") from None
            if len(raw) > MAX_STRING_BYTES:
                raise EncodeError(f"client id is {len(raw)} bytes; Kafka's strings hold 32767")
            out += _INT16.pack(len(raw))
            out += raw
    if header_version >= 2:
        if tags:
            parts: list[bytes] = []
            _write_tags(parts, [], tags)
            out += b"".join(parts)
        else:
            out.append(0)


def _read_tags(buf: bytes, pos: int, end: int) -> tuple[dict[int, bytes] | None, int]:
    """A header's tagged-field section, read as a body's: None when it is empty."""
    tags, pos = _unknown_tags(buf, pos, end)
    return tags or None, pos


def decode_request_header(
    buf: bytes, pos: int, end: int, header_version: int
) -> tuple[str | None, dict[int, bytes] | None, int]:
    """Read what follows key, version and correlation id: ``(client_id, tags, pos)``."""
    client_id: str | None = None
    tags = None
    if header_version >= 1:
        if pos + 2 > end:
            raise TruncatedError("frame ends inside the request header", offset=pos)
        (size,) = _INT16.unpack_from(buf, pos)
        pos += 2
        if size >= 0:
            if pos + size > end:
                raise TruncatedError("frame ends inside the client id", offset=pos)
            try:
                client_id = str(buf[pos : pos + size], "utf-8")
            except UnicodeDecodeError:
                raise CorruptedError("client id is not UTF-8", offset=pos) from None
            pos += size
        elif size != -1:
            raise CorruptedError("negative client id length", offset=pos)
    if header_version >= 2:
        tags, pos = _read_tags(buf, pos, end)
    return client_id, tags, pos


def encode_response_header(
    out: bytearray, header_version: int, correlation_id: int, tags: dict[int, bytes] | None = None
) -> None:
    if tags and header_version < 1:
        raise _untagged_header("response", header_version)
    out += _INT32.pack(_correlation_id(correlation_id))
    if header_version >= 1:
        if tags:
            parts: list[bytes] = []
            _write_tags(parts, [], tags)
            out += b"".join(parts)
        else:
            out.append(0)


def decode_response_header(
    buf: bytes, pos: int, end: int, header_version: int
) -> tuple[int, dict[int, bytes] | None, int]:
    """Read ``(correlation_id, tags, pos)``."""
    if pos + 4 > end:
        raise TruncatedError("frame ends inside the response header", offset=pos)
    (correlation_id,) = _INT32.unpack_from(buf, pos)
    pos += 4
    tags = None
    if header_version >= 1:
        tags, pos = _read_tags(buf, pos, end)
    return correlation_id, tags, pos
