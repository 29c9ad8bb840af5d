"""GPT, exactly as GPT-2 (Radford et al. 2019, "Language Models are Unsupervised Multitask Learners").

Architecture choices, each matching Hugging Face's GPT2LMHeadModel weight for weight (tests/test_parity.py):
  - token embedding + LEARNED absolute position embedding (no sinusoids), then dropout;
  - PRE-LayerNorm blocks: x = x + attn(ln(x)); x = x + mlp(ln(x)) (GPT-1 and the original Transformer put the
    norm after the residual add; GPT-2 moved it in front, which trains more stably);
  - causal multi-head self-attention scaled by 1/sqrt(D), with biases on every projection;
  - MLP of width 4*C with GELU in its tanh approximation ("gelu_new"), as in the original code;
  - a final LayerNorm after the last block (added by GPT-2);
  - the output head shares its weight with the token embedding (weight tying), no bias.
"""

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from models import generation
from models.layers import MLP, Attention, Dropout, KVCache
from models.outputs import LMOutput


@dataclass
class GPTConfig:
    vocab_size: int = 8192  # number of token ids the tokenizer can produce
    max_seq_len: int = 256  # context length: size of the learned position table (GPT-2: n_positions=1024)
    d_model: int = 128  # width of the residual stream (GPT-2 small: 768)
    n_layer: int = 4  # number of transformer blocks (GPT-2 small: 12)
    n_head: int = 4  # attention heads per block; each head is d_model // n_head wide
    d_ff: int | None = None  # hidden width of the MLP; None means 4 * d_model, as in GPT-2
    dropout: float = 0.0  # on embeddings, attention weights and residual branches (GPT-2 used 0.1)
    norm_eps: float = 1e-5  # LayerNorm epsilon
    eos_token_id: int | None = None  # end-of-text token: generation stops there (GPT-2: <|endoftext|>)

    def __post_init__(self):
        if self.d_ff is None:
            self.d_ff = 4 * self.d_model
        if self.d_model % self.n_head:
            raise ValueError(f"d_model ({self.d_model}) must be divisible by n_head ({self.n_head}).")


class Block(nn.Module):
    """Pre-LN decoder block: normalise, transform, add back to the residual stream."""

    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.attn_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.attn = Attention(cfg.d_model, cfg.n_head, cfg.d_model // cfg.n_head, dropout=cfg.dropout)
        self.mlp_norm = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.mlp = MLP(cfg.d_model, cfg.d_ff, nn.GELU(approximate="tanh"))
        self.dropout = Dropout(cfg.dropout)

    def forward(self, x, cache=None, need_weights=False):
        a, weights = self.attn(self.attn_norm(x), causal=True, cache=cache, need_weights=need_weights)
        x = x + self.dropout(a)
        x = x + self.dropout(self.mlp(self.mlp_norm(x)))
        return x, weights


class GPT(nn.Module):
    kind = "gpt"
    tied_weights = {"lm_head.weight": "tok_emb.weight"}  # saved once; the head reuses the embedding

    def __init__(self, config: GPTConfig):
        super().__init__()
        self.config = cfg = config
        self.tok_emb = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.pos_emb = nn.Embedding(cfg.max_seq_len, cfg.d_model)
        self.dropout = Dropout(cfg.dropout)
        self.blocks = nn.ModuleList(Block(cfg) for _ in range(cfg.n_layer))
        self.norm_f = nn.LayerNorm(cfg.d_model, eps=cfg.norm_eps)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab_size, bias=False)
        self.lm_head.weight = self.tok_emb.weight  # weight tying: reading and writing tokens share one table
        self.tokenizer = None  # attached by models.load when a tokenizer.json sits beside the weights
        self.metadata = {}
        self.apply(self._init_weights)
        # GPT-2 scales the init of each residual branch's output projection by 1/sqrt(number of residual adds),
        # so the residual stream's variance does not grow with depth.
        for name, p in self.named_parameters():
            if name.endswith(("attn.out_proj.weight", "mlp.down.weight")):
                nn.init.normal_(p, mean=0.0, std=0.02 / (2 * cfg.n_layer) ** 0.5)

    @staticmethod
    def _init_weights(module):
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    def new_cache(self, capacity: int = 0) -> list[KVCache]:
        """An empty key/value cache for incremental decoding: one KVCache per block."""
        return [KVCache(capacity) for _ in self.blocks]

    def lm_logits(self, x):
        """Residual stream (..., C) -> next-token logits (..., vocab_size): the final LayerNorm, then the tied head.
        forward() ends with it, and the playground's logit lens applies it to the earlier layers' states."""
        return self.lm_head(self.norm_f(x))

    def forward(self, input_ids, labels=None, cache=None, output_attentions=False) -> LMOutput:
        """input_ids (B, T). labels (B, T) are the NEXT tokens, already aligned with the positions (the shift is
        done by the objective, models.objectives.causal_lm_batch; HF's GPT2LMHeadModel shifts internally
        instead). With a cache, input_ids are the new tokens only and positions continue after the cached ones."""
        B, T = input_ids.shape
        start = cache[0].length if cache else 0
        if start + T > self.config.max_seq_len:
            raise ValueError(f"Sequence of {start + T} tokens is longer than the model's context of "
                             f"{self.config.max_seq_len}; shorten the input.")
        positions = torch.arange(start, start + T, device=input_ids.device)
        x = self.dropout(self.tok_emb(input_ids) + self.pos_emb(positions))  # (B, T, C)
        attentions = []
        for i, block in enumerate(self.blocks):
            x, weights = block(x, cache=cache[i] if cache else None, need_weights=output_attentions)
            attentions.append(weights)
        logits = self.lm_logits(x)  # (B, T, vocab_size)
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.flatten(0, 1).float(), labels.flatten(), ignore_index=-100)
        return LMOutput(logits=logits, loss=loss, attentions=tuple(attentions) if output_attentions else None)

    # --- decoding: the generation loop in models/generation.py drives these two hooks ---

    def start_decoding(self, input_ids, attention_mask=None, max_new_tokens=0):
        """Run the prompt once, filling a cache sized for the whole generation. Returns the logits for the first
        new token (B, V), a function from the next tokens (B,) to the following logits, and the context the
        repetition penalty looks at (the prompt, as in transformers)."""
        if attention_mask is not None and not bool(attention_mask.all()):
            raise ValueError("GPT generation takes unpadded prompts; generate one prompt at a time.")
        total = input_ids.shape[1] + max_new_tokens
        if total > self.config.max_seq_len:
            raise ValueError(f"Prompt ({input_ids.shape[1]} tokens) plus max_new_tokens ({max_new_tokens}) is longer "
                             f"than the model's context of {self.config.max_seq_len}; shorten one of them.")
        cache = self.new_cache(total)
        logits = self(input_ids, cache=cache).logits[:, -1]

        def step(next_ids):
            return self(next_ids[:, None], cache=cache).logits[:, -1]

        return logits, step, input_ids

    def generate(self, input_ids, **kwargs):
        """Token ids (B, T_prompt + new): see models.generation.generate for the sampling arguments."""
        return generation.generate(self, input_ids, **kwargs)

    def stream_generate(self, input_ids, **kwargs):
        """Yield a models.generation.GenerationStep per new token (batch of one)."""
        return generation.stream_generate(self, input_ids, **kwargs)
