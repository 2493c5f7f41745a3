"""``python -m kafkawire``: the same command as ``kafkawire`` (``kafkawire.cli.main``)."""

from __future__ import annotations

import sys

from kafkawire.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
