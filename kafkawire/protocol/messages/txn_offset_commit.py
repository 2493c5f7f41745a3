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
    _BOOL,
    _cached_uuid,
    _check_list,
    _encode_uvarint,
    _make_uuid,
    _negative,
    _new,
    _ranges,
    _Ph,
    _Pi,
    _short,
    _struct_value,
    _string_length,
    _string_uvarint,
    _tag_order,
    _tag_size,
    _i32c,
    _i32s,
    _uh,
    _unknown_tags,
    _ui,
    _untagged,
    _uuid_bytes,
    _uvarint,
    _write_tags,
)
from kafkawire.protocol.message import (
    DEFAULT,
    ZERO_UUID,
    FieldSpec,
    Message,
    Request,
    Struct,
)
from kafkawire.protocol.message import bind_decode as _bind_decode

__all__ = ['TxnOffsetCommitRequest', 'TxnOffsetCommitRequestPartition', 'TxnOffsetCommitRequestTopic', 'TxnOffsetCommitResponse', 'TxnOffsetCommitResponsePartition', 'TxnOffsetCommitResponseTopic']

_I0 = _Struct('>ih').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
_S0 = _Struct('>qh').unpack_from
_P0 = _Struct('>qh').pack
_S1 = _Struct('>iq').unpack_from
_P1 = _Struct('>iq').pack
_S2 = _Struct('>iqi').unpack_from
_P2 = _Struct('>iqi').pack
_S3 = _Struct('>qhiB').unpack_from
_P3 = _Struct('>qhiB').pack
_S4 = _Struct('>iqiB').unpack_from
_P4 = _Struct('>iqiB').pack
_S5 = _Struct('>qhi').unpack_from
_P5 = _Struct('>qhi').pack
_S6 = _Struct('>i').unpack_from
_P6 = _Struct('>i').pack
_S7 = _Struct('>iB').unpack_from
_P7 = _Struct('>iB').pack
_S8 = _Struct('>ihB').unpack_from
_P8 = _Struct('>ihB').pack
_S9 = _Struct('>ih').unpack_from
_P9 = _Struct('>ih').pack


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


class TxnOffsetCommitRequest(Request["TxnOffsetCommitResponse"]):
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
    o = _new(TxnOffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.group_id = buf[pos:e5].decode()
        pos = e5
    o.producer_id, o.producer_epoch = _S0(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(TxnOffsetCommitRequestTopic)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 14 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            x12 = _new(TxnOffsetCommitRequestPartition)
                            x12.partition_index, x12.committed_offset = _S1(buf, pos)
                            pos += 12
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 == -1:
                                x12.committed_metadata = None
                            elif n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x12.committed_metadata = buf[pos:e14].decode()
                                pos = e14
                            x12.committed_leader_epoch = -1
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x7.partitions = f_partitions_8
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.generation_id = -1
    o.member_id = ""
    o.group_instance_id = None
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitRequest_v2(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    o = _new(TxnOffsetCommitRequest)
    n2 = _uh(buf, pos)[0]
    pos += 2
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    n4 = _uh(buf, pos)[0]
    pos += 2
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.group_id = buf[pos:e5].decode()
        pos = e5
    o.producer_id, o.producer_epoch = _S0(buf, pos)
    pos += 10
    n6 = _ui(buf, pos)[0]
    pos += 4
    if n6 < 0:
        raise _negative(pos)
    else:
        if n6 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n6:
            for _ in (_ranges[n6] if n6 < 256 else range(n6)):
                x7 = _new(TxnOffsetCommitRequestTopic)
                n9 = _uh(buf, pos)[0]
                pos += 2
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    x7.name = buf[pos:e10].decode()
                    pos = e10
                n11 = _ui(buf, pos)[0]
                pos += 4
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            x12 = _new(TxnOffsetCommitRequestPartition)
                            x12.partition_index, x12.committed_offset, x12.committed_leader_epoch = _S2(buf, pos)
                            pos += 16
                            n13 = _uh(buf, pos)[0]
                            pos += 2
                            if n13 == -1:
                                x12.committed_metadata = None
                            elif n13 < 0:
                                raise _negative(pos)
                            else:
                                e14 = pos + n13
                                if e14 > end:
                                    raise _short(pos)
                                x12.committed_metadata = buf[pos:e14].decode()
                                pos = e14
                            x12.unknown_tags = None
                            f_partitions_8.append(x12)
                x7.partitions = f_partitions_8
                x7.unknown_tags = None
                f_topics_1.append(x7)
    o.generation_id = -1
    o.member_id = ""
    o.group_instance_id = None
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitRequest_v3(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitRequest, int]:
    o = _new(TxnOffsetCommitRequest)
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
        n2 -= 1
    elif buf[pos + 1] < 128:
        n2 = n2 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n2, pos = _string_uvarint(buf, pos)
        n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        e3 = pos + n2
        if e3 > end:
            raise _short(pos)
        o.transactional_id = buf[pos:e3].decode()
        pos = e3
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
        n4 -= 1
    elif buf[pos + 1] < 128:
        n4 = n4 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n4, pos = _string_uvarint(buf, pos)
        n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        e5 = pos + n4
        if e5 > end:
            raise _short(pos)
        o.group_id = buf[pos:e5].decode()
        pos = e5
    o.producer_id, o.producer_epoch, o.generation_id, pk6 = _S3(buf, pos)
    pos += 15
    if pk6 < 128:
        pk6 -= 1
    elif buf[pos] < 128:
        pk6 = pk6 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk6, pos = _string_uvarint(buf, pos - 1)
        pk6 -= 1
    if pk6 < 0:
        raise _negative(pos)
    else:
        e7 = pos + pk6
        if e7 > end:
            raise _short(pos)
        o.member_id = buf[pos:e7].decode()
        pos = e7
    n8 = buf[pos]
    if n8 < 128:
        pos += 1
        n8 -= 1
    elif buf[pos + 1] < 128:
        n8 = n8 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n8, pos = _string_uvarint(buf, pos)
        n8 -= 1
    if n8 == -1:
        o.group_instance_id = None
    else:
        e9 = pos + n8
        if e9 > end:
            raise _short(pos)
        o.group_instance_id = buf[pos:e9].decode()
        pos = e9
    n10 = buf[pos]
    if n10 < 128:
        pos += 1
        n10 -= 1
    elif buf[pos + 1] < 128:
        n10 = n10 + buf[pos + 1] * 128 - 129
        pos += 2
    else:
        n10, pos = _uvarint(buf, pos)
        n10 -= 1
    if n10 < 0:
        raise _negative(pos)
    else:
        if n10 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n10:
            for _ in (_ranges[n10] if n10 < 256 else range(n10)):
                x11 = _new(TxnOffsetCommitRequestTopic)
                n13 = buf[pos]
                if n13 < 128:
                    pos += 1
                    n13 -= 1
                elif buf[pos + 1] < 128:
                    n13 = n13 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n13, pos = _string_uvarint(buf, pos)
                    n13 -= 1
                if n13 < 0:
                    raise _negative(pos)
                else:
                    e14 = pos + n13
                    if e14 > end:
                        raise _short(pos)
                    x11.name = buf[pos:e14].decode()
                    pos = e14
                n15 = buf[pos]
                if n15 < 128:
                    pos += 1
                    n15 -= 1
                elif buf[pos + 1] < 128:
                    n15 = n15 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n15, pos = _uvarint(buf, pos)
                    n15 -= 1
                if n15 < 0:
                    raise _negative(pos)
                else:
                    if n15 * 18 > end - pos:
                        raise _short(pos)
                    f_partitions_12 = []
                    if n15:
                        for _ in (_ranges[n15] if n15 < 256 else range(n15)):
                            x16 = _new(TxnOffsetCommitRequestPartition)
                            x16.partition_index, x16.committed_offset, x16.committed_leader_epoch, pk17 = _S4(buf, pos)
                            pos += 17
                            if pk17 < 128:
                                pk17 -= 1
                            elif buf[pos] < 128:
                                pk17 = pk17 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk17, pos = _string_uvarint(buf, pos - 1)
                                pk17 -= 1
                            if pk17 == -1:
                                x16.committed_metadata = None
                            else:
                                e18 = pos + pk17
                                if e18 > end:
                                    raise _short(pos)
                                x16.committed_metadata = buf[pos:e18].decode()
                                pos = e18
                            if buf[pos]:
                                u19, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u19 = None
                            x16.unknown_tags = u19
                            f_partitions_12.append(x16)
                if buf[pos]:
                    u20, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u20 = None
                x11.partitions = f_partitions_12
                x11.unknown_tags = u20
                f_topics_1.append(x11)
    if buf[pos]:
        u21, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u21 = None
    o.topics = f_topics_1
    o.unknown_tags = u21
    return o, pos


def _e_TxnOffsetCommitRequest_v0(o: TxnOffsetCommitRequest, out: list[bytes]) -> None:
    if o.generation_id != -1:
        raise _absent('TxnOffsetCommitRequest', 'generation_id', 0)
    if o.member_id != "":
        raise _absent('TxnOffsetCommitRequest', 'member_id', 0)
    if o.group_instance_id is not None:
        raise _absent('TxnOffsetCommitRequest', 'group_instance_id', 0)
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitRequest', 0)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('TxnOffsetCommitRequestTopic', 0)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.unknown_tags:
                raise _untagged('TxnOffsetCommitRequestPartition', 0)
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
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitRequest', 1)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('TxnOffsetCommitRequestTopic', 1)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.unknown_tags:
                raise _untagged('TxnOffsetCommitRequestPartition', 1)
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
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitRequest', 2)
    b1 = o.transactional_id.encode()
    out.append(_Ph(len(b1)))
    out.append(b1)
    b2 = o.group_id.encode()
    out.append(_Ph(len(b2)))
    out.append(b2)
    out.append(_P0(o.producer_id, o.producer_epoch))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x3 in o.topics:
        if x3.unknown_tags:
            raise _untagged('TxnOffsetCommitRequestTopic', 2)
        b4 = x3.name.encode()
        out.append(_Ph(len(b4)))
        out.append(b4)
        if type(x3.partitions) is not list:
            _check_list(x3.partitions)
        out.append(_Pi(len(x3.partitions)))
        for x5 in x3.partitions:
            if x5.unknown_tags:
                raise _untagged('TxnOffsetCommitRequestPartition', 2)
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
        out.append(_string_length(len(b1) + 1))
    out.append(b1)
    b2 = o.group_id.encode()
    if len(b2) + 1 < 128:
        out.append(_B1[len(b2) + 1])
    else:
        out.append(_string_length(len(b2) + 1))
    out.append(b2)
    out.append(_P5(o.producer_id, o.producer_epoch, o.generation_id))
    b3 = o.member_id.encode()
    if len(b3) + 1 < 128:
        out.append(_B1[len(b3) + 1])
    else:
        out.append(_string_length(len(b3) + 1))
    out.append(b3)
    if o.group_instance_id is None:
        out.append(b'\x00')
    else:
        b4 = o.group_instance_id.encode()
        if len(b4) + 1 < 128:
            out.append(_B1[len(b4) + 1])
        else:
            out.append(_string_length(len(b4) + 1))
        out.append(b4)
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x5 in o.topics:
        b6 = x5.name.encode()
        if len(b6) + 1 < 128:
            out.append(_B1[len(b6) + 1])
        else:
            out.append(_string_length(len(b6) + 1))
        out.append(b6)
        if type(x5.partitions) is not list:
            _check_list(x5.partitions)
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
                    out.append(_string_length(len(b8) + 1))
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
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms = _S6(buf, pos)[0]
    pos += 4
    n2 = _ui(buf, pos)[0]
    pos += 4
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 6 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if n2:
            for _ in (_ranges[n2] if n2 < 256 else range(n2)):
                x3 = _new(TxnOffsetCommitResponseTopic)
                n5 = _uh(buf, pos)[0]
                pos += 2
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = _ui(buf, pos)[0]
                pos += 4
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 6 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 6
                        for t11 in _I0(buf[pos:e9]):
                            x10 = _new(TxnOffsetCommitResponsePartition)
                            x10.partition_index, x10.error_code = t11
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        pos = e9
                x3.partitions = f_partitions_4
                x3.unknown_tags = None
                f_topics_1.append(x3)
    o.topics = f_topics_1
    o.unknown_tags = None
    return o, pos


def _d_TxnOffsetCommitResponse_v3(buf: bytes, pos: int, end: int) -> tuple[TxnOffsetCommitResponse, int]:
    o = _new(TxnOffsetCommitResponse)
    o.throttle_time_ms, pk2 = _S7(buf, pos)
    pos += 5
    if pk2 < 128:
        pk2 -= 1
    elif buf[pos] < 128:
        pk2 = pk2 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk2, pos = _uvarint(buf, pos - 1)
        pk2 -= 1
    if pk2 < 0:
        raise _negative(pos)
    else:
        if pk2 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(TxnOffsetCommitResponseTopic)
                n5 = buf[pos]
                if n5 < 128:
                    pos += 1
                    n5 -= 1
                elif buf[pos + 1] < 128:
                    n5 = n5 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n5, pos = _string_uvarint(buf, pos)
                    n5 -= 1
                if n5 < 0:
                    raise _negative(pos)
                else:
                    e6 = pos + n5
                    if e6 > end:
                        raise _short(pos)
                    x3.name = buf[pos:e6].decode()
                    pos = e6
                n7 = buf[pos]
                if n7 < 128:
                    pos += 1
                    n7 -= 1
                elif buf[pos + 1] < 128:
                    n7 = n7 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n7, pos = _uvarint(buf, pos)
                    n7 -= 1
                if n7 < 0:
                    raise _negative(pos)
                else:
                    if n7 * 7 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        e9 = pos + n7 * 7
                        for t11 in _I1(buf[pos:e9]):
                            x10 = _new(TxnOffsetCommitResponsePartition)
                            x10.partition_index, x10.error_code, tb12 = t11
                            if tb12:
                                break
                            x10.unknown_tags = None
                            f_partitions_4.append(x10)
                        else:
                            pos = e9
                        if pos != e9:
                            f_partitions_4 = []
                            for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                                x8 = _new(TxnOffsetCommitResponsePartition)
                                x8.partition_index, x8.error_code, pk13 = _S8(buf, pos)
                                pos += 7
                                if pk13:
                                    u14, pos = _unknown_tags(buf, pos - 1, end)
                                else:
                                    u14 = None
                                x8.unknown_tags = u14
                                f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if buf[pos]:
        u16, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u16 = None
    o.topics = f_topics_1
    o.unknown_tags = u16
    return o, pos


def _e_TxnOffsetCommitResponse_v0(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitResponse', 0)
    out.append(_P6(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('TxnOffsetCommitResponseTopic', 0)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('TxnOffsetCommitResponsePartition', 0)
            out.append(_P9(x3.partition_index, x3.error_code))


def _e_TxnOffsetCommitResponse_v1(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitResponse', 1)
    out.append(_P6(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('TxnOffsetCommitResponseTopic', 1)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('TxnOffsetCommitResponsePartition', 1)
            out.append(_P9(x3.partition_index, x3.error_code))


def _e_TxnOffsetCommitResponse_v2(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    if o.unknown_tags:
        raise _untagged('TxnOffsetCommitResponse', 2)
    out.append(_P6(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    out.append(_Pi(len(o.topics)))
    for x1 in o.topics:
        if x1.unknown_tags:
            raise _untagged('TxnOffsetCommitResponseTopic', 2)
        b2 = x1.name.encode()
        out.append(_Ph(len(b2)))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        out.append(_Pi(len(x1.partitions)))
        for x3 in x1.partitions:
            if x3.unknown_tags:
                raise _untagged('TxnOffsetCommitResponsePartition', 2)
            out.append(_P9(x3.partition_index, x3.error_code))


def _e_TxnOffsetCommitResponse_v3(o: TxnOffsetCommitResponse, out: list[bytes]) -> None:
    out.append(_P6(o.throttle_time_ms))
    if type(o.topics) is not list:
        _check_list(o.topics)
    if len(o.topics) + 1 < 128:
        out.append(_B1[len(o.topics) + 1])
    else:
        out.append(_encode_uvarint(len(o.topics) + 1))
    for x1 in o.topics:
        b2 = x1.name.encode()
        if len(b2) + 1 < 128:
            out.append(_B1[len(b2) + 1])
        else:
            out.append(_string_length(len(b2) + 1))
        out.append(b2)
        if type(x1.partitions) is not list:
            _check_list(x1.partitions)
        if len(x1.partitions) + 1 < 128:
            out.append(_B1[len(x1.partitions) + 1])
        else:
            out.append(_encode_uvarint(len(x1.partitions) + 1))
        for x3 in x1.partitions:
            out.append(_P9(x3.partition_index, x3.error_code))
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


TxnOffsetCommitRequest.DECODERS = {0: _d_TxnOffsetCommitRequest_v0, 1: _d_TxnOffsetCommitRequest_v0, 2: _d_TxnOffsetCommitRequest_v2, 3: _d_TxnOffsetCommitRequest_v3, 4: _d_TxnOffsetCommitRequest_v3, 5: _d_TxnOffsetCommitRequest_v3}
TxnOffsetCommitRequest.ENCODERS = {0: _e_TxnOffsetCommitRequest_v0, 1: _e_TxnOffsetCommitRequest_v1, 2: _e_TxnOffsetCommitRequest_v2, 3: _e_TxnOffsetCommitRequest_v3, 4: _e_TxnOffsetCommitRequest_v3, 5: _e_TxnOffsetCommitRequest_v3}
_bind_decode(TxnOffsetCommitRequest)

TxnOffsetCommitResponse.DECODERS = {0: _d_TxnOffsetCommitResponse_v0, 1: _d_TxnOffsetCommitResponse_v0, 2: _d_TxnOffsetCommitResponse_v0, 3: _d_TxnOffsetCommitResponse_v3, 4: _d_TxnOffsetCommitResponse_v3, 5: _d_TxnOffsetCommitResponse_v3}
TxnOffsetCommitResponse.ENCODERS = {0: _e_TxnOffsetCommitResponse_v0, 1: _e_TxnOffsetCommitResponse_v1, 2: _e_TxnOffsetCommitResponse_v2, 3: _e_TxnOffsetCommitResponse_v3, 4: _e_TxnOffsetCommitResponse_v3, 5: _e_TxnOffsetCommitResponse_v3}
_bind_decode(TxnOffsetCommitResponse)
