"""The optimizer: Muon for the blocks' weight matrices, AdamW for everything else, in one optimizer.

Why Muon: measured here (docs/training-notes.md, "Learning per CPU-minute"), BERT at the quick shape trained
with AdamW sits on the unigram plateau (it answers "the" to everything) for the whole of a short run, while the
same model with Muon on its matrices leaves it within the first few hundred steps and reaches, in 1,000 steps,
the probe score AdamW needed 4,500 for. Muon (Jordan et al., 2024) takes the momentum of a matrix's gradient and
replaces it by the nearest orthogonal matrix (all singular values 1, computed by a few Newton-Schulz iterations),
so every direction of the matrix moves by the same amount instead of the few largest ones dominating.

Muon is for the hidden matrices only. The token embedding (also the tied output layer), GPT's and BERT's
position tables, T5's relative-position table, biases and norm gains stay on AdamW: a lookup table's rows get
sparse, unrelated gradients, and vectors have no matrix structure to orthogonalise.

One optimizer rather than two, so that the training loop, its learning-rate schedule (every group has an
"lr_multiplier", the loop sets lr = schedule * multiplier) and checkpoints (optimizer.state_dict()) work as
with a single AdamW. torch.optim.Muon does the same update, but always in bf16, which on a CPU without native
bf16 costs more than the training step itself (a 576 x 192 matrix: 118 ms against 22 ms in float32).

It is a plain class with torch.optim.Optimizer's interface (param_groups, state, step, zero_grad, state_dict and
load_state_dict, in the same layout), not a subclass: making any torch.optim.Optimizer imports torch's compiler
(torch._dynamo, for its "never compile this" decorators), 1.5 s of CPU in every training process before its first
step, and nothing here is compiled.

    optimizer = make_optimizer(model, lr=2e-3, ns_dtype=torch.float32)
"""

from __future__ import annotations

import copy
import math
from collections import defaultdict

import torch

# Quintic Newton-Schulz coefficients from the Muon paper: they push every singular value of the normalised
# matrix towards 1 (roughly into 0.7..1.2) in five iterations, which is as good as exactly orthogonal here.
NEWTON_SCHULZ = (3.4445, -4.7750, 2.0315)
NEWTON_SCHULZ_STEPS = 5


def orthogonalize(matrix: torch.Tensor, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """U V^T of matrix = U S V^T, approximately: the same directions with every singular value near 1. A stack of
    matrices (..., rows, cols) is orthogonalised matrix by matrix, in one batched product per iteration."""
    a, b, c = NEWTON_SCHULZ
    x = matrix.to(dtype)
    tall = x.shape[-2] > x.shape[-1]
    if tall:  # iterate on the wide orientation: x @ x.T is then the smaller square
        x = x.mT
    # Spectral norm <= Frobenius norm <= 1, where the iteration converges.
    norm = x.norm() if x.dim() == 2 else x.norm(dim=(-2, -1), keepdim=True)
    x = x / (norm + 1e-7)
    for _ in range(NEWTON_SCHULZ_STEPS):
        gram = x @ x.mT
        x = a * x + (b * gram + c * gram @ gram) @ x
    return (x.mT if tall else x).to(matrix.dtype)


def muon_scale(shape) -> float:
    """What an orthogonalised update of a matrix of this shape is multiplied by, so that its size matches an AdamW
    update's at the same learning rate ("match_rms_adamw" in torch.optim.Muon)."""
    return 0.2 * math.sqrt(max(shape))


class MuonAdamW:
    """Parameter groups with "algorithm": "muon" (2-D matrices) or "adamw" (the rest).

    muon:  momentum 0.95 with Nesterov look-ahead, orthogonalised, then scaled by 0.2 * sqrt(max(rows, cols)) so
           that its update has about the size of an AdamW update at the same lr ("match_rms_adamw" in
           torch.optim.Muon): one learning rate serves both kinds of group. No weight decay.
    adamw: the usual AdamW with bias correction.
    """

    def __init__(self, groups: list[dict], lr: float, betas=(0.9, 0.98), eps: float = 1e-8, momentum: float = 0.95,
                 ns_dtype: torch.dtype = torch.float32, batched: bool | None = None):
        self.defaults = dict(lr=lr, betas=betas, eps=eps, momentum=momentum, weight_decay=0.0, algorithm="adamw",
                             lr_multiplier=1.0)
        # Each group: its parameters and every setting, its own or the default (as torch.optim.Optimizer keeps them).
        self.param_groups = [{**self.defaults, **group, "params": list(group["params"])} for group in groups]
        self.state: defaultdict[torch.Tensor, dict] = defaultdict(dict)  # per parameter: its moments, its step
        params = [p for group in self.param_groups for p in group["params"]]
        if len({id(p) for p in params}) != len(params):
            raise ValueError("a parameter appears in more than one group")
        self.ns_dtype = ns_dtype  # not in the state: a resumed run may use another precision's speed
        # batched: one kernel for many parameters at a time (torch._foreach_*, and Muon's Newton-Schulz on a stack of
        # same-shaped matrices) instead of a handful per parameter. None: on a GPU only, where a small model's step
        # is bound by kernel launches (one H100: 19 against 37 ms a full GPT step). On a CPU it would change the last
        # bits of the numbers (the bundled weights were trained one parameter at a time) for a small gain (the quick
        # GPT's update, one shared core: 49 against 61 ms, a tenth of its step). Same update either way (tested).
        self.batched = batched
        for group in self.param_groups:
            if group["algorithm"] == "muon" and any(p.dim() != 2 for p in group["params"]):
                raise ValueError("Muon groups take 2-D weight matrices only")

    def zero_grad(self, set_to_none: bool = True) -> None:
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    p.grad.detach_().zero_()

    def state_dict(self) -> dict:
        """torch.optim.Optimizer's layout: parameters numbered 0, 1, ... through the groups in order; "state" maps
        each number that has a state to it (the tensors themselves, not copies), "param_groups" lists each group's
        settings with its parameters' numbers."""
        numbers, groups = {}, []
        for group in self.param_groups:
            first = len(numbers)
            numbers.update({id(p): first + i for i, p in enumerate(group["params"])})
            groups.append({**group, "params": list(range(first, first + len(group["params"])))})
        return {"state": {numbers[id(p)]: state for p, state in self.state.items()}, "param_groups": groups}

    def load_state_dict(self, saved: dict) -> None:
        """What state_dict gave, for the same model's parameters in the same groups: the moments move to their
        parameter's device and dtype (a "step" count stays as saved, on the CPU), and each group takes the saved
        settings."""
        saved = copy.deepcopy(saved)
        if len(saved["param_groups"]) != len(self.param_groups) or any(
                len(old["params"]) != len(new["params"]) for old, new in zip(saved["param_groups"],
                                                                             self.param_groups)):
            raise ValueError("the saved optimizer state has groups of other sizes than this model's")
        by_number = {number: p for old, new in zip(saved["param_groups"], self.param_groups)
                     for number, p in zip(old["params"], new["params"])}
        self.state = defaultdict(dict)
        for number, state in saved["state"].items():
            p = by_number[int(number)]
            self.state[p] = {key: value if key == "step" else
                             value.to(device=p.device, dtype=p.dtype if p.is_floating_point() else None)
                             for key, value in state.items()}
        self.param_groups = [{**old, "params": new["params"]}
                             for old, new in zip(saved["param_groups"], self.param_groups)]

    @torch.no_grad()
    def step(self):
        for group in self.param_groups:
            params = [p for p in group["params"] if p.grad is not None]
            if not params:
                continue
            batched = self.batched if self.batched is not None else params[0].device.type == "cuda"
            if batched:
                (self._muon_batched if group["algorithm"] == "muon" else self._adamw_batched)(params, group)
                continue
            for p in params:
                if group["algorithm"] == "muon":
                    self._muon(p, group)
                else:
                    self._adamw(p, group)

    def _muon(self, p, group):
        state = self.state[p]
        if "momentum_buffer" not in state:
            state["momentum_buffer"] = torch.zeros_like(p)
        buf, momentum = state["momentum_buffer"], group["momentum"]
        buf.lerp_(p.grad, 1 - momentum)
        update = orthogonalize(p.grad.lerp(buf, momentum), self.ns_dtype)  # Nesterov: look one step ahead
        scale = muon_scale(p.shape)
        if group["weight_decay"]:
            p.mul_(1 - group["lr"] * group["weight_decay"])
        p.add_(update, alpha=-group["lr"] * scale)

    def _muon_batched(self, params: list, group):
        """_muon for all of a group's matrices at once: the momentum in one foreach kernel, the Newton-Schulz
        iteration once per shape on the stacked matrices of that shape."""
        for p in params:
            if "momentum_buffer" not in self.state[p]:
                self.state[p]["momentum_buffer"] = torch.zeros_like(p)
        grads = [p.grad for p in params]
        buffers, momentum = [self.state[p]["momentum_buffer"] for p in params], group["momentum"]
        torch._foreach_lerp_(buffers, grads, 1 - momentum)
        look_ahead = torch._foreach_lerp(grads, buffers, momentum)  # Nesterov: look one step ahead
        if group["weight_decay"]:
            torch._foreach_mul_(params, 1 - group["lr"] * group["weight_decay"])
        by_shape: dict[tuple, list[int]] = {}
        for i, p in enumerate(params):
            by_shape.setdefault(tuple(p.shape), []).append(i)
        for shape, indices in by_shape.items():
            updates = orthogonalize(torch.stack([look_ahead[i] for i in indices]), self.ns_dtype).unbind(0)
            torch._foreach_add_([params[i] for i in indices], updates, alpha=-group["lr"] * muon_scale(shape))

    def _adamw_batched(self, params: list, group):
        """_adamw for all of a group's parameters at once, in foreach kernels."""
        (beta1, beta2), lr = group["betas"], group["lr"]
        for p in params:
            state = self.state[p]
            if "step" not in state:
                state["step"] = torch.tensor(0.0)
                state["exp_avg"] = torch.zeros_like(p)
                state["exp_avg_sq"] = torch.zeros_like(p)
            state["step"] += 1  # a host tensor, as in _adamw: reading it back costs no GPU sync
        grads = [p.grad for p in params]
        averages = [self.state[p]["exp_avg"] for p in params]
        squares = [self.state[p]["exp_avg_sq"] for p in params]
        steps = [self.state[p]["step"].item() for p in params]
        torch._foreach_lerp_(averages, grads, 1 - beta1)
        torch._foreach_mul_(squares, beta2)
        torch._foreach_addcmul_(squares, grads, grads, value=1 - beta2)
        if group["weight_decay"]:
            torch._foreach_mul_(params, 1 - lr * group["weight_decay"])
        denominators = torch._foreach_div(squares, [1 - beta2 ** step for step in steps])
        torch._foreach_sqrt_(denominators)
        torch._foreach_add_(denominators, group["eps"])
        torch._foreach_addcdiv_(params, averages, denominators, [-lr / (1 - beta1 ** step) for step in steps])

    def _adamw(self, p, group):
        state = self.state[p]
        if "step" not in state:
            state["step"] = torch.tensor(0.0)
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_avg_sq"] = torch.zeros_like(p)
        state["step"] += 1
        step, (beta1, beta2) = state["step"].item(), group["betas"]
        state["exp_avg"].lerp_(p.grad, 1 - beta1)
        state["exp_avg_sq"].mul_(beta2).addcmul_(p.grad, p.grad, value=1 - beta2)
        if group["weight_decay"]:
            p.mul_(1 - group["lr"] * group["weight_decay"])
        denominator = (state["exp_avg_sq"] / (1 - beta2 ** step)).sqrt_().add_(group["eps"])
        p.addcdiv_(state["exp_avg"], denominator, value=-group["lr"] / (1 - beta1 ** step))


def is_hidden_matrix(name: str, p: torch.Tensor, model) -> bool:
    """A weight matrix inside the network: not a lookup table (token, position, T5's relative positions)."""
    tables = {id(m.weight) for m in model.modules() if isinstance(m, torch.nn.Embedding)}
    return p.dim() == 2 and id(p) not in tables


def make_optimizer(model, lr: float, embedding_lr_multiplier: float = 1.0, algorithm: str = "muon",
                   ns_dtype: torch.dtype = torch.float32, batched: bool | None = None) -> MuonAdamW:
    """Groups: hidden matrices (Muon, or AdamW with weight decay 0.01 when algorithm="adamw", the old recipe),
    other parameters (AdamW, no decay), the token embedding (AdamW, no decay, its own lr multiplier: see
    Recipe.embedding_lr_multiplier)."""
    embedding = model.tok_emb.weight
    matrices, others = [], []
    for name, p in model.named_parameters():
        if p is not embedding:
            (matrices if is_hidden_matrix(name, p, model) else others).append(p)
    matrix_group = ({"params": matrices, "algorithm": "muon"} if algorithm == "muon"
                    else {"params": matrices, "algorithm": "adamw", "weight_decay": 0.01})
    groups = [matrix_group, {"params": others},
              {"params": [embedding], "lr_multiplier": embedding_lr_multiplier}]
    return MuonAdamW(groups, lr=lr, ns_dtype=ns_dtype, batched=batched)
