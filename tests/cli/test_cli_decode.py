"""``kafkawire decode`` on the committed captures and on damaged copies of them."""

from __future__ import annotations

import base64
import io
import json
import os
import signal
import socket
import struct
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from kafkawire import decode_request, encode_request, encode_response, request_class, response_class
from kafkawire.capture import (
    FORMAT_LINE,
    CapturedFrame,
    CaptureWriter,
    format_frame_line,
    read_capture,
    scan_capture,
)
from kafkawire.cli.decode import parse_api_keys, run_decode
from kafkawire.cli.exchanges import Pairer
from kafkawire.cli.main import build_parser, main
from kafkawire.cli.sources import WireFrame, read_frames
from kafkawire.cli.text_layout import INLINE_WIDTH, text_lines
from kafkawire.errors import ProtocolError
from kafkawire.protocol.message import Struct

ROOT = Path(__file__).resolve().parents[2]
CAPTURED = ROOT / "fixtures" / "captured"
CAPTURES = sorted(CAPTURED.rglob("*.capture"))
# The one answer in fixtures/ that breaks the protocol (fixtures/README.md):
# Tansu's ListOffsets v0 without its offsets array.
KNOWN_BAD_ANSWERS = {("kafka-python-old/0.9-consumer-group.capture", 2, 0)}
METADATA = 3
PORTS = frozenset({9092})


def _decode(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(["decode", *args])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def _check_fields(plain: dict[str, Any], cls: type[Struct], version: int, path: str) -> None:
    """``plain`` names exactly the fields of ``cls`` present at ``version``, recursively."""
    present = [spec for spec in cls.FIELDS if spec.present(version)]
    assert set(plain) - {"unknown_tags"} == {spec.name for spec in present}, path
    for spec in present:
        value = plain[spec.name]
        if spec.struct is None or value is None:
            continue
        for i, item in enumerate(value if spec.kind == "array" else [value]):
            _check_fields(item, spec.struct, version, f"{path}.{spec.name}[{i}]")


@pytest.mark.parametrize("path", CAPTURES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_fixture_decodes_and_json_names_every_field(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, err = _decode(capsys, "--json", "--records", str(path))
    assert code == 0, err
    frames = list(read_capture(path))
    requests = [frame for frame in frames if frame.is_request]
    exchanges = [json.loads(line) for line in lines]
    assert len(exchanges) == len(requests)
    name = f"{path.parent.name}/{path.name}"
    for exchange in exchanges:
        key, version = exchange["api_key"], exchange["api_version"]
        request = exchange["request"]
        assert "error" not in request, request["error"]
        _check_fields(request["message"], request_class(key), version, "request")
        response = exchange["response"]
        if response is None:
            continue
        if (name, key, version) in KNOWN_BAD_ANSWERS:
            assert response["message"] is None
            assert response["error"]["offset"] is not None
            assert response["raw"]
            continue
        assert "error" not in response, response["error"]
        _check_fields(response["message"], response_class(key), version, "response")
    # Text and summary modes show the same exchanges.
    code, text, _ = _decode(capsys, str(path))
    assert code == 0
    assert sum(1 for line in text if line.startswith("#")) == len(requests)
    code, summary, _ = _decode(capsys, "--summary", str(path))
    assert code == 0
    assert len(summary) == len(requests)


def test_a_directory_decodes_every_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = _decode(capsys, "--summary", "--json", str(CAPTURED.parent))
    assert code == 0
    rows = [json.loads(line) for line in lines]
    assert {row["file"] for row in rows} == {str(path) for path in CAPTURES}
    # Only the known bad answer is reported, with its place.
    assert err.count("\n") == 1
    assert "0.9-consumer-group.capture: line" in err and "byte 28 of the frame" in err


def test_a_reader_gone_away_each_time_costs_no_file_descriptor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``kafkawire decode ... | head``: output to a pipe whose reader is gone
    ends quietly with 0, stdout pointed at devnull; the devnull descriptor
    opened for that was left open, one more with each such call of main()."""
    fds = Path("/proc/self/fd")
    before = len(list(fds.iterdir()))
    for _ in range(3):
        read_end, write_end = os.pipe()
        os.close(read_end)
        # line buffered: the first line meets the closed pipe inside main()
        with open(write_end, "w", buffering=1, encoding="utf-8") as stdout:
            monkeypatch.setattr(sys, "stdout", stdout)
            assert main(["decode", "--summary", str(CAPTURED.parent)]) == 0
            monkeypatch.undo()
    assert len(list(fds.iterdir())) == before


def test_an_output_that_cannot_be_written_ends_decoding_and_is_not_blamed_on_the_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """stdout on a full disk was reported as each input file's problem
    (``FILE: [Errno 28] ...``) and decoding went on writing; the header of a
    second file, or the last flush, raised out of main() (a traceback). A
    stdout closed before the start (``>&-``) was an AttributeError."""
    path = str(CAPTURED / "aiokafka" / "02-consumer-group.capture")
    for args in (["--summary", path, path], ["--json", path], [path]):
        with open("/dev/full", "w", encoding="utf-8") as full:
            monkeypatch.setattr(sys, "stdout", full)
            assert main(["decode", *args]) == 1
            monkeypatch.undo()
        message = "kafkawire decode: cannot write the output: No space left on device\n"
        assert capsys.readouterr().err == message, args
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["decode", path]) == 1
    assert (
        capsys.readouterr().err == "kafkawire decode: cannot write the output: stdout is closed\n"
    )


@pytest.mark.parametrize("redirect", [">/dev/full", ">&-"])
def test_the_command_with_an_unwritable_stdout_exits_1_with_one_line_and_no_traceback(
    redirect: str,
) -> None:
    """Beyond main(): the interpreter's final flush of what stdout still held
    would print "Exception ignored" and exit 120."""
    path = str(CAPTURED / "aiokafka" / "02-consumer-group.capture")
    result = subprocess.run(
        [
            "sh",
            "-c",
            f'exec "$0" -m kafkawire decode --summary "$1" {redirect}',
            sys.executable,
            path,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.startswith("kafkawire decode: cannot write the output: ")
    assert result.stderr.count("\n") == 1, result.stderr


def test_a_closed_stderr_does_not_stop_decoding_at_an_input_with_a_problem() -> None:
    """With stderr closed (2>&-) Python's sys.stderr is None: reporting the
    missing first file raised AttributeError, and the second was never read."""
    path = str(CAPTURED / "aiokafka" / "02-consumer-group.capture")
    result = subprocess.run(
        ["sh", "-c", 'exec "$0" -m kafkawire decode --summary "$1" "$2" 2>&-',
         sys.executable, str(ROOT / "no-such.capture"), path],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 1  # a file had a problem
    assert "==> " in result.stdout and "02-consumer-group.capture" in result.stdout
    assert "Traceback" not in result.stdout


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_stdout_short_of_a_character_gets_json_escapes_not_a_traceback(
    encoding: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A client id the stdout's encoding cannot write (PYTHONIOENCODING=ascii,
    a Latin-1 locale) raised UnicodeEncodeError out of main(). Now what the
    encoding lacks is written as JSON's escapes: --json reads back as the same
    client id, and the text line shows the escapes in its quoted client id."""
    client_id = "clïent-日本"
    path = tmp_path / "unicode.capture"
    frame = encode_request(request_class(18)(), 0, 1, client_id)
    with CaptureWriter(path) as writer:
        writer.write(CapturedFrame(1.0, 1, ">", 18, 0, 1, frame))
    shown = []
    for args in (["--json"], []):
        raw = io.BytesIO()
        stream = io.TextIOWrapper(raw, encoding=encoding, newline="\n")
        monkeypatch.setattr(sys, "stdout", stream)
        assert main(["decode", *args, str(path)]) == 0
        monkeypatch.undo()
        stream.flush()
        shown.append(raw.getvalue().decode(encoding).splitlines())
    [line] = shown[0]
    assert json.loads(line)["client_id"] == client_id
    escaped = json.dumps(client_id, ensure_ascii=True)  # "cl\u00efent-\u65e5\u672c"
    if encoding == "latin-1":
        escaped = escaped.replace("\\u00ef", "ï")  # Latin-1 has that one
    assert f"client {escaped}" in shown[1][0]


def test_ctrl_c_while_decoding_exits_130_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    """Ctrl-C in decode was a KeyboardInterrupt traceback. The command waits
    on a fifo with no data yet: once this end opens it, the command has."""
    fifo = tmp_path / "slow.capture"
    os.mkfifo(fifo)
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkawire", "decode", str(fifo)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        writer = os.open(fifo, os.O_WRONLY)  # returns once the command opened it
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
        os.close(writer)
    finally:
        if process.returncode is None:
            process.kill()
            process.wait()
    assert (process.returncode, err) == (130, "kafkawire decode: interrupted\n")


def _write_capture(path: Path, lines: list[str]) -> None:
    path.write_text("\n".join([FORMAT_LINE, *lines]) + "\n")


def test_a_corrupted_frame_is_reported_with_its_offset_and_the_rest_decodes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = CAPTURED / "confluent-kafka" / "03-consumer-group.capture"
    frames = list(read_capture(source))
    middle = len(frames) // 2
    while not frames[middle].is_request:
        middle += 1
    bad = frames[middle]
    # The client id's length says 0x7fff: the header runs past the frame.
    damaged = bytearray(bad.frame)
    struct.pack_into(">h", damaged, 12, 0x7FFF)
    with pytest.raises(ProtocolError) as caught:
        decode_request(bytes(damaged))
    offset = caught.value.offset
    assert offset is not None
    lines = [format_frame_line(frame) for frame in frames]
    lines[middle] = format_frame_line(bad._replace(frame=bytes(damaged)))
    # And a line further on that is not a frame line at all (bad hex).
    broken = middle + 4
    lines[broken] = lines[broken][:-2] + "zz"
    path = tmp_path / "damaged.capture"
    _write_capture(path, lines)

    code, out, err = _decode(capsys, "--json", str(path))
    assert code == 1  # a line could not be read
    scanned = list(scan_capture(path))
    frame_line = scanned[middle]
    file_offset = frame_line.hex_offset + 2 * offset
    assert (
        f"{path}: line {frame_line.line}: frame {middle + 1}, byte {offset} of the frame "
        f"(file offset {file_offset})" in err
    )
    bad_hex = scanned[broken].hex_offset + len(lines[broken].rsplit(" ", 1)[1]) - 2
    assert (
        f"{path}: line {scanned[broken].line}: frame {broken + 1} (file offset {bad_hex}): "
        "frame is not valid hex" in err
    )
    exchanges = [json.loads(line) for line in out]
    damaged_exchange = next(
        e for e in exchanges if e["request"] and e["request"]["message"] is None
    )
    assert damaged_exchange["request"]["error"]["offset"] == offset
    assert damaged_exchange["request"]["raw"] == bytes(damaged).hex()
    # Everything after the damage still decodes.
    after = [e for e in exchanges if e["exchange"] > damaged_exchange["exchange"]]
    assert len(after) > 5
    for exchange in after:
        for side in ("request", "response"):
            if exchange[side] is not None:
                assert exchange[side]["message"] is not None, exchange
    # The text form shows the raw frame and the place too.
    code, text, _ = _decode(capsys, str(path))
    joined = "\n".join(text)
    assert f"byte {offset} of the frame (file offset {file_offset})" in joined
    assert "request not decoded" in joined


def test_unknown_keys_and_versions_are_shown_raw_and_decoding_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def request(key: int, version: int, correlation_id: int) -> CapturedFrame:
        body = struct.pack(">hhih", key, version, correlation_id, 1) + b"c" + b"\x00" * 6
        frame = struct.pack(">i", len(body)) + body
        return CapturedFrame(1.0 + correlation_id, 1, ">", key, version, correlation_id, frame)

    good = next(read_capture(CAPTURED / "kafka-python" / "01-admin-create-topic.capture"))
    lines = [
        format_frame_line(request(999, 0, 1)),
        format_frame_line(request(METADATA, 99, 2)),
        format_frame_line(request(METADATA, 1, 3)._replace(frame=b"\x00\x00\x00\x02\x00\x03")),
        format_frame_line(good._replace(connection=2)),
    ]
    path = tmp_path / "odd.capture"
    _write_capture(path, lines)
    code, out, err = _decode(capsys, "--json", str(path))
    assert code == 0  # every line was read; the frames just do not decode
    exchanges = [json.loads(line) for line in out]
    assert [e["request"]["error"]["offset"] for e in exchanges[:3]] == [4, 6, 6]
    assert exchanges[0]["api_name"] == "ApiKey999"
    assert "UnsupportedVersionError" in exchanges[1]["request"]["error"]["type"]
    assert exchanges[3]["request"]["message"] is not None
    assert err.count("\n") == 3
    assert main(["decode", "--strict", str(path)]) == 1
    capsys.readouterr()


def test_strict_fails_on_one_frame_that_does_not_decode_and_not_on_a_clean_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    clean = CAPTURED / "kafka-python" / "01-admin-create-topic.capture"
    assert main(["decode", "--strict", str(clean)]) == 0
    body = struct.pack(">hhih", 999, 0, 1, 1) + b"c"
    path = tmp_path / "one-bad.capture"
    frame = struct.pack(">i", len(body)) + body
    _write_capture(path, [format_frame_line(CapturedFrame(1.0, 1, ">", 999, 0, 1, frame))])
    assert main(["decode", path.as_posix()]) == 0
    assert main(["decode", "--strict", path.as_posix()]) == 1
    capsys.readouterr()


def test_filters(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(CAPTURED / "confluent-kafka" / "03-consumer-group.capture")
    code, lines, _ = _decode(capsys, "--json", "--summary", path)
    everything = [json.loads(line) for line in lines]
    code, lines, _ = _decode(capsys, "--json", "--summary", "--api", "Metadata,fetch", path)
    assert code == 0
    rows = [json.loads(line) for line in lines]
    assert rows and {row["api_key"] for row in rows} == {1, 3}
    assert len(rows) == sum(1 for row in everything if row["api_key"] in (1, 3))
    connection = everything[-1]["connection"]
    code, lines, _ = _decode(capsys, "--json", "--summary", "--connection", str(connection), path)
    assert {json.loads(line)["connection"] for line in lines} == {connection}
    client = everything[0]["client_id"]
    code, lines, _ = _decode(capsys, "--json", "--summary", "--client-id", client, path)
    assert len(lines) == sum(1 for row in everything if row["client_id"] == client)
    code, lines, _ = _decode(capsys, "--json", "--summary", "--client-id", "nobody", path)
    assert lines == []
    assert main(["decode", "--api", "NoSuchApi", path]) == 2
    capsys.readouterr()


def test_api_takes_numbers_and_names_in_any_case_and_names_a_value_it_refuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert parse_api_keys(["Metadata, fetch,,", "18", "PRODUCE", "-1"]) == {3, 1, 18, 0, -1}
    assert parse_api_keys([]) == frozenset()
    path = str(CAPTURED / "aiokafka" / "01-produce-codecs.capture")
    for value in ("NoSuchApi", "--1", "²", "3x"):
        code, out, err = _decode(capsys, f"--api={value}", path)
        assert (code, out) == (2, [])
        assert err == (
            f"kafkawire decode: unknown api key {value!r}; give a number or a name such as "
            "Metadata or ListOffsets\n"
        )
    # a near miss is given the names it may have meant
    code, out, err = _decode(capsys, "--api=Metdata", path)
    assert (code, out) == (2, [])
    assert err.startswith("kafkawire decode: unknown api key 'Metdata'; did you mean Metadata")


def test_summary_names_sizes_latency_and_error_codes(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(CAPTURED / "kafka-python" / "04-admin-groups-delete.capture")
    code, lines, _ = _decode(capsys, "--summary", "--json", path)
    assert code == 0
    rows = [json.loads(line) for line in lines]
    frames = list(read_capture(path))
    assert rows[0]["request_bytes"] == len(frames[0].frame)
    assert all(row["latency_ms"] is None or row["latency_ms"] >= 0 for row in rows)
    _, text, _ = _decode(capsys, "--summary", path)
    assert f"> {len(frames[0].frame)} B" in text[0]
    assert " ms" in text[0]


def test_not_a_capture_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("hello\n")
    code, out, err = _decode(
        capsys, str(path), str(CAPTURED / "aiokafka" / "01-produce-codecs.capture")
    )
    assert code == 1
    assert str(path) in err and "neither a kafkawire capture" in err
    assert any(line.startswith("#1 ") for line in out)  # the next file still decodes


@pytest.mark.parametrize("command", ["capture", "decode", "versions"])
def test_help_has_an_example(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    assert "example" in capsys.readouterr().out


def test_python_m_kafkawire_is_the_same_command(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(CAPTURED / "aiokafka" / "02-consumer-group.capture")
    result = subprocess.run(
        [sys.executable, "-m", "kafkawire", "decode", "--summary", path],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    main(["decode", "--summary", path])
    assert result.stdout == capsys.readouterr().out


def test_api_versions_answered_in_v0_for_a_version_the_broker_lacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """KIP-511: the broker answers an ApiVersions version it does not know in v0."""
    request = request_class(18)()
    answer = response_class(18).from_dict(
        {"error_code": 35, "api_keys": [{"api_key": 18, "min_version": 0, "max_version": 2}]}
    )
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 18, 4, 7, encode_request(request, 4, 7, "c"))),
        format_frame_line(CapturedFrame(1.5, 1, "<", 18, 4, 7, encode_response(answer, 0, 7))),
    ]
    path = tmp_path / "fallback.capture"
    _write_capture(path, lines)
    code, out, err = _decode(capsys, "--json", "--summary", str(path))
    assert code == 0 and err == ""
    assert json.loads(out[0])["error_codes"] == ["UNSUPPORTED_VERSION"]
    code, out, _ = _decode(capsys, "--json", str(path))
    response = json.loads(out[0])["response"]
    assert response["version"] == 0
    assert response["message"]["api_keys"] == [{"api_key": 18, "min_version": 0, "max_version": 2}]


def test_only_an_api_versions_answer_saying_unsupported_version_is_read_at_v0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    versions = request_class(18)()
    metadata = request_class(METADATA).from_dict({"topics": []})

    def v0_answer(code: int, correlation_id: int) -> bytes:
        ranges = [{"api_key": 18, "min_version": 0, "max_version": 2}]
        answer = response_class(18).from_dict({"error_code": code, "api_keys": ranges})
        return encode_response(answer, 0, correlation_id)

    def cut_answer(correlation_id: int) -> bytes:  # an error code, then nothing
        return struct.pack(">iih", 6, correlation_id, 35)

    exchanges = [
        (18, 1, encode_request(versions, 1, 1, "c"), v0_answer(35, 1)),  # read at v0
        (18, 3, encode_request(versions, 3, 2, "c"), v0_answer(0, 2)),  # no: not code 35
        (18, 3, encode_request(versions, 3, 3, "c"), cut_answer(3)),  # no: not even v0
        (METADATA, 1, encode_request(metadata, 1, 4, "c"), v0_answer(35, 4)),  # no: Metadata
        (18, 0, encode_request(versions, 0, 5, "c"), cut_answer(5)),  # v0 already
    ]
    lines = []
    for i, (key, version, request, response) in enumerate(exchanges, 1):
        lines.append(format_frame_line(CapturedFrame(float(i), 1, ">", key, version, i, request)))
        lines.append(format_frame_line(CapturedFrame(i + 0.5, 1, "<", key, version, i, response)))
    path = tmp_path / "fallback.capture"
    _write_capture(path, lines)
    code, out, err = _decode(capsys, "--json", str(path))
    assert code == 0 and err.count("\n") == 4
    answers = [json.loads(line)["response"] for line in out]
    assert answers[0]["version"] == 0 and answers[0]["message"]["error_code"] == 35
    assert [answer["message"] for answer in answers[1:]] == [None] * 4
    assert [answer["error"]["type"] for answer in answers[1:]] == [
        "CorruptedError",
        "TruncatedError",
        "TruncatedError",
        "TruncatedError",
    ]
    assert ["version" in answer for answer in answers] == [True, False, False, False, False]


def test_capture_on_a_wildcard_address_needs_advertise(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["capture", "--listen", "0.0.0.0:0", "--upstream", "127.0.0.1:1"]
    assert main([*args, "--out", str(tmp_path / "x.capture")]) == 2
    assert "--advertise" in capsys.readouterr().err


def test_capture_on_an_address_in_use_ends_with_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        args = ["capture", "--listen", f"127.0.0.1:{port}", "--upstream", "127.0.0.1:1"]
        assert main([*args, "--out", str(tmp_path / "x.capture")]) == 1
    assert capsys.readouterr().err.startswith("kafkawire capture: ")


def test_bytes_fields_are_base64_and_the_summary_names_nested_error_codes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sasl = request_class(36).from_dict({"auth_bytes": b"\x00user\x00pw"})
    delete = request_class(20).from_dict({"topic_names": ["t"]})
    deleted = response_class(20).from_dict({"responses": [{"name": "t", "error_code": 3}]})
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 36, 2, 5, encode_request(sasl, 2, 5, "c"))),
        format_frame_line(CapturedFrame(2.0, 1, ">", 20, 1, 6, encode_request(delete, 1, 6, "c"))),
        format_frame_line(CapturedFrame(2.5, 1, "<", 20, 1, 6, encode_response(deleted, 1, 6))),
    ]
    path = tmp_path / "fields.capture"
    _write_capture(path, lines)
    code, out, _ = _decode(capsys, "--json", str(path))
    assert code == 0
    assert json.loads(out[0])["request"]["message"] == {"auth_bytes": "AHVzZXIAcHc="}
    code, out, _ = _decode(capsys, "--json", "--summary", str(path))
    # the code is in a topic's entry, not at the top of the answer
    assert json.loads(out[1])["error_codes"] == ["UNKNOWN_TOPIC_OR_PARTITION"]


def test_uuid_fields_are_text_alone_and_in_arrays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dirs = [uuid.UUID(int=1), uuid.UUID(int=2)]
    heartbeat = request_class(63).from_dict({"broker_id": 1, "offline_log_dirs": dirs})
    frame = encode_request(heartbeat, 1, 5, "c")
    path = tmp_path / "uuids.capture"
    _write_capture(path, [format_frame_line(CapturedFrame(1.0, 1, ">", 63, 1, 5, frame))])
    code, out, _ = _decode(capsys, "--json", str(path))
    assert code == 0
    assert json.loads(out[0])["request"]["message"]["offline_log_dirs"] == [
        "00000000-0000-0000-0000-000000000001",
        "00000000-0000-0000-0000-000000000002",
    ]


def test_a_request_that_does_not_decode_keeps_its_client_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # an unknown api key; the header's client id "cd" ends the frame
    body = struct.pack(">hhih", 999, 0, 1, 2) + b"cd"
    frame = struct.pack(">i", len(body)) + body
    path = tmp_path / "raw.capture"
    _write_capture(path, [format_frame_line(CapturedFrame(1.0, 1, ">", 999, 0, 1, frame))])
    for args in ((), ("--client-id", "cd")):
        code, out, _ = _decode(capsys, "--json", *args, str(path))
        assert code == 0
        assert [json.loads(line)["client_id"] for line in out] == ["cd"], args


def test_frames_that_end_inside_or_right_after_their_header(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    frames = [
        # a request header without its client id, and a response header alone
        CapturedFrame(1.0, 1, ">", METADATA, 1, 5, struct.pack(">ihhi", 8, METADATA, 1, 5)),
        CapturedFrame(1.5, 1, "<", METADATA, 1, 5, struct.pack(">ii", 4, 5)),
        # a request cut inside its header: it can get no answer, and is let out at once
        CapturedFrame(2.0, 1, ">", METADATA, 1, 6, b"\x00\x00\x00\x02\x00\x03"),
    ]
    path = tmp_path / "headers.capture"
    _write_capture(path, [format_frame_line(frame) for frame in frames])
    code, out, _ = _decode(capsys, "--json", str(path))
    assert code == 0
    whole, cut = (json.loads(line) for line in out)
    assert (whole["api_name"], whole["api_version"], whole["correlation_id"]) == ("Metadata", 1, 5)
    assert whole["request"]["error"]["message"] == (
        "frame ends inside the request header (api key 3, v1, byte 12)"
    )
    assert whole["response"]["error"]["message"] == (
        "input ends inside MetadataResponse (api key 3, v1)"
    )
    assert (cut["api_name"], cut["correlation_id"]) == ("Unknown", -1)
    assert cut["request"]["error"] == {
        "type": "TruncatedError",
        "message": "frame ends inside the request header",
        "offset": 6,
        "where": f"{path}: line 4: frame 3, byte 6 of the frame (file offset 133)",
    }
    pairer = Pairer(str(path))
    wires = [item for item in read_frames(str(path), PORTS) if isinstance(item, WireFrame)]
    assert [[exchange.number for exchange in pairer.feed(wire)] for wire in wires] == [
        [],
        [1],
        [2],
    ]


def test_a_client_id_is_read_from_a_raw_header_only_when_it_is_there_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def unknown_key(correlation_id: int, client_id: bytes, length: int | None = None) -> bytes:
        size = len(client_id) if length is None else length
        body = struct.pack(">hhih", 999, 0, correlation_id, size) + client_id
        return struct.pack(">i", len(body)) + body

    shutdown = request_class(7).from_dict({"broker_id": 1})
    frames = [
        unknown_key(1, b""),  # empty, and the frame ends with the length
        unknown_key(2, b"", -1),  # null
        unknown_key(3, b"ab", 3),  # longer than the frame
        unknown_key(4, b"\xffc"),  # not UTF-8
        # header v0 has no client id: what follows is the body, not a length
        encode_request(shutdown, 0, 5, None),
    ]
    path = tmp_path / "client-ids.capture"
    _write_capture(
        path,
        [
            format_frame_line(CapturedFrame(1.0, 1, ">", 999, 0, i, frame))
            for i, frame in enumerate(frames, 1)
        ],
    )
    code, out, _ = _decode(capsys, "--json", str(path))
    assert code == 0
    assert [len(frame) for frame in frames[:2]] == [14, 14]
    assert [json.loads(line)["client_id"] for line in out] == ["", None, None, "\\xffc", None]
    # as shown, so it can be asked for
    code, out, _ = _decode(capsys, "--json", "--client-id", "\\xffc", str(path))
    assert [json.loads(line)["correlation_id"] for line in out] == [4]


def test_read_capture_reports_a_line_that_is_not_utf8_as_corrupted(tmp_path: Path) -> None:
    frame = CapturedFrame(1.0, 1, ">", 18, 0, 1, b"\x00\x00\x00\x02\xab\xcd")
    path = tmp_path / "bad.capture"
    good = format_frame_line(frame).encode()
    path.write_bytes(FORMAT_LINE.encode() + b"\n" + good + b"\n# caf\xe9\n" + good + b"\n")
    frames = read_capture(path)
    assert next(frames) == frame
    with pytest.raises(ProtocolError, match=r"bad\.capture:3: not UTF-8"):
        next(frames)
    head = tmp_path / "head.capture"
    head.write_bytes(b"\xff\xfe" + FORMAT_LINE.encode() + b"\n")
    with pytest.raises(ProtocolError, match="expected"):
        list(read_capture(head))


@pytest.mark.parametrize("mode", [[], ["--summary"], ["--json"]])
def test_a_time_no_clock_can_show_is_shown_raw_and_a_non_number_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: list[str]
) -> None:
    frames = list(read_capture(CAPTURES[0]))[:2]
    path = tmp_path / "times.capture"
    lines = [format_frame_line(f._replace(time=1e20)) for f in frames]
    path.write_text(FORMAT_LINE + "\n" + "\n".join(lines) + "\n")
    code, out, err = _decode(capsys, *mode, str(path))
    assert code == 0 and out, err
    if mode == ["--json"]:
        assert json.loads(out[0])["request"]["time"] == 1e20
    else:  # the head line (text) or the line (summary) starts with the seconds
        assert out[0].split("  ")[:2] in (
            ["#1", "100000000000000000000.000000"],
            ["100000000000000000000.000000", "#1"],
        )
    for bad in ("nan", "inf", "-inf"):
        line = format_frame_line(frames[0]).split(" ", 1)[1]
        path.write_text(f"{FORMAT_LINE}\n{bad} {line}\n")
        code, out, err = _decode(capsys, *mode, str(path))
        assert code == 1 and "time" in err, err


def test_records_shown_stop_at_the_limit_and_the_rest_are_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 30,000 empty records, all claiming offset 0, zstd-compress to a few
    # kilobytes; a damaged or hostile capture can hold millions of them
    from kafkawire.protocol.messages import ProduceRequest
    from kafkawire.protocol.messages.produce import PartitionProduceData, TopicProduceData
    from kafkawire.records import Compression, Record, RecordSet

    many = RecordSet(
        [Record(0, 0, None, None) for _ in range(30_000)], compression=Compression.ZSTD
    )
    few = RecordSet([Record(30_000 + i, 0, b"k", b"v") for i in range(5)], base_offset=30_000)
    records = many.to_bytes() + few.to_bytes()
    assert len(records) < 2_000
    request = ProduceRequest(
        acks=1,
        timeout_ms=1000,
        topic_data=[
            TopicProduceData(
                name="t", partition_data=[PartitionProduceData(index=0, records=records)]
            )
        ],
    )
    frame = encode_request(request, 9, 1, "c")
    path = tmp_path / "many.capture"
    _write_capture(path, [format_frame_line(CapturedFrame(1.0, 1, ">", 0, 9, 1, frame))])

    def batches(*args: str) -> list[dict[str, Any]]:
        code, out, err = _decode(capsys, "--json", "--records", *args, str(path))
        assert code == 0, err
        (exchange,) = [json.loads(line) for line in out]
        field = exchange["request"]["message"]["topic_data"][0]["partition_data"][0]["records"]
        return field["batches"]  # type: ignore[no-any-return]

    first, second = batches()
    assert len(first["records"]) == 10_000 and first["records_not_shown"] == 20_000
    assert second["records"] == [] and second["records_not_shown"] == 5
    first, second = batches("--max-records", "29998")
    assert len(first["records"]) == 29_998 and first["records_not_shown"] == 2
    first, second = batches("--max-records", "30003")
    assert "records_not_shown" not in first and len(second["records"]) == 3
    assert second["records_not_shown"] == 2
    first, second = batches("--max-records", "30004")
    assert len(second["records"]) == 4 and second["records_not_shown"] == 1
    first, second = batches("--max-records", "30005")
    assert "records_not_shown" not in first and "records_not_shown" not in second
    assert [r["value"] for r in second["records"]] == ["v"] * 5
    with pytest.raises(SystemExit):
        main(["decode", "--records", "--max-records", "0", str(path)])
    assert "not 1 or more" in capsys.readouterr().err


def test_text_and_summary_name_each_exchange_its_fields_and_a_missing_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    delete = request_class(20).from_dict({"topic_names": ["t"]})
    # codes named once each, in the order found; one no Kafka version has is a number
    errors = [("t", 3), ("u", 0), ("v", 9999), ("w", 3)]
    deleted = response_class(20).from_dict(
        {"responses": [{"name": name, "error_code": code} for name, code in errors]}
    )
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 20, 1, 6, encode_request(delete, 1, 6, "ü"))),
        # answered in 0.1234 ms, shown to the microsecond
        format_frame_line(
            CapturedFrame(1.0001234, 1, "<", 20, 1, 6, encode_response(deleted, 1, 6))
        ),
        format_frame_line(CapturedFrame(3.0, 2, ">", 20, 1, 7, encode_request(delete, 1, 7, "ü"))),
    ]
    path = tmp_path / "delete.capture"
    _write_capture(path, lines)
    code, text, err = _decode(capsys, str(path))
    assert code == 0 and err == ""
    assert text == [
        '#1  1970-01-01T00:00:01.000000Z  connection 1  correlation 6  DeleteTopics v1  client "ü"'
        "  0.123 ms",
        "> DeleteTopicsRequest v1 (27 bytes)",
        '  topic_names: ["t"]',
        "  timeout_ms: 0",
        "< DeleteTopicsResponse v1 (36 bytes)",
        "  throttle_time_ms: 0",
        "  responses:",
        '    - {name: "t", error_code: 3}',
        '    - {name: "u", error_code: 0}',
        '    - {name: "v", error_code: 9999}',
        '    - {name: "w", error_code: 3}',
        "",
        '#2  1970-01-01T00:00:03.000000Z  connection 2  correlation 7  DeleteTopics v1  client "ü"',
        "> DeleteTopicsRequest v1 (27 bytes)",
        '  topic_names: ["t"]',
        "  timeout_ms: 0",
        "< (no response in the input)",
        "",
    ]
    code, summary, _ = _decode(capsys, "--summary", str(path))
    assert code == 0
    assert summary == [
        '00:00:01.000000  #1  conn 1  corr 6  DeleteTopics v1  "ü"  > 27 B  < 36 B  0.123 ms'
        "  errors: UNKNOWN_TOPIC_OR_PARTITION,error 9999",
        '00:00:03.000000  #2  conn 2  corr 7  DeleteTopics v1  "ü"  > 27 B  < no answer  -',
    ]
    code, rows, _ = _decode(capsys, "--summary", "--json", str(path))
    assert '"client_id": "ü"' in rows[0]  # JSON lines keep text as it is
    head = {"file": str(path), "api_key": 20, "api_name": "DeleteTopics", "api_version": 1}
    assert [json.loads(row) for row in rows] == [
        {
            **head,
            "exchange": 1,
            "time": 1.0,
            "connection": 1,
            "correlation_id": 6,
            "client_id": "ü",
            "request_bytes": 27,
            "response_bytes": 36,
            "latency_ms": 0.123,
            "request_exchange": None,
            "error_codes": ["UNKNOWN_TOPIC_OR_PARTITION", "error 9999"],
            "problems": [],
        },
        {
            **head,
            "exchange": 2,
            "time": 3.0,
            "connection": 2,
            "correlation_id": 7,
            "client_id": "ü",
            "request_bytes": 27,
            "response_bytes": None,
            "latency_ms": None,
            "request_exchange": None,
            "error_codes": [],
            "problems": [],
        },
    ]
    code, rows, _ = _decode(capsys, "--json", str(path))
    assert '"client_id": "ü"' in rows[1]
    assert json.loads(rows[1]) == {
        **head,
        "exchange": 2,
        "connection": 2,
        "correlation_id": 7,
        "client_id": "ü",
        "latency_ms": None,
        "no_response_expected": False,
        "request_exchange": None,
        "request": {
            "time": 3.0,
            "bytes": 27,
            "position": "line 4",
            "type": "DeleteTopicsRequest",
            "message": {"topic_names": ["t"], "timeout_ms": 0},
        },
        "response": None,
    }


def _hex_rows(frame: bytes) -> list[str]:
    """The raw dump of the text form: 32 bytes a row in groups of 4, behind the offset."""
    return [
        f"  {start:06x}  " + " ".join(frame[i : i + 4].hex() for i in range(start, start + 32, 4))
        for start in range(0, len(frame), 32)
    ]


def test_frames_that_do_not_decode_are_shown_raw_with_the_error_and_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # an unknown api key, 300 bytes of frame: the text shows the first 256; and
    # an answer of 256 bytes, all shown
    body = struct.pack(">hhih", 999, 0, 1, 1) + b"c" + (bytes(range(256)) * 2)[: 300 - 15]
    frame = struct.pack(">i", len(body)) + body
    answer = struct.pack(">ii", 252, 1) + bytes(range(248))
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 999, 0, 1, frame)),
        format_frame_line(CapturedFrame(1.5, 1, "<", 999, 0, 1, answer)),
    ]
    path = tmp_path / "raw.capture"
    _write_capture(path, lines)
    code, text, err = _decode(capsys, str(path))
    assert code == 0
    request_at = f"{path}: line 2: frame 1, byte 4 of the frame (file offset 51)"
    answer_at = f"{path}: line 3: frame 2"
    assert len(frame) == 300
    assert text == [
        '#1  1970-01-01T00:00:01.000000Z  connection 1  correlation 1  ApiKey999 v0  client "c"'
        "  500.000 ms",
        "> request not decoded (300 bytes): UnsupportedVersionError: unknown API key 999",
        f"  at {request_at}",
        *_hex_rows(frame[:256]),
        "  ... 44 more bytes",
        "< response not decoded (256 bytes): UnsupportedVersionError: unknown API key 999",
        f"  at {answer_at}",
        *_hex_rows(answer),
        "",
    ]
    assert err.splitlines() == [
        f"kafkawire decode: {request_at}: UnsupportedVersionError: unknown API key 999",
        f"kafkawire decode: {answer_at}: UnsupportedVersionError: unknown API key 999",
    ]
    code, summary, _ = _decode(capsys, "--summary", str(path))
    assert summary == [
        '00:00:01.000000  #1  conn 1  corr 1  ApiKey999 v0  "c"  > 300 B  < 256 B  500.000 ms'
        f"  UNDECODED: UnsupportedVersionError: unknown API key 999 at {request_at}"
        f"; UnsupportedVersionError: unknown API key 999 at {answer_at}"
    ]
    code, out, _ = _decode(capsys, "--json", str(path))
    exchange = json.loads(out[0])
    assert exchange["request"] == {
        "time": 1.0,
        "bytes": 300,
        "position": "line 2",
        "message": None,
        "error": {
            "type": "UnsupportedVersionError",
            "message": "unknown API key 999",
            "offset": 4,
            "where": request_at,
        },
        "raw": frame.hex(),  # all of it: JSON is not cut at 256 bytes
    }
    assert exchange["response"]["error"]["offset"] is None
    code, out, _ = _decode(capsys, "--summary", "--json", str(path))
    assert json.loads(out[0])["problems"] == [
        f"UnsupportedVersionError: unknown API key 999 at {request_at}",
        f"UnsupportedVersionError: unknown API key 999 at {answer_at}",
    ]


def test_header_tags_trailing_bytes_acks_0_and_an_answer_without_its_request_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    versions = request_class(18).from_dict(
        {"client_software_name": "kw", "client_software_version": "1"}
    )
    versions.unknown_tags = {99: b"\x01\x02"}  # a tagged field from a newer schema
    tagged = encode_request(versions, 3, 4, "c", header_tags={5: b"\xab"}) + b"\x01\x02"
    tagged = struct.pack(">i", len(tagged) - 4) + tagged[4:]  # two bytes after the message
    produce = request_class(0).from_dict({"acks": 0, "timeout_ms": 5, "topic_data": []})
    metadata = response_class(METADATA).from_dict({"brokers": [], "topics": []})
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 18, 3, 4, tagged)),
        format_frame_line(CapturedFrame(2.0, 1, ">", 0, 9, 2, encode_request(produce, 9, 2, "p"))),
        # the recording started after this answer's request was sent
        format_frame_line(
            CapturedFrame(2.5, 3, "<", METADATA, 1, 9, encode_response(metadata, 1, 9))
        ),
        # and one with no labels either: nothing says how to decode it
        format_frame_line(CapturedFrame(2.6, 3, "<", -1, -1, 10, encode_response(metadata, 1, 10))),
    ]
    path = tmp_path / "odd.capture"
    _write_capture(path, lines)
    code, text, err = _decode(capsys, str(path))
    assert code == 0 and err.count("\n") == 1
    assert text == [
        '#1  1970-01-01T00:00:01.000000Z  connection 1  correlation 4  ApiVersions v3  client "c"',
        "> ApiVersionsRequest v3 (31 bytes)",
        '  client_software_name: "kw"',
        '  client_software_version: "1"',
        '  unknown_tags: {99: "0102"}',
        '  (header tagged fields: {"5": "ab"})',
        "  (and 2 bytes after the message: 0102)",
        "< (no response in the input)",
        "",
        '#2  1970-01-01T00:00:02.000000Z  connection 1  correlation 2  Produce v9  client "p"',
        "> ProduceRequest v9 (25 bytes)",
        "  transactional_id: null",
        "  acks: 0",
        "  timeout_ms: 5",
        "  topic_data: []",
        "< (none expected: acks=0)",
        "",
        "#3  1970-01-01T00:00:02.500000Z  connection 3  correlation 9  Metadata v1  client null",
        "> (no request in the input; api key and version from the capture line)",
        "< MetadataResponse v1 (20 bytes)",
        "  brokers: []",
        "  controller_id: -1",
        "  topics: []",
        "",
        "#4  1970-01-01T00:00:02.600000Z  connection 3  correlation 10  unknown API  client null",
        "> (no request in the input)",
        "< response not decoded (20 bytes): KafkaWireError: no request with correlation id 10"
        " on connection 3, so its api key and version are unknown",
        f"  at {path}: line 5: frame 4, byte 4 of the frame (file offset 265)",
        "  000000  00000010 0000000a 00000000 ffffffff 00000000",
        "",
    ]
    code, summary, _ = _decode(capsys, "--summary", str(path))
    assert [line.split("  ", 6)[6] for line in summary] == [
        "> 31 B  < no answer  -",
        "> 25 B  < no answer expected  -",
        "> -  < 20 B  -",
        "> -  < 20 B  -  UNDECODED: KafkaWireError: no request with correlation id 10 on"
        f" connection 3, so its api key and version are unknown at {path}: line 5: frame 4,"
        " byte 4 of the frame (file offset 265)",
    ]
    code, out, _ = _decode(capsys, "--json", str(path))
    first, produced, answered, unknown = (json.loads(line) for line in out)
    assert first["request"]["type"] == "ApiVersionsRequest"
    assert first["request"]["message"]["unknown_tags"] == {"99": "0102"}
    assert first["request"]["header_tags"] == {"5": "ab"}
    assert first["request"]["trailing"] == "0102"
    assert "header_tags" not in produced["request"] and "trailing" not in produced["request"]
    assert produced["no_response_expected"] is True and produced["response"] is None
    assert first["no_response_expected"] is False
    assert answered["request"] is None
    assert answered["response"]["type"] == "MetadataResponse"
    assert (unknown["api_key"], unknown["api_name"], unknown["response"]["message"]) == (
        -1,
        "Unknown",
        None,
    )


def test_records_show_every_batch_header_record_and_transaction_marker(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kafkawire.records import ControlRecord, ControlType, Record, RecordSet
    from kafkawire.records.crc import crc32c

    legacy = RecordSet([Record(4, 1500, None, b"old")], version=1, base_offset=4)
    transactional = RecordSet(
        # the last header's name is not UTF-8: read, its stray byte kept as a surrogate
        [Record(5, 1000, b"\xff\x00", b"v", [("h", b"\xfe"), ("g", None), ("\udcff", None)])],
        base_offset=5,
        producer_id=7,
        producer_epoch=1,
        base_sequence=0,
        transactional=True,
        partition_leader_epoch=2,
    )
    markers = RecordSet(
        [
            ControlRecord(0, ControlType.COMMIT, 3, offset=6, timestamp=2000),
            ControlRecord(0, ControlType.ABORT, 3, offset=7, timestamp=2000),
            # a type no Kafka has yet, its value laid out as a marker's
            ControlRecord(0, 9, offset=8, timestamp=2000, value=b"\x00\x00\x00\x00\x00\x03"),
        ],
        base_offset=6,
        producer_id=7,
        producer_epoch=1,
        transactional=True,
        control=True,
    )
    # a batch cut by the broker at the end of the answer, and a damaged one
    records = legacy.to_bytes() + transactional.to_bytes() + markers.to_bytes() + b"\x00\x00\x00"
    damaged = bytearray(transactional.to_bytes())
    damaged[-1] ^= 1
    # a batch whose checksum holds but whose second record runs past its end
    cut = bytearray(RecordSet([Record(0, 1, b"k", b"v"), Record(1, 1, b"k", b"v")]).to_bytes())
    cut[61 + 9] = 0x7E  # the second record's length, after a 61-byte header and a record
    struct.pack_into(">I", cut, 17, crc32c(cut[21:]))
    fetch = response_class(1).from_dict(
        {
            "responses": [
                {
                    "topic": "t",
                    "partitions": [
                        {"partition_index": 0, "records": records},
                        {"partition_index": 1, "records": bytes(damaged)},
                        {"partition_index": 2, "records": bytes(cut)},
                    ],
                }
            ]
        }
    )
    lines = [
        format_frame_line(
            CapturedFrame(1.0, 1, ">", 1, 4, 4, encode_request(request_class(1)(), 4, 4, "c"))
        ),
        format_frame_line(CapturedFrame(1.5, 1, "<", 1, 4, 4, encode_response(fetch, 4, 4))),
    ]
    path = tmp_path / "records.capture"
    _write_capture(path, lines)
    code, out, err = _decode(capsys, "--json", "--records", str(path))
    assert code == 0 and err == ""
    partitions = json.loads(out[0])["response"]["message"]["responses"][0]["partitions"]
    v2_header = {"compression": "none", "timestamp_type": "create_time", "transactional": True}
    assert partitions[0]["records"] == {
        "bytes": len(records),
        "batches": [
            {
                "base_offset": 4,
                "magic": 1,
                "count": 1,
                "compression": "none",
                "timestamp_type": "create_time",
                "records": [
                    {"offset": 4, "timestamp": 1500, "key": None, "value": "old", "headers": []}
                ],
            },
            {
                "base_offset": 5,
                "magic": 2,
                "count": 1,
                **v2_header,
                "control": False,
                "producer_id": 7,
                "producer_epoch": 1,
                "base_sequence": 0,
                "partition_leader_epoch": 2,
                "records": [
                    {
                        "offset": 5,
                        "timestamp": 1000,
                        "key": {"base64": "/wA="},
                        "value": "v",
                        "headers": [
                            {"name": "h", "value": {"base64": "/g=="}},
                            {"name": "g", "value": None},
                            {"name": {"base64": "/w=="}, "value": None},
                        ],
                    }
                ],
            },
            {
                "base_offset": 6,
                "magic": 2,
                "count": 3,
                **v2_header,
                "control": True,
                "producer_id": 7,
                "producer_epoch": 1,
                "base_sequence": -1,
                "partition_leader_epoch": -1,
                "records": [
                    {
                        "offset": 6,
                        "timestamp": 2000,
                        "control": {"type": "COMMIT", "coordinator_epoch": 3},
                    },
                    {
                        "offset": 7,
                        "timestamp": 2000,
                        "control": {"type": "ABORT", "coordinator_epoch": 3},
                    },
                    # the value of an unknown marker type is not read
                    {
                        "offset": 8,
                        "timestamp": 2000,
                        "control": {"type": 9, "coordinator_epoch": -1},
                    },
                ],
            },
        ],
        "truncated_tail_bytes": 3,
    }
    unread = partitions[1]["records"]
    assert unread["bytes"] == len(damaged)
    assert unread["error"].startswith("CorruptedError: batch CRC-32C ")
    assert unread["base64"] == base64.b64encode(damaged).decode()
    assert "batches" not in unread and "truncated_tail_bytes" not in unread
    (batch,) = partitions[2]["records"]["batches"]
    assert batch["count"] == 2 and batch["records"] == []
    assert batch["error"].startswith("CorruptedError: record length says ")
    # Without --records the field is its bytes, base64
    code, out, _ = _decode(capsys, "--json", str(path))
    partitions = json.loads(out[0])["response"]["message"]["responses"][0]["partitions"]
    assert partitions[0]["records"] == base64.b64encode(records).decode()
    # In text, bytes that are not UTF-8 are base64:..., inline
    code, text, _ = _decode(capsys, "--records", str(path))
    assert "                    key: base64:/wA=" in text
    assert '                      - {name: "h", value: base64:/g==}' in text
    assert "                      - {name: base64:/w==, value: null}" in text
    assert '                    control: {type: "ABORT", coordinator_epoch: 3}' in text


def test_text_layout_puts_short_flat_values_on_one_line_and_nests_the_rest() -> None:
    fits = {"a": "x" * (INLINE_WIDTH - 7)}  # {a: "xx...x"}: 7 characters around the x's
    too_long = {"a": "x" * (INLINE_WIDTH - 6)}
    plain = {
        "fits": fits,
        "too_long": too_long,
        "flat": [1, "two", None],
        "long_list": ["y" * 50, "z" * 50],
        "nested": [{"name": "t", "parts": [{"i": 0}, {"i": 1}]}, {}],
        "lists": [[1, 2], [[3]]],
        "raw": {"base64": "AA=="},
        "not_raw": {"base64": "AA==", "bytes": 1},
        "raw_in_a_list": [{"base64": "AA=="}, "ü"],
        "empty": [],
    }
    x = "x" * (INLINE_WIDTH - 7)
    assert list(text_lines(plain, "  ")) == [
        f'  fits: {{a: "{x}"}}',
        "  too_long:",
        f'    a: "{x}x"',
        '  flat: [1, "two", null]',
        "  long_list:",
        f'    - "{"y" * 50}"',
        f'    - "{"z" * 50}"',
        "  nested:",
        '    - name: "t"',
        "      parts:",
        "        - {i: 0}",
        "        - {i: 1}",
        "    - {}",
        "  lists:",
        "    - [1, 2]",
        "    -",
        "      - [3]",
        "  raw: base64:AA==",
        '  not_raw: {base64: "AA==", bytes: 1}',
        '  raw_in_a_list: [base64:AA==, "ü"]',
        "  empty: []",
    ]
    assert len(f'{{a: "{x}"}}') == INLINE_WIDTH


def test_answers_pair_by_connection_and_correlation_id_and_come_out_in_request_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ask = request_class(METADATA).from_dict({"topics": []})
    answer = response_class(METADATA).from_dict({"brokers": [], "topics": []})

    def request(time: float, connection: int, correlation_id: int) -> CapturedFrame:
        frame = encode_request(ask, 1, correlation_id, "c")
        return CapturedFrame(time, connection, ">", METADATA, 1, correlation_id, frame)

    def response(time: float, connection: int, correlation_id: int) -> CapturedFrame:
        frame = encode_response(answer, 1, correlation_id)
        return CapturedFrame(time, connection, "<", METADATA, 1, correlation_id, frame)

    short = CapturedFrame(6.0, 1, "<", METADATA, 1, 9, b"\x00\x00\x00\x03\x00\x00\x00")
    frames = [
        request(1.0, 1, 5),
        request(2.0, 1, 5),  # the same id again: the first got no answer
        request(3.0, 2, 5),  # and on another connection
        response(4.0, 2, 5),  # answered first, shown after the requests before it
        response(5.0, 1, 5),
        short,  # ends inside the response header
    ]
    path = tmp_path / "pairs.capture"
    _write_capture(path, [format_frame_line(frame) for frame in frames])
    code, summary, err = _decode(capsys, "--summary", str(path))
    assert code == 0
    short_at = f"{path}: line 7: frame 6, byte 7 of the frame (file offset 349)"
    assert summary == [
        '00:00:01.000000  #1  conn 1  corr 5  Metadata v1  "c"  > 19 B  < no answer  -',
        '00:00:02.000000  #2  conn 1  corr 5  Metadata v1  "c"  > 19 B  < 20 B  3000.000 ms',
        '00:00:03.000000  #3  conn 2  corr 5  Metadata v1  "c"  > 19 B  < 20 B  1000.000 ms',
        "00:00:06.000000  #4  conn 1  corr -1  unknown API  null  > -  < 7 B  -  UNDECODED: "
        f"TruncatedError: frame ends inside the response header at {short_at}",
    ]
    assert err == (
        f"kafkawire decode: {short_at}: TruncatedError: frame ends inside the response header\n"
    )
    # An exchange comes out as soon as it and those before it are done, not at the end.
    pairer = Pairer(str(path))
    wires = [item for item in read_frames(str(path), PORTS) if isinstance(item, WireFrame)]
    released = [[exchange.number for exchange in pairer.feed(wire)] for wire in wires]
    assert released == [[], [1], [], [], [2, 3], [4]]
    assert pairer.finish() == []


def test_several_files_are_headed_by_their_names_except_in_json_and_a_missing_one_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = CAPTURED / "aiokafka" / "01-produce-codecs.capture"
    second = CAPTURED / "kafka-python" / "01-admin-create-topic.capture"
    _, first_alone, _ = _decode(capsys, "--summary", str(first))
    code, summary, err = _decode(capsys, "--summary", str(first), str(second))
    assert code == 0 and err == ""
    headers = [f"==> {first} <==", f"==> {second} <=="]
    assert summary[: len(first_alone) + 2] == [headers[0], *first_alone, headers[1]]
    assert [line for line in summary if line.startswith("==>")] == headers
    code, text, _ = _decode(capsys, str(first), str(second))
    assert [line for line in text if line.startswith("==>")] == headers
    code, rows, _ = _decode(capsys, "--json", str(first), str(second))
    assert all(row.startswith("{") for row in rows)
    # one file: no header
    assert not [line for line in _decode(capsys, str(first))[1] if line.startswith("==>")]

    missing = tmp_path / "gone.capture"
    code, out, err = _decode(capsys, str(missing), str(second))
    assert code == 1 and out[0] == f"==> {missing} <=="
    assert err == f"kafkawire decode: [Errno 2] No such file or directory: '{missing}'\n"
    assert f"==> {second} <==" in out  # the next file is still read

    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("not a capture by its name\n")
    code, out, err = _decode(capsys, str(empty))
    assert (code, out, err) == (1, [], "kafkawire decode: no capture or pcap files found\n")


def _strict_json(line: str) -> Any:
    def refuse(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    return json.loads(line, parse_constant=refuse)


def test_json_holds_no_nan_or_infinity_for_float64_fields_or_a_latency_that_overflows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    values = [float("nan"), float("inf"), float("-inf"), 1.5]
    ops = [{"key": f"k{i}", "value": value, "remove": False} for i, value in enumerate(values)]
    entity = [{"entity_type": "user", "entity_name": "u"}]
    alter = request_class(49).from_dict({"entries": [{"entity": entity, "ops": ops}]})
    metadata = request_class(METADATA).from_dict({"topics": []})
    answer = response_class(METADATA).from_dict({"brokers": [], "topics": []})
    # the answer 1e307 seconds after its request: milliseconds past float's range
    lines = [
        format_frame_line(CapturedFrame(1.0, 1, ">", 49, 1, 5, encode_request(alter, 1, 5, "c"))),
        format_frame_line(
            CapturedFrame(0.0, 1, ">", METADATA, 1, 6, encode_request(metadata, 1, 6, "c"))
        ),
        f"1{'0' * 307} 1 < {METADATA} 1 6 {encode_response(answer, 1, 6).hex()}",
    ]
    path = tmp_path / "floats.capture"
    _write_capture(path, lines)
    code, out, err = _decode(capsys, "--json", str(path))
    assert (code, err) == (0, "")
    rows = [_strict_json(line) for line in out]
    shown = [op["value"] for op in rows[0]["request"]["message"]["entries"][0]["ops"]]
    assert shown == ["NaN", "Infinity", "-Infinity", 1.5]
    assert rows[1]["latency_ms"] is None
    code, out, _ = _decode(capsys, "--json", "--summary", str(path))
    assert [_strict_json(line)["latency_ms"] for line in out] == [None, None]
    code, text, _ = _decode(capsys, str(path))
    assert '{key: "k0", value: "NaN", remove: false}' in "\n".join(text)
    # the text agrees with the JSON: no latency ("inf ms" before)
    head = next(line for line in text if line.startswith("#2  "))
    assert head.endswith('client "c"'), head
    code, summary, _ = _decode(capsys, "--summary", str(path))
    assert summary[1].endswith("  -"), summary[1]


@pytest.mark.parametrize("errors", ["strict", "surrogateescape"])
def test_file_names_that_are_not_utf8_are_escaped_in_every_output(
    errors: str, tmp_path: Path
) -> None:
    # stdout is strict under a UTF-8 locale and surrogateescape under C
    folder = tmp_path / os.fsdecode(b"dir\xff")
    folder.mkdir()
    name = folder / os.fsdecode(b"x\xfe.capture")
    metadata = request_class(METADATA).from_dict({"topics": []})
    frame = encode_request(metadata, 1, 6, "c")
    _write_capture(
        name, [format_frame_line(CapturedFrame(1.0, 1, ">", METADATA, 1, 6, frame)), "x"]
    )
    escaped = str(name).encode("utf-8", "backslashreplace").decode()
    assert escaped.endswith("/dir\\udcff/x\\udcfe.capture")
    for mode in ([], ["--json"], ["--summary"], ["--json", "--summary"]):
        out, err = io.BytesIO(), io.BytesIO()
        streams = [io.TextIOWrapper(s, "utf-8", errors, write_through=True) for s in (out, err)]
        args = build_parser().parse_args(["decode", *mode, str(folder), str(folder)])
        assert run_decode(args, *streams) == 1, mode  # line 3 is no frame line
        text, problems = out.getvalue().decode(), err.getvalue().decode()
        assert problems.count(f"kafkawire decode: {escaped}: line 3: frame 2") == 2, mode
        lines = text.splitlines()
        if "--json" in mode:
            assert [json.loads(line)["file"] for line in lines] == [str(name)] * 2, mode
        else:
            assert lines.count(f"==> {escaped} <==") == 2, mode


def test_what_a_directory_holds_under_a_capture_name_but_cannot_be_read_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = CAPTURED / "aiokafka" / "01-produce-codecs.capture"
    (tmp_path / "b.capture").write_bytes(source.read_bytes())
    (tmp_path / "a.capture").symlink_to(tmp_path / "gone")
    os.mkfifo(tmp_path / "c.pcap")  # opened, it would wait for a writer forever
    (tmp_path / "notes.txt").symlink_to(tmp_path / "gone")  # not a capture by its name
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "d.capture").write_text(FORMAT_LINE + "\n")
    (tmp_path / "linked").symlink_to(tmp_path / "sub")  # not followed: read once
    code, out, err = _decode(capsys, "--summary", str(tmp_path))
    assert code == 1
    assert err.splitlines() == [
        f"kafkawire decode: {tmp_path / 'a.capture'}: not read: No such file or directory",
        f"kafkawire decode: {tmp_path / 'c.pcap'}: not read: not a regular file",
    ]
    _, alone, _ = _decode(capsys, "--summary", str(source))
    headers = [f"==> {tmp_path / 'b.capture'} <==", f"==> {tmp_path / 'sub' / 'd.capture'} <=="]
    assert out == [headers[0], *alone, headers[1]]
