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
    f_replica_id_2, f_max_bytes_3, pk5 = _S0(buf, pos)
    pos += 9
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_4 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_13, f_current_leader_epoch_14 = _S1(buf, pos)
                            pos += 8
                            f_end_offset_18, f_epoch_19, pk20 = _S2(buf, pos)
                            pos += 13
                            if pk20:
                                u21, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u21 = None
                            f_snapshot_id_15 = _new(FetchSnapshotRequestSnapshotId)
                            f_snapshot_id_15.end_offset = f_end_offset_18
                            f_snapshot_id_15.epoch = f_epoch_19
                            f_snapshot_id_15.unknown_tags = u21
                            f_position_16, pk22 = _S3(buf, pos)
                            pos += 9
                            if pk22:
                                u23, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u23 = None
                            x12 = _new(FetchSnapshotRequestPartitionSnapshot)
                            x12.partition = f_partition_13
                            x12.current_leader_epoch = f_current_leader_epoch_14
                            x12.snapshot_id = f_snapshot_id_15
                            x12.position = f_position_16
                            x12.replica_directory_id = ZERO_UUID
                            x12.unknown_tags = u23
                            x12.tags_present = 0
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u24, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u24 = None
                x6 = _new(FetchSnapshotRequestTopicSnapshot)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u24
                f_topics_4.append(x6)
    if not buf[pos]:
        pos += 1
        o = _new(FetchSnapshotRequest)
        o.cluster_id = None
        o.replica_id = f_replica_id_2
        o.max_bytes = f_max_bytes_3
        o.topics = f_topics_4
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        nt25 = buf[pos]
        if nt25 < 128:
            pos += 1
        else:
            nt25, pos = _uvarint(buf, pos)
        u26 = None
        kp31 = 0
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
            if tg28 == 0:
                n32 = buf[pos]
                if n32 < 128:
                    pos += 1
                    n32 -= 1
                elif buf[pos + 1] < 128:
                    n32 = n32 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n32, pos = _string_uvarint(buf, pos)
                    n32 -= 1
                if n32 == -1:
                    f_cluster_id_1 = None
                else:
                    e33 = pos + n32
                    if e33 > te30:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e33].decode()
                    pos = e33
                if pos != te30:
                    raise _tag_size(pos)
                kp31 |= 1
            else:
                if u26 is None:
                    u26 = {}
                u26[tg28] = buf[pos:te30]
                pos = te30
        o = _new(FetchSnapshotRequest)
        o.cluster_id = f_cluster_id_1
        o.replica_id = f_replica_id_2
        o.max_bytes = f_max_bytes_3
        o.topics = f_topics_4
        o.unknown_tags = u26
        o.tags_present = kp31
    return o, pos


def _d_FetchSnapshotRequest_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    f_replica_id_2, f_max_bytes_3, pk5 = _S0(buf, pos)
    pos += 9
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_4 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 30 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_partition_13, f_current_leader_epoch_14 = _S1(buf, pos)
                            pos += 8
                            f_end_offset_18, f_epoch_19, pk20 = _S2(buf, pos)
                            pos += 13
                            if pk20:
                                u21, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u21 = None
                            f_snapshot_id_15 = _new(FetchSnapshotRequestSnapshotId)
                            f_snapshot_id_15.end_offset = f_end_offset_18
                            f_snapshot_id_15.epoch = f_epoch_19
                            f_snapshot_id_15.unknown_tags = u21
                            f_position_16, pk22 = _S3(buf, pos)
                            pos += 9
                            if not pk22:
                                x12 = _new(FetchSnapshotRequestPartitionSnapshot)
                                x12.partition = f_partition_13
                                x12.current_leader_epoch = f_current_leader_epoch_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12.position = f_position_16
                                x12.replica_directory_id = ZERO_UUID
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                pos -= 1
                                f_replica_directory_id_17 = ZERO_UUID
                                nt23 = buf[pos]
                                if nt23 < 128:
                                    pos += 1
                                else:
                                    nt23, pos = _uvarint(buf, pos)
                                u24 = None
                                kp29 = 0
                                last25 = -1
                                for _ in range(nt23):
                                    tg26 = buf[pos]
                                    if tg26 < 128:
                                        pos += 1
                                    else:
                                        tg26, pos = _uvarint(buf, pos)
                                    sz27 = buf[pos]
                                    if sz27 < 128:
                                        pos += 1
                                    else:
                                        sz27, pos = _uvarint(buf, pos)
                                    te28 = pos + sz27
                                    if te28 > end:
                                        raise _short(pos)
                                    if tg26 <= last25:
                                        raise _tag_order(pos)
                                    last25 = tg26
                                    if tg26 == 0:
                                        f_replica_directory_id_17 = _S4(buf, pos)[0]
                                        pos += 16
                                        f_replica_directory_id_17 = _cached_uuid(f_replica_directory_id_17) or _make_uuid(f_replica_directory_id_17)
                                        if pos != te28:
                                            raise _tag_size(pos)
                                        kp29 |= 1
                                    else:
                                        if u24 is None:
                                            u24 = {}
                                        u24[tg26] = buf[pos:te28]
                                        pos = te28
                                x12 = _new(FetchSnapshotRequestPartitionSnapshot)
                                x12.partition = f_partition_13
                                x12.current_leader_epoch = f_current_leader_epoch_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12.position = f_position_16
                                x12.replica_directory_id = f_replica_directory_id_17
                                x12.unknown_tags = u24
                                x12.tags_present = kp29
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u30, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u30 = None
                x6 = _new(FetchSnapshotRequestTopicSnapshot)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u30
                f_topics_4.append(x6)
    if not buf[pos]:
        pos += 1
        o = _new(FetchSnapshotRequest)
        o.cluster_id = None
        o.replica_id = f_replica_id_2
        o.max_bytes = f_max_bytes_3
        o.topics = f_topics_4
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_cluster_id_1 = None
        nt31 = buf[pos]
        if nt31 < 128:
            pos += 1
        else:
            nt31, pos = _uvarint(buf, pos)
        u32 = None
        kp37 = 0
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
            if tg34 == 0:
                n38 = buf[pos]
                if n38 < 128:
                    pos += 1
                    n38 -= 1
                elif buf[pos + 1] < 128:
                    n38 = n38 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n38, pos = _string_uvarint(buf, pos)
                    n38 -= 1
                if n38 == -1:
                    f_cluster_id_1 = None
                else:
                    e39 = pos + n38
                    if e39 > te36:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e39].decode()
                    pos = e39
                if pos != te36:
                    raise _tag_size(pos)
                kp37 |= 1
            else:
                if u32 is None:
                    u32 = {}
                u32[tg34] = buf[pos:te36]
                pos = te36
        o = _new(FetchSnapshotRequest)
        o.cluster_id = f_cluster_id_1
        o.replica_id = f_replica_id_2
        o.max_bytes = f_max_bytes_3
        o.topics = f_topics_4
        o.unknown_tags = u32
        o.tags_present = kp37
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
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S7(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_index_13, f_error_code_14 = _S8(buf, pos)
                            pos += 6
                            f_end_offset_20, f_epoch_21, pk22 = _S2(buf, pos)
                            pos += 13
                            if pk22:
                                u23, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u23 = None
                            f_snapshot_id_15 = _new(FetchSnapshotResponseSnapshotId)
                            f_snapshot_id_15.end_offset = f_end_offset_20
                            f_snapshot_id_15.epoch = f_epoch_21
                            f_snapshot_id_15.unknown_tags = u23
                            f_size_17, f_position_18, pk24, pk24b = _S9(buf, pos)
                            pos += 18
                            if pk24 < 128:
                                pos -= 1
                                pk24 -= 1
                            elif pk24b < 128:
                                pk24 = pk24 + pk24b * 128 - 129
                            elif buf[pos] < 128:
                                pk24 = pk24 + pk24b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk24, pos = _uvarint(buf, pos - 2)
                                pk24 -= 1
                            if pk24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + pk24
                                if e25 > end:
                                    raise _short(pos)
                                f_unaligned_records_19 = bv[pos:e25]
                                pos = e25
                            if not buf[pos]:
                                pos += 1
                                x12 = _new(FetchSnapshotResponsePartitionSnapshot)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12._current_leader = None
                                x12.size = f_size_17
                                x12.position = f_position_18
                                x12.unaligned_records = f_unaligned_records_19
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                f_current_leader_16 = None
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
                                        f_leader_id_33, f_leader_epoch_34, pk35 = _S0(buf, pos)
                                        pos += 9
                                        if pk35:
                                            u36, pos = _unknown_tags(buf, pos - 1, te31)
                                        else:
                                            u36 = None
                                        f_current_leader_16 = _new(LeaderIdAndEpoch)
                                        f_current_leader_16.leader_id = f_leader_id_33
                                        f_current_leader_16.leader_epoch = f_leader_epoch_34
                                        f_current_leader_16.unknown_tags = u36
                                        if pos != te31:
                                            raise _tag_size(pos)
                                        kp32 |= 1
                                    else:
                                        if u27 is None:
                                            u27 = {}
                                        u27[tg29] = buf[pos:te31]
                                        pos = te31
                                x12 = _new(FetchSnapshotResponsePartitionSnapshot)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12._current_leader = f_current_leader_16
                                x12.size = f_size_17
                                x12.position = f_position_18
                                x12.unaligned_records = f_unaligned_records_19
                                x12.unknown_tags = u27
                                x12.tags_present = kp32
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x6 = _new(FetchSnapshotResponseTopicSnapshot)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u37
                f_topics_3.append(x6)
    if buf[pos]:
        u38, pos = _unknown_tags(buf, pos, end)
    else:
        pos += 1
        u38 = None
    o = _new(FetchSnapshotResponse)
    o.throttle_time_ms = f_throttle_time_ms_1
    o.error_code = f_error_code_2
    o.topics = f_topics_3
    o.node_endpoints = []
    o.unknown_tags = u38
    o.tags_present = 0
    return o, pos


def _d_FetchSnapshotResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2, pk5 = _S7(buf, pos)
    pos += 7
    if pk5 < 128:
        pk5 -= 1
    elif buf[pos] < 128:
        pk5 = pk5 + buf[pos] * 128 - 129
        pos += 1
    else:
        pk5, pos = _uvarint(buf, pos - 1)
        pk5 -= 1
    if pk5 < 0:
        raise _negative(pos)
    else:
        if pk5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        if pk5:
            for _ in (_ranges[pk5] if pk5 < 256 else range(pk5)):
                n9 = buf[pos]
                if n9 < 128:
                    pos += 1
                    n9 -= 1
                elif buf[pos + 1] < 128:
                    n9 = n9 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n9, pos = _string_uvarint(buf, pos)
                    n9 -= 1
                if n9 < 0:
                    raise _negative(pos)
                else:
                    e10 = pos + n9
                    if e10 > end:
                        raise _short(pos)
                    f_name_7 = buf[pos:e10].decode()
                    pos = e10
                n11 = buf[pos]
                if n11 < 128:
                    pos += 1
                    n11 -= 1
                elif buf[pos + 1] < 128:
                    n11 = n11 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n11, pos = _uvarint(buf, pos)
                    n11 -= 1
                if n11 < 0:
                    raise _negative(pos)
                else:
                    if n11 * 37 > end - pos:
                        raise _short(pos)
                    f_partitions_8 = []
                    if n11:
                        for _ in (_ranges[n11] if n11 < 256 else range(n11)):
                            f_index_13, f_error_code_14 = _S8(buf, pos)
                            pos += 6
                            f_end_offset_20, f_epoch_21, pk22 = _S2(buf, pos)
                            pos += 13
                            if pk22:
                                u23, pos = _unknown_tags(buf, pos - 1, end)
                            else:
                                u23 = None
                            f_snapshot_id_15 = _new(FetchSnapshotResponseSnapshotId)
                            f_snapshot_id_15.end_offset = f_end_offset_20
                            f_snapshot_id_15.epoch = f_epoch_21
                            f_snapshot_id_15.unknown_tags = u23
                            f_size_17, f_position_18, pk24, pk24b = _S9(buf, pos)
                            pos += 18
                            if pk24 < 128:
                                pos -= 1
                                pk24 -= 1
                            elif pk24b < 128:
                                pk24 = pk24 + pk24b * 128 - 129
                            elif buf[pos] < 128:
                                pk24 = pk24 + pk24b * 128 + buf[pos] * 16384 - 16513
                                pos += 1
                            else:
                                pk24, pos = _uvarint(buf, pos - 2)
                                pk24 -= 1
                            if pk24 < 0:
                                raise _negative(pos)
                            else:
                                e25 = pos + pk24
                                if e25 > end:
                                    raise _short(pos)
                                f_unaligned_records_19 = bv[pos:e25]
                                pos = e25
                            if not buf[pos]:
                                pos += 1
                                x12 = _new(FetchSnapshotResponsePartitionSnapshot)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12._current_leader = None
                                x12.size = f_size_17
                                x12.position = f_position_18
                                x12.unaligned_records = f_unaligned_records_19
                                x12.unknown_tags = None
                                x12.tags_present = 0
                            else:
                                f_current_leader_16 = None
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
                                        f_leader_id_33, f_leader_epoch_34, pk35 = _S0(buf, pos)
                                        pos += 9
                                        if pk35:
                                            u36, pos = _unknown_tags(buf, pos - 1, te31)
                                        else:
                                            u36 = None
                                        f_current_leader_16 = _new(LeaderIdAndEpoch)
                                        f_current_leader_16.leader_id = f_leader_id_33
                                        f_current_leader_16.leader_epoch = f_leader_epoch_34
                                        f_current_leader_16.unknown_tags = u36
                                        if pos != te31:
                                            raise _tag_size(pos)
                                        kp32 |= 1
                                    else:
                                        if u27 is None:
                                            u27 = {}
                                        u27[tg29] = buf[pos:te31]
                                        pos = te31
                                x12 = _new(FetchSnapshotResponsePartitionSnapshot)
                                x12.index = f_index_13
                                x12.error_code = f_error_code_14
                                x12.snapshot_id = f_snapshot_id_15
                                x12._current_leader = f_current_leader_16
                                x12.size = f_size_17
                                x12.position = f_position_18
                                x12.unaligned_records = f_unaligned_records_19
                                x12.unknown_tags = u27
                                x12.tags_present = kp32
                            f_partitions_8.append(x12)
                if buf[pos]:
                    u37, pos = _unknown_tags(buf, pos, end)
                else:
                    pos += 1
                    u37 = None
                x6 = _new(FetchSnapshotResponseTopicSnapshot)
                x6.name = f_name_7
                x6.partitions = f_partitions_8
                x6.unknown_tags = u37
                f_topics_3.append(x6)
    if not buf[pos]:
        pos += 1
        o = _new(FetchSnapshotResponse)
        o.throttle_time_ms = f_throttle_time_ms_1
        o.error_code = f_error_code_2
        o.topics = f_topics_3
        o.node_endpoints = []
        o.unknown_tags = None
        o.tags_present = 0
    else:
        f_node_endpoints_4 = []
        nt38 = buf[pos]
        if nt38 < 128:
            pos += 1
        else:
            nt38, pos = _uvarint(buf, pos)
        u39 = None
        kp44 = 0
        last40 = -1
        for _ in range(nt38):
            tg41 = buf[pos]
            if tg41 < 128:
                pos += 1
            else:
                tg41, pos = _uvarint(buf, pos)
            sz42 = buf[pos]
            if sz42 < 128:
                pos += 1
            else:
                sz42, pos = _uvarint(buf, pos)
            te43 = pos + sz42
            if te43 > end:
                raise _short(pos)
            if tg41 <= last40:
                raise _tag_order(pos)
            last40 = tg41
            if tg41 == 0:
                n45 = buf[pos]
                if n45 < 128:
                    pos += 1
                    n45 -= 1
                elif buf[pos + 1] < 128:
                    n45 = n45 + buf[pos + 1] * 128 - 129
                    pos += 2
                else:
                    n45, pos = _uvarint(buf, pos)
                    n45 -= 1
                if n45 < 0:
                    raise _negative(pos)
                else:
                    if n45 * 8 > te43 - pos:
                        raise _short(pos)
                    f_node_endpoints_4 = []
                    if n45:
                        for _ in (_ranges[n45] if n45 < 256 else range(n45)):
                            f_node_id_47, pk50 = _S10(buf, pos)
                            pos += 5
                            if pk50 < 128:
                                pk50 -= 1
                            elif buf[pos] < 128:
                                pk50 = pk50 + buf[pos] * 128 - 129
                                pos += 1
                            else:
                                pk50, pos = _string_uvarint(buf, pos - 1)
                                pk50 -= 1
                            if pk50 < 0:
                                raise _negative(pos)
                            else:
                                e51 = pos + pk50
                                if e51 > te43:
                                    raise _short(pos)
                                f_host_48 = buf[pos:e51].decode()
                                pos = e51
                            f_port_49, pk52 = _S11(buf, pos)
                            pos += 3
                            if pk52:
                                u53, pos = _unknown_tags(buf, pos - 1, te43)
                            else:
                                u53 = None
                            x46 = _new(NodeEndpoint)
                            x46.node_id = f_node_id_47
                            x46.host = f_host_48
                            x46.port = f_port_49
                            x46.unknown_tags = u53
                            f_node_endpoints_4.append(x46)
                if pos != te43:
                    raise _tag_size(pos)
                kp44 |= 1
            else:
                if u39 is None:
                    u39 = {}
                u39[tg41] = buf[pos:te43]
                pos = te43
        o = _new(FetchSnapshotResponse)
        o.throttle_time_ms = f_throttle_time_ms_1
        o.error_code = f_error_code_2
        o.topics = f_topics_3
        o.node_endpoints = f_node_endpoints_4
        o.unknown_tags = u39
        o.tags_present = kp44
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
