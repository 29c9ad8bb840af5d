"""The Train tab's one run without its page: its settings, and the child process that trains it, seen through its
events.

    run = TrainingRun("session-1", Settings(kind="bert", seed=0, text=None), folder)   # the bundled corpus
    run.launch(corpus=None, process=child)       # a child waiting for its request (playground/train/spare.py)
    while run.running:
        time.sleep(0.5); print(run.view()["step"], run.view()["loss"])
    run.stop()                                    # within a second; the best evaluation's weights are kept
    run.view()["kept_step"]                       # ... those of this step

One training code path: the child (playground/train/worker.py, `python -m playground.train.worker`) runs
train_tiny.py's own loop with the flags the command line would get (`Settings.argv`), so a run from the tab and
`python train_tiny.py` with those flags give the same weights bit for bit (tests/test_train_tab.py). It writes one
JSON line per step and evaluation on its stdout, which this module reads; a "stop" line on its stdin (or the server
going away: end of input) stops it after the step in progress. The model a run keeps has the weights of its best
held-out evaluation: each "eval" event names the best so far (best_step, best_valid_loss), and "finished" and
"stopped" the step whose weights were saved (a child that names none saved those of its last step). It runs one
torch thread, one tokenizer thread, at a lower CPU priority, so the page stays responsive.

Which runs a server has, one at a time, in whose session: playground/train/sessions.py (TRAINER). The visitor's
text and probe: playground/train/text.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

# The recipe every run follows: train_tiny.py's quick preset, its step count for the model. PLAYGROUND_TRAIN_SIZE
# and PLAYGROUND_TRAIN_STEPS change them (the tests run the tiny preset).
TRAIN_SIZE_VARIABLE, TRAIN_STEPS_VARIABLE = "PLAYGROUND_TRAIN_SIZE", "PLAYGROUND_TRAIN_STEPS"
EVAL_EVERY_VARIABLE = "PLAYGROUND_TRAIN_EVAL_EVERY"
DEFAULT_TRAIN_SIZE = "quick"
# Time budget: on a public Space at most 5 minutes (one run at a time per server, so a run keeps the others
# waiting); on your own machine up to 30.
SPACE_MAX_MINUTES, LOCAL_MAX_MINUTES = 5.0, 30.0
DEFAULT_MINUTES = 5.0
DEFAULT_KIND = "bert"  # the model the tab offers first (its spare child times this one first)
EVALUATIONS = 20  # held-out losses (and probe answers) per run
# Memory: a run's child holds at most about 850 MiB resident on the bundled corpus with the quick preset (BERT, the
# corpus tokenized ahead included; 1,189 MiB before BERT's scored rows were padded to a few sizes), less on a pasted
# text. The server polls it every MEMORY_POLL_SECONDS and ends a run that passes DEFAULT_MAX_RUN_MIB, so that one
# run cannot take the memory a 16 GB Space shares between its server and its visitors' requests.
# PLAYGROUND_TRAIN_MAX_MIB changes it (the tests set a tiny cap).
MAX_RUN_MIB_VARIABLE = "PLAYGROUND_TRAIN_MAX_MIB"
DEFAULT_MAX_RUN_MIB = 2048
MEMORY_POLL_SECONDS = 0.25
START_FROM = ("scratch", "bundled")  # a run starts from fresh weights, or from the bundled model of its kind
RUNNING = ("starting", "preparing", "training", "measuring")
# A run waits its turn in the server's queue ("queued") until the run ahead of it ends; a visitor who leaves the queue
# (Stop) or whose page goes leaves a run that never trained ("left").
QUEUED, LEFT = "queued", "left"


def train_size() -> str:
    return os.environ.get(TRAIN_SIZE_VARIABLE) or DEFAULT_TRAIN_SIZE


def eval_every_steps() -> int | None:
    """PLAYGROUND_TRAIN_EVAL_EVERY: steps between evaluations instead of EVALUATIONS per run (the browser test's run
    is far too long to end before its Stop, and still shows its probe's answers within seconds)."""
    value = os.environ.get(EVAL_EVERY_VARIABLE)
    return int(value) if value else None


def train_steps() -> int | None:
    value = os.environ.get(TRAIN_STEPS_VARIABLE)
    return int(value) if value else None


def max_run_mib() -> float:
    value = os.environ.get(MAX_RUN_MIB_VARIABLE)
    return float(value) if value else DEFAULT_MAX_RUN_MIB


def resident_mib(pid: int) -> float | None:
    """The resident memory (VmRSS) of a process in MiB, from /proc; None where there is no /proc or no process."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def max_minutes() -> float:
    """The time budget's cap: lower on a Hugging Face Space, where many visitors share one small machine."""
    return SPACE_MAX_MINUTES if os.environ.get("SPACE_ID") or os.environ.get("SYSTEM") == "spaces" else \
        LOCAL_MAX_MINUTES


# ---------------------------------------------------------------------------------------------------------------------
# A run's settings: what the page asks, and the train_tiny.py flags they are
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Settings:
    kind: str  # gpt | bert | t5
    seed: int = 0
    text: str | None = None  # None: the bundled corpus
    minutes: float = DEFAULT_MINUTES  # the time budget
    probe: str = ""  # "" = the model's default probe
    start_from: str = "scratch"  # "scratch": fresh weights and a tokenizer of its own; "bundled": see start_from_bundled
    size: str = field(default_factory=train_size)
    steps: int | None = field(default_factory=train_steps)  # None: the preset's

    def preset_steps(self) -> int:
        from training.recipes import SIZES  # noqa: PLC0415

        return self.steps or SIZES[self.size][self.kind]["steps"]

    def eval_every(self) -> int:
        return eval_every_steps() or max(1, self.preset_steps() // EVALUATIONS)

    def argv(self, out: Path | str, corpus: Path | str | None) -> list[str]:
        """The train_tiny.py flags of this run (the command line that reproduces it, with its corpus file)."""
        flags = ["--models", self.kind, "--size", self.size, "--seed", str(self.seed), "--threads", "1",
                 "--steps", str(self.preset_steps()), "--eval-every", str(self.eval_every()),
                 "--time-budget", f"{self.minutes * 60:g}", "--out", str(out)]
        return flags + (["--corpus", str(corpus)] if corpus is not None else [])

    def command(self) -> str | None:
        """The command that reproduces the run on your machine (bit for bit when it ends by its steps); None for a
        run from the bundled weights, which train_tiny.py has no flag for."""
        if self.start_from == "bundled":
            return None
        corpus = "your_text.txt" if self.text is not None else None
        return "python train_tiny.py " + " ".join(self.argv("runs/mine", corpus))


# ---------------------------------------------------------------------------------------------------------------------
# The server side: one run, seen through its events
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Probe:
    step: int
    valid_loss: float
    answer: dict | None
    attention: dict | None
    error: str | None = None


class TrainingRun:
    """One child process and what it has reported so far. Readers take `view()`; the reader thread writes."""

    def __init__(self, session: str, settings: Settings, folder: Path, resume_from: TrainingRun | None = None):
        self.session, self.settings, self.folder = session, settings, folder
        self.lock = threading.Lock()
        self.state = "starting"
        self.message = ""
        self.started_at = time.time()  # set again when a queued run is launched
        self.queued_at: float | None = None
        self.queue_place = None  # set by the server while the run is queued: () -> (place, seconds to wait)
        self.first_step_at: float | None = None
        self.last_step_at: float | None = None
        self.stop_asked_at: float | None = None
        self.ended_at: float | None = None
        self.max_steps = settings.preset_steps()
        self.data: dict = {}
        self.parameters = 0
        self.steps: list[int] = []
        self.loss: list[float] = []
        self.lr: list[float] = []
        self.tokens: list[int] = []
        self.elapsed = 0.0
        self.valid_steps: list[int] = []
        self.valid_loss: list[float] = []
        self.probes: list[Probe] = []
        # The best held-out evaluation so far, as the child reports it with each evaluation (the loop keeps the
        # weights of that step); None from a child that does not report it. kept_step: the step whose weights the
        # run's model holds, once it has ended with one.
        self.best_step: int | None = None
        self.best_valid_loss: float | None = None
        self.kept_step: int | None = None
        self.stopped_early = False
        self.model_path: Path | None = None
        self.metrics: dict = {}
        self.resumed = resume_from is not None
        self.previous = resume_from  # the session's run before this one (the server sets it for a new start too)
        # This turn's time budget in seconds of training, when the server has shortened it because others wait
        # (None: the settings' minutes). The clock counts every turn of a continued run, so a turn that starts at
        # turn_started_s seconds of training ends at turn_started_s + the shortened turn.
        self.turn_started_s = resume_from.elapsed if resume_from is not None else 0.0
        self.shortened_to: float | None = None
        if resume_from is not None:  # a continued run draws on from where the stopped one left off
            self.data, self.parameters = dict(resume_from.data), resume_from.parameters
            for name in ("steps", "loss", "lr", "tokens", "valid_steps", "valid_loss", "probes"):
                setattr(self, name, list(getattr(resume_from, name)))
            self.best_step, self.best_valid_loss = resume_from.best_step, resume_from.best_valid_loss
        self.process: subprocess.Popen | None = None
        self.memory_message = ""  # set when the run is ended for passing the memory cap
        self.on_model = None  # called with the model's path when the run ends with a model
        self.on_end = None  # called when the child has ended, however it ended

    # --- the child ---------------------------------------------------------------------------------------------------

    def launch(self, corpus: Path | None, process: subprocess.Popen) -> None:
        """Hand the run to `process`, a child waiting for its request (Spare.take)."""
        argv = self.settings.argv(self.folder, corpus) + (["--resume"] if self.resumed else [])
        with self.lock:
            self.state, self.started_at, self.process = "starting", time.time(), process
        request = {"argv": argv, "probe": self.settings.probe, "session_folder": str(self.folder.parent),
                   "log": str(self.folder / "worker.log")}
        if self.settings.start_from == "bundled":
            from playground.model_store import default_weights_dir  # noqa: PLC0415

            request["init_from"] = str(default_weights_dir().resolve())
        self.process.stdin.write((json.dumps(request) + "\n").encode())
        if self.shortened_to is not None:  # shortened while it waited (a continued run: its clock starts past 0)
            self.process.stdin.write(f"budget {self.shortened_to:g}\n".encode())
        self.process.stdin.flush()
        threading.Thread(target=self._read, daemon=True, name="training-run-reader").start()
        threading.Thread(target=self._watch_memory, args=(max_run_mib(),), daemon=True,
                         name="training-run-memory").start()

    def shorten_turn(self, seconds: float) -> bool:
        """End this turn after `seconds` more seconds of training than it had when it started, when that is sooner
        than its budget (others are waiting); True when it shortened it. A run not launched yet is told at launch."""
        with self.lock:
            limit = self.turn_started_s + seconds
            if limit >= self.budget_seconds() or self.state not in RUNNING + (QUEUED,):
                return False
            self.shortened_to = limit
            process = self.process
        self._tell(process, f"budget {limit:g}")
        return True

    def restore_turn(self) -> None:
        """Nobody waits any more: the run has its own time budget back."""
        with self.lock:
            if self.shortened_to is None or self.state not in RUNNING + (QUEUED,):
                return
            self.shortened_to = None
            process = self.process
        self._tell(process, f"budget {self.settings.minutes * 60:g}")

    def _tell(self, process: subprocess.Popen | None, line: str) -> None:
        """Write one line to the child's stdin (nothing when it has not been launched or has ended)."""
        if process is None:
            return
        try:
            process.stdin.write((line + "\n").encode())
            process.stdin.flush()
        except (OSError, ValueError):
            pass

    def budget_seconds(self) -> float:
        """The run's time budget in seconds of training: its settings', or its turn's when that was shortened."""
        budget = self.settings.minutes * 60
        return budget if self.shortened_to is None else min(budget, self.shortened_to)

    def _watch_memory(self, cap_mib: float) -> None:
        """End the child, at once, when its resident memory passes cap_mib (polled from /proc while it runs)."""
        process = self.process
        while process.poll() is None:
            rss = resident_mib(process.pid)
            if rss is not None and rss > cap_mib:
                with self.lock:
                    self.memory_message = (f"The run was stopped because its training process used {rss:,.0f} MiB "
                                           f"of memory, over this server's cap of {cap_mib:,.0f} MiB per run; "
                                           "press Start to try again, with a shorter text or the bundled corpus.")
                process.kill()
                return
            time.sleep(MEMORY_POLL_SECONDS)

    def _read(self) -> None:
        for line in self.process.stdout:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            self._apply(event)
        self.process.wait()
        with self.lock:
            if self.state in RUNNING and self.memory_message:  # ended by _watch_memory
                self.state, self.message = "failed", self.memory_message
            elif self.state in RUNNING:  # the child ended without saying how: it crashed or was killed
                tail = self.log_tail()
                self.state, self.message = "failed", ("The training process ended unexpectedly"
                                                      + (f" ({tail})" if tail else "") + "; press Start to try again.")
            self.ended_at = self.ended_at or time.time()
        if self.on_end is not None:
            self.on_end()

    def _apply(self, event: dict) -> None:
        name = event["event"]
        with self.lock:
            if name == "prepared":
                self.state = "preparing"
                self.data = {k: event[k] for k in ("tokens", "train_tokens", "vocab_size", "one_token_share",
                                                   "precision", "corpus")}
            elif name == "training":
                self.state, self.parameters = "training", event["parameters"]
            elif name == "step":
                self.state = "training" if self.state != "measuring" else self.state
                self.first_step_at = self.first_step_at or time.time()
                self.last_step_at = time.time()
                self.steps.append(event["step"])
                self.loss.append(event["loss"])
                self.lr.append(event["lr"])
                self.tokens.append(event["tokens"])
                self.elapsed = event["elapsed"]
            elif name == "eval":
                self.valid_steps.append(event["step"])
                self.valid_loss.append(event["valid_loss"])
                self.probes.append(Probe(event["step"], event["valid_loss"], event.get("answer"),
                                         event.get("attention"), event.get("error")))
                self._read_best(event)
                if event["step"] >= self.max_steps or self.elapsed >= self.budget_seconds():
                    self.state = "measuring"  # the loop has ended: finish_model measures it on held-out text
            elif name in ("stopped", "finished"):
                self.model_path = Path(event["path"])
                self.metrics = event.get("metrics", {})
                self._read_best(event)
                # The weights saved: those of best_step; from a child that does not say (or a stop before the first
                # evaluation), those of the step it ended at.
                last = event.get("step") or event.get("steps") or (self.steps[-1] if self.steps else 0)
                self.kept_step = int(event["best_step"]) if event.get("best_step") is not None else last
                self.stopped_early = bool(event.get("stopped_early"))  # the loop's patience ended it
                self.state, self.ended_at = name, time.time()
            elif name == "failed":
                self.state, self.message, self.ended_at = "failed", event["message"], time.time()
        if name in ("stopped", "finished") and self.on_model is not None:
            self.on_model(self)

    def _read_best(self, event: dict) -> None:
        """The best held-out evaluation so far, from an event that names it (called under self.lock). An event with
        best_step but not its loss (a "stopped" one) takes the loss recorded at that step; a step with no evaluation
        (a stop before the first one) is no best evaluation."""
        step, loss = event.get("best_step"), event.get("best_valid_loss")
        if loss is None:
            loss = dict(zip(self.valid_steps, self.valid_loss)).get(step)
        if step is not None and loss is not None:
            self.best_step, self.best_valid_loss = int(step), float(loss)

    def stop(self) -> None:
        """Ask the child to stop after the step in progress (it keeps the weights of its best evaluation so far)."""
        with self.lock:
            if self.state not in RUNNING or self.stop_asked_at is not None or self.process is None:
                return
            self.stop_asked_at = time.time()
        try:
            self.process.stdin.write(b"stop\n")
            self.process.stdin.flush()
        except (OSError, ValueError):
            pass

    def kill(self, timeout: float = 3.0) -> None:
        """Stop, and end the child if it has not ended within `timeout` seconds."""
        if self.process is None:
            return
        self.stop()
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)

    @property
    def running(self) -> bool:
        return self.state in RUNNING

    def log_tail(self) -> str:
        try:
            lines = (self.folder / "worker.log").read_text(errors="replace").strip().splitlines()
        except OSError:
            return ""
        return lines[-1][-200:] if lines else ""

    # --- what the page and the API show ------------------------------------------------------------------------------

    def seconds_left(self) -> float | None:
        """The time left: by the step rate so far, capped by the time budget (this turn's)."""
        budget_left = max(0.0, self.budget_seconds() - self.elapsed)
        if not self.steps or self.elapsed <= 0:
            return budget_left
        seconds_per_step = self.elapsed / self.steps[-1]  # both count every session of a continued run
        return min((self.max_steps - self.steps[-1]) * seconds_per_step, budget_left)

    def tokens_per_second(self) -> float:
        if not self.tokens or self.elapsed <= 0:
            return 0.0
        return self.tokens[-1] / self.elapsed

    def view(self) -> dict:
        """A copy of the run's state as plain data: what /train_status answers, and what the page draws. A queued
        run says its place (1: next) and about how many seconds it has left to wait."""
        place, wait = self.queue_place() if self.state == QUEUED and self.queue_place is not None else (None, None)
        with self.lock:
            return {
                "state": self.state, "message": self.message, "kind": self.settings.kind,
                "settings": {k: v for k, v in asdict(self.settings).items() if k != "text"}
                | {"bundled_corpus": self.settings.text is None, "eval_every": self.settings.eval_every()},
                "command": self.settings.command(),
                "data": self.data, "parameters": self.parameters, "max_steps": self.max_steps,
                "step": self.steps[-1] if self.steps else 0,
                "loss": self.loss[-1] if self.loss else None,
                "lr": self.lr[-1] if self.lr else None,
                "tokens": self.tokens[-1] if self.tokens else 0,
                "seconds": round(self.elapsed, 2),
                "tokens_per_second": round(self.tokens_per_second()),
                "seconds_left": None if not self.running else self.seconds_left(),
                "queue": None if place is None else {"place": place, "wait_seconds": round(wait, 1),
                                                     "waited_seconds": round(time.time() - self.queued_at, 1)},
                "budget_seconds": round(self.budget_seconds(), 2),
                "turn_shortened": self.shortened_to is not None,
                "curve": {"steps": list(self.steps), "loss": list(self.loss), "lr": list(self.lr),
                          "tokens": list(self.tokens)},
                "valid": {"steps": list(self.valid_steps), "loss": list(self.valid_loss)},
                "best_step": self.best_step, "best_valid_loss": self.best_valid_loss, "kept_step": self.kept_step,
                "stopped_early": self.stopped_early,
                "probes": [asdict(p) for p in self.probes],
                "metrics": self.metrics,
                "timings": {"first_loss_s": self._since_start(self.first_step_at),
                            "stop_to_stopped_s": (None if self.stop_asked_at is None or self.ended_at is None
                                                  else round(self.ended_at - self.stop_asked_at, 3))},
            }

    def _since_start(self, t: float | None) -> float | None:
        return None if t is None else round(t - self.started_at, 3)

