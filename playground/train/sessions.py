"""The server's training runs and its visitors' sessions: one run at a time, each session's model and files.

    run = TRAINER.start("session-1", Settings(kind="bert", seed=0, text=None))   # the bundled corpus
    while run.state in ("starting", "preparing", "training", "measuring"):
        time.sleep(0.5); print(run.view()["step"], run.view()["loss"])
    TRAINER.stop("session-1")                     # within a second; the model as it was at that step is kept
    TRAINER.model_for("session-1", "bert")        # the visitor's own BERT, for the other tabs of that session

One run at a time per server: a second Start is refused with a sentence saying whose run is going and how long it
has left. Everything a run writes lives in its session's temporary folder, removed when the session ends (the
page closes), after SESSION_TTL seconds without a visit, and when the server exits. The trained model is used by
the other tabs of that session only (SessionModels, which handlers.MODELS is); other visitors keep the bundled ones.
A run itself (its settings, its child process, what it reports) is playground/train/run.py.
"""

from __future__ import annotations

import atexit
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from models import MODEL_KINDS
from models.atomic import atomic_write_text
from playground.input_checks import InputError
from playground.model_store import TITLES, default_weights_dir
from playground.train.run import START_FROM, Settings, TrainingRun
from playground.train.spare import Spare
from playground.train.text import DEFAULT_PROBES, check_probe, check_text

ROOT = Path(__file__).resolve().parents[2]  # the children run from the repository, as train_tiny.py does
SESSION_TTL = 3600.0  # seconds: a session not seen for this long loses its runs and files
TEMP_PREFIX = "playground-train-"  # + the server's pid: what a killed server left is found by the next one


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
                    atomic_write_text(corpus, settings.text)
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
        """The session's finished or stopped model as one zip in its run's folder (playground/train/archive.py)."""
        from playground.train.archive import archive_name  # noqa: PLC0415

        run = self.last_run(session_id)
        if run is None or run.running or run.model_path is None or not run.model_path.is_file():
            what = "your run is still training; press Stop first, or wait for it to finish" if run and run.running \
                else "there is no finished or stopped model to download; train one first"
            raise InputError(f"Nothing to download yet: {what}.")
        view = run.view()
        with self.archive_lock:  # two clicks at once write it once
            path = run.folder / archive_name(view)
            if not path.is_file():
                atomic_write_text(run.folder / "view.json", json.dumps(public_view(view)))
                done = subprocess.run([sys.executable, "-m", "playground.train.archive", str(run.folder / "view.json"),
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
        kept = f"the weights of step {run.kept_step:,} of {step:,}" if run.kept_step not in (None, step) else \
            f"{step:,} steps"
        how = "stopped" if run.state == "stopped" else "trained"
        with self.lock:
            session = self.sessions.get(run.session)
            if session is not None:
                start = ", from the bundled weights" if run.settings.start_from == "bundled" else ""
                session.models[run.settings.kind] = (model, f"the {TITLES[run.settings.kind]} you {how} in the "
                                                            f"Train tab ({kept}, seed {run.settings.seed}"
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
