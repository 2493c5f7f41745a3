"""Records in both formats, with headers; the json rules and the non-UTF-8 rules."""

from __future__ import annotations

import json

from kafkawire.rest.records import check_cost, json_piece
from tests.rest.harness import (
    BINARY,
    JSON,
    ServedProxy,
    User,
    assert_error,
    assign,
    b64,
    create_topic,
    fetch,
    fetch_until,
    new_instance,
    produce,
)


def test_binary_records_with_headers(proxy: ServedProxy, user: User, broker: str) -> None:
    name, full = user.topic("bin")
    create_topic(broker, full)
    raw = bytes(range(256))
    produce(
        broker,
        full,
        [
            (b"k\x00\xff", raw, [("trace", b"\x00\x01"), ("empty", None)]),
            (None, None),
            (b"", b""),
        ],
    )
    with proxy.client(user) as c:
        inst = new_instance(c, "g-bin", "i")
        assign(c, inst, [name])
        reply = fetch(c, inst, accept=BINARY)
        assert reply.headers["content-type"] == BINARY
        got = reply.json()
        while len(got) < 3:
            got += fetch(c, inst).json()
    assert got == [
        {
            "topic": name,
            "key": b64(b"k\x00\xff"),
            "value": b64(raw),
            "partition": 0,
            "offset": 0,
            "headers": [{"name": "trace", "value": "AAE="}, {"name": "empty", "value": None}],
        },
        {"topic": name, "key": None, "value": None, "partition": 0, "offset": 1, "headers": []},
        {"topic": name, "key": "", "value": "", "partition": 0, "offset": 2, "headers": []},
    ]


JSON_CASES: list[tuple[bytes | None, str]] = [
    (b'{"b": 1, "a": [2.50, null, true]}', '{"b": 1, "a": [2.50, null, true]}'),
    (b"12", "12"),
    (b'"abc"', '"abc"'),
    (b"abc", '"abc"'),
    (b'{"a":1} {"b":2}', json.dumps('{"a":1} {"b":2}')),
    (b"NaN", '"NaN"'),
    (b"[1, 2", '"[1, 2"'),
    (b"", '""'),
    (b"  true \n", "true"),
    (
        "h\u00e9 \u2603 \U0001f600".encode(),
        json.dumps("h\u00e9 \u2603 \U0001f600", ensure_ascii=False),
    ),
    (b"line\nbreak\t\x01", json.dumps("line\nbreak\t\x01")),
    (b"1" * 5000, json.dumps("1" * 5000)),  # past Python's int digits limit: text
    (None, "null"),
]


def test_json_values_as_produced_and_text_as_strings(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("json")
    create_topic(broker, full)
    produce(broker, full, [(b'{"k":1}', value, [("h", b"\xff")]) for value, _ in JSON_CASES])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-json", "i", fmt="json")
        assign(c, inst, [name])
        reply = fetch(c, inst, accept=JSON)
        assert reply.headers["content-type"] == JSON
        text = reply.text
        got = reply.json()
        while len(got) < len(JSON_CASES):
            more = fetch(c, inst, accept=JSON)
            text += more.text
            got += more.json()
    for (_, expected), record in zip(JSON_CASES, got, strict=True):
        assert f'"value":{expected},"partition"' in text, expected
        assert record["key"] == {"k": 1}
        assert record["headers"] == [{"name": "h", "value": "/w=="}]
    assert got[0]["value"] == {"b": 1, "a": [2.5, None, True]}
    assert got[3]["value"] == "abc" and got[2]["value"] == "abc"


def test_json_check_memory_bound(proxy: ServedProxy, user: User, broker: str) -> None:
    """[{"a":1},...] is checked up to about 1.5 MiB (32 MiB of memory); past it, text."""
    small = b"[" + b",".join([b'{"a":1}'] * 150_000) + b"]"  # about 1.1 MiB
    large = b"[" + b",".join([b'{"a":1}'] * 230_000) + b"]"  # about 1.75 MiB
    assert check_cost(small) < 32 << 20 < check_cost(large)
    name, full = user.topic("big")
    create_topic(broker, full)
    produce(broker, full, [(None, small)])
    produce(broker, full, [(None, large)])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-big", "i", fmt="json")
        assign(c, inst, [name])
        got = fetch_until(c, inst, 2, accept=JSON)
    assert isinstance(got[0]["value"], list) and len(got[0]["value"]) == 150_000
    assert got[1]["value"] == large.decode()


def test_json_check_bounds_for_strings_and_nesting() -> None:
    limit = 32 << 20
    string = b'"' + b"a" * (15 * 2**20) + b'"'
    assert json_piece(string, limit) == string  # a JSON string of 15 MiB is checked
    assert json_piece(b'"' + b"a" * (17 * 2**20) + b'"', limit)[:2] == b'"\\'  # text
    deep = b"[" * 100_000 + b"]" * 100_000
    assert json_piece(deep, limit)[:2] == b'"['  # too deep to check: text
    # 600,000 empty arrays take more than 32 MiB as Python lists: not checked, text
    arrays = b"[" + b",".join([b"[]"] * 600_000) + b"]"
    assert check_cost(arrays) > limit and json_piece(arrays, limit)[:3] == b'"[['


def test_not_utf8_ends_its_partition_and_blocks_when_first(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    name, full = user.topic("utf")
    other, other_full = user.topic("fine")
    create_topic(broker, full)
    create_topic(broker, other_full)
    produce(broker, full, [(None, b'"ok0"'), (None, b"\xff\xfe"), (None, b'"ok2"')])
    produce(broker, other_full, [(None, b'"x0"'), (None, b'"x1"')])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-utf", "i", fmt="json")
        assign(c, inst, [name, other])
        seen: list[tuple[str, int]] = []
        for _ in range(20):
            reply = fetch(c, inst, accept=JSON)
            if reply.status_code == 408:
                break
            assert reply.status_code == 200, reply.text
            seen += [(r["topic"], r["offset"]) for r in reply.json()]
        assert_error(reply, 408, 40801)
        assert sorted(seen) == sorted([(name, 0), (other, 0), (other, 1)])
        assert_error(fetch(c, inst, accept=JSON), 408, 40801)  # every fetch after it
        # the other partitions go on
        produce(broker, other_full, [(None, b'"x2"')])
        got = []
        for _ in range(10):
            reply = fetch(c, inst, accept=JSON, timeout_ms=500)
            if reply.status_code == 200 and reply.json():
                got = reply.json()
                break
            assert_error(reply, 408, 40801)
        assert [(r["topic"], r["offset"], r["value"]) for r in got] == [(other, 2, "x2")]
        assert_error(fetch(c, inst, accept=JSON), 408, 40801)
        # a non-UTF-8 key blocks too
        seek = {"offsets": [{"topic": name, "partition": 0, "offset": 2}]}
        assert c.post(inst + "/positions", json=seek).status_code == 204
        got = fetch_until(c, inst, 1, accept=JSON)
        assert [(r["offset"], r["value"]) for r in got] == [(2, "ok2")]
        # a binary instance reads the record
        binary = new_instance(c, "g-utf", "b")
        assign(c, binary, [name])
        got = fetch_until(c, binary, 3)
        assert got[1]["value"] == b64(b"\xff\xfe")


def test_not_utf8_key_blocks_a_json_instance(proxy: ServedProxy, user: User, broker: str) -> None:
    name, full = user.topic("key")
    create_topic(broker, full)
    produce(broker, full, [(b"\x80", b"1")])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-key", "i", fmt="json")
        assign(c, inst, [name])
        for _ in range(10):
            reply = fetch(c, inst, accept=JSON, timeout_ms=1000)
            if reply.status_code != 200 or reply.json():
                break
        assert_error(reply, 408, 40801)


def test_nan_and_infinity_inside_a_value_make_it_text() -> None:
    """NaN and Infinity are Python's, not JSON's: a value holding one is text, so
    a json instance's reply stays JSON that any client parses."""
    limit = 32 << 20
    for data in (b"[NaN]", b"-Infinity", b'{"a": Infinity}'):
        piece = json_piece(data, limit)
        assert json.loads(piece) == data.decode()


def test_a_value_whose_check_cost_is_the_memory_bound_is_checked() -> None:
    """Only a check whose estimated cost passes json_check_max_memory_bytes is left
    out: one that costs exactly the bound is made."""
    data = b'[{"a": 1}, {"b": [2]}]'
    assert json_piece(data, check_cost(data)) == data
    assert json_piece(data, check_cost(data) - 1) == json.dumps(data.decode()).encode()


def test_a_header_name_that_is_not_utf8_is_shown_with_replacement_characters(
    proxy: ServedProxy, user: User, broker: str
) -> None:
    # Java's consumer reads such a name with U+FFFD; refused, the batch held up
    # its partition for good (every fetch a 500)
    name, full = user.topic("badname")
    create_topic(broker, full)
    stray = b"h\xff\x80".decode("utf-8", "surrogateescape")  # written as those bytes
    produce(broker, full, [(None, b"a", [(stray, b"1")]), (None, b"b")])
    with proxy.client(user) as c:
        inst = new_instance(c, "g-badname", "i")
        assign(c, inst, [name])
        got = fetch_until(c, inst, 2)
    assert [r["headers"] for r in got] == [[{"name": "h\ufffd\ufffd", "value": b64(b"1")}], []]
