"""Record batches through a real broker, both ways, with the peers' consumers and producers.

Tansu takes only magic 2 batches (Produce v0-v2 are refused, see BROKER.md),
so magic 0 and 1 interop is tested in tests/records/: in-process with
kafka-python and aiokafka, and with librdkafka against the fake broker (a test
double) in test_records_interop_librdkafka.py.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import Any

import pytest

from kafkawire.records import Compression, Header, Record, RecordSet, read_batches
from tests.integration.wire import connect, create_topic, fetch, produce, unique_topic

CODECS = {
    "none": Compression.NONE,
    "gzip": Compression.GZIP,
    "snappy": Compression.SNAPPY,
    "lz4": Compression.LZ4,
    "zstd": Compression.ZSTD,
}
COUNT = 25
#: bound on how long a peer consumer may take to see every record
CONSUME_S = 30.0


def _records(t0: int) -> list[Record]:
    out = []
    for i in range(COUNT):
        key = None if i % 7 == 3 else f"key-{i}".encode()
        value = None if i % 11 == 5 else (f"value-{i}-" * (i % 4 + 1)).encode()
        headers: list[Header] = [("trace", f"t{i}".encode()), ("empty", b"")] if i % 2 else []
        out.append(Record(i, t0 + i * 3, key, value, headers))
    return out


Plain = tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]], int]


def _plain(records: Iterable[tuple[Any, Any, Iterable[Any], int]]) -> list[Plain]:
    """(key, value, headers, timestamp) rows, as each peer gives them, in bytes."""
    return [(_b(k), _b(v), [(h, _b(x)) for h, x in hs], ts) for k, v, hs, ts in records]


def _b(data: Any) -> bytes | None:
    return None if data is None else bytes(data)


def _expected(records: list[Record]) -> list[Plain]:
    return _plain([(r.key, r.value, list(r.headers), r.timestamp) for r in records])


def _write_ours(bootstrap: str, codec: str) -> tuple[str, list[Record]]:
    topic = unique_topic(f"kw-ours-{codec}")
    records = _records(int(time.time() * 1000) - 10_000)
    with connect(bootstrap) as sock:
        create_topic(sock, topic)
        batch = RecordSet(records, compression=CODECS[codec])
        assert produce(sock, topic, 0, batch.to_bytes()) == 0
    return topic, records


@pytest.mark.parametrize("codec", list(CODECS))
def test_confluent_kafka_reads_our_batches(broker: str, codec: str) -> None:
    from confluent_kafka import Consumer, TopicPartition

    topic, records = _write_ours(broker, codec)
    consumer = Consumer(
        {"bootstrap.servers": broker, "group.id": topic, "enable.auto.commit": False}
    )
    try:
        consumer.assign([TopicPartition(topic, 0, 0)])
        got: list[tuple[Any, Any, Iterable[Any], int]] = []
        deadline = time.monotonic() + CONSUME_S
        while len(got) < COUNT and time.monotonic() < deadline:
            msg = consumer.poll(0.5)
            if msg is None or msg.error():
                continue
            got.append((msg.key(), msg.value(), list(msg.headers() or []), msg.timestamp()[1]))
    finally:
        consumer.close()
    assert _plain(got) == _expected(records)


@pytest.mark.parametrize("codec", list(CODECS))
def test_kafka_python_reads_our_batches(broker: str, codec: str) -> None:
    from kafka import KafkaConsumer, TopicPartition

    topic, records = _write_ours(broker, codec)
    consumer = KafkaConsumer(
        bootstrap_servers=broker, enable_auto_commit=False, consumer_timeout_ms=2000
    )
    try:
        tp = TopicPartition(topic, 0)
        consumer.assign([tp])
        consumer.seek(tp, 0)
        got: list[tuple[Any, Any, Iterable[Any], int]] = []
        deadline = time.monotonic() + CONSUME_S
        while len(got) < COUNT and time.monotonic() < deadline:
            for batch in consumer.poll(timeout_ms=500).values():
                got += [(m.key, m.value, list(m.headers), m.timestamp) for m in batch]
    finally:
        consumer.close()
    assert _plain(got) == _expected(records)


@pytest.mark.parametrize("codec", list(CODECS))
def test_aiokafka_reads_our_batches(broker: str, codec: str) -> None:
    from aiokafka import AIOKafkaConsumer, TopicPartition

    topic, records = _write_ours(broker, codec)

    async def consume() -> list[tuple[Any, Any, Iterable[Any], int]]:
        consumer = AIOKafkaConsumer(bootstrap_servers=broker, enable_auto_commit=False)
        await consumer.start()
        try:
            tp = TopicPartition(topic, 0)
            consumer.assign([tp])
            consumer.seek(tp, 0)
            got: list[tuple[Any, Any, Iterable[Any], int]] = []
            deadline = time.monotonic() + CONSUME_S
            while len(got) < COUNT and time.monotonic() < deadline:
                for batch in (await consumer.getmany(timeout_ms=500)).values():
                    got += [(m.key, m.value, list(m.headers), m.timestamp) for m in batch]
            return got
        finally:
            await consumer.stop()

    assert _plain(asyncio.run(consume())) == _expected(records)


def _read_back(bootstrap: str, topic: str, count: int, codec: str) -> list[Record]:
    """The first ``count`` records of partition 0, whose batches must all be
    compressed with ``codec``: a peer that quietly stopped compressing fails."""
    got: list[Record] = []
    codecs: set[int] = set()
    with connect(bootstrap) as sock:
        deadline = time.monotonic() + CONSUME_S
        while len(got) < count and time.monotonic() < deadline:
            batches = read_batches(fetch(sock, topic, 0, len(got)))
            assert batches.tail == b""
            for batch in batches:
                codecs.add(batch.compression)
                got += [r for r in batch.records if r.offset >= len(got)]
    assert codecs == {CODECS[codec]}
    return got


def _sent(t0: int) -> list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]], int]]:
    return [
        (f"key-{i}".encode(), f"value-{i}".encode() * (i % 5 + 1), [("n", str(i).encode())], t0 + i)
        for i in range(COUNT)
    ]


@pytest.mark.parametrize("codec", list(CODECS))
def test_we_read_confluent_kafka_batches(broker: str, codec: str) -> None:
    from confluent_kafka import Producer

    topic = unique_topic(f"kw-ck-{codec}")
    with connect(broker) as sock:
        create_topic(sock, topic)
    t0 = int(time.time() * 1000) - 5000
    sent = _sent(t0)
    producer = Producer(
        {
            "bootstrap.servers": broker,
            "compression.type": codec,
            "linger.ms": 50,
            "enable.idempotence": False,
        }
    )
    for key, value, headers, ts in sent:
        producer.produce(
            topic, value=value, key=key, headers=list(headers), timestamp=ts, partition=0
        )
    assert producer.flush(CONSUME_S) == 0
    got = _read_back(broker, topic, COUNT, codec)
    assert _expected(got) == _plain(sent)
    assert [r.offset for r in got] == list(range(COUNT))


@pytest.mark.parametrize("codec", list(CODECS))
def test_we_read_kafka_python_batches(broker: str, codec: str) -> None:
    from kafka import KafkaProducer

    topic = unique_topic(f"kw-kp-{codec}")
    with connect(broker) as sock:
        create_topic(sock, topic)
    t0 = int(time.time() * 1000) - 5000
    sent = _sent(t0)
    producer = KafkaProducer(
        bootstrap_servers=broker,
        compression_type=None if codec == "none" else codec,
        linger_ms=50,
        enable_idempotence=False,
    )
    try:
        for key, value, headers, ts in sent:
            producer.send(
                topic, value=value, key=key, headers=headers, timestamp_ms=ts, partition=0
            )
        producer.flush(timeout=CONSUME_S)
    finally:
        producer.close()
    got = _read_back(broker, topic, COUNT, codec)
    assert _expected(got) == _plain(sent)


@pytest.mark.parametrize("codec", list(CODECS))
def test_we_read_aiokafka_batches(broker: str, codec: str) -> None:
    from aiokafka import AIOKafkaProducer

    topic = unique_topic(f"kw-aio-{codec}")
    with connect(broker) as sock:
        create_topic(sock, topic)
    t0 = int(time.time() * 1000) - 5000
    sent = _sent(t0)

    async def send() -> None:
        producer = AIOKafkaProducer(
            bootstrap_servers=broker,
            compression_type=None if codec == "none" else codec,
            linger_ms=50,
        )
        await producer.start()
        try:
            for key, value, headers, ts in sent:
                await producer.send(
                    topic, value=value, key=key, headers=headers, timestamp_ms=ts, partition=0
                )
            await producer.flush()
        finally:
            await producer.stop()

    asyncio.run(send())
    got = _read_back(broker, topic, COUNT, codec)
    assert _expected(got) == _plain(sent)
