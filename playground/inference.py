"""Everything the playground asks of the models, as plain Python functions you can call without the web app.

    import models
    from playground import inference

    gpt = models.load("gpt")
    for update in inference.generate_stream(gpt, "Once upon a time", max_new_tokens=20, temperature=0.8, seed=0):
        print(update.text)                                  # the text so far, one token more each time
    print(update.steps[-1].candidates[:3])                  # what the last token was drawn from

    bert = models.load("bert")
    inference.fill_mask(bert, "The cat sat on the [MASK].").pipeline_json()   # transformers' fill-mask shape

    t5 = models.load("t5")
    inference.infill(t5, "The cat ___ on the mat.").filled                  # ___ becomes <extra_id_0>
    inference.corrupt(t5, "The cat sat on the mat.", seed=0).target         # T5's training objective, seeded

Each result carries the attention weights of the forward pass that produced it (`AttentionMap`), which
`playground.attention` turns into plotly figures and exports.

Special tokens typed as text, one rule for every tab (encode_typed): [PAD], [CLS], [SEP], [BOS], [EOS], [MASK] and
<extra_id_N> in what a visitor types are plain text, read as the characters they are made of and shown as typed,
never given their special meaning; the only exceptions are the markers a tab asks for: [MASK] in Fill mask (and
BERT's Inside views), ___ and <extra_id_0> to <extra_id_99> in Infill (and T5's Inside views). Generate and Corrupt
read no markers.

Input rules the app relies on: text is checked here (empty, too long, missing [MASK] or blank, more than 20 [MASK]s)
and numbers too (range, NaN), and refused with an `InputError` whose message says what to do in one sentence (the
shared checks are playground/input_checks.py); a model that cannot be loaded (missing, corrupt, or beside a tokenizer
from another run) is reported by `ModelStore` (playground/model_store.py) with the train_tiny.py command that fixes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

import numpy as np
import torch

from models import objectives, tasks
from models.generation import DEFAULT_SAMPLING, MAX_TOP_K, MIN_TOP_P
from models.objectives import parse_spans
from models.tokenizer import BOS_ID, CLS_ID, EOS_ID, NUM_SENTINELS, PAD_ID, SEP_ID
# The typed-text rule and the cores of fill-mask and infill, which this module wraps with its limits and messages;
# the other names are handed on because the tabs and the Inside views read them from here.
from models.tasks import MASK_MARKER, MASK_TEXT, SENTINEL, SENTINEL_MARKER, blanks_to_sentinels  # noqa: F401
from models.tasks import INFILL_MAX_NEW_TOKENS, encode_typed, encode_with_markers  # noqa: F401
from playground.input_checks import InputError, check_range, check_text
# Documented as inference.ModelStore (docs/api.md: the Python API loads the models through this module).
from playground.model_store import ModelStore  # noqa: F401

MAX_NEW_TOKENS = 200  # most tokens one generation may add (the model's context may allow fewer)
MAX_MASKS = 20  # most [MASK]s one fill-mask request may hold (each adds top-k rows with the whole text in them)
MAX_SEED = 2**31 - 1
MAX_TEMPERATURE = 2.0  # the Temperature slider's top; the model itself takes any temperature >= 0
MAX_REPETITION_PENALTY = 2.0  # the Repetition penalty slider's top (1 = off)
# Top-k and top-p: the model's own limits (models.generation.MAX_TOP_K, MIN_TOP_P), checked here and on the page.
# Fill mask's guesses per [MASK], as the page's slider offers them: each guess is a row that carries the whole text
# (times up to MAX_MASKS masks), and past 20 a small BERT's guesses hold almost no probability.
MAX_FILL_TOP_K = 20
NOISE_DENSITY_RANGE = (0.05, 0.5)  # Corrupt: share of the tokens dropped (T5 used 0.15)
MEAN_SPAN_RANGE = (1.0, 10.0)  # Corrupt: average tokens per dropped span (T5 used 3)
# T5 has relative positions and no hard limit; it was trained on shorter windows still (its context in
# training/recipes.py), so this only bounds what one request costs.
MAX_T5_INPUT_TOKENS = 256
STRUCTURAL_IDS = frozenset({PAD_ID, CLS_ID, SEP_ID, BOS_ID, EOS_ID})  # what "hide special tokens" hides


# ---------------------------------------------------------------------------------------------------------------------
# Tokens and attention shared by all three models
# ---------------------------------------------------------------------------------------------------------------------


def token_texts(tok, ids) -> list[str]:
    """Each id decoded on its own (' the', '[MASK]', ...). A byte that is only part of a UTF-8 character shows
    as '\ufffd'."""
    return [tok.decode([int(i)]) for i in ids]


def visible(text: str) -> str:
    """A token with its whitespace made visible, for tables and axis labels, where a leading space would vanish.

        >>> visible(" the"), visible("\\n"), visible("")
        ('␣the', '⏎', '∅')
    """
    return text.replace(" ", "␣").replace("\n", "⏎").replace("\t", "⇥") or "∅"


@dataclass
class AttentionMap:
    """One kind of attention from one forward pass, for every layer and head."""
    name: str  # "self-attention", "encoder self-attention", "decoder self-attention" or "cross-attention"
    weights: np.ndarray  # (L, H, T_q, T_k) float32; each row sums to 1 over the keys
    query_ids: list[int]
    key_ids: list[int]
    query_tokens: list[str]  # decoded, one per query position
    key_tokens: list[str]

    @property
    def n_layer(self) -> int:
        return self.weights.shape[0]

    @property
    def n_head(self) -> int:
        return self.weights.shape[1]


def attention_map(name: str, per_layer, tok, query_ids, key_ids) -> AttentionMap:
    """Stack a model's per-layer attentions, each (1, H, T_q, T_k), into an AttentionMap."""
    weights = torch.stack([a[0] for a in per_layer]).float().numpy()  # (L, H, T_q, T_k)
    query_ids, key_ids = [int(i) for i in query_ids], [int(i) for i in key_ids]
    return AttentionMap(name, weights, query_ids, key_ids, token_texts(tok, query_ids), token_texts(tok, key_ids))


# ---------------------------------------------------------------------------------------------------------------------
# GPT: streamed generation with every step's candidates
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Candidate:
    token_id: int
    token: str  # decoded
    prob: float  # after repetition penalty and temperature, before top-k/top-p
    chance: float  # the probability it was actually drawn with: renormalised over the kept tokens (0 if removed)
    status: str  # "drawn", "kept", "removed by top-k", "removed by top-p", or "passed over" (greedy)


@dataclass
class Step:
    """One generated token and the distribution it came from."""
    index: int  # 1-based
    token_id: int
    token: str
    prob: float  # probability of the drawn token (before filtering)
    greedy: bool
    kept: int  # how many tokens top-k/top-p left in play
    kept_mass: float  # their total probability
    candidates: list[Candidate]  # the most likely tokens, plus the drawn one if it is not among them

    def summary(self) -> str:
        if self.greedy:
            return f"Step {self.index}: took the most likely token, {visible(self.token)!r} (p = {self.prob:.3f})."
        return (f"Step {self.index}: drew {visible(self.token)!r} (p = {self.prob:.3f}) from the {self.kept:,} "
                f"token{'s' if self.kept != 1 else ''} top-k/top-p kept, which held {self.kept_mass:.1%} of the "
                "probability.")


@dataclass
class GenerationUpdate:
    """The state after each new token; the last update of a run has done=True."""
    prompt: str  # as typed
    text: str  # prompt + generated text
    new_text: str
    context_ids: list[int]  # what the model read: [EOS] + prompt (or its tail), then the new tokens
    steps: list[Step]
    notice: str  # truncation, clamping or end-of-text remarks ('' when there is nothing to say)
    done: bool = False


def prepare_prompt(gpt, prompt: str, max_new_tokens: int) -> tuple[list[int], int, list[str]]:
    """Token ids for a prompt, fitted into the context: returns (ids, max_new_tokens, notices).

    [EOS] separates documents in GPT's training stream, so a prompt starts with it: the model reads the prompt
    as the start of a new text. Prompt + new tokens must fit the context (max_seq_len): the prompt keeps at least
    half the context (or all of itself, if shorter), max_new_tokens gets the rest, and a prompt still too long
    keeps only its last tokens."""
    context = gpt.config.max_seq_len
    notices = []
    ids = [EOS_ID] + encode_typed(gpt.tokenizer, prompt)  # special tokens typed are text
    most_new = context - min(len(ids), context // 2)
    if max_new_tokens > most_new:
        notices.append(f"GPT's context holds {context} tokens (prompt + new), so it writes at most {most_new} new "
                       f"tokens after this prompt (you asked for {max_new_tokens}).")
        max_new_tokens = most_new
    room = context - max_new_tokens
    if len(ids) > room:
        notices.append(f"The prompt is {len(ids) - 1} tokens and GPT's context holds {context}, so with "
                       f"{max_new_tokens} new tokens it reads only the last {room} prompt tokens (the text shown "
                       "still starts with your whole prompt).")
        ids = ids[-room:]
    return ids, max_new_tokens, notices


def check_sampling(max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed) -> dict:
    """The generation controls, checked against the ranges the app offers."""
    return dict(
        max_new_tokens=check_range("Max new tokens", max_new_tokens, 1, MAX_NEW_TOKENS, whole=True),
        temperature=check_range("Temperature", temperature, 0.0, MAX_TEMPERATURE),
        top_k=check_range("Top-k", top_k, 0, MAX_TOP_K, whole=True),
        top_p=check_range("Top-p", top_p, MIN_TOP_P, 1.0),
        repetition_penalty=check_range("Repetition penalty", repetition_penalty, 1.0, MAX_REPETITION_PENALTY),
        seed=check_range("Seed", seed, 0, MAX_SEED, whole=True),
    )


def describe_step(tok, index, token_id, probs, kept, greedy, top_k, n_candidates) -> Step:
    """A GenerationStep as a table: the n most likely tokens, what top-k/top-p did to each, which one was drawn."""
    probs = probs.float()
    order = torch.argsort(probs, descending=True)
    rank = torch.empty_like(order)
    rank[order] = torch.arange(len(order))  # rank[token] = 0 for the most likely
    kept_mass = float(probs[kept].sum())
    shown = order[:n_candidates].tolist()
    if token_id not in shown:
        shown.append(token_id)
    candidates = []
    for t in shown:
        if t == token_id:
            status = "drawn"
        elif greedy:
            status = "passed over"
        elif bool(kept[t]):
            status = "kept"
        elif top_k and int(rank[t]) >= top_k:
            status = "removed by top-k"
        else:
            status = "removed by top-p"
        chance = float(probs[t]) / kept_mass if bool(kept[t]) and not greedy else float(t == token_id and greedy)
        candidates.append(Candidate(t, tok.decode([t]), float(probs[t]), chance, status))
    return Step(index, token_id, tok.decode([token_id]), float(probs[token_id]), greedy, int(kept.sum()),
                kept_mass if not greedy else 1.0, candidates)


@torch.inference_mode()
def generate_stream(gpt, prompt: str, *, max_new_tokens: int = DEFAULT_SAMPLING.max_new_tokens,
                    temperature: float = DEFAULT_SAMPLING.temperature, top_k: int = DEFAULT_SAMPLING.top_k,
                    top_p: float = DEFAULT_SAMPLING.top_p,
                    repetition_penalty: float = DEFAULT_SAMPLING.repetition_penalty, seed: int = 0,
                    n_candidates: int = 10) -> Iterator[GenerationUpdate]:
    """Continue `prompt` token by token, yielding a GenerationUpdate after each one.

    temperature 0 is greedy (always the most likely token); top_k 0 and top_p 1 turn those filters off; the same
    seed and settings give the same text. Generation stops early when GPT writes [EOS] (end of a document)."""
    check_text(prompt, "prompt", "After school, my sister and I")
    args = check_sampling(max_new_tokens, temperature, top_k, top_p, repetition_penalty, seed)
    tok = gpt.tokenizer
    ids, max_new, notices = prepare_prompt(gpt, prompt, args["max_new_tokens"])
    steps: list[Step] = []
    new_ids: list[int] = []
    stream = gpt.stream_generate(torch.tensor([ids]), max_new_tokens=max_new, temperature=args["temperature"],
                                 top_k=args["top_k"] or None, top_p=args["top_p"],
                                 repetition_penalty=args["repetition_penalty"], seed=args["seed"],
                                 eos_token_id=EOS_ID)
    for step in stream:
        steps.append(describe_step(tok, len(steps) + 1, step.token_id, step.probs, step.kept, step.greedy,
                                   args["top_k"], n_candidates))
        new_ids.append(step.token_id)
        ended = step.token_id == EOS_ID
        if ended:
            notices.append(f"GPT wrote [EOS] (end of a document) after {len(steps)} tokens, so it stopped there.")
        new_text = tok.decode(new_ids, skip_special_tokens=True)
        yield GenerationUpdate(prompt, prompt + new_text, new_text, ids + new_ids, list(steps), " ".join(notices),
                               done=ended or len(steps) == max_new)


@torch.inference_mode()
def gpt_attention(gpt, ids: list[int]) -> AttentionMap:
    """GPT's causal self-attention over a token sequence (each row attends only to itself and earlier tokens)."""
    ids = ids[-gpt.config.max_seq_len:]
    out = gpt(torch.tensor([ids]), output_attentions=True)
    return attention_map("self-attention", out.attentions, gpt.tokenizer, ids, ids)


def generate(gpt, prompt: str, **kwargs) -> GenerationUpdate:
    """generate_stream run to the end: the final update."""
    update = None
    for update in generate_stream(gpt, prompt, **kwargs):
        pass
    return update


# ---------------------------------------------------------------------------------------------------------------------
# BERT: fill in [MASK]
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class FillMaskResult:
    text: str
    predictions: list[list[dict]]  # per [MASK], in order: transformers' {score, token, token_str, sequence}
    words: list[list[dict]]  # the same, with words only where a [MASK] stands as a word (models.tasks.fill_mask)
    filled: str  # every [MASK] replaced by its most likely answer
    pieces: list[tuple[str, str | None]]  # the filled text in pieces, (token, "[MASK] 1") where a mask was
    attention: AttentionMap

    def pipeline_json(self):
        """As transformers' fill-mask pipeline returns it: a flat list for one [MASK], a list per mask for more."""
        return self.predictions[0] if len(self.predictions) == 1 else self.predictions


def bert_input_ids(bert, text: str) -> list[int]:
    """[CLS] text [SEP] (models.tasks.bert_input_ids), refused when longer than BERT reads."""
    ids = tasks.bert_input_ids(bert.tokenizer, text)
    if len(ids) > bert.config.max_seq_len:
        raise InputError(f"The text is {len(ids) - 2} tokens and BERT reads at most "
                         f"{bert.config.max_seq_len - 2}; shorten it.")
    return ids


@torch.inference_mode()
def bert_attention(bert, text: str) -> AttentionMap:
    """BERT's self-attention over [CLS] text [SEP] (no [MASK] needed: for watching the attention as you type)."""
    ids = bert_input_ids(bert, check_text(text, "text", "The cat sat on the [MASK]."))
    out = bert(torch.tensor([ids]), output_attentions=True)
    return attention_map("self-attention", out.attentions, bert.tokenizer, ids, ids)


@torch.inference_mode()
def fill_mask(bert, text: str, top_k: int = 5) -> FillMaskResult:
    """BERT's top_k guesses for every [MASK] in text, with probabilities (softmax over the whole vocabulary, so
    the top_k scores of one mask sum to at most 1). Special tokens are never offered as guesses."""
    check_text(text, "text", "The cat sat on the [MASK].")
    top_k = check_range("Top-k", top_k, 1, MAX_FILL_TOP_K, whole=True)
    n_masks = text.count(MASK_TEXT)
    if not n_masks:
        raise InputError("The text has no [MASK]; write [MASK] (capitals, square brackets) where BERT should "
                         "guess a word.")
    if n_masks > MAX_MASKS:
        raise InputError(f"The text has {n_masks} [MASK]s and BERT fills at most {MAX_MASKS} at once; remove "
                         f"{n_masks - MAX_MASKS} of them.")
    bert_input_ids(bert, text)  # refuses a text longer than BERT reads
    core = tasks.fill_mask(bert, text, top_k)
    attention = attention_map("self-attention", core.attentions, bert.tokenizer, core.ids, core.ids)
    return FillMaskResult(text, core.predictions, core.words, core.filled, core.pieces, attention)


# ---------------------------------------------------------------------------------------------------------------------
# T5: infill blanks, and span corruption (how T5 is trained)
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class InfillResult:
    input_text: str  # as the encoder reads it: the text with sentinels, then [EOS]
    target: str  # the decoder's raw output: <extra_id_0> span <extra_id_1> span ... [EOS]
    spans: dict[int, str]  # sentinel index -> the text T5 wrote for it
    filled: str  # the input with every sentinel replaced by its span
    pieces: list[tuple[str, str | None]]  # the filled text in pieces, (span, "<extra_id_0>") where T5 wrote
    attention: dict[str, AttentionMap] = field(default_factory=dict)  # encoder self, decoder self, cross


@torch.inference_mode()
def infill_ids(t5, input_ids: list[int], max_new_tokens: int = INFILL_MAX_NEW_TOKENS) -> InfillResult:
    """Greedy-decode T5's target for encoder input ids (ending with [EOS]) and put its spans into the text.

    Decoding stops at [EOS] or at a sentinel the input does not have: what T5 writes after one has no blank to go
    to (a small T5 given fewer blanks than it saw in training often runs on that way)."""
    tok = t5.tokenizer
    core = tasks.infill_ids(t5, input_ids, max_new_tokens)
    inputs, output = torch.tensor([input_ids]), core.output_ids
    out = t5(inputs, decoder_input_ids=torch.tensor([output]), output_attentions=True)
    attention = {
        "encoder self-attention": attention_map("encoder self-attention", out.encoder_attentions, tok,
                                                input_ids, input_ids),
        "decoder self-attention": attention_map("decoder self-attention", out.decoder_attentions, tok,
                                                output, output),
        "cross-attention": attention_map("cross-attention", out.cross_attentions, tok, output, input_ids),
    }
    return InfillResult(tok.decode(input_ids), tok.decode(output[1:]), core.spans, core.filled, core.pieces,
                        attention)


def infill(t5, text: str, max_new_tokens: int = INFILL_MAX_NEW_TOKENS) -> InfillResult:
    """Fill the blanks (___ or <extra_id_N>) in text with T5's greedy guesses."""
    check_text(text, "text", "The cat ___ on the mat.")
    max_new_tokens = check_range("Max new tokens", max_new_tokens, 1, MAX_NEW_TOKENS, whole=True)
    text = blanks_to_sentinels(text)
    numbers = [int(n) for n in SENTINEL.findall(text)]
    if numbers and max(numbers) >= NUM_SENTINELS:
        raise InputError(f"T5 has {NUM_SENTINELS} sentinels, numbered 0 to {NUM_SENTINELS - 1}; use at most "
                         f"{NUM_SENTINELS} blanks and sentinel numbers below {NUM_SENTINELS}.")
    if not SENTINEL_MARKER.search(text):
        raise InputError("The text has no blank; write ___ (three underscores) where T5 should fill in words.")
    ids = tasks.t5_input_ids(t5.tokenizer, text)  # only sentinels (and ___) are markers
    if len(ids) > MAX_T5_INPUT_TOKENS:
        raise InputError(f"The text is {len(ids)} tokens; shorten it to at most {MAX_T5_INPUT_TOKENS}.")
    return infill_ids(t5, ids, max_new_tokens)


@dataclass
class CorruptResult:
    original: str
    corrupted: str  # the encoder input, as in training: kept text with one sentinel per dropped span, [EOS]
    target: str  # what T5 is trained to write: each sentinel followed by its dropped span, [EOS]
    true_spans: dict[int, str]
    reconstruction: InfillResult  # what the model actually writes for the corrupted input
    correct: int  # spans reproduced exactly

    @property
    def score(self) -> str:
        n = len(self.true_spans)
        return f"T5 reproduced {self.correct} of {n} dropped span{'s' if n != 1 else ''} exactly."


def corrupt(t5, text: str, seed: int = 0, noise_density: float = 0.15, mean_span_length: float = 3.0,
            max_new_tokens: int = INFILL_MAX_NEW_TOKENS) -> CorruptResult:
    """T5's span corruption applied to text (models.objectives.span_corruption, seeded), and T5's attempt to
    undo it: drop about noise_density of the tokens in spans of about mean_span_length, then ask for them back."""
    check_text(text, "sentence", "The old miller lived by the river.")
    seed = check_range("Seed", seed, 0, MAX_SEED, whole=True)
    noise_density = check_range("Noise density", noise_density, *NOISE_DENSITY_RANGE)
    mean_span_length = check_range("Mean span length", mean_span_length, *MEAN_SPAN_RANGE)
    max_new_tokens = check_range("Max new tokens", max_new_tokens, 1, MAX_NEW_TOKENS, whole=True)
    tok = t5.tokenizer
    tokens = encode_typed(tok, text)  # no markers: the sentinels are the objective's to place
    if len(tokens) < 2:
        raise InputError("The sentence is a single token; write a few words so there is something to drop.")
    if len(tokens) + 1 > MAX_T5_INPUT_TOKENS:
        raise InputError(f"The sentence is {len(tokens)} tokens; shorten it to at most {MAX_T5_INPUT_TOKENS - 1}.")
    inputs, targets = objectives.span_corruption(tokens, sentinel_ids=tok.sentinel_ids, eos_id=EOS_ID,
                                                 rng=np.random.default_rng(seed), noise_density=noise_density,
                                                 mean_noise_span_length=mean_span_length)
    true_spans = parse_spans(targets)
    result = infill_ids(t5, inputs, max_new_tokens)
    true_spans = {i: tok.decode(span) for i, span in true_spans.items()}
    correct = sum(result.spans.get(i) == span for i, span in true_spans.items())
    return CorruptResult(text, tok.decode(inputs), tok.decode(targets), true_spans, result, correct)
