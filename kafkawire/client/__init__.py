"""The client layer: talking to brokers."""

from kafkawire.client.blocking import round_trip

__all__ = ["round_trip"]
