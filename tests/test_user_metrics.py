"""The metrics that measure what a user meets (training/user_metrics.py), the probe set and the phrase list."""

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

import models
from training import user_metrics
from training.user_metrics import content_word_spans, hidden_word_windows, read_probe

ROOT = Path(__file__).resolve().parent.parent
PHRASES = ROOT / "data" / "phrases.txt"


def test_probe_set_is_well_formed():
    items = read_probe()
    assert len(items) >= 100
    for sentence, answers in items:
        assert sentence.count("___") == 1, sentence
        assert answers and all(re.fullmatch(r"[a-z]+", a) for a in answers), (sentence, answers)
    assert len({s for s, _ in items}) == len(items)


def test_phrase_list_is_kept_apart_from_the_probe_set():
    phrases = [line.strip() for line in PHRASES.read_text().splitlines() if line.strip() and not line.startswith("#")]
    assert len(phrases) >= 200 and len(set(phrases)) == len(phrases)
    assert all(2 <= len(p.split()) <= 4 for p in phrases)


def test_content_words_leave_out_function_words_numbers_and_names():
    text = "Anna said the two cats were asleep by the fire, and they purred."
    assert [text[s:e] for s, e in content_word_spans(text)] == ["said", "cats", "asleep", "fire", "purred"]


def test_hidden_words_cover_every_piece_of_the_word():
    tok = models.load("bert").tokenizer
    docs = ["The shepherd counted his sheep while the sheepdog watched the hillside carefully, and the "
            "unbelievably quarrelsome geese honked."]
    rng = np.random.default_rng(0)
    seen = set()
    for _ in range(20):
        for ids, words in hidden_word_windows(tok, docs, 126, rng):
            for positions, word in words:
                assert positions == list(range(positions[0], positions[-1] + 1))  # contiguous pieces
                assert tok.decode([ids[p] for p in positions]).strip() == word
                seen.add(word)
    assert "quarrelsome" in seen  # a word of several pieces was hidden whole


def test_neighbour_share_of_a_model_that_only_looks_next_door():
    """A hand-made attention pattern: all weight on the previous token gives share ~1; uniform gives ~2/T."""
    class Fake:
        config = type("C", (), {"max_seq_len": 10})()

        def __init__(self, pattern):
            self.pattern = pattern

        def parameters(self):  # where the model lives: the CPU (user_metrics makes its ids there)
            return iter([torch.zeros(1)])

        def __call__(self, ids, output_attentions=True):
            B, T = ids.shape
            w = self.pattern(T).expand(B, 1, T, T)
            return type("O", (), {"attentions": [w]})()

    class Tok:
        def encode(self, text):
            return list(range(40))

    previous = lambda T: torch.diag(torch.ones(T - 1), -1)[None, None] + torch.eye(T)[None, None] * 0  # noqa: E731
    uniform = lambda T: torch.full((1, 1, T, T), 1.0 / T)  # noqa: E731
    share_prev = user_metrics.neighbour_attention(Fake(previous), Tok(), ["x"])[0][0]
    share_uniform = user_metrics.neighbour_attention(Fake(uniform), Tok(), ["x"])[0][0]
    assert share_prev == pytest.approx(9 / 10)  # 9 of 10 queries have a previous token
    assert share_uniform == pytest.approx((2 * 10 - 2) / 10 / 10)  # 18 of the 100 cells are next door
    assert user_metrics.heads_beyond_neighbours([[0.9, 0.2], [0.6, 0.7]]) == [1, 0]
    # Head 0 starts at offset -1 (models.layers.LOCAL_OFFSETS): still there is 0.9, uniform is 0.1.
    assert user_metrics.start_offset_attention(Fake(previous), Tok(), ["x"])[0][0] == pytest.approx(9 / 10)
    assert user_metrics.start_offset_attention(Fake(uniform), Tok(), ["x"])[0][0] == pytest.approx(9 / 10 / 10)


def test_the_t5_probe_counts_a_span_only_once_t5_has_ended_it(monkeypatch):
    """T5 gets the longest answer's tokens plus PROBE_SPAN_SLACK (and the span's sentinel and its end) to write a
    probe answer: a span ended by [EOS] or by a sentinel the input lacks counts; one cut off by the budget does not,
    whatever it holds so far."""
    from models.tasks import Infill

    class Tok:
        sentinel_ids = [6, 7]

        def encode(self, text):
            return [1] * len(text.split())

    outputs = {"ended by EOS": [0, 6, 9, 5], "ended by a new sentinel": [0, 6, 9, 7], "cut off": [0, 6, 9, 9, 9]}
    answers = {}

    def fake_infill(model, sentence, max_new_tokens):
        answers[sentence] = max_new_tokens
        return Infill([6, 5], outputs[sentence], {0: " coat"}, "", [])

    monkeypatch.setattr(user_metrics, "infill", fake_infill)
    model = type("T5", (), {"tokenizer": Tok()})()
    for sentence, counts in [("ended by EOS", 1.0), ("ended by a new sentinel", 1.0), ("cut off", 0.0)]:
        assert user_metrics.probe_t5(model, [(sentence, ["coat", "warm coat"])], ["x"])[0]["exact"] == counts
        assert answers[sentence] == 2 + 2 + user_metrics.PROBE_SPAN_SLACK  # "warm coat": two tokens here


@pytest.mark.slow  # reads the whole corpus or runs a whole probe
def test_the_t5_probe_budget_changes_no_answer_of_the_bundled_model(store):
    """The bundled T5 scores the same with the probe's budget as with the Infill tab's 40 tokens (and gets some
    right, so the comparison means something: 2 of 145 for the prose T5)."""
    from models.tasks import infill

    t5, items = store.get("t5"), read_probe()
    unlimited = sum(infill(t5, s).spans.get(0, "").strip().lower() in a for s, a in items) / len(items)
    assert user_metrics.probe_t5(t5, items, ["x"])[0]["exact"] == unlimited > 0


@pytest.mark.slow  # reads the whole corpus or runs a whole probe
def test_the_gpt_probe_is_nats_per_character_of_its_sentences(store):
    """GPT's probe: each hand-written sentence of data/probe_gpt.txt read after [EOS], every token's -ln p summed
    and divided by the characters; the same sentences with their words reversed score worse."""
    gpt = store.get("gpt")
    tok, sentences = gpt.tokenizer, user_metrics.read_gpt_probe()
    assert len(sentences) >= 100 and len(set(sentences)) == len(sentences)
    nll = chars = 0.0
    for text in sentences[:6]:
        ids = torch.tensor([tok.eos_id] + tok.encode(text))
        with torch.no_grad():
            log_probs = torch.log_softmax(gpt(ids[None, :-1]).logits[0].float(), dim=-1)
        nll -= log_probs[torch.arange(len(ids) - 1), ids[1:]].sum().item()
        chars += len(text)
    assert user_metrics.probe_gpt(gpt, tok, sentences[:6]) == pytest.approx(nll / chars, rel=1e-4)
    score = user_metrics.probe_gpt(gpt, tok, sentences)
    reversed_sentences = [" ".join(sentence.split()[::-1]) for sentence in sentences]
    assert score < 1.6 and user_metrics.probe_gpt(gpt, tok, reversed_sentences) > score + 0.5


@pytest.mark.slow  # reads the whole corpus or runs a whole probe
def test_the_corpus_speaks_everyday_english():
    """At least 55% of the hand-written everyday phrases occur in the training text (13.5% before the everyday
    documents were added)."""
    phrases = user_metrics.read_phrases()
    found = user_metrics.phrases_found((ROOT / "data" / "train.txt").read_text(encoding="utf-8"), phrases)
    assert len(found) / len(phrases) >= 0.55


def test_a_phrase_occurs_as_words_exactly_where_the_word_boundary_expression_finds_it():
    """occurs_as_words (str.find, then both ends checked) agrees with searching for \\b<phrase>\\b on random texts of
    letters, an accented letter, digits, "_", spaces, apostrophes and full stops."""
    import random

    rng = random.Random(0)
    pieces = ["a", "b", "ab", " ", "_", "é", "1", ".", "'"]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        phrase = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 4)))
        expected = bool(re.search(r"\b" + re.escape(phrase) + r"\b", text))
        assert user_metrics.occurs_as_words(text, phrase) == expected, (text, phrase)
