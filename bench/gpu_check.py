"""The GPU check: train_tiny.py end to end on CUDA, all three models, and what each trained at.

    python -m bench.gpu_check                       # the quick preset on the bundled corpus, into a temp folder
    python -m bench.gpu_check --size full --out runs/gpu
    python -m bench.gpu_check --step-only           # only the optimizer's A/B below (seconds)

First it times one training step of the full GPT with the optimizer's per-parameter update (the CPU's) and its
batched one (the GPU's), in the same process. Then it runs `train_tiny.py --device cuda` as a user would (one
process), and checks what a user needs: the command
ended well, every model's weights, the tokenizer and train_log.json were written, each file loads back onto the GPU
and answers, and prints for each model its tokens per second in training, the step whose weights were kept and its
held-out metrics. Exit 0 when everything holds. docs/training-notes.md ("On a GPU") has what it printed on an H100.
The tests cannot run this (no GPU there); tests/test_device_path.py checks the same device path on a CPU.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="train_tiny.py end to end on CUDA (see the module docstring)")
    p.add_argument("--size", default="quick", help="train_tiny.py --size (default: quick)")
    p.add_argument("--out", type=Path, default=None, help="the weights folder (default: a temp folder)")
    p.add_argument("--flags", default="", help="more train_tiny.py flags, in one string")
    p.add_argument("--step-only", action="store_true",
                   help="only time one training step of the full GPT, per parameter and batched (no train_tiny.py run)")
    args = p.parse_args(argv)
    if not torch.cuda.is_available():
        print("gpu_check: no CUDA GPU is visible; run it on a machine with one.", file=sys.stderr)
        return 2
    time_optimizer_step()
    if args.step_only:
        return 0
    out = args.out or Path(tempfile.mkdtemp(prefix="gpu_check_"))
    command = [sys.executable, str(ROOT / "train_tiny.py"), "--device", "cuda", "--size", args.size,
               "--out", str(out), *args.flags.split()]
    print(f"GPU: {torch.cuda.get_device_name()}; torch {torch.__version__}\n$ {' '.join(command)}", flush=True)
    t0 = time.time()
    code = subprocess.run(command, cwd=ROOT).returncode
    wall = time.time() - t0
    problems = [] if code == 0 else [f"train_tiny.py exited with {code}"]

    log_path = out / "train_log.json"
    log = json.loads(log_path.read_text()) if log_path.exists() else {"models": {}}
    from models import load  # noqa: PLC0415 (after the run: the check itself needs no torch state of its own)

    print(f"\n{'model':<5} {'tokens/s':>10} {'steps':>6} {'kept step':>9}  held-out metrics")
    for kind in ("gpt", "bert", "t5"):
        entry, path = log["models"].get(kind), out / f"{kind}.safetensors"
        if entry is None or not path.exists():
            problems.append(f"{kind}: no weights written")
            continue
        model = load(path).to("cuda").eval()
        with torch.no_grad():  # the file loads onto the GPU and answers
            ids = torch.tensor([[5, 6, 7, 8]], device="cuda")
            out_ids = model.generate(ids, max_new_tokens=3) if kind == "t5" else model(ids).logits
            assert out_ids.is_cuda
        speed = entry["tokens_seen"] / max(entry["train_seconds"], 1e-9)
        metrics = ", ".join(f"{k} {v:.4g}" for k, v in entry.get("metrics", {}).items()
                            if isinstance(v, float))
        print(f"{kind:<5} {speed:>10,.0f} {entry['steps']:>6} {entry.get('best_step', '-'):>9}  {metrics}")
    print(f"\nwhole run {wall:.0f} s; device in the log: {log.get('device')}; precision {log.get('precision')}")
    if not (out / "tokenizer.json").exists():
        problems.append("no tokenizer.json written")
    print("GPU CHECK " + ("PASSED" if not problems else "FAILED: " + "; ".join(problems)))
    return 0 if not problems else 1


def time_optimizer_step(steps: int = 40) -> None:
    """Milliseconds per training step of the full preset's GPT at the GPU's batch (256 x 129, bf16 autocast), with the
    optimizer's per-parameter update (the CPU's) and its batched one (foreach kernels, Newton-Schulz on stacks of
    same-shaped matrices, the GPU's default), both measured here, one after the other, with the GPU synchronised."""
    from models import GPT, GPTConfig  # noqa: PLC0415
    from training.optimizer import make_optimizer  # noqa: PLC0415
    from training.recipes import model_shape  # noqa: PLC0415

    torch.manual_seed(0)
    config = GPTConfig(vocab_size=8192, max_seq_len=128, **model_shape("full", "gpt"))
    ids = torch.randint(0, 8192, (256, 129), device="cuda")
    for batched in (False, True):
        model = GPT(config).cuda().train()
        optimizer = make_optimizer(model, lr=1e-4, ns_dtype=torch.bfloat16, batched=batched)
        for i in range(steps + 5):
            if i == 5:  # after warm-up
                torch.cuda.synchronize()
                start = time.perf_counter()
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = model(ids[:, :-1], labels=ids[:, 1:]).loss
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        ms = 1000 * (time.perf_counter() - start) / steps
        print(f"full GPT step, batch 256 x 129, optimizer {'batched' if batched else 'per parameter'}: {ms:.1f} ms "
              f"({256 * 129 / ms * 1000:,.0f} tokens/s)", flush=True)


if __name__ == "__main__":
    sys.exit(main())
