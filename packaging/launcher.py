"""Entry point of the frozen program: the same `reuse-desk` command as an installed package."""

import multiprocessing
import sys

if __name__ == "__main__":
    # A frozen program that ever starts a worker process must call this first, or the
    # worker would start a second copy of the whole application.
    multiprocessing.freeze_support()

    from app.cli import main

    sys.exit(main())
