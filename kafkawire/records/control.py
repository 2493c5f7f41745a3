"""Control records: the transaction markers of control batches (KIP-98).

A control batch (attribute bit 5) holds records whose key is
``version int16 | type int16`` and, for COMMIT and ABORT, whose value is the end
transaction marker ``version int16 | coordinator_epoch int32``. Later Kafka versions
add KRaft control types (leader change, snapshot header and footer...) whose values
are not markers: those keep ``coordinator_epoch`` at -1 and their raw value.
"""

from __future__ import annotations

import struct
from enum import IntEnum
from typing import Any, Final

from kafkawire.errors import CorruptedError, EncodeError
from kafkawire.records.record import Record, RecordBytes
from kafkawire.shown import shown_value

__all__ = ["ControlRecord", "ControlType", "to_control_record"]

_KEY: Final = struct.Struct(">hh")
_MARKER: Final = struct.Struct(">hi")
_NO_COORDINATOR_EPOCH: Final = -1


class ControlType(IntEnum):
    ABORT = 0
    COMMIT = 1


class ControlRecord(Record):
    """A control record: ``version`` (of the key), ``type`` (a ``ControlType`` value
    or another int) and ``coordinator_epoch``; ``key`` and ``value`` follow from
    them when built, and keep the bytes read when read.

    Only COMMIT and ABORT carry a transaction marker, and so a coordinator epoch;
    a record of another type (KRaft's leader change, snapshot header...) keeps
    ``coordinator_epoch`` at -1 and takes its ``value`` as given, so that it reads
    back equal to what was built."""

    __slots__ = ("coordinator_epoch", "type", "version")

    def __init__(
        self,
        version: int,
        type: int,
        coordinator_epoch: int = _NO_COORDINATOR_EPOCH,
        offset: int = 0,
        timestamp: int = -1,
        *,
        value: RecordBytes | None = None,
    ) -> None:
        marker = type in (ControlType.ABORT, ControlType.COMMIT)
        try:
            key = _KEY.pack(version, type)
            if marker:
                if value is not None:
                    raise EncodeError(
                        "a transaction marker's value is made from its coordinator epoch"
                    )
                value = _MARKER.pack(0, coordinator_epoch)
        except struct.error as exc:
            raise EncodeError(
                f"control record version {shown_value(version)}, type {shown_value(type)} or coordinator "
                f"epoch {shown_value(coordinator_epoch)} out of range: {exc}"
            ) from None
        # read back, a record of another type has no coordinator epoch: one set
        # here would be lost on the way
        if not marker and coordinator_epoch != _NO_COORDINATOR_EPOCH:
            raise EncodeError(
                f"control record type {type} is not a transaction marker and has no "
                f"coordinator epoch (got {shown_value(coordinator_epoch)})"
            )
        if version < 0:  # Kafka's readers, and ours, refuse the record as corrupt
            raise EncodeError(f"control record key version {shown_value(version)}")
        super().__init__(offset, timestamp, key, value, [])
        self.version = version
        self.type = type
        self.coordinator_epoch = coordinator_epoch

    @property
    def is_commit(self) -> bool:
        return self.type == ControlType.COMMIT

    @property
    def is_abort(self) -> bool:
        return self.type == ControlType.ABORT

    def _fields(self) -> tuple[Any, ...]:
        return (*super()._fields(), self.version, self.type, self.coordinator_epoch)

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """Record's state and the three fields of the key and marker: without them
        a copy or an unpickled record had no ``version`` at all."""
        none, state = super().__getstate__()
        state["version"] = self.version
        state["type"] = self.type
        state["coordinator_epoch"] = self.coordinator_epoch
        return none, state

    def __repr__(self) -> str:
        return (
            f"ControlRecord(version={self.version}, type={self.type}, "
            f"coordinator_epoch={self.coordinator_epoch}, offset={self.offset}, "
            f"timestamp={self.timestamp})"
        )


def _parse(record: Record, key: RecordBytes | None, value: RecordBytes | None) -> ControlRecord:
    if key is None or len(key) < _KEY.size:
        raise CorruptedError("control record key shorter than 4 bytes", path="record.key")
    version, kind = _KEY.unpack_from(key)
    if version < 0:
        raise CorruptedError(f"control record key version {version}", path="record.key")
    epoch = _NO_COORDINATOR_EPOCH
    if kind in (ControlType.ABORT, ControlType.COMMIT):
        if value is None or len(value) < _MARKER.size:
            raise CorruptedError("transaction marker shorter than 6 bytes", path="record.value")
        marker_version, epoch = _MARKER.unpack_from(value)
        if marker_version < 0:
            raise CorruptedError(f"marker version {marker_version}", path="record.value")
    out = ControlRecord.__new__(ControlRecord)
    out.offset = record.offset
    out.timestamp = record.timestamp
    out.key = key
    out.value = value
    out._headers = record._headers
    out.version = version
    out.type = kind
    out.coordinator_epoch = epoch
    return out


def to_control_record(record: Record) -> ControlRecord:
    """Read ``record`` of a control batch as a ``ControlRecord``."""
    return _parse(record, record.key, record.value)
