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


def progress_line(kind: str, step: int, total: int, loss: float, tokens_per_s: float, eta_s: float) -> str:
    """One line of progress.

    >>> progress_line("gpt", 250, 1000, 2.3456, 12345.6, 83)
    'gpt  [#####...............]   250/1000  loss 2.346  12,346 tok/s  ETA 1:23'
    """
    filled = int(20 * step / max(1, total))
    bar = "#" * filled + "." * (20 - filled)
    width = len(str(total))
    return (f"{kind:<4} [{bar}] {step:>{width + 1}}/{total}  loss {loss:.3f}  {tokens_per_s:,.0f} tok/s  "
            f"ETA {format_duration(eta_s)}")


class Progress:
    """Draws progress_line: every step (at most 10 times a second) on a terminal, every ~10% otherwise."""

    def __init__(self, enabled: bool, total: int, first_step: int = 0):
        self.enabled, self.total = enabled, total
        self.tty = sys.stdout.isatty()
        self.last_draw = 0.0
        # The speed is measured over this session only: a resumed run starts its clock at its first step.
        self.first_step, self.started = first_step, time.time()

    def advance(self, kind: str, step: int, loss: float, tokens_per_step: int, seconds_left: float | None = None):
        """Show `step` done: speed over this session, and the time left at that speed (at most seconds_left, the
        rest of a --time-budget, when given)."""
        rate = (step - self.first_step) / max(1e-9, time.time() - self.started)  # steps per second
        eta = (self.total - step) / max(rate, 1e-9)
        if seconds_left is not None:
            eta = min(eta, seconds_left)
        self.update(progress_line(kind, step, self.total, loss, rate * tokens_per_step, eta), step)

    def update(self, line: str, step: int) -> None:
        if not self.enabled:
            return
        if self.tty:
            if time.time() - self.last_draw > 0.1 or step == self.total:
                print("\r" + line, end="", flush=True)
                self.last_draw = time.time()
        elif step % max(1, self.total // 10) == 0 or step == self.total or step <= 1:
            print(line, flush=True)

    def message(self, text: str) -> None:
        """A line of its own (held-out loss, notes) without garbling the bar."""
        if self.enabled:
            print(("\r\033[K" if self.tty else "") + text, flush=True)
