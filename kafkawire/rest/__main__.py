"""``python -m kafkawire.rest``: the console script ``kafkawire-rest``."""

import sys

from kafkawire.rest.main import main

# imported (by pydoc or a walk of the package) it serves nothing
if __name__ == "__main__":
    sys.exit(main())
