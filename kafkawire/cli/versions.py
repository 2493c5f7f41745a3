"""``kafkawire versions HOST:PORT``: the broker's ApiVersions beside kafkawire's.

One ApiVersions request (v3, KIP-511, naming kafkawire as the client
software; on a new connection, if the broker cannot answer v3, the best
version its refusal names, or v0 when it names none), then a table
with one row per API key: what the broker supports, what kafkawire supports,
and the version a client takes (the highest both support, ``-`` for none).
"""

from __future__ import annotations

import json
import socket
import sys
from typing import Any, TextIO

from kafkawire.addresses import host_port
from kafkawire.cli.exchanges import api_name
from kafkawire.cli.output import Output
from kafkawire.client.blocking import round_trip
from kafkawire.client.versions import refused, retry_version
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.registry import ApiKey, request_class

__all__ = ["fetch_api_versions", "version_rows"]

PROGRAM = "kafkawire versions"
CLIENT_ID = "kafkawire-cli"
SOFTWARE_NAME = "kafkawire"
# ApiVersions v3 is the first with client software fields and a flexible
# body; every broker since 2.4 answers it, older ones need v0.
FIRST_TRY_VERSION = 3
FALLBACK_VERSION = 0


def fetch_api_versions(host: str, port: int, timeout_s: float) -> tuple[int, Any]:
    """(version used, ApiVersionsResponse) from the broker at ``host:port``."""
    from kafkawire import __version__

    request_type = request_class(ApiKey.ApiVersions)
    last: Exception | None = None
    version = FIRST_TRY_VERSION
    for _ in range(2):
        request = request_type()
        if version >= FIRST_TRY_VERSION:
            request.client_software_name = SOFTWARE_NAME  # type: ignore[attr-defined]
            request.client_software_version = __version__  # type: ignore[attr-defined]
        answer: Any = None
        with socket.create_connection((host, port), timeout=timeout_s) as sock:
            try:
                answer = round_trip(sock, version, CLIENT_ID, request)
            except KafkaWireError as exc:
                last = exc
        if answer is not None:
            if answer.error_code == 0:
                return version, answer
            last = KafkaWireError(f"error code {answer.error_code}")
        # a refusal names the ApiVersions versions the broker serves (KIP-511),
        # which need not include v0; anything else is asked again at v0
        if answer is not None and refused(answer.error_code):
            version = retry_version(answer)
        else:
            version = FALLBACK_VERSION
    raise KafkaWireError(f"ApiVersions failed: {last}")


def version_rows(answer: Any, everything: bool) -> list[dict[str, Any]]:
    """One row per API key the broker names (and, with ``everything``, every key
    kafkawire knows)."""
    broker = {entry.api_key: (entry.min_version, entry.max_version) for entry in answer.api_keys}
    keys = set(broker)
    if everything:
        keys.update(int(key) for key in ApiKey)
    rows = []
    for key in sorted(keys):
        ours: tuple[int, int] | None
        try:
            known = ApiKey(key)
            ours = (known.min_version, known.max_version)
        except ValueError:
            known, ours = None, None
        theirs = broker.get(key)
        chosen: int | None = None
        if known is not None and theirs is not None:
            pick = known.select_version(*theirs)
            chosen = pick if pick >= 0 else None
        rows.append(
            {
                "api_key": key,
                "api_name": api_name(key),
                "broker": list(theirs) if theirs else None,
                "kafkawire": list(ours) if ours else None,
                "chosen": chosen,
            }
        )
    return rows


def _span(pair: list[int] | None) -> str:
    return "-" if pair is None else f"{pair[0]}-{pair[1]}"


def run_versions(
    host: str,
    port: int,
    *,
    timeout_s: float,
    as_json: bool,
    everything: bool,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Raises ``OutputError`` when ``out`` (default: stdout) cannot be written."""
    err = err if err is not None else sys.stderr
    # checked before asking: an answer nobody can see is not worth a connection
    output = Output(out if out is not None else sys.stdout)
    try:
        version, answer = fetch_api_versions(host, port, timeout_s)
    except (OSError, KafkaWireError) as exc:
        err.write(f"{PROGRAM}: {host_port(host, port)}: {exc}\n")
        return 1
    rows = version_rows(answer, everything)
    if as_json:
        for row in rows:
            output.write(json.dumps(row) + "\n")
        output.flush()
        return 0
    code = answer.error_code
    status = ErrorCode(code).name if code in ErrorCode._value2member_map_ else str(code)
    output.write(
        f"{host_port(host, port)} answered ApiVersions v{version} ({status}): "
        f"{len(answer.api_keys)} API keys\n"
    )
    width = max([len(row["api_name"]) for row in rows] + [4])
    output.write(f"{'key':>4}  {'name':<{width}}  {'broker':>7}  {'kafkawire':>9}  {'client':>6}\n")
    for row in rows:
        chosen = "-" if row["chosen"] is None else f"v{row['chosen']}"
        output.write(
            f"{row['api_key']:>4}  {row['api_name']:<{width}}  {_span(row['broker']):>7}  "
            f"{_span(row['kafkawire']):>9}  {chosen:>6}\n"
        )
    output.flush()
    return 0
