"""The spare training child: one started before any Start asks for it, which gets ready while it waits, so that a
run pays for none of that (Spare; playground/train/sessions.py hands it to each run).
"""

from __future__ import annotations

import os
import subprocess
import threading
import time
from pathlib import Path

from playground.train.forks import ForkServer
from playground.train.run import train_size

ROOT = Path(__file__).resolve().parents[2]  # the children run from the repository, as train_tiny.py does
FORK_SERVER = ForkServer()  # every training child of this process is a fork of one that has imported torch once
# The waiting spare child (Spare) holds about 400 MiB while nobody trains (quick preset; 1,100 MiB for a few seconds
# while it gets ready), as much as the server itself, so by default it waits only while someone is likely to press
# Start (docs/api.md, bench/RESULTS.md). PLAYGROUND_TRAIN_SPARE chooses:
#   unset or "demand": a spare from a visitor's first sign of training (Spare.warm) until KEEP_SECONDS without one;
#   "1": a spare all the time, from the server's start (the first Start of all is fast too; 400 MiB more at rest);
#   "0": never (each Start then pays its own getting ready: 10-13 s on the bundled corpus, about 4 s on a pasted
#   text, for which the child tokenizes nothing ahead; 2-4 s once the fork server has imported torch, forks.py;
#   the tests whose server never trains).
SPARE_VARIABLE = "PLAYGROUND_TRAIN_SPARE"
KEEP_SECONDS = 300.0  # a spare nobody has shown interest in for this long is let go (demand mode)


def spare_mode() -> str:
    """"always", "never" or "demand", from PLAYGROUND_TRAIN_SPARE."""
    value = os.environ.get(SPARE_VARIABLE, "").strip().lower()
    return {"1": "always", "0": "never"}.get(value, "demand")


def spare_wanted() -> bool:
    return spare_mode() != "never"


class Spare:
    """One child started before any Start asks for it, which gets ready while it waits (worker.GettingReady:
    Python, torch and train_tiny.py imported, which a child forked from FORK_SERVER has from its fork server, and the
    bundled corpus tokenized for the tab's preset), so that a run pays for none of that: about 4 s of the time to its
    first loss point (bench/RESULTS.md). The server asks for one when it starts serving and when a run ends (start:
    not while one trains, it would take CPU from it), and when a visitor shows they may train (warm). In demand
    mode (spare_mode) only the last one starts a spare outright: the others do while a visitor has shown interest
    within keep_seconds, and a spare left waiting longer than that is let go, so that a server nobody trains on
    holds no spare."""

    def __init__(self, keep_seconds: float = KEEP_SECONDS):
        self.lock = threading.Lock()
        self.process: subprocess.Popen | None = None
        self.closed = False  # the server is shutting down: a run that ends now starts no spare
        self.keep_seconds = keep_seconds
        self.wanted_at = float("-inf")  # when a visitor last showed interest (warm, take)
        self.retiring: threading.Thread | None = None

    @staticmethod
    def spawn():
        # One torch thread: a run shares the machine with the page. The tokenizer may use every core for the few
        # seconds it works (at the child's lower priority): the bundled corpus is then ready in 2.3 s instead of 4.0
        # on a 2-core EPYC, with the same tokenizer and ids.
        env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", TOKENIZERS_PARALLELISM="true",
                   PYTHONPATH=str(ROOT))
        # A subprocess.Popen-like handle (forks.ForkedChild). Until its request names the run's log, what it prints
        # is nobody's: it has no run yet.
        return FORK_SERVER.spawn(["--size", train_size()], env)

    def start(self) -> None:
        """The server's own call (as it starts serving, as a run ends): have a spare waiting (a new one unless one
        is already alive), in demand mode only while a visitor has shown interest within keep_seconds."""
        mode = spare_mode()
        if mode == "always" or (mode == "demand" and time.monotonic() - self.wanted_at < self.keep_seconds):
            self._have_one()

    def warm(self) -> None:
        """A visitor may train soon (they opened the Train tab, asked for a run's state): have a spare waiting,
        unless PLAYGROUND_TRAIN_SPARE=0. Cheap when one waits already: call it as often as they show it. Getting
        ready for the tab's default model takes 7-9 s on a 2-core EPYC, so the earlier the better. (While a run
        trains, call note_interest instead.)"""
        self.note_interest()
        if spare_wanted():
            self._have_one()

    def note_interest(self) -> None:
        """A visitor may train once the run training now has ended: its end's start() then gets a spare ready."""
        self.wanted_at = time.monotonic()

    def _have_one(self) -> None:
        with self.lock:
            if not self.closed and (self.process is None or self.process.poll() is not None):
                self.process = self.spawn()
            if spare_mode() == "demand" and (self.retiring is None or not self.retiring.is_alive()):
                self.retiring = threading.Thread(target=self._retire_when_unwanted, daemon=True,
                                                 name="spare-retirement")
                self.retiring.start()

    def _retire_when_unwanted(self) -> None:
        """Demand mode: end the waiting spare once keep_seconds have passed without a visitor's interest."""
        while True:
            time.sleep(max(0.05, self.wanted_at + self.keep_seconds - time.monotonic()))
            with self.lock:
                if self.process is None or self.closed:
                    return  # taken by a run (whose end asks again) or shut down
                if time.monotonic() - self.wanted_at < self.keep_seconds:
                    continue  # interest since: wait on
                process, self.process = self.process, None
            process.kill()
            process.wait()
            return

    def take(self) -> subprocess.Popen:
        """The waiting spare (or a new child, when there is none): it is the run's from now on. A run counts as
        interest: its visitor may well train again when it ends."""
        self.wanted_at = time.monotonic()
        with self.lock:
            process, self.process = self.process, None
        return process if process is not None and process.poll() is None else self.spawn()

    def close(self) -> None:
        with self.lock:
            process, self.process, self.closed = self.process, None, True
        if process is not None:
            process.kill()
            process.wait()
