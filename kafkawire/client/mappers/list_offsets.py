"""ListOffsets: split by partition leader."""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    2,
    topics="topics",
    topic="name",
    partitions="partitions",
    partition="partition_index",
    r_topics="topics",
    r_topic="name",
    r_partitions="partitions",
    r_partition="partition_index",
)
