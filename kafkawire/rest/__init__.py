"""The REST consumer proxy: Confluent REST Proxy v2 consumer routes on kafkawire's consumer.

``create_app(settings, client=None)`` builds the FastAPI app; ``python -m
kafkawire.rest`` (the ``kafkawire-rest`` console script) serves it. FastAPI and
uvicorn come with the ``rest`` extra.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kafkawire.rest.settings import Settings

if TYPE_CHECKING:
    from kafkawire.rest.app import create_app

__all__ = ["Settings", "create_app"]


def __getattr__(name: str) -> Any:
    # FastAPI is imported on first use, so that the console script, which is in this
    # package, can tell a user without the extra to install it instead of failing here.
    if name == "create_app":
        from kafkawire.rest.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
