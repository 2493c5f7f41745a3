"""How ``kafkawire decode`` shows an exchange: JSON-ready dicts, then text.

Messages become dicts of the fields present at their version (so ``--json``
names every field of that version, and no other), bytes as base64, UUIDs as
text, a float64 that is NaN or infinite as ``"NaN"``, ``"Infinity"`` or
``"-Infinity"`` (JSON has no such numbers). A RECORDS field is base64 too,
unless ``records`` is asked for: then its batches are decoded, with keys,
values and header values as text when they are UTF-8 and as
``{"base64": ...}`` otherwise (``base64:...`` in text).
``records`` is how many records of each RECORDS field are shown (0: none,
the field stays base64); a batch says how many of its records it did not
show, so a few kilobytes of compressed batch cannot become gigabytes of
output and memory.

The text form is YAML-like (``text_layout``): one ``name: value`` a line,
nested structs indented, list items behind ``-``, small flat structs on one line.
"""

from __future__ import annotations

import base64
import datetime
import json
import math
from collections.abc import Iterator
from typing import Any

from kafkawire.capture import UNKNOWN
from kafkawire.cli.exchanges import Exchange, Side
from kafkawire.cli.text_layout import INDENT, scalar, text_lines
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.message import Message, Struct
from kafkawire.records import ControlRecord, Record, RecordSet, read_batches

__all__ = [
    "exchange_json",
    "exchange_text",
    "message_plain",
    "summary_json",
    "summary_text",
]

#: Records shown per RECORDS field unless ``--max-records`` says otherwise.
MAX_RECORDS_SHOWN = 10_000
#: Raw frames of undecodable messages are shown up to this many bytes in
#: text (all of them in JSON), so one huge garbage frame cannot flood a terminal.
RAW_TEXT_BYTES = 256


# -- plain (JSON-ready) values ------------------------------------------------


def bytes_plain(data: bytes | bytearray | memoryview | None) -> Any:
    """Text when ``data`` is UTF-8, else ``{"base64": ...}``; None stays None."""
    if data is None:
        return None
    raw = bytes(data)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return {"base64": base64.b64encode(raw).decode()}


def message_plain(struct: Struct, version: int, records: int = 0) -> dict[str, Any]:
    """The fields of ``struct`` present at ``version``, JSON-ready."""
    out: dict[str, Any] = {}
    for spec in struct.FIELDS:
        if not spec.present(version):
            continue
        value = getattr(struct, spec.name)
        if value is None:
            out[spec.name] = None
        elif spec.struct is not None:
            if spec.kind == "array":
                out[spec.name] = [message_plain(item, version, records) for item in value]
            else:
                out[spec.name] = message_plain(value, version, records)
        elif spec.type == "records":
            out[spec.name] = records_plain(value, records) if records else _b64(value)
        elif spec.type == "bytes":
            out[spec.name] = [_b64(item) for item in value] if spec.kind == "array" else _b64(value)
        elif spec.type == "uuid":
            out[spec.name] = [str(v) for v in value] if spec.kind == "array" else str(value)
        elif spec.type == "float64":
            out[spec.name] = (
                [_float_plain(v) for v in value] if spec.kind == "array" else _float_plain(value)
            )
        else:
            out[spec.name] = list(value) if spec.kind == "array" else value
    if struct.unknown_tags:
        out["unknown_tags"] = {str(tag): raw.hex() for tag, raw in struct.unknown_tags.items()}
    return out


def _float_plain(value: float) -> float | str:
    # json.dumps would write NaN and Infinity, which no JSON parser has to take
    if math.isfinite(value):
        return value
    return "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity"


def _b64(data: bytes | bytearray | memoryview) -> str:
    return base64.b64encode(bytes(data)).decode()


def records_plain(
    data: bytes | bytearray | memoryview, limit: int = MAX_RECORDS_SHOWN
) -> dict[str, Any]:
    """A RECORDS field: its batches and up to ``limit`` records in all, or the
    error that stopped them."""
    out: dict[str, Any] = {"bytes": len(data)}
    try:
        batches = read_batches(data)
    except KafkaWireError as exc:
        out["error"] = _error_text(exc)
        out["base64"] = _b64(data)
        return out
    shown: list[dict[str, Any]] = []
    left = limit
    for batch in batches:
        plain, left = _batch_plain(batch, left)
        shown.append(plain)
    out["batches"] = shown
    if batches.tail:
        # A batch cut at the end of a fetch answer is normal (fetch.max.bytes).
        out["truncated_tail_bytes"] = len(batches.tail)
    return out


def _batch_plain(batch: RecordSet, limit: int) -> tuple[dict[str, Any], int]:
    """The batch with up to ``limit`` of its records, and what is left of the limit."""
    out: dict[str, Any] = {
        "base_offset": batch.base_offset,
        "magic": batch.version,
        "count": batch.count,
        "compression": batch.compression.name.lower(),
        "timestamp_type": batch.timestamp_type.name.lower(),
    }
    if batch.version >= 2:
        out.update(
            transactional=batch.is_transactional,
            control=batch.is_control,
            producer_id=batch.producer_id,
            producer_epoch=batch.producer_epoch,
            base_sequence=batch.base_sequence,
            partition_leader_epoch=batch.partition_leader_epoch,
        )
    records: list[dict[str, Any]] = []
    try:
        for record in batch.iter_records():
            if len(records) == limit:
                # the header's count; one more at least, whatever it says
                out["records_not_shown"] = max(batch.count - limit, 1)
                break
            records.append(_record_plain(record))
    except KafkaWireError as exc:
        out["error"] = _error_text(exc)
    out["records"] = records
    return out, limit - len(records)


def _record_plain(record: Record) -> dict[str, Any]:
    out: dict[str, Any] = {"offset": record.offset, "timestamp": record.timestamp}
    if isinstance(record, ControlRecord):
        out["control"] = {
            "type": "COMMIT" if record.is_commit else "ABORT" if record.is_abort else record.type,
            "coordinator_epoch": record.coordinator_epoch,
        }
        return out
    out["key"] = bytes_plain(record.key)
    out["value"] = bytes_plain(record.value)
    # a name that was not UTF-8 (its stray bytes kept as lone surrogates) is
    # shown as its bytes are: {"base64": ...}
    out["headers"] = [
        {"name": bytes_plain(name.encode("utf-8", "surrogateescape")), "value": bytes_plain(value)}
        for name, value in record.headers
    ]
    return out


def _error_text(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def error_codes(value: Any) -> list[str]:
    """Names of the non-zero ``error_code`` values anywhere in a plain message."""
    found: dict[str, None] = {}
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            code = item.get("error_code")
            if isinstance(code, int) and code != 0:
                try:
                    found[ErrorCode(code).name] = None
                except ValueError:
                    found[f"error {code}"] = None
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return list(found)


def _side_plain(side: Side | None, version: int, records: int) -> dict[str, Any] | None:
    if side is None:
        return None
    wire = side.wire
    out: dict[str, Any] = {
        "time": wire.time,
        "bytes": len(wire.frame),
        "position": wire.position,
        "message": None,
    }
    decoded = side.decoded
    if side.version is not None:
        version = side.version
        out["version"] = version
    if decoded is not None:
        message: Message = decoded.message
        out["type"] = type(message).__name__
        out["message"] = message_plain(message, version, records)
        if decoded.header_tags:
            out["header_tags"] = {str(k): v.hex() for k, v in decoded.header_tags.items()}
        if decoded.trailing:
            out["trailing"] = decoded.trailing.hex()
    if side.error is not None:
        out["error"] = {
            "type": type(side.error).__name__,
            "message": str(side.error),
            "offset": side.error_offset,
            "where": side.where,
        }
        out["raw"] = wire.frame.hex()
    return out


def exchange_plain(exchange: Exchange, records: int) -> dict[str, Any]:
    return {
        "file": exchange.source,
        "exchange": exchange.number,
        "connection": exchange.connection,
        "correlation_id": exchange.correlation_id,
        "api_key": exchange.api_key,
        "api_name": exchange.api_name,
        "api_version": exchange.api_version,
        "client_id": exchange.client_id,
        "latency_ms": _round(exchange.latency_ms),
        "no_response_expected": exchange.no_response_expected,
        "request_exchange": exchange.request_exchange,
        "request": _side_plain(exchange.request, exchange.api_version, records),
        "response": _side_plain(exchange.response, exchange.api_version, records),
    }


def _round(value: float | None) -> float | None:
    # times far apart (capture lines may say anything) overflow to infinity,
    # which JSON cannot hold: no latency then
    return None if value is None or not math.isfinite(value) else round(value, 3)


def exchange_json(exchange: Exchange, records: int) -> str:
    return json.dumps(exchange_plain(exchange, records), ensure_ascii=False)


def _summary_plain(exchange: Exchange) -> dict[str, Any]:
    codes: list[str] = []
    if exchange.response is not None and exchange.response.decoded is not None:
        version = exchange.response.version
        codes = error_codes(
            message_plain(
                exchange.response.decoded.message,
                exchange.api_version if version is None else version,
            )
        )
    problems = [
        f"{_error_text(side.error)} at {side.where}" for side in exchange.sides if side.error
    ]
    return {
        "file": exchange.source,
        "exchange": exchange.number,
        "time": exchange.time,
        "connection": exchange.connection,
        "correlation_id": exchange.correlation_id,
        "api_key": exchange.api_key,
        "api_name": exchange.api_name,
        "api_version": exchange.api_version,
        "client_id": exchange.client_id,
        "request_bytes": len(exchange.request.wire.frame) if exchange.request else None,
        "response_bytes": len(exchange.response.wire.frame) if exchange.response else None,
        "latency_ms": _round(exchange.latency_ms),
        "request_exchange": exchange.request_exchange,
        "error_codes": codes,
        "problems": problems,
    }


def summary_json(exchange: Exchange) -> str:
    return json.dumps(_summary_plain(exchange), ensure_ascii=False)


def _moment(timestamp: float, layout: str) -> str:
    # A capture line or a pcapng block may carry a time past year 9999 (or before
    # the platform's epoch range): show the seconds rather than fail the file.
    try:
        moment = datetime.datetime.fromtimestamp(timestamp, tz=datetime.timezone.utc)
    except (OverflowError, OSError, ValueError):
        return f"{timestamp:.6f}"
    return moment.strftime(layout)


def _clock(timestamp: float) -> str:
    return _moment(timestamp, "%H:%M:%S.%f")


def _iso(timestamp: float) -> str:
    return _moment(timestamp, "%Y-%m-%dT%H:%M:%S.%fZ")


def summary_text(exchange: Exchange) -> str:
    plain = _summary_plain(exchange)
    if plain["request_bytes"] is not None:
        request = f"{plain['request_bytes']} B"
    else:
        shown = exchange.request_exchange
        request = "-" if shown is None else f"in #{shown}"
    response = (
        f"{plain['response_bytes']} B"
        if plain["response_bytes"] is not None
        else ("no answer expected" if exchange.no_response_expected else "no answer")
    )
    latency = f"{plain['latency_ms']:.3f} ms" if plain["latency_ms"] is not None else "-"
    parts = [
        _clock(exchange.time),
        f"#{exchange.number}",
        f"conn {exchange.connection}",
        f"corr {exchange.correlation_id}",
        exchange.api_label,
        json.dumps(exchange.client_id, ensure_ascii=False),
        f"> {request}",
        f"< {response}",
        latency,
    ]
    if plain["error_codes"]:
        parts.append("errors: " + ",".join(plain["error_codes"]))
    if plain["problems"]:
        parts.append("UNDECODED: " + "; ".join(plain["problems"]))
    return "  ".join(parts)


# -- text ------------------------------------------------------------------------


def _raw_text(frame: bytes, indent: str) -> Iterator[str]:
    shown = frame[:RAW_TEXT_BYTES]
    for start in range(0, len(shown), 32):
        yield f"{indent}{start:06x}  {shown[start : start + 32].hex(' ', -4)}"
    if len(frame) > RAW_TEXT_BYTES:
        yield f"{indent}... {len(frame) - RAW_TEXT_BYTES} more bytes"


def _side_text(arrow: str, side: Side, version: int, records: int) -> Iterator[str]:
    decoded = side.decoded
    if side.version is not None:
        version = side.version
    size = len(side.wire.frame)
    if decoded is not None:
        yield f"{arrow} {type(decoded.message).__name__} v{version} ({size} bytes)"
        plain = message_plain(decoded.message, version, records)
        yield from text_lines(plain, INDENT)
        if decoded.header_tags:
            tags = {str(k): v.hex() for k, v in decoded.header_tags.items()}
            yield f"{INDENT}(header tagged fields: {scalar(tags)})"
        if decoded.trailing:
            yield (
                f"{INDENT}(and {len(decoded.trailing)} bytes after the message: "
                f"{decoded.trailing[:RAW_TEXT_BYTES].hex()})"
            )
    if side.error is not None:
        kind = "request" if arrow == ">" else "response"
        yield f"{arrow} {kind} not decoded ({size} bytes): {_error_text(side.error)}"
        yield f"{INDENT}at {side.where}"
        yield from _raw_text(side.wire.frame, INDENT)


def exchange_text(exchange: Exchange, records: int) -> str:
    head = [
        f"#{exchange.number}",
        _iso(exchange.time),
        f"connection {exchange.connection}",
        f"correlation {exchange.correlation_id}",
        exchange.api_label,
        f"client {json.dumps(exchange.client_id, ensure_ascii=False)}",
    ]
    latency = _round(exchange.latency_ms)  # as --json and --summary: none when not finite
    if latency is not None:
        head.append(f"{latency:.3f} ms")
    lines = ["  ".join(head)]
    version = exchange.api_version
    if exchange.request is not None:
        lines.extend(_side_text(">", exchange.request, version, records))
    elif exchange.request_exchange is not None:
        lines.append(f"> (shown without this answer as #{exchange.request_exchange})")
    else:
        labelled = exchange.api_key != UNKNOWN
        lines.append(
            "> (no request in the input"
            + ("; api key and version from the capture line)" if labelled else ")")
        )
    if exchange.response is not None:
        lines.extend(_side_text("<", exchange.response, version, records))
    elif exchange.no_response_expected:
        lines.append("< (none expected: acks=0)")
    else:
        lines.append("< (no response in the input)")
    return "\n".join(lines)
