"""SASL mechanisms, version choice and the cluster view: pure units."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafkawire.client.cluster import GROUP, Broker, Cluster, LayoutRoutingError
from kafkawire.client.errors import SaslError
from kafkawire.client.sasl import PlainMechanism, SaslConfig, ScramMechanism
from kafkawire.client.versions import ApiVersionTable, retry_version
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, RoutingError, UnsupportedVersionError
from kafkawire.protocol.messages import ApiVersionsResponse, MetadataResponse
from kafkawire.protocol.messages import metadata as md
from kafkawire.protocol.messages.api_versions import ApiVersion
from kafkawire.protocol.registry import ApiKey

# RFC 7677 section 3: user "user", password "pencil"
RFC7677_NONCE = "rOprNGfwEbeRWgbNEkqO"
RFC7677_SERVER_FIRST = (
    b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"
)
RFC7677_CLIENT_FINAL = (
    b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
    b"p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="
)
RFC7677_SERVER_FINAL = b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="


def test_scram_sha_256_matches_rfc_7677() -> None:
    scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: RFC7677_NONCE)
    assert scram.initial() == b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO"
    assert scram.step(RFC7677_SERVER_FIRST) == RFC7677_CLIENT_FINAL
    assert scram.step(RFC7677_SERVER_FINAL) is None and scram.done


def test_scram_rejects_a_forged_server_signature_and_a_foreign_nonce() -> None:
    scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: RFC7677_NONCE)
    scram.step(RFC7677_SERVER_FIRST)
    with pytest.raises(SaslError, match="signature"):
        scram.step(b"v=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=")
    other = ScramMechanism("SCRAM-SHA-512", "user", "pencil", nonce=lambda: "abc")
    with pytest.raises(SaslError, match="nonce"):
        other.step(b"r=xyz123,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096")
    weak = ScramMechanism("SCRAM-SHA-512", "user", "pencil", nonce=lambda: "abc")
    with pytest.raises(SaslError, match="iteration"):
        weak.step(b"r=abcdef,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=1")


def test_scram_refuses_an_iteration_count_no_broker_stores() -> None:
    # a huge count would block the event loop in PBKDF2 (or overflow it)
    for count in (16385, 10**9, 2**40):
        scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: "abc")
        with pytest.raises(SaslError, match="iteration"):
            scram.step(b"r=abcdef,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=%d" % count)
    # the most Kafka stores (KIP-554) is still taken
    most = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: "abc")
    final = most.step(b"r=abcdef,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=16384")
    assert final is not None and final.startswith(b"c=biws,r=abcdef,p=")


@pytest.mark.parametrize(
    ("server_first", "error"),
    [
        # the lax base64 decoder made these an empty salt
        (b"r=abcdef,s=!!!,i=4096", "salt is not base64"),
        (b"r=abcdef,s=,i=4096", "salt is empty"),
        (b"r=abcdef,s=QUJD\x20,i=4096", "salt is not base64"),
        (b"r=abcdef,i=4096", "no s"),
        (b"", "no r, s, i"),
        # int() took these
        (b"r=abcdef,s=QUJD,i=4_096", "iteration count '4_096' is malformed"),
        (b"r=abcdef,s=QUJD,i= 4096", "iteration count ' 4096' is malformed"),
        ("r=abcdef,s=QUJD,i=٤٠٩٦".encode(), "iteration count '٤٠٩٦' is malformed"),
        (b"r=abcdef,s=QUJD,i=-4096", "is malformed"),
        (b"r=abcdef,s=QUJD,i=" + b"9" * 5000, "is malformed"),
        # RFC 5802 5.1: a mandatory extension the client does not know fails it
        (b"m=future,r=abcdef,s=QUJD,i=4096", "extension"),
        (b"r=abc\x01def,s=QUJD,i=4096", "nonce is not printable"),
    ],
)
def test_scram_refuses_a_malformed_server_first_message(server_first: bytes, error: str) -> None:
    scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: "abc")
    with pytest.raises(SaslError, match=re.escape(error)):
        scram.step(server_first)


def test_scram_refuses_a_malformed_server_final_message() -> None:
    for server_final, error in [
        (b"v=!!!", "signature is not base64"),
        (b"v=", "signature is empty"),
        (b"x=1", "no v"),
        (b"e=invalid-proof", "refused SCRAM: invalid-proof"),
    ]:
        scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: RFC7677_NONCE)
        scram.step(RFC7677_SERVER_FIRST)
        with pytest.raises(SaslError, match=re.escape(error)):
            scram.step(server_final)
        assert not scram.done
    # extensions it does not know, after the count, are allowed (RFC 5802)
    scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: "abc")
    final = scram.step(b"r=abcdef,s=QUJD,i=4096,x=whatever")
    assert final is not None and final.startswith(b"c=biws,r=abcdef,p=")


_SERVER_FIRST_PARTS = st.sampled_from(
    ["r=abcX", "r=ab", "r=", "s=QUJD", "s=!!", "s=", "i=4096", "i=1", "i=1e4", "m=x", "e=no", "="]
)


@settings(max_examples=100, deadline=None)
@given(st.lists(_SERVER_FIRST_PARTS | st.text(max_size=8), max_size=6), st.binary(max_size=4))
def test_any_server_first_message_is_answered_or_a_sasl_error(
    parts: list[str], tail: bytes
) -> None:
    scram = ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=lambda: "abc")
    message = ",".join(parts).encode() + tail
    try:
        final = scram.step(message)
    except SaslError:
        return
    # taken only with our nonce extended and a count in Kafka's range
    assert final is not None and final.startswith(b"c=biws,r=abc")
    count = next(p for p in message.decode().split(",") if p.startswith("i="))[2:]
    assert count.isdigit() and 4096 <= int(count) <= 16384


def test_plain_and_config() -> None:
    plain = SaslConfig("PLAIN", "alice", "secret").start()
    assert isinstance(plain, PlainMechanism)
    assert plain.initial() == b"\0alice\0secret"
    assert "secret" not in repr(SaslConfig("PLAIN", "alice", "secret"))
    with pytest.raises(SaslError):
        SaslConfig("GSSAPI", "a", "b").start()


def test_credentials_that_cannot_be_sent_are_a_sasl_error() -> None:
    # a lone surrogate is what Python makes of undecodable bytes in argv or the
    # environment; encoding it raised UnicodeEncodeError
    for mechanism in ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"):
        with pytest.raises(SaslError, match="username is not valid Unicode"):
            SaslConfig(mechanism, "user\udcff", "pw").start()
        with pytest.raises(SaslError, match="password is not valid Unicode"):
            SaslConfig(mechanism, "user", "pw\udcff").start()
    # PLAIN's fields are NUL-separated: a NUL would send other credentials
    for user, password in (("al\0ice", "pw"), ("alice", "p\0w")):
        with pytest.raises(SaslError, match="NUL"):
            SaslConfig("PLAIN", user, password).start()
    # non-ASCII is sent as UTF-8, unnormalised, as Kafka's Java client does
    scram = ScramMechanism("SCRAM-SHA-256", "jörg,=x", "pw", nonce=lambda: "abc")
    assert scram.initial() == "n,,n=jörg=2C=3Dx,r=abc".encode()
    assert SaslConfig("PLAIN", "jörg", "pässwort").start().initial() == "\0jörg\0pässwort".encode()


def test_version_choice() -> None:
    table = ApiVersionTable({3: (0, 12), 0: (3, 11)})
    assert table.select(3) == 12 and table.select(3, 4) == 4 and table.select(0) == 11
    with pytest.raises(UnsupportedVersionError, match=r"serves Metadata v0\.\.v12"):
        table.select(3, 13)
    with pytest.raises(UnsupportedVersionError, match="does not serve Fetch"):
        table.select(1)
    with pytest.raises(UnsupportedVersionError, match="no common version"):
        ApiVersionTable({3: (40, 50)}).select(3)


def test_version_choice_at_the_edges_of_both_ranges() -> None:
    ours = ApiKey(3)  # Metadata
    newer = ApiVersionTable({3: (0, ours.max_version + 5), 18: (0, 0)})
    assert newer.select(3) == ours.max_version  # a newer broker: our highest
    assert newer.select(18) == 0  # a broker that serves v0 only
    assert newer.supports(18)
    # a fixed version may be either end of both ranges, and nothing past ours
    assert newer.select(3, 0) == 0 and newer.select(3, ours.max_version) == ours.max_version
    with pytest.raises(UnsupportedVersionError, match="kafkawire encodes Metadata"):
        newer.select(3, ours.max_version + 1)
    older = ApiVersionTable({3: (1, 9)})
    assert older.select(3, 1) == 1 and older.select(3, 9) == 9


@settings(max_examples=60, deadline=None)
@given(st.none() | st.tuples(st.integers(-1, 9), st.integers(-1, 9)))
def test_api_versions_is_asked_again_at_the_best_version_a_refusal_names(
    named: tuple[int, int] | None,
) -> None:
    ours = ApiKey(18)
    listed = [ApiVersion(api_key=3, min_version=0, max_version=12)]  # another key: not read
    if named is not None:
        listed.append(ApiVersion(api_key=18, min_version=named[0], max_version=named[1]))
    refusal = ApiVersionsResponse(error_code=ErrorCode.UNSUPPORTED_VERSION, api_keys=listed)
    if named is None:
        assert retry_version(refusal) == 0  # a broker before Kafka 2.4 names none
        return
    low, high = named
    common = [v for v in range(low, high + 1) if ours.min_version <= v <= ours.max_version]
    if common:
        assert retry_version(refusal) == max(common)
    else:
        ranges = rf"kafkawire v{ours.min_version}\.\.v{ours.max_version}, broker v{low}\.\.v{high}"
        with pytest.raises(UnsupportedVersionError, match=rf"ApiVersions \(key 18\): {ranges}"):
            retry_version(refusal)


def _metadata(leaders: dict[int, int], topic_error: int = 0) -> MetadataResponse:
    return MetadataResponse(
        brokers=[md.MetadataResponseBroker(node_id=i, host="127.0.0.1", port=9000 + i)
                 for i in (1, 2)],
        cluster_id="c", controller_id=2,
        topics=[md.MetadataResponseTopic(name="t", error_code=topic_error, partitions=[
            md.MetadataResponsePartition(partition_index=p, leader_id=leader)
            for p, leader in leaders.items()])],
    )  # fmt: skip


def test_cluster_view_from_metadata() -> None:
    view = Cluster.from_metadata(_metadata({0: 1, 1: 2, 2: -1}))
    assert view.cluster_id == "c" and view.controller == 2
    assert view.brokers[1] == Broker(1, "127.0.0.1", 9001)
    assert [view.leader("t", p) for p in (0, 1)] == [1, 2]
    with pytest.raises(RoutingError, match="no leader"):
        view.leader("t", 2)
    with pytest.raises(RoutingError, match="not in the layout"):
        view.leader("u", 0)
    found = view.with_coordinator(GROUP, "g", view.brokers[2])
    assert found.coordinator(GROUP, "g") == 2 and view.coordinator(GROUP, "g") is None
    refreshed = Cluster.from_metadata(_metadata({0: 2}), previous=found)
    assert refreshed.coordinator(GROUP, "g") == 2 and refreshed.leader("t", 0) == 2
    gone = Cluster.from_metadata(_metadata({}, topic_error=3), previous=refreshed)
    assert "t" not in gone.topics


def test_version_table_of_an_answer_and_what_it_supports() -> None:
    answer = ApiVersionsResponse(api_keys=[ApiVersion(api_key=3, min_version=0, max_version=12)])
    table = ApiVersionTable.from_response(answer)
    assert table.ranges == {3: (0, 12)}
    assert table.supports(3) is True and table.supports(1) is False
    with pytest.raises(BrokerError) as refused:
        ApiVersionTable.from_response(ApiVersionsResponse(error_code=ErrorCode.UNSUPPORTED_VERSION))
    assert refused.value.code == ErrorCode.UNSUPPORTED_VERSION


def test_cluster_view_routes_what_any_broker_serves_and_knows_new_coordinators() -> None:
    view = Cluster.from_metadata(_metadata({0: 1}))
    assert view.any_broker() == 2  # the controller
    # KRaft brokers may name no controller they know: the lowest id then
    no_controller = Cluster(controller=-1, brokers=view.brokers)
    assert no_controller.any_broker() == 1
    with pytest.raises(RoutingError, match="no brokers"):
        Cluster().any_broker()
    # a partition beyond the topic's count is Kafka's unknown partition, not a crash
    with pytest.raises(LayoutRoutingError) as unknown:
        view.leader("t", 5)
    assert unknown.value.code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    # a coordinator on a broker the last Metadata did not list is still reachable
    newcomer = view.with_coordinator(GROUP, "g", Broker(7, "127.0.0.1", 9007))
    assert newcomer.coordinator(GROUP, "g") == 7 and newcomer.broker(7).port == 9007


def test_cluster_view_keeps_replicas_and_isr() -> None:
    answer = _metadata({0: 1})
    answer.topics[0].partitions[0].replica_nodes = [1, 2]
    answer.topics[0].partitions[0].isr_nodes = [1]
    p = Cluster.from_metadata(answer).topics["t"].partitions[0]
    assert (p.leader, p.replicas, p.isr) == (1, (1, 2), (1,))


@settings(max_examples=200, deadline=None)
@given(
    leader=st.integers(-2, 5),
    epoch=st.integers(-2, 5),
    endpoint=st.tuples(st.integers(0, 5), st.sampled_from(["", "h"]), st.integers(-1, 70000)),
)
def test_a_new_leader_named_by_an_answer_is_taken_only_when_newer_and_reachable(
    leader: int, epoch: int, endpoint: tuple[int, str, int]
) -> None:
    """KIP-951: ``with_leader`` takes a leader an answer names only in a newer
    epoch than the view's and on a broker the view or the answer's endpoints
    place at a usable address; else None, and the view is as it was."""
    answer = _metadata({0: 1, 1: 2})
    answer.topics[0].partitions[0].leader_epoch = 2
    view = Cluster.from_metadata(answer)
    named = Broker(endpoint[0], endpoint[1], endpoint[2])
    moved = view.with_leader("t", 0, leader, epoch, [named])
    assert view.topics["t"].partitions[0].leader_epoch == 2 and 4 not in view.brokers
    reachable = leader in view.brokers or (
        named.id == leader and named.host != "" and 0 < named.port < 65536
    )
    if leader < 0 or epoch <= 2 or not reachable:
        assert moved is None
        return
    assert moved is not None
    p = moved.topics["t"].partitions[0]
    assert (p.leader, p.leader_epoch, p.error) == (leader, epoch, 0)
    assert moved.leader("t", 0) == leader  # routable: its broker is in the view
    assert moved.topics["t"].partitions[1] == view.topics["t"].partitions[1]
    assert set(moved.brokers) == set(view.brokers) | {leader}
    assert moved.topic_names == view.topic_names
    # a partition or topic the view does not know is not made up
    assert view.with_leader("t", 7, 1, 9) is None and view.with_leader("u", 0, 1, 9) is None
