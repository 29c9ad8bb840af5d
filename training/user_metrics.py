"""Metrics that measure what a user of the playground meets, not what is easy to predict.

Random 15% token masks over a templated corpus are mostly function words and the second half of split words, which
their neighbours give away: a model can score 60% on them and still answer "The cat is a [MASK]." with "lantern".
The figures here ask what a visitor asks:

    bert_whole_words   BERT: hide whole CONTENT words (every piece of the word; not function words, numbers or
                       names) and count a word right only if every piece is (top-1 and top-5).
    t5_whole_words     T5: the same words, each replaced by one sentinel; greedy infill must write exactly the word.
    gpt_word_validity  GPT: sample 20 plain prompts at the playground's default settings (DEFAULT_SAMPLING, without
                       its repetition penalty; fixed seeds) and count the share of written words that occur in the
                       training text.
    probe_bert/t5      the hand-written probe set (data/probe.tsv): each sentence's ___ as BERT's [MASK] through the
                       fill_mask the playground wraps (models/tasks.py), and as T5's blank through its infill.
    probe_gpt          GPT: nats per character on its own hand-written probe (data/probe_gpt.txt): plain sentences
                       a visitor might type, written before the prose corpus and kept apart from it.

Each but probe_gpt comes with a trivial baseline measured on the same items (always the most frequent content words).
probe_gpt exists because held-out text from the corpus can mislead: the full GPT trained at twice its rate scored
1.4% better there (0.248 against 0.2515 nats/char) and 2.3% worse here (1.471 against 1.438; docs/training-notes.md).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter
from pathlib import Path

import numpy as np
import torch

from models.generation import DEFAULT_SAMPLING
from models.layers import LOCAL_OFFSETS, device_of
from models.objectives import pad_rows, parse_spans
from models.tasks import MASK_TEXT, fill_mask, infill, infill_stop_ids
from models.tokenizer import CLS_ID, EOS_ID, MASK_ID, PAD_ID, SEP_ID
from training.evaluate import EVAL_BATCH as BATCH
from training.evaluate import EVAL_SEED

ROOT = Path(__file__).resolve().parent.parent
PROBE_FILE = ROOT / "data" / "probe.tsv"
GPT_PROBE_FILE = ROOT / "data" / "probe_gpt.txt"
WORD_MASK_RATE = 0.15  # share of a window's content words hidden at once

# Words a neighbour gives away, or that are not about the world: never hidden by the whole-word metrics.
FUNCTION_WORDS = frozenset("""
a an the this that these those some any no every each all both either neither other another such
and or but nor so yet for if than then because while when where whether as though although unless until since
of in on at by to from with without into onto upon over under above below between among through during before after
about against along around across behind beside near off out up down away back again also too very just only even
not never always often still already ever here there now once soon today tonight
i me my mine myself you your yours yourself he him his himself she her hers herself it its itself
we us our ours ourselves they them their theirs themselves who whom whose which what how why
be am is are was were been being have has had having do does did doing done
will would shall should can could may might must let lets
one ones two three four five six seven eight nine ten eleven twelve first second third
much many more most less least few lot lots own same else
mr mrs ms miss dear
""".split())
WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


def content_word_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the content words in text: lowercase (capitalised words are names or sentence starts),
    at least three letters, not a function or number word, no apostrophe.

        >>> text = "Tom said the cat is a pet."
        >>> [text[s:e] for s, e in content_word_spans(text)]
        ['said', 'cat', 'pet']
    """
    return [m.span() for m in WORD.finditer(text) if is_content_word(m.group())]


def is_content_word(word: str) -> bool:
    return word.islower() and len(word) >= 3 and "'" not in word and word not in FUNCTION_WORDS


# ---------------------------------------------------------------------------------------------------------------------
# Whole-word items: windows of held-out text with some content words hidden
# ---------------------------------------------------------------------------------------------------------------------


def hidden_word_windows(tok, docs: list[str], window: int, rng: np.random.Generator):
    """Cut each document into windows of at most `window` tokens and choose WORD_MASK_RATE of each window's
    content words (at least one) to hide. Yields (ids, words) with words a list of (piece positions, word text)."""
    for doc in docs:
        enc = tok.tokenizer.encode(doc)
        ids, offsets = enc.ids, enc.offsets
        spans = content_word_spans(doc)
        # Per content word: the token positions that cover it. Offsets only grow along the text, so those are one
        # run, from the first token ending after the word's start to the last starting before its end.
        starts, ends = [a for a, _ in offsets], [b for _, b in offsets]
        pieces_of = [list(range(bisect_right(ends, s), bisect_left(starts, e))) for s, e in spans]
        for start in range(0, len(ids), window):
            inside = [(p, doc[s:e]) for p, (s, e) in zip(pieces_of, spans) if p and p[0] >= start
                      and p[-1] < start + window]
            if not inside:
                continue
            n_hide = max(1, round(WORD_MASK_RATE * len(inside)))
            chosen = sorted(rng.choice(len(inside), size=n_hide, replace=False).tolist())
            yield ids[start:start + window], [([i - start for i in inside[c][0]], inside[c][1]) for c in chosen]


@torch.no_grad()
def bert_whole_words(model, tok, docs: list[str], frequent: list[str]) -> tuple[dict, dict]:
    """Whole-word top-1/top-5 over hidden content words (every piece [MASK]ed; right only if every piece is)."""
    rng = np.random.default_rng(EVAL_SEED)
    items = list(hidden_word_windows(tok, docs, model.config.max_seq_len - 2, rng))
    special = sorted(tok.special_ids)
    hits1 = hits5 = base1 = base5 = n = 0
    for i in range(0, len(items), BATCH):
        rows, truths = [], []
        for ids, words in items[i:i + BATCH]:
            row = [CLS_ID] + list(ids) + [SEP_ID]
            for positions, _ in words:
                for p in positions:
                    row[p + 1] = MASK_ID
            rows.append(row)
            truths.append(words)
        input_ids = pad_rows(rows, PAD_ID).to(device_of(model))
        logits = model(input_ids, attention_mask=(input_ids != PAD_ID).long()).logits.float()
        logits[..., special] = float("-inf")
        top5 = logits.topk(5, dim=-1).indices.cpu()  # (B, T, 5), read back once for the whole batch
        for b, (ids, words) in enumerate(items[i:i + BATCH]):
            for positions, word in words:
                truth = [ids[p] for p in positions]
                guesses = [top5[b, p + 1].tolist() for p in positions]
                hits1 += all(g[0] == t for g, t in zip(guesses, truth))
                hits5 += all(t in g for g, t in zip(guesses, truth))
                base1 += word == frequent[0]
                base5 += word in frequent[:5]
                n += 1
    return ({"top1": hits1 / n, "top5": hits5 / n, "words": n},
            {"name": "most frequent content words", "top1": base1 / n, "top5": base5 / n})


@torch.no_grad()
def t5_whole_words(model, tok, docs: list[str], frequent: list[str], window: int) -> tuple[dict, dict]:
    """Exact match when each hidden content word is one span (one sentinel) and T5 infills greedily."""
    rng = np.random.default_rng(EVAL_SEED)
    items = list(hidden_word_windows(tok, docs, window - 1, rng))
    exact = base = n = 0
    for i in range(0, len(items), BATCH):
        rows, targets = [], []
        for ids, words in items[i:i + BATCH]:
            hidden = {p: k for k, (positions, _) in enumerate(words) for p in positions}
            row, target = [], []
            for p, t in enumerate(ids):
                if p not in hidden:
                    row.append(t)
                elif p == words[hidden[p]][0][0]:  # the word's first piece becomes its sentinel
                    row.append(tok.sentinel_id(hidden[p]))
            rows.append(row + [EOS_ID])
            targets.append([[ids[p] for p in positions] for positions, _ in words])
        input_ids = pad_rows(rows, PAD_ID).to(device_of(model))
        out = model.generate(input_ids, attention_mask=(input_ids != PAD_ID).long(),
                             max_new_tokens=max(3 * len(t) for t in targets) + 2, temperature=0.0,
                             eos_token_id=EOS_ID, pad_token_id=PAD_ID).cpu()
        for b, (ids, words) in enumerate(items[i:i + BATCH]):
            spans = parse_spans(out[b, 1:].tolist())
            for k, (positions, word) in enumerate(words):
                exact += spans.get(k) == targets[b][k]
                base += word == frequent[0]
                n += 1
    return ({"word_exact_match": exact / n, "words": n},
            {"name": "most frequent content word", "word_exact_match": base / n})


# ---------------------------------------------------------------------------------------------------------------------
# GPT: do samples use real words?
# ---------------------------------------------------------------------------------------------------------------------

SAMPLE_PROMPTS = [
    "The cat", "Once upon a time", "In the morning", "My friend", "The weather today", "After dinner, we",
    "The little dog", "She opened the door and", "It was a cold winter night.", "The teacher said",
    "On Sunday", "The farmer", "I was so tired that", "Dear Grandma,", "The children went", "At the station,",
    "When the rain stopped,", "He lit the fire and", "The old man", "In the garden",
]


@torch.no_grad()
def gpt_word_validity(model, tok, known_words: set[str], new_tokens: int = DEFAULT_SAMPLING.max_new_tokens) -> dict:
    """Share of the words GPT writes (after each prompt, at the playground's default sampling settings, seeds
    0..19) that occur in the training text; also returns the words that do not, for the log."""
    total = valid = 0
    unknown = Counter()
    for seed, prompt in enumerate(SAMPLE_PROMPTS):
        ids = torch.tensor([tok.encode(prompt)], device=device_of(model))
        room = model.config.max_seq_len - ids.shape[1]
        # No repetition penalty: the figure has always been measured without it, so runs compare.
        out = model.generate(ids, max_new_tokens=min(new_tokens, room), temperature=DEFAULT_SAMPLING.temperature,
                             top_k=DEFAULT_SAMPLING.top_k, top_p=DEFAULT_SAMPLING.top_p, seed=seed)
        text = tok.decode(out[0, ids.shape[1]:].tolist(), skip_special_tokens=True)
        for w in WORD.findall(text):
            total += 1
            if w.lower() in known_words:
                valid += 1
            else:
                unknown[w] += 1
    return {"word_validity": valid / max(total, 1), "sampled_words": total,
            "not_in_corpus": [w for w, _ in unknown.most_common(20)]}


# ---------------------------------------------------------------------------------------------------------------------
# The hand-written probe set
# ---------------------------------------------------------------------------------------------------------------------


def read_probe(path: Path = PROBE_FILE) -> list[tuple[str, list[str]]]:
    """(sentence with one ___, acceptable answers) per line of probe.tsv; '#' lines are comments."""
    items = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            sentence, answers = line.split("\t")
            items.append((sentence, answers.split("|")))
    return items


def read_lines(path: Path) -> list[str]:
    """The non-empty lines of a hand-written list, stripped; '#' lines are comments."""
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def read_gpt_probe(path: Path = GPT_PROBE_FILE) -> list[str]:
    """GPT's probe sentences, one a line."""
    return read_lines(path)


@torch.no_grad()
def probe_gpt(model, tok, sentences: list[str]) -> float:
    """GPT's nats per character on plain sentences, each read from the start of a document (after [EOS], as a
    typed prompt is) and scored on every token of the sentence."""
    nll = chars = 0
    for text in sentences:
        ids = torch.tensor([[tok.eos_id] + tok.encode(text)], device=device_of(model))
        loss = model(ids[:, :-1], labels=ids[:, 1:]).loss  # the mean over the sentence's tokens
        nll += loss.item() * (ids.shape[1] - 1)
        chars += len(text)
    return nll / chars


def probe_bert(model, items, frequent: list[str]) -> tuple[dict, dict]:
    """The probe through the playground's fill-mask (models.tasks.fill_mask): right when a top guess, stripped and
    lowercased, is an acceptable answer."""
    hits1 = hits5 = base1 = base5 = 0
    for sentence, answers in items:
        rows = fill_mask(model, sentence.replace("___", MASK_TEXT), top_k=5).words[0]
        guesses = [r["token_str"].strip().lower() for r in rows]
        hits1 += guesses[0] in answers
        hits5 += any(g in answers for g in guesses)
        base1 += frequent[0] in answers
        base5 += any(f in answers for f in frequent[:5])
    n = len(items)
    return ({"top1": hits1 / n, "top5": hits5 / n, "sentences": n},
            {"name": "most frequent content words", "top1": base1 / n, "top5": base5 / n})


# How many tokens past its longest acceptable answer (in the run's own tokenizer) T5 may write for a probe item
# before the item counts as wrong: a span that has not ended by then is no answer. Without it, a T5 that has not yet
# learned to stop writes the Infill tab's whole 40 tokens for every item.
PROBE_SPAN_SLACK = 4


def probe_t5(model, items, frequent: list[str]) -> tuple[dict, dict]:
    """The probe through the playground's infill (models.tasks.infill): right when the span T5 writes, stripped and
    lowercased, is an acceptable answer, and T5 ended it (with [EOS] or another sentinel) within PROBE_SPAN_SLACK
    tokens of the longest answer."""
    tok = model.tokenizer
    hits = base = ran_on = 0
    for sentence, answers in items:
        # The span's opening sentinel, the answer, and the token that ends it.
        budget = 2 + max(len(tok.encode(" " + answer)) for answer in answers) + PROBE_SPAN_SLACK
        result = infill(model, sentence, max_new_tokens=budget)
        ended = result.output_ids[-1] in infill_stop_ids(tok, result.input_ids)
        hits += ended and result.spans.get(0, "").strip().lower() in answers
        ran_on += not ended  # wrote on past the blank: the next words of the sentence, or the next sentence
        base += frequent[0] in answers
    n = len(items)
    return ({"exact": hits / n, "sentences": n, "written_past_blank": ran_on},
            {"name": "most frequent content word", "exact": base / n})


# ---------------------------------------------------------------------------------------------------------------------
# BERT's attention: did the heads move away from the neighbour pattern they started with?
# ---------------------------------------------------------------------------------------------------------------------


@torch.no_grad()
def held_out_attention(model, tok, docs: list[str], max_windows: int = 64) -> list[torch.Tensor]:
    """BERT's attention weights, per layer (B, H, T, T), over windows of the held-out documents read one after
    the other with [SEP] between them, as BERT was trained."""
    T = model.config.max_seq_len - 2
    stream = []
    for doc in docs:
        stream += tok.encode(doc) + [SEP_ID]
        if len(stream) >= max_windows * T:
            break
    T = min(T, len(stream))
    rows = [[CLS_ID] + stream[i:i + T] + [SEP_ID] for i in range(0, len(stream) - T + 1, T)]
    attentions = model(torch.tensor(rows[:max_windows], device=device_of(model)), output_attentions=True).attentions
    return [a.cpu() for a in attentions]


def offset_share(weights: torch.Tensor, offset: int) -> torch.Tensor:
    """(B, H, T, T) attention -> (H,): the share of each head's attention that goes to the key `offset` places from
    its query (-1: the token before), averaged over all queries."""
    n = weights.shape[-1]
    return torch.diagonal(weights, offset=offset, dim1=-2, dim2=-1).sum(-1).mean(0) / n


def neighbour_shares(attentions: list[torch.Tensor]) -> list[list[float]]:
    """Per layer and head: the share of attention each query gives to the tokens right before and after it,
    averaged over the queries. A head well under 0.5 mostly looks elsewhere."""
    return [[round(v, 4) for v in (offset_share(w, -1) + offset_share(w, 1)).tolist()] for w in attentions]


def start_offset_shares(attentions: list[torch.Tensor]) -> list[list[float]]:
    """Per layer and head: the share of attention still on the offset the head started at (head h looks at
    LOCAL_OFFSETS[h] when training begins, about 0.97 of its attention; "Attention that starts local" in
    models/layers.py). Under 0.5, training has moved the head somewhere else."""
    return [[round(offset_share(w, LOCAL_OFFSETS[h % len(LOCAL_OFFSETS)])[h].item(), 4) for h in range(w.shape[1])]
            for w in attentions]


def neighbour_attention(model, tok, docs: list[str], max_windows: int = 64) -> list[list[float]]:
    """neighbour_shares of BERT's attention over held-out windows."""
    return neighbour_shares(held_out_attention(model, tok, docs, max_windows))


def start_offset_attention(model, tok, docs: list[str], max_windows: int = 64) -> list[list[float]]:
    """start_offset_shares of BERT's attention over held-out windows."""
    return start_offset_shares(held_out_attention(model, tok, docs, max_windows))


def heads_beyond_neighbours(shares: list[list[float]], threshold: float = 0.5) -> list[int]:
    """Per layer: how many heads give less than `threshold` of their attention to the +-1 neighbours."""
    return [sum(s < threshold for s in layer) for layer in shares]


# ---------------------------------------------------------------------------------------------------------------------
# All of it for one model
# ---------------------------------------------------------------------------------------------------------------------


class WordStats:
    """What the user metrics need from the training text: its words (GPT's word validity) and its most frequent
    content words (the baseline guesses)."""

    def __init__(self, train_docs: list[str]):
        counts = Counter(w for doc in train_docs for w in WORD.findall(doc))  # the bundled corpus: 0.2 s
        self.known = {w.lower() for w in counts}  # every word, lowercased: what gpt_word_validity calls a real word
        # Counted once per distinct word; ties keep the order of first appearance, as counting each use would.
        content = Counter({w: n for w, n in counts.items() if is_content_word(w)})
        self.frequent = [w for w, _ in content.most_common(5)]


@torch.no_grad()
def user_metrics(kind: str, model, tok, held_out_docs: list[str], words: WordStats, window: int,
                 probe_path: Path = PROBE_FILE, gpt_probe_path: Path = GPT_PROBE_FILE) -> tuple[dict, dict, dict]:
    """(metrics, baselines, extra) for one model, in the keys models/metrics.py's METRICS table names; window
    is the model's training window in tokens (T5's whole-word items are cut to it)."""
    model.tokenizer = tok  # fill_mask and infill (models/tasks.py) read the model's tokenizer
    if kind == "gpt":
        probe = read_gpt_probe(gpt_probe_path) if gpt_probe_path.is_file() else []
    else:
        probe = read_probe(probe_path) if probe_path.is_file() else []
    metrics, baselines, extra = {}, {}, {}
    if kind == "gpt":
        validity = gpt_word_validity(model, tok, words.known)
        metrics["word_validity"] = validity["word_validity"]
        extra = {"sampled_words": validity["sampled_words"], "sampled_words_not_in_corpus": validity["not_in_corpus"]}
        if probe:
            metrics["probe_nats_per_char"] = probe_gpt(model, tok, probe)
    elif kind == "bert":
        m, b = bert_whole_words(model, tok, held_out_docs, words.frequent)
        metrics.update(whole_word_top1=m["top1"], whole_word_top5=m["top5"])
        baselines.update(whole_word_top1=b["top1"], whole_word_top5=b["top5"])
        extra["whole_words"] = m["words"]
        if probe:
            m, b = probe_bert(model, probe, words.frequent)
            metrics.update(probe_top1=m["top1"], probe_top5=m["top5"])
            baselines.update(probe_top1=b["top1"], probe_top5=b["top5"])
        attentions = held_out_attention(model, tok, held_out_docs)  # one forward pass serves both measures
        near, start = neighbour_shares(attentions), start_offset_shares(attentions)
        extra.update(neighbour_attention=near, heads_beyond_neighbours=heads_beyond_neighbours(near),
                     start_offset_attention=start, heads_moved_from_start=heads_beyond_neighbours(start))
    elif kind == "t5":
        m, b = t5_whole_words(model, tok, held_out_docs, words.frequent, window)
        metrics["whole_word_exact"], baselines["whole_word_exact"] = m["word_exact_match"], b["word_exact_match"]
        extra["whole_words"] = m["words"]
        if probe:
            m, b = probe_t5(model, probe, words.frequent)
            metrics["probe_exact"], baselines["probe_exact"] = m["exact"], b["exact"]
            extra["probe_written_past_blank"] = m["written_past_blank"]
    if probe:
        extra["probe_sentences"] = len(probe)
    if baselines:
        baselines["names"] = {key: "most frequent content words" for key in baselines}
    return metrics, baselines, extra


# ---------------------------------------------------------------------------------------------------------------------
# How much everyday English the corpus holds: python -m training.user_metrics --phrases [TRAIN_TXT]
# ---------------------------------------------------------------------------------------------------------------------

PHRASE_FILE = ROOT / "data" / "phrases.txt"


def read_phrases(path: Path = PHRASE_FILE) -> list[str]:
    return read_lines(path)


def phrases_found(text: str, phrases: list[str]) -> list[str]:
    """The phrases that occur in text as whole words, ignoring case.

        >>> phrases_found("She Opened the door.", ["opened the door", "door was", "pen"])
        ['opened the door']
    """
    lowered = text.lower()
    return [p for p in phrases if occurs_as_words(lowered, p)]


def is_word_character(c: str) -> bool:
    """What a regular expression's \\w matches in a str: a letter or digit of any script, or "_"."""
    return c.isalnum() or c == "_"


def occurs_as_words(text: str, phrase: str) -> bool:
    """Whether phrase occurs in text with a word boundary (as a regular expression's \\b has it) at both ends. Each
    occurrence found by str.find is checked at its two ends: 0.4 s for data/phrases.txt in the 6 MB corpus, where
    searching for \\b<phrase>\\b took 5.4 s (the expression engine tries every position of the text)."""

    def boundary(i: int) -> bool:
        before = i > 0 and is_word_character(text[i - 1])
        after = i < len(text) and is_word_character(text[i])
        return before != after

    start = text.find(phrase)
    while start != -1:
        if boundary(start) and boundary(start + len(phrase)):
            return True
        start = text.find(phrase, start + 1)
    return False


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Share of data/phrases.txt found in a corpus.")
    parser.add_argument("--phrases", action="store_true", help="count the phrases of data/phrases.txt")
    parser.add_argument("corpus", nargs="?", type=Path, default=ROOT / "data" / "train.txt")
    cli = parser.parse_args()
    phrases = read_phrases()
    found = phrases_found(cli.corpus.read_text(encoding="utf-8"), phrases)
    print(f"{cli.corpus}: {len(found)} of {len(phrases)} phrases ({len(found) / len(phrases):.1%})")
    print("missing:", ", ".join(p for p in phrases if p not in found))
