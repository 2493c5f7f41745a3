"""ErrorCode against kio's independent error enum."""

from __future__ import annotations

from kio.schema.errors import ErrorCode as KioErrorCode

from kafkawire.error_codes import ErrorCode


def test_agrees_with_kio_on_every_code_kio_knows() -> None:
    for kio_error in KioErrorCode:
        ours = ErrorCode(kio_error.value)
        assert ours.name == kio_error.name.upper(), kio_error
        assert ours.retriable is kio_error.retriable, kio_error


def test_kio_knows_no_code_we_lack() -> None:
    assert {e.value for e in KioErrorCode} <= {e.value for e in ErrorCode}
