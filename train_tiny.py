"""Train the playground's tokenizer, GPT, BERT and T5 on a small corpus, on a laptop CPU.

    python train_tiny.py                                  # bundled corpus -> weights/ (35 min bf16, ~1 h fp32)
    python train_tiny.py --size quick                     # all three, smaller and shorter, for trying things
    python train_tiny.py --precision fp32                 # float32 matmuls (auto: bf16 where the CPU has it)
    python train_tiny.py --models gpt --steps 300         # one model, fewer steps
    python train_tiny.py --corpus my_notes.txt --out runs/notes   # your own UTF-8 text
    torchrun --nproc_per_node=2 train_tiny.py             # data-parallel (gloo on CPU, NCCL on GPUs)
    python train_tiny.py --resume                         # continue a run stopped with Ctrl-C

This file tells the story: main() reads top to bottom in the order below. The flags are in training/options.py
(the Train tab turns the same command line into the same run), the loop and what it is given in
training/loop.py, the plumbing in training/ (corpus.py, recipes.py, evaluate.py, runtime.py, runfiles.py,
progress.py), the models, their objectives and their initialisation in models/.

What happens, top to bottom:
  1. check the inputs and refuse bad ones before any work (missing, empty, binary or too small corpus: exit 2);
  2. split the corpus into documents at blank lines and hold some out (data/valid.txt for the bundled corpus,
     otherwise a fixed split by each document's hash; training/corpus.py);
  3. fit the recipe to the text: the vocabulary, dropout, early stop and model shapes follow the text's size, and
     under --time-budget the step follows this machine's measured speed (training/recipes.py fit_to_text,
     fit_to_time; printed as "recipe: ... because ..."); every flag given wins. Then train one byte-level BPE
     tokenizer (models/tokenizer.py) on the training documents;
  4. for each model: pack the documents into one token stream, then run the SAME loop for every family:
     sample windows -> objective (models/objectives.py) -> model(**batch).loss -> Muon and AdamW step
     (training/optimizer.py) with warmup, a flat stretch and a linear decay to 0, gradient clipping and a held-out
     loss every --eval-every steps. Held-out decides: the weights of the best evaluation are kept, and with
     --patience the model stops once held-out loss has stopped improving (it has begun to memorise the text).
     What differs between the families is one Recipe each (training/recipes.py);
  5. measure each model's kept weights on the held-out text against a trivial baseline (training/evaluate.py), and
     as a user meets it: whole content words, the hand-written probe set, real words in samples
     (training/user_metrics.py); store the numbers in the weights (stored as bf16, measured after rounding to it);
  6. publish weights/tokenizer.json, weights/{gpt,bert,t5}.safetensors, weights/train_log.json and the snapshots
     taken at 1%, 10% and 30% of each model's steps (weights/snapshots/) together, and say which step's weights
     each file holds.

On a GPU (--device auto finds it): batches are made ahead on a thread, and the loss is read back only every few
steps, so the GPU never waits on Python between steps.

Precision: weights, optimizer state, norms, softmax and losses are always float32; with bf16 autocast (the default
on CUDA and on CPUs with native bf16, --precision) the matrix multiplies run in bf16, which on this project's CPU
made training steps about twice as fast at the same held-out quality.

Reproducible: the same seed on the same CPU, thread count and precision gives the same weights bit for bit.
Every random choice (windows, masks, spans) is drawn from a generator seeded by (seed, model, step, rank), so a
run resumed from a checkpoint sees exactly the batches the uninterrupted run would have seen.

Nothing is lost: every file is written to a temp file and renamed into place. Work in progress lives in
<out>/checkpoints/ (safetensors + JSON, never pickle): a checkpoint is written at every evaluation and when you
press Ctrl-C (or send SIGTERM); `--resume` continues from it. Finished models are published only when the whole
run is done, so weights/ always holds one consistent set (training/runfiles.py).

train_log.json, for the app's plots: {"models": {"gpt": {"train_steps", "train_loss", "valid_steps", "valid_loss",
"best_step", "best_valid_loss", "best_epoch", "written_valid_loss", "stopped_early", "metrics", "baselines", "config",
...}, "bert": ..., "t5": ...}, "corpus": {...}, "seed": 0, "code_commit": ...}
"""

from __future__ import annotations

import os
import signal
import sys
import time

from models.atomic import atomic_write_json
from training import InputError
from training.evaluate import results_table
from training.loop import Hooks, open_run_dir, prepare, train_model
from training.options import parse_args
from training.progress import format_duration
from training.runfiles import publish
from training.runtime import Interrupted, finish_processes, request_stop, setup_env


def kept_line(kind: str, entry: dict) -> str:
    """Which step's weights a model's file holds, for the closing summary."""
    best = entry.get("best_step")
    if best is None:
        return f"{kind}: weights of step {entry['steps']} (no held-out evaluation)"
    why = "stopped early: held-out loss had stopped improving" if entry.get("stopped_early") else \
        f"trained {entry['steps']} steps"
    written = f", written {entry['written_valid_loss']:.3f}" if "written_valid_loss" in entry else ""
    return (f"{kind}: kept the weights of step {best} of {entry['steps']} (epoch {entry.get('best_epoch', 0):.2f}, "
            f"best held-out loss {entry['best_valid_loss']:.3f}{written}; {why})")


def main(argv=None) -> int:
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")  # deterministic cuBLAS; must precede CUDA init
    args = parse_args(argv)
    run_start = time.time()
    try:
        env = setup_env(args.device, args.precision, args.threads)
        plan = prepare(args, env)  # 1-3: corpus, tokenizer, the recipe that fits the text and the machine
    except InputError as e:
        if int(os.environ.get("RANK", 0)) == 0:
            print(f"train_tiny.py: error: {e}", file=sys.stderr)
        return 2

    open_run_dir(plan, env)
    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)

    # 4-5. Each model: the same loop, the best held-out weights kept, then held-out metrics.
    entries = dict(plan.record["finished"])
    for recipe in plan.recipes:
        if recipe.kind in entries:
            env.say(f"{recipe.kind}: already trained by the run being resumed")
            continue
        try:
            entries[recipe.kind] = train_model(recipe, plan, args, env, Hooks())
        except Interrupted as e:
            env.say(f"\n{e}\nresume with the same command plus --resume")
            finish_processes(env)
            return 130
        if env.is_main:
            (plan.run_dir / f"{recipe.kind}.resume.safetensors").unlink(missing_ok=True)
            plan.record["finished"][recipe.kind] = entries[recipe.kind]
            atomic_write_json(plan.run_dir / "run.json", plan.record)

    # 6. Publish everything together, then report.
    if env.is_main:
        run_info = {"corpus": plan.corpus_info, "seed": args.seed, "code_commit": plan.provenance.code_commit,
                    "tokenizer_sha256": plan.tok.sha256, "vocab_size": plan.tok.vocab_size, "size": args.size,
                    "device": str(env.device), "precision": env.precision, "world_size": env.world_size}
        publish(plan.run_dir, args.out, entries, run_info)
        print(f"\nheld-out results ({plan.corpus_info['held_out']}):\n{results_table(entries)}")
        for kind, entry in entries.items():
            print(kept_line(kind, entry))
        for kind in entries:
            path = args.out / f"{kind}.safetensors"
            print(f"wrote {path} ({path.stat().st_size / 1e6:.1f} MB)")
        print(f"wrote {args.out / 'tokenizer.json'}, {args.out / 'train_log.json'}; total "
              f"{format_duration(time.time() - run_start)}")
    finish_processes(env, barrier=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C before training started, or a second Ctrl-C: nothing worth saving
        print("\ninterrupted", file=sys.stderr)
        sys.exit(130)
