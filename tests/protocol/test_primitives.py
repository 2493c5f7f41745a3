"""The unsigned varints of compact lengths, counts and tags, at every width."""

from __future__ import annotations

import pytest

from kafkawire.errors import CorruptedError, TruncatedError
from kafkawire.protocol.primitives import MAX_TAG, decode_uvarint, encode_uvarint

#: the first and last value of each width, one to five bytes
EDGES = [0, 127, 128, 2**14 - 1, 2**14, 2**21 - 1, 2**21, 2**28 - 1, 2**28, MAX_TAG]


@pytest.mark.parametrize("value", EDGES)
def test_uvarints_of_every_width_read_back(value: int) -> None:
    raw = encode_uvarint(value)
    assert len(raw) == max(1, (value.bit_length() + 6) // 7)  # seven bits a byte
    assert decode_uvarint(raw, 0) == (value, len(raw))
    # read in place, between other bytes
    assert decode_uvarint(b"\xff" + raw + b"\xff", 1) == (value, len(raw) + 1)


def test_a_fifth_byte_past_32_bits_is_corrupt() -> None:
    # Java's reader keeps 32 bits and would read another number: refused, not
    # read as a tag or length no Kafka writer can write
    assert decode_uvarint(b"\xff\xff\xff\xff\x0f", 0) == (2**32 - 1, 5)
    for fifth in (0x10, 0x7F):
        with pytest.raises(CorruptedError, match="past 32 bits"):
            decode_uvarint(b"\xff\xff\xff\xff" + bytes([fifth]), 0)


def test_a_sixth_byte_is_corrupt_and_a_cut_varint_truncated() -> None:
    with pytest.raises(CorruptedError):
        decode_uvarint(encode_uvarint(2**35), 0)
    raw = encode_uvarint(MAX_TAG)
    for cut in range(len(raw)):
        with pytest.raises(TruncatedError):
            decode_uvarint(raw[:cut], 0)
