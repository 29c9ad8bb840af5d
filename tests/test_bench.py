"""Keeps `python -m bench` working: a tiny configuration end to end, the live app included. Asserts nothing about
speed (the machines running the tests are shared and noisy; speed is judged from bench/RESULTS.md)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_quick_runs_and_prints_every_row(tmp_path):
    out = tmp_path / "results.md"
    # The live app without the Train tab's spare child (tests/app_process.py says why); the bench itself has it.
    # Training rows in train_tiny.py's precision on this machine only (the other one is the same loop with the other
    # precision flag, and on a CPU without native bf16 its autocast alone would take most of this test's time).
    proc = subprocess.run([sys.executable, "-m", "bench", "--quick", "--repeats", "1", "--out", str(out),
                           "--training-precisions", "default"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PLAYGROUND_TRAIN_SPARE="0"))
    # On failure: what the bench printed last (which part it was in) and the end of its traceback.
    assert proc.returncode == 0, f"{proc.stdout[-1500:]}\n--- stderr ---\n{proc.stderr[-3000:]}"
    table = out.read_text()
    for row in ("training gpt", "training bert", "training t5", "GPT sampled generation", "GPT greedy generation",
                "T5 greedy infill decoding", "BERT forward with attention weights"):
        assert row in table and row in proc.stdout
    assert "Machine:" in table
    # The live part: the real app in its own process, called through gradio_client.
    for row in ("time to first streamed token", "whole 20-token generation, live attention (default view)",
                "whole 20-token generation, live attention (grid of all heads)", "fill-mask request",
                "infill request", "app resident memory"):
        assert row in proc.stdout
    # 2 rounds: 2 requests of each kind (and more first tokens, if a generation ended early at [EOS])
    for row in ("| time to first streamed token (/generate) |", "| fill-mask request (/fill_mask) | 2 |",
                "| infill request (/infill, up to 40 tokens) | 2 |", "| peak while serving (VmHWM"):
        assert row in table
    # The Inside tab: every view for every model it shows, directly and through the live app, against 300 ms.
    from playground.inside import VIEWS
    assert "## The Inside tab's views" in table
    for name, view in VIEWS.items():
        for kind in view.kinds:
            assert f"| /{name} | {kind} |" in table and f"Inside /{name:<13} {kind:<5} direct p50" in proc.stdout


def test_the_full_run_shapes_fit_their_models():
    """The full run (not --quick) builds each model from train_tiny.py's default preset and trains it at that
    preset's batch and context, which a model may set for itself: one forward pass at those shapes must work."""
    import torch

    import models
    from bench.__main__ import _configs, _training_batch

    training, cfgs = _configs(quick=False)
    for kind, (B, T) in training.items():
        model = {"gpt": models.GPT, "bert": models.BERT, "t5": models.T5}[kind](cfgs[kind])
        ours, _ = _training_batch(kind, cfgs[kind], B, T, torch.Generator().manual_seed(0))
        with torch.no_grad():
            assert torch.isfinite(model(**ours).loss), kind
