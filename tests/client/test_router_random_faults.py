"""The router under random faults (hypothesis): a FakeCluster (a TEST DOUBLE,
since no real broker can be made to misbehave on cue) is scripted to drop
connections, answer garbage or under a wrong correlation id, or hold its
answers, for random API keys on random brokers; then a random mix of
routed produces, fetches, ListOffsets, Metadata and ListGroups goes out at
once. What must hold:

- each call ends, with an answer or a kafkawire error and nothing else;
- once the faults are over, the same router answers again;
- no produce is written twice, whatever failed around it (a write that may
  have been served is never repeated).
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Coroutine
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkawire.client import Router
from kafkawire.errors import KafkaWireError
from kafkawire.protocol.messages import ListGroupsRequest, MetadataRequest
from tests.client.client_helpers import run
from tests.fakebroker import Drop, FakeCluster, Garbage, Hold, WrongCorrelation

#: Produce, Fetch, ListOffsets, Metadata, FindCoordinator, ListGroups, ApiVersions
API_KEYS = [0, 1, 2, 3, 10, 16, 18]
PARTITIONS = 6
LEADERS = [1, 2, 3, 1, 2, 3]
CALLS = ["produce", "fetch", "offsets", "metadata", "groups"]
#: a bound on each round of calls: a call that has not ended by then hangs
ROUND_S = 20.0

faults = st.lists(
    st.tuples(
        st.sampled_from(API_KEYS),
        st.one_of(
            st.builds(Drop),
            st.builds(Garbage),
            st.builds(WrongCorrelation),
            st.sampled_from([0.01, 0.1, 0.3]).map(Hold),
        ),
        st.sampled_from([None, 1, 2, 3]),  # the broker, or any
        st.integers(1, 2),  # how many requests it takes
    ),
    min_size=1,
    max_size=4,
)
calls = st.lists(
    st.tuples(st.sampled_from(CALLS), st.integers(0, PARTITIONS - 1)), min_size=1, max_size=6
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds=st.lists(st.tuples(faults, calls), min_size=1, max_size=4))
def test_random_faults_end_in_our_errors_and_repeat_no_write(
    rounds: list[tuple[list[tuple[int, Any, int | None, int]], list[tuple[str, int]]]],
) -> None:
    async def main() -> None:
        async with FakeCluster(3) as fake:
            fake.add_topic("t", LEADERS)
            async with await Router.connect(fake.bootstrap) as router:
                sent = 0
                for scripted, chosen in rounds:
                    for api_key, action, node, times in scripted:
                        fake.script(api_key, action, node=node, times=times)
                    pending: list[Coroutine[Any, Any, object]] = []
                    for name, partition in chosen:
                        if name == "produce":
                            sent += 1
                            value = f"v{sent}".encode()
                            pending.append(router.produce("t", partition, [(None, value)]))
                        elif name == "fetch":
                            pending.append(router.fetch("t", partition, 0))
                        elif name == "offsets":
                            pending.append(router.list_offsets("t"))
                        elif name == "metadata":
                            pending.append(router.send(MetadataRequest(topics=None), timeout_s=3))
                        else:
                            pending.append(router.send(ListGroupsRequest(), timeout_s=3))
                    results = await asyncio.wait_for(
                        asyncio.gather(*pending, return_exceptions=True), ROUND_S
                    )
                    for (name, _), result in zip(chosen, results, strict=True):
                        if isinstance(result, BaseException):
                            assert isinstance(result, KafkaWireError), (name, repr(result))
                    fake._rules.clear()  # the faults are over
                    assert await router.send(MetadataRequest(topics=None), timeout_s=3)
                written: collections.Counter[bytes] = collections.Counter()
                for partition in range(PARTITIONS):
                    end = fake.topics["t"].partitions[partition].next_offset
                    for record in await router.fetch_all("t", partition, 0, end):
                        assert record.value is not None
                        written[bytes(record.value)] += 1
                assert all(n == 1 for n in written.values()), written
                assert set(written) <= {f"v{i}".encode() for i in range(1, sent + 1)}

    run(main())
