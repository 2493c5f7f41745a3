"""A command's stdout, whose failures are told apart from the input's.

``kafkawire decode`` reads on after a problem with an input, and reports it
as the input's; a write to stdout that fails (a full disk, a descriptor
closed or opened for reading only) is no problem of the input and no later
write would fare better: it is an ``OutputError``, which ends the command
(``kafkawire.cli.main`` reports it, exit status 1).
"""

from __future__ import annotations

from typing import TextIO

__all__ = ["Output", "OutputError"]


class OutputError(Exception):
    """stdout cannot be written. Not an ``OSError``: the input readers' error
    handling catches those, and would take this for the input's problem."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"cannot write the output: {reason}")


class Output:
    """Writes to ``stream``; ``None`` (stdout closed when Python started) or a
    failed write raise ``OutputError``. ``BrokenPipeError`` passes as it is:
    a reader gone away (``| head``) is not a failure."""

    def __init__(self, stream: TextIO | None) -> None:
        if stream is None:
            raise OutputError("stdout is closed")
        self._stream = stream

    def write(self, text: str) -> None:
        try:
            self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(exc.strerror or str(exc)) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(exc.strerror or str(exc)) from exc
