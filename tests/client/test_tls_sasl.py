"""TLS and SASL.

Tansu 0.6 can do neither end to end here: its CLI refuses ``--cert`` together
with ``--key`` (so no TLS listener can be configured), and with
``--authentication`` on, ``tansu user create`` is itself refused, so no user
can exist. Against Tansu we therefore check what it does offer: SCRAM-SHA-256
and -512 handshakes that reach SaslAuthenticate and fail cleanly for an
unknown user. The success paths (TLS, SASL PLAIN/SCRAM, both together) run
against FakeCluster, a test double built on our codecs, whose SCRAM server
side is written separately from the client's (tests/fakebroker/sasl_server.py).
"""

from __future__ import annotations

import asyncio
import ssl
import subprocess
from pathlib import Path

import pytest

from kafkawire.client import BrokerConnection, Router, SaslConfig, SaslError
from kafkawire.errors import TransportError
from tests.broker import TansuBroker
from tests.client.client_helpers import as_bytes, run, until
from tests.client.test_client_tansu import roundtrip_six_partitions
from tests.fakebroker import FakeCluster, Hold

USERS = {
    "plain-user": ("PLAIN", "plain-pw"),
    "scram256": ("SCRAM-SHA-256", "pw-256"),
    "scram512": ("SCRAM-SHA-512", "pw-512"),
}


@pytest.fixture(scope="module")
def tls(tmp_path_factory: pytest.TempPathFactory) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """A self-signed loopback certificate: (server context, client context)."""
    folder: Path = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(cert, key)
    client = ssl.create_default_context(cafile=str(cert))
    return server, client


def test_tls_end_to_end_against_the_fake_cluster(
    tls: tuple[ssl.SSLContext, ssl.SSLContext],
) -> None:
    async def main() -> None:
        async with FakeCluster(3, ssl_context=tls[0]) as fake:
            async with await Router.connect(fake.bootstrap, ssl=tls[1]) as router:
                await roundtrip_six_partitions(router)
                assert len(router.pool.live()) == 3  # every broker, each over TLS
            # a client that does not trust the certificate cannot connect
            with pytest.raises(TransportError, match="CERTIFICATE_VERIFY_FAILED"):
                await Router.connect(fake.bootstrap, ssl=ssl.create_default_context())

    run(main())


def test_tls_that_fails_to_start_is_a_clear_transport_error(
    tls: tuple[ssl.SSLContext, ssl.SSLContext],
) -> None:
    async def hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(10)  # part of the ClientHello
        writer.close()

    async def main() -> None:
        server = await asyncio.start_server(hang_up, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            # the reset came out as "cannot connect to 127.0.0.1:N: ", no reason
            with pytest.raises(TransportError, match=r"cannot connect to 127\.0\.0\.1:\d+: \S"):
                await BrokerConnection.open("127.0.0.1", port, ssl=tls[1])
        finally:
            server.close()
            await server.wait_closed()
        async with FakeCluster(1, ssl_context=tls[0]) as secure, FakeCluster(1) as plain:
            # plaintext to a TLS listener: it hangs up on the bytes at once
            with pytest.raises(TransportError, match="closed the connection"):
                await BrokerConnection.open("127.0.0.1", secure.nodes[1].port)
            # TLS to a plaintext listener that waits for the 369 MB frame the
            # ClientHello announces: the connect timeout bounds it
            with pytest.raises(TransportError, match=r"no answer within 0\.3 s"):
                await BrokerConnection.open(
                    "127.0.0.1", plain.nodes[1].port, ssl=tls[1], connect_timeout_s=0.3
                )

    run(main())


@pytest.mark.parametrize("user", sorted(USERS))
def test_sasl_over_tls_against_the_fake_cluster(
    user: str, tls: tuple[ssl.SSLContext, ssl.SSLContext]
) -> None:
    mechanism, password = USERS[user]

    async def main() -> None:
        async with FakeCluster(2, ssl_context=tls[0], users=USERS) as fake:
            config = SaslConfig(mechanism, user, password)
            async with await Router.connect(fake.bootstrap, ssl=tls[1], sasl=config) as router:
                await roundtrip_six_partitions(router)
            handshakes = fake.sent(17)
            assert handshakes and all(m.mechanism == mechanism for _, _, m in handshakes)
            with pytest.raises(SaslError, match="failed"):
                await Router.connect(fake.bootstrap, ssl=tls[1],
                                     sasl=SaslConfig(mechanism, user, "wrong"))  # fmt: skip

    run(main())


def test_a_refused_sasl_login_closes_its_connection() -> None:
    async def main() -> None:
        async with FakeCluster(1, users=USERS) as fake:
            wrong = SaslConfig("SCRAM-SHA-256", "scram256", "wrong")
            with pytest.raises(SaslError, match="failed"):
                await BrokerConnection.open("127.0.0.1", fake.nodes[1].port, sasl=wrong)
            node = fake.nodes[1]
            # nothing is left open behind the refusal
            await until(lambda: not node.writers, "the broker sees the close")

    run(main())


def test_a_connection_whose_sasl_session_ends_is_not_used_and_loses_nothing() -> None:
    # KIP-368: the broker closes a connection whose session has expired when the
    # next request arrives, dropping it unanswered. A Produce is not repeated
    # after a lost connection, so sending one there lost it to an error.
    async def main() -> None:
        async with FakeCluster(1, users=USERS, session_lifetime_ms=600) as fake:
            fake.add_topic("t", [1])
            config = SaslConfig("SCRAM-SHA-256", "scram256", "pw-256")
            async with await Router.connect(fake.bootstrap, sasl=config) as router:
                await router.produce_batches({("t", 0): [(b"k", b"first", [])]})
                first = router.pool.live()[0]
                await asyncio.sleep(0.65)  # past the session's end
                answer = await router.produce_batches({("t", 0): [(b"k", b"second", [])]})
                assert answer is not None
                parts = answer.responses[0].partition_responses
                assert [(p.error_code, p.base_offset) for p in parts] == [(0, 1)]
                assert first.closed and router.pool.live()[0] is not first
                # a request still in flight when the session ends keeps its
                # answer: the old connection closes after it, not under it
                fake.script(0, Hold(0.8))
                slow = asyncio.ensure_future(
                    router.produce_batches({("t", 0): [(b"k", b"held", [])]})
                )
                await asyncio.sleep(0.6)  # past the client's 85% of the lifetime
                answer = await router.produce_batches({("t", 0): [(b"k", b"meanwhile", [])]})
                assert answer is not None
                held = await slow
                assert held is not None
                offsets = {
                    p.base_offset
                    for a in (held, answer)
                    for p in a.responses[0].partition_responses
                    if p.error_code == 0
                }
                assert offsets == {2, 3}
                got = await router.fetch_all("t", 0, 0, 4)
                assert len(got) == 4
                values = {as_bytes(r.value) for r in got}
                assert values == {b"first", b"second", b"held", b"meanwhile"}
            # one authentication per connection: the expired ones were replaced
            assert len(fake.sent(17)) == 3

    run(main())


def test_tansu_scram_handshake_reaches_authenticate_and_fails_cleanly() -> None:
    async def main(bootstrap: str) -> None:
        for mechanism in ("SCRAM-SHA-256", "SCRAM-SHA-512"):
            with pytest.raises(SaslError, match="unknown-user"):
                await Router.connect(bootstrap, sasl=SaslConfig(mechanism, "nobody", "pw"))
        # without SASL, Tansu drops the connection at the first real request
        with pytest.raises(TransportError, match="closed the connection"):
            await Router.connect(bootstrap, request_timeout_s=5)

    with TansuBroker() as tansu:
        tansu.start(extra_args=["--authentication"])
        run(main(tansu.bootstrap))
