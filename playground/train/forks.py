"""Training children made by forking one process that has imported Python, torch and the training loop once (the
fork server), instead of starting each from nothing: a child is then ready in milliseconds, not after the 2.2 s of
CPU those imports take (2-core EPYC), and every Start, queued turn and new spare of the Train tab skips them.

    forks = ForkServer()
    child = forks.spawn(["--size", "quick"], env)   # a Popen-like handle: pid, stdin, stdout, poll, wait, kill
    forks.close()

The server side (ForkServer, ForkedChild) imports nothing of training/: the web app never does (the import-layer
test). The fork server itself is `python -m playground.train.forks`: it imports the loop, then waits on a Unix socket.
For each request it is sent the child's two pipe ends (stdin, stdout), forks, and answers with the child's pid and a
pidfd for it (a handle on that very process, which no reused pid can stand in for); when a child ends it reports its
exit status. It holds no thread, so its forks are safe (as the spare's own trial forks are, playground/train/worker.py).
It goes away by itself once it has had no child for IDLE_SECONDS (it holds about 225 MiB; the next spawn starts a new
one), and when the server goes (the end of its socket). Where there is no fork (not Linux), spawn starts each child
as its own process, as before.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORKS = sys.platform.startswith("linux") and hasattr(os, "pidfd_open")  # pidfds: Linux 5.3 and Python 3.9 on
IDLE_SECONDS = 300.0  # a fork server with no child for this long goes; 225 MiB is not worth keeping for nothing


class Zygote:
    """One fork server process, as its server sees it: the socket to it, the forks it has answered with, the exit
    statuses it has reported (a reader thread takes its messages), and whether it is still there."""

    def __init__(self, idle_seconds: float, env: dict):
        self.control, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = subprocess.Popen([sys.executable, "-m", "playground.train.forks", str(theirs.fileno()),
                                         str(idle_seconds)], cwd=ROOT, env=dict(env, PYTHONPATH=str(ROOT)),
                                        pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        theirs.close()
        self.alive = True
        self.forked: list[tuple[int, int]] = []  # (pid, pidfd) answers not yet taken
        self.statuses: dict[int, int] = {}
        self.changed = threading.Condition()
        threading.Thread(target=self._listen, daemon=True, name="fork-server-reports").start()

    def fork(self, argv: list[str], env: dict) -> ForkedChild:
        """Ask for a child (one caller at a time: the answer is the next fork it reports)."""
        child_stdin, our_stdin = os.pipe()
        our_stdout, child_stdout = os.pipe()
        try:
            request = json.dumps({"argv": argv, "env": env, "cwd": str(ROOT)}).encode()
            socket.send_fds(self.control, [request], [child_stdin, child_stdout])
            with self.changed:
                while not self.forked:
                    if not self.alive:
                        raise EOFError("the fork server has gone")
                    self.changed.wait()
                pid, pidfd = self.forked.pop(0)
        except BaseException:
            os.close(our_stdin)
            os.close(our_stdout)
            raise
        finally:
            os.close(child_stdin)  # the child's ends are the child's alone: its stdin ends when ours closes
            os.close(child_stdout)
        return ForkedChild(pid, pidfd, os.fdopen(our_stdin, "wb"), os.fdopen(our_stdout, "rb"), self)

    def _listen(self) -> None:
        while True:
            try:
                message, fds, _, _ = socket.recv_fds(self.control, 4096, 1)
            except OSError:
                message, fds = b"", []
            if not message:
                break
            report = json.loads(message)
            with self.changed:
                if "exited" in report:
                    self.statuses[report["exited"]] = report["status"]
                else:
                    self.forked.append((report["forked"], fds[0]))
                self.changed.notify_all()
        self.end()
        self.process.wait()  # it exits once it has read the end of its socket (or has already)
        self.control.close()

    def end(self) -> None:
        """Let it go: it reads the end of its socket and exits (its children go on until the ends of their input)."""
        with self.changed:
            self.alive = False
            self.changed.notify_all()
        try:
            self.control.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def exit_status(self, pid: int, timeout: float = 5.0) -> int:
        """The exit status of a child that has ended, as reported (waiting up to `timeout` s for the report);
        -SIGKILL where none can come (the fork server was killed before it could reap it)."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while pid not in self.statuses:
                left = deadline - time.monotonic()
                if left <= 0 or not self.alive:
                    return -signal.SIGKILL
                self.changed.wait(left)
            return self.statuses.pop(pid)


class ForkedChild:
    """One forked training child, seen as subprocess.Popen shows a child: pid, stdin and stdout (binary pipes),
    returncode, poll(), wait(timeout), kill(). It is the fork server's child, not this process's: its end is seen on
    its pidfd, its exit status comes from the fork server."""

    def __init__(self, pid: int, pidfd: int, stdin, stdout, zygote: Zygote):
        self.pid, self.stdin, self.stdout = pid, stdin, stdout
        self.returncode: int | None = None
        self._pidfd, self._zygote = pidfd, zygote
        self._lock = threading.Lock()  # the run's reader and its memory watch may both ask at its end

    def poll(self) -> int | None:
        if self.returncode is None and select.select([self._pidfd], [], [], 0)[0]:
            self._ended()
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            if not select.select([self._pidfd], [], [], timeout)[0]:
                raise subprocess.TimeoutExpired(f"training child {self.pid}", timeout)
            self._ended()
        return self.returncode

    def _ended(self) -> None:
        """It has ended (its pidfd says so): its exit status, taken once from the fork server's reports."""
        with self._lock:
            if self.returncode is None:
                self.returncode = self._zygote.exit_status(self.pid)

    def kill(self) -> None:
        if self.poll() is None:
            try:
                signal.pidfd_send_signal(self._pidfd, signal.SIGKILL)
            except ProcessLookupError:  # it ended just now
                pass

    def __del__(self):
        try:
            os.close(self._pidfd)
        except (OSError, AttributeError):
            pass


class ForkServer:
    """The server's side: starts a fork server (Zygote) at the first spawn, and again whenever the last one has gone
    (idle, killed), and asks it for each child."""

    def __init__(self, idle_seconds: float = IDLE_SECONDS):
        self.idle_seconds = idle_seconds
        self.lock = threading.Lock()  # one spawn at a time
        self.zygote: Zygote | None = None
        self.closed = False

    @property
    def process(self) -> subprocess.Popen | None:
        """The fork server's process, while one is there."""
        zygote = self.zygote
        return zygote.process if zygote is not None and zygote.alive else None

    def spawn(self, argv: list[str], env: dict) -> ForkedChild | subprocess.Popen:
        """A training child, `python -m playground.train.worker *argv` with `env` and its stdin and stdout piped to
        this process, forked from the fork server (started first when none is there)."""
        if not FORKS:
            return spawn_process(argv, env)
        with self.lock:
            if self.closed:
                raise RuntimeError("the fork server has been closed")
            for attempt in range(2):  # one that went idle just now: start a new one and ask again
                if self.zygote is None or not self.zygote.alive:
                    self.zygote = Zygote(self.idle_seconds, env)
                try:
                    return self.zygote.fork(argv, env)
                except (OSError, EOFError):
                    self.zygote.end()
                    if attempt:
                        raise

    def close(self) -> None:
        """Let the fork server go (its children go on until the ends of their input)."""
        with self.lock:
            self.closed = True
            if self.zygote is not None:
                self.zygote.end()


def spawn_process(argv: list[str], env: dict) -> subprocess.Popen:
    """A training child as a process of its own (where there is no fork server)."""
    return subprocess.Popen([sys.executable, "-m", "playground.train.worker", *argv], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


# --- the fork server's own side (python -m playground.train.forks FD) ------------------------------------------------


def serve(control: socket.socket, idle_seconds: float = IDLE_SECONDS) -> int:
    """Import the training loop once, then fork a training child for each request until the server goes or no
    child has lived for idle_seconds."""
    from playground.train import worker  # noqa: PLC0415  (torch and the training loop come with it)

    worker.GettingReady(None)  # the imports and the kernels' flag; nothing else (no corpus: that is the spare's)
    wake_read, wake_write = os.pipe()  # SIGCHLD wakes the select below
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    children: set[int] = set()
    idle_since = time.monotonic()
    while True:
        timeout = None if children else max(0.0, idle_since + idle_seconds - time.monotonic())
        ready = select.select([control, wake_read], [], [], timeout)[0]
        if not ready and not children:
            return 0  # nobody has trained for a while: let the memory go
        if wake_read in ready:
            os.read(wake_read, 4096)
        while children:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            children.discard(pid)
            control.send(json.dumps({"exited": pid, "status": os.waitstatus_to_exitcode(status)}).encode())
            idle_since = time.monotonic()
        if control in ready:
            message, fds, _, _ = socket.recv_fds(control, 1 << 20, 2)
            if not message:
                return 0  # the server has gone
            request = json.loads(message)
            pid = os.fork()
            if pid == 0:
                os._exit(become_child(control, (wake_read, wake_write), fds, request, worker.worker_main))
            for fd in fds:
                os.close(fd)
            children.add(pid)
            pidfd = os.pidfd_open(pid)  # before any waitpid here: it is this very child
            socket.send_fds(control, [json.dumps({"forked": pid}).encode()], [pidfd])
            os.close(pidfd)


def become_child(control, wake_fds, fds, request: dict, worker_main) -> int:
    """In the fork: drop the fork server's socket and signal set-up, take the pipes as stdin and stdout, the
    server's environment and directory, and be `python -m playground.train.worker *argv`."""
    try:
        control.close()
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for fd in wake_fds:
            os.close(fd)
        os.dup2(fds[0], 0)
        os.dup2(fds[1], 1)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        for fd in (*fds, devnull):
            os.close(fd)
        os.environ.clear()
        os.environ.update(request["env"])
        os.chdir(request["cwd"])
        sys.argv = [sys.argv[0], *request["argv"]]
        code = worker_main(request["argv"])
        sys.stdout.flush()
        sys.stderr.flush()
        return code or 0
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 1
    except BaseException:  # noqa: BLE001  (the fork must never return into the fork server's loop)
        import traceback  # noqa: PLC0415

        traceback.print_exc()  # to the run's log once its request has named one
        return 1


if __name__ == "__main__":
    # Lower CPU priority, as each child had: the page and the other tabs come first. Its forks inherit it.
    try:
        os.nice(10)
    except OSError:
        pass
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    sys.exit(serve(socket.socket(fileno=int(sys.argv[1])), float(sys.argv[2])))
