"""What a forward pass returns: named fields instead of tuples, so `out.logits` reads the same for all three models."""

from dataclasses import dataclass

import torch


@dataclass
class LMOutput:
    """GPT and BERT."""
    logits: torch.Tensor  # (B, T, vocab_size); BERT given labels: (N, vocab_size) for its N masked positions
    loss: torch.Tensor | None = None  # mean cross-entropy over labels != -100, when labels are given
    attentions: tuple[torch.Tensor, ...] | None = None  # per layer (B, H, T, T), when output_attentions=True


@dataclass
class Seq2SeqOutput:
    """T5: the encoder's and the decoder's attentions are kept apart, as are the decoder's two kinds."""
    logits: torch.Tensor  # (B, T_dec, vocab_size)
    loss: torch.Tensor | None = None
    encoder_attentions: tuple[torch.Tensor, ...] | None = None  # per encoder layer (B, H, T_enc, T_enc)
    decoder_attentions: tuple[torch.Tensor, ...] | None = None  # per decoder layer (B, H, T_dec, T_dec)
    cross_attentions: tuple[torch.Tensor, ...] | None = None  # per decoder layer (B, H, T_dec, T_enc)
    encoder_output: torch.Tensor | None = None  # (B, T_enc, C), reusable across decoding steps
