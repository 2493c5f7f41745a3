"""``python -m kafkawire.rest``: the console script ``kafkawire-rest``."""

import sys

from kafkawire.rest.main import main

sys.exit(main())
