"""Record batch speed: kafkawire beside kafka-python and aiokafka, on the same input.

    python benchmarks/bench_records.py [--quick | --smoke]

Encodes and decodes one magic 2 batch of 1,000 records (10-byte key, 100-byte
value, one header) uncompressed and with each codec, then decodes a 1 MiB fetch
buffer of many batches whose last one is cut, as a broker cuts it. Peers:
kafka-python (pure Python), aiokafka with its C extension and aiokafka's pure
Python classes. Each figure is the best of several timed rounds; ratios are
kafkawire's records/s over the peer's.

Encoding: "kafkawire builder" appends raw fields like the peers' builders do;
"kafkawire RecordSet" writes Record objects made beforehand (their making is
not timed). Decoding: every library checks each batch's CRC-32C and produces
record objects with every field. kafkawire checks it while reading (its
default); the peers check it only when asked, so each peer decoder calls its
batch's ``validate_crc()`` first, as their consumers do (``check_crcs=True``).
Before any timing, every library's output is checked: each encoder's batch is
read back (codec and every record compared), each reader's records compared
field by field with those written; a mismatch stops the run.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aiokafka.record import _crecords as aiokafka_c
from aiokafka.record.default_records import (
    _DefaultRecordBatchBuilderPy as AiokafkaPyBuilder,
)
from aiokafka.record.default_records import (
    _DefaultRecordBatchPy as AiokafkaPyBatch,
)
from kafka.record.default_records import DefaultRecordBatch as KafkaPythonBatch
from kafka.record.default_records import DefaultRecordBatchBuilder as KafkaPythonBuilder
from kafka.record.memory_records import MemoryRecords as KafkaPythonMemoryRecords

from kafkawire.records import (
    BatchBuilder,
    Compression,
    Header,
    Record,
    RecordSet,
    read_batches,
)

N_RECORDS = 1000
TIMESTAMP = 1_700_000_000_000
KEY = b"k" * 10
VALUE = b"v" * 100
HEADERS: list[Header] = [("trace-id", b"0123456789abcdef")]
ITEMS = [(KEY, VALUE, HEADERS)] * N_RECORDS
FETCH_BYTES = 1024 * 1024
FETCH_BATCH_RECORDS = 100
BIG = 1 << 30
CODECS = {
    "none": Compression.NONE,
    "gzip": Compression.GZIP,
    "snappy": Compression.SNAPPY,
    "lz4": Compression.LZ4,
    "zstd": Compression.ZSTD,
}
OURS = ("kafkawire builder", "kafkawire RecordSet", "kafkawire")
PEERS = ("kafka-python", "aiokafka C", "aiokafka py")


def best_seconds(
    fns: dict[str, Callable[[], Any]], rounds: int, min_time: float
) -> dict[str, float]:
    """Best time of one call of each function. Rounds take turns between the
    functions, so a busy machine slows them all alike. The garbage collector is
    paused, as ``timeit`` does: its passes over whatever else is alive would
    otherwise weigh more than the code measured."""
    gc.collect()
    gc.disable()
    try:
        numbers = {name: _calibrate(fn, min_time) for name, fn in fns.items()}
        best = dict.fromkeys(fns, float("inf"))
        for _ in range(rounds):
            for name, fn in fns.items():
                number = numbers[name]
                start = time.perf_counter()
                for _ in range(number):
                    fn()
                best[name] = min(best[name], (time.perf_counter() - start) / number)
        return best
    finally:
        gc.enable()


def _calibrate(fn: Callable[[], Any], min_time: float) -> int:
    """How many calls take at least ``min_time``."""
    fn()
    number = 1
    while True:
        start = time.perf_counter()
        for _ in range(number):
            fn()
        if time.perf_counter() - start >= min_time:
            return number
        number *= 2


# -- encoders: the same 1,000 (key, value, headers) with offsets 0..999 ---------


def ours_builder(codec: int) -> bytes:
    builder = BatchBuilder(compression=codec)
    append = builder.append
    for key, value, headers in ITEMS:
        append(TIMESTAMP, key, value, headers)
    return builder.build()


RECORDS = [Record(i, TIMESTAMP, k, v, h) for i, (k, v, h) in enumerate(ITEMS)]


def ours_record_set(codec: int) -> bytes:
    return RecordSet(RECORDS, compression=codec).to_bytes()


def peer_builder(cls: Any) -> Callable[[int], bytes]:
    def encode(codec: int) -> bytes:
        builder = cls(2, codec, 0, -1, -1, -1, BIG)
        append = builder.append
        for offset, (key, value, headers) in enumerate(ITEMS):
            append(offset, TIMESTAMP, key, value, headers)
        return bytes(builder.build())

    return encode


ENCODERS: dict[str, Callable[[int], bytes]] = {
    "kafkawire builder": ours_builder,
    "kafkawire RecordSet": ours_record_set,
    "kafka-python": peer_builder(KafkaPythonBuilder),
    "aiokafka C": peer_builder(aiokafka_c.DefaultRecordBatchBuilder),
    "aiokafka py": peer_builder(AiokafkaPyBuilder),
}


# -- decoders: every record with every field, as a list -------------------------


def ours_decode(data: bytes) -> list[Any]:
    return RecordSet.from_bytes(data).records


class CrcMismatch(Exception):
    """A peer's ``validate_crc()`` said no."""


def checked(batch: Any) -> Any:
    """``batch`` once its CRC is found right: the peers' consumers check it before
    reading, and kafkawire always checks it, so a peer that skipped it would
    win by doing less."""
    if not batch.validate_crc():
        raise CrcMismatch(f"{type(batch).__name__}: CRC mismatch")
    return batch


def peer_decode(cls: Any) -> Callable[[bytes], list[Any]]:
    def decode(data: bytes) -> list[Any]:
        return list(checked(cls(data)))

    return decode


DECODERS: dict[str, Callable[[bytes], list[Any]]] = {
    "kafkawire": ours_decode,
    "kafka-python": peer_decode(KafkaPythonBatch),
    "aiokafka C": peer_decode(aiokafka_c.DefaultRecordBatch),
    "aiokafka py": peer_decode(AiokafkaPyBatch),
}


# -- a fetch buffer: many batches, the last one cut -----------------------------


def fetch_buffer(codec: int, limit: int = FETCH_BYTES) -> tuple[bytes, int]:
    """The buffer of ``limit`` bytes, and how many records its whole batches hold."""
    parts = []
    size = 0
    offset = 0
    whole = 0
    while size < limit:
        builder = BatchBuilder(compression=codec, base_offset=offset)
        for key, value, headers in ITEMS[:FETCH_BATCH_RECORDS]:
            builder.append(TIMESTAMP, key, value, headers)
        batch = builder.build()
        parts.append(batch)
        size += len(batch)
        offset += FETCH_BATCH_RECORDS
        if size <= limit:
            whole = offset
    return b"".join(parts)[:limit], whole


def fetch_records(n: int) -> list[Record]:
    """The first ``n`` records of a fetch buffer."""
    return [Record(i, TIMESTAMP, KEY, VALUE, HEADERS) for i in range(n)]


def ours_fetch(data: bytes) -> list[Any]:
    return [record for batch in read_batches(data) for record in batch.records]


def kafka_python_fetch(data: bytes) -> list[Any]:
    batches = KafkaPythonMemoryRecords(data)
    records: list[Any] = []
    while batches.has_next():
        records.extend(checked(batches.next_batch()))
    return records


def aiokafka_c_fetch(data: bytes) -> list[Any]:
    batches = aiokafka_c.MemoryRecords(data)
    records: list[Any] = []
    while batches.has_next():
        records.extend(checked(batches.next_batch()))
    return records


def aiokafka_py_fetch(data: bytes) -> list[Any]:
    # aiokafka's pure-Python MemoryRecords hands out its C batches when the
    # extension is present, so frame here (offset 8: length) and use its Python batch.
    view = memoryview(data)
    records: list[Any] = []
    pos = 0
    while pos + 17 <= len(data):
        end = pos + 12 + int.from_bytes(data[pos + 8 : pos + 12], "big")
        if end > len(data):
            break
        records.extend(checked(AiokafkaPyBatch(view[pos:end])))
        pos = end
    return records


FETCHERS: dict[str, Callable[[bytes], list[Any]]] = {
    "kafkawire": ours_fetch,
    "kafka-python": kafka_python_fetch,
    "aiokafka C": aiokafka_c_fetch,
    "aiokafka py": aiokafka_py_fetch,
}


# -- every library's result checked before timing -------------------------------


def _plain(data: Any) -> bytes | None:
    return None if data is None else bytes(data)


def record_fields(record: Any) -> tuple[Any, ...]:
    """A record of any of the libraries as plain values, to compare them."""
    headers = tuple((name, _plain(value)) for name, value in record.headers)
    return (record.offset, record.timestamp, _plain(record.key), _plain(record.value), headers)


def check_same_records(what: str, results: dict[str, list[Any]], want: list[Record]) -> None:
    """Stop unless each library read exactly ``want``: a reader that left a field
    undecoded, or dropped records, would otherwise be timed as the faster."""
    expected = [record_fields(r) for r in want]
    for name, records in results.items():
        if [record_fields(r) for r in records] != expected:
            raise SystemExit(f"{what}: {name} read other records than were written")


def check_encoded(what: str, outputs: dict[str, bytes], codec: int, want: list[Record]) -> None:
    """Stop unless each encoder wrote one batch of ``want`` compressed with ``codec``."""
    for name, data in outputs.items():
        batch = RecordSet.from_bytes(data)
        if batch.compression != codec:
            raise SystemExit(f"{what}: {name} wrote codec {batch.compression}, not {codec}")
        check_same_records(what, {name: batch.records}, want)


def report(title: str, seconds: dict[str, float], count: int) -> None:
    print(f"\n{title}")
    for name, t in seconds.items():
        print(f"  {name:<20} {count / t:>12,.0f} records/s  {t * 1e3:8.3f} ms")
    for ours in (n for n in seconds if n in OURS):
        ratios = "  ".join(
            f"{seconds[peer] / seconds[ours]:5.2f}x {peer}" for peer in seconds if peer in PEERS
        )
        print(f"  {ours} vs: {ratios}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer, shorter rounds")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="one call per round and a 16 KiB fetch buffer: checks that it runs, numbers are noise",
    )
    args = parser.parse_args(argv)
    rounds, min_time = (3, 0.05) if args.quick else (7, 0.2)
    fetch_bytes = FETCH_BYTES
    if args.smoke:
        rounds, min_time, fetch_bytes = 1, 0.0, 16 * 1024
    print(f"Python {sys.version.split()[0]}; best of {rounds} rounds of >= {min_time}s")

    for codec_name, codec in CODECS.items():
        reference = ours_record_set(codec)
        if KafkaPythonBatch(reference).next_offset != N_RECORDS:
            raise SystemExit("kafka-python disagrees with kafkawire's batch")
        outputs = {name: encode(codec) for name, encode in ENCODERS.items()}
        check_encoded(f"encode {codec_name}", outputs, codec, RECORDS)
        enc = best_seconds(
            {name: partial(f, codec) for name, f in ENCODERS.items()}, rounds, min_time
        )
        report(f"encode 1,000 records, {codec_name} ({len(reference):,} bytes)", enc, N_RECORDS)
        read = {name: decode(reference) for name, decode in DECODERS.items()}
        check_same_records(f"decode {codec_name}", read, RECORDS)
        dec = best_seconds(
            {name: partial(d, reference) for name, d in DECODERS.items()},
            rounds,
            min_time,
        )
        report(f"decode 1,000 records, {codec_name}", dec, N_RECORDS)

    # the records of a batch a producer filled over two seconds: their
    # timestamp deltas take two bytes each, not one
    spread_records = [Record(i, TIMESTAMP + 2 * i, k, v, h) for i, (k, v, h) in enumerate(ITEMS)]
    spread = RecordSet(spread_records).to_bytes()
    read = {name: decode(spread) for name, decode in DECODERS.items()}
    check_same_records("decode 2 ms apart", read, spread_records)
    dec = best_seconds({name: partial(d, spread) for name, d in DECODERS.items()}, rounds, min_time)
    report("decode 1,000 records 2 ms apart, none", dec, N_RECORDS)

    for codec_name in ("none", "lz4"):
        data, n = fetch_buffer(CODECS[codec_name], fetch_bytes)
        read = {name: fetch(data) for name, fetch in FETCHERS.items()}
        check_same_records(f"fetch {codec_name}", read, fetch_records(n))
        fetch_times = best_seconds(
            {name: partial(f, data) for name, f in FETCHERS.items()}, rounds, min_time
        )
        report(
            f"decode a {len(data) // 1024:,} KiB fetch buffer, {codec_name}: {n:,} records in "
            f"{n // FETCH_BATCH_RECORDS} whole batches and a cut one",
            fetch_times,
            n,
        )


if __name__ == "__main__":
    main()
