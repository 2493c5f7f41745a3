"""Codec benchmarks: kafkawire beside kafka-python 3.x and kio, on the same bytes.

Run from the repository root::

    python benchmarks/bench_codecs.py           # full run, under a minute
    python benchmarks/bench_codecs.py --quick   # rough numbers in a few seconds
    python benchmarks/bench_codecs.py --smoke   # that it runs (the tests do this)

Every case builds its input once (the bytes with kafkawire, the objects in
each library), checks that every library agrees (decoders: same structure
from the same bytes; encoders: byte-identical output), and only then times
each library on that input. The per-op time is the best of several
``timeit`` repeats (garbage collection off, as ``timeit`` does; this
thread's CPU time unless ``--wall``); the median is printed below it.
Ratios are "x faster": the peer's time over ours. Import times are measured
in fresh interpreters. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import datetime
import io
import os
import statistics
import subprocess
import sys
import time
import timeit
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import kio  # noqa: E402
import kio.serial  # noqa: E402
from kafka.protocol.consumer import FetchRequest as KpFetchRequest  # noqa: E402
from kafka.protocol.consumer import FetchResponse as KpFetchResponse  # noqa: E402
from kafka.protocol.consumer.group import HeartbeatRequest as KpHeartbeatRequest  # noqa: E402
from kafka.protocol.metadata import ApiVersionsResponse as KpApiVersionsResponse  # noqa: E402
from kafka.protocol.metadata import MetadataResponse as KpMetadataResponse  # noqa: E402
from kafka.protocol.producer import ProduceRequest as KpProduceRequest  # noqa: E402
from kafka.record.memory_records import MemoryRecordsBuilder  # noqa: E402
from kio.schema.api_versions.v4 import response as kio_api_versions  # noqa: E402
from kio.schema.errors import ErrorCode  # noqa: E402
from kio.schema.fetch.v18 import request as kio_fetch_req  # noqa: E402
from kio.schema.fetch.v18 import response as kio_fetch_resp  # noqa: E402
from kio.schema.heartbeat.v4 import request as kio_heartbeat  # noqa: E402
from kio.schema.metadata.v13 import response as kio_metadata  # noqa: E402
from kio.schema.produce.v13 import request as kio_produce  # noqa: E402
from kio.static.primitive import Records, i16, i32  # noqa: E402

import kafkawire  # noqa: E402
from kafkawire.protocol.messages import (  # noqa: E402
    ApiVersionsResponse,
    FetchRequest,
    FetchResponse,
    HeartbeatRequest,
    MetadataResponse,
    ProduceRequest,
)
from kafkawire.protocol.messages import api_versions as kw_api_versions  # noqa: E402
from kafkawire.protocol.messages import fetch as kw_fetch  # noqa: E402
from kafkawire.protocol.messages import metadata as kw_metadata  # noqa: E402
from kafkawire.protocol.messages import produce as kw_produce  # noqa: E402

PEERS = ("kafka-python", "kio")
#: The issue's targets: this many times faster than each peer.
TARGETS = {"kafka-python": 3.0, "kio": 1.0}

Op = Callable[[], object]


@dataclass
class Case:
    """One timed operation, run by kafkawire and by each peer that has it."""

    name: str
    api: str
    version: int
    ops: dict[str, Op]
    note: str = ""


@dataclass
class Timing:
    best: float
    median: float


@dataclass
class Result:
    case: Case
    times: dict[str, Timing] = field(default_factory=dict)


# -- input --------------------------------------------------------------------


def topic_uuid(index: int) -> uuid.UUID:
    return uuid.UUID(int=(0x5EED << 96) | (index * 0x9E3779B97F4A7C15) & ((1 << 96) - 1))


def record_batch(partition: int, size: int = 10 * 1024) -> bytes:
    """A real, uncompressed v2 record batch of just under ``size`` bytes (~110-byte records)."""
    builder = MemoryRecordsBuilder(magic=2, compression_type=0, batch_size=1 << 20, offset=1000)
    value = bytes(range(256))
    i = 0
    while builder.size_in_bytes() + 130 <= size:  # a record takes at most ~120 bytes
        key = f"key-{partition}-{i}".encode()
        builder.append(timestamp=1_700_000_000_000 + i, key=key, value=value[: 90 + i % 7])
        i += 1
    builder.close()
    return bytes(builder.buffer())


def kio_td(ms: int) -> Any:
    """A kio duration field (kio types them as bounded timedeltas)."""
    return datetime.timedelta(milliseconds=ms)


def kio_encode(writer: Callable[[io.BytesIO, Any], None], entity: object) -> bytes:
    buffer = io.BytesIO()
    writer(buffer, entity)
    return buffer.getvalue()


def check(cond: bool, what: str) -> None:
    if not cond:
        raise SystemExit(f"sanity check failed: {what}")


# -- case 1: Metadata response decode -------------------------------------------


def case_metadata_decode() -> Case:
    version = 13
    replicas = [[p % 3, (p + 1) % 3, (p + 2) % 3] for p in range(10)]
    msg = MetadataResponse(
        throttle_time_ms=0,
        brokers=[
            kw_metadata.MetadataResponseBroker(
                node_id=i, host=f"broker-{i}.kafka.svc.cluster.local", port=9092, rack=f"rack-{i}"
            )
            for i in range(3)
        ],
        cluster_id="kafkawire-bench-cluster",
        controller_id=1,
        topics=[
            kw_metadata.MetadataResponseTopic(
                error_code=0,
                name=f"events.topic-{t:03d}",
                topic_id=topic_uuid(t),
                is_internal=False,
                partitions=[
                    kw_metadata.MetadataResponsePartition(
                        error_code=0,
                        partition_index=p,
                        leader_id=replicas[p][0],
                        leader_epoch=7,
                        replica_nodes=list(replicas[p]),
                        isr_nodes=list(replicas[p]),
                        offline_replicas=[(p + 2) % 3] if p == 9 else [],
                    )
                    for p in range(10)
                ],
                topic_authorized_operations=-2147483648,
            )
            for t in range(100)
        ],
        error_code=0,
    )
    body = msg.encode(version)

    ours = MetadataResponse.decode(body, version)
    kp = KpMetadataResponse.decode(body, version=version)
    read_kio = kio.serial.entity_reader(kio_metadata.MetadataResponse)
    kio_msg, used = read_kio(body, 0)
    check(used == len(body), "kio used every byte of the Metadata body")
    check(ours == msg, "kafkawire round-trips the Metadata response")
    for other, tuple_lists in ((kp, False), (kio_msg, True)):
        check(len(other.topics) == 100, "100 topics")
        check(len(other.brokers) == 3 and other.brokers[2].rack == "rack-2", "brokers")
        for mine, theirs in zip(ours.topics, other.topics, strict=True):
            check(theirs.name == mine.name and theirs.topic_id == mine.topic_id, "topic name/id")
            check(len(theirs.partitions) == 10, "10 partitions")
            last = theirs.partitions[9]
            conv = tuple if tuple_lists else list
            check(last.replica_nodes == conv(mine.partitions[9].replica_nodes), "replicas")
            check(last.isr_nodes == conv(mine.partitions[9].isr_nodes), "isr")
            check(last.offline_replicas == conv(mine.partitions[9].offline_replicas), "offline")
            check(last.leader_epoch == 7, "leader epoch")

    return Case(
        "Metadata response decode (100 topics x 10 partitions x 3 replicas)",
        "Metadata",
        version,
        {
            "kafkawire": lambda: MetadataResponse.decode(body, version),
            "kafka-python": lambda: KpMetadataResponse.decode(body, version=version),
            "kio": lambda: read_kio(body, 0),
        },
        note=f"{len(body)} body bytes",
    )


# -- case 2: Fetch request encode -----------------------------------------------


def fetch_partition_args(t: int, p: int) -> dict[str, Any]:
    return {
        "partition": p,
        "current_leader_epoch": 7,
        "fetch_offset": 1_000_000 + 1000 * t + p,
        "last_fetched_epoch": 6,
        "log_start_offset": -1,
        "partition_max_bytes": 1 << 20,
    }


FETCH_REQUEST_ARGS: dict[str, Any] = {
    "max_bytes": 50 << 20,
    "isolation_level": 1,
    "session_id": 0,
    "session_epoch": -1,
    "rack_id": "rack-1",
}


def case_fetch_request_encode() -> Case:
    version = 18
    topics, parts = 10, 10
    ours = FetchRequest(
        max_wait_ms=500,
        min_bytes=1,
        topics=[
            kw_fetch.FetchTopic(
                topic_id=topic_uuid(t),
                partitions=[
                    kw_fetch.FetchPartition(**fetch_partition_args(t, p)) for p in range(parts)
                ],
            )
            for t in range(topics)
        ],
        forgotten_topics_data=[],
        **FETCH_REQUEST_ARGS,
    )
    kp_topic, kp_part = KpFetchRequest.FetchTopic, KpFetchRequest.FetchTopic.FetchPartition
    kp = KpFetchRequest(
        max_wait_ms=500,
        min_bytes=1,
        topics=[
            kp_topic(
                topic_id=topic_uuid(t),
                partitions=[kp_part(**fetch_partition_args(t, p)) for p in range(parts)],
            )
            for t in range(topics)
        ],
        forgotten_topics_data=[],
        **FETCH_REQUEST_ARGS,
    )
    kio_msg = kio_fetch_req.FetchRequest(
        max_wait=kio_td(500),
        min_bytes=i32(1),
        topics=tuple(
            kio_fetch_req.FetchTopic(
                topic_id=topic_uuid(t),
                partitions=tuple(
                    kio_fetch_req.FetchPartition(**fetch_partition_args(t, p)) for p in range(parts)
                ),
            )
            for t in range(topics)
        ),
        forgotten_topics_data=(),
        **FETCH_REQUEST_ARGS,
    )
    write_kio = kio.serial.entity_writer(kio_fetch_req.FetchRequest)
    body = ours.encode(version)
    check(kp.encode(version=version) == body, "kafka-python encodes the same Fetch request")
    check(kio_encode(write_kio, kio_msg) == body, "kio encodes the same Fetch request")
    check(FetchRequest.decode(body, version) == ours, "kafkawire round-trips the Fetch request")
    return Case(
        f"Fetch request encode ({topics} topics x {parts} partitions)",
        "Fetch",
        version,
        {
            "kafkawire": lambda: ours.encode(version),
            "kafka-python": lambda: kp.encode(version=version),
            "kio": lambda: kio_encode(write_kio, kio_msg),
        },
        note=f"{len(body)} body bytes",
    )


# -- case 3: Fetch response decode ----------------------------------------------


def case_fetch_response_decode(batches: list[bytes]) -> Case:
    version = 18
    msg = FetchResponse(
        throttle_time_ms=0,
        error_code=0,
        session_id=12345,
        responses=[
            kw_fetch.FetchableTopicResponse(
                topic_id=topic_uuid(0),
                partitions=[
                    kw_fetch.PartitionData(
                        partition_index=p,
                        error_code=0,
                        high_watermark=2000 + p,
                        last_stable_offset=2000 + p,
                        log_start_offset=0,
                        aborted_transactions=[],
                        preferred_read_replica=-1,
                        records=batch,
                    )
                    for p, batch in enumerate(batches)
                ],
            )
        ],
    )
    body = msg.encode(version)
    ours = FetchResponse.decode(body, version)
    kp = KpFetchResponse.decode(body, version=version)
    read_kio = kio.serial.entity_reader(kio_fetch_resp.FetchResponse)
    kio_msg, used = read_kio(body, 0)
    check(used == len(body), "kio used every byte of the Fetch body")
    check(ours == msg, "kafkawire round-trips the Fetch response")
    for other in (kp, kio_msg):
        check(len(other.responses) == 1, "one topic")
        check(other.responses[0].topic_id == topic_uuid(0), "topic id")
        parts = other.responses[0].partitions
        check(len(parts) == len(batches), "partition count")
        for p, part in enumerate(parts):
            check(bytes(part.records) == batches[p], "records bytes")
            check(part.high_watermark == 2000 + p, "high watermark")
    return Case(
        f"Fetch response decode ({len(batches)} partitions x 10 KiB records)",
        "Fetch",
        version,
        {
            "kafkawire": lambda: FetchResponse.decode(body, version),
            "kafka-python": lambda: KpFetchResponse.decode(body, version=version),
            "kio": lambda: read_kio(body, 0),
        },
        note=(
            f"{len(body)} body bytes; records are not parsed: kafkawire gives"
            " memoryview slices, kafka-python and kio bytes copies"
        ),
    )


# -- case 4: Produce request encode ---------------------------------------------


def case_produce_request_encode(batches: list[bytes]) -> Case:
    version = 13
    ours = ProduceRequest(
        transactional_id=None,
        acks=-1,
        timeout_ms=30000,
        topic_data=[
            kw_produce.TopicProduceData(
                topic_id=topic_uuid(0),
                partition_data=[
                    kw_produce.PartitionProduceData(index=p, records=batch)
                    for p, batch in enumerate(batches)
                ],
            )
        ],
    )
    kp_topic = KpProduceRequest.TopicProduceData
    kp_part = kp_topic.PartitionProduceData
    kp = KpProduceRequest(
        transactional_id=None,
        acks=-1,
        timeout_ms=30000,
        topic_data=[
            kp_topic(
                topic_id=topic_uuid(0),
                partition_data=[kp_part(index=p, records=b) for p, b in enumerate(batches)],
            )
        ],
    )
    kio_msg = kio_produce.ProduceRequest(
        transactional_id=None,
        acks=i16(-1),
        timeout=kio_td(30000),
        topic_data=(
            kio_produce.TopicProduceData(
                topic_id=topic_uuid(0),
                partition_data=tuple(
                    kio_produce.PartitionProduceData(index=i32(p), records=Records(b))
                    for p, b in enumerate(batches)
                ),
            ),
        ),
    )
    write_kio = kio.serial.entity_writer(kio_produce.ProduceRequest)
    body = ours.encode(version)
    check(kp.encode(version=version) == body, "kafka-python encodes the same Produce request")
    check(kio_encode(write_kio, kio_msg) == body, "kio encodes the same Produce request")
    return Case(
        f"Produce request encode ({len(batches)} partitions x 10 KiB records)",
        "Produce",
        version,
        {
            "kafkawire": lambda: ours.encode(version),
            "kafka-python": lambda: kp.encode(version=version),
            "kio": lambda: kio_encode(write_kio, kio_msg),
        },
        note=f"{len(body)} body bytes",
    )


# -- case 5: small messages -----------------------------------------------------


HEARTBEAT_ARGS: dict[str, Any] = {
    "group_id": "payments-consumer",
    "generation_id": 42,
    "member_id": "consumer-1-6f1c2f0e-8e0b-4a53-9d7e-3b1f6b2c9a10",
    "group_instance_id": None,
}


def cases_small() -> list[Case]:
    version = 4
    ours = HeartbeatRequest(**HEARTBEAT_ARGS)
    kp = KpHeartbeatRequest(**HEARTBEAT_ARGS)
    kio_msg = kio_heartbeat.HeartbeatRequest(**HEARTBEAT_ARGS)
    write_kio = kio.serial.entity_writer(kio_heartbeat.HeartbeatRequest)
    read_kio = kio.serial.entity_reader(kio_heartbeat.HeartbeatRequest)
    hb = ours.encode(version)
    check(kp.encode(version=version) == hb, "kafka-python encodes the same Heartbeat")
    check(kio_encode(write_kio, kio_msg) == hb, "kio encodes the same Heartbeat")
    check(HeartbeatRequest.decode(hb, version) == ours, "kafkawire round-trips the Heartbeat")
    kp_hb = KpHeartbeatRequest.decode(hb, version=version)
    kio_hb, _ = read_kio(hb, 0)
    for other in (kp_hb, kio_hb):
        check(other.member_id == ours.member_id and other.generation_id == 42, "heartbeat")

    keys = [(k, 0, 3 + k % 15) for k in range(60)]
    av = ApiVersionsResponse(
        error_code=0,
        api_keys=[
            kw_api_versions.ApiVersion(api_key=k, min_version=a, max_version=b) for k, a, b in keys
        ],
        throttle_time_ms=0,
    )
    kp_av_cls = KpApiVersionsResponse.ApiVersion
    kp_av = KpApiVersionsResponse(
        error_code=0,
        api_keys=[kp_av_cls(api_key=k, min_version=a, max_version=b) for k, a, b in keys],
        throttle_time_ms=0,
    )
    kio_av = kio_api_versions.ApiVersionsResponse(
        error_code=ErrorCode.none,
        api_keys=tuple(
            kio_api_versions.ApiVersion(api_key=i16(k), min_version=i16(a), max_version=i16(b))
            for k, a, b in keys
        ),
        throttle_time=kio_td(0),
    )
    write_kio_av = kio.serial.entity_writer(kio_api_versions.ApiVersionsResponse)
    read_kio_av = kio.serial.entity_reader(kio_api_versions.ApiVersionsResponse)
    avb = av.encode(version)
    check(kp_av.encode(version=version) == avb, "kafka-python encodes the same ApiVersions")
    check(kio_encode(write_kio_av, kio_av) == avb, "kio encodes the same ApiVersions")
    for other in (KpApiVersionsResponse.decode(avb, version=version), read_kio_av(avb, 0)[0]):
        check(len(other.api_keys) == 60 and other.api_keys[59].max_version == 3 + 59 % 15, "av")

    return [
        Case(
            "Heartbeat request encode",
            "Heartbeat",
            version,
            {
                "kafkawire": lambda: ours.encode(version),
                "kafka-python": lambda: kp.encode(version=version),
                "kio": lambda: kio_encode(write_kio, kio_msg),
            },
            note=f"{len(hb)} body bytes",
        ),
        Case(
            "Heartbeat request decode",
            "Heartbeat",
            version,
            {
                "kafkawire": lambda: HeartbeatRequest.decode(hb, version),
                "kafka-python": lambda: KpHeartbeatRequest.decode(hb, version=version),
                "kio": lambda: read_kio(hb, 0),
            },
            note=f"{len(hb)} body bytes",
        ),
        Case(
            "ApiVersions response encode (60 keys)",
            "ApiVersions",
            version,
            {
                "kafkawire": lambda: av.encode(version),
                "kafka-python": lambda: kp_av.encode(version=version),
                "kio": lambda: kio_encode(write_kio_av, kio_av),
            },
            note=f"{len(avb)} body bytes",
        ),
        Case(
            "ApiVersions response decode (60 keys)",
            "ApiVersions",
            version,
            {
                "kafkawire": lambda: ApiVersionsResponse.decode(avb, version),
                "kafka-python": lambda: KpApiVersionsResponse.decode(avb, version=version),
                "kio": lambda: read_kio_av(avb, 0),
            },
            note=f"{len(avb)} body bytes",
        ),
    ]


# -- timing ---------------------------------------------------------------------


def measure(op: Op, budget: float, repeat: int, clock: Callable[[], float]) -> Timing:
    """Per-call seconds: best and median of ``repeat`` runs of about ``budget`` s each."""
    timer = timeit.Timer(op, timer=clock)
    number = 1
    while True:
        elapsed = timer.timeit(number)
        if elapsed >= budget / 4:
            break
        number *= 2 if elapsed == 0 else max(2, min(10, int(budget / 4 / elapsed) + 1))
    number = max(1, int(number * budget / elapsed))
    runs = [t / number for t in timer.repeat(repeat, number)]
    return Timing(min(runs), statistics.median(runs))


def run_cases(
    cases: list[Case], budget: float, repeat: int, clock: Callable[[], float]
) -> list[Result]:
    results = []
    for case in cases:
        result = Result(case)
        for lib, op in case.ops.items():
            result.times[lib] = measure(op, budget, repeat, clock)
        results.append(result)
        print(f"  timed: {case.name}", file=sys.stderr, flush=True)
    return results


# -- import time ------------------------------------------------------------------

IMPORTS = {
    "kafkawire": "import kafkawire",
    "kafka-python": "import kafka.protocol",
    "kio": "import kio.serial",
}

_SMALL_METADATA = MetadataResponse(
    brokers=[kw_metadata.MetadataResponseBroker(node_id=1, host="localhost", port=9092)],
    cluster_id="c",
    controller_id=1,
    topics=[
        kw_metadata.MetadataResponseTopic(
            name="t",
            topic_id=topic_uuid(1),
            partitions=[kw_metadata.MetadataResponsePartition(replica_nodes=[1], isr_nodes=[1])],
        )
    ],
).encode(13)

FIRST_USE = {
    "kafkawire": (
        "from kafkawire.protocol.messages import MetadataRequest, MetadataResponse\n"
        "MetadataResponse.decode(BODY, 13)\n"
        "MetadataRequest(topics=None).encode(13)\n"
    ),
    "kafka-python": (
        "from kafka.protocol.metadata import MetadataRequest, MetadataResponse\n"
        "MetadataResponse.decode(BODY, version=13)\n"
        "MetadataRequest(topics=None).encode(version=13)\n"
    ),
    "kio": (
        "import io\n"
        "from kio.schema.metadata.v13.request import MetadataRequest\n"
        "from kio.schema.metadata.v13.response import MetadataResponse\n"
        "kio.serial.entity_reader(MetadataResponse)(BODY, 0)\n"
        "kio.serial.entity_writer(MetadataRequest)(io.BytesIO(), MetadataRequest(\n"
        "    topics=None, allow_auto_topic_creation=True,\n"
        "    include_topic_authorized_operations=False))\n"
    ),
}

_PROBE = """\
import sys, time
sys.path.insert(0, {root!r})
BODY = bytes.fromhex({body!r})
clock = time.{clock}
t0 = clock()
{imp}
t1 = clock()
{use}
t2 = clock()
print(t1 - t0, t2 - t1)
"""


def probe(lib: str, clock: str) -> tuple[float, float]:
    code = _PROBE.format(
        root=str(ROOT),
        body=_SMALL_METADATA.hex(),
        clock=clock,
        imp=IMPORTS[lib],
        use=FIRST_USE[lib],
    )
    # bytecode caches on: the first (warm-up) run writes them, as an installed package has them
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    ).stdout.split()
    return float(out[0]), float(out[1])


def startup_time() -> float:
    """Bare interpreter start and exit, wall clock."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - t0


def import_times(runs: int, clock: str) -> dict[str, tuple[float, float]]:
    for lib in IMPORTS:
        probe(lib, clock)  # warm the bytecode caches and the OS page cache
    samples: dict[str, list[tuple[float, float]]] = {lib: [] for lib in IMPORTS}
    for _ in range(runs):
        for lib in IMPORTS:  # interleaved, so drift hits every library alike
            samples[lib].append(probe(lib, clock))
    return {lib: (min(s[0] for s in got), min(s[1] for s in got)) for lib, got in samples.items()}


# -- report -----------------------------------------------------------------------


def fmt_time(seconds: float) -> str:
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    if seconds >= 1e-6:
        return f"{seconds * 1e6:.1f} us"
    return f"{seconds * 1e9:.0f} ns"


def fmt_ratio(peer: float, ours: float, lib: str) -> str:
    ratio = peer / ours
    mark = "" if ratio >= TARGETS[lib] else " !"
    return f"{ratio:.2f}x{mark}"


def table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        cells = [
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("| " + " | ".join(cells) + " |")
        if n == 0:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def report(
    results: list[Result],
    imports: dict[str, tuple[float, float]],
    startup: float,
    clock: str,
) -> str:
    rows = [["case", "v", "kafkawire", "kafka-python", "kio", "vs kafka-python", "vs kio"]]
    for r in results:
        ours = r.times["kafkawire"].best
        row = [r.case.name, str(r.case.version), fmt_time(ours)]
        row += [fmt_time(r.times[lib].best) for lib in PEERS]
        row += [fmt_ratio(r.times[lib].best, ours, lib) for lib in PEERS]
        rows.append(row)
    for label, index in (("import (in a fresh interpreter)", 0), ("first Metadata use", 1)):
        ours = imports["kafkawire"][index]
        row = [label, "13" if index else "", fmt_time(ours)]
        row += [fmt_time(imports[lib][index]) for lib in PEERS]
        row += [fmt_ratio(imports[lib][index], ours, lib) for lib in PEERS]
        rows.append(row)
    medians = [["case", "kafkawire", "kafka-python", "kio"]]
    for r in results:
        medians.append([r.case.name] + [fmt_time(r.times[lib].median) for lib in r.times])
    notes = [f"- {r.case.name}: {r.case.note}" for r in results if r.case.note]
    return "\n".join(
        [
            f"Best per-op time ({clock}); ratios are the peer's time over kafkawire's"
            " ('x faster');",
            "'!' marks a miss of the target (3x kafka-python, 1x kio).",
            "",
            table(rows),
            "",
            "Median per-op time:",
            "",
            table(medians),
            "",
            *notes,
            f"- bare interpreter start and exit: {fmt_time(startup)} (not in the import rows)",
            "- import: kafkawire = `import kafkawire`, kafka-python = `import kafka.protocol`,"
            " kio = `import kio.serial`",
            "- first Metadata use: import the Metadata classes, decode one small v13 response,"
            " encode one v13 request",
            "- kio decodes in a Rust extension (kio._kio_native) and encodes in pure Python;"
            " kafka-python 3 and kafkawire are pure Python both ways",
        ]
    )


def versions_line() -> str:
    from importlib.metadata import version

    return (
        f"Python {sys.version.split()[0]}, kafkawire {version('kafkawire')},"
        f" kafka-python {version('kafka-python')}, kio {version('kio')},"
        f" {os.cpu_count()} CPUs"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs, rough numbers")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="one short run of each case and one import probe: checks that it runs, numbers are noise",
    )
    parser.add_argument(
        "--wall",
        action="store_true",
        help="time with the wall clock (default: this thread's CPU time, steadier on a busy host)",
    )
    args = parser.parse_args(argv)
    clock = time.perf_counter if args.wall else time.thread_time
    budget, repeat, import_runs = (0.02, 3, 3) if args.quick else (0.15, 7, 10)
    if args.smoke:
        budget, repeat, import_runs = 1e-6, 1, 1

    assert kafkawire.MetadataResponse is MetadataResponse
    batches = [record_batch(p) for p in range(10)]
    cases = [
        case_metadata_decode(),
        case_fetch_request_encode(),
        case_fetch_response_decode(batches),
        # the same with 100 partitions: how the per-partition cost scales
        case_fetch_response_decode([record_batch(p) for p in range(100)]),
        case_produce_request_encode(batches),
        *cases_small(),
    ]
    print(versions_line(), file=sys.stderr)
    print("all libraries agree on every case; timing ...", file=sys.stderr, flush=True)
    results = run_cases(cases, budget, repeat, clock)
    imports = import_times(import_runs, "perf_counter" if args.wall else "process_time")
    startup = min(startup_time() for _ in range(import_runs))
    print()
    print(versions_line())
    print()
    print(report(results, imports, startup, "wall clock" if args.wall else "CPU time"))


if __name__ == "__main__":
    main()
