"""ClientConnection, sans I/O: frames fed whole, byte by byte and with trailing bytes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kafkawire import encode_response
from kafkawire.errors import CorruptedError, ProtocolError
from kafkawire.protocol.connection import (
    NEED_DATA,
    ClientConnection,
    ConnectionBrokenError,
    Response,
)
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
)
from kafkawire.protocol.messages import api_versions as av
from kafkawire.protocol.messages import metadata as md


def _metadata_answer(correlation_id: int, version: int = 12) -> bytes:
    answer = MetadataResponse(
        brokers=[md.MetadataResponseBroker(node_id=7, host="127.0.0.1", port=9092)],
        cluster_id="c", controller_id=7,
    )  # fmt: skip
    return encode_response(answer, version, correlation_id)


def _feeds(data: bytes) -> Iterator[tuple[str, list[bytes]]]:
    yield "whole", [data]
    yield "byte by byte", [data[i : i + 1] for i in range(len(data))]
    yield "in two", [data[:5], data[5:]]


@pytest.mark.parametrize("how", ["whole", "byte by byte", "in two"])
def test_answers_match_requests_however_the_bytes_arrive(how: str) -> None:
    conn = ClientConnection("me", first_correlation_id=40)
    conn.send(MetadataRequest(topics=None), 12)
    first = conn.last_correlation_id
    conn.send(MetadataRequest(topics=None), 9)
    second = conn.last_correlation_id
    assert (first, second) == (40, 41)
    data = _metadata_answer(second, 9) + _metadata_answer(first, 12)  # out of order
    chunks = dict(_feeds(data))[how]
    events: list[Response] = []
    for chunk in chunks:
        conn.receive_data(chunk)
        while True:
            event = conn.next_event()
            if event is NEED_DATA:
                break
            assert isinstance(event, Response)
            events.append(event)
    assert [(e.correlation_id, e.version) for e in events] == [(41, 9), (40, 12)]
    assert all(
        isinstance(e.message, MetadataResponse) and e.message.brokers[0].node_id == 7
        for e in events
    )
    assert conn.in_flight == [] and conn.next_event() is NEED_DATA


def test_trailing_bytes_of_the_next_frame_wait_for_the_rest() -> None:
    conn = ClientConnection()
    conn.send(MetadataRequest(topics=None), 12)
    conn.send(MetadataRequest(topics=None), 12)
    data = _metadata_answer(0) + _metadata_answer(1)[:7]
    conn.receive_data(data)
    first = conn.next_event()
    assert isinstance(first, Response) and first.correlation_id == 0
    assert conn.next_event() is NEED_DATA
    conn.receive_data(_metadata_answer(1)[7:])
    second = conn.next_event()
    assert isinstance(second, Response) and second.correlation_id == 1


def test_produce_with_acks_zero_waits_for_nothing() -> None:
    conn = ClientConnection()
    frame = conn.send(ProduceRequest(acks=0, timeout_ms=100, transactional_id=None), 9)
    assert frame[:4] == (len(frame) - 4).to_bytes(4, "big")
    assert conn.in_flight == []
    conn.send(ProduceRequest(acks=1, timeout_ms=100, transactional_id=None), 9)
    assert [e.api_key for e in conn.in_flight] == [0]


def test_api_versions_refused_is_read_at_v0() -> None:
    conn = ClientConnection()
    conn.send(ApiVersionsRequest(client_software_name="x", client_software_version="1"), 4)
    refusal = ApiVersionsResponse(
        error_code=35, api_keys=[av.ApiVersion(api_key=18, min_version=0, max_version=2)]
    )
    conn.receive_data(encode_response(refusal, 0, 0))
    event = conn.next_event()
    assert isinstance(event, Response) and event.version == 0
    assert isinstance(event.message, ApiVersionsResponse)
    assert event.message.error_code == 35 and event.message.api_keys[0].max_version == 2


def test_unknown_correlation_id_breaks_the_connection() -> None:
    conn = ClientConnection()
    conn.send(MetadataRequest(topics=None), 12)
    conn.receive_data(_metadata_answer(99))
    with pytest.raises(CorruptedError, match="correlation id 99") as info:
        conn.next_event()
    assert info.value.offset == 4  # the correlation id, after the size
    assert conn.broken is not None
    with pytest.raises(ConnectionBrokenError):
        conn.next_event()
    with pytest.raises(ConnectionBrokenError):
        conn.send(MetadataRequest(), 12)
    # bytes fed after the break are not kept: a caller that reads on cannot grow it
    for _ in range(3):
        conn.receive_data(b"x" * 65536)
    assert conn.buffered == 0


def test_garbage_body_names_the_request_and_breaks() -> None:
    conn = ClientConnection()
    conn.send(MetadataRequest(topics=None), 12)
    body = (0).to_bytes(4, "big") + b"\xff" * 6
    conn.receive_data(len(body).to_bytes(4, "big") + body)
    with pytest.raises(ProtocolError, match="correlation id 0"):
        conn.next_event()
    assert conn.failed_correlation_id == 0 and conn.broken


@pytest.mark.parametrize("size", [-1, 0, 3, 200 * 1024 * 1024])
def test_impossible_frame_sizes_break(size: int) -> None:
    conn = ClientConnection()
    conn.receive_data(size.to_bytes(4, "big", signed=True))
    with pytest.raises(CorruptedError, match="frame size"):
        conn.next_event()
    assert conn.broken


def test_close_with_requests_in_flight_is_an_error_and_without_is_not() -> None:
    conn = ClientConnection()
    conn.receive_data(b"")
    assert conn.next_event() is NEED_DATA
    busy = ClientConnection()
    busy.send(MetadataRequest(topics=None), 12)
    busy.receive_data(_metadata_answer(0)[:10])
    busy.receive_data(b"")
    with pytest.raises(ConnectionBrokenError, match="1 request"):
        busy.next_event()


def test_a_forgotten_request_has_its_late_answer_skipped() -> None:
    conn = ClientConnection()
    conn.send(MetadataRequest(topics=None), 12)
    conn.send(MetadataRequest(topics=None), 12)
    conn.forget(0)
    conn.receive_data(_metadata_answer(0) + _metadata_answer(1))
    event = conn.next_event()
    assert isinstance(event, Response) and event.correlation_id == 1


def test_an_answer_to_acks_zero_is_skipped_and_the_connection_goes_on() -> None:
    # Apache Kafka never answers acks=0; Tansu 0.6 does. Such an answer is
    # dropped without breaking the connection, and the next answer is matched.
    from kafkawire.protocol.messages import ProduceResponse

    conn = ClientConnection()
    conn.send(ProduceRequest(acks=0, timeout_ms=100, transactional_id=None), 9)
    produce_id = conn.last_correlation_id
    conn.send(MetadataRequest(topics=None), 12)
    metadata_id = conn.last_correlation_id
    conn.receive_data(encode_response(ProduceResponse(), 9, produce_id))
    conn.receive_data(_metadata_answer(metadata_id))
    event = conn.next_event()
    assert isinstance(event, Response) and event.correlation_id == metadata_id
    assert conn.broken is None
    # only once: a second answer with that id is garbage again
    conn.send(MetadataRequest(topics=None), 12)
    conn.receive_data(encode_response(ProduceResponse(), 9, produce_id))
    with pytest.raises(CorruptedError, match=f"correlation id {produce_id}"):
        conn.next_event()


@pytest.mark.parametrize(("sent", "skipped"), [(1024, True), (1025, False)])
def test_the_last_1024_acks_zero_ids_are_remembered(sent: int, skipped: bool) -> None:
    from kafkawire.protocol.messages import ProduceResponse

    conn = ClientConnection()
    for _ in range(sent):
        conn.send(ProduceRequest(acks=0, timeout_ms=100, transactional_id=None), 9)
    # a late answer to the first: still known after 1024 sends, forgotten after more
    conn.receive_data(encode_response(ProduceResponse(), 9, 0))
    if skipped:
        assert conn.next_event() is NEED_DATA and conn.broken is None
    else:
        with pytest.raises(CorruptedError, match="correlation id 0"):
            conn.next_event()
