"""The schema model: what a `.kw` file states, as plain objects.

Version ranges are inclusive ``(lo, hi)`` pairs of API versions, already
clamped to the API's own versions by the parser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "FIXED_FORMATS",
    "PRIMITIVES",
    "ApiDef",
    "FieldDef",
    "MessageDef",
    "StructDef",
    "VersionRange",
    "in_range",
]

VersionRange = tuple[int, int]

#: Every primitive the notation knows.
PRIMITIVES = frozenset(
    {
        "bool",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint16",
        "uint32",
        "float64",
        "uuid",
        "string",
        "bytes",
        "records",
        "error",
    }
)

#: struct format code and width of each fixed-width primitive.
FIXED_FORMATS: dict[str, tuple[str, int]] = {
    "bool": ("?", 1),
    "int8": ("b", 1),
    "int16": ("h", 2),
    "error": ("h", 2),
    "int32": ("i", 4),
    "int64": ("q", 8),
    "uint16": ("H", 2),
    "uint32": ("I", 4),
    "float64": ("d", 8),
    "uuid": ("16s", 16),
}


def in_range(version: int, span: VersionRange | None) -> bool:
    return span is not None and span[0] <= version <= span[1]


@dataclass
class FieldDef:
    name: str
    #: "prim", "array" (of ``type``) or "struct"
    kind: str
    #: primitive name, or the struct name for struct and struct-array fields
    type: str
    versions: VersionRange
    nullable: VersionRange | None = None
    default: Any = None
    has_default: bool = False
    tag: int | None = None
    tag_versions: VersionRange | None = None
    ignorable: bool = False
    #: the struct for "struct" fields and arrays of structs
    struct: StructDef | None = None
    #: "file:line" of the field, for the parser's errors
    where: str = field(default="", compare=False)

    @property
    def is_struct_array(self) -> bool:
        return self.kind == "array" and self.struct is not None

    def present(self, version: int) -> bool:
        return in_range(version, self.versions)

    def nullable_in(self, version: int) -> bool:
        return in_range(version, self.nullable)

    def tagged_in(self, version: int) -> bool:
        return self.tag is not None and in_range(version, self.tag_versions)


@dataclass
class StructDef:
    name: str
    fields: list[FieldDef] = field(default_factory=list)
    #: the versions in which this struct can appear at all
    versions: VersionRange = (0, 0)


@dataclass
class MessageDef:
    kind: str  # "request" or "response"
    struct: StructDef
    commons: dict[str, StructDef] = field(default_factory=dict)


@dataclass
class ApiDef:
    key: int
    name: str
    min_version: int
    max_version: int
    #: first flexible version, or None when no version is flexible
    flexible_from: int | None
    request: MessageDef
    response: MessageDef
    source: str = ""
    notes: list[str] = field(default_factory=list)

    def flexible(self, version: int) -> bool:
        return self.flexible_from is not None and version >= self.flexible_from

    @property
    def versions(self) -> range:
        return range(self.min_version, self.max_version + 1)
