"""Fixtures of the REST proxy tests: a proxy served on loopback over the session broker."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.rest.harness import ServedProxy, User, Users, settings_for


@pytest.fixture(scope="session")
def users(tmp_path_factory: pytest.TempPathFactory) -> Users:
    return Users.make(Path(tmp_path_factory.mktemp("rest")))


@pytest.fixture(scope="session")
def proxy(broker: str, users: Users) -> Iterator[ServedProxy]:
    """One proxy with the spec's settings for the tests that need no others."""
    with ServedProxy(settings_for(broker, users)) as served:
        yield served


@pytest.fixture
def user(users: Users, proxy: ServedProxy) -> Iterator[User]:
    """A subject of its own; its instances on the shared proxy are deleted after the test."""
    taken = users.take()
    yield taken
    proxy.forget(taken)
