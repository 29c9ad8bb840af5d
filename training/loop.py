"""The training loop and what it is given: one function call per stage, every input explicit.

train_tiny.py tells the story and owns the command line; the playground's Train tab runs the very same functions in
a child process (playground/train/worker.py). Whatever the tab does differently it says through an argument here,
never by swapping a name of the script:

    text = prepare_text(args, env)                       # corpus read, split, tokenized (or a ReadyText made ahead)
    plan = prepare(args, env, text)                      # the recipes that fit this text, this machine, this budget
    open_run_dir(plan, env)
    entry = train_model(plan.recipes[0], plan, args, env, Hooks(on_event=..., should_stop=...))

Inputs a caller may hand in instead of having them computed:
  - prepare_text(..., tokenizer=tok): train with this tokenizer (the tab's "start from the bundled model").
  - prepare(..., start_weights={"bert": state_dict}): that model starts from these weights and their config.
  - prepare(..., step_seconds=fn): the timing of one training step (the tab times it before a run is asked for).
  - a ReadyText made ahead (the tab tokenizes the bundled corpus while it waits for a visitor).
  - train_model(..., hooks=Hooks(on_event, should_stop)): hear every step and evaluation, ask for a stop.

Held-out decides: every evaluation that beats the best so far keeps a copy of the weights (and writes it into the
run folder, so --resume keeps it too); the model finishes with those weights, measured and saved, and its entry
says which step they come from. With --patience N a model stops once N evaluations in a row have not beaten its
best (the text has begun to be memorised).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Callable

import torch
from safetensors.torch import load_file as load_safetensors

from models import parameter_count, save
from models.atomic import atomic_write_json
from models.tokenizer import TinyTokenizer, train_tokenizer
from training import InputError, token_cache
from training.corpus import load_corpus, pack_documents, sample_windows, shard, step_seed
from training.evaluate import fixed_eval_batches, held_out_loss
from training.optimizer import make_optimizer
from training.prefetch import Prefetcher
from training.progress import Progress, RunClock
from training.recipes import SIZES, Fit, Recipe, dropout_for_epochs, fit_to_device, fit_to_text, fit_to_time, lr_at
from training.recipes import gpt_step_cap, lr_for_passes, make_recipe, planned_steps, seconds_per_step, shape_lr
from training.runfiles import MAX_WEIGHT_BYTES, STORAGE_DTYPE, LoopState, Provenance, check_other_weights
from training.runfiles import check_run_dir, code_commit, load_checkpoint, round_weights, run_fingerprint
from training.runfiles import save_checkpoint, save_snapshot, snapshot_steps, weight_metadata
from training.runtime import Env, Interrupted, all_ranks_sum, gather_rng_states, gather_strings, stop_requested
from training.runtime import weights_fingerprint
from training.user_metrics import WordStats, user_metrics

# On a GPU the loop reads the loss back (a host sync that stalls the queue of kernels) only every this many steps;
# the losses of the steps between are kept on the device and logged together, so the log is the same.
CUDA_SYNC_EVERY = 25


# ---------------------------------------------------------------------------------------------------------------------
# Before training: the text, then the plan
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class ReadyText:
    """A corpus read, split and tokenized: what prepare() trains on."""
    tok: TinyTokenizer
    corpus_info: dict  # the corpus as train_log.json describes it (files, hash, split, sizes)
    train_docs: list[str]
    held_out_docs: list[str]  # the held-out text itself (the whole-word metrics hide words in it)
    train_ids: list[list[int]]  # the token ids of each training document
    held_out_ids: list[list[int]]  # ... and of each held-out document
    words: WordStats  # the training text's words (GPT's word validity, the baselines' frequent words)
    fit: Fit  # what the text's size chose (vocabulary, dropout, patience) and why

    @property
    def held_out_chars(self) -> int:
        """Characters of the held-out documents plus one per document end (nats per character)."""
        return self.corpus_info["held_out_chars"] + len(self.held_out_docs)


def prepare_text(args: argparse.Namespace, env: Env, tokenizer: TinyTokenizer | None = None) -> ReadyText:
    """Steps 1-3: the corpus read, checked, split; the fit its size chooses (it sets the tokenizer's size); a
    tokenizer trained on its training part (or `tokenizer`, given); both parts tokenized. Raises InputError for bad
    input, before anything is written."""
    train_docs, held_out_docs, corpus_info = load_corpus(args.corpus)
    fit = fit_to_text(args, corpus_info)
    t0 = time.time()
    # The bundled corpus is tokenized once and kept (training/token_cache.py); a text of the user's own never is.
    keep = tokenizer is None and args.corpus is None
    kept = token_cache.load(corpus_info["sha256"], fit.vocab_size) if keep else None
    if kept is not None:
        tok, train_ids, held_out_ids = kept
    else:
        tok = tokenizer or train_tokenizer(train_docs, vocab_size=fit.vocab_size)
        trained_s = time.time() - t0
        train_ids, held_out_ids = tok.encode_batch(train_docs), tok.encode_batch(held_out_docs)
    if len(set(gather_strings(tok.sha256, env))) != 1:
        raise RuntimeError("the processes trained different tokenizers; this is a bug, please report it")
    if kept is not None:
        env.say(f"tokenizer: {tok.vocab_size} tokens, and the corpus's tokens, read in {time.time() - t0:.1f}s from "
                f"{token_cache.entry_path(corpus_info['sha256'], fit.vocab_size)} (kept by an earlier run)")
    elif tokenizer is None:
        env.say(f"tokenizer: {tok.vocab_size} tokens, trained in {trained_s:.1f}s on "
                f"{corpus_info['train_documents']:,} documents ({corpus_info['train_chars']:,} characters)")
        if keep and env.is_main:
            token_cache.store(corpus_info["sha256"], fit.vocab_size, tok, train_ids, held_out_ids)
    return ReadyText(tok, corpus_info, train_docs, held_out_docs, train_ids, held_out_ids, WordStats(train_docs), fit)


@dataclass
class Plan:
    """What prepare() derives before any training, handed to every model's loop."""
    run_dir: Path  # <out>/checkpoints: the work in progress
    record: dict  # run.json: the fingerprint of the flags and the entries of the models already finished
    text: ReadyText
    recipes: list[Recipe]  # one per model to train, in the order of --models
    provenance: Provenance  # seed, preset, precision, corpus and tokenizer hashes, commit: into every weights file
    run_clock: RunClock  # the whole run's ETA for the progress bar

    # The text's parts under the names the loop and the metrics use.
    tok = property(lambda self: self.text.tok)
    corpus_info = property(lambda self: self.text.corpus_info)
    train_ids = property(lambda self: self.text.train_ids)
    held_out_ids = property(lambda self: self.text.held_out_ids)
    held_out_docs = property(lambda self: self.text.held_out_docs)
    words = property(lambda self: self.text.words)
    held_out_chars = property(lambda self: self.text.held_out_chars)


def prepare(args: argparse.Namespace, env: Env, text: ReadyText | None = None, *,
            start_weights: dict[str, tuple[object, dict]] | None = None,
            step_seconds: Callable[[Recipe, Env, str], float] = seconds_per_step) -> Plan:
    """The recipes that fit the text and this machine, checked against the text and the run folder.

    start_weights: {kind: (config, state_dict)} for a model that starts from given weights (its shape is theirs).
    step_seconds(recipe, env, optimizer): one training step's time here (the ETA, and the recipe's fit to
    --time-budget). Raises InputError for bad input, before anything is written."""
    text = text or prepare_text(args, env)
    record = check_run_dir(args.out / "checkpoints", run_fingerprint(args, text.corpus_info["sha256"], env),
                           args.resume)
    check_other_weights(args.out, args.models, text.tok.sha256)

    def recipe_for(kind: str, shape_size: str | None = None) -> Recipe:
        fit = text.fit if shape_size is None else replace(text.fit, shape_size=shape_size)
        recipe = make_recipe(kind, text.tok, args, fit)
        if start_weights and kind in start_weights:
            config, weights = start_weights[kind]
            recipe = recipe.starting_from(config, weights, lr=None if args.lr else shape_lr(kind, config))
        fit_to_device(recipe, args, env)
        return recipe

    recipes = [recipe_for(kind) for kind in args.models]

    # Every model's windows must fit in each process's share of the training text and in the held-out text.
    longest = max(r.window for r in recipes)
    n_train, n_held_out = sum(map(len, text.train_ids)), sum(map(len, text.held_out_ids))
    if n_train // env.world_size < 2 * longest or n_held_out < 16:
        raise InputError(f"the corpus is too small for a context of {longest} tokens: it has {n_train:,} training and "
                         f"{n_held_out:,} held-out tokens, and each process needs at least {2 * longest} training "
                         "tokens (and 16 held-out); add more text or pass a smaller --context.")
    provenance = Provenance(seed=args.seed, size=args.size, precision=env.precision,
                            corpus_sha256=text.corpus_info["sha256"], tokenizer_sha256=text.tok.sha256,
                            code_commit=code_commit())
    # Under --time-budget a machine too slow for the preset gets a lighter step (fit_to_time). What was chosen goes
    # into the run record, so that --resume rebuilds the very model its checkpoint holds, however fast it is then.
    def passes(recipe: Recipe, seconds_per_step: float) -> float:
        """Passes over the training text the model will make at this speed."""
        steps = planned_steps(recipe, args, seconds_per_step)
        return steps * recipe.batch_size * recipe.window * env.world_size / n_train

    seconds, fitted, plans = {}, record.setdefault("fitted", {}), {}
    for kind in [k for k in args.models if k not in record["finished"]]:  # a resumed run skips finished models
        recipe = recipes[args.models.index(kind)]
        if kind in fitted:
            recipe = recipe_for(kind, fitted[kind]["shape_size"])
            recipe.batch_size = fitted[kind]["batch_size"]
            recipe.config = replace(recipe.config, dropout=fitted[kind]["dropout"])
            recipe.lr = fitted[kind].get("lr", recipe.lr)  # a run record from before the rule has none
            if fitted[kind].get("steps_cap"):
                recipe.steps, recipe.steps_capped = fitted[kind]["steps_cap"], True
            seconds[kind] = step_seconds(recipe, env, args.optimizer)
        else:
            fixed_shape = bool(start_weights and kind in start_weights)
            recipe, seconds[kind] = fit_to_time(recipe, args, env, lambda r: step_seconds(r, env, args.optimizer),
                                                None if fixed_shape else lambda size: recipe_for(kind, size))
            cap = gpt_step_cap(recipe, text.fit, n_train, env.world_size)
            if cap and planned_steps(recipe, args, seconds[kind]) > cap:
                recipe.steps, recipe.steps_capped = cap, True
            # Dropout's masks cost time, so the passes the run makes depend on it: settle once more after a change.
            for _ in range(2 if text.fit.dropout_from_epochs else 0):
                dropout = dropout_for_epochs(passes(recipe, seconds[kind]))
                if dropout == recipe.config.dropout:
                    break
                recipe.config = replace(recipe.config, dropout=dropout)
                seconds[kind] = step_seconds(recipe, env, args.optimizer)
            if text.fit.lr_from_epochs and not fixed_shape:
                recipe.lr = lr_for_passes(kind, recipe.lr, passes(recipe, seconds[kind]))
            fitted[kind] = {"shape_size": recipe.shape_size, "batch_size": recipe.batch_size, "lr": recipe.lr,
                            "dropout": recipe.config.dropout, "steps_cap": recipe.steps if recipe.steps_capped else 0}
        recipes[args.models.index(kind)] = recipe
        plans[kind] = (planned_steps(recipe, args, seconds[kind]), passes(recipe, seconds[kind]))
    to_train = [r for r in recipes if r.kind not in record["finished"]]
    env.say(text.fit.describe(text.corpus_info, text.tok.vocab_size, recipes, plans, env))
    run_clock = RunClock({r.kind: r.steps * seconds[r.kind] for r in to_train}, args.time_budget)
    return Plan(args.out / "checkpoints", record, text, recipes, provenance, run_clock)


def open_run_dir(plan: Plan, env: Env) -> None:
    """The run folder before the first step: the tokenizer and the run record (what --resume reads)."""
    if env.is_main:
        plan.run_dir.mkdir(parents=True, exist_ok=True)
        plan.tok.save(plan.run_dir / "tokenizer.json")
        atomic_write_json(plan.run_dir / "run.json", plan.record)


# ---------------------------------------------------------------------------------------------------------------------
# The training loop: the same for all three models
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Hooks:
    """What a caller hears and asks while a model trains. on_event(name, model, state) hears "step" after every
    logged step and "eval" after every held-out loss (it must leave the model, its mode and the random state as
    it found them); should_stop() asks for a stop the way Ctrl-C does. Neither changes a number of the run.
    time_budget(), where given, is the time budget in seconds from now on instead of --time-budget's: the Train tab
    shortens a run's turn while it trains when other visitors are waiting (the schedule then decays sooner and the
    run ends by the clock as it would under that budget)."""
    on_event: Callable | None = None
    should_stop: Callable[[], bool] | None = None
    time_budget: Callable[[], float | None] | None = None


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


class BestWeights:
    """The weights of the best held-out evaluation so far: kept in memory, and in the run folder for --resume."""

    def __init__(self, model, path: Path, state: LoopState, resuming: bool):
        self.path, self.weights = path, None
        if resuming and path.exists() and state.log.get("best_step") is not None:
            device = next(model.parameters()).device
            self.weights = {k: v.to(device) for k, v in load_safetensors(str(path)).items()}

    def offer(self, model, state: LoopState, valid_loss: float, tokens_per_epoch: int) -> bool:
        """Keep the model's weights if valid_loss beats the best so far (in memory and in the run folder); True when
        it did."""
        log = state.log
        if log.get("best_valid_loss") is not None and valid_loss >= log["best_valid_loss"]:
            return False
        log.update(best_step=state.step, best_valid_loss=round(valid_loss, 5),
                   best_epoch=round(state.tokens_seen / max(1, tokens_per_epoch), 3))
        self.weights = {k: v.detach().clone() for k, v in model.state_dict().items()}
        save(model, self.path)
        return True

    def restore(self, model) -> None:
        if self.weights is not None:  # a file from models.save stores a tied weight once: strict=False for it
            unexpected = model.load_state_dict(self.weights, strict=False).unexpected_keys
            assert not unexpected, f"the kept weights have keys the model lacks: {unexpected}"


def evaluations_since_best(log: dict) -> int:
    """How many held-out evaluations in a row have not beaten the best one.

    >>> evaluations_since_best({"valid_steps": [10, 20, 30, 40], "best_step": 20})
    2
    """
    best = log.get("best_step")
    return 0 if best is None else sum(step > best for step in log["valid_steps"])


@dataclass
class ModelData:
    """The text as one model reads it: the documents packed into one stream with the model's separator, this rank's
    shard of it, and fixed held-out batches for the loss curve."""
    train_stream: torch.Tensor  # every training document, one after another
    held_out: torch.Tensor  # ... and every held-out one
    my_stream: torch.Tensor  # this rank's shard of train_stream: what its steps draw their windows from
    eval_batches: list[dict]  # the held-out batches every evaluation measures

    @classmethod
    def of(cls, recipe: Recipe, plan: Plan, env: Env) -> ModelData:
        train_stream = pack_documents(plan.train_ids, recipe.separator)
        held_out = pack_documents(plan.held_out_ids, recipe.separator)
        return cls(train_stream, held_out, shard(train_stream, env.rank, env.world_size),
                   fixed_eval_batches(held_out, recipe.window, recipe.batch_size, recipe.make_batch))


def train_model(recipe: Recipe, plan: Plan, args: argparse.Namespace, env: Env, hooks: Hooks = Hooks()) -> dict:
    """Train one model from scratch (or from its checkpoint with --resume), keep its best held-out weights,
    evaluate them, save them into the run folder. Returns its entry for train_log.json."""
    kind = recipe.kind
    model = build_model(recipe, args.seed, env)
    optimizer = make_optimizer(model, recipe.lr, recipe.embedding_lr_multiplier, args.optimizer, env.matmul_dtype)
    # A step count, or None when only --time-budget is given and the clock decides.
    max_steps = recipe.steps if args.time_budget is None or args.steps or recipe.steps_capped else None
    patience = plan.text.fit.patience if args.patience is None else args.patience
    data = ModelData.of(recipe, plan, env)
    eval_every = args.eval_every or max(1, recipe.steps // 8)
    snapshots = snapshot_steps(max_steps)

    # State of the loop (step, clock, curves), restored from the checkpoint when resuming.
    checkpoint = plan.run_dir / f"{kind}.resume.safetensors"
    state = resume_or_start(checkpoint, model, optimizer, args, env)
    best = BestWeights(model, plan.run_dir / f"{kind}.best.safetensors", state, args.resume)
    ddp_model = torch.nn.parallel.DistributedDataParallel(model) if env.world_size > 1 else model
    if args.compile:  # the training step only: evaluation and the hooks see the plain model
        torch.use_deterministic_algorithms(True, warn_only=True)  # the compiler's own flag too (deterministic_kernels)
        ddp_model = torch.compile(ddp_model)
    model.train()

    tokens_per_step = recipe.batch_size * recipe.window * env.world_size
    env.say(f"{kind}: {parameter_count(model):,} parameters, {max_steps or 'time-limited'} steps of "
            f"{recipe.batch_size * env.world_size} x {recipe.window} tokens, peak lr {recipe.lr:g}, "
            f"dropout {recipe.config.dropout:g}, {env.precision} on {env.device.type}")
    progress = Progress(env.is_main, max_steps or recipe.steps, first_step=state.step, run_clock=plan.run_clock)

    # Made ahead on a thread where a GPU runs the step; in line on a CPU, where the thread would take cores from
    # the step itself (training/prefetch.py has the measurement). The loss is read back every step on a CPU
    # (free there), every CUDA_SYNC_EVERY steps on a GPU.
    ahead, sync_every = (2, CUDA_SYNC_EVERY) if env.device.type == "cuda" else (0, 1)
    pending: list[tuple[torch.Tensor, float]] = []  # (loss on the device, learning rate) of steps not read back
    make_step_batch = step_batches(recipe, data.my_stream, args.seed, env)
    with Prefetcher(make_step_batch, first_step=state.step, ahead=ahead) as batches:
        while max_steps is None or state.step < max_steps:
            budget = args.time_budget if hooks.time_budget is None else hooks.time_budget()
            set_learning_rate(optimizer, state, max_steps, budget, recipe, SIZES[args.size])
            started = time.time()
            loss = take_step(ddp_model, model, optimizer, batches.get(state.step), env)
            state.step += 1
            state.tokens_seen += tokens_per_step
            pending.append((loss, optimizer.param_groups[0]["lr"]))

            evaluate_now = state.step % eval_every == 0 or state.step == max_steps
            stop_now = stop_requested() or (hooks.should_stop is not None and hooks.should_stop())
            out_of_time = budget is not None and state.elapsed + time.time() - started >= budget
            if len(pending) < sync_every and not (evaluate_now or out_of_time or stop_now):
                state.elapsed += time.time() - started
                continue  # on a GPU: queue more steps before reading anything back

            # Agree across ranks on the losses to log and on whether to stop (Ctrl-C or the clock on any rank).
            stop, out_of_time = log_pending_steps(pending, state, started, budget, stop_now, env)
            progress.advance(kind, state.step, state.log["train_loss"][-1], elapsed=state.elapsed,
                             tokens_per_step=tokens_per_step)
            if hooks.on_event is not None and env.is_main:
                hooks.on_event("step", model, state)

            # Held-out loss, the best weights so far and a checkpoint now and then; a checkpoint also on a stop.
            evaluate_now = evaluate_now or out_of_time
            patience_over = evaluate_now and evaluate_held_out(model, state, data, best, progress, patience, hooks, env)
            save_progress(model, optimizer, checkpoint, state, snapshots, plan.run_dir, evaluate_now or stop, env)
            if stop:  # the checkpoint holds the last weights (for --resume); the model goes back to its best
                best.restore(model)
                raise Interrupted(f"{kind}: stopped at step {state.step}; checkpoint in {checkpoint}")
            if patience_over:
                state.log["stopped_early"] = True
                progress.message(f"{kind}: held-out loss has not beaten step {state.log['best_step']}'s in "
                                 f"{patience} evaluations: the model has begun to memorise the text; stopping, "
                                 f"with step {state.log['best_step']}'s weights")
                break
            if out_of_time:
                break
    return finish_model(recipe, model, best, state, data, plan, env)


def step_batches(recipe: Recipe, stream: torch.Tensor, seed: int, env: Env) -> Callable[[int], dict]:
    """make_step_batch(step) for the Prefetcher: the batch of one step, its windows and objective drawn from the
    step's own seed, so the same on a resumed run, and on a GPU made ahead on a background thread
    (training/prefetch.py) without changing a number."""
    on_gpu = env.device.type == "cuda"

    def make_step_batch(step: int) -> dict:
        batch_seed = step_seed(seed, recipe.kind, step, env.rank)
        windows = sample_windows(stream, recipe.window, recipe.batch_size, torch.Generator().manual_seed(batch_seed))
        batch = recipe.make_batch(windows, batch_seed)
        # A GPU copies from page-locked memory without waiting: from ordinary memory CUDA first waits for every
        # kernel queued before the copy, which would stall the queue of steps once a step.
        return {k: v.pin_memory() for k, v in batch.items()} if on_gpu else batch

    return make_step_batch


def set_learning_rate(optimizer, state: LoopState, max_steps: int | None, budget: float | None, recipe: Recipe,
                      preset: dict) -> None:
    """The schedule's learning rate for the next step, each parameter group at its multiple of it: by steps, or by
    the clock under a time budget (whichever is further along)."""
    fraction = state.step / max_steps if max_steps else 0.0
    if budget:
        fraction = max(fraction, state.elapsed / budget)
    lr = lr_at(min(1.0, fraction), recipe.lr, preset["warmup_fraction"], preset["decay_fraction"])
    for group in optimizer.param_groups:
        group["lr"] = lr * group["lr_multiplier"]


def take_step(ddp_model, model, optimizer, batch: dict, env: Env) -> torch.Tensor:
    """One step: windows -> objective -> loss -> update. No branch on the model kind. Returns the loss, left on the
    device (reading it back makes a GPU wait for its queue)."""
    batch = {k: v.to(env.device, non_blocking=env.device.type == "cuda") for k, v in batch.items()}
    with env.autocast():
        loss = ddp_model(**batch).loss
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    return loss.detach()


def log_pending_steps(pending: list[tuple[torch.Tensor, float]], state: LoopState, started: float,
                      budget: float | None, stop_now: bool, env: Env) -> tuple[float, float]:
    """The steps not read back yet, logged (each loss the ranks' mean, with its learning rate), and what every rank
    agrees on: (stop, out of time), each non-zero when any rank says so (Ctrl-C or a stop asked for, the clock).
    The time of the step begun at `started` counts up to the moment its loss is read back."""
    losses = torch.stack([loss for loss, _ in pending]).float().tolist()  # a GPU waits for its queue here
    state.elapsed += time.time() - started
    out_of_time = budget is not None and state.elapsed >= budget
    *loss_sums, stop, out_of_time = all_ranks_sum(losses + [float(stop_now), float(out_of_time)], env)
    first = state.step - len(losses) + 1
    for offset, (loss_sum, (_, step_lr)) in enumerate(zip(loss_sums, pending)):
        state.log["train_steps"].append(first + offset)
        state.log["train_loss"].append(round(loss_sum / env.world_size, 5))
        state.log["lr"].append(step_lr)
    pending.clear()
    return stop, out_of_time


def evaluate_held_out(model, state: LoopState, data: ModelData, best: BestWeights, progress: Progress,
                      patience: int | None, hooks: Hooks, env: Env) -> bool:
    """The held-out loss now (rank 0), the weights kept when it is the best so far, and whether patience is over
    (`patience` evaluations in a row without a new best): every rank learns that from rank 0, to stop together."""
    patience_over = False
    if env.is_main:
        state.log["valid_steps"].append(state.step)
        valid_loss = held_out_loss(model, data.eval_batches, env.device, env.autocast)
        state.log["valid_loss"].append(round(valid_loss, 5))
        improved = best.offer(model, state, valid_loss, len(data.train_stream))
        progress.message(f"{model.kind}: step {state.step}  held-out loss {valid_loss:.3f}"
                         + ("  (best so far: kept)" if improved else
                            f"  (best {state.log['best_valid_loss']:.3f} at step {state.log['best_step']})"))
        patience_over = bool(patience) and evaluations_since_best(state.log) >= patience
        if hooks.on_event is not None:
            hooks.on_event("eval", model, state)
    if env.world_size > 1:
        patience_over = bool(all_ranks_sum([float(patience_over)], env)[0])
    return patience_over


def save_progress(model, optimizer, checkpoint: Path, state: LoopState, snapshots: dict, run_dir: Path,
                  checkpoint_now: bool, env: Env) -> None:
    """A checkpoint when asked (what --resume starts from: weights, optimizer, every rank's random state), and the
    model part-way at the snapshot steps (for the Inside tab's "across training")."""
    if checkpoint_now:
        rng_states = gather_rng_states(env)  # a collective: every rank takes part, rank 0 writes
        if env.is_main:
            save_checkpoint(checkpoint, model, optimizer, rng_states, model.kind, state)
    if state.step in snapshots and env.is_main:
        save_snapshot(model, run_dir, state.step, snapshots[state.step])


def finish_model(recipe: Recipe, model, best: BestWeights, state: LoopState, data: ModelData, plan: Plan,
                 env: Env) -> dict:
    """The best held-out weights back in the model; final held-out metrics (rank 0) and the weights file in the run
    folder, and the proof that data-parallel replicas stayed identical. Returns the model's entry for
    train_log.json; its written_valid_loss is the written weights' loss on the curve's held-out batches (the kept
    point's again, but for the rounding to the stored precision)."""
    replicas = gather_strings(weights_fingerprint(model), env)  # the replicas' last weights, before the best return
    best.restore(model)
    entry = {"kind": recipe.kind, "config": asdict(recipe.config), "parameters": parameter_count(model),
             "steps": state.step, "batch_size": recipe.batch_size, "window": recipe.window,
             "tokens_seen": state.tokens_seen, "train_seconds": round(state.elapsed, 2), "world_size": env.world_size,
             "epochs": round(state.tokens_seen / max(1, len(data.train_stream)), 3), "replica_sha256": replicas,
             "stopped_early": False, **state.log}
    if env.is_main:
        round_weights(model)
        entry["written_valid_loss"] = round(held_out_loss(model, data.eval_batches, env.device, env.autocast), 5)
        model.eval()
        t0 = time.time()
        metrics, baselines = recipe.evaluate(model, data.held_out, data.train_stream, plan.tok, env.device,
                                             window=recipe.window, chars=plan.held_out_chars)
        more_metrics, more_baselines, details = user_metrics(recipe.kind, model, plan.tok, plan.held_out_docs,
                                                             plan.words, recipe.window)
        entry.update(metrics={**metrics, **more_metrics}, baselines={**baselines, **more_baselines}, **details,
                     eval_seconds=round(time.time() - t0, 2))
        save(model, plan.run_dir / f"{recipe.kind}.safetensors", metadata=weight_metadata(entry, plan.provenance),
             dtype=STORAGE_DTYPE)
        (plan.run_dir / f"{recipe.kind}.best.safetensors").unlink(missing_ok=True)
    return entry

