"""``kafkawire decode`` of pcap and pcapng files written with dpkt in the test.

The packets carry the frames of committed captures (tests/cli/pcap_writer.py:
split frames, retransmitted and out-of-order segments, several frames in one
segment, broker sequence numbers wrapping around 2**32), so the exchanges read
from the pcap must be those read from the capture.
"""

from __future__ import annotations

import json
import os
import struct
import threading
import tracemalloc
from pathlib import Path

import dpkt
import pytest

from kafkawire import encode_request, encode_response, request_class, response_class
from kafkawire.capture import MAX_FRAME_BYTES, read_capture
from kafkawire.cli import recorder
from kafkawire.cli.main import main
from kafkawire.cli.pcap import MAX_PENDING_SEGMENTS, _Half, read_pcap
from kafkawire.cli.sources import InputProblem, WireFrame
from tests.cli.pcap_writer import (
    SECTION,
    _packet,
    pcapng_block,
    pcapng_enhanced,
    pcapng_interface,
    write_pcap,
)

ROOT = Path(__file__).resolve().parents[2]
CAPTURED = ROOT / "fixtures" / "captured"
SOURCES = [
    CAPTURED / "confluent-kafka" / "02-produce-codecs.capture",
    CAPTURED / "kafka-python" / "03-consumer-group.capture",
    CAPTURED / "kafka-python-old" / "0.9-consumer-group.capture",
]


def _decode(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(["decode", *args])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def _comparable(lines: list[str]) -> list[dict[str, object]]:
    out = []
    renumber: dict[int, int] = {}
    for line in lines:
        exchange = json.loads(line)
        for key in ("file", "latency_ms"):
            exchange.pop(key)
        exchange["connection"] = renumber.setdefault(exchange["connection"], len(renumber) + 1)
        for side in ("request", "response"):
            if exchange[side] is not None:
                exchange[side].pop("time")
                exchange[side].pop("position")
                if "error" in exchange[side]:
                    exchange[side]["error"].pop("where")
        out.append(exchange)
    return out


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_pcap_gives_the_exchanges_of_the_capture(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pcap = tmp_path / "traffic.pcap"
    write_pcap(pcap, read_capture(source))
    _, from_capture, _ = _decode(capsys, "--json", "--records", str(source))
    code, from_pcap, err = _decode(capsys, "--json", "--records", str(pcap))
    assert code == 0, err
    assert _comparable(from_pcap) == _comparable(from_capture)


def test_pcapng_on_another_port(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = SOURCES[0]
    pcapng = tmp_path / "traffic.pcapng"
    write_pcap(pcapng, read_capture(source), broker_port=19092, pcapng=True)
    _, from_capture, _ = _decode(capsys, "--json", str(source))
    code, from_pcap, err = _decode(capsys, "--json", "--port", "19092", str(pcapng))
    assert code == 0, err
    assert _comparable(from_pcap) == _comparable(from_capture)
    # On the default port there is no Kafka traffic in it.
    code, nothing, _ = _decode(capsys, "--json", str(pcapng))
    assert code == 0
    assert nothing == []


@pytest.mark.parametrize("port", ["0", "-1", "65536", "90920"])
def test_a_port_no_tcp_segment_carries_is_refused(
    port: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--port 90920`` (a typo of 9092) matched no packet: no output, exit 0,
    as if the file held no Kafka traffic."""
    pcap = tmp_path / "traffic.pcap"
    write_pcap(pcap, read_capture(SOURCES[0]))
    with pytest.raises(SystemExit) as exited:
        main(["decode", "--port", port, str(pcap)])
    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "is not a TCP port (1 to 65535)" in captured.err


def test_frames_keep_packet_times_and_stream_offsets(tmp_path: Path) -> None:
    source = SOURCES[1]
    frames = list(read_capture(source))
    pcap = tmp_path / "traffic.pcap"
    write_pcap(pcap, frames, split_over=10**9)  # one frame a segment, unless coalesced
    items = list(read_pcap(str(pcap), frozenset({9092})))
    wires = [item for item in items if isinstance(item, WireFrame)]
    assert [w.frame for w in wires] == [f.frame for f in frames]
    assert not [item for item in items if isinstance(item, InputProblem)]
    assert wires[0].base_offset == 0
    first_connection = [w for w in wires if w.connection == 1 and w.direction == ">"]
    assert first_connection[1].base_offset == len(first_connection[0].frame)
    assert "stream offset" in first_connection[1].locate(3)


def test_a_gap_in_a_stream_is_reported_and_the_rest_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = SOURCES[1]
    frames = list(read_capture(source))
    pcap = tmp_path / "lossy.pcap"
    segments = write_pcap(pcap, frames, split_over=10**9)
    write_pcap(pcap, frames, split_over=10**9, drop=segments // 2)
    code, lines, err = _decode(capsys, "--json", str(pcap))
    assert code == 1
    assert "bytes missing at stream offset" in err
    assert str(pcap) in err
    # The other connections, and this one up to the gap, are still decoded.
    assert len(lines) > len([f for f in frames if f.is_request]) // 2


def _ip6(ip: dpkt.ip.IP) -> dpkt.ip6.IP6:
    """The same TCP segment between ::1 and ::1."""
    loopback = b"\x00" * 15 + b"\x01"
    ip6 = dpkt.ip6.IP6(src=loopback, dst=loopback, nxt=dpkt.ip.IP_PROTO_TCP, hlim=64, data=ip.data)
    ip6.plen = len(ip.data)
    return ip6


def test_loopback_and_linux_cooked_link_layers(tmp_path: Path) -> None:
    frames = list(read_capture(SOURCES[0]))[:2]
    ethernet = tmp_path / "eth.pcap"
    write_pcap(ethernet, frames)
    with ethernet.open("rb") as raw:
        packets = list(dpkt.pcap.Reader(raw))
    for linktype, wrap in (
        (dpkt.pcap.DLT_NULL, lambda ip: b"\x02\x00\x00\x00" + bytes(ip)),
        (108, lambda ip: b"\x00\x00\x00\x02" + bytes(ip)),  # DLT_LOOP: network order
        (dpkt.pcap.DLT_LINUX_SLL, lambda ip: bytes(dpkt.sll.SLL(ethtype=0x0800, data=ip))),
        (276, lambda ip: bytes(dpkt.sll2.SLL2(ethtype=0x0800, data=ip))),  # LINUX_SLL2
        (101, bytes),  # LINKTYPE_RAW
        (101, lambda ip: bytes(_ip6(ip))),
        (12, bytes),  # DLT_RAW as most platforms number it (dpkt.pcap.DLT_RAW)
        (14, bytes),  # DLT_RAW on OpenBSD
        (228, bytes),  # LINKTYPE_IPV4
        (229, lambda ip: bytes(_ip6(ip))),  # LINKTYPE_IPV6
    ):
        path = tmp_path / f"link-{linktype}.pcap"
        with path.open("wb") as out:
            writer = dpkt.pcap.Writer(out, snaplen=65535, linktype=linktype)
            for t, raw in packets:
                writer.writepkt(wrap(dpkt.ethernet.Ethernet(raw).data), ts=t)
        items = list(read_pcap(str(path), frozenset({9092})))
        assert all(isinstance(item, WireFrame) for item in items), (linktype, items)
        assert [item.frame for item in items if isinstance(item, WireFrame)] == [
            f.frame for f in frames
        ], linktype


def test_connections_without_a_handshake_in_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = SOURCES[1]
    pcap = tmp_path / "late.pcap"
    write_pcap(pcap, read_capture(source), handshake=False)
    _, from_capture, _ = _decode(capsys, "--json", str(source))
    code, from_pcap, err = _decode(capsys, "--json", str(pcap))
    assert code == 0, err
    assert _comparable(from_pcap) == _comparable(from_capture)


def test_no_frame_is_read_past_bytes_found_not_to_be_kafka_framing(tmp_path: Path) -> None:
    # The second segment arrives first and waits; the first then shows garbage
    # (a negative size prefix). What waited must not be framed as a stream start.
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    syn = _packet(40001, 9092, 999, 0, dpkt.tcp.TH_SYN, b"")
    later = _packet(40001, 9092, 1000 + 4, 0, dpkt.tcp.TH_ACK, frame)
    garbage = _packet(40001, 9092, 1000, 0, dpkt.tcp.TH_ACK, b"\xff\xff\xff\xff")
    path = tmp_path / "garbage.pcap"
    with path.open("wb") as out:
        writer = dpkt.pcap.Writer(out, snaplen=65535)
        for raw in (syn, later, garbage):
            writer.writepkt(raw, ts=1.0)
    items = list(read_pcap(str(path), frozenset({9092})))
    assert [type(item) for item in items] == [InputProblem], items
    assert "not Kafka framing" in items[0].message


def test_a_longer_retransmission_of_a_waiting_segment_is_kept(tmp_path: Path) -> None:
    # Out of order: [100, 110) waits for the gap, then is sent again carrying
    # more, [100, 120) (a retransmission that collapses segments), then [0, 100).
    frame = (116).to_bytes(4, "big") + bytes(range(116))
    syn = _packet(40001, 9092, 999, 0, dpkt.tcp.TH_SYN, b"")
    short = _packet(40001, 9092, 1000 + 100, 0, dpkt.tcp.TH_ACK, frame[100:110])
    longer = _packet(40001, 9092, 1000 + 100, 0, dpkt.tcp.TH_ACK, frame[100:120])
    first = _packet(40001, 9092, 1000, 0, dpkt.tcp.TH_ACK, frame[:100])
    path = tmp_path / "collapsed.pcap"
    with path.open("wb") as out:
        writer = dpkt.pcap.Writer(out, snaplen=65535)
        for raw in (syn, short, longer, first):
            writer.writepkt(raw, ts=1.0)
    items = list(read_pcap(str(path), frozenset({9092})))
    assert [type(item) for item in items] == [WireFrame], items
    assert items[0].frame == frame


def test_a_length_field_past_the_end_of_the_file_allocates_nothing_of_its_size(
    tmp_path: Path,
) -> None:
    # dpkt reads what a packet header or block header claims; the file it gets
    # never hands out more than it has, so 4 GiB claimed is 64 bytes read
    pcap = tmp_path / "huge-packet.pcap"
    pcap.write_bytes(
        struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)
        + struct.pack("<IIII", 1, 0, 0xFFFFFFF0, 0xFFFFFFF0)
        + bytes(64)
    )
    interface = pcapng_interface()
    pcapng = tmp_path / "huge-block.pcapng"
    pcapng.write_bytes(SECTION + interface + struct.pack("<II", 6, 0xFFFFFFF0) + bytes(64))
    for path, kind in ((pcap, "pcap"), (pcapng, "pcapng")):
        tracemalloc.start()
        try:
            items = list(read_pcap(str(path), frozenset({9092}), kind))
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert peak < 2**20, (kind, peak)
        assert not [item for item in items if isinstance(item, WireFrame)]
    assert [item.message for item in items] == ["file ends badly: NeedData (the data ends early)"]


@pytest.mark.parametrize("length", [0, 4, 7])
def test_a_block_length_shorter_than_its_header_is_reported_where_it_is(
    length: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """dpkt reads such a block as the whole rest of the file: the frames after
    it were skipped and the problem named was an incomplete frame at the end."""
    pcapng = tmp_path / "traffic.pcapng"
    write_pcap(pcapng, read_capture(SOURCES[1]), pcapng=True)
    data = pcapng.read_bytes()
    packets, at = 0, 0
    while packets < 10:  # past the tenth packet block
        kind, size = struct.unpack_from("<II", data, at)
        packets += kind == 6
        at += size
    pcapng.write_bytes(data[:at] + struct.pack("<II", 5, length) + data[at:])
    code, _, err = _decode(capsys, "--summary", str(pcapng))
    assert code == 1
    assert err.splitlines()[0] == (
        f"kafkawire decode: {pcapng}: after packet 10: file ends badly: "
        "a block length shorter than its header"
    )


@pytest.mark.parametrize(
    ("option", "value"),
    [(9, b"\x06\x06"), (14, b"\x00\x00\x00\x00")],  # if_tsresol of 2 bytes, if_tsoffset of 4
    ids=["if_tsresol", "if_tsoffset"],
)
def test_an_interface_option_of_the_wrong_size_is_reported(
    tmp_path: Path, option: int, value: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    padded = value + bytes(-len(value) % 4)  # options fill whole 32-bit words
    options = struct.pack("<HH", option, len(value)) + padded + struct.pack("<HH", 0, 0)
    interface = pcapng_interface(options=options)
    path = tmp_path / "option.pcapng"
    path.write_bytes(SECTION + interface)
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [type(item) for item in items] == [InputProblem]
    assert items[0].message.startswith("not a readable pcapng file: unpack requires")
    code, lines, err = _decode(capsys, str(path))
    assert code == 1 and not lines
    assert "not a readable pcapng file" in err and "Traceback" not in err


def test_packets_count_from_1_and_frames_name_the_packets_and_stream_offsets(
    tmp_path: Path,
) -> None:
    """Positions use the packet numbers Wireshark shows (from 1), and a direction
    whose framing is lost stays unread when more of it comes."""
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    ack = dpkt.tcp.TH_ACK
    packets = [
        _packet(40001, 9092, 999, 0, dpkt.tcp.TH_SYN, b""),
        _packet(40001, 9092, 1000, 0, ack, b"\xff\xff\xff\xff"),  # not Kafka framing
        _packet(40001, 9092, 1004, 0, ack, frame),  # after it: not read
        _packet(40002, 9092, 5000, 0, ack, frame[:3]),  # one frame over two packets
        _packet(40002, 9092, 5003, 0, ack, frame[3:]),
        _packet(40002, 9092, 5008, 0, ack, frame),
    ]
    path = tmp_path / "numbered.pcap"
    with path.open("wb") as out:
        writer = dpkt.pcap.Writer(out, snaplen=65535)
        for raw in packets:
            writer.writepkt(raw, ts=1.0)
    items = list(read_pcap(str(path), frozenset({9092})))
    problems = [item for item in items if isinstance(item, InputProblem)]
    wires = [item for item in items if isinstance(item, WireFrame)]
    assert [problem.position for problem in problems] == ["packet 2"]
    assert [(wire.position, wire.base_offset) for wire in wires] == [
        ("packets 4-5 (connection 2 >)", 0),
        ("packet 6 (connection 2 >)", 8),
    ]
    assert wires[1].locate(3).endswith("byte 3 of the frame (stream offset 11)")


def _write(path: Path, packets: list[bytes], linktype: int = dpkt.pcap.DLT_EN10MB) -> None:
    with path.open("wb") as out:
        writer = dpkt.pcap.Writer(out, snaplen=65535, linktype=linktype)
        for raw in packets:
            writer.writepkt(raw, ts=1.0)


def test_packets_that_carry_no_kafka_are_skipped_and_those_that_cannot_be_read_reported(
    tmp_path: Path,
) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    ack = dpkt.tcp.TH_ACK
    fragment = dpkt.ethernet.Ethernet(_packet(40001, 9092, 1000, 0, ack, frame))
    fragment.data.mf = 1
    udp = dpkt.ethernet.Ethernet(_packet(40001, 9092, 1000, 0, ack, frame))
    udp.data.p = dpkt.ip.IP_PROTO_UDP
    udp.data.data = dpkt.udp.UDP(sport=40001, dport=9092, data=frame)
    arp = dpkt.ethernet.Ethernet(src=b"\x00" * 6, dst=b"\xff" * 6, data=dpkt.arp.ARP())
    packets = [
        bytes(arp),  # 1: not IP
        bytes(udp),  # 2: not TCP
        _packet(40001, 9093, 1000, 0, ack, frame),  # 3: not a broker port
        bytes(fragment),  # 4
        b"\x00" * 5,  # 5: not even an Ethernet header
        _packet(40001, 9092, 1000, 0, ack, b""),  # 6: no data
        _packet(40001, 9092, 1000, 0, ack, frame),  # 7: the one frame
    ]
    path = tmp_path / "mixed.pcap"
    _write(path, packets)
    items = list(read_pcap(str(path), frozenset({9092})))
    assert items == [
        InputProblem(str(path), "packet 4", "IP fragment: not reassembled, skipped"),
        InputProblem(str(path), "packet 5", "not decodable: got 5, 14 needed at least"),
        WireFrame(
            str(path), 1, "packet 7 (connection 1 >)", 1.0, 1, ">", frame, 0, 1, "stream offset"
        ),
    ]
    # another port list: 9093 is a broker now, 9092 is not
    items = list(read_pcap(str(path), frozenset({9093})))
    assert [(item.position, item.connection) for item in items if isinstance(item, WireFrame)] == [
        ("packet 3 (connection 1 >)", 1)
    ]


def test_a_link_type_not_supported_ends_the_file_with_a_problem(tmp_path: Path) -> None:
    path = tmp_path / "usb.pcap"
    _write(path, [b"\x00" * 64] * 3, linktype=147)  # LINKTYPE_USER0
    assert list(read_pcap(str(path), frozenset({9092}))) == [
        InputProblem(str(path), "packet 1", "link type 147 is not supported")
    ]


def test_what_a_connection_leaves_unread_is_reported_where_it_ends(tmp_path: Path) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    ack, syn = dpkt.tcp.TH_ACK, dpkt.tcp.TH_SYN
    packets = [
        _packet(40001, 9092, 999, 0, syn, b""),
        _packet(40001, 9092, 1000, 0, ack, frame + frame[:3]),  # a frame, 3 bytes of the next
        _packet(40002, 9092, 4999, 0, syn, b""),
        _packet(40002, 9092, 5000, 0, ack, b""),  # an ACK carries no data
        _packet(40002, 9092, 4999, 0, syn, b""),  # sent again before any data: same connection
        _packet(40002, 9092, 5000 + 8, 0, ack, b"12345"),  # its first 8 bytes never come
        _packet(9092, 40003, 7000, 0, ack, frame[:6]),  # from the broker, cut
        _packet(40001, 9092, 2999, 0, syn, b""),  # port 40001 again: a new connection
        _packet(40001, 9092, 3000, 0, ack, frame),
    ]
    path = tmp_path / "ends.pcap"
    _write(path, packets)
    items = list(read_pcap(str(path), frozenset({9092})))
    source = str(path)
    assert items == [
        WireFrame(
            source, 1, "packet 2 (connection 1 >)", 1.0, 1, ">", frame, 0, 1, "stream offset"
        ),
        # found when the port is taken again, not at the end of the file
        InputProblem(
            source, "packet 8", "connection 1 >: 3 bytes of an incomplete frame at stream offset 8"
        ),
        WireFrame(
            source, 2, "packet 9 (connection 4 >)", 1.0, 4, ">", frame, 0, 1, "stream offset"
        ),
        InputProblem(
            source,
            "end of file",
            "connection 2 >: bytes missing at stream offset 0; 5 bytes after the gap not read",
        ),
        InputProblem(
            source,
            "end of file",
            "connection 3 <: 6 bytes of an incomplete frame at stream offset 0",
        ),
    ]


def test_a_gap_is_given_up_on_when_more_segments_wait_than_the_bound(tmp_path: Path) -> None:
    ack, syn = dpkt.tcp.TH_ACK, dpkt.tcp.TH_SYN
    limit = MAX_PENDING_SEGMENTS
    # byte 0 of the first stream never comes, nor byte 3 of the second (after the
    # start of a frame); one byte a segment after the gap
    packets = [_packet(40001, 9092, 999, 0, syn, b""), _packet(40002, 9092, 999, 0, syn, b"")]
    packets += [_packet(40001, 9092, 1000 + i, 0, ack, b"x") for i in range(1, limit + 1)]
    packets.append(_packet(40002, 9092, 1000, 0, ack, b"\x00\x00\x00"))
    packets += [_packet(40002, 9092, 1003 + i, 0, ack, b"x") for i in range(1, limit + 2)]
    packets.append(_packet(40002, 9092, 1003, 0, ack, b"\x00"))  # too late: not read
    # nor are as many again, out of order: no second report
    start = 1003 + limit + 2
    packets += [_packet(40002, 9092, start + i, 0, ack, b"x") for i in range(1, limit + 2)]
    path = tmp_path / "waiting.pcap"
    _write(path, packets)
    items = list(read_pcap(str(path), frozenset({9092})))
    overflow = 2 + limit + 1 + limit + 1  # the packet that made one segment too many wait
    # and nothing more of the second stream, not even its 3 bytes of a frame
    assert items == [
        InputProblem(
            str(path),
            f"packet {overflow}",
            f"connection 2 >: bytes missing at stream offset 3 and {limit + 1} segments waiting; "
            "the rest of this direction is not read",
        ),
        InputProblem(
            str(path),
            "end of file",
            f"connection 1 >: bytes missing at stream offset 0; {limit} bytes after the gap not read",
        ),
    ]


def test_a_file_that_ends_inside_a_packet_header_is_reported_after_the_last_packet(
    tmp_path: Path,
) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    ack = dpkt.tcp.TH_ACK
    path = tmp_path / "cut.pcap"
    _write(
        path, [_packet(40001, 9092, 1000, 0, ack, frame), _packet(40001, 9092, 1008, 0, ack, frame)]
    )
    with path.open("ab") as out:
        out.write(struct.pack("<IIII", 3, 0, 100, 100)[:5])  # 5 bytes of a 16-byte header
    items = list(read_pcap(str(path), frozenset({9092})))
    assert [type(item) for item in items] == [WireFrame, WireFrame, InputProblem]
    assert items[2] == InputProblem(
        str(path), "after packet 2", "file ends badly: got 5, 16 needed at least"
    )


@pytest.mark.parametrize(
    ("size", "framing"),
    [(0, True), (-1, False), (MAX_FRAME_BYTES, True), (MAX_FRAME_BYTES + 1, False)],
)
def test_a_size_prefix_is_kafka_framing_from_0_to_the_frame_bound(
    tmp_path: Path, size: int, framing: bool
) -> None:
    syn, ack = dpkt.tcp.TH_SYN, dpkt.tcp.TH_ACK
    prefix = struct.pack(">i", size)
    path = tmp_path / "sizes.pcap"
    _write(
        path, [_packet(40001, 9092, 999, 0, syn, b""), _packet(40001, 9092, 1000, 0, ack, prefix)]
    )
    items = list(read_pcap(str(path), frozenset({9092})))
    if not framing:
        assert [item.message for item in items if isinstance(item, InputProblem)] == [
            f"connection 1 >: size prefix {size} at stream offset 0 is not Kafka framing; "
            "the rest of this direction is not read"
        ]
    elif size == 0:  # an empty frame is a whole frame
        assert [item.frame for item in items if isinstance(item, WireFrame)] == [prefix]
    else:
        assert [item.message for item in items if isinstance(item, InputProblem)] == [
            "connection 1 >: 4 bytes of an incomplete frame at stream offset 0"
        ]


def test_bytes_that_are_no_kafka_framing_are_placed_in_the_stream(tmp_path: Path) -> None:
    syn, ack = dpkt.tcp.TH_SYN, dpkt.tcp.TH_ACK
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    packets = [
        _packet(40001, 9092, 999, 0, syn, b""),
        _packet(40001, 9092, 1000, 0, ack, frame),
        _packet(40001, 9092, 1008, 0, ack, frame + b"\xff\xff\xff\xfe"),
    ]
    path = tmp_path / "garbage-later.pcap"
    _write(path, packets)
    assert [
        (type(item).__name__, getattr(item, "message", None))
        for item in read_pcap(str(path), frozenset({9092}))
    ] == [
        ("WireFrame", None),
        ("WireFrame", None),
        (
            "InputProblem",
            "connection 1 >: size prefix -2 at stream offset 16 is not Kafka framing; "
            "the rest of this direction is not read",
        ),
    ]


def test_a_segment_half_the_sequence_space_away_is_an_old_one_and_dropped(
    tmp_path: Path,
) -> None:
    syn, ack = dpkt.tcp.TH_SYN, dpkt.tcp.TH_ACK
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    packets = [
        _packet(40001, 9092, 999, 0, syn, b""),
        _packet(40001, 9092, 1000 + 2**31, 0, ack, b"old"),  # before the stream start
        _packet(40001, 9092, 1000 + 2**31 - 1, 0, ack, b"x"),  # after it: waits for the gap
        _packet(40001, 9092, 1000, 0, ack, frame),
    ]
    path = tmp_path / "old.pcap"
    _write(path, packets)
    assert [
        (type(item), getattr(item, "message", ""))
        for item in read_pcap(str(path), frozenset({9092}))
    ] == [
        (WireFrame, ""),
        (
            InputProblem,
            "connection 1 >: bytes missing at stream offset 8; 1 byte after the gap not read",
        ),
    ]


def test_the_frame_bound_is_the_capture_proxys_above_kafkas_limits_and_below_tls() -> None:
    assert MAX_FRAME_BYTES == recorder.MAX_FRAME_BYTES
    socket_request_max_bytes = 100 * 1024 * 1024  # the broker's default request limit
    tls_handshake = int.from_bytes(b"\x16\x03\x01\x00", "big")  # a TLS record header as a size
    assert socket_request_max_bytes < MAX_FRAME_BYTES < tls_handshake


def test_bytes_sent_again_change_nothing_and_a_frame_is_placed_at_its_first_packet(
    tmp_path: Path,
) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    syn, ack = dpkt.tcp.TH_SYN, dpkt.tcp.TH_ACK
    packets = [
        _packet(40001, 9092, 999, 0, syn, b""),
        _packet(40001, 9092, 1000, 0, ack, frame[:5]),
        _packet(40001, 9092, 1005, 0, ack, frame[5:] + frame),  # one frame ends, one whole
        _packet(40001, 9092, 1000, 0, ack, frame[:5]),  # sent again, long after
        _packet(40001, 9092, 1016, 0, ack, frame),
        # a frame that waits for the one before it is sent twice: its bytes came first
        # with packet 7
        _packet(40002, 9092, 999, 0, syn, b""),
        _packet(40002, 9092, 1008, 0, ack, frame),
        _packet(40002, 9092, 1008, 0, ack, frame),
        _packet(40002, 9092, 1000, 0, ack, frame),
    ]
    path = tmp_path / "again.pcap"
    _write(path, packets)
    items = list(read_pcap(str(path), frozenset({9092})))
    assert [(item.position, item.base_offset) for item in items if isinstance(item, WireFrame)] == [
        ("packets 2-3 (connection 1 >)", 0),
        ("packet 3 (connection 1 >)", 8),
        ("packet 5 (connection 1 >)", 16),
        ("packet 9 (connection 2 >)", 0),
        ("packets 7-9 (connection 2 >)", 8),
    ]
    assert all(isinstance(item, WireFrame) for item in items)


def test_a_file_that_is_no_pcap_is_named_so(tmp_path: Path) -> None:
    path = tmp_path / "short.pcap"
    path.write_bytes(b"\xa1\xb2\xc3\xd4\x00\x00\x00")  # the magic, then 3 bytes of header
    assert list(read_pcap(str(path), frozenset({9092}))) == [
        InputProblem(
            str(path), "file header", "not a readable pcap file: got 7, 24 needed at least", 0
        )
    ]


def test_latency_from_nanosecond_timestamps_is_shown_to_the_microsecond(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    metadata = 3
    ask = encode_request(request_class(metadata).from_dict({"topics": []}), 1, 7, "c")
    answer = response_class(metadata).from_dict({"brokers": [], "topics": []})
    syn, ack = dpkt.tcp.TH_SYN, dpkt.tcp.TH_ACK
    path = tmp_path / "nano.pcap"
    with path.open("wb") as out:
        writer = dpkt.pcap.Writer(out, snaplen=65535, nano=True)
        writer.writepkt(_packet(40001, 9092, 999, 0, syn, b""), ts=1.0)
        writer.writepkt(_packet(40001, 9092, 1000, 0, ack, ask), ts=1.0)
        # answered 123.4 microseconds later
        writer.writepkt(
            _packet(9092, 40001, 5000, 0, ack, encode_response(answer, 1, 7)), ts=1.0001234
        )
    code, lines, err = _decode(capsys, "--json", "--summary", str(path))
    assert code == 0, err
    assert json.loads(lines[0])["latency_ms"] == 0.123
    code, lines, _ = _decode(capsys, "--json", str(path))
    assert json.loads(lines[0])["latency_ms"] == 0.123


def test_a_stream_longer_than_the_sequence_space_is_read_to_its_end() -> None:
    # A long consumer session fetches gigabytes: sequence numbers wrap at 4 GiB,
    # and past 2 GiB an offset taken from them alone read as before the stream
    # start, so every later byte was dropped without a word. 64 KiB segments
    # (one bytes object: nothing is copied) to past 4 GiB, with a retransmission
    # and a segment out of order near the end.
    half = _Half(">")
    base = 2**32 - 4
    half.syn(base - 1)
    chunk = bytes(65536)
    count = 2**32 // len(chunk) + 3
    late = count - 2
    delivered: list[int] = []

    def send(index: int, shift: int = 0, size: int = len(chunk)) -> None:
        seq = (base + index * len(chunk) + shift) % 2**32
        delivered.extend(at for at, _, _ in half.segment(seq, chunk[:size], index))

    for index in range(count):
        if index != late:
            send(index)
        if index == count - 4:
            before = len(delivered)
            send(index, shift=100, size=200)  # sent again: nothing new
            assert len(delivered) == before
    assert list(half.pending) == [(count - 1) * len(chunk)]
    send(late)
    assert not half.pending
    assert delivered == [index * len(chunk) for index in range(count)]
    assert half.have == count * len(chunk) > 2**32


def test_a_pipe_is_read_like_the_file_it_carries(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # ``kafkawire decode <(zcat x.capture.gz)``: the format was told from bytes
    # read and dropped before the reading itself began, so a whole capture was
    # "not a capture", and a pcap of no bytes (its size taken from fstat)
    source = SOURCES[0]
    pcap = tmp_path / "traffic.pcap"
    write_pcap(pcap, read_capture(source))
    damaged = tmp_path / "damaged.capture"
    damaged.write_text(source.read_text() + "not a frame line\n")
    pipes: list[str] = []

    def through_pipe(path: Path, *args: str) -> tuple[int, list[str], str]:
        read, write = os.pipe()
        pipes.append(f"/dev/fd/{read}")

        def feed() -> None:
            with open(write, "wb") as end:
                end.write(path.read_bytes())

        writer = threading.Thread(target=feed)
        writer.start()
        try:
            return _decode(capsys, "--json", *args, pipes[-1])
        finally:
            writer.join()
            os.close(read)

    _, from_capture, _ = _decode(capsys, "--json", str(source))
    for path, args in ((source, ()), (pcap, ("--records",))):
        code, out, err = through_pipe(path, *args)
        _, from_file, _ = _decode(capsys, "--json", *args, str(path))
        assert (code, err) == (0, ""), path
        assert _comparable(out) == _comparable(from_file), path
        assert {json.loads(line)["file"] for line in out} == {pipes[-1]}
    code, out, err = through_pipe(damaged)
    lines = len(source.read_text().splitlines()) + 1
    assert code == 1 and len(out) == len(from_capture)
    assert err.startswith(f"kafkawire decode: {pipes[-1]}: line {lines}: frame ")


@pytest.mark.parametrize(
    "linktype", [dpkt.pcap.DLT_LINUX_SLL, dpkt.pcap.DLT_NULL], ids=["linux-cooked", "loopback"]
)
def test_each_pcapng_packet_is_read_by_its_own_interfaces_link_type(
    linktype: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """dpkt's reader read every packet by the first interface's link type
    (Ethernet here): connection 2, on the second interface, was misread as
    not IP and left out without a word."""
    source = SOURCES[1]
    path = tmp_path / "two-interfaces.pcapng"
    write_pcap(path, read_capture(source), pcapng=True, second_interface=linktype)
    data, linktypes, at = path.read_bytes(), [], 0
    while at < len(data):  # the interfaces the file describes
        kind, size = struct.unpack_from("<II", data, at)
        if kind == 1:
            linktypes.append(struct.unpack_from("<H", data, at + 8)[0])
        at += size
    assert linktypes == [dpkt.pcap.DLT_EN10MB, linktype]
    _, from_capture, _ = _decode(capsys, "--json", str(source))
    code, from_pcapng, err = _decode(capsys, "--json", str(path))
    assert (code, err) == (0, "")
    assert _comparable(from_pcapng) == _comparable(from_capture)
    assert {json.loads(line)["connection"] for line in from_pcapng} == {1, 2, 3}


def test_a_pcapng_interface_of_an_unknown_link_type_is_reported_and_the_others_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = SOURCES[1]
    path = tmp_path / "two-interfaces.pcapng"
    write_pcap(path, read_capture(source), pcapng=True, second_interface=147)  # LINKTYPE_USER0
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    problems = [item for item in items if isinstance(item, InputProblem)]
    assert [problem.message for problem in problems] == [
        "interface 1: link type 147 is not supported; the packets of this link type are skipped"
    ]
    connections = {item.connection for item in items if isinstance(item, WireFrame)}
    assert len(connections) == 2  # 1 and 3 of the capture, numbered 1 and 2 here
    code, lines, err = _decode(capsys, "--summary", str(path))
    assert code == 1 and lines
    assert err.count("link type 147 is not supported") == 1


def test_a_pcapng_packet_of_an_interface_not_described_is_reported(tmp_path: Path) -> None:
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    packet = _packet(40001, 9092, 1000, 0, dpkt.tcp.TH_ACK, frame)

    def enhanced(interface: int) -> bytes:
        body = struct.pack("<IIIII", interface, 0, 1_000_000, len(packet), len(packet))
        return pcapng_block(6, body + packet + bytes(-len(packet) % 4))

    interface = pcapng_interface()
    path = tmp_path / "undescribed.pcapng"
    path.write_bytes(SECTION + interface + enhanced(3) + enhanced(0))
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert items == [
        InputProblem(
            str(path), "packet 1", "interface 3 is not described in the file; packet skipped"
        ),
        WireFrame(
            str(path), 1, "packet 2 (connection 1 >)", 1.0, 1, ">", frame, 0, 1, "stream offset"
        ),
    ]


def test_pcapng_times_and_interface_numbers_are_those_of_the_packets_own_interface_and_section(
    tmp_path: Path,
) -> None:
    """The second interface counts nanoseconds (if_tsresol 9); a second
    section numbers its interfaces from 0 again, here one of loopback."""
    frame = b"\x00\x00\x00\x04\x00\x00\x00\x07"
    ethernet = _packet(40001, 9092, 1000, 0, dpkt.tcp.TH_ACK, frame)
    following = _packet(40001, 9092, 1008, 0, dpkt.tcp.TH_ACK, frame)
    loopback = struct.pack("<I", 2) + bytes(dpkt.ethernet.Ethernet(following).data)
    nanoseconds = struct.pack("<HHB3x", 9, 1, 9) + struct.pack("<HH", 0, 0)
    path = tmp_path / "sections.pcapng"
    path.write_bytes(
        SECTION
        + pcapng_interface()
        + pcapng_interface(options=nanoseconds)
        + pcapng_enhanced(1, 1_500_000_000, ethernet)  # 1.5 s in nanoseconds
        + SECTION
        + pcapng_interface(dpkt.pcap.DLT_NULL)
        + pcapng_enhanced(0, 2_000_000, loopback)  # 2 s in microseconds
    )
    items = list(read_pcap(str(path), frozenset({9092}), "pcapng"))
    assert [(type(item), item.position) for item in items] == [
        (WireFrame, "packet 1 (connection 1 >)"),
        (WireFrame, "packet 2 (connection 1 >)"),
    ]
    assert [item.time for item in items if isinstance(item, WireFrame)] == [1.5, 2.0]
