"""`python3 -m everyday`, run from data/: a few sample documents and the statistics of the default output."""

import sys

from .assembly import main

if __name__ == "__main__":
    sys.exit(main())
