"""The cooperative-sticky assignor (KIP-429): balance first, then racks,
then stickiness, in two rounds where a partition changes hands (see the
class docstring); its bookkeeping of who holds what lives here too."""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Hashable, Mapping, Sequence
from heapq import heapify, heappop, heappush, heapreplace

from kafkawire.client.group.assignor_base import (
    NO_RACKS,
    Assignments,
    MemberSubscription,
    PartitionRacks,
    distinct,
    empty_plan,
    member_rack,
    racks_count,
    sort_key,
)
from kafkawire.client.group.consumer_protocol import Subscription

__all__ = ["CooperativeStickyAssignor"]


class CooperativeStickyAssignor:
    """KIP-429's "cooperative-sticky": keep what each member owns, balance the
    rest, and hold back every partition that changes owner for one round.

    1. Each member keeps the partitions it says it owns (subscription v1+),
       if it still subscribes to them; a partition claimed twice stays with
       the claimant of the higher generation. Two claims of the newest
       generation void each other, as in Java's sticky assignors: no one
       owns that partition in this round, so it is handed out as a free one
       and not held back in step 3 (the claimants that lose it see it gone
       and revoke it). A member may still name
       partitions of a topic it dropped (kafka-python 3.0 does): it loses them,
       but they count as its own for step 3.
    2. Partitions owned by nobody go one by one to the subscribed member with
       the fewest, then a member holding two more than another subscribed to
       one of its topics passes one over, until none does (balance); it
       passes one it was given in this round before one it owned, or passes
       one on by a chain of members, each passing one it was given, where
       that spares a revocation or is the only way (without racks). Last, a
       partition taken from its owner goes back where such a chain keeps
       every count: the plan takes no partition the same balance could leave.
    3. A partition whose owner changes is left out of the new owner's
       assignment: the old owner sees it gone, revokes it and rejoins, and
       the next round gives it to the new owner, never owned twice at once
       (Java's CooperativeStickyAssignor holds back the same partitions).

    With racks (see the module docstring), as Java's: balance first, then
    racks, then ownership. Free partitions go first (those with the fewest
    members in their replicas' racks first) to the member with the fewest,
    preferring one in a replica's rack among equals, then the owner.
    Balancing passes over a partition that gains a rack match first. Last, a
    partition not in its member's rack (owned or not) moves to a member in
    its rack that holds fewer (any such before a swap with one that does
    not), or is swapped with one of that member's (one it did not own
    before one it did, of the next member's), when that matches more
    partitions; so balance holds, and a plan with no such gain left stays as
    it is round after round. Then a partition taken from its owner goes back
    to it where no match is lost and balance holds: straight back when the
    two counts trade places, or in a swap for one the owner did not own.

    A plan that holds partitions back is remembered (the last
    ``REMEMBERED_PLANS``) under the input it leads to: the same members,
    subscriptions, racks and partition counts, each member owning what it was
    given. When the next round sees exactly that input, its answer is the
    plan's own target, so each partition given up goes where it was meant to.
    A round led by another member, or any change, is worked out afresh; with
    members subscribed to different topics the free partitions can then fall
    otherwise, but (without racks) not back on the member that gave one up:
    that would be a plan of the same balance with one revocation fewer, which
    step 2 leaves none of. A round-2 count that differs from the plan's (not
    seen in random searches) could still allow it; with racks, which move
    partitions after balance, it can happen, as with Java's stateless
    assignor (in about 1.1% of small random rack groups; 2.8% before the
    rack step preferred moves and swaps that cost no revocation, and gave
    partitions back).
    """

    name = "cooperative-sticky"
    cooperative = True
    #: plans with partitions held back that an assignor keeps for the round after
    REMEMBERED_PLANS = 8

    def __init__(self) -> None:
        # no lock (the group modules stay free of threads and I/O): each use
        # is one dict operation or a rebinding, so an assignor shared by
        # consumers in several threads stays whole
        self._targets: dict[Hashable, Assignments] = {}

    def assign(
        self,
        members: Sequence[MemberSubscription],
        partition_counts: Mapping[str, int],
        partition_racks: PartitionRacks = NO_RACKS,
    ) -> Assignments:
        members = distinct(members)
        owned_now = {m.member_id: m.subscription.owned_partitions for m in members}
        key = _round_key(members, owned_now, partition_counts, partition_racks)
        target = self._targets.pop(key, None)
        if target is not None:
            # the round after a plan, as it meant: every partition given up is
            # free now and goes to its new owner; nothing is held back again
            return target
        plan, target = self._work_out(members, partition_counts, partition_racks)
        if plan != target:
            after = _round_key(members, plan, partition_counts, partition_racks)
            kept = list(self._targets.items())[1 - self.REMEMBERED_PLANS :]
            self._targets = dict([*kept, (after, target)])
        return plan

    def _work_out(
        self,
        members: Sequence[MemberSubscription],
        partition_counts: Mapping[str, int],
        partition_racks: PartitionRacks,
    ) -> tuple[Assignments, Assignments]:
        """The plan (moves held back) and the target it leads to."""
        ordered = sorted(members, key=sort_key)
        topics_of = {m.member_id: set(m.subscription.topics) for m in ordered}
        valid = {
            (t, p)
            for t in sorted({t for m in ordered for t in m.subscription.topics})
            for p in range(max(partition_counts.get(t, 0), 0))
        }
        racks = _StickyRacks(ordered, sorted(valid), partition_racks)
        owner: dict[_TP, str] = {}
        generation: dict[_TP, int] = {}
        #: partitions a member names as owned but no longer subscribes to: the
        #: claim stands until its SyncGroup answer, so no one else gets them yet
        dropped: dict[_TP, str] = {}
        for m in ordered:
            for topic, numbers in m.subscription.owned_partitions.items():
                subscribed = topic in topics_of[m.member_id]
                for p in numbers:
                    tp = (topic, p)
                    if tp not in valid:
                        continue
                    if not subscribed:
                        dropped.setdefault(tp, m.member_id)
                        continue
                    claim, newest = _generation(m.subscription), generation.get(tp, -2)
                    if claim > newest:
                        owner[tp] = m.member_id
                        generation[tp] = claim
                    elif claim == newest and owner.get(tp) != m.member_id:
                        # two members claim it from one generation: neither
                        # claim is believed (as Java's sticky assignors rule),
                        # so it is free, and only a newer claim can win it
                        owner.pop(tp, None)
        held: dict[str, set[_TP]] = {m.member_id: set() for m in ordered}
        for tp, member_id in owner.items():
            # even one outside its member's rack: the last step moves it only
            # where that matches more, so a plan does not churn round after round
            held[member_id].add(tp)
        order = [m.member_id for m in ordered]
        subscribers: dict[str, list[int]] = {}
        for i, mid in enumerate(order):
            for t in topics_of[mid]:
                subscribers.setdefault(t, []).append(i)
        # the partitions fewest members can take first (as Java's sticky
        # assignors sort them): a partition given up last round then goes
        # where that round meant it to, not back to its old owner on a tie
        free = sorted(
            valid - owner.keys(),
            key=lambda tp: (racks.close_members(tp), len(subscribers.get(tp[0], ())), tp),
        )
        _hand_out(free, order, held, subscribers, racks)
        state = _Holdings(order, held, topics_of, owner, racks, subscribers)
        for _ in range(len(valid) * max(len(order), 1)):  # each pass moves one partition
            # chains between members that share no topic only when no direct
            # move is left: looking for them costs more
            if not state.move_one(stuck=False) and (racks.aware or not state.move_one(stuck=True)):
                break
        if racks.aware:
            state.align()
            state.swap_back()
        else:
            state.take_back()
        plan, target = empty_plan(members), empty_plan(members)
        for member_id, tps in held.items():
            for topic, p in sorted(tps):
                target[member_id].setdefault(topic, []).append(p)
                if owner.get((topic, p), dropped.get((topic, p), member_id)) != member_id:
                    continue  # its owner revokes it first (step 3)
                plan[member_id].setdefault(topic, []).append(p)
        return plan, target


_TP = tuple[str, int]


def _hand_out(
    free: Sequence[_TP],
    order: Sequence[str],
    held: dict[str, set[_TP]],
    subscribers: Mapping[str, Sequence[int]],
    racks: _StickyRacks,
) -> None:
    """Each free partition, in the order given, to the subscriber with the
    fewest (the first in order among equals, one in a replica's rack before
    one that is not). A heap per topic, and per topic and rack, of (count,
    member index): counts only grow here, so an entry found below its
    member's count is pushed back with the count it has. O(F log M) plus a
    heap entry per subscription, where a scan of the members for each
    partition was O(F M)."""
    load = [len(held[mid]) for mid in order]
    by_topic: dict[str, list[tuple[int, int]]] = {}
    by_rack: dict[tuple[str, str], list[tuple[int, int]]] = {}

    def lightest(heap: list[tuple[int, int]]) -> tuple[int, int]:
        while heap[0][0] != load[heap[0][1]]:
            heapreplace(heap, (load[heap[0][1]], heap[0][1]))
        return heap[0]

    for tp in free:
        topic = tp[0]
        heap = by_topic.get(topic)
        if heap is None:
            heap = by_topic[topic] = [(load[i], i) for i in subscribers.get(topic, ())]
            heapify(heap)
        if not heap:
            continue
        count, pick = lightest(heap)
        if racks.aware:
            near = len(order)
            for rack in racks.partition_racks.get(tp, ()):
                rheap = by_rack.get((topic, rack))
                if rheap is None:
                    rheap = by_rack[(topic, rack)] = [
                        (load[i], i)
                        for i in subscribers.get(topic, ())
                        if racks.member_racks.get(order[i]) == rack
                    ]
                    heapify(rheap)
                if rheap:
                    rcount, i = lightest(rheap)
                    if rcount == count and i < near:
                        near = i
            if near < len(order):
                pick = near
        held[order[pick]].add(tp)
        load[pick] += 1


#: how many more members in its rack the rack step asks for a swap that
#: costs no revocation, once it has found one that costs one: asking them
#: all cost seconds in large groups of owned partitions, and asking more
#: than one spared few more (213 give-backs in 20,000 random groups to 215)
_SWAP_LOOKAHEAD = 1


class _Holdings:
    """What each member holds while cooperative-sticky balances, indexed so
    that each step costs about the members and topics it looks at, not every
    partition: each member's partitions by topic, by whether it owned them
    and by their replicas' racks, each a heap of partition ranks (highest
    partition first; an entry no longer held is dropped when met), and the
    members sorted by (count, index), kept sorted as partitions move."""

    def __init__(
        self,
        order: Sequence[str],
        held: dict[str, set[_TP]],
        topics_of: Mapping[str, set[str]],
        owner: Mapping[_TP, str],
        racks: _StickyRacks,
        subscribers: Mapping[str, Sequence[int]],
    ) -> None:
        self.order = order
        self.index = {mid: i for i, mid in enumerate(order)}
        self.held = held
        self.topics_of = topics_of
        self.owner = owner
        self.racks = racks
        self.subscribers = subscribers
        self.holder = {tp: mid for mid, tps in held.items() for tp in tps}
        #: with racks, how many partitions of each set of replica racks each
        #: member holds: the rack step skips a member with no swap to offer
        self.by_racks: dict[str, dict[frozenset[str], int]] = {mid: {} for mid in order}
        if racks.aware:
            for tp, mid in self.holder.items():
                key = racks.partition_racks.get(tp, frozenset())
                self.by_racks[mid][key] = self.by_racks[mid].get(key, 0) + 1
        self.by_rank = sorted(self.holder)
        self.rank = {tp: r for r, tp in enumerate(self.by_rank)}
        self.heaps: dict[str, dict[str, dict[tuple[bool, frozenset[str]], list[int]]]] = {}
        for mid, tps in held.items():
            mine = self.heaps[mid] = {}
            for tp in tps:
                mine.setdefault(tp[0], {}).setdefault(self._key(mid, tp), []).append(-self.rank[tp])
            for groups in mine.values():
                for heap in groups.values():
                    heapify(heap)
        #: the same partitions per member by key alone, over all its topics:
        #: where a member's top partition is of a topic the taker wants, the
        #: best move is found without a look at each of its topics
        self.whole: dict[str, dict[tuple[bool, frozenset[str]], list[int]]] = {}
        for mid, tps in held.items():
            keyed = self.whole[mid] = {}
            for tp in tps:
                keyed.setdefault(self._key(mid, tp), []).append(-self.rank[tp])
            for heap in keyed.values():
                heapify(heap)
        #: (count, index) of every member, ascending; reversed, the heaviest
        #: with the last in order first, as the reverse of a stable sort
        self.ranked = sorted((len(held[mid]), i) for i, mid in enumerate(order))
        #: ``ranked`` less the members found with no heavier holder of any of
        #: their topics (``idle``): the balance step skips them without a look.
        #: One stays idle until its own count changes or a holder of one of
        #: its topics reaches two above it: ``waiting``, per topic, a heap of
        #: its idle subscribers by count, tells ``move`` whom to wake
        self.live = list(self.ranked)
        self.idle: set[int] = set()
        self.waiting: dict[str, list[tuple[int, int]]] = {}
        #: how many of each topic each member holds, and per topic a heap of
        #: its holders, heaviest (then last in order) first: an entry is
        #: pushed at each change of a count and dropped when met out of date
        self.holding: dict[str, dict[str, int]] = {mid: {} for mid in order}
        for tp, mid in self.holder.items():
            self.holding[mid][tp[0]] = self.holding[mid].get(tp[0], 0) + 1
        self.holders: dict[str, list[tuple[int, int]]] = {}
        for i, mid in enumerate(order):
            for topic in self.holding[mid]:
                self.holders.setdefault(topic, []).append((-len(held[mid]), -i))
        for entries in self.holders.values():
            heapify(entries)
        #: per topic, how many of its subscribers hold each count (and the
        #: least): kept only once the rack step asks (``keeps_balance``), so
        #: balancing pays nothing for it
        self.tally: dict[str, dict[int, int]] = {}
        self.least: dict[str, int] = {}

    def _key(self, member_id: str, tp: _TP) -> tuple[bool, frozenset[str]]:
        return (
            self.owner.get(tp) != member_id,
            self.racks.partition_racks.get(tp, frozenset()),
        )

    def _recount(self, member_id: str, delta: int) -> None:
        entry = (len(self.held[member_id]), self.index[member_id])
        del self.ranked[bisect_left(self.ranked, entry)]
        insort(self.ranked, (entry[0] + delta, entry[1]))
        if entry[1] in self.idle:
            self.idle.discard(entry[1])
        else:
            del self.live[bisect_left(self.live, entry)]
        insort(self.live, (entry[0] + delta, entry[1]))
        if self.tally:
            was, now = entry[0], entry[0] + delta
            mine, kept = self.topics_of[member_id], self.tally
            for topic in mine if len(mine) < len(kept) else [t for t in kept if t in mine]:
                tally = kept.get(topic)
                if tally is None:
                    continue
                tally[was] -= 1
                tally[now] = tally.get(now, 0) + 1
                if now < self.least[topic]:
                    self.least[topic] = now
                elif not tally[was] and was == self.least[topic]:
                    # the last at the least went up by one: the least with it
                    self.least[topic] = now

    def _rest(self, count: int, i: int) -> None:
        """Set member ``i`` (of ``count``) idle: no holder of its topics is
        two above it."""
        del self.live[bisect_left(self.live, (count, i))]
        self.idle.add(i)
        for topic in self.topics_of[self.order[i]]:
            heappush(self.waiting.setdefault(topic, []), (count, i))

    def _wake(self, topic: str, count: int) -> None:
        """A holder of ``topic`` now holds ``count``: every idle subscriber
        of it two or more below may take one again."""
        heap = self.waiting.get(topic)
        while heap and heap[0][0] <= count - 2:
            was, i = heappop(heap)
            # an entry of one woken (by its count or another topic) is stale
            if i in self.idle and was == len(self.held[self.order[i]]):
                self.idle.discard(i)
                insort(self.live, (was, i))

    def _least_subscriber(self, topic: str) -> int:
        """The fewest partitions any subscriber of ``topic`` holds."""
        if topic not in self.tally:
            tally: dict[int, int] = {}
            for i in self.subscribers.get(topic, ()):
                n = len(self.held[self.order[i]])
                tally[n] = tally.get(n, 0) + 1
            self.tally[topic] = tally
            self.least[topic] = min(tally, default=0)
        return self.least[topic]

    def move(self, tp: _TP, source: str, target: str) -> None:
        self._recount(source, -1)
        self._recount(target, 1)
        self.held[source].discard(tp)
        self.held[target].add(tp)
        self.holder[tp] = target
        if self.racks.aware:
            replica_racks = self.racks.partition_racks.get(tp, frozenset())
            self.by_racks[source][replica_racks] -= 1
            self.by_racks[target][replica_racks] = self.by_racks[target].get(replica_racks, 0) + 1
        topic = tp[0]
        self.holding[source][topic] -= 1
        if not self.holding[source][topic]:
            del self.holding[source][topic]
        self.holding[target][topic] = self.holding[target].get(topic, 0) + 1
        # the target's entries go up now; the source's, higher than its
        # count now, are put right when met (``_top_holder``): a member
        # giving from many topics costs no push in each
        entry = (-len(self.held[target]), -self.index[target])
        for topic in self.holding[target]:
            heappush(self.holders[topic], entry)
        if self.idle:
            count = len(self.held[target])
            for topic in self.holding[target]:
                self._wake(topic, count)
        groups = self.heaps[target].setdefault(tp[0], {})
        key = self._key(target, tp)
        heappush(groups.setdefault(key, []), -self.rank[tp])
        heappush(self.whole[target].setdefault(key, []), -self.rank[tp])

    def _heaviest_holder(self, light: str, light_count: int) -> tuple[int, int]:
        """(count, index) of the heaviest holder of one of ``light``'s topics
        (last in order among equals), when it holds two more than
        ``light_count``; else one that does not. The heaviest members are
        tried first, a few, each by whether it holds one of those topics:
        where members share their topics the first one is it, and a member
        of many topics costs a few tests, not one per topic."""
        wanted = self.topics_of[light]
        ranked = self.ranked
        for at in range(len(ranked) - 1, max(len(ranked) - 5, -1), -1):
            count, i = ranked[at]
            if count <= light_count + 1:
                return (count, i)
            holding = self.holding[self.order[i]]
            if len(wanted) < len(holding):
                if any(t in holding for t in wanted):
                    return (count, i)
            elif not wanted.isdisjoint(holding):
                return (count, i)
        return max(
            (self._top_holder(t) for t in wanted if t in self.holders),
            default=(0, 0),
        )

    def _top_holder(self, topic: str) -> tuple[int, int]:
        """(count, index) of the topic's heaviest holder, last in order
        among equals; (0, 0) when none holds it."""
        heap = self.holders[topic]
        while heap:
            count, i = -heap[0][0], -heap[0][1]
            member_id = self.order[i]
            if topic not in self.holding[member_id]:
                heappop(heap)
                continue
            now = len(self.held[member_id])
            if count == now:
                return (count, i)
            # an entry from before the member gave some away (one above its
            # count is always there, so none below it hides it): it goes
            # back in at the count it has
            heapreplace(heap, (-now, -i))
        return (0, 0)

    def _top(self, member_id: str, heap: list[int]) -> _TP | None:
        held = self.held[member_id]
        while heap:
            tp = self.by_rank[-heap[0]]
            if tp in held:
                return tp
            heappop(heap)
        return None

    def best_move(self, heavy: str, light: str) -> tuple[int, bool, _TP] | None:
        """The highest (rack gain, not owned by ``heavy``, partition) of
        ``heavy``'s partitions of ``light``'s topics: the one to pass over."""
        wanted = self.topics_of[light]
        best: tuple[int, bool, _TP] | None = None
        # the gain is the key's (it holds the partitions' racks), so a key
        # that cannot beat the best so far is not looked into
        light_rack = self.racks.member_racks.get(light)
        heavy_rack = self.racks.member_racks.get(heavy)
        keyed = self.whole[heavy]
        for key in list(keyed):
            not_owned, replica_racks = key
            gain = int(light_rack in replica_racks) - int(heavy_rack in replica_racks)
            if best is not None and (gain, not_owned) < best[:2]:
                continue
            tp = self._top(heavy, keyed[key])
            if tp is None:
                del keyed[key]
                continue
            if tp[0] not in wanted:
                # its top is of a topic ``light`` does not take: each topic
                # ``light`` takes is looked at
                tp = self._top_of(heavy, key, wanted)
                if tp is None:
                    continue
            found = (gain, not_owned, tp)
            if best is None or found > best:
                best = found
        return best

    def _top_of(
        self, member_id: str, key: tuple[bool, frozenset[str]], wanted: set[str]
    ) -> _TP | None:
        """The member's highest partition of ``key`` in the topics ``wanted``."""
        mine = self.heaps[member_id]
        topics = [t for t in wanted if t in mine] if len(wanted) < len(mine) else list(mine)
        best: _TP | None = None
        for topic in topics:
            if topic not in wanted:
                continue
            groups = mine[topic]
            heap = groups.get(key)
            if heap is None:
                continue
            tp = self._top(member_id, heap)
            if tp is None:
                del groups[key]
                if not groups:
                    del mine[topic]
                continue
            if best is None or tp > best:
                best = tp
        return best

    def move_one(self, *, stuck: bool) -> bool:
        """One balancing move, the one a sort of the members by count and a
        scan of every pair in that order would find first (lightest with
        the first in order first, against heaviest with the last first)."""
        ranked = self.ranked
        order = self.order
        # each member's chains, found once: nothing moves until this returns
        reach: dict[str, dict[str, tuple[str, _TP]]] = {}
        # the idle members can be passed over: none has a move (without
        # chains), so many members no heavier one shares a topic with cost
        # nothing at each move, where each was looked at again
        lights = ranked if stuck else self.live
        at = 0
        while at < len(lights):
            light_count, li = lights[at]
            at += 1
            if ranked[-1][0] <= light_count + 1:
                return False  # no heavier member for this one or any after it
            light = order[li]
            if not stuck:
                # the first heavier member (by count, then last in order)
                # with a partition this one can take: the top holder of one
                # of its topics. O(its topics) where trying every heavier
                # member was O(members)
                heaviest = self._heaviest_holder(light, light_count)
                if heaviest[0] <= light_count + 1:
                    at -= 1  # its entry leaves ``live``
                    self._rest(light_count, li)
                    continue
                heavies = [heaviest]
            else:
                heavies = ranked[::-1]
            for heavy_count, hi in heavies:
                if heavy_count <= light_count + 1:
                    break
                heavy = order[hi]
                # the move that matches a rack goes first (racks before
                # ownership, as in Java); then one the heavy member was given
                # this round before one it owned: moving that costs no
                # revocation (stickiness). Once ``stuck`` there is none:
                # the pass that found no move had the same holdings
                best = None if stuck else self.best_move(heavy, light)
                chain_wanted = not best[1] if best is not None else stuck
                if not self.racks.aware and chain_wanted:
                    # one that costs ``heavy`` a partition it owns, or (once
                    # ``stuck``) no direct move: a chain of partitions given
                    # this round, each passed one member on, balances the
                    # same without a revocation
                    if heavy not in reach:
                        reach[heavy] = self.free_reach(heavy)
                    chain = _chain(heavy, light, reach[heavy])
                    if chain:
                        self.pass_on(chain)
                        return True
                if best is not None:
                    self.move(best[2], heavy, light)
                    return True
        return False

    def align(self) -> None:
        """Move or swap partitions outside their member's rack (or held by
        one without a rack) to a member in their rack while that matches more
        and keeps the balance already reached (``keeps_balance``: with
        members of different subscriptions, counts within one of each other
        are not enough). Each change matches at least one more partition, so
        this ends."""
        racks = self.racks
        #: by topic and replica racks, the members (by index) in one of
        #: those racks and subscribed to the topic: the only ones to try
        near_by: dict[tuple[str, frozenset[str]], list[int]] = {}
        changed = True
        while changed:
            changed = False
            for away in self.order:
                for tp in sorted(self.held[away]):
                    if tp in self.held[away] and not racks.match(away, tp):
                        key = (tp[0], racks.partition_racks.get(tp, frozenset()))
                        if key not in near_by:
                            near_by[key] = [
                                i
                                for i in self.subscribers.get(tp[0], ())
                                if racks.member_racks.get(self.order[i]) in key[1]
                            ]
                        changed |= self._realign(tp, away, near_by[key])

    def _realign(self, tp: _TP, away: str, nears: Sequence[int]) -> bool:
        # a move to a lighter member first, before a swap with any: a swap
        # may take from ``near`` a partition it owned, a move costs it none
        count = len(self.held[away])
        # (none lighter at all, as when every count is the same: no look)
        for i in nears if self.ranked[0][0] < count else ():
            near = self.order[i]
            if len(self.held[near]) < count and self.keeps_balance([(tp, away, near)]):
                # the two counts trade places: with members of different
                # subscriptions that alone can leave ``near`` two above a
                # member of one of its topics, hence the test
                self.move(tp, away, near)
                return True
        fallback: tuple[str, _TP, int] | None = None
        looked = 0
        for i in nears:
            near = self.order[i]
            if near == away:
                continue
            if fallback is not None:
                looked += 1
                if looked > _SWAP_LOOKAHEAD:
                    break
            # a swap: best the one it gains most by, then one ``near`` did not own
            near_rack, away_rack = (
                self.racks.member_racks.get(near),
                self.racks.member_racks.get(away),
            )
            if not any(
                count and (near_rack not in replica_racks or away_rack in replica_racks)
                for replica_racks, count in self.by_racks[near].items()
            ):
                continue  # every partition it holds would lose a match: no swap
            swap = self.best_move(near, away)
            if (
                swap is not None
                and swap[0] >= 0  # 1 for tp, and this one lost at most 0
                and self.keeps_balance([(tp, away, near), (swap[2], near, away)])
            ):
                # one that takes from ``near`` a partition it owned waits
                # while the next member (``_SWAP_LOOKAHEAD``) is asked for
                # one that matches as many and costs no revocation
                if not swap[1]:
                    if fallback is None:
                        fallback = (near, swap[2], swap[0])
                    continue
                if fallback is not None and swap[0] < fallback[2]:
                    continue
                self.move(tp, away, near)
                self.move(swap[2], near, away)
                return True
        if fallback is not None:
            self.move(tp, away, fallback[0])
            self.move(fallback[1], fallback[0], away)
            return True
        return False

    def swap_back(self) -> None:
        """With racks, once aligned: a partition taken from its owner goes
        back to it in a swap for one the owner holds but did not own, where
        no rack match is lost and balance holds: the counts stay, and the
        owner is spared a revocation. Without it a round worked out afresh
        after this plan could hand the freed partition back to its owner (a
        plan of the same balance and matches, one revocation fewer). One
        pass, in the order of the holders: each swap puts one more
        partition back with its owner and takes none from its own."""
        racks = self.racks
        away = sorted(
            (self.index[self.holder[tp]], tp)
            for tp, was in self.owner.items()
            if self.holder[tp] != was
        )
        #: whether a member holds partitions it did not own (by the keys of
        #: its holdings; an owner that held only its own, as one that owned
        #: all, is then passed over at once for each partition it lost)
        given: dict[str, bool] = {}
        for _, tp in away:
            holder, was = self.holder[tp], self.owner[tp]
            if holder == was:
                continue
            trade = len(self.held[was]) + 1 == len(self.held[holder])
            if was not in given:
                given[was] = any(not_owned for not_owned, _ in self.whole[was])
            if not trade and not given[was]:
                continue
            # what the owner taking ``tp`` back wins (or loses) in matches
            base = racks.gain(tp, holder, was)
            if trade and base >= 0 and self.keeps_balance([(tp, holder, was)]):
                # the two counts trade places, as balance allows
                self.move(tp, holder, was)
                continue
            wanted = self.topics_of[holder]
            holder_rack, was_rack = racks.member_racks.get(holder), racks.member_racks.get(was)
            best: tuple[int, _TP] | None = None
            keyed = self.whole[was]
            for key in list(keyed):
                not_owned, replica_racks = key
                if not not_owned:
                    continue  # passing on one it owned costs the revocation saved
                gain = int(holder_rack in replica_racks) - int(was_rack in replica_racks)
                if base + gain < 0 or (best is not None and gain < best[0]):
                    continue
                q = self._top(was, keyed[key])
                if q is None:
                    del keyed[key]
                    continue
                if q[0] not in wanted:
                    q = self._top_of(was, key, wanted)
                    if q is None:
                        continue
                if best is None or (gain, q) > best:
                    best = (gain, q)
            if best is None:
                continue
            q = best[1]
            if q[0] == tp[0] or self.keeps_balance([(tp, holder, was), (q, was, holder)]):
                self.move(tp, holder, was)
                self.move(q, was, holder)
                given.pop(holder, None)  # it may hold one it did not own now

    def keeps_balance(self, moves: Sequence[tuple[_TP, str, str]]) -> bool:
        """Whether the balance step's rule still holds after ``moves`` (each
        partition from its source to its target): no member holds two more
        than another subscribed to one of the topics it holds. Only the
        members that move can break it, and only against a member at least
        two away in count: the lightest and heaviest counts, each topic's
        least subscriber and heaviest holder rule most out at once."""
        delta: dict[str, int] = {}
        topics_delta: dict[str, dict[str, int]] = {}
        for (topic, _), source, target in moves:
            for member_id, d in ((source, -1), (target, 1)):
                delta[member_id] = delta.get(member_id, 0) + d
                per_topic = topics_delta.setdefault(member_id, {})
                per_topic[topic] = per_topic.get(topic, 0) + d
        count = {mid: len(self.held[mid]) + d for mid, d in delta.items()}

        def topics_held(member_id: str) -> set[str]:
            holding = dict(self.holding[member_id])
            for topic, d in topics_delta.get(member_id, {}).items():
                holding[topic] = holding.get(topic, 0) + d
            return {t for t, n in holding.items() if n > 0}

        def lighter(topic: str, most: int) -> bool:
            """A member not moving, subscribed to ``topic``, holding ``most`` or fewer."""
            return self._least_subscriber(topic) <= most and any(
                (other := self.order[i]) not in count and len(self.held[other]) <= most
                for i in self.subscribers.get(topic, ())
            )

        def heavier(topic: str, least: int) -> bool:
            """A member not moving, holding ``topic``, holding ``least`` or more."""
            return (
                topic in self.holders
                and self._top_holder(topic)[0] >= least
                and any(
                    (other := self.order[i]) not in count
                    and topic in self.holding[other]
                    and len(self.held[other]) >= least
                    for i in self.subscribers.get(topic, ())
                )
            )

        lightest, heaviest = self.ranked[0][0], self.ranked[-1][0]
        for member_id, mine in count.items():
            held = topics_held(member_id)
            for other, theirs in count.items():
                if theirs <= mine - 2 and not self.topics_of[other].isdisjoint(held):
                    return False
            if lightest <= mine - 2 and any(lighter(t, mine - 2) for t in held):
                return False
            if heaviest >= mine + 2 and any(
                heavier(t, mine + 2) for t in self.topics_of[member_id]
            ):
                return False
        return True

    def pass_on(self, chain: Sequence[tuple[str, str, _TP]]) -> None:
        for source, target, tp in chain:
            self.move(tp, source, target)

    def free_reach(self, start: str) -> dict[str, tuple[str, _TP]]:
        """The members ``start`` can pass a partition to by a chain of moves,
        each of a partition its holder did not own (so no move costs a
        revocation), with the member and partition each is reached from."""
        # breadth first (shortest chains), members in order and the highest
        # partition first, so the same input finds the same chains; the
        # members not yet reached are kept by topic, so each is found once
        came_from: dict[str, tuple[str, _TP]] = {}
        seen = {start}
        unreached: dict[str, set[str]] = {}
        frontier = [start]
        while frontier:
            following: list[str] = []
            for source in frontier:
                found: dict[str, _TP] = {}
                for topic, tp in self._given(source).items():
                    if topic not in unreached:
                        unreached[topic] = {
                            mid
                            for i in self.subscribers.get(topic, ())
                            if (mid := self.order[i]) not in seen
                        }
                    for target in unreached[topic]:
                        if target not in found or tp > found[target]:
                            found[target] = tp
                for target in sorted(found, key=self.index.__getitem__):
                    came_from[target] = (source, found[target])
                    seen.add(target)
                    for topic in self.topics_of[target]:
                        if topic in unreached:
                            unreached[topic].discard(target)
                    following.append(target)
            frontier = following
        return came_from

    def _given(self, member_id: str) -> dict[str, _TP]:
        """The highest partition of each topic the member holds but did not own."""
        best: dict[str, _TP] = {}
        if len(self.heaps[member_id]) > 8 and not any(
            not_owned and self._top(member_id, heap) is not None
            for (not_owned, _), heap in self.whole[member_id].items()
        ):
            return best  # of many topics, all it owned: none need be looked at
        for topic, groups in self.heaps[member_id].items():
            for (not_owned, _), heap in groups.items():
                if not_owned:
                    tp = self._top(member_id, heap)
                    if tp is not None and (topic not in best or tp > best[topic]):
                        best[topic] = tp
        return best

    def take_back(self) -> None:
        """Undo a move where the counts allow: a partition taken from its owner
        goes back when the owner can pass a partition it did not own on, by a
        chain, to the member that lost it. Every count stays, so balance holds,
        and each change saves one revocation, so this ends. A plan that can
        save none is one a fresh round after it finishes as it meant: handing a
        freed partition back to its old owner would then be such a saving."""
        changed = True
        while changed:
            changed = False
            # the owner's reach, once per owner: only a change alters it, and a
            # change starts the search over; the partitions away from their
            # owners in the order of their holders, then by partition
            reach: dict[str, dict[str, tuple[str, _TP]]] = {}
            away = sorted(
                (self.index[self.holder[tp]], tp)
                for tp, was in self.owner.items()
                if self.holder[tp] != was
            )
            for i, tp in away:
                holder, was = self.order[i], self.owner[tp]
                if was not in reach:
                    reach[was] = self.free_reach(was)
                chain = _chain(was, holder, reach[was])
                if chain:
                    self.move(tp, holder, was)
                    self.pass_on(chain)
                    changed = True
                    break


def _chain(
    start: str, end: str, came_from: Mapping[str, tuple[str, _TP]]
) -> list[tuple[str, str, _TP]]:
    """The moves from ``start`` to ``end`` in a ``free_reach`` answer, or none."""
    chain = []
    at = end
    while at != start:
        if at not in came_from:
            return []
        source, tp = came_from[at]
        chain.append((source, at, tp))
        at = source
    return chain


class _StickyRacks:
    """The racks of cooperative-sticky's members and partitions, when they count."""

    def __init__(
        self,
        ordered: Sequence[MemberSubscription],
        partitions: Sequence[tuple[str, int]],
        partition_racks: PartitionRacks,
    ) -> None:
        member_racks = {m.member_id: r for m in ordered if (r := member_rack(m)) is not None}
        self.aware = bool(member_racks) and racks_count(
            set(member_racks.values()), partitions, partition_racks
        )
        self.member_racks = member_racks if self.aware else {}
        self.partition_racks = partition_racks if self.aware else NO_RACKS
        self._close: dict[tuple[str, int], int] = {}
        if self.aware:
            per_rack: dict[str, int] = {}
            for rack in member_racks.values():
                per_rack[rack] = per_rack.get(rack, 0) + 1
            self._close = {
                tp: sum(per_rack.get(r, 0) for r in partition_racks.get(tp, ()))
                for tp in partitions
            }

    def match(self, member_id: str, tp: tuple[str, int]) -> bool:
        """Whether the member has a rack with a replica of the partition."""
        rack = self.member_racks.get(member_id)
        return rack is not None and rack in self.partition_racks.get(tp, frozenset())

    def close_members(self, tp: tuple[str, int]) -> int:
        """How many members have a rack with a replica of ``tp``."""
        return self._close.get(tp, 0)

    def gain(self, tp: tuple[str, int], source: str, target: str) -> int:
        """Matches won (1), lost (-1) or neither by moving ``tp`` from
        ``source`` to ``target``."""
        return int(self.match(target, tp)) - int(self.match(source, tp))


def _round_key(
    members: Sequence[MemberSubscription],
    owned: Mapping[str, Mapping[str, Sequence[int]]],
    partition_counts: Mapping[str, int],
    partition_racks: PartitionRacks,
) -> Hashable:
    """What a cooperative-sticky round is worked out from, as one hashable value."""
    return (
        frozenset(
            (
                m.member_id,
                m.group_instance_id,
                frozenset(m.subscription.topics),
                member_rack(m),
                frozenset((t, p) for t, ps in owned.get(m.member_id, {}).items() for p in ps),
            )
            for m in members
        ),
        frozenset(partition_counts.items()),
        frozenset(partition_racks.items()),
    )


def _generation(sub: Subscription) -> int:
    """The generation a cooperative member's claims are from: the subscription's
    own field from v2 (KIP-792), when it has one; else the bare int32 that
    Java's CooperativeStickyAssignor puts in its user data (Java reads the
    first four bytes of any user data: librdkafka's, longer, starts with a
    topic count, which is not taken for a generation here)."""
    if sub.version >= 2 and sub.generation_id != -1:
        return sub.generation_id
    data = sub.user_data
    if data is not None and len(data) == 4:
        return int.from_bytes(data, "big", signed=True)
    return -1
