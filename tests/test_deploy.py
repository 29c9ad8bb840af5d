"""Deployment as a Hugging Face Space (issue 6): the README front matter has what a Gradio Space needs and pins the
Gradio of requirements.txt; a fresh virtualenv with only requirements.txt starts the app the way a Space does and
answers /generate; no tracked file is over the Hub's 10 MB limit for files pushed without Git LFS.

The fresh virtualenv installs from the local wheelhouse `.wheelhouse/` and never downloads anything. The README's
test command fills it first (`.venv/bin/pip wheel -q -r requirements.txt -w .wheelhouse`); without it this test
fails and names that command.
"""

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

from gradio_client import Client  # noqa: E402

from app_process import listening_addresses, start_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WHEELHOUSE = ROOT / ".wheelhouse"
WHEELHOUSE_COMMAND = ".venv/bin/pip wheel -q -r requirements.txt -w .wheelhouse"
SPACE_COLORS = {"red", "yellow", "green", "blue", "indigo", "purple", "pink", "gray"}
HUB_FILE_LIMIT = 10 * 1024 * 1024


def front_matter() -> dict:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.match(r"---\n(.*?)\n---\n", text, re.S)
    assert match, "README.md must start with YAML front matter between two '---' lines"
    return yaml.safe_load(match.group(1))


def pinned(package: str) -> str:
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        match = re.fullmatch(rf"{re.escape(package)}==(\S+)", line.split("#")[0].strip())
        if match:
            return match.group(1)
    raise AssertionError(f"requirements.txt does not pin {package} (write {package}==<version>)")


def tracked_files() -> list[Path]:
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [ROOT / name for name in listing.stdout.split("\0") if name and (ROOT / name).is_file()]


def test_readme_front_matter_is_a_gradio_space():
    meta = front_matter()
    assert {"title", "emoji", "colorFrom", "colorTo", "sdk", "sdk_version", "python_version", "app_file",
            "pinned", "short_description", "license"} <= set(meta)
    assert meta["sdk"] == "gradio"
    assert meta["sdk_version"] == pinned("gradio")  # a string: YAML would read 6.31 as a float, 6.31.0 stays text
    assert isinstance(meta["python_version"], str) and re.fullmatch(r"3\.\d+", meta["python_version"])
    assert (ROOT / meta["app_file"]).is_file() and meta["app_file"].endswith(".py")
    assert {meta["colorFrom"], meta["colorTo"]} <= SPACE_COLORS
    assert isinstance(meta["pinned"], bool) and meta["title"].strip() and meta["short_description"].strip()


def test_no_tracked_file_is_over_10_mb():
    files = tracked_files()
    assert len(files) > 20 and ROOT / "weights" / "gpt.safetensors" in files
    too_big = {str(p.relative_to(ROOT)): p.stat().st_size for p in files if p.stat().st_size > HUB_FILE_LIMIT}
    assert not too_big, f"the Hub refuses files over 10 MB pushed without Git LFS: {too_big}"


def install_requirements(venv: Path, space: Path) -> None:
    """A new virtualenv at `venv` with requirements.txt installed from the wheelhouse, as a Space builds one."""
    # No pip of its own (making one costs 2 s of CPU): this process's pip installs into it (--python).
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")  # the wheelhouse and nothing else
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "-q",
                              "--no-compile", "--no-index",  # no .pyc: saves half the time
                              "--find-links", str(WHEELHOUSE), "-r", "requirements.txt"],
                             cwd=space, env=env, capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, (f"installing requirements.txt from {WHEELHOUSE} failed; run "
                                     f"`{WHEELHOUSE_COMMAND}` again:\n{install.stderr[-3000:]}")


def test_a_fresh_virtualenv_with_only_requirements_serves_generate_like_a_space(tmp_path, capsys):
    """A clean copy of the tracked files, a new virtualenv with requirements.txt installed from the wheelhouse, and
    the app_file run from the repository root with GRADIO_SERVER_NAME=0.0.0.0 and a chosen port (as a Space runs
    it); then /generate through gradio_client."""
    if not any(WHEELHOUSE.glob("*.whl")):
        pytest.fail(f"no wheels in {WHEELHOUSE}; run `{WHEELHOUSE_COMMAND}` from the repository root first (the "
                    "README's test command does), so that this test installs requirements.txt without a network.")
    began = time.time()
    space = tmp_path / "space"  # what a Space clones: the tracked files only
    for path in tracked_files():
        target = space / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    venv = tmp_path / "venv"
    try:
        install_requirements(venv, space)
        installed = time.time()
        meta = front_matter()
        server = start_app(tmp_path / "app.log", python=str(venv / "bin" / "python"), cwd=space,
                           app_file=meta["app_file"], GRADIO_SERVER_NAME="0.0.0.0", SYSTEM="spaces",
                           SPACE_ID="local/tiny-transformer-playground", PYTHONPATH=None, PLAYGROUND_WEIGHTS_DIR=None)
        try:
            assert listening_addresses(server.port) == {"0.0.0.0"}
            client = Client(server.url, verbose=False, download_files=False)
            text = client.predict("Not long ago, in the town of Millbrook,", 12, 0.8, 40, 0.95, 1.1, 0,
                                  api_name="/generate")[0]
            client.close()
        finally:
            server.stop()
        assert text.startswith("Not long ago, in the town of Millbrook,") and len(text) > 40
        site_packages = next((venv / "lib").glob("python3*/site-packages"))
        assert not {"transformers", "pytest", "playwright"} & {p.name for p in site_packages.iterdir()}  # dev only
    finally:
        # 1.5 GB in 27,000 files, gone once checked: pytest keeps the folders of the last three runs (4.5 GB of
        # virtualenvs otherwise) and removes an older run's at the end of a later one, alone, after its last test
        # (3.4 s), where here it goes beside the other worker's tests.
        shutil.rmtree(venv, ignore_errors=True)
    with capsys.disabled():
        print(f"\nfresh virtualenv: installed requirements.txt in {installed - began:.0f} s; the app answered "
              f"/generate {time.time() - installed:.0f} s later; {time.time() - began:.0f} s in all")


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("Run the tests"):]
    command = re.search(r"```bash\n(.*?)\n```", section, re.S).group(1).strip()
    ci_lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
                if line.strip() and not line.startswith(("#", "set ", "cd "))]
    assert ci_lines == [command]
    assert WHEELHOUSE_COMMAND.replace(".venv/bin/", "") in command and command.endswith("-m pytest -q")
