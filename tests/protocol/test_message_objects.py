"""Messages as Python objects: repr, equality, pickle and copy, decoded ones
too (their RECORDS fields are views of the frame)."""

from __future__ import annotations

import copy
import pickle
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from kafkawire import ApiKey, request_class, response_class
from kafkawire.protocol.messages import (
    ApiVersionsResponse,
    FetchResponse,
    MetadataRequest,
    ProduceRequest,
)
from kafkawire.protocol.messages.fetch import (
    EpochEndOffset,
    FetchableTopicResponse,
    PartitionData,
)
from kafkawire.protocol.messages.metadata import MetadataRequestTopic


def _pickled(protocol: int) -> Callable[[Any], Any]:
    return lambda obj: pickle.loads(pickle.dumps(obj, protocol))


COPIES: dict[str, Callable[[Any], Any]] = {
    **{f"pickle-{p}": _pickled(p) for p in range(2, pickle.HIGHEST_PROTOCOL + 1)},
    "deepcopy": copy.deepcopy,
}


def _fetch_answer() -> FetchResponse:
    partitions = [
        PartitionData(partition_index=0, records=b"\x01" * 300),
        PartitionData(
            partition_index=1,
            records=None,
            diverging_epoch=EpochEndOffset(epoch=3, end_offset=40),
            unknown_tags={9: b"kept"},
        ),
    ]
    topic = FetchableTopicResponse(topic_id=uuid.UUID(int=7), partitions=partitions)
    return FetchResponse(session_id=5, responses=[topic])


@pytest.mark.parametrize("how", COPIES)
def test_a_decoded_message_copies_with_its_records_as_bytes(how: str) -> None:
    frame = _fetch_answer().encode(16)
    decoded = FetchResponse.decode(frame, 16)
    first = decoded.responses[0].partitions[0]
    assert type(first.records) is memoryview  # a view of the frame: pickle alone refuses it
    copied = COPIES[how](decoded)
    assert copied == decoded == _fetch_answer()
    again = copied.responses[0].partitions
    assert type(again[0].records) is bytes and again[0].records == b"\x01" * 300
    assert again[1].diverging_epoch == EpochEndOffset(epoch=3, end_offset=40)
    assert again[1].unknown_tags == {9: b"kept"}
    # the copy writes the same bytes; the original keeps its view
    assert copied.encode(16) == frame
    assert type(first.records) is memoryview


def test_a_shallow_copy_of_a_decoded_struct_holds_bytes_and_shares_the_rest() -> None:
    decoded = FetchResponse.decode(_fetch_answer().encode(16), 16)
    topic = decoded.responses[0]
    shallow = copy.copy(topic.partitions[0])
    assert type(shallow.records) is bytes and shallow == topic.partitions[0]
    top = copy.copy(topic)
    assert top == topic and top.partitions is topic.partitions


@pytest.mark.parametrize("key", list(ApiKey), ids=lambda k: k.name)
def test_every_message_class_pickles(key: ApiKey) -> None:
    for cls in (request_class(key), response_class(key)):
        message = cls()
        for version in (cls.MIN_VERSION, cls.MAX_VERSION):
            decoded = cls.decode(message.encode(version), version)
            back = pickle.loads(pickle.dumps(decoded))
            assert back == decoded and type(back) is cls
            assert back.encode(version) == message.encode(version)


def test_repr_names_every_field_and_shows_records_as_bytes() -> None:
    built = _fetch_answer()
    decoded = FetchResponse.decode(built.encode(16), 16)
    assert repr(decoded) == repr(built)
    assert "records=b'\\x01\\x01" in repr(decoded) and "<memory" not in repr(decoded)
    assert repr(decoded.responses[0].partitions[1]).startswith(
        "PartitionData(partition_index=1, error_code=0, high_watermark=0,"
    )
    assert "unknown_tags={9: b'kept'}" in repr(decoded)
    assert "diverging_epoch=EpochEndOffset(epoch=3, end_offset=40)" in repr(decoded)


def test_a_tagged_struct_field_refuses_none_rather_than_reading_back_a_default() -> None:
    # such a field is built on first read, its slot None until then: a None
    # given by hand used to read back as the default struct, unseen
    with pytest.raises(TypeError, match=r"PartitionData\.current_leader is a struct"):
        PartitionData(current_leader=None)  # type: ignore[arg-type]
    partition = PartitionData(diverging_epoch=EpochEndOffset(epoch=3, end_offset=40))
    with pytest.raises(TypeError, match=r"PartitionData\.diverging_epoch is a struct"):
        partition.diverging_epoch = None  # type: ignore[assignment]
    assert partition.diverging_epoch == EpochEndOffset(epoch=3, end_offset=40)
    # a copy or a decode does not go through the check: their None means "not built"
    for copied in (
        copy.deepcopy(PartitionData()),
        PartitionData.from_dict(PartitionData().to_dict()),
    ):
        assert copied.current_leader == PartitionData().current_leader


def test_an_array_given_as_a_tuple_equals_the_list_it_decodes_to() -> None:
    # the annotations say list, what decoding gives; encoding takes tuples too
    topic = FetchableTopicResponse(partitions=(PartitionData(),))  # type: ignore[arg-type]
    built = FetchResponse(responses=(topic,))  # type: ignore[arg-type]
    decoded = FetchResponse.decode(built.encode(16), 16)
    assert decoded == built and built == decoded
    assert type(decoded.responses) is list
    # still element by element: a different element or length is a difference
    assert decoded != FetchResponse(responses=(FetchableTopicResponse(),))  # type: ignore[arg-type]
    assert decoded != FetchResponse(responses=())  # type: ignore[arg-type]


def test_from_dict_takes_values_of_their_own_types_and_unknown_tags_round_trip() -> None:
    # JSON gives text for bytes and UUIDs; a caller in Python may give them as
    # they are, and the tags to_dict writes with text keys come back as ints
    request = ProduceRequest.from_dict(
        {"transactional_id": "tx", "topic_data": [{"partition_data": [{"records": b"\0\1"}]}]}
    )
    assert request.transactional_id == "tx"
    assert request.topic_data[0].partition_data[0].records == b"\0\1"
    topic_id = uuid.UUID(int=5)
    asked = MetadataRequest.from_dict({"topics": [{"topic_id": topic_id, "name": "a"}]})
    assert asked.topics == [MetadataRequestTopic(topic_id=topic_id, name="a")]
    tagged = ApiVersionsResponse(unknown_tags={7: b"\x01", 2**32 - 1: b""})
    plain = tagged.to_dict()
    assert plain["unknown_tags"] == {"7": "AQ==", "4294967295": ""}
    assert ApiVersionsResponse.from_dict(plain).unknown_tags == {7: b"\x01", 2**32 - 1: b""}
