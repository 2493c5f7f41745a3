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
    _i32s,
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
                    x22 = TxnOffsetCommitRequestPartition(f_partition_index_23, f_committed_offset_24, -1, f_committed_metadata_26, None)
                    ap21(x22)
            x15 = TxnOffsetCommitRequestTopic(f_name_16, f_partitions_17, None)
            ap14(x15)
    o = TxnOffsetCommitRequest(f_transactional_id_1, f_group_id_2, f_producer_id_3, f_producer_epoch_4, -1, "", None, f_topics_8, None)
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
                    x22 = TxnOffsetCommitRequestPartition(f_partition_index_23, f_committed_offset_24, f_committed_leader_epoch_25, f_committed_metadata_26, None)
                    ap21(x22)
            x15 = TxnOffsetCommitRequestTopic(f_name_16, f_partitions_17, None)
            ap14(x15)
    o = TxnOffsetCommitRequest(f_transactional_id_1, f_group_id_2, f_producer_id_3, f_producer_epoch_4, -1, "", None, f_topics_8, None)
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
                    nt33 = buf[pos]
                    if nt33 < 128:
                        pos += 1
                    else:
                        nt33, pos = _uvarint(buf, pos)
                    u34 = None
                    if nt33:
                        last35 = -1
                        for _ in range(nt33):
                            tg36 = buf[pos]
                            if tg36 < 128:
                                pos += 1
                            else:
                                tg36, pos = _uvarint(buf, pos)
                            sz37 = buf[pos]
                            if sz37 < 128:
                                pos += 1
                            else:
                                sz37, pos = _uvarint(buf, pos)
                            te38 = pos + sz37
                            if te38 > end:
                                raise _short(pos)
                            if tg36 <= last35:
                                raise _tag_order(pos)
                            last35 = tg36
                            if u34 is None:
                                u34 = {}
                            u34[tg36] = buf[pos:te38]
                            pos = te38
                    x26 = TxnOffsetCommitRequestPartition(f_partition_index_27, f_committed_offset_28, f_committed_leader_epoch_29, f_committed_metadata_30, u34)
                    ap25(x26)
            nt39 = buf[pos]
            if nt39 < 128:
                pos += 1
            else:
                nt39, pos = _uvarint(buf, pos)
            u40 = None
            if nt39:
                last41 = -1
                for _ in range(nt39):
                    tg42 = buf[pos]
                    if tg42 < 128:
                        pos += 1
                    else:
                        tg42, pos = _uvarint(buf, pos)
                    sz43 = buf[pos]
                    if sz43 < 128:
                        pos += 1
                    else:
                        sz43, pos = _uvarint(buf, pos)
                    te44 = pos + sz43
                    if te44 > end:
                        raise _short(pos)
                    if tg42 <= last41:
                        raise _tag_order(pos)
                    last41 = tg42
                    if u40 is None:
                        u40 = {}
                    u40[tg42] = buf[pos:te44]
                    pos = te44
            x19 = TxnOffsetCommitRequestTopic(f_name_20, f_partitions_21, u40)
            ap18(x19)
    nt45 = buf[pos]
    if nt45 < 128:
        pos += 1
    else:
        nt45, pos = _uvarint(buf, pos)
    u46 = None
    if nt45:
        last47 = -1
        for _ in range(nt45):
            tg48 = buf[pos]
            if tg48 < 128:
                pos += 1
            else:
                tg48, pos = _uvarint(buf, pos)
            sz49 = buf[pos]
            if sz49 < 128:
                pos += 1
            else:
                sz49, pos = _uvarint(buf, pos)
            te50 = pos + sz49
            if te50 > end:
                raise _short(pos)
            if tg48 <= last47:
                raise _tag_order(pos)
            last47 = tg48
            if u46 is None:
                u46 = {}
            u46[tg48] = buf[pos:te50]
            pos = te50
    o = TxnOffsetCommitRequest(f_transactional_id_1, f_group_id_2, f_producer_id_3, f_producer_epoch_4, f_generation_id_5, f_member_id_6, f_group_instance_id_7, f_topics_8, u46)
    return o, pos


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            out += _P1(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            out += _P1(x5.partition_index, x5.committed_offset)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b4 = x3.name.encode()
        out += _Ph(len(b4))
        out += b4
        out += _Pi(len(x3.partitions))
        for x5 in x3.partitions:
            out += _P2(x5.partition_index, x5.committed_offset, x5.committed_leader_epoch)
            if x5.committed_metadata is None:
                out.extend(b'\xff\xff')
            else:
                b6 = x5.committed_metadata.encode()
                out += _Ph(len(b6))
                out += b6


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
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(len(b6) + 1)
        else:
            out += _encode_uvarint(len(b6) + 1)
        out += b6
        if len(x5.partitions) + 1 < 128:
            out.append(len(x5.partitions) + 1)
        else:
            out += _encode_uvarint(len(x5.partitions) + 1)
        for x7 in x5.partitions:
            out += _P2(x7.partition_index, x7.committed_offset, x7.committed_leader_epoch)
            if x7.committed_metadata is None:
                out.append(0)
            else:
                b8 = x7.committed_metadata.encode()
                if len(b8) + 1 < 128:
                    out.append(len(b8) + 1)
                else:
                    out += _encode_uvarint(len(b8) + 1)
                out += b8
            if x7.unknown_tags:
                _write_tags(out, [], x7.unknown_tags)
            else:
                out.append(0)
        if x5.unknown_tags:
            _write_tags(out, [], x5.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


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
                    x12 = TxnOffsetCommitResponsePartition(f_partition_index_13, f_error_code_14, None)
                    ap11(x12)
            x5 = TxnOffsetCommitResponseTopic(f_name_6, f_partitions_7, None)
            ap4(x5)
    o = TxnOffsetCommitResponse(f_throttle_time_ms_1, f_topics_2, None)
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
                    nt15 = buf[pos]
                    if nt15 < 128:
                        pos += 1
                    else:
                        nt15, pos = _uvarint(buf, pos)
                    u16 = None
                    if nt15:
                        last17 = -1
                        for _ in range(nt15):
                            tg18 = buf[pos]
                            if tg18 < 128:
                                pos += 1
                            else:
                                tg18, pos = _uvarint(buf, pos)
                            sz19 = buf[pos]
                            if sz19 < 128:
                                pos += 1
                            else:
                                sz19, pos = _uvarint(buf, pos)
                            te20 = pos + sz19
                            if te20 > end:
                                raise _short(pos)
                            if tg18 <= last17:
                                raise _tag_order(pos)
                            last17 = tg18
                            if u16 is None:
                                u16 = {}
                            u16[tg18] = buf[pos:te20]
                            pos = te20
                    x12 = TxnOffsetCommitResponsePartition(f_partition_index_13, f_error_code_14, u16)
                    ap11(x12)
            nt21 = buf[pos]
            if nt21 < 128:
                pos += 1
            else:
                nt21, pos = _uvarint(buf, pos)
            u22 = None
            if nt21:
                last23 = -1
                for _ in range(nt21):
                    tg24 = buf[pos]
                    if tg24 < 128:
                        pos += 1
                    else:
                        tg24, pos = _uvarint(buf, pos)
                    sz25 = buf[pos]
                    if sz25 < 128:
                        pos += 1
                    else:
                        sz25, pos = _uvarint(buf, pos)
                    te26 = pos + sz25
                    if te26 > end:
                        raise _short(pos)
                    if tg24 <= last23:
                        raise _tag_order(pos)
                    last23 = tg24
                    if u22 is None:
                        u22 = {}
                    u22[tg24] = buf[pos:te26]
                    pos = te26
            x5 = TxnOffsetCommitResponseTopic(f_name_6, f_partitions_7, u22)
            ap4(x5)
    nt27 = buf[pos]
    if nt27 < 128:
        pos += 1
    else:
        nt27, pos = _uvarint(buf, pos)
    u28 = None
    if nt27:
        last29 = -1
        for _ in range(nt27):
            tg30 = buf[pos]
            if tg30 < 128:
                pos += 1
            else:
                tg30, pos = _uvarint(buf, pos)
            sz31 = buf[pos]
            if sz31 < 128:
                pos += 1
            else:
                sz31, pos = _uvarint(buf, pos)
            te32 = pos + sz31
            if te32 > end:
                raise _short(pos)
            if tg30 <= last29:
                raise _tag_order(pos)
            last29 = tg30
            if u28 is None:
                u28 = {}
            u28[tg30] = buf[pos:te32]
            pos = te32
    o = TxnOffsetCommitResponse(f_throttle_time_ms_1, f_topics_2, u28)
    return o, pos


def _e_TxnOffsetCommitResponse_v0(o: TxnOffsetCommitResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    out += _Pi(len(o.topics))
    for x1 in o.topics:
        b2 = x1.name.encode()
        out += _Ph(len(b2))
        out += b2
        out += _Pi(len(x1.partitions))
        for x3 in x1.partitions:
            out += _P5(x3.partition_index, x3.error_code)


def _e_TxnOffsetCommitResponse_v3(o: TxnOffsetCommitResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(len(b2) + 1)
        else:
            out += _encode_uvarint(len(b2) + 1)
        out += b2
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x3 in x1.partitions:
            out += _P5(x3.partition_index, x3.error_code)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


TxnOffsetCommitRequest.DECODERS = (_d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v0, _d_TxnOffsetCommitRequest_v2, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3, _d_TxnOffsetCommitRequest_v3,)
TxnOffsetCommitRequest.ENCODERS = (_e_TxnOffsetCommitRequest_v0, _e_TxnOffsetCommitRequest_v1, _e_TxnOffsetCommitRequest_v2, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3, _e_TxnOffsetCommitRequest_v3,)

TxnOffsetCommitResponse.DECODERS = (_d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v0, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3, _d_TxnOffsetCommitResponse_v3,)
TxnOffsetCommitResponse.ENCODERS = (_e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v0, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3, _e_TxnOffsetCommitResponse_v3,)
