"""The spare training child: one started before any Start asks for it, which gets ready while it waits, so that a
run pays for none of that (Spare; playground/train/sessions.py hands it to each run).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from playground.train.run import train_size

ROOT = Path(__file__).resolve().parents[2]  # the children run from the repository, as train_tiny.py does
# The waiting spare child (Spare) holds about 430 MB while nobody trains (425 MiB measured, quick preset).
# PLAYGROUND_TRAIN_SPARE=0 goes without it, for a server short of memory (each Start then pays the 5-7 s of getting
# ready), and for the tests whose server never trains.
SPARE_VARIABLE = "PLAYGROUND_TRAIN_SPARE"


def spare_wanted() -> bool:
    return os.environ.get(SPARE_VARIABLE, "1").strip() != "0"


class Spare:
    """One child started before any Start asks for it, which gets ready while it waits (worker.get_ready:
    Python, torch and train_tiny.py imported, the bundled corpus tokenized for the tab's preset), so that a run
    pays for none of that: about 4 s of the time to its first loss point (bench/RESULTS.md). The server starts
    one when it starts serving and another when a run ends (not while one trains: it would take CPU from it)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.process: subprocess.Popen | None = None
        self.closed = False  # the server is shutting down: a run that ends now starts no spare

    @staticmethod
    def spawn() -> subprocess.Popen:
        env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", RAYON_NUM_THREADS="1",
                   TOKENIZERS_PARALLELISM="false", PYTHONPATH=str(ROOT))
        # Until its request names the run's log, what it prints is nobody's: it has no run yet.
        return subprocess.Popen([sys.executable, "-m", "playground.train.worker", "--size", train_size()],
                                cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL)

    def start(self) -> None:
        """Have a spare waiting (a new one unless one is already alive), unless PLAYGROUND_TRAIN_SPARE=0."""
        with self.lock:
            if spare_wanted() and not self.closed and (self.process is None or self.process.poll() is not None):
                self.process = self.spawn()

    def take(self) -> subprocess.Popen:
        """The waiting spare (or a new child, when there is none): it is the run's from now on."""
        with self.lock:
            process, self.process = self.process, None
        return process if process is not None and process.poll() is None else self.spawn()

    def close(self) -> None:
        with self.lock:
            process, self.process, self.closed = self.process, None, True
        if process is not None:
            process.kill()
            process.wait()
