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
    _B1,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _Ph,
    _Pi,
    _short,
    _tag_order,
    _tag_size,
    _i32s,
    _uh,
    _unknown_tags,
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


def _d_TxnOffsetCommitRequest_v0(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e10].decode()
        pos = e10
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e12].decode()
        pos = e12
    f_producer_id_3, f_producer_epoch_4 = _S0(buf, pos)
    pos += 10
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_8 = []
        ap14 = f_topics_8.append
        for _ in range(n13):
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_name_16 = buf[pos:e19].decode()
                pos = e19
            n20 = _ui(buf, pos)[0]
            pos += 4
            if n20 < 0:
                raise _negative(pos)
            else:
                if n20 * 14 > end - pos:
                    raise _short(pos)
                f_partitions_17 = []
                ap21 = f_partitions_17.append
                for _ in range(n20):
                    f_partition_index_23, f_committed_offset_24 = _S1(buf, pos)
                    pos += 12
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x22 = _new(TxnOffsetCommitRequestPartition)
                    x22.partition_index = f_partition_index_23
                    x22.committed_offset = f_committed_offset_24
                    x22.committed_leader_epoch = -1
                    x22.committed_metadata = f_committed_metadata_26
                    x22.unknown_tags = None
                    ap21(x22)
            x15 = _new(TxnOffsetCommitRequestTopic)
            x15.name = f_name_16
            x15.partitions = f_partitions_17
            x15.unknown_tags = None
            ap14(x15)
    o = _new(TxnOffsetCommitRequest)
    o.transactional_id = f_transactional_id_1
    o.group_id = f_group_id_2
    o.producer_id = f_producer_id_3
    o.producer_epoch = f_producer_epoch_4
    o.generation_id = -1
    o.member_id = ""
    o.group_instance_id = None
    o.topics = f_topics_8
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitRequest_v2(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n9 = _uh(buf, pos)[0]
    pos += 2
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e10].decode()
        pos = e10
    n11 = _uh(buf, pos)[0]
    pos += 2
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e12].decode()
        pos = e12
    f_producer_id_3, f_producer_epoch_4 = _S0(buf, pos)
    pos += 10
    n13 = _ui(buf, pos)[0]
    pos += 4
    if n13 < 0:
        raise _negative(pos)
    else:
        if n13 * 6 > end - pos:
            raise _short(pos)
        f_topics_8 = []
        ap14 = f_topics_8.append
        for _ in range(n13):
            n18 = _uh(buf, pos)[0]
            pos += 2
            if n18 < 0:
                raise _negative(pos)
            else:
                e19 = pos + n18
                if e19 > end:
                    raise _short(pos)
                f_name_16 = buf[pos:e19].decode()
                pos = e19
            n20 = _ui(buf, pos)[0]
            pos += 4
            if n20 < 0:
                raise _negative(pos)
            else:
                if n20 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_17 = []
                ap21 = f_partitions_17.append
                for _ in range(n20):
                    f_partition_index_23, f_committed_offset_24, f_committed_leader_epoch_25 = _S2(buf, pos)
                    pos += 16
                    n27 = _uh(buf, pos)[0]
                    pos += 2
                    if n27 == -1:
                        f_committed_metadata_26 = None
                    elif n27 < 0:
                        raise _negative(pos)
                    else:
                        e28 = pos + n27
                        if e28 > end:
                            raise _short(pos)
                        f_committed_metadata_26 = buf[pos:e28].decode()
                        pos = e28
                    x22 = _new(TxnOffsetCommitRequestPartition)
                    x22.partition_index = f_partition_index_23
                    x22.committed_offset = f_committed_offset_24
                    x22.committed_leader_epoch = f_committed_leader_epoch_25
                    x22.committed_metadata = f_committed_metadata_26
                    x22.unknown_tags = None
                    ap21(x22)
            x15 = _new(TxnOffsetCommitRequestTopic)
            x15.name = f_name_16
            x15.partitions = f_partitions_17
            x15.unknown_tags = None
            ap14(x15)
    o = _new(TxnOffsetCommitRequest)
    o.transactional_id = f_transactional_id_1
    o.group_id = f_group_id_2
    o.producer_id = f_producer_id_3
    o.producer_epoch = f_producer_epoch_4
    o.generation_id = -1
    o.member_id = ""
    o.group_instance_id = None
    o.topics = f_topics_8
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitRequest_v3(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    n9 = buf[pos]
    if n9 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n9 = (n9 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n9, pos = _uvarint(buf, pos)
    n9 -= 1
    if n9 < 0:
        raise _negative(pos)
    else:
        e10 = pos + n9
        if e10 > end:
            raise _short(pos)
        f_transactional_id_1 = buf[pos:e10].decode()
        pos = e10
    n11 = buf[pos]
    if n11 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n11 = (n11 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n11, pos = _uvarint(buf, pos)
    n11 -= 1
    if n11 < 0:
        raise _negative(pos)
    else:
        e12 = pos + n11
        if e12 > end:
            raise _short(pos)
        f_group_id_2 = buf[pos:e12].decode()
        pos = e12
    f_producer_id_3, f_producer_epoch_4, f_generation_id_5 = _S3(buf, pos)
    pos += 14
    n13 = buf[pos]
    if n13 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n13 = (n13 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n13, pos = _uvarint(buf, pos)
    n13 -= 1
    if n13 < 0:
        raise _negative(pos)
    else:
        e14 = pos + n13
        if e14 > end:
            raise _short(pos)
        f_member_id_6 = buf[pos:e14].decode()
        pos = e14
    n15 = buf[pos]
    if n15 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n15 = (n15 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n15, pos = _uvarint(buf, pos)
    n15 -= 1
    if n15 == -1:
        f_group_instance_id_7 = None
    elif n15 < 0:
        raise _negative(pos)
    else:
        e16 = pos + n15
        if e16 > end:
            raise _short(pos)
        f_group_instance_id_7 = buf[pos:e16].decode()
        pos = e16
    n17 = buf[pos]
    if n17 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n17 = (n17 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n17, pos = _uvarint(buf, pos)
    n17 -= 1
    if n17 < 0:
        raise _negative(pos)
    else:
        if n17 * 3 > end - pos:
            raise _short(pos)
        f_topics_8 = []
        ap18 = f_topics_8.append
        for _ in range(n17):
            n22 = buf[pos]
            if n22 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n22 = (n22 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n22, pos = _uvarint(buf, pos)
            n22 -= 1
            if n22 < 0:
                raise _negative(pos)
            else:
                e23 = pos + n22
                if e23 > end:
                    raise _short(pos)
                f_name_20 = buf[pos:e23].decode()
                pos = e23
            n24 = buf[pos]
            if n24 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n24 = (n24 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n24, pos = _uvarint(buf, pos)
            n24 -= 1
            if n24 < 0:
                raise _negative(pos)
            else:
                if n24 * 18 > end - pos:
                    raise _short(pos)
                f_partitions_21 = []
                ap25 = f_partitions_21.append
                for _ in range(n24):
                    f_partition_index_27, f_committed_offset_28, f_committed_leader_epoch_29 = _S2(buf, pos)
                    pos += 16
                    n31 = buf[pos]
                    if n31 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n31 = (n31 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n31, pos = _uvarint(buf, pos)
                    n31 -= 1
                    if n31 == -1:
                        f_committed_metadata_30 = None
                    elif n31 < 0:
                        raise _negative(pos)
                    else:
                        e32 = pos + n31
                        if e32 > end:
                            raise _short(pos)
                        f_committed_metadata_30 = buf[pos:e32].decode()
                        pos = e32
                    if buf[pos]:
                        u33, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u33 = None
                    x26 = _new(TxnOffsetCommitRequestPartition)
                    x26.partition_index = f_partition_index_27
                    x26.committed_offset = f_committed_offset_28
                    x26.committed_leader_epoch = f_committed_leader_epoch_29
                    x26.committed_metadata = f_committed_metadata_30
                    x26.unknown_tags = u33
                    ap25(x26)
            if buf[pos]:
                u34, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u34 = None
            x19 = _new(TxnOffsetCommitRequestTopic)
            x19.name = f_name_20
            x19.partitions = f_partitions_21
            x19.unknown_tags = u34
            ap18(x19)
    if buf[pos]:
        u35, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u35 = None
    o = _new(TxnOffsetCommitRequest)
    o.transactional_id = f_transactional_id_1
    o.group_id = f_group_id_2
    o.producer_id = f_producer_id_3
    o.producer_epoch = f_producer_epoch_4
    o.generation_id = f_generation_id_5
    o.member_id = f_member_id_6
    o.group_instance_id = f_group_instance_id_7
    o.topics = f_topics_8
    o.unknown_tags = u35
    return o, pos


def _e_TxnOffsetCommitRequest_v0(o: TxnOffsetCommitRequest, out: list[bytes]) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 0)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 0)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 0)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            out.append(_P1(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_TxnOffsetCommitRequest_v1(o: TxnOffsetCommitRequest, out: list[bytes]) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 1)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 1)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 1)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            out.append(_P1(x5.partition_index, x5.committed_offset))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_TxnOffsetCommitRequest_v2(o: TxnOffsetCommitRequest, out: list[bytes]) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 2)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 2)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 2)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            out.append(_P2(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch))
            if x5.committed_metadata is None:
                out.append(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out.append(_Ph(len(b6)))
                out.append(b6)


def _e_TxnOffsetCommitRequest_v3(o: TxnOffsetCommitRequest, out: list[bytes]) -> None:
    b1 = o.transactional_id.encode()
    if len(b1) + 1 < 128:
        out.append(_B1[len(b1) + 1])
    else:
        out.append(_encode_uvarint(len(b1) + 1))
    out.append(b1)
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_encode_uvarint(len(b2) + 1))
    out.append(b2)
    out.append(_P3(o.producer_id, o.producer_epoch, o.generation_id))
    b3 = o.member_id.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_encode_uvarint(len(b3) + 1))
    out.append(b3)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b4 = o.group_instance_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_encode_uvarint(len(b4) + 1))
        out.append(b4)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_encode_uvarint(len(b6) + 1))
        out.append(b6)
        if len(x5.partitions) + 1 < 128:
            out.append(_B1[len(x5.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x5.partitions) + 1))
        for x7 in x5.partitions:
            out.append(_P2(x7.partition_index, x7.committed_offset, x7.committed_leader_epoch))
            if x7.committed_metadata is None:
                out.append(b'\x00')
            else:
                b8 = x7.committed_metadata.encode()
                if len(b8) + 1 < 128:
                    out.append(_B1[len(b8) + 1])
                else:
                    out.append(_encode_uvarint(len(b8) + 1))
                out.append(b8)
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(b'\x00')
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


def _d_TxnOffsetCommitResponse_v0(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n3 = _ui(buf, pos)[0]
    pos += 4
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 6 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = _uh(buf, pos)[0]
            pos += 2
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = _ui(buf, pos)[0]
            pos += 4
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 6 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_error_code_14 = _S5(buf, pos)
                    pos += 6
                    x12 = _new(TxnOffsetCommitResponsePartition)
                    x12.partition_index = f_partition_index_13
                    x12.error_code = f_error_code_14
                    x12.unknown_tags = None
                    ap11(x12)
            x5 = _new(TxnOffsetCommitResponseTopic)
            x5.name = f_name_6
            x5.partitions = f_partitions_7
            x5.unknown_tags = None
            ap4(x5)
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitResponse_v3(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms_1 = _S4(buf, pos)[0]
    pos += 4
    n3 = buf[pos]
    if n3 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n3 = (n3 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n3, pos = _uvarint(buf, pos)
    n3 -= 1
    if n3 < 0:
        raise _negative(pos)
    else:
        if n3 * 3 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap4 = f_topics_2.append
        for _ in range(n3):
            n8 = buf[pos]
            if n8 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n8 = (n8 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n8, pos = _uvarint(buf, pos)
            n8 -= 1
            if n8 < 0:
                raise _negative(pos)
            else:
                e9 = pos + n8
                if e9 > end:
                    raise _short(pos)
                f_name_6 = buf[pos:e9].decode()
                pos = e9
            n10 = buf[pos]
            if n10 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n10 = (n10 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n10, pos = _uvarint(buf, pos)
            n10 -= 1
            if n10 < 0:
                raise _negative(pos)
            else:
                if n10 * 7 > end - pos:
                    raise _short(pos)
                f_partitions_7 = []
                ap11 = f_partitions_7.append
                for _ in range(n10):
                    f_partition_index_13, f_error_code_14 = _S5(buf, pos)
                    pos += 6
                    if buf[pos]:
                        u15, pos = _unknown_tags(buf, pos, end)
                    else:
                        pos += 1
                        u15 = None
                    x12 = _new(TxnOffsetCommitResponsePartition)
                    x12.partition_index = f_partition_index_13
                    x12.error_code = f_error_code_14
                    x12.unknown_tags = u15
                    ap11(x12)
            if buf[pos]:
                u16, pos = _unknown_tags(buf, pos, end)
            else:
                pos += 1
                u16 = None
            x5 = _new(TxnOffsetCommitResponseTopic)
            x5.name = f_name_6
            x5.partitions = f_partitions_7
            x5.unknown_tags = u16
            ap4(x5)
    if buf[pos]:
        u17, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u17 = None
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.topics = f_topics_2
    o.unknown_tags = u17
    return o, pos


def _e_TxnOffsetCommitResponse_v0(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            out.append(_P5(x3.partition_index, x3.error_code))


def _e_TxnOffsetCommitResponse_v3(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    out.append(_P4(o.throttle_time_ms))
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_encode_uvarint(len(b2) + 1))
        out.append(b2)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P5(x3.partition_index, x3.error_code))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(b'\x00')


TxnOffsetCommitRequest.DECODERS = (_d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v2, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3,)
TxnOffsetCommitRequest.ENCODERS = (_e_TxnOffsetCommitRequest_v0, _e_TxnOffsetCommitRequest_v1, _e_TxnOffsetCommitRequest_v2, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3,)

TxnOffsetCommitResponse.DECODERS = (_d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3,)
TxnOffsetCommitResponse.ENCODERS = (_e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3,)
