"""The models the app serves: GPT-2, BERT and T5 read from one weights folder, each failing on its own.

    from playground.model_store import ModelStore

    store = ModelStore()                  # weights/, or $PLAYGROUND_WEIGHTS_DIR
    store.status()                        # {kind: None if loaded, else what is wrong}
    gpt = store.get("gpt")                # or ModelUnavailable naming the file and the train_tiny.py command
    store.load()                          # Reload weights: weights rewritten by train_tiny.py, without a restart

A missing or broken file disables its model only, so the app still starts and the other tabs work. A reading is
one ModelSet, swapped in whole, so a request never mixes files of two runs (a folder published mid-read is read
again). The app reads files only inside the weights folder and the repository's data/ (named_file).
"""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

import models
from models import MODEL_KINDS, WEIGHTS_DIR
from models.checkpoint import check_tokenizer
from models.hf_folder import find_weights, load_weights
from playground.input_checks import InputError

# Each model's name as the pages and messages write it; here because the store's own messages need it, and every
# tab names the models the way the store does.
TITLES = {"gpt": "GPT-2", "bert": "BERT", "t5": "T5"}
ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"  # the one folder besides the weights folder that the app reads files from (named_file)


class ModelUnavailable(ValueError):
    """A model whose weights are missing or broken; the message names the file and the command that fixes it."""


def named_file(folder: Path, named) -> Path:
    """A file that a weights folder names (train_tiny.py's train_log.json names its held-out text), if the app may
    read it: the app reads files only inside the weights folder and the repository's data/, checked after links and
    '..' are resolved. A relative name is relative to the repository, as train_tiny.py records it. Anything else
    raises InputError saying so: a folder downloaded from anywhere must not make the app read other files."""
    if not isinstance(named, str) or not named or "\0" in named:
        raise InputError(f"{folder / 'train_log.json'} names no readable file ({named!r}); write a path inside "
                         f"{folder} or {DATA_DIR} there.")
    path = (ROOT / named).resolve()  # an absolute name stays itself
    if not any(path.is_relative_to(place.resolve()) for place in (Path(folder), DATA_DIR)):
        raise InputError(f"{folder / 'train_log.json'} names {named}, which is outside the weights folder and the "
                         f"repository's data/, so the app does not read it; put the file in {folder} or {DATA_DIR} "
                         "and name it there.")
    return path


def default_weights_dir() -> Path:
    """$PLAYGROUND_WEIGHTS_DIR, else the repository's weights/ folder (where train_tiny.py writes). Either layout
    works: train_tiny.py's (gpt.safetensors, ...) or training/export.py's transformers folders (gpt/, bert/, t5/)."""
    return Path(os.environ.get("PLAYGROUND_WEIGHTS_DIR") or WEIGHTS_DIR)


@dataclass(frozen=True)
class ModelSet:
    """One reading of a weights folder: the models that loaded, what is wrong with the others, and the sha256 of the
    tokenizer.json they were read with. Never changed once made: Reload makes a new set and swaps it in whole, so a
    request that reads the set once uses models, tokenizer and errors that belong together."""
    folder: Path
    models: Mapping  # {kind: model} for the models that loaded (read-only)
    errors: Mapping[str, str]  # {kind: what is wrong} for the others
    tokenizer_sha256: str | None  # of the tokenizer.json the loaded models use (None: none loaded, or several)

    def status(self) -> dict[str, str | None]:
        return {kind: self.errors.get(kind) for kind in MODEL_KINDS}

    def fix_command(self) -> str:
        return fix_command(self.folder)

    def get(self, kind: str):
        """The loaded model, or ModelUnavailable saying what is wrong and how to fix it."""
        model = self.models.get(kind)
        if model is None:
            raise ModelUnavailable(f"{TITLES[kind]} is not available ({self.errors[kind]}); run "
                                   f"`{self.fix_command()}` from the repository root, then press Reload weights "
                                   "in the Model tab.")
        return model


def fix_command(folder: Path) -> str:
    """The train_tiny.py command that writes a folder's weights."""
    default = WEIGHTS_DIR.resolve()
    return "python train_tiny.py" + ("" if folder.resolve() == default else f" --out {folder}")


def folder_identity(folder: Path) -> tuple[int, int] | None:
    """(device, inode) of the folder: a publish (training.folder_swap) puts another folder at the path, so the
    identity changes; None when there is no folder."""
    try:
        stat = folder.stat()
    except OSError:
        return None
    return stat.st_dev, stat.st_ino


@contextmanager
def pinned(folder: Path):
    """The folder as one directory for the length of a read, whatever is renamed meanwhile: on Linux a path through
    an open descriptor of it (/proc/self/fd/N), so every file read comes from the folder that was there when the
    read began; elsewhere the path itself (and ModelStore checks the folder's identity before and after)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # no folder: the read reports the missing files
        yield folder
        return
    try:
        through = Path(f"/proc/self/fd/{fd}")
        yield through if through.is_dir() else folder
    finally:
        os.close(fd)


def read_model_set(folder: Path, shown_as: Path | None = None) -> ModelSet:
    """Load the three models of one folder, each failing on its own. shown_as: the folder's name in messages (when
    `folder` is a path through a descriptor)."""
    loaded, errors = {}, {}
    shown_as = shown_as or folder
    for kind in MODEL_KINDS:
        path = find_weights(folder, kind)  # <kind>.safetensors, or <kind>/model.safetensors if exported
        try:
            model = load_weights(path)
            if model.kind != kind:
                raise models.CheckpointError(path, f"holds a {model.kind} model, not {kind}")
            if model.tokenizer is None:
                raise models.CheckpointError(path.parent / "tokenizer.json", "no such file; the models need "
                                             "the tokenizer they were trained with")
            check_tokenizer(model, path)
            loaded[kind] = model
        except models.CheckpointError as e:
            errors[kind] = f"{e.path}: {e.problem}"  # the fix is given once, by get(), for this folder
        except Exception as e:  # any unreadable file must leave the app running
            errors[kind] = str(e).rstrip(".") or repr(e)
        if kind in errors:
            errors[kind] = errors[kind].replace(str(folder), str(shown_as))
    hashes = {model.tokenizer.sha256 for model in loaded.values()}  # one tokenizer.json, or one per exported model
    sha256 = hashes.pop() if len(hashes) == 1 else None
    return ModelSet(shown_as, MappingProxyType(loaded), MappingProxyType(errors), sha256)


class ModelStore:
    """GPT, BERT and T5 from one weights folder. A missing or corrupt file disables that model only: `get` then
    raises ModelUnavailable with the reason and the fix, and the other two keep working. `load()` again picks up
    weights that train_tiny.py has rewritten, without restarting anything.

    What the store holds is one ModelSet, replaced whole by load() under a lock. A request reads it once (`current()`,
    or `get()`, which reads it once) and keeps it: a Reload in the middle of a request changes nothing for it. A
    folder published while load() reads it (train_tiny.py swaps the whole folder in one step) is read again, so a
    set never mixes files of two runs."""

    READ_ATTEMPTS = 5  # a folder swapped again on every attempt is reported, not read forever

    def __init__(self, folder: str | os.PathLike | None = None):
        self.folder = Path(folder) if folder else default_weights_dir()
        self._set: ModelSet | None = None
        self._lock = threading.Lock()  # one load at a time; requests never wait for it once a set is there

    def load(self) -> dict[str, str | None]:
        """(Re)load all three models; returns {kind: None if loaded, else what is wrong}."""
        with self._lock:
            self._set = self._read()
            return self._set.status()

    def _read(self) -> ModelSet:
        """All files from one folder: the one at the path when the read began (pinned). A read that a publish
        overtook (the path names another folder by its end) is made again, to serve the newest complete folder; a
        complete set read from the overtaken folder is still one run's, and is kept if every attempt is overtaken."""
        complete = None
        for _ in range(self.READ_ATTEMPTS):
            with pinned(self.folder) as where:
                read_from = folder_identity(where)
                model_set = read_model_set(where, shown_as=self.folder)
            if folder_identity(self.folder) == read_from:  # nothing was published while the files were read
                return model_set
            if not model_set.errors:
                complete = model_set
        if complete is not None:
            return complete
        problem = (f"{self.folder}: was replaced {self.READ_ATTEMPTS} times while it was being read; wait for "
                   "the run that publishes it to finish, then press Reload weights")
        return ModelSet(self.folder, MappingProxyType({}), MappingProxyType(dict.fromkeys(MODEL_KINDS, problem)),
                        None)

    def current(self) -> ModelSet:
        """The set every part of one request should use (loaded on first use, once, however many ask at once)."""
        model_set = self._set
        if model_set is None:
            with self._lock:
                if self._set is None:
                    self._set = self._read()
                model_set = self._set
        return model_set

    def status(self) -> dict[str, str | None]:
        return self.current().status()

    def fix_command(self) -> str:
        return fix_command(self.folder)

    def get(self, kind: str):
        """The loaded model, or ModelUnavailable saying what is wrong and how to fix it."""
        return self.current().get(kind)
