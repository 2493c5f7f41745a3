"""Version negotiation and the less common routes, against FakeCluster (a test double)."""

from __future__ import annotations

from typing import Any

import pytest

from kafkawire.client import BrokerConnection, GroupMessage, Router
from kafkawire.client.cluster import TRANSACTION
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import KafkaWireError, TransportError, UnsupportedVersionError
from kafkawire.protocol.messages import (
    ApiVersionsResponse,
    EndTxnRequest,
    EndTxnResponse,
    FindCoordinatorResponse,
    HeartbeatRequest,
    MetadataRequest,
    OffsetCommitRequest,
)
from kafkawire.protocol.messages import api_versions as av
from kafkawire.protocol.messages import find_coordinator as fc
from kafkawire.protocol.messages import offset_commit as oc
from kafkawire.protocol.registry import ApiKey
from tests.client.client_helpers import run, values
from tests.fakebroker import FakeCluster, Reply


def test_api_versions_refused_at_v3_is_asked_again_at_v0() -> None:
    async def main() -> None:
        async with FakeCluster(1, refuse_api_versions_above=0, api_versions_max={3: 5}) as fake:
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            try:
                answer: Any = await conn.request(MetadataRequest(topics=None))
            finally:
                await conn.close()
        assert [v for _, v, _ in fake.sent(18)] == [3, 0]
        assert conn.versions.ranges[3] == (0, 5)
        assert [v for _, v, _ in fake.sent(3)] == [5] and answer.cluster_id == "fake-cluster"

    run(main())


def _serving_api_versions(low: int, high: int) -> Reply:
    """ApiVersions of a broker that serves it at v{low}..v{high} only: any
    other version is refused (UNSUPPORTED_VERSION), naming that range."""

    def make(message: Any, version: int) -> ApiVersionsResponse:
        ranges = [av.ApiVersion(api_key=k, min_version=0, max_version=12) for k in (3, 36)]
        ranges.append(av.ApiVersion(api_key=18, min_version=low, max_version=high))
        code = 0 if low <= version <= high else ErrorCode.UNSUPPORTED_VERSION
        return ApiVersionsResponse(error_code=code, api_keys=ranges)

    return Reply(make)


def test_api_versions_refused_is_asked_again_at_a_version_the_broker_names() -> None:
    """Kafka 2.4+ names the ApiVersions versions it serves in its refusal
    (KIP-511); v0 need not be one of them."""

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.script(18, _serving_api_versions(1, 2), times=2)
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            try:
                answer: Any = await conn.request(MetadataRequest(topics=None))
            finally:
                await conn.close()
        assert [v for _, v, _ in fake.sent(18)] == [3, 2]
        assert conn.versions.ranges == {3: (0, 12), 36: (0, 12), 18: (1, 2)}
        assert answer.cluster_id == "fake-cluster"

    run(main())


def test_api_versions_refused_naming_no_version_of_ours_is_a_clear_error() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.script(18, _serving_api_versions(7, 9), times=2)
            port = fake.nodes[1].port
            ours = ApiKey.ApiVersions
            ranges = (
                rf"ApiVersions \(key 18\): kafkawire v{ours.min_version}\.\.v{ours.max_version}, "
                r"broker v7\.\.v9"
            )
            with pytest.raises(KafkaWireError, match=ranges):
                await BrokerConnection.open("127.0.0.1", port)
        assert [v for _, v, _ in fake.sent(18)] == [3]  # nothing it could serve is asked

    run(main())


_FAILING = Reply(lambda m, v: ApiVersionsResponse(error_code=ErrorCode.UNKNOWN_SERVER_ERROR))


@pytest.mark.parametrize(
    ("refusal", "reason"),
    [(_FAILING, "UNKNOWN_SERVER_ERROR"), (_serving_api_versions(7, 9), "no common version")],
    ids=["error", "no-common-version"],
)
def test_a_bootstrap_broker_that_refuses_api_versions_is_passed_over(
    refusal: Reply, reason: str
) -> None:
    """As one that is no Kafka broker: the next bootstrap address is tried."""

    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.script(18, refusal, node=1, times=100)
            refusing, serving = (f"127.0.0.1:{fake.nodes[i].port}" for i in (1, 2))
            with pytest.raises(TransportError, match=f"{refusing}: .*{reason}"):
                await Router.connect(refusing)
            async with await Router.connect([refusing, serving]) as router:
                assert sorted(router.cluster.brokers) == [1, 2]
        assert {node for node, _, _ in fake.sent(3)} == {2}

    run(main())


@pytest.mark.parametrize("listed", [[], [18]], ids=["no-key", "only-api-versions"])
def test_a_key_the_broker_does_not_list_is_not_sent(listed: list[int]) -> None:
    """A broker that lists no range for Metadata (or no key at all) serves it
    at no version: a request for it, fixed version or not, is refused unsent."""
    ranges = [av.ApiVersion(api_key=k, min_version=0, max_version=3) for k in listed]

    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.script(18, Reply(lambda m, v: ApiVersionsResponse(api_keys=ranges)))
            conn = await BrokerConnection.open("127.0.0.1", fake.nodes[1].port)
            try:
                for version in (None, 0):
                    with pytest.raises(UnsupportedVersionError, match=r"Metadata \(key 3\)"):
                        await conn.request(MetadataRequest(topics=[]), version=version)
                assert not conn.closed
            finally:
                await conn.close()
        assert fake.sent(3) == []

    run(main())


def test_transactional_messages_go_to_the_transaction_coordinator() -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.coordinators["txn-1"] = 2
            fake.script(26, Reply(lambda req, v: EndTxnResponse()), times=2)
            async with await Router.connect(fake.bootstrap) as router:
                request = EndTxnRequest(transactional_id="txn-1", producer_id=5,
                                        producer_epoch=0, committed=True)  # fmt: skip
                answer: Any = await router.send(request)
                again: Any = await router.send(GroupMessage(request, "txn-1", TRANSACTION))
                assert router.cluster.coordinator(TRANSACTION, "txn-1") == 2
        assert answer.error_code == 0 and again.error_code == 0
        assert [n for n, _, _ in fake.sent(26)] == [2, 2]
        lookups = [(m.key_type, m.coordinator_keys) for _, _, m in fake.sent(10)]
        assert lookups == [(TRANSACTION, ["txn-1"])]  # found once, then cached

    run(main())


def test_without_topic_ids_produce_and_fetch_go_at_the_last_version_with_names() -> None:
    async def main() -> None:
        for ids in (True, False):
            async with FakeCluster(2, topic_ids=ids) as fake:
                fake.add_topic("t", [1, 2])
                async with await Router.connect(fake.bootstrap) as router:
                    answer: Any = await router.produce_batches(
                        {("t", 1): [(b"k", b"v")], ("t", 0): [(b"k", b"w")]}
                    )
                    got = await router.fetch("t", 1, 0)
                    await router.send(OffsetCommitRequest(
                        group_id="g", generation_id_or_member_epoch=-1, member_id="",
                        topics=[oc.OffsetCommitRequestTopic(name="t", partitions=[
                            oc.OffsetCommitRequestPartition(partition_index=0)])]))  # fmt: skip
            parts = answer.responses[0].partition_responses
            assert [(p.index, p.error_code) for p in parts] == [(1, 0), (0, 0)]
            assert values(got) == [b"v"]
            produce_versions = {v for _, v, _ in fake.sent(0)}
            fetch_versions = {v for _, v, _ in fake.sent(1)}
            assert (produce_versions, fetch_versions) == (({13}, {18}) if ids else ({12}, {12}))
            assert [v for _, v, _ in fake.sent(8)] == [9]  # names given, so not v10

    run(main())


def test_coordinator_not_available_is_asked_again() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g", 2)
            loading = FindCoordinatorResponse(coordinators=[fc.Coordinator(
                key="g", node_id=-1, error_code=ErrorCode.COORDINATOR_NOT_AVAILABLE)])  # fmt: skip
            fake.script(10, Reply(lambda req, v: loading))
            async with await Router.connect(fake.bootstrap) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
        assert beat.error_code == 0
        assert len(fake.sent(10)) == 2 and [n for n, _, _ in fake.sent(12)] == [2]

    run(main())


def test_a_coordinator_answer_with_no_node_and_no_error_is_asked_again() -> None:
    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g", 2)
            nobody = FindCoordinatorResponse(coordinators=[fc.Coordinator(key="g", node_id=-1)])
            fake.script(10, Reply(lambda req, v: nobody))
            async with await Router.connect(fake.bootstrap) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
                assert router.cluster.coordinator(0, "g") == 2
        assert beat.error_code == 0
        assert len(fake.sent(10)) == 2 and [n for n, _, _ in fake.sent(12)] == [2]

    run(main())


def test_version_caps_lower_the_choice_but_not_a_fixed_version() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            async with await Router.connect(fake.bootstrap, version_caps={3: 4}) as router:
                await router.send(MetadataRequest(topics=None))
                await router.send(MetadataRequest(topics=None), version=9)
        assert [v for _, v, _ in fake.sent(3)] == [4, 4, 9]  # connect's refresh, then ours

    run(main())


def test_a_cap_at_the_brokers_lowest_version_is_still_sent() -> None:
    async def main() -> None:
        async with FakeCluster(1) as fake:
            fake.add_group("g", 1)
            async with await Router.connect(fake.bootstrap, version_caps={12: 0}) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
        assert beat.error_code == 0
        assert [v for _, v, _ in fake.sent(12)] == [0]

    run(main())


def test_a_coordinator_on_broker_zero_is_found() -> None:
    """Kafka numbers brokers from 0 by default: node 0 is a coordinator, not "none"."""

    async def main() -> None:
        async with FakeCluster(1) as fake:
            port = fake.nodes[1].port
            zero = FindCoordinatorResponse(
                coordinators=[fc.Coordinator(key="g", node_id=0, host="127.0.0.1", port=port)]
            )
            fake.script(10, Reply(lambda req, v: zero))
            async with await Router.connect(fake.bootstrap) as router:
                assert await router.coordinator(0, "g") == 0
                assert router.cluster.coordinator(0, "g") == 0
        assert len(fake.sent(10)) == 1

    run(main())


def test_a_batched_coordinator_answer_that_leaves_the_key_out_is_asked_again() -> None:
    """A v4+ answer lists coordinators by key: one that names no coordinator for
    the key asked (none at all, or another key's) says nothing of where it is,
    and its v0-3 fields (node 0, no host) are not an address."""

    async def main() -> None:
        async with FakeCluster(2) as fake:
            fake.add_group("g", 2)
            port = fake.nodes[1].port
            other = fc.Coordinator(key="h", node_id=1, host="127.0.0.1", port=port)
            empty = FindCoordinatorResponse()
            elsewhere = FindCoordinatorResponse(coordinators=[other])
            fake.script(10, Reply(lambda req, v: empty))
            fake.script(10, Reply(lambda req, v: elsewhere))
            async with await Router.connect(fake.bootstrap) as router:
                beat: Any = await router.send(
                    HeartbeatRequest(group_id="g", generation_id=1, member_id="m")
                )
                assert router.cluster.coordinator(0, "g") == 2
        assert beat.error_code == 0
        assert [v >= 4 for _, v, _ in fake.sent(10)] == [True] * 3
        assert [n for n, _, _ in fake.sent(12)] == [2]

    run(main())
