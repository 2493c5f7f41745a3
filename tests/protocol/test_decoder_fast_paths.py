"""The generated decoders' shortcuts read what the plain reading reads.

Array loops run over cached ranges up to RANGES_CACHED elements and over a
range built for them past that: both must read every element.
"""

from __future__ import annotations

import uuid

import pytest

from kafkawire.protocol.codec_support import RANGES_CACHED
from kafkawire.protocol.messages import DescribeGroupsRequest, FetchResponse
from kafkawire.protocol.messages.fetch import FetchableTopicResponse, PartitionData


def _fetch(
    records: bytes | None, partitions: int = 1, topics: int = 1, session: int = 5
) -> FetchResponse:
    return FetchResponse(
        session_id=session,
        responses=[
            FetchableTopicResponse(
                topic_id=uuid.UUID(int=t + 1),
                partitions=[
                    PartitionData(partition_index=p, high_watermark=p, records=records)
                    for p in range(partitions)
                ],
            )
            for t in range(topics)
        ],
    )


@pytest.mark.parametrize("count", [RANGES_CACHED - 1, RANGES_CACHED, RANGES_CACHED + 1, 1000])
def test_arrays_past_the_cached_ranges_read_every_element(count: int) -> None:
    fetch = _fetch(b"r", partitions=count, session=0)  # v4 has no session id
    fetch.responses[0].topic = "t"
    for version in (4, 12, 18):  # not flexible; flexible with names; with topic ids
        body = fetch.encode(version)
        got = FetchResponse.decode(body, version)
        assert [p.partition_index for p in got.responses[0].partitions] == list(range(count))
        assert got.encode(version) == body
    groups = DescribeGroupsRequest(groups=[f"g{i}" for i in range(count)])
    for version in (0, 5):  # an array of strings, not flexible and flexible
        assert DescribeGroupsRequest.decode(groups.encode(version), version) == groups
