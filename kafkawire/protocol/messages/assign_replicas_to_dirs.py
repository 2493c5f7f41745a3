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

__all__ = ['AssignReplicasToDirsRequest', 'AssignReplicasToDirsRequestDirectoryData', 'AssignReplicasToDirsRequestPartitionData', 'AssignReplicasToDirsRequestTopicData', 'AssignReplicasToDirsResponse', 'AssignReplicasToDirsResponseDirectoryData', 'AssignReplicasToDirsResponsePartitionData', 'AssignReplicasToDirsResponseTopicData']

_I0 = _Struct('>iB').iter_unpack
_I1 = _Struct('>ihB').iter_unpack
_S0 = _Struct('>iqB').unpack_from
_P0 = _Struct('>iqB').pack
_S1 = _Struct('>16sB').unpack_from
_P1 = _Struct('>16sB').pack
_S2 = _Struct('>iB').unpack_from
_P2 = _Struct('>iB').pack
_S3 = _Struct('>iq').unpack_from
_P3 = _Struct('>iq').pack
_S4 = _Struct('>16s').unpack_from
_P4 = _Struct('>16s').pack
_S5 = _Struct('>i').unpack_from
_P5 = _Struct('>i').pack
_S6 = _Struct('>ihB').unpack_from
_P6 = _Struct('>ihB').pack
_S7 = _Struct('>ih').unpack_from
_P7 = _Struct('>ih').pack


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


class AssignReplicasToDirsRequest(Request["AssignReplicasToDirsResponse"]):
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
    o = _new(AssignReplicasToDirsRequest)
    o.broker_id, o.broker_epoch, pk2 = _S0(buf, pos)
    pos += 13
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
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_directories_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AssignReplicasToDirsRequestDirectoryData)
                f_id_4, pk6 = _S1(buf, pos)
                pos += 17
                f_id_4 = _cached_uuid(f_id_4) or _make_uuid(f_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(AssignReplicasToDirsRequestTopicData)
                            f_topic_id_8, pk10 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                            if pk10 < 128:
                                pk10 -= 1
                            elif buf[pos] < 128:
                                pk10 = pk10 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk10, pos = _uvarint(buf, pos - 1)
                                pk10 -= 1
                            if pk10 < 0:
                                raise _negative(pos)
                            else:
                                if pk10 * 5 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if pk10:
                                    e12 = pos + pk10 * 5
                                    for t14 in _I0(buf[pos:e12]):
                                        x13 = _new(AssignReplicasToDirsRequestPartitionData)
                                        x13.partition_index, tb15 = t14
                                        if tb15:
                                            break
                                        x13.unknown_tags = None
                                        f_partitions_9.append(x13)
                                    else:
                                        pos = e12
                                    if pos != e12:
                                        f_partitions_9 = []
                                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                                            x11 = _new(AssignReplicasToDirsRequestPartitionData)
                                            x11.partition_index, pk16 = _S2(buf, pos)
                                            pos += 5
                                            if pk16:
                                                u17, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u17 = None
                                            x11.unknown_tags = u17
                                            f_partitions_9.append(x11)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x7.topic_id = f_topic_id_8
                            x7.partitions = f_partitions_9
                            x7.unknown_tags = u18
                            f_topics_5.append(x7)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x3.id = f_id_4
                x3.topics = f_topics_5
                x3.unknown_tags = u19
                f_directories_1.append(x3)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.directories = f_directories_1
    o.unknown_tags = u20
    return o, pos


def _e_AssignReplicasToDirsRequest_v0(o: AssignReplicasToDirsRequest, out: list[bytes]) -> None:
    out.append(_P3(o.broker_id, o.broker_epoch))
    if type(o.directories) is not list:
        _check_list(o.directories)
    if len(o.directories) + 1 < 128:
        out.append(_B1[len(o.directories) + 1])
    else:
        out.append(_encode_uvarint(len(o.directories) + 1))
    for x1 in o.directories:
        out.append(_P4(_uuid_bytes(x1.id)))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            out.append(_P4(_uuid_bytes(x2.topic_id)))
            if type(x2.partitions) is not list:
                _check_list(x2.partitions)
            if len(x2.partitions) + 1 < 128:
                out.append(_B1[len(x2.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partitions) + 1))
            for x3 in x2.partitions:
                out.append(_P5(x3.partition_index))
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


def _d_AssignReplicasToDirsResponse_v0(buf: bytes, pos: int, end: int) -> tuple[AssignReplicasToDirsResponse, int]:
    o = _new(AssignReplicasToDirsResponse)
    o.throttle_time_ms, o.error_code, pk2 = _S6(buf, pos)
    pos += 7
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
        if pk2 * 18 > end - pos:
            raise _short(pos)
        f_directories_1 = []
        if pk2:
            for _ in (_ranges[pk2] if pk2 < 256 else range(pk2)):
                x3 = _new(AssignReplicasToDirsResponseDirectoryData)
                f_id_4, pk6 = _S1(buf, pos)
                pos += 17
                f_id_4 = _cached_uuid(f_id_4) or _make_uuid(f_id_4)
                if pk6 < 128:
                    pk6 -= 1
                elif buf[pos] < 128:
                    pk6 = pk6 + buf[pos] * 128 - 129
                    pos += 1
                else:
                    pk6, pos = _uvarint(buf, pos - 1)
                    pk6 -= 1
                if pk6 < 0:
                    raise _negative(pos)
                else:
                    if pk6 * 18 > end - pos:
                        raise _short(pos)
                    f_topics_5 = []
                    if pk6:
                        for _ in (_ranges[pk6] if pk6 < 256 else range(pk6)):
                            x7 = _new(AssignReplicasToDirsResponseTopicData)
                            f_topic_id_8, pk10 = _S1(buf, pos)
                            pos += 17
                            f_topic_id_8 = _cached_uuid(f_topic_id_8) or _make_uuid(f_topic_id_8)
                            if pk10 < 128:
                                pk10 -= 1
                            elif buf[pos] < 128:
                                pk10 = pk10 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk10, pos = _uvarint(buf, pos - 1)
                                pk10 -= 1
                            if pk10 < 0:
                                raise _negative(pos)
                            else:
                                if pk10 * 7 > end - pos:
                                    raise _short(pos)
                                f_partitions_9 = []
                                if pk10:
                                    e12 = pos + pk10 * 7
                                    for t14 in _I1(buf[pos:e12]):
                                        x13 = _new(AssignReplicasToDirsResponsePartitionData)
                                        x13.partition_index, x13.error_code, tb15 = t14
                                        if tb15:
                                            break
                                        x13.unknown_tags = None
                                        f_partitions_9.append(x13)
                                    else:
                                        pos = e12
                                    if pos != e12:
                                        f_partitions_9 = []
                                        for _ in (_ranges[pk10] if pk10 < 256 else range(pk10)):
                                            x11 = _new(AssignReplicasToDirsResponsePartitionData)
                                            x11.partition_index, x11.error_code, pk16 = _S6(buf, pos)
                                            pos += 7
                                            if pk16:
                                                u17, pos = _unknown_tags(buf, pos - 1, end)
                                            else:
                                                u17 = None
                                            x11.unknown_tags = u17
                                            f_partitions_9.append(x11)
                            if buf[pos]:
                                u18, pos = _unknown_tags(buf, pos, end)
                            else:
                                pos += 1
                                u18 = None
                            x7.topic_id = f_topic_id_8
                            x7.partitions = f_partitions_9
                            x7.unknown_tags = u18
                            f_topics_5.append(x7)
                if buf[pos]:
                    u19, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u19 = None
                x3.id = f_id_4
                x3.topics = f_topics_5
                x3.unknown_tags = u19
                f_directories_1.append(x3)
    if buf[pos]:
        u20, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u20 = None
    o.directories = f_directories_1
    o.unknown_tags = u20
    return o, pos


def _e_AssignReplicasToDirsResponse_v0(o: AssignReplicasToDirsResponse, out: list[bytes]) -> None:
    out.append(_P7(o.throttle_time_ms, o.error_code))
    if type(o.directories) is not list:
        _check_list(o.directories)
    if len(o.directories) + 1 < 128:
        out.append(_B1[len(o.directories) + 1])
    else:
        out.append(_encode_uvarint(len(o.directories) + 1))
    for x1 in o.directories:
        out.append(_P4(_uuid_bytes(x1.id)))
        if type(x1.topics) is not list:
            _check_list(x1.topics)
        if len(x1.topics) + 1 < 128:
            out.append(_B1[len(x1.topics) + 1])
        else:
            out.append(_encode_uvarint(len(x1.topics) + 1))
        for x2 in x1.topics:
            out.append(_P4(_uuid_bytes(x2.topic_id)))
            if type(x2.partitions) is not list:
                _check_list(x2.partitions)
            if len(x2.partitions) + 1 < 128:
                out.append(_B1[len(x2.partitions) + 1])
            else:
                out.append(_encode_uvarint(len(x2.partitions) + 1))
            for x3 in x2.partitions:
                out.append(_P7(x3.partition_index, x3.error_code))
                if x3.unknown_tags:
                    _write_tags(out, [], x3.unknown_tags)
                else:
                    out.append(b'\x00')
            if x2.unknown_tags:
                _write_tags(out, [], x2.unknown_tags)
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


AssignReplicasToDirsRequest.DECODERS = {0: _d_AssignReplicasToDirsRequest_v0}
AssignReplicasToDirsRequest.ENCODERS = {0: _e_AssignReplicasToDirsRequest_v0}
_bind_decode(AssignReplicasToDirsRequest)

AssignReplicasToDirsResponse.DECODERS = {0: _d_AssignReplicasToDirsResponse_v0}
AssignReplicasToDirsResponse.ENCODERS = {0: _e_AssignReplicasToDirsResponse_v0}
_bind_decode(AssignReplicasToDirsResponse)
