"""The REST consumer proxy: Confluent REST Proxy v2 consumer routes on kafkawire's consumer.

``create_app(settings, client=None)`` builds the FastAPI app; ``python -m
kafkawire.rest`` (the ``kafkawire-rest`` console script) serves it.
"""

from kafkawire.rest.app import create_app
from kafkawire.rest.settings import Settings

__all__ = ["Settings", "create_app"]
