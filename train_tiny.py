"""Train the playground's tokenizer, GPT, BERT and T5 on a small corpus, on a laptop CPU.

    python train_tiny.py                                  # bundled corpus -> weights/ (35 min bf16, ~1 h fp32)
    python train_tiny.py --size quick                     # all three, smaller and shorter, for trying things
    python train_tiny.py --precision fp32                 # float32 matmuls (auto: bf16 where the CPU has it)
    python train_tiny.py --models gpt --steps 300         # one model, fewer steps
    python train_tiny.py --corpus my_notes.txt --out runs/notes   # your own UTF-8 text
    torchrun --nproc_per_node=2 train_tiny.py             # data-parallel (gloo on CPU, NCCL on GPUs)
    python train_tiny.py --resume                         # continue a run stopped with Ctrl-C

This file tells the story: the arguments, the loop that trains one model, and main(). The plumbing lives in
training/ (corpus.py, recipes.py, evaluate.py, runtime.py, runfiles.py, progress.py), the models, their
objectives and their initialisation in models/.

What happens, top to bottom (main() reads in the same order):
  1. check the inputs and refuse bad ones before any work (missing, empty, binary or too small corpus: exit 2);
  2. split the corpus into documents at blank lines and hold some out (data/valid.txt for the bundled corpus,
     otherwise a fixed split by each document's hash; training/corpus.py);
  3. train one byte-level BPE tokenizer (models/tokenizer.py) on the training documents;
  4. for each model: pack the documents into one token stream, then run the SAME loop for every family:
     sample windows -> objective (models/objectives.py) -> model(**batch).loss -> Muon and AdamW step
     (training/optimizer.py) with warmup, a flat stretch and a linear decay to 0, gradient clipping and a held-out
     loss every --eval-every steps. What differs between the families is one Recipe each (training/recipes.py);
  5. measure each model on the held-out text against a trivial baseline (training/evaluate.py), and as a user
     meets it: whole content words, the hand-written probe set, real words in samples (training/user_metrics.py);
     store the numbers in the weights (stored as bf16, measured after rounding to it);
  6. publish weights/tokenizer.json, weights/{gpt,bert,t5}.safetensors, weights/train_log.json and the snapshots
     taken at 1%, 10% and 30% of each model's steps (weights/snapshots/) together.

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
"metrics", "baselines", "config", ...}, "bert": ..., "t5": ...}, "corpus": {...}, "seed": 0, "code_commit": ...}
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable

import torch

from models import MODEL_KINDS, WEIGHTS_DIR, parameter_count, save
from models.atomic import atomic_write_json
from models.tokenizer import TinyTokenizer, train_tokenizer
from training import InputError
from training.corpus import load_corpus, pack_documents, sample_windows, shard, step_seed
from training.evaluate import fixed_eval_batches, held_out_loss, results_table
from training.prefetch import Prefetcher
from training.progress import Progress, RunClock, format_duration
from training.optimizer import make_optimizer
from training.recipes import DEFAULT_SIZE, SIZES, Recipe, lr_at, make_recipe, seconds_per_step
from training.runfiles import LoopState, Provenance, check_other_weights, check_run_dir, code_commit
from training.runfiles import MAX_WEIGHT_BYTES, STORAGE_DTYPE, load_checkpoint, publish, round_weights
from training.runfiles import run_fingerprint, save_checkpoint, save_snapshot, snapshot_steps, weight_metadata
from training.runtime import Env, Interrupted, all_ranks_sum, finish_processes, gather_rng_states, gather_strings
from training.runtime import request_stop, setup_env, stop_requested, weights_fingerprint
from training.user_metrics import WordStats, user_metrics


# ---------------------------------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------------------------------


def parse_args(argv=None) -> argparse.Namespace:
    """The flags, checked; read-only from here on (what main() derives from them goes into a Plan)."""
    p = argparse.ArgumentParser(
        description="Train the playground's tokenizer and tiny GPT, BERT and T5 (see the module docstring).")
    p.add_argument("--models", nargs="+", choices=MODEL_KINDS, default=list(MODEL_KINDS),
                   help="which models to train, in this order (default: all three)")
    p.add_argument("--corpus", nargs="+", type=Path, default=None, metavar="PATH",
                   help="UTF-8 text files to train on, documents separated by blank lines (default: the bundled "
                        "data/train.txt, held out: data/valid.txt)")
    p.add_argument("--out", type=Path, default=WEIGHTS_DIR,
                   help="folder for the weights, tokenizer and log (default: weights/)")
    p.add_argument("--size", choices=list(SIZES), default=DEFAULT_SIZE,
                   help=f"model-size preset, see SIZES in training/recipes.py: full makes the bundled weights "
                        f"(about an hour on 2 float32 CPU cores, 35 minutes with bf16), quick trains smaller models "
                        f"for fewer steps, tiny is for tests (default: {DEFAULT_SIZE})")
    p.add_argument("--steps", type=int, default=None, help="optimizer steps per model (default: from --size)")
    p.add_argument("--time-budget", type=float, default=None, metavar="SECONDS",
                   help="stop each model after this many seconds of training (the schedule follows the clock; "
                        "not bit-reproducible, use --steps for that)")
    p.add_argument("--batch-size", type=int, default=None,
                   help="sequences per step per process, for every model (default: per model, from --size)")
    p.add_argument("--context", type=int, default=None,
                   help="tokens per training sequence and the model's context, for every model (default: per model, "
                        "from --size)")
    p.add_argument("--vocab-size", type=int, default=None, help="tokenizer vocabulary size (default: --size)")
    p.add_argument("--lr", type=float, default=None, help="peak learning rate for every model (default: per model)")
    p.add_argument("--optimizer", choices=["muon", "adamw"], default="muon",
                   help="muon (the default): Muon for the weight matrices, AdamW for the rest; adamw: AdamW for "
                        "everything, the earlier recipe (training/optimizer.py)")
    p.add_argument("--eval-every", type=int, default=None,
                   help="held-out loss and a checkpoint every N steps (default: about 8 times per model)")
    p.add_argument("--seed", type=int, default=0, help="seed for initialisation and data order (default: 0)")
    p.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto",
                   help="auto (the default): CUDA when available, else CPU")
    p.add_argument("--precision", choices=["auto", "bf16", "fp32"], default="auto",
                   help="matmul precision while training; weights always stay float32. auto (the default): bf16 "
                        "autocast on CUDA and on CPUs with native bf16 arithmetic (AVX512-BF16 or AMX), else fp32")
    p.add_argument("--threads", type=int, default=None,
                   help="CPU threads per process (default: all cores shared between the processes)")
    p.add_argument("--resume", action="store_true",
                   help="continue the unfinished run in OUT/checkpoints (same flags as the run it continues)")
    args = p.parse_args(argv)
    args.models = list(dict.fromkeys(args.models))  # drop repeats, keep the order
    # --context and --batch-size, when given, apply to every model; otherwise each model takes its preset's own.
    args.vocab_size = args.vocab_size or SIZES[args.size]["vocab_size"]
    for name in ("steps", "batch_size", "context", "eval_every", "threads"):
        value = getattr(args, name)
        if value is not None and value < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1, got {value}")
    if args.context is not None and args.context < 16:
        p.error(f"--context must be at least 16 tokens, got {args.context}")
    if args.time_budget is not None and args.time_budget <= 0:
        p.error(f"--time-budget must be positive, got {args.time_budget}")
    return args


# ---------------------------------------------------------------------------------------------------------------------
# Before training: corpus, tokenizer and recipes, checked (steps 1-3)
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Plan:
    """What main() derives from the flags before any training, handed to every model's loop."""
    run_dir: Path  # <out>/checkpoints: the work in progress
    record: dict  # run.json: the fingerprint of the flags and the entries of the models already finished
    tok: TinyTokenizer
    corpus_info: dict  # the corpus as train_log.json describes it (files, hash, split, sizes)
    train_ids: list[list[int]]  # the token ids of each training document
    held_out_ids: list[list[int]]  # ... and of each held-out document
    held_out_docs: list[str]  # the held-out text itself (the whole-word metrics hide words in it)
    words: WordStats  # the training text's words (GPT's word validity, the baselines' frequent words)
    held_out_chars: int  # characters of the held-out documents plus one per document end (nats per character)
    recipes: list[Recipe]  # one per model to train, in the order of --models
    provenance: Provenance  # seed, preset, precision, corpus and tokenizer hashes, commit: into every weights file
    run_clock: RunClock  # the whole run's ETA for the progress bar


def prepare(args: argparse.Namespace, env: Env) -> Plan:
    """Steps 1-3. Raises InputError for bad input, before anything is written."""
    # 1-2. Corpus: refuse bad input before any work.
    train_docs, held_out_docs, corpus_info = load_corpus(args.corpus)
    run_dir = args.out / "checkpoints"
    record = check_run_dir(run_dir, run_fingerprint(args, corpus_info["sha256"], env), args.resume)

    # 3. Tokenizer, trained on the training documents only (held-out text stays unseen).
    t0 = time.time()
    tok = train_tokenizer(train_docs, vocab_size=args.vocab_size)
    if len(set(gather_strings(tok.sha256, env))) != 1:
        raise RuntimeError("the processes trained different tokenizers; this is a bug, please report it")
    env.say(f"tokenizer: {tok.vocab_size} tokens, trained in {time.time() - t0:.1f}s on "
            f"{corpus_info['train_documents']:,} documents ({corpus_info['train_chars']:,} characters)")
    check_other_weights(args.out, args.models, tok.sha256)
    train_ids, held_out_ids = tok.encode_batch(train_docs), tok.encode_batch(held_out_docs)

    # Every model's windows must fit in each process's share of the training text and in the held-out text.
    recipes = [make_recipe(kind, tok, args) for kind in args.models]
    longest = max(r.window for r in recipes)
    n_train, n_held_out = sum(map(len, train_ids)), sum(map(len, held_out_ids))
    if n_train // env.world_size < 2 * longest or n_held_out < 16:
        raise InputError(f"the corpus is too small for a context of {longest} tokens: it has {n_train:,} training and "
                         f"{n_held_out:,} held-out tokens, and each process needs at least {2 * longest} training "
                         "tokens (and 16 held-out); add more text or pass a smaller --context.")
    provenance = Provenance(seed=args.seed, size=args.size, precision=env.precision,
                            corpus_sha256=corpus_info["sha256"], tokenizer_sha256=tok.sha256,
                            code_commit=code_commit())
    held_out_chars = corpus_info["held_out_chars"] + len(held_out_docs)  # one "character" per document end
    to_train = [r for r in recipes if r.kind not in record["finished"]]  # a resumed run skips finished models
    step_seconds = {r.kind: seconds_per_step(r, env, args.optimizer) for r in to_train}
    run_clock = RunClock({r.kind: r.steps * step_seconds[r.kind] for r in to_train}, args.time_budget)
    return Plan(run_dir, record, tok, corpus_info, train_ids, held_out_ids, held_out_docs, WordStats(train_docs),
                held_out_chars, recipes, provenance, run_clock)


# ---------------------------------------------------------------------------------------------------------------------
# The training loop: the same for all three models (steps 4-5)
# ---------------------------------------------------------------------------------------------------------------------


def build_model(recipe: Recipe, seed: int, env: Env) -> torch.nn.Module:
    """The model with its initial weights: the same on every rank, and for a given seed whatever other models are
    trained before it."""
    torch.manual_seed(seed)
    model = recipe.model_class(recipe.config)
    if recipe.init is not None:
        recipe.init(model)
    stored_mb = parameter_count(model) * STORAGE_DTYPE.itemsize / 1e6
    if stored_mb > MAX_WEIGHT_BYTES / 1e6:
        env.say(f"note: {recipe.kind} takes {stored_mb:.1f} MB as {STORAGE_DTYPE}, over the bundled weights' 10 MB")
    return model.to(env.device)


def resume_or_start(checkpoint: Path, model, optimizer, args: argparse.Namespace, env: Env) -> LoopState:
    """The loop's state: restored with the weights, optimizer and RNG from the checkpoint when resuming, else a
    fresh one (with dropout's generator seeded for this rank)."""
    if args.resume and checkpoint.exists():
        state = load_checkpoint(checkpoint, model, optimizer, env)
        env.say(f"{model.kind}: resuming at step {state.step}")
        return state
    torch.manual_seed(args.seed + 1 + env.rank)  # dropout: a different stream on each rank
    return LoopState()


def train_model(recipe: Recipe, plan: Plan, args: argparse.Namespace, env: Env,
                on_event: Callable | None = None, should_stop: Callable[[], bool] | None = None) -> dict:
    """Train one model from scratch (or from its checkpoint with --resume), evaluate it, save it into the run
    folder. Returns its entry for train_log.json.

    The playground's Train tab runs this same loop in a child process (playground/training_run.py) and passes two
    more arguments: on_event(name, model, state) hears "step" after every step and "eval" after every held-out
    loss (it draws the curves and asks the probes, leaving the model, its mode and the random state as it found
    them), and should_stop() asks for a stop the way Ctrl-C does. Neither changes a number of the run."""
    kind = recipe.kind
    model = build_model(recipe, args.seed, env)
    optimizer = make_optimizer(model, recipe.lr, recipe.embedding_lr_multiplier, args.optimizer, env.matmul_dtype)
    # A step count, or None when only --time-budget is given and the clock decides.
    max_steps = recipe.steps if args.time_budget is None or args.steps else None

    # Data: the documents packed into one stream with this model's separator; this rank's shard of it; fixed
    # held-out batches for the loss curve.
    train_stream = pack_documents(plan.train_ids, recipe.separator)
    held_out = pack_documents(plan.held_out_ids, recipe.separator)
    my_stream = shard(train_stream, env.rank, env.world_size)
    eval_batches = fixed_eval_batches(held_out, recipe.window, recipe.batch_size, recipe.make_batch)
    eval_every = args.eval_every or max(1, recipe.steps // 8)
    snapshots = snapshot_steps(max_steps)

    # State of the loop (step, clock, curves), restored from the checkpoint when resuming.
    checkpoint = plan.run_dir / f"{kind}.resume.safetensors"
    state = resume_or_start(checkpoint, model, optimizer, args, env)
    ddp_model = torch.nn.parallel.DistributedDataParallel(model) if env.world_size > 1 else model
    model.train()

    env.say(f"{kind}: {parameter_count(model):,} parameters, {max_steps or 'time-limited'} steps of "
            f"{recipe.batch_size * env.world_size} x {recipe.window} tokens, peak lr {recipe.lr:g}, "
            f"{env.precision} on {env.device.type}")
    progress = Progress(env.is_main, max_steps or recipe.steps, first_step=state.step, run_clock=plan.run_clock)
    preset = SIZES[args.size]

    def make_step_batch(step: int) -> dict:
        """The batch of one step: its windows and objective drawn from the step's own seed, so the same on a
        resumed run, and on a GPU made ahead on a background thread (training/prefetch.py) without changing a number."""
        seed = step_seed(args.seed, kind, step, env.rank)
        windows = sample_windows(my_stream, recipe.window, recipe.batch_size, torch.Generator().manual_seed(seed))
        return recipe.make_batch(windows, seed)

    # Made ahead on a thread where a GPU runs the step; in line on a CPU, where the thread would take cores from
    # the step itself (training/prefetch.py has the measurement).
    ahead = 2 if env.device.type == "cuda" else 0
    with Prefetcher(make_step_batch, first_step=state.step, ahead=ahead) as batches:
        while max_steps is None or state.step < max_steps:
            # Schedule: by steps, or by the clock under --time-budget (whichever is further along).
            fraction = state.step / max_steps if max_steps else 0.0
            if args.time_budget:
                fraction = max(fraction, state.elapsed / args.time_budget)
            lr = lr_at(min(1.0, fraction), recipe.lr, preset["warmup_fraction"], preset["decay_fraction"])
            for group in optimizer.param_groups:
                group["lr"] = lr * group["lr_multiplier"]

            # One step: windows -> objective -> loss -> update. No branch on the model kind.
            t0 = time.time()
            batch = {k: v.to(env.device) for k, v in batches.get(state.step).items()}
            with env.autocast():
                loss = ddp_model(**batch).loss
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            state.step += 1
            state.tokens_seen += batch["input_ids"].numel() * env.world_size

            # Agree across ranks on the loss to log and on whether to stop (Ctrl-C or the clock on any rank).
            state.elapsed += time.time() - t0
            out_of_time = args.time_budget is not None and state.elapsed >= args.time_budget
            stop_now = stop_requested() or (should_stop is not None and should_stop())
            loss_sum, stop, out_of_time = all_ranks_sum([loss.item(), float(stop_now), float(out_of_time)], env)
            state.log["train_steps"].append(state.step)
            state.log["train_loss"].append(round(loss_sum / env.world_size, 5))
            state.log["lr"].append(optimizer.param_groups[0]["lr"])
            progress.advance(kind, state.step, state.log["train_loss"][-1], elapsed=state.elapsed,
                             tokens_per_step=recipe.batch_size * recipe.window * env.world_size)
            if on_event is not None and env.is_main:
                on_event("step", model, state)

            # Held-out loss and a checkpoint now and then; a checkpoint also when asked to stop.
            evaluate_now = state.step % eval_every == 0 or state.step == max_steps or out_of_time
            if evaluate_now and env.is_main:
                state.log["valid_steps"].append(state.step)
                valid_loss = held_out_loss(model, eval_batches, env.device, env.autocast)
                state.log["valid_loss"].append(round(valid_loss, 5))
                progress.message(f"{kind}: step {state.step}  held-out loss {state.log['valid_loss'][-1]:.3f}")
                if on_event is not None:
                    on_event("eval", model, state)
            if evaluate_now or stop:
                rng_states = gather_rng_states(env)  # a collective: every rank takes part, rank 0 writes
                if env.is_main:
                    save_checkpoint(checkpoint, model, optimizer, rng_states, kind, state)
            if state.step in snapshots and env.is_main:  # the model part-way, for the Inside tab's "across training"
                save_snapshot(model, plan.run_dir, state.step, snapshots[state.step])
            if stop:
                raise Interrupted(f"{kind}: stopped at step {state.step}; checkpoint in {checkpoint}")
            if out_of_time:
                break
    return finish_model(recipe, model, state, train_stream, held_out, plan, env)


def finish_model(recipe: Recipe, model, state: LoopState, train_stream, held_out, plan: Plan, env: Env) -> dict:
    """Final held-out metrics (rank 0), the proof that data-parallel replicas stayed identical, and the weights
    file in the run folder. Returns the model's entry for train_log.json."""
    replicas = gather_strings(weights_fingerprint(model), env)
    entry = {"kind": recipe.kind, "config": asdict(recipe.config), "parameters": parameter_count(model),
             "steps": state.step, "batch_size": recipe.batch_size, "window": recipe.window,
             "tokens_seen": state.tokens_seen, "train_seconds": round(state.elapsed, 2), "world_size": env.world_size,
             "replica_sha256": replicas, **state.log}
    if env.is_main:
        model.eval()
        round_weights(model)
        t0 = time.time()
        metrics, baselines = recipe.evaluate(model, held_out, train_stream, plan.tok, env.device,
                                             window=recipe.window, chars=plan.held_out_chars)
        more_metrics, more_baselines, details = user_metrics(recipe.kind, model, plan.tok, plan.held_out_docs,
                                                             plan.words, recipe.window)
        entry.update(metrics={**metrics, **more_metrics}, baselines={**baselines, **more_baselines}, **details,
                     eval_seconds=round(time.time() - t0, 2))
        save(model, plan.run_dir / f"{recipe.kind}.safetensors", metadata=weight_metadata(entry, plan.provenance),
             dtype=STORAGE_DTYPE)
    return entry


# ---------------------------------------------------------------------------------------------------------------------
# The run: check, tokenize, train each model, publish, report
# ---------------------------------------------------------------------------------------------------------------------


def open_run_dir(plan: Plan, env: Env) -> None:
    """The run folder before the first step: the tokenizer and the run record (what --resume reads)."""
    if env.is_main:
        plan.run_dir.mkdir(parents=True, exist_ok=True)
        plan.tok.save(plan.run_dir / "tokenizer.json")
        atomic_write_json(plan.run_dir / "run.json", plan.record)


def main(argv=None) -> int:
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")  # deterministic cuBLAS; must precede CUDA init
    args = parse_args(argv)
    run_start = time.time()
    try:
        env = setup_env(args.device, args.precision, args.threads)
        plan = prepare(args, env)  # 1-3: corpus, tokenizer, recipes
    except InputError as e:
        if int(os.environ.get("RANK", 0)) == 0:
            print(f"train_tiny.py: error: {e}", file=sys.stderr)
        return 2

    open_run_dir(plan, env)
    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)

    # 4-5. Each model: the same loop, then held-out metrics.
    entries = dict(plan.record["finished"])
    for recipe in plan.recipes:
        if recipe.kind in entries:
            env.say(f"{recipe.kind}: already trained by the run being resumed")
            continue
        try:
            entries[recipe.kind] = train_model(recipe, plan, args, env)
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
