"""Byte layout of Kafka record batches (magic 2) and message sets (magic 0 and 1).

Every entry of a RECORDS field starts with the same 17 bytes, whatever its magic,
so a reader can frame it before knowing what it is::

    0        8          12                 16      17
    | offset | length   | (epoch or crc)   | magic | ...
    | int64  | int32    | 4 bytes          | int8  |
             `-- counts the bytes after itself: the entry is 12 + length bytes

Magic 2, a record batch (KIP-98). The CRC-32C covers attributes to the end::

    0  base_offset             int64
    8  batch_length            int32
    12 partition_leader_epoch  int32
    16 magic                   int8    (2)
    17 crc                     uint32  (CRC-32C of bytes 21..end)
    21 attributes              int16   bits 0-2 codec, 3 timestamp type,
                                        4 transactional, 5 control,
                                        6 delete horizon (KIP-534)
    23 last_offset_delta       int32
    27 base_timestamp          int64   (the delete horizon when bit 6 is set)
    35 max_timestamp           int64
    43 producer_id             int64
    51 producer_epoch          int16
    53 base_sequence           int32
    57 records_count           int32
    61 records                 (compressed as a whole when the codec is not none)

    record:  length varint | attributes int8 | timestamp_delta varlong
             | offset_delta varint | key_length varint | key
             | value_length varint | value | header_count varint | headers
    header:  key_length varint | key (UTF-8) | value_length varint | value
    varint/varlong: zigzag, 7 bits a byte, low group first; length -1 is null.

Magic 0 and 1, a message (one per offset; a compressed one wraps a whole inner
message set in its value). The CRC-32 covers magic to the end::

    0  offset       int64     (v1 wrapper: offset of its last inner message)
    8  message_size int32
    12 crc          uint32
    16 magic        int8
    17 attributes   int8      bits 0-2 codec, 3 timestamp type (v1 only)
    18 timestamp    int64     (v1 only)
    .. key_length   int32, key, value_length int32, value   (-1 is null)
"""

from __future__ import annotations

import struct
from enum import IntEnum

__all__ = [
    "ATTRIBUTES_OFFSET",
    "BATCH_HEADER",
    "BATCH_HEADER_SIZE",
    "COMPRESSION_MASK",
    "CONTROL_MASK",
    "CRC_OFFSET",
    "DELETE_HORIZON_MASK",
    "ENTRY_PREFIX",
    "HEADER_SIZE_UP_TO_MAGIC",
    "LEGACY_MIN_MESSAGE_SIZE",
    "LEGACY_V0_HEADER",
    "LEGACY_V1_HEADER",
    "LENGTH_OFFSET",
    "LOG_OVERHEAD",
    "MAGIC_OFFSET",
    "MIN_BATCH_LENGTH",
    "MIN_RECORD_SIZE",
    "NO_PARTITION_LEADER_EPOCH",
    "NO_PRODUCER_EPOCH",
    "NO_PRODUCER_ID",
    "NO_SEQUENCE",
    "NO_TIMESTAMP",
    "TIMESTAMP_TYPE_MASK",
    "TRANSACTIONAL_MASK",
    "Compression",
    "TimestampType",
]

LENGTH_OFFSET = 8
MAGIC_OFFSET = 16
LOG_OVERHEAD = 12  # offset + length: what the length field does not count
HEADER_SIZE_UP_TO_MAGIC = 17  # enough of an entry to know how long it is and what it is

# offset, length, then bytes 12..16 as one int32 and the magic
ENTRY_PREFIX = struct.Struct(">qiib")

# base_offset, batch_length, partition_leader_epoch, magic, crc, attributes,
# last_offset_delta, base_timestamp, max_timestamp, producer_id, producer_epoch,
# base_sequence, records_count
BATCH_HEADER = struct.Struct(">qiibIhiqqqhii")
BATCH_HEADER_SIZE = BATCH_HEADER.size  # 61
CRC_OFFSET = 17
ATTRIBUTES_OFFSET = 21
MIN_BATCH_LENGTH = BATCH_HEADER_SIZE - LOG_OVERHEAD  # 49, a batch of no records
# length, attributes, timestamp delta, offset delta, key length, value length,
# header count: seven varints or bytes of one byte each at the least
MIN_RECORD_SIZE = 7

# offset, message_size, crc, magic, attributes [, timestamp]
LEGACY_V0_HEADER = struct.Struct(">qiIbb")
LEGACY_V1_HEADER = struct.Struct(">qiIbbq")
# crc + magic + attributes (+ timestamp) + key length + value length
LEGACY_MIN_MESSAGE_SIZE = (14, 22)

COMPRESSION_MASK = 0x07
TIMESTAMP_TYPE_MASK = 0x08
TRANSACTIONAL_MASK = 0x10
CONTROL_MASK = 0x20
DELETE_HORIZON_MASK = 0x40

NO_TIMESTAMP = -1
NO_PRODUCER_ID = -1
NO_PRODUCER_EPOCH = -1
NO_SEQUENCE = -1
NO_PARTITION_LEADER_EPOCH = -1


class Compression(IntEnum):
    """The codec in bits 0-2 of the attributes (zstd needs magic 2, KIP-110)."""

    NONE = 0
    GZIP = 1
    SNAPPY = 2
    LZ4 = 3
    ZSTD = 4


class TimestampType(IntEnum):
    """Bit 3 of the attributes; magic 0 has no timestamps at all."""

    NO_TIMESTAMP_TYPE = -1
    CREATE_TIME = 0
    LOG_APPEND_TIME = 1
