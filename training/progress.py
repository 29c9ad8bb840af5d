"""The progress bar (no tqdm): one line redrawn with \\r on a terminal, plain lines every ~10% otherwise (a log
file or a test reading the output), with tokens per second and the time left.

    progress = Progress(enabled=True, total=400)
    progress.advance("gpt", step=1, loss=7.65, tokens_per_step=32 * 129)   # after each optimizer step
"""

from __future__ import annotations

import sys
import time


def format_duration(seconds: float) -> str:
    """Minutes and seconds, with hours when needed.

    >>> format_duration(83), format_duration(3723)
    ('1:23', '1:02:03')
    """
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60}:{rest % 60:02d}"


def progress_line(kind: str, done: float, total: float, loss: float, tokens_per_s: float, run_eta_s: float,
                  *, clock: bool = False) -> str:
    """One line of progress for one model: its bar and steps (or, under --time-budget, its seconds of the
    budget), and the time left for the WHOLE run, every model still to train included.

    >>> progress_line("gpt", 250, 1000, 2.3456, 12345.6, 83)
    'gpt  [#####...............]   250/1000  loss 2.346  12,346 tok/s  run ETA 1:23'
    >>> progress_line("bert", 120.4, 480, 3.1, 9000, 1320, clock=True)
    'bert [#####...............] 2:00/8:00  loss 3.100  9,000 tok/s  run ETA 22:00'
    """
    filled = int(20 * min(done, total) / max(1, total))
    bar = "#" * filled + "." * (20 - filled)
    if clock:
        where = f"{format_duration(min(done, total))}/{format_duration(total)}"
    else:
        width = len(str(int(total)))
        where = f"{int(done):>{width + 1}}/{int(total)}"
    return (f"{kind:<4} [{bar}] {where}  loss {loss:.3f}  {tokens_per_s:,.0f} tok/s  "
            f"run ETA {format_duration(max(0.0, run_eta_s))}")


class RunClock:
    """The whole run's time left, from the first steps of the first model.

    Under --time-budget every model trains for the budget, so the rest is plain arithmetic. Otherwise each model's
    time is estimated before the run starts, from a few timed steps of a throwaway copy (recipes.seconds_per_step),
    and the speed measured on the model in training corrects the estimates of the models after it by the same
    ratio (a machine busier than during the timing slows them all); the estimate sharpens as each model starts.

    >>> clock = RunClock({"gpt": 100.0, "bert": 50.0}, time_budget=None)
    >>> clock.seconds_left("gpt", step=10, steps=100, seconds_per_step=0.5)   # 45 s here + 50 work at 0.5 s/unit
    70.0
    >>> RunClock({"gpt": 1.0, "bert": 1.0}, time_budget=300).seconds_left("gpt", elapsed=60)
    540.0
    """

    def __init__(self, work: dict[str, float], time_budget: float | None):
        self.work, self.kinds, self.time_budget = work, list(work), time_budget

    def seconds_left(self, kind: str, step: int = 0, steps: int = 1, seconds_per_step: float = 0.0,
                     elapsed: float = 0.0) -> float:
        later = self.kinds[self.kinds.index(kind) + 1:]
        if self.time_budget is not None:
            return max(0.0, self.time_budget - elapsed) + float(self.time_budget * len(later))
        seconds_per_unit = seconds_per_step * steps / max(self.work[kind], 1e-12)
        return (steps - step) * seconds_per_step + sum(self.work[k] for k in later) * seconds_per_unit


class Progress:
    """Draws progress_line for one model: every step (at most 10 times a second) on a terminal, every ~10%
    otherwise."""

    def __init__(self, enabled: bool, total: int, first_step: int = 0, run_clock: RunClock | None = None):
        self.enabled, self.total = enabled, total
        self.run_clock = run_clock
        self.tty = sys.stdout.isatty()
        self.last_draw = 0.0
        self.last_decile = -1
        # The speed is measured over this session only: a resumed run starts its clock at its first step.
        self.first_step, self.started = first_step, time.time()

    def advance(self, kind: str, step: int, loss: float, tokens_per_step: int, elapsed: float = 0.0) -> None:
        """Show `step` done (and `elapsed` seconds of training, which a --time-budget counts): the speed over this
        session, and the time left in the whole run at that speed."""
        seconds_per_step = (time.time() - self.started) / max(1, step - self.first_step)
        clock = self.run_clock
        run_eta = (clock.seconds_left(kind, step, self.total, seconds_per_step, elapsed) if clock
                   else (self.total - step) * seconds_per_step)
        timed = clock is not None and clock.time_budget is not None
        done, total = (elapsed, clock.time_budget) if timed else (step, self.total)
        line = progress_line(kind, done, total, loss, tokens_per_step / seconds_per_step, run_eta, clock=timed)
        self.update(line, step, done / max(total, 1e-9))

    def update(self, line: str, step: int, fraction: float | None = None) -> None:
        if not self.enabled:
            return
        fraction = step / max(1, self.total) if fraction is None else fraction
        if self.tty:
            if time.time() - self.last_draw > 0.1 or fraction >= 1:
                print("\r" + line, end="", flush=True)
                self.last_draw = time.time()
        elif int(10 * fraction) > self.last_decile or step <= 1:  # the first step, then every tenth of the way
            self.last_decile = int(10 * fraction)
            print(line, flush=True)

    def message(self, text: str) -> None:
        """A line of its own (held-out loss, notes) without garbling the bar."""
        if self.enabled:
            print(("\r\033[K" if self.tty else "") + text, flush=True)
