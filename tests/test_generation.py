"""Sampling controls: each against a hand-computed example or transformers' own logits processors."""

import pytest
import torch

import models
from models.generation import apply_repetition_penalty, top_p_keep
from tests.conftest import randomize_


@pytest.fixture(scope="module")
def gpt():
    torch.manual_seed(0)  # as for t5 below
    return randomize_(models.GPT(models.GPTConfig(vocab_size=90, max_seq_len=64, d_model=32, n_layer=2, n_head=4)))


@pytest.fixture(scope="module")
def t5():
    torch.manual_seed(0)  # the initialisation under randomize_: the same model whichever tests ran first in this worker
    return randomize_(models.T5(models.T5Config(vocab_size=90, d_model=32, d_head=8, d_ff=64, n_layer=2, n_head=4,
                                                eos_token_id=1)), std=0.1)


PROMPT = torch.tensor([[5, 17, 42, 8]])


def test_temperature_zero_and_top_k_one_equal_greedy(gpt):
    greedy = gpt.generate(PROMPT, max_new_tokens=15, do_sample=False)
    assert gpt.generate(PROMPT, max_new_tokens=15, temperature=0).tolist() == greedy.tolist()
    for seed in range(3):
        sampled = gpt.generate(PROMPT, max_new_tokens=15, temperature=1.3, top_k=1, seed=seed)
        assert sampled.tolist() == greedy.tolist()


def test_top_p_keeps_the_smallest_set_reaching_p_hand_computed():
    probs = torch.tensor([[0.05, 0.5, 0.15, 0.3]])
    # Sorted: 0.5, 0.3, 0.15, 0.05. Cumulative 0.5, 0.8, 0.95, 1.0.
    assert top_p_keep(probs, 0.8).tolist() == [[False, True, False, True]]  # 0.5 + 0.3 reaches 0.8 exactly
    assert top_p_keep(probs, 0.81).tolist() == [[False, True, True, True]]
    assert top_p_keep(probs, 0.5).tolist() == [[False, True, False, False]]
    assert top_p_keep(probs, 0.01).tolist() == [[False, True, False, False]]  # the best token always stays
    assert top_p_keep(probs, 1.0).all()


def test_top_p_matches_transformers_warper():
    from transformers.generation.logits_process import TopPLogitsWarper
    gen = torch.Generator().manual_seed(0)
    for _ in range(20):
        scores = torch.randn(3, 50, generator=gen) * 3
        p = float(torch.rand(1, generator=gen)) * 0.98 + 0.01
        hf_p = TopPLogitsWarper(p)(None, scores.clone()) != float("-inf")
        assert top_p_keep(scores.softmax(-1), p).tolist() == hf_p.tolist()


@pytest.mark.parametrize("top_k, top_p", [(5, 1.0), (20, 0.7), (0, 0.6), (90, 0.9)])
def test_the_tokens_kept_at_each_step_are_those_transformers_top_k_then_top_p_keep(gpt, top_k, top_p):
    from transformers.generation.logits_process import TopKLogitsWarper, TopPLogitsWarper
    for step in gpt.stream_generate(PROMPT, max_new_tokens=8, temperature=0.7, top_k=top_k, top_p=top_p, seed=1):
        scores = step.probs.log()[None]  # the step's tempered scores, up to a constant
        if top_k:
            scores = TopKLogitsWarper(top_k)(None, scores)
        expected = TopPLogitsWarper(top_p)(None, scores) != float("-inf")
        assert step.kept.tolist() == expected[0].tolist()
        assert step.kept[step.token_id]


def test_repetition_penalty_follows_transformers_definition():
    scores = torch.tensor([[2.0, -1.0, 0.5, -3.0, 4.0]])
    context = torch.tensor([[0, 1, 1]])
    # Seen tokens 0 (positive: divided) and 1 (negative: multiplied); the others are untouched.
    assert apply_repetition_penalty(scores, context, 2.0).tolist() == [[1.0, -2.0, 0.5, -3.0, 4.0]]
    from transformers.generation.logits_process import RepetitionPenaltyLogitsProcessor
    gen = torch.Generator().manual_seed(1)
    s, ctx = torch.randn(2, 40, generator=gen), torch.randint(0, 40, (2, 12), generator=gen)
    torch.testing.assert_close(apply_repetition_penalty(s, ctx, 1.7),
                               RepetitionPenaltyLogitsProcessor(1.7)(ctx, s.clone()))


def test_same_seed_same_sample_and_different_seeds_differ(gpt):
    kwargs = dict(max_new_tokens=30, temperature=1.5, top_p=0.95)
    a = gpt.generate(PROMPT, seed=7, **kwargs)
    assert gpt.generate(PROMPT, seed=7, **kwargs).tolist() == a.tolist()
    others = {tuple(gpt.generate(PROMPT, seed=s, **kwargs)[0].tolist()) for s in range(8, 12)}
    assert len(others | {tuple(a[0].tolist())}) > 1


@pytest.mark.parametrize("kind", ["gpt", "t5"])
def test_stream_yields_the_same_tokens_as_generate_with_their_distributions(kind, gpt, t5):
    model = gpt if kind == "gpt" else t5
    kwargs = dict(max_new_tokens=12, temperature=0.9, top_k=20, top_p=0.9, repetition_penalty=1.2, seed=3)
    steps = list(model.stream_generate(PROMPT, **kwargs))
    ids = model.generate(PROMPT, **kwargs)[0].tolist()
    start = PROMPT.shape[1] if kind == "gpt" else 1
    assert [s.token_id for s in steps] == ids[start:]
    for s in steps:
        assert abs(float(s.probs.sum()) - 1) < 1e-5
        assert s.kept[s.token_id]  # the drawn token was never one that top-k/top-p removed
        assert int(s.kept.sum()) <= 20
        assert not s.greedy


def test_generation_stops_at_end_of_sequence(gpt):
    greedy = gpt.generate(PROMPT, max_new_tokens=10, temperature=0)[0].tolist()
    eos = greedy[6]  # pretend the third generated token is end-of-sequence
    stopped = gpt.generate(PROMPT, max_new_tokens=10, temperature=0, eos_token_id=eos)[0].tolist()
    assert stopped == greedy[:greedy.index(eos) + 1]
    steps = list(gpt.stream_generate(PROMPT, max_new_tokens=10, temperature=0, eos_token_id=eos))
    assert steps[-1].token_id == eos and len(steps) == len(stopped) - PROMPT.shape[1]


def test_any_of_several_end_ids_stops_a_row_as_in_transformers(t5):
    """eos_token_id may be a list, as in transformers: a row ends at the first of them it writes, then pads."""
    src = torch.randint(2, 90, (3, 9), generator=torch.Generator().manual_seed(4))
    free = t5.generate(src, max_new_tokens=12, temperature=0)
    assert free.shape[1] == 13 and 1 not in free[:, 1:].tolist()  # the config's eos (1) never comes: 12 free tokens
    stops = sorted({free[0, 3].item(), free[1, 5].item()})  # two tokens that the greedy rows do write
    out = t5.generate(src, max_new_tokens=12, temperature=0, eos_token_id=stops, pad_token_id=0)
    for row in range(3):
        written = free[row, 1:].tolist()
        ends = [i for i, t in enumerate(written) if t in stops]
        expected = written[:ends[0] + 1] if ends else written
        assert out[row, 1:1 + len(expected)].tolist() == expected
        assert (out[row, 1 + len(expected):] == 0).all()
    theirs = models.to_hf(t5).generate(src, max_new_tokens=12, do_sample=False, eos_token_id=stops, pad_token_id=0)
    assert out.tolist() == theirs[:, :out.shape[1]].tolist() and (theirs[:, out.shape[1]:] == 0).all()


def test_batched_generation_pads_finished_rows(t5):
    src = torch.randint(2, 90, (3, 9), generator=torch.Generator().manual_seed(4))
    out = t5.generate(src, max_new_tokens=12, temperature=0, eos_token_id=1, pad_token_id=0)
    for row in range(3):
        alone = t5.generate(src[row:row + 1], max_new_tokens=12, temperature=0, eos_token_id=1)[0].tolist()
        assert out[row, :len(alone)].tolist() == alone
        assert (out[row, len(alone):] == 0).all()


@pytest.mark.parametrize("bad", [dict(temperature=-1.0), dict(temperature=float("nan")), dict(top_k=-2),
                                 dict(top_p=0.0), dict(top_p=1.5), dict(repetition_penalty=0.0),
                                 dict(max_new_tokens=-1), dict(max_new_tokens=2.5)])
def test_out_of_range_sampling_arguments_are_refused(gpt, bad):
    with pytest.raises(ValueError, match="must be"):
        gpt.generate(PROMPT, **bad)


def test_prompt_plus_new_tokens_beyond_context_is_refused(gpt):
    with pytest.raises(ValueError, match="context of 64"):
        gpt.generate(torch.zeros(1, 60, dtype=torch.long), max_new_tokens=10, temperature=0)
