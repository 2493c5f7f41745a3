"""The instance's own commits of positions carry leader epochs (KIP-320).

An instance commits positions that records it holds back can keep behind the
consumer's, so it cannot commit the consumer's positions as they stand; its
commits still carry an epoch: that of the first record held back, else the
consumer's own. Tansu keeps no committed epoch, so the requests are read off
FakeCluster (tests/fakebroker), the test double of a Kafka cluster; the REST
JSON carries no epoch either way.
"""

from __future__ import annotations

import asyncio

import pytest

from kafkawire.client.consumer import Consumer, ConsumerRecord, TopicPartition
from kafkawire.rest.auth import Caller
from kafkawire.rest.instances import Instance, InstanceConfig
from tests.consumer.test_leader_epochs import commits_sent
from tests.consumer.test_leader_epochs import write as write_to
from tests.fakebroker import FakeCluster

TP = TopicPartition("ns-x.t", 0)


def write(fake: FakeCluster, values: list[bytes]) -> None:
    """One batch, stamped with the leader epoch of the log as a leader stamps it."""
    write_to(fake, values, TP.topic)


@pytest.mark.asyncio
async def test_commits_of_positions_carry_the_epoch_of_what_they_stand_on() -> None:
    async with FakeCluster(1) as fake:
        fake.add_topic(TP.topic, leaders=[1])
        fake.add_group("g", 1)
        write(fake, [b"0", b"1", b"2"])  # epoch 0
        fake.move_leader(TP.topic, 0, 1)  # the same broker, epoch 1
        write(fake, [b"3", b"4"])
        instance = Instance(Caller("s", "ns-x"), "g", InstanceConfig("i", auto_commit=True))
        consumer = Consumer(fake.bootstrap, group_id="g", enable_auto_commit=False)
        instance.consumer = consumer
        async with consumer:
            await consumer.assign([TP])
            await consumer.seek(TP, 0)
            polled: list[ConsumerRecord] = []
            deadline = asyncio.get_running_loop().time() + 10
            while len(polled) < 5 and asyncio.get_running_loop().time() < deadline:
                polled += await consumer.poll(100)
            assert [r.leader_epoch for r in polled] == [0, 0, 0, 1, 1]
            # a reply hands out 0-2; 3 and 4 are held back, as a cut reply leaves them
            instance.put_back(polled)
            taken = instance.take_pending()[0][1]
            instance.hand_out(taken[:3])
            instance.put_back(taken[3:])
            instance.delivered(True)
            assert instance.position(TP) == 3 and consumer.position(TP) == 5
            await instance.commit_positions()
            # the rest handed out: the consumer's position and epoch, by auto-commit
            instance.hand_out(instance.take_pending()[0][1])
            instance.delivered(True)
            await instance.auto_commit("fetch")
        assert commits_sent(fake) == [(3, 1), (5, 1)]
