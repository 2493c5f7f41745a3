"""Fetch: split by partition leader.

Shards are full fetches (no KIP-227 session), so the forgotten-topics list is
not repeated to every broker. A shard whose answer fails as a whole (the
top-level error of v7+) hands that error to each of its partitions, listed or
not, that has no error of its own.
"""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    1,
    topics="topics",
    topic="topic",
    partitions="partitions",
    partition="partition",
    r_topics="responses",
    r_topic="topic",
    r_partitions="partitions",
    r_partition="partition_index",
    r_top_error="error_code",
    clear=("forgotten_topics_data",),
)
