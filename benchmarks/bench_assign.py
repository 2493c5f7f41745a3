"""Assignor speed: how long the group leader takes to assign large groups.

    python benchmarks/bench_assign.py [--members N] [--topics N] [--partitions N] [--smoke]

Times range, roundrobin and cooperative-sticky on the shapes of group that
once took some of them seconds or minutes (every one is seeded, so each run
sees the same input): a leader that takes longer than the rebalance timeout
fails the whole group. Each figure is the best of a few rounds of CPU time;
before timing, each plan is checked to give every partition once to a
subscriber. Nothing is compared with other libraries.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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


def check(shape: Shape, plan: Assignments, name: str) -> None:
    members, counts, _ = shape
    subscribed = {t for m in members for t in m.subscription.topics}
    wanted = {(t, p) for t in subscribed for p in range(counts.get(t, 0))}
    given: list[tuple[str, int]] = []
    for m in members:
        for t, ps in plan[m.member_id].items():
            if t not in m.subscription.topics:
                raise SystemExit(f"{name}: {m.member_id} got {t}, not subscribed")
            given += [(t, p) for p in ps]
    # cooperative-sticky holds back a partition that changes owner: such a
    # one is in no plan this round
    held_back = wanted - set(given) if name == "cooperative-sticky" else set()
    if len(given) != len(set(given)) or set(given) | held_back != wanted:
        raise SystemExit(f"{name}: a partition given twice, or not at all")


def best_seconds(shape: Shape, name: str, rounds: int) -> float:
    members, counts, racks = shape
    best = float("inf")
    for _ in range(rounds):
        assignor = ASSIGNORS[name]()  # a fresh one: no plan remembered from the last round
        start = time.thread_time()
        plan = assignor.assign(members, counts, racks)
        best = min(best, time.thread_time() - start)
        check(shape, plan, name)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=1000)
    parser.add_argument("--topics", type=int, default=20)
    parser.add_argument("--partitions", type=int, default=1000, help="per topic")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="50 members, 4 topics of 50 partitions, one round: that it runs; numbers are noise",
    )
    args = parser.parse_args(argv)
    if args.smoke:
        args.members, args.topics, args.partitions, args.rounds = 50, 4, 50, 1
    print(
        f"Python {sys.version.split()[0]}; {args.members:,} members, {args.topics} topics x "
        f"{args.partitions:,} partitions; best of {args.rounds} rounds, CPU seconds"
    )
    print()
    print(f"| {'shape':<40} | {' | '.join(f'{n:>18}' for n in ASSIGNORS)} |")
    print(f"|{'-' * 42}|{'|'.join('-' * 20 for _ in ASSIGNORS)}|")
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
        times = [best_seconds(shape, name, args.rounds) for name in ASSIGNORS]
        print(f"| {label:<40} | {' | '.join(f'{t:>16.3f} s' for t in times)} |", flush=True)


if __name__ == "__main__":
    main()
