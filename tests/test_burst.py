"""A burst of 40 clients at once against `python playground/app.py` in a child process: every request completes or
is told the app is busy, none hangs, and the server serves on. (Memory under bursts: tests/test_soak.py.)"""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

from gradio_client import Client

from playground import app
from test_reliability import BUSY, PROMPT

def one_user(url: str, kind: str, start: threading.Barrier) -> dict:
    """One client: connect, wait for the others, send one request, and report how it went."""
    client = Client(url, verbose=False, download_files=False)
    try:
        start.wait(timeout=120)
        began = time.time()
        if kind == "generate":
            job = client.submit(PROMPT, 20, 0.8, 40, 0.95, 1.1, 0, api_name="/generate")
        elif kind == "fill_mask":
            job = client.submit("A heron has long grey [MASK] and a sharp yellow [MASK].", 5, api_name="/fill_mask")
        else:
            job = client.submit("Dear Clara, thank you for your ___, which arrived on ___.", 40, api_name="/infill")
        try:
            result = job.result(timeout=300)
        except Exception as e:  # the busy refusal, or a failure the test reports
            return dict(kind=kind, outcome="busy" if str(e) == BUSY else f"error: {e!r}",
                        seconds=time.time() - began)
        seconds = time.time() - began
        if kind == "generate":
            ok = result[0].startswith(PROMPT) and len(job.outputs()) > 1  # streamed
        elif kind == "fill_mask":
            ok = len(result[2]) == 2
        else:
            ok = result[1].endswith("[EOS]")
        return dict(kind=kind, outcome="completed" if ok else f"wrong result: {result!r:.200}", seconds=seconds,
                    updates=len(job.outputs()))
    finally:
        client.close()


def test_a_burst_of_40_clients_is_bounded_in_count_and_time(app_server, capsys):
    """40 clients at once on loopback against `python playground/app.py` (more than the 2 running + 32 queued it
    accepts): streaming generations, fill-masks and infills. Every request completes or is told the app is busy,
    none hangs, and the server serves on after it. (What bursts leave in its memory: tests/test_soak.py, 8 bursts.)"""
    server = app_server  # conftest.py's, shared
    n = 40
    kinds = [("generate", "fill_mask", "infill")[i % 3] for i in range(n)]
    start = threading.Barrier(n)
    began = time.time()
    with ThreadPoolExecutor(max_workers=n) as pool:
        results = [f.result(timeout=600) for f in [pool.submit(one_user, server.url, kind, start) for kind in kinds]]
    wall = time.time() - began
    after = Client(server.url, verbose=False, download_files=False)
    try:
        assert after.predict("The badger is a wild [MASK].", 2, api_name="/fill_mask")[2]  # still serving
    finally:
        after.close()
    completed = [r for r in results if r["outcome"] == "completed"]
    busy = [r for r in results if r["outcome"] == "busy"]
    summary = (f"load test: {n} concurrent clients ({kinds.count('generate')} streaming generations, "
               f"{kinds.count('fill_mask')} fill-masks, {kinds.count('infill')} infills); {len(completed)} completed, "
               f"{len(busy)} told busy; slowest completed request {max(r['seconds'] for r in completed):.1f} s, "
               f"burst over in {wall:.1f} s")
    with capsys.disabled():
        print(f"\n{summary}")
    assert len(completed) + len(busy) == n, f"{summary}; others: {[r for r in results if r not in completed + busy]}"
    assert len(completed) >= min(n, app.QUEUE_SIZE), summary  # the queue alone takes 32, whatever else runs
    assert {r["kind"] for r in completed} == {"generate", "fill_mask", "infill"}, summary
