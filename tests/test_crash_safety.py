"""Crash safety of training's files: `train_tiny.py` SIGKILLed inside a save leaves loadable weights and `--resume`
finishes the run; publishing killed before any one of its filesystem calls leaves the weights folder holding the
whole previous set or the whole new one, never a mix. (tests/test_train.py kills a run while it trains.)"""

import json
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from playground import inference, model_store
from training import folder_swap, runfiles

ROOT = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------------------------------------------------
# Training killed while it saves (tests/test_train.py kills a run while it trains; this kills it inside a save)
# ---------------------------------------------------------------------------------------------------------------------

KILL_INSIDE = """
import os, signal, sys
sys.path.insert(0, {root!r})
import train_tiny

def target(fd_or_path):
    return os.readlink(f"/proc/self/fd/{{fd_or_path}}") if isinstance(fd_or_path, int) else str(fd_or_path)

real_fsync, real_unlink = os.fsync, os.unlink

def fsync(fd):  # the bytes of a weights file are written to its temporary file: keep half of them, then die
    if {when!r} == "write" and os.path.basename(target(fd)).startswith(".gpt.safetensors."):
        os.ftruncate(fd, os.fstat(fd).st_size // 2)
        os.kill(os.getpid(), signal.SIGKILL)
    return real_fsync(fd)

def unlink(path, *args, **kwargs):  # publishing: the new set is swapped in, the run folder is about to go: die
    if {when!r} == "publish" and str(path).endswith("/checkpoints/run.json"):
        os.kill(os.getpid(), signal.SIGKILL)
    return real_unlink(path, *args, **kwargs)

os.fsync, os.unlink = fsync, unlink
sys.exit(train_tiny.main(sys.argv[1:]))
"""


def train_tiny(*args, when: str = "never"):
    code = KILL_INSIDE.format(root=str(ROOT), when=when)
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


def corpus(path: Path) -> Path:
    """About 12 KB of small regular documents, so the tiny preset trains in seconds."""
    names, places = ["Ada", "Bram", "Cleo", "Dov"], ["the mill", "the river", "the market", "the forge"]
    docs = [f"{names[i % 4]} walked to {places[i % 3]} in the morning.\n{names[i % 4]} bought bread at "
            f"{places[(i + 1) % 4]}.\nThen {names[i % 4]} went home and was happy." for i in range(60)]
    path.write_text("\n\n".join(docs) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("when", ["write", "publish"])
def test_sigkill_while_saving_leaves_loadable_weights_and_resume_finishes(tmp_path, when):
    """SIGKILL half way through writing a weights file, or once publishing has swapped the new set in but before
    the run folder is gone: the folder holds the previous set byte for byte, or the whole new one, and every model
    loads; `--resume` then finishes the run into a consistent folder."""
    out = tmp_path / "weights"
    shutil.copytree(ROOT / "weights", out, ignore=shutil.ignore_patterns("snapshots"))  # a past run's, if any
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    flags = ["--corpus", corpus(tmp_path / "corpus.txt"), "--out", out, "--size", "tiny", "--threads", "1",
             "--steps", "10", "--eval-every", "5"]
    killed = train_tiny(*flags, when=when)
    assert killed.returncode == -signal.SIGKILL, killed.stdout[-2000:] + killed.stderr[-2000:]
    store = model_store.ModelStore(out)
    assert store.load() == {"gpt": None, "bert": None, "t5": None}
    published = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    if when == "write":  # nothing published: the previous weights, byte for byte
        assert published == before
    else:  # the new set, all of it: a new tokenizer and every model trained with it
        assert not any(published[name] == before.get(name) for name in published)
        assert (out / "snapshots").is_dir() and (out / "checkpoints" / "run.json").exists()
    resumed = train_tiny(*flags, "--resume")
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    assert store.load() == {"gpt": None, "bert": None, "t5": None}
    assert inference.generate(store.get("gpt"), "Ada walked to", max_new_tokens=3).text.startswith("Ada walked to")
    assert not (out / "checkpoints").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus.txt", "weights"]  # nothing left beside it


# ---------------------------------------------------------------------------------------------------------------------
# Publishing killed at every step: the weights folder holds the whole previous set or the whole new one
# ---------------------------------------------------------------------------------------------------------------------

# One process imports runfiles once, then for step 1, 2, ... forks a child that publishes a fresh copy of the same
# run and SIGKILLs itself just before the step-th filesystem call (link, rename, fsync, unlink, ...; the folder
# exchange counts as one). It stops at the first child that publishes to the end, and prints how many steps that was.
KILL_PUBLISH = """
import json, os, shutil, signal, sys, traceback
sys.path.insert(0, {root!r})
from pathlib import Path
from training import folder_swap, runfiles

template, cases, mode = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
finished = json.loads((template / "weights" / "checkpoints" / "run.json").read_text())["finished"]
steps = 0

def step():
    global steps
    steps += 1
    if steps == at:
        os.kill(os.getpid(), signal.SIGKILL)

def counted(real):
    def call(*args, **kwargs):
        step()
        return real(*args, **kwargs)
    return call

def exchange(a, b):
    step()
    if mode == "two renames":  # as on a system without renameat2
        raise folder_swap.SwapUnsupported(38, "no renameat2 here")
    return real_exchange(a, b)

real_exchange = folder_swap.exchange
at = 1
while True:
    case = cases / str(at)
    shutil.copytree(template, case, symlinks=True)
    out = case / "weights"
    pid = os.fork()
    if pid == 0:
        try:
            for name in ("link", "rename", "replace", "mkdir", "unlink", "rmdir", "fsync"):
                setattr(os, name, counted(getattr(os, name)))
            folder_swap.exchange = exchange
            runfiles.publish(out / "checkpoints", out, finished, {{"run": "new"}})
        except BaseException:
            traceback.print_exc()
            os._exit(3)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if os.WIFEXITED(status):
        assert os.WEXITSTATUS(status) == 0, f"publishing failed at step {{at}}"
        print(at - 1)
        break
    at += 1
"""


def files(folder: Path) -> dict[str, str] | None:
    """{path relative to folder: text} of the published files (the run folder inside aside); None: no folder."""
    if not folder.exists():
        return None
    return {p.relative_to(folder).as_posix(): p.read_text() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.relative_to(folder).as_posix().startswith("checkpoints/")}


def publishing_template(root: Path) -> dict[str, str]:
    """A previous set and a finished run that retrained GPT and BERT (one word per file stands for its bytes);
    returns the previous set."""
    previous = {"tokenizer.json": "old tokenizer", "gpt.safetensors": "old gpt", "bert.safetensors": "old bert",
                "t5.safetensors": "old t5", "notes.txt": "the user's own file",
                "train_log.json": json.dumps({"models": {"gpt": "old", "bert": "old", "t5": "old"}, "run": "old"}),
                "snapshots/gpt-001.safetensors": "old gpt at 1%", "snapshots/gpt-010.safetensors": "old gpt at 10%",
                "snapshots/t5-001.safetensors": "old t5 at 1%"}
    run = {"run.json": json.dumps({"fingerprint": {}, "finished": {"gpt": "new", "bert": "new"}}),
           "tokenizer.json": "new tokenizer", "gpt.safetensors": "new gpt", "bert.safetensors": "new bert",
           "snapshots/gpt-001.safetensors": "new gpt at 1%", "snapshots/bert-001.safetensors": "new bert at 1%"}
    for folder, contents in ((root / "weights", previous), (root / "weights" / "checkpoints", run)):
        for name, text in contents.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text)
    return previous


# What publishing that run must give: the run's files, the previous T5 and its snapshot, the user's file, and the
# log merged; the previous GPT's snapshots go with it (a 10% snapshot of another run would not belong to this GPT).
NEW_SET = {"tokenizer.json": "new tokenizer", "gpt.safetensors": "new gpt", "bert.safetensors": "new bert",
           "t5.safetensors": "old t5", "notes.txt": "the user's own file",
           "train_log.json": json.dumps({"models": {"gpt": "new", "bert": "new", "t5": "old"}, "run": "new"},
                                        indent=1) + "\n",
           "snapshots/gpt-001.safetensors": "new gpt at 1%", "snapshots/bert-001.safetensors": "new bert at 1%",
           "snapshots/t5-001.safetensors": "old t5 at 1%"}


@pytest.mark.parametrize("mode", ["exchange", "two renames"])
def test_publishing_killed_at_any_step_leaves_the_whole_previous_or_the_whole_new_set(tmp_path, mode):
    """Kill publish() before each of its filesystem calls in turn. With renameat2 (Linux) the folder always holds
    the whole previous set or the whole new one; with two renames (elsewhere) it may also be missing for an
    instant, and the next run's recovery puts the whole new set there. Publishing again, as `--resume` does,
    always ends with the new set and nothing left beside the folder."""
    previous = publishing_template(tmp_path / "template")
    code = KILL_PUBLISH.format(root=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, tmp_path / "template", tmp_path / "cases", mode],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    steps = int(done.stdout.split()[-1])
    assert steps > 20, steps  # every link, rename, fsync and removal is a point where it was killed
    seen = []
    for at in range(1, steps + 2):
        out = tmp_path / "cases" / str(at) / "weights"
        state = files(out)
        seen.append("previous" if state == previous else "new" if state == NEW_SET else
                    "missing" if state is None and mode == "two renames" else f"MIXED {state}")
        assert not seen[-1].startswith("MIXED"), f"killed before step {at} of {steps}: {seen[-1]}"
        if (out / "checkpoints" / "run.json").exists():  # what `--resume` does: publish the finished run again
            runfiles.publish(out / "checkpoints", out, {"gpt": "new", "bert": "new"}, {"run": "new"})
        else:
            folder_swap.recover(out)  # what the next run does first
        assert files(out) == NEW_SET, f"killed before step {at} of {steps}, then resumed"
        assert sorted(p.name for p in out.parent.iterdir()) == ["weights"], f"killed before step {at}"
    assert seen[0] == "previous" and seen[-1] == "new" and "new" in seen[:-1], seen
