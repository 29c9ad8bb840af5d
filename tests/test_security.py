"""Security rules of the project (issue 6): only safetensors and JSON are ever loaded (no pickle, no torch.load, no
eval or exec: checked on the syntax tree of the source, so comments and strings do not count); the server listens on
127.0.0.1 unless told otherwise and makes no share link unless asked; no request can make the app read a path.
The caps on text length, mask count and generation length are tested through the API in tests/test_reliability.py.
"""

import ast
import os
from pathlib import Path
from types import SimpleNamespace

import gradio as gr
import httpx
import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

from app_process import app_demo, launch_in_process, listening_addresses  # noqa: E402
from playground import app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SCANNED = sorted([*(ROOT / "models").glob("*.py"), *(ROOT / "playground").glob("*.py"), ROOT / "train_tiny.py"])

UNPICKLERS = {"pickle", "_pickle", "cPickle", "dill", "joblib", "marshal", "shelve", "cloudpickle"}
RUNS_CODE = {"eval", "exec", "compile", "__import__"}  # builtins that turn text into running code
LOADERS = {"torch": {"load"}, "numpy": {"load"}, "np": {"load"}, "pandas": {"read_pickle"}, "pd": {"read_pickle"}}


def unsafe_uses(source: str, filename: str = "<source>") -> list[str]:
    """Every import of a pickle-like module, call of eval/exec/compile/__import__, and use of torch.load (or
    numpy.load, pandas.read_pickle) in Python source, as 'file:line what'."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        where = f"{filename}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Import):
            found += [f"{where} import {a.name}" for a in node.names if a.name.split(".")[0] in UNPICKLERS]
        elif isinstance(node, ast.ImportFrom) and node.module:
            root = node.module.split(".")[0]
            if root in UNPICKLERS or node.module == "torch.serialization":
                found.append(f"{where} from {node.module} import ...")
            found += [f"{where} from {node.module} import {a.name}" for a in node.names
                      if a.name in LOADERS.get(root, ()) or a.name in RUNS_CODE]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in RUNS_CODE:
            found.append(f"{where} {node.func.id}()")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.attr in LOADERS.get(node.value.id, ()) or node.value.id in UNPICKLERS:
                found.append(f"{where} {node.value.id}.{node.attr}")
            elif node.value.id == "builtins" and node.attr in RUNS_CODE:
                found.append(f"{where} builtins.{node.attr}")
    return found


def test_the_scanner_finds_what_it_looks_for():
    """The rule below can fail: each of these lines is one finding; look-alikes are not."""
    bad = ["import pickle", "import torch\nx = torch.load('w.pt')", "from torch import load",
           "import numpy as np\nnp.load('a.npy', allow_pickle=True)", "eval('1 + 1')", "exec('x = 1')",
           "from joblib import load", "import builtins\nbuiltins.exec('1')", "from torch.serialization import load",
           "import _pickle as p\np.loads(b'')", "compile('1', 'f', 'eval')", "__import__('os')"]
    for source in bad:
        assert unsafe_uses(source), source
    fine = ["model.eval()", "import re\nre.compile('a')", "# torch.load is never used\n'pickle'",
            "import json\njson.loads('1')", "from safetensors.torch import load_file", "loader.load(x)"]
    for source in fine:
        assert not unsafe_uses(source), source


def test_no_pickle_torch_load_eval_or_exec_in_the_source():
    assert len(SCANNED) >= 15 and ROOT / "train_tiny.py" in SCANNED
    found = [use for path in SCANNED for use in unsafe_uses(path.read_text(), str(path.relative_to(ROOT)))]
    assert not found, f"only safetensors and JSON may be loaded, and no text run as code: {found}"


def test_launch_passes_no_host_port_or_share_unless_asked(monkeypatch):
    """main() leaves host and port to GRADIO_SERVER_NAME / GRADIO_SERVER_PORT (default 127.0.0.1:7860) and asks
    for a public share link only with --share."""
    calls = []
    monkeypatch.setattr(app, "build_demo", lambda: SimpleNamespace(launch=lambda **kwargs: calls.append(kwargs)))
    monkeypatch.setattr(app.torch, "set_num_threads", lambda n: None)  # main() sets it for the server process
    # main() also starts the Train tab's spare training child, which would take ~9 s of CPU from the other tests
    monkeypatch.setenv("PLAYGROUND_TRAIN_SPARE", "0")
    app.main([])
    app.main(["--share"])
    assert [c["share"] for c in calls] == [False, True]
    assert not {"server_name", "server_port"} & set(calls[0])


@pytest.mark.slow  # a real server
def test_the_server_listens_on_loopback_only_and_makes_no_share_link(app_server):
    server = app_server  # conftest.py's, started with GRADIO_SERVER_NAME unset: the default address
    assert listening_addresses(server.port) == {"127.0.0.1"}
    log = server.output()
    assert f"http://127.0.0.1:{server.port}" in log
    assert "public URL" not in log and "gradio.live" not in log


@pytest.mark.slow  # a real server
def test_no_request_can_name_a_file_to_read():
    """Every input of every event is a text, number or choice (no upload or path component), except the Train tab's
    .txt upload, whose one event is private (not in the API) and reads only what Gradio put in its upload folder;
    and Gradio's file route refuses the repository's files and the system's."""
    allowed = {gr.Textbox, gr.Slider, gr.Number, gr.Dropdown, gr.Radio, gr.Checkbox, gr.State, gr.Dataset}
    for fn in app_demo().fns.values():
        for block in fn.inputs:
            if type(block) not in allowed:
                assert isinstance(block, gr.File) and block.elem_id == "train-upload", (fn.name, type(block))
                assert fn.api_visibility == "private" and block.file_types == [".txt"], fn.name
    url = launch_in_process()
    try:
        for path in ["/etc/passwd", str(ROOT / "README.md"), str(ROOT / "weights" / "gpt.safetensors"),
                     "weights/tokenizer.json", "../../../etc/passwd"]:
            response = httpx.get(f"{url}gradio_api/file={path}", timeout=30)
            assert response.status_code in (403, 404), (path, response.status_code)
    finally:
        app_demo().close()

