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


def _d_AssignReplicasToDirsRequestPartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsRequestPartitionData, int]:
    f_partition_index = _S2(buf, pos)[0]
    pos += 4
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
    return AssignReplicasToDirsRequestPartitionData(f_partition_index, u), pos


def _d_AssignReplicasToDirsRequestTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsRequestTopicData, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 5 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsRequestPartitionData_v0(buf, pos, end)
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
    return AssignReplicasToDirsRequestTopicData(f_topic_id, f_partitions, u), pos


def _d_AssignReplicasToDirsRequestDirectoryData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsRequestDirectoryData, int]:
    f_id = _S1(buf, pos)[0]
    pos += 16
    f_id = _make_uuid(f_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsRequestTopicData_v0(buf, pos, end)
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
    return AssignReplicasToDirsRequestDirectoryData(f_id, f_topics, u), pos


def _d_AssignReplicasToDirsRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsRequest, int]:
    f_broker_id, f_broker_epoch = _S0(buf, pos)
    pos += 12
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_directories = []
        ap2 = f_directories.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsRequestDirectoryData_v0(buf, pos, end)
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
    return AssignReplicasToDirsRequest(f_broker_id, f_broker_epoch, f_directories, u), pos


def _e_AssignReplicasToDirsRequestPartitionData_v0(o: AssignReplicasToDirsRequestPartitionData, out: bytearray) -> None:
    out += _P2(o.partition_index)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsRequestTopicData_v0(o: AssignReplicasToDirsRequestTopicData, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AssignReplicasToDirsRequestPartitionData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsRequestDirectoryData_v0(o: AssignReplicasToDirsRequestDirectoryData, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.id))
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AssignReplicasToDirsRequestTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsRequest_v0(o: AssignReplicasToDirsRequest, out: bytearray) -> None:
    out += _P0(o.broker_id, o.broker_epoch)
    if len(o.directories) + 1 < 128:
        out.append(len(o.directories) + 1)
    else:
        out += _encode_uvarint(len(o.directories) + 1)
    for x1 in o.directories:
        _e_AssignReplicasToDirsRequestDirectoryData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_AssignReplicasToDirsResponsePartitionData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsResponsePartitionData, int]:
    f_partition_index, f_error_code = _S3(buf, pos)
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
    return AssignReplicasToDirsResponsePartitionData(f_partition_index, f_error_code, u), pos


def _d_AssignReplicasToDirsResponseTopicData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsResponseTopicData, int]:
    f_topic_id = _S1(buf, pos)[0]
    pos += 16
    f_topic_id = _make_uuid(f_topic_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 7 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap2 = f_partitions.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsResponsePartitionData_v0(buf, pos, end)
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
    return AssignReplicasToDirsResponseTopicData(f_topic_id, f_partitions, u), pos


def _d_AssignReplicasToDirsResponseDirectoryData_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsResponseDirectoryData, int]:
    f_id = _S1(buf, pos)[0]
    pos += 16
    f_id = _make_uuid(f_id)
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsResponseTopicData_v0(buf, pos, end)
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
    return AssignReplicasToDirsResponseDirectoryData(f_id, f_topics, u), pos


def _d_AssignReplicasToDirsResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[AssignReplicasToDirsResponse, int]:
    f_throttle_time_ms, f_error_code = _S3(buf, pos)
    pos += 6
    n1 = buf[pos]
    if n1 < 128:
        pos += 1
    else:
        n1, pos = _uvarint(buf, pos)
    n1 -= 1
    if n1 < 0:
        raise _negative(pos)
    else:
        if n1 * 18 > end - pos:
            raise _short(pos)
        f_directories = []
        ap2 = f_directories.append
        for _ in range(n1):
            x3, pos = _d_AssignReplicasToDirsResponseDirectoryData_v0(buf, pos, end)
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
    return AssignReplicasToDirsResponse(f_throttle_time_ms, f_error_code, f_directories, u), pos


def _e_AssignReplicasToDirsResponsePartitionData_v0(o: AssignReplicasToDirsResponsePartitionData, out: bytearray) -> None:
    out += _P3(o.partition_index, o.error_code)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsResponseTopicData_v0(o: AssignReplicasToDirsResponseTopicData, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.topic_id))
    if len(o.partitions) + 1 < 128:
        out.append(len(o.partitions) + 1)
    else:
        out += _encode_uvarint(len(o.partitions) + 1)
    for x1 in o.partitions:
        _e_AssignReplicasToDirsResponsePartitionData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsResponseDirectoryData_v0(o: AssignReplicasToDirsResponseDirectoryData, out: bytearray) -> None:
    out += _P1(_uuid_bytes(o.id))
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_AssignReplicasToDirsResponseTopicData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_AssignReplicasToDirsResponse_v0(o: AssignReplicasToDirsResponse, out: bytearray) -> None:
    out += _P3(o.throttle_time_ms, o.error_code)
    if len(o.directories) + 1 < 128:
        out.append(len(o.directories) + 1)
    else:
        out += _encode_uvarint(len(o.directories) + 1)
    for x1 in o.directories:
        _e_AssignReplicasToDirsResponseDirectoryData_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


AssignReplicasToDirsRequest.DECODERS = (_d_AssignReplicasToDirsRequest_v0,)
AssignReplicasToDirsRequest.ENCODERS = (_e_AssignReplicasToDirsRequest_v0,)

AssignReplicasToDirsResponse.DECODERS = (_d_AssignReplicasToDirsResponse_v0,)
AssignReplicasToDirsResponse.ENCODERS = (_e_AssignReplicasToDirsResponse_v0,)
