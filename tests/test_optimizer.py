"""The training optimizer (training/optimizer.py): each half does what the reference implementation does, the
groups hold what they should, and the schedule is warmup-stable-decay ending at zero."""

import pytest
import torch

from models import BERT, GPT, T5, BERTConfig, GPTConfig, T5Config
from training.optimizer import MuonAdamW, make_optimizer, orthogonalize
from training.recipes import lr_at


def _steps(optimizer, params, grads):
    for grad in grads:
        for p, g in zip(params, grad):
            p.grad = g.clone()
        optimizer.step()


def _random_grads(shapes, n, seed=0):
    gen = torch.Generator().manual_seed(seed)
    return [[torch.randn(*s, generator=gen) for s in shapes] for _ in range(n)]


def test_adamw_groups_match_torch_adamw():
    shapes = [(5, 3), (7,)]
    ours = [torch.randn(*s, generator=torch.Generator().manual_seed(1)) for s in shapes]
    theirs = [p.clone() for p in ours]
    ours, theirs = [torch.nn.Parameter(p) for p in ours], [torch.nn.Parameter(p) for p in theirs]
    grads = _random_grads(shapes, 6)
    _steps(MuonAdamW([{"params": ours, "weight_decay": 0.01}], lr=1e-2), ours, grads)
    _steps(torch.optim.AdamW(theirs, lr=1e-2, betas=(0.9, 0.98), eps=1e-8, weight_decay=0.01), theirs, grads)
    for a, b in zip(ours, theirs):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)


def test_muon_groups_match_torch_muon():
    # torch.optim.Muon orthogonalises in bf16; ours does too when asked, and follows "match_rms_adamw". The bf16
    # products round in other places (torch fuses them with addmm): a few per cent of the step apart at most.
    shapes = [(12, 4), (4, 12)]
    start = [torch.randn(*s, generator=torch.Generator().manual_seed(2)) for s in shapes]
    ours = [torch.nn.Parameter(p.clone()) for p in start]
    theirs = [torch.nn.Parameter(p.clone()) for p in start]
    grads = _random_grads(shapes, 5, seed=3)
    _steps(MuonAdamW([{"params": ours, "algorithm": "muon"}], lr=2e-3, ns_dtype=torch.bfloat16), ours, grads)
    _steps(torch.optim.Muon(theirs, lr=2e-3, weight_decay=0.0, adjust_lr_fn="match_rms_adamw"), theirs, grads)
    for a, b, s in zip(ours, theirs, start):
        moved = (b - s).abs().max()
        assert moved > 1e-3  # the comparison below is not between two unmoved copies
        torch.testing.assert_close(a, b, rtol=0, atol=0.05 * moved.item())


@pytest.mark.parametrize("shape", [(16, 48), (48, 16), (32, 32)])
def test_orthogonalize_gives_singular_values_near_one(shape):
    g = torch.randn(*shape, generator=torch.Generator().manual_seed(0))
    singular = torch.linalg.svdvals(orthogonalize(g))
    assert singular.min() > 0.5 and singular.max() < 1.3, singular


@pytest.mark.parametrize("model", [
    GPT(GPTConfig(vocab_size=64, d_model=16, n_layer=1, n_head=2, max_seq_len=8)),
    BERT(BERTConfig(vocab_size=64, d_model=16, n_layer=1, n_head=2, max_seq_len=8)),
    T5(T5Config(vocab_size=64, d_model=16, n_layer=1, n_head=2, d_head=8, d_ff=32)),
], ids=["gpt", "bert", "t5"])
def test_groups_put_tables_and_vectors_on_adamw(model):
    optimizer = make_optimizer(model, lr=1e-3, embedding_lr_multiplier=10.0)
    names = {id(p): n for n, p in model.named_parameters()}
    muon, adamw, embedding = optimizer.param_groups
    assert muon["algorithm"] == "muon" and adamw["algorithm"] == "adamw"
    assert [names[id(p)] for p in embedding["params"]] == ["tok_emb.weight"] and embedding["lr_multiplier"] == 10.0
    for p in muon["params"]:
        assert p.dim() == 2 and not any(word in names[id(p)] for word in ("emb", "pos_bias"))
    tables = [names[id(p)] for p in adamw["params"] if p.dim() == 2]
    assert all("emb" in n for n in tables)  # position tables (GPT, BERT), T5's relative-position buckets
    assert sum(len(g["params"]) for g in optimizer.param_groups) == len(names)  # every parameter, once


def test_adamw_flag_gives_the_earlier_recipe():
    model = GPT(GPTConfig(vocab_size=64, d_model=16, n_layer=1, n_head=2, max_seq_len=8))
    groups = make_optimizer(model, lr=1e-3, algorithm="adamw").param_groups
    assert {g["algorithm"] for g in groups} == {"adamw"} and groups[0]["weight_decay"] == 0.01


def test_schedule_warms_up_stays_flat_and_decays_to_zero():
    lrs = [lr_at(step / 100, 1.0, 0.05, 0.4) for step in range(101)]
    assert lrs[0] == 0.0 and lrs[5] == 1.0 and lrs[60] == 1.0 and lrs[100] == 0.0
    assert lrs[80] == pytest.approx(0.5)
    assert all(a <= b for a, b in zip(lrs[:6], lrs[1:6]))  # warmup rises
    assert all(a >= b for a, b in zip(lrs[60:], lrs[61:]))  # decay falls


@pytest.mark.parametrize("algorithm", ["muon", "adamw"])
def test_batched_step_is_the_per_parameter_step(algorithm):
    # The GPU's step (foreach kernels, Newton-Schulz on stacks of same-shaped matrices) moves every weight as the
    # CPU's one-parameter-at-a-time step does; here both run on the CPU from the same weights and gradients.
    torch.manual_seed(0)
    one_by_one = GPT(GPTConfig(vocab_size=64, d_model=16, n_layer=2, n_head=2, max_seq_len=8))
    batched = GPT(GPTConfig(vocab_size=64, d_model=16, n_layer=2, n_head=2, max_seq_len=8))
    batched.load_state_dict(one_by_one.state_dict())
    optimizers = [make_optimizer(m, lr=1e-2, embedding_lr_multiplier=10.0, algorithm=algorithm, batched=b)
                  for m, b in ((one_by_one, False), (batched, True))]
    start = {n: p.detach().clone() for n, p in one_by_one.named_parameters()}
    ids = torch.randint(0, 64, (4, 8), generator=torch.Generator().manual_seed(1))
    for _ in range(3):
        for model, optimizer in zip((one_by_one, batched), optimizers):
            model(ids, labels=ids).loss.backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
    for (name, a), b in zip(one_by_one.named_parameters(), batched.parameters()):
        assert (a - start[name]).abs().max() > 1e-4, name  # every weight moved: the comparison is not vacuous
        torch.testing.assert_close(b, a, rtol=1e-5, atol=1e-6, msg=name)


def test_state_dict_has_torchs_layout_and_a_reloaded_optimizer_goes_on_exactly():
    """state_dict numbers the parameters through the groups as torch.optim.Optimizer does (the checkpoints of
    training/runfiles.py store it), and an optimizer loaded from it takes the same next steps as the one saved."""
    shapes = [(6, 4), (4,), (3, 4)]
    start = [torch.randn(*s, generator=torch.Generator().manual_seed(5)) for s in shapes]
    grads = _random_grads(shapes, 6, seed=6)

    def make(params):
        return MuonAdamW([{"params": params[:1], "algorithm": "muon"}, {"params": params[1:], "lr_multiplier": 0.5}],
                         lr=1e-2)

    whole = [torch.nn.Parameter(p.clone()) for p in start]
    _steps(make(whole), whole, grads)

    halves = [torch.nn.Parameter(p.clone()) for p in start]
    first = make(halves)
    _steps(first, halves, grads[:3])
    saved = first.state_dict()
    theirs = torch.optim.AdamW([{"params": [torch.nn.Parameter(p.clone())]} for p in start[:1]]
                               + [{"params": [torch.nn.Parameter(p.clone()) for p in start[1:]]}])
    for p in theirs.param_groups[0]["params"] + theirs.param_groups[1]["params"]:
        p.grad = torch.ones_like(p)
    theirs.step()
    assert [g["params"] for g in saved["param_groups"]] == [g["params"] for g in theirs.state_dict()["param_groups"]]
    assert sorted(saved["state"]) == sorted(theirs.state_dict()["state"]) == [0, 1, 2]
    assert set(saved["state"][0]) == {"momentum_buffer"} and set(saved["state"][1]) == {"step", "exp_avg",
                                                                                         "exp_avg_sq"}
    assert saved["param_groups"][1]["lr_multiplier"] == 0.5 and saved["param_groups"][0]["algorithm"] == "muon"

    copies = [torch.nn.Parameter(p.detach().clone()) for p in halves]
    second = make(copies)
    second.load_state_dict(saved)
    _steps(second, copies, grads[3:])
    for a, b in zip(copies, whole):
        assert torch.equal(a, b)
    with pytest.raises(ValueError, match="groups of other sizes"):
        MuonAdamW([{"params": copies}], lr=1e-2).load_state_dict(saved)


@pytest.mark.slow
def test_training_imports_nothing_of_torchs_compiler():
    """A training process never loads torch._dynamo (1.5 s of CPU before its first step): not for the optimizer,
    not for deterministic kernels. A fresh interpreter, since the tests above make torch.optim optimizers."""
    import subprocess
    import sys
    from pathlib import Path

    code = """
import sys, torch
from models import GPT, GPTConfig
from training.optimizer import make_optimizer
from training.runtime import setup_env
setup_env("cpu", "fp32", 1)
model = GPT(GPTConfig(vocab_size=64, d_model=16, n_layer=1, n_head=2, max_seq_len=8))
optimizer = make_optimizer(model, lr=1e-3)
model(torch.randint(0, 64, (2, 8))).logits.float().sum().backward()
optimizer.step()
optimizer.zero_grad(set_to_none=True)
optimizer.load_state_dict(optimizer.state_dict())
assert torch.are_deterministic_algorithms_enabled()
compiler = sorted(m for m in sys.modules if m.startswith(("torch._dynamo", "torch._inductor")))
print(len(compiler), compiler[:3])
"""
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "0 []", f"modules of torch's compiler loaded: {done.stdout}"
