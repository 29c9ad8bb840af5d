"""A public server that strangers cannot knock over (issue 15): a request body over 256 KB is refused before it is
read, whatever the endpoint, and the server's memory stays flat; the raw HTTP API answers every call with a
result or one sentence naming the inputs in order; the curl examples of docs/api.md work as written.

Everything here speaks plain HTTP (a raw socket, urllib, http.client), never gradio_client, to `python
playground/app.py` in a child process, started as the README says: its memory is its own to measure.
"""

import http.client
import json
import re
import select
import socket
import time
import urllib.request
from pathlib import Path

import httpx
import pytest

from playground.server import MAX_BODY_BYTES, too_large
from playground.train.run import RUNNING

ROOT = Path(__file__).resolve().parent.parent
HUGE = 100 * 1024 * 1024  # what a stranger sends: 100 MB
SECOND_PER_REFUSAL = 1.0
MEMORY_GROWTH_MB = 50


@pytest.fixture(scope="module")
def app(app_server):
    return app_server  # conftest.py's: `python playground/app.py` as the README starts it


def endpoints(app) -> dict[str, dict]:
    """{name: its API info} for every endpoint a client may call, public and undocumented, as the server lists them."""
    with urllib.request.urlopen(f"{app.url}gradio_api/info?all_endpoints=true", timeout=30) as r:
        info = json.load(r)["named_endpoints"]
    return {name.lstrip("/"): endpoint for name, endpoint in info.items()}


# ---------------------------------------------------------------------------------------------------------------------
# Plain HTTP: a raw socket for bodies nobody should read, urllib for the API's two steps
# ---------------------------------------------------------------------------------------------------------------------


def send_huge(port: int, path: str, size: int = HUGE, chunked: bool = False) -> tuple[int, dict, float, int]:
    """POST a body of `size` spaces (declared by Content-Length, or chunked with no length) and stop sending as
    soon as the server answers: (status, JSON answer, seconds to the answer, bytes sent)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    framing = "Transfer-Encoding: chunked" if chunked else f"Content-Length: {size}"
    began = time.perf_counter()
    sock.sendall(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n{framing}\r\n\r\n"
                 .encode())
    piece = 1 << 20
    block = (b"%x\r\n" % piece + b" " * piece + b"\r\n") if chunked else b" " * piece
    pending, left, sent = memoryview(b""), size, 0
    sock.setblocking(False)
    while True:
        if not pending and left > 0:
            pending, left = memoryview(block), left - piece
        elif not pending and chunked and left == 0:
            pending, left = memoryview(b"0\r\n\r\n"), -1
        readable, writable, _ = select.select([sock], [sock] if pending else [], [], 10)
        if readable or not writable:
            break  # the answer has come (or all was sent, or nothing moved for 10 s)
        try:
            n = sock.send(pending)
        except (BrokenPipeError, ConnectionResetError):
            break
        sent, pending = sent + n, pending[n:]
    sock.settimeout(30)
    response = b""
    while b"\r\n\r\n" not in response or len(response.partition(b"\r\n\r\n")[2]) < content_length(response):
        chunk = sock.recv(65536)
        if not chunk:
            break
        response += chunk
    seconds = time.perf_counter() - began
    sock.close()
    head, _, body = response.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body), seconds, sent


def content_length(response: bytes) -> int:
    for line in response.partition(b"\r\n\r\n")[0].split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return int(value)
    return 1 << 62


def post(app, path: str, body: bytes, chunked: bool = False) -> tuple[int, dict]:
    """POST body as JSON (chunked: in 64 KB pieces with no Content-Length); (status, JSON answer)."""
    conn = http.client.HTTPConnection("127.0.0.1", app.port, timeout=120)
    try:
        pieces = (body[i:i + 65536] for i in range(0, len(body), 65536))
        conn.request("POST", path, body=pieces if chunked else body, encode_chunked=chunked,
                     headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, json.loads(response.read())
    finally:
        conn.close()


def call(app, endpoint: str, body: str | bytes, chunked: bool = False) -> tuple[str | int, object]:
    """The raw API's two steps, as curl takes them: POST the inputs, then read the event stream to its end.
    Returns the last event and its data ("complete", outputs) / ("error", {"error": message}), or, when the POST
    itself is refused, (HTTP status, {"error": message})."""
    status, answer = post(app, f"/gradio_api/call/{endpoint}", body if isinstance(body, bytes) else body.encode(),
                          chunked)
    if status != 200:
        return status, answer
    event, data = None, None
    with urllib.request.urlopen(f"{app.url}gradio_api/call/{endpoint}/{answer['event_id']}", timeout=300) as r:
        for line in r:
            line = line.decode().rstrip("\n")
            if line.startswith("event: "):
                event = line[len("event: "):]
            elif line.startswith("data: "):
                data = json.loads(line[len("data: "):])
    return event, data


class HeldSession:
    """GET /gradio_api/heartbeat/<session> held open on a thread, as docs/api.md's `curl -sN ... &` holds it: the
    session stays open (a Train run needs one) until close(), which ends it as a closed page would."""

    def __init__(self, app, session: str):
        import threading

        self.closing = threading.Event()
        self.thread = threading.Thread(target=self._hold, args=(f"{app.url}gradio_api/heartbeat/{session}",),
                                       daemon=True)
        self.thread.start()
        time.sleep(0.5)  # connected before the first call (the Train tab waits up to 3 s for it anyway)

    def _hold(self, url: str) -> None:
        with httpx.stream("GET", url, timeout=None) as stream:
            for _ in stream.iter_lines():
                if self.closing.is_set():
                    return

    def close(self) -> None:
        self.closing.set()  # returns at the next beat (every second in the tests: conftest.py)
        self.thread.join(timeout=30)


def sessions_named(bodies) -> set[str]:
    return {json.loads(body).get("session_hash") for body in bodies} - {None}


def one_sentence(message) -> bool:
    """A message a person can act on: text, one sentence (a full stop only at its end, or inside quotes/code)."""
    if not isinstance(message, str) or not message.endswith("."):
        return False
    outside_quotes = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`|<code>.*?</code>|\([^)]*\)", "", message)
    return not re.search(r"\. [A-Z]", outside_quotes)


def fill_mask_body(size: int) -> bytes:
    """A well-formed /fill_mask call padded with JSON whitespace to exactly `size` bytes."""
    body = b'{"data": ["The cat is a [MASK].", 3]}'
    return body[:-1] + b" " * (size - len(body)) + b"}"


# ---------------------------------------------------------------------------------------------------------------------
# Body size
# ---------------------------------------------------------------------------------------------------------------------


def test_a_100_mb_body_to_each_endpoint_is_refused_at_once_and_memory_stays_flat(app, capsys):
    """Ten 100 MB bodies to each endpoint (half with Content-Length, half chunked), and to the routes the page and
    uploads use: each gets 413 naming the limit within a second, having read at most the limit, and the server's
    resident memory grows by less than 50 MB over them all; then a normal request is answered."""
    paths = [f"/gradio_api/call/{name}" for name in endpoints(app)] + [
        "/gradio_api/call/v2/fill_mask", "/gradio_api/queue/join", "/gradio_api/upload", "/gradio_api/run/fill_mask"]
    assert call(app, "fill_mask", '{"data": ["The cat is a [MASK]."]}')[0] == "complete"  # warm: first calls
    send_huge(app.port, paths[0])
    before = app.rss_mb()
    refusals = []
    for path in paths:
        for i in range(10):
            refusals.append(send_huge(app.port, path, chunked=i % 2 == 1))
            status, answer, seconds, _ = refusals[-1]
            assert (status, answer) == (413, {"error": too_large(MAX_BODY_BYTES)}), f"{path}: {status} {answer}"
            assert seconds < SECOND_PER_REFUSAL, f"{path}: refused after {seconds:.2f} s"
    after = app.rss_mb()
    slowest = max(seconds for _, _, seconds, _ in refusals)
    summary = (f"{len(refusals)} bodies of 100 MB to {len(paths)} routes: all refused with 413, slowest in "
               f"{slowest * 1000:.0f} ms, at most {max(sent for *_, sent in refusals) / 2**20:.1f} MB of each sent "
               f"before the answer; server RSS {before:.0f} MB before, {after:.0f} MB after ({after - before:+.1f} MB)")
    with capsys.disabled():
        print(f"\n{summary}")
    assert after - before < MEMORY_GROWTH_MB, summary
    event, outputs = call(app, "fill_mask", '{"data": ["The badger is a wild [MASK]."]}')
    assert event == "complete" and outputs[2][0]["token_str"]


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_body_at_the_limit_is_served_and_one_byte_more_is_refused(app, chunked):
    event, outputs = call(app, "fill_mask", fill_mask_body(MAX_BODY_BYTES), chunked)
    assert event == "complete" and len(outputs[2]) == 3
    status, answer = call(app, "fill_mask", fill_mask_body(MAX_BODY_BYTES + 1), chunked)
    assert (status, answer) == (413, {"error": too_large(MAX_BODY_BYTES)})
    assert "256 KB" in answer["error"] and one_sentence(answer["error"])


WORST_CHARACTER = "\x07"  # escaped in JSON as \u0007: 6 bytes, the most one character of text can take


def test_the_largest_legitimate_request_is_far_under_the_limit(app, capsys):
    """What gradio_client sends to /queue/join for each endpoint with every text input at its 2,000-character cap,
    all of them the costliest character to encode, measured as httpx encodes it (the page's JSON.stringify escapes
    the same characters the same way); the largest is sent for real and served."""
    from playground.input_checks import MAX_TEXT_CHARS
    sizes = {}
    for name, endpoint in endpoints(app).items():
        data = [WORST_CHARACTER * MAX_TEXT_CHARS if p["component"] == "Textbox" else p["parameter_default"]
                for p in endpoint["parameters"]]
        payload = {"data": data, "event_data": None, "fn_index": 0, "trigger_id": None, "session_hash": "x" * 11}
        sizes[name] = len(httpx.Request("POST", app.url, json=payload).content)
    largest = max(sizes, key=sizes.get)
    with capsys.disabled():
        print(f"\nlargest legitimate request: /{largest}, {sizes[largest]:,} bytes "
              f"({MAX_BODY_BYTES / sizes[largest]:.0f}x under the {MAX_BODY_BYTES:,}-byte limit)")
    assert sizes[largest] * 2 < MAX_BODY_BYTES
    data = [WORST_CHARACTER * MAX_TEXT_CHARS if p["component"] == "Textbox" else p["parameter_default"]
            for p in endpoints(app)[largest]["parameters"]]
    event, _ = call(app, largest, json.dumps({"data": data}))
    assert event in ("complete", "error")  # served: a result or the app's own message, never 413


# ---------------------------------------------------------------------------------------------------------------------
# The raw HTTP API: every endpoint, inputs left out, too many, of the wrong type
# ---------------------------------------------------------------------------------------------------------------------


def curl_examples() -> dict[str, str]:
    """{endpoint: JSON body} of each `call <endpoint> '<json>'` line of docs/api.md (a `# comment` may follow)."""
    text = (ROOT / "docs" / "api.md").read_text()
    return dict(re.findall(r"^call (\w+) '(.+?)'(?:\s+#.*)?$", text, flags=re.M))


def usage(endpoint: dict) -> str:
    return ", ".join(p["parameter_name"] + (f" (default {json.dumps(p['parameter_default'])})"
                                            if p["parameter_has_default"] else "") for p in endpoint["parameters"]) \
        or "no inputs"  # the Train tab's /train_stop, /train_watch, ... take none


def test_the_curl_examples_of_the_docs_work_and_cover_every_endpoint(app):
    examples = curl_examples()
    public = [name for name, e in endpoints(app).items() if e["api_visibility"] == "public"]
    assert sorted(examples) == sorted(public), "docs/api.md needs one `call <endpoint> '{...}'` line per endpoint"
    held = [HeldSession(app, session) for session in sessions_named(examples.values())]  # the docs' `curl ... &`
    try:
        for name, body in examples.items():
            event, data = call(app, name, body)
            assert event == "complete", f"/{name}: {event} {data!r:.300}"
    finally:
        for session in held:
            session.close()


def test_left_out_inputs_get_their_defaults_on_every_endpoint(app):
    """Only the inputs without a default (the docs' values for them), the rest left out: a result, as
    gradio_client would give; or, where the defaults do not suit that model, the view's own sentence."""
    examples = {name: json.loads(body)["data"] for name, body in curl_examples().items()}
    for name, endpoint in endpoints(app).items():
        required = [i for i, p in enumerate(endpoint["parameters"]) if not p["parameter_has_default"]]
        data = examples.get(name, [])[:max(required) + 1] if required else []
        event, answer = call(app, name, json.dumps({"data": data}))
        assert event == "complete" or (event == "error" and one_sentence(answer["error"])), f"/{name}: {answer}"


def test_too_many_values_or_a_missing_one_are_refused_naming_the_inputs_in_order(app):
    for name, endpoint in endpoints(app).items():
        defaults = [p["parameter_default"] for p in endpoint["parameters"]]
        n = len(defaults)
        assert call(app, name, json.dumps({"data": defaults + [1, 2]})) == (422, {"error": (
            f"/{name} takes at most {n} inputs and you sent {n + 2}; send them in order: {usage(endpoint)}.")})
        assert call(app, name, '{"inputs": []}') == (422, {"error": (
            f'Send /{name} a JSON object {{"data": [...]}} with its inputs in order: {usage(endpoint)}.')})
        required = [p["parameter_name"] for p in endpoint["parameters"] if not p["parameter_has_default"]]
        if required:
            assert call(app, name, '{"data": []}') == (422, {"error": (
                f"/{name} needs a value for {required[0]} (you sent 0); send its inputs in order: "
                f"{usage(endpoint)}.")})
    assert call(app, "fill_mask_live", '{"data": ["The [MASK]."]}')[0] == 404  # a private event is no endpoint


def test_no_route_runs_an_event_past_the_queue_or_by_a_private_name(app):
    """/gradio_api/run/<endpoint> would skip the queue and its limits (Gradio opens it off a Space unless told not
    to), and Gradio runs any event named in /gradio_api/call/, private ones too (the page's live fill-mask)."""
    body = b'{"data": ["The cat is a [MASK]."]}'
    for path in ("/gradio_api/run/fill_mask", "/gradio_api/api/fill_mask", "/gradio_api/call/fill_mask_live"):
        status, answer = post(app, path, body)
        assert status == 404, f"{path}: {status} {answer}"


WRONG_TYPES = [{"not": "this"}, [1, 2], "seven"]  # an object and a list fit no input here; text fits text only


def test_a_value_of_the_wrong_type_gets_a_sentence_on_every_endpoint(app):
    """Each input of each endpoint in turn gets a value of the wrong type, the others their docs or default
    values: a clear one-sentence message (never Gradio's `{"error": null}`), or a result where the value fits.
    All calls are one session's: the /train_start whose wrong value is ignored (a text, with the bundled corpus
    chosen) starts a half-minute run of the quick preset on the shared server. The test stops it and waits until it
    has ended, rather than leave it training beside the tests after it and its model loading into the server while
    they measure its memory."""
    def in_session(endpoint: str, data: list):
        return call(app, endpoint, json.dumps({"data": data, "session_hash": "wrong-types"}))

    examples = {name: json.loads(body)["data"] for name, body in curl_examples().items()}
    held = HeldSession(app, "wrong-types")
    try:
        for name, endpoint in endpoints(app).items():
            base = [p["parameter_default"] for p in endpoint["parameters"]]
            base[:len(examples.get(name, []))] = examples.get(name, [])
            for index, parameter in enumerate(endpoint["parameters"]):
                for wrong in WRONG_TYPES:
                    if wrong == "seven" and isinstance(parameter["parameter_default"], str):
                        continue
                    data = base[:index] + [wrong] + base[index + 1:]
                    event, answer = in_session(name, data)
                    where = f"/{name} with {parameter['parameter_name']} = {wrong!r}: {event} {answer!r:.300}"
                    assert event == "complete" or (event == "error" and one_sentence(answer["error"])), where
    finally:
        event, answer = in_session("train_stop", [])
        assert event == "complete" or (event == "error" and one_sentence(answer["error"])), answer
        deadline = time.time() + 120
        while (state := in_session("train_status", [])[1][0].get("state")) in RUNNING:
            assert time.time() < deadline, f"the run is still {state} 120 s after Stop"
            time.sleep(0.5)
        held.close()
