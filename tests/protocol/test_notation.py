"""The schema notation's reader (schema/parser.py) and the generator on top of it.

The generated modules are tested through their messages everywhere else; this
file checks what the reader makes of the notation, that it refuses a wrong
file at the line that is wrong, and that the committed modules are what the
generator writes today.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkawire.errors import EncodeError
from kafkawire.protocol.schema import codegen
from kafkawire.protocol.schema.emit import emit_module
from kafkawire.protocol.schema.model import ApiDef, FieldDef, StructDef
from kafkawire.protocol.schema.parser import SchemaSyntaxError, parse_text

HEARTBEAT = """\
# 012-heartbeat.kw
api 12 Heartbeat  versions 0..4  flexible 4..
# v1: response adds throttle_time_ms | v3: request adds group_instance_id

request HeartbeatRequest
  group_id           string
  generation_id      int32
  member_id          string
  group_instance_id  string?  @3..  = null

response HeartbeatResponse
  throttle_time_ms   int32    @1..          ignorable
  error_code         error
"""

HEADER = "api 200 Sample  versions 0..3  flexible 2..\n"
RESPONSE = "response SampleResponse\n  error_code  error\n"


def fields(struct: StructDef) -> dict[str, FieldDef]:
    return {f.name: f for f in struct.fields}


def sample(request_block: str, header: str = HEADER) -> str:
    return f"{header}request SampleRequest\n{request_block}{RESPONSE}"


def test_a_header_and_two_messages_make_an_api() -> None:
    api = parse_text(HEARTBEAT, "012-heartbeat.kw")
    assert (api.key, api.name, api.min_version, api.max_version) == (12, "Heartbeat", 0, 4)
    assert api.flexible_from == 4
    assert [api.flexible(v) for v in api.versions] == [False] * 4 + [True]
    assert api.notes == ["v1: response adds throttle_time_ms | v3: request adds group_instance_id"]
    assert (api.request.struct.name, api.response.struct.name) == (
        "HeartbeatRequest",
        "HeartbeatResponse",
    )
    assert (api.request.kind, api.response.kind) == ("request", "response")
    request = fields(api.request.struct)
    assert list(request) == ["group_id", "generation_id", "member_id", "group_instance_id"]
    assert request["group_id"].versions == (0, 4) and request["group_id"].nullable is None
    instance = request["group_instance_id"]
    assert (instance.versions, instance.nullable) == ((3, 4), (3, 4))
    assert instance.has_default and instance.default is None
    assert instance.where == "012-heartbeat.kw:9"
    response = fields(api.response.struct)
    assert response["throttle_time_ms"].versions == (1, 4)
    assert response["throttle_time_ms"].ignorable and not response["error_code"].ignorable
    assert response["error_code"].type == "error" and not response["error_code"].has_default


def test_the_example_in_notation_md_reads_as_it_says() -> None:
    notation = Path(codegen.__file__).with_name("NOTATION.md").read_text()
    example = notation.split("```\n", 2)[1]
    api = parse_text(example, "012-heartbeat.kw")
    assert (api.key, api.name, api.versions, api.flexible_from) == (12, "Heartbeat", range(5), 4)
    instance = fields(api.request.struct)["group_instance_id"]
    assert (instance.versions, instance.nullable, instance.default) == ((3, 4), (3, 4), None)
    assert fields(api.response.struct)["throttle_time_ms"].versions == (1, 4)


def test_nullable_versions_and_tags_keep_to_the_fields_versions() -> None:
    api = parse_text(
        sample(
            "  name        string?@1..   @2..\n"
            "  late        int32         @2..  tag 0\n"
            "  early       int64         tag 1@1..\n"
            "  later       int64         tag 2@3..\n"
            "  members     [Member]      @1..\n"
            "    id        string\n"
            "    weight    float64       = 0.5\n"
            '    note      string        = "caf\\u00e9 \\"x\\""\n'
            "    ready     bool          = false\n"
            '    owner     uuid          = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"\n'
            "    extra     int8          tag 0@1..\n"
            "  one        int32         @2     tag 3\n"
            "  other      int32         @3     tag 3\n"
        )
    )
    got = fields(api.request.struct)
    # nullable from 1, but the field only exists from 2
    assert (got["name"].versions, got["name"].nullable) == ((2, 3), (2, 3))
    assert (got["late"].tag, got["late"].tag_versions) == (0, (2, 3))
    # a tag's versions are cut to the flexible ones: before 2 the field is a plain one
    assert (got["early"].tag, got["early"].tag_versions) == (1, (2, 3))
    assert [got["early"].tagged_in(v) for v in range(4)] == [False, False, True, True]
    # tagged from 3 only, by its own word
    assert (got["later"].tag_versions, got["later"].versions) == ((3, 3), (0, 3))
    # one tag on two fields in versions apart
    assert (got["one"].tag_versions, got["other"].tag_versions) == ((2, 2), (3, 3))
    member = got["members"].struct
    assert member is not None and member.versions == (1, 3)
    assert got["members"].is_struct_array
    inner = fields(member)
    assert inner["weight"].default == 0.5
    assert inner["note"].default == 'café "x"'
    assert inner["ready"].default is False and inner["ready"].has_default
    assert inner["owner"].default == "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
    # nested structs keep to the flexible versions too
    assert inner["extra"].tag_versions == (2, 3)


def test_a_common_struct_serves_every_field_that_names_it() -> None:
    api = parse_text(
        sample(
            "  first   Point      @0..1\n"
            "  more    [Point]    @3\n"
            "  oldest  Early      @0\n"
            "  newest  Late       @3\n"
            "  middle  Span       @1..2\n"
            "common Point\n"
            "  x  int32\n"
            "  y  int32  = -1\n"
            "common Early\n"
            "  a  int8\n"
            "common Late\n"
            "  b  int8\n"
            "common Span\n"
            "  c  int8\n"
        )
    )
    got = fields(api.request.struct)
    commons = api.request.commons
    point = commons["Point"]
    assert got["first"].struct is point and got["more"].struct is point
    # it can appear wherever one of its fields can: 0..1 and 3
    assert point.versions == (0, 3)
    assert fields(point)["y"].default == -1
    # used in the first version only, or the last only
    assert (commons["Early"].versions, commons["Late"].versions) == ((0, 0), (3, 3))
    assert commons["Span"].versions == (1, 2)


#: the generated classes' own names, and Python keywords
RESERVED = """self tags_present unknown_tags to_dict from_dict flexible check_version
encode encode_into encode_error decode class lambda""".split()

WRONG = [
    ("", None, "empty schema"),
    ("api 200 Sample versions 0..3\n" + RESPONSE, 1, "bad header"),
    (sample("  a int32\n", "api 200 Sample  versions 3..1  flexible none\n"), 1, "backwards"),
    (sample("  a int32\n", "api 200 Sample  versions 0..3  flexible 9..\n"), 1, "flexible none"),
    (sample("\ta int32\n"), 3, "spaces only"),
    # looks like a third space of indentation, but is not one
    (sample("  \u00a0a int32\n"), 3, "spaces only"),
    (sample("\u2003 a int32\n"), 3, "spaces only"),
    (sample("  a int32\n") + " common Point\n  x int32\n", 6, "a block opener at column 0"),
    (sample("   a int32\n"), 3, "unexpected indentation"),
    (sample("  a int32\n") + "request Again\n  b int8\n", 6, "second request"),
    (sample("  a int32\n").replace("SampleResponse", "SampleRequest"), 4, "names the request"),
    (sample("  a int32\n").replace("SampleRequest", "sample_request"), 2, "bad class name"),
    (HEADER + "reply SampleResponse\n  a int32\n", 2, "expected 'request'"),
    (HEADER + "common Point\n  x int32\n" + RESPONSE, 2, "before any message"),
    (HEADER + "request SampleRequest\n  a int32\n", None, "one request and one response"),
    # nothing after the header's flexible versions is silently dropped
    (sample("  a int32\n", HEADER.replace("2..", "2..  route leader")), 1, "bad header"),
    (HEADER + RESPONSE + "request SampleRequest\n  a int32\n", 2, "the request comes first"),
    (sample("  a\n"), 3, "a name and a type"),
    (sample("  Name string\n"), 3, "bad field name"),
    *((sample(f"  {name} string\n"), 3, "cannot name a field") for name in RESERVED),
    (sample("  a [int32\n"), 3, "bad type"),
    (sample("  a widget\n"), 3, "unknown type"),
    (sample("  a int32\n  a int64\n"), 4, "a second field 'a'"),
    (sample("  a int32 @5..\n"), 3, "is empty for 0..3"),
    (sample("  a int32 @x\n"), 3, "bad version range"),
    (sample("  a int32 sometimes\n"), 3, "unexpected 'sometimes'"),
    (sample("  a int32 =\n"), 3, "'=' without a value"),
    (sample("  a int32 tag\n"), 3, "'tag' without a number"),
    (sample("  a int32 tag x\n"), 3, "bad tag"),
    (sample("  a int32 tag 0 @0..1\n"), 3, "tagged in no flexible version"),
    (sample("  a int32 tag 0\n  b int8 tag 0\n"), 4, "tag 0 is a's too"),
    (sample("  a int32 @3 tag 0\n  b int8 @2..3 tag 0\n"), 4, "tag 0 is a's too"),
    (sample("  a int32 @2 tag 0\n  b int8 @2..3 tag 0\n"), 4, "tag 0 is a's too"),
    (sample("  a int32 @2..3 tag 0\n  b int8 @2 tag 0\n"), 4, "tag 0 is a's too"),
    (sample("  a int32 @2..3 tag 0\n  b int8 @3 tag 0\n"), 4, "tag 0 is a's too"),
    (sample("  m [M]\n    a int32 tag 1\n    b int8 tag 1\n"), 5, "tag 1 is a's too"),
    (
        sample("  a int32 tag 0\n", "api 200 Sample  versions 0..3  flexible none\n"),
        3,
        "tagged in no flexible version",
    ),
    (sample("  a int32?\n"), 3, "never null"),
    (sample("  a uuid?@1..\n"), 3, "never null"),
    (sample("  a string = null\n"), 3, "never nullable"),
    (sample("  a int8 = 128\n"), 3, "default 128 is not a value of int8"),
    (sample("  a uint16 = -1\n"), 3, "not a value of uint16"),
    (sample("  a int32 = true\n"), 3, "default true is not a value of int32"),
    (sample("  a int32 = 1_000\n"), 3, "bad default"),
    (sample("  a float64 = nan\n"), 3, "bad default"),
    (sample('  a string = "open\n'), 3, "bad default"),
    (sample("  a bool = 1\n"), 3, "not a value of bool"),
    (sample('  a uuid = "not-a-uuid"\n'), 3, "not a value of uuid"),
    (sample("  a string = 5\n"), 3, "not a value of string"),
    (sample("  a [int32] = 5\n"), 3, "no default but null"),
    (sample("  a int32\n    b int8\n"), 3, "a primitive field has no block"),
    (sample("  a [int32]\n    b int8\n"), 3, "a primitive field has no block"),
    (sample("  a Point\n"), 3, "struct 'Point' has no fields"),
    (sample("  a int32\ncommon Point\n  x int32\ncommon Point\n  y int32\n"), 6, "second common"),
    (sample("  a int32\ncommon Point\n  x int32\n"), 4, "used by no field"),
    (sample("  a Point\ncommon Point\n  next Point?\n"), 5, "holds itself"),
    (sample("  a Pa\ncommon Pa\n  b Pb\ncommon Pb\n  c [Pa]\n"), 7, "holds itself"),
]


@pytest.mark.parametrize(("text", "line", "message"), WRONG, ids=[case[2] for case in WRONG])
def test_a_wrong_schema_is_refused_at_its_line(text: str, line: int | None, message: str) -> None:
    with pytest.raises(SchemaSyntaxError) as caught:
        parse_text(text, "sample.kw")
    where = "sample.kw" if line is None else f"sample.kw:{line}"
    assert str(caught.value).startswith(f"{where}: ")
    assert message in str(caught.value)


def test_a_text_without_a_source_is_named_as_text() -> None:
    with pytest.raises(SchemaSyntaxError, match=r"^<text>:3: bad field name"):
        parse_text(sample("  Name string\n"))


def test_every_schema_file_reads_and_each_key_is_stated_once() -> None:
    apis = codegen.load_defs()
    keys = [api.key for api in apis]
    assert keys == sorted(set(keys)) and len(keys) == 93
    assert {api.name for api in apis} >= {"Produce", "Fetch", "Heartbeat", "ApiVersions"}


def test_the_committed_messages_are_what_the_generator_writes() -> None:
    # scripts/test runs the same check; here it also fails a plain pytest run
    assert codegen.main(["--check"]) == 0


def generated(api: ApiDef) -> dict[str, object]:
    namespace: dict[str, object] = {}
    exec(compile(emit_module(api, "sample.kw"), "sample.kw", "exec"), namespace)
    return namespace


def test_a_schema_of_ones_own_generates_working_messages() -> None:
    api = parse_text(
        sample(
            '  label   string   = "caf\\u00e9"\n'
            "  spot    Point    @1..\n"
            "  extra   int64    @2..  = -1  tag 0\n"
            "common Point\n"
            "  x  int16\n"
        )
    )
    namespace = generated(api)
    request = namespace["SampleRequest"]
    point = namespace["Point"]
    message = request()  # type: ignore[operator]
    assert message.label == "café" and message.extra == -1  # the schema's defaults
    message.spot = point(x=7)  # type: ignore[operator]
    # v0 has no spot: a value other than its default cannot be written there
    with pytest.raises(EncodeError, match="spot"):
        message.encode(0)
    assert request.decode(message.encode(1), 1) == message  # type: ignore[attr-defined]
    message.extra = 99
    with pytest.raises(EncodeError, match="extra"):
        message.encode(1)
    for version in (2, 3):
        body = message.encode(version)
        assert request.decode(body, version) == message  # type: ignore[attr-defined]
    # v2 is flexible: "café" is a compact string (length + 1 = 6), extra is tag 0
    body = message.encode(2)
    assert body[:6] == b"\x06caf\xc3\xa9"
    assert body[-11:] == b"\x01\x00\x08" + (99).to_bytes(8, "big")
