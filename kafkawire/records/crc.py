"""The two checksums of the record formats.

Magic 0 and 1 messages carry a CRC-32 (zlib's polynomial) of magic to the end of
the message; magic 2 batches a CRC-32C (Castagnoli, KIP-98) of attributes to the
end of the batch. Both accept any buffer, so a ``memoryview`` slice costs no copy.
"""

from __future__ import annotations

from zlib import crc32 as _crc32

from crc32c import crc32c as _crc32c

__all__ = ["crc32", "crc32c"]


def crc32(data: bytes | bytearray | memoryview) -> int:
    """CRC-32 of ``data``, as magic 0 and 1 messages carry it (unsigned)."""
    return _crc32(data)


def crc32c(data: bytes | bytearray | memoryview) -> int:
    """CRC-32C of ``data`` (hardware-accelerated by the ``crc32c`` package)."""
    return int(_crc32c(data))
