"""The FakeCluster test double closes every connection it accepted when it stops.

A socket it leaves open stays open for its client until garbage collection
(a ``ResourceWarning``), and under ``-W error`` fails a test that had nothing
to do with it.
"""

from __future__ import annotations

import gc
import socket
import warnings

from tests.fakebroker import FakeCluster
from tests.fakebroker.threaded import ThreadedFakeCluster


def test_connections_made_just_before_the_stop_are_closed_with_it() -> None:
    # The race is between the accept and the stop: many rounds make it likely
    # that some connection is caught at each step of its setup.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ResourceWarning)
        for _ in range(60):
            with ThreadedFakeCluster(FakeCluster(1)) as fake:
                host, port = fake.bootstrap.split(":")
                clients = [socket.create_connection((host, int(port)), 5) for _ in range(3)]
            for client in clients:
                client.close()
        # once, not each round: in a full run's heap a collection takes ~0.3 s
        gc.collect()
    leaks = [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]
    assert leaks == []
