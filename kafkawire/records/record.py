"""One record: what a producer sends and a consumer gets, whatever the magic."""

from __future__ import annotations

from typing import Any

__all__ = ["Header", "Record", "RecordBytes", "byte_length"]

# Keys and values read from a ``bytes`` buffer are ``bytes``; read from a read-only
# ``memoryview`` they are ``memoryview`` slices of it (no copy). Writers take either.
RecordBytes = bytes | bytearray | memoryview
Header = tuple[str, RecordBytes | None]


class Record:
    """A record: absolute ``offset``, ``timestamp`` in milliseconds (-1 for none,
    as in magic 0), ``key`` and ``value`` (``None`` is null) and ``headers``, a list
    of (name, value) pairs (magic 2 only).

    Equality compares the five fields, so a ``memoryview`` key equals the same
    ``bytes``. Records are mutable and unhashable.

    A record with no headers holds no list until ``headers`` is first read
    (``_headers`` is None): most records have none, and a list each would
    double what the garbage collector walks when many records are kept.
    """

    __slots__ = ("_headers", "key", "offset", "timestamp", "value")

    def __init__(
        self,
        offset: int,
        timestamp: int,
        key: RecordBytes | None,
        value: RecordBytes | None,
        headers: list[Header] | None = None,
    ) -> None:
        self.offset = offset
        self.timestamp = timestamp
        self.key = key
        self.value = value
        self._headers = headers

    @property
    def headers(self) -> list[Header]:
        headers = self._headers
        if headers is None:
            headers = self._headers = []
        return headers

    @headers.setter
    def headers(self, headers: list[Header]) -> None:
        self._headers = headers

    def _fields(self) -> tuple[Any, ...]:
        return (self.offset, self.timestamp, self.key, self.value, self._headers or [])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return type(self) is type(other) and self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """For pickle and copy: views of a read buffer, which pickle refuses, as bytes."""
        headers = self._headers
        if headers:
            headers = [(name, _owned(value)) for name, value in headers]
        state = {
            "offset": self.offset,
            "timestamp": self.timestamp,
            "key": _owned(self.key),
            "value": _owned(self.value),
            "_headers": headers,
        }
        return None, state

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(offset={self.offset}, timestamp={self.timestamp}, "
            f"key={_owned(self.key)!r}, value={_owned(self.value)!r}, "
            f"headers={self._headers or []!r})"
        )


def byte_length(data: RecordBytes) -> int:
    """The bytes ``data`` holds, as a length field must count them: ``len`` of a
    memoryview counts items (4 bytes each in a view of an ``array("i")``) or
    rows (of a 2-D one), while the record gets every byte of it."""
    if type(data) is bytes or type(data) is bytearray:
        return len(data)
    return memoryview(data).nbytes


def _owned(value: RecordBytes | None) -> RecordBytes | None:
    return bytes(value) if type(value) is memoryview else value
