"""DescribeProducers: split by partition leader, as only a partition's leader
knows its producers (another broker answers NOT_LEADER_OR_FOLLOWER)."""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    61,
    topics="topics",
    topic="name",
    partitions="partition_indexes",
    partition=None,
    r_topics="topics",
    r_topic="name",
    r_partitions="partitions",
    r_partition="partition_index",
)
