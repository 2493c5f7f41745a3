"""Conversions between kafkawire's messages and independent implementations.

The cross-check tests use kio and kafka-python as oracles: one side encodes,
the other decodes. These modules turn a kafkawire message into the peer's
object and back, generically, by walking ``FIELDS`` beside the peer's own
field lists, so no API needs code of its own.
"""
