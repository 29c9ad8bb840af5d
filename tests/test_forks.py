"""The fork server that makes the Train tab's children (playground/train/forks.py): each child is a fork of one
process that imported torch and the training loop once, handed back as a Popen-like handle (pid, pipes, poll, wait,
kill, exit status); the fork server starts again when it has gone (idle, killed), and goes when its server does.
That a forked child trains exactly as `train_tiny.py` does is test_train_tab.py's bit-for-bit test."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playground.train import forks
from test_train_tab import cpu_seconds

pytestmark = pytest.mark.skipif(not forks.FORKS, reason="the fork server needs Linux's fork and pidfds")
ENV = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[1])


def wait_for(condition, timeout: float = 30, what: str = "the condition"):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.02)
    pytest.fail(f"{what} did not happen within {timeout:.0f} s")


@pytest.fixture
def server():
    s = forks.ForkServer()
    yield s
    s.close()


def test_a_child_is_a_fork_that_imports_nothing_again_and_reports_its_exit(server):
    first = server.spawn([], ENV)
    zygote = server.process.pid
    assert parent_of(first.pid) == zygote != os.getpid()
    second = server.spawn([], ENV)
    assert parent_of(second.pid) == zygote and second.pid != first.pid
    time.sleep(0.5)  # each waits for its request, having imported nothing: a fresh process spends 2 s of CPU here
    assert cpu_seconds(first.pid) < 1.0 and cpu_seconds(second.pid) < 1.0
    assert first.poll() is None and second.poll() is None
    with pytest.raises(subprocess.TimeoutExpired):
        first.wait(timeout=0.1)
    assert Path(f"/proc/{second.pid}/cwd").resolve() == forks.ROOT

    first.stdin.close()  # the end of its input before any request: a spare let go, it ends with 0
    assert first.wait(timeout=30) == 0 and first.returncode == 0
    assert first.stdout.read() == b""
    second.kill()
    assert second.wait(timeout=30) == -signal.SIGKILL and second.poll() == -signal.SIGKILL
    second.kill()  # a second kill of a child that has ended is nothing


def test_a_child_runs_its_request_and_says_how_it_ended(server, tmp_path):
    """A request the worker refuses (a corpus that is not there) gets its "failed" event on the child's stdout, and
    the child's exit status (2) comes back as the process's."""
    child = server.spawn([], ENV)
    request = {"argv": ["--models", "gpt", "--size", "tiny", "--corpus", str(tmp_path / "missing.txt"), "--out",
                        str(tmp_path / "out")], "probe": "",
               "session_folder": str(tmp_path / "session")}
    child.stdin.write((json.dumps(request) + "\n").encode())
    child.stdin.flush()
    events = [json.loads(line) for line in child.stdout]
    assert [e["event"] for e in events] == ["started", "failed"] and "missing.txt" in events[-1]["message"]
    assert child.wait(timeout=30) == 2


def test_a_fork_server_that_has_gone_is_started_again():
    server = forks.ForkServer(idle_seconds=0.5)
    try:
        child = server.spawn([], ENV)
        first = server.process
        child.stdin.close()
        assert child.wait(timeout=30) == 0
        wait_for(lambda: first.poll() is not None, what="the idle fork server to go")  # no child for 0.5 s
        again = server.spawn([], ENV)
        assert server.process is not first and parent_of(again.pid) == server.process.pid
        server.process.kill()  # killed: its child lives on, and the next spawn starts a new fork server
        killed = server.process
        wait_for(lambda: server.process is not killed, what="the killed fork server to be forgotten")
        third = server.spawn([], ENV)
        assert parent_of(third.pid) == server.process.pid
        for c in (again, third):
            c.stdin.close()
        assert third.wait(timeout=30) == 0
        assert again.wait(timeout=30) == -signal.SIGKILL  # its exit status died with its fork server: said so
    finally:
        server.close()


def test_the_fork_server_and_its_waiting_children_go_when_their_server_does(tmp_path):
    code = ("import os, sys, time; from playground.train import forks\n"
            "s = forks.ForkServer(); c = s.spawn([], dict(os.environ))\n"
            "print(s.process.pid, c.pid, flush=True); time.sleep(60)\n")
    server = subprocess.Popen([sys.executable, "-c", code], cwd=forks.ROOT, stdout=subprocess.PIPE, text=True,
                              env=dict(ENV, PYTHONPATH=str(forks.ROOT)))
    try:
        zygote, child = map(int, server.stdout.readline().split())
        server.kill()  # no atexit, no close: the socket's end and the pipe's end are all they see
        server.wait()
        for pid in (zygote, child):
            wait_for(lambda: not Path(f"/proc/{pid}").exists() or
                     Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] == "Z",
                     what=f"process {pid} to end")
    finally:
        server.kill()
