"""BERT with its masked-language-model head, exactly as BERT (Devlin et al. 2018, "BERT: Pre-training of Deep
Bidirectional Transformers for Language Understanding").

Architecture choices, each matching Hugging Face's BertForMaskedLM weight for weight (tests/test_parity.py):
  - input = token embedding + LEARNED position embedding + token-type (segment A/B) embedding, then LayerNorm
    and dropout;
  - POST-LayerNorm blocks, as in the original Transformer: x = ln(x + attn(x)); x = ln(x + mlp(x));
  - BIDIRECTIONAL self-attention: every token sees every other token; only padding is masked out;
  - MLP with exact (erf) GELU;
  - MLM head: dense -> GELU -> LayerNorm -> decoder whose weight is the token embedding (tied) plus its own bias.
No pooler and no next-sentence head: the playground uses BERT for masked-token prediction only.

start_bert_attention_local (at the end) is an optional initialisation train_tiny.py applies before training:
position embeddings as sinusoid pairs and heads that start on the neighbouring tokens (models/layers.py says why).
"""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from models.layers import LOCAL_OFFSETS, MLP, Attention, Dropout, padding_mask
from models.outputs import LMOutput

SCORED_ROWS_BUCKET = 64  # the masked rows go through the MLM head in multiples of this (see BERT.forward)


@dataclass
class BERTConfig:
    vocab_size: int = 8192  # number of token ids the tokenizer can produce
    max_seq_len: int = 256  # size of the learned position table (BERT-base: 512)
    d_model: int = 128  # hidden width (BERT-base: 768)
    n_layer: int = 4  # number of encoder blocks (BERT-base: 12)
    n_head: int = 4  # attention heads per block; each head is d_model // n_head wide
    d_ff: int | None = None  # hidden width of the MLP; None means 4 * d_model, as in BERT
    type_vocab_size: int = 2  # number of segment ids (sentence A / sentence B)
    dropout: float = 0.1  # on embeddings, attention weights and residual branches, as in BERT
    norm_eps: float = 1e-12  # LayerNorm epsilon (BERT's own, much smaller than GPT-2's 1e-5)
    pad_token_id: int = 0  # id of [PAD]: the padding mask is derived from it when none is given

    def __post_init__(self):
        if self.d_ff is None:
            self.d_ff = 4 * self.d_model
        if self.d_model % self.n_head:
            raise ValueError(f"d_model ({self.d_model}) must be divisible by n_head ({self.n_head}).")


class Block(nn.Module):
    """Post-LN encoder block: transform, add to the residual stream, then normalise the sum."""

    def __init__(self, cfg: BERTConfig):
        super().__init__()
        self.attn = Attention(cfg.d_model, cfg.n_head, cfg.d_model // cfg.n_head, dropout=cfg.dropout)
        self.attn_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.mlp = MLP(cfg.d_model, cfg.d_ff, nn.GELU())  # exact GELU, not GPT-2's tanh approximation
        self.mlp_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.dropout = Dropout(cfg.dropout)

    def forward(self, x, mask=None, need_weights=False):
        a, weights = self.attn(x, mask=mask, need_weights=need_weights)
        x = self.attn_norm(x + self.dropout(a))
        x = self.mlp_norm(x + self.dropout(self.mlp(x)))
        return x, weights


class BERT(nn.Module):
    kind = "bert"
    tied_weights = {"lm_head.weight": "tok_emb.weight"}

    def __init__(self, config: BERTConfig):
        super().__init__()
        self.config = cfg = config
        self.tok_emb = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.pos_emb = nn.Embedding(cfg.max_seq_len, cfg.d_model)
        self.type_emb = nn.Embedding(cfg.type_vocab_size, cfg.d_model)
        self.emb_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.dropout = Dropout(cfg.dropout)
        self.blocks = nn.ModuleList(Block(cfg) for _ in range(cfg.n_layer))
        # Masked-LM head ("transform" in the paper's code), then the tied decoder with its own bias.
        self.head_dense = nn.Linear(cfg.d_model, cfg.d_model)
        self.head_act = nn.GELU()
        self.head_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab_size, bias=True)
        self.lm_head.weight = self.tok_emb.weight
        self.tokenizer = None
        self.metadata = {}
        self.apply(self._init_weights)

    @staticmethod
    def _init_weights(module):
        # BERT's initialiser: N(0, 0.02) for weights, zero biases; LayerNorm starts as the identity.
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    def mlm_head(self, x):
        """Hidden states (..., C) -> vocabulary logits (..., vocab_size)."""
        return self.lm_head(self.head_norm(self.head_act(self.head_dense(x))))

    def forward(self, input_ids, attention_mask=None, token_type_ids=None, labels=None,
                output_attentions=False) -> LMOutput:
        """input_ids (B, T); attention_mask (B, T) with 1 for real tokens and 0 for padding (derived from
        pad_token_id when omitted); token_type_ids (B, T), zeros by default; labels (B, T) hold the original
        id at masked positions and -100 elsewhere. With labels, `logits` holds only the N masked positions'
        rows, (N, vocab_size); without, every position's, (B, T, vocab_size)."""
        B, T = input_ids.shape
        if T > self.config.max_seq_len:
            raise ValueError(f"Sequence of {T} tokens is longer than the model's context of "
                             f"{self.config.max_seq_len}; shorten the input.")
        if attention_mask is None:
            attention_mask = input_ids != self.config.pad_token_id
        if token_type_ids is None:
            token_type_ids = torch.zeros_like(input_ids)
        positions = torch.arange(T, device=input_ids.device)
        x = self.tok_emb(input_ids) + self.pos_emb(positions) + self.type_emb(token_type_ids)
        x = self.dropout(self.emb_norm(x))  # (B, T, C)
        mask = padding_mask(attention_mask)
        attentions = []
        for block in self.blocks:
            x, weights = block(x, mask=mask, need_weights=output_attentions)
            attentions.append(weights)
        loss = None
        if labels is None:
            logits = self.mlm_head(x)  # (B, T, vocab_size)
        else:
            # Training: only the ~15% masked positions are scored, so only they go through the head. At a small
            # width the head (d_model x vocab_size) costs more than the encoder blocks, so this is most of the
            # saving; the loss is the same as scoring every position and ignoring the others.
            # N changes from batch to batch, and a new size of the (N, vocab_size) tensors at every step fragments
            # the CPU allocator's heap: a BERT training process grew by about 1.7 MiB a step (to 1,006 MiB after
            # 200 steps of the quick preset; 654 with the same N every step). So the rows are padded with zeros up
            # to a multiple of SCORED_ROWS_BUCKET, which the loss ignores like any unmasked position.
            scored = labels != -100  # (B, T)
            rows, targets = x[scored], labels[scored]  # (N, C), (N,): N = number of masked positions
            n = len(targets)
            padding = -n % SCORED_ROWS_BUCKET
            logits = self.mlm_head(F.pad(rows, (0, 0, 0, padding)))  # (N + padding, vocab_size)
            loss = F.cross_entropy(logits.float(), F.pad(targets, (0, padding), value=-100))
            logits = logits[:n]
        return LMOutput(logits=logits, loss=loss, attentions=tuple(attentions) if output_attentions else None)


# ---------------------------------------------------------------------------------------------------------------------
# Attention that starts local (see models/layers.py): an initialisation train_tiny.py applies, not an architecture
# ---------------------------------------------------------------------------------------------------------------------


def pair_frequencies(num_pairs: int, dtype=torch.float64) -> torch.Tensor:
    """w_f = pi (f + 1/2) / num_pairs, f = 0 .. num_pairs - 1: evenly spread over (0, pi)."""
    return math.pi * (torch.arange(num_pairs, dtype=dtype) + 0.5) / num_pairs


def sinusoid_pairs(num_positions: int, num_pairs: int) -> torch.Tensor:
    """(num_positions, 2 * num_pairs): for frequency f the pair (sin(w_f i), cos(w_f i)), with the frequencies
    w_f = pi (f + 1/2) / num_pairs spread evenly over (0, pi). Evenly spread frequencies make rows of different
    positions nearly orthogonal (their dot product is a sum of cosines that cancels), so a query that equals
    "position i + delta" picks out that one key; the usual geometric frequencies would blur it over neighbours."""
    angles = torch.arange(num_positions, dtype=torch.float64)[:, None] * pair_frequencies(num_pairs)  # (P, F)
    return torch.stack([angles.sin(), angles.cos()], dim=-1).reshape(num_positions, 2 * num_pairs).float()


@torch.no_grad()
def start_bert_attention_local(model: BERT, logit_gap: float = 12.0, position_scale: float = 3.0) -> None:
    """BERT's learned position table starts as sinusoid pairs (position_scale times the token embeddings' size,
    so position dominates the first queries and keys), and in every layer head h starts attending to the token
    at offset LOCAL_OFFSETS[h]: its key reads its share of the frequency pairs, and its query reads the same
    pairs rotated by offset * frequency, which turns position i's pairs into position i + offset's. logit_gap is
    the score of that key above the others (12: about 97% of the attention on it at the start)."""
    cfg = model.config
    n_head, d_head, n_pairs = cfg.n_head, cfg.d_model // cfg.n_head, cfg.d_model // 2
    if cfg.d_model % 2 or n_pairs % n_head:
        return  # the pairs cannot be shared out evenly between the heads; keep BERT's own initialisation
    table = sinusoid_pairs(cfg.max_seq_len, n_pairs)
    model.pos_emb.weight.copy_(table * position_scale * model.tok_emb.weight.std())
    omega = pair_frequencies(n_pairs, torch.float32)  # float32, as the bundled weights were initialised
    # After the embedding LayerNorm each pair has squared length about 2 when position dominates, so the score
    # of the target key is gain**2 * 2 * (d_head / 2) / sqrt(d_head) = gain**2 * sqrt(d_head).
    gain = math.sqrt(logit_gap / math.sqrt(d_head))
    for block in model.blocks:
        for h in range(n_head):
            offset = LOCAL_OFFSETS[h % len(LOCAL_OFFSETS)]
            query, key = torch.zeros(d_head, cfg.d_model), torch.zeros(d_head, cfg.d_model)
            for r, f in enumerate(range(h, n_pairs, n_head)):  # this head's frequencies, interleaved
                c, s = math.cos(omega[f] * offset), math.sin(omega[f] * offset)
                # sin(w(i + o)) = sin(wi) cos(wo) + cos(wi) sin(wo);  cos(w(i + o)) = cos(wi) cos(wo) - sin(wi) sin(wo)
                query[2 * r, 2 * f], query[2 * r, 2 * f + 1] = c, s
                query[2 * r + 1, 2 * f], query[2 * r + 1, 2 * f + 1] = -s, c
                key[2 * r, 2 * f], key[2 * r + 1, 2 * f + 1] = 1.0, 1.0
            for part, value in (("query", query), ("key", key)):
                fused, rows = block.attn.projection_rows(part, h)  # head h's rows of the (3 * H * D, C) weight
                fused[rows] = gain * value
        if block.attn.qkv_proj.bias is not None:
            for part in ("query", "key"):
                block.attn.qkv_proj.bias[block.attn.projection_rows(part)[1]] = 0.0
