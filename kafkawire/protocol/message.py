"""Base classes of the generated message and struct classes.

The generated modules hold the per-version codecs; this module holds what
is the same for every message: equality, repr, dict conversion, and the
entry points that turn low-level exceptions into kafkawire's own errors.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from kafkawire.errors import (
    CorruptedError,
    EncodeError,
    ProtocolError,
    TruncatedError,
    UnsupportedVersionError,
)
from kafkawire.protocol.field_check import bad_field
from kafkawire.protocol.plain import from_plain, to_plain
from kafkawire.shown import shown_value

__all__ = [
    "DEFAULT",
    "FieldSpec",
    "Message",
    "Request",
    "ResponseT",
    "Struct",
    "bind_decode",
    "decode_body",
]

#: Stands for "the field's default" in generated ``__init__`` signatures, so
#: that None can still mean null for nullable fields.
DEFAULT: Any = type("_Default", (), {"__repr__": lambda self: "DEFAULT"})()

ZERO_UUID = uuid.UUID(int=0)

S = TypeVar("S", bound="Struct")
M = TypeVar("M", bound="Message")
#: the message that answers a request
ResponseT = TypeVar("ResponseT", bound="Message")

Decoder = Callable[[bytes, int, int], tuple[Any, int]]
Encoder = Callable[[Any, list[bytes]], None]


class FieldSpec:
    """What the generated code knows of one field, for the generic helpers."""

    __slots__ = (
        "default",
        "ignorable",
        "kind",
        "name",
        "nullable",
        "struct",
        "tag",
        "tag_versions",
        "type",
        "versions",
    )

    def __init__(
        self,
        name: str,
        kind: str,
        type: str,
        versions: tuple[int, int],
        nullable: tuple[int, int] | None,
        default: Any,
        tag: int | None = None,
        tag_versions: tuple[int, int] | None = None,
        ignorable: bool = False,
        struct: type[Struct] | None = None,
    ) -> None:
        self.name = name
        self.kind = kind
        self.type = type
        self.versions = versions
        self.nullable = nullable
        self.default = default
        self.tag = tag
        self.tag_versions = tag_versions
        self.ignorable = ignorable
        self.struct = struct

    def present(self, version: int) -> bool:
        return self.versions[0] <= version <= self.versions[1]

    def nullable_in(self, version: int) -> bool:
        return self.nullable is not None and self.nullable[0] <= version <= self.nullable[1]

    def make_default(self) -> Any:
        """A fresh default value (lists and structs are never shared)."""
        if self.default is DEFAULT:
            if self.kind == "array":
                return []
            assert self.struct is not None
            return self.struct()
        return self.default

    def __repr__(self) -> str:
        return f"FieldSpec({self.name!r}, {self.kind!r}, {self.type!r}, {self.versions})"


class _StructBase:
    __slots__ = ("tags_present", "unknown_tags")
    unknown_tags: dict[int, bytes] | None
    tags_present: int


class Struct(_StructBase):
    """A struct of a message: fields in ``FIELDS`` order, plus unknown tagged fields.

    ``tags_present`` is a bit set of the known tagged fields that a decoded
    input carried, so that re-encoding writes them back even where they hold
    their default (some brokers write defaults explicitly). Only classes with
    tagged fields set it; it is not part of equality.
    """

    __slots__ = ()
    FIELDS: ClassVar[tuple[FieldSpec, ...]] = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        for spec in self.FIELDS:
            mine, theirs = getattr(self, spec.name), getattr(other, spec.name)
            if mine != theirs and not (
                # an array may be given as a tuple and decoded as a list: the
                # same on the wire, so the same message
                spec.kind == "array"
                and isinstance(mine, (list, tuple))
                and isinstance(theirs, (list, tuple))
                and list(mine) == list(theirs)
            ):
                return False
        return (self.unknown_tags or None) == (other.unknown_tags or None)

    __hash__ = None  # type: ignore[assignment]

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """The slots, for pickle and copy; a decoded RECORDS field is a view of
        its frame, which pickle refuses, so the state holds its bytes."""
        state: dict[str, Any] = {}
        for cls in type(self).__mro__:
            for name in cls.__dict__.get("__slots__", ()):
                try:
                    value = getattr(self, name)
                except AttributeError:  # a slot no decoder or __init__ of the class sets
                    continue
                state[name] = _owned(value)
        return None, state

    def __repr__(self) -> str:
        parts = [f"{spec.name}={_owned(getattr(self, spec.name))!r}" for spec in self.FIELDS]
        if self.unknown_tags:
            parts.append(f"unknown_tags={self.unknown_tags!r}")
        return f"{type(self).__name__}({', '.join(parts)})"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: bytes as base64 text, UUIDs as text, structs as dicts."""
        return to_plain(self)

    @classmethod
    def from_dict(cls: type[S], data: Mapping[str, Any]) -> S:
        """The inverse of :meth:`to_dict`; missing keys take their defaults.

        A value of the wrong type raises ``TypeError``, one that no version
        could carry (an int out of its range, bad base64, None where the
        field is never nullable) ``ValueError``; both name the value's path,
        as in ``ProduceRequest.topic_data[0].partition_data[1].records``.
        """
        return from_plain(cls, data, cls.__name__)


class Message(Struct):
    """A request or a response of one API, independent of version."""

    __slots__ = ()
    API_KEY: ClassVar[int]
    API_NAME: ClassVar[str]
    KIND: ClassVar[str]
    MIN_VERSION: ClassVar[int]
    MAX_VERSION: ClassVar[int]
    FLEXIBLE_FROM: ClassVar[int | None]
    #: by version: one dict lookup finds the codec and checks the version
    ENCODERS: ClassVar[dict[int, Encoder]]
    DECODERS: ClassVar[dict[int, Decoder]]

    @classmethod
    def flexible(cls, version: int) -> bool:
        return cls.FLEXIBLE_FROM is not None and version >= cls.FLEXIBLE_FROM

    @classmethod
    def check_version(cls, version: int) -> None:
        # 1.0 passes the range check and then fails in struct.pack, "1" fails the check itself
        if not isinstance(version, int) or not cls.MIN_VERSION <= version <= cls.MAX_VERSION:
            raise cls._unsupported(version)

    @classmethod
    def _unsupported(cls, version: int) -> UnsupportedVersionError:
        return UnsupportedVersionError(
            f"{cls.__name__} has versions {cls.MIN_VERSION}..{cls.MAX_VERSION}, not {shown_value(version)}"
        )

    def encode_into(self, out: list[bytes], version: int) -> None:
        """Append the chunks of this message's body at ``version`` to ``out``.

        Encoders collect chunks and join them once: appending a 10 KiB record
        set to a growing bytearray costs a reallocation each time.
        """
        encoder = self.ENCODERS.get(version)
        if encoder is None:
            raise self._unsupported(version)
        try:
            encoder(self, out)
        except EncodeError as exc:
            # a refused tag section does not know where it is: say where
            bad = bad_field(self, version, type(self).__name__, self.flexible(version))
            if bad is None:
                raise
            raise EncodeError(f"{type(self).__name__} v{version}: {bad}") from exc
        except (
            struct.error,
            TypeError,
            AttributeError,
            ValueError,
            OverflowError,
            IndexError,
            KeyError,
        ) as exc:
            raise self.encode_error(version, exc) from exc

    def encode_error(self, version: int, exc: Exception) -> EncodeError:
        """The EncodeError for ``exc``, naming the first value that cannot be encoded.

        The encoders do not check types (a check per field would cost every
        encode); when one fails, this walks the message to say which field.
        """
        bad = bad_field(self, version, type(self).__name__, self.flexible(version))
        where = f"{bad}; " if bad else ""
        # a KeyError says its key, which may be an int of thousands of digits
        said = shown_value(exc.args[0]) if type(exc) is KeyError and len(exc.args) == 1 else exc
        return EncodeError(f"{type(self).__name__} v{version}: {where}{said}")

    def encode(self, version: int) -> bytes:
        """This message's body (no header, no size prefix) at ``version``."""
        out: list[bytes] = []
        self.encode_into(out, version)
        try:
            return b"".join(out)
        except TypeError as exc:  # a str where bytes go has a len() too: join finds it
            raise self.encode_error(version, exc) from exc

    @classmethod
    def decode(cls: type[M], data: bytes | bytearray | memoryview, version: int) -> M:
        """Decode a whole body; every byte must be used.

        Each generated class replaces this with its own copy from
        :func:`bind_decode`; this one serves classes made otherwise.
        """
        return _whole_body(cls, cls.DECODERS)(data, version)  # type: ignore[no-any-return]


class Request(Message, Generic[ResponseT]):
    """A request; ``ResponseT`` is the message that answers it, so that the
    exchanges (``Router.send``, ``round_trip``, ...) can type their answer."""

    __slots__ = ()


def _owned(value: Any) -> Any:
    # a decoded RECORDS field is a view of the frame: shown and pickled as the
    # bytes it holds, as the same message built by hand is
    return bytes(value) if type(value) is memoryview else value


def bind_decode(cls: type[Message]) -> None:
    """Give a generated class its own ``decode``, bound to its decoders.

    A classmethod builds a bound method on every call; a plain function held
    as a staticmethod does not, and its decoder table is a closure variable,
    not a class-attribute lookup. For small messages that is most of the
    per-call overhead.
    """
    whole = _whole_body(cls, cls.DECODERS)
    whole.__doc__ = Message.decode.__doc__
    whole.__qualname__ = f"{cls.__qualname__}.decode"
    cls.decode = staticmethod(whole)  # type: ignore[method-assign,assignment]


def _whole_body(cls: type[Message], decoders: dict[int, Decoder]) -> Callable[[Any, int], Any]:
    def decode(data: bytes | bytearray | memoryview, version: int) -> Any:
        # the decoders read from bytes: slicing and str decoding are fastest there
        buf = data if type(data) is bytes else bytes(data)
        try:
            message, pos = decoders[version](buf, 0, len(buf))
        except Exception as exc:
            if version not in decoders:
                raise cls._unsupported(version) from None
            error = _decode_error(cls, version, exc)
            if error is exc:
                raise
            raise error from exc
        if pos != len(buf):
            raise CorruptedError(
                f"{len(buf) - pos} bytes left after the message",
                offset=pos,
                api_key=cls.API_KEY,
                version=version,
            )
        return message

    return decode


def decode_body(cls: type[M], buf: bytes, pos: int, end: int, version: int) -> tuple[M, int]:
    """Run the version's decoder, turning low-level exceptions into ours."""
    decoder = cls.DECODERS.get(version)
    if decoder is None:
        raise cls._unsupported(version)
    try:
        return decoder(buf, pos, end)
    except Exception as exc:
        error = _decode_error(cls, version, exc)
        if error is exc:
            raise
        raise error from exc


def _decode_error(cls: type[Message], version: int, exc: Exception) -> Exception:
    """Our error for whatever a decoder raised (one ``try`` per message: free when all is well)."""
    if isinstance(exc, ProtocolError):
        exc.api_key = cls.API_KEY
        exc.version = version
        return exc
    if isinstance(exc, (struct.error, IndexError)):
        return TruncatedError(
            f"input ends inside {cls.__name__}", api_key=cls.API_KEY, version=version
        )
    if isinstance(exc, (UnicodeDecodeError, ValueError, OverflowError)):
        return CorruptedError(f"{cls.__name__}: {exc}", api_key=cls.API_KEY, version=version)
    return exc
