"""Kafka frames out of pcap and pcapng files: TCP streams reassembled, then framed.

Packets are read with dpkt (the ``pcap`` extra), which knows the file formats
and the packet layers; what it does not do is TCP reassembly, which is here,
kept deliberately small:

* A connection is a TCP flow with one end on a broker port (``--port``,
  default 9092); the end on that port is the broker. Connections are numbered
  1, 2, ... in the order their first packet is seen; a SYN on a flow that has
  carried data starts a new connection (the client port was reused).
* Each direction is put in order by sequence number (relative to the SYN, or
  to the first data segment when the capture started mid-stream; a stream
  picked up in the middle of a frame is not resynchronised, its size prefix
  reads as garbage and the direction is reported and skipped); sequence
  numbers are unwrapped, so a stream may run past 4 GiB.
  Retransmitted bytes are dropped, out-of-order segments wait for the gap to
  fill (at most ``MAX_PENDING_SEGMENTS``). A gap that never fills, or bytes
  whose size prefix is no Kafka frame, end that direction with an
  ``InputProblem``; the rest of the file is still read.
* A frame's time is that of the packet that completed it.

Link layers: Ethernet (with VLAN tags), Linux cooked v1 and v2 (``tcpdump -i
any``), BSD loopback (DLT_NULL, DLT_LOOP) and raw IP, over IPv4 and IPv6; in
a pcapng, each packet is read by the link type of its own interface
(``kafkawire.cli.pcapng``). IP fragments are not reassembled (loopback and
Kafka's own traffic rarely have them); a fragment is reported and skipped.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import Any, BinaryIO

from kafkawire.capture import FROM_BROKER, MAX_FRAME_BYTES, TO_BROKER
from kafkawire.cli.pcapng import BlocksBeforeInterface, Interface, pcapng_packets
from kafkawire.cli.sources import InputProblem, WireFrame
from kafkawire.errors import CorruptedError

__all__ = ["MAX_PENDING_SEGMENTS", "read_pcap", "read_pcap_stream"]

#: Out-of-order segments held per direction before the gap is given up on.
MAX_PENDING_SEGMENTS = 4096
#: What one read of the input asks for at most (``_ChunkedReads``).
_READ_CHUNK = 64 * 1024
_SEQ_MOD = 1 << 32
_SIZE = struct.Struct(">i")
# Link types by number (pcap-linktype(7)); dpkt names only some of them.
_DLT_NULL, _DLT_EN10MB, _DLT_RAW, _DLT_LOOP = 0, 1, 101, 108
_DLT_RAW_ALT = frozenset({12, 14})  # DLT_RAW on some BSDs
_DLT_LINUX_SLL, _DLT_LINUX_SLL2, _DLT_IPV4, _DLT_IPV6 = 113, 276, 228, 229


def _import_dpkt() -> Any:
    try:
        import dpkt
    except ImportError:  # pragma: no cover - dpkt is a test dependency
        raise RuntimeError("reading pcap files needs dpkt: pip install 'kafkawire[pcap]'") from None
    return dpkt


class _Half:
    """One direction of a connection: reassembly and framing."""

    def __init__(self, direction: str) -> None:
        self.direction = direction
        self.base: int | None = None  # sequence number of stream byte 0
        self.have = 0  # stream bytes delivered in order
        self.pending: dict[int, tuple[bytes, int]] = {}  # offset -> (data, packet)
        self.buffer = bytearray()
        self.buffer_offset = 0  # stream offset of buffer[0]
        self.first_packet = 0  # packet that brought buffer[0]
        self.done = False  # framing lost or a gap given up on

    def syn(self, seq: int) -> None:
        self.base = (seq + 1) % _SEQ_MOD

    def segment(self, seq: int, data: bytes, packet: int) -> list[tuple[int, bytes, int]]:
        """Deliver a segment; returns the in-order pieces (offset, data, packet)."""
        if self.done or not data:
            return []
        if self.base is None:
            self.base = seq
        # Sequence numbers wrap every 4 GiB, and a stream may be longer: the
        # offset is the one nearest the bytes delivered so far, within 2 GiB
        # either way (a retransmission lies behind them, a gap ahead)
        ahead = (seq - self.base - self.have) % _SEQ_MOD
        if ahead >= _SEQ_MOD // 2:
            ahead -= _SEQ_MOD
        offset = self.have + ahead
        if offset + len(data) <= 0:  # before the stream start: an old retransmission
            return []
        out: list[tuple[int, bytes, int]] = []
        if offset > self.have:
            waiting = self.pending.get(offset)
            # a retransmission may carry more than the first try (segments collapsed)
            if waiting is None or len(data) > len(waiting[0]):
                self.pending[offset] = (data, packet)
            return out
        self._take(offset, data, packet, out)
        while self.pending:
            ready = [at for at in self.pending if at <= self.have]
            if not ready:
                break
            for at in sorted(ready):
                piece, from_packet = self.pending.pop(at)
                self._take(at, piece, from_packet, out)
        return out

    def _take(
        self, offset: int, data: bytes, packet: int, out: list[tuple[int, bytes, int]]
    ) -> None:
        end = offset + len(data)
        if end <= self.have:
            return  # retransmitted
        fresh = data[self.have - offset :]
        out.append((self.have, fresh, packet))
        self.have = end

    def frames(self, data: bytes, packet: int) -> Iterator[tuple[bytes, int, int] | str]:
        """Frames the in-order bytes complete: (frame, stream offset, first packet),
        or a message when the stream is found not to be Kafka framing."""
        if self.done:  # later pieces of the segment that ended the framing
            return
        if not self.buffer:
            self.first_packet = packet
        self.buffer += data
        buffer = self.buffer
        pos = 0
        while len(buffer) - pos >= _SIZE.size:
            (size,) = _SIZE.unpack_from(buffer, pos)
            if size < 0 or size > MAX_FRAME_BYTES:
                self.done = True
                offset = self.buffer_offset + pos
                self.buffer = bytearray()
                yield f"size prefix {size} at stream offset {offset} is not Kafka framing"
                return
            end = pos + _SIZE.size + size
            if len(buffer) < end:
                break
            yield bytes(buffer[pos:end]), self.buffer_offset + pos, self.first_packet
            pos = end
            self.first_packet = packet
        if pos:
            del buffer[:pos]
            self.buffer_offset += pos


class _Connection:
    def __init__(self, number: int) -> None:
        self.number = number
        self.halves = {TO_BROKER: _Half(TO_BROKER), FROM_BROKER: _Half(FROM_BROKER)}
        self.carried_data = False


def _ip_layer(dpkt: Any, linktype: int, buf: bytes) -> Any:
    if linktype == _DLT_EN10MB:
        return dpkt.ethernet.Ethernet(buf).data
    if linktype in (_DLT_NULL, _DLT_LOOP):
        return dpkt.loopback.Loopback(buf).data
    if linktype == _DLT_LINUX_SLL:
        return dpkt.sll.SLL(buf).data
    if linktype == _DLT_LINUX_SLL2:
        return dpkt.sll2.SLL2(buf).data
    if linktype in (_DLT_RAW, _DLT_IPV4, _DLT_IPV6) or linktype in _DLT_RAW_ALT:
        if buf and buf[0] >> 4 == 6:
            return dpkt.ip6.IP6(buf)
        return dpkt.ip.IP(buf)
    raise ValueError(f"link type {linktype} is not supported")


class _ChunkedReads:
    """A file or pipe whose ``read(n)`` allocates no more than the bytes it finds.

    dpkt reads a packet or a block by the length its header claims, and a
    buffered file allocates what ``read(n)`` asks for before reading: a
    damaged length of 4 GiB would be a 4 GiB allocation. Read in chunks, the
    bytes held are those there are.
    """

    def __init__(self, handle: BinaryIO, name: str) -> None:
        self._handle = handle
        self.name = name
        #: bytes read so far: the file offset of what is read next, for errors
        self.position = 0

    def read(self, n: int) -> bytes:
        if n < 0:
            # dpkt reads a pcapng block's length less the 8 bytes read: a
            # length under 8 asked for the whole rest of the file, which was
            # then skipped as one block (whatever frames it held, unsaid)
            raise ValueError("a block length shorter than its header")
        if n <= _READ_CHUNK:
            data = self._handle.read(n)
            self.position += len(data)
            return data
        out = bytearray()
        while len(out) < n:
            piece = self._handle.read(min(_READ_CHUNK, n - len(out)))
            if not piece:
                break
            out += piece
        self.position += len(out)
        return bytes(out)


def _why(exc: Exception) -> str:
    # dpkt's NeedData often carries no text: name it then
    return str(exc) or f"{type(exc).__name__} (the data ends early)"


def read_pcap(
    path: str, ports: frozenset[int], kind: str = "pcap", *, name: str | None = None
) -> Iterator[Any]:
    """``WireFrame`` and ``InputProblem`` items of one pcap or pcapng file;
    ``name`` is the file's name in them when ``path`` is a copy of it."""
    with open(path, "rb") as raw:
        yield from read_pcap_stream(raw, ports, kind, path if name is None else name)


def read_pcap_stream(
    handle: BinaryIO, ports: frozenset[int], kind: str, name: str
) -> Iterator[Any]:
    """``read_pcap`` of the file or pipe ``handle``, read once from where it
    is (dpkt reads on, never back), named ``name``."""
    dpkt = _import_dpkt()
    source = _ChunkedReads(handle, name)
    # what dpkt's pcapng reader passes over looking for the first interface
    start = BlocksBeforeInterface(source) if kind == "pcapng" else None
    try:
        reader = dpkt.pcapng.Reader(start) if start is not None else dpkt.pcap.Reader(source)
    except (ValueError, struct.error, dpkt.dpkt.UnpackError, dpkt.dpkt.NeedData) as exc:
        yield InputProblem(name, "file header", f"not a readable {kind} file: {_why(exc)}", 0)
        return
    if start is not None:
        if start.skipped:
            they = "they need" if start.skipped > 1 else "it needs"
            blocks = "blocks" if start.skipped > 1 else "block"
            yield InputProblem(
                name,
                "before packet 1",
                f"{start.skipped} packet {blocks} before the first interface description "
                f"block, which {they}: skipped",
                start.first_offset,
            )
        packets = pcapng_packets(dpkt, source, reader)
    else:
        only = Interface(reader.datalink(), 0.0, 0)
        packets = ((timestamp, buf, _PCAP_INTERFACE, only) for timestamp, buf in reader)
    yield from _packets(dpkt, name, packets, ports)


#: The interface number of a pcap file's packets: it has one link type for all.
_PCAP_INTERFACE = -1


def _packets(
    dpkt: Any,
    path: str,
    packets: Iterator[tuple[float, bytes, int, Interface | None]],
    ports: frozenset[int],
) -> Any:
    flows: dict[tuple[bytes, int, bytes, int], _Connection] = {}
    connections = 0
    frames = 0
    number = 0
    unsupported: set[int] = set()  # link types said to be, in a pcapng
    while True:
        try:
            timestamp, buf, interface_number, interface = next(packets)
        except StopIteration:
            break
        except CorruptedError as exc:  # a block that says what is wrong with it, and where
            yield InputProblem(path, f"after packet {number}", str(exc.args[0]), exc.offset)
            break
        except (ValueError, struct.error, dpkt.dpkt.UnpackError, dpkt.dpkt.NeedData) as exc:
            yield InputProblem(path, f"after packet {number}", f"file ends badly: {_why(exc)}")
            break
        number += 1
        if interface is None:
            yield InputProblem(
                path,
                f"packet {number}",
                f"interface {interface_number} is not described in the file; packet skipped",
            )
            continue
        try:
            ip = _ip_layer(dpkt, interface.linktype, buf)
        except ValueError as exc:
            if interface_number == _PCAP_INTERFACE:  # no packet of the file can be read
                yield InputProblem(path, f"packet {number}", str(exc))
                return
            if interface.linktype not in unsupported:  # other interfaces are read on
                unsupported.add(interface.linktype)
                yield InputProblem(
                    path,
                    f"packet {number}",
                    f"interface {interface_number}: {exc}; the packets of this link type are skipped",
                )
            continue
        except (dpkt.dpkt.UnpackError, dpkt.dpkt.NeedData) as exc:
            yield InputProblem(path, f"packet {number}", f"not decodable: {_why(exc)}")
            continue
        if not isinstance(ip, dpkt.ip.IP | dpkt.ip6.IP6):
            continue
        if isinstance(ip, dpkt.ip.IP) and (ip.mf or ip.offset):
            yield InputProblem(path, f"packet {number}", "IP fragment: not reassembled, skipped")
            continue
        tcp = ip.data
        if not isinstance(tcp, dpkt.tcp.TCP):
            continue
        if tcp.dport in ports:
            key = (bytes(ip.src), tcp.sport, bytes(ip.dst), tcp.dport)
            direction = TO_BROKER
        elif tcp.sport in ports:
            key = (bytes(ip.dst), tcp.dport, bytes(ip.src), tcp.sport)
            direction = FROM_BROKER
        else:
            continue
        syn = bool(tcp.flags & dpkt.tcp.TH_SYN)
        connection = flows.get(key)
        if connection is None or (syn and direction == TO_BROKER and connection.carried_data):
            if connection is not None:
                # what the old connection left is found here, not at the end of the file
                yield from _finish(path, connection, f"packet {number}")
            connections += 1
            connection = flows[key] = _Connection(connections)
        half = connection.halves[direction]
        if syn:
            half.syn(tcp.seq)
            continue
        data = bytes(tcp.data)
        if not data:
            continue
        connection.carried_data = True
        for _, piece, packet in half.segment(tcp.seq, data, number):
            for item in half.frames(piece, packet):
                if isinstance(item, str):
                    yield InputProblem(
                        path,
                        f"packet {number}",
                        f"connection {connection.number} {direction}: {item}; "
                        "the rest of this direction is not read",
                    )
                    continue
                frame, stream_offset, first = item
                frames += 1
                position = f"packet {number}" if first == number else f"packets {first}-{number}"
                yield WireFrame(
                    path,
                    frames,
                    f"{position} (connection {connection.number} {direction})",
                    float(timestamp),
                    connection.number,
                    direction,
                    frame,
                    stream_offset,
                    1,
                    "stream offset",
                )
        if len(half.pending) > MAX_PENDING_SEGMENTS:
            half.done = True
            yield InputProblem(
                path,
                f"packet {number}",
                f"connection {connection.number} {direction}: bytes missing at stream "
                f"offset {half.have} and {len(half.pending)} segments waiting; "
                "the rest of this direction is not read",
            )
            half.pending.clear()
    for connection in flows.values():
        yield from _finish(path, connection, "end of file")


def _finish(path: str, connection: _Connection, position: str) -> Iterator[InputProblem]:
    """Problems with what ``connection`` left unread, found at ``position``."""
    for half in connection.halves.values():
        if half.done:
            continue
        if half.pending:
            waiting = sum(len(data) for data, _ in half.pending.values())
            unit = "byte" if waiting == 1 else "bytes"
            yield InputProblem(
                path,
                position,
                f"connection {connection.number} {half.direction}: bytes missing at stream "
                f"offset {half.have}; {waiting} {unit} after the gap not read",
            )
        elif half.buffer:
            yield InputProblem(
                path,
                position,
                f"connection {connection.number} {half.direction}: {len(half.buffer)} bytes "
                f"of an incomplete frame at stream offset {half.buffer_offset}",
            )
        half.done = True
