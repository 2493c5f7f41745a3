# generated from defs/086-delete-share-group-state.kw; do not edit
"""DeleteShareGroupState: API key 86, versions 0..0, flexible from 0."""

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

__all__ = ['DeleteShareGroupStateRequest', 'DeleteShareGroupStateResponse', 'DeleteStateData', 'DeleteStateResult', 'PartitionData', 'PartitionResult']

_S0 = _Struct('>16s').unpack_from
_P0 = _Struct('>16s').pack
_S1 = _Struct('>i').unpack_from
_P1 = _Struct('>i').pack
_S2 = _Struct('>ih').unpack_from
_P2 = _Struct('>ih').pack


class PartitionData(Struct):
    """Element PartitionData of DeleteShareGroupState."""

    __slots__ = ('partition',)
    partition: int

    def __init__(
        self,
        partition: int = 0,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.unknown_tags = unknown_tags


class DeleteStateData(Struct):
    """Element DeleteStateData of DeleteShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionData]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteShareGroupStateRequest(Message):
    """DeleteShareGroupState request (API key 86), versions 0..0."""

    __slots__ = ('group_id', 'topics')
    API_KEY = 86
    API_NAME = 'DeleteShareGroupState'
    KIND = 'request'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    group_id: str
    topics: list[DeleteStateData]

    def __init__(
        self,
        group_id: str = "",
        topics: list[DeleteStateData] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.group_id = group_id
        self.topics = [] if topics is DEFAULT else topics
        self.unknown_tags = unknown_tags


class PartitionResult(Struct):
    """Element PartitionResult of DeleteShareGroupState."""

    __slots__ = ('partition', 'error_code', 'error_message')
    partition: int
    error_code: int
    error_message: str | None

    def __init__(
        self,
        partition: int = 0,
        error_code: int = 0,
        error_message: str | None = None,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tags = unknown_tags


class DeleteStateResult(Struct):
    """Element DeleteStateResult of DeleteShareGroupState."""

    __slots__ = ('topic_id', 'partitions')
    topic_id: UUID
    partitions: list[PartitionResult]

    def __init__(
        self,
        topic_id: UUID = ZERO_UUID,
        partitions: list[PartitionResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.topic_id = topic_id
        self.partitions = [] if partitions is DEFAULT else partitions
        self.unknown_tags = unknown_tags


class DeleteShareGroupStateResponse(Message):
    """DeleteShareGroupState response (API key 86), versions 0..0."""

    __slots__ = ('results',)
    API_KEY = 86
    API_NAME = 'DeleteShareGroupState'
    KIND = 'response'
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_FROM = 0
    results: list[DeleteStateResult]

    def __init__(
        self,
        results: list[DeleteStateResult] = DEFAULT,
        unknown_tags: dict[int, bytes] | None = None,
    ) -> None:
        self.results = [] if results is DEFAULT else results
        self.unknown_tags = unknown_tags

PartitionData.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
)

DeleteStateData.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionData', (0, 0), None, DEFAULT, struct=PartitionData),
)

DeleteShareGroupStateRequest.FIELDS = (
    FieldSpec('group_id', 'prim', 'string', (0, 0), None, ""),
    FieldSpec('topics', 'array', 'DeleteStateData', (0, 0), None, DEFAULT, struct=DeleteStateData),
)

PartitionResult.FIELDS = (
    FieldSpec('partition', 'prim', 'int32', (0, 0), None, 0),
    FieldSpec('error_code', 'prim', 'error', (0, 0), None, 0),
    FieldSpec('error_message', 'prim', 'string', (0, 0), (0, 0), None),
)

DeleteStateResult.FIELDS = (
    FieldSpec('topic_id', 'prim', 'uuid', (0, 0), None, ZERO_UUID),
    FieldSpec('partitions', 'array', 'PartitionResult', (0, 0), None, DEFAULT, struct=PartitionResult),
)

DeleteShareGroupStateResponse.FIELDS = (
    FieldSpec('results', 'array', 'DeleteStateResult', (0, 0), None, DEFAULT, struct=DeleteStateResult),
)


def _d_DeleteShareGroupStateRequest_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteShareGroupStateRequest, int]:
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
        e4 = pos + n3
        if e4 > end:
            raise _short(pos)
        f_group_id_1 = buf[pos:e4].decode()
        pos = e4
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
        if n5 * 18 > end - pos:
            raise _short(pos)
        f_topics_2 = []
        ap6 = f_topics_2.append
        for _ in range(n5):
            f_topic_id_8 = _S0(buf, pos)[0]
            pos += 16
            f_topic_id_8 = _make_uuid(f_topic_id_8)
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
                if n10 * 5 > end - pos:
                    raise _short(pos)
                f_partitions_9 = []
                ap11 = f_partitions_9.append
                for _ in range(n10):
                    f_partition_13 = _S1(buf, pos)[0]
                    pos += 4
                    nt14 = buf[pos]
                    if nt14 < 128:
                        pos += 1
                    else:
                        nt14, pos = _uvarint(buf, pos)
                    u15 = None
                    if nt14:
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
                            if u15 is None:
                                u15 = {}
                            u15[tg17] = buf[pos:te19]
                            pos = te19
                    x12 = PartitionData(f_partition_13, u15)
                    ap11(x12)
            nt20 = buf[pos]
            if nt20 < 128:
                pos += 1
            else:
                nt20, pos = _uvarint(buf, pos)
            u21 = None
            if nt20:
                last22 = -1
                for _ in range(nt20):
                    tg23 = buf[pos]
                    if tg23 < 128:
                        pos += 1
                    else:
                        tg23, pos = _uvarint(buf, pos)
                    sz24 = buf[pos]
                    if sz24 < 128:
                        pos += 1
                    else:
                        sz24, pos = _uvarint(buf, pos)
                    te25 = pos + sz24
                    if te25 > end:
                        raise _short(pos)
                    if tg23 <= last22:
                        raise _tag_order(pos)
                    last22 = tg23
                    if u21 is None:
                        u21 = {}
                    u21[tg23] = buf[pos:te25]
                    pos = te25
            x7 = DeleteStateData(f_topic_id_8, f_partitions_9, u21)
            ap6(x7)
    nt26 = buf[pos]
    if nt26 < 128:
        pos += 1
    else:
        nt26, pos = _uvarint(buf, pos)
    u27 = None
    if nt26:
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
            if u27 is None:
                u27 = {}
            u27[tg29] = buf[pos:te31]
            pos = te31
    o = DeleteShareGroupStateRequest(f_group_id_1, f_topics_2, u27)
    return o, pos


def _e_DeleteShareGroupStateRequest_v0(o: DeleteShareGroupStateRequest, out: bytearray) -> None:
    b1 = o.group_id.encode()
    if len(b1) + 1 < 128:
        out.append(len(b1) + 1)
    else:
        out += _encode_uvarint(len(b1) + 1)
    out += b1
    if len(o.topics) + 1 < 128:
        out.append(len(o.topics) + 1)
    else:
        out += _encode_uvarint(len(o.topics) + 1)
    for x2 in o.topics:
        out += _P0(_uuid_bytes(x2.topic_id))
        if len(x2.partitions) + 1 < 128:
            out.append(len(x2.partitions) + 1)
        else:
            out += _encode_uvarint(len(x2.partitions) + 1)
        for x3 in x2.partitions:
            out += _P1(x3.partition)
            if x3.unknown_tags:
                _write_tags(out, [], x3.unknown_tags)
            else:
                out.append(0)
        if x2.unknown_tags:
            _write_tags(out, [], x2.unknown_tags)
        else:
            out.append(0)
    if o.unknown_tags:
        _write_tags(out, [], o.unknown_tags)
    else:
        out.append(0)


def _d_DeleteShareGroupStateResponse_v0(buf: bytes, pos: int, end: int) -> tuple[DeleteShareGroupStateResponse, int]:
    n2 = buf[pos]
    if n2 < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n2 = (n2 & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n2, pos = _uvarint(buf, pos)
    n2 -= 1
    if n2 < 0:
        raise _negative(pos)
    else:
        if n2 * 18 > end - pos:
            raise _short(pos)
        f_results_1 = []
        ap3 = f_results_1.append
        for _ in range(n2):
            f_topic_id_5 = _S0(buf, pos)[0]
            pos += 16
            f_topic_id_5 = _make_uuid(f_topic_id_5)
            n7 = buf[pos]
            if n7 < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n7 = (n7 & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n7, pos = _uvarint(buf, pos)
            n7 -= 1
            if n7 < 0:
                raise _negative(pos)
            else:
                if n7 * 8 > end - pos:
                    raise _short(pos)
                f_partitions_6 = []
                ap8 = f_partitions_6.append
                for _ in range(n7):
                    f_partition_10, f_error_code_11 = _S2(buf, pos)
                    pos += 6
                    n13 = buf[pos]
                    if n13 < 128:
                        pos += 1
                    elif buf[pos + 1] < 128:
                        n13 = (n13 & 127) | (buf[pos + 1] << 7)
                        pos += 2
                    else:
                        n13, pos = _uvarint(buf, pos)
                    n13 -= 1
                    if n13 == -1:
                        f_error_message_12 = None
                    elif n13 < 0:
                        raise _negative(pos)
                    else:
                        e14 = pos + n13
                        if e14 > end:
                            raise _short(pos)
                        f_error_message_12 = buf[pos:e14].decode()
                        pos = e14
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
                    x9 = PartitionResult(f_partition_10, f_error_code_11, f_error_message_12, u16)
                    ap8(x9)
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
            x4 = DeleteStateResult(f_topic_id_5, f_partitions_6, u22)
            ap3(x4)
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
    o = DeleteShareGroupStateResponse(f_results_1, u28)
    return o, pos


def _e_DeleteShareGroupStateResponse_v0(o: DeleteShareGroupStateResponse, out: bytearray) -> None:
    if len(o.results) + 1 < 128:
        out.append(len(o.results) + 1)
    else:
        out += _encode_uvarint(len(o.results) + 1)
    for x1 in o.results:
        out += _P0(_uuid_bytes(x1.topic_id))
        if len(x1.partitions) + 1 < 128:
            out.append(len(x1.partitions) + 1)
        else:
            out += _encode_uvarint(len(x1.partitions) + 1)
        for x2 in x1.partitions:
            out += _P2(x2.partition, x2.error_code)
            if x2.error_message is None:
                out.append(0)
            else:
                b3 = x2.error_message.encode()
                if len(b3) + 1 < 128:
                    out.append(len(b3) + 1)
                else:
                    out += _encode_uvarint(len(b3) + 1)
                out += b3
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


DeleteShareGroupStateRequest.DECODERS = (_d_DeleteShareGroupStateRequest_v0,)
DeleteShareGroupStateRequest.ENCODERS = (_e_DeleteShareGroupStateRequest_v0,)

DeleteShareGroupStateResponse.DECODERS = (_d_DeleteShareGroupStateResponse_v0,)
DeleteShareGroupStateResponse.ENCODERS = (_e_DeleteShareGroupStateResponse_v0,)
