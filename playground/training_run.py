"""The Train tab without its page: a visitor's training run, in a child process, through train_tiny.py's own loop.

    run = TRAINER.start("session-1", Settings(kind="bert", seed=0, text=None))   # the bundled corpus
    while run.state in ("starting", "preparing", "training", "measuring"):
        time.sleep(0.5); print(run.view()["step"], run.view()["loss"])
    TRAINER.stop("session-1")                     # within a second; the model as it was at that step is kept
    TRAINER.model_for("session-1", "bert")        # the visitor's own BERT, for the other tabs of that session

One training code path: the child (playground/training_worker.py, `python -m playground.training_worker`) runs
train_tiny.py's own loop with the flags the command line would get (`Settings.argv`), so a run from the tab and
`python train_tiny.py` with those flags give the same weights bit for bit (tests/test_train_tab.py). It writes one
JSON line per step and evaluation on its stdout, which this module reads; a "stop" line on its stdin (or the server
going away: end of input) stops it after the step in progress, with the model as it was at that step. It runs one
torch thread, one tokenizer thread, at a lower CPU priority, so the page stays responsive.

One run at a time per server: a second Start is refused with a sentence saying whose run is going and how long it
has left. Everything a run writes lives in its session's temporary folder, removed when the session ends (the
page closes), after SESSION_TTL seconds without a visit, and when the server exits. The trained model is used by
the other tabs of that session only (SessionModels, which handlers.MODELS is); other visitors keep the bundled ones.
"""

from __future__ import annotations

import atexit
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the child runs as `python -m playground.training_run` from the repository root
    sys.path.insert(0, str(ROOT))

from models import MODEL_KINDS  # noqa: E402
from models.generation import DEFAULT_SAMPLING  # noqa: E402
from playground.inference import TITLES, InputError  # noqa: E402

# The recipe every run follows: train_tiny.py's quick preset, its step count for the model. PLAYGROUND_TRAIN_SIZE
# and PLAYGROUND_TRAIN_STEPS change them (the tests run the tiny preset).
TRAIN_SIZE_VARIABLE, TRAIN_STEPS_VARIABLE = "PLAYGROUND_TRAIN_SIZE", "PLAYGROUND_TRAIN_STEPS"
DEFAULT_TRAIN_SIZE = "quick"
# Time budget: on a public Space at most 5 minutes (one run at a time per server, so a run keeps the others
# waiting); on your own machine up to 30.
SPACE_MAX_MINUTES, LOCAL_MAX_MINUTES = 5.0, 30.0
DEFAULT_MINUTES = 5.0
# Text: at most 150 KB (the server refuses request bodies over 256 KB, and a pasted text travels as escaped JSON),
# at least 300 words in at least two documents (documents are separated by blank lines; some are held out).
MAX_TEXT_BYTES = 150_000
MIN_WORDS = 300
MIN_HELD_OUT_WORDS = 20
EVALUATIONS = 20  # held-out losses (and probe answers) per run
PROBE_TOKENS = 20  # what GPT writes for its probe
PROBE_SAMPLING = replace(DEFAULT_SAMPLING, max_new_tokens=PROBE_TOKENS)  # sampled: the Generate tab's defaults
MAX_PROBE_CHARS = 200
DEFAULT_PROBES = {"gpt": "Once upon a time", "bert": "The cat sat on the [MASK].", "t5": "The cat ___ on the mat."}
SESSION_TTL = 3600.0  # seconds: a session not seen for this long loses its runs and files
# Memory: a run's child holds about 1.2 GB resident on the bundled corpus with the quick preset (measured: at most
# 1,189 MiB for BERT, the corpus tokenized ahead included), less on a pasted text. The server polls it every MEMORY_POLL_SECONDS and ends a run that passes twice that,
# so that one run cannot take the memory a 16 GB Space shares between its server and its visitors' requests.
# PLAYGROUND_TRAIN_MAX_MIB changes it (the tests set a tiny cap).
MAX_RUN_MIB_VARIABLE = "PLAYGROUND_TRAIN_MAX_MIB"
DEFAULT_MAX_RUN_MIB = 2048
# The waiting spare child (Spare) holds about 430 MB while nobody trains (425 MiB measured, quick preset).
# PLAYGROUND_TRAIN_SPARE=0 goes without it, for a server short of memory (each Start then pays the 5-7 s of getting
# ready), and for the tests whose server never trains.
SPARE_VARIABLE = "PLAYGROUND_TRAIN_SPARE"
MEMORY_POLL_SECONDS = 0.25
START_FROM = ("scratch", "bundled")  # a run starts from fresh weights, or from the bundled model of its kind
RUNNING = ("starting", "preparing", "training", "measuring")
TEMP_PREFIX = "playground-train-"  # + the server's pid: what a killed server left is found by the next one
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")  # a word for the text's statistics: letters, one apostrophe


def train_size() -> str:
    return os.environ.get(TRAIN_SIZE_VARIABLE) or DEFAULT_TRAIN_SIZE


def train_steps() -> int | None:
    value = os.environ.get(TRAIN_STEPS_VARIABLE)
    return int(value) if value else None


def max_run_mib() -> float:
    value = os.environ.get(MAX_RUN_MIB_VARIABLE)
    return float(value) if value else DEFAULT_MAX_RUN_MIB


def spare_wanted() -> bool:
    return os.environ.get(SPARE_VARIABLE, "1").strip() != "0"


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
# The visitor's text: checked, with the statistics shown before anything starts
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class TextStats:
    characters: int
    words: int
    documents: int
    train_documents: int
    held_out_documents: int
    held_out_words: int

    def describe(self) -> str:
        return (f"{self.characters:,} characters, {self.words:,} words, {self.documents:,} documents: "
                f"{self.train_documents:,} to train on, {self.held_out_documents:,} held out "
                f"({self.held_out_words:,} words) to measure learning")


def decode_text(data: bytes, what: str = "Your text") -> str:
    """UTF-8 bytes to text, or an InputError saying what to do."""
    if len(data) > MAX_TEXT_BYTES:
        raise InputError(f"{what} is {len(data) / 1000:,.0f} KB, over the {MAX_TEXT_BYTES // 1000} KB a run here "
                         "takes; use a shorter part of it, or train on all of it on your own machine with "
                         "`python train_tiny.py --corpus FILE`.")
    if b"\x00" in data:
        raise InputError(f"{what} looks binary (it contains NUL bytes); upload a plain UTF-8 .txt file.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{what} is not UTF-8 (bad byte at offset {e.start}); save it as UTF-8 text and try "
                         "again.") from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n")


def check_text(text: str | None) -> TextStats:
    """The statistics of a text a run may train on; InputError (one sentence, what to do) when it may not."""
    from training.corpus import hold_out_by_hash, split_documents  # noqa: PLC0415 (torch: only when needed)

    text = text or ""
    if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
        decode_text(text.encode("utf-8"))  # the over-the-cap message
    if not text.strip():
        raise InputError(f"Your text is empty; paste or upload some UTF-8 text (at least {MIN_WORDS} words), or "
                         "pick the bundled corpus.")
    words = len(WORD.findall(text))
    if words < MIN_WORDS:
        raise InputError(f"Your text has {words:,} word{'s' if words != 1 else ''}; a run needs at least "
                         f"{MIN_WORDS} words (about a page), so paste more text.")
    docs = split_documents(text)
    if len(docs) < 2:
        raise InputError("Your text is one document (it has no blank line), so nothing can be held out to measure "
                         "learning; put a blank line between paragraphs.")
    train, held_out = hold_out_by_hash(docs)
    held_out_words = sum(len(WORD.findall(d)) for d in held_out)
    if held_out_words < MIN_HELD_OUT_WORDS:
        raise InputError(f"The documents held out of your text have only {held_out_words} words, too few to measure "
                         "learning; split your text into more paragraphs with blank lines.")
    return TextStats(len(text), words, len(docs), len(train), len(held_out), held_out_words)


def check_probe(kind: str, probe: str | None) -> str:
    """The probe the model answers at each evaluation: text with [MASK] for BERT, a blank for T5."""
    probe = (probe or "").strip()
    example = DEFAULT_PROBES[kind]
    if not probe:
        raise InputError(f"The probe is empty; type what {TITLES[kind]} should answer as it learns, for example: "
                         f"{example}")
    if len(probe) > MAX_PROBE_CHARS:
        raise InputError(f"The probe is {len(probe):,} characters; shorten it to at most {MAX_PROBE_CHARS}.")
    if kind == "bert" and "[MASK]" not in probe:
        raise InputError(f"BERT's probe needs a [MASK] where it should guess a word, for example: {example}")
    if kind == "t5" and not re.search(r"_{3,}|<extra_id_\d+>", probe):
        raise InputError(f"T5's probe needs a blank (___) where it should fill in words, for example: {example}")
    return probe


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
        return max(1, self.preset_steps() // EVALUATIONS)

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
        self.started_at = time.time()
        self.first_step_at: float | None = None
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
        self.model_path: Path | None = None
        self.metrics: dict = {}
        self.resumed = resume_from is not None
        if resume_from is not None:  # a continued run draws on from where the stopped one left off
            self.data, self.parameters = dict(resume_from.data), resume_from.parameters
            for name in ("steps", "loss", "lr", "tokens", "valid_steps", "valid_loss", "probes"):
                setattr(self, name, list(getattr(resume_from, name)))
        self.process: subprocess.Popen | None = None
        self.memory_message = ""  # set when the run is ended for passing the memory cap
        self.on_model = None  # called with the model's path when the run ends with a model
        self.on_end = None  # called when the child has ended, however it ended

    # --- the child ---------------------------------------------------------------------------------------------------

    def launch(self, corpus: Path | None, process: subprocess.Popen) -> None:
        """Hand the run to `process`, a child waiting for its request (Spare.take)."""
        argv = self.settings.argv(self.folder, corpus) + (["--resume"] if self.resumed else [])
        self.process = process
        request = {"argv": argv, "probe": self.settings.probe, "session_folder": str(self.folder.parent),
                   "log": str(self.folder / "worker.log")}
        if self.settings.start_from == "bundled":
            from playground.inference import default_weights_dir  # noqa: PLC0415

            request["init_from"] = str(default_weights_dir().resolve())
        self.process.stdin.write((json.dumps(request) + "\n").encode())
        self.process.stdin.flush()
        threading.Thread(target=self._read, daemon=True, name="training-run-reader").start()
        threading.Thread(target=self._watch_memory, args=(max_run_mib(),), daemon=True,
                         name="training-run-memory").start()

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
                if event["step"] >= self.max_steps or self.elapsed >= self.settings.minutes * 60:
                    self.state = "measuring"  # the loop has ended: finish_model measures it on held-out text
            elif name in ("stopped", "finished"):
                self.model_path = Path(event["path"])
                self.metrics = event.get("metrics", {})
                self.state, self.ended_at = name, time.time()
            elif name == "failed":
                self.state, self.message, self.ended_at = "failed", event["message"], time.time()
        if name in ("stopped", "finished") and self.on_model is not None:
            self.on_model(self)

    def stop(self) -> None:
        """Ask the child to stop after the step in progress (it keeps the model as it is then)."""
        with self.lock:
            if self.state not in RUNNING or self.stop_asked_at is not None:
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
        """The time left: by the step rate so far, capped by the time budget."""
        budget_left = max(0.0, self.settings.minutes * 60 - self.elapsed)
        if not self.steps or self.elapsed <= 0:
            return budget_left
        seconds_per_step = self.elapsed / self.steps[-1]  # both count every session of a continued run
        return min((self.max_steps - self.steps[-1]) * seconds_per_step, budget_left)

    def tokens_per_second(self) -> float:
        if not self.tokens or self.elapsed <= 0:
            return 0.0
        return self.tokens[-1] / self.elapsed

    def view(self) -> dict:
        """A copy of the run's state as plain data: what /train_status answers, and what the page draws."""
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
                "curve": {"steps": list(self.steps), "loss": list(self.loss), "lr": list(self.lr),
                          "tokens": list(self.tokens)},
                "valid": {"steps": list(self.valid_steps), "loss": list(self.valid_loss)},
                "probes": [asdict(p) for p in self.probes],
                "metrics": self.metrics,
                "timings": {"first_loss_s": self._since_start(self.first_step_at),
                            "stop_to_stopped_s": (None if self.stop_asked_at is None or self.ended_at is None
                                                  else round(self.ended_at - self.stop_asked_at, 3))},
            }

    def _since_start(self, t: float | None) -> float | None:
        return None if t is None else round(t - self.started_at, 3)


# ---------------------------------------------------------------------------------------------------------------------
# The server's runs and sessions: one run at a time, each session's model and files
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Session:
    folder: Path  # everything this session's runs write
    seen: float = field(default_factory=time.time)
    runs: int = 0
    last: TrainingRun | None = None
    models: dict = field(default_factory=dict)  # kind -> (model, what it is, in words)


class Spare:
    """One child started before any Start asks for it, which gets ready while it waits (training_worker.get_ready:
    Python, torch and train_tiny.py imported, the bundled corpus tokenized for the tab's preset), so that a run
    pays for none of that: about 4 s of the time to its first loss point (bench/RESULTS.md). The server starts
    one when it starts serving and another when a run ends (not while one trains: it would take CPU from it)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.process: subprocess.Popen | None = None
        self.closed = False  # the server is shutting down: a run that ends now starts no spare

    @staticmethod
    def spawn() -> subprocess.Popen:
        env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", RAYON_NUM_THREADS="1",
                   TOKENIZERS_PARALLELISM="false", PYTHONPATH=str(ROOT))
        # Until its request names the run's log, what it prints is nobody's: it has no run yet.
        return subprocess.Popen([sys.executable, "-m", "playground.training_worker", "--size", train_size()],
                                cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL)

    def start(self) -> None:
        """Have a spare waiting (a new one unless one is already alive), unless PLAYGROUND_TRAIN_SPARE=0."""
        with self.lock:
            if spare_wanted() and not self.closed and (self.process is None or self.process.poll() is not None):
                self.process = self.spawn()

    def take(self) -> subprocess.Popen:
        """The waiting spare (or a new child, when there is none): it is the run's from now on."""
        with self.lock:
            process, self.process = self.process, None
        return process if process is not None and process.poll() is None else self.spawn()

    def close(self) -> None:
        with self.lock:
            process, self.process, self.closed = self.process, None, True
        if process is not None:
            process.kill()
            process.wait()


class Trainer:
    """The server's training runs: at most one at a time, each in its session's temporary folder."""

    def __init__(self, ttl: float = SESSION_TTL):
        self.ttl = ttl
        remove_dead_servers_files()
        self.lock = threading.RLock()
        self.archive_lock = threading.Lock()
        self.sessions: dict[str, Session] = {}
        self.active: TrainingRun | None = None
        self.spare = Spare()

    def session(self, session_id: str) -> Session:
        with self.lock:
            s = self.sessions.get(session_id)
            if s is None:
                folder = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-"))
                s = self.sessions[session_id] = Session(folder)
            s.seen = time.time()
            return s

    def start(self, session_id: str, settings: Settings, resume: bool = False) -> TrainingRun:
        """Start a run (or continue this session's stopped one); InputError when one is already going."""
        if settings.kind not in MODEL_KINDS:
            raise InputError(f"The model must be one of {', '.join(MODEL_KINDS)}; pick one of those.")
        settings.probe = check_probe(settings.kind, settings.probe or DEFAULT_PROBES[settings.kind])
        if settings.text is not None:
            check_text(settings.text)
        if settings.start_from not in START_FROM:
            raise InputError(f"Start from must be one of {', '.join(START_FROM)}; pick one of those.")
        if settings.start_from == "bundled":
            from models.hf_folder import find_weights  # noqa: PLC0415

            from playground.inference import default_weights_dir  # noqa: PLC0415

            if not find_weights(default_weights_dir(), settings.kind).is_file():
                raise InputError(f"There is no bundled {TITLES[settings.kind]} on this server to start from; pick "
                                 "'from scratch' instead.")
        self.sweep()
        with self.lock:
            active = self.active
            if active is not None and active.running:
                if active.session == session_id:
                    raise InputError(f"Your {TITLES[active.settings.kind]} run is still training (step "
                                     f"{active.steps[-1] if active.steps else 0} of {active.max_steps}); press Stop "
                                     "first, or wait for it to finish.")
                raise InputError(queue_message(active))
            session = self.session(session_id)
            previous = session.last
            if resume:
                if previous is None or previous.state != "stopped":
                    raise InputError("There is no stopped run to continue; press Start to begin one.")
                settings, folder = previous.settings, previous.folder
            else:
                session.runs += 1
                folder = session.folder / f"run-{session.runs}"
                folder.mkdir()
                if previous is not None and previous.folder != folder:  # start over: the older run's files go
                    shutil.rmtree(previous.folder, ignore_errors=True)
            corpus = None
            if settings.text is not None:
                corpus = folder / "text.txt"
                if not resume:
                    write_text_atomic(corpus, settings.text)
            run = TrainingRun(session_id, settings, folder, resume_from=previous if resume else None)
            run.on_model, run.on_end = self._adopt, self.spare.start
            run.launch(corpus, self.spare.take())
            session.last = self.active = run
            return run

    def stop(self, session_id: str) -> TrainingRun:
        with self.lock:
            session = self.sessions.get(session_id)
            run = session.last if session else None
            if run is None or not run.running:
                raise InputError("You have no run training; press Start to begin one.")
        run.stop()
        return run

    def last_run(self, session_id: str) -> TrainingRun | None:
        with self.lock:
            session = self.sessions.get(session_id)
            if session is None:
                return None
            session.seen = time.time()
            return session.last

    def archive(self, session_id: str) -> Path:
        """The session's finished or stopped model as one zip in its run's folder (playground/train_archive.py)."""
        from playground.train_archive import archive_name  # noqa: PLC0415

        run = self.last_run(session_id)
        if run is None or run.running or run.model_path is None or not run.model_path.is_file():
            what = "your run is still training; press Stop first, or wait for it to finish" if run and run.running \
                else "there is no finished or stopped model to download; train one first"
            raise InputError(f"Nothing to download yet: {what}.")
        view = run.view()
        with self.archive_lock:  # two clicks at once write it once
            path = run.folder / archive_name(view)
            if not path.is_file():
                write_text_atomic(run.folder / "view.json", json.dumps(public_view(view)))
                done = subprocess.run([sys.executable, "-m", "playground.train_archive", str(run.folder / "view.json"),
                                       str(run.model_path), str(run.folder)], cwd=ROOT, capture_output=True,
                                      text=True, timeout=120, env=dict(os.environ, OMP_NUM_THREADS="1",
                                                                        PYTHONPATH=str(ROOT)))
                if done.returncode != 0 or not path.is_file():
                    tail = (done.stderr.strip().splitlines() or [""])[-1][-200:]
                    raise InputError(f"The model could not be written as a zip ({tail}); press Download again.")
            return path

    def _adopt(self, run: TrainingRun) -> None:
        """A finished or stopped run's model becomes its session's model of that kind."""
        import models  # noqa: PLC0415

        try:
            model = models.load(run.model_path)
        except Exception as e:  # noqa: BLE001 (a broken file must not break the server)
            with run.lock:
                run.state, run.message = "failed", f"The trained model could not be loaded ({e}); press Start again."
            return
        model.run_folder = run.model_path.parent  # its tokenizer.json and the snapshots taken while it trained
        step = run.steps[-1] if run.steps else 0
        how = "stopped" if run.state == "stopped" else "trained"
        with self.lock:
            session = self.sessions.get(run.session)
            if session is not None:
                start = ", from the bundled weights" if run.settings.start_from == "bundled" else ""
                session.models[run.settings.kind] = (model, f"the {TITLES[run.settings.kind]} you {how} in the "
                                                            f"Train tab ({step:,} steps, seed {run.settings.seed}"
                                                            f"{start})")

    def model_for(self, session_id: str | None, kind: str):
        """(model, description) the session trained, or None: the bundled model then."""
        with self.lock:
            session = self.sessions.get(session_id) if session_id else None
            if session is None:
                return None
            session.seen = time.time()  # a session that uses its model is not idle
            return session.models.get(kind)

    def forget_model(self, session_id: str, kind: str) -> None:
        with self.lock:
            session = self.sessions.get(session_id)
            if session is not None:
                session.models.pop(kind, None)

    def end_session(self, session_id: str) -> None:
        """The session is over: its run stops, its models go, its folder is removed."""
        with self.lock:
            session = self.sessions.pop(session_id, None)
        if session is None:
            return
        if session.last is not None:
            session.last.kill()
        shutil.rmtree(session.folder, ignore_errors=True)

    def sweep(self) -> None:
        """End the sessions not seen for `ttl` seconds whose run is not training."""
        now = time.time()
        with self.lock:
            stale = [sid for sid, s in self.sessions.items()
                     if now - s.seen > self.ttl and not (s.last is not None and s.last.running)]
        for sid in stale:
            self.end_session(sid)

    def shutdown(self) -> None:
        self.spare.close()
        for sid in list(self.sessions):
            self.end_session(sid)


def public_view(view: dict) -> dict:
    """The run as JSON without the attention maps (what /train_status answers and the model card quotes)."""
    return view | {"probes": [{k: v for k, v in p.items() if k != "attention"} for p in view["probes"]]}


def queue_message(active: TrainingRun) -> str:
    """What a visitor who presses Start while another visitor's run trains is told: there is no waiting line, so
    what they wait for and about how long: the rest of that run's time budget (its end at the latest), and sooner
    when its step rate says it will end by its steps first."""
    with active.lock:
        budget_left = max(0.0, active.settings.minutes * 60 - active.elapsed)
    likely = active.seconds_left()
    sooner = (f", likely in about {minutes_and_seconds(likely)} at its pace"
              if likely is not None and likely < budget_left - 10 else "")
    return (f"Another visitor's {TITLES[active.settings.kind]} run is training, and this server trains one run at a "
            f"time: it ends within {minutes_and_seconds(budget_left)} (what is left of its time budget){sooner}; "
            "you are not in a queue, so press Start again then.")


def remove_dead_servers_files() -> None:
    """Remove the session folders of servers that ended without removing them (SIGKILL, a power cut)."""
    for folder in Path(tempfile.gettempdir()).glob(f"{TEMP_PREFIX}*-*"):
        try:
            os.kill(int(folder.name[len(TEMP_PREFIX):].split("-")[0]), 0)  # raises if no such process
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)
        except (ValueError, PermissionError):
            continue  # not ours, or another user's live server


def write_text_atomic(path: Path, text: str) -> None:
    from models.atomic import atomic_write_bytes  # noqa: PLC0415

    atomic_write_bytes(path, text.encode("utf-8"))


def minutes_and_seconds(seconds: float | None) -> str:
    """'2:05'; 'a few seconds' when it is about to end; 'a few minutes' when nobody knows yet."""
    if seconds is None or not math.isfinite(seconds):
        return "a few minutes"
    if seconds < 10:
        return "a few seconds"
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


TRAINER = Trainer()
atexit.register(TRAINER.shutdown)


# ---------------------------------------------------------------------------------------------------------------------
# The other tabs: the session's own model where it trained one
# ---------------------------------------------------------------------------------------------------------------------


def current_session() -> str | None:
    """The session of the request being handled (Gradio keeps it in a context variable), or None outside one."""
    try:
        from gradio.context import LocalContext  # noqa: PLC0415
    except ImportError:
        return None
    request = LocalContext.request.get(None)
    return getattr(request, "session_hash", None) if request is not None else None


class SessionModels:
    """A ModelStore that answers get(kind) with the model this session trained, where there is one; everything
    else (status, load, folder, ...) is the store's."""

    def __init__(self, store, trainer: Trainer = TRAINER):
        self.store, self.trainer = store, trainer

    def get(self, kind: str):
        own = self.trainer.model_for(current_session(), kind)
        return own[0] if own else self.store.get(kind)

    def current_for(self, kind: str, session_id: str | None = None):
        """The store's model set for one request about `kind` (the Inside tab's views), with this session's own
        model of that kind in it where it has one, and that run's folder as the set's folder: the views that read
        files beside the weights (the snapshots taken during training, the training log) read the run's own."""
        model_set = self.store.current()
        own = self.trainer.model_for(session_id or current_session(), kind)
        if not own:
            return model_set
        from dataclasses import replace  # noqa: PLC0415
        from types import MappingProxyType  # noqa: PLC0415

        model = own[0]
        return replace(model_set, folder=model.run_folder,
                       models=MappingProxyType({**model_set.models, kind: model}),
                       errors={k: v for k, v in model_set.errors.items() if k != kind}, tokenizer_sha256=None)

    def describe(self, kind: str) -> str | None:
        """In words, the session's own model of this kind, or None when it uses the bundled one."""
        own = self.trainer.model_for(current_session(), kind)
        return own[1] if own else None

    def __getattr__(self, name):
        return getattr(self.store, name)

