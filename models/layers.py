"""Leaf modules shared by GPT, BERT and T5: attention, key/value cache, feed-forward MLP, RMSNorm, masks.

Only the pieces that are identical across the three families live here. How they are wired into a block
(pre- or post-norm, causal or not, with or without cross-attention) is written out in each model's own file,
because that wiring is exactly what tells the architectures apart.

Shapes: B batch, T sequence length (T_q queries, T_k keys), C model width, H heads, D head width.
"""

import math

import torch
import torch.nn.functional as F
from torch import nn


class KVCache:
    """Keys and values of one attention layer, kept between decoding steps.

    The buffer is preallocated and grows by doubling, so a decoding step writes one slice instead of
    concatenating (and copying) the whole history every token. It is laid out (B, T, H, D), time before heads,
    so that the filled part is one block of memory: the (B, H, T, D) view handed to attention then has the same
    strides as a freshly projected tensor, which PyTorch's fused CPU kernel needs to stay fast (a (B, H, T, D)
    buffer sliced along T made each decoding step over 100x slower).
    """

    def __init__(self, capacity: int = 0):
        self.capacity = capacity  # initial number of positions to reserve on the first append
        self.keys = None  # (B, capacity, H, D)
        self.values = None
        self.length = 0  # positions filled so far

    def append(self, keys: torch.Tensor, values: torch.Tensor):
        """Store new keys/values (B, T, H, D), time-major as projected; return all keys/values so far as views
        (B, length, H, D)."""
        B, T, H, D = keys.shape
        needed = self.length + T
        if self.keys is None or needed > self.keys.shape[1]:
            capacity = max(needed, self.capacity, 2 * (self.keys.shape[1] if self.keys is not None else 0))
            grown_k = keys.new_empty(B, capacity, H, D)
            grown_v = values.new_empty(B, capacity, H, D)
            if self.keys is not None:
                grown_k[:, : self.length] = self.keys[:, : self.length]
                grown_v[:, : self.length] = self.values[:, : self.length]
            self.keys, self.values = grown_k, grown_v
        self.keys[:, self.length : needed] = keys
        self.values[:, self.length : needed] = values
        self.length = needed
        return self.keys[:, :needed], self.values[:, :needed]


class Attention(nn.Module):
    """Multi-head attention, for self-attention (`memory=None`) or cross-attention (keys/values from `memory`).

    Options that differ between the families:
      bias   - GPT-2 and BERT projections have biases; T5's do not.
      scale  - multiplier of q.k; None means the usual 1/sqrt(D). T5 passes 1.0: its scores are not scaled.
      cross  - keys and values come from another sequence (the T5 encoder output) instead of the input.

    Two paths compute the same thing: the fast one calls F.scaled_dot_product_attention (fused kernel, never
    materialises the weights); the explicit one writes softmax(q k^T * scale + bias) out so the weights can be
    returned for plotting. The explicit path runs when `need_weights=True`, and in bf16 training on a CPU (below).
    """

    def __init__(self, d_model: int, n_head: int, d_head: int, *, bias: bool = True, scale: float | None = None,
                 cross: bool = False, dropout: float = 0.0):
        super().__init__()
        self.n_head, self.d_head, self.cross = n_head, d_head, cross
        self.scale = 1.0 / math.sqrt(d_head) if scale is None else scale
        inner = n_head * d_head
        # One matmul instead of three: self-attention projects q, k and v together; cross-attention projects q
        # from the decoder and k, v together from the encoder output.
        if cross:
            self.q_proj = nn.Linear(d_model, inner, bias=bias)
            self.kv_proj = nn.Linear(d_model, 2 * inner, bias=bias)
        else:
            self.qkv_proj = nn.Linear(d_model, 3 * inner, bias=bias)
        self.out_proj = nn.Linear(inner, d_model, bias=bias)
        self.dropout = dropout

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        B, T, _ = x.shape
        return x.view(B, T, self.n_head, self.d_head).transpose(1, 2)  # (B, H, T, D)

    def projection_rows(self, part: str, head: int | None = None) -> tuple[nn.Parameter, slice]:
        """Where the `part` ("query", "key" or "value") of one head (head=None: of every head) lives in the fused
        projections, as (weight, rows), for code that initialises heads by hand. Self-attention's qkv_proj.weight
        (3 * H * D, C) holds every head's query rows, then every head's key rows, then the value rows, head h's D
        rows together in each third, as forward() splits the projection. Cross-attention keeps the query in
        q_proj.weight (H * D, C) and the key, then the value, in kv_proj.weight (2 * H * D, C)."""
        inner = self.n_head * self.d_head
        if self.cross:
            weight = self.q_proj.weight if part == "query" else self.kv_proj.weight
            index = 0 if part == "query" else ("key", "value").index(part)
        else:
            weight, index = self.qkv_proj.weight, ("query", "key", "value").index(part)
        start = index * inner + (0 if head is None else head * self.d_head)
        return weight, slice(start, start + (inner if head is None else self.d_head))

    def forward(self, x, *, memory=None, causal=False, mask=None, bias=None, cache=None, need_weights=False):
        """Attend from x (B, T_q, C) to itself, or to `memory` (B, T_k, C) when this is a cross-attention layer.

        causal: queries may not look at later keys (GPT, T5 decoder).
        mask:   bool (B, 1, 1, T_k) or broadcastable to (B, H, T_q, T_k); True = may attend. Used for padding.
        bias:   float added to the scores, broadcastable to (B, H, T_q, T_k): T5's relative position bias.
        cache:  a KVCache (self-attention: new keys/values are appended), or for cross-attention a dict that
                stores the encoder's keys/values the first time and reuses them at every later step.
        Returns (output (B, T_q, C), weights (B, H, T_q, T_k) or None).
        """
        if self.cross:
            q = self._heads(self.q_proj(x))
            if cache is not None and "kv" in cache:
                k, v = cache["kv"]
            else:
                k, v = (self._heads(t) for t in self.kv_proj(memory).chunk(2, dim=-1))
                if cache is not None:
                    cache["kv"] = (k, v)
        else:
            B, T, _ = x.shape
            # (B, T, 3, H, D): the cache stores keys and values time-major, as they come out of the projection.
            q, k, v = self.qkv_proj(x).view(B, T, 3, self.n_head, self.d_head).unbind(dim=2)
            if cache is not None:
                k, v = cache.append(k, v)
            q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)  # (B, H, T, D)

        T_q, T_k = q.shape[2], k.shape[2]
        dropout = self.dropout if self.training else 0.0

        # PyTorch's fused CPU kernel is the fastest in float32 and never writes the weights out; but its backward
        # in bfloat16 (CPU autocast training) is much slower than plain matmuls (a whole T5 training step at the
        # default shapes, measured interleaved: 32.9 ms written out, 46.6 ms fused), so bf16 training on a CPU
        # takes the explicit path too.
        bf16_cpu_training = q.dtype == torch.bfloat16 and q.device.type == "cpu" and torch.is_grad_enabled()
        explicit = need_weights or bf16_cpu_training
        # With nothing but causality to enforce on a square score matrix (training, a prompt pass with an empty
        # cache), the fused kernel applies causality itself (is_causal) and gets no mask to read. Anywhere else
        # (padding, a bias, a cached step whose query sits after the cached keys, the explicit path) the causal
        # mask is written out and combined with the rest. Both give the same numbers (tests/test_models.py).
        fused_causal = causal and not explicit and mask is None and bias is None and T_q == T_k and T_q > 1
        mask = None if fused_causal else visible_keys(mask, causal, T_q, T_k, q.device)

        if explicit:
            y, weights = explicit_attention(q, k, v, scale=self.scale, bias=bias, mask=mask, dropout=dropout)
            weights = weights if need_weights else None
        else:
            weights = None
            if bias is not None:  # one additive float mask carries both the bias and the masked positions
                attn_mask = bias if mask is None else bias.masked_fill(~mask, float("-inf"))
            else:
                attn_mask = mask
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask, dropout_p=dropout,
                                               is_causal=fused_causal, scale=self.scale)
        B = y.shape[0]
        y = y.transpose(1, 2).reshape(B, T_q, self.n_head * self.d_head)  # (B, T_q, H*D)
        return self.out_proj(y), weights


def explicit_attention(q, k, v, *, scale, bias=None, mask=None, dropout=0.0):
    """softmax(q k^T * scale + bias, masked) @ v, written out: returns (output (B, H, T_q, D), weights).
    The softmax runs in float32 whatever the inputs are, as the fused kernels do, then the weights take v's dtype."""
    weights = attention_scores(q, k, scale=scale, bias=bias, mask=mask).softmax(dim=-1, dtype=torch.float32)
    weights = weights.to(v.dtype)
    return F.dropout(weights, dropout, dropout > 0) @ v, weights


def attention_scores(q, k, *, scale, bias=None, mask=None):
    """q k^T * scale + bias, with -inf where the mask forbids: what the softmax of attention reads, (..., T_q, T_k).
    Its own function so that the playground's one-head view (playground/inside) computes its scores with this
    very code."""
    scores = (q @ k.transpose(-2, -1)) * scale  # (B, H, T_q, T_k)
    if bias is not None:
        scores = scores + bias
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    return scores


def visible_keys(mask, causal: bool, T_q: int, T_k: int, device=None):
    """The keys each query may attend to: the given (padding) mask, and with causal=True also causal_mask. Bool,
    broadcastable to (B, H, T_q, T_k), True = may attend; None when every key is visible. With a cache the queries
    are the last T_q positions of T_k, so a single new query may see every key."""
    if causal and T_q > 1:
        allowed = causal_mask(T_q, T_k, device)
        return allowed if mask is None else mask & allowed
    return mask


def causal_mask(T_q: int, T_k: int, device=None) -> torch.Tensor:
    """Bool (T_q, T_k), True where query i may attend key j. The queries are the LAST T_q of T_k positions
    (so that decoding with a cache works): query i sits at absolute position T_k - T_q + i."""
    query_pos = torch.arange(T_k - T_q, T_k, device=device)[:, None]
    key_pos = torch.arange(T_k, device=device)[None, :]
    return key_pos <= query_pos


def padding_mask(attention_mask: torch.Tensor | None) -> torch.Tensor | None:
    """(B, T_k) of 1 for real tokens and 0 for padding -> bool (B, 1, 1, T_k), broadcast over heads and queries.
    None when nothing is padded (as in training on full windows): attention then runs with no mask at all, which
    lets the fused kernel take its fastest path and spares T5 a masked copy of its position bias in every layer."""
    if attention_mask is None or bool(attention_mask.all()):
        return None
    return attention_mask.bool()[:, None, None, :]


class Dropout(nn.Dropout):
    """nn.Dropout that returns its input untouched, without a call into PyTorch, when it would do nothing
    (evaluation, or p = 0). Token-by-token decoding passes through 13 dropouts per GPT token; skipping them
    saved about 5% of the per-token forward time at the bundled size (467 -> 445 us, measured)."""

    def forward(self, x):
        return super().forward(x) if self.training and self.p > 0 else x


class MLP(nn.Module):
    """Position-wise feed-forward: Linear -> activation -> Linear. The activation is the variant: GELU with the
    tanh approximation for GPT-2, exact (erf) GELU for BERT, ReLU for T5 v1.0. Only T5 applies dropout between
    the two linears (`inner_dropout`); the dropout on the residual branch is wired in each model's block."""

    def __init__(self, d_model: int, d_ff: int, activation: nn.Module, *, bias: bool = True,
                 inner_dropout: float = 0.0):
        super().__init__()
        self.up = nn.Linear(d_model, d_ff, bias=bias)
        self.act = activation
        self.inner_dropout = Dropout(inner_dropout)
        self.down = nn.Linear(d_ff, d_model, bias=bias)

    def forward(self, x):
        return self.down(self.inner_dropout(self.act(self.up(x))))


class RMSNorm(nn.Module):
    """Root-mean-square norm (T5's "layer norm"): x / rms(x) * weight. No mean subtraction, no bias.
    The mean of squares is taken in float32 so that bf16 training keeps its precision."""

    def __init__(self, d_model: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d_model))
        self.eps = eps

    def forward(self, x):
        variance = x.float().pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(variance + self.eps)).to(x.dtype)


# ---------------------------------------------------------------------------------------------------------------------
# Attention that starts local: an initialisation, not a change of architecture
# ---------------------------------------------------------------------------------------------------------------------
# A masked word is guessed mostly from its neighbours, but a freshly initialised transformer attends almost
# uniformly, and learning WHERE to look needs the query and the key projections to line up: the gradient of each
# is proportional to the other, both start small, and training sits on that saddle. Measured here (d_model 64,
# 2 layers, context 32, batch 64, 1,000 steps): BERT from its standard initialisation reached 7.5% held-out top-1,
# barely above always guessing the most frequent token (5.4%); from the local start, 21.7%; with the attention to
# the previous/next token forced by hand (a diagnostic only), 26%. GPT does not need this: its next-token guess can
# start from the current token, which the residual stream already carries.
# So train_tiny.py starts BERT and T5 with some heads looking at the previous and the next token
# (start_bert_attention_local in bert.py, start_t5_attention_local in t5.py). Every weight stays trainable and the
# architecture is untouched: the files still load in transformers' BertForMaskedLM and T5ForConditionalGeneration,
# and the playground shows how far training moved the heads from where they started.

LOCAL_OFFSETS = (-1, 1, -2, 2, -3, 3)  # where head h first looks, relative to its own position


def device_of(module: nn.Module) -> torch.device:
    """Where a model's weights are: tensors made for its input go there (a GPU model refuses CPU ids)."""
    return next(module.parameters()).device
