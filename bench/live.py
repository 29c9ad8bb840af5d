"""The playground as a user meets it: the real app in its own process, timed from a gradio_client in this one.

    python -m bench            # runs this after the model comparisons; 20 rounds of requests
    python -m bench --quick    # 2 rounds of short requests: checks that the live part works
    python -m bench.live --memory   # the process tree's memory at rest and during a BERT run (memory_scenario)

The app starts as a user or a Space starts it (`python playground/app.py`, port from GRADIO_SERVER_PORT, the
bundled weights/). One request is in flight at a time, and the request types take turns (one round = a
generation, a fill-mask, an infill), so a machine that gets busier during the run slows every measure alike. Then
the same generations again with the attention shown as a grid of every head, the heaviest view; they come last
because they move the most memory, and memory they free would hide what the lighter requests keep. The first
request of each kind warms the server up and is not counted.

Measures, each from submit() to the moment the client holds the update:
- first streamed token: the first /generate update whose tokens go beyond the prompt;
- a whole generation: the final /generate update. The attention plot is live while it streams (the app redraws it
  every few tokens; no option turns that off), with the default view, and again with the heaviest view, every
  head of every layer as a grid. A sampled generation can end early at [EOS]: such runs count for the first
  token only, and the next seed is tried, so that every counted generation has all its tokens;
- /fill_mask and /infill: one whole request each.
Memory is the server's resident set (VmRSS) once it answers and its peak (VmHWM) after every request, summed over
the process and any children it started, and how much VmRSS changed across each kind of request: memory that
grows with every request shows up there, while the peak depends on how many requests the run made.

gradio_client (2.7) checks for new server messages every 50 ms, so these times include client-side waits that a
browser does not have; they are what an API user of the app sees.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from models import WEIGHTS_DIR
from models.generation import DEFAULT_SAMPLING

ROOT = Path(__file__).resolve().parent.parent

# The app's own examples (playground/app.py), so that the requests are ones a visitor makes by clicking.
PROMPT = "Not long ago, in the town of Millbrook, there lived a"
SAMPLING = DEFAULT_SAMPLING  # the app's defaults
DEFAULT_VIEW = (0, "average of heads", False)  # layer, head or view, hide special tokens: the app's defaults
GRID_VIEW = (0, "all heads (grid)", False)
FILL_MASK_TEXTS = ["The badger is a wild [MASK].",
                   "Not long ago, in the [MASK] of Millbrook, there lived a miller.",
                   "A heron has long grey [MASK] and a sharp yellow [MASK]."]
INFILL_TEXTS = ["Not long ago, in the town of Millbrook, there ___ a miller named Dora.",
                "The heron is a ___. A heron has long grey ___ and a sharp yellow beak.",
                "Dear Clara, thank you for your ___, which arrived on ___."]
INFILL_MAX_NEW = 40  # the app's default
TRIES_PER_FULL_GENERATION = 5  # seeds tried per round for a generation that is not cut short by [EOS]
STARTUP_TIMEOUT_S = 180


def free_port() -> int:
    """Gradio cannot be given port 0: take a free one from the OS and hand it over."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def process_tree(pid: int) -> list[int]:
    """pid and all its descendants, read from /proc (the app may start helpers, such as a node server)."""
    pids, i = [pid], 0
    while i < len(pids):
        for task in Path(f"/proc/{pids[i]}/task").glob("*"):
            try:
                pids += [int(c) for c in (task / "children").read_text().split()]
            except OSError:  # the task ended meanwhile
                pass
        i += 1
    return pids


def memory_mib(pid: int, field_name: str, children: bool = True) -> float:
    """A /proc/<pid>/status memory field (VmRSS: resident now; VmHWM: peak resident) summed over the process tree
    (or of the process alone), in MiB. Summed peaks can only overstate the peak of the sum, so the figure errs on
    the safe side; most where a child peaks at another time than the server (the Train tab's spare child peaks
    while it gets ready, in the first seconds)."""
    total_kib = 0
    for p in process_tree(pid) if children else [pid]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith(field_name + ":"):
                    total_kib += int(line.split()[1])
        except OSError:
            pass
    return total_kib / 1024


class AppServer:
    """`python playground/app.py` on a free port, as a context manager that waits until the page answers."""

    def __init__(self):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log = tempfile.NamedTemporaryFile("w+", prefix="bench-app-", suffix=".log", delete=False)
        self.process: subprocess.Popen | None = None
        self.startup_s = float("nan")

    def __enter__(self) -> AppServer:
        env = dict(os.environ, GRADIO_SERVER_NAME="127.0.0.1", GRADIO_SERVER_PORT=str(self.port),
                   GRADIO_ANALYTICS_ENABLED="False", PLAYGROUND_WEIGHTS_DIR=str(WEIGHTS_DIR))
        started = time.perf_counter()
        self.process = subprocess.Popen([sys.executable, str(ROOT / "playground" / "app.py")], cwd=ROOT, env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        import httpx
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited with code {self.process.returncode} before it answered; "
                                   f"its output:\n{self.output()}")
            if time.perf_counter() - started > STARTUP_TIMEOUT_S:
                raise RuntimeError(f"the app did not answer on {self.url} within {STARTUP_TIMEOUT_S} s; "
                                   f"its output:\n{self.output()}")
            try:
                if httpx.get(self.url, timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        self.startup_s = time.perf_counter() - started
        return self

    def output(self) -> str:
        self.log.flush()
        return Path(self.log.name).read_text(errors="replace")[-3000:]

    def memory_mib(self, field_name: str, children: bool = True) -> float:
        return memory_mib(self.process.pid, field_name, children)

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        os.unlink(self.log.name)


@dataclass
class Generation:
    first_token_s: float
    total_s: float
    tokens: int  # generated tokens in the final update


def timed_generation(client, seed: int, new_tokens: int, view) -> Generation:
    """One streamed /generate request, read update by update as the client receives them."""
    start = time.perf_counter()
    job = client.submit(PROMPT, new_tokens, SAMPLING.temperature, SAMPLING.top_k, SAMPLING.top_p,
                        SAMPLING.repetition_penalty, seed, *view, api_name="/generate")
    first = None
    for update in job:  # each streamed update, once the client has read it (Job checks every 1 ms)
        tokens = update[2]  # HighlightedText: the prompt as one piece, then one piece per generated token
        if first is None and isinstance(tokens, list) and len(tokens) > 1:
            first = time.perf_counter() - start
    final = job.result()
    total = time.perf_counter() - start
    if first is None:
        raise RuntimeError("/generate finished without streaming any token")
    return Generation(first, total, len(final[2]) - 1)


def timed_request(client, *args, api_name: str) -> float:
    start = time.perf_counter()
    out = client.predict(*args, api_name=api_name)
    elapsed = time.perf_counter() - start
    if not out or not out[0]:
        raise RuntimeError(f"{api_name} returned nothing for {args!r}")
    return elapsed


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile with linear interpolation between samples (numpy's default)."""
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q) - 1]


@dataclass
class LiveResults:
    new_tokens: int
    startup_s: float
    first_token: list[float] = field(default_factory=list)
    generation: list[float] = field(default_factory=list)
    generation_grid: list[float] = field(default_factory=list)
    fill_mask: list[float] = field(default_factory=list)
    infill: list[float] = field(default_factory=list)
    cut_short: list[int] = field(default_factory=list)  # token counts of generations that ended at [EOS]
    warmup: dict[str, float] = field(default_factory=dict)  # the uncounted first round
    growth_mib: dict[str, list[float]] = field(default_factory=dict)  # request kind -> VmRSS change per request
    rss_after_startup_mib: float = 0.0
    rss_at_end_mib: float = 0.0
    peak_rss_mib: float = 0.0
    peak_server_mib: float = 0.0  # the server process alone, without the children it started


def check_weights() -> None:
    """The live benchmark needs the bundled weights: say so, and how to make them, before starting the app."""
    missing = [n for n in ("gpt.safetensors", "bert.safetensors", "t5.safetensors", "tokenizer.json")
               if not (WEIGHTS_DIR / n).is_file()]
    if missing:
        raise RuntimeError(f"the live benchmark needs the bundled weights, but {WEIGHTS_DIR} lacks "
                           f"{', '.join(missing)}; run `python train_tiny.py` first.")


def run(server: AppServer, rounds: int, new_tokens: int, log=print) -> LiveResults:
    """Time `rounds` rounds of requests to the app just started (`server`) after one warm-up round, and read its
    memory: after startup, at the end, and its peak."""
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    from gradio_client import Client

    results = LiveResults(new_tokens, server.startup_s, rss_after_startup_mib=server.memory_mib("VmRSS"))
    log(f"app answered after {server.startup_s:.1f} s on {server.url}; resident "
        f"{results.rss_after_startup_mib:.0f} MiB", flush=True)
    client = Client(server.url, verbose=False, download_files=False)
    seed = 0

    def full_generation(view):
        """A generation with all its tokens: seeds are tried in turn until one is not cut short by [EOS]."""
        nonlocal seed
        tries = []
        for _ in range(TRIES_PER_FULL_GENERATION):
            tries.append(timed_generation(client, seed, new_tokens, view))
            seed += 1
            if tries[-1].tokens == new_tokens:
                return tries
        raise RuntimeError(f"{TRIES_PER_FULL_GENERATION} generations in a row ended at [EOS] before "
                           f"{new_tokens} tokens; lower the token count")

    def measured(kind, counted, fn):
        """fn's result, and (counted rounds only) how much the app's resident memory changed meanwhile."""
        before = server.memory_mib("VmRSS")
        out = fn()
        if counted:
            results.growth_mib.setdefault(kind, []).append(server.memory_mib("VmRSS") - before)
        return out

    try:
        full_seeds = []  # seeds whose generation has every token, for the grid phase
        for r in range(1 + rounds):
            counted = r > 0
            tries = measured("generation", counted, lambda: full_generation(DEFAULT_VIEW))
            gen = tries[-1]
            full_seeds.append(seed - 1)
            fill = measured("fill_mask", counted, lambda: timed_request(
                client, FILL_MASK_TEXTS[r % len(FILL_MASK_TEXTS)], 5, api_name="/fill_mask"))
            infill = measured("infill", counted, lambda: timed_request(
                client, INFILL_TEXTS[r % len(INFILL_TEXTS)], INFILL_MAX_NEW, api_name="/infill"))
            if not counted:
                results.warmup = dict(first_token=gen.first_token_s, generation=gen.total_s, fill_mask=fill,
                                      infill=infill)
                continue
            results.first_token += [t.first_token_s for t in tries]
            results.cut_short += [t.tokens for t in tries[:-1]]
            results.generation.append(gen.total_s)
            results.fill_mask.append(fill)
            results.infill.append(infill)
        # The grid view last: its requests move the most memory, and what they free would hide (by being reused)
        # what the lighter requests keep. The same seeds, so the same texts as above.
        for r, grid_seed in enumerate(full_seeds):
            grid = measured("generation_grid", r > 0,
                            lambda: timed_generation(client, grid_seed, new_tokens, GRID_VIEW))
            if r == 0:
                results.warmup["generation_grid"] = grid.total_s
            else:
                results.generation_grid.append(grid.total_s)
    finally:
        client.close()
    results.rss_at_end_mib = server.memory_mib("VmRSS")
    results.peak_rss_mib = server.memory_mib("VmHWM")
    results.peak_server_mib = server.memory_mib("VmHWM", children=False)
    return results


@dataclass
class Row:
    what: str
    times: list[float]  # seconds
    target_s: float | None  # the p50 must be at most this

    @property
    def p50(self) -> float:
        return statistics.median(self.times)

    @property
    def p95(self) -> float:
        return percentile(self.times, 95)


TARGET_TOKENS = 100  # the whole-generation target is for this many tokens


def rows(res: LiveResults) -> list[Row]:
    n = res.new_tokens
    generation_target = 2.0 if n == TARGET_TOKENS else None
    return [
        Row("time to first streamed token (/generate)", res.first_token, 0.150),
        Row(f"whole {n}-token generation, live attention (default view)", res.generation, generation_target),
        Row(f"whole {n}-token generation, live attention (grid of all heads)", res.generation_grid,
            generation_target),
        Row("fill-mask request (/fill_mask)", res.fill_mask, 0.150),
        Row(f"infill request (/infill, up to {INFILL_MAX_NEW} tokens)", res.infill, None),
    ]


MEMORY_TARGET_MIB = 1024  # 1 GiB


def growth_rows(res: LiveResults) -> list[tuple[str, list[float]]]:
    """How the app's resident memory changed across each kind of request (counted rounds only)."""
    n = res.new_tokens
    names = {"generation": f"{n}-token generation, default view", "generation_grid": f"{n}-token generation, grid",
             "fill_mask": "fill-mask request", "infill": "infill request"}
    return [(names[kind], res.growth_mib[kind]) for kind in names if kind in res.growth_mib]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def verdict(value: float, target: float | None) -> str:
    return "" if target is None else ("met" if value <= target else "MISSED")


def print_rows(res: LiveResults, log=print) -> None:
    for row in rows(res):
        target = f"  (target p50 <= {ms(row.target_s)}: {verdict(row.p50, row.target_s)})" if row.target_s else ""
        log(f"{row.what:<66} n={len(row.times):<3} p50 {ms(row.p50):>8}  p95 {ms(row.p95):>8}{target}")
    log(f"{'app resident memory: after startup / peak while serving':<66} {res.rss_after_startup_mib:.0f} MiB / "
        f"{res.peak_rss_mib:.0f} MiB  (target peak <= {MEMORY_TARGET_MIB} MiB: "
        f"{verdict(res.peak_rss_mib, MEMORY_TARGET_MIB)}); the server process alone: {res.peak_server_mib:.0f} MiB",
        flush=True)
    log("resident memory change per request (mean): " + "; ".join(
        f"{what} {statistics.mean(deltas):+.1f} MiB" for what, deltas in growth_rows(res)), flush=True)


def markdown(res: LiveResults) -> list[str]:
    """The RESULTS.md section: latencies, memory, and what the numbers leave out."""
    w = res.warmup
    lines = [
        "## The live app", "",
        f"`python playground/app.py` with the bundled weights, started by the benchmark (it answered after "
        f"{res.startup_s:.1f} s) and called through gradio_client from another process, one request at a time: "
        f"{len(res.generation)} rounds of a generation, a fill-mask and an infill after one warm-up round, then the "
        "same generations with the attention as a grid of every head of every layer (the heaviest view). Times run "
        "from submit to the moment the client holds the update. Generations use the app's default sampling "
        "settings and, except in the grid row, its default attention view.", "",
        "| measure | requests | p50 | p95 | target | met? |", "|---|---|---|---|---|---|",
    ]
    for row in rows(res):
        target = f"p50 <= {ms(row.target_s)}" if row.target_s else ""
        lines.append(f"| {row.what} | {len(row.times)} | {ms(row.p50)} | {ms(row.p95)} | {target} | "
                     f"{verdict(row.p50, row.target_s)} |")
    lines += [
        "", "| app memory (resident, app process and children) | MiB | target | met? |", "|---|---|---|---|",
        f"| after startup (VmRSS) | {res.rss_after_startup_mib:.0f} | | |",
        f"| peak while serving (VmHWM, after every request above) | {res.peak_rss_mib:.0f} | "
        f"<= {MEMORY_TARGET_MIB} | {verdict(res.peak_rss_mib, MEMORY_TARGET_MIB)} |",
        f"| of which the server process alone (VmHWM; the rest: the children it started) | "
        f"{res.peak_server_mib:.0f} | | |",
        f"| at the end (VmRSS) | {res.rss_at_end_mib:.0f} | | |",
    ]
    for what, deltas in growth_rows(res):
        lines.append(f"| change per {what} (mean of {len(deltas)}) | {statistics.mean(deltas):+.1f} | | |")
    lines += [
        "", "gradio_client looks for new server messages every 50 ms (stream_sse_v1plus in gradio_client/utils.py), "
        "so each time above includes one or more client-side waits of up to 50 ms that a browser, which reads the "
        "stream as it arrives, does not have.",
    ]
    if res.cut_short:
        lines.append("")
        lines.append(f"{len(res.cut_short)} generation(s) ended at [EOS] after {', '.join(map(str, res.cut_short))} "
                     "tokens: they count for the first token only, and the next seed was tried.")
    if w:
        lines.append("")
        lines.append(f"The warm-up round (not counted): first token {ms(w['first_token'])}, generation "
                     f"{ms(w['generation'])}, grid generation {ms(w['generation_grid'])}, fill-mask "
                     f"{ms(w['fill_mask'])}, infill {ms(w['infill'])}.")
    return lines


# --- memory of the whole process tree, with the Train tab (issue 32) -------------------------------------------------

REST_TARGET_MIB, RUN_PEAK_TARGET_MIB, FIRST_LOSS_TARGET_S = 700, 1400, 2.0
IDLE_S = 60  # the server idles this long after it answers before the run's Start
SAMPLE_S = 0.1  # how often the tree's memory is read


def tree_rss_mib(pid: int) -> dict[int, float]:
    """VmRSS of each process in pid's tree, in MiB."""
    return {p: memory_mib(p, "VmRSS", children=False) for p in process_tree(pid)}


def tree_pss_mib(pid: int) -> float:
    """The proportional set size summed over pid's tree, in MiB: each shared page (torch's libraries, mapped by the
    server and its children alike) counted once over all the processes that map it, which is what the machine
    actually spends; VmRSS counts it again in every process. 0 where /proc/<pid>/smaps_rollup is missing."""
    total_kib = 0
    for p in process_tree(pid):
        try:
            for line in Path(f"/proc/{p}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total_kib += int(line.split()[1])
        except OSError:
            pass
    return total_kib / 1024


class TreeSampler:
    """Reads the sum of VmRSS over the server's process tree every SAMPLE_S on a thread, keeping the highest sum
    and its parts: the peak of the sum itself (summed VmHWM overstates it: each process's own peak, at its own
    time). A peak shorter than SAMPLE_S can pass between two reads. The highest PSS sum too (pss_peak), read at the
    same times."""

    def __init__(self, pid: int):
        self.pid, self.peak, self.parts, self.pss_peak = pid, 0.0, {}, 0.0
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True, name="tree-sampler")

    def _sample(self) -> None:
        while not self.stopped.wait(SAMPLE_S):
            parts = tree_rss_mib(self.pid)
            if sum(parts.values()) > self.peak:
                self.peak, self.parts = sum(parts.values()), parts
            self.pss_peak = max(self.pss_peak, tree_pss_mib(self.pid))

    def __enter__(self) -> TreeSampler:
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()


@dataclass
class TreeMemory:
    """What memory_scenario measures: MiB, seconds."""
    rest_20s_mib: float = 0.0  # the tree's VmRSS 20 s after a fresh server answered
    rest_mib: float = 0.0  # ... IDLE_S after it answered
    rest_pss_mib: float = 0.0  # ... as PSS (shared pages counted once)
    rest_processes: int = 0
    idle_peak_mib: float = 0.0  # the highest sum over the idle minute
    ready_peak_mib: float = 0.0  # the highest sum from opening the Train tab to Start (a spare getting ready)
    ready_peak_pss_mib: float = 0.0  # ... as PSS: a forked copy's pages shared with its parent counted once
    first_loss_s: float = float("nan")  # Start to the run's first loss point (the run's clock, in the server)
    run_peak_mib: float = 0.0  # the highest sum from Start to the run's end
    run_peak_parts: dict = field(default_factory=dict)  # pid -> MiB at that moment
    run_peak_pss_mib: float = 0.0
    run_state: str = ""
    run_steps: int = 0
    after_run_mib: float = 0.0  # the tree's VmRSS IDLE_S after the run ended


OPEN_TO_START_S = 10.0  # from opening the Train tab to pressing Start: choosing the model, the text, the probe


def memory_scenario(kind: str = "bert", idle_s: float = IDLE_S, with_run: bool = True, log=print) -> TreeMemory:
    """A fresh `python playground/app.py` (the bundled weights, the Train tab's quick preset and its spare child as
    configured by the environment), left idle for idle_s; then one run from the Train tab's defaults (the bundled
    corpus, from scratch, the tab's default budget, seed 0 and probe) to its end, watched by polling /train_status;
    then idle_s again. The tree's memory is read all along (TreeSampler)."""
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    from gradio_client import Client

    from playground.train.run import DEFAULT_MINUTES
    from playground.train.text import DEFAULT_PROBES

    out = TreeMemory()
    with AppServer() as server:
        pid = server.process.pid
        log(f"app answered after {server.startup_s:.1f} s; idle for {idle_s:.0f} s", flush=True)
        with TreeSampler(pid) as idle:
            time.sleep(min(20.0, idle_s))
            out.rest_20s_mib = sum(tree_rss_mib(pid).values())
            time.sleep(max(0.0, idle_s - 20.0))
            parts = tree_rss_mib(pid)
            out.rest_mib, out.rest_processes = sum(parts.values()), len(parts)
            out.rest_pss_mib = tree_pss_mib(pid)
        out.idle_peak_mib = idle.peak
        log(f"at rest: {out.rest_20s_mib:.0f} MiB after 20 s, {out.rest_mib:.0f} MiB after {idle_s:.0f} s "
            f"({out.rest_processes} processes; PSS {out.rest_pss_mib:.0f} MiB); highest while idle "
            f"{out.idle_peak_mib:.0f} MiB", flush=True)
        if not with_run:
            return out
        client = Client(server.url, verbose=False, download_files=False)
        try:
            with TreeSampler(pid) as getting_ready:
                # A visitor opens the Train tab (as /train_status: a spare gets ready on demand) and takes a few
                # seconds over the settings before pressing Start.
                client.predict(api_name="/train_status")
                time.sleep(OPEN_TO_START_S)
            out.ready_peak_mib, out.ready_peak_pss_mib = getting_ready.peak, getting_ready.pss_peak
            with TreeSampler(pid) as during:
                client.predict("The bundled corpus", "", kind, DEFAULT_MINUTES, 0, DEFAULT_PROBES[kind],
                               api_name="/train_start")
                while (run := client.predict(api_name="/train_status"))["state"] in (
                        "starting", "preparing", "training", "measuring"):
                    time.sleep(0.5)
        finally:
            client.close()
        out.first_loss_s = run["timings"]["first_loss_s"] or float("nan")
        out.run_peak_mib, out.run_peak_parts, out.run_peak_pss_mib = during.peak, during.parts, during.pss_peak
        out.run_state, out.run_steps = run["state"], run["step"]
        log(f"from opening the tab to Start: peak {out.ready_peak_mib:.0f} MiB (PSS {out.ready_peak_pss_mib:.0f})",
            flush=True)
        log(f"{kind} run {run['state']} at step {run['step']}: first loss point {out.first_loss_s:.2f} s after "
            f"Start; peak {out.run_peak_mib:.0f} MiB (" + ", ".join(
                f"{'server' if p == pid else p} {m:.0f}" for p, m in out.run_peak_parts.items())
            + f"; PSS peak {out.run_peak_pss_mib:.0f})", flush=True)
        time.sleep(idle_s)
        out.after_run_mib = sum(tree_rss_mib(pid).values())
        log(f"{idle_s:.0f} s after the run: {out.after_run_mib:.0f} MiB", flush=True)
    return out


def memory_lines(res: TreeMemory, kind: str = "bert") -> list[str]:
    """The figures, with the issue's targets."""
    return [
        f"at rest, 1 minute after a fresh start (VmRSS, {res.rest_processes} processes) | "
        f"{res.rest_mib:.0f} MiB (20 s: {res.rest_20s_mib:.0f}; PSS {res.rest_pss_mib:.0f}) | <= {REST_TARGET_MIB} | "
        f"{verdict(res.rest_mib, REST_TARGET_MIB)}",
        f"from opening the Train tab to Start (a spare getting ready; VmRSS; PSS) | {res.ready_peak_mib:.0f} MiB; "
        f"{res.ready_peak_pss_mib:.0f} | | ",
        f"peak during one {kind} run, Start to its end (sum of VmRSS, read every {SAMPLE_S} s; PSS) | "
        f"{res.run_peak_mib:.0f} MiB; {res.run_peak_pss_mib:.0f} | "
        f"<= {RUN_PEAK_TARGET_MIB} | {verdict(res.run_peak_mib, RUN_PEAK_TARGET_MIB)}",
        f"Start to the first loss point, after the idle minute | {res.first_loss_s:.2f} s | <= {FIRST_LOSS_TARGET_S} | "
        f"{verdict(res.first_loss_s, FIRST_LOSS_TARGET_S)}",
        f"at rest again, 1 minute after the run ended | {res.after_run_mib:.0f} MiB | | ",
    ]


def main(argv=None) -> int:
    """`python -m bench.live --memory`: memory_scenario's figures (the timed rounds run from `python -m bench`)."""
    import argparse

    p = argparse.ArgumentParser(description="The live app's process tree: memory at rest and during a run.")
    p.add_argument("--memory", action="store_true", required=True, help="run memory_scenario")
    p.add_argument("--kind", default="bert", choices=["bert", "gpt", "t5"], help="the model the run trains")
    p.add_argument("--idle", type=float, default=IDLE_S, help="seconds idle before the Start and after the run")
    p.add_argument("--rest-only", action="store_true", help="only the idle minute: no run")
    args = p.parse_args(argv)
    check_weights()
    res = memory_scenario(args.kind, args.idle, with_run=not args.rest_only)
    print("\n".join(memory_lines(res, args.kind)[:1 if args.rest_only else None]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
