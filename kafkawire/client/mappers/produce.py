"""Produce: split by partition leader; each partition keeps its own error."""

from kafkawire.client.mappers.partitions import PartitionMapper

MAPPER = PartitionMapper(
    0,
    topics="topic_data",
    topic="name",
    partitions="partition_data",
    partition="index",
    r_topics="responses",
    r_topic="name",
    r_partitions="partition_responses",
    r_partition="index",
    blank={"base_offset": -1},  # as Kafka answers a partition it did not append to
)
