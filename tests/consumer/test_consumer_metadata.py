"""The consumer's cluster calls against the real test broker: ``partitions_for``
and ``list_topics``."""

from __future__ import annotations

import pytest

from kafkawire.client.consumer import Consumer, IllegalStateError
from kafkawire.client.errors import RequestTimeoutError
from kafkawire.error_codes import ErrorCode
from kafkawire.errors import BrokerError, KafkaWireError
from tests.consumer.faultproxy import METADATA, FaultProxy, error_rewrite
from tests.consumer.helpers import create_topic, unique

pytestmark = pytest.mark.asyncio


async def test_partitions_for_reads_a_topic_the_layout_lacks_and_none_for_a_missing_one(
    broker: str,
) -> None:
    topic, missing = unique("pf"), unique("pf-missing")
    async with Consumer(broker) as c:  # no group: a manual-assignment consumer asks too
        create_topic(broker, topic, 3)
        assert c._net.partitions_known(topic) is None  # so the answer is a Metadata read
        assert await c.partitions_for(topic) == {0, 1, 2}
        assert await c.partitions_for(topic, timeout_s=5) == {0, 1, 2}  # from the layout now
        assert await c.partitions_for(missing, timeout_s=5) is None
        # the read asked with auto-creation off: the topic is still not there
        assert await c.partitions_for(missing) is None
        assert missing not in await c.list_topics()


async def test_list_topics_names_every_topic_with_its_partitions(broker: str) -> None:
    three, one = unique("lt3"), unique("lt1")
    create_topic(broker, three, 3)
    create_topic(broker, one, 1)
    async with Consumer(broker) as c:
        topics = await c.list_topics(timeout_s=5)
        assert topics[three] == {0, 1, 2} and topics[one] == {0}
        assert all(isinstance(parts, set) for parts in topics.values())
        # each answer agrees with partitions_for's, which now comes from the layout
        for name, parts in list(topics.items())[:5]:
            assert await c.partitions_for(name) == parts


async def test_the_cluster_calls_check_their_arguments_and_refuse_when_not_open(
    broker: str,
) -> None:
    c = Consumer(broker)
    with pytest.raises(IllegalStateError, match="not started"):
        await c.partitions_for("t")
    with pytest.raises(IllegalStateError, match="not started"):
        await c.list_topics()
    await c.start()
    for bad, error in [("", ValueError), ("  ", ValueError), (7, TypeError), (None, TypeError)]:
        with pytest.raises(error):
            await c.partitions_for(bad)  # type: ignore[arg-type]
    # names the broker refuses, or no request can carry: the project's errors
    with pytest.raises(BrokerError, match="INVALID_TOPIC_EXCEPTION"):
        await c.partitions_for("bad name!")
    with pytest.raises(KafkaWireError, match="UTF-8"):
        await c.partitions_for("\udc80")
    for timeout, error in [(-1, ValueError), (float("nan"), ValueError), ("5", TypeError)]:
        with pytest.raises(error):
            await c.partitions_for("t", timeout_s=timeout)  # type: ignore[arg-type]
        with pytest.raises(error):
            await c.list_topics(timeout_s=timeout)  # type: ignore[arg-type]
    await c.close()
    with pytest.raises(IllegalStateError, match="closed"):
        await c.partitions_for("t")
    with pytest.raises(IllegalStateError, match="closed"):
        await c.list_topics()


async def test_a_topic_error_that_may_pass_is_read_again_and_another_raises() -> None:
    async with FaultProxy() as proxy:
        topic = unique("pf-err")
        async with Consumer(proxy.bootstrap) as c:
            create_topic(proxy.upstream, topic, 3)  # after start: the layout lacks it
            # a topic being created: read again after a pause, until it is there
            again = proxy.inject(
                METADATA, 2, error_rewrite(METADATA, ErrorCode.LEADER_NOT_AVAILABLE)
            )
            assert await c.partitions_for(topic) == {0, 1, 2}
            assert again.applied == 2
            # one that stays so: RequestTimeoutError past the timeout
            proxy.inject(METADATA, 100, error_rewrite(METADATA, ErrorCode.LEADER_NOT_AVAILABLE))
            with pytest.raises(RequestTimeoutError):
                await c.list_topics(timeout_s=0.5)
            proxy.rules.clear()
            proxy.inject(METADATA, 1, error_rewrite(METADATA, ErrorCode.TOPIC_AUTHORIZATION_FAILED))
            with pytest.raises(BrokerError, match="TOPIC_AUTHORIZATION_FAILED"):
                await c.list_topics()
            assert (await c.list_topics())[topic] == {0, 1, 2}
