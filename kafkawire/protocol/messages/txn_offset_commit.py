# generated from defs/028-txn-offset-commit.kw; do not edit
"""TxnOffsetCommit: API key 28, versions 0..5, flexible from 3."""

# mypy: disable-error-code="assignment,arg-type,operator,index,union-attr,misc,var-annotated"

from __future__ import annotations

from struct import Struct as _Struct
from uuid import UUID

from kafkawire.protocol.codec_support import (
    Records,
    _absent,
    _array,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _Pb,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _uh,
    _ui,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import DEFAULT, ZERO_UUID, FieldSpec, Message, Struct

__all__ = ['TxnOffsetCommitRequest', 'TxnOffsetCommitRequestPartition', 'TxnOffsetCommitRequestTopic', 'TxnOffsetCommitResponse', 'TxnOffsetCommitResponsePartition', 'TxnOffsetCommitResponseTopic']

_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>iqi').unpack_from
_P2 = _Struct('>iqi').pack
_S3 = _Struct('>qhi').unpack_from
_P3 = _Struct('>qhi').pack
_S4 = _Struct('>i').unpack_from
_P4 = _Struct('>i').pack
_S5 = _Struct('>ih').unpack_from
_P5 = _Struct('>ih').pack


class TxnOffsetCommitRequestPartition(Struct):
    """Element TxnOffsetCommitRequestPartition of TxnOffsetCommit."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata')
    partition_index: int
    committed_offset: int
    committed_leader_epoch: int
    committed_metadata: str | None

    def __init__(
        self,
        partition_index: int = 0,
        committed_offset: int = 0,
        committed_leader_epoch: int = -1,
        committed_metadata: str | None = "",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.committed_metadata = committed_metadata
        self.unknown_tags = unknown_tags


class TxnOffsetCommitRequestTopic(Struct):
    """Element TxnOffsetCommitRequestTopic of TxnOffsetCommit."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[TxnOffsetCommitRequestPartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[TxnOffsetCommitRequestPartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class TxnOffsetCommitRequest(Message):
    """TxnOffsetCommit request (API key 28), versions 0..5."""

    __slots__ = ('transactional_id', 'group_id', 'producer_id', 'producer_epoch', 'generation_id', 'member_id', 'group_instance_id', 'topics')
    API_KEY = 28
    API_NAME = 'TxnOffsetCommit'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    transactional_id: str
    group_id: str
    producer_id: int
    producer_epoch: int
    generation_id: int
    member_id: str
    group_instance_id: str | None
    topics: list[TxnOffsetCommitRequestTopic]

    def __init__(
        self,
        transactional_id: str = "",
        group_id: str = "",
        producer_id: int = 0,
        producer_epoch: int = 0,
        generation_id: int = -1,
        member_id: str = "",
        group_instance_id: str | None = None,
        topics: list[TxnOffsetCommitRequestTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.transactional_id = transactional_id
        self.group_id = group_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class TxnOffsetCommitResponsePartition(Struct):
    """Element TxnOffsetCommitResponsePartition of TxnOffsetCommit."""

    __slots__ = ('partition_index', 'error_code')
    partition_index: int
    error_code: int

    def __init__(
        self,
        partition_index: int = 0,
        error_code: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tags = unknown_tags


class TxnOffsetCommitResponseTopic(Struct):
    """Element TxnOffsetCommitResponseTopic of TxnOffsetCommit."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[TxnOffsetCommitResponsePartition]

    def __init__(
        self,
        name: str = "",
        partitions: list[TxnOffsetCommitResponsePartition] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class TxnOffsetCommitResponse(Message):
    """TxnOffsetCommit response (API key 28), versions 0..5."""

    __slots__ = ('throttle_time_ms', 'topics')
    API_KEY = 28
    API_NAME = 'TxnOffsetCommit'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_FROM = 3
    throttle_time_ms: int
    topics: list[TxnOffsetCommitResponseTopic]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        topics: list[TxnOffsetCommitResponseTopic] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags

TxnOffsetCommitRequestPartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('committed_offset', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('committed_leader_epoch', 'prim', 'int32', (2, 5), None, -1, ignorable=True),
    FieldSpec('committed_metadata', 'prim', 'string', (0, 5), (0, 5), ""),
)

TxnOffsetCommitRequestTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('partitions', 'array', 'TxnOffsetCommitRequestPartition', (0, 5), None, DEFAULT, struct=TxnOffsetCommitRequestPartition),
)

TxnOffsetCommitRequest.FIELDS = (
    FieldSpec('transactional_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('group_id', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('producer_id', 'prim', 'int64', (0, 5), None, 0),
    FieldSpec('producer_epoch', 'prim', 'int16', (0, 5), None, 0),
    FieldSpec('generation_id', 'prim', 'int32', (3, 5), None, -1),
    FieldSpec('member_id', 'prim', 'string', (3, 5), None, ""),
    FieldSpec('group_instance_id', 'prim', 'string', (3, 5), (3, 5), None),
    FieldSpec('topics', 'array', 'TxnOffsetCommitRequestTopic', (0, 5), None, DEFAULT, struct=TxnOffsetCommitRequestTopic),
)

TxnOffsetCommitResponsePartition.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 5), None, 0),
)

TxnOffsetCommitResponseTopic.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 5), None, ""),
    FieldSpec('partitions', 'array', 'TxnOffsetCommitResponsePartition', (0, 5), None, DEFAULT, struct=TxnOffsetCommitResponsePartition),
)

TxnOffsetCommitResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 5), None, 0),
    FieldSpec('topics', 'array', 'TxnOffsetCommitResponseTopic', (0, 5), None, DEFAULT, struct=TxnOffsetCommitResponseTopic),
)


def _d_TxnOffsetCommitRequestPartition_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset = _S1(buf, pos)
    pos += 12
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    return TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, -1, f_committed_metadata, None), pos


def _d_TxnOffsetCommitRequestTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 14 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_TxnOffsetCommitRequestPartition_v0(buf, pos, end)
            ap4(x5)
    return TxnOffsetCommitRequestTopic(f_name, f_partitions, None), pos


def _d_TxnOffsetCommitRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_producer_id, f_producer_epoch = _S0(buf, pos)
    pos += 10
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_TxnOffsetCommitRequestTopic_v0(buf, pos, end)
            ap6(x7)
    return TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, -1, "", None, f_topics, None), pos


def _d_TxnOffsetCommitRequestPartition_v2(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S2(buf, pos)
    pos += 16
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    return TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, None), pos


def _d_TxnOffsetCommitRequestTopic_v2(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_TxnOffsetCommitRequestPartition_v2(buf, pos, end)
            ap4(x5)
    return TxnOffsetCommitRequestTopic(f_name, f_partitions, None), pos


def _d_TxnOffsetCommitRequest_v2(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _uh(buf, pos)[0]
    pos += 2
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_producer_id, f_producer_epoch = _S0(buf, pos)
    pos += 10
    n5 = _ui(buf, pos)[0]
    pos += 4
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap6 = f_topics.append
        for _ in range(n5):
            x7, pos = _d_TxnOffsetCommitRequestTopic_v2(buf, pos, end)
            ap6(x7)
    return TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, -1, "", None, f_topics, None), pos


def _d_TxnOffsetCommitRequestPartition_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestPartition, int]:
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S2(buf, pos)
    pos += 16
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 == -1:
        f_committed_metadata = None
    elif n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_committed_metadata = str(buf[pos:e2], 'utf-8')
        pos = e2
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, u), pos


def _d_TxnOffsetCommitRequestTopic_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequestTopic, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 18 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_TxnOffsetCommitRequestPartition_v3(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitRequestTopic(f_name, f_partitions, u), pos


def _d_TxnOffsetCommitRequest_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_transactional_id = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id = str(buf[pos:e4], 'utf-8')
        pos = e4
    f_producer_id, f_producer_epoch, f_generation_id = _S3(buf, pos)
    pos += 14
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        e6 = pos + n5
        if e6 > end:
            raise _short(pos)
        f_member_id = str(buf[pos:e6], 'utf-8')
        pos = e6
    n7 = buf[pos]
    if n7 < 128:
        pos += 1
    else:
        n7, pos = _uvarint(buf, pos)
    n7 -= 1
    if n7 == -1:
        f_group_instance_id = None
    elif n7 < 0:
        raise _negative(pos)
    else:
        e8 = pos + n7
        if e8 > end:
            raise _short(pos)
        f_group_instance_id = str(buf[pos:e8], 'utf-8')
        pos = e8
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        if n9 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap10 = f_topics.append
        for _ in range(n9):
            x11, pos = _d_TxnOffsetCommitRequestTopic_v3(buf, pos, end)
            ap10(x11)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, f_generation_id, f_member_id, f_group_instance_id, f_topics, u), pos


def _e_TxnOffsetCommitRequestPartition_v0(o: TxnOffsetCommitRequestPartition, out: bytearray) -> None:
    out += _P1(o.partition_index, o.committed_offset)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_TxnOffsetCommitRequestTopic_v0(o: TxnOffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_TxnOffsetCommitRequestPartition_v0(x2, out)


def _e_TxnOffsetCommitRequest_v0(o: TxnOffsetCommitRequest, out: bytearray) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 0)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 0)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 0)
    b1 = o.transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P0(o.producer_id, o.producer_epoch)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_TxnOffsetCommitRequestTopic_v0(x3, out)


def _e_TxnOffsetCommitRequest_v1(o: TxnOffsetCommitRequest, out: bytearray) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 1)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 1)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 1)
    b1 = o.transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P0(o.producer_id, o.producer_epoch)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_TxnOffsetCommitRequestTopic_v0(x3, out)


def _e_TxnOffsetCommitRequestPartition_v2(o: TxnOffsetCommitRequestPartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.extend(b'\xff\xff')
    else:
        b1 = o.committed_metadata.encode()
        out += _Ph(len(b1))
        out += b1


def _e_TxnOffsetCommitRequestTopic_v2(o: TxnOffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_TxnOffsetCommitRequestPartition_v2(x2, out)


def _e_TxnOffsetCommitRequest_v2(o: TxnOffsetCommitRequest, out: bytearray) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 2)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 2)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 2)
    b1 = o.transactional_id.encode()
    out += _Ph(len(b1))
    out += b1
    b2 = o.group_id.encode()
    out += _Ph(len(b2))
    out += b2
    out += _P0(o.producer_id, o.producer_epoch)
    out += _Pi(len(o.topics))
    for x3 in o.topics:
        _e_TxnOffsetCommitRequestTopic_v2(x3, out)


def _e_TxnOffsetCommitRequestPartition_v3(o: TxnOffsetCommitRequestPartition, out: bytearray) -> None:
    out += _P2(o.partition_index, o.committed_offset, o.committed_leader_epoch)
    if o.committed_metadata is None:
        out.append(0)
    else:
        b1 = o.committed_metadata.encode()
        if len(b1) + 1 < 128:
            out.append(len(b1) + 1)
        else:
            out += _encode_uvarint(len(b1) + 1)
        out += b1
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TxnOffsetCommitRequestTopic_v3(o: TxnOffsetCommitRequestTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_TxnOffsetCommitRequestPartition_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TxnOffsetCommitRequest_v3(o: TxnOffsetCommitRequest, out: bytearray) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(len(b2) + 1)
    else:
        out += _encode_uvarint(len(b2) + 1)
    out += b2
    out += _P3(o.producer_id, o.producer_epoch, o.generation_id)
    b3 = o.member_id.encode()
    if len(b3) + 1 < 128:
        out.append(len(b3) + 1)
    else:
        out += _encode_uvarint(len(b3) + 1)
    out += b3
    if o.group_instance_id is None:
        out.append(0)
    else:
        b4 = o.group_instance_id.encode()
        if len(b4) + 1 < 128:
            out.append(len(b4) + 1)
        else:
            out += _encode_uvarint(len(b4) + 1)
        out += b4
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x5 in o.topics:
        _e_TxnOffsetCommitRequestTopic_v3(x5, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_TxnOffsetCommitResponsePartition_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponsePartition, int]:
    f_partition_index, f_error_code = _S5(buf, pos)
    pos += 6
    return TxnOffsetCommitResponsePartition(f_partition_index, f_error_code, None), pos


def _d_TxnOffsetCommitResponseTopic_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponseTopic, int]:
    n1 = _uh(buf, pos)[0]
    pos += 2
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_TxnOffsetCommitResponsePartition_v0(buf, pos, end)
            ap4(x5)
    return TxnOffsetCommitResponseTopic(f_name, f_partitions, None), pos


def _d_TxnOffsetCommitResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = _ui(buf, pos)[0]
    pos += 4
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 6 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_TxnOffsetCommitResponseTopic_v0(buf, pos, end)
            ap2(x3)
    return TxnOffsetCommitResponse(f_throttle_time_ms, f_topics, None), pos


def _d_TxnOffsetCommitResponsePartition_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponsePartition, int]:
    f_partition_index, f_error_code = _S5(buf, pos)
    pos += 6
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitResponsePartition(f_partition_index, f_error_code, u), pos


def _d_TxnOffsetCommitResponseTopic_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponseTopic, int]:
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_name = str(buf[pos:e2], 'utf-8')
        pos = e2
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 7 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_TxnOffsetCommitResponsePartition_v3(buf, pos, end)
            ap4(x5)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitResponseTopic(f_name, f_partitions, u), pos


def _d_TxnOffsetCommitResponse_v3(buf: memoryview, pos: int, end: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms = _S4(buf, pos)[0]
    pos += 4
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_TxnOffsetCommitResponseTopic_v3(buf, pos, end)
            ap2(x3)
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    if nt:
        last = -1
        for _ in range(nt):
            tg = buf[pos]
            if tg < 128:
                pos += 1
            else:
                tg, pos = _uvarint(buf, pos)
            sz = buf[pos]
            if sz < 128:
                pos += 1
            else:
                sz, pos = _uvarint(buf, pos)
            te = pos + sz
            if te > end:
                raise _short(pos)
            if tg <= last:
                raise _tag_order(pos)
            last = tg
            if u is None:
                u = {}
            u[tg] = bytes(buf[pos:te])
            pos = te
    return TxnOffsetCommitResponse(f_throttle_time_ms, f_topics, u), pos


def _e_TxnOffsetCommitResponsePartition_v0(o: TxnOffsetCommitResponsePartition, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code)


def _e_TxnOffsetCommitResponseTopic_v0(o: TxnOffsetCommitResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    out += _Ph(len(b1))
    out += b1
    out += _Pi(len(o.partitions))
    for x2 in o.partitions:
        _e_TxnOffsetCommitResponsePartition_v0(x2, out)


def _e_TxnOffsetCommitResponse_v0(o: TxnOffsetCommitResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        _e_TxnOffsetCommitResponseTopic_v0(x1, out)


def _e_TxnOffsetCommitResponsePartition_v3(o: TxnOffsetCommitResponsePartition, out: bytearray) -> None:
    out += _P5(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TxnOffsetCommitResponseTopic_v3(o: TxnOffsetCommitResponseTopic, out: bytearray) -> None:
    b1 = o.name.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x2 in o.partitions:
        _e_TxnOffsetCommitResponsePartition_v3(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_TxnOffsetCommitResponse_v3(o: TxnOffsetCommitResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_TxnOffsetCommitResponseTopic_v3(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


TxnOffsetCommitRequest.DECODERS = (_d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v2, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3,)
TxnOffsetCommitRequest.ENCODERS = (_e_TxnOffsetCommitRequest_v0, _e_TxnOffsetCommitRequest_v1, _e_TxnOffsetCommitRequest_v2, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3,)

TxnOffsetCommitResponse.DECODERS = (_d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3,)
TxnOffsetCommitResponse.ENCODERS = (_e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3,)
