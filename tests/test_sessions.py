"""Bounded memory per visitor (issue 21, point 1): what Gradio keeps for a session is dropped once nobody can use it
(playground.server.Sessions), and no more than MAX_SESSIONS are kept at all. The app in this process, so that the
test can see Gradio's session store; tests/test_soak.py measures the real server's memory."""

import os
import threading
import time

import httpx
import pytest
from gradio_client import Client

from app_process import HEARTBEAT_S, SWEEP_S, app_demo, launch_in_process
from playground import handlers, server

GRACE_S = 0.5  # instead of SESSION_GRACE_S, so that the test does not wait 20 s


@pytest.fixture(scope="module")
def url():
    patch = pytest.MonkeyPatch()
    patch.setattr(server, "SESSION_GRACE_S", GRACE_S)  # read when the middleware is made, at launch
    try:
        yield launch_in_process()
    finally:
        app_demo().close()
        patch.undo()


def sessions() -> dict:
    return app_demo().server_app.state_holder.session_data


def wait_for(condition, seconds: float = 20):
    deadline = time.time() + seconds
    while not condition():
        assert time.time() < deadline, "timed out"
        time.sleep(0.1)


def test_a_session_is_dropped_once_its_client_has_gone_and_kept_while_it_is_there(url):
    staying = Client(url, verbose=False, download_files=False)
    leaving = Client(url, verbose=False, download_files=False)
    for client in (staying, leaving):
        client.predict("The badger is a wild [MASK].", 2, api_name="/fill_mask")
    assert {staying.session_hash, leaving.session_hash} <= set(sessions())
    leaving.close()  # its heartbeat closes: nobody can use its session any more
    wait_for(lambda: leaving.session_hash not in sessions())
    time.sleep(GRACE_S + SWEEP_S)  # past the grace time, and swept since: the client still there keeps its session
    assert staying.session_hash in sessions()
    assert staying.predict("The heron is a [MASK].", 1, api_name="/fill_mask")[2]
    staying.close()  # (gradio_client lets go of its heartbeat at the next beat: within a second here, conftest)
    assert app_demo().server_app.sessions.dropped >= 1


class HeldModels:
    """The real models, handed out only once the test opens the gate."""

    def __init__(self, store):
        self.store, self.gate, self.waiting = store, threading.Event(), threading.Event()

    def get(self, kind):
        self.waiting.set()
        self.gate.wait(timeout=120)
        return self.store.get(kind)


def test_a_session_is_kept_while_its_request_is_queued_or_running(url, monkeypatch):
    held = HeldModels(handlers.MODELS)
    monkeypatch.setattr(handlers, "MODELS", held)
    client = Client(url, verbose=False, download_files=False)
    job = client.submit("The badger is a wild [MASK].", 2, api_name="/fill_mask")
    assert held.waiting.wait(timeout=60)
    client.close()  # gone while its request runs
    time.sleep(HEARTBEAT_S + GRACE_S + SWEEP_S)  # its heartbeat let go, past the grace time, and swept since
    assert client.session_hash in sessions()
    held.gate.set()
    assert job.result(timeout=60)[2]
    wait_for(lambda: client.session_hash not in sessions())


def test_at_most_max_sessions_are_kept(url):
    assert server.launch_options()["state_session_capacity"] == server.MAX_SESSIONS
    assert app_demo().server_app.state_holder.capacity == server.MAX_SESSIONS


def test_the_heartbeat_beats_every_few_seconds_unless_the_operator_says_otherwise(monkeypatch):
    """A closed gradio_client lets its heartbeat go at the next beat: the server launches Gradio with one every
    HEARTBEAT_SECONDS (its own default is 15 s), and a GRADIO_HEARTBEAT_INTERVAL set by whoever runs it wins."""
    from gradio.utils import get_heartbeat_rate

    monkeypatch.delenv("GRADIO_HEARTBEAT_INTERVAL", raising=False)
    server.launch_options()
    assert get_heartbeat_rate() == server.HEARTBEAT_SECONDS <= 3
    monkeypatch.setenv("GRADIO_HEARTBEAT_INTERVAL", "7")
    server.launch_options()
    assert get_heartbeat_rate() == 7


def test_gradio_summarises_its_queue_events_rarely(monkeypatch):
    """The demo's queue recomputes its monitoring summary (pandas, the GIL held) once in ANALYTICS_SUMMARY_EVERY
    events, not after each, and an operator's GRADIO_ANALYTICS_CACHE_FREQUENCY wins."""
    assert app_demo()._queue.ANAYLTICS_CACHE_FREQUENCY == server.ANALYTICS_SUMMARY_EVERY >= 100  # (Gradio's spelling)
    monkeypatch.setenv("GRADIO_ANALYTICS_CACHE_FREQUENCY", "5")
    server.summarise_events_rarely()
    assert os.environ["GRADIO_ANALYTICS_CACHE_FREQUENCY"] == "5"


def queue_entries(session: str) -> list[str]:
    """Which of the queue's per-session tables still hold this session."""
    queue = app_demo()._queue
    return [name for name in ("pending_event_ids_session", "pending_messages_per_session")
            if session in getattr(queue, name)]


def test_a_raw_call_s_session_goes_once_answered_and_the_queue_forgets_every_dropped_session(url):
    """A raw HTTP call that names no session gets one of its own (its event id), which nobody can use again: it goes
    at the next sweep, without the grace time. And the queue's two per-session tables, which Gradio never empties,
    lose each dropped session too (they grew by one entry per visitor before)."""
    tracker = app_demo().server_app.sessions
    tracker.grace_s = 60.0  # a page or client that has left would be kept this long; a raw call's session is not
    try:
        posted = httpx.post(f"{url}gradio_api/call/fill_mask", json={"data": ["The badger is a wild [MASK].", 2]})
        event_id = posted.json()["event_id"]
        with httpx.stream("GET", f"{url}gradio_api/call/fill_mask/{event_id}", timeout=60) as stream:
            assert any(line.startswith("event: complete") for line in stream.iter_lines())
        wait_for(lambda: event_id not in sessions() and not queue_entries(event_id), seconds=5)
    finally:
        tracker.grace_s = GRACE_S
    client = Client(url, verbose=False, download_files=False)
    client.predict("The heron is a [MASK].", 1, api_name="/fill_mask")
    assert queue_entries(client.session_hash) and client.session_hash in sessions()
    client.close()
    wait_for(lambda: client.session_hash not in sessions() and not queue_entries(client.session_hash))
