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

Then the bursts (issue 40): rounds of 16 new gradio_client sessions at once, ten streaming a generation and six
sending the hostile inputs of HOSTILE (a 100,000-character prompt, 50 masks, 40 blanks, emoji with combining marks,
a text with no blank); each is served or refused with a message, and the server's memory is read after each round,
once the round's sessions have gone.

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
LONG_TEXT = "word " * 401  # 2,005 characters: over the 2,000-character limit
BIG_BODY = "x" * (300 * 1024)  # over the 256 KB body limit
# What a burst's hostile visitors send, each in a session of its own (gradio_client): inputs far over the limits and
# odd text. Each is served or refused with a message; none may leave memory behind.
HOSTILE: list[tuple[str, list]] = [
    ("generate", ["x" * 100_000, 12, 0.8, 40, 0.95, 1.1, 0]),
    ("fill_mask", ["The [MASK] " * 50, 5]),
    ("infill", ["a ___ " * 40, 5]),
    ("generate", ["\U0001F600\u0301\u0302 e\u0301 " * 200, 12, 0.8, 40, 0.95, 1.1, 0]),
    ("infill", ["There is no blank in this text at all.", 5]),
    ("fill_mask", ["y" * 100_000 + " [MASK]", 5]),
]


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


def burst(url: str, clients: int = BURST_CLIENTS, seed: int = 0) -> list[tuple[str, str]]:
    """`clients` new gradio_client sessions at once: the hostile visitors of HOSTILE and the others streaming a short
    generation. Raises if any went other than served or refused with a message (or told the queue is full)."""
    requests = HOSTILE[:clients] + [("generate", ["Not long ago", 12, 0.8, 40, 0.95, 1.1, seed + i])
                                     for i in range(clients - len(HOSTILE))]
    with ThreadPoolExecutor(max_workers=clients) as pool:
        outcomes = list(pool.map(lambda request: client_request(url, *request), requests))
    bad = [(endpoint, outcome) for (endpoint, _), outcome in zip(requests, outcomes)
           if not (outcome[0] == "complete" or (outcome[0] == "error" and outcome[1]) or "Queue is full" in outcome[1])]
    if bad:
        raise AssertionError(f"a burst's requests went other than served or refused with a message: {bad[:3]}")
    return outcomes


def bursts(url: str, rss, rounds: int = 8, clients: int = BURST_CLIENTS, settle_s: float = 0.0, log=None) -> list:
    """`rounds` bursts (burst()); the RSS after each round, settle_s seconds after its last request."""
    after, started = [], time.monotonic()
    for round_number in range(rounds):
        burst(url, clients, seed=round_number * clients)
        time.sleep(settle_s)
        after.append(rss())
        if log:
            log(f"  {time.monotonic() - started:6.0f} s  burst {round_number + 1:3d}: {clients} new sessions, "
                f"RSS {after[-1]:.0f} MiB")
    return after


def spread(values: list[float]) -> float:
    return max(values) - min(values) if values else math.nan


def run(sessions: int = 2000, minutes: float = 10.0, workers: int = 4, rounds: int = 50, log=print) -> list[str]:
    """The long soak against `python playground/app.py` with its own settings (SESSION_GRACE_S included): a
    warm-up (the plan twice and one burst), then `sessions` new sessions for at least `minutes`, RSS every 100
    sessions; then `rounds` bursts with hostile inputs mixed in. Returns the section for bench/RESULTS.md."""
    from bench.live import AppServer
    from playground.server import HEARTBEAT_SECONDS, SESSION_GRACE_S
    # The sessions of what came just before have been dropped by then: a gradio_client lets go of its heartbeat
    # stream only at a later beat of the server, and its session goes SESSION_GRACE_S after that. Watched after
    # 16-client bursts (2026-11-25), the memory fell two beats after the burst's last answer, not one.
    settle = SESSION_GRACE_S + 2 * HEARTBEAT_SECONDS + 10
    with AppServer() as app:
        rss = lambda: app.memory_mib("VmRSS")  # noqa: E731  the server and its children (the Train tab's spare)
        warm = soak(app.url, rss, 2 * len(full_plan()), workers)
        burst(app.url)  # what a first burst makes once and keeps: Gradio's worker threads, the allocator's arenas
        time.sleep(settle)
        before = rss()
        log(f"warm-up: {warm.sessions} sessions and a burst, RSS {before:.0f} MiB {settle:.0f} s later; then "
            f"{sessions} new sessions for at least {minutes:g} minutes, {workers} at a time")
        result = soak(app.url, rss, sessions, workers, minutes, sample_every=100, log=log)
        time.sleep(settle)
        after = rss()
        log(f"soak: {result.sessions} sessions in {result.seconds:.0f} s, {len(result.failures)} not as planned; "
            f"RSS {after:.0f} MiB {settle:.0f} s after ({after - before:+.1f} MiB)")
        for failure in result.failures[:10]:
            log(f"  not as planned: {failure}")
        log(f"bursts: {rounds} rounds of {BURST_CLIENTS} new gradio_client sessions at once, {len(HOSTILE)} of them "
            f"hostile; RSS {settle:.0f} s after each")
        burst_rss = bursts(app.url, rss, rounds, settle_s=settle, log=log)
    return results_section(result, workers, before, after, settle, burst_rss)


def results_section(result: SoakResult, workers: int, before: float, after: float, settle: float,
                    burst_rss: list[float]) -> list[str]:
    peak = max(r for _, _, r in result.samples)
    first, second_half = burst_rss[:8], burst_rss[len(burst_rss) // 2:]
    lines = ["## Soak: memory per visitor (issues 21 and 40)", "",
             f"`python -m bench --soak`: `python playground/app.py`, a warm-up, then {result.sessions:,} new sessions "
             f"(one request each, over every endpoint and the hostile requests of bench/soak.py's plan, {workers} at "
             f"a time) in {result.seconds / 60:.1f} minutes; {len(result.failures)} went other than planned.", "",
             "| sessions | seconds | RSS (MiB) |", "|---:|---:|---:|"]
    lines += [f"| {done:,} | {seconds:.0f} | {r:.0f} |" for seconds, done, r in result.samples]
    lines += ["", f"RSS after the warm-up {before:.0f} MiB; peak during the soak {peak:.0f} MiB; {settle:.0f} s "
                  f"after the last visitor {after:.0f} MiB ({after - before:+.1f} MiB; the issue's bound: 50).", "",
              f"{len(burst_rss)} bursts of {BURST_CLIENTS} new sessions at once ({len(HOSTILE)} hostile), RSS "
              f"{settle:.0f} s after each: " + ", ".join(f"{r:.0f}" for r in burst_rss) + " MiB.", "",
              f"After the first {len(first)}: {first[-1]:.0f} MiB against {1.2 * before + 50:.0f} (1.2 x warm-up + "
              f"50), the last three within {spread(first[-3:]):.1f} MiB (bound 15). Over the second half "
              f"({len(second_half)} bursts): {min(second_half):.0f} to {max(second_half):.0f} MiB "
              f"({spread(second_half):.1f} MiB apart)."]
    return lines
