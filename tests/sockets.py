"""How many TCP connections this process has open to a port (Linux: read from
/proc), to show that a close leaves none of a client's connections behind."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["open_to"]


def _inodes() -> set[str]:
    found = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:  # closed meanwhile
            continue
        if target.startswith("socket:["):
            found.add(target[len("socket:[") : -1])
    return found


def open_to(address: str) -> int:
    """This process's open TCP sockets whose remote end is ``address``'s port
    (``host:port``; loopback brokers are told apart by port)."""
    port = int(address.rpartition(":")[2])
    mine = _inodes()
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        path = Path(table)
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            fields = line.split()
            remote, inode = fields[2], fields[9]
            if int(remote.rpartition(":")[2], 16) == port and inode in mine:
                count += 1
    return count
