"""Training objectives: hand-written tiny expected outputs, plus the statistics the papers ask for."""

import doctest

import numpy as np
import pytest
import torch

import models.objectives as objectives_module
from models.objectives import (
    apply_noise_mask,
    causal_lm_batch,
    masked_lm_batch,
    noise_span_counts,
    random_segmentation,
    random_spans_noise_mask,
    span_corruption,
    span_corruption_batch,
)

PAD, CLS, SEP, MASK = 0, 1, 2, 3
SPECIAL = set(range(106))  # as in models/tokenizer.py
VOCAB = 200


# -- GPT ---------------------------------------------------------------------------------------------------------------


def test_causal_lm_batch_shifts_by_one():
    batch = causal_lm_batch(torch.tensor([[10, 11, 12, 13], [20, 21, 22, 23]]))
    assert batch["input_ids"].tolist() == [[10, 11, 12], [20, 21, 22]]
    assert batch["labels"].tolist() == [[11, 12, 13], [21, 22, 23]]


# -- BERT --------------------------------------------------------------------------------------------------------------


def mlm(ids, seed=0, **kwargs):
    g = torch.Generator().manual_seed(seed)
    return masked_lm_batch(torch.tensor(ids), mask_id=MASK, vocab_size=VOCAB, special_ids=SPECIAL, generator=g,
                           **kwargs)


def test_masked_lm_all_chosen_all_masked():
    batch = mlm([[CLS, 120, 121, SEP, PAD, PAD]], mask_prob=1.0, replace_with_mask=1.0, replace_with_random=0.0)
    assert batch["input_ids"].tolist() == [[CLS, MASK, MASK, SEP, PAD, PAD]]
    assert batch["attention_mask"].tolist() == [[1, 1, 1, 1, 0, 0]]
    assert batch["labels"].tolist() == [[-100, 120, 121, -100, -100, -100]]


def test_masked_lm_all_chosen_kept_unchanged():
    # the "10% unchanged" branch alone: inputs untouched, yet every ordinary token is a label
    batch = mlm([[CLS, 120, 121, SEP]], mask_prob=1.0, replace_with_mask=0.0, replace_with_random=0.0)
    assert batch["input_ids"].tolist() == [[CLS, 120, 121, SEP]]
    assert batch["labels"].tolist() == [[-100, 120, 121, -100]]


def test_masked_lm_random_replacement_is_an_ordinary_token():
    batch = mlm([[CLS] + list(range(110, 190)) + [SEP]] * 4, mask_prob=1.0, replace_with_mask=0.0,
                replace_with_random=1.0)
    replaced = batch["input_ids"][:, 1:-1]
    assert ((replaced >= 106) & (replaced < VOCAB)).all()
    assert (replaced != torch.arange(110, 190)).any()


def test_masked_lm_at_least_one_per_row_and_never_specials():
    batch = mlm([[CLS, 150, SEP, PAD], [CLS, 151, 152, SEP]])  # 15% of 1 or 2 tokens rounds to 0: still one
    assert ((batch["labels"] != -100).sum(dim=1) == 1).all()
    assert (batch["labels"][:, 0] == -100).all() and (batch["labels"][0, 2:] == -100).all()
    only_specials = mlm([[CLS, SEP, PAD]])
    assert (only_specials["labels"] == -100).all() and only_specials["input_ids"].tolist() == [[CLS, SEP, PAD]]


def test_masked_lm_statistics():
    ids = torch.randint(106, VOCAB, (400, 100), generator=torch.Generator().manual_seed(1))
    g = torch.Generator().manual_seed(2)
    batch = masked_lm_batch(ids, mask_id=MASK, vocab_size=VOCAB, special_ids=SPECIAL, generator=g)
    chosen = batch["labels"] != -100
    assert (chosen.sum(dim=1) == 15).all()  # exactly round(0.15 * 100) per row
    assert (batch["labels"][chosen] == ids[chosen]).all()
    assert (batch["input_ids"][~chosen] == ids[~chosen]).all()  # nothing else changes
    n = chosen.sum().item()
    masked = (batch["input_ids"] == MASK).sum().item() / n
    unchanged = (batch["input_ids"][chosen] == ids[chosen]).float().mean().item()
    assert 0.77 < masked < 0.83
    assert 0.08 < unchanged < 0.12  # 10% kept, plus the rare random draw of the same token
    assert 0.08 < 1 - masked - unchanged < 0.12


def test_masked_lm_is_deterministic_for_a_seed():
    ids = [[CLS] + list(range(110, 150)) + [SEP]]
    assert mlm(ids, seed=5)["input_ids"].tolist() == mlm(ids, seed=5)["input_ids"].tolist()
    assert mlm(ids, seed=5)["labels"].tolist() != mlm(ids, seed=6)["labels"].tolist()


# -- T5 ----------------------------------------------------------------------------------------------------------------

S0, S1, S2, EOS = 6, 7, 8, 5


def test_apply_noise_mask_hand_written():
    inputs, targets = apply_noise_mask([10, 11, 12, 13, 14, 15], [0, 1, 1, 0, 0, 1], sentinel_ids=[S0, S1], eos_id=EOS)
    assert inputs == [10, S0, 13, 14, S1, EOS]
    assert targets == [S0, 11, 12, S1, 15, EOS]


def test_apply_noise_mask_adjacent_spans_and_edges():
    inputs, targets = apply_noise_mask([10, 11, 12, 13], [1, 0, 1, 1], sentinel_ids=[S0, S1, S2], eos_id=EOS)
    assert inputs == [S0, 11, S1, EOS]
    assert targets == [S0, 10, S1, 12, 13, EOS]
    assert apply_noise_mask([10, 11], [0, 0], sentinel_ids=[S0], eos_id=EOS) == ([10, 11, EOS], [EOS])
    with pytest.raises(ValueError, match="sentinels"):
        apply_noise_mask([10, 11, 12], [1, 0, 1], sentinel_ids=[S0], eos_id=EOS)


def test_noise_span_counts_match_t5():
    # round(L * 0.15) noise tokens in round(noise / 3) spans; Python's round halves to even like tf.round
    assert noise_span_counts(128) == (19, 6)
    assert noise_span_counts(100) == (15, 5)
    assert noise_span_counts(10) == (2, 1)  # round(1.5) = 2, round(0.67) = 1
    assert noise_span_counts(30) == (4, 1)  # round(4.5) = 4 (half to even), round(1.33) = 1
    assert noise_span_counts(1) == (1, 1)


def test_random_segmentation():
    rng = np.random.default_rng(0)
    for _ in range(200):
        n = int(rng.integers(1, 40))
        k = int(rng.integers(1, n + 1))
        parts = random_segmentation(n, k, rng)
        assert len(parts) == k and sum(parts) == n and min(parts) >= 1
    with pytest.raises(ValueError):
        random_segmentation(2, 3, rng)


def test_random_spans_noise_mask_shape():
    rng = np.random.default_rng(0)
    for length in [2, 6, 17, 64, 128, 500]:
        mask = random_spans_noise_mask(length, rng)
        num_noise, num_spans = noise_span_counts(length)
        assert len(mask) == length and sum(mask) == num_noise
        assert mask[0] is False  # kept span first
        starts = sum(1 for i, m in enumerate(mask) if m and (i == 0 or not mask[i - 1]))
        assert starts == num_spans


def test_mean_span_length_is_about_three():
    rng = np.random.default_rng(0)
    lengths = []
    for _ in range(300):
        mask = random_spans_noise_mask(128, rng)
        run = 0
        for m in mask + [False]:
            if m:
                run += 1
            elif run:
                lengths.append(run)
                run = 0
    assert 2.9 < np.mean(lengths) < 3.3


def test_span_corruption_reconstructs_the_original():
    # Filling each sentinel in the input with its span from the target gives back the tokens.
    rng = np.random.default_rng(3)
    sentinels = list(range(6, 106))
    tokens = list(range(200, 328))
    inputs, targets = span_corruption(tokens, sentinel_ids=sentinels, eos_id=EOS, rng=rng)
    spans, current = {}, None
    for t in targets[:-1]:
        if t in sentinels:
            current = t
            spans[current] = []
        else:
            spans[current].append(t)
    rebuilt = [t for s in inputs[:-1] for t in (spans[s] if s in sentinels else [s])]
    assert rebuilt == tokens and inputs[-1] == EOS and targets[-1] == EOS
    assert len(targets) - len(spans) - 1 == 19


def test_span_corruption_batch_pads_inputs_and_labels():
    rng = np.random.default_rng(0)
    batch = span_corruption_batch([[10, 11, 12, 13, 14, 15], [20, 21, 22]], sentinel_ids=[S0, S1], eos_id=EOS, rng=rng)
    # (as the docstring shows, this seed makes the last token of each row the noise)
    assert batch["input_ids"].tolist() == [[10, 11, 12, 13, 14, S0, EOS], [20, 21, S0, EOS, PAD, PAD, PAD]]
    assert batch["attention_mask"].tolist() == [[1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 0, 0, 0]]
    assert batch["labels"].tolist() == [[S0, 15, EOS], [S0, 22, EOS]]
    ragged = span_corruption_batch([list(range(10, 40)), [20, 21]], sentinel_ids=[S0, S1], eos_id=EOS, rng=rng)
    assert (ragged["labels"][1, 3:] == -100).all() and (ragged["input_ids"][1, 3:] == PAD).all()


def test_docstring_examples():
    assert doctest.testmod(objectives_module).failed == 0


# -- T5's vectorised span corruption against the per-token original -----------------------------------------------------
# The numpy code must make the very batches the original Python loops made from the same draws (a run's batches
# depend on nothing but its seeds). The original, kept here word for word as the reference:


def reference_noise_mask(length, rng, noise_density=0.15, mean_noise_span_length=3.0):
    num_noise, num_spans = noise_span_counts(length, noise_density, mean_noise_span_length)
    num_nonnoise = max(length, 2) - num_noise
    noise_lengths = random_segmentation(num_noise, num_spans, rng)
    nonnoise_lengths = random_segmentation(num_nonnoise, num_spans, rng)
    mask = []
    for kept, noise in zip(nonnoise_lengths, noise_lengths):
        mask += [False] * kept + [True] * noise
    return mask[:length]


def reference_apply_noise_mask(tokens, noise_mask, *, sentinel_ids, eos_id):
    inputs, targets = [], []
    span = -1
    previous_is_noise = False
    for token, is_noise in zip(tokens, noise_mask):
        if is_noise:
            if not previous_is_noise:
                span += 1
                inputs.append(sentinel_ids[span])
                targets.append(sentinel_ids[span])
            targets.append(int(token))
        else:
            inputs.append(int(token))
        previous_is_noise = bool(is_noise)
    return inputs + [eos_id], targets + [eos_id]


def reference_span_corruption_batch(rows, *, sentinel_ids, eos_id, rng, pad_id=0, **noise):
    pairs = [reference_apply_noise_mask(r, reference_noise_mask(len(r), rng, **noise), sentinel_ids=sentinel_ids,
                                        eos_id=eos_id) for r in rows]
    width_in, width_out = max(len(i) for i, _ in pairs), max(len(t) for _, t in pairs)
    return {"input_ids": [i + [pad_id] * (width_in - len(i)) for i, _ in pairs],
            "attention_mask": [[1] * len(i) + [0] * (width_in - len(i)) for i, _ in pairs],
            "labels": [t + [-100] * (width_out - len(t)) for _, t in pairs]}


def test_span_corruption_batch_is_the_per_token_original_bit_for_bit():
    sentinels = list(range(6, 106))
    for seed in range(300):
        draw = np.random.default_rng(1000 + seed)  # shapes and settings of this case (not the rng under test)
        if seed % 3 == 0:  # training's case: equal rows
            lengths = [int(draw.integers(2, 140))] * int(draw.integers(1, 9))
        else:  # ragged rows, the shortest possible included
            lengths = draw.integers(0, 140, size=int(draw.integers(1, 9))).tolist()
        rows = [draw.integers(106, 8192, size=n).tolist() for n in lengths]
        noise = dict(noise_density=float(draw.choice([0.15, 0.3, 0.5])),
                     mean_noise_span_length=float(draw.choice([2.0, 3.0, 8.0])))
        ids = torch.tensor(rows) if len(set(lengths)) == 1 else rows
        ours = span_corruption_batch(ids, sentinel_ids=sentinels, eos_id=EOS, pad_id=PAD,
                                     rng=np.random.default_rng(seed), **noise)
        expected = reference_span_corruption_batch(rows, sentinel_ids=sentinels, eos_id=EOS, pad_id=PAD,
                                                   rng=np.random.default_rng(seed), **noise)
        assert {k: v.tolist() for k, v in ours.items()} == expected, (seed, lengths, noise)
        assert all(v.dtype == torch.long for v in ours.values())


def test_noise_mask_and_apply_noise_mask_are_the_per_token_originals():
    for seed in range(200):
        length = seed % 70
        mask = random_spans_noise_mask(length, np.random.default_rng(seed))
        assert mask == reference_noise_mask(length, np.random.default_rng(seed))
        tokens = list(range(200, 200 + length))
        assert apply_noise_mask(tokens, mask, sentinel_ids=list(range(6, 106)), eos_id=EOS) == \
            reference_apply_noise_mask(tokens, mask, sentinel_ids=list(range(6, 106)), eos_id=EOS)
    # any mask, not only drawn ones: noise first, noise last, all noise
    for mask in ([1, 1, 0, 1], [0, 0, 0, 1], [1, 1, 1, 1], [0, 1, 0, 1, 0, 1]):
        assert apply_noise_mask([10, 11, 12, 13, 14, 15][:len(mask)], mask, sentinel_ids=[S0, S1, S2], eos_id=EOS) == \
            reference_apply_noise_mask([10, 11, 12, 13, 14, 15][:len(mask)], mask, sentinel_ids=[S0, S1, S2],
                                       eos_id=EOS)


def test_masked_lm_batch_random_replacements_are_ordinary_tokens():
    # The cached ordinary vocabulary: random replacements never special, and a second call draws the same batch.
    ids = torch.randint(106, VOCAB, (64, 30), generator=torch.Generator().manual_seed(0))
    first = mlm(ids.tolist(), seed=5, replace_with_mask=0.0, replace_with_random=1.0)
    second = mlm(ids.tolist(), seed=5, replace_with_mask=0.0, replace_with_random=1.0)
    assert all(torch.equal(first[k], second[k]) for k in first)
    changed = first["labels"] != -100
    assert (first["input_ids"][changed] >= 106).all()


def test_whole_word_masking_hides_every_piece_of_a_word_or_none():
    # Tokens 150-199 start a word ("Ġ..."), 120-149 continue one; every word here is 1 to 3 pieces long.
    continues_word = torch.zeros(VOCAB, 2, dtype=torch.bool)
    continues_word[120:150, 0] = True
    continues_word[106:, 1] = True
    rows, words = [], []
    gen = np.random.default_rng(0)
    for _ in range(200):
        row, row_words = [CLS], []
        while len(row) < 60:
            n = int(gen.integers(1, 4))
            row_words.append(list(range(len(row), len(row) + n)))
            row += [int(gen.integers(150, 200))] + [int(t) for t in gen.integers(120, 150, n - 1)]
        rows.append(row[:60] + [SEP])
        words.append([w for w in row_words if w[-1] < 60])
    ids = torch.tensor(rows)
    batch = masked_lm_batch(ids, mask_id=MASK, vocab_size=VOCAB, special_ids=SPECIAL, mask_prob=0.3,
                            generator=torch.Generator().manual_seed(3), continues_word=continues_word)
    chosen = batch["labels"] != -100
    multi_piece_words_chosen = 0
    for r, row_words in enumerate(words):
        for w in row_words:
            picked = chosen[r, w].tolist()
            assert all(picked) or not any(picked), (r, w, picked)  # the whole word or none of it
            multi_piece_words_chosen += len(w) > 1 and all(picked)
        n_chosen = int(chosen[r].sum())
        assert 18 <= n_chosen <= 18 + 2  # round(0.3 * 60) tokens, plus at most the rest of the last word
        assert not chosen[r, 0] and not chosen[r, -1]  # never [CLS] or [SEP]
    assert multi_piece_words_chosen > 500
    assert (batch["labels"][chosen] == ids[chosen]).all()


def test_whole_word_table_from_the_tokenizer():
    from models.objectives import word_piece_table
    from models.tokenizer import TinyTokenizer
    tok = TinyTokenizer.from_file(objectives_module.__file__.replace("models/objectives.py", "weights/tokenizer.json"))
    table = word_piece_table(tok)
    ids = tok.encode(" unbelievably. The")  # a rare word, in several pieces
    pieces = [tok.id_to_token(i) for i in ids]
    joins = [bool(table[b, 0] and table[a, 1]) for a, b in zip(ids, ids[1:])]
    assert len(pieces) > 4 and pieces[0].startswith("Ġ") and not table[ids[0], 0]  # a leading space starts a word
    assert joins == [True] * (len(pieces) - 3) + [False, False]  # its pieces join; "." and "ĠThe" start words
    assert not table[sorted(tok.special_ids)].any()
