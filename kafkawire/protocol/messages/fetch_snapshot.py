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

__all__ = ['FetchSnapshotRequest', 'FetchSnapshotRequestPartitionSnapshot', 'FetchSnapshotRequestSnapshotId', 'FetchSnapshotRequestTopicSnapshot', 'FetchSnapshotResponse', 'FetchSnapshotResponsePartitionSnapshot', 'FetchSnapshotResponseSnapshotId', 'FetchSnapshotResponseTopicSnapshot', 'LeaderIdAndEpoch', 'NodeEndpoint']

_S0 = _Struct('>ii').unpack_from
_P0 = _Struct('>ii').pack
_S1 = _Struct('>qi').unpack_from
_P1 = _Struct('>qi').pack
_S2 = _Struct('>q').unpack_from
_P2 = _Struct('>q').pack
_S3 = _Struct('>16s').unpack_from
_P3 = _Struct('>16s').pack
_S4 = _Struct('>ih').unpack_from
_P4 = _Struct('>ih').pack
_S5 = _Struct('>qq').unpack_from
_P5 = _Struct('>qq').pack
_S6 = _Struct('>i').unpack_from
_P6 = _Struct('>i').pack
_S7 = _Struct('>H').unpack_from
_P7 = _Struct('>H').pack


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


class FetchSnapshotRequest(Message):
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
        self._current_leader = None if current_leader is DEFAULT else current_leader
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
        self._current_leader = value


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
    f_replica_id_2, f_max_bytes_3 = _S0(buf, pos)
    pos += 8
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_4 = []
        ap6 = f_topics_4.append
        for _ in range(n5):
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
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 30 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_15, f_current_leader_epoch_16 = _S0(buf, pos)
                    pos += 8
                    f_end_offset_20, f_epoch_21 = _S1(buf, pos)
                    pos += 12
                    nt22 = buf[pos]
                    if nt22 < 128:
                        pos += 1
                    else:
                        nt22, pos = _uvarint(buf, pos)
                    u23 = None
                    if nt22:
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
                            if u23 is None:
                                u23 = {}
                            u23[tg25] = buf[pos:te27]
                            pos = te27
                    f_snapshot_id_17 = FetchSnapshotRequestSnapshotId(f_end_offset_20, f_epoch_21, u23)
                    f_position_18 = _S2(buf, pos)[0]
                    pos += 8
                    nt28 = buf[pos]
                    if nt28 < 128:
                        pos += 1
                    else:
                        nt28, pos = _uvarint(buf, pos)
                    u29 = None
                    if nt28:
                        last30 = -1
                        for _ in range(nt28):
                            tg31 = buf[pos]
                            if tg31 < 128:
                                pos += 1
                            else:
                                tg31, pos = _uvarint(buf, pos)
                            sz32 = buf[pos]
                            if sz32 < 128:
                                pos += 1
                            else:
                                sz32, pos = _uvarint(buf, pos)
                            te33 = pos + sz32
                            if te33 > end:
                                raise _short(pos)
                            if tg31 <= last30:
                                raise _tag_order(pos)
                            last30 = tg31
                            if u29 is None:
                                u29 = {}
                            u29[tg31] = buf[pos:te33]
                            pos = te33
                    x14 = FetchSnapshotRequestPartitionSnapshot(f_partition_15, f_current_leader_epoch_16, f_snapshot_id_17, f_position_18, ZERO_UUID, u29)
                    ap13(x14)
            nt34 = buf[pos]
            if nt34 < 128:
                pos += 1
            else:
                nt34, pos = _uvarint(buf, pos)
            u35 = None
            if nt34:
                last36 = -1
                for _ in range(nt34):
                    tg37 = buf[pos]
                    if tg37 < 128:
                        pos += 1
                    else:
                        tg37, pos = _uvarint(buf, pos)
                    sz38 = buf[pos]
                    if sz38 < 128:
                        pos += 1
                    else:
                        sz38, pos = _uvarint(buf, pos)
                    te39 = pos + sz38
                    if te39 > end:
                        raise _short(pos)
                    if tg37 <= last36:
                        raise _tag_order(pos)
                    last36 = tg37
                    if u35 is None:
                        u35 = {}
                    u35[tg37] = buf[pos:te39]
                    pos = te39
            x7 = FetchSnapshotRequestTopicSnapshot(f_name_8, f_partitions_9, u35)
            ap6(x7)
    f_cluster_id_1 = None
    nt40 = buf[pos]
    if nt40 < 128:
        pos += 1
    else:
        nt40, pos = _uvarint(buf, pos)
    u41 = None
    kp46 = 0
    if nt40:
        last42 = -1
        for _ in range(nt40):
            tg43 = buf[pos]
            if tg43 < 128:
                pos += 1
            else:
                tg43, pos = _uvarint(buf, pos)
            sz44 = buf[pos]
            if sz44 < 128:
                pos += 1
            else:
                sz44, pos = _uvarint(buf, pos)
            te45 = pos + sz44
            if te45 > end:
                raise _short(pos)
            if tg43 <= last42:
                raise _tag_order(pos)
            last42 = tg43
            if tg43 == 0:
                n47 = buf[pos]
                if n47 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n47 = (n47 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n47, pos = _uvarint(buf, pos)
                n47 -= 1
                if n47 == -1:
                    f_cluster_id_1 = None
                elif n47 < 0:
                    raise _negative(pos)
                else:
                    e48 = pos + n47
                    if e48 > te45:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e48].decode()
                    pos = e48
                if pos != te45:
                    raise _tag_size(pos)
                kp46 |= 1
            else:
                if u41 is None:
                    u41 = {}
                u41[tg43] = buf[pos:te45]
                pos = te45
    o = FetchSnapshotRequest(f_cluster_id_1, f_replica_id_2, f_max_bytes_3, f_topics_4, u41)
    if kp46:
        o.tags_present = kp46
    return o, pos


def _d_FetchSnapshotRequest_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    f_replica_id_2, f_max_bytes_3 = _S0(buf, pos)
    pos += 8
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_4 = []
        ap6 = f_topics_4.append
        for _ in range(n5):
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
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 30 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_partition_15, f_current_leader_epoch_16 = _S0(buf, pos)
                    pos += 8
                    f_end_offset_20, f_epoch_21 = _S1(buf, pos)
                    pos += 12
                    nt22 = buf[pos]
                    if nt22 < 128:
                        pos += 1
                    else:
                        nt22, pos = _uvarint(buf, pos)
                    u23 = None
                    if nt22:
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
                            if u23 is None:
                                u23 = {}
                            u23[tg25] = buf[pos:te27]
                            pos = te27
                    f_snapshot_id_17 = FetchSnapshotRequestSnapshotId(f_end_offset_20, f_epoch_21, u23)
                    f_position_18 = _S2(buf, pos)[0]
                    pos += 8
                    f_replica_directory_id_19 = ZERO_UUID
                    nt28 = buf[pos]
                    if nt28 < 128:
                        pos += 1
                    else:
                        nt28, pos = _uvarint(buf, pos)
                    u29 = None
                    kp34 = 0
                    if nt28:
                        last30 = -1
                        for _ in range(nt28):
                            tg31 = buf[pos]
                            if tg31 < 128:
                                pos += 1
                            else:
                                tg31, pos = _uvarint(buf, pos)
                            sz32 = buf[pos]
                            if sz32 < 128:
                                pos += 1
                            else:
                                sz32, pos = _uvarint(buf, pos)
                            te33 = pos + sz32
                            if te33 > end:
                                raise _short(pos)
                            if tg31 <= last30:
                                raise _tag_order(pos)
                            last30 = tg31
                            if tg31 == 0:
                                f_replica_directory_id_19 = _S3(buf, pos)[0]
                                pos += 16
                                f_replica_directory_id_19 = _make_uuid(f_replica_directory_id_19)
                                if pos != te33:
                                    raise _tag_size(pos)
                                kp34 |= 1
                            else:
                                if u29 is None:
                                    u29 = {}
                                u29[tg31] = buf[pos:te33]
                                pos = te33
                    x14 = FetchSnapshotRequestPartitionSnapshot(f_partition_15, f_current_leader_epoch_16, f_snapshot_id_17, f_position_18, f_replica_directory_id_19, u29)
                    if kp34:
                        x14.tags_present = kp34
                    ap13(x14)
            nt35 = buf[pos]
            if nt35 < 128:
                pos += 1
            else:
                nt35, pos = _uvarint(buf, pos)
            u36 = None
            if nt35:
                last37 = -1
                for _ in range(nt35):
                    tg38 = buf[pos]
                    if tg38 < 128:
                        pos += 1
                    else:
                        tg38, pos = _uvarint(buf, pos)
                    sz39 = buf[pos]
                    if sz39 < 128:
                        pos += 1
                    else:
                        sz39, pos = _uvarint(buf, pos)
                    te40 = pos + sz39
                    if te40 > end:
                        raise _short(pos)
                    if tg38 <= last37:
                        raise _tag_order(pos)
                    last37 = tg38
                    if u36 is None:
                        u36 = {}
                    u36[tg38] = buf[pos:te40]
                    pos = te40
            x7 = FetchSnapshotRequestTopicSnapshot(f_name_8, f_partitions_9, u36)
            ap6(x7)
    f_cluster_id_1 = None
    nt41 = buf[pos]
    if nt41 < 128:
        pos += 1
    else:
        nt41, pos = _uvarint(buf, pos)
    u42 = None
    kp47 = 0
    if nt41:
        last43 = -1
        for _ in range(nt41):
            tg44 = buf[pos]
            if tg44 < 128:
                pos += 1
            else:
                tg44, pos = _uvarint(buf, pos)
            sz45 = buf[pos]
            if sz45 < 128:
                pos += 1
            else:
                sz45, pos = _uvarint(buf, pos)
            te46 = pos + sz45
            if te46 > end:
                raise _short(pos)
            if tg44 <= last43:
                raise _tag_order(pos)
            last43 = tg44
            if tg44 == 0:
                n48 = buf[pos]
                if n48 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n48 = (n48 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n48, pos = _uvarint(buf, pos)
                n48 -= 1
                if n48 == -1:
                    f_cluster_id_1 = None
                elif n48 < 0:
                    raise _negative(pos)
                else:
                    e49 = pos + n48
                    if e49 > te46:
                        raise _short(pos)
                    f_cluster_id_1 = buf[pos:e49].decode()
                    pos = e49
                if pos != te46:
                    raise _tag_size(pos)
                kp47 |= 1
            else:
                if u42 is None:
                    u42 = {}
                u42[tg44] = buf[pos:te46]
                pos = te46
    o = FetchSnapshotRequest(f_cluster_id_1, f_replica_id_2, f_max_bytes_3, f_topics_4, u42)
    if kp47:
        o.tags_present = kp47
    return o, pos


def _e_FetchSnapshotRequest_v0(o: FetchSnapshotRequest, out: bytearray) -> None:
    out += _P0(o.replica_id, o.max_bytes)
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
            out += _P0(x3.partition, x3.current_leader_epoch)
            out += _P1(x3.snapshot_id.end_offset, x3.snapshot_id.epoch)
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(0)
            out += _P2(x3.position)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    t4 = []
    kp5 = o.tags_present
    if o.cluster_id is not None or kp5 & 1:
        tb6 = bytearray()
        if o.cluster_id is None:
            tb6.append(0)
        else:
            b7 = o.cluster_id.encode()
            if len(b7) + 1 < 128:
                tb6.append(len(b7) + 1)
            else:
                tb6 += _encode_uvarint(len(b7) + 1)
            tb6 += b7
        t4.append((0, tb6))
    if t4 or o.unknown_tags:
        _write_tags(out, t4, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequest_v1(o: FetchSnapshotRequest, out: bytearray) -> None:
    out += _P0(o.replica_id, o.max_bytes)
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
            out += _P0(x3.partition, x3.current_leader_epoch)
            out += _P1(x3.snapshot_id.end_offset, x3.snapshot_id.epoch)
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(0)
            out += _P2(x3.position)
            t4 = []
            kp5 = x3.tags_present
            if x3.replica_directory_id != ZERO_UUID or kp5 & 1:
                tb6 = bytearray()
                tb6 += _P3(_uuid_bytes(x3.replica_directory_id))
                t4.append((0, tb6))
            if t4 or x3.unknown_tags:
                _write_tags(out, t4, x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    t7 = []
    kp8 = o.tags_present
    if o.cluster_id is not None or kp8 & 1:
        tb9 = bytearray()
        if o.cluster_id is None:
            tb9.append(0)
        else:
            b10 = o.cluster_id.encode()
            if len(b10) + 1 < 128:
                tb9.append(len(b10) + 1)
            else:
                tb9 += _encode_uvarint(len(b10) + 1)
            tb9 += b10
        t7.append((0, tb9))
    if t7 or o.unknown_tags:
        _write_tags(out, t7, o.unknown_tags)
    else:
        out.append(0)


def _d_FetchSnapshotResponse_v0(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
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
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 37 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16 = _S4(buf, pos)
                    pos += 6
                    f_end_offset_22, f_epoch_23 = _S1(buf, pos)
                    pos += 12
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
                    f_snapshot_id_17 = FetchSnapshotResponseSnapshotId(f_end_offset_22, f_epoch_23, u25)
                    f_size_19, f_position_20 = _S5(buf, pos)
                    pos += 16
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + n30
                        if e31 > end:
                            raise _short(pos)
                        f_unaligned_records_21 = bv[pos:e31]
                        pos = e31
                    f_current_leader_18 = None
                    nt32 = buf[pos]
                    if nt32 < 128:
                        pos += 1
                    else:
                        nt32, pos = _uvarint(buf, pos)
                    u33 = None
                    kp38 = 0
                    if nt32:
                        last34 = -1
                        for _ in range(nt32):
                            tg35 = buf[pos]
                            if tg35 < 128:
                                pos += 1
                            else:
                                tg35, pos = _uvarint(buf, pos)
                            sz36 = buf[pos]
                            if sz36 < 128:
                                pos += 1
                            else:
                                sz36, pos = _uvarint(buf, pos)
                            te37 = pos + sz36
                            if te37 > end:
                                raise _short(pos)
                            if tg35 <= last34:
                                raise _tag_order(pos)
                            last34 = tg35
                            if tg35 == 0:
                                f_leader_id_39, f_leader_epoch_40 = _S0(buf, pos)
                                pos += 8
                                nt41 = buf[pos]
                                if nt41 < 128:
                                    pos += 1
                                else:
                                    nt41, pos = _uvarint(buf, pos)
                                u42 = None
                                if nt41:
                                    last43 = -1
                                    for _ in range(nt41):
                                        tg44 = buf[pos]
                                        if tg44 < 128:
                                            pos += 1
                                        else:
                                            tg44, pos = _uvarint(buf, pos)
                                        sz45 = buf[pos]
                                        if sz45 < 128:
                                            pos += 1
                                        else:
                                            sz45, pos = _uvarint(buf, pos)
                                        te46 = pos + sz45
                                        if te46 > te37:
                                            raise _short(pos)
                                        if tg44 <= last43:
                                            raise _tag_order(pos)
                                        last43 = tg44
                                        if u42 is None:
                                            u42 = {}
                                        u42[tg44] = buf[pos:te46]
                                        pos = te46
                                f_current_leader_18 = LeaderIdAndEpoch(f_leader_id_39, f_leader_epoch_40, u42)
                                if pos != te37:
                                    raise _tag_size(pos)
                                kp38 |= 1
                            else:
                                if u33 is None:
                                    u33 = {}
                                u33[tg35] = buf[pos:te37]
                                pos = te37
                    x14 = FetchSnapshotResponsePartitionSnapshot(f_index_15, f_error_code_16, f_snapshot_id_17, f_current_leader_18, f_size_19, f_position_20, f_unaligned_records_21, u33)
                    if kp38:
                        x14.tags_present = kp38
                    ap13(x14)
            nt47 = buf[pos]
            if nt47 < 128:
                pos += 1
            else:
                nt47, pos = _uvarint(buf, pos)
            u48 = None
            if nt47:
                last49 = -1
                for _ in range(nt47):
                    tg50 = buf[pos]
                    if tg50 < 128:
                        pos += 1
                    else:
                        tg50, pos = _uvarint(buf, pos)
                    sz51 = buf[pos]
                    if sz51 < 128:
                        pos += 1
                    else:
                        sz51, pos = _uvarint(buf, pos)
                    te52 = pos + sz51
                    if te52 > end:
                        raise _short(pos)
                    if tg50 <= last49:
                        raise _tag_order(pos)
                    last49 = tg50
                    if u48 is None:
                        u48 = {}
                    u48[tg50] = buf[pos:te52]
                    pos = te52
            x7 = FetchSnapshotResponseTopicSnapshot(f_name_8, f_partitions_9, u48)
            ap6(x7)
    nt53 = buf[pos]
    if nt53 < 128:
        pos += 1
    else:
        nt53, pos = _uvarint(buf, pos)
    u54 = None
    if nt53:
        last55 = -1
        for _ in range(nt53):
            tg56 = buf[pos]
            if tg56 < 128:
                pos += 1
            else:
                tg56, pos = _uvarint(buf, pos)
            sz57 = buf[pos]
            if sz57 < 128:
                pos += 1
            else:
                sz57, pos = _uvarint(buf, pos)
            te58 = pos + sz57
            if te58 > end:
                raise _short(pos)
            if tg56 <= last55:
                raise _tag_order(pos)
            last55 = tg56
            if u54 is None:
                u54 = {}
            u54[tg56] = buf[pos:te58]
            pos = te58
    o = FetchSnapshotResponse(f_throttle_time_ms_1, f_error_code_2, f_topics_3, [], u54)
    return o, pos


def _d_FetchSnapshotResponse_v1(buf: bytes, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    bv = memoryview(buf)  # record sets are views of the frame: no copy
    f_throttle_time_ms_1, f_error_code_2 = _S4(buf, pos)
    pos += 6
    n5 = buf[pos]
    if n5 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n5 = (n5 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n5, pos = _uvarint(buf, pos)
    n5 -= 1
    if n5 < 0:
        raise _negative(pos)
    else:
        if n5 * 3 > end - pos:
            raise _short(pos)
        f_topics_3 = []
        ap6 = f_topics_3.append
        for _ in range(n5):
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
                e11 = pos + n10
                if e11 > end:
                    raise _short(pos)
                f_name_8 = buf[pos:e11].decode()
                pos = e11
            n12 = buf[pos]
            if n12 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n12 = (n12 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n12, pos = _uvarint(buf, pos)
            n12 -= 1
            if n12 < 0:
                raise _negative(pos)
            else:
                if n12 * 37 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap13 = f_partitions_9.append
                for _ in range(n12):
                    f_index_15, f_error_code_16 = _S4(buf, pos)
                    pos += 6
                    f_end_offset_22, f_epoch_23 = _S1(buf, pos)
                    pos += 12
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
                    f_snapshot_id_17 = FetchSnapshotResponseSnapshotId(f_end_offset_22, f_epoch_23, u25)
                    f_size_19, f_position_20 = _S5(buf, pos)
                    pos += 16
                    n30 = buf[pos]
                    if n30 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n30 = (n30 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n30, pos = _uvarint(buf, pos)
                    n30 -= 1
                    if n30 < 0:
                        raise _negative(pos)
                    else:
                        e31 = pos + n30
                        if e31 > end:
                            raise _short(pos)
                        f_unaligned_records_21 = bv[pos:e31]
                        pos = e31
                    f_current_leader_18 = None
                    nt32 = buf[pos]
                    if nt32 < 128:
                        pos += 1
                    else:
                        nt32, pos = _uvarint(buf, pos)
                    u33 = None
                    kp38 = 0
                    if nt32:
                        last34 = -1
                        for _ in range(nt32):
                            tg35 = buf[pos]
                            if tg35 < 128:
                                pos += 1
                            else:
                                tg35, pos = _uvarint(buf, pos)
                            sz36 = buf[pos]
                            if sz36 < 128:
                                pos += 1
                            else:
                                sz36, pos = _uvarint(buf, pos)
                            te37 = pos + sz36
                            if te37 > end:
                                raise _short(pos)
                            if tg35 <= last34:
                                raise _tag_order(pos)
                            last34 = tg35
                            if tg35 == 0:
                                f_leader_id_39, f_leader_epoch_40 = _S0(buf, pos)
                                pos += 8
                                nt41 = buf[pos]
                                if nt41 < 128:
                                    pos += 1
                                else:
                                    nt41, pos = _uvarint(buf, pos)
                                u42 = None
                                if nt41:
                                    last43 = -1
                                    for _ in range(nt41):
                                        tg44 = buf[pos]
                                        if tg44 < 128:
                                            pos += 1
                                        else:
                                            tg44, pos = _uvarint(buf, pos)
                                        sz45 = buf[pos]
                                        if sz45 < 128:
                                            pos += 1
                                        else:
                                            sz45, pos = _uvarint(buf, pos)
                                        te46 = pos + sz45
                                        if te46 > te37:
                                            raise _short(pos)
                                        if tg44 <= last43:
                                            raise _tag_order(pos)
                                        last43 = tg44
                                        if u42 is None:
                                            u42 = {}
                                        u42[tg44] = buf[pos:te46]
                                        pos = te46
                                f_current_leader_18 = LeaderIdAndEpoch(f_leader_id_39, f_leader_epoch_40, u42)
                                if pos != te37:
                                    raise _tag_size(pos)
                                kp38 |= 1
                            else:
                                if u33 is None:
                                    u33 = {}
                                u33[tg35] = buf[pos:te37]
                                pos = te37
                    x14 = FetchSnapshotResponsePartitionSnapshot(f_index_15, f_error_code_16, f_snapshot_id_17, f_current_leader_18, f_size_19, f_position_20, f_unaligned_records_21, u33)
                    if kp38:
                        x14.tags_present = kp38
                    ap13(x14)
            nt47 = buf[pos]
            if nt47 < 128:
                pos += 1
            else:
                nt47, pos = _uvarint(buf, pos)
            u48 = None
            if nt47:
                last49 = -1
                for _ in range(nt47):
                    tg50 = buf[pos]
                    if tg50 < 128:
                        pos += 1
                    else:
                        tg50, pos = _uvarint(buf, pos)
                    sz51 = buf[pos]
                    if sz51 < 128:
                        pos += 1
                    else:
                        sz51, pos = _uvarint(buf, pos)
                    te52 = pos + sz51
                    if te52 > end:
                        raise _short(pos)
                    if tg50 <= last49:
                        raise _tag_order(pos)
                    last49 = tg50
                    if u48 is None:
                        u48 = {}
                    u48[tg50] = buf[pos:te52]
                    pos = te52
            x7 = FetchSnapshotResponseTopicSnapshot(f_name_8, f_partitions_9, u48)
            ap6(x7)
    f_node_endpoints_4 = []
    nt53 = buf[pos]
    if nt53 < 128:
        pos += 1
    else:
        nt53, pos = _uvarint(buf, pos)
    u54 = None
    kp59 = 0
    if nt53:
        last55 = -1
        for _ in range(nt53):
            tg56 = buf[pos]
            if tg56 < 128:
                pos += 1
            else:
                tg56, pos = _uvarint(buf, pos)
            sz57 = buf[pos]
            if sz57 < 128:
                pos += 1
            else:
                sz57, pos = _uvarint(buf, pos)
            te58 = pos + sz57
            if te58 > end:
                raise _short(pos)
            if tg56 <= last55:
                raise _tag_order(pos)
            last55 = tg56
            if tg56 == 0:
                n60 = buf[pos]
                if n60 < 128:
                    pos += 1
                elif buf[pos + 1] < 128:
                    n60 = (n60 & 127) | (buf[pos + 1] << 7)
                    pos += 2
                else:
                    n60, pos = _uvarint(buf, pos)
                n60 -= 1
                if n60 < 0:
                    raise _negative(pos)
                else:
                    if n60 * 8 > te58 - pos:
                        raise _short(pos)
                    f_node_endpoints_4 = []
                    ap61 = f_node_endpoints_4.append
                    for _ in range(n60):
                        f_node_id_63 = _S6(buf, pos)[0]
                        pos += 4
                        n66 = buf[pos]
                        if n66 < 128:
                            pos += 1
                        elif buf[pos + 1] < 128:
                            n66 = (n66 & 127) | (buf[pos + 1] << 7)
                            pos += 2
                        else:
                            n66, pos = _uvarint(buf, pos)
                        n66 -= 1
                        if n66 < 0:
                            raise _negative(pos)
                        else:
                            e67 = pos + n66
                            if e67 > te58:
                                raise _short(pos)
                            f_host_64 = buf[pos:e67].decode()
                            pos = e67
                        f_port_65 = _S7(buf, pos)[0]
                        pos += 2
                        nt68 = buf[pos]
                        if nt68 < 128:
                            pos += 1
                        else:
                            nt68, pos = _uvarint(buf, pos)
                        u69 = None
                        if nt68:
                            last70 = -1
                            for _ in range(nt68):
                                tg71 = buf[pos]
                                if tg71 < 128:
                                    pos += 1
                                else:
                                    tg71, pos = _uvarint(buf, pos)
                                sz72 = buf[pos]
                                if sz72 < 128:
                                    pos += 1
                                else:
                                    sz72, pos = _uvarint(buf, pos)
                                te73 = pos + sz72
                                if te73 > te58:
                                    raise _short(pos)
                                if tg71 <= last70:
                                    raise _tag_order(pos)
                                last70 = tg71
                                if u69 is None:
                                    u69 = {}
                                u69[tg71] = buf[pos:te73]
                                pos = te73
                        x62 = NodeEndpoint(f_node_id_63, f_host_64, f_port_65, u69)
                        ap61(x62)
                if pos != te58:
                    raise _tag_size(pos)
                kp59 |= 1
            else:
                if u54 is None:
                    u54 = {}
                u54[tg56] = buf[pos:te58]
                pos = te58
    o = FetchSnapshotResponse(f_throttle_time_ms_1, f_error_code_2, f_topics_3, f_node_endpoints_4, u54)
    if kp59:
        o.tags_present = kp59
    return o, pos


def _e_FetchSnapshotResponse_v0(o: FetchSnapshotResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchSnapshotResponse', 'node_endpoints', 0)
    out += _P4(o.throttle_time_ms, o.error_code)
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
            out += _P4(x3.index, x3.error_code)
            out += _P1(x3.snapshot_id.end_offset, x3.snapshot_id.epoch)
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(0)
            out += _P5(x3.size, x3.position)
            b4 = x3.unaligned_records
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
            t5 = []
            kp6 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P0(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
                if x3.current_leader.unknown_tags:
                    _write_tags(tb7, [], x3.current_leader.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if t5 or x3.unknown_tags:
                _write_tags(out, t5, x3.unknown_tags)
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


def _e_FetchSnapshotResponse_v1(o: FetchSnapshotResponse, out: bytearray) -> None:
    out += _P4(o.throttle_time_ms, o.error_code)
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
            out += _P4(x3.index, x3.error_code)
            out += _P1(x3.snapshot_id.end_offset, x3.snapshot_id.epoch)
            if x3.snapshot_id.unknown_tags:
                _write_tags(out, [], x3.snapshot_id.unknown_tags)
            else:
                out.append(0)
            out += _P5(x3.size, x3.position)
            b4 = x3.unaligned_records
            if len(b4) + 1 < 128:
                out.append(len(b4) + 1)
            else:
                out += _encode_uvarint(len(b4) + 1)
            out += b4
            t5 = []
            kp6 = x3.tags_present
            if (x3._current_leader is not None and x3._current_leader != LeaderIdAndEpoch()) or kp6 & 1:
                tb7 = bytearray()
                tb7 += _P0(x3.current_leader.leader_id, x3.current_leader.leader_epoch)
                if x3.current_leader.unknown_tags:
                    _write_tags(tb7, [], x3.current_leader.unknown_tags)
                else:
                    tb7.append(0)
                t5.append((0, tb7))
            if t5 or x3.unknown_tags:
                _write_tags(out, t5, x3.unknown_tags)
            else:
                out.append(0)
        if x1.unknown_tags:
            _write_tags(out, [], x1.unknown_tags)
        else:
            out.append(0)
    t8 = []
    kp9 = o.tags_present
    if o.node_endpoints or kp9 & 1:
        tb10 = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb10.append(len(o.node_endpoints) + 1)
        else:
            tb10 += _encode_uvarint(len(o.node_endpoints) + 1)
        for x11 in o.node_endpoints:
            tb10 += _P6(x11.node_id)
            b12 = x11.host.encode()
            if len(b12) + 1 < 128:
                tb10.append(len(b12) + 1)
            else:
                tb10 += _encode_uvarint(len(b12) + 1)
            tb10 += b12
            tb10 += _P7(x11.port)
            if x11.unknown_tags:
                _write_tags(tb10, [], x11.unknown_tags)
            else:
                tb10.append(0)
        t8.append((0, tb10))
    if t8 or o.unknown_tags:
        _write_tags(out, t8, o.unknown_tags)
    else:
        out.append(0)


FetchSnapshotRequest.DECODERS = (_d_FetchSnapshotRequest_v0, _d_FetchSnapshotRequest_v1,)
FetchSnapshotRequest.ENCODERS = (_e_FetchSnapshotRequest_v0, _e_FetchSnapshotRequest_v1,)

FetchSnapshotResponse.DECODERS = (_d_FetchSnapshotResponse_v0, _d_FetchSnapshotResponse_v1,)
FetchSnapshotResponse.ENCODERS = (_e_FetchSnapshotResponse_v0, _e_FetchSnapshotResponse_v1,)
