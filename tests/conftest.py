import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import playground  # noqa: E402, F401  before any test file imports Gradio: without its stub writer, as the app does
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # tests never download anything
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Every server the tests start (in this process or as `python playground/app.py`) beats every second, not every 15 s:
# a gradio_client that closes lets go of its heartbeat only at the next beat, and its session is dropped only then.
os.environ.setdefault("GRADIO_HEARTBEAT_INTERVAL", "1")
# Every request of the tests goes to loopback over plain HTTP, yet each httpx client (gradio_client makes several for
# each visitor) loads the whole bundle of certificates named by SSL_CERT_FILE (or certifi's): 25 ms of CPU each, 26 of
# the soak test's 33 s of client CPU. With no certificates to trust, a context costs 0.2 ms, and an HTTPS request,
# which no test may make, would fail.
os.environ.pop("SSL_CERT_FILE", None)
os.environ["SSL_CERT_DIR"] = os.devnull
# The suite runs in two worker processes (pytest-xdist, pyproject.toml): much of its time is waiting on servers,
# browsers and child processes, which the other worker fills. One thread each (pytest_configure), so that two
# workers' matrix multiplications do not fight over two cores (a thread that waits for a busy core stalls its whole
# operation).
WORKERS = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
# The same for the processes the tests start (the servers, the bench, the export; train_tiny.py runs name --threads
# and the Train tab's children use one thread anyway): beside a busy worker, a second torch thread mostly spins
# waiting for a core. The soak's server alone, 2 threads -> 1: 45 -> 36 s of CPU, and every phase quicker.
os.environ.setdefault("OMP_NUM_THREADS", "1")
# The bundled corpus's tokenization, kept by the first run that makes it (training/token_cache.py), goes to a folder
# of this test run's own, shared by both workers and every process they start (they inherit it), and removed at
# the end: never the user's ~/.cache, and every test run tokenizes afresh at least once.
if "PYTEST_XDIST_WORKER" not in os.environ:
    os.environ["PLAYGROUND_CACHE_DIR"] = TOKEN_CACHE = tempfile.mkdtemp(prefix="playground-token-cache-")


# The test files that take longest, longest first (seconds of wall time each, two workers, from `pytest
# --durations=0` on the bf16 EPYC, 2026-11-28): each worker takes the next file when it is done with its own, so
# starting with the long ones and ending with the short ones lets both workers end together. Every other file (each
# under 3 s) follows in its usual order. The soak comes after the training files, not beside the browser test at the
# start: there its server shared the cores with Chromium, and it took 59-61 s instead of 52-56.
SLOWEST_FILES = ["test_browser.py", "test_train_tab.py", "test_train.py", "test_train_tab_browser.py",
                 "test_train_queue.py", "test_soak.py", "test_deploy.py", "test_bench.py", "test_reliability.py",
                 "test_inside_api.py", "test_crash_safety.py", "test_limits.py", "test_burst.py", "test_export.py",
                 "test_sessions.py", "test_forks.py", "test_device_path.py", "test_train_memory.py", "test_app.py",
                 "test_user_metrics.py", "test_layers_of_imports.py", "test_model_store.py", "test_numbering.py",
                 "test_inside_forward.py", "test_corpus.py", "test_security.py"]


# The files whose tests start real servers, training children, fresh interpreters or a browser, and why: each of
# their tests is marked `slow`. `pytest -m "not slow"` leaves them out: the quick lane for work in progress, the
# models, objectives, tokenizer, inference, Inside views and checks, under a minute (docs/testing.md).
SLOW_FILES = {
    "test_browser.py": "Chromium on the real server's page",
    "test_train_tab_browser.py": "Chromium, and training runs that it watches",
    "test_train.py": "train_tiny.py runs end to end, killed, resumed, on two processes",
    "test_train_tab.py": "the Train tab's training children, and a real server",
    "test_train_queue.py": "training children that queue and take turns",
    "test_train_memory.py": "training children and their forked trial steps",
    "test_forks.py": "the fork server of the training children, started, killed and let go",
    "test_device_path.py": "each model trained on a pretend second device",
    "test_crash_safety.py": "train_tiny.py and publishing killed at every step",
    "test_soak.py": "hundreds of sessions and bursts against the real server",
    "test_burst.py": "40 clients at once against the real server",
    "test_limits.py": "100 MB bodies and every endpoint through plain HTTP to the real server",
    "test_sessions.py": "clients that come and go on a real server, grace times",
    "test_inside_api.py": "every Inside view for every model through a real server",
    "test_reliability.py": "every bad input and broken weights through real servers",
    "test_export.py": "exports loaded by transformers, served by a real server",
    "test_app.py": "the real server through gradio_client",
    "test_model_store.py": "Reload and publishing hammered while generations stream",
    "test_deploy.py": "a fresh virtualenv installed from .wheelhouse, as a Space starts",
    "test_bench.py": "python -m bench --quick",
    "test_corpus.py": "data/make_corpus.py rebuilds the 6 MB corpus",
}


def pytest_configure(config):
    if config.getoption("numprocesses", None) and "PYTEST_XDIST_WORKER" not in os.environ:
        return  # the workers' controller runs no test: it starts them 1.2 s sooner without importing torch
    import torch
    torch.set_num_threads(max(1, (os.cpu_count() or 1) // WORKERS))


def pytest_unconfigure(config):
    if "PYTEST_XDIST_WORKER" not in os.environ:
        shutil.rmtree(TOKEN_CACHE, ignore_errors=True)


def pytest_collection_modifyitems(items):
    rank = {name: i for i, name in enumerate(SLOWEST_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: a file's tests keep their order
    for item in items:
        if item.path.name in SLOW_FILES:
            item.add_marker(pytest.mark.slow)


def randomize_(model, std=0.3, seed=0):
    """Spread a freshly initialised model's weights (norm gains included) so that random models make varied,
    confident predictions: parity and greedy-decoding tests then compare something other than near-ties."""
    import torch
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen) * std)
    return model.eval()


@pytest.fixture
def randomize():
    return randomize_


@pytest.fixture(scope="session")
def app_server(tmp_path_factory):
    """`python playground/app.py` with the bundled weights, started as the README says (loopback, no share link), one
    per test process and shared by every test file that needs the real program with nothing changed: the page, the
    soak, the burst, the request limits, the default address. Those that need another kind of server (other weights,
    the Train tab's spare child, a fresh virtualenv) start their own. Its output is printed when a test fails."""
    from app_process import SHARED_SESSION_GRACE_S, start_app

    server = start_app(tmp_path_factory.mktemp("app_server") / "app.log",
                       PLAYGROUND_SESSION_GRACE_S=str(SHARED_SESSION_GRACE_S))
    yield server
    server.stop()
    print(f"--- playground/app.py output ---\n{server.output()[-5000:]}")


@pytest.fixture(scope="module")
def store():
    """The bundled models, loaded once per test module (a module that needs other weights defines its own)."""
    from playground import model_store

    store = model_store.ModelStore()
    broken = {kind: error for kind, error in store.load().items() if error}
    if broken:
        pytest.fail(f"these tests need trained weights in {store.folder}: {broken}; run `{store.fix_command()}`.")
    return store
