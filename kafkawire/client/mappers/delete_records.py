"""DeleteRecords: split by partition leader (Tansu panics on it: BROKER.md)."""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    21,
    topics="topics",
    topic="name",
    partitions="partitions",
    partition="partition_index",
    r_topics="topics",
    r_topic="name",
    r_partitions="partitions",
    r_partition="partition_index",
)
