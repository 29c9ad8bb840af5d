"""The Train tab as a visitor meets it: the real app in its own process (`python playground/app.py`, the bundled
weights, the quick preset), runs started, watched and stopped through gradio_client, timed from this process.

    python -m bench.train            # every model for up to 5 minutes on the bundled corpus: about 20 minutes
    python -m bench.train --quick    # BERT for 1 minute: checks that it works

Measures:
- time to the first loss point and to the first probe entry, from Start (the run's own clock, in the server), each
  Start SPARE_READY_S after the previous run ended, and once right after one;
- held-out loss and the probe's answer after 1 minute and at the end of a run of at most 5 minutes, for each model
  from scratch on the bundled corpus (the quick preset may end by its steps first: the step count is shown);
- p50 latency of /generate (20 new tokens, greedy) while a run trains against the idle server;
- Stop: from the /train_stop call to the run's "stopped" state (as the server saw it, and as this client saw it);
- the server's resident memory (the server process alone, not its training child) after start and after each run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from bench.live import AppServer, memory_mib, percentile  # noqa: F401

OWN_TEXT, BUNDLED = "My text (pasted or uploaded)", "The bundled corpus"
PROBES = {"gpt": "Once upon a time", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}
LATENCY_REQUESTS = 10
# Each timed Start comes this long after the server started or the previous run ended, as a visitor's would: the
# server's spare training child (playground/train/spare.py) is ready by then. The Stop run starts at once instead, and
# its first loss point is the figure for a Start that finds the spare still getting ready.
SPARE_READY_S = 10


def server_rss_mib(server: AppServer) -> float:
    """VmRSS of the server process alone (its training child, while one runs, is another process)."""
    for line in Path(f"/proc/{server.process.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def generate_latency(client, n: int = LATENCY_REQUESTS) -> float:
    times = []
    for i in range(n + 1):
        t0 = time.perf_counter()
        client.predict("Once upon a time", 20, 0.0, 0, 1.0, 1.0, i, api_name="/generate")
        if i:  # the first warms up
            times.append(time.perf_counter() - t0)
    return statistics.median(times)


def answer_text(kind: str, probe: dict | None) -> str:
    if not probe or not probe.get("answer"):
        return "-"
    a = probe["answer"]
    if kind == "gpt":
        return f"greedy {a['greedy']!r}"
    if kind == "bert":
        return ", ".join(f"{t.strip()} {p:.2f}" for t, p in a["top-5"][:3])
    return repr(a["filled"])


def status(client) -> dict:
    return client.predict(api_name="/train_status")


def wait(client, condition, timeout: float) -> dict:
    deadline = time.time() + timeout
    while True:
        run = status(client)
        if condition(run) or time.time() > deadline:
            return run
        time.sleep(0.25)


def snapshot(kind: str, run: dict) -> str:
    valid = run["valid"]["loss"]
    return (f"step {run['step']}, held-out loss {valid[-1]:.3f}" if valid else f"step {run['step']}") + \
        f"; probe: {answer_text(kind, run['probes'][-1] if run['probes'] else None)}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Time the Train tab through the real app (see the module docstring).")
    p.add_argument("--quick", action="store_true", help="BERT for 1 minute only")
    p.add_argument("--models", nargs="+", default=["bert", "gpt", "t5"], help="which models to run (default: all)")
    args = p.parse_args(argv)
    from gradio_client import Client

    from bench.__main__ import machine

    kinds, minutes = (["bert"], 1.0) if args.quick else (args.models, 5.0)
    lines = [f"Train tab, {machine()}; load average at the start {os.getloadavg()[0]:.1f}"]
    with AppServer() as server:
        client = Client(server.url, verbose=False, download_files=False)
        lines.append(f"server resident after start: {server_rss_mib(server):.0f} MiB")
        idle_p50 = generate_latency(client)
        for n, kind in enumerate(kinds, start=1):
            client.predict(api_name="/train_status")  # as a page opening the Train tab: a spare gets ready
            time.sleep(SPARE_READY_S)
            started = time.time()
            client.predict(BUNDLED, "", kind, minutes, 0, PROBES[kind], api_name="/train_start")
            run = wait(client, lambda r: r["step"] > 0 or r["state"] == "failed", 300)
            if n == 1:
                busy_p50 = generate_latency(other := Client(server.url, verbose=False, download_files=False))
                other.close()
                lines.append(f"/generate p50 (20 greedy tokens): idle {idle_p50 * 1000:.0f} ms, while a run trains "
                             f"{busy_p50 * 1000:.0f} ms")
            # The first probe comes at the first held-out evaluation: step 45 for BERT, some 60 s on a slow CPU.
            run = wait(client, lambda r: r["probes"] or r["state"] in ("finished", "stopped", "failed"), 600)
            if not run["probes"]:
                raise SystemExit(f"bench.train: the {kind} run gave no probe entry: state {run['state']}, step "
                                 f"{run['step']}, message {run['message']!r}")
            first_probe = run["probes"][0]
            lines.append(f"{kind}: first loss point {run['timings']['first_loss_s']:.1f} s after Start; first probe "
                         f"entry (step {first_probe['step']}) within {time.time() - started:.1f} s")
            run = wait(client, lambda r: r["seconds"] >= 60 or r["state"] not in ("training", "starting",
                                                                                   "preparing"), 600)
            lines.append(f"{kind} after 1 minute of training: {snapshot(kind, run)}")
            run = wait(client, lambda r: r["state"] in ("finished", "stopped", "failed"), minutes * 60 + 300)
            lines.append(f"{kind} at the end ({run['state']}, {run['seconds']:.0f} s of training, "
                         f"{run['seconds'] / max(run['step'], 1):.2f} s per step, "
                         f"{run['tokens'] / max(run['step'], 1):.0f} tokens a step, {run['data']['precision']}, "
                         f"{time.time() - started:.0f} s from Start): {snapshot(kind, run)}; metrics "
                         f"{ {k: round(v, 3) for k, v in run.get('metrics', {}).items() if isinstance(v, float)} }")
            lines.append(f"server resident after run {n}: {server_rss_mib(server):.0f} MiB")
            print("\n".join(lines[-4:]), flush=True)

        # Stop: a GPT run stopped after its first steps.
        client.predict(BUNDLED, "", "gpt", 5, 1, PROBES["gpt"], api_name="/train_start")
        run = wait(client, lambda r: r["step"] >= 10, 180)
        lines.append(f"gpt started right after the previous run ended (the spare still getting ready): first loss "
                     f"point {run['timings']['first_loss_s']:.1f} s after Start")
        t0 = time.perf_counter()
        client.predict(api_name="/train_stop")
        run = wait(client, lambda r: r["state"] == "stopped", 30)
        seen = time.perf_counter() - t0
        lines.append(f"Stop: stopped {run['timings']['stop_to_stopped_s']:.2f} s after the stop request reached "
                     f"the server ({seen:.2f} s as this client polled it), at step {run['step']}")
        lines.append(f"server resident after {len(kinds) + 1} runs: {server_rss_mib(server):.0f} MiB")
        client.close()
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
