"""Assignor speed: kafkawire's group assignors beside kafka-python's and aiokafka's.

    python benchmarks/bench_assign.py [--members N] [--topics N] [--partitions N]
                                      [--rounds N] [--cap SECONDS] [--smoke]

Times range, roundrobin and cooperative-sticky on the shapes of group that
once took some of them seconds or minutes (every one is seeded, so each run
sees the same input): a leader that takes longer than the rebalance timeout
fails the whole group. The peers run on the same groups in the same run:

- kafka-python 3.x: RangePartitionAssignor, RoundRobinPartitionAssignor and
  CooperativeStickyAssignor (KIP-429, its StickyPartitionAssignor's
  algorithm with the moving partitions held back: the same protocol as ours);
- aiokafka: its own copies (typed forks of an older kafka-python, not the
  same code, so timed apart) of range, roundrobin and StickyPartitionAssignor.
  aiokafka has no cooperative assignor: its eager sticky (KIP-54: same goal,
  every partition given at once) stands beside our cooperative-sticky.

librdkafka's assignors (confluent-kafka) run inside the C library's consumer
and cannot be called from Python, so they are not compared.

Each library gets the group in its own types (member subscriptions, owned
partitions and generations, and a cluster-metadata object answering
partitions_for_topic), built before the timed call. Before timing, each plan
is checked to give every partition once to a subscriber (a cooperative one
may hold back a partition another member claims), and for range and
roundrobin the peers' plans are checked to equal ours (not range with racks:
theirs knows no racks). Each figure is the best of a few rounds of this
thread's CPU time. A peer's call over ``--cap`` CPU seconds is stopped and
shown as "> cap": at the default size both sticky peers take over 30 s a
shape, so the default cap of 3 s keeps a full run to about 3 minutes. A peer
that raises is shown as "fails" (kafka-python 3.0's roundrobin does when
subscriptions differ). Ratios are the peer's time over ours ("x faster").
See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import logging
import math
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from random import Random
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aiokafka.coordinator.assignors.range import (
    RangePartitionAssignor as AioRange,
)
from aiokafka.coordinator.assignors.roundrobin import (
    RoundRobinPartitionAssignor as AioRoundRobin,
)
from aiokafka.coordinator.assignors.sticky.sticky_assignor import (
    StickyAssignorUserDataV1 as AioStickyUserData,
)
from aiokafka.coordinator.assignors.sticky.sticky_assignor import (
    StickyPartitionAssignor as AioSticky,
)
from aiokafka.coordinator.protocol import ConsumerProtocolMemberMetadata as AioMemberMetadata
from kafka.coordinator.assignors.cooperative_sticky import (
    CooperativeStickyAssignor as KpCooperativeSticky,
)
from kafka.coordinator.assignors.range import RangePartitionAssignor as KpRange
from kafka.coordinator.assignors.roundrobin import RoundRobinPartitionAssignor as KpRoundRobin
from kafka.protocol.consumer.group import JoinGroupResponse as KpJoinGroupResponse
from kafka.protocol.consumer.metadata import ConsumerProtocolSubscription as KpSubscription

from kafkawire.cli.numbers import POSITIVE, decimal, integer_type
from kafkawire.client.group import (
    CooperativeStickyAssignor,
    MemberSubscription,
    RangeAssignor,
    RoundRobinAssignor,
    Subscription,
)
from kafkawire.client.group.assignors import Assignments, Assignor, PartitionRacks

Shape = tuple[list[MemberSubscription], dict[str, int], PartitionRacks]
RACKS = ("a", "b", "c")


def build(
    members: int,
    topics: int,
    partitions: int,
    *,
    subscriptions: str = "all",
    owners: str = "none",
    racks: bool = False,
    seed: int = 1,
) -> Shape:
    """A group of ``members``, ``topics`` topics of ``partitions`` each.

    subscriptions: "all" (every topic), "some" (1 to 3 topics each), "lonely"
    (the last member alone on one topic of ``topics x partitions``
    partitions, the rest on a topic of 10), "small topics" (50 times the
    topics, a fiftieth of the partitions each, every member on all).
    owners: "none", "few" (each partition owned by one of the first three of
    its subscribers), "one" (the first member owns all), "half left"
    (balanced over twice the members, half of them gone), "half joined"
    (balanced over half the members), "rivals" (each partition claimed by
    two members of random generations).
    racks: each member in one of three racks, each partition with replicas
    in two of them.
    """
    rnd = Random(seed)
    names = [f"t{i:02d}" for i in range(topics)]
    counts = dict.fromkeys(names, partitions)
    subs = [names] * members
    if subscriptions == "some":
        subs = [sorted(rnd.sample(names, rnd.randint(1, min(3, topics)))) for _ in range(members)]
    elif subscriptions == "lonely":
        counts = {"big": topics * partitions, "small": 10}
        subs = [["big"] if i == members - 1 else ["small"] for i in range(members)]
    elif subscriptions == "small topics":
        counts = {f"s{i:04d}": max(partitions // 50, 1) for i in range(topics * 50)}
        subs = [sorted(counts)] * members
    owned: list[dict[str, list[int]]] = [{} for _ in range(members)]
    generations = [1] * members
    every = [(t, p) for t in sorted(counts) for p in range(counts[t])]
    if owners == "few":
        for t, p in every:
            takers = [i for i in range(members) if t in subs[i]]
            owned[rnd.choice(takers[:3])].setdefault(t, []).append(p)
    elif owners == "one":
        owned[0] = {t: list(range(n)) for t, n in counts.items()}
    elif owners in ("half left", "half joined"):
        seats = 2 * members if owners == "half left" else max(members // 2, 1)
        for k, (t, p) in enumerate(every):
            if k % seats < members:
                owned[k % seats].setdefault(t, []).append(p)
    elif owners == "rivals":
        generations = [rnd.randint(1, 5) for _ in range(members)]
        for t, p in every:
            for i in rnd.sample(range(members), min(2, members)):
                owned[i].setdefault(t, []).append(p)
    partition_racks: dict[tuple[str, int], frozenset[str]] = {}
    if racks:
        partition_racks = {tp: frozenset(rnd.sample(RACKS, 2)) for tp in every}
    group = [
        MemberSubscription(
            f"m{i:04d}",
            None,
            Subscription(
                list(subs[i]),
                owned_partitions=owned[i],
                generation_id=generations[i],
                rack_id=RACKS[i % 3] if racks else None,
            ),
        )
        for i in range(members)
    ]
    rnd.shuffle(group)
    return group, counts, partition_racks


#: (name, subscriptions, owners, racks), as ``build`` takes them
SHAPES: list[tuple[str, str, str, bool]] = [
    ("fresh, all subscribe alike", "all", "none", False),
    ("different subscriptions", "some", "none", False),
    ("different subscriptions, a few own most", "some", "few", False),
    ("one owns all, the rest join", "all", "one", False),
    ("half of the members left", "all", "half left", False),
    ("half of the members joined", "all", "half joined", False),
    ("rival claims, generations disagree", "all", "rivals", False),
    ("one member alone on a big topic", "lonely", "none", False),
    ("50x the topics, each 1/50 the size", "small topics", "none", False),
    ("racks: fresh", "all", "none", True),
    ("racks: different subscriptions", "some", "none", True),
    ("racks: one owns all, the rest join", "all", "one", True),
    ("racks: half of the members left", "all", "half left", True),
    ("racks: rival claims", "all", "rivals", True),
]

ASSIGNORS: dict[str, Callable[[], Assignor]] = {
    "range": RangeAssignor,
    "roundrobin": RoundRobinAssignor,
    "cooperative-sticky": CooperativeStickyAssignor,
}

LIBRARIES = ("kafka-python", "aiokafka")


# -- the peers ------------------------------------------------------------------


class PeerCluster:
    """The cluster metadata the peers' assignors ask: ``topics()`` and
    ``partitions_for_topic()``, the latter a new set each call, as both
    libraries' ClusterMetadata answer (so a peer pays what it pays in a
    leader)."""

    def __init__(self, counts: Mapping[str, int]) -> None:
        self._counts = dict(counts)

    def topics(self, exclude_internal_topics: bool = True) -> set[str]:
        return set(self._counts)

    def partitions_for_topic(self, topic: str) -> set[int] | None:
        n = self._counts.get(topic)
        return None if n is None else set(range(n))


def kafka_python_group(shape: Shape) -> tuple[PeerCluster, list[Any]]:
    """The JoinGroup members kafka-python's leader hands its assignor: each
    subscription decoded, v3 (owned partitions, generation, rack)."""
    members, counts, _ = shape
    tp = KpSubscription.TopicPartition
    group = [
        KpJoinGroupResponse.JoinGroupResponseMember(
            member_id=m.member_id,
            group_instance_id=m.group_instance_id,
            metadata=KpSubscription(
                version=3,
                topics=list(m.subscription.topics),
                user_data=b"",
                owned_partitions=[
                    tp(topic=t, partitions=list(ps))
                    for t, ps in m.subscription.owned_partitions.items()
                ],
                generation_id=m.subscription.generation_id,
                rack_id=m.subscription.rack_id,
            ),
        )
        for m in members
    ]
    return PeerCluster(counts), group


def aiokafka_group(shape: Shape) -> tuple[PeerCluster, dict[str, Any]]:
    """aiokafka's member map; its sticky assignor reads the previous
    assignment and generation from the user data bytes, which it decodes
    inside ``assign`` (as its leader does: that is part of its time)."""
    members, counts, _ = shape
    group: dict[str, Any] = {}
    for m in members:
        owned = m.subscription.owned_partitions
        user_data = b""
        if owned:
            previous = [(t, list(ps)) for t, ps in owned.items()]
            user_data = AioStickyUserData(previous, m.subscription.generation_id).encode()
        group[m.member_id] = AioMemberMetadata(0, list(m.subscription.topics), user_data)
    return PeerCluster(counts), group


def read_kafka_python(result: Mapping[str, Any]) -> Assignments:
    return {m: {t: list(ps) for t, ps in a.assigned_partitions} for m, a in result.items()}


def read_aiokafka(result: Mapping[str, Any]) -> Assignments:
    return {m: {t: list(ps) for t, ps in a.assignment} for m, a in result.items()}


@dataclass(frozen=True)
class Peer:
    library: str
    #: a fresh assignor (the sticky ones keep state between rounds)
    make: Callable[[], Any]
    read: Callable[[Mapping[str, Any]], Assignments]
    #: a cooperative assignor leaves out the partitions that change owner
    holds_back: bool = False


#: each of our assignors' counterparts, in the order of LIBRARIES
PEERS: dict[str, tuple[Peer, Peer]] = {
    "range": (
        Peer("kafka-python", KpRange, read_kafka_python),
        Peer("aiokafka", AioRange, read_aiokafka),
    ),
    "roundrobin": (
        Peer("kafka-python", KpRoundRobin, read_kafka_python),
        Peer("aiokafka", AioRoundRobin, read_aiokafka),
    ),
    "cooperative-sticky": (
        Peer("kafka-python", KpCooperativeSticky, read_kafka_python, holds_back=True),
        Peer("aiokafka", AioSticky, read_aiokafka),
    ),
}

GROUPS: dict[str, Callable[[Shape], tuple[PeerCluster, Any]]] = {
    "kafka-python": kafka_python_group,
    "aiokafka": aiokafka_group,
}


# -- checks -----------------------------------------------------------------------


def check(shape: Shape, plan: Assignments, name: str, *, holds_back: bool) -> None:
    """Every partition of a subscribed topic given once, to a subscriber; a
    cooperative plan may leave out a partition some member claims (it is
    moving, and goes to its new owner the round after)."""
    members, counts, _ = shape
    if set(plan) != {m.member_id for m in members}:
        raise SystemExit(f"{name}: the plan's members are not the group's")
    subscribed = {t for m in members for t in m.subscription.topics}
    wanted = {(t, p) for t in subscribed for p in range(counts.get(t, 0))}
    claimed = {
        (t, p) for m in members for t, ps in m.subscription.owned_partitions.items() for p in ps
    }
    given: list[tuple[str, int]] = []
    for m in members:
        for t, ps in plan[m.member_id].items():
            if ps and t not in m.subscription.topics:
                raise SystemExit(f"{name}: {m.member_id} got {t}, not subscribed")
            given += [(t, p) for p in ps]
    held_back = wanted - set(given) if holds_back else set()
    if len(given) != len(set(given)) or set(given) | held_back != wanted:
        raise SystemExit(f"{name}: a partition given twice, or not at all")
    if not held_back <= claimed:
        raise SystemExit(f"{name}: a partition nobody owns held back")


def plain(plan: Assignments) -> Assignments:
    """A plan without its empty topics, each topic's partitions sorted."""
    return {m: {t: sorted(ps) for t, ps in topics.items() if ps} for m, topics in plan.items()}


def same_as_ours(name: str, racks: bool) -> bool:
    """Whether a peer's plan must equal ours: range and roundrobin are Java's
    algorithms in every library, and the shapes' members are all dynamic (no
    group.instance.id), so every library orders them by member id. Not range
    with racks: ours places partitions by rack (KIP-881), the peers' range
    knows no racks. Not the sticky ones: their plans differ by design."""
    return name == "roundrobin" or (name == "range" and not racks)


# -- timing -------------------------------------------------------------------------


class _OverCap(BaseException):
    """Raised by the CPU timer inside a peer's call; a BaseException, so the
    peers' ``except Exception`` blocks do not swallow it."""


T = TypeVar("T")


def capped(call: Callable[[], T], cap: float) -> tuple[float, T] | None:
    """This thread's CPU seconds for ``call()`` and its result, or None if it
    ran past ``cap`` CPU seconds (a process CPU timer stops it, so one slow
    peer cannot stall the run). Off the main thread, or where there is no
    such timer, the call runs to its end."""
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        start = time.thread_time()
        result = call()
        return time.thread_time() - start, result

    def expire(signum: int, frame: object) -> None:
        raise _OverCap

    previous = signal.signal(signal.SIGPROF, expire)
    try:
        try:
            signal.setitimer(signal.ITIMER_PROF, cap)
            start = time.thread_time()
            result = call()
            spent = time.thread_time() - start
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
    except _OverCap:
        # also when the timer fired between the call's end and its disarming
        return None
    finally:
        signal.signal(signal.SIGPROF, previous)
    return spent, result


#: a call that takes this long is not repeated: its spread is small beside it,
#: and the full run has to stay within a few minutes
ONCE_OVER = 2.0


def best_ours(shape: Shape, name: str, rounds: int) -> tuple[float, Assignments]:
    members, counts, racks = shape
    best = float("inf")
    for _ in range(rounds):
        assignor = ASSIGNORS[name]()  # a fresh one: no plan remembered from the last round
        start = time.thread_time()
        plan = assignor.assign(members, counts, racks)
        spent = time.thread_time() - start
        best = min(best, spent)
        check(shape, plan, name, holds_back=assignor.cooperative)
        if spent > ONCE_OVER:
            break
    return best, plan


def best_peer(
    shape: Shape,
    name: str,
    peer: Peer,
    group: tuple[PeerCluster, Any],
    ours: Assignments,
    rounds: int,
    cap: float,
) -> float | str | None:
    """The peer's best time on the group, its plan checked; None past the cap,
    or the name of the error it raised (kafka-python 3.0's roundrobin fails on
    members of different subscriptions: it looks a member up by a tuple)."""
    cluster, members = group
    label = f"{peer.library} {name}"
    best = float("inf")
    for _ in range(rounds):
        call = partial(peer.make().assign, cluster, members)  # a fresh assignor each round
        try:
            done = capped(call, cap)
        except Exception as e:
            print(f"{label} failed: {type(e).__name__}: {e}", file=sys.stderr)
            return f"fails ({type(e).__name__})"
        if done is None:
            return None
        spent, result = done
        best = min(best, spent)
        plan = peer.read(result)
        check(shape, plan, label, holds_back=peer.holds_back)
        if same_as_ours(name, bool(shape[2])) and plain(plan) != plain(ours):
            raise SystemExit(f"{label}: the plan differs from kafkawire's")
        if spent > ONCE_OVER:
            break
    return best


@contextmanager
def peers_quiet() -> Iterator[None]:
    """The peers log a warning or error per partition on some shapes (two
    claims of one generation, say); their handlers would flood stderr. Their
    messages are still built (kafka-python formats them before the call), so
    that cost stays in their time."""
    loggers = [logging.getLogger(name) for name in ("kafka", "aiokafka")]
    levels = [lg.level for lg in loggers]
    for lg in loggers:
        lg.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        for lg, level in zip(loggers, levels, strict=True):
            lg.setLevel(level)


def seconds(t: float | str | None, cap: float) -> str:
    if isinstance(t, str):
        return t
    return f"> {cap:g} s" if t is None else f"{t:.3f} s"


def ratio(peer: float | str | None, ours: float, cap: float) -> str:
    if isinstance(peer, str) or ours <= 0:
        return "-"
    return f"> {cap / ours:.2f}x" if peer is None else f"{peer / ours:.2f}x"


def _cap(text: str) -> float:
    what = "CPU seconds above 0"
    value = decimal(text, what)
    if not 0 < value < math.inf:  # "1e999" reads as infinity: no cap at all
        raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    count = integer_type(POSITIVE, "1 or more")
    parser.add_argument("--members", type=count, default=1000)
    parser.add_argument("--topics", type=count, default=20)
    parser.add_argument("--partitions", type=count, default=1000, help="per topic")
    parser.add_argument("--rounds", type=count, default=3)
    parser.add_argument(
        "--cap", type=_cap, default=3.0, help="CPU seconds a peer's call may take (default 3)"
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="50 members, 4 topics of 50 partitions, one round: that it runs; numbers are noise",
    )
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    if args.smoke:
        args.members, args.topics, args.partitions, args.rounds = 50, 4, 50, 1
    print(
        f"Python {sys.version.split()[0]}; {args.members:,} members, {args.topics} topics x "
        f"{args.partitions:,} partitions; best of {args.rounds} rounds (a call over "
        f"{ONCE_OVER:g} s once), CPU seconds; a peer's call stopped at {args.cap:g} s"
    )
    print(
        "cooperative-sticky rows: kafka-python's CooperativeStickyAssignor (the same "
        "protocol); aiokafka's StickyPartitionAssignor (eager: it has no cooperative one)"
    )
    print("ratios: the peer's time over kafkawire's (x faster)")
    print()
    heads = ("kafkawire", *LIBRARIES, *(f"vs {lib}" for lib in LIBRARIES))
    print(f"| {'shape':<40} | {'assignor':<18} | {' | '.join(f'{h:>16}' for h in heads)} |")
    print(f"|{'-' * 42}|{'-' * 20}|{'|'.join('-' * 18 for _ in heads)}|", flush=True)
    with peers_quiet():
        for label, subscriptions, owners, racks in SHAPES:
            print(f"building {label}", file=sys.stderr)
            shape = build(
                args.members,
                args.topics,
                args.partitions,
                subscriptions=subscriptions,
                owners=owners,
                racks=racks,
            )
            groups = {lib: GROUPS[lib](shape) for lib in LIBRARIES}
            for name in ASSIGNORS:
                ours, plan = best_ours(shape, name, args.rounds)
                theirs = [
                    best_peer(shape, name, peer, groups[peer.library], plan, args.rounds, args.cap)
                    for peer in PEERS[name]
                ]
                cells = (
                    seconds(ours, args.cap),
                    *(seconds(t, args.cap) for t in theirs),
                    *(ratio(t, ours, args.cap) for t in theirs),
                )
                print(
                    f"| {label:<40} | {name:<18} | {' | '.join(f'{c:>16}' for c in cells)} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
