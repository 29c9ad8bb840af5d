"""`python playground/app.py` in a child process, started the way its README says, for the tests that need the real
program (its own memory, its own listening socket, its own interpreter) rather than the app inside pytest."""

import functools
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
# The session grace of conftest.py's shared server (app_server): its sessions go 0.5 s after their clients leave. The
# app's default is 20 s, which the tests that measure memory once their visitors have gone would wait for.
SHARED_SESSION_GRACE_S = 0.5
# Every server the tests start beats this often (tests/conftest.py sets it): a gradio_client that closes lets go of
# its heartbeat only at the next beat. And Gradio clears expired state, where playground.server.Sessions drops the
# sessions nobody can use, once a second.
HEARTBEAT_S = float(os.environ.get("GRADIO_HEARTBEAT_INTERVAL") or 1)
SWEEP_S = 1.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class AppProcess:
    process: subprocess.Popen
    url: str  # reached on loopback, whatever address the app listens on
    port: int
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def rss_mb(self) -> float:
        """The server's resident memory, from /proc (VmRSS is in kB)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        raise AssertionError(f"no VmRSS for process {self.process.pid}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=15)


def start_app(log: Path, python: str = sys.executable, cwd: Path = ROOT, app_file: str = "playground/app.py",
              timeout: float = 120, **env_changes: str | None) -> AppProcess:
    """Start the app on a free port and wait until it answers; the environment is ours plus env_changes (a value of
    None removes a variable). Its output goes to a file: a pipe nobody reads would fill up and stall the server.
    No spare training child waits (PLAYGROUND_TRAIN_SPARE=0): getting one ready takes 5-7 s of CPU from the tests,
    and only the Train tab's tests use it (they pass PLAYGROUND_TRAIN_SPARE="1")."""
    port = free_port()
    env = dict(os.environ, GRADIO_SERVER_PORT=str(port), GRADIO_ANALYTICS_ENABLED="False", PLAYGROUND_TRAIN_SPARE="0")
    env.pop("GRADIO_SERVER_NAME", None)
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    with open(log, "w") as out:
        process = subprocess.Popen([python, app_file], cwd=cwd, env=env, stdout=out,
                                   stderr=subprocess.STDOUT)
    app = AppProcess(process, f"http://127.0.0.1:{port}/", port, log)
    deadline = time.time() + timeout
    while True:
        if process.poll() is not None:
            raise AssertionError(f"{app_file} exited with {process.returncode}:\n{app.output()[-5000:]}")
        try:
            urllib.request.urlopen(app.url, timeout=2)
            return app
        except OSError:
            if time.time() > deadline:
                app.stop()
                raise AssertionError(f"{app_file} did not answer on {app.url} within {timeout:.0f} s:\n"
                                     f"{app.output()[-5000:]}") from None
            time.sleep(0.3)


@functools.cache
def app_demo():
    """The app's Blocks (playground.app.build_demo()), built once per test process and shared by every test that
    serves or inspects the app in process, as one page is shared by every visitor."""
    from playground import app
    return app.build_demo()


def launch_in_process() -> str:
    """The app inside this test process (handlers and Blocks reachable) on a free loopback port, with the bundled
    weights loaded and the request limits of playground/server.py; returns its URL. The caller closes it with
    `app_demo().close()`."""
    from playground import handlers, server
    status = handlers.MODELS.load()
    if any(status.values()):
        raise AssertionError(f"these tests need trained weights in {handlers.MODELS.folder}: {status}; "
                             f"run `{handlers.MODELS.fix_command()}` first.")
    _, url, _ = app_demo().launch(prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                                  quiet=True, **server.launch_options())  # the request limits, as main() has them
    return url


def listening_addresses(port: int) -> set[str]:
    """The local addresses with a socket listening on `port`, read from /proc/net/tcp and tcp6."""
    addresses = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        if not os.path.exists(table):
            continue
        for line in Path(table).read_text().splitlines()[1:]:
            local, _, state = line.split()[1:4]
            address, hex_port = local.split(":")
            if state == "0A" and int(hex_port, 16) == port:  # 0A = LISTEN
                addresses.add(_address(address))
    return addresses


def _address(hex_address: str) -> str:
    """/proc/net's little-endian hex address as text: '0100007F' -> '127.0.0.1'."""
    raw = bytes.fromhex(hex_address)
    if len(raw) == 4:
        return socket.inet_ntop(socket.AF_INET, raw[::-1])
    words = b"".join(raw[i:i + 4][::-1] for i in range(0, 16, 4))
    return socket.inet_ntop(socket.AF_INET6, words)


def raw_call(url: str, endpoint: str, body: str) -> tuple[str, object]:
    """POST a request body exactly as written (gradio_client cannot send NaN) to Gradio's HTTP API and read the
    event stream to its end: returns the last event's name and data."""
    posted = httpx.post(f"{url}gradio_api/call/{endpoint}", content=body,
                        headers={"content-type": "application/json"}, timeout=60)
    posted.raise_for_status()
    event, data = None, None
    with httpx.stream("GET", f"{url}gradio_api/call/{endpoint}/{posted.json()['event_id']}", timeout=120) as stream:
        for line in stream.iter_lines():
            if line.startswith("event: "):
                event = line[len("event: "):]
            elif line.startswith("data: "):
                data = json.loads(line[len("data: "):])
    return event, data
