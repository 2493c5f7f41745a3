"""Magic 0 and 1 message sets cross between kafkawire and librdkafka (confluent-kafka),
both ways, for every codec librdkafka has on those magics: none, gzip, snappy, lz4.

Why a test double: Tansu, the test broker, refuses magic 0 and 1 (Produce v0-v2),
and confluent-kafka has no in-process reader or builder, so librdkafka is run for
real against ``FakeCluster`` (tests/fakebroker, a TEST DOUBLE of a broker) served
from a thread (``ThreadedFakeCluster``). The double only carries bytes: a Fetch
answer holds the message sets kafkawire wrote, verbatim, and every Produce request
is kept (``FakeCluster.requests``) for kafkawire to read what librdkafka wrote.

How librdkafka 2.x is made to use the old magics (each way is one "era" below):

* ``api.version.request=false`` with ``broker.version.fallback=0.9.0``: no
  ApiVersions; Metadata v0, Produce v1 and Fetch v1, magic 0 (what it does with a
  real 0.9 broker). Both settings are deprecated: librdkafka warns that 3.x
  drops them and brokers before 0.10.
* ApiVersions answered with Produce at most v1 and Fetch at most v1: magic 0 too,
  as librdkafka needs Produce v2 and Fetch v2 for magic 1 (rdkafka_feature.c).
* ApiVersions answered with Produce at most v2 and Fetch at most v3 (a 0.10.x
  broker): magic 1, Produce v2, Fetch v3.

What does not work, and why:

* ``broker.version.fallback=0.10.0`` (or any value from 0.10 up) with
  ``api.version.request=false`` does not give magic 1: librdkafka sends ApiVersions
  anyway and then uses magic 2. Magic 1 is reached only through ApiVersions.
* With the fallback, a Metadata v0 answer for a one-character topic name makes
  librdkafka fail ("Protocol parse failure for Metadata v0 ... isrs: tmpabuf
  memory shortage"): it sizes its parse buffer at four times the answer's size,
  too little for so short an answer. A ten-character name was already enough
  (librdkafka 2.16.0), hence ``TOPIC``.
* zstd needs magic 2 (KIP-110); not tried here.

LZ4 framing (KAFKA-3160, KIP-57): kafkawire writes magic 0 frames with Kafka
0.8's wrong header checksum and magic 1 frames with the right one, and so does
librdkafka; both are asserted. librdkafka, reading magic 0, overwrites the header
checksum with the right one before decompressing, so it takes a magic 0 frame
with either checksum (the reading test cannot tell them apart, hence the check of
our own bytes); on magic 1 it refuses Kafka 0.8's ("Invalid compressed data").
Both were seen by hand with librdkafka 2.16.0; they are librdkafka's behaviour,
not kafkawire's, so they are not tests here.

Librdkafka silently sends uncompressed batches when the broker lacks a codec's
feature or when compressing does not shrink them, so the codec read back is
asserted, not assumed; so are the magic and the Produce and Fetch versions used,
so that a librdkafka which no longer does the above fails here instead of
quietly testing magic 2.
"""

from __future__ import annotations

import struct
import time
from dataclasses import dataclass, field
from typing import Any

import pytest
from confluent_kafka import (
    TIMESTAMP_CREATE_TIME,
    TIMESTAMP_LOG_APPEND_TIME,
    TIMESTAMP_NOT_AVAILABLE,
    Consumer,
    Producer,
    TopicPartition,
)

from kafkawire.records import Compression, Record, RecordSet, TimestampType, read_batches
from kafkawire.records.lz4_header import xxh32
from tests.fakebroker import FakeCluster
from tests.fakebroker.threaded import ThreadedFakeCluster

#: long enough for librdkafka's Metadata v0 parser (see the module docstring)
TOPIC = "legacy-interop"
TS = 1_700_000_000_000
COUNT = 25
#: bound on how long librdkafka may take to deliver or see every record
WAIT_S = 15.0
CODECS = {
    "none": Compression.NONE,
    "gzip": Compression.GZIP,
    "snappy": Compression.SNAPPY,
    "lz4": Compression.LZ4,
}
#: no GetTelemetrySubscriptions (the double has no handler and would hang up)
BASE_CONFIG = {"enable.metrics.push": False}


@dataclass(frozen=True)
class Era:
    """How librdkafka is brought to a magic, and the versions it then uses."""

    magic: int
    produce_version: int
    fetch_version: int
    config: dict[str, Any] = field(default_factory=dict)
    api_versions_max: dict[int, int] = field(default_factory=dict)


ERAS = {
    "fallback-0.9.0": Era(
        magic=0,
        produce_version=1,
        fetch_version=1,
        config={"api.version.request": False, "broker.version.fallback": "0.9.0"},
    ),
    "apiversions-produce1-fetch1": Era(
        magic=0, produce_version=1, fetch_version=1, api_versions_max={0: 1, 1: 1}
    ),
    "apiversions-produce2-fetch3": Era(
        magic=1, produce_version=2, fetch_version=3, api_versions_max={0: 2, 1: 3}
    ),
}
CASES = [(era, codec) for era in ERAS for codec in CODECS]


def _key(i: int) -> bytes | None:
    return None if i % 7 == 3 else b"key-%d" % i


def _value(i: int) -> bytes | None:
    if i % 11 == 5:
        return None
    return b"" if i % 9 == 4 else b"value-%d-" % i * (i % 4 + 1)


def _lz4_checksum(frame: bytes) -> str:
    """Which header checksum (HC) an LZ4 frame carries: "right", "kafka-0.8" or "neither"."""
    assert frame[:4] == b"\x04\x22\x4d\x18", "not an LZ4 frame"
    flg = frame[4]
    end = 6 + (8 if flg & 0x08 else 0) + (4 if flg & 0x01 else 0)  # HC's position
    if frame[end] == (xxh32(frame[4:end]) >> 8) & 0xFF:
        return "right"
    if frame[end] == (xxh32(frame[:end]) >> 8) & 0xFF:
        return "kafka-0.8"  # hashed the magic too (KAFKA-3160)
    return "neither"


def _outer_values(data: bytes) -> list[bytes]:
    """The value of every outer message of a legacy message set (a wrapper's: its
    compressed inner set). Parsed here, apart from kafkawire, on purpose."""
    out = []
    pos = 0
    while pos < len(data):
        size, magic = struct.unpack_from(">i4xb", data, pos + 8)
        at = pos + 18 + (8 if magic == 1 else 0)  # past attributes (and timestamp)
        (key_length,) = struct.unpack_from(">i", data, at)
        at += 4 + max(key_length, 0)
        (value_length,) = struct.unpack_from(">i", data, at)
        out.append(data[at + 4 : at + 4 + max(value_length, 0)])
        pos += 12 + size
    return out


def _lz4_checksums(data: bytes) -> set[str]:
    return {_lz4_checksum(v) for v in _outer_values(data)}


def _intended_lz4_checksum(magic: int) -> str:
    return "kafka-0.8" if magic == 0 else "right"


def _cluster(era: Era) -> FakeCluster:
    fake = FakeCluster(1, api_versions_max=era.api_versions_max)
    fake.add_topic(TOPIC, [1])
    return fake


# -- kafkawire writes, librdkafka reads -----------------------------------------


def _our_message_sets(magic: int, codec: int) -> list[tuple[list[Record], bytes]]:
    """COUNT records from offset 100 as three message sets, as a log holds them."""
    records = [
        Record(100 + i, -1 if magic == 0 else TS + 7 * i, _key(i), _value(i)) for i in range(COUNT)
    ]
    sets = []
    for part in (records[:10], records[10:11], records[11:]):
        rs = RecordSet(part, version=magic, compression=codec, base_offset=part[0].offset)
        sets.append((part, rs.to_bytes()))
    return sets


Consumed = tuple[int | None, bytes | None, bytes | None, tuple[int, int]]


def _librdkafka_consumes(
    fake: FakeCluster, era: Era, sets: list[tuple[list[Record], bytes]]
) -> list[Consumed]:
    """(offset, key, value, timestamp) of what a librdkafka Consumer assigned the
    partition at the first offset reads, when the double's log holds ``sets``."""
    log = fake.topics[TOPIC].partitions[0]
    for part, data in sets:
        log.batches.append((part[0].offset, part[-1].offset + 1, data))
        log.next_offset = part[-1].offset + 1
    count = sum(len(part) for part, _ in sets)
    got: list[Consumed] = []
    errors: list[Any] = []
    with ThreadedFakeCluster(fake):
        # confluent-kafka insists on a group id; with assign() no group is joined
        consumer = Consumer(
            {
                **BASE_CONFIG,
                **era.config,
                "bootstrap.servers": fake.bootstrap,
                "group.id": "legacy-interop",
                "enable.auto.commit": False,
                "error_cb": errors.append,
            }
        )
        try:
            consumer.assign([TopicPartition(TOPIC, 0, sets[0][0][0].offset)])
            deadline = time.monotonic() + WAIT_S
            while len(got) < count and time.monotonic() < deadline:
                msg = consumer.poll(0.2)
                if msg is None:
                    continue
                if msg.error():
                    errors.append(msg.error())
                    continue
                got.append((msg.offset(), msg.key(), msg.value(), msg.timestamp()))
        finally:
            consumer.close()
    assert errors == []
    return got


@pytest.mark.parametrize(("era_name", "codec_name"), CASES)
def test_librdkafka_reads_our_legacy_message_sets(era_name: str, codec_name: str) -> None:
    era, codec = ERAS[era_name], CODECS[codec_name]
    sets = _our_message_sets(era.magic, codec)
    for _, data in sets:  # what is served is what is meant
        batches = read_batches(data)
        assert batches.tail == b""
        assert {(b.version, b.compression) for b in batches} == {(era.magic, codec)}
        if codec == Compression.LZ4:
            assert _lz4_checksums(data) == {_intended_lz4_checksum(era.magic)}
    fake = _cluster(era)
    got = _librdkafka_consumes(fake, era, sets)
    assert len(got) == COUNT
    records = [r for part, _ in sets for r in part]
    assert [(o, k, v) for o, k, v, _ in got] == [(r.offset, r.key, r.value) for r in records]
    if era.magic == 0:
        assert {kind for *_, (kind, _) in got} == {TIMESTAMP_NOT_AVAILABLE}
    else:
        assert [ts for *_, ts in got] == [(TIMESTAMP_CREATE_TIME, r.timestamp) for r in records]
    assert {v for _, v, _ in fake.sent(1)} == {era.fetch_version}


@pytest.mark.parametrize("codec_name", ["gzip", "snappy", "lz4"])
def test_librdkafka_takes_the_wrapper_timestamp_under_log_append_time(codec_name: str) -> None:
    """A magic 1 wrapper with log append time (KIP-32) gives its own timestamp to
    every inner record, whatever the inner ones say."""
    era, codec = ERAS["apiversions-produce2-fetch3"], CODECS[codec_name]
    appended = TS + 10**6
    records = [Record(50 + i, TS + 7 * i, _key(i), _value(i)) for i in range(COUNT)]
    rs = RecordSet(
        records,
        version=1,
        compression=codec,
        base_offset=50,
        timestamp_type=TimestampType.LOG_APPEND_TIME,
        max_timestamp=appended,
    )
    data = rs.to_bytes()
    (ours,) = read_batches(data)
    assert ours.timestamp_type == TimestampType.LOG_APPEND_TIME
    assert {r.timestamp for r in ours.records} == {appended}
    got = _librdkafka_consumes(_cluster(era), era, [(records, data)])
    assert [(o, k, v) for o, k, v, _ in got] == [(r.offset, r.key, r.value) for r in records]
    assert [ts for *_, ts in got] == [(TIMESTAMP_LOG_APPEND_TIME, appended)] * COUNT


# -- librdkafka writes, kafkawire reads -----------------------------------------


@pytest.mark.parametrize(("era_name", "codec_name"), CASES)
def test_we_read_librdkafka_legacy_message_sets(era_name: str, codec_name: str) -> None:
    era, codec = ERAS[era_name], CODECS[codec_name]
    sent = [(_key(i), _value(i), TS + 3 * i) for i in range(COUNT)]
    fake = _cluster(era)
    delivered: list[Any] = []
    errors: list[Any] = []
    with ThreadedFakeCluster(fake):
        producer = Producer(
            {
                **BASE_CONFIG,
                **era.config,
                "bootstrap.servers": fake.bootstrap,
                "compression.type": codec_name,
                # every record queued before the first send (flush does not wait
                # for it): a batch of one record that gzip cannot shrink goes out
                # uncompressed, which a loaded machine made happen
                "linger.ms": 5000,
                "enable.idempotence": False,
                "error_cb": errors.append,
            }
        )
        for key, value, ts in sent:
            producer.produce(
                TOPIC,
                key=key,
                value=value,
                partition=0,
                timestamp=ts,
                on_delivery=lambda err, msg: delivered.append(err),
            )
        assert producer.flush(WAIT_S) == 0
    assert errors == []
    assert delivered == [None] * COUNT

    got: list[Record] = []
    for _, version, message in fake.sent(0):
        assert version == era.produce_version
        (topic,) = message.topic_data
        assert topic.name == TOPIC
        for partition in topic.partition_data:
            data = bytes(partition.records)
            batches = read_batches(data)
            assert batches.tail == b""
            assert {(b.version, b.compression) for b in batches} == {(era.magic, codec)}
            if codec == Compression.LZ4:
                assert _lz4_checksums(data) == {_intended_lz4_checksum(era.magic)}
            records = [r for b in batches for r in b.records]
            # a producer numbers each request's records from 0; the broker renumbers
            assert [r.offset for r in records] == list(range(len(records)))
            got += records
    expected_ts = [-1 if era.magic == 0 else ts for *_, ts in sent]
    assert [(r.key, r.value, r.timestamp) for r in got] == [
        (k, v, ts) for (k, v, _), ts in zip(sent, expected_ts, strict=True)
    ]
