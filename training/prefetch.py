"""Batches made ahead, on a background thread, while the model trains on the current one.

Making a batch (cutting windows, masking, span corruption) is Python and numpy work that otherwise sits between two
training steps. A training batch depends on nothing but its step number (every random draw comes from that step's
seed), so it can be made early without changing a single number: the batches out of a Prefetcher are exactly those
the loop would make itself, in order.

    batches = Prefetcher(make_batch, first_step=state.step, ahead=2)   # make_batch(step) -> batch
    try:
        for step in range(state.step, max_steps):
            batch = batches.get(step)
            ...
    finally:
        batches.close()

PyTorch's heavy kernels release the GIL, so the thread's numpy work overlaps with the step's matrix products, which
pays where the step runs on a GPU. On a CPU it does not: the thread competes with the matrix products' own threads
for the same cores, and measured on 2 cores (BERT's full preset, bf16) a step took 0.29-0.43 s with batches made
ahead against 0.20-0.26 s made in line, for batches that cost about 7 ms to make. So train_tiny.py asks for
ahead=0 there: no thread, each batch made by get() itself, through the same interface.
"""

import queue
import threading
from typing import Any, Callable

_DONE = object()  # put by the thread when make_batch raised: the error follows in self._error


class Prefetcher:
    """Calls make_batch(step) for first_step, first_step + 1, ... on one background thread, at most `ahead` batches
    before the consumer. get(step) returns them in order; close() stops the thread. An error raised by make_batch
    is raised again by the get() that would have returned that batch."""

    def __init__(self, make_batch: Callable[[int], Any], first_step: int = 0, ahead: int = 2):
        if ahead < 0:
            raise ValueError(f"ahead must be 0 (made by get() itself) or more (batches made in advance), not {ahead}")
        self._make_batch = make_batch
        self._next_step = first_step  # the step the next get() must ask for
        self._queue: queue.Queue = queue.Queue(maxsize=max(ahead, 1))
        self._stop = threading.Event()
        self._error: BaseException | None = None
        self._thread = None  # in line: no thread at all
        if ahead > 0:
            self._thread = threading.Thread(target=self._work, args=(first_step,), name="batch-prefetch", daemon=True)
            self._thread.start()

    def _work(self, step: int) -> None:
        while not self._stop.is_set():
            try:
                item = (step, self._make_batch(step))
            except BaseException as error:  # handed to the consumer, which raises it where it would have happened
                self._error, item = error, (step, _DONE)
            # put() in short waits, so that close() is noticed even when the queue stays full.
            while not self._stop.is_set():
                try:
                    self._queue.put(item, timeout=0.1)
                    break
                except queue.Full:
                    continue
            if item[1] is _DONE:
                return
            step += 1

    def get(self, step: int) -> Any:
        """The batch of `step`, which must be the step after the previous get() (or first_step)."""
        if self._stop.is_set():
            raise RuntimeError("this Prefetcher is closed")
        if step != self._next_step:
            raise ValueError(f"batches come in order: expected step {self._next_step}, asked for {step}")
        if self._thread is None:  # in line: made here, now
            self._next_step += 1
            return self._make_batch(step)
        made_step, batch = self._queue.get()
        if batch is _DONE:
            self.close()
            raise self._error
        assert made_step == step  # one producer, one consumer, in order
        self._next_step += 1
        return batch

    def close(self) -> None:
        """Stop the thread and drop the batches made ahead. Safe to call twice; waits for a make_batch call in
        progress to end."""
        self._stop.set()
        while True:  # drain, so a put() waiting on a full queue returns at once
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join()

    def __enter__(self) -> "Prefetcher":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
