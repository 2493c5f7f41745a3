"""A command's stdout, whose failures are told apart from the input's.

``kafkawire decode`` reads on after a problem with an input, and reports it
as the input's; a write to stdout that fails (a full disk, a descriptor
closed or opened for reading only) is no problem of the input and no later
write would fare better: it is an ``OutputError``, which ends the command
(``kafkawire.cli.main`` reports it, exit status 1).
"""

from __future__ import annotations

import codecs
import json
from typing import TextIO

__all__ = ["Output", "OutputError"]


def _json_escapes(exc: UnicodeError) -> tuple[str, int]:
    """An encoding error handler: what the stream's encoding lacks, as JSON's
    escapes (``\\u00ef``), which read back as the same text in a JSON string
    and show it in a text line (a client id there is JSON-quoted too)."""
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    lacking = exc.object[exc.start : exc.end]
    return json.dumps(lacking, ensure_ascii=True)[1:-1], exc.end


_ESCAPES = "kafkawire-json-escapes"
codecs.register_error(_ESCAPES, _json_escapes)


class OutputError(Exception):
    """stdout cannot be written. Not an ``OSError``: the input readers' error
    handling catches those, and would take this for the input's problem."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"cannot write the output: {reason}")


class Output:
    """Writes to ``stream``; ``None`` (stdout closed when Python started) or a
    failed write raise ``OutputError``. ``BrokenPipeError`` passes as it is:
    a reader gone away (``| head``) is not a failure. A character the stream's
    encoding lacks is written as JSON's escape of it."""

    def __init__(self, stream: TextIO | None) -> None:
        if stream is None:
            raise OutputError("stdout is closed")
        self._stream = stream

    def write(self, text: str) -> None:
        try:
            try:
                self._stream.write(text)
            except UnicodeEncodeError:
                # stdout in an encoding short of some character (PYTHONIOENCODING=ascii,
                # a Latin-1 locale): a client id or a string field was a traceback
                encoding = getattr(self._stream, "encoding", None) or "ascii"
                self._stream.write(text.encode(encoding, _ESCAPES).decode(encoding))
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(exc.strerror or str(exc)) from exc
        except UnicodeError as exc:  # an encoding that cannot take even the escapes
            raise OutputError(str(exc)) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(exc.strerror or str(exc)) from exc
