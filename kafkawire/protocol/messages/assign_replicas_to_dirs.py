# generated from defs/073-assign-replicas-to-dirs.kw; do not edit
"""AssignReplicasToDirs: API key 73, versions 0..0, flexible from 0."""

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

__all__ = ['AssignReplicasToDirsRequest', 'AssignReplicasToDirsRequestDirectoryData', 'AssignReplicasToDirsRequestPartitionData', 'AssignReplicasToDirsRequestTopicData', 'AssignReplicasToDirsResponse', 'AssignReplicasToDirsResponseDirectoryData', 'AssignReplicasToDirsResponsePartitionData', 'AssignReplicasToDirsResponseTopicData']

_S0 = _Struct('>iq').unpack_from
_P0 = _Struct('>iq').pack
_S1 = _Struct('>16s').unpack_from
_P1 = _Struct('>16s').pack
_S2 = _Struct('>i').unpack_from
_P2 = _Struct('>i').pack
_S3 = _Struct('>ih').unpack_from
_P3 = _Struct('>ih').pack


class AssignReplicasToDirsRequestPartitionData(Struct):
    """Element PartitionData of AssignReplicasToDirs."""

    __slots__ = ('partition_index',)
    partition_index: int

    def __init__(
        self,
        partition_index: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition_index = partition_index
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsRequestTopicData(Struct):
    """Element TopicData of AssignReplicasToDirs."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[AssignReplicasToDirsRequestPartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[AssignReplicasToDirsRequestPartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsRequestDirectoryData(Struct):
    """Element DirectoryData of AssignReplicasToDirs."""

    __slots__ = ('id', 'topics')
    id: UUID
    topics: list[AssignReplicasToDirsRequestTopicData]

    def __init__(
        self,
        id: UUID = ZERO_UUID,
        topics: list[AssignReplicasToDirsRequestTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.id = id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsRequest(Message):
    """AssignReplicasToDirs request (API key 73), versions 0..0."""

    __slots__ = ('broker_id', 'broker_epoch', 'directories')
    API_KEY = 73
    API_NAME = 'AssignReplicasToDirs'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    broker_id: int
    broker_epoch: int
    directories: list[AssignReplicasToDirsRequestDirectoryData]

    def __init__(
        self,
        broker_id: int = 0,
        broker_epoch: int = -1,
        directories: list[AssignReplicasToDirsRequestDirectoryData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.directories = [] if directories is DEFAULT else directories
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsResponsePartitionData(Struct):
    """Element PartitionData of AssignReplicasToDirs."""

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


class AssignReplicasToDirsResponseTopicData(Struct):
    """Element TopicData of AssignReplicasToDirs."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[AssignReplicasToDirsResponsePartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[AssignReplicasToDirsResponsePartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsResponseDirectoryData(Struct):
    """Element DirectoryData of AssignReplicasToDirs."""

    __slots__ = ('id', 'topics')
    id: UUID
    topics: list[AssignReplicasToDirsResponseTopicData]

    def __init__(
        self,
        id: UUID = ZERO_UUID,
        topics: list[AssignReplicasToDirsResponseTopicData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.id = id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class AssignReplicasToDirsResponse(Message):
    """AssignReplicasToDirs response (API key 73), versions 0..0."""

    __slots__ = ('throttle_time_ms', 'error_code', 'directories')
    API_KEY = 73
    API_NAME = 'AssignReplicasToDirs'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    directories: list[AssignReplicasToDirsResponseDirectoryData]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        directories: list[AssignReplicasToDirsResponseDirectoryData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.directories = [] if directories is DEFAULT else directories
        self.unknown_tags = unknown_tags

AssignReplicasToDirsRequestPartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
)

AssignReplicasToDirsRequestTopicData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsRequestPartitionData),
)

AssignReplicasToDirsRequestDirectoryData.FIELDS = (
    FieldSpec('id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('topics', 'array', 'TopicData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsRequestTopicData),
)

AssignReplicasToDirsRequest.FIELDS = (
    FieldSpec('broker_id', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('broker_epoch', 'prim', 'int64', (0, 0), None, -1),
    FieldSpec('directories', 'array', 'DirectoryData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsRequestDirectoryData),
)

AssignReplicasToDirsResponsePartitionData.FIELDS = (
    FieldSpec('partition_index', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
)

AssignReplicasToDirsResponseTopicData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsResponsePartitionData),
)

AssignReplicasToDirsResponseDirectoryData.FIELDS = (
    FieldSpec('id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('topics', 'array', 'TopicData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsResponseTopicData),
)

AssignReplicasToDirsResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('directories', 'array', 'DirectoryData', (0, 0), None, DEFAULT, struct=AssignReplicasToDirsResponseDirectoryData),
)


def _d_AssignReplicasToDirsRequest_v0(buf: bytes, pos: int, end: int) -> tuple[AssignReplicasToDirsRequest, int]:
    f_broker_id_1, f_broker_epoch_2 = _S0(buf, pos)
    pos += 12
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_directories_3 = []
        ap5 = f_directories_3.append
        for _ in range(n4):
            f_id_7 = _S1(buf, pos)[0]
            pos += 16
            f_id_7 = _make_uuid(f_id_7)
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
                if n9 * 18 > end - pos:
                    raise _short(pos)
                f_topics_8 = []
                ap10 = f_topics_8.append
                for _ in range(n9):
                    f_topic_id_12 = _S1(buf, pos)[0]
                    pos += 16
                    f_topic_id_12 = _make_uuid(f_topic_id_12)
                    n14 = buf[pos]
                    if n14 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n14 = (n14 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        if n14 * 5 > end - pos:
                            raise _short(pos)
                        f_partitions_13 = []
                        ap15 = f_partitions_13.append
                        for _ in range(n14):
                            f_partition_index_17 = _S2(buf, pos)[0]
                            pos += 4
                            nt18 = buf[pos]
                            if nt18 < 128:
                                pos += 1
                            else:
                                nt18, pos = _uvarint(buf, pos)
                            u19 = None
                            if nt18:
                                last20 = -1
                                for _ in range(nt18):
                                    tg21 = buf[pos]
                                    if tg21 < 128:
                                        pos += 1
                                    else:
                                        tg21, pos = _uvarint(buf, pos)
                                    sz22 = buf[pos]
                                    if sz22 < 128:
                                        pos += 1
                                    else:
                                        sz22, pos = _uvarint(buf, pos)
                                    te23 = pos + sz22
                                    if te23 > end:
                                        raise _short(pos)
                                    if tg21 <= last20:
                                        raise _tag_order(pos)
                                    last20 = tg21
                                    if u19 is None:
                                        u19 = {}
                                    u19[tg21] = buf[pos:te23]
                                    pos = te23
                            x16 = AssignReplicasToDirsRequestPartitionData(f_partition_index_17, u19)
                            ap15(x16)
                    nt24 = buf[pos]
                    if nt24 < 128:
                        pos += 1
                    else:
                        nt24, pos = _uvarint(buf, pos)
                    u25 = None
                    if nt24:
                        last26 = -1
                        for _ in range(nt24):
                            tg27 = buf[pos]
                            if tg27 < 128:
                                pos += 1
                            else:
                                tg27, pos = _uvarint(buf, pos)
                            sz28 = buf[pos]
                            if sz28 < 128:
                                pos += 1
                            else:
                                sz28, pos = _uvarint(buf, pos)
                            te29 = pos + sz28
                            if te29 > end:
                                raise _short(pos)
                            if tg27 <= last26:
                                raise _tag_order(pos)
                            last26 = tg27
                            if u25 is None:
                                u25 = {}
                            u25[tg27] = buf[pos:te29]
                            pos = te29
                    x11 = AssignReplicasToDirsRequestTopicData(f_topic_id_12, f_partitions_13, u25)
                    ap10(x11)
            nt30 = buf[pos]
            if nt30 < 128:
                pos += 1
            else:
                nt30, pos = _uvarint(buf, pos)
            u31 = None
            if nt30:
                last32 = -1
                for _ in range(nt30):
                    tg33 = buf[pos]
                    if tg33 < 128:
                        pos += 1
                    else:
                        tg33, pos = _uvarint(buf, pos)
                    sz34 = buf[pos]
                    if sz34 < 128:
                        pos += 1
                    else:
                        sz34, pos = _uvarint(buf, pos)
                    te35 = pos + sz34
                    if te35 > end:
                        raise _short(pos)
                    if tg33 <= last32:
                        raise _tag_order(pos)
                    last32 = tg33
                    if u31 is None:
                        u31 = {}
                    u31[tg33] = buf[pos:te35]
                    pos = te35
            x6 = AssignReplicasToDirsRequestDirectoryData(f_id_7, f_topics_8, u31)
            ap5(x6)
    nt36 = buf[pos]
    if nt36 < 128:
        pos += 1
    else:
        nt36, pos = _uvarint(buf, pos)
    u37 = None
    if nt36:
        last38 = -1
        for _ in range(nt36):
            tg39 = buf[pos]
            if tg39 < 128:
                pos += 1
            else:
                tg39, pos = _uvarint(buf, pos)
            sz40 = buf[pos]
            if sz40 < 128:
                pos += 1
            else:
                sz40, pos = _uvarint(buf, pos)
            te41 = pos + sz40
            if te41 > end:
                raise _short(pos)
            if tg39 <= last38:
                raise _tag_order(pos)
            last38 = tg39
            if u37 is None:
                u37 = {}
            u37[tg39] = buf[pos:te41]
            pos = te41
    o = AssignReplicasToDirsRequest(f_broker_id_1, f_broker_epoch_2, f_directories_3, u37)
    return o, pos


def _e_AssignReplicasToDirsRequest_v0(o: AssignReplicasToDirsRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.directories) + 1 < 128:
        out.append(len(o.directories) + 1)
    else:
        out += _encode_uvarint(len(o.directories) + 1)
    for x1 in o.directories:
        out += _P1(_uuid_bytes(x1.id))
        if len(x1.topics) + 1 < 128:
            out.append(len(x1.topics) + 1)
        else:
            out += _encode_uvarint(len(x1.topics) + 1)
        for x2 in x1.topics:
            out += _P1(_uuid_bytes(x2.topic_id))
            if len(x2.partitions) + 1 < 128:
                out.append(len(x2.partitions) + 1)
            else:
                out += _encode_uvarint(len(x2.partitions) + 1)
            for x3 in x2.partitions:
                out += _P2(x3.partition_index)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


def _d_AssignReplicasToDirsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AssignReplicasToDirsResponse, int]:
    f_throttle_time_ms_1, f_error_code_2 = _S3(buf, pos)
    pos += 6
    n4 = buf[pos]
    if n4 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n4 = (n4 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n4, pos = _uvarint(buf, pos)
    n4 -= 1
    if n4 < 0:
        raise _negative(pos)
    else:
        if n4 * 18 > end - pos:
            raise _short(pos)
        f_directories_3 = []
        ap5 = f_directories_3.append
        for _ in range(n4):
            f_id_7 = _S1(buf, pos)[0]
            pos += 16
            f_id_7 = _make_uuid(f_id_7)
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
                if n9 * 18 > end - pos:
                    raise _short(pos)
                f_topics_8 = []
                ap10 = f_topics_8.append
                for _ in range(n9):
                    f_topic_id_12 = _S1(buf, pos)[0]
                    pos += 16
                    f_topic_id_12 = _make_uuid(f_topic_id_12)
                    n14 = buf[pos]
                    if n14 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n14 = (n14 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n14, pos = _uvarint(buf, pos)
                    n14 -= 1
                    if n14 < 0:
                        raise _negative(pos)
                    else:
                        if n14 * 7 > end - pos:
                            raise _short(pos)
                        f_partitions_13 = []
                        ap15 = f_partitions_13.append
                        for _ in range(n14):
                            f_partition_index_17, f_error_code_18 = _S3(buf, pos)
                            pos += 6
                            nt19 = buf[pos]
                            if nt19 < 128:
                                pos += 1
                            else:
                                nt19, pos = _uvarint(buf, pos)
                            u20 = None
                            if nt19:
                                last21 = -1
                                for _ in range(nt19):
                                    tg22 = buf[pos]
                                    if tg22 < 128:
                                        pos += 1
                                    else:
                                        tg22, pos = _uvarint(buf, pos)
                                    sz23 = buf[pos]
                                    if sz23 < 128:
                                        pos += 1
                                    else:
                                        sz23, pos = _uvarint(buf, pos)
                                    te24 = pos + sz23
                                    if te24 > end:
                                        raise _short(pos)
                                    if tg22 <= last21:
                                        raise _tag_order(pos)
                                    last21 = tg22
                                    if u20 is None:
                                        u20 = {}
                                    u20[tg22] = buf[pos:te24]
                                    pos = te24
                            x16 = AssignReplicasToDirsResponsePartitionData(f_partition_index_17, f_error_code_18, u20)
                            ap15(x16)
                    nt25 = buf[pos]
                    if nt25 < 128:
                        pos += 1
                    else:
                        nt25, pos = _uvarint(buf, pos)
                    u26 = None
                    if nt25:
                        last27 = -1
                        for _ in range(nt25):
                            tg28 = buf[pos]
                            if tg28 < 128:
                                pos += 1
                            else:
                                tg28, pos = _uvarint(buf, pos)
                            sz29 = buf[pos]
                            if sz29 < 128:
                                pos += 1
                            else:
                                sz29, pos = _uvarint(buf, pos)
                            te30 = pos + sz29
                            if te30 > end:
                                raise _short(pos)
                            if tg28 <= last27:
                                raise _tag_order(pos)
                            last27 = tg28
                            if u26 is None:
                                u26 = {}
                            u26[tg28] = buf[pos:te30]
                            pos = te30
                    x11 = AssignReplicasToDirsResponseTopicData(f_topic_id_12, f_partitions_13, u26)
                    ap10(x11)
            nt31 = buf[pos]
            if nt31 < 128:
                pos += 1
            else:
                nt31, pos = _uvarint(buf, pos)
            u32 = None
            if nt31:
                last33 = -1
                for _ in range(nt31):
                    tg34 = buf[pos]
                    if tg34 < 128:
                        pos += 1
                    else:
                        tg34, pos = _uvarint(buf, pos)
                    sz35 = buf[pos]
                    if sz35 < 128:
                        pos += 1
                    else:
                        sz35, pos = _uvarint(buf, pos)
                    te36 = pos + sz35
                    if te36 > end:
                        raise _short(pos)
                    if tg34 <= last33:
                        raise _tag_order(pos)
                    last33 = tg34
                    if u32 is None:
                        u32 = {}
                    u32[tg34] = buf[pos:te36]
                    pos = te36
            x6 = AssignReplicasToDirsResponseDirectoryData(f_id_7, f_topics_8, u32)
            ap5(x6)
    nt37 = buf[pos]
    if nt37 < 128:
        pos += 1
    else:
        nt37, pos = _uvarint(buf, pos)
    u38 = None
    if nt37:
        last39 = -1
        for _ in range(nt37):
            tg40 = buf[pos]
            if tg40 < 128:
                pos += 1
            else:
                tg40, pos = _uvarint(buf, pos)
            sz41 = buf[pos]
            if sz41 < 128:
                pos += 1
            else:
                sz41, pos = _uvarint(buf, pos)
            te42 = pos + sz41
            if te42 > end:
                raise _short(pos)
            if tg40 <= last39:
                raise _tag_order(pos)
            last39 = tg40
            if u38 is None:
                u38 = {}
            u38[tg40] = buf[pos:te42]
            pos = te42
    o = AssignReplicasToDirsResponse(f_throttle_time_ms_1, f_error_code_2, f_directories_3, u38)
    return o, pos


def _e_AssignReplicasToDirsResponse_v0(o: AssignReplicasToDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.directories) + 1 < 128:
        out.append(len(o.directories) + 1)
    else:
        out += _encode_uvarint(len(o.directories) + 1)
    for x1 in o.directories:
        out += _P1(_uuid_bytes(x1.id))
        if len(x1.topics) + 1 < 128:
            out.append(len(x1.topics) + 1)
        else:
            out += _encode_uvarint(len(x1.topics) + 1)
        for x2 in x1.topics:
            out += _P1(_uuid_bytes(x2.topic_id))
            if len(x2.partitions) + 1 < 128:
                out.append(len(x2.partitions) + 1)
            else:
                out += _encode_uvarint(len(x2.partitions) + 1)
            for x3 in x2.partitions:
                out += _P3(x3.partition_index, x3.error_code)
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(0)
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


AssignReplicasToDirsRequest.DECODERS = (_d_AssignReplicasToDirsRequest_v0,)
AssignReplicasToDirsRequest.ENCODERS = (_e_AssignReplicasToDirsRequest_v0,)

AssignReplicasToDirsResponse.DECODERS = (_d_AssignReplicasToDirsResponse_v0,)
AssignReplicasToDirsResponse.ENCODERS = (_e_AssignReplicasToDirsResponse_v0,)
