"""The Train tab's child process: train_tiny.py's own loop for one run, reporting every step and evaluation as a
JSON line on its stdout (playground/train/sessions.py starts it, playground/train/run.py reads them).

    python -m playground.train.worker --size quick    # then one JSON line on stdin: {"argv": [...], ...}

The server starts it before any Start asks for it (playground/train/spare.py), and while it waits for its request it
gets ready (GettingReady): torch and the training loop imported, and the bundled corpus tokenized for that preset,
about 4 s of work that a run on the bundled corpus then does not wait for. On Linux each child is a fork of one
process that has imported torch and the loop already (playground/train/forks.py), so its imports cost nothing.

It calls training/options.py's parse_args and training/loop.py's prepare, open_run_dir and train_model with the flags
the command line would get, so the weights are those of `python train_tiny.py` with the same flags, bit for bit
(tests/test_train_tab.py). What it does differently it passes as the loop's inputs (the corpus tokenized ahead, the
bundled model's tokenizer and weights, the step timed ahead); it never imports or changes train_tiny.py. The loop
tells it about every step and evaluation (Hooks.on_event), and at each evaluation it asks the visitor's probe, with
the random state forked so that no number of the run changes. The weights the run ends with are those of its best
held-out evaluation, whether it finished or was stopped. A "stop" line on stdin (or the end of
input: the server has gone) stops the loop after the step in progress, which writes its checkpoint as Ctrl-C would;
the model is then saved as it is. A "budget S" line shortens the run's time budget to S seconds of training (the
server cuts a turn short while other visitors wait; the run then ends by the clock as it would under that budget).
One torch thread (the tokenizer's few seconds may use every core), at a lower CPU priority (nice 10).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import sys
import threading
import time
from array import array
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if __name__ == "__main__":  # the child itself: the page and the other tabs come first, from its very first import
    # (torch and the models take over a second of CPU to import, which a /generate beside it would otherwise share)
    try:
        os.nice(10)
    except OSError:
        pass
    if str(ROOT) not in sys.path:  # run as `python -m playground.train.worker` from the repository root
        sys.path.insert(0, str(ROOT))

from playground.glibc import release_freed_memory  # noqa: E402
from playground.input_checks import InputError  # noqa: E402
from playground.model_store import TITLES  # noqa: E402
from playground.train.text import PROBE_SAMPLING, PROBE_TOKENS, WORD  # noqa: E402


def one_token_share(tok, docs: list[str], limit: int = 20_000) -> float:
    """The share of the text's words (up to `limit` of them) that the tokenizer keeps as one token (after a space,
    as words mostly come)."""
    words = [w for d in docs for w in WORD.findall(d)][:limit]
    if not words:
        return 0.0
    single = sum(len(tok.encode(" " + w)) == 1 for w in words)
    return single / len(words)


def attention_record(att) -> dict:
    """An inference.AttentionMap as JSON: weights rounded to 3 decimals (a map per evaluation stays small)."""
    return {"name": att.name, "weights": [[[[round(float(x), 3) for x in row] for row in head] for head in layer]
                                          for layer in att.weights],
            "query_ids": att.query_ids, "key_ids": att.key_ids, "query_tokens": att.query_tokens,
            "key_tokens": att.key_tokens}


def ask_probe(kind: str, model, tok, probe: str) -> dict:
    """The model's answer to the probe now, with the attention on the probe sentence. The model goes back to the
    mode it was in, and the random state is forked, so training goes on exactly as without the probe."""
    import torch  # noqa: PLC0415

    from playground import inference  # noqa: PLC0415

    model.tokenizer = tok  # what inference's functions read the tokenizer from
    was_training = model.training
    model.eval()
    try:
        with torch.random.fork_rng():
            if kind == "gpt":
                greedy = inference.generate(model, probe, max_new_tokens=PROBE_TOKENS, temperature=0.0)
                sampled = inference.generate(model, probe, seed=0, **asdict(PROBE_SAMPLING))
                prompt_ids = greedy.context_ids[:len(greedy.context_ids) - len(greedy.steps)]
                att = inference.gpt_attention(model, prompt_ids)
                answer = {"greedy": greedy.new_text, "sampled": sampled.new_text}
            elif kind == "bert":
                result = inference.fill_mask(model, probe, top_k=5)
                # The words a visitor is offered, as in the Fill mask tab (models/tasks.py fill_mask)
                answer = {"top-5": [[p["token_str"], round(p["score"], 4)] for p in result.words[0]]}
                att = result.attention
            else:
                result = inference.infill(model, probe, max_new_tokens=PROBE_TOKENS)
                answer = {"filled": result.filled}
                att = result.attention["encoder self-attention"]
    except InputError as e:  # e.g. a probe longer than the model's context
        return {"error": str(e)}
    finally:
        model.train(was_training)
    return {"answer": answer, "attention": attention_record(att)}


def worker_main(argv: list[str] | None = None) -> int:
    """`python -m playground.train.worker [--size SIZE]`: get ready (GettingReady), then read the run's request
    line, train, report on stdout. The server starts one ahead of any Start (playground/train/spare.py)."""
    argv = sys.argv[1:] if argv is None else argv
    events = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # what train_tiny.py prints (progress, notes) goes to the log, not into the events

    def emit(event: str, **data) -> None:
        events.write(json.dumps({"event": event, "time": time.time(), **data}) + "\n")

    ready = GettingReady(argv[1] if argv[:1] == ["--size"] else None, sys.stdin)
    line = ready.until_asked(sys.stdin)
    if not line:  # the server went away, or let its spare go, before a run came
        return 0
    request = json.loads(line)
    if request.get("log"):  # from now on, what the run prints goes to its own log
        log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.close(log)
    try:
        return train(request, emit, ready)
    except Exception as e:  # the traceback goes to the run's log; the page gets one sentence
        import traceback  # noqa: PLC0415

        traceback.print_exc()
        emit("failed", message=f"Training failed ({type(e).__name__}: {str(e)[:200]}); press Start to try again.")
        return 1


# While a run trains, glibc keeps in its heap what each step frees, in pieces too scattered for the next steps to
# reuse: a BERT run on the quick preset grew from 420 to 920 MiB resident in 60 steps. Most of that came from BERT's
# scored rows, a new number of them at every step: models/bert.py now pads them to a few sizes (200 steps of the
# quick preset, one thread, trimmed every 5 steps: peak 686 MiB instead of 1,001-1,018). Handing the free pages back
# every few steps keeps the rest down (before the padding, 60 steps: peak 972-1,069 -> 904 MiB; 835 with a trim at
# every step). The pages a trim hands back are touched again by the next steps: a trim at every step made each step
# about 15% slower, one every TRIM_EVERY_STEPS steps within the noise (407 against 382-514 ms). A fixed mmap
# threshold (glibc.malloc.mmap_threshold) kept the memory down as well but made every step 35% slower
# (bench/RESULTS.md, "Memory of the whole process tree").
TRIM_EVERY_STEPS = 5
# Forking a process that holds torch is safe on Linux with one thread (the spare's); elsewhere (macOS's system
# libraries refuse a fork of a threaded process) the trials run in the spare itself, the request looked for between.
FORK_TRIALS = sys.platform.startswith("linux")


def request_waiting(stdin, timeout: float = 0.0) -> bool:
    """Whether the run's request line can be read from stdin (waiting up to `timeout` seconds for it)."""
    return bool(select.select([stdin], [], [], timeout)[0])


@dataclass
class ReadyCorpus:
    """The bundled corpus tokenized ahead for one preset (training.loop.ReadyText) and the trial steps' timings.
    While the spare waits, its token ids are packed (pack): the run gets lists again (unpack)."""
    text: object  # training.loop.ReadyText
    step_seconds: dict = field(default_factory=dict)  # step_key(...) -> seconds_per_step's answer, timed ahead
    packed: bool = False

    def pack(self) -> None:
        """The ids as arrays of 4-byte ints instead of lists of Python ints, while nobody needs them: 1.26 M ids on
        the quick preset take 5 MB instead of about 45 (an int object and a pointer each)."""
        t = self.text
        self.text = replace(t, train_ids=[array("i", ids) for ids in t.train_ids],
                            held_out_ids=[array("i", ids) for ids in t.held_out_ids])
        self.packed = True

    def unpack(self) -> None:
        """The ids as the loop takes them (and as prepare_text made them): lists of ints, the same values."""
        if self.packed:
            t = self.text
            self.text = replace(t, train_ids=[ids.tolist() for ids in t.train_ids],
                                held_out_ids=[ids.tolist() for ids in t.held_out_ids])
            self.packed = False

    def step_time(self, recipe, env, algorithm="muon") -> float:
        """The timing of one step, from the trial steps when this recipe was timed ahead (the ETA and the fit to
        the time budget read it; no number of the run does)."""
        from training.recipes import seconds_per_step  # noqa: PLC0415

        timed = self.step_seconds.get(step_key(recipe, env, algorithm))
        return timed if timed is not None else seconds_per_step(recipe, env, algorithm)


def step_key(recipe, env, algorithm: str) -> tuple:
    """What one training step's time depends on: the model, its batch, the device and precision, the optimizer."""
    return recipe.kind, repr(recipe.config), recipe.batch_size, recipe.window, str(env.device), env.use_bf16, algorithm


class GettingReady:
    """What every run does first, done before its request comes. At once: import torch and the training loop and switch
    on deterministic kernels as setup_env will. Then, with `size`: the bundled corpus tokenized for that preset on a
    thread (about 4 CPU-s, or 0.4 when an earlier run kept it: training/token_cache.py; no random numbers are drawn
    there, so a run on another text can start beside it), and once
    that is done, the ETA's trial steps of each model on it (1.5-3 s each with one thread; until_asked). Anything
    that fails here is left for the run to meet again and report."""

    def __init__(self, size: str | None, stdin=None):
        self.size, self.made, self.thread = size, None, None
        try:
            # torch comes in with the loop
            import training.loop  # noqa: PLC0415, F401
            from training.runtime import deterministic_kernels  # noqa: PLC0415

            deterministic_kernels()
        except Exception:  # noqa: BLE001
            return
        # A child started for a request already waiting (no spare was ready) gets nothing ready ahead: a run on
        # another text would train beside 5-6 s of CPU tokenizing a corpus it never reads (measured: 7.7 CPU-s for
        # the imports and the tiny preset's corpus, 2.1 for the imports alone), and a run on the bundled corpus
        # tokenizes it itself, in its prepare, as soon as here.
        if stdin is not None and request_waiting(stdin):
            self.size = None
        if self.size is not None:
            self.thread = threading.Thread(target=self._tokenize, daemon=True, name="bundled-corpus-ahead")
            self.thread.start()

    def _tokenize(self) -> None:
        import torch  # noqa: PLC0415

        from training.loop import prepare_text  # noqa: PLC0415
        from training.options import parse_args  # noqa: PLC0415
        from training.runtime import Env  # noqa: PLC0415

        try:
            # The bundled corpus as a run's prepare_text makes it (one process: no collective is asked).
            env = Env(rank=0, world_size=1, device=torch.device("cpu"), use_bf16=False)
            made = ReadyCorpus(prepare_text(parse_args(["--size", self.size]), env))
            made.pack()  # the lists it made are freed here, and handed back to the system with the trial steps'
            self.made = made
        except Exception:  # noqa: BLE001
            self.made = None

    def _time_steps(self, kind: str) -> None:
        """seconds_per_step for one model on the bundled corpus, as the run's prepare would ask it (on this, the
        main thread, before any run: its forked random state can cross no run's)."""
        from training.options import parse_args  # noqa: PLC0415
        from training.recipes import make_recipe, seconds_per_step  # noqa: PLC0415
        from training.runtime import setup_env  # noqa: PLC0415

        args = parse_args(["--models", kind, "--size", self.size, "--threads", "1"])
        env = setup_env(args.device, args.precision, args.threads)
        recipe = make_recipe(kind, self.made.text.tok, args, self.made.text.fit)
        self.made.step_seconds[step_key(recipe, env, args.optimizer)] = seconds_per_step(recipe, env, args.optimizer)

    def until_asked(self, stdin) -> str:
        """The request line ("" at the end of input), read once it comes. Meanwhile, once the corpus is ready, the
        trial steps: first of the tab's default model, here (its first step also pays this process's one-off set-up,
        which the run then does not), then of the others in a forked copy of this process, which the request ends at
        once, so that a Start never waits for a trial of a model it did not ask for."""
        if self.thread is not None:
            while self.thread.is_alive() and not request_waiting(stdin, 0.05):
                pass
            if not self.thread.is_alive() and self.made is not None and not request_waiting(stdin):
                from models import MODEL_KINDS  # noqa: PLC0415
                from playground.train.run import DEFAULT_KIND  # noqa: PLC0415

                try:
                    self._time_steps(DEFAULT_KIND)
                    others = [kind for kind in MODEL_KINDS if kind != DEFAULT_KIND]
                    if not FORK_TRIALS:
                        self._time_here(others, stdin)
                    elif not request_waiting(stdin):  # no fork when the request is already there
                        self._time_in_a_fork(others, stdin)
                except Exception:  # noqa: BLE001
                    pass
            # What the trial steps and the tokenizing freed (their models, batches, optimizer states; the ids as
            # lists) goes back to the system while the spare waits: about 1,100 -> 393 MiB resident, measured on the
            # quick preset (423 with the ids as lists).
            release_freed_memory()
        return stdin.readline()

    def _time_here(self, kinds: list[str], stdin) -> None:
        for kind in kinds:
            if request_waiting(stdin):
                return
            self._time_steps(kind)

    def _time_in_a_fork(self, kinds: list[str], stdin) -> None:
        """The trial steps of `kinds` in a forked copy of this process, their timings sent back through a pipe; a
        request (stdin readable) kills the copy at once. The copy's memory goes with it, too."""
        release_freed_memory()  # what the default model's trial freed: the copy starts with less to share
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the copy: time, report, vanish (no cleanup of the parent's: os._exit)
            try:
                os.close(read_end)
                for kind in kinds:
                    self._time_steps(kind)
                timings = [[list(key), seconds] for key, seconds in self.made.step_seconds.items()]
                os.write(write_end, json.dumps(timings).encode())
            finally:
                os._exit(0)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as report:
            if stdin in select.select([stdin, report], [], [])[0]:
                os.kill(pid, signal.SIGKILL)
            else:
                for key, seconds in json.loads(report.read() or b"[]"):
                    self.made.step_seconds[tuple(key)] = seconds
        os.waitpid(pid, 0)

    def corpus(self) -> ReadyCorpus | None:
        """The bundled corpus made ready (waiting for it if it is still being made), its ids unpacked, or None."""
        if self.thread is not None:
            self.thread.join()
        if self.made is not None:
            self.made.unpack()  # about 30 ms on the quick preset
        return self.made


def bundled_start(kind: str, folder: Path):
    """The bundled model of this kind to start from ("teach it your text"): its tokenizer, and its (config,
    weights) for the loop's start_weights, so that the run trains that model's shape from its weights with the
    preset's recipe (steps, learning rate, batches, objective) and dropout."""
    from models import CheckpointError  # noqa: PLC0415
    from models.hf_folder import find_weights, load_weights  # noqa: PLC0415
    from training import InputError as TrainingInputError  # noqa: PLC0415

    try:
        bundled = load_weights(find_weights(folder, kind))
    except (CheckpointError, OSError) as e:
        raise TrainingInputError(f"the bundled {TITLES[kind]} cannot be loaded ({e}); start from scratch "
                                 "instead") from None
    if bundled.tokenizer is None:
        raise TrainingInputError(f"the bundled {TITLES[kind]} has no tokenizer.json beside it; start from scratch "
                                 "instead")
    weights = {name: t.detach().clone() for name, t in bundled.state_dict().items()}
    return bundled.tokenizer, (bundled.config, weights)


def check_fits_bundled(recipe, config) -> None:
    """Refuse a preset that trains on windows longer than the bundled model reads (T5: relative positions)."""
    from training import InputError as TrainingInputError  # noqa: PLC0415

    reads = {"gpt": recipe.window - 1, "bert": recipe.window + 2}.get(recipe.kind)
    context = getattr(config, "max_seq_len", None)
    if reads is not None and reads > context:
        raise TrainingInputError(f"the preset trains {TITLES[recipe.kind]} on windows longer than the bundled "
                                 f"model's context of {context} tokens; start from scratch instead")


def train(request: dict, emit, ready: GettingReady | None = None) -> int:
    """The run itself: the loop's prepare, open_run_dir and train_model with the command line's flags (with the
    bundled corpus tokenized ahead, when it is the run's text and the run starts from scratch)."""
    orders = ServerOrders(request["session_folder"])
    emit("started")

    # After the pipes are set: importing torch takes a while.
    from training import InputError as TrainingInputError  # noqa: PLC0415
    from training.loop import Hooks, open_run_dir, train_model  # noqa: PLC0415
    from training.options import parse_args  # noqa: PLC0415
    from training.runtime import Interrupted, setup_env  # noqa: PLC0415

    args = parse_args(request["argv"])
    kind, probe = args.models[0], request["probe"]
    try:
        env = setup_env(args.device, args.precision, args.threads)
        plan = plan_run(args, env, request, ready)
    except TrainingInputError as e:
        emit("failed", message=str(e)[0].upper() + str(e)[1:])
        return 2
    report_prepared(plan, env, emit)
    open_run_dir(plan, env)
    last = {}  # the model and step of the latest step, the best step at the latest evaluation

    def time_budget() -> float | None:
        return args.time_budget if orders.budget is None else orders.budget

    try:
        entry = train_model(plan.recipes[0], plan, args, env,
                            Hooks(on_event=event_reporter(kind, probe, plan.tok, emit, last),
                                  should_stop=orders.stop.is_set, time_budget=time_budget))
    except Interrupted:
        save_stopped(last, plan, args, emit)
        return 0
    emit("finished", path=str(plan.run_dir / f"{kind}.safetensors"), steps=entry["steps"],
         metrics=entry.get("metrics", {}), baselines=entry.get("baselines", {}), best_step=entry.get("best_step"),
         best_valid_loss=entry.get("best_valid_loss"), stopped_early=entry.get("stopped_early", False))
    return 0


class ServerOrders:
    """What the server tells the run on stdin, heard on a thread of its own: "stop" (the loop stops after the step
    in progress) and "budget S" (others wait: the turn ends at S seconds of training; or, once nobody waits any
    more, at the run's own budget again)."""

    def __init__(self, session_folder: str):
        self.stop = threading.Event()
        self.budget: float | None = None  # the run's time budget once the server has changed it
        self.session_folder = session_folder
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self) -> None:
        for line in sys.stdin:
            words = line.split()
            if words == ["stop"]:
                self.stop.set()
                return
            if len(words) == 2 and words[0] == "budget":
                self.budget = float(words[1])
        # The end of input: the server is gone (killed, or ended without its atexit). Nobody will use this run or
        # remove its session's files, so the run does both, now.
        shutil.rmtree(self.session_folder, ignore_errors=True)
        os._exit(0)


def plan_run(args, env, request: dict, ready: GettingReady | None):
    """The loop's prepare for this run: from the bundled model's tokenizer and weights when it starts from them;
    from the bundled corpus tokenized ahead when that is its text, with the same fit, and it starts from scratch;
    else from nothing made ahead. Raises training's InputError for a text or start the run cannot use."""
    from training.loop import prepare, prepare_text  # noqa: PLC0415
    from training.recipes import fit_to_text, seconds_per_step  # noqa: PLC0415

    kind = args.models[0]
    text, start_weights, step_time = None, None, seconds_per_step
    if request.get("init_from"):
        tokenizer, start_weights = bundled_start(kind, Path(request["init_from"]))
        text, start_weights = prepare_text(args, env, tokenizer=tokenizer), {kind: start_weights}
    elif ready is not None and "--corpus" not in request["argv"] and (corpus := ready.corpus()) is not None \
            and fit_to_text(args, corpus.text.corpus_info) == corpus.text.fit:  # the same text, the same fit
        text, step_time = corpus.text, corpus.step_time
    plan = prepare(args, env, text, start_weights=start_weights, step_seconds=step_time)
    if start_weights:
        check_fits_bundled(plan.recipes[0], start_weights[kind][0])
    return plan


def report_prepared(plan, env, emit) -> None:
    """The text as the run will train on it: its tokens, vocabulary, how many words are one token, the corpus."""
    tokens = sum(map(len, plan.train_ids)) + sum(map(len, plan.held_out_ids))
    emit("prepared", tokens=tokens, train_tokens=sum(map(len, plan.train_ids)), vocab_size=plan.tok.vocab_size,
         one_token_share=round(one_token_share(plan.tok, plan.held_out_docs), 4), precision=env.precision,
         corpus={k: v for k, v in plan.corpus_info.items() if k != "files"})


def event_reporter(kind: str, probe: str, tok, emit, last: dict):
    """Hooks.on_event for the run: every step and evaluation as a JSON line, with the probe's answer at each
    evaluation; the latest model, step and best step kept in `last` for a stop."""
    from models import parameter_count  # noqa: PLC0415

    def on_event(name: str, model, state) -> None:
        log = state.log
        if name == "step" and state.step % TRIM_EVERY_STEPS == 0:
            release_freed_memory()  # see TRIM_EVERY_STEPS
        if name == "step":
            if not last:
                emit("training", parameters=parameter_count(model))
            last.update(model=model, step=state.step)
            emit("step", step=state.step, loss=log["train_loss"][-1], lr=log["lr"][-1], tokens=state.tokens_seen,
                 elapsed=round(state.elapsed, 3))
        else:
            last.update(best_step=log.get("best_step"))
            emit("eval", step=state.step, valid_loss=log["valid_loss"][-1], best_step=log.get("best_step"),
                 best_valid_loss=log.get("best_valid_loss"), **ask_probe(kind, model, tok, probe))
            release_freed_memory()  # what the evaluation and the probe freed, before the steps (or the measuring) go on

    return on_event


def save_stopped(last: dict, plan, args, emit) -> None:
    """The model as the loop leaves it on a stop: its best held-out weights so far (float32), else the last ones;
    saved into the run folder, and reported."""
    from models import save  # noqa: PLC0415

    path = plan.run_dir / f"{args.models[0]}.safetensors"
    kept_step = last.get("best_step")
    save(last["model"], path, metadata={"seed": str(args.seed), "tokenizer_sha256": plan.tok.sha256,
                                        "stopped_at_step": str(last["step"]),
                                        "kept_step": str(kept_step or last["step"])})
    emit("stopped", path=str(path), step=last["step"], best_step=kept_step or last["step"])


if __name__ == "__main__":
    sys.exit(worker_main())
