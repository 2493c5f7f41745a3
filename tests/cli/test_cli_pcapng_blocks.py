"""pcapng blocks the reader (``kafkawire.cli.pcapng``) must take apart itself:
Simple Packet Blocks, and an Interface Description Block that is damaged.

The files are written byte by byte here (``tests/cli/pcap_writer``), as
dpkt's writer makes neither.
"""

from __future__ import annotations

import io
import json
import struct
from pathlib import Path
from typing import cast

import dpkt
import pytest

from kafkawire import encode_request, encode_response, request_class, response_class
from kafkawire.cli.main import main
from kafkawire.cli.pcap import _ChunkedReads, read_pcap
from kafkawire.cli.pcapng import pcapng_packets
from kafkawire.cli.sources import InputProblem, WireFrame
from tests.cli.pcap_writer import (
    SECTION,
    _packet,
    pcapng_block,
    pcapng_enhanced,
    pcapng_interface,
    pcapng_simple,
)

ACK = dpkt.tcp.TH_ACK
METADATA = 3


def _exchange(correlation_id: int) -> tuple[bytes, bytes]:
    ask = encode_request(request_class(METADATA).from_dict({"topics": []}), 1, correlation_id, "c")
    answer = response_class(METADATA).from_dict({"brokers": [], "topics": []})
    return ask, encode_response(answer, 1, correlation_id)


def test_simple_packet_blocks_among_enhanced_ones_are_read_as_packets_of_the_first_interface(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two exchanges: the first answer and the second request come in Simple
    Packet Blocks, which have no timestamp (they take the time of the packet
    before them). They were skipped: one request unanswered, one answer alone."""
    ask1, answer1 = _exchange(7)
    ask2, answer2 = _exchange(8)
    path = tmp_path / "simple.pcapng"
    path.write_bytes(
        SECTION
        + pcapng_interface()
        + pcapng_enhanced(0, 1_000_000, _packet(40001, 9092, 1000, 0, ACK, ask1))
        + pcapng_simple(_packet(9092, 40001, 5000, 0, ACK, answer1))
        + pcapng_simple(_packet(40001, 9092, 1000 + len(ask1), 0, ACK, ask2))
        + pcapng_enhanced(0, 3_000_000, _packet(9092, 40001, 5000 + len(answer1), 0, ACK, answer2))
    )
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [(type(item), item.position, item.time) for item in items] == [
        (WireFrame, "packet 1 (connection 1 >)", 1.0),
        (WireFrame, "packet 2 (connection 1 <)", 1.0),
        (WireFrame, "packet 3 (connection 1 >)", 1.0),
        (WireFrame, "packet 4 (connection 1 <)", 3.0),
    ]
    assert [item.frame for item in items if isinstance(item, WireFrame)] == [
        ask1,
        answer1,
        ask2,
        answer2,
    ]
    code = main(["decode", "--json", str(path)])
    captured = capsys.readouterr()
    assert (code, captured.err) == (0, "")
    exchanges = [json.loads(line) for line in captured.out.splitlines()]
    assert [
        (e["correlation_id"], e["response"]["type"], e["response"]["message"]["brokers"])
        for e in exchanges
    ] == [(7, "MetadataResponse", []), (8, "MetadataResponse", [])]


def _packets(data: bytes) -> list[tuple[float, bytes, int, int | None]]:
    source = _ChunkedReads(io.BytesIO(data), "test")
    reader = dpkt.pcapng.Reader(source)
    return [
        (time, packet, number, None if interface is None else interface.linktype)
        for time, packet, number, interface in pcapng_packets(dpkt, source, reader)
    ]


def test_a_simple_packet_blocks_captured_length_is_the_least_of_its_lengths() -> None:
    """The original length (padding is not packet), the interface's snap
    length (0: none) and what the block holds (a packet cut on the wire)."""
    packet = bytes(range(1, 11))  # 10 bytes: 2 bytes of padding in the block
    assert [p[1] for p in _packets(SECTION + pcapng_interface() + pcapng_simple(packet))] == [
        packet
    ]
    cut_by_snaplen = SECTION + pcapng_interface(snaplen=6) + pcapng_simple(packet)
    assert [p[1] for p in _packets(cut_by_snaplen)] == [packet[:6]]
    no_snaplen = SECTION + pcapng_interface(snaplen=0) + pcapng_simple(packet, original=1500)
    assert [p[1] for p in _packets(no_snaplen)] == [packet + b"\x00\x00"]
    shorter_on_the_wire = SECTION + pcapng_interface() + pcapng_simple(packet, original=4)
    assert [p[1] for p in _packets(shorter_on_the_wire)] == [packet[:4]]


def test_a_simple_packet_block_belongs_to_the_first_interface_of_its_section() -> None:
    packet = bytes(range(1, 9))
    data = (
        SECTION
        + pcapng_interface(dpkt.pcap.DLT_EN10MB)
        + pcapng_interface(dpkt.pcap.DLT_NULL)
        + pcapng_simple(packet)
        + SECTION
        + pcapng_simple(packet)  # no interface described yet in this section
        + pcapng_interface(dpkt.pcap.DLT_LINUX_SLL)
        + pcapng_simple(packet)
    )
    assert [(p[2], p[3]) for p in _packets(data)] == [
        (0, dpkt.pcap.DLT_EN10MB),
        (0, None),
        (0, dpkt.pcap.DLT_LINUX_SLL),
    ]


def test_packet_blocks_before_the_files_first_interface_are_reported_skipped(
    tmp_path: Path,
) -> None:
    """A simple and an enhanced packet block before the first interface
    description: dpkt's reader, looking for that description, passed over
    them unsaid, where the same blocks in a later section are reported (their
    interface 0 is not described). Now they are reported too, once, at the
    first one's file offset; the packets after the description are read."""
    ask, answer = _exchange(7)
    early = pcapng_simple(_packet(40001, 9092, 1000, 0, ACK, ask)) + pcapng_enhanced(
        0, 1_000_000, _packet(40001, 9092, 1000, 0, ACK, ask)
    )
    path = tmp_path / "early.pcapng"
    path.write_bytes(
        SECTION
        + early
        + pcapng_interface()
        + pcapng_enhanced(0, 2_000_000, _packet(40001, 9092, 1000, 0, ACK, ask))
        + pcapng_enhanced(0, 3_000_000, _packet(9092, 40001, 5000, 0, ACK, answer))
    )
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [type(item) for item in items] == [InputProblem, WireFrame, WireFrame]
    problem = cast(InputProblem, items[0])  # its type checked above
    assert (problem.position, problem.offset) == ("before packet 1", len(SECTION))
    assert problem.message == (
        "2 packet blocks before the first interface description block, which they need: skipped"
    )
    assert [item.frame for item in items[1:] if isinstance(item, WireFrame)] == [ask, answer]
    # a file whose first block after the section header describes an interface has none
    path.write_bytes(SECTION + pcapng_interface() + early)
    assert not [
        item
        for item in read_pcap(str(path), frozenset({9092}), "pcapng")
        if isinstance(item, InputProblem) and "before the first" in item.message
    ]


def _simple_blocks() -> list[tuple[str, bytes, str]]:
    lengths_differ = bytearray(pcapng_simple(bytes(8)))
    lengths_differ[-4:] = struct.pack("<I", 28)
    return [
        ("8", struct.pack("<II", 3, 8), "a simple packet block of 8 bytes, shorter than 16"),
        (
            "12",
            struct.pack("<II", 3, 12) + bytes(4),
            "a simple packet block of 12 bytes, shorter than 16",
        ),
        ("lengths", bytes(lengths_differ), "simple packet block: length fields do not match"),
        ("cut", pcapng_simple(bytes(8))[:-1], "simple packet block cut short"),
    ]


@pytest.mark.parametrize(
    ("block", "why"),
    [(b, w) for _, b, w in _simple_blocks()],
    ids=[name for name, _, _ in _simple_blocks()],
)
def test_a_damaged_simple_packet_block_ends_the_file_badly(
    block: bytes, why: str, tmp_path: Path
) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    path = tmp_path / "short.pcapng"
    path.write_bytes(
        SECTION
        + pcapng_interface()
        + pcapng_enhanced(0, 1_000_000, _packet(40001, 9092, 1000, 0, ACK, frame))
        + block
    )
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [type(item) for item in items] == [WireFrame, InputProblem]
    assert items[1].message == f"file ends badly: {why}"


def _damaged_interfaces() -> list[tuple[str, bytes, str]]:
    lengths_differ = bytearray(pcapng_interface())
    lengths_differ[-4:] = struct.pack("<I", 24)
    tsresol_of_two_bytes = struct.pack("<HH", 9, 2) + b"\x06\x06\x00\x00" + bytes(4)
    return [
        ("lengths", bytes(lengths_differ), "length fields do not match"),
        ("option", pcapng_interface(options=tsresol_of_two_bytes), "unpack requires"),
        ("short", pcapng_block(1, b"\x01\x00"), "got "),
    ]


@pytest.mark.parametrize(
    ("damaged", "why"),
    [(d, w) for _, d, w in _damaged_interfaces()],
    ids=[name for name, _, _ in _damaged_interfaces()],
)
def test_a_damaged_interface_description_block_after_packets_is_named_with_its_offset(
    damaged: bytes, why: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It ended the read as 'file ends badly', naming neither the block nor where it is."""
    frame = _exchange(7)[0]
    head = (
        SECTION
        + pcapng_interface()
        + pcapng_enhanced(0, 1_000_000, _packet(40001, 9092, 1000, 0, ACK, frame))
    )
    path = tmp_path / "damaged.pcapng"
    path.write_bytes(
        head
        + damaged
        + pcapng_enhanced(0, 2_000_000, _packet(40001, 9092, 1000 + len(frame), 0, ACK, frame))
    )
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [type(item) for item in items] == [WireFrame, InputProblem]
    problem = cast(InputProblem, items[1])  # its type checked above
    assert (problem.position, problem.offset, problem.offset_name) == (
        "after packet 1",
        len(head),
        "file offset",
    )
    assert problem.message.startswith(
        "interface description block of interface 1 of its section is damaged: " + why
    ), problem.message
    assert problem.message.endswith("; the rest of the file is not read")
    code = main(["decode", "--summary", str(path)])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith(
        f"kafkawire decode: {path}: after packet 1 (file offset {len(head)}): "
        "interface description block of interface 1 of its section is damaged: "
    )
