# generated from defs/059-fetch-snapshot.kw; do not edit
"""FetchSnapshot: API key 59, versions 0..1, flexible from 0."""

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

__all__ = ['FetchSnapshotRequest', 'FetchSnapshotRequestPartitionSnapshot', 'FetchSnapshotRequestSnapshotId', 'FetchSnapshotRequestTopicSnapshot', 'FetchSnapshotResponse', 'FetchSnapshotResponsePartitionSnapshot', 'FetchSnapshotResponseSnapshotId', 'FetchSnapshotResponseTopicSnapshot', 'LeaderIdAndEpoch', 'NodeEndpoint']

_S0 = _Struct('>iiB').unpack_from
_P0 = _Struct('>iiB').pack
_S1 = _Struct('>ii').unpack_from
_P1 = _Struct('>ii').pack
_S2 = _Struct('>qiB').unpack_from
_P2 = _Struct('>qiB').pack
_S3 = _Struct('>qB').unpack_from
_P3 = _Struct('>qB').pack
_S4 = _Struct('>16s').unpack_from
_P4 = _Struct('>16s').pack
_S5 = _Struct('>qi').unpack_from
_P5 = _Struct('>qi').pack
_S6 = _Struct('>q').unpack_from
_P6 = _Struct('>q').pack
_S7 = _Struct('>ihB').unpack_from
_P7 = _Struct('>ihB').pack
_S8 = _Struct('>ih').unpack_from
_P8 = _Struct('>ih').pack
_S9 = _Struct('>qqBB').unpack_from
_P9 = _Struct('>qqBB').pack
_S10 = _Struct('>iB').unpack_from
_P10 = _Struct('>iB').pack
_S11 = _Struct('>HB').unpack_from
_P11 = _Struct('>HB').pack
_S12 = _Struct('>qq').unpack_from
_P12 = _Struct('>qq').pack
_S13 = _Struct('>i').unpack_from
_P13 = _Struct('>i').pack
_S14 = _Struct('>H').unpack_from
_P14 = _Struct('>H').pack


class FetchSnapshotRequestSnapshotId(Struct):
    """Element SnapshotId of FetchSnapshot."""

    __slots__ = ('end_offset', 'epoch')
    end_offset: int
    epoch: int

    def __init__(
        self,
        end_offset: int = 0,
        epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.end_offset = end_offset
        self.epoch = epoch
        self.unknown_tags = unknown_tags


class FetchSnapshotRequestPartitionSnapshot(Struct):
    """Element PartitionSnapshot of FetchSnapshot."""

    __slots__ = ('partition', 'current_leader_epoch', 'snapshot_id', 'position', 'replica_directory_id')
    partition: int
    current_leader_epoch: int
    snapshot_id: FetchSnapshotRequestSnapshotId
    position: int
    replica_directory_id: UUID

    def __init__(
        self,
        partition: int = 0,
        current_leader_epoch: int = 0,
        snapshot_id: FetchSnapshotRequestSnapshotId = DEFAULT,
        position: int = 0,
        replica_directory_id: UUID = ZERO_UUID,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.current_leader_epoch = current_leader_epoch
        self.snapshot_id = FetchSnapshotRequestSnapshotId() if snapshot_id is DEFAULT else snapshot_id
        self.position = position
        self.replica_directory_id = replica_directory_id
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class FetchSnapshotRequestTopicSnapshot(Struct):
    """Element TopicSnapshot of FetchSnapshot."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[FetchSnapshotRequestPartitionSnapshot]

    def __init__(
        self,
        name: str = "",
        partitions: list[FetchSnapshotRequestPartitionSnapshot] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class FetchSnapshotRequest(Request["FetchSnapshotResponse"]):
    """FetchSnapshot request (API key 59), versions 0..1."""

    __slots__ = ('cluster_id', 'replica_id', 'max_bytes', 'topics')
    API_KEY = 59
    API_NAME = 'FetchSnapshot'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    cluster_id: str | None
    replica_id: int
    max_bytes: int
    topics: list[FetchSnapshotRequestTopicSnapshot]

    def __init__(
        self,
        cluster_id: str | None = None,
        replica_id: int = -1,
        max_bytes: int = 2147483647,
        topics: list[FetchSnapshotRequestTopicSnapshot] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.max_bytes = max_bytes
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags
        self.tags_present = 0


class FetchSnapshotResponseSnapshotId(Struct):
    """Element SnapshotId of FetchSnapshot."""

    __slots__ = ('end_offset', 'epoch')
    end_offset: int
    epoch: int

    def __init__(
        self,
        end_offset: int = 0,
        epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.end_offset = end_offset
        self.epoch = epoch
        self.unknown_tags = unknown_tags


class LeaderIdAndEpoch(Struct):
    """Element LeaderIdAndEpoch of FetchSnapshot."""

    __slots__ = ('leader_id', 'leader_epoch')
    leader_id: int
    leader_epoch: int

    def __init__(
        self,
        leader_id: int = 0,
        leader_epoch: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tags = unknown_tags


class FetchSnapshotResponsePartitionSnapshot(Struct):
    """Element PartitionSnapshot of FetchSnapshot."""

    __slots__ = ('index', 'error_code', 'snapshot_id', '_current_leader', 'size', 'position', 'unaligned_records')
    index: int
    error_code: int
    snapshot_id: FetchSnapshotResponseSnapshotId
    _current_leader: LeaderIdAndEpoch | None
    size: int
    position: int
    unaligned_records: Records

    def __init__(
        self,
        index: int = 0,
        error_code: int = 0,
        snapshot_id: FetchSnapshotResponseSnapshotId = DEFAULT,
        current_leader: LeaderIdAndEpoch = DEFAULT,
        size: int = 0,
        position: int = 0,
        unaligned_records: Records = b"",
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.index = index
        self.error_code = error_code
        self.snapshot_id = FetchSnapshotResponseSnapshotId() if snapshot_id is DEFAULT else snapshot_id
        self._current_leader = None if current_leader is DEFAULT else _struct_value(current_leader, 'FetchSnapshotResponsePartitionSnapshot.current_leader')
        self.size = size
        self.position = position
        self.unaligned_records = unaligned_records
        self.unknown_tags = unknown_tags
        self.tags_present = 0

    @property
    def current_leader(self) -> LeaderIdAndEpoch:
        value = self._current_leader
        if value is None:
            value = self._current_leader = LeaderIdAndEpoch()
        return value

    @current_leader.setter
    def current_leader(self, value: LeaderIdAndEpoch) -> None:
        self._current_leader = _struct_value(value, 'FetchSnapshotResponsePartitionSnapshot.current_leader')


class FetchSnapshotResponseTopicSnapshot(Struct):
    """Element TopicSnapshot of FetchSnapshot."""

    __slots__ = ('name', 'partitions')
    name: str
    partitions: list[FetchSnapshotResponsePartitionSnapshot]

    def __init__(
        self,
        name: str = "",
        partitions: list[FetchSnapshotResponsePartitionSnapshot] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.name = name
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class NodeEndpoint(Struct):
    """Element NodeEndpoint of FetchSnapshot."""

    __slots__ = ('node_id', 'host', 'port')
    node_id: int
    host: str
    port: int

    def __init__(
        self,
        node_id: int = 0,
        host: str = "",
        port: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.node_id = node_id
        self.host = host
        self.port = port
        self.unknown_tags = unknown_tags


class FetchSnapshotResponse(Message):
    """FetchSnapshot response (API key 59), versions 0..1."""

    __slots__ = ('throttle_time_ms', 'error_code', 'topics', 'node_endpoints')
    API_KEY = 59
    API_NAME = 'FetchSnapshot'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_FROM = 0
    throttle_time_ms: int
    error_code: int
    topics: list[FetchSnapshotResponseTopicSnapshot]
    node_endpoints: list[NodeEndpoint]

    def __init__(
        self,
        throttle_time_ms: int = 0,
        error_code: int = 0,
        topics: list[FetchSnapshotResponseTopicSnapshot] = DEFAULT,
        node_endpoints: list[NodeEndpoint] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is DEFAULT else topics
        self.node_endpoints = [] if node_endpoints is DEFAULT else node_endpoints
        self.unknown_tags = unknown_tags
        self.tags_present = 0

FetchSnapshotRequestSnapshotId.FIELDS = (
    FieldSpec('end_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('epoch', 'prim', 'int32', (0, 1), None, 0),
)

FetchSnapshotRequestPartitionSnapshot.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('current_leader_epoch', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('snapshot_id', 'struct', 'SnapshotId', (0, 1), None, DEFAULT, struct=FetchSnapshotRequestSnapshotId),
    FieldSpec('position', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('replica_directory_id', 'prim', 'uuid', (1, 1), None, ZERO_UUID, tag=0, tag_versions=(1, 1), ignorable=True),
)

FetchSnapshotRequestTopicSnapshot.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionSnapshot', (0, 1), None, DEFAULT, struct=FetchSnapshotRequestPartitionSnapshot),
)

FetchSnapshotRequest.FIELDS = (
    FieldSpec('cluster_id', 'prim', 'string', (0, 1), (0, 1), None, tag=0, tag_versions=(0, 1)),
    FieldSpec('replica_id', 'prim', 'int32', (0, 1), None, -1),
    FieldSpec('max_bytes', 'prim', 'int32', (0, 1), None, 2147483647),
    FieldSpec('topics', 'array', 'TopicSnapshot', (0, 1), None, DEFAULT, struct=FetchSnapshotRequestTopicSnapshot),
)

FetchSnapshotResponseSnapshotId.FIELDS = (
    FieldSpec('end_offset', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('epoch', 'prim', 'int32', (0, 1), None, 0),
)

LeaderIdAndEpoch.FIELDS = (
    FieldSpec('leader_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('leader_epoch', 'prim', 'int32', (0, 1), None, 0),
)

FetchSnapshotResponsePartitionSnapshot.FIELDS = (
    FieldSpec('index', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('snapshot_id', 'struct', 'SnapshotId', (0, 1), None, DEFAULT, struct=FetchSnapshotResponseSnapshotId),
    FieldSpec('current_leader', 'struct', 'LeaderIdAndEpoch', (0, 1), None, DEFAULT, tag=0, tag_versions=(0, 1), struct=LeaderIdAndEpoch),
    FieldSpec('size', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('position', 'prim', 'int64', (0, 1), None, 0),
    FieldSpec('unaligned_records', 'prim', 'records', (0, 1), None, b""),
)

FetchSnapshotResponseTopicSnapshot.FIELDS = (
    FieldSpec('name', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('partitions', 'array', 'PartitionSnapshot', (0, 1), None, DEFAULT, struct=FetchSnapshotResponsePartitionSnapshot),
)

NodeEndpoint.FIELDS = (
    FieldSpec('node_id', 'prim', 'int32', (0, 1), None, 0),
    FieldSpec('host', 'prim', 'string', (0, 1), None, ""),
    FieldSpec('port', 'prim', 'uint16', (0, 1), None, 0),
)

FetchSnapshotResponse.FIELDS = (
    FieldSpec('throttle_time_ms', 'prim', 'int32', (0, 1), None, 0, ignorable=True),
    FieldSpec('error_code', 'prim', 'error', (0, 1), None, 0),
    FieldSpec('topics', 'array', 'TopicSnapshot', (0, 1), None, DEFAULT, struct=FetchSnapshotResponseTopicSnapshot),
    FieldSpec('node_endpoints', 'array', 'NodeEndpoint', (1, 1), None, DEFAULT, tag=0, tag_versions=(1, 1), struct=NodeEndpoint),
)


def _d_FetchSnapshotRequest_v0(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes, pk2 = _S0(buf, pos)
    pos += 9
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
                x3 = _new(FetchSnapshotRequestTopicSnapshot)
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
                    if n7 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(FetchSnapshotRequestPartitionSnapshot)
                            x8.partition, x8.current_leader_epoch = _S1(buf, pos)
                            pos += 8
                            f_snapshot_id_9 = _new(FetchSnapshotRequestSnapshotId)
                            f_snapshot_id_9.end_offset, f_snapshot_id_9.epoch, pk11 = _S2(buf, pos)
                            pos += 13
                            if pk11:
                                u12, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u12 = None
                            f_snapshot_id_9.unknown_tags = u12
                            x8.position, pk13 = _S3(buf, pos)
                            pos += 9
                            if pk13:
                                u14, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u14 = None
                            x8.snapshot_id = f_snapshot_id_9
                            x8.replica_directory_id = ZERO_UUID
                            x8.unknown_tags = u14
                            x8.tags_present = 0
                            f_partitions_4.append(x8)
                if buf[pos]:
                    u15, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u15 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u15
                f_topics_1.append(x3)
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o.topics = f_topics_1
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        nt16 = buf[pos]
        if nt16 < 128:
            pos += 1
        else:
            nt16, pos = _uvarint(buf, pos)
        u17 = None
        kp22 = 0
        last18 = -1
        for _ in range(nt16):
            tg19 = buf[pos]
            if tg19 < 128:
                pos += 1
            else:
                tg19, pos = _uvarint(buf, pos)
            sz20 = buf[pos]
            if sz20 < 128:
                pos += 1
            else:
                sz20, pos = _uvarint(buf, pos)
            te21 = pos + sz20
            if te21 > end:
                raise _short(pos)
            if tg19 <= last18:
                raise _tag_order(pos)
            last18 = tg19
            if tg19 == 0:
                n23 = buf[pos]
                if n23 < 128:
                    pos += 1
                    n23 -= 1
                elif buf[pos + 1] < 128:
                    n23 = n23 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n23, pos = _string_uvarint(buf, pos)
                    n23 -= 1
                if n23 == -1:
                    o.cluster_id = None
                else:
                    e24 = pos + n23
                    if e24 > te21:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e24].decode()
                    pos = e24
                if pos != te21:
                    raise _tag_size(pos)
                kp22 |= 1
            else:
                if u17 is None:
                    u17 = {}
                u17[tg19] = buf[pos:te21]
                pos = te21
        o.topics = f_topics_1
        o.unknown_tags = u17
        o.tags_present = kp22
    return o, pos


def _d_FetchSnapshotRequest_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    o = _new(FetchSnapshotRequest)
    o.replica_id, o.max_bytes, pk2 = _S0(buf, pos)
    pos += 9
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
                x3 = _new(FetchSnapshotRequestTopicSnapshot)
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
                    if n7 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_4 = []
                    if n7:
                        for _ in (_ranges[n7] if n7 < 256 else range(n7)):
                            x8 = _new(FetchSnapshotRequestPartitionSnapshot)
                            x8.partition, x8.current_leader_epoch = _S1(buf, pos)
                            pos += 8
                            f_snapshot_id_9 = _new(FetchSnapshotRequestSnapshotId)
                            f_snapshot_id_9.end_offset, f_snapshot_id_9.epoch, pk11 = _S2(buf, pos)
                            pos += 13
                            if pk11:
                                u12, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u12 = None
                            f_snapshot_id_9.unknown_tags = u12
                            x8.position, pk13 = _S3(buf, pos)
                            pos += 9
                            if not pk13:
                                x8.snapshot_id = f_snapshot_id_9
                                x8.replica_directory_id = ZERO_UUID
                                x8.unknown_tags = None
                                x8.tags_present = 0
                            else:
                                pos -= 1
                                f_replica_directory_id_10 = ZERO_UUID
                                nt14 = buf[pos]
                                if nt14 < 128:
                                    pos += 1
                                else:
                                    nt14, pos = _uvarint(buf, pos)
                                u15 = None
                                kp20 = 0
                                last16 = -1
                                for _ in range(nt14):
                                    tg17 = buf[pos]
                                    if tg17 < 128:
                                        pos += 1
                                    else:
                                        tg17, pos = _uvarint(buf, pos)
                                    sz18 = buf[pos]
                                    if sz18 < 128:
                                        pos += 1
                                    else:
                                        sz18, pos = _uvarint(buf, pos)
                                    te19 = pos + sz18
                                    if te19 > end:
                                        raise _short(pos)
                                    if tg17 <= last16:
                                        raise _tag_order(pos)
                                    last16 = tg17
                                    if tg17 == 0:
                                        f_replica_directory_id_10 = _S4(buf, pos)[0]
                                        pos += 16
                                        f_replica_directory_id_10 = _cached_uuid(f_replica_directory_id_10) or _make_uuid(f_replica_directory_id_10)
                                        if pos != te19:
                                            raise _tag_size(pos)
                                        kp20 |= 1
                                    else:
                                        if u15 is None:
                                            u15 = {}
                                        u15[tg17] = buf[pos:te19]
                                        pos = te19
                                x8.snapshot_id = f_snapshot_id_9
                                x8.replica_directory_id = f_replica_directory_id_10
                                x8.unknown_tags = u15
                                x8.tags_present = kp20
                            f_partitions_4.append(x8)
                if buf[pos]:
                    u21, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u21 = None
                x3.partitions = f_partitions_4
                x3.unknown_tags = u21
                f_topics_1.append(x3)
    if not buf[pos]:
        pos += 1
        o.cluster_id = None
        o.topics = f_topics_1
        o.unknown_tags = None
        o.tags_present = 0
    else:
        o.cluster_id = None
        nt22 = buf[pos]
        if nt22 < 128:
            pos += 1
        else:
            nt22, pos = _uvarint(buf, pos)
        u23 = None
        kp28 = 0
        last24 = -1
        for _ in range(nt22):
            tg25 = buf[pos]
            if tg25 < 128:
                pos += 1
            else:
                tg25, pos = _uvarint(buf, pos)
            sz26 = buf[pos]
            if sz26 < 128:
                pos += 1
            else:
                sz26, pos = _uvarint(buf, pos)
            te27 = pos + sz26
            if te27 > end:
                raise _short(pos)
            if tg25 <= last24:
                raise _tag_order(pos)
            last24 = tg25
            if tg25 == 0:
                n29 = buf[pos]
                if n29 < 128:
                    pos += 1
                    n29 -= 1
                elif buf[pos + 1] < 128:
                    n29 = n29 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n29, pos = _string_uvarint(buf, pos)
                    n29 -= 1
                if n29 == -1:
                    o.cluster_id = None
                else:
                    e30 = pos + n29
                    if e30 > te27:
                        raise _short(pos)
                    o.cluster_id = buf[pos:e30].decode()
                    pos = e30
                if pos != te27:
                    raise _tag_size(pos)
                kp28 |= 1
            else:
                if u23 is None:
                    u23 = {}
                u23[tg25] = buf[pos:te27]
                pos = te27
        o.topics = f_topics_1
        o.unknown_tags = u23
        o.tags_present = kp28
    return o, pos


def _e_FetchSnapshotRequest_v0(o: FetchSnapshotRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.max_bytes))
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
            out.append(_P1(x3.partition, x3.current_leader_epoch))
            out.append(_P5(x3.snapshot_id.end_offset, x3.snapshot_id.epoch))
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P6(x3.position))
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t4 = []
    kp5 = o.tags_present
    if o.cluster_id is not None or kp5 & 1:
        tb6: list[bytes] = []
        if o.cluster_id is None:
            tb6.append(b'\x00')
        else:
            b7 = o.cluster_id.encode()
            if len(b7) + 1 < 128:
                tb6.append(_B1[len(b7) + 1])
            else:
                tb6.append(_string_length(len(b7) + 1))
            tb6.append(b7)
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _e_FetchSnapshotRequest_v1(o: FetchSnapshotRequest, out: list[bytes]) -> None:
    out.append(_P1(o.replica_id, o.max_bytes))
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
            out.append(_P1(x3.partition, x3.current_leader_epoch))
            out.append(_P5(x3.snapshot_id.end_offset, x3.snapshot_id.epoch))
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P6(x3.position))
            t4 = []
            kp5 = x3.tags_present
            if x3.replica_directory_id != ZERO_UUID or kp5 & 1:
                tb6: list[bytes] = []
                tb6.append(_P4(_uuid_bytes(x3.replica_directory_id)))
                t4.append((0, tb6))
            if t4 or x3.unknown_tags:
                _write_tags(out, t4, x3.unknown_tags, (0,))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t7 = []
    kp8 = o.tags_present
    if o.cluster_id is not None or kp8 & 1:
        tb9: list[bytes] = []
        if o.cluster_id is None:
            tb9.append(b'\x00')
        else:
            b10 = o.cluster_id.encode()
            if len(b10) + 1 < 128:
                tb9.append(_B1[len(b10) + 1])
            else:
                tb9.append(_string_length(len(b10) + 1))
            tb9.append(b10)
        t7.append((0, tb9))
    if t7 or o.unknown_tags:
        _write_tags(out, t7, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


def _d_FetchSnapshotResponse_v0(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S7(buf, pos)
    pos += 7
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(FetchSnapshotResponseTopicSnapshot)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(FetchSnapshotResponsePartitionSnapshot)
                            x9.index, x9.error_code = _S8(buf, pos)
                            pos += 6
                            f_snapshot_id_10 = _new(FetchSnapshotResponseSnapshotId)
                            f_snapshot_id_10.end_offset, f_snapshot_id_10.epoch, pk12 = _S2(buf, pos)
                            pos += 13
                            if pk12:
                                u13, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u13 = None
                            f_snapshot_id_10.unknown_tags = u13
                            x9.size, x9.position, pk14, pk14b = _S9(buf, pos)
                            pos += 18
                            if pk14 < 128:
                                pos -= 1
                                pk14 -= 1
                            elif pk14b < 128:
                                pk14 = pk14 + pk14b * 128 - 129
                            elif buf[pos] < 128:
                                pk14 = pk14 + pk14b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk14, pos = _uvarint(buf, pos - 2)
                                pk14 -= 1
                            if pk14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + pk14
                                if e15 > end:
                                    raise _short(pos)
                                x9.unaligned_records = bv[pos:e15]
                                pos = e15
                            if not buf[pos]:
                                pos += 1
                                x9.snapshot_id = f_snapshot_id_10
                                x9._current_leader = None
                                x9.unknown_tags = None
                                x9.tags_present = 0
                            else:
                                f_current_leader_11 = None
                                nt16 = buf[pos]
                                if nt16 < 128:
                                    pos += 1
                                else:
                                    nt16, pos = _uvarint(buf, pos)
                                u17 = None
                                kp22 = 0
                                last18 = -1
                                for _ in range(nt16):
                                    tg19 = buf[pos]
                                    if tg19 < 128:
                                        pos += 1
                                    else:
                                        tg19, pos = _uvarint(buf, pos)
                                    sz20 = buf[pos]
                                    if sz20 < 128:
                                        pos += 1
                                    else:
                                        sz20, pos = _uvarint(buf, pos)
                                    te21 = pos + sz20
                                    if te21 > end:
                                        raise _short(pos)
                                    if tg19 <= last18:
                                        raise _tag_order(pos)
                                    last18 = tg19
                                    if tg19 == 0:
                                        f_current_leader_11 = _new(LeaderIdAndEpoch)
                                        f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk23 = _S0(buf, pos)
                                        pos += 9
                                        if pk23:
                                            u24, pos = _unknown_tags(buf, pos - 1, te21)
                                        else:
                                            u24 = None
                                        f_current_leader_11.unknown_tags = u24
                                        if pos != te21:
                                            raise _tag_size(pos)
                                        kp22 |= 1
                                    else:
                                        if u17 is None:
                                            u17 = {}
                                        u17[tg19] = buf[pos:te21]
                                        pos = te21
                                x9.snapshot_id = f_snapshot_id_10
                                x9._current_leader = f_current_leader_11
                                x9.unknown_tags = u17
                                x9.tags_present = kp22
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u25
                f_topics_1.append(x4)
    if buf[pos]:
        u26, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u26 = None
    o.topics = f_topics_1
    o.node_endpoints = []
    o.unknown_tags = u26
    o.tags_present = 0
    return o, pos


def _d_FetchSnapshotResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms, o.error_code, pk3 = _S7(buf, pos)
    pos += 7
    if pk3 < 128:
        pk3 -= 1
    elif buf[pos] < 128:
        pk3 = pk3 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk3, pos = _uvarint(buf, pos - 1)
        pk3 -= 1
    if pk3 < 0:
        raise _negative(pos)
    else:
        if pk3 * 3 > end - pos:
            raise _short(pos)
        f_topics_1 = []
        if pk3:
            for _ in (_ranges[pk3] if pk3 < 256 else range(pk3)):
                x4 = _new(FetchSnapshotResponseTopicSnapshot)
                n6 = buf[pos]
                if n6 < 128:
                    pos += 1
                    n6 -= 1
                elif buf[pos + 1] < 128:
                    n6 = n6 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n6, pos = _string_uvarint(buf, pos)
                    n6 -= 1
                if n6 < 0:
                    raise _negative(pos)
                else:
                    e7 = pos + n6
                    if e7 > end:
                        raise _short(pos)
                    x4.name = buf[pos:e7].decode()
                    pos = e7
                n8 = buf[pos]
                if n8 < 128:
                    pos += 1
                    n8 -= 1
                elif buf[pos + 1] < 128:
                    n8 = n8 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n8, pos = _uvarint(buf, pos)
                    n8 -= 1
                if n8 < 0:
                    raise _negative(pos)
                else:
                    if n8 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_5 = []
                    if n8:
                        for _ in (_ranges[n8] if n8 < 256 else range(n8)):
                            x9 = _new(FetchSnapshotResponsePartitionSnapshot)
                            x9.index, x9.error_code = _S8(buf, pos)
                            pos += 6
                            f_snapshot_id_10 = _new(FetchSnapshotResponseSnapshotId)
                            f_snapshot_id_10.end_offset, f_snapshot_id_10.epoch, pk12 = _S2(buf, pos)
                            pos += 13
                            if pk12:
                                u13, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u13 = None
                            f_snapshot_id_10.unknown_tags = u13
                            x9.size, x9.position, pk14, pk14b = _S9(buf, pos)
                            pos += 18
                            if pk14 < 128:
                                pos -= 1
                                pk14 -= 1
                            elif pk14b < 128:
                                pk14 = pk14 + pk14b * 128 - 129
                            elif buf[pos] < 128:
                                pk14 = pk14 + pk14b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk14, pos = _uvarint(buf, pos - 2)
                                pk14 -= 1
                            if pk14 < 0:
                                raise _negative(pos)
                            else:
                                e15 = pos + pk14
                                if e15 > end:
                                    raise _short(pos)
                                x9.unaligned_records = bv[pos:e15]
                                pos = e15
                            if not buf[pos]:
                                pos += 1
                                x9.snapshot_id = f_snapshot_id_10
                                x9._current_leader = None
                                x9.unknown_tags = None
                                x9.tags_present = 0
                            else:
                                f_current_leader_11 = None
                                nt16 = buf[pos]
                                if nt16 < 128:
                                    pos += 1
                                else:
                                    nt16, pos = _uvarint(buf, pos)
                                u17 = None
                                kp22 = 0
                                last18 = -1
                                for _ in range(nt16):
                                    tg19 = buf[pos]
                                    if tg19 < 128:
                                        pos += 1
                                    else:
                                        tg19, pos = _uvarint(buf, pos)
                                    sz20 = buf[pos]
                                    if sz20 < 128:
                                        pos += 1
                                    else:
                                        sz20, pos = _uvarint(buf, pos)
                                    te21 = pos + sz20
                                    if te21 > end:
                                        raise _short(pos)
                                    if tg19 <= last18:
                                        raise _tag_order(pos)
                                    last18 = tg19
                                    if tg19 == 0:
                                        f_current_leader_11 = _new(LeaderIdAndEpoch)
                                        f_current_leader_11.leader_id, f_current_leader_11.leader_epoch, pk23 = _S0(buf, pos)
                                        pos += 9
                                        if pk23:
                                            u24, pos = _unknown_tags(buf, pos - 1, te21)
                                        else:
                                            u24 = None
                                        f_current_leader_11.unknown_tags = u24
                                        if pos != te21:
                                            raise _tag_size(pos)
                                        kp22 |= 1
                                    else:
                                        if u17 is None:
                                            u17 = {}
                                        u17[tg19] = buf[pos:te21]
                                        pos = te21
                                x9.snapshot_id = f_snapshot_id_10
                                x9._current_leader = f_current_leader_11
                                x9.unknown_tags = u17
                                x9.tags_present = kp22
                            f_partitions_5.append(x9)
                if buf[pos]:
                    u25, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u25 = None
                x4.partitions = f_partitions_5
                x4.unknown_tags = u25
                f_topics_1.append(x4)
    if not buf[pos]:
        pos += 1
        o.topics = f_topics_1
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_2 = []
        nt26 = buf[pos]
        if nt26 < 128:
            pos += 1
        else:
            nt26, pos = _uvarint(buf, pos)
        u27 = None
        kp32 = 0
        last28 = -1
        for _ in range(nt26):
            tg29 = buf[pos]
            if tg29 < 128:
                pos += 1
            else:
                tg29, pos = _uvarint(buf, pos)
            sz30 = buf[pos]
            if sz30 < 128:
                pos += 1
            else:
                sz30, pos = _uvarint(buf, pos)
            te31 = pos + sz30
            if te31 > end:
                raise _short(pos)
            if tg29 <= last28:
                raise _tag_order(pos)
            last28 = tg29
            if tg29 == 0:
                n33 = buf[pos]
                if n33 < 128:
                    pos += 1
                    n33 -= 1
                elif buf[pos + 1] < 128:
                    n33 = n33 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n33, pos = _uvarint(buf, pos)
                    n33 -= 1
                if n33 < 0:
                    raise _negative(pos)
                else:
                    if n33 * 8 > te31 - pos:
                        raise _short(pos)
                    f_node_endpoints_2 = []
                    if n33:
                        for _ in (_ranges[n33] if n33 < 256 else range(n33)):
                            x34 = _new(NodeEndpoint)
                            x34.node_id, pk35 = _S10(buf, pos)
                            pos += 5
                            if pk35 < 128:
                                pk35 -= 1
                            elif buf[pos] < 128:
                                pk35 = pk35 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk35, pos = _string_uvarint(buf, pos - 1)
                                pk35 -= 1
                            if pk35 < 0:
                                raise _negative(pos)
                            else:
                                e36 = pos + pk35
                                if e36 > te31:
                                    raise _short(pos)
                                x34.host = buf[pos:e36].decode()
                                pos = e36
                            x34.port, pk37 = _S11(buf, pos)
                            pos += 3
                            if pk37:
                                u38, pos = _unknown_tags(buf, pos - 1, te31)
                            else:
                                u38 = None
                            x34.unknown_tags = u38
                            f_node_endpoints_2.append(x34)
                if pos != te31:
                    raise _tag_size(pos)
                kp32 |= 1
            else:
                if u27 is None:
                    u27 = {}
                u27[tg29] = buf[pos:te31]
                pos = te31
        o.topics = f_topics_1
        o.node_endpoints = f_node_endpoints_2
        o.unknown_tags = u27
        o.tags_present = kp32
    return o, pos


def _e_FetchSnapshotResponse_v0(o: FetchSnapshotResponse, out: list[bytes]) -> None:
    if (o.node_endpoints is None or len(o.node_endpoints)):
        raise _absent('FetchSnapshotResponse', 'node_endpoints', 0)
    out.append(_P8(o.throttle_time_ms, o.error_code))
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
            out.append(_P8(x3.index, x3.error_code))
            out.append(_P5(x3.snapshot_id.end_offset, x3.snapshot_id.epoch))
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P12(x3.size, x3.position))
            b4 = x3.unaligned_records
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            t5 = []
            kp6 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P1(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
                if x3.current_leader.unknown_tags:
                    _write_tags(tb7, [], x3.current_leader.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if t5 or x3.unknown_tags:
                _write_tags(out, t5, x3.unknown_tags, (0,))
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


def _e_FetchSnapshotResponse_v1(o: FetchSnapshotResponse, out: list[bytes]) -> None:
    out.append(_P8(o.throttle_time_ms, o.error_code))
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
            out.append(_P8(x3.index, x3.error_code))
            out.append(_P5(x3.snapshot_id.end_offset, x3.snapshot_id.epoch))
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(b'\x00')
            out.append(_P12(x3.size, x3.position))
            b4 = x3.unaligned_records
            if len(b4) + 1 < 128:
                out.append(_B1[len(b4) + 1])
            else:
                out.append(_encode_uvarint(len(b4) + 1))
            out.append(b4)
            t5 = []
            kp6 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp6 & 1:
                tb7: list[bytes] = []
                tb7.append(_P1(x3.current_leader.leader_id, x3.current_leader.leader_epoch))
                if x3.current_leader.unknown_tags:
                    _write_tags(tb7, [], x3.current_leader.unknown_tags)
                else:
                    tb7.append(b'\x00')
                t5.append((0, tb7))
            if t5 or x3.unknown_tags:
                _write_tags(out, t5, x3.unknown_tags, (0,))
            else:
                out.append(b'\x00')
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(b'\x00')
    t8 = []
    kp9 = o.tags_present
    if (o.node_endpoints is None or len(o.node_endpoints)) or kp9 & 1:
        tb10: list[bytes] = []
        if type(o.node_endpoints) is not list:
            _check_list(o.node_endpoints)
        if len(o.node_endpoints) + 1 < 128:
            tb10.append(_B1[len(o.node_endpoints) + 1])
        else:
            tb10.append(_encode_uvarint(len(o.node_endpoints) + 1))
        for x11 in o.node_endpoints:
            tb10.append(_P13(x11.node_id))
            b12 = x11.host.encode()
            if len(b12) + 1 < 128:
                tb10.append(_B1[len(b12) + 1])
            else:
                tb10.append(_string_length(len(b12) + 1))
            tb10.append(b12)
            tb10.append(_P14(x11.port))
            if x11.unknown_tags:
                _write_tags(tb10, [], x11.unknown_tags)
            else:
                tb10.append(b'\x00')
        t8.append((0, tb10))
    if t8 or o.unknown_tags:
        _write_tags(out, t8, o.unknown_tags, (0,))
    else:
        out.append(b'\x00')


FetchSnapshotRequest.DECODERS = {0: _d_FetchSnapshotRequest_v0, 1: _d_FetchSnapshotRequest_v1}
FetchSnapshotRequest.ENCODERS = {0: _e_FetchSnapshotRequest_v0, 1: _e_FetchSnapshotRequest_v1}
_bind_decode(FetchSnapshotRequest)

FetchSnapshotResponse.DECODERS = {0: _d_FetchSnapshotResponse_v0, 1: _d_FetchSnapshotResponse_v1}
FetchSnapshotResponse.ENCODERS = {0: _e_FetchSnapshotResponse_v0, 1: _e_FetchSnapshotResponse_v1}
_bind_decode(FetchSnapshotResponse)
