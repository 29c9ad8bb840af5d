"""The training loop's device path on a CPU-only machine: every model trained, evaluated (held-out metrics, the user
metrics, the probes) and saved with its weights on a pretend second device (tests/second_device.py), so that a
tensor the code forgets to move fails here as it would on a GPU. The crash that once ended every GPU run after GPT
(gpt_word_validity's prompt ids left on the host) fails this test."""

from __future__ import annotations

import functools

import pytest
import torch

from models import load
from tests.second_device import DeviceMismatch, SecondDevice
from tests.test_train import write_corpus
from training import loop, user_metrics
from training.loop import Hooks, open_run_dir, prepare, train_model
from training.options import parse_args
from training.runtime import Env

# Every probe item runs the same code on the device, so a few of each probe do: all 145 of BERT's and T5's take T5's
# step-by-step decoding through the pretend device's Python hook 1,900 times (13 s of this file's 17).
PROBE_ITEMS = 8


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return write_corpus(tmp_path_factory.mktemp("device") / "corpus.txt")


@pytest.fixture
def short_probes(tmp_path, monkeypatch):
    """The loop's user metrics with the first PROBE_ITEMS items of each probe file."""
    paths = {}
    for name, path in (("probe_path", user_metrics.PROBE_FILE), ("gpt_probe_path", user_metrics.GPT_PROBE_FILE)):
        paths[name] = tmp_path / path.name
        paths[name].write_text("\n".join(user_metrics.read_lines(path)[:PROBE_ITEMS]) + "\n", encoding="utf-8")
    monkeypatch.setattr(loop, "user_metrics", functools.partial(user_metrics.user_metrics, **paths))


@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_a_model_trains_evaluates_and_saves_on_another_device(kind, corpus, tmp_path, short_probes):
    args = parse_args(["--models", kind, "--size", "tiny", "--steps", "8", "--eval-every", "4", "--corpus",
                       str(corpus), "--out", str(tmp_path)])
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with SecondDevice() as device:
            env = Env(rank=0, world_size=1, device=device, use_bf16=False)
            plan = prepare(args, env, step_seconds=lambda recipe, env, optimizer: 0.01)
            open_run_dir(plan, env)
            entry = train_model(plan.recipes[0], plan, args, env, Hooks())
    finally:
        torch.set_num_threads(threads)
    assert entry["steps"] == 8 and entry["metrics"] and entry["best_step"] in (4, 8)
    assert ("probe_nats_per_char" if kind == "gpt" else "probe_top1" if kind == "bert" else "probe_exact") in \
        entry["metrics"]  # the probe ran on the device
    assert load(plan.run_dir / f"{kind}.safetensors").kind == kind


def test_the_pretend_device_refuses_a_host_tensor_given_to_a_model_on_it():
    """The check itself: a model moved to the device refuses host ids, takes ids moved there."""
    with SecondDevice() as device:
        layer = torch.nn.Embedding(10, 4).to(device)
        with pytest.raises(DeviceMismatch):
            layer(torch.tensor([[1, 2]]))
        assert layer(torch.tensor([[1, 2]], device=device)).shape == (1, 2, 4)
        assert layer(torch.tensor([[1, 2]]).to(device)).device == device
        assert layer(torch.tensor([[3]]).to(device)).cpu().device == torch.device("cpu")
