"""Training objectives: one small pure function per model family that turns token ids into a batch.

The contract: every objective returns a dict of tensors that is passed as `model(**batch)`, and the model returns
`out.loss`. That is why `train_tiny.py` has one training loop for GPT, BERT and T5 and never asks which it has.

    causal_lm_batch       GPT   next-token prediction; the shift by one happens HERE, not in the model
    masked_lm_batch       BERT  15% of the tokens chosen, 80% of those -> [MASK], 10% -> random, 10% unchanged
                                (Devlin et al. 2018, "BERT", section 3.1)
    span_corruption_batch T5    15% of the tokens dropped in spans of mean length 3, each span replaced by one
                                sentinel; the target spells the spans out (Raffel et al. 2019, "T5", section 3.1.4)

The T5 part follows the T5 codebase (t5.data.preprocessors.random_spans_noise_mask and friends), split into
small pure functions so each step can be read and tested on its own.
"""

from __future__ import annotations

import functools
from typing import Sequence

import numpy as np
import torch

from models.tokenizer import EOS_ID, FIRST_SENTINEL_ID, NUM_SENTINELS

IGNORE_INDEX = -100  # cross-entropy skips labels equal to this (PyTorch's default ignore_index)


# ---------------------------------------------------------------------------------------------------------------------
# GPT: causal language modelling
# ---------------------------------------------------------------------------------------------------------------------


def causal_lm_batch(ids: torch.Tensor) -> dict[str, torch.Tensor]:
    """Next-token prediction: position t reads ids[:t+1] and is scored on ids[t+1].

    Our GPT expects labels ALREADY aligned with its positions, so the shift is done here, once:

        >>> causal_lm_batch(torch.tensor([[7, 8, 9, 10]]))
        {'input_ids': tensor([[7, 8, 9]]), 'labels': tensor([[ 8,  9, 10]])}
    """
    return {"input_ids": ids[:, :-1], "labels": ids[:, 1:]}  # (B, T), (B, T)


# ---------------------------------------------------------------------------------------------------------------------
# BERT: masked language modelling
# ---------------------------------------------------------------------------------------------------------------------


def add_cls_sep(ids: torch.Tensor, tok) -> torch.Tensor:
    """(B, T) -> (B, T + 2): [CLS] ids [SEP], BERT's one-segment input, in training and in the playground alike.

        >>> from types import SimpleNamespace
        >>> add_cls_sep(torch.tensor([[7, 8]]), SimpleNamespace(cls_id=2, sep_id=3))
        tensor([[2, 7, 8, 3]])
    """
    B = ids.shape[0]
    return torch.cat([ids.new_full((B, 1), tok.cls_id), ids, ids.new_full((B, 1), tok.sep_id)], dim=1)


def masked_lm_batch(
    ids: torch.Tensor,
    *,
    mask_id: int,
    vocab_size: int,
    special_ids: set[int],
    generator: torch.Generator,
    mask_prob: float = 0.15,
    pad_id: int = 0,
    replace_with_mask: float = 0.8,
    replace_with_random: float = 0.1,
    continues_word: torch.Tensor | None = None,
) -> dict[str, torch.Tensor]:
    """BERT's masked-language-model batch.

    In each row, round(mask_prob * n) of the n ordinary (non-special, non-pad) tokens are chosen, at least one.
    A chosen token becomes [MASK] with probability 0.8, a random ordinary token with 0.1, and stays itself with
    0.1 (so the model cannot learn that only [MASK] positions matter). Labels hold the original token at the
    chosen positions and -100 elsewhere. The same generator state gives the same batch.

    Worked example, with every ordinary token chosen and always replaced by [MASK] (id 3); 1 and 2 are
    [CLS] and [SEP], 0 is padding:

        >>> g = torch.Generator().manual_seed(0)
        >>> masked_lm_batch(torch.tensor([[1, 20, 21, 2, 0]]), mask_id=3, vocab_size=30, special_ids={0, 1, 2, 3},
        ...                 generator=g, mask_prob=1.0, replace_with_mask=1.0)  # doctest: +NORMALIZE_WHITESPACE
        {'input_ids': tensor([[1, 3, 3, 2, 0]]), 'attention_mask': tensor([[1, 1, 1, 1, 0]]),
         'labels': tensor([[-100,   20,   21, -100, -100]])}

    `replace_with_mask=1.0, replace_with_random=0.0` is also how the held-out accuracy is measured: every chosen
    token is hidden, as when a user types [MASK] in the playground.

    Whole-word masking (the later BERT release's variant): with `continues_word`, a (vocab_size, 2) bool table from
    `word_piece_table` (column 0: the token can continue the word before it; column 1: the token can be continued),
    the pieces of one word share one random score, so a word is chosen with all its pieces or not at all: the
    lowest-scored words are taken until at least round(mask_prob * n) tokens are chosen. Without it (the default)
    each token is chosen on its own and the batches are exactly those of the original BERT objective.
    """
    B, T = ids.shape
    special = torch.tensor(sorted(special_ids | {pad_id}), dtype=ids.dtype)
    eligible = ~torch.isin(ids, special)  # (B, T) ordinary tokens only
    num_eligible = eligible.sum(dim=1)  # (B,)
    # round(), at least one per row, never more than there are.
    num_chosen = torch.clamp(torch.round(num_eligible.float() * mask_prob).long(), min=1)
    num_chosen = torch.minimum(num_chosen, num_eligible)

    # Pick exactly num_chosen[b] eligible positions per row: give each eligible position a random score and take
    # the lowest ones. Ineligible positions score 2.0, above any uniform draw, so they rank last.
    scores = torch.rand(B, T, generator=generator)
    scores = torch.where(eligible, scores, torch.full_like(scores, 2.0))
    if continues_word is None:
        rank = scores.argsort(dim=1).argsort(dim=1)  # (B, T) rank of each position's score within its row
        chosen = (rank < num_chosen[:, None]) & eligible
    else:
        # Each piece takes the score of its word's first piece; then every token scored at most the
        # num_chosen-th lowest score is chosen, which takes whole words (a word's pieces score alike).
        joins = torch.zeros(B, T, dtype=torch.bool)
        joins[:, 1:] = (continues_word[ids[:, 1:], 0] & continues_word[ids[:, :-1], 1]
                        & eligible[:, 1:] & eligible[:, :-1])
        word_start = torch.arange(T).expand(B, T) * ~joins  # the position itself where a word starts, else 0
        first_piece = torch.cummax(word_start, dim=1).values  # (B, T) position of each token's word start
        scores = torch.where(eligible, scores.gather(1, first_piece), scores)
        kth_lowest = scores.sort(dim=1).values.gather(1, (num_chosen - 1).clamp(min=0)[:, None])
        chosen = (scores <= kth_lowest) & eligible

    # 80 / 10 / 10: one uniform draw per position decides what a chosen token becomes.
    action = torch.rand(B, T, generator=generator)
    to_mask = chosen & (action < replace_with_mask)
    to_random = chosen & (action >= replace_with_mask) & (action < replace_with_mask + replace_with_random)
    ordinary_vocab = ordinary_token_ids(vocab_size, frozenset(special_ids | {pad_id}))
    random_tokens = ordinary_vocab[torch.randint(len(ordinary_vocab), (B, T), generator=generator)]

    input_ids = torch.where(to_mask, torch.full_like(ids, mask_id), ids)
    input_ids = torch.where(to_random, random_tokens.to(ids.dtype), input_ids)
    labels = torch.where(chosen, ids, torch.full_like(ids, IGNORE_INDEX))
    attention_mask = (ids != pad_id).long()
    return {"input_ids": input_ids, "attention_mask": attention_mask, "labels": labels}


def word_piece_table(tok) -> torch.Tensor:
    """(vocab_size, 2) bool: column 0, the token can continue the word before it (it starts with a letter or digit
    and with no space); column 1, a following piece can continue it (it ends with a letter or digit). Byte-level
    BPE marks a leading space with "Ġ", so "Ġkit" + "ten" is one word and "Ġcat" + "." two."""
    table = torch.zeros(tok.vocab_size, 2, dtype=torch.bool)
    for token_id in range(tok.vocab_size):
        piece = tok.id_to_token(token_id) or ""
        if token_id in tok.special_ids or not piece:
            continue
        table[token_id, 0] = _word_character(piece[0])
        table[token_id, 1] = _word_character(piece[-1])
    return table


def _word_character(c: str) -> bool:
    """A letter or digit as byte-level BPE writes it. Bytes that are not printable (space, newline, ...) are shown
    as characters from U+0100 on ("Ġ" is the space), which Python counts as letters: they start a word."""
    return c.isalnum() and ord(c) < 0x100


@functools.lru_cache(maxsize=8)
def ordinary_token_ids(vocab_size: int, special_ids: frozenset[int]) -> torch.Tensor:
    """The ids BERT may put in as a random replacement: every id but the special ones, ascending. Cached: training
    asks for the same list every step (building it took about 1 ms at 8,192 ids). Read it, never write into it.

        >>> ordinary_token_ids(6, frozenset({0, 1, 2}))
        tensor([3, 4, 5])
    """
    return torch.tensor([i for i in range(vocab_size) if i not in special_ids])


# ---------------------------------------------------------------------------------------------------------------------
# T5: span corruption
# ---------------------------------------------------------------------------------------------------------------------


def random_segmentation(num_items: int, num_segments: int, rng: np.random.Generator) -> list[int]:
    """Split `num_items` into `num_segments` random non-empty parts; returns the part lengths (they sum to num_items).

    As in T5: shuffle (num_segments - 1) "a new part starts here" marks among the num_items - 1 gaps between items.

        >>> random_segmentation(5, 1, np.random.default_rng(0))
        [5]
        >>> random_segmentation(3, 3, np.random.default_rng(0))
        [1, 1, 1]
        >>> sum(random_segmentation(10, 4, np.random.default_rng(0)))
        10
    """
    if not 1 <= num_segments <= num_items:
        raise ValueError(f"cannot split {num_items} items into {num_segments} non-empty segments")
    starts_here = np.zeros(num_items - 1, dtype=np.int64)
    starts_here[: num_segments - 1] = 1
    starts_here = rng.permutation(starts_here)
    segment_id = np.cumsum(np.concatenate([[0], starts_here]))  # item i belongs to segment segment_id[i]
    return np.bincount(segment_id, minlength=num_segments).tolist()


def noise_span_counts(length: int, noise_density: float = 0.15, mean_noise_span_length: float = 3.0) -> tuple[int, int]:
    """How many tokens to corrupt and in how many spans, for a sequence of `length` tokens.

    Python's round() rounds halves to even, as tf.round does in the T5 code.

        >>> noise_span_counts(128)   # 19 noise tokens (round(19.2)) in 6 spans (round(6.33))
        (19, 6)
        >>> noise_span_counts(6)     # at least one noise token and one span
        (1, 1)
    """
    length = max(length, 2)  # as in T5: avoid degenerate lengths
    num_noise = round(length * noise_density)
    num_noise = min(max(num_noise, 1), length - 1)  # at least one noise token, at least one kept
    num_spans = max(round(num_noise / mean_noise_span_length), 1)
    return num_noise, num_spans


def t5_input_length(window: int) -> int:
    """Encoder input length after span corruption of `window` tokens: the kept tokens, one sentinel per span, EOS.

        >>> t5_input_length(140)   # 21 noise tokens in 7 spans: 140 - 21 + 7 + 1 (EOS)
        127
    """
    num_noise, num_spans = noise_span_counts(window)
    return window - num_noise + num_spans + 1


def t5_window(input_length: int) -> int:
    """The longest raw window whose corrupted input fits in `input_length` tokens: what T5 trains on.

        >>> t5_window(64), t5_input_length(t5_window(64))
        (70, 64)
    """
    return max(n for n in range(2, 2 * input_length) if t5_input_length(n) <= input_length)


def random_spans_noise_mask(
    length: int, rng: np.random.Generator, noise_density: float = 0.15, mean_noise_span_length: float = 3.0
) -> list[bool]:
    """Which of `length` tokens are noise: spans of noise alternating with kept spans, starting with a kept span.

    The noise spans' lengths and the kept spans' lengths are each a random segmentation (see above); interleaving
    kept, noise, kept, noise, ... means a sequence never starts with noise.

        >>> mask = random_spans_noise_mask(20, np.random.default_rng(0))
        >>> sum(mask), mask[0]        # round(20 * 0.15) = 3 noise tokens, in round(3 / 3) = 1 span
        (3, False)
    """
    return noise_mask_array(length, rng, noise_density, mean_noise_span_length).tolist()


def noise_mask_array(length: int, rng: np.random.Generator, noise_density: float = 0.15,
                     mean_noise_span_length: float = 3.0) -> np.ndarray:
    """random_spans_noise_mask as a bool array (length,): the same two draws from rng, the same mask."""
    num_noise, num_spans = noise_span_counts(length, noise_density, mean_noise_span_length)
    num_nonnoise = max(length, 2) - num_noise
    noise_lengths = random_segmentation(num_noise, num_spans, rng)
    nonnoise_lengths = random_segmentation(num_nonnoise, num_spans, rng)
    span_lengths = np.stack([nonnoise_lengths, noise_lengths], axis=1).ravel()  # kept, noise, kept, noise, ...
    return np.repeat(np.tile([False, True], num_spans), span_lengths)[:length]


def apply_noise_mask(
    tokens: Sequence[int], noise_mask: Sequence[bool], *, sentinel_ids: Sequence[int], eos_id: int
) -> tuple[list[int], list[int]]:
    """Turn tokens and a noise mask into T5's (inputs, targets).

    inputs:  the kept tokens, each noise span replaced by one sentinel, then EOS.
    targets: each sentinel followed by the tokens of its span, then EOS.

        >>> s0, s1, eos = 100, 101, 1
        >>> apply_noise_mask([10, 11, 12, 13, 14, 15], [0, 1, 1, 0, 0, 1], sentinel_ids=[s0, s1], eos_id=eos)
        ([10, 100, 13, 14, 101, 1], [100, 11, 12, 101, 15, 1])
    """
    if len(tokens) != len(noise_mask):
        raise ValueError(f"{len(tokens)} tokens but a noise mask of length {len(noise_mask)}")
    inputs, input_lengths, targets, target_lengths = corrupt_rows(
        np.asarray(tokens, dtype=np.int64).reshape(1, -1), np.asarray(noise_mask, dtype=bool).reshape(1, -1),
        np.array([len(tokens)]), sentinel_ids=sentinel_ids, eos_id=eos_id, input_pad=0, target_pad=0)
    return inputs[0, :input_lengths[0]].tolist(), targets[0, :target_lengths[0]].tolist()


def corrupt_rows(tokens: np.ndarray, noise: np.ndarray, lengths: np.ndarray, *, sentinel_ids: Sequence[int],
                 eos_id: int, input_pad: int, target_pad: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """apply_noise_mask on every row at once, with numpy instead of a loop over tokens. tokens and noise are
    (B, L), row b real up to lengths[b]. Returns (inputs, input_lengths, targets, target_lengths), the rows padded
    with input_pad and target_pad to the longest.

    A span starts where a noise token follows a kept one; its number is the count of starts up to there. The
    input keeps the kept tokens and, for each span, its first position turned into the span's sentinel. The
    target reads the noise positions, each as (its sentinel if a span starts there, then the token): laid out as
    (B, L, 2) pairs and read row by row, that is sentinel, span, sentinel, span."""
    B, L = tokens.shape
    real = np.arange(L) < np.asarray(lengths)[:, None]
    noise = noise & real
    starts = noise & ~np.pad(noise, ((0, 0), (1, 0)))[:, :-1]  # (B, L) noise here, kept (or nothing) just before
    if starts.sum(axis=1).max(initial=0) > len(sentinel_ids):
        raise ValueError(f"more noise spans than the {len(sentinel_ids)} sentinels available")
    span = np.cumsum(starts, axis=1) - 1  # (B, L) number of the span a position is in (-1 before the first)
    sentinels = np.append(np.asarray(sentinel_ids, dtype=np.int64), 0)[span]  # span -1 reads the dummy 0 at the end

    inputs, input_lengths = gather_rows(np.where(noise, sentinels, tokens), (real & ~noise) | starts, eos_id,
                                        input_pad)
    pairs = np.stack([sentinels, tokens], axis=2).reshape(B, 2 * L)
    keep_pairs = np.stack([starts, noise], axis=2).reshape(B, 2 * L)
    targets, target_lengths = gather_rows(pairs, keep_pairs, eos_id, target_pad)
    return inputs, input_lengths, targets, target_lengths


def gather_rows(values: np.ndarray, keep: np.ndarray, eos_id: int, pad: int) -> tuple[np.ndarray, np.ndarray]:
    """Per row, the values where keep is True, in order, then eos_id; padded with pad. Returns (rows, lengths)."""
    B = values.shape[0]
    counts = keep.sum(axis=1)
    out = np.full((B, counts.max(initial=0) + 1), pad, dtype=np.int64)
    rows, cols = np.nonzero(keep)  # row by row, left to right
    out[rows, np.cumsum(keep, axis=1)[rows, cols] - 1] = values[rows, cols]
    out[np.arange(B), counts] = eos_id
    return out, counts + 1


def span_corruption(
    tokens: Sequence[int],
    *,
    sentinel_ids: Sequence[int],
    eos_id: int,
    rng: np.random.Generator,
    noise_density: float = 0.15,
    mean_noise_span_length: float = 3.0,
) -> tuple[list[int], list[int]]:
    """T5's span corruption of one sequence: draw a noise mask, then apply it (see the two functions above)."""
    mask = random_spans_noise_mask(len(tokens), rng, noise_density, mean_noise_span_length)
    return apply_noise_mask(tokens, mask, sentinel_ids=sentinel_ids, eos_id=eos_id)


def parse_spans(ids: Sequence[int], sentinel_ids: Sequence[int] = range(FIRST_SENTINEL_ID,
                FIRST_SENTINEL_ID + NUM_SENTINELS), eos_id: int = EOS_ID) -> dict[int, list[int]]:
    """Read a T5 target (or a model's output) back into spans: sentinel number i -> the tokens after sentinel_ids[i],
    up to the next sentinel or eos_id. Tokens before the first sentinel (the decoder's start token) are skipped.
    The defaults are the tokenizer's fixed ids (<extra_id_0> is 6, [EOS] is 5).

        >>> parse_spans([0, 6, 200, 201, 7, 215, 5, 99])  # [PAD] <extra_id_0> 200 201 <extra_id_1> 215 [EOS] 99
        {0: [200, 201], 1: [215]}
        >>> parse_spans([100, 11, 12, 101, 15, 1], sentinel_ids=[100, 101], eos_id=1)  # apply_noise_mask's example
        {0: [11, 12], 1: [15]}
    """
    number = {s: i for i, s in enumerate(sentinel_ids)}
    spans, current = {}, None
    for t in ids:
        if t == eos_id:
            break
        if t in number:
            current = number[t]
            spans.setdefault(current, [])
        elif current is not None:
            spans[current].append(t)
    return spans


def pad_rows(rows: Sequence[Sequence[int]], value: int) -> torch.Tensor:
    """Right-pad rows of ids to the longest one.

    >>> pad_rows([[1, 2, 3], [4]], value=0)
    tensor([[1, 2, 3],
            [4, 0, 0]])
    """
    width = max(len(r) for r in rows)
    return torch.tensor([list(r) + [value] * (width - len(r)) for r in rows], dtype=torch.long)


def span_corruption_batch(
    ids: torch.Tensor | Sequence[Sequence[int]],
    *,
    sentinel_ids: Sequence[int],
    eos_id: int,
    rng: np.random.Generator,
    pad_id: int = 0,
    noise_density: float = 0.15,
    mean_noise_span_length: float = 3.0,
) -> dict[str, torch.Tensor]:
    """Span-corrupt each row and pad: inputs with pad_id (attention_mask marks the real tokens), labels with -100.

    The T5 model builds its decoder inputs from the labels (shifted right behind the decoder start token).

        >>> span_corruption_batch([[10, 11, 12, 13, 14, 15], [20, 21, 22]], sentinel_ids=[100, 101], eos_id=1,
        ...                       rng=np.random.default_rng(0))   # here the noise is the last token of each row
        {'input_ids': tensor([[ 10,  11,  12,  13,  14, 100,   1],
                [ 20,  21, 100,   1,   0,   0,   0]]), 'attention_mask': tensor([[1, 1, 1, 1, 1, 1, 1],
                [1, 1, 1, 1, 0, 0, 0]]), 'labels': tensor([[100,  15,   1],
                [100,  22,   1]])}
    """
    rows = [np.asarray(r, dtype=np.int64) for r in (ids.numpy() if isinstance(ids, torch.Tensor) else ids)]
    lengths = np.array([len(r) for r in rows])
    tokens = np.zeros((len(rows), lengths.max(initial=0)), dtype=np.int64)
    noise = np.zeros(tokens.shape, dtype=bool)
    for b, row in enumerate(rows):  # the rng is read row by row, in order, so a seed gives the same batch
        tokens[b, :len(row)] = row
        noise[b, :len(row)] = noise_mask_array(len(row), rng, noise_density, mean_noise_span_length)
    inputs, input_lengths, labels, _ = corrupt_rows(tokens, noise, lengths, sentinel_ids=sentinel_ids, eos_id=eos_id,
                                                     input_pad=pad_id, target_pad=IGNORE_INDEX)
    attention_mask = (np.arange(inputs.shape[1]) < input_lengths[:, None]).astype(np.int64)
    return {"input_ids": torch.from_numpy(inputs), "attention_mask": torch.from_numpy(attention_mask),
            "labels": torch.from_numpy(labels)}
