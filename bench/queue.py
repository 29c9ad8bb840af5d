"""The Train tab's queue on a busy server, measured through the real app (issue 32): visitors who press Start within
seconds of each other, and scripts that try to keep the one training slot for themselves.

    python -m bench.queue                    # 6 visitors, then 5 minutes of hogging: about 15 minutes
    python -m bench.queue --quick            # 3 visitors, 1 minute of hogging: checks that it works (about 6)
    python -m bench.queue --hog-minutes 2    # a shorter hogging phase
    python -m bench.queue --visitors 0       # the hogging only (--hog-minutes 0: the queue only)

(Run it as a module: `python bench/queue.py` would put bench/ first on sys.path, where this file hides the
standard library's `queue`.)

One `python playground/app.py` (bench/live.py's AppServer), the bundled weights, the Train tab's quick preset and its
spare child, with a short turn for everyone: PLAYGROUND_TRAIN_SHARED_MINUTES=0.5, and every visitor's budget 0.5
minutes (the slider's least) except the first's, who asks for 5 and should get the shared turn once others wait.

1. The queue: VISITORS visitors, each its own gradio_client Client (its own session), press Start START_GAP_S apart
   (a mix of the three models, the bundled corpus, from scratch). Each polls its own /train_status every POLL_S
   until its run has ended. Measured: what /train_start answered (state, place, the estimated wait) and how long it
   took; when each run left "queued" (the midpoint between the last poll that saw it queued and the first that did
   not) and when it ended; whether the runs started in the order of their Starts and one at a time; the last
   visitor's estimated wait against its real one; /generate (20 greedy tokens) from another client, at idle first
   and then all through the queue, with the slowest answers and what happened around each. The visitors run in a
   process of their own at nice 10 (their clients' own CPU, about half a core, is not the server's: a real
   visitor's client runs elsewhere); the /generate client runs at normal priority.
2. Hogging, for --hog-minutes: three scripts at once. A raw-call loop: `POST /gradio_api/call/train_start` with no
   session, over and over. A close loop: a new Client, Start (5 minutes), `client.close()`, over and over. A kill
   loop: a child process that makes a Client, presses Start and is killed with SIGKILL, over and over. Meanwhile a
   real visitor (a Client that stays) presses Start (1 minute) HOG_VISITOR_DELAY_S after the hogging began, waits
   for its run, lets it end, and presses again, until the hogging stops. Measured: how many hogging Starts were
   accepted or refused; how long the slot was held by the hogs' runs (seen from the server's side: a run's folder
   under the server's temporary folder, named playground-train-<pid>-..., appears at its Start and goes when its
   session is ended; a launched run's child writes worker.log in it); how long each of the real visitor's Starts
   waited; whether its runs kept their budget; /generate all the while.

Timings are printed, never asserted: the machine may be shared (the load average is printed at the start and end).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bench.live import AppServer, percentile

BUNDLED = "The bundled corpus"
PROBES = {"gpt": "Once upon a time", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}
SHORT_MINUTES = 0.5  # every queued visitor's budget, and the server's shared turn (PLAYGROUND_TRAIN_SHARED_MINUTES)
FIRST_MINUTES = 5.0  # the first visitor asks for more: its turn should be cut to the shared one once others wait
HOG_MINUTES = 5.0  # what the hogs ask for (a Space's most)
HOG_VISITOR_MINUTES = 1.0  # the real visitor during hogging: more than the shared turn, to see whether hogs cut it
VISITOR_KINDS = ("bert", "gpt", "t5")  # visitor n trains VISITOR_KINDS[(n - 1) % 3]
START_GAP_S = 1.5  # between two visitors' Starts: 6 visitors within 7.5 s
VISITORS_NICE = 10  # the visitors' process: their clients' CPU goes after the server's (queue_scenario)
POLL_S = 0.5  # each visitor's /train_status, as often as the page redraws
SPARE_READY_S = 10  # after the server starts and between phases: the spare child gets ready
LATENCY_REQUESTS = 20  # /generate at idle (after one warm-up)
LATENCY_GAP_S = 0.5  # between two /generate requests while the queue or the hogs run
HOG_VISITOR_DELAY_S = 20  # the real visitor's first Start, after the hogging began (10 with --quick)
TRACK_S = 0.1  # how often the server's run folders are looked at
ENDED = ("finished", "stopped", "failed", "left")
# The targets (issue 32)
ESTIMATE_TOLERANCE = 0.30  # the last visitor's real wait within 30% of its estimate
LATENCY_FACTOR = 2.0  # /generate within 2x its idle p50 throughout

# A hog that vanishes by SIGKILL: make a Client, press Start, say what came back, and wait to be killed.
KILL_HOG = """
import json, sys, time
from gradio_client import Client
client = Client(sys.argv[1], verbose=False, download_files=False)
try:
    out = client.predict(*json.loads(sys.argv[2]), api_name="/train_start")
    print(json.dumps({"state": out[3].get("state")}), flush=True)
except Exception as e:
    print(json.dumps({"error": str(e)[:300]}), flush=True)
time.sleep(600)
"""


def start_inputs(kind: str, minutes: float, seed: int) -> list:
    """/train_start's inputs: source, text, kind, minutes, seed, probe, start_from."""
    return [BUNDLED, "", kind, minutes, seed, PROBES[kind], "scratch"]


def client(url: str):
    from gradio_client import Client

    return Client(url, verbose=False, download_files=False)


# ---------------------------------------------------------------------------------------------------------------------
# Pure helpers: what the polls and the folders say, in figures
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Visitor:
    """One visitor's Start and what its polls saw; times are time.monotonic()."""
    number: int
    kind: str
    minutes: float
    pressed: float | None = None  # just before /train_start
    answered_s: float | None = None  # /train_start's time to answer
    told: dict = field(default_factory=dict)  # state, place, wait_seconds from /train_start's answer
    last_queued: float | None = None  # the last poll that saw it queued
    started: float | None = None  # when it left "queued" (midpoint of the two polls)
    training_seen: float | None = None  # the first poll that saw it train (its first step taken)
    measuring_seen: float | None = None  # the first poll that saw it measuring (its last step taken)
    ended: float | None = None  # the first poll that saw it ended
    estimates: list = field(default_factory=list)  # (poll time, waited + still to wait) while it was queued
    final: dict = field(default_factory=dict)  # the last /train_status
    error: str = ""

    @property
    def waited(self) -> float | None:
        return None if self.started is None or self.pressed is None else self.started - self.pressed


def told_of(run: dict) -> dict:
    """What a /train_start answer (the run as JSON) told the visitor: its state, and its place and wait if queued."""
    queue = run.get("queue") or {}
    return {"state": run.get("state"), "place": queue.get("place"), "wait_seconds": queue.get("wait_seconds")}


def observe(v: Visitor, run: dict, t0: float, t1: float) -> None:
    """Record one /train_status answer (asked at t0, answered at t1): when the run left the queue and ended."""
    state = run.get("state")
    if state == "queued":
        v.last_queued = t1
        queue = run.get("queue") or {}
        if queue.get("wait_seconds") is not None:
            v.estimates.append((t1, queue["waited_seconds"] + queue["wait_seconds"]))
    elif v.started is None:
        # It left the queue between the last poll that saw it queued and this one.
        v.started = ((v.last_queued if v.last_queued is not None else v.pressed) + t0) / 2
    if state == "training" and run.get("step") and v.training_seen is None:
        v.training_seen = t1
    if state == "measuring" and v.measuring_seen is None:
        v.measuring_seen = t1
    if state in ENDED and v.ended is None:
        v.ended = t1
        v.final = run


def start_order(visitors: list[Visitor]) -> list[int]:
    """The visitors' numbers in the order their runs left the queue (those that never did, last)."""
    return [v.number for v in sorted(visitors, key=lambda v: (v.started is None, v.started or 0.0))]


def overlapping(visitors: list[Visitor], tolerance: float) -> list[tuple[int, int]]:
    """Pairs of visitors whose runs (from leaving the queue to ended) overlap by more than `tolerance` seconds: two
    runs training at once."""
    runs = sorted((v for v in visitors if v.started is not None), key=lambda v: v.started)
    pairs = []
    for a, b in zip(runs, runs[1:]):
        if a.ended is None or b.started < a.ended - tolerance:
            pairs.append((a.number, b.number))
    return pairs


def within(value: float | None, target: float | None) -> str:
    if value is None or target is None:
        return "n/a"
    return "met" if value <= target else "MISSED"


def raw_outcome(event: str | None, data) -> str:
    """A raw /train_start call's end: 'refused' (the sentence about a session), 'accepted' (it answered with a run),
    or 'other: ...'."""
    if event == "complete":
        return "accepted"
    text = data if isinstance(data, str) else json.dumps(data)
    if event == "error" and "needs a session that stays open" in (text or ""):
        return "refused"
    return f"other: {event} {str(text)[:120]}"


@dataclass
class RunFolder:
    """A run's folder under the server's temporary folder, as the tracker saw it (time.monotonic())."""
    session: str  # its session folder's name
    first_seen: float
    log_seen: float | None = None  # worker.log: the run was launched (its child has its request)
    gone: float | None = None


def slot_seconds(folders: list[RunFolder], sessions: set[str], end: float) -> tuple[float, float, int]:
    """How long the runs of these sessions held the training slot: (from the folder's appearance, from worker.log's
    appearance, launched runs), each run until its folder went (or `end`). Only launched runs count. The first figure
    is high for a run that waited in the queue first; the second is low by the time a child takes to read its request
    (a fresh child imports torch first)."""
    from_folder = from_log = 0.0
    launched = 0
    for f in folders:
        if f.session in sessions and f.log_seen is not None:
            until = f.gone if f.gone is not None else end
            from_folder += until - f.first_seen
            from_log += until - f.log_seen
            launched += 1
    return from_folder, from_log, launched


class FolderTracker:
    """Watch the server's run folders (tempdir/<TEMP_PREFIX><pid>-*/run-*) every TRACK_S on a thread."""

    def __init__(self, server_pid: int):
        from playground.train.sessions import TEMP_PREFIX

        self.pattern = f"{TEMP_PREFIX}{server_pid}-*"
        self.folders: dict[str, RunFolder] = {}
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._track, daemon=True, name="folder-tracker")

    def sessions_now(self) -> set[str]:
        while True:
            try:
                return {p.name for p in Path(tempfile.gettempdir()).glob(self.pattern)}
            except FileNotFoundError:  # one went while it was read
                continue

    def _track(self) -> None:
        while not self.stopped.wait(TRACK_S):
            now = time.monotonic()
            seen = set()
            try:
                runs = list(Path(tempfile.gettempdir()).glob(f"{self.pattern}/run-*"))
            except FileNotFoundError:  # a session's folder went while it was read: look again next time
                continue
            for run in runs:
                key = str(run)
                seen.add(key)
                f = self.folders.get(key)
                if f is None or f.gone is not None:  # new (or made again after it went)
                    f = self.folders[key] = RunFolder(run.parent.name, now)
                if f.log_seen is None and (run / "worker.log").exists():
                    f.log_seen = now
            for key, f in self.folders.items():
                if key not in seen and f.gone is None:
                    f.gone = now

    def __enter__(self) -> FolderTracker:
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()


# ---------------------------------------------------------------------------------------------------------------------
# The load: visitors, /generate, hogs
# ---------------------------------------------------------------------------------------------------------------------


def generate_once(c, seed: int) -> float:
    t0 = time.perf_counter()
    c.predict("Once upon a time", 20, 0.0, 0, 1.0, 1.0, seed, api_name="/generate")
    return time.perf_counter() - t0


class Latency:
    """/generate from a client of its own, one request every LATENCY_GAP_S, on a thread, until stopped."""

    def __init__(self, c):
        self.client, self.times, self.at = c, [], []  # each answer's seconds, and when it was asked (monotonic)
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True, name="generate-latency")

    def _run(self) -> None:
        seed = 1000
        while not self.stopped.is_set():
            seed += 1
            self.at.append(time.monotonic())
            self.times.append(generate_once(self.client, seed))
            self.stopped.wait(LATENCY_GAP_S)

    def __enter__(self) -> Latency:
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()


def poll_until_ended(c, v: Visitor, deadline: float, stop: threading.Event | None = None) -> None:
    """Poll the visitor's /train_status every POLL_S until its run has ended (or the deadline)."""
    while v.ended is None and time.monotonic() < deadline:
        if stop is not None and stop.is_set() and v.started is not None:
            c.predict(api_name="/train_stop")  # the hogging is over: no need to train on
            stop = None
        t0 = time.monotonic()
        run = c.predict(api_name="/train_status")
        observe(v, run, t0, time.monotonic())
        time.sleep(POLL_S)


def press_start(c, v: Visitor) -> None:
    v.pressed = time.monotonic()
    try:
        out = c.predict(*start_inputs(v.kind, v.minutes, v.number), api_name="/train_start")
    except Exception as e:  # noqa: BLE001 (a refusal is a figure)
        v.answered_s, v.error = time.monotonic() - v.pressed, str(e)[:300]
        return
    v.answered_s = time.monotonic() - v.pressed
    v.told = told_of(out[3])
    if v.told["state"] != "queued":
        v.started = v.pressed + v.answered_s / 2


def idle_latency(url: str) -> list[float]:
    """/generate on the idle server, LATENCY_REQUESTS times after one warm-up."""
    c = client(url)
    idle = [generate_once(c, seed) for seed in range(LATENCY_REQUESTS + 1)][1:]
    c.close()
    return idle


def visitors_process(url: str, n: int, answer) -> None:
    """The n visitors, in a process of its own at nice VISITORS_NICE: each its own Client, Starts START_GAP_S apart,
    each polling its run until it ends. Sends "ready" through `answer` once the clients are made, then the Visitors
    (as dicts; their times are time.monotonic(), the same clock in every process)."""
    os.nice(VISITORS_NICE)
    visitors = [Visitor(i + 1, VISITOR_KINDS[i % 3], FIRST_MINUTES if i == 0 else SHORT_MINUTES) for i in range(n)]
    clients = [client(url) for _ in visitors]  # made first, so that the Starts come on time
    answer.send("ready")
    # Generous: each run at most its turn plus a minute to start and finish, however busy the machine.
    deadline = time.monotonic() + n * (SHORT_MINUTES * 60 + 60) + 120
    begin = time.monotonic() + 1.0

    def visit(c, v: Visitor) -> None:
        time.sleep(max(0.0, begin + (v.number - 1) * START_GAP_S - time.monotonic()))
        press_start(c, v)
        if not v.error:
            poll_until_ended(c, v, deadline)

    threads = [threading.Thread(target=visit, args=(c, v), name=f"visitor-{v.number}")
               for c, v in zip(clients, visitors)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for c in clients:
        c.close()
    answer.send([asdict(v) for v in visitors])


def queue_scenario(url: str, n: int) -> tuple[list[Visitor], Latency]:
    """n visitors press Start START_GAP_S apart (visitors_process); returns them and /generate's times, asked from
    this process, while they queue and train. The visitors' clients take about half a core of the server's 2 (a real
    visitor's client runs on another machine): at a lower priority, that CPU goes to the server first."""
    import multiprocessing  # noqa: PLC0415

    watcher = client(url)
    spawn = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of this one's threads
    mine, theirs = spawn.Pipe(duplex=False)
    process = spawn.Process(target=visitors_process, args=(url, n, theirs), name="visitors")
    process.start()
    theirs.close()  # only the child writes: if it dies, recv() below ends with EOFError instead of waiting forever
    if mine.recv() != "ready":
        raise RuntimeError("the visitors' process did not start")
    with Latency(watcher) as busy:
        visitors = [Visitor(**v) for v in mine.recv()]
    process.join()
    watcher.close()
    return visitors, busy


@dataclass
class Hogs:
    raw: dict = field(default_factory=dict)  # outcome -> count
    raw_seconds: list = field(default_factory=list)  # each raw call's time to its end
    closed: dict = field(default_factory=dict)  # what /train_start answered -> count (then client.close())
    killed: dict = field(default_factory=dict)  # ... (then SIGKILL)
    visitor: list = field(default_factory=list)  # the real visitor's Visitor per Start
    folders: list = field(default_factory=list)  # RunFolder
    real_sessions: set = field(default_factory=set)
    begin: float = 0.0
    end: float = 0.0
    settled: float = 0.0  # when the hogs' last folder had gone (or the wait for it ended)
    left_behind: int = 0  # hog session folders still there at the end


def count(table: dict, key: str) -> None:
    table[key] = table.get(key, 0) + 1


def raw_hog(url: str, hogs: Hogs, until: float) -> None:
    import httpx

    body = json.dumps({"data": start_inputs("bert", HOG_MINUTES, 0)})
    while time.monotonic() < until:
        t0 = time.monotonic()
        try:
            posted = httpx.post(f"{url}gradio_api/call/train_start", content=body,
                                headers={"content-type": "application/json"}, timeout=60)
            if posted.status_code != 200:
                count(hogs.raw, f"other: HTTP {posted.status_code} {posted.text[:100]}")
                continue
            event, data = None, None
            with httpx.stream("GET", f"{url}gradio_api/call/train_start/{posted.json()['event_id']}",
                              timeout=120) as stream:
                for line in stream.iter_lines():
                    if line.startswith("event: "):
                        event = line[len("event: "):]
                    elif line.startswith("data: "):
                        data = json.loads(line[len("data: "):])
            count(hogs.raw, raw_outcome(event, data))
        except Exception as e:  # noqa: BLE001
            count(hogs.raw, f"other: {type(e).__name__}")
        hogs.raw_seconds.append(time.monotonic() - t0)


def close_hog(url: str, hogs: Hogs, until: float) -> None:
    seed = 0
    while time.monotonic() < until:
        seed += 1
        c = client(url)
        try:
            out = c.predict(*start_inputs("bert", HOG_MINUTES, seed), api_name="/train_start")
            count(hogs.closed, f"accepted, {out[3].get('state')}")
        except Exception as e:  # noqa: BLE001
            count(hogs.closed, f"refused: {str(e)[:80]}")
        c.close()


def kill_hog(url: str, hogs: Hogs, until: float) -> None:
    seed = 10_000
    while time.monotonic() < until:
        seed += 1
        child = subprocess.Popen([sys.executable, "-c", KILL_HOG, url, json.dumps(start_inputs("bert", HOG_MINUTES,
                                                                                                 seed))],
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                 env=dict(os.environ, GRADIO_ANALYTICS_ENABLED="False"))
        line = child.stdout.readline()  # its answer, once /train_start has answered (or "" if it died)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        child.stdout.close()
        said = json.loads(line) if line.strip() else {"error": "no answer"}
        count(hogs.killed, f"accepted, {said['state']}" if "state" in said else f"refused: {said['error'][:80]}")


def real_visitor(c, hogs: Hogs, first: float, until: float, over: threading.Event) -> None:
    """Presses Start at `first`, waits for its run and lets it end, and again, until `until`; once `over` is set, its
    run in progress is stopped (the figures are in)."""
    time.sleep(max(0.0, first - time.monotonic()))
    number = 100
    while time.monotonic() < until:
        number += 1
        v = Visitor(number, "bert", HOG_VISITOR_MINUTES)
        hogs.visitor.append(v)
        press_start(c, v)
        if v.error:
            time.sleep(2)
            continue
        poll_until_ended(c, v, until + HOG_VISITOR_MINUTES * 60 + 120, stop=over)
        time.sleep(2)  # a visitor reads the result before pressing again


def hog_scenario(url: str, server_pid: int, minutes: float, log) -> tuple[Hogs, list[float]]:
    hogs = Hogs()
    over = threading.Event()
    delay = HOG_VISITOR_DELAY_S if minutes >= 2 else HOG_VISITOR_DELAY_S / 2
    watcher, visitor_client = client(url), client(url)
    with FolderTracker(server_pid) as tracker:
        hogs.begin = time.monotonic()
        until = hogs.begin + minutes * 60
        threads = [threading.Thread(target=raw_hog, args=(url, hogs, until), name="raw-hog"),
                   threading.Thread(target=close_hog, args=(url, hogs, until), name="close-hog"),
                   threading.Thread(target=kill_hog, args=(url, hogs, until), name="kill-hog")]
        visitor = threading.Thread(target=real_visitor, args=(visitor_client, hogs, hogs.begin + delay, until, over),
                                   name="real-visitor")
        with Latency(watcher) as busy:
            for t in threads + [visitor]:
                t.start()
            for t in threads:
                t.join()
            hogs.end = time.monotonic()
            over.set()
            log(f"hogging over after {hogs.end - hogs.begin:.0f} s; waiting for the real visitor's run to end",
                flush=True)
            visitor.join()
        watcher.close()
        # Every hog has gone: their sessions' folders go within seconds (a close()d client's heartbeat within
        # Gradio's 15 s heartbeat), and only the real visitor's, whose client is still open, should stay.
        deadline = time.monotonic() + 30
        while len(remaining := tracker.sessions_now()) > 1 and time.monotonic() < deadline:
            time.sleep(0.5)
        hogs.settled = time.monotonic()
    # The real visitor's session is the one still there with the most runs (each hog session has one); any other
    # still there was left behind by a hog that had gone.
    runs = {s: sum(f.session == s for f in tracker.folders.values()) for s in remaining}
    if runs:
        mine = max(runs, key=runs.get)
        hogs.real_sessions, hogs.left_behind = {mine}, len(remaining) - 1
    hogs.folders = list(tracker.folders.values())
    visitor_client.close()
    return hogs, busy.times


# ---------------------------------------------------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------------------------------------------------


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def latency_cell(times: list[float]) -> str:
    if not times:
        return "none"
    return (f"p50 {ms(statistics.median(times))}, p90 {ms(percentile(times, 90))}, max {ms(max(times))} "
            f"({len(times)} requests)")


def revisions(v: Visitor) -> str:
    """The queued visitor's estimate of its whole wait at Start, then at each quarter of its real wait."""
    if not v.estimates or v.waited is None:
        return "none"
    marks = []
    for quarter in (1, 2, 3):
        t = v.pressed + v.waited * quarter / 4
        at = min(v.estimates, key=lambda e: abs(e[0] - t))
        marks.append(f"{at[1]:.0f} s at +{at[0] - v.pressed:.0f} s")
    last = v.estimates[-1]
    return (f"{v.told['wait_seconds']:.0f} s at Start; " + "; ".join(marks) + f"; {last[1]:.0f} s at the last "
            f"poll that saw it queued (+{last[0] - v.pressed:.0f} s)")


def events_near(visitors: list[Visitor], t: float, before: float, after: float) -> list[str]:
    """What the visitors' polls saw happen from `before` s before t to `after` s after it: 'run 3 ended -0.4 s'."""
    names = {"pressed": "pressed Start", "started": "left the queue", "training_seen": "first loss point seen",
             "measuring_seen": "measuring seen", "ended": "ended"}
    near = []
    for v in visitors:
        for attr, name in names.items():
            when = getattr(v, attr)
            if when is not None and -before <= when - t <= after:
                near.append((when - t, f"{v.number} ({v.kind}) {name} {when - t:+.1f} s"))
    return [text for _, text in sorted(near)]


def slowest(latency: Latency, visitors: list[Visitor], t0: float, n: int = 5) -> list[str]:
    """The n slowest /generate answers, each with when it was asked and what the polls saw around it."""
    worst = sorted(zip(latency.times, latency.at), reverse=True)[:n]
    return [f"{ms(took)} at +{at - t0:.1f} s: " + ("; ".join(events_near(visitors, at, 3.0, took)) or "nothing seen")
            for took, at in worst]


def queue_report(visitors: list[Visitor], idle: list[float], latency: Latency) -> list[str]:
    busy = latency.times
    lines = ["| visitor | model, budget asked | /train_start answered | told | left the queue after | "
             "ended (state, budget at the end, seconds trained) |", "|---|---|---|---|---|---|"]
    t0 = min(v.pressed for v in visitors if v.pressed is not None)
    for v in visitors:
        told = (f"queued, place {v.told['place']}, wait {v.told['wait_seconds']:.0f} s" if v.told.get("state") ==
                "queued" else (v.told.get("state") or f"refused: {v.error}"))
        final = v.final
        ended = (f"{final['state']} at +{v.ended - t0:.1f} s, budget {final['budget_seconds']:.0f} s"
                 f"{' (shortened)' if final.get('turn_shortened') else ''}, {final['seconds']:.0f} s, step "
                 f"{final['step']}" if final else "not seen to end")
        waited = f"{v.waited:.1f} s (at +{v.started - t0:.1f} s)" if v.waited is not None else "never"
        lines.append(f"| {v.number} (Start at +{v.pressed - t0:.1f} s) | {v.kind}, {v.minutes:g} min | "
                     f"{ms(v.answered_s)} | {told} | {waited} | {ended} |")
    lines += ["", "Where each run's time went, as the polls saw it (wall clock): from leaving the queue to its first "
              "loss point (the server's own clock), to the first poll that saw it measuring (its last step taken), to "
              "the first that saw it ended.", "",
              "| visitor | to the first loss point | training (its budget's clock: seconds trained) | measuring and "
              "saving | in all, holding the slot |", "|---|---|---|---|---|"]
    for v in visitors:
        first_loss = (v.final.get("timings") or {}).get("first_loss_s") if v.final else None
        train = (f"{v.measuring_seen - v.started - (first_loss or 0):.0f} s ({v.final['seconds']:.0f} s)"
                 if v.measuring_seen and v.started and v.final else "?")
        measure = f"{v.ended - v.measuring_seen:.0f} s" if v.ended and v.measuring_seen else "?"
        held = f"{v.ended - v.started:.0f} s" if v.ended and v.started else "?"
        first = f"{first_loss:.1f} s" if first_loss is not None else "?"
        lines.append(f"| {v.number} | {first} | {train} | {measure} | {held} |")
    queued = [v for v in visitors if v.told.get("state") == "queued"]
    places = [v.told["place"] for v in queued]
    placed = len(queued) == len(visitors) - 1 and places == list(range(1, len(queued) + 1))
    order = start_order(visitors)
    clashes = overlapping(visitors, tolerance=2 * POLL_S)
    last = visitors[-1]
    ratio = last.waited / last.told["wait_seconds"] if last.waited and last.told.get("wait_seconds") else None
    ratios = [f"{v.waited / v.told['wait_seconds']:.2f}" for v in queued if v.waited and v.told.get("wait_seconds")]
    idle_p50 = statistics.median(idle)
    busy_p50 = statistics.median(busy) if busy else None
    lines += [
        "", "| measure | value | target | met? |", "|---|---|---|---|",
        f"| every Start answered at once: the slowest /train_start | {ms(max(v.answered_s for v in visitors))} | "
        f"a place at once | {'met' if placed else 'MISSED'} |",
        f"| places told (visitors 2..{len(visitors)}) | {', '.join(map(str, places))} | 1, 2, ... | |",
        f"| order the runs left the queue | {', '.join(map(str, order))} | the order of the Starts | "
        f"{'met' if order == [v.number for v in visitors] else 'MISSED'} |",
        f"| runs that trained at the same time (overlap > {2 * POLL_S:g} s) | "
        f"{', '.join(f'{a} and {b}' for a, b in clashes) or 'none'} | none | {'met' if not clashes else 'MISSED'} |",
        f"| every queued run started by itself | {sum(v.started is not None for v in queued)} of {len(queued)} | "
        f"all | {'met' if all(v.started is not None for v in queued) else 'MISSED'} |",
        f"| the last visitor's wait: estimated at Start / real (real / estimated) | "
        f"{last.told.get('wait_seconds') or 0:.0f} s / {last.waited or float('nan'):.1f} s "
        f"({ratio or float('nan'):.2f}) | within {ESTIMATE_TOLERANCE:.0%} | "
        f"{'met' if ratio and abs(ratio - 1) <= ESTIMATE_TOLERANCE else 'MISSED'} |",
        f"| the last visitor's estimate of its whole wait (waited + still to wait), as /train_status revised it | "
        f"{revisions(last)} | | |",
        f"| each queued visitor's real / estimated wait | "
        f"{', '.join(ratios) or 'none'} | | |",
        f"| /generate, 20 greedy tokens, idle | {latency_cell(idle)} | | |",
        f"| /generate throughout the queue | {latency_cell(busy)} | p50 and max <= {LATENCY_FACTOR:g}x idle p50 "
        f"({ms(LATENCY_FACTOR * idle_p50)}) | p50 {within(busy_p50, LATENCY_FACTOR * idle_p50)}, p90 "
        f"{within(percentile(busy, 90) if busy else None, LATENCY_FACTOR * idle_p50)}, max "
        f"{within(max(busy) if busy else None, LATENCY_FACTOR * idle_p50)} |",
        "", "The slowest /generate answers during the queue, and what the visitors' polls saw from 3 s before each "
        "was asked until it was answered:", "",
    ] + [f"- {line}" for line in slowest(latency, visitors, t0)]
    return lines


def hog_report(hogs: Hogs, busy: list[float], idle: list[float]) -> list[str]:
    span = hogs.end - hogs.begin
    hog_sessions = {f.session for f in hogs.folders} - hogs.real_sessions
    by_folder, by_log, launched = slot_seconds(hogs.folders, hog_sessions, hogs.settled)
    # The real visitor's own runs, from its polls (a finished run's folder stays while its session does).
    real_held = [v.ended - v.started for v in hogs.visitor if v.started is not None and v.ended is not None]
    short = SHORT_MINUTES * 60
    waits = [v.waited for v in hogs.visitor if v.waited is not None]
    runs = [v for v in hogs.visitor if v.final]
    lines = [
        "| measure | value | target | met? |", "|---|---|---|---|",
        f"| hogging, three scripts at once | {span:.0f} s | | |",
        f"| raw calls without a session: outcome (count) | "
        f"{'; '.join(f'{k} {n}' for k, n in sorted(hogs.raw.items()))}; each answered in "
        f"{statistics.median(hogs.raw_seconds) if hogs.raw_seconds else float('nan'):.1f} s (median) | refused | "
        f"{'met' if set(hogs.raw) == {'refused'} else 'MISSED'} |",
        f"| Client, Start, close(): /train_start answered (count) | "
        f"{'; '.join(f'{k} {n}' for k, n in sorted(hogs.closed.items()))} | | |",
        f"| Client in a child, Start, SIGKILL: /train_start answered (count) | "
        f"{'; '.join(f'{k} {n}' for k, n in sorted(hogs.killed.items()))} | | |",
        f"| the hogs' runs that got the slot (a child launched) | {launched} | | |",
        f"| the slot held by the hogs' runs, in total (from the folder's appearance; from worker.log's) | "
        f"{by_folder:.0f} s; {by_log:.0f} s ({by_folder / span:.0%} of the hogging) | <= {short:.0f} s (one short "
        f"budget) | {'met' if by_folder <= short else 'MISSED' if by_log > short else 'unclear'} |",
        f"| the slot held by the real visitor's runs (from its polls) | {sum(real_held):.0f} s over "
        f"{len(real_held)} runs | | |",
        f"| the real visitor's Starts: wait until its run left the queue | "
        f"{', '.join(f'{w:.1f} s' for w in waits) or 'none'} | <= {short:.0f} s | "
        f"{'met' if waits and max(waits) <= short else 'MISSED'} |",
        f"| the real visitor's runs: state, budget at the end (asked {HOG_VISITOR_MINUTES * 60:.0f} s), trained | "
        + "; ".join(f"{v.final['state']}, {v.final['budget_seconds']:.0f} s"
                    f"{' (shortened)' if v.final.get('turn_shortened') else ''}, {v.final['seconds']:.0f} s"
                    for v in runs) + " | | |",
        f"| the hogs' session folders left behind once they had gone | {hogs.left_behind} | 0 | "
        f"{'met' if hogs.left_behind == 0 else 'MISSED'} |",
        f"| /generate while hogged | {latency_cell(busy)} | | (idle p50 {ms(statistics.median(idle))}) |",
    ]
    return lines


def cpu_line() -> str:
    from bench.__main__ import machine

    try:
        bf16 = sum("avx512_bf16" in line for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("flags"))
    except OSError:
        bf16 = 0
    kind = "AMD EPYC with AVX512-BF16" if bf16 else "AVX2 CPU without AVX512-BF16"
    return f"Machine: {kind} (`grep -c avx512_bf16 /proc/cpuinfo`: {bf16}); {machine()}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="The Train tab's queue and hogging, through the real app (issue 32).")
    p.add_argument("--quick", action="store_true", help="3 visitors and 1 minute of hogging: a smoke run")
    p.add_argument("--visitors", type=int, default=None,
                   help="visitors in the queue (default 6, or 3 with --quick); 0 skips the queue")
    p.add_argument("--hog-minutes", type=float, default=None,
                   help="how long the hogging scripts run (default 5, or 1 with --quick); 0 skips hogging")
    args = p.parse_args(argv)
    # The bench's own pauses are not the server's: its clients' full garbage collections would add to the /generate
    # times it measures (a visitor's client runs on another machine).
    gc.collect()
    gc.freeze()
    visitors_n = args.visitors if args.visitors is not None else (3 if args.quick else 6)
    hog_minutes = args.hog_minutes if args.hog_minutes is not None else (1.0 if args.quick else 5.0)
    os.environ.update(PLAYGROUND_TRAIN_SHARED_MINUTES=f"{SHORT_MINUTES:g}", PLAYGROUND_TRAIN_SPARE="1",
                      GRADIO_ANALYTICS_ENABLED="False")

    def log(*a, **k):
        print(*a, **k, file=sys.stderr)

    lines = [cpu_line(), f"load average at the start: {os.getloadavg()[0]:.1f}"]
    log(lines[0], flush=True)
    started = time.monotonic()
    with AppServer() as server:
        lines.append(f"`python playground/app.py` answered after {server.startup_s:.1f} s; "
                     f"PLAYGROUND_TRAIN_SHARED_MINUTES={SHORT_MINUTES:g}, the spare child on")
        log(lines[-1], flush=True)
        time.sleep(SPARE_READY_S)
        idle = idle_latency(server.url)
        log(f"/generate at idle: p50 {statistics.median(idle) * 1000:.0f} ms over {len(idle)}", flush=True)
        if visitors_n > 0:
            visitors, busy = queue_scenario(server.url, visitors_n)
            lines += ["", f"Queue: {visitors_n} visitors, Starts {START_GAP_S:g} s apart, load average now "
                          f"{os.getloadavg()[0]:.1f}", ""] + queue_report(visitors, idle, busy)
            log("\n".join(lines[-(2 * visitors_n + 32):]), flush=True)
        if hog_minutes > 0:
            time.sleep(SPARE_READY_S)
            hogs, hog_busy = hog_scenario(server.url, server.process.pid, hog_minutes, log)
            lines += ["", f"Hogging: {hog_minutes:g} minutes; load average now {os.getloadavg()[0]:.1f}", ""] + \
                hog_report(hogs, hog_busy, idle)
    lines.append(f"\nload average at the end: {os.getloadavg()[0]:.1f}; the whole bench took "
                 f"{(time.monotonic() - started) / 60:.1f} minutes")
    print("\n".join(lines), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
