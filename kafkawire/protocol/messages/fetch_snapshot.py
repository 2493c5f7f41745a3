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

    __slots__ = ('index', 'error_code', 'snapshot_id', 'current_leader', 'size', 'position', 'unaligned_records')
    index: int
    error_code: int
    snapshot_id: FetchSnapshotResponseSnapshotId
    current_leader: LeaderIdAndEpoch
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
        self.current_leader = LeaderIdAndEpoch() if current_leader is DEFAULT else current_leader
        self.size = size
        self.position = position
        self.unaligned_records = unaligned_records
        self.unknown_tags = unknown_tags
        self.tags_present = 0


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


def _d_FetchSnapshotRequestSnapshotId_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequestSnapshotId, int]:
    f_end_offset, f_epoch = _S1(buf, pos)
    pos += 12
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
    return FetchSnapshotRequestSnapshotId(f_end_offset, f_epoch, u), pos


def _d_FetchSnapshotRequestPartitionSnapshot_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequestPartitionSnapshot, int]:
    f_partition, f_current_leader_epoch = _S0(buf, pos)
    pos += 8
    f_snapshot_id, pos = _d_FetchSnapshotRequestSnapshotId_v0(buf, pos, end)
    f_position = _S2(buf, pos)[0]
    pos += 8
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
    return FetchSnapshotRequestPartitionSnapshot(f_partition, f_current_leader_epoch, f_snapshot_id, f_position, ZERO_UUID, u), pos


def _d_FetchSnapshotRequestTopicSnapshot_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequestTopicSnapshot, int]:
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
        if n3 * 30 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchSnapshotRequestPartitionSnapshot_v0(buf, pos, end)
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
    return FetchSnapshotRequestTopicSnapshot(f_name, f_partitions, u), pos


def _d_FetchSnapshotRequest_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    f_replica_id, f_max_bytes = _S0(buf, pos)
    pos += 8
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
            x3, pos = _d_FetchSnapshotRequestTopicSnapshot_v0(buf, pos, end)
            ap2(x3)
    f_cluster_id = None
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 == -1:
                    f_cluster_id = None
                elif n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e5], 'utf-8')
                    pos = e5
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchSnapshotRequest(f_cluster_id, f_replica_id, f_max_bytes, f_topics, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchSnapshotRequestPartitionSnapshot_v1(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequestPartitionSnapshot, int]:
    f_partition, f_current_leader_epoch = _S0(buf, pos)
    pos += 8
    f_snapshot_id, pos = _d_FetchSnapshotRequestSnapshotId_v0(buf, pos, end)
    f_position = _S2(buf, pos)[0]
    pos += 8
    f_replica_directory_id = ZERO_UUID
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                f_replica_directory_id = _S3(buf, pos)[0]
                pos += 16
                f_replica_directory_id = _make_uuid(f_replica_directory_id)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchSnapshotRequestPartitionSnapshot(f_partition, f_current_leader_epoch, f_snapshot_id, f_position, f_replica_directory_id, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchSnapshotRequestTopicSnapshot_v1(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequestTopicSnapshot, int]:
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
        if n3 * 30 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchSnapshotRequestPartitionSnapshot_v1(buf, pos, end)
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
    return FetchSnapshotRequestTopicSnapshot(f_name, f_partitions, u), pos


def _d_FetchSnapshotRequest_v1(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotRequest, int]:
    f_replica_id, f_max_bytes = _S0(buf, pos)
    pos += 8
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
            x3, pos = _d_FetchSnapshotRequestTopicSnapshot_v1(buf, pos, end)
            ap2(x3)
    f_cluster_id = None
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 == -1:
                    f_cluster_id = None
                elif n4 < 0:
                    raise _negative(pos)
                else:
                    e5 = pos + n4
                    if e5 > te:
                        raise _short(pos)
                    f_cluster_id = str(buf[pos:e5], 'utf-8')
                    pos = e5
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchSnapshotRequest(f_cluster_id, f_replica_id, f_max_bytes, f_topics, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_FetchSnapshotRequestSnapshotId_v0(o: FetchSnapshotRequestSnapshotId, out: bytearray) -> None:
    out += _P1(o.end_offset, o.epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequestPartitionSnapshot_v0(o: FetchSnapshotRequestPartitionSnapshot, out: bytearray) -> None:
    out += _P0(o.partition, o.current_leader_epoch)
    _e_FetchSnapshotRequestSnapshotId_v0(o.snapshot_id, out)
    out += _P2(o.position)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequestTopicSnapshot_v0(o: FetchSnapshotRequestTopicSnapshot, out: bytearray) -> None:
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
        _e_FetchSnapshotRequestPartitionSnapshot_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequest_v0(o: FetchSnapshotRequest, out: bytearray) -> None:
    out += _P0(o.replica_id, o.max_bytes)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchSnapshotRequestTopicSnapshot_v0(x1, out)
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b2 = o.cluster_id.encode()
            if len(b2) + 1 < 128:
                tb.append(len(b2) + 1)
            else:
                tb += _encode_uvarint(len(b2) + 1)
            tb += b2
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequestPartitionSnapshot_v1(o: FetchSnapshotRequestPartitionSnapshot, out: bytearray) -> None:
    out += _P0(o.partition, o.current_leader_epoch)
    _e_FetchSnapshotRequestSnapshotId_v0(o.snapshot_id, out)
    out += _P2(o.position)
    t = []
    kp = o.tags_present
    if o.replica_directory_id != ZERO_UUID or kp & 1:
        tb = bytearray()
        tb += _P3(_uuid_bytes(o.replica_directory_id))
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequestTopicSnapshot_v1(o: FetchSnapshotRequestTopicSnapshot, out: bytearray) -> None:
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
        _e_FetchSnapshotRequestPartitionSnapshot_v1(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotRequest_v1(o: FetchSnapshotRequest, out: bytearray) -> None:
    out += _P0(o.replica_id, o.max_bytes)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchSnapshotRequestTopicSnapshot_v1(x1, out)
    t = []
    kp = o.tags_present
    if o.cluster_id is not None or kp & 1:
        tb = bytearray()
        if o.cluster_id is None:
            tb.append(0)
        else:
            b2 = o.cluster_id.encode()
            if len(b2) + 1 < 128:
                tb.append(len(b2) + 1)
            else:
                tb += _encode_uvarint(len(b2) + 1)
            tb += b2
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _d_FetchSnapshotResponseSnapshotId_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotResponseSnapshotId, int]:
    f_end_offset, f_epoch = _S1(buf, pos)
    pos += 12
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
    return FetchSnapshotResponseSnapshotId(f_end_offset, f_epoch, u), pos


def _d_LeaderIdAndEpoch_v0(buf: memoryview, pos: int, end: int) -> tuple[LeaderIdAndEpoch, int]:
    f_leader_id, f_leader_epoch = _S0(buf, pos)
    pos += 8
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
    return LeaderIdAndEpoch(f_leader_id, f_leader_epoch, u), pos


def _d_FetchSnapshotResponsePartitionSnapshot_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotResponsePartitionSnapshot, int]:
    f_index, f_error_code = _S4(buf, pos)
    pos += 6
    f_snapshot_id, pos = _d_FetchSnapshotResponseSnapshotId_v0(buf, pos, end)
    f_size, f_position = _S5(buf, pos)
    pos += 16
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
        f_unaligned_records = buf[pos:e2]
        pos = e2
    f_current_leader = LeaderIdAndEpoch()
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                f_current_leader, pos = _d_LeaderIdAndEpoch_v0(buf, pos, te)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchSnapshotResponsePartitionSnapshot(f_index, f_error_code, f_snapshot_id, f_current_leader, f_size, f_position, f_unaligned_records, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _d_FetchSnapshotResponseTopicSnapshot_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotResponseTopicSnapshot, int]:
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
        if n3 * 37 > end - pos:
            raise _short(pos)
        f_partitions = []
        ap4 = f_partitions.append
        for _ in range(n3):
            x5, pos = _d_FetchSnapshotResponsePartitionSnapshot_v0(buf, pos, end)
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
    return FetchSnapshotResponseTopicSnapshot(f_name, f_partitions, u), pos


def _d_FetchSnapshotResponse_v0(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
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
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchSnapshotResponseTopicSnapshot_v0(buf, pos, end)
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
    return FetchSnapshotResponse(f_throttle_time_ms, f_error_code, f_topics, [], u), pos


def _d_NodeEndpoint_v1(buf: memoryview, pos: int, end: int) -> tuple[NodeEndpoint, int]:
    f_node_id = _S6(buf, pos)[0]
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
        e2 = pos + n1
        if e2 > end:
            raise _short(pos)
        f_host = str(buf[pos:e2], 'utf-8')
        pos = e2
    f_port = _S7(buf, pos)[0]
    pos += 2
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
    return NodeEndpoint(f_node_id, f_host, f_port, u), pos


def _d_FetchSnapshotResponse_v1(buf: memoryview, pos: int, end: int) -> tuple[FetchSnapshotResponse, int]:
    f_throttle_time_ms, f_error_code = _S4(buf, pos)
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
        if n1 * 3 > end - pos:
            raise _short(pos)
        f_topics = []
        ap2 = f_topics.append
        for _ in range(n1):
            x3, pos = _d_FetchSnapshotResponseTopicSnapshot_v0(buf, pos, end)
            ap2(x3)
    f_node_endpoints = []
    nt = buf[pos]
    if nt < 128:
        pos += 1
    else:
        nt, pos = _uvarint(buf, pos)
    u = None
    kp = 0
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
            if tg == 0:
                n4 = buf[pos]
                if n4 < 128:
                    pos += 1
                else:
                    n4, pos = _uvarint(buf, pos)
                n4 -= 1
                if n4 < 0:
                    raise _negative(pos)
                else:
                    if n4 * 8 > te - pos:
                        raise _short(pos)
                    f_node_endpoints = []
                    ap5 = f_node_endpoints.append
                    for _ in range(n4):
                        x6, pos = _d_NodeEndpoint_v1(buf, pos, te)
                        ap5(x6)
                if pos != te:
                    raise _tag_size(pos)
                kp |= 1
            else:
                if u is None:
                    u = {}
                u[tg] = bytes(buf[pos:te])
                pos = te
    o = FetchSnapshotResponse(f_throttle_time_ms, f_error_code, f_topics, f_node_endpoints, u)
    if kp:
        o.tags_present = kp
    return o, pos


def _e_FetchSnapshotResponseSnapshotId_v0(o: FetchSnapshotResponseSnapshotId, out: bytearray) -> None:
    out += _P1(o.end_offset, o.epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_LeaderIdAndEpoch_v0(o: LeaderIdAndEpoch, out: bytearray) -> None:
    out += _P0(o.leader_id, o.leader_epoch)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotResponsePartitionSnapshot_v0(o: FetchSnapshotResponsePartitionSnapshot, out: bytearray) -> None:
    out += _P4(o.index, o.error_code)
    _e_FetchSnapshotResponseSnapshotId_v0(o.snapshot_id, out)
    out += _P5(o.size, o.position)
    b1 = o.unaligned_records
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    t = []
    kp = o.tags_present
    if o.current_leader != LeaderIdAndEpoch() or kp & 1:
        tb = bytearray()
        _e_LeaderIdAndEpoch_v0(o.current_leader, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotResponseTopicSnapshot_v0(o: FetchSnapshotResponseTopicSnapshot, out: bytearray) -> None:
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
        _e_FetchSnapshotResponsePartitionSnapshot_v0(x2, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_FetchSnapshotResponse_v0(o: FetchSnapshotResponse, out: bytearray) -> None:
    if o.node_endpoints:
        raise _absent('FetchSnapshotResponse', 'node_endpoints', 0)
    out += _P4(o.throttle_time_ms, o.error_code)
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x1 in o.topics:
        _e_FetchSnapshotResponseTopicSnapshot_v0(x1, out)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _e_NodeEndpoint_v1(o: NodeEndpoint, out: bytearray) -> None:
    out += _P6(o.node_id)
    b1 = o.host.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    out += _P7(o.port)
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
        _e_FetchSnapshotResponseTopicSnapshot_v0(x1, out)
    t = []
    kp = o.tags_present
    if o.node_endpoints or kp & 1:
        tb = bytearray()
        if len(o.node_endpoints) + 1 < 128:
            tb.append(len(o.node_endpoints) + 1)
        else:
            tb += _encode_uvarint(len(o.node_endpoints) + 1)
        for x2 in o.node_endpoints:
            _e_NodeEndpoint_v1(x2, tb)
        t.append((0, tb))
    if t or o.unknown_tags:
        _write_tags(out, t, o.unknown_tags)
    else:
        out.append(0)


FetchSnapshotRequest.DECODERS = (_d_FetchSnapshotRequest_v0, _d_FetchSnapshotRequest_v1,)
FetchSnapshotRequest.ENCODERS = (_e_FetchSnapshotRequest_v0, _e_FetchSnapshotRequest_v1,)

FetchSnapshotResponse.DECODERS = (_d_FetchSnapshotResponse_v0, _d_FetchSnapshotResponse_v1,)
FetchSnapshotResponse.ENCODERS = (_e_FetchSnapshotResponse_v0, _e_FetchSnapshotResponse_v1,)
