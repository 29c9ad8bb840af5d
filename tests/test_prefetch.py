"""training/prefetch.py: batches made on a background thread are exactly the loop's own, in order; errors and
close() behave."""

import threading
import time

import numpy as np
import pytest
import torch

from models.objectives import span_corruption_batch
from training.prefetch import Prefetcher


def t5_batch(step: int) -> dict:
    """A real objective whose batch depends only on the step's seed, as in train_tiny.py."""
    windows = torch.randint(106, 1024, (4, 30), generator=torch.Generator().manual_seed(step))
    return span_corruption_batch(windows, sentinel_ids=list(range(6, 106)), eos_id=5,
                                 rng=np.random.default_rng(step))


def test_prefetched_batches_are_the_loops_own_in_order():
    for first_step, ahead in ((0, 1), (7, 2), (3, 5), (2, 0)):  # 7: a resumed run starts mid-way
        with Prefetcher(t5_batch, first_step=first_step, ahead=ahead) as batches:
            for step in range(first_step, first_step + 12):
                got, expected = batches.get(step), t5_batch(step)
                assert all(torch.equal(got[k], expected[k]) for k in expected)


def wait_until(condition, seconds=10.0):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_makes_at_most_ahead_batches_in_advance():
    made = []
    batches = Prefetcher(lambda step: made.append(step) or step, ahead=2)
    wait_until(lambda: len(made) >= 3)
    time.sleep(0.2)  # time to run further, if it would
    assert made == [0, 1, 2]  # two in the queue, and a third made and waiting for room
    assert batches.get(0) == 0
    wait_until(lambda: len(made) >= 4)
    time.sleep(0.2)
    assert made == [0, 1, 2, 3]
    batches.close()


def test_an_error_in_make_batch_surfaces_at_its_step():
    def make(step):
        if step == 2:
            raise KeyError("no window")
        return step

    batches = Prefetcher(make)
    assert [batches.get(0), batches.get(1)] == [0, 1]
    with pytest.raises(KeyError, match="no window"):
        batches.get(2)
    with pytest.raises(RuntimeError, match="closed"):
        batches.get(3)


def test_steps_must_be_asked_in_order():
    with Prefetcher(lambda step: step, first_step=5) as batches:
        with pytest.raises(ValueError, match="expected step 5"):
            batches.get(6)
        assert batches.get(5) == 5


def test_close_stops_the_thread_even_with_a_full_queue():
    before = threading.active_count()
    batches = Prefetcher(lambda step: step, ahead=1)
    time.sleep(0.2)  # queue full, the thread waiting to put the next batch
    batches.close()
    batches.close()  # twice is fine
    assert threading.active_count() == before
    with pytest.raises(ValueError, match="ahead must be 0"):
        Prefetcher(lambda step: step, ahead=-1)


def test_ahead_zero_makes_each_batch_in_line_on_the_callers_thread():
    before = threading.active_count()
    made_on = []
    with Prefetcher(lambda step: made_on.append(threading.current_thread()) or step * 10, first_step=4,
                    ahead=0) as batches:
        assert threading.active_count() == before  # no thread started
        assert [batches.get(step) for step in (4, 5, 6)] == [40, 50, 60]
        with pytest.raises(ValueError, match="expected step 7"):
            batches.get(9)
    assert made_on == [threading.current_thread()] * 3
