"""Bad bytes: flips, cuts, over-long varints, impossible lengths and counts, random
and mutated input. Only kafkawire errors may come out, and no allocation follows
an unchecked length."""

from __future__ import annotations

import gc
import io
import re
import struct
import tracemalloc
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.client.consumer_fetch import read_partition
from kafkawire.client.consumer_types import TopicPartition
from kafkawire.errors import CorruptedError, EncodeError, KafkaWireError, TruncatedError
from kafkawire.records import (
    BatchBuilder,
    Compression,
    Record,
    RecordSet,
    read_batches,
    record_codec,
)
from kafkawire.records.crc import crc32c
from kafkawire.records.layout import BATCH_HEADER
from tests.records.records_support import MAGIC_CODECS, TS, record_sets, sample_records

V2_CODECS = [c for m, c in MAGIC_CODECS if m == 2]
LEGACY = [(m, c) for m, c in MAGIC_CODECS if m < 2]


def exercise(data: bytes, check_crc: bool = True) -> None:
    """Use every reading entry point on ``data``; only kafkawire errors may escape."""
    for reader in (
        lambda: [b.records for b in read_batches(data, check_crc=check_crc)],
        lambda: [
            list(b.iter_records()) for b in read_batches(memoryview(data), check_crc=check_crc)
        ],
        lambda: RecordSet.from_bytes(data, check_crc=check_crc).records,
        lambda: RecordSet.read_from(io.BytesIO(data), check_crc=check_crc),
        lambda: [b.to_bytes() for b in read_batches(data, check_crc=check_crc)],
    ):
        try:
            reader()
        except KafkaWireError:
            pass


def batch(records: bytes, count: int, attributes: int = 0, base_offset: int = 0) -> bytes:
    """A v2 batch around hand-made record bytes, with a right length and CRC."""
    out = bytearray(BATCH_HEADER.size) + records
    BATCH_HEADER.pack_into(
        out, 0, base_offset, len(out) - 12, 0, 2, 0, attributes, max(count - 1, 0),
        TS, TS, -1, -1, -1, count,
    )  # fmt: skip
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


def record(body: bytes, length: bytes | None = None) -> bytes:
    """``body`` behind its length varint (or the one given)."""
    if length is None:
        n = len(body)
        length = bytes([n << 1]) if n < 64 else bytes([((n << 1) & 0x7F) | 0x80, n >> 6])
    return length + body


GOOD = b"\x00\x00\x00\x02k\x02v\x00"  # attributes, ts 0, offset 0, key "k", value "v", 0 headers


def test_hand_made_batch_is_read() -> None:
    (r,) = RecordSet.from_bytes(batch(record(GOOD), 1)).records
    assert (r.offset, r.timestamp, r.key, r.value, r.headers) == (0, TS, b"k", b"v", [])


@pytest.mark.parametrize("codec", V2_CODECS)
def test_an_empty_batch_with_no_payload_is_read_as_empty_whatever_its_codec(codec: int) -> None:
    # Java reads a batch of no records as empty before it looks at the codec;
    # inflating the missing payload failed for gzip, snappy and lz4
    data = batch(b"", 0, attributes=codec)
    for rs in (RecordSet.from_bytes(data), *read_batches(data)):
        assert rs.records == []
    assert [list(b.iter_records()) for b in read_batches(memoryview(data))] == [[]]


def test_a_header_name_that_is_not_utf8_reads_and_goes_back_as_read() -> None:
    # Java's consumer reads the record (the name with U+FFFD): refusing the batch
    # held up its partition for good. The stray bytes stay as lone surrogates.
    data = batch(record(b"\x00\x00\x00\x02k\x02v\x02\x06h\xff\x80\x02\x01"), 1)
    rs = RecordSet.from_bytes(data)
    ((name, value),) = rs.records[0].headers
    assert (name, value) == ("h\udcff\udc80", b"\x01")
    assert rs.to_bytes() == data
    # written by either writer, the name goes out as the bytes it was read from
    written = RecordSet([Record(0, TS, b"k", b"v", [(name, b"\x01")])]).to_bytes()
    built = BatchBuilder()
    built.append(TS, b"k", b"v", [(name, b"\x01")])
    for out in (written, built.build()):
        assert RecordSet.from_bytes(out).records[0].headers == [(name, b"\x01")]
        assert b"\x06h\xff\x80\x02\x01" in out


@pytest.mark.parametrize(
    ("records", "count"),
    [
        (record(GOOD, length=b"\x90\x80\x80\x80\x80\x00"), 1),  # 6-byte varint length
        (record(b"\x00" + b"\x80" * 10 + b"\x00" + GOOD[2:]), 1),  # 11-byte varlong delta
        (record(GOOD, length=b"\xff\xff\xff\xff\x7f"), 1),  # varint beyond int32
        (record(b"\x00\x00\x00\x03" + GOOD[4:]), 1),  # key length -2
        (record(b"\x00\x00\x00\x02k\x09v\x00"), 1),  # value length -5
        (record(b"\x00\x00\x00\x02k\x02v\x01"), 1),  # header count -1
        (record(b"\x00\x00\x00\x02k\x02v\x02\x03\x02h"), 1),  # header name length -2
        (record(b"\x00\x00\x00\x02k\x02v\x02\x02h\x05"), 1),  # header value length -3
        (record(b"\x00\x00\x00\x02k\x02v\x04\x02h\x00\x02i\x05"), 1),  # the same, second of two
        (record(b"\x00\x00\x00\x40k\x02v\x00"), 1),  # key length past the record
        (record(GOOD, length=b"\x14"), 1),  # declared longer than its fields
        (record(GOOD, length=b"\x0c"), 1),  # declared shorter than its fields
        (record(GOOD) * 2, 1),  # one record more than counted
        (record(GOOD), 2),  # one record fewer than counted
        (record(GOOD), 100),  # a count that cannot fit the bytes
        (record(GOOD), -1),  # a negative count
        (record(GOOD) + b"\x00", 1),  # a stray byte after the records
    ],
)
def test_malformed_records_raise_corrupted(records: bytes, count: int) -> None:
    data = batch(records, count)
    with pytest.raises(CorruptedError):
        RecordSet.from_bytes(data).records  # noqa: B018
    with pytest.raises(CorruptedError):
        [b.records for b in read_batches(data)]


@pytest.mark.parametrize(
    ("body", "path"),
    [
        (b"\x00\x00\x00\x03\x02v\x00", "record.key"),  # key length -2, and no key bytes
        (b"\x00\x00\x00\x02k\x09\x00", "record.value"),  # value length -5, no value bytes
        (b"\x00\x00\x00\x02k\x81\x01v\x00", "record.value"),  # value length -65: two bytes
        (b"\x00\x00\x00\x81\x01k\x02v\x00", "record.key"),  # key length -65
    ],
)
def test_a_negative_length_names_its_field(body: bytes, path: str) -> None:
    # a length of -1 is null; any other negative one is damage, even where the
    # record's own length still adds up
    with pytest.raises(CorruptedError) as info:
        RecordSet.from_bytes(batch(record(body), 1)).records  # noqa: B018
    assert info.value.path == path


@pytest.mark.parametrize("codec", V2_CODECS)
@pytest.mark.parametrize(
    "body",
    [
        b"\x00\x00\x00\x01\x01\x02\x02h\x14ab",  # one header, value of 10 bytes
        b"\x00\x00\x00\x01\x01\x04\x02h\x00\x02i\x14ab",  # the second of two
    ],
)
def test_a_last_header_value_cut_by_the_batch_end_yields_no_record(codec: int, body: bytes) -> None:
    from kafkawire.records.compression import compress

    # The record's length counts the 10 bytes its last header value claims, but
    # the batch ends 8 bytes early: sliced, the value read as b"ab", and
    # iter_records handed out that record before the batch was found damaged.
    records = record(body, length=bytes([(len(body) + 8) << 1]))
    data = batch(compress(codec, records, 2) if codec else records, 1, attributes=codec)
    (rs,) = read_batches(data)
    yielded: list[Record] = []
    with pytest.raises(CorruptedError, match="past the end of their batch"):
        yielded.extend(rs.iter_records())
    assert yielded == []
    with pytest.raises(CorruptedError, match="past the end of their batch"):
        RecordSet.from_bytes(data).records  # noqa: B018


@pytest.mark.parametrize("count", [b"\x80\x80\x80\x80\x04", b"\x0a"])  # 2**30, and 5
def test_a_header_count_the_record_cannot_hold_is_refused_before_its_loop(count: bytes) -> None:
    # two bytes a header at least: 5 headers need 10 bytes, 4 are left
    data = batch(record(b"\x00\x00\x00\x01\x01" + count + b"\x00\x01" * 2), 1)
    with pytest.raises(CorruptedError) as info:
        RecordSet.from_bytes(data).records  # noqa: B018
    assert info.value.path == "record.headers"


@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_damage_in_a_record_is_placed_in_the_bytes_given_wherever_its_batch_sits(
    where: str,
) -> None:
    # A batch last in its buffer is read in place, the others from a slice: the
    # offset of the same damage was absolute in one case, from the records'
    # start in the others (byte 4 of a buffer whose damage sits at byte 65+).
    good = batch(record(GOOD), 1)
    bad = batch(record(b"\x00\x00\x00\x03" + GOOD[4:]), 1)  # key length -2
    before = {"first": b"", "middle": good, "last": good}[where]
    data = before + bad + (b"" if where == "last" else good)
    for source in (data, memoryview(data)):
        batches = read_batches(source)
        with pytest.raises(CorruptedError) as info:
            batches[1 if before else 0].records  # noqa: B018
        assert info.value.path == "record.key"
        assert info.value.offset == len(before) + BATCH_HEADER.size + 4  # the key length


@pytest.mark.parametrize("codec", V2_CODECS[1:])
def test_damage_inside_a_compressed_batch_is_placed_at_its_payload(codec: int) -> None:
    from kafkawire.records.compression import compress

    # the inflated bytes are nowhere in the input: the payload is where to look
    good = batch(record(GOOD), 1)
    bad = batch(compress(codec, record(b"\x00\x00\x00\x03" + GOOD[4:]), 2), 1, codec)
    with pytest.raises(CorruptedError, match="inflated byte 4") as info:
        read_batches(good + bad + good)[1].records  # noqa: B018
    assert info.value.offset == len(good) + BATCH_HEADER.size
    assert info.value.path == "record.key"


@pytest.mark.parametrize("count", [100, -1])
def test_a_count_the_batch_cannot_hold_is_refused_by_read_batches(count: int) -> None:
    # refused when the batch is framed, not first when its records are parsed:
    # a lazy batch would otherwise report this count to a consumer
    with pytest.raises(CorruptedError) as info:
        read_batches(batch(record(GOOD), count))
    assert info.value.path == "batch.records_count"
    assert info.value.offset == BATCH_HEADER.size - 4  # where records_count sits


def test_a_count_a_compressed_batch_cannot_hold_names_the_count() -> None:
    from kafkawire.records.compression import compress

    # the header cannot tell before inflating: the parse names the count, not a record
    data = batch(compress(Compression.GZIP, record(GOOD), 2), 5, attributes=Compression.GZIP)
    (rs,) = read_batches(data)
    with pytest.raises(CorruptedError) as info:
        rs.records  # noqa: B018
    assert info.value.path == "batch.records_count"


def test_the_same_damage_inside_a_compressed_batch() -> None:
    from kafkawire.records.compression import compress

    for codec in V2_CODECS[1:]:
        data = batch(compress(codec, record(GOOD) * 2, 2), 3, attributes=codec)
        with pytest.raises(CorruptedError):
            RecordSet.from_bytes(data).records  # noqa: B018


@pytest.mark.parametrize("codec", V2_CODECS)
def test_a_flipped_byte_anywhere_in_a_batch_is_caught(codec: int) -> None:
    good = RecordSet(sample_records(2, 4), compression=codec, base_offset=0).to_bytes()
    for pos in range(len(good)):
        data = bytearray(good)
        data[pos] ^= 0x41
        if pos < 8 or 12 <= pos < 16:
            # base offset and leader epoch are outside the CRC by design (KIP-98):
            # a broker rewrites them; the damage shows as a different value
            rs = RecordSet.from_bytes(bytes(data))
            assert (rs.base_offset, rs.partition_leader_epoch) != (0, -1)
            continue
        with pytest.raises((CorruptedError, TruncatedError)):
            RecordSet.from_bytes(bytes(data))
        exercise(bytes(data), check_crc=False)


@pytest.mark.parametrize(("magic", "codec"), LEGACY)
def test_a_flipped_byte_anywhere_in_a_message_is_caught(magic: int, codec: int) -> None:
    good = RecordSet(sample_records(magic, 1), version=magic, compression=codec).to_bytes()
    for pos in range(8, len(good)):  # the offset is outside the CRC
        data = bytearray(good)
        data[pos] ^= 0x41
        with pytest.raises((CorruptedError, TruncatedError)):
            RecordSet.from_bytes(bytes(data))
        exercise(bytes(data), check_crc=False)


@pytest.mark.parametrize(("magic", "codec"), MAGIC_CODECS)
def test_every_proper_prefix_is_truncated(magic: int, codec: int) -> None:
    n = 1 if magic < 2 and codec == Compression.NONE else 4  # several plain messages
    good = RecordSet(sample_records(magic, n), version=magic, compression=codec).to_bytes()
    for cut in range(len(good)):
        with pytest.raises(TruncatedError):
            RecordSet.from_bytes(good[:cut])
        batches = read_batches(good[:cut])
        assert batches == [] and batches.tail == good[:cut]
        with pytest.raises(TruncatedError):
            RecordSet.read_from(io.BytesIO(good[:cut])) if cut else RecordSet.from_bytes(b"")


@pytest.mark.parametrize("length", [-1, -(2**31), 0, 48])
def test_impossible_batch_lengths(length: int) -> None:
    data = bytearray(RecordSet(sample_records(2, 1)).to_bytes())
    data[8:12] = struct.pack(">i", length)
    for reader in (read_batches, RecordSet.from_bytes):
        with pytest.raises(CorruptedError):
            reader(bytes(data))
    with pytest.raises(CorruptedError):
        RecordSet.read_from(io.BytesIO(bytes(data)))


def test_a_huge_length_allocates_nothing_it_claims() -> None:
    data = bytearray(RecordSet(sample_records(2, 1)).to_bytes())
    data[8:12] = struct.pack(">i", 2**31 - 1)
    tracemalloc.start()
    try:
        assert read_batches(bytes(data)).tail == bytes(data)
        with pytest.raises(TruncatedError):
            RecordSet.from_bytes(bytes(data))
        with pytest.raises(TruncatedError):
            RecordSet.read_from(io.BytesIO(bytes(data)))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * 1024 * 1024


@pytest.fixture
def empty_name_cache() -> Iterator[None]:
    """The process-wide cache of decoded header names, emptied for one test."""
    cache = record_codec._NAME_STRINGS
    saved = dict(cache)
    cache.clear()
    yield
    cache.clear()
    cache.update(saved)


@pytest.mark.usefixtures("empty_name_cache")
def test_long_header_names_do_not_stay_in_memory_after_their_batch() -> None:
    # the decoded names are cached for the life of the process: 200 distinct
    # names of 20 KB, read once, must not keep 8 MB there
    names = [f"{i:03d}" + "x" * 20_000 for i in range(200)]
    data = RecordSet(
        [Record(i, TS, None, b"", [(n, None)]) for i, n in enumerate(names)]
    ).to_bytes()
    tracemalloc.start()
    try:
        read = [record.headers[0][0] for record in read_batches(data).iter_records()]
        assert read == names
        del read
        gc.collect()
        kept, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert kept < 1024 * 1024


@pytest.mark.parametrize("magic", [3, 7, 0x80, 0xFF])
def test_unknown_magic(magic: int) -> None:
    data = bytearray(RecordSet(sample_records(2, 1)).to_bytes())
    data[16] = magic
    with pytest.raises(CorruptedError) as info:
        read_batches(bytes(data))
    assert (info.value.path, info.value.offset) == ("magic", 16)


@pytest.mark.parametrize("magic", [0, 1])
def test_a_legacy_size_below_the_least_message_is_corrupt_even_in_a_cut_tail(magic: int) -> None:
    data = bytearray(_message(magic, 0, b"k", b"v"))
    data[8:12] = struct.pack(">i", 13)  # one byte less than a magic 0 message with no key or value
    for cut in (len(data), 17):  # whole, and cut just after the magic
        with pytest.raises(CorruptedError) as info:
            read_batches(bytes(data[:cut]))
        assert (info.value.path, info.value.offset) == ("message.size", 8)


@pytest.mark.parametrize("codec", [5, 6, 7])
def test_unknown_codec(codec: int) -> None:
    data = batch(record(GOOD), 1, attributes=codec)
    with pytest.raises(CorruptedError):
        RecordSet.from_bytes(data)


def test_a_batch_that_ends_before_its_first_offset_is_corrupt() -> None:
    # CRC and all else right: only the last offset delta is negative
    data = bytearray(batch(record(GOOD), 1))
    struct.pack_into(">i", data, 23, -1)
    struct.pack_into(">I", data, 17, crc32c(bytes(data[21:])))
    with pytest.raises(CorruptedError) as info:
        read_batches(bytes(data))
    assert (info.value.path, info.value.offset) == ("batch.last_offset_delta", 23)
    assert "-1" in str(info.value)
    # and none is written: records before the base offset are a mistake
    with pytest.raises(EncodeError, match="last offset delta -1"):
        RecordSet([Record(0, TS, None, b"v", [])], last_offset_delta=-1).to_bytes()
    with pytest.raises(EncodeError, match="before the base offset 5"):
        RecordSet([Record(0, TS, None, b"v", [])], base_offset=5).to_bytes()


def _message(magic: int, attributes: int, key: bytes | None, value: bytes | None) -> bytes:
    """One legacy message with a right CRC; lengths may lie via the key/value given."""
    from zlib import crc32

    head = struct.pack(">bb", magic, attributes) + (struct.pack(">q", TS) if magic else b"")
    body = head + _sized(key) + _sized(value)
    return struct.pack(">qiI", 0, len(body) + 4, crc32(body)) + body


def _sized(b: bytes | None) -> bytes:
    return struct.pack(">i", -1) if b is None else struct.pack(">i", len(b)) + b


@pytest.mark.parametrize("magic", [0, 1])
def test_malformed_legacy_messages(magic: int) -> None:
    from kafkawire.records.compression import compress

    good = _message(magic, 0, b"k", b"v")
    assert RecordSet.from_bytes(good).records[0].value == b"v"
    bad_key = bytearray(good)
    bad_key[-10:-6] = struct.pack(">i", -5)
    bad_size = bytearray(good)
    bad_size[8:12] = struct.pack(">i", 10)
    inner_v2 = _message(magic, 1, None, compress(1, RecordSet(sample_records(2, 1)).to_bytes(), 2))
    other_magic = _message(magic, 1, None, compress(1, _message(1 - magic, 0, b"k", b"v"), 2))
    nested = _message(magic, 1, None, compress(1, _message(magic, 1, None, b"x"), 2))
    empty = _message(magic, 2, None, compress(2, b"", magic))
    null_value = _message(magic, 3, None, None)
    long_key = bytearray(good)
    long_key[-10:-6] = struct.pack(">i", 100)
    # the inner set ends inside its last value: no CRC is checked to see the cut
    cut_inner = _message(magic, 1, None, compress(1, _message(magic, 0, b"k", b"value")[:-2], 2))
    damaged = [bad_key, bad_size, inner_v2, other_magic, nested, empty, null_value, long_key]
    for data in [*damaged, cut_inner]:
        with pytest.raises(CorruptedError):
            read_batches(bytes(data), check_crc=False)


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("kept", [1, 11, 12, 15, 16])
def test_an_inner_message_cut_inside_its_prefix_is_named_as_cut(magic: int, kept: int) -> None:
    from kafkawire.records.compression import compress

    # only an inner set can end inside a message's first 17 bytes (the outer
    # framing looks at them first); a cut within the CRC went to the reader's
    # last resort ("malformed entry: unpack_from requires ...")
    good = _message(magic, 0, b"k", b"v")
    data = _message(magic, 1, None, compress(1, good + good[:kept], 2))
    with pytest.raises(CorruptedError, match="inner message set: message cut") as info:
        read_batches(data)
    assert info.value.path == "message.value"


@pytest.mark.parametrize("magic", [0, 1])
def test_damage_inside_a_legacy_wrapper_is_placed_at_its_value(magic: int) -> None:
    from kafkawire.records.compression import compress

    # as in a v2 batch: the inflated bytes are nowhere in the input, so the
    # wrapper's value is the place, and the inflated byte is named in the text
    good = _message(magic, 0, b"k", b"v")
    value_length = b"\xff\xff\xff\xfb"  # -5
    bad_inner = _with_crc(good[:-5] + value_length)
    inner_size = bytearray(good)
    inner_size[8:12] = struct.pack(">i", 3)
    payload = len(good) + (26 if magic == 0 else 34)  # prefix, magic..key, value length
    for inner, path, where in [
        (bad_inner, "message.value", len(good) - 5),
        (bytes(inner_size), "message.size", 8),
        (good + good[:14], "message.value", len(good)),  # cut inside the next message
    ]:
        data = good + _message(magic, 1, None, compress(1, inner, 2)) + good
        for source in (data, memoryview(data)):
            with pytest.raises(CorruptedError, match=f"at inflated byte {where}") as info:
                read_batches(source, check_crc=False)
            assert (info.value.offset, info.value.path) == (payload, path)


def _v1_wrapper(wrapper_offset: int, inner_offsets: list[int]) -> bytes:
    """A magic 1 gzip wrapper at ``wrapper_offset`` around messages at ``inner_offsets``."""
    from kafkawire.records.compression import compress

    inner = b"".join(
        struct.pack(">q", o) + _message(1, 0, b"k", b"%d" % o)[8:] for o in inner_offsets
    )
    wrapper = _message(1, Compression.GZIP, None, compress(Compression.GZIP, inner, 1))
    return struct.pack(">q", wrapper_offset) + wrapper[8:]


def test_a_magic1_wrapper_offset_below_its_last_inner_offset_is_corrupt() -> None:
    # As Kafka reads it: 0 is a producer's (inner offsets kept), anything else
    # is the last inner message's absolute offset, so it cannot be below it.
    # The inner offsets were taken as they were, absolute offsets made up.
    def offsets(data: bytes) -> list[int]:
        return [r.offset for r in RecordSet.from_bytes(data).records]

    assert offsets(_v1_wrapper(0, [0, 1, 2])) == [0, 1, 2]
    assert offsets(_v1_wrapper(102, [0, 1, 2])) == [100, 101, 102]
    assert offsets(_v1_wrapper(2, [0, 1, 2])) == [0, 1, 2]
    for wrapper_offset in (1, -1):
        with pytest.raises(CorruptedError, match="wrapper offset") as info:
            RecordSet.from_bytes(_v1_wrapper(wrapper_offset, [0, 1, 2]))
        assert info.value.path == "message.offset"


@pytest.mark.parametrize(
    ("base_offset", "offsets"),
    [(-5, [0, 1, 2]), (5, [3, 4, 5]), (2, [3, 0])],
)
def test_magic1_inner_offsets_below_the_base_offset_are_refused(
    base_offset: int, offsets: list[int]
) -> None:
    # KIP-31 numbers inner messages from 0: the first was read back as 5, 6, 7;
    # the last has its wrapper at 0, which Kafka takes for a producer's (1, -2)
    records = [Record(o, TS, b"k", b"v") for o in offsets]
    rs = RecordSet(records, version=1, compression=Compression.GZIP, base_offset=base_offset)
    with pytest.raises(EncodeError, match="base_offset"):
        rs.to_bytes()
    rs.base_offset = min(offsets)
    assert RecordSet.from_bytes(rs.to_bytes()).records == records


def _with_crc(message: bytes) -> bytes:
    """``message`` with its size and CRC made to fit its body again."""
    from zlib import crc32

    body = message[16:]
    return struct.pack(">qiI", 0, len(body) + 4, crc32(body)) + body


@pytest.mark.parametrize("magic", [0, 1])
def test_malformed_legacy_messages_name_the_field(magic: int) -> None:
    from kafkawire.records.compression import compress

    good = _message(magic, 0, b"k", b"v")
    long_key = bytearray(good)
    long_key[-10:-6] = struct.pack(">i", 100)
    for data, path in [
        (_with_crc(bytes(long_key)), "message.key"),
        (_with_crc(good + b"\x00"), "message.size"),  # a byte no field takes
        (_message(magic, 2, None, compress(2, b"", magic)), "message.value"),
    ]:
        with pytest.raises(CorruptedError) as info:
            read_batches(data)
        assert info.value.path == path


def test_malformed_control_records() -> None:
    for key, value in [
        (None, b"\x00\x00\x00\x00\x00\x01"),
        (b"\x00\x00\x00", b"\x00\x00\x00\x00\x00\x01"),
        (b"\xff\xff\x00\x01", b"\x00\x00\x00\x00\x00\x01"),
        (b"\x00\x00\x00\x01", b"\x00\x00\x00"),
        (b"\x00\x00\x00\x01", None),
        (b"\x00\x00\x00\x00", b"\xff\xff\x00\x00\x00\x01"),
    ]:
        data = RecordSet([Record(0, TS, key, value, [])], control=True).to_bytes()
        with pytest.raises(CorruptedError):
            RecordSet.from_bytes(data).records  # noqa: B018


def test_a_stream_that_ends_inside_a_set() -> None:
    good = RecordSet(sample_records(2, 3)).to_bytes()
    stream = io.BytesIO(good + good[:40])
    first = RecordSet.read_from(stream)
    assert first is not None and first.records == sample_records(2, 3)
    assert stream.tell() == len(good)  # the whole first set, and nothing of the next
    with pytest.raises(TruncatedError):
        RecordSet.read_from(stream)


@pytest.mark.parametrize("magic", [0, 1])
def test_a_stream_of_plain_messages_stops_before_one_it_ends_inside(magic: int) -> None:
    # plain messages alike are gathered into one set; a cut one is left for
    # the next read, which says where the stream ended
    records = sample_records(magic, 3)
    two = RecordSet(records[:2], version=magic).to_bytes()
    third = RecordSet(records[2:], version=magic).to_bytes()
    stream = io.BytesIO(two + third[:-5])
    first = RecordSet.read_from(stream)
    assert first is not None and first.records == records[:2]
    assert stream.tell() == len(two)
    with pytest.raises(TruncatedError, match=f"after {len(third) - 5} of {len(third)} bytes"):
        RecordSet.read_from(stream)


# -- hypothesis -----------------------------------------------------------------

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.binary(max_size=400), st.booleans())
def test_random_bytes_raise_only_kafkawire_errors(data: bytes, check_crc: bool) -> None:
    exercise(data, check_crc)


@SETTINGS
@given(
    st.integers(-(2**31), 2**31 - 1),
    st.sampled_from([0, 1, 2, 3, 200]),
    st.binary(max_size=300),
)
def test_random_bodies_behind_a_plausible_header(length: int, magic: int, body: bytes) -> None:
    data = struct.pack(">qiiB", 0, length, -1, magic) + body
    exercise(data, check_crc=False)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(record_sets()).to_bytes())
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "set", "insert", "delete", "cut"]))
        pos = draw(st.integers(0, max(len(data) - 1, 0)))
        if kind == "flip" and data:
            data[pos] ^= 1 << draw(st.integers(0, 7))
        elif kind == "set" and data:
            data[pos] = draw(st.sampled_from([0x00, 0x01, 0x7F, 0x80, 0xFF]))
        elif kind == "insert":
            data[pos:pos] = draw(st.binary(min_size=1, max_size=6))
        elif kind == "delete":
            del data[pos : pos + draw(st.integers(1, 6))]
        else:
            del data[pos:]
    return bytes(data)


@SETTINGS
@given(mutated(), st.booleans())
def test_mutated_sets_raise_only_kafkawire_errors(data: bytes, check_crc: bool) -> None:
    exercise(data, check_crc)


@SETTINGS
@given(record_sets(magics=(2,)), st.data())
def test_recrc_after_mutating_records_reaches_the_record_parser(
    rs: RecordSet, data: st.DataObject
) -> None:
    raw = bytearray(rs.to_bytes())
    if len(raw) <= 61:
        return
    pos = data.draw(st.integers(61, len(raw) - 1))
    raw[pos] = data.draw(st.integers(0, 255))
    struct.pack_into(">I", raw, 17, crc32c(bytes(raw[21:])))
    exercise(bytes(raw), check_crc=True)


HIGH, LOW = (1 << 63) - 1, -(1 << 63)
SECOND = b"\x00\x00\x02\x02k\x02v\x00"  # as GOOD, at offset delta 1


def test_a_header_whose_last_offset_is_past_int64_is_corrupt() -> None:
    # its records read with offsets no log has, and writing them back failed
    # ("offset ... is not an int64"); a consumer moved its position past int64
    data = batch(record(GOOD) + record(SECOND), 2, base_offset=HIGH)
    with pytest.raises(CorruptedError, match="past int64") as caught:
        read_batches(data)
    assert caught.value.path == "batch.last_offset_delta"
    exercise(data)


@pytest.mark.parametrize(
    ("base_offset", "delta"),
    [(HIGH - 1, b"\x0a"), (LOW, b"\x01"), (LOW + 5, b"\x8f\x01")],  # +5, -1, -72
)
def test_a_record_offset_past_int64_is_corrupt_wherever_it_is_read(
    base_offset: int, delta: bytes
) -> None:
    # the header's last offset is in int64; a broken batch's record is not
    body = record(GOOD) + record(b"\x00\x00" + delta + b"\x02k\x02v\x00")
    data = batch(body, 2, base_offset=base_offset)
    (rs,) = read_batches(data)
    with pytest.raises(CorruptedError, match="past int64"):
        _ = rs.records
    with pytest.raises(CorruptedError, match="past int64"):
        list(read_batches(data)[0].iter_records())
    with pytest.raises(CorruptedError, match="past int64"):
        read_partition(TopicPartition("t", 0), LOW, data)


def test_a_header_last_offset_past_int64_is_not_written() -> None:
    # it was written, and every reader refuses the batch
    with pytest.raises(EncodeError, match="past int64"):
        RecordSet(base_offset=HIGH, last_offset_delta=1).to_bytes()
    with pytest.raises(EncodeError, match="past int64"):
        RecordSet([Record(HIGH, TS, None, b"v")], base_offset=HIGH, last_offset_delta=3).to_bytes()
    assert (
        RecordSet.from_bytes(
            RecordSet(base_offset=HIGH, last_offset_delta=0).to_bytes()
        ).last_offset
        == HIGH
    )


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("producer_id", 2**70, "producer_id 1180591620717411303424 is out of range for int64"),
        ("producer_id", "x", "producer_id 'x' is not an int64"),
        ("producer_epoch", 2**20, "producer_epoch 1048576 is out of range for int16"),
        ("base_sequence", -(2**40), "base_sequence -1099511627776 is out of range for int32"),
        ("partition_leader_epoch", 2**31, "partition_leader_epoch 2147483648 is out of range"),
        ("max_timestamp", 2**64, "max_timestamp 18446744073709551616 is out of range for int64"),
        ("last_offset_delta", 2**31, "last_offset_delta 2147483648 is out of range for int32"),
    ],
)
def test_a_batch_header_value_out_of_range_is_named(field: str, value: object, says: str) -> None:
    # the header is packed in one call: its error named no field ("int too
    # large to convert"), so which argument was wrong was left to guess
    for records in ([Record(0, TS, None, b"v")], []):
        rs = RecordSet(records, last_offset_delta=0)  # an empty one says its offsets
        setattr(rs, field, value)
        with pytest.raises(EncodeError, match=f"batch header: {re.escape(says)}"):
            rs.to_bytes()


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("base_offset", "x", "base_offset 'x' is not an int64"),
        ("base_offset", 2**64, "base_offset 18446744073709551616 is out of range for int64"),
        ("base_offset", -(2**63) - 1, "base_offset -9223372036854775809 is out of range"),
        ("first_timestamp", 1.5, "first_timestamp 1.5 is not an int64"),
        ("first_timestamp", "x", "first_timestamp 'x' is not an int64"),
    ],
)
def test_a_base_the_records_are_written_against_names_itself(
    field: str, value: object, says: str
) -> None:
    # with records, these two are read before the header is packed, as the
    # bases of each record's deltas: the error was an operator's TypeError
    # ("unsupported operand type(s) for &") or a record's offset delta that
    # does not fit a varint, naming neither
    rs = RecordSet([Record(0, TS, None, b"v")])
    setattr(rs, field, value)
    with pytest.raises(EncodeError, match=re.escape(says)):
        rs.to_bytes()


@pytest.mark.parametrize(
    ("magic", "values", "says"),
    [
        (
            1,
            {"max_timestamp": 2**64},
            "max_timestamp 18446744073709551616 is out of range for int64",
        ),
        (1, {"max_timestamp": 1.5}, "max_timestamp 1.5 is not an int64"),
        (1, {"base_offset": "x"}, "base_offset 'x' is not an int64"),
        (0, {"attributes": Compression.GZIP | 0x100}, "attributes 257 is out of range for uint8"),
        (1, {"attributes": Compression.GZIP | 0x100}, "attributes 257 is out of range for uint8"),
    ],
)
def test_a_legacy_wrapper_value_it_cannot_carry_is_named(
    magic: int, values: dict[str, object], says: str
) -> None:
    # struct's own text named no field ("int too large to convert")
    rs = RecordSet([Record(0, TS, None, b"v")], version=magic, compression=Compression.GZIP)
    for name, value in values.items():
        setattr(rs, name, value)
    with pytest.raises(EncodeError, match=f"cannot encode this message set: {re.escape(says)}"):
        rs.to_bytes()


@pytest.mark.parametrize(
    ("wrapper_offset", "inner_offsets"),
    [(HIGH, [HIGH, LOW]), (5, [0, LOW]), (HIGH, [2, 0, 1])],
)
def test_a_magic1_inner_offset_past_int64_is_corrupt(
    wrapper_offset: int, inner_offsets: list[int]
) -> None:
    # Inner offsets out of order put an earlier one above the wrapper's, past
    # int64 near the ends: such records came out of every reader, a consumer
    # moved its position past int64, and writing them back failed
    data = _v1_wrapper(wrapper_offset, inner_offsets)
    with pytest.raises(CorruptedError, match="past int64") as caught:
        read_batches(data)
    assert caught.value.path == "message.offset"
    with pytest.raises(CorruptedError, match="past int64"):
        read_partition(TopicPartition("t", 0), 0, data)
    # out of order but within int64: read as Kafka reads it
    assert [r.offset for r in RecordSet.from_bytes(_v1_wrapper(9, [2, 0, 1])).records] == [10, 8, 9]


def test_a_magic1_inner_offset_at_the_end_of_int64_is_read() -> None:
    data = _v1_wrapper(HIGH - 1, [2, 0, 1])
    assert [r.offset for r in RecordSet.from_bytes(data).records] == [HIGH, HIGH - 2, HIGH - 1]
