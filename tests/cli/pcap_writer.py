"""Test helper: a pcap (or pcapng) of loopback TCP traffic around captured frames.

Written with dpkt, packet by packet, the way a sniffer on ``lo`` would have
seen the session: a handshake per connection, then the frames in capture order
as TCP segments with real sequence numbers. To exercise reassembly, frames
larger than ``split_over`` bytes are cut into three segments (the last two
swapped, so one arrives out of order) and the first of them is sent twice (a
retransmission); runs of small frames in one direction of one connection are
put into one segment. ``handshake=False`` leaves out the SYNs, as when a
sniffer starts on running connections. ``drop`` names a segment (by its index among data
segments) to leave out, to make a gap. ``second_interface`` (pcapng only) is
the link type of a second interface, which carries the packets of the
even-numbered connections, as dumpcap writes a capture of two interfaces.
"""

from __future__ import annotations

import socket
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

import dpkt

from kafkawire.capture import TO_BROKER, CapturedFrame

CLIENT_IP = socket.inet_aton("127.0.0.1")
BROKER_IP = socket.inet_aton("127.0.0.1")
CLIENT_PORT_BASE = 40000
ISN_CLIENT = 1_000
ISN_BROKER = 4_294_967_000  # wraps around 2**32 within the first frames
MAC = b"\x00" * 6


def _packet(src_port: int, dst_port: int, seq: int, ack: int, flags: int, data: bytes) -> bytes:
    tcp = dpkt.tcp.TCP(
        sport=src_port, dport=dst_port, seq=seq % 2**32, ack=ack % 2**32, flags=flags, data=data
    )
    ip = dpkt.ip.IP(src=CLIENT_IP, dst=BROKER_IP, p=dpkt.ip.IP_PROTO_TCP, data=tcp)
    ip.len = len(ip)
    eth = dpkt.ethernet.Ethernet(src=MAC, dst=MAC, type=dpkt.ethernet.ETH_TYPE_IP, data=ip)
    return bytes(eth)


def pcapng_block(kind: int, body: bytes) -> bytes:
    """A little-endian pcapng block: its type, length, body and length again."""
    size = 12 + len(body)
    return struct.pack("<II", kind, size) + body + struct.pack("<I", size)


#: A little-endian pcapng section header (version 1.0, length not given).
SECTION = pcapng_block(0x0A0D0D0A, struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1))


def pcapng_interface(linktype: int = 1, snaplen: int = 65535, options: bytes = b"") -> bytes:
    """An Interface Description Block (Ethernet, no snap length cut, by default)."""
    return pcapng_block(1, struct.pack("<HHI", linktype, 0, snaplen) + options)


def pcapng_enhanced(interface: int, units: int, packet: bytes) -> bytes:
    """An Enhanced Packet Block of the whole ``packet`` at ``units`` of its interface."""
    body = struct.pack(
        "<IIIII", interface, units >> 32, units & 0xFFFFFFFF, len(packet), len(packet)
    )
    return pcapng_block(6, body + packet + bytes(-len(packet) % 4))


def pcapng_simple(packet: bytes, original: int | None = None) -> bytes:
    """A Simple Packet Block holding ``packet`` (``original``: the length on the wire)."""
    length = len(packet) if original is None else original
    return pcapng_block(3, struct.pack("<I", length) + packet + bytes(-len(packet) % 4))


def _relink(ethernet: bytes, linktype: int) -> bytes:
    """An Ethernet packet's IP packet under another link layer; as it is for a
    link type the reader does not know (its bytes do not matter then)."""
    ip = dpkt.ethernet.Ethernet(ethernet).data
    if linktype == dpkt.pcap.DLT_LINUX_SLL:
        return bytes(dpkt.sll.SLL(ethtype=dpkt.ethernet.ETH_TYPE_IP, data=ip))
    if linktype == dpkt.pcap.DLT_NULL:
        return socket.AF_INET.to_bytes(4, sys.byteorder) + bytes(ip)
    return ethernet


def _write_two_interfaces(
    path: Path, packets: list[tuple[float, bytes, int]], second_interface: int
) -> None:
    little = sys.byteorder == "little"  # dpkt's writer takes blocks of the host's byte order
    pcapng = dpkt.pcapng
    idb = pcapng.InterfaceDescriptionBlockLE if little else pcapng.InterfaceDescriptionBlock
    epb = pcapng.EnhancedPacketBlockLE if little else pcapng.EnhancedPacketBlock
    interfaces = [
        idb(linktype=dpkt.pcap.DLT_EN10MB, snaplen=65535),
        idb(linktype=second_interface, snaplen=65535),
    ]
    with path.open("wb") as out:
        writer = pcapng.Writer(out, idb=interfaces)
        for t, raw, connection in packets:
            second = connection % 2 == 0
            data = _relink(raw, second_interface) if second else raw
            block = epb(iface_id=int(second), pkt_data=data, caplen=len(data), pkt_len=len(data))
            writer.writepkt(block, ts=t)


class _Conn:
    def __init__(self, number: int, broker_port: int) -> None:
        self.number = number
        self.client_port = CLIENT_PORT_BASE + number
        self.broker_port = broker_port
        self.seq = {TO_BROKER: ISN_CLIENT + 1, "<": ISN_BROKER + 1}


def write_pcap(
    path: Path,
    frames: Iterable[CapturedFrame],
    *,
    broker_port: int = 9092,
    pcapng: bool = False,
    split_over: int = 200,
    drop: int | None = None,
    handshake: bool = True,
    second_interface: int | None = None,
) -> int:
    """Write the packets; returns the number of data segments written."""
    ordered = list(frames)
    packets: list[tuple[float, bytes, int]] = []  # time, packet, connection
    conns: dict[int, _Conn] = {}
    segments = 0

    def send(conn: _Conn, direction: str, t: float, data: bytes, advance: bool = True) -> None:
        nonlocal segments
        index = segments
        segments += 1
        if direction == TO_BROKER:
            ports = (conn.client_port, conn.broker_port)
        else:
            ports = (conn.broker_port, conn.client_port)
        other = "<" if direction == TO_BROKER else TO_BROKER
        raw = _packet(*ports, conn.seq[direction], conn.seq[other], dpkt.tcp.TH_ACK, data)
        if index != drop:
            packets.append((t, raw, conn.number))
        if advance:
            conn.seq[direction] += len(data)

    i = 0
    while i < len(ordered):
        frame = ordered[i]
        conn = conns.get(frame.connection)
        if conn is None:
            conn = conns[frame.connection] = _Conn(frame.connection, broker_port)
            if handshake:
                c, b = conn.client_port, conn.broker_port
                syn = _packet(c, b, ISN_CLIENT, 0, dpkt.tcp.TH_SYN, b"")
                packets.append((frame.time, syn, conn.number))
                packets.append(
                    (
                        frame.time,
                        _packet(
                            b, c, ISN_BROKER, ISN_CLIENT + 1, dpkt.tcp.TH_SYN | dpkt.tcp.TH_ACK, b""
                        ),
                        conn.number,
                    )
                )
        if len(frame.frame) > split_over:
            data = frame.frame
            third = len(data) // 3
            pieces = [data[:third], data[third : 2 * third], data[2 * third :]]
            start = conn.seq[frame.direction]
            send(conn, frame.direction, frame.time, pieces[0], advance=False)  # sent twice
            send(conn, frame.direction, frame.time, pieces[0])
            conn.seq[frame.direction] = start + 2 * third
            send(conn, frame.direction, frame.time, pieces[2])  # before the middle
            conn.seq[frame.direction] = start + third
            send(conn, frame.direction, frame.time, pieces[1])
            conn.seq[frame.direction] = start + len(data)
            i += 1
            continue
        # Coalesce the following small frames of the same direction and connection.
        data = frame.frame
        t = frame.time
        j = i + 1
        while (
            j < len(ordered)
            and ordered[j].connection == frame.connection
            and ordered[j].direction == frame.direction
            and len(ordered[j].frame) <= split_over
        ):
            data += ordered[j].frame
            t = ordered[j].time
            j += 1
        send(conn, frame.direction, t, data)
        i = j
    if second_interface is not None:
        assert pcapng, "a pcap file has one link type"
        _write_two_interfaces(path, packets, second_interface)
        return segments
    with path.open("wb") as out:
        writer = dpkt.pcapng.Writer(out) if pcapng else dpkt.pcap.Writer(out, snaplen=65535)
        for t, raw, _ in packets:
            writer.writepkt(raw, ts=t)
    return segments
