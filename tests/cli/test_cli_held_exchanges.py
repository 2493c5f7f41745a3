"""``kafkawire decode`` holds a bounded number of exchanges behind a request
that waits for its answer (``kafkawire.cli.exchanges.MAX_HELD_EXCHANGES``).

Frames are fed to the Pairer as the pcap reader gives them (no capture-line
labels), so a late answer can be decoded only from what the Pairer kept of
its request.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kafkawire import encode_request, encode_response, request_class, response_class
from kafkawire.capture import FORMAT_LINE, CapturedFrame, format_frame_line
from kafkawire.cli.exchanges import MAX_HELD_EXCHANGES, Exchange, Pairer
from kafkawire.cli.main import main
from kafkawire.cli.sources import WireFrame

METADATA = 3
ASK = request_class(METADATA).from_dict({"topics": []})
ANSWER = response_class(METADATA).from_dict({"brokers": [], "topics": [], "cluster_id": "c"})
WAITING, BUSY = 1, 2  # the connection whose request waits; the one that goes on


def _wire(number: int, connection: int, direction: str, correlation_id: int) -> WireFrame:
    frame = (
        encode_request(ASK, 9, correlation_id, "c")
        if direction == ">"
        else encode_response(ANSWER, 9, correlation_id)
    )
    return WireFrame(
        "test", number, f"packet {number}", float(number), connection, direction, frame, 0, 1, "x"
    )


def _traffic(later: int) -> list[WireFrame]:
    """A request on WAITING, ``later`` answered exchanges on BUSY, then its answer."""
    wires = [_wire(1, WAITING, ">", 7)]
    for index in range(later):
        wires.append(_wire(len(wires) + 1, BUSY, ">", index))
        wires.append(_wire(len(wires) + 1, BUSY, "<", index))
    wires.append(_wire(len(wires) + 1, WAITING, "<", 7))
    return wires


def _feed(pairer: Pairer, wires: list[WireFrame]) -> tuple[list[Exchange], int]:
    """Every exchange given back, and the most held at any time."""
    out: list[Exchange] = []
    most = 0
    for wire in wires:
        out.extend(pairer.feed(wire))
        most = max(most, pairer.held)
    out.extend(pairer.finish())
    return out, most


def test_a_request_without_its_answer_holds_at_most_the_bound_and_its_late_answer_decodes() -> None:
    pairer = Pairer("test")
    exchanges, most = _feed(pairer, _traffic(3 * MAX_HELD_EXCHANGES))
    # held: the waiting request and the exchanges behind it, never more
    assert most == MAX_HELD_EXCHANGES
    first = exchanges[0]
    assert (first.number, first.response) == (1, None)
    # given up on when the bound was passed: released before the exchanges behind it
    assert [e.number for e in exchanges[: MAX_HELD_EXCHANGES + 1]] == list(
        range(1, MAX_HELD_EXCHANGES + 2)
    )
    late = exchanges[-1]
    assert (late.request, late.request_exchange, late.connection) == (None, 1, WAITING)
    assert (late.api_key, late.api_version, late.correlation_id) == (METADATA, 9, 7)
    assert late.response is not None and late.response.error is None
    decoded = late.response.decoded
    assert decoded is not None and decoded.message.cluster_id == "c"  # type: ignore[attr-defined]
    assert len(exchanges) == 3 * MAX_HELD_EXCHANGES + 2


def test_an_answer_within_the_bound_is_paired_and_holds_everything_before_it() -> None:
    pairer = Pairer("test")
    exchanges, most = _feed(pairer, _traffic(MAX_HELD_EXCHANGES - 1))
    assert most == MAX_HELD_EXCHANGES
    first = exchanges[0]
    # paired with its answer, not shown without it
    assert first.request is not None and first.request_exchange is None
    decoded = first.response.decoded if first.response is not None else None
    assert decoded is not None and decoded.message.cluster_id == "c"  # type: ignore[attr-defined]
    assert [e.number for e in exchanges] == list(range(1, MAX_HELD_EXCHANGES + 1))


def test_an_id_used_again_after_its_request_was_given_up_belongs_to_the_new_request() -> None:
    pairer = Pairer("test", max_held=2)
    wires = [
        _wire(1, WAITING, ">", 7),
        _wire(2, BUSY, ">", 1),
        _wire(3, BUSY, "<", 1),
        _wire(4, BUSY, ">", 2),  # three held: #1 given up
        _wire(5, WAITING, ">", 7),
        _wire(6, WAITING, "<", 7),
    ]
    exchanges, most = _feed(pairer, wires)
    assert most == 2
    assert [(e.number, e.request is not None, e.response is not None) for e in exchanges] == [
        (1, True, False),
        (2, True, True),
        (3, True, False),  # BUSY's second request: the input ends before its answer
        (4, True, True),
    ]
    assert exchanges[3].request_exchange is None


def test_the_command_names_where_a_late_answer_s_request_was_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "late.capture"
    # the answers' labels say -1, as for answers whose request is not in the file
    lines = [
        format_frame_line(
            CapturedFrame(
                wire.time,
                wire.connection,
                wire.direction,
                METADATA if wire.direction == ">" else -1,
                9 if wire.direction == ">" else -1,
                wire.number,  # not read by decode, which reads the frame's own id
                wire.frame,
            )
        )
        for wire in _traffic(MAX_HELD_EXCHANGES)
    ]
    path.write_text("\n".join([FORMAT_LINE, *lines]) + "\n")
    assert main(["decode", "--summary", str(path)]) == 0
    summary = capsys.readouterr().out.splitlines()
    assert "#1  conn 1  corr 7  Metadata v9" in summary[0]
    assert summary[0].endswith("< no answer  -")
    assert "conn 1  corr 7  Metadata v9" in summary[-1]
    assert "> in #1  < " in summary[-1]
    assert main(["decode", "--json", str(path)]) == 0
    last = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert (last["request_exchange"], last["request"]) == (1, None)
    assert last["response"]["message"]["cluster_id"] == "c"
    assert main(["decode", str(path)]) == 0
    text = capsys.readouterr().out
    assert "> (shown without this answer as #1)" in text
