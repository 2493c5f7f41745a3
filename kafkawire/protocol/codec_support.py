"""Helpers the generated codecs call: slow paths and error builders.

Everything here is either off the happy path (errors, multi-byte varints,
tagged-field sections that are not empty), a shared precompiled struct, or
the reader of runs of one layout (``read_shaped``, at the end). They share
one module because each module imported costs the first decode time.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kafkawire.errors import CorruptedError, EncodeError, TruncatedError
from kafkawire.protocol.primitives import (
    MAX_TAG,
    UUID_CACHE,
    array_struct,
    decode_uvarint,
    encode_uvarint,
    make_uuid,
    uuid_bytes,
)

if TYPE_CHECKING:  # a subscripted Callable costs import time, and the first use counts it
    from collections.abc import Callable

    Loop = Callable[[bytes, list[Any]], None]

__all__ = [
    "SHAPED_MAX_INTS",
    "SHAPED_MAX_LAYOUTS",
    "_B1",
    "_BOOL",
    "Records",
    "ShapedArray",
    "_Ph",
    "_Pi",
    "_absent",
    "_array",
    "_cached_uuid",
    "_check_list",
    "_encode_uvarint",
    "_i32c",
    "_i32s",
    "_make_uuid",
    "_negative",
    "_new",
    "_ranges",
    "_short",
    "_tag_order",
    "_tag_size",
    "_uh",
    "_ui",
    "_unknown_tags",
    "_untagged",
    "_uuid_bytes",
    "_uvarint",
    "_write_tags",
    "read_shaped",
]

#: A RECORDS field: bytes when built by hand, a view of the frame when decoded.
Records = bytes | bytearray | memoryview

_uh = struct.Struct(">h").unpack_from
_ui = struct.Struct(">i").unpack_from
_Ph = struct.Struct(">h").pack
_Pi = struct.Struct(">i").pack
_array = array_struct
#: unpackers of 0..32 big-endian int32s: replica lists and partition ids are short
_i32s = [struct.Struct(f">{n}i").unpack_from for n in range(33)]
#: the same, indexed by a compact array's count byte (the count + 1): 1 to 33
_i32c = [_i32s[0], *_i32s]
_uvarint = decode_uvarint
_new = object.__new__
#: ``range(n)`` for each n below RANGES_CACHED: array loops take theirs from
#: here, as building one costs a call and an allocation per array (on 3.11
#: some 50 ns, as much as reading a small field)
RANGES_CACHED = 256
_ranges = tuple(map(range, range(RANGES_CACHED)))
#: one-byte bytes objects, so an encoder appends a length or a marker without building one
_B1 = [bytes((n,)) for n in range(256)]
#: a BOOLEAN's byte by lookup: None, another int or a str is no key (KeyError),
#: where struct's "?" would write any object by its truth
_BOOL = {False: 0, True: 1}
_encode_uvarint = encode_uvarint
_make_uuid = make_uuid
#: the UUID cache's lookup, inlined by decoders before ``_make_uuid`` (a UUID is never falsy)
_cached_uuid = UUID_CACHE.get
_uuid_bytes = uuid_bytes


#: Kafka's longest string in bytes, in every version: its serializers and
#: readers refuse longer ones, compact (varint-length) strings included
MAX_STRING_BYTES = 0x7FFF


def _string_uvarint(buf: Any, pos: int) -> tuple[int, int]:
    """A compact string's length (+1) of two bytes or more, refused past Kafka's limit."""
    n, end = decode_uvarint(buf, pos)
    if n > MAX_STRING_BYTES + 1:
        raise CorruptedError(f"a string of {n - 1} bytes (Kafka's hold 32767 at most)", offset=pos)
    return n, end


def _string_length(n: int) -> bytes:
    """The compact length ``n`` (bytes + 1) of a string of 127 bytes or more."""
    if n > MAX_STRING_BYTES + 1:
        raise ValueError(f"a string of {n - 1} bytes: Kafka's hold 32767 at most")
    return encode_uvarint(n)


def _short(pos: int) -> TruncatedError:
    return TruncatedError("a length or count runs past the end of the input", offset=pos)


def _negative(pos: int) -> CorruptedError:
    return CorruptedError("negative length", offset=pos)


def _tag_order(pos: int) -> CorruptedError:
    return CorruptedError("tagged fields out of order or repeated", offset=pos)


def _tag_size(pos: int) -> CorruptedError:
    return CorruptedError("a tagged field's size does not match its content", offset=pos)


def _absent(struct_name: str, field: str, version: int) -> EncodeError:
    return EncodeError(
        f"{struct_name}.{field} has no place in version {version} and is not the default"
    )


def _struct_value(value: Any, where: str) -> Any:
    """A value for a tagged struct field that is built on first read: None there
    means "not built yet", so a None given by hand would read back as the
    default struct instead of failing at encode as other fields' None does."""
    if value is None:
        raise TypeError(f"{where} is a struct, not nullable: None")
    return value


def _check_list(value: Any) -> None:
    """What an array field holds, other than a list: a tuple, or a TypeError."""
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"expected a list, not {type(value).__name__}")


def _untagged(struct_name: str, version: int) -> EncodeError:
    return EncodeError(
        f"{struct_name}.unknown_tags: version {version} is not flexible and has no tagged fields"
    )


def _unknown_tags(buf: bytes, pos: int, end: int) -> tuple[dict[int, bytes], int]:
    """Read a tagged-field section of a struct that knows no tags in this version."""
    count, pos = decode_uvarint(buf, pos)
    tags: dict[int, bytes] = {}
    last = -1
    for _ in range(count):
        tag, pos = decode_uvarint(buf, pos)
        size, pos = decode_uvarint(buf, pos)
        stop = pos + size
        if stop > end:
            raise _short(pos)
        if tag <= last:
            raise _tag_order(pos)
        last = tag
        tags[tag] = buf[pos:stop]
        pos = stop
    return tags, pos


def _write_tags(
    out: list[bytes],
    known: list[tuple[int, list[bytes]]],
    unknown: dict[int, bytes] | None,
    taken: tuple[int, ...] = (),
) -> None:
    """Write a tagged-field section: known and kept-unknown fields, by tag.

    ``taken`` holds the tags of the struct's known fields in this version,
    written or not: an unknown field under one of them could not be read.
    """
    items: list[tuple[int, bytes]] = [(tag, b"".join(parts)) for tag, parts in known]
    if unknown:
        if not isinstance(unknown, Mapping):
            raise EncodeError(
                f"unknown tagged fields are a dict of tag to bytes, not {type(unknown).__name__}"
            )
        for tag, raw in unknown.items():
            # a tag past 5 varint bytes would be written, then refused by every reader
            if type(tag) is not int or not 0 <= tag <= MAX_TAG:
                raise EncodeError(f"unknown tagged field {tag!r}: a tag is an int 0..{MAX_TAG}")
            if not isinstance(raw, (bytes, bytearray, memoryview)):
                raise EncodeError(
                    f"unknown tagged field {tag}: expected bytes, not {type(raw).__name__}"
                )
            if tag in taken:
                raise EncodeError(f"unknown tagged field {tag}: the tag of a known field")
        items = sorted([*items, *unknown.items()], key=lambda item: item[0])
    out.append(encode_uvarint(len(items)))
    for tag, raw in items:
        out.append(encode_uvarint(tag))
        out.append(encode_uvarint(len(raw)))
        out.append(bytes(raw))


# -- runs of one layout -------------------------------------------------------
#
# Runs of structs whose only variable parts are short int32 arrays.
#
# The case that matters is a Metadata response: each partition is a few
# fixed-width fields and its replica, ISR and offline-replica lists, and in a
# real cluster the partitions of a topic nearly always have lists of the same
# lengths. With those lengths known, a whole run of partitions is fixed-width:
# one ``Struct.iter_unpack`` reads it, and a loop that names every int builds
# the lists as displays (``[r0, r1, r2]``), instead of one unpack call and one
# list per array per element.
#
# Such a loop depends on the lengths, so it is compiled at run time, once per
# layout that recurs (as :mod:`dataclasses` compiles ``__init__``), from the
# object-building code the generator wrote for the struct; of the input, only
# the lengths (small ints, checked) enter the source. The generated decoder
# calls :func:`read_shaped` before its own loop and goes on with whatever the
# run did not cover, so any element that differs (other lengths, a tagged field,
# a long list, bytes that end early) is read by the generated code as before.

#: Longest int32 array a compiled loop names one by one.
SHAPED_MAX_INTS = 32
#: Layouts one array field may track (seen or compiled); past that, the generic code reads.
SHAPED_MAX_LAYOUTS = 16
#: Elements of one layout to see before compiling it: a one-off response is not worth an exec.
SHAPED_COMPILE_AFTER = 64

#: the marker of an int32 array among the fixed-width runs of ``ShapedArray.parts``
SHAPED_ARRAY = "[i"


class ShapedArray:
    """One array field's element layout, in one version, and its compiled loops.

    ``parts`` are the element's regular fields in order: a run of fixed-width
    struct codes (``"hiii"``) or ``SHAPED_ARRAY`` for an int32 array. ``build`` is the
    generated code that makes the element ``x``: its first line allocates it, the
    rest set the fields that are not read (defaults, tags). ``targets`` are the
    slots of the regular fields, in order (``x.error_code``): the unpack stores
    the fixed-width values there itself, and each array is built there.
    ``namespace`` is the generated module's globals, which that code uses.
    """

    __slots__ = (
        "_build",
        "_namespace",
        "_seen",
        "flexible",
        "last",
        "loops",
        "parts",
        "targets",
        "widths",
    )

    def __init__(
        self,
        parts: tuple[str, ...],
        flexible: bool,
        build: str,
        namespace: dict[str, Any],
        targets: tuple[str, ...],
    ) -> None:
        self.parts = parts
        self.flexible = flexible
        self._build = build
        self._namespace = namespace
        self.targets = targets
        # bytes before each array's count (or before the tag byte, last)
        widths: list[int] = []
        run = 0
        for part in parts:
            if part == SHAPED_ARRAY:
                widths.append(run)
                run = 0
            else:
                run += struct.calcsize(">" + part)
        widths.append(run)
        self.widths = tuple(widths)
        self.loops: dict[tuple[int, ...], Loop] = {}
        self._seen: dict[tuple[int, ...], int] = {}
        #: the loop used last, and its element size: tried first on the next run
        self.last: tuple[Loop, int] | None = None

    def loop_for(self, counts: tuple[int, ...], elements: int) -> Loop | None:
        """The compiled loop for these array lengths, once they have recurred."""
        loop = self.loops.get(counts)
        if loop is not None:
            return loop
        seen = self._seen.get(counts, 0) + elements
        if seen < SHAPED_COMPILE_AFTER:
            if counts in self._seen or len(self._seen) < SHAPED_MAX_LAYOUTS:
                self._seen[counts] = seen
            return None
        if len(self.loops) >= SHAPED_MAX_LAYOUTS:
            return None
        self._seen.pop(counts, None)
        loop = self.loops[counts] = self._compile(counts)
        return loop

    def _compile(self, counts: tuple[int, ...]) -> Loop:
        codes = [">"]
        targets: list[str] = []
        checks: list[str] = []
        lists: list[str] = []
        slots = iter(self.targets)
        arrays = iter(counts)
        for part in self.parts:
            if part != SHAPED_ARRAY:
                codes.append(part)
                targets += [next(slots) for _ in part]
                continue
            j = len(lists)
            count = next(arrays)
            names = [f"r{j}_{i}" for i in range(count)]
            codes.append(f"{'B' if self.flexible else 'i'}{count}i")
            targets += [f"k{j}", *names]
            checks.append(f"k{j} != {count + 1 if self.flexible else count}")
            lists.append(f"{next(slots)} = [{', '.join(names)}]")
        if self.flexible:
            codes.append("B")
            targets.append("tg")
            checks.append("tg")
        allocate, *fill = self._build.splitlines()
        inner = " " * 8
        # the element is made first, so that the unpack stores its fixed-width
        # fields in its slots (two fewer steps a field than through locals); an
        # element of another layout leaves the object unused
        source = "\n".join(
            [
                "def run(data, out):",
                "    for t in _iter(data):",
                inner + allocate,
                f"        {', '.join(targets)} = t",
                f"        if {' or '.join(checks)}:",
                "            return",
                *(inner + line for line in lists),
                *(inner + line for line in fill),
                inner + "out.append(x)",
            ]
        )
        namespace = dict(self._namespace)
        namespace["_iter"] = struct.Struct("".join(codes)).iter_unpack
        exec(compile(source, f"<shaped {self.parts} {counts}>", "exec"), namespace)
        loop: Loop = namespace["run"]
        return loop


def read_shaped(
    shape: ShapedArray, buf: bytes, pos: int, end: int, count: int, out: list[Any]
) -> tuple[int, int]:
    """Read the leading elements that share the first one's layout into ``out``.

    Returns the position after them and how many elements are left for the
    caller's own loop (all of them when no run was read).
    """
    if count < 2:
        return pos, count
    last = shape.last
    if last is not None:
        # the layout of the last run, most often that of every topic: its loop
        # checks each element's counts and tag byte, so a first element of
        # another layout stops it at once, and the layout is then worked out
        loop, size = last
        fits = min(count, (end - pos) // size)
        if fits > 1:
            before = len(out)
            loop(buf[pos : pos + fits * size], out)
            done = len(out) - before
            if done:
                return pos + done * size, count - done
    flexible = shape.flexible
    lengths: list[int] = []
    at = pos
    for width in shape.widths[:-1]:
        at += width
        if flexible:
            if at >= end:
                return pos, count
            n = buf[at] - 1  # 0 is null and 128 and more a longer varint: both out of range
            at += 1
        else:
            if at + 4 > end:
                return pos, count
            n = int.from_bytes(buf[at : at + 4], "big", signed=True)
            at += 4
        if not 0 <= n <= SHAPED_MAX_INTS:
            return pos, count
        lengths.append(n)
        at += 4 * n
    at += shape.widths[-1]
    if flexible:
        if at >= end or buf[at]:
            return pos, count
        at += 1
    size = at - pos
    fits = min(count, (end - pos) // size)
    if fits < 2:
        return pos, count
    found = shape.loop_for(tuple(lengths), fits)
    if found is None:
        return pos, count
    shape.last = (found, size)
    before = len(out)
    found(buf[pos : pos + fits * size], out)
    done = len(out) - before
    return pos + done * size, count - done
