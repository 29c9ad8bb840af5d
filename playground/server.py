"""The HTTP layer around the Gradio app, for a server that strangers can reach: a limit on the size of request
bodies, and raw HTTP API calls completed the way gradio_client completes them.

    demo.launch(**server.launch_options())      # what playground/app.py's main() and the tests' server do

Two pure ASGI middlewares, given to FastAPI through `launch(app_kwargs={"middleware": [...]})`: Gradio 6.31 has
no other hook, and FastAPI runs them inside Gradio's own CORS and compression middleware (so a refusal still
carries CORS headers) and before any route reads the body.

- `BodyLimit`: Gradio reads, parses and keeps a request body whole before anything checks it (ten 20 MB POSTs
  took the server from 353 MB to 829 MB, and it stayed there). A body over MAX_BODY_BYTES is refused with HTTP 413
  on its Content-Length alone, unread; a chunked body is counted as it streams and refused as soon as it passes
  the limit. Anything under the limit is read here (at most MAX_BODY_BYTES held) and handed on unchanged.
- `RawApiCalls`: `POST /gradio_api/call/<endpoint>` with fewer values than inputs gets `{"error": null}` from
  Gradio 6.31, and extra values are silently dropped. Here the left-out trailing inputs get their defaults (each
  component's initial value, read from Gradio's own API info, exactly as gradio_client fills them), and a body
  that is not `{"data": [...]}`, has too many values, or leaves out one without a default, gets HTTP 422 with one
  sentence naming the inputs in order. A value of the wrong type is left to its component, whose check names the
  control (playground/components.py). Everything comes from the events' own input components, so a new endpoint
  is covered the moment it is wired. Private events are not endpoints: Gradio would run them for anyone who names
  them (`/gradio_api/call/fill_mask_live`), so they get 404 like an unknown name.
- `Sessions`: Gradio keeps a copy of the page's whole configuration (about 0.5 MB) and the last value of every
  output for each session it has seen, and drops none of it until 10,000 sessions: a public Space grew by about
  1.7 MB for every new visitor, for good. Here a session is dropped once nobody can use it any more: no page or
  client holds its heartbeat open, none of its requests is queued or running, and SESSION_GRACE_S seconds have
  passed since its last request and since its page closed (a page that reconnects within that time finds its
  state). A raw HTTP call's own session goes as soon as its answer is delivered, and with each session go the
  queue's two entries for it (its undelivered event ids and its message queue), which Gradio never drops either.
  At most MAX_SESSIONS are kept at all (Gradio's own least-recently-used limit, `state_session_capacity`).
"""

from __future__ import annotations

import datetime
import json
import os
import re
import time
from collections import Counter
from dataclasses import dataclass

from starlette.middleware import Middleware

from playground.glibc import release_freed_memory

# The largest legitimate request, measured by tests/test_limits.py: /knockout with each of its five text inputs at
# the 2,000-character cap, every character the costliest to encode (a control character, sent as \u0007: 6 bytes),
# as gradio_client sends it: 60 KB (one text, as /generate takes: 12 KB; the page's JSON escapes the same way).
# No input takes a file. 256 KB is four times that: the page and gradio_client never come near it, and a refused
# request costs the server at most this much memory.
MAX_BODY_BYTES = 256 * 1024

CALL_PATH = re.compile(r"/gradio_api/call/(v2/)?([^/]+)/?$")  # the raw API's POST (v2: inputs by name)
HEARTBEAT_PATH = re.compile(r"/gradio_api/heartbeat/([^/]+)/?$")  # held open by a page or client while it lives
# A raw HTTP call that names no session runs in a session of its own, named by its event id (uuid4().hex; a page's
# session hash is base 36 and gradio_client's has dashes): nobody sends another request in it, so it is dropped as
# soon as its answer is delivered, without the grace time.
RAW_CALL_SESSION = re.compile(r"[0-9a-f]{32}")

# A session nobody can use any more is dropped this many seconds after its last request and its page's closing
# (PLAYGROUND_SESSION_GRACE_S changes it, for tests and benchmarks). A session is one page or one API client.
SESSION_GRACE_S = float(os.environ.get("PLAYGROUND_SESSION_GRACE_S") or 20)
# At most this many sessions are kept, open pages included; the least recently used goes first. Each holds about
# 0.5 MB of page configuration plus its last outputs (a few MB at most: text and plots under the request limits).
MAX_SESSIONS = 300

# The sessions whose heartbeat a page or client holds open now, from every server in this process (Sessions counts
# them): a training run belongs to a session that is still there (session_present; playground/train/sessions.py).
OPEN_HEARTBEATS: Counter[str] = Counter()
SERVERS_WITH_SESSIONS = [0]  # how many Sessions middlewares were made: none, and nobody counts heartbeats
# Gradio writes a line down every heartbeat connection this often (GRADIO_HEARTBEAT_INTERVAL; its default is 15 s).
# gradio_client's close() lets its heartbeat go only when the next line arrives, so a closed client counted as
# present, and kept a training run and the only slot, for up to that long (bench/RESULTS.md, the queue's hogging).
# A line every 2 s costs an open page a few bytes.
HEARTBEAT_SECONDS = 2
# After every event, Gradio's queue summarises its last 10,000 events in a pandas DataFrame for its monitoring page
# (which is off unless launched with enable_monitoring=True): 3-8 ms with the GIL held, on every request, so every
# /train_status poll slowed every /generate. It does so once in this many events here (GRADIO_ANALYTICS_CACHE_FREQUENCY,
# read when demo.queue() makes the queue).
ANALYTICS_SUMMARY_EVERY = 1000
# While nothing is queued, Gradio's queue looks for new events every 1 ms on Linux (Queue.sleep_when_free), and for
# progress to send every 10 ms: 1,100 wake-ups a second of the event loop, each taking the GIL from the model
# threads, and about 6% of a core for a server nobody uses (0.86 s of CPU in 15 idle seconds on the bf16 EPYC).
# Every 10 ms starts a request at most 10 ms later than it would have, beside the tens to thousands of ms that every
# endpoint takes; no endpoint reports gr.Progress, so the progress loop has nothing to send.
QUEUE_POLL_SECONDS = 0.01
PROGRESS_POLL_SECONDS = 0.1


def session_present(session: str) -> bool:
    """Whether a page or gradio_client holds this session's heartbeat open now. Without the Sessions middleware
    (a server launched without launch_options()) nobody counts heartbeats, and every session counts as present."""
    return SERVERS_WITH_SESSIONS[0] == 0 or OPEN_HEARTBEATS[session] > 0


def summarise_events_rarely() -> None:
    """Before demo.queue(): Gradio's summary of its queue events once in ANALYTICS_SUMMARY_EVERY events, not after
    each one, unless whoever runs the server set GRADIO_ANALYTICS_CACHE_FREQUENCY."""
    os.environ.setdefault("GRADIO_ANALYTICS_CACHE_FREQUENCY", str(ANALYTICS_SUMMARY_EVERY))


def poll_queue_calmly(demo) -> None:
    """After demo.queue(): the queue looks for new events every QUEUE_POLL_SECONDS while it is free, not every 1 ms,
    and for progress to send every PROGRESS_POLL_SECONDS."""
    demo._queue.sleep_when_free = QUEUE_POLL_SECONDS
    demo._queue.progress_update_sleep_when_free = PROGRESS_POLL_SECONDS


def launch_options() -> dict:
    """What demo.launch() needs for the limits above (and the heartbeat's interval, HEARTBEAT_SECONDS, unless
    GRADIO_HEARTBEAT_INTERVAL is set); a new dict each time (Gradio adds to app_kwargs). ssr_mode
    stays off whatever GRADIO_SSR_MODE says: server-side rendering puts a Node proxy in front of Python, and that
    proxy would read every body before these limits see it."""
    os.environ.setdefault("GRADIO_HEARTBEAT_INTERVAL", str(HEARTBEAT_SECONDS))  # read by Gradio at each heartbeat
    return dict(app_kwargs={"middleware": [Middleware(BodyLimit), Middleware(RawApiCalls), Middleware(Sessions)]},
                ssr_mode=False, state_session_capacity=MAX_SESSIONS)


# ---------------------------------------------------------------------------------------------------------------------
# ASGI plumbing shared by both middlewares
# ---------------------------------------------------------------------------------------------------------------------


async def respond(send, status: int, message: str, close: bool = False) -> None:
    """A JSON answer {"error": message}; close=True also tells the server to drop the connection, so that it
    does not go on reading a body nobody wants."""
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if close:
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def replay(body: bytes, receive):
    """A receive() that hands the app the body read here, then passes on whatever comes next (a streamed
    response listens on receive() for the client going away)."""
    delivered = False

    async def receive_again():
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return receive_again


def header(scope, name: bytes) -> bytes | None:
    return next((value for key, value in scope["headers"] if key.lower() == name), None)


async def read_body(receive, limit: float = float("inf")) -> bytes | None:
    """The whole body, or None when the client went away or the body passed the limit (the caller tells which)."""
    body = bytearray()
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        body += message.get("body", b"")
        if len(body) > limit:
            return None
        if not message.get("more_body", False):
            return bytes(body)


# ---------------------------------------------------------------------------------------------------------------------
# The body limit
# ---------------------------------------------------------------------------------------------------------------------


def too_large(limit: int) -> str:
    return (f"The request body is larger than {limit // 1024} KB ({limit:,} bytes), the most this server accepts; "
            "send a smaller request.")


class BodyLimit:
    """Refuse request bodies over `limit` bytes with 413 before the app reads a byte of them."""

    def __init__(self, app, limit: int = MAX_BODY_BYTES):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        length, chunked = header(scope, b"content-length"), header(scope, b"transfer-encoding")
        if length is None and chunked is None:  # no body (GET, the event streams): nothing to limit
            return await self.app(scope, receive, send)
        if length is not None and length.strip().isdigit() and int(length) > self.limit:
            return await respond(send, 413, too_large(self.limit), close=True)
        body = await read_body(receive, self.limit)
        if body is None:
            # Over the limit part way through a chunked body; or the client left, when nobody reads this.
            return await respond(send, 413, too_large(self.limit), close=True)
        await self.app(scope, replay(body, receive), send)


# ---------------------------------------------------------------------------------------------------------------------
# Raw API calls: left-out trailing inputs get their defaults; a wrong count gets a sentence naming the inputs
# ---------------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Input:
    name: str
    has_default: bool
    default: object


@dataclass(frozen=True)
class Endpoint:
    inputs: list[Input]
    public: bool  # listed in the API page (the others are undocumented but callable)

    def usage(self) -> str:
        """'text, top_k (default 5), ...': the inputs in order, each with its default."""
        return ", ".join(i.name + (f" (default {json.dumps(i.default)})" if i.has_default else "")
                         for i in self.inputs) or "no inputs"


class CallError(ValueError):
    """A raw API call that cannot be completed: the HTTP status and the one-sentence message."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


def endpoints(blocks) -> dict[str, Endpoint]:
    """{name: Endpoint} for every event a client may call (public or undocumented), from the same API info that
    gradio_client reads its defaults from."""
    info = blocks.get_api_info(all_endpoints=True)["named_endpoints"]
    return {name.lstrip("/"): Endpoint([Input(p["parameter_name"], p["parameter_has_default"], p["parameter_default"])
                                        for p in endpoint["parameters"]], endpoint["api_visibility"] == "public")
            for name, endpoint in info.items()}


def parse(body: bytes):
    try:
        return json.loads(body)
    except ValueError:
        return None


def complete_data(name: str, endpoint: Endpoint, body: bytes) -> bytes:
    """The body of POST /gradio_api/call/<name> with left-out trailing inputs filled in (unchanged when none is
    left out); CallError when it cannot be completed."""
    request, inputs = parse(body), endpoint.inputs
    if not isinstance(request, dict) or not isinstance(request.get("data"), list):
        raise CallError(422, f'Send /{name} a JSON object {{"data": [...]}} with its inputs in order: '
                             f"{endpoint.usage()}.")
    data = request["data"]
    if len(data) > len(inputs):
        raise CallError(422, f"/{name} takes at most {len(inputs)} inputs and you sent {len(data)}; send them in "
                             f"order: {endpoint.usage()}.")
    missing = [i.name for i in inputs[len(data):] if not i.has_default]
    if missing:
        raise CallError(422, f"/{name} needs a value for {missing[0]} (you sent {len(data)}); send its inputs in "
                             f"order: {endpoint.usage()}.")
    if len(data) == len(inputs):
        return body
    request["data"] = data + [i.default for i in inputs[len(data):]]
    return json.dumps(request).encode()


def check_keywords(name: str, endpoint: Endpoint, body: bytes) -> None:
    """POST /gradio_api/call/v2/<name> takes the inputs by name; Gradio fills the defaults itself, but answers an
    unknown or a missing required name with a bare 500."""
    request = parse(body)
    if not isinstance(request, dict):
        request = {"": None}  # reported as an unknown input below
    names = {i.name for i in endpoint.inputs} | {"oauth_token"}
    unknown = [key for key in request if key not in names]
    missing = [i.name for i in endpoint.inputs if not i.has_default and i.name not in request]
    if unknown or missing:
        problem = f"has no input {unknown[0]!r}" if unknown else f"needs a value for {missing[0]}"
        raise CallError(422, f"/{name} {problem}; send a JSON object of its inputs by name: {endpoint.usage()}.")


class RawApiCalls:
    """Complete POST /gradio_api/call/<endpoint> bodies (see the module docstring); everything else passes."""

    def __init__(self, app):
        self.app = app
        self.endpoints: dict[str, Endpoint] | None = None  # read once: the events do not change while serving

    async def __call__(self, scope, receive, send):
        match = CALL_PATH.search(scope["path"]) if scope["type"] == "http" and scope["method"] == "POST" else None
        if match is None:
            return await self.app(scope, receive, send)
        body = await read_body(receive)  # at most MAX_BODY_BYTES: BodyLimit runs first
        if body is None:
            return
        if self.endpoints is None:
            self.endpoints = endpoints(scope["app"].get_blocks())  # Starlette puts its app in the scope
        by_name, name = match.group(1) is not None, match.group(2)
        try:
            if name not in self.endpoints:
                listed = ", ".join(f"/{n}" for n, e in self.endpoints.items() if e.public)
                raise CallError(404, f"There is no endpoint /{name}; call one of {listed} (/?view=api shows how).")
            if by_name:
                check_keywords(name, self.endpoints[name], body)
            else:
                body = complete_data(name, self.endpoints[name], body)
        except CallError as e:
            return await respond(send, e.status, str(e))
        headers = [(k, v) for k, v in scope["headers"] if k.lower() not in (b"content-length", b"transfer-encoding")]
        scope = dict(scope, headers=headers + [(b"content-length", str(len(body)).encode())])
        await self.app(scope, replay(body, receive), send)


# ---------------------------------------------------------------------------------------------------------------------
# Sessions: what Gradio keeps per visitor is dropped once nobody can use it
# ---------------------------------------------------------------------------------------------------------------------


class Sessions:
    """Track which sessions have a heartbeat open (a page or a gradio_client that is still there), and once a
    second, when Gradio clears expired state, drop every session that nobody can use any more (module docstring).

    Gradio 6.31 calls `state_holder.delete_all_expired_state()` every second from its own background task; the
    first request installs `sweep` to run right after it, in the same task."""

    def __init__(self, app, grace_s: float | None = None):
        self.app = app
        self.grace_s = SESSION_GRACE_S if grace_s is None else grace_s
        self.open_pages: Counter[str] = Counter()  # session hash -> heartbeat streams open now
        self.left_at: dict[str, float] = {}  # session hash -> when its last heartbeat closed (time.monotonic)
        self.gradio_app = None
        self.dropped = 0  # sessions dropped so far (for tests and the benchmark)
        SERVERS_WITH_SESSIONS[0] += 1

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        if self.gradio_app is None:
            self.install(scope["app"])  # Starlette puts its app in the scope
        match = HEARTBEAT_PATH.search(scope["path"])
        if match is None:
            return await self.app(scope, receive, send)
        session = match.group(1)
        self.open_pages[session] += 1
        OPEN_HEARTBEATS[session] += 1
        try:
            await self.app(scope, receive, send)  # returns when the page or client goes away
        finally:
            self.open_pages[session] -= 1
            OPEN_HEARTBEATS[session] -= 1
            if OPEN_HEARTBEATS[session] <= 0:
                del OPEN_HEARTBEATS[session]
            if self.open_pages[session] <= 0:
                del self.open_pages[session]
                self.left_at[session] = time.monotonic()

    def install(self, gradio_app) -> None:
        self.gradio_app = gradio_app
        gradio_app.sessions = self  # where tests and the benchmark find it
        holder = gradio_app.state_holder
        clear_expired = holder.delete_all_expired_state

        def clear_expired_then_sweep():
            clear_expired()
            self.sweep()

        holder.delete_all_expired_state = clear_expired_then_sweep

    def unused(self, session: str, now: float, now_wall: datetime.datetime) -> bool:
        """Whether nobody can use this session any more: no heartbeat open, no request queued or running, and
        the grace time passed since its last request and since its page closed."""
        if self.open_pages.get(session):
            return False
        if self.gradio_app.get_blocks()._queue.pending_event_ids_session.get(session):
            return False
        if RAW_CALL_SESSION.fullmatch(session) and session not in self.left_at:
            return True
        last_used = self.gradio_app.state_holder.time_last_used.get(session)
        if last_used is not None and (now_wall - last_used).total_seconds() < self.grace_s:
            return False
        left = self.left_at.get(session)
        return left is None or now - left >= self.grace_s

    def sweep(self) -> int:
        """Drop every unused session; returns how many."""
        holder = self.gradio_app.state_holder
        now, now_wall = time.monotonic(), datetime.datetime.now()
        queue = self.gradio_app.get_blocks()._queue
        dropped = [session for session in list(holder.session_data) if self.unused(session, now, now_wall)]
        for session in dropped:
            holder.delete_state(session)  # Gradio's own clean-up of the session's gr.State values
            with holder.lock:
                holder.session_data.pop(session, None)
                holder.time_last_used.pop(session, None)
            self.left_at.pop(session, None)
        # The queue keeps two entries per session that has ever sent an event, also never dropped: the ids of its
        # events not yet delivered (a plain dict; an empty set once all are) and its message queue (kept up to
        # 2,000 sessions). Dropped here for every session that has none pending and that Gradio keeps no state
        # for (any more: the sessions dropped just above included).
        idle = [session for session, ids in list(queue.pending_event_ids_session.items())
                if not ids and session not in holder.session_data and self.unused(session, now, now_wall)]
        for session in idle:
            queue.pending_event_ids_session.pop(session, None)
            queue.pending_messages_per_session.pop(session, None)
        for session in [s for s, left in self.left_at.items() if now - left >= self.grace_s]:
            del self.left_at[session]  # closed pages whose session Gradio never made, or made and lost
        if dropped or idle:
            self.dropped += len(dropped)
            release_freed_memory()
        return len(dropped)
