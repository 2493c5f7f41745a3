"""ServerConnection, sans I/O: request order, acks=0, KIP-511, broken states,
and a broker double built on it that real producers talk to."""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import uuid
from collections.abc import Iterator
from types import TracebackType
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire import ApiKey, decode_request, decode_response, encode_request
from kafkawire.errors import CorruptedError, EncodeError, ProtocolError, TruncatedError
from kafkawire.protocol.connection import ClientConnection, Response
from kafkawire.protocol.frames import RequestFrame
from kafkawire.protocol.message import Message
from kafkawire.protocol.messages import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    ControlledShutdownRequest,
    FindCoordinatorRequest,
    MetadataRequest,
    MetadataResponse,
    ProduceRequest,
    ProduceResponse,
)
from kafkawire.protocol.messages import api_versions as av
from kafkawire.protocol.messages import metadata as md
from kafkawire.protocol.messages import produce as pr
from kafkawire.protocol.server_connection import (
    NEED_DATA,
    ConnectionBrokenError,
    RespondError,
    ServerConnection,
    UnsupportedRequest,
    api_versions_refusal,
)
from kafkawire.records import read_batches
from tests.protocol.strategies import struct_strategy

Event = RequestFrame | UnsupportedRequest


def _drain(conn: ServerConnection) -> list[Event]:
    events: list[Event] = []
    while (event := conn.next_event()) is not NEED_DATA:
        events.append(cast(Event, event))  # NEED_DATA is NeedData's only value
    return events


def _feed(conn: ServerConnection, data: bytes) -> list[Event]:
    conn.receive_data(data)
    return _drain(conn)


def _metadata(correlation_id: int, version: int = 12) -> bytes:
    # v0 has no null array: [] asks for every topic
    topics: list[md.MetadataRequestTopic] | None = None if version else []
    return encode_request(MetadataRequest(topics=topics), version, correlation_id, "me")


def _answer(node_id: int) -> MetadataResponse:
    return MetadataResponse(
        brokers=[md.MetadataResponseBroker(node_id=node_id, host="127.0.0.1", port=9092)]
    )


def _produce(acks: int) -> ProduceRequest:
    return ProduceRequest(acks=acks, timeout_ms=100, transactional_id=None)


def _with_version(frame: bytes, version: int) -> bytes:
    # the api version sits after the size and the api key
    return frame[:6] + struct.pack(">h", version) + frame[8:]


def _requests(client: ClientConnection) -> bytes:
    return (
        client.send(MetadataRequest(topics=None), 12)
        + client.send(ApiVersionsRequest(client_software_name="c", client_software_version="1"), 3)
        + client.send(_produce(1), 9)
    )


# -- cutting frames ---------------------------------------------------------------


@pytest.mark.parametrize("how", ["whole", "byte by byte", "in two"])
def test_requests_come_out_whole_however_the_bytes_arrive(how: str) -> None:
    data = _requests(ClientConnection("me", first_correlation_id=5))
    chunks = {
        "whole": [data],
        "byte by byte": [data[i : i + 1] for i in range(len(data))],
        "in two": [data[:9], data[9:]],
    }[how]
    conn = ServerConnection()
    events: list[Event] = []
    for chunk in chunks:
        events += _feed(conn, chunk)
    assert [(e.api_key, e.api_version, e.correlation_id) for e in events] == [
        (3, 12, 5),
        (18, 3, 6),
        (0, 9, 7),
    ]
    assert all(isinstance(e, RequestFrame) and e.client_id == "me" for e in events)
    assert conn.buffered == 0 and len(conn.in_flight) == 3


def test_trailing_bytes_are_kept_and_strict_refuses_them() -> None:
    frame = _metadata(1)
    padded = (len(frame) + 2 - 4).to_bytes(4, "big") + frame[4:] + b"xy"
    (event,) = _feed(ServerConnection(), padded)
    assert isinstance(event, RequestFrame) and event.trailing == b"xy"
    strict = ServerConnection(strict=True)
    strict.receive_data(padded)
    with pytest.raises(CorruptedError, match="correlation id 1"):
        strict.next_event()
    assert strict.broken is not None and strict.failed_correlation_id == 1


# -- answer order -------------------------------------------------------------------


def test_answers_leave_in_request_order_and_the_client_matches_them() -> None:
    client = ClientConnection("me")
    conn = ServerConnection()
    first, second, third = _feed(conn, b"".join(client.send(MetadataRequest(), 12) for _ in "abc"))
    assert isinstance(first, RequestFrame) and isinstance(second, RequestFrame)
    assert isinstance(third, RequestFrame)
    assert conn.respond(third, _answer(3)) == b""  # held behind the first two
    assert conn.held == 1
    out = conn.respond(first, _answer(1))  # only the first is due
    assert conn.held == 1 and conn.in_flight == [second]
    out += conn.respond(second, _answer(2))  # the second and the held third
    assert conn.held == 0 and conn.in_flight == []
    client.receive_data(out)
    answers = [client.next_event() for _ in range(3)]
    assert [a.correlation_id for a in answers if isinstance(a, Response)] == [0, 1, 2]
    assert [
        a.message.brokers[0].node_id
        for a in answers
        if isinstance(a, Response) and isinstance(a.message, MetadataResponse)
    ] == [1, 2, 3]


def test_produce_with_acks_zero_takes_no_answer_and_holds_none_back() -> None:
    conn = ServerConnection()
    quiet, asked = _feed(conn, encode_request(_produce(0), 9, 1, "p") + _metadata(2))
    assert isinstance(quiet, RequestFrame) and isinstance(asked, RequestFrame)
    assert conn.in_flight == [asked]
    assert conn.respond(asked, _answer(1)) != b""  # not held behind the acks=0 one
    with pytest.raises(RespondError, match="acks=0 expects no answer"):
        conn.respond(quiet, ProduceResponse())
    assert conn.drop(quiet) == b""


def test_answering_twice_is_an_error_held_or_released() -> None:
    conn = ServerConnection()
    first, second = _feed(conn, _metadata(1) + _metadata(2))
    assert isinstance(first, RequestFrame) and isinstance(second, RequestFrame)
    conn.respond(second, _answer(2))
    with pytest.raises(RespondError, match="correlation id 2: it is answered already"):
        conn.respond(second, _answer(2))  # held
    conn.respond(first, _answer(1))
    with pytest.raises(RespondError, match="correlation id 1: it is answered already"):
        conn.respond(first, _answer(1))  # released
    with pytest.raises(RespondError, match="answered already"):
        conn.drop(first)


def test_a_request_this_connection_never_received_is_an_error() -> None:
    conn = ServerConnection()
    _feed(conn, _metadata(1))
    (elsewhere,) = _feed(ServerConnection(), _metadata(9))
    assert isinstance(elsewhere, RequestFrame)
    with pytest.raises(RespondError, match="correlation id 9: this connection did not receive"):
        conn.respond(elsewhere, _answer(1))
    assert conn.held == 0 and len(conn.in_flight) == 1


@pytest.mark.parametrize(
    ("answered", "why"), [(1024, "answered already"), (1025, "did not receive")]
)
def test_the_last_1024_answered_ids_are_remembered(answered: int, why: str) -> None:
    # a bounded memory: past it, a second answer to the first is told as never received
    conn = ServerConnection()
    events = _feed(conn, b"".join(_metadata(i) for i in range(answered)))
    requests = [e for e in events if isinstance(e, RequestFrame)]
    assert len(requests) == answered
    for request in requests:
        conn.respond(request, _answer(1))
    with pytest.raises(RespondError, match=f"correlation id 0: .*{why}"):
        conn.respond(requests[0], _answer(1))
    with pytest.raises(RespondError, match="answered already"):
        conn.respond(requests[-1], _answer(1))


def test_a_repeated_frame_is_answered_once_per_copy() -> None:
    # equal frames (a client repeating one) are told apart by their turn
    conn = ServerConnection()
    one, two = _feed(conn, _metadata(4) + _metadata(4))
    assert isinstance(one, RequestFrame) and one == two
    assert conn.respond(two, _answer(1)) != b""
    assert conn.respond(one, _answer(2)) != b""
    with pytest.raises(RespondError, match="answered already"):
        conn.respond(one, _answer(3))


@pytest.mark.parametrize("given", ["frame", (6, 7), None])
def test_what_is_no_request_is_refused_with_a_respond_error(given: object) -> None:
    # it raised AttributeError ("'str' object has no attribute 'correlation_id'")
    conn = ServerConnection()
    (request,) = _feed(conn, _metadata(7))
    odd: Any = given
    says = "not a RequestFrame or UnsupportedRequest"
    with pytest.raises(RespondError, match=says):
        conn.respond(odd, _answer(1))
    with pytest.raises(RespondError, match=says):
        conn.refuse(odd)
    with pytest.raises(RespondError, match=says):
        conn.drop(odd)
    assert conn.in_flight == [request]


def test_the_wrong_answer_class_or_an_unencodable_one_leaves_the_request_waiting() -> None:
    conn = ServerConnection()
    (request,) = _feed(conn, _metadata(1, version=0))
    assert isinstance(request, RequestFrame)
    with pytest.raises(RespondError, match="takes a MetadataResponse, not ProduceResponse"):
        conn.respond(request, ProduceResponse())
    with pytest.raises(EncodeError):
        conn.respond(request, _answer(2**40))  # a node id is an INT32
    assert conn.in_flight == [request]
    answer = conn.respond(request, _answer(1))
    assert decode_response(answer, 3, 0).message == _answer(1)


def test_a_dropped_request_releases_the_answers_behind_it() -> None:
    conn = ServerConnection()
    first, second = _feed(conn, _metadata(1) + _metadata(2))
    assert isinstance(first, RequestFrame) and isinstance(second, RequestFrame)
    assert conn.respond(second, _answer(2)) == b""
    out = conn.drop(first)
    assert decode_response(out, 3, 12).correlation_id == 2
    assert conn.in_flight == [] and conn.held == 0


def test_api_versions_refused_with_error_code_35_is_written_at_v0() -> None:
    conn = ServerConnection()
    (request,) = _feed(conn, encode_request(ApiVersionsRequest(), 3, 8, "c"))
    assert isinstance(request, RequestFrame)
    refusal = ApiVersionsResponse(
        error_code=35, api_keys=[av.ApiVersion(api_key=18, min_version=0, max_version=2)]
    )
    out = conn.respond(request, refusal)
    assert out == api_versions_refusal(8, 0, 2)


# -- KIP-511 ---------------------------------------------------------------------------


def test_the_refusal_bytes_are_a_v0_api_versions_answer() -> None:
    # size, correlation id, error code, one ApiVersion: ApiVersions 0..4 (Kafka's
    # ApiVersionsRequest.getErrorResponse names ApiVersions alone)
    expected = struct.pack(">iihihhh", 16, 77, 35, 1, 18, 0, ApiKey.ApiVersions.max_version)
    assert api_versions_refusal(77) == expected


def test_an_unknown_api_versions_version_is_refused_and_the_client_reads_the_refusal() -> None:
    client = ClientConnection("me")
    asked = client.send(
        ApiVersionsRequest(client_software_name="c", client_software_version="1"), 4
    )
    conn = ServerConnection()
    (event, after) = _feed(conn, _with_version(asked, 99) + _metadata(1))
    assert isinstance(event, UnsupportedRequest)
    assert event == UnsupportedRequest(18, 99, 0, event.reason)
    assert "not 99" in event.reason and conn.broken is None
    assert isinstance(after, RequestFrame) and after.correlation_id == 1  # still in step
    with pytest.raises(RespondError, match="refuse"):
        conn.respond(event, ApiVersionsResponse())  # type: ignore[arg-type]
    out = conn.refuse(event, max_version=3)
    # kafkawire's client asked v4 under that correlation id: it reads a refusal
    client.receive_data(out)
    answer = client.next_event()
    assert isinstance(answer, Response) and answer.version == 0
    assert isinstance(answer.message, ApiVersionsResponse)
    assert answer.message.error_code == 35
    assert answer.message.api_keys == [av.ApiVersion(api_key=18, min_version=0, max_version=3)]


def test_a_double_refuses_a_known_api_versions_version_to_imitate_an_older_broker() -> None:
    client = ClientConnection("me")
    conn = ServerConnection()
    (request,) = _feed(conn, client.send(ApiVersionsRequest(), 3))
    assert isinstance(request, RequestFrame)
    client.receive_data(conn.refuse(request, max_version=2))
    answer = client.next_event()
    assert isinstance(answer, Response) and isinstance(answer.message, ApiVersionsResponse)
    assert answer.message.error_code == 35 and answer.message.api_keys[0].max_version == 2


def test_a_refusal_naming_the_version_asked_is_an_error() -> None:
    # the client would ask again at the same version, for good
    conn = ServerConnection()
    (request,) = _feed(conn, encode_request(ApiVersionsRequest(), 2, 3, "c"))
    assert isinstance(request, RequestFrame)
    with pytest.raises(RespondError, match=r"v2 is within the 0\.\.2 a refusal names"):
        conn.refuse(request, max_version=2)
    assert conn.in_flight == [request]
    assert conn.refuse(request, max_version=1) == api_versions_refusal(3, 0, 1)


def test_a_refusal_of_a_version_kafkawire_lacks_may_not_name_it_or_no_version() -> None:
    # refuse checked the range only for a version it could decode: a double
    # giving its own max_version refused v99 with 0..99, and the client asked
    # v99 again for good; max_version -1 sent a refusal naming 0..-1
    conn = ServerConnection()
    (event,) = _feed(conn, _with_version(encode_request(ApiVersionsRequest(), 3, 4, "c"), 99))
    assert isinstance(event, UnsupportedRequest)
    with pytest.raises(RespondError, match=r"v99 is within the 0\.\.99 a refusal names"):
        conn.refuse(event, max_version=99)
    with pytest.raises(RespondError, match=r"max_version -1 is outside 0\.\.32767"):
        conn.refuse(event, max_version=-1)
    with pytest.raises(RespondError, match=r"max_version 40000 is outside"):
        conn.refuse(event, max_version=40000)  # EncodeError of the refusal's body before
    with pytest.raises(RespondError, match=r"max_version '3' is not an int"):
        conn.refuse(event, max_version="3")  # type: ignore[arg-type]
    assert conn.in_flight == [event]  # each refused call left it waiting
    assert conn.refuse(event, max_version=98) == api_versions_refusal(4, 0, 98)
    # a negative version is outside any range a refusal names
    conn = ServerConnection()
    (event,) = _feed(conn, _with_version(encode_request(ApiVersionsRequest(), 3, 5, "c"), -1))
    assert isinstance(event, UnsupportedRequest)
    assert conn.refuse(event) == api_versions_refusal(5)


@pytest.mark.parametrize(("key", "version"), [(3, 99), (1000, 0), (-1, 0)])
def test_other_keys_unsupported_give_their_header_and_refuse_nothing(
    key: int, version: int
) -> None:
    frame = _metadata(6)
    frame = frame[:4] + struct.pack(">hh", key, version) + frame[8:]
    conn = ServerConnection()
    (event,) = _feed(conn, frame)
    assert isinstance(event, UnsupportedRequest)
    assert (event.api_key, event.api_version, event.correlation_id) == (key, version, 6)
    with pytest.raises(RespondError, match="Kafka closes the connection"):
        conn.refuse(event)
    assert conn.in_flight == [event]
    assert conn.drop(event) == b"" and conn.in_flight == []


# -- broken states --------------------------------------------------------------------------


@pytest.mark.parametrize("size", [-1, 0, 3, 1001])
def test_impossible_frame_sizes_break_once_then_for_good(size: int) -> None:
    conn = ServerConnection(max_frame_size=1000)
    (request,) = _feed(conn, _metadata(1))
    conn.receive_data(size.to_bytes(4, "big", signed=True))
    with pytest.raises(CorruptedError, match=f"frame size {size} is outside 4..1000"):
        conn.next_event()
    with pytest.raises(ConnectionBrokenError, match=f"request frame size {size} is outside 4"):
        conn.next_event()
    assert isinstance(request, RequestFrame)
    with pytest.raises(ConnectionBrokenError):
        conn.respond(request, _answer(1))
    for _ in range(3):  # bytes after the break are not kept
        conn.receive_data(b"x" * 65536)
    assert conn.buffered == 0


def test_a_frame_too_short_for_its_header_breaks() -> None:
    conn = ServerConnection()
    conn.receive_data(struct.pack(">ihh", 4, 3, 0))
    with pytest.raises(TruncatedError, match="ends inside its header"):
        conn.next_event()
    with pytest.raises(ConnectionBrokenError):
        conn.next_event()


def test_an_undecodable_body_names_its_correlation_id_and_breaks() -> None:
    conn = ServerConnection()
    frame = _metadata(42, version=0)[:14] + b"\x7f\xff\xff\xff"  # 2**31-1 topics
    conn.receive_data((len(frame) - 4).to_bytes(4, "big") + frame[4:])
    with pytest.raises(ProtocolError, match="correlation id 42") as info:
        conn.next_event()
    assert info.value.api_key == 3 and conn.failed_correlation_id == 42
    with pytest.raises(ConnectionBrokenError):
        conn.next_event()


def test_a_close_delivers_whole_frames_then_ends_and_mid_frame_it_is_an_error() -> None:
    conn = ServerConnection()
    conn.receive_data(_metadata(1))
    conn.receive_data(b"")
    (request,) = _drain(conn)
    assert isinstance(request, RequestFrame) and request.correlation_id == 1
    with pytest.raises(ConnectionBrokenError, match="closed"):
        conn.next_event()
    cut = ServerConnection()
    cut.receive_data(_metadata(1)[:10])
    cut.receive_data(b"")
    with pytest.raises(ConnectionBrokenError, match="10 bytes into a frame"):
        cut.next_event()


# -- any frames, cut anywhere -------------------------------------------------------------

_KINDS: list[tuple[type[Message], int]] = [
    (MetadataRequest, 0),
    (MetadataRequest, 12),
    (ProduceRequest, 3),
    (ProduceRequest, 9),
    (ApiVersionsRequest, 3),
    (FindCoordinatorRequest, 4),
    (ControlledShutdownRequest, 0),  # header v0: no client id
]


@st.composite
def _frames(draw: st.DrawFn) -> bytes:
    cls, version = draw(st.sampled_from(_KINDS))
    message = draw(struct_strategy(cls, version))
    correlation_id = draw(st.integers(0, 2**31 - 1))
    client_id = draw(st.one_of(st.none(), st.text(max_size=6)))
    return encode_request(message, version, correlation_id, client_id)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.lists(_frames(), max_size=5), data=st.data())
def test_frames_cut_at_any_points_come_out_as_decoded_whole(
    frames: list[bytes], data: st.DataObject
) -> None:
    stream = b"".join(frames)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=8)))
    conn = ServerConnection()
    events: list[Event] = []
    for start, end in zip([0, *cuts], [*cuts, len(stream)], strict=True):
        if end > start:  # b"" would say the client closed
            events += _feed(conn, stream[start:end])
    assert events == [decode_request(frame) for frame in frames]
    assert conn.buffered == 0


@settings(max_examples=200, deadline=None)
@given(
    kind=st.sampled_from(_KINDS),
    correlation_id=st.integers(0, 2**31 - 1),
    rest=st.binary(max_size=48),
    close=st.booleans(),
)
def test_garbage_after_a_sound_header_is_a_protocol_error_naming_the_request(
    kind: tuple[type[Message], int], correlation_id: int, rest: bytes, close: bool
) -> None:
    cls, version = kind
    # api key, version, correlation id, then anything: client id, tags and body
    body = struct.pack(">hhi", cls.API_KEY, version, correlation_id) + rest
    conn = ServerConnection()
    conn.receive_data(struct.pack(">i", len(body)) + body)
    if close:
        conn.receive_data(b"")
    try:
        events = _drain(conn)
    except ProtocolError:
        assert conn.broken and conn.failed_correlation_id == correlation_id
        with pytest.raises(ConnectionBrokenError):
            conn.next_event()
    else:
        assert len(events) == 1 and events[0].correlation_id == correlation_id
        assert isinstance(events[0], RequestFrame) and events[0].message.API_KEY == cls.API_KEY
    if close:  # every byte was a whole frame: the close is clean
        with pytest.raises(ConnectionBrokenError, match="unusable"):
            conn.next_event()


# -- a broker double that real producers talk to ----------------------------------------------

TOPIC = "orders"
TOPIC_ID = uuid.UUID(int=0x5EED)
NODE = 1


class _BrokerDouble:
    """A TEST DOUBLE of a one-broker cluster with one single-partition topic.

    It answers ApiVersions (refusing versions above 2, as an older broker would),
    Metadata and Produce on a loopback port, and closes the connection on
    anything else, as Kafka does on what it cannot serve.
    """

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.05)
        self.port: int = self.listener.getsockname()[1]
        self.api_versions_asked: list[int] = []
        #: (acks, topic, partition, [(key, value, headers)]) per Produce partition
        self.produced: list[tuple[int, str, int, list[tuple[Any, ...]]]] = []
        self.errors: list[BaseException] = []
        self._changed = threading.Condition()
        self._stop = threading.Event()
        self._socks: list[socket.socket] = []
        self._threads = [threading.Thread(target=self._accept, daemon=True)]

    def __enter__(self) -> _BrokerDouble:
        self._threads[0].start()
        return self

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._stop.set()
        self._threads[0].join(5)  # no connection is accepted after this
        self.listener.close()
        for sock in self._socks:  # wakes a thread blocked in recv
            with contextlib.suppress(OSError):  # closed by its thread already
                sock.shutdown(socket.SHUT_RDWR)
        for thread in self._threads[1:]:
            thread.join(5)
        for sock in self._socks:
            sock.close()

    def wait_for_records(self, count: int) -> list[tuple[Any, ...]]:
        def records() -> list[tuple[Any, ...]]:
            return [r for *_, rs in self.produced for r in rs]

        with self._changed:
            self._changed.wait_for(lambda: len(records()) >= count or bool(self.errors), 5)
            return records()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                sock, _ = self.listener.accept()
            except TimeoutError:
                continue
            self._socks.append(sock)
            thread = threading.Thread(target=self._serve, args=(sock,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def _serve(self, sock: socket.socket) -> None:
        conn = ServerConnection()
        try:
            while data := sock.recv(65536):
                conn.receive_data(data)
                for event in _drain(conn):
                    if isinstance(event, UnsupportedRequest):
                        return
                    out = self._handle(conn, event)
                    if out is None:
                        return
                    sock.sendall(out)
        except OSError:
            pass  # the client or __exit__ closed the socket
        except Exception as exc:
            with self._changed:
                self.errors.append(exc)
                self._changed.notify_all()
        finally:
            sock.close()

    def _handle(self, conn: ServerConnection, request: RequestFrame) -> bytes | None:
        message: Any = request.message
        if request.api_key == ApiKey.ApiVersions:
            self.api_versions_asked.append(request.api_version)
            if request.api_version > 2:
                return conn.refuse(request, max_version=2)
            # librdkafka writes record batches (with headers) only when Fetch v4+
            # is listed too, so it is listed though never served; listing more
            # (GetTelemetrySubscriptions) would have librdkafka send it
            served = [ApiKey.Produce, ApiKey.Fetch, ApiKey.Metadata, ApiKey.ApiVersions]
            versions = [
                av.ApiVersion(
                    api_key=key,
                    min_version=key.min_version,
                    max_version=2 if key == ApiKey.ApiVersions else key.max_version,
                )
                for key in served
            ]
            return conn.respond(request, ApiVersionsResponse(api_keys=versions))
        if request.api_key == ApiKey.Metadata:
            partition = md.MetadataResponsePartition(
                partition_index=0, leader_id=NODE, replica_nodes=[NODE], isr_nodes=[NODE]
            )
            topic = md.MetadataResponseTopic(
                name=TOPIC,
                topic_id=TOPIC_ID if request.api_version >= 10 else uuid.UUID(int=0),
                partitions=[partition],
            )
            broker = md.MetadataResponseBroker(node_id=NODE, host="127.0.0.1", port=self.port)
            answer = MetadataResponse(brokers=[broker], topics=[topic])
            return conn.respond(request, answer)
        if request.api_key == ApiKey.Produce:
            return self._produce(conn, request, message)
        return None

    def _produce(self, conn: ServerConnection, request: RequestFrame, message: Any) -> bytes:
        topics = []
        for topic in message.topic_data:
            parts = []
            for part in topic.partition_data:
                rows = [
                    (_bytes(r.key), _bytes(r.value), [(n, _bytes(v)) for n, v in r.headers])
                    for r in read_batches(part.records).iter_records()
                ]
                with self._changed:
                    self.produced.append((message.acks, topic.name, part.index, rows))
                    self._changed.notify_all()
                parts.append(pr.PartitionProduceResponse(index=part.index, base_offset=0))
            topics.append(
                pr.TopicProduceResponse(
                    name=topic.name, topic_id=topic.topic_id, partition_responses=parts
                )
            )
        if message.acks == 0:
            return b""  # no answer is due
        return conn.respond(request, ProduceResponse(responses=topics))


SENT: list[tuple[bytes, bytes, list[tuple[str, str | bytes | None]]]] = [
    (b"k1", b"v1", []),
    (b"k2", b"v2", [("trace", b"7")]),
]


def _bytes(data: bytes | bytearray | memoryview | None) -> bytes | None:
    return None if data is None else bytes(data)


@pytest.fixture
def double() -> Iterator[_BrokerDouble]:
    with _BrokerDouble() as running:
        yield running
    assert running.errors == []


@pytest.mark.parametrize("acks", [1, 0])
def test_kafka_python_produces_to_a_double_built_on_server_connection(
    double: _BrokerDouble, acks: int
) -> None:
    from kafka import KafkaProducer

    producer = KafkaProducer(
        bootstrap_servers=f"127.0.0.1:{double.port}", acks=acks, enable_idempotence=False
    )
    try:
        for key, value, headers in SENT:
            sent = producer.send(TOPIC, value, key=key, headers=headers, partition=0)
            if acks:
                assert sent.get(timeout=5).offset >= 0  # the answer came back
        producer.flush(5)
    finally:
        producer.close(5)
    assert double.wait_for_records(2) == [tuple(r) for r in SENT]
    assert {entry[:3] for entry in double.produced} == {(acks, TOPIC, 0)}
    # the first ApiVersions was refused (KIP-511) and asked again at the version named
    assert double.api_versions_asked[:2] == [ApiKey.ApiVersions.max_version, 2]


@pytest.mark.parametrize("acks", ["1", "0"])
def test_librdkafka_produces_to_a_double_built_on_server_connection(
    double: _BrokerDouble, acks: str
) -> None:
    from confluent_kafka import Producer

    producer = Producer(
        {
            "bootstrap.servers": f"127.0.0.1:{double.port}",
            "acks": acks,
            "enable.idempotence": False,
            "linger.ms": 0,
        }
    )
    delivered: list[Any] = []
    for key, value, headers in SENT:
        producer.produce(
            TOPIC, value, key=key, headers=headers, partition=0,
            on_delivery=lambda err, msg: delivered.append(err),
        )  # fmt: skip
        producer.flush(5)  # one request each: the records' order is then the requests'
    assert producer.flush(5) == 0 and delivered == [None, None]
    assert double.wait_for_records(2) == [tuple(r) for r in SENT]
    assert {entry[:3] for entry in double.produced} == {(int(acks), TOPIC, 0)}
    # refused (KIP-511), librdkafka asks again at a version served (v0 here: it
    # falls back to v0 rather than to the highest version named)
    first, second, *_ = double.api_versions_asked
    assert first > 2 and second <= 2
