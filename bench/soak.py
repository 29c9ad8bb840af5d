"""Many visitors, every one of them new: the server's memory must not grow with their number (issue 21).

    python -m bench --soak                        # 2,000 new sessions and at least 10 minutes, RSS over time
    python -m bench --soak --soak-sessions 300 --soak-minutes 1     # a short one

Each visitor is a new session, as each new page or API client is, and makes one request, then leaves. The
visitors take turns through a fixed plan that covers every endpoint (the three tabs and /corrupt,
every view of the Inside tab, for the models each shows) and the hostile requests the server must refuse with a
message (NaN, a value of the wrong type, text over the limit, a missing input, an unknown endpoint, a body over
the size limit). One visitor in SESSION_CLIENT_EVERY comes through gradio_client, which holds a heartbeat open as a
page does; the others call the raw HTTP API (`/gradio_api/call/<endpoint>`), where every call is a session of its
own. `workers` visitors at a time.

Then the bursts the issue measured: rounds of 16 new gradio_client sessions at once, each streaming a generation.

tests/test_soak.py runs a small soak in the suite; this module is the harness both use.
"""

from __future__ import annotations

import json
import math
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import httpx

SESSION_CLIENT_EVERY = 5  # one visitor in five comes through gradio_client (a heartbeat, like a page)
BURST_CLIENTS = 16
HEARTBEAT_S = 15  # Gradio's heartbeat interval (gradio.utils.get_heartbeat_rate, GRADIO_HEARTBEAT_INTERVAL unset)
LONG_TEXT = "word " * 401  # 2,005 characters: over the 2,000-character limit
BIG_BODY = "x" * (300 * 1024)  # over the 256 KB body limit


def _inside_requests() -> list[tuple[str, list, bool]]:
    from playground.inside import VIEWS
    from playground.inside.endpoints import DEFAULT_TEXTS
    return [(name, [kind, DEFAULT_TEXTS[kind]], True) for name, view in VIEWS.items() for kind in view.kinds]


# (endpoint, data, served): served=False is a request the server must refuse with a message.
PLAN: list[tuple[str, object, bool]] = [
    ("generate", ["Once upon a time", 4, 0.8, 40, 0.95, 1.1, 0], True),
    ("fill_mask", ["The cat is a [MASK].", 3], True),
    ("infill", ["The dog wagged its ___.", 5], True),
    ("corrupt", ["The heron is a bird with long grey legs.", 1, 0.15, 3], True),
    ("generate", ["Once upon a time", 4, float("nan"), 40, 0.95, 1.1, 0], False),
    ("fill_mask", [LONG_TEXT + "[MASK]", 3], False),
    ("fill_mask", ["The cat is a [MASK].", "five"], False),
    ("infill", ["[PAD] <extra_id_3> [EOS] [MASK] typed ___ too.", 5], True),
    ("infill", [], False),  # a missing input
    ("no_such_endpoint", ["x"], False),
    ("fill_mask", [BIG_BODY], False),  # refused at the door with 413
]


def full_plan() -> list[tuple[str, object, bool]]:
    """The plan with every Inside view added, for every model it shows."""
    return PLAN + _inside_requests()


def raw_request(url: str, endpoint: str, data, timeout: float = 120) -> tuple[str, str]:
    """One call to the raw HTTP API, as a new session: ('complete' | 'error' | 'http <status>', detail)."""
    body = json.dumps({"data": data}, allow_nan=True)
    posted = httpx.post(f"{url}gradio_api/call/{endpoint}", content=body,
                        headers={"content-type": "application/json"}, timeout=timeout)
    if posted.status_code != 200:
        return f"http {posted.status_code}", posted.text[:200]
    event, last = None, ""
    with httpx.stream("GET", f"{url}gradio_api/call/{endpoint}/{posted.json()['event_id']}",
                      timeout=timeout) as stream:
        for line in stream.iter_lines():
            if line.startswith("event: "):
                event = line[len("event: "):]
            elif line.startswith("data: "):
                last = line[len("data: "):]
    return event or "no event", last[:200]


def client_request(url: str, endpoint: str, data, timeout: float = 120) -> tuple[str, str]:
    """One request from a new gradio_client (its heartbeat open while it lives), which then leaves."""
    from gradio_client import Client
    from gradio_client.exceptions import AppError
    client = Client(url, verbose=False, download_files=False)
    try:
        job = client.submit(*data, api_name=f"/{endpoint}")
        try:
            job.result(timeout=timeout)
            return "complete", ""
        except AppError as e:
            return "error", str(e)[:200]
    finally:
        client.close()


def visit(url: str, index: int, plan) -> tuple[bool, str]:
    """Visitor number `index`: (went as planned, what happened)."""
    endpoint, data, served = plan[index % len(plan)]
    through_client = index % SESSION_CLIENT_EVERY == 0 and served
    try:
        outcome, detail = (client_request if through_client else raw_request)(url, endpoint, data)
    except Exception as e:  # a crash of the harness or a dropped connection: reported, not raised
        return False, f"{endpoint}: {e!r}"[:300]
    if served:
        return outcome == "complete", f"{endpoint}: {outcome} {detail}"
    # A refusal is a message (event 'error' with one, or 404/413/422 with one), never a server error.
    refused = (outcome == "error" and detail not in ("", "null")) or outcome in ("http 404", "http 413", "http 422")
    return refused, f"{endpoint}: {outcome} {detail}"


@dataclass
class SoakResult:
    sessions: int = 0
    failures: list[str] = field(default_factory=list)
    samples: list[tuple[float, int, float]] = field(default_factory=list)  # (seconds, sessions done, RSS MiB)
    seconds: float = 0.0

    def rss_at(self, sessions: int) -> float:
        return next(rss for _, done, rss in self.samples if done >= sessions)


def soak(url: str, rss, sessions: int, workers: int = 4, minutes: float = 0.0, sample_every: int = 50,
         log=None) -> SoakResult:
    """`sessions` new visitors (and more until `minutes` have passed), `workers` at a time; RSS (rss(): MiB) is
    sampled every `sample_every` visitors."""
    plan, result, lock = full_plan(), SoakResult(), threading.Lock()
    started, counter = time.monotonic(), iter(range(10**9))
    result.samples.append((0.0, 0, rss()))

    def worker():
        while True:
            with lock:
                index = next(counter)
                if index >= sessions and time.monotonic() - started >= minutes * 60:
                    return
            ok, what = visit(url, index, plan)
            with lock:
                result.sessions += 1
                if not ok:
                    result.failures.append(what)
                if result.sessions % sample_every == 0:
                    sample = (time.monotonic() - started, result.sessions, rss())
                    result.samples.append(sample)
                    if log:
                        log(f"  {sample[0]:6.0f} s  {sample[1]:5d} sessions  RSS {sample[2]:6.0f} MiB")

    with ThreadPoolExecutor(max_workers=workers) as pool:
        for future in [pool.submit(worker) for _ in range(workers)]:
            future.result()
    result.seconds = time.monotonic() - started
    result.samples.append((result.seconds, result.sessions, rss()))
    return result


def bursts(url: str, rss, rounds: int = 8, clients: int = BURST_CLIENTS, settle_s: float = 0.0, log=None) -> list:
    """`rounds` bursts of `clients` new gradio_client sessions at once, each streaming a short generation; the RSS
    after each round (settle_s seconds after its last request)."""
    after = []
    for round_number in range(rounds):
        with ThreadPoolExecutor(max_workers=clients) as pool:
            outcomes = list(pool.map(lambda i: client_request(
                url, "generate", ["Not long ago", 12, 0.8, 40, 0.95, 1.1, i]), range(clients)))
        bad = [o for o in outcomes if o[0] != "complete" and "Queue is full" not in o[1]]
        if bad:
            raise AssertionError(f"burst {round_number + 1}: {bad[:3]}")
        time.sleep(settle_s)
        after.append(rss())
        if log:
            log(f"  burst {round_number + 1}: {clients} new sessions, RSS {after[-1]:.0f} MiB")
    return after


def spread(values: list[float]) -> float:
    return max(values) - min(values) if values else math.nan


def run(sessions: int = 2000, minutes: float = 10.0, workers: int = 4, rounds: int = 8, log=print) -> list[str]:
    """The long soak against `python playground/app.py` with its own settings (SESSION_GRACE_S included): a
    warm-up (the plan twice), then `sessions` new sessions for at least `minutes`, RSS every 100 sessions; then the
    bursts. Returns the section for bench/RESULTS.md."""
    from bench.live import AppServer
    from playground.server import SESSION_GRACE_S
    # The sessions of what came just before have been dropped by then: a gradio_client lets go of its heartbeat
    # stream only at a later beat of the server (every HEARTBEAT_S), and its session goes SESSION_GRACE_S after
    # that. Watched every 4 s after 16-client bursts (2026-11-25), the server's memory fell 32 to 40 s after the
    # burst's last answer: two beats, not one, so a reading at 40 s could land before the drop or after it.
    settle = SESSION_GRACE_S + 2 * HEARTBEAT_S + 10
    with AppServer() as app:
        rss = lambda: app.memory_mib("VmRSS")  # noqa: E731
        warm = soak(app.url, rss, 2 * len(full_plan()), workers)
        time.sleep(settle)
        before = rss()
        log(f"warm-up: {warm.sessions} sessions, RSS {before:.0f} MiB {settle:.0f} s later; then {sessions} new "
            f"sessions for at least {minutes:g} minutes, {workers} at a time")
        result = soak(app.url, rss, sessions, workers, minutes, sample_every=100, log=log)
        time.sleep(settle)
        after = rss()
        log(f"soak: {result.sessions} sessions in {result.seconds:.0f} s, {len(result.failures)} not as planned; "
            f"RSS {after:.0f} MiB {settle:.0f} s after ({after - before:+.1f} MiB)")
        for failure in result.failures[:10]:
            log(f"  not as planned: {failure}")
        log(f"bursts: {rounds} rounds of {BURST_CLIENTS} new gradio_client sessions at once")
        burst_rss = bursts(app.url, rss, rounds, settle_s=settle, log=log)
    peak = max(r for _, _, r in result.samples)
    lines = ["## Soak: memory per visitor (issue 21)", "",
             f"`python -m bench --soak`: `python playground/app.py`, a warm-up, then {result.sessions:,} new sessions "
             f"(one request each, over every endpoint and the hostile requests of bench/soak.py's plan, {workers} at "
             f"a time) in {result.seconds / 60:.1f} minutes; {len(result.failures)} went other than planned.", "",
             "| sessions | seconds | RSS (MiB) |", "|---:|---:|---:|"]
    lines += [f"| {done:,} | {seconds:.0f} | {r:.0f} |" for seconds, done, r in result.samples]
    lines += ["", f"RSS after the warm-up {before:.0f} MiB; peak during the soak {peak:.0f} MiB; {settle:.0f} s "
                  f"after the last visitor {after:.0f} MiB ({after - before:+.1f} MiB; the issue's bound: 50).", "",
              f"{rounds} bursts of {BURST_CLIENTS} new sessions at once, RSS {settle:.0f} s after each: "
              + ", ".join(f"{r:.0f}" for r in burst_rss)
              + f" MiB; the last three within {spread(burst_rss[-3:]):.1f} MiB (the issue's bound: 15)."]
    return lines
