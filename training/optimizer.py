"""The optimizer: Muon for the blocks' weight matrices, AdamW for everything else, in one torch Optimizer.

Why Muon: measured here (docs/training-notes.md, "Learning per CPU-minute"), BERT at the quick shape trained
with AdamW sits on the unigram plateau (it answers "the" to everything) for the whole of a short run, while the
same model with Muon on its matrices leaves it within the first few hundred steps and reaches, in 1,000 steps,
the probe score AdamW needed 4,500 for. Muon (Jordan et al., 2024) takes the momentum of a matrix's gradient and
replaces it by the nearest orthogonal matrix (all singular values 1, computed by a few Newton-Schulz iterations),
so every direction of the matrix moves by the same amount instead of the few largest ones dominating.

Muon is for the hidden matrices only. The token embedding (also the tied output layer), GPT's and BERT's
position tables, T5's relative-position table, biases and norm gains stay on AdamW: a lookup table's rows get
sparse, unrelated gradients, and vectors have no matrix structure to orthogonalise.

One Optimizer rather than two, so that the training loop, its learning-rate schedule (every group has an
"lr_multiplier", the loop sets lr = schedule * multiplier) and checkpoints (optimizer.state_dict()) work as
with a single AdamW. torch.optim.Muon does the same update, but always in bf16, which on a CPU without native
bf16 costs more than the training step itself (a 576 x 192 matrix: 118 ms against 22 ms in float32).

    optimizer = make_optimizer(model, lr=2e-3, ns_dtype=torch.float32)
"""

from __future__ import annotations

import math

import torch

# Quintic Newton-Schulz coefficients from the Muon paper: they push every singular value of the normalised
# matrix towards 1 (roughly into 0.7..1.2) in five iterations, which is as good as exactly orthogonal here.
NEWTON_SCHULZ = (3.4445, -4.7750, 2.0315)
NEWTON_SCHULZ_STEPS = 5


def orthogonalize(matrix: torch.Tensor, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """U V^T of matrix = U S V^T, approximately: the same directions with every singular value near 1."""
    a, b, c = NEWTON_SCHULZ
    x = matrix.to(dtype)
    tall = x.shape[0] > x.shape[1]
    if tall:  # iterate on the wide orientation: x @ x.T is then the smaller square
        x = x.T
    x = x / (x.norm() + 1e-7)  # spectral norm <= Frobenius norm <= 1, where the iteration converges
    for _ in range(NEWTON_SCHULZ_STEPS):
        gram = x @ x.T
        x = a * x + (b * gram + c * gram @ gram) @ x
    return (x.T if tall else x).to(matrix.dtype)


class MuonAdamW(torch.optim.Optimizer):
    """Parameter groups with "algorithm": "muon" (2-D matrices) or "adamw" (the rest).

    muon:  momentum 0.95 with Nesterov look-ahead, orthogonalised, then scaled by 0.2 * sqrt(max(rows, cols)) so
           that its update has about the size of an AdamW update at the same lr ("match_rms_adamw" in
           torch.optim.Muon): one learning rate serves both kinds of group. No weight decay.
    adamw: the usual AdamW with bias correction.
    """

    def __init__(self, groups: list[dict], lr: float, betas=(0.9, 0.98), eps: float = 1e-8, momentum: float = 0.95,
                 ns_dtype: torch.dtype = torch.float32):
        defaults = dict(lr=lr, betas=betas, eps=eps, momentum=momentum, weight_decay=0.0, algorithm="adamw",
                        lr_multiplier=1.0)
        super().__init__(groups, defaults)
        self.ns_dtype = ns_dtype  # not in the state: a resumed run may use another precision's speed
        for group in self.param_groups:
            if group["algorithm"] == "muon" and any(p.dim() != 2 for p in group["params"]):
                raise ValueError("Muon groups take 2-D weight matrices only")

    @torch.no_grad()
    def step(self):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
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
        scale = 0.2 * math.sqrt(max(p.shape))
        if group["weight_decay"]:
            p.mul_(1 - group["lr"] * group["weight_decay"])
        p.add_(update, alpha=-group["lr"] * scale)

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
                   ns_dtype: torch.dtype = torch.float32) -> torch.optim.Optimizer:
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
    return MuonAdamW(groups, lr=lr, ns_dtype=ns_dtype)
