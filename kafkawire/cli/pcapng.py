"""The packets of a pcapng file, each with the link type of its own interface.

dpkt's ``pcapng.Reader`` reads the section header and the first interface
description, then yields every packet as if it came from that interface:
in a file of several interfaces (``tcpdump -i any`` on some systems, dumpcap
on ``lo`` and ``eth0``) the packets of another link type were misread, and
skipped as not IP, without a word. Here the reader still reads the file's
start (and reports its problems as before; the packet blocks it passes over
looking for the first interface are counted, ``BlocksBeforeInterface``, and
reported), and the blocks after it are read here: each interface description adds an interface, numbered from 0 in its
section, with its link type, snap length and timestamp resolution; each
packet names its interface; a new section header starts a new list of
interfaces. A Simple Packet Block (dpkt has none) names no interface: it is
the section's first, and it has no timestamp: it takes the time of the packet
before it (0 for the first), so a latency that ends in one reads short, not
negative.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import Any, NamedTuple

from kafkawire.errors import CorruptedError

__all__ = ["BlocksBeforeInterface", "Interface", "pcapng_packets"]

_SHB, _IDB, _PB, _SPB, _EPB = 0x0A0D0D0A, 1, 2, 3, 6
_BYTE_ORDER_MAGIC = 0x1A2B3C4D
_OPT_IF_TSRESOL, _OPT_IF_TSOFFSET = 9, 14
_HEAD = 8  # block type and length
#: A Simple Packet Block's head (type, length, original packet length) and trailing length.
_SPB_SIZE = 16
_PACKET_BLOCKS = frozenset({_PB, _SPB, _EPB})


class Interface(NamedTuple):
    linktype: int
    #: timestamp units per second, and seconds added (if_tsresol, if_tsoffset)
    divisor: float
    offset: int
    #: the most bytes of a packet captured; 0 for no limit
    snaplen: int = 0


def _interface(idb: Any, little: bool) -> Interface:
    divisor, offset = 1e6, 0  # microseconds unless the interface says otherwise
    for opt in idb.opts:
        if opt.code == _OPT_IF_TSRESOL:
            # high bit 0: a negative power of 10; 1: a negative power of 2
            (resolution,) = struct.unpack("b", opt.data)
            base = 2 if resolution & 0x80 else 10
            divisor = float(base ** (resolution & 0x7F))
        elif opt.code == _OPT_IF_TSOFFSET:
            (offset,) = struct.unpack("<q" if little else ">q", opt.data)
    return Interface(idb.linktype, divisor, offset, idb.snaplen)


class BlocksBeforeInterface:
    """``source`` as dpkt's ``pcapng.Reader`` reads the file's start through
    it, noting the packet blocks it passes over, unsaid, looking for the first
    interface description: their packets have no interface to be read by, as
    those before any interface of a later section (``pcapng_packets``), and
    are reported as those are. It follows the block lengths over the bytes
    read, so it does not depend on how dpkt cuts its reads."""

    def __init__(self, source: Any) -> None:
        self._source = source
        self.name = source.name
        #: packet blocks before the first interface, and the offset of the first
        self.skipped = 0
        self.first_offset: int | None = None
        self._next = source.position  # the file offset of the next block
        self._head = b""  # what is read of that block's head
        self._order = ""  # the section's byte order, once its header is read
        self._done = False

    def read(self, n: int) -> bytes:
        start = self._source.position
        data: bytes = self._source.read(n)
        if not self._done:
            self._note(start, data)
        return data

    def _note(self, start: int, data: bytes) -> None:
        end = start + len(data)
        while not self._done:
            # a section header's head is 12 bytes: its byte order follows the length
            need = 8 if self._order else 12
            at = self._next + len(self._head)
            if at >= end:
                return
            self._head += data[at - start : at - start + need - len(self._head)]
            if len(self._head) < need:
                return
            if not self._order:
                magic = self._head[8:12]
                if magic == _BYTE_ORDER_MAGIC.to_bytes(4, "little"):
                    self._order = "<"
                elif magic == _BYTE_ORDER_MAGIC.to_bytes(4, "big"):
                    self._order = ">"
                else:
                    self._done = True  # dpkt says what is wrong with it
                    return
                kind = _SHB
            else:
                kind = struct.unpack(self._order + "I", self._head[:4])[0]
            (length,) = struct.unpack(self._order + "I", self._head[4:8])
            if kind == _IDB or length < _HEAD + 4:
                self._done = True  # found, or a damaged length dpkt reports
                return
            if kind in _PACKET_BLOCKS:
                if self.first_offset is None:
                    self.first_offset = self._next
                self.skipped += 1
            self._next += length
            self._head = b""


def pcapng_packets(
    dpkt: Any, source: Any, reader: Any
) -> Iterator[tuple[float, bytes, int, Interface | None]]:
    """``(time, packet, interface number, Interface or None)`` of the blocks of
    ``source`` after what ``reader`` (a ``dpkt.pcapng.Reader`` of it) has read:
    ``None`` for a packet whose interface the section does not describe.
    ``source.position`` is the file offset it has read to.

    Raises what dpkt's blocks raise for a damaged packet block (``NeedData``,
    ``UnpackError``, ``struct.error``, ``ValueError``), as dpkt's reader does,
    and ``CorruptedError`` (at the block's file offset) for a damaged
    interface description.
    """
    pcapng = dpkt.pcapng
    little = isinstance(reader.idb, pcapng.InterfaceDescriptionBlockLE)
    interfaces = [_interface(reader.idb, little)]
    time = 0.0  # of the packet before: a simple packet block has none of its own
    while True:
        at = source.position
        head = source.read(_HEAD)
        if len(head) < _HEAD:
            return
        kind, length = struct.unpack("<II" if little else ">II", head)
        if kind == _SHB:
            # a new section: its own byte order, and interfaces numbered from 0 again
            magic = source.read(4)
            if len(magic) < 4:
                raise dpkt.dpkt.NeedData("section header block cut short")
            little = struct.unpack("<I", magic)[0] == _BYTE_ORDER_MAGIC
            if not little and struct.unpack(">I", magic)[0] != _BYTE_ORDER_MAGIC:
                raise ValueError("section header block of no known byte order")
            (length,) = struct.unpack("<I" if little else ">I", head[4:])
            source.read(length - _HEAD - 4)  # the section's version and options: not needed
            interfaces = []
            continue
        block = head + source.read(length - _HEAD)
        if kind == _EPB or kind == _PB:
            if kind == _EPB:
                packet = (pcapng.EnhancedPacketBlockLE if little else pcapng.EnhancedPacketBlock)(
                    block
                )
            else:
                packet = (pcapng.PacketBlockLE if little else pcapng.PacketBlock)(block)
            number = packet.iface_id
            interface = interfaces[number] if number < len(interfaces) else None
            units = (packet.ts_high << 32) | packet.ts_low
            if interface is None:
                time = units / 1e6
                yield time, packet.pkt_data, number, None
            else:
                time = interface.offset + units / interface.divisor
                yield time, packet.pkt_data, number, interface
        elif kind == _SPB:
            first = interfaces[0] if interfaces else None
            yield time, _simple_packet(dpkt, block, length, little, first), 0, first
        elif kind == _IDB:
            if len(block) < length:
                raise dpkt.dpkt.NeedData("interface description block cut short")
            try:
                idb = (
                    pcapng.InterfaceDescriptionBlockLE
                    if little
                    else pcapng.InterfaceDescriptionBlock
                )(block)
                interfaces.append(_interface(idb, little))
            except (dpkt.dpkt.UnpackError, struct.error, ValueError) as exc:
                # dpkt's NeedData is an UnpackError: a length too short for the block's fields
                raise CorruptedError(
                    f"interface description block of interface {len(interfaces)} of its "
                    f"section is damaged: {str(exc) or type(exc).__name__}; "
                    "the rest of the file is not read",
                    offset=at,
                ) from exc
        # other blocks (statistics, name resolution, ...) carry no frames we read


def _simple_packet(
    dpkt: Any, block: bytes, length: int, little: bool, interface: Interface | None
) -> bytes:
    """The packet of a Simple Packet Block: as long as the least of its original
    length, its interface's snap length (0: none) and what the block holds."""
    if length < _SPB_SIZE:
        raise dpkt.dpkt.UnpackError(
            f"a simple packet block of {length} bytes, shorter than {_SPB_SIZE}"
        )
    if len(block) < length:
        raise dpkt.dpkt.NeedData("simple packet block cut short")
    order = "<I" if little else ">I"
    (original,) = struct.unpack_from(order, block, _HEAD)
    (trailing,) = struct.unpack_from(order, block, length - 4)
    if trailing != length:
        raise dpkt.dpkt.UnpackError("simple packet block: length fields do not match")
    captured = min(original, length - _SPB_SIZE)
    if interface is not None and interface.snaplen:
        captured = min(captured, interface.snaplen)
    return block[_HEAD + 4 : _HEAD + 4 + captured]
