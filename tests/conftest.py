"""Shared fixtures: the test broker.

``broker`` is the bootstrap address (``"127.0.0.1:PORT"``) of one Tansu started
for the whole session, or the value of ``KAFKAWIRE_BOOTSTRAP`` when that is set
(then nothing is started, and the same tests run against, say, Apache Kafka).
Tests that need a broker of their own use ``broker.TansuBroker`` directly.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from broker import TansuBroker

BOOTSTRAP_ENV = "KAFKAWIRE_BOOTSTRAP"


@pytest.fixture(scope="session")
def broker() -> Iterator[str]:
    external = os.environ.get(BOOTSTRAP_ENV)
    if external:
        yield external
        return
    with TansuBroker() as tansu:
        yield tansu.start()
