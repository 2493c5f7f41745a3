"""Shared fixtures: the test broker.

``broker`` is the bootstrap address (``"127.0.0.1:PORT"``) of one Tansu started
for the whole session, or the value of ``KAFKAWIRE_BOOTSTRAP`` when that is set
(then nothing is started, and the same tests run against, say, Apache Kafka).
Tests that need a broker of their own use ``broker.TansuBroker`` directly.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from tests.broker import TansuBroker

BOOTSTRAP_ENV = "KAFKAWIRE_BOOTSTRAP"

if sys.version_info < (3, 11):
    # kio, one of the codec peers, is built for Python 3.11 and later: on 3.10
    # only its cross-checks are left out (pyproject.toml installs it on 3.11+)
    collect_ignore = [
        "protocol/test_crosscheck_kio.py",
        "protocol/test_schema_facts_kio.py",
        "test_error_codes_kio.py",
        "test_benchmarks_kio.py",
    ]


@pytest.fixture(scope="session")
def broker() -> Iterator[str]:
    external = os.environ.get(BOOTSTRAP_ENV)
    if external:
        yield external
        return
    with TansuBroker() as tansu:
        yield tansu.start()
