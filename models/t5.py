"""T5 (v1.0), exactly as in Raffel et al. 2019, "Exploring the Limits of Transfer Learning with a Unified
Text-to-Text Transformer".

Architecture choices, each matching Hugging Face's T5ForConditionalGeneration weight for weight
(tests/test_parity.py):
  - an encoder-decoder: the encoder reads the corrupted text bidirectionally, the decoder writes the target
    causally and looks at the encoder through CROSS-ATTENTION in every block;
  - NO absolute position embeddings: a learned RELATIVE POSITION BIAS, one scalar per head for each bucket of
    key-minus-query distance, is added to the attention scores. Distances are bucketed exactly for small offsets
    and logarithmically up to `max_distance`; the encoder's buckets are bidirectional, the decoder's only look
    back. The bias is computed once per stack (HF keeps the table in block 0) and shared by every layer;
    cross-attention has none;
  - attention scores are NOT scaled by 1/sqrt(D) (the scale is folded into the initialisation);
  - PRE-norm blocks with RMSNorm (scale only: no mean subtraction, no bias), and no bias in any linear layer;
  - feed-forward: Linear -> ReLU -> dropout -> Linear;
  - one token embedding shared by encoder, decoder and output head; because the head is tied, the decoder
    output is multiplied by d_model**-0.5 before it;
  - the decoder starts from the padding token (decoder_start_token_id = pad).

start_t5_attention_local (at the end) is an optional initialisation train_tiny.py applies before training: a
relative-position bias that starts on the neighbouring tokens and cross-attention that starts by matching each
sentinel with itself (models/layers.py says why).
"""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from models import generation
from models.layers import LOCAL_OFFSETS, MLP, Attention, Dropout, KVCache, RMSNorm, padding_mask
from models.outputs import Seq2SeqOutput


@dataclass
class T5Config:
    vocab_size: int = 8192  # number of token ids the tokenizer can produce
    d_model: int = 128  # width of the residual stream (t5-small: 512)
    d_head: int = 32  # width of each attention head, independent of d_model in T5 (HF: d_kv)
    d_ff: int = 512  # hidden width of the feed-forward layer (t5-small: 2048)
    n_layer: int = 4  # encoder blocks (t5-small: 6)
    n_decoder_layer: int | None = None  # decoder blocks; None means the same as the encoder
    n_head: int = 4  # attention heads per block (t5-small: 8)
    num_buckets: int = 32  # relative-position buckets per direction set
    max_distance: int = 128  # distances beyond this all share the last bucket
    dropout: float = 0.1  # on embeddings, attention weights, feed-forward hidden and residual branches
    norm_eps: float = 1e-6  # RMSNorm epsilon
    pad_token_id: int = 0  # padding, also the decoder's start token
    eos_token_id: int = 1  # end of sequence: closes inputs and targets, and stops generation
    decoder_start_token_id: int = 0  # T5 starts decoding from the pad token

    def __post_init__(self):
        if self.n_decoder_layer is None:
            self.n_decoder_layer = self.n_layer


def relative_position_bucket(relative_position, bidirectional, num_buckets, max_distance):
    """Map key-minus-query distances to bucket ids. Half the buckets (or all, one-directional) are exact
    distances 0..max_exact-1; the rest grow logarithmically up to max_distance. Bidirectional: keys after the
    query use the upper half of the buckets. One-directional (decoder): only distances to earlier keys count.
    Example (bidirectional, 32 buckets, max 128): -1 -> 1, 0 -> 0, +1 -> 17, -100 -> 15."""
    buckets = torch.zeros_like(relative_position)
    if bidirectional:
        num_buckets //= 2
        buckets += (relative_position > 0).long() * num_buckets
        distance = relative_position.abs()
    else:
        distance = (-relative_position).clamp(min=0)  # keys in the future all fall into bucket 0
    max_exact = num_buckets // 2
    is_small = distance < max_exact
    # log(0) is avoided by clamping; those entries take the is_small branch anyway.
    log_ratio = torch.log(distance.float().clamp(min=1) / max_exact) / math.log(max_distance / max_exact)
    large = (max_exact + log_ratio * (num_buckets - max_exact)).long().clamp(max=num_buckets - 1)
    return buckets + torch.where(is_small, distance, large)


class RelativePositionBias(nn.Module):
    """One learned scalar per head per distance bucket, added to the attention scores."""

    def __init__(self, cfg: T5Config, bidirectional: bool):
        super().__init__()
        self.bidirectional = bidirectional
        self.num_buckets, self.max_distance = cfg.num_buckets, cfg.max_distance
        self.bucket_emb = nn.Embedding(cfg.num_buckets, cfg.n_head)

    def forward(self, T_q: int, T_k: int, query_offset: int = 0) -> torch.Tensor:
        """(1, H, T_q, T_k). query_offset: absolute position of the first query (cached decoding)."""
        device = self.bucket_emb.weight.device
        query_pos = torch.arange(query_offset, query_offset + T_q, device=device)[:, None]
        key_pos = torch.arange(T_k, device=device)[None, :]
        buckets = relative_position_bucket(key_pos - query_pos, self.bidirectional,
                                           self.num_buckets, self.max_distance)
        return self.bucket_emb(buckets).permute(2, 0, 1).unsqueeze(0)  # (T_q, T_k, H) -> (1, H, T_q, T_k)


def _attention(cfg: T5Config, cross: bool = False) -> Attention:
    # T5: bias-free projections, and scores NOT divided by sqrt(d_head) (scale=1.0).
    return Attention(cfg.d_model, cfg.n_head, cfg.d_head, bias=False, scale=1.0, cross=cross, dropout=cfg.dropout)


def _feed_forward(cfg: T5Config) -> MLP:
    return MLP(cfg.d_model, cfg.d_ff, nn.ReLU(), bias=False, inner_dropout=cfg.dropout)


class EncoderBlock(nn.Module):
    def __init__(self, cfg: T5Config):
        super().__init__()
        self.attn_norm = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.attn = _attention(cfg)
        self.mlp_norm = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.mlp = _feed_forward(cfg)
        self.dropout = Dropout(cfg.dropout)

    def forward(self, x, mask, position_bias, need_weights=False):
        a, weights = self.attn(self.attn_norm(x), mask=mask, bias=position_bias, need_weights=need_weights)
        x = x + self.dropout(a)
        x = x + self.dropout(self.mlp(self.mlp_norm(x)))
        return x, weights


class DecoderBlock(nn.Module):
    """Causal self-attention over what has been written, cross-attention to the encoder, feed-forward."""

    def __init__(self, cfg: T5Config):
        super().__init__()
        self.attn_norm = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.attn = _attention(cfg)
        self.cross_attn_norm = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.cross_attn = _attention(cfg, cross=True)
        self.mlp_norm = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.mlp = _feed_forward(cfg)
        self.dropout = Dropout(cfg.dropout)

    def forward(self, x, memory, memory_mask, position_bias, cache=None, need_weights=False):
        self_cache, cross_cache = cache if cache is not None else (None, None)
        a, self_weights = self.attn(self.attn_norm(x), causal=True, bias=position_bias, cache=self_cache,
                                    need_weights=need_weights)
        x = x + self.dropout(a)
        c, cross_weights = self.cross_attn(self.cross_attn_norm(x), memory=memory, mask=memory_mask,
                                           cache=cross_cache, need_weights=need_weights)
        x = x + self.dropout(c)
        x = x + self.dropout(self.mlp(self.mlp_norm(x)))
        return x, self_weights, cross_weights


class T5(nn.Module):
    kind = "t5"
    tied_weights = {"lm_head.weight": "tok_emb.weight"}

    def __init__(self, config: T5Config):
        super().__init__()
        self.config = cfg = config
        self.tok_emb = nn.Embedding(cfg.vocab_size, cfg.d_model)  # shared by encoder, decoder and head
        self.dropout = Dropout(cfg.dropout)
        self.encoder_pos_bias = RelativePositionBias(cfg, bidirectional=True)
        self.encoder_blocks = nn.ModuleList(EncoderBlock(cfg) for _ in range(cfg.n_layer))
        self.encoder_norm_f = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.decoder_pos_bias = RelativePositionBias(cfg, bidirectional=False)
        self.decoder_blocks = nn.ModuleList(DecoderBlock(cfg) for _ in range(cfg.n_decoder_layer))
        self.decoder_norm_f = RMSNorm(cfg.d_model, cfg.norm_eps)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab_size, bias=False)
        self.lm_head.weight = self.tok_emb.weight
        self.tokenizer = None
        self.metadata = {}
        self._init_weights()

    def _init_weights(self):
        """T5's initialiser (Mesh TensorFlow): each matrix ~ N(0, 1/fan_in); for the query the 1/sqrt(d_head)
        that other models put in the attention scores is folded in here instead."""
        cfg = self.config
        nn.init.normal_(self.tok_emb.weight, std=1.0)
        for bias_table in (self.encoder_pos_bias, self.decoder_pos_bias):
            nn.init.normal_(bias_table.bucket_emb.weight, std=cfg.d_model ** -0.5)
        inner = cfg.n_head * cfg.d_head
        for name, module in self.named_modules():
            if isinstance(module, Attention):
                if module.cross:
                    nn.init.normal_(module.q_proj.weight, std=(cfg.d_model * cfg.d_head) ** -0.5)
                    nn.init.normal_(module.kv_proj.weight, std=cfg.d_model ** -0.5)
                else:
                    nn.init.normal_(module.qkv_proj.weight, std=cfg.d_model ** -0.5)
                    nn.init.normal_(module.qkv_proj.weight[:inner], std=(cfg.d_model * cfg.d_head) ** -0.5)
                nn.init.normal_(module.out_proj.weight, std=inner ** -0.5)
            elif isinstance(module, MLP):
                nn.init.normal_(module.up.weight, std=cfg.d_model ** -0.5)
                nn.init.normal_(module.down.weight, std=cfg.d_ff ** -0.5)

    def encode(self, input_ids, attention_mask=None, output_attentions=False):
        """Encoder stack: (B, T_enc) -> memory (B, T_enc, C) and per-layer attentions (or None)."""
        T = input_ids.shape[1]
        mask = padding_mask(attention_mask)
        position_bias = self.encoder_pos_bias(T, T)  # computed once, shared by all layers
        x = self.dropout(self.tok_emb(input_ids))
        attentions = []
        for block in self.encoder_blocks:
            x, weights = block(x, mask, position_bias, need_weights=output_attentions)
            attentions.append(weights)
        memory = self.dropout(self.encoder_norm_f(x))
        return memory, tuple(attentions) if output_attentions else None

    def decode(self, decoder_input_ids, memory, attention_mask=None, cache=None, output_attentions=False):
        """Decoder stack: (B, T_dec) tokens written so far (only the new ones with a cache) attending to the
        memory. Returns logits (B, T_dec, V) and the per-layer self- and cross-attentions (or None)."""
        T = decoder_input_ids.shape[1]
        start = cache[0][0].length if cache else 0
        position_bias = self.decoder_pos_bias(T, start + T, query_offset=start)
        memory_mask = padding_mask(attention_mask)
        x = self.dropout(self.tok_emb(decoder_input_ids))
        self_attns, cross_attns = [], []
        for i, block in enumerate(self.decoder_blocks):
            x, self_w, cross_w = block(x, memory, memory_mask, position_bias, cache=cache[i] if cache else None,
                                       need_weights=output_attentions)
            self_attns.append(self_w)
            cross_attns.append(cross_w)
        logits = self.lm_logits(x)
        if not output_attentions:
            return logits, None, None
        return logits, tuple(self_attns), tuple(cross_attns)

    def lm_logits(self, x):
        """Decoder states (..., C) -> logits (..., vocab_size): the decoder's final RMSNorm, then the tied head.
        decode() ends with it, and the playground's logit lens applies it to the earlier layers' states."""
        x = self.dropout(self.decoder_norm_f(x))
        # Tied head: rescale so the logits do not grow with sqrt(d_model) (the embedding has std 1).
        return self.lm_head(x * self.config.d_model ** -0.5)

    def shift_right(self, labels):
        """Decoder input for teacher forcing: start token, then the labels minus their last token
        (-100 padding becomes real padding). [s0, 11, 12, eos] -> [pad, s0, 11, 12]."""
        shifted = labels.new_full(labels.shape, self.config.decoder_start_token_id)
        shifted[:, 1:] = labels[:, :-1]
        return shifted.masked_fill(shifted == -100, self.config.pad_token_id)

    def forward(self, input_ids, attention_mask=None, decoder_input_ids=None, labels=None,
                output_attentions=False, encoder_output=None) -> Seq2SeqOutput:
        """input_ids (B, T_enc) with attention_mask (B, T_enc) (1 real, 0 padding); labels (B, T_dec) with -100
        where no loss is taken. decoder_input_ids default to the labels shifted right. encoder_output lets a
        caller reuse the memory across calls."""
        if decoder_input_ids is None:
            if labels is None:
                raise ValueError("T5 needs decoder_input_ids or labels.")
            decoder_input_ids = self.shift_right(labels)
        encoder_attentions = None
        if encoder_output is None:
            encoder_output, encoder_attentions = self.encode(input_ids, attention_mask, output_attentions)
        logits, decoder_attentions, cross_attentions = self.decode(
            decoder_input_ids, encoder_output, attention_mask, output_attentions=output_attentions)
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.flatten(0, 1).float(), labels.flatten(), ignore_index=-100)
        return Seq2SeqOutput(logits=logits, loss=loss, encoder_attentions=encoder_attentions,
                             decoder_attentions=decoder_attentions, cross_attentions=cross_attentions,
                             encoder_output=encoder_output)

    # --- decoding: the generation loop in models/generation.py drives these two hooks ---

    def new_cache(self, capacity: int = 0):
        """Per decoder block: a KVCache for self-attention and a dict that keeps the encoder's keys/values for
        cross-attention (computed at the first step, reused at every later one)."""
        return [(KVCache(capacity), {}) for _ in self.decoder_blocks]

    def start_decoding(self, input_ids, attention_mask=None, max_new_tokens=0):
        """Encode once, then feed the start token. Returns the first logits (B, V), the step function and the
        decoder context (the start tokens) that the repetition penalty looks at, as in transformers."""
        memory, _ = self.encode(input_ids, attention_mask)
        cache = self.new_cache(max_new_tokens + 1)
        start = input_ids.new_full((input_ids.shape[0], 1), self.config.decoder_start_token_id)

        def step(next_ids):
            return self.decode(next_ids[:, None], memory, attention_mask, cache=cache)[0][:, -1]

        return step(start[:, 0]), step, start

    def generate(self, input_ids, **kwargs):
        """Decoder token ids (B, 1 + new), starting with decoder_start_token_id: see models.generation.generate."""
        return generation.generate(self, input_ids, **kwargs)

    def stream_generate(self, input_ids, **kwargs):
        """Yield a models.generation.GenerationStep per new decoder token (batch of one)."""
        return generation.stream_generate(self, input_ids, **kwargs)


# ---------------------------------------------------------------------------------------------------------------------
# Attention that starts local (see models/layers.py): an initialisation train_tiny.py applies, not an architecture
# ---------------------------------------------------------------------------------------------------------------------


@torch.no_grad()
def start_t5_attention_local(model: T5, bias: float = 8.0, cross_logit: float = 8.0) -> None:
    """T5 has a relative-position bias, so starting local is only a matter of its initial values: in the encoder,
    head h gets +bias on the bucket of offset LOCAL_OFFSETS[h]; in the decoder, head 0 on the previous token.
    Cross-attention has no position at all: a decoder step finds "its" span only by matching its sentinel against
    the encoder's copy of the same sentinel. Its query and key projections therefore start EQUAL (as in "mimetic"
    initialisation, Trockman and Kolter 2023), so the score is the similarity of the two states and a sentinel
    first finds itself; cross_logit is that self-score for a typical (RMS-normalised) state."""
    cfg = model.config
    for table, bidirectional, offsets in ((model.encoder_pos_bias, True, LOCAL_OFFSETS),
                                          (model.decoder_pos_bias, False, (-1,))):
        for h, offset in enumerate(offsets[:cfg.n_head]):
            bucket = relative_position_bucket(torch.tensor(offset), bidirectional, cfg.num_buckets, cfg.max_distance)
            table.bucket_emb.weight[bucket, h] = bias
    inner = cfg.n_head * cfg.d_head
    for block in model.decoder_blocks:
        shared = torch.randn(inner, cfg.d_model) * math.sqrt(cross_logit / (cfg.d_head * cfg.d_model))
        for part in ("query", "key"):  # every head's query rows and key rows get the same matrix
            weight, rows = block.cross_attn.projection_rows(part)
            weight[rows] = shared
