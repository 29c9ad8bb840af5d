"""Atomic file writes, used for every file the project writes: weights, tokenizer, logs, checkpoints, results.

The bytes go to a temporary file in the same folder, are flushed to disk, and only then renamed over the target
(os.replace is atomic within one filesystem), so a reader, or a crash mid-write, sees either the old file or the
complete new one, never a part.

    atomic_write_json(Path("weights/train_log.json"), {"models": {}})
"""

import json
import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path, data: bytes) -> None:
    """Write data to path so that readers see either the old file or the complete new one, never a part:
    a temp file in the same folder, fsync, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.chmod(tmp, 0o644)  # mkstemp makes the file private; weights are meant to be shared
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_text(path, text: str) -> None:
    """UTF-8 text, written atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path, obj) -> None:
    """obj as indented JSON with a final newline, written atomically."""
    atomic_write_text(path, json.dumps(obj, indent=1) + "\n")
