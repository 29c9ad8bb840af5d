"""bench/queue.py's arithmetic, on hand-written polls and folders (no server): when a run left the queue, whether
runs started in order and one at a time, what a raw call's end means, and how long runs held the training slot.
The bench itself asserts no timing; `python -m bench.queue --quick` runs it end to end."""

from bench.queue import (Latency, RunFolder, Visitor, events_near, observe, overlapping, raw_outcome, slot_seconds,
                         slowest, start_order, told_of)


def test_a_run_leaves_the_queue_between_the_last_poll_that_saw_it_queued_and_the_next():
    v = Visitor(2, "gpt", 0.5, pressed=10.0)
    observe(v, {"state": "queued"}, 10.4, 10.5)
    observe(v, {"state": "queued"}, 11.0, 11.1)
    observe(v, {"state": "starting"}, 11.5, 11.6)  # it left between 11.1 and 11.5
    observe(v, {"state": "training"}, 12.0, 12.1)
    assert v.started == 11.3 and v.waited == 11.3 - 10.0 and v.ended is None
    observe(v, {"state": "finished", "step": 7}, 40.0, 40.2)
    observe(v, {"state": "finished", "step": 7}, 40.5, 40.7)
    assert v.ended == 40.2 and v.final["step"] == 7


def test_a_run_that_was_never_seen_queued_left_the_queue_after_its_start():
    v = Visitor(1, "bert", 5.0, pressed=3.0)
    observe(v, {"state": "training"}, 4.0, 4.1)
    assert v.started == 3.5


def test_order_and_overlap():
    a = Visitor(1, "bert", 5, pressed=0, started=0.1, ended=40.0)
    b = Visitor(2, "gpt", 0.5, pressed=1.5, started=40.3, ended=80.0)
    c = Visitor(3, "t5", 0.5, pressed=3.0, started=79.5, ended=None)  # within the tolerance of b's end
    assert start_order([c, a, b]) == [1, 2, 3] and overlapping([a, b, c], tolerance=1.0) == []
    c.started = 60.0  # two runs at once
    assert overlapping([a, b, c], tolerance=1.0) == [(2, 3)]
    never = Visitor(4, "bert", 0.5, pressed=4.5)
    assert start_order([never, c, a, b]) == [1, 2, 3, 4]


def test_what_a_start_told():
    assert told_of({"state": "queued", "queue": {"place": 3, "wait_seconds": 95.5, "waited_seconds": 0.0}}) == \
        {"state": "queued", "place": 3, "wait_seconds": 95.5}
    assert told_of({"state": "starting", "queue": None}) == {"state": "starting", "place": None, "wait_seconds": None}


def test_raw_call_outcomes():
    assert raw_outcome("error", "A training run needs a session that stays open while it trains, and ...") == "refused"
    assert raw_outcome("complete", ["Starting", None]) == "accepted"
    assert raw_outcome("error", None).startswith("other: error")


def test_slot_seconds_counts_only_launched_runs_of_the_sessions_asked():
    folders = [RunFolder("hog-1", 10.0, log_seen=11.0, gone=14.0),  # launched: 4 s from its folder, 3 from its log
               RunFolder("hog-2", 12.0, log_seen=None, gone=13.0),  # queued and left: never held the slot
               RunFolder("hog-3", 20.0, log_seen=20.5, gone=None),  # still there at the end (30)
               RunFolder("real", 14.0, log_seen=15.0, gone=None)]
    assert slot_seconds(folders, {"hog-1", "hog-2", "hog-3"}, end=30.0) == (4.0 + 10.0, 3.0 + 9.5, 2)
    assert slot_seconds(folders, {"real"}, end=30.0) == (16.0, 15.0, 1)


def test_the_slowest_answers_are_told_with_what_happened_around_them():
    a = Visitor(1, "bert", 5, pressed=0.0, started=0.1, training_seen=1.0, measuring_seen=34.0, ended=55.0)
    b = Visitor(2, "gpt", 0.5, pressed=1.5, started=55.4, ended=None)
    assert events_near([a, b], 55.2, before=3.0, after=1.0) == ["1 (bert) ended -0.2 s",
                                                                "2 (gpt) left the queue +0.2 s"]
    assert events_near([a, b], 20.0, before=3.0, after=1.0) == []
    latency = Latency(None)
    latency.times, latency.at = [0.3, 1.2, 0.4, 0.9], [10.0, 54.5, 20.0, 20.5]
    assert slowest(latency, [a, b], t0=0.0, n=2) == [
        "1200 ms at +54.5 s: 1 (bert) ended +0.5 s; 2 (gpt) left the queue +0.9 s", "900 ms at +20.5 s: nothing seen"]
