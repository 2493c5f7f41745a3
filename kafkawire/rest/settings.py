"""The proxy's settings: every limit of seed 003 under the name the spec gives it.

Each field reads the environment variable of its upper-case name
(``CONSUMER_INSTANCE_TIMEOUT_MS``, ``MAX_TOPICS_PER_NAMESPACE``, ...), and the
console script's flags override them. Tests shrink the long waits (idle close,
lock waits) through the same fields.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kafkawire.cli import numbers

__all__ = ["Settings"]

#: settings 0 would turn into a loop that spins (the idle check, a poll's turn)
#: or a fetch that can never poll
_AT_LEAST_ONE = frozenset(
    {"consumer_instance_check_interval_ms", "poll_turn_ms", "max_concurrent_polls"}
)

KiB = 1 << 10
MiB = 1 << 20


@dataclass(frozen=True)
class Settings:
    #: ``HOST:PORT[,HOST:PORT...]`` of the Kafka cluster (``KAFKA_BOOTSTRAP_SERVERS``)
    kafka_bootstrap_servers: str = ""
    #: an instance idle this long is closed (seed: 5 minutes)
    consumer_instance_timeout_ms: int = 300_000
    #: how often the service looks for idle instances (seed: every 30 s)
    consumer_instance_check_interval_ms: int = 30_000
    #: topics a namespace may hold; also the longest list a request may carry
    max_topics_per_namespace: int = 50
    #: instances one subject may hold, and the service in all
    max_consumer_instances_per_subject: int = 4
    max_consumer_instances: int = 12
    #: a larger body is refused with 413 before it is read
    max_request_body_bytes: int = 64 * KiB
    #: JSON a fetch reply may hold; the first record is returned however large
    max_fetch_reply_bytes: int = 2 * MiB
    #: bytes one fetch asks of each broker (Kafka's default of 50 MiB took 128 MiB in a test)
    consumer_fetch_max_bytes: int = 1 * MiB
    #: how long the broker may hold one Fetch of an instance's consumer for
    #: records (Kafka's fetch.max.wait.ms); a fetch request waits longer by polling
    #: again, and a delete waits for the Fetch under way
    consumer_fetch_max_wait_ms: int = 500
    #: fetches one subject may have in progress
    max_fetches_per_subject: int = 2
    #: fetches polling at once, and the longest turn of one
    max_concurrent_polls: int = 3
    poll_turn_ms: int = 500
    #: every fetch wait is capped at this
    max_fetch_wait_ms: int = 30_000
    #: a reply whose sending takes longer is cut off and counts as received
    max_reply_send_ms: int = 30_000
    #: a request waiting longer for its instance gets 409, 40904
    consumer_lock_timeout_ms: int = 10_000
    #: the wait of a fetch that names no timeout when the instance does not set one
    consumer_request_timeout_ms: int = 5_000
    #: auto-commit during a fetch once this much time passed since the last commit
    auto_commit_interval_ms: int = 5_000
    #: the commit at delete and idle close; at shutdown all instances share the second
    consumer_close_commit_timeout_ms: int = 5_000
    shutdown_commit_timeout_ms: int = 8_000
    #: a json check that would take more memory is not made; the value is text
    json_check_max_memory_bytes: int = 32 * MiB
    #: a Kafka call of a request (subscribe, seek, commit, ...) that takes longer is 50003
    kafka_request_timeout_ms: int = 15_000
    #: the Kafka consumer's group session (Tansu holds a join for half of it)
    consumer_session_timeout_ms: int = 10_000
    consumer_heartbeat_interval_ms: int = 3_000
    #: the rack the consumers name (Kafka's client.rack), for rack-aware
    #: assignment and fetching from a replica in it (KIP-881, KIP-392); empty: none
    consumer_client_rack: str = ""
    #: how the service itself connects to Kafka, with Kafka's names:
    #: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL
    kafka_security_protocol: str = "PLAINTEXT"
    #: the service's own SASL credentials (PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512)
    kafka_sasl_mechanism: str = "PLAIN"
    kafka_sasl_username: str = ""
    kafka_sasl_password: str = dataclasses.field(default="", repr=False)
    #: the CA bundle Kafka's certificates are checked against (empty: the system's)
    kafka_ssl_cafile: str = ""
    #: static token checker: JSON file mapping subject to token or "sha256:<hex>"
    tokens_file: str = ""
    #: introspection token checker (RFC 7662)
    introspection_url: str = ""
    introspection_client_id: str = ""
    introspection_client_secret: str = dataclasses.field(default="", repr=False)
    introspection_scope: str = ""
    introspection_cache_ms: int = 30_000
    introspection_timeout_ms: int = 5_000

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Defaults, then environment variables of the fields' upper-case names, then overrides.

        Raises ``ValueError`` naming the variable for a number that is not an
        integer or is negative, or is 0 where that would spin or stall (the
        idle check's interval, a poll's turn, the polls at once).
        """
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            raw = env.get(f.name.upper())
            if raw is None or raw == "":
                continue
            if isinstance(f.default, int):
                try:  # ASCII digits, as the flags take: int() also reads "1_0", "\u0661"
                    values[f.name] = numbers.integer(raw, numbers.INT64, "an integer")
                except argparse.ArgumentTypeError:
                    raise ValueError(f"{f.name.upper()}={raw!r} is not an integer") from None
            else:
                values[f.name] = raw
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    def __post_init__(self) -> None:
        # checked however the settings are made (from_env, the constructor, replace)
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, int):
                continue
            flag = "--" + f.name.replace("_", "-")
            # every number is a limit, a size or a wait: below zero it means nothing
            if value < 0:
                raise ValueError(f"{f.name.upper()} ({flag}) is {value}: it cannot be negative")
            if f.name in _AT_LEAST_ONE and value == 0:
                raise ValueError(f"{f.name.upper()} ({flag}) is 0: it must be at least 1")

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)
