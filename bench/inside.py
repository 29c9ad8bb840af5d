"""The Inside tab's views, timed on the bundled weights against their target (p50 <= 300 ms per view and model).

    python -m bench            # runs this after the live app; 10 rounds
    python -m bench --quick    # 1 round: checks that every view still answers

Two ways, each round calling every view once for every model it shows (round-robin, so that a machine that gets
busier during the run slows every view alike; one uncounted warm-up round first):
- direct: playground.inside.endpoints.answer in this process, which is what the app's event runs: the checks,
  the view's compute and its figure; with one torch thread, as the app gives each request;
- live: the same request to the real app (`python playground/app.py`, started as bench/live.py starts it) through
  gradio_client, which adds the queue, the JSON of the data and the figure, and the client's 50 ms polling.
Each request is the page's starting point: the model's starting text (endpoints.DEFAULT_TEXTS), every option at
its default.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field

import torch

TARGET_S = 0.300


@dataclass
class ViewTimes:
    name: str
    kind: str
    direct: list[float] = field(default_factory=list)  # seconds
    live: list[float] = field(default_factory=list)


def _requests():
    """(view name, kind, text) for every view and every model it shows, in the tab's order."""
    from playground.inside import VIEWS
    from playground.inside.endpoints import DEFAULT_TEXTS
    return [(name, kind, DEFAULT_TEXTS[kind]) for name, view in VIEWS.items() for kind in view.kinds]


def time_direct(rounds: int, log=print) -> dict[tuple[str, str], ViewTimes]:
    from playground.inside import VIEWS, endpoints
    from playground.model_store import ModelStore

    store = ModelStore()
    broken = {kind: error for kind, error in store.load().items() if error}
    if broken:
        raise RuntimeError(f"the Inside benchmark needs the bundled weights: {broken}; run `python train_tiny.py`.")
    results = {(name, kind): ViewTimes(name, kind) for name, kind, _ in _requests()}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as the app serves each request (playground/app.py main())
    try:
        for r in range(1 + rounds):
            for name, kind, text in _requests():
                start = time.perf_counter()
                endpoints.answer(store, VIEWS[name], kind, text)
                if r:
                    results[name, kind].direct.append(time.perf_counter() - start)
    finally:
        torch.set_num_threads(threads)
    log(f"Inside views, direct: {rounds} rounds of {len(results)} requests", flush=True)
    return results


def time_live(results: dict[tuple[str, str], ViewTimes], rounds: int, url: str, log=print) -> None:
    """Adds the live times, from the app at `url`, to `results`."""
    from gradio_client import Client

    client = Client(url, verbose=False, download_files=False)
    try:
        for r in range(1 + rounds):
            for name, kind, text in _requests():
                start = time.perf_counter()
                data, plot = client.predict(kind, text, api_name=f"/{name}")
                elapsed = time.perf_counter() - start
                if not data or not plot:
                    raise RuntimeError(f"/{name} answered nothing for {kind}")
                if r:
                    results[name, kind].live.append(elapsed)
    finally:
        client.close()
    log(f"Inside views, live: {rounds} rounds through gradio_client", flush=True)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def verdict(times: list[float]) -> str:
    return "met" if statistics.median(times) <= TARGET_S else "MISSED"


def print_rows(results: dict[tuple[str, str], ViewTimes], log=print) -> None:
    for t in results.values():
        live = f"  live p50 {ms(statistics.median(t.live)):>7}" if t.live else ""
        log(f"Inside /{t.name:<13} {t.kind:<5} direct p50 {ms(statistics.median(t.direct)):>7}{live}  "
            f"(target p50 <= {ms(TARGET_S)}: {verdict(t.live or t.direct)})", flush=True)


def markdown(results: dict[tuple[str, str], ViewTimes], rounds: int) -> list[str]:
    lines = [
        "## The Inside tab's views", "",
        f"Each view for each model it shows, on the bundled weights, with the model's starting text and every "
        f"option at its default; {rounds} rounds after one warm-up round. **Direct**: "
        "`playground.inside.endpoints.answer` in the benchmark's process with one torch thread (the checks, the "
        "view's compute and its figure: what the app's event runs). **Live**: the same request to the real app "
        "through gradio_client (adding the queue, the JSON and the client's 50 ms polling). The target is on the "
        "live p50 where measured.", "",
        "| view | model | direct p50 | direct p95 | live p50 | live p95 | target | met? |",
        "|---|---|---|---|---|---|---|---|",
    ]
    from bench.live import percentile
    for t in results.values():
        live = (f"{ms(statistics.median(t.live))} | {ms(percentile(t.live, 95))}" if t.live else " | ")
        lines.append(f"| /{t.name} | {t.kind} | {ms(statistics.median(t.direct))} | "
                     f"{ms(percentile(t.direct, 95))} | {live} | p50 <= {ms(TARGET_S)} | "
                     f"{verdict(t.live or t.direct)} |")
    return lines


def run(rounds: int, url: str | None = None, log=print) -> list[str]:
    """Time every view (direct, then live through the app at `url` if given), print the rows, and return the
    RESULTS.md section."""
    results = time_direct(rounds, log)
    if url:
        time_live(results, rounds, url, log)
    print_rows(results, log)
    return markdown(results, rounds)
