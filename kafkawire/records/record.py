"""One record: what a producer sends and a consumer gets, whatever the magic."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["Header", "Record", "RecordBytes", "byte_length", "field_fault", "record_fault"]

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
        # header values read from a memoryview are views too: shown as bytes, as
        # the key and value are, not as <memory at 0x...>
        headers: Any = self._headers or []
        if isinstance(headers, list):  # anything else set by hand is shown as it is
            headers = [_owned_header(header) for header in headers]
        return (
            f"{type(self).__name__}(offset={self.offset}, timestamp={self.timestamp}, "
            f"key={_owned(self.key)!r}, value={_owned(self.value)!r}, "
            f"headers={headers!r})"
        )


def byte_length(data: RecordBytes) -> int:
    """The bytes ``data`` holds, as a length field must count them: ``len`` of a
    memoryview counts items (4 bytes each in a view of an ``array("i")``) or
    rows (of a 2-D one), while the record gets every byte of it."""
    if type(data) is bytes or type(data) is bytearray:
        return len(data)
    return memoryview(data).nbytes


def record_fault(records: Iterable[object]) -> str | None:
    """Which record a writer could not write, and why: ``record 1 (offset 1):
    value is a str, not bytes``; None if no record is at fault.

    Called only once writing failed: the writers' loops check nothing ahead,
    and what they raised (``memoryview: a bytes-like object is required``)
    named neither the record nor the field.
    """
    for i, record in enumerate(records):
        fault = field_fault(record)
        if fault is not None:
            offset = getattr(record, "offset", None) if isinstance(record, Record) else None
            where = f"record {i}" if type(offset) is not int else f"record {i} (offset {offset})"
            return f"{where}: {fault}"
    return None


def field_fault(record: object) -> str | None:
    """What of ``record`` no writer can write (``key is a str``), or None."""
    try:
        return _field_fault(record)
    except Exception:
        # it only words an error the writer raised already: an object odd
        # enough to fail here (a slot never set, a property that raises) gets
        # the writer's own words, not an error of the finder's in their place
        return None


def _field_fault(record: object) -> str | None:
    if not isinstance(record, Record):
        return f"{_kind(record)}, not a Record"
    for name in ("offset", "timestamp"):
        number = getattr(record, name)
        if not isinstance(number, int):
            return f"{name} is {_kind(number)}, not an int"
    for name in ("key", "value"):
        data = getattr(record, name)
        if data is not None and not _is_buffer(data):
            return f"{name} is {_kind(data)}, not bytes{_hint(data)}"
    headers = record._headers
    if headers is None:
        return None
    if isinstance(headers, (dict, str, bytes)) or not hasattr(headers, "__len__"):
        return f"headers are {_kind(headers)}, not a list of (name, value) pairs"
    for j, header in enumerate(headers):
        if not isinstance(header, (tuple, list)) or len(header) != 2:
            return f"header {j} is {_repr(header, 60)}, not a (name, value) pair"
        name, data = header
        if not isinstance(name, str):
            return f"header {j}: name is {_kind(name)}, not a str"
        if data is not None and not _is_buffer(data):
            return f"header {j} ({name!r:.40}): value is {_kind(data)}, not bytes{_hint(data)}"
    return None


def _is_buffer(data: object) -> bool:
    # what the writers take: anything memoryview() takes (byte_length measures
    # it so) but a released view (ValueError) and a strided one, which the
    # writers' join refuses
    try:
        with memoryview(data) as view:  # type: ignore[arg-type]
            return view.contiguous
    except (TypeError, ValueError):
        return False


def _repr(value: object, width: int) -> str:
    try:
        return f"{value!r:.{width}}"
    except Exception:  # a __repr__ of the caller's that raises
        return f"<{type(value).__name__} object>"


def _kind(value: object) -> str:
    if value is None:
        return "None"
    name = type(value).__name__
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name} ({_repr(value, 40)})"


def _hint(data: object) -> str:
    if isinstance(data, str):
        return " (encode the str, as with .encode())"
    if isinstance(data, memoryview):
        return " (a view must be unreleased and contiguous)"
    return ""


def _owned_header(header: object) -> object:
    if type(header) is tuple and len(header) == 2 and type(header[1]) is memoryview:
        return (header[0], bytes(header[1]))
    return header


def _owned(value: RecordBytes | None) -> RecordBytes | None:
    return bytes(value) if type(value) is memoryview else value
