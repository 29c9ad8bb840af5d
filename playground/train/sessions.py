"""The server's training runs and its visitors' sessions: one run at a time, a first-come queue for the others,
each session's model and files.

    run = TRAINER.start("session-1", Settings(kind="bert", seed=0, text=None))   # the bundled corpus
    while run.state in ("queued", "starting", "preparing", "training", "measuring"):
        time.sleep(0.5); print(run.view()["queue"] or (run.view()["step"], run.view()["loss"]))
    TRAINER.stop("session-1")                     # within a second, keeping its best weights (or: leave the queue)
    TRAINER.model_for("session-1", "bert")        # the visitor's own BERT, for the other tabs of that session

One run trains at a time per server. A Start (or Continue) while another run trains or others wait goes to the end
of the queue, and starts by itself when the slot frees, in order; its view says its place and about how long it
waits (Pace: from this server's own runs). While anyone waits, the run training is told to end its turn within the
shared turn (SHARED_MINUTES), as is each run that starts with others behind it; a run whose queue empties gets its
budget back. A run belongs to a session that a page or client still holds (`present`, the HTTP layer's heartbeat
count): a Start from any other session is refused, and the patrol ends the run, queue place and files of a session
that has gone. Everything a run writes lives in its session's temporary folder, removed when the session ends (the
page closes), after SESSION_TTL seconds without a visit, and when the server exits. The trained model is used by
the other tabs of that session only (playground/session_models.py's SessionModels, which handlers.MODELS is, asks
the trainer for it); other visitors keep the bundled ones.
A run itself (its settings, its child process, what it reports) is playground/train/run.py; the spare child that
waits ready for the next run is playground/train/spare.py.
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
from playground.session_models import SessionModels
from playground.train.run import LEFT, QUEUED, RUNNING, START_FROM, Settings, TrainingRun
from playground.train.spare import Spare
from playground.train.text import DEFAULT_PROBES, check_probe, check_text

ROOT = Path(__file__).resolve().parents[2]  # the children run from the repository, as train_tiny.py does
SESSION_TTL = 3600.0  # seconds: a session not seen for this long loses its runs and files
TEMP_PREFIX = "playground-train-"  # + the server's pid: what a killed server left is found by the next one
# Fair turns: while anyone waits, the run training ends within SHARED_MINUTES of its turn (sooner when its own budget
# or steps end it first), and so does each run that starts with others still waiting behind it. Two minutes take the
# quick preset's BERT well past its unigram plateau on a 2-core Space and keep the sixth in line under 15 minutes.
SHARED_MINUTES_VARIABLE, SHARED_MINUTES = "PLAYGROUND_TRAIN_SHARED_MINUTES", 2.0
# A Start waits this long for its session's heartbeat (gradio_client connects it while its first call is on its way).
PRESENCE_WAIT_S = 3.0
PATROL_SECONDS = 1.0  # how often the runs of sessions that have gone are looked for
NO_SESSION = ("A training run needs a session that stays open while it trains, and this call has none: use the page "
              "or gradio_client (which keeps its session open for you), or hold GET /gradio_api/heartbeat/MY_SESSION "
              "open and send \"session_hash\": \"MY_SESSION\" with your calls.")


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
    """The server's training runs: at most one at a time, the others queued first come first served, each in its
    session's temporary folder. A session that has gone (present(session) false: no page or client holds its
    heartbeat) can neither start a run nor keep one: the patrol ends its run, its place in the queue and its files."""

    def __init__(self, ttl: float = SESSION_TTL, present=None):
        self.ttl = ttl
        # session -> whether a page or client still holds it (playground/server.py's session_present, which the
        # Train tab's build() hands over); without a server, every session counts as present.
        self.present = present or (lambda session: True)
        remove_dead_servers_files()
        self.lock = threading.RLock()
        self.archive_lock = threading.Lock()
        self.sessions: dict[str, Session] = {}
        self.active: TrainingRun | None = None
        self.waiting: list[TrainingRun] = []  # the queue, first come first served
        self.pace = Pace()
        self.spare = Spare()
        self.patrolling = False

    def session(self, session_id: str) -> Session:
        with self.lock:
            s = self.sessions.get(session_id)
            if s is None:
                folder = Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-"))
                s = self.sessions[session_id] = Session(folder)
            s.seen = time.time()
            return s

    def start(self, session_id: str, settings: Settings, resume: bool = False) -> TrainingRun:
        """Start a run (or continue this session's stopped one): at once when nobody trains or waits, else at the
        end of the queue, from which it starts by itself in its turn. InputError when the session already has a run
        going or waiting, or has no page or client holding it."""
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
        if not self.wait_for_presence(session_id):
            raise InputError(NO_SESSION)
        with self.lock:
            session = self.session(session_id)
            previous = session.last
            if previous is not None and previous.state == QUEUED:
                place, wait = self.place_of(previous)
                raise InputError(f"You are already in the queue (number {place}, about {minutes_and_seconds(wait)} "
                                 "to wait); your run starts by itself, or press Stop to leave the queue.")
            if previous is not None and previous.running:
                raise InputError(f"Your {TITLES[previous.settings.kind]} run is still training (step "
                                 f"{previous.steps[-1] if previous.steps else 0} of {previous.max_steps}); press "
                                 "Stop first, or wait for it to finish.")
            if resume:
                if previous is None or previous.state != "stopped":
                    raise InputError("There is no stopped run to continue; press Start to begin one.")
                run = TrainingRun(session_id, previous.settings, previous.folder, resume_from=previous)
            else:
                session.runs += 1
                folder = session.folder / f"run-{session.runs}"
                folder.mkdir()
                if settings.text is not None:
                    atomic_write_text(folder / "text.txt", settings.text)
                run = TrainingRun(session_id, settings, folder)
                run.previous = previous  # its files go when this run starts; back to it if this one leaves the queue
            run.on_model, run.on_end = self._adopt, lambda: self._ended(run)
            session.last = run
            if self.active is None and not self.waiting:  # the one training slot is free
                self._launch(run)
            else:
                with run.lock:
                    run.state, run.queued_at = QUEUED, time.time()
                run.queue_place = lambda: self.place_of(run)
                self.waiting.append(run)
                self._share_turn()
            self._patrol_soon()
            return run

    def _launch(self, run: TrainingRun) -> None:
        """Give the slot to `run` (under self.lock): the older run's files go (a new start), its turn is shortened
        when others wait behind it, and it gets the spare child."""
        previous = run.previous
        if not run.resumed and previous is not None and previous.folder != run.folder:
            shutil.rmtree(previous.folder, ignore_errors=True)
            run.previous = None
        if self.waiting:
            run.shorten_turn(shared_turn_seconds())
        corpus = run.folder / "text.txt" if run.settings.text is not None else None
        self.active = run
        run.launch(corpus, self.spare.take())

    def _share_turn(self) -> None:
        """Others wait: the run training now ends its turn within the shared turn's time (under self.lock)."""
        if self.active is not None:
            self.active.shorten_turn(shared_turn_seconds())

    def _unshare_turn(self) -> None:
        """Nobody waits any more: the run training now has its own budget back (under self.lock)."""
        if self.active is not None and not self.waiting:
            self.active.restore_turn()

    def _ended(self, run: TrainingRun) -> None:
        """The run's child has ended (from its reader thread): the slot goes to the first in the queue whose session
        is still here, or, when nobody waits, a spare child gets ready for the next Start."""
        self.pace.learn(run)
        with self.lock:
            if self.active is not run:
                return
            self.active = None
            self._launch_next()
            launched = self.active is not None
        if not launched:
            self.spare.start()

    def _launch_next(self) -> None:
        """Launch the first queued run whose session is still here (under self.lock); the others go."""
        while self.waiting and self.active is None:
            run = self.waiting.pop(0)
            if run.session in self.sessions and self.present(run.session):
                self._launch(run)  # its state leaves "queued" here: until then its view keeps a place (1)
                run.queue_place = None
            else:
                self._leave(run, "Your page had gone when your turn came, so your place in the queue was given up.")

    def _leave(self, run: TrainingRun, message: str) -> None:
        """A queued run that will never train (under self.lock): the session is back at its run before, and the
        queued run's files go."""
        with run.lock:
            run.state, run.message, run.ended_at = LEFT, message, time.time()
        session = self.sessions.get(run.session)
        if session is not None and session.last is run:
            session.last = run.previous
        if run.previous is None or run.previous.folder != run.folder:
            shutil.rmtree(run.folder, ignore_errors=True)

    def place_of(self, run: TrainingRun) -> tuple[int | None, float | None]:
        """(place, seconds): the queued run's place (1: next) and about how long until it starts: what is left of
        the run training now, then each run ahead of it, each at its turn's budget or its steps at the pace this
        server measured for its model, whichever is sooner, plus each run's starting and finishing time."""
        with self.lock:
            if run not in self.waiting:
                return (1, 0.0) if run.state == QUEUED else (None, None)  # taken from the queue, being launched
            place = self.waiting.index(run)
            ahead = self.waiting[:place]
            active = self.active
        wait = self.pace.left(active) if active is not None else 0.0
        turn = shared_turn_seconds()  # every run ahead has this one waiting behind it
        for other in ahead:
            wait += self.pace.expected(other, turn)
        return place + 1, wait

    def stop(self, session_id: str) -> TrainingRun:
        """Stop the session's run after the step in progress, or take it out of the queue."""
        with self.lock:
            session = self.sessions.get(session_id)
            run = session.last if session else None
            if run is not None and run.state == QUEUED:
                self.waiting.remove(run)
                run.queue_place = None
                self._leave(run, "You left the queue; press Start to join it again.")
                self._unshare_turn()
                return run
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

    def visitor_may_train(self) -> None:
        """A visitor shows they may train (opened the Train tab, asked for their run's state): a spare child gets
        ready for their Start, or, while a run trains, once it has ended (a spare beside a training run would take
        its CPU and add its memory to the run's)."""
        with self.lock:
            busy = self.active is not None
        if busy:
            self.spare.note_interest()
        else:
            self.spare.warm()

    def wait_for_presence(self, session_id: str, timeout: float = PRESENCE_WAIT_S) -> bool:
        """Whether a page or client holds the session, waiting a moment for one: a gradio_client's heartbeat thread
        connects while its first call is already on its way."""
        deadline = time.monotonic() + timeout
        while not self.present(session_id):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.1)
        return True

    def _patrol_soon(self) -> None:
        """Start the patrol thread, once (under self.lock)."""
        if not self.patrolling:
            self.patrolling = True
            threading.Thread(target=self._patrol, daemon=True, name="training-patrol").start()

    def _patrol(self) -> None:
        """Every PATROL_SECONDS: a run training or waiting for a session that has gone ends, with its files. (The
        next queued run's child is started when its turn comes, not ahead beside the run in the slot: a spare
        getting ready holds about 1,100 MiB for a few seconds, which on top of a run's child passes the memory a
        small Space has; each turn pays its 10-13 s of getting ready instead, and the estimates count them.)"""
        while self.patrolling:
            time.sleep(PATROL_SECONDS)
            with self.lock:
                runs = ([self.active] if self.active is not None else []) + list(self.waiting)
            for session_id in {run.session for run in runs if not self.present(run.session)}:
                self.end_session(session_id)

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
        """The session is over: its run stops (or leaves the queue), its models go, its folder is removed."""
        with self.lock:
            session = self.sessions.get(session_id)
            if session is None:
                return
            queued = [run for run in self.waiting if run.session == session_id]
            for run in queued:
                self.waiting.remove(run)
                self._leave(run, "The page had gone, so the place in the queue was given up.")
            self._unshare_turn()
            self.sessions.pop(session_id, None)
        if session.last is not None:
            session.last.kill()
        shutil.rmtree(session.folder, ignore_errors=True)

    def sweep(self) -> None:
        """End the sessions not seen for `ttl` seconds whose run is not training."""
        now = time.time()
        with self.lock:
            stale = [sid for sid, s in self.sessions.items()
                     if now - s.seen > self.ttl and not (s.last is not None and (s.last.running or
                                                                                 s.last.state == QUEUED))]
        for sid in stale:
            self.end_session(sid)

    def shutdown(self) -> None:
        self.patrolling = False
        with self.lock:
            self.waiting.clear()
        self.spare.close()
        for sid in list(self.sessions):
            self.end_session(sid)


def public_view(view: dict) -> dict:
    """The run as JSON without the attention maps (what /train_status answers and the model card quotes)."""
    return view | {"probes": [{k: v for k, v in p.items() if k != "attention"} for p in view["probes"]]}


@dataclass
class Phases:
    """Where a run's time in the slot goes, in wall seconds: starting (the child, the text and the model made ready:
    to the first step), training (wall_per_clock wall seconds for each second of its budget's clock: evaluations and
    probe answers are off that clock) and finishing (after the last step: the held-out measurement and the save)."""
    starting: float
    wall_per_clock: float
    finishing: float


class Pace:
    """How long runs take on this server, learned from the runs that ended, per model: its seconds per step and its
    phases (Phases). The queue's waits are estimated from it. Before a model has run here, the other models' phases
    stand in for its own, and before any has, GUESS (measured on the 2-core EPYC, the bundled corpus, 30 s budgets)."""

    def __init__(self):
        self.seconds_per_step: dict[str, float] = {}  # model kind -> the latest run's, by its budget's clock
        self.phases: dict[str, Phases] = {}

    def learn(self, run: TrainingRun) -> None:
        with run.lock:
            if not run.steps or run.first_step_at is None or run.ended_at is None or run.elapsed <= 0:
                return  # it failed or was stopped before its first step: nothing to learn
            clock = run.elapsed - run.turn_started_s  # this turn's seconds on its budget's clock
            wall = run.last_step_at - run.first_step_at
            self.seconds_per_step[run.settings.kind] = run.elapsed / run.steps[-1]
            self.phases[run.settings.kind] = Phases(run.first_step_at - run.started_at,
                                                    max(1.0, wall / clock) if clock > 1 else GUESS.wall_per_clock,
                                                    max(0.0, run.ended_at - run.last_step_at))

    def phases_for(self, kind: str) -> Phases:
        if kind in self.phases:
            return self.phases[kind]
        if not self.phases:
            return GUESS
        known = list(self.phases.values())
        return Phases(*(sum(getattr(p, name) for p in known) / len(known)
                        for name in ("starting", "wall_per_clock", "finishing")))

    def training_seconds(self, run: TrainingRun, turn: float | None) -> float:
        """The seconds on its budget's clock the run has left in its turn: its budget (at most `turn`), or fewer
        when its steps at this server's pace end it first."""
        budget = max(0.0, run.budget_seconds() - max(run.elapsed, run.turn_started_s))
        if turn is not None:
            budget = min(budget, turn)
        per_step = self.seconds_per_step.get(run.settings.kind)
        steps_left = run.max_steps - (run.steps[-1] if run.steps else 0)
        return budget if per_step is None else min(budget, steps_left * per_step)

    def expected(self, run: TrainingRun, turn: float) -> float:
        """How long a queued run will hold the slot, with others waiting behind it (its turn at most `turn`)."""
        phases = self.phases_for(run.settings.kind)
        return phases.starting + phases.wall_per_clock * self.training_seconds(run, turn) + phases.finishing

    def left(self, run: TrainingRun) -> float:
        """How long until the run holding the slot lets it go."""
        phases = self.phases_for(run.settings.kind)
        now = time.time()
        with run.lock:
            state, started_at, last_step_at = run.state, run.started_at, run.last_step_at
        if state == "measuring":  # overdue: a few seconds more, not none
            return max(phases.finishing - (now - (last_step_at or now)), 0.2 * phases.finishing)
        if state in RUNNING and last_step_at is None:  # starting, preparing
            return (max(phases.starting - (now - started_at), 0.0)
                    + phases.wall_per_clock * self.training_seconds(run, None) + phases.finishing)
        if state in RUNNING:
            return phases.wall_per_clock * (run.seconds_left() or 0.0) + phases.finishing
        return 0.0


# Until a run on this server has measured them: 10 s to the first step (a child started for the run, the corpus
# tokenized), 1.2 wall seconds per second of the budget's clock, 15 s of measuring and saving (13-18 s for the quick
# preset's three models after 30 s budgets on the bundled corpus, measured with train_tiny.py's own flags).
GUESS = Phases(starting=10.0, wall_per_clock=1.2, finishing=15.0)


def shared_turn_seconds() -> float:
    """The longest turn while others wait (PLAYGROUND_TRAIN_SHARED_MINUTES, in minutes)."""
    return float(os.environ.get(SHARED_MINUTES_VARIABLE) or SHARED_MINUTES) * 60


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
SessionModels.trainer = TRAINER  # the other tabs (handlers.MODELS) answer each session with the model it trained here
atexit.register(TRAINER.shutdown)
