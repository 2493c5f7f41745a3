"""The packets of a pcapng file, each with the link type of its own interface.

dpkt's ``pcapng.Reader`` reads the section header and the first interface
description, then yields every packet as if it came from that interface:
in a file of several interfaces (``tcpdump -i any`` on some systems, dumpcap
on ``lo`` and ``eth0``) the packets of another link type were misread, and
skipped as not IP, without a word. Here the reader still reads the file's
start (and reports its problems as before), and the blocks after it are read
here: each interface description adds an interface, numbered from 0 in its
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

__all__ = ["Interface", "pcapng_packets"]

_SHB, _IDB, _PB, _SPB, _EPB = 0x0A0D0D0A, 1, 2, 3, 6
_BYTE_ORDER_MAGIC = 0x1A2B3C4D
_OPT_IF_TSRESOL, _OPT_IF_TSOFFSET = 9, 14
_HEAD = 8  # block type and length
#: A Simple Packet Block's head (type, length, original packet length) and trailing length.
_SPB_SIZE = 16


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
