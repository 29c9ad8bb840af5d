"""What BERT and T5 are asked in use, as plain functions: fill in [MASK], fill in blanks. The playground
(playground/inference.py) wraps them with its limits, its messages and attention maps; training/user_metrics.py
measures the models through them, so a figure it reports is what a visitor meets.

    tasks.fill_mask(bert, "The cat sat on the [MASK].").predictions[0][0]["token_str"]   # ' mat'
    tasks.infill(t5, "The cat ___ on the mat.").spans                                   # {0: ' sat'}

Special tokens typed as text, one rule everywhere (encode_typed): [PAD], [CLS], [SEP], [BOS], [EOS], [MASK] and
<extra_id_N> in typed text are plain text, read as the characters they are made of; the only exceptions are the
markers a task asks for: [MASK] for fill-mask, ___ and <extra_id_0> to <extra_id_99> for infill. Nothing here
checks lengths or limits: that is the caller's part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import torch

from models.layers import device_of
from models.objectives import parse_spans
from models.tokenizer import CLS_ID, EOS_ID, SEP_ID

MASK_TEXT = "[MASK]"
BLANK = re.compile(r"_{3,}")  # ___ (three or more underscores) is a blank for T5
SENTINEL = re.compile(r"<extra_id_(\d+)>")
SENTINEL_MARKER = re.compile(r"<extra_id_(?:0|[1-9]\d?)>")  # the sentinels T5 has: 0 to 99, as its tokens spell them
MASK_MARKER = re.compile(re.escape(MASK_TEXT))
ANY_MARKER = re.compile(f"{MASK_MARKER.pattern}|{SENTINEL_MARKER.pattern}")
INFILL_MAX_NEW_TOKENS = 40  # T5's answer, all spans together: the Infill tab's default, an export's generation


# ---------------------------------------------------------------------------------------------------------------------
# Typed text -> token ids
# ---------------------------------------------------------------------------------------------------------------------


def encode_typed(tok, text: str, markers: re.Pattern | None = None) -> list[int]:
    """Token ids of text a person typed, by the one rule for special tokens: every special token in it ([PAD],
    [CLS], [SEP], [BOS], [EOS], [MASK], <extra_id_N>) is plain text, encoded as the characters it is made of and
    shown as typed, except the markers of the task: `markers` matches them (MASK_MARKER for fill-mask,
    SENTINEL_MARKER for infill; none for generation and corruption), and each becomes its token.

    In training a hidden token carried its own leading space (' mat' became [MASK]), so the space a person types
    before a marker belongs to the hidden word: it is dropped, or the model would read an extra ' ' token it never
    saw there. "on the [MASK]." -> ' on', ' the', '[MASK]', '.'; "[PAD] cat" -> '[', 'P', 'A', 'D', ']', ' cat'."""
    if markers is None:
        return tok.encode_as_text(text)
    ids = []
    for piece, marker in marker_pieces(text, markers):
        ids += tok.encode_as_text(piece) if marker is None else [tok.token_to_id(marker)]
    return ids


def encode_with_markers(tok, text: str) -> list[int]:
    """encode_typed with both kinds of marker read: [MASK] and <extra_id_N> (as an exported tokenizer reads them)."""
    return encode_typed(tok, text, ANY_MARKER)


def marker_pieces(text: str, marker: re.Pattern) -> list[tuple[str, str | None]]:
    """Split text at markers, absorbing one space before each: [(plain text, None), ('', marker), ...]."""
    pieces, last = [], 0
    for m in marker.finditer(text):
        start = m.start() - 1 if m.start() > 0 and text[m.start() - 1] == " " else m.start()
        pieces.append((text[last:start], None))
        pieces.append(("", m.group(0)))
        last = m.end()
    pieces.append((text[last:], None))
    return [p for p in pieces if p[0] or p[1]]


# ---------------------------------------------------------------------------------------------------------------------
# BERT: fill in [MASK]
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class FillMask:
    text: str
    ids: list[int]  # [CLS] text [SEP], as BERT read it
    predictions: list[list[dict]]  # per [MASK], in order: transformers' {score, token, token_str, sequence}
    words: list[list[dict]]  # the same, but a [MASK] that stands as a word is answered with words only
    filled: str  # every [MASK] replaced by its most likely answer (words[i][0])
    pieces: list[tuple[str, str | None]]  # the filled text in pieces, (token, "[MASK] 1") where a mask was
    attentions: tuple  # the forward pass's attention, per layer (1, H, T, T)


def bert_input_ids(tok, text: str) -> list[int]:
    """[CLS] text [SEP]: BERT's one-segment input, as in training (models.objectives.add_cls_sep); only [MASK] is
    a marker."""
    return [CLS_ID] + encode_typed(tok, text, MASK_MARKER) + [SEP_ID]


def space_before(text: str, mask_index: int) -> int:
    """1 if the mask_index-th [MASK] in text has a space before it (which encode_typed absorbed)."""
    starts = [m.start() for m in re.finditer(re.escape(MASK_TEXT), text)]
    s = starts[mask_index]
    return int(s > 0 and text[s - 1] == " ")


WORD_TOKEN = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")  # what a token must spell, after its one space, to be a word


def stands_as_word(text: str, mask_index: int) -> bool:
    """True if the mask_index-th [MASK] in text stands where a whole word goes: no letter or digit touches it on
    either side ("on the [MASK]." yes, "[MASK]ing" or "un[MASK]" no)."""
    m = list(MASK_MARKER.finditer(text))[mask_index]
    before = text[m.start() - 1] if m.start() > 0 else " "
    after = text[m.end()] if m.end() < len(text) else " "
    return not before.isalnum() and not after.isalnum()


@lru_cache(maxsize=8)
def word_tokens(tok, with_space: bool, size: int) -> torch.Tensor:
    """(V,) bool: the tokens that are a whole word as they stand: a space then letters when the hidden word had a
    space before it (the one encode_typed absorbed), letters alone when it had none (a text's first word, a word
    after a quote). Pieces that only continue a word (' mat' yes, 'ing' after a space no) and punctuation are out.
    Without a space the two can't be told apart in this vocabulary (no prefix space): 'ing' stays in. `size` is
    the model's output size (a model may have rows past the tokenizer's last id: never words)."""
    allowed = torch.zeros(size, dtype=torch.bool)
    for i in range(tok.vocab_size):
        piece = tok.decode([i])
        if piece.startswith(" ") == with_space and WORD_TOKEN.fullmatch(piece[1:] if with_space else piece):
            allowed[i] = True
    allowed[sorted(tok.special_ids)] = False
    return allowed


@torch.inference_mode()
def fill_mask(bert, text: str, top_k: int = 5) -> FillMask:
    """BERT's top_k guesses for every [MASK] in text, with probabilities (softmax over the whole vocabulary, so
    the top_k scores of one mask sum to at most 1). Special tokens are never offered as guesses.

    Two lists per mask: `predictions`, the raw distribution's top_k (what transformers' fill-mask pipeline returns),
    and `words`, what a reader is offered: where the [MASK] stands as a word, only tokens that are whole words
    (word_tokens), with their true probabilities; elsewhere the raw top_k again."""
    tok = bert.tokenizer
    ids = bert_input_ids(tok, text)
    out = bert(torch.tensor([ids], device=device_of(bert)), output_attentions=True)
    probs = out.logits[0].float().softmax(dim=-1)  # (T, V)
    probs[:, sorted(tok.special_ids)] = 0.0  # never guess [SEP] or a sentinel; the rest keep their true values
    positions = [i for i, t in enumerate(ids) if t == tok.mask_id]

    pieces = marker_pieces(text, MASK_MARKER)
    guesses, word_guesses = [], []  # per mask: (token_id, prob) best first
    for m, pos in enumerate(positions):
        top = probs[pos].topk(top_k)
        guesses.append(list(zip(top.indices.tolist(), top.values.tolist())))
        if stands_as_word(text, m):
            allowed = word_tokens(tok, bool(space_before(text, m)), probs.shape[-1]).to(probs.device)
            top = probs[pos].masked_fill(~allowed, -1.0).topk(top_k)
        word_guesses.append(list(zip(top.indices.tolist(), top.values.tolist())))

    def with_fills(fills: list[str | None]) -> str:
        """The text with mask i replaced by fills[i] (None keeps '[MASK]', with its space)."""
        out_text, i = "", 0
        for piece, marker in pieces:
            if marker is None:
                out_text += piece
            else:
                out_text += fills[i] if fills[i] is not None else " " * space_before(text, i) + MASK_TEXT
                i += 1
        return out_text

    def rows_of(per_mask: list[list[tuple[int, float]]]) -> list[list[dict]]:
        table = []
        for m, mask_guesses in enumerate(per_mask):
            rows = []
            for token_id, p in mask_guesses:
                fills = [None] * len(per_mask)
                fills[m] = tok.decode([token_id])
                rows.append({"score": round(p, 6), "token": token_id, "token_str": tok.decode([token_id]),
                             "sequence": with_fills(fills)})
            table.append(rows)
        return table

    best = [tok.decode([g[0][0]]) for g in word_guesses]
    filled_pieces, i = [], 0
    for piece, marker in pieces:
        if marker is None:
            filled_pieces.append((piece, None))
        else:
            filled_pieces.append((best[i], f"[MASK] {i + 1}" if len(guesses) > 1 else "[MASK]"))
            i += 1
    return FillMask(text, ids, rows_of(guesses), rows_of(word_guesses), with_fills(best), filled_pieces,
                    out.attentions)


# ---------------------------------------------------------------------------------------------------------------------
# T5: fill in blanks
# ---------------------------------------------------------------------------------------------------------------------


def sentinel(i: int) -> str:
    return f"<extra_id_{i}>"


def blanks_to_sentinels(text: str) -> str:
    """Turn each ___ into the next unused sentinel, in reading order; sentinels already typed keep their number.

        >>> blanks_to_sentinels("The ___ sat on the ___.")
        'The <extra_id_0> sat on the <extra_id_1>.'
        >>> blanks_to_sentinels("<extra_id_0> and ___")
        '<extra_id_0> and <extra_id_1>'
    """
    used = {int(n) for n in SENTINEL.findall(text)}
    counter = 0

    def next_sentinel(_match) -> str:
        nonlocal counter
        while counter in used:
            counter += 1
        used.add(counter)
        return sentinel(counter)

    return BLANK.sub(next_sentinel, text)


def t5_input_ids(tok, text: str) -> list[int]:
    """The encoder's input for text with blanks: ___ become sentinels, only sentinels are markers, then [EOS]."""
    return encode_typed(tok, blanks_to_sentinels(text), SENTINEL_MARKER) + [EOS_ID]


@dataclass
class Infill:
    input_ids: list[int]  # the encoder's input, ending with [EOS]
    output_ids: list[int]  # the decoder's output, its start token first
    spans: dict[int, str]  # sentinel index -> the text T5 wrote for it
    filled: str  # the input with every sentinel replaced by its span
    pieces: list[tuple[str, str | None]]  # the filled text in pieces, (span, "<extra_id_0>") where T5 wrote


def infill_stop_ids(tok, input_ids: list[int]) -> list[int]:
    """The tokens that end T5's decoding of an infill target: [EOS], or a sentinel the input does not have
    (infill_ids says why)."""
    return [EOS_ID] + sorted(set(tok.sentinel_ids) - set(input_ids))


@torch.inference_mode()
def infill_ids(t5, input_ids: list[int], max_new_tokens: int = INFILL_MAX_NEW_TOKENS) -> Infill:
    """Greedy-decode T5's target for encoder input ids (ending with [EOS]) and put its spans into the text.

    Decoding stops at [EOS] or at a sentinel the input does not have: what T5 writes after one has no blank to go
    to (a small T5 given fewer blanks than it saw in training often runs on that way)."""
    tok = t5.tokenizer
    output = t5.generate(torch.tensor([input_ids], device=device_of(t5)), max_new_tokens=max_new_tokens, temperature=0.0,
                         eos_token_id=infill_stop_ids(tok, input_ids))[0].tolist()
    spans = {i: tok.decode(s) for i, s in parse_spans(output[1:]).items()}  # [1:] drops the start token
    pieces = []
    for chunk in re.split(r"(<extra_id_\d+>)", tok.decode([t for t in input_ids if t != EOS_ID])):
        m = SENTINEL.fullmatch(chunk)
        if m is None:
            if chunk:
                pieces.append((chunk, None))
        elif int(m.group(1)) in spans and spans[int(m.group(1))]:
            pieces.append((spans[int(m.group(1))], chunk))
        else:
            pieces.append(("…", f"{chunk} (no guess)"))
    return Infill(list(input_ids), output, spans, "".join(p for p, _ in pieces), pieces)


def infill(t5, text: str, max_new_tokens: int = INFILL_MAX_NEW_TOKENS) -> Infill:
    """Fill the blanks (___ or <extra_id_N>) in text with T5's greedy guesses."""
    return infill_ids(t5, t5_input_ids(t5.tokenizer, text), max_new_tokens)
