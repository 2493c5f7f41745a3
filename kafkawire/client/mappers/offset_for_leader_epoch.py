"""OffsetForLeaderEpoch: split by partition leader."""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    23,
    topics="topics",
    topic="topic",
    partitions="partitions",
    partition="partition",
    r_topics="topics",
    r_topic="topic",
    r_partitions="partitions",
    r_partition="partition",
)
