import os
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # tests never download anything
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Every server the tests start (in this process or as `python playground/app.py`) beats every second, not every 15 s:
# a gradio_client that closes lets go of its heartbeat only at the next beat, and its session is dropped only then.
os.environ.setdefault("GRADIO_HEARTBEAT_INTERVAL", "1")
torch.set_num_threads(min(2, os.cpu_count() or 1))


def randomize_(model, std=0.3, seed=0):
    """Spread a freshly initialised model's weights (norm gains included) so that random models make varied,
    confident predictions: parity and greedy-decoding tests then compare something other than near-ties."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen) * std)
    return model.eval()


@pytest.fixture
def randomize():
    return randomize_


@pytest.fixture(scope="module")
def store():
    """The bundled models, loaded once per test module (a module that needs other weights defines its own)."""
    from playground import inference

    store = inference.ModelStore()
    broken = {kind: error for kind, error in store.load().items() if error}
    if broken:
        pytest.fail(f"these tests need trained weights in {store.folder}: {broken}; run `{store.fix_command()}`.")
    return store
