"""The ``kafkawire`` command line: ``capture``, ``decode`` and ``versions`` (``main``)."""
