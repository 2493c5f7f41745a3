"""Router routing of the share-group state keys of KIP-932 (83-87) against
FakeCluster (a test double: Tansu does not implement share groups).

Each partition's state belongs to the share coordinator of
``group:topic id:partition`` (FindCoordinator key type 2); the fake answers
NOT_COORDINATOR for a partition anywhere else, so a wrong route shows in the
answers as well as in what each broker received.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from kafkawire.client import Router
from kafkawire.client.mappers.share_state import share_coordinator_key
from kafkawire.error_codes import ErrorCode
from kafkawire.protocol.registry import request_class
from tests.client.client_helpers import run
from tests.fakebroker import FakeCluster
from tests.fakebroker.handlers import share_key

KEYS = [83, 84, 85, 86, 87]
#: (topic, partition) asked, in this order, and the share coordinator of each
ASKED = [("t", 2), ("u", 0), ("t", 0), ("t", 1)]
COORDINATOR = {("t", 2): 3, ("u", 0): 2, ("t", 0): 1, ("t", 1): 2}


def _struct_of(cls: Any, name: str) -> Any:
    return next(spec.struct for spec in cls.FIELDS if spec.name == name)


def _cluster() -> FakeCluster:
    fake = FakeCluster(3)
    fake.add_topic("t", [1, 1, 1])
    fake.add_topic("u", [1])
    for (name, index), node in COORDINATOR.items():
        fake.coordinators[share_key("g", fake.topics[name].topic_id, index)] = node
    return fake


def _request(fake: FakeCluster, api_key: int, asked: list[tuple[str, int]]) -> Any:
    cls: Any = request_class(api_key)
    topic_cls = _struct_of(cls, "topics")
    part_cls = _struct_of(topic_cls, "partitions")
    topics: dict[str, Any] = {}
    for name, index in asked:
        if name not in topics:
            topics[name] = topic_cls(topic_id=fake.topics[name].topic_id, partitions=[])
        topics[name].partitions.append(part_cls(partition=index))
    return cls(group_id="g", topics=list(topics.values()))


def _answered(fake: FakeCluster, answer: Any) -> list[tuple[str, int, int]]:
    names = {t.topic_id: name for name, t in fake.topics.items()}
    return [
        (names[r.topic_id], p.partition, p.error_code) for r in answer.results for p in r.partitions
    ]


def _received(fake: FakeCluster, api_key: int) -> list[tuple[int, list[tuple[str, int]]]]:
    names = {t.topic_id: name for name, t in fake.topics.items()}
    return [
        (node, [(names[t.topic_id], p.partition) for t in m.topics for p in t.partitions])
        for node, _, m in fake.sent(api_key)
    ]


GROUPED = [("t", 2), ("t", 0), ("t", 1), ("u", 0)]


def test_a_share_coordinator_key_writes_the_topic_id_as_kafka_does() -> None:
    """Kafka's Uuid.toString: URL-safe base64, no padding."""
    assert share_coordinator_key("g", uuid.UUID(int=0), 0) == "g:AAAAAAAAAAAAAAAAAAAAAA:0"
    topic_id = uuid.UUID(bytes=b"\xfb" * 16)
    assert share_coordinator_key("g", topic_id, 12) == "g:-_v7-_v7-_v7-_v7-_v7-w:12"


@pytest.mark.parametrize("api_key", KEYS)
def test_each_partition_goes_to_its_share_coordinator(api_key: int) -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(_request(fake, api_key, ASKED))
            received = sorted(_received(fake, api_key))
            lookups = [m for _, _, m in fake.sent(10)]
        assert received == [(1, [("t", 0)]), (2, [("t", 1), ("u", 0)]), (3, [("t", 2)])]
        assert _answered(fake, answer) == [(n, i, 0) for n, i in GROUPED]
        assert {m.key_type for m in lookups} == {2}
        keys = {k for m in lookups for k in (m.coordinator_keys or [m.key])}
        assert keys == {share_key("g", fake.topics[n].topic_id, i) for n, i in ASKED}

    run(main())


def test_a_partition_whose_share_coordinator_moved_goes_again_alone() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            async with await Router.connect(fake.bootstrap) as router:
                await router.send(_request(fake, 85, ASKED))
                moved = share_key("g", fake.topics["t"].topic_id, 2)
                fake.coordinators[moved] = 1  # was node 3; the router's view says node 3
                before = len(fake.sent(85))
                answer: Any = await router.send(_request(fake, 85, ASKED))
            again = _received(fake, 85)[before:]
        assert sorted(again[:3]) == [(1, [("t", 0)]), (2, [("t", 1), ("u", 0)]), (3, [("t", 2)])]
        assert again[3:] == [(1, [("t", 2)])]
        assert _answered(fake, answer) == [(n, i, 0) for n, i in GROUPED]

    run(main())


def test_a_loading_share_coordinator_is_asked_again_without_a_new_lookup() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            fake.loading[share_key("g", fake.topics["u"].topic_id, 0)] = 2
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(_request(fake, 84, ASKED))
            received = _received(fake, 84)
            lookups = len(fake.sent(10))
        assert received[3:] == [(2, [("u", 0)]), (2, [("u", 0)])]
        assert lookups == len(ASKED)  # one per partition, none again
        assert _answered(fake, answer) == [(n, i, 0) for n, i in GROUPED]

    run(main())


def test_a_share_coordinator_still_loading_at_the_deadline_is_the_answer() -> None:
    async def main() -> None:
        async with _cluster() as fake:
            fake.loading[share_key("g", fake.topics["t"].topic_id, 0)] = 1000
            async with await Router.connect(fake.bootstrap) as router:
                answer: Any = await router.send(_request(fake, 84, ASKED), timeout_s=0.3)
        loading = ErrorCode.COORDINATOR_LOAD_IN_PROGRESS
        assert _answered(fake, answer) == [
            (n, i, loading if (n, i) == ("t", 0) else 0) for n, i in GROUPED
        ]

    run(main())
