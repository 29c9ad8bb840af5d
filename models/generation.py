"""Token-by-token generation for GPT and T5, with the sampling controls of transformers' `generate`.

Each step turns the model's next-token logits into a choice, in the same order as transformers:
  1. repetition penalty: tokens already in the context get their logit divided by the penalty when positive and
     multiplied by it when negative (Keskar et al. 2019, CTRL), so they become less likely either way;
  2. temperature: logits / T (T < 1 sharpens, T > 1 flattens; T = 0 means greedy: take the argmax);
  3. top-k: keep only the k highest-scoring tokens;
  4. top-p (nucleus): of what is left, keep the smallest set of most likely tokens whose probability reaches p;
  5. draw from the renormalised distribution (with a seeded generator when `seed` is given).

The model supplies two hooks (see GPT.start_decoding and T5.start_decoding): the prompt is run once into a
key/value cache, and each later step feeds only the newest token. So a step costs one token's worth of compute,
not a recomputation of the whole sequence.
"""

from dataclasses import dataclass

import torch

# The sampling limits: the model refuses values outside them, and the playground's API checks and sliders read the
# same numbers (tests/test_generation.py checks that all three agree). Beyond them the filters stop meaning
# anything for a vocabulary of a few thousand tokens: top-k over 200 or top-p under 0.05 is "off" or "greedy".
MAX_TOP_K = 200  # top_k in 0..MAX_TOP_K, 0 turns it off
MIN_TOP_P = 0.05  # top_p in [MIN_TOP_P, 1], 1 turns it off


@dataclass(frozen=True)
class Sampling:
    """Settings for one sampled generation. Sampling() is the playground's default, defined here once: the Generate
    tab's sliders, inference.generate_stream, an exported model's generation_config.json and the user metrics' word
    validity all read it."""
    max_new_tokens: int = 60
    temperature: float = 0.8  # a little sharper than the model's own distribution: fewer stray words
    top_k: int = 40
    top_p: float = 0.95
    repetition_penalty: float = 1.1  # a small push away from loops, which tiny models fall into


DEFAULT_SAMPLING = Sampling()


@dataclass
class GenerationStep:
    """One new token, with the distribution it was drawn from, for a UI to show the candidates."""
    token_id: int
    probs: torch.Tensor  # (V,) softmax after repetition penalty and temperature, before top-k/top-p
    kept: torch.Tensor  # (V,) bool: tokens still in play after top-k/top-p (all True when neither is set)
    greedy: bool  # True when the token was the argmax rather than a draw


def apply_repetition_penalty(scores, context_ids, penalty: float):
    """transformers' RepetitionPenaltyLogitsProcessor: for each token id present in context_ids (B, T), a
    positive logit is divided by `penalty` and a negative one multiplied by it. penalty 1.0 changes nothing."""
    if penalty == 1.0:
        return scores
    seen = scores.gather(1, context_ids)
    seen = torch.where(seen < 0, seen * penalty, seen / penalty)
    return scores.scatter(1, context_ids, seen)


def top_p_keep(probs, top_p: float | None):
    """Bool (B, V): the smallest set of most likely tokens whose total probability reaches top_p.
    A token is kept when the probability of all MORE likely tokens is still below top_p; the most likely token
    is always kept. Example: probs [0.5, 0.3, 0.15, 0.05], top_p 0.8 -> keep [T, T, F, F] (0.5 + 0.3 = 0.8)."""
    if top_p is None or top_p >= 1.0:
        return torch.ones_like(probs, dtype=torch.bool)
    sorted_probs, order = probs.sort(dim=-1, descending=True)
    mass_before = sorted_probs.cumsum(dim=-1) - sorted_probs
    keep_sorted = mass_before < top_p
    keep_sorted[..., 0] = True
    return torch.zeros_like(keep_sorted).scatter(-1, order, keep_sorted)


def filter_candidates(scores, top_k: int | None, top_p: float | None):
    """Top-k, then top-p, on tempered scores (B, V): returns (candidate_ids (B, K), candidate_probs (B, K),
    keep (B, K) bool). The candidates are the top_k best (or every token, best first, without top-k); top-p then
    runs on their renormalised distribution, as transformers applies it after top-k, and a draw is over k tokens
    instead of the whole vocabulary. The playground's "Temperature, seen" view shows this same distribution."""
    if top_k and top_k < scores.shape[-1]:
        candidate_scores, candidate_ids = scores.topk(top_k, dim=-1)
    else:
        candidate_scores, candidate_ids = scores.sort(dim=-1, descending=True)
    candidate_probs = candidate_scores.softmax(dim=-1)
    return candidate_ids, candidate_probs, top_p_keep(candidate_probs, top_p)


def draw(candidate_ids, candidate_probs, keep, generator=None):
    """One token id per row (B,), drawn from the kept candidates (multinomial renormalises their probabilities)."""
    choice = torch.multinomial(candidate_probs * keep, 1, generator=generator)
    return candidate_ids.gather(-1, choice)[:, 0]


def check_sampling_args(max_new_tokens, temperature, top_k, top_p, repetition_penalty):
    """Refuse values that have no meaning, with the range that does."""
    if not isinstance(max_new_tokens, int) or max_new_tokens < 0:
        raise ValueError(f"max_new_tokens must be a whole number >= 0, got {max_new_tokens!r}.")
    if not temperature >= 0:  # also catches NaN
        raise ValueError(f"temperature must be >= 0 (0 means greedy), got {temperature!r}.")
    if top_k is not None and (not isinstance(top_k, int) or not 0 <= top_k <= MAX_TOP_K):
        raise ValueError(f"top_k must be a whole number from 0 to {MAX_TOP_K} (0 turns it off), got {top_k!r}.")
    if top_p is not None and not MIN_TOP_P <= top_p <= 1.0:
        raise ValueError(f"top_p must be in [{MIN_TOP_P}, 1] (1 turns it off), got {top_p!r}.")
    if not repetition_penalty > 0:
        raise ValueError(f"repetition_penalty must be > 0 (1 turns it off), got {repetition_penalty!r}.")


@torch.no_grad()
def _decode(model, input_ids, attention_mask, max_new_tokens, do_sample, temperature, top_k, top_p,
            repetition_penalty, eos_token_id, pad_token_id, seed, with_distribution=True):
    """The shared loop, batched. Yields (context so far (B, T), next ids (B,), probs (B, V), kept (B, V)); probs
    and kept are None when with_distribution=False (generate() does not need them: it saves a full-vocabulary
    softmax and scatter per token). Rows that have produced eos_token_id get pad_token_id from then on; the loop
    ends when all rows have."""
    check_sampling_args(max_new_tokens, temperature, top_k, top_p, repetition_penalty)
    do_sample = (temperature > 0) if do_sample is None else (do_sample and temperature > 0)
    generator = None
    if seed is not None:
        generator = torch.Generator(device=input_ids.device).manual_seed(int(seed))
    if max_new_tokens == 0:
        return
    logits, step, context = model.start_decoding(input_ids, attention_mask, max_new_tokens)
    finished = torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)
    stop_ids = None if eos_token_id is None else torch.tensor(_as_list(eos_token_id), device=input_ids.device)
    for _ in range(max_new_tokens):
        scores = apply_repetition_penalty(logits.float(), context, repetition_penalty)
        if do_sample:
            scores = scores / temperature
            # Before filtering, so a UI can show what top-k/top-p removed.
            probs = scores.softmax(dim=-1) if with_distribution else None
            candidate_ids, candidate_probs, candidate_keep = filter_candidates(scores, top_k, top_p)
            next_ids = draw(candidate_ids, candidate_probs, candidate_keep, generator)
            keep = None
            if with_distribution:
                keep = torch.zeros_like(probs, dtype=torch.bool).scatter(-1, candidate_ids, candidate_keep)
        else:  # greedy, as in transformers: no temperature/top-k/top-p, just the argmax
            probs = scores.softmax(dim=-1) if with_distribution else None
            keep = torch.ones_like(scores, dtype=torch.bool) if with_distribution else None
            next_ids = scores.argmax(dim=-1)
        if stop_ids is not None:
            next_ids = next_ids.masked_fill(finished, pad_token_id)
            finished |= torch.isin(next_ids, stop_ids)
        yield context, next_ids, probs, keep
        context = torch.cat([context, next_ids[:, None]], dim=1)
        if bool(finished.all()):
            return
        logits = step(next_ids)


def _as_list(eos_token_id) -> list[int]:
    return [eos_token_id] if isinstance(eos_token_id, int) else list(eos_token_id)


def _default_eos(model, eos_token_id):
    if eos_token_id is not None:
        return eos_token_id
    return getattr(model.config, "eos_token_id", None)


def generate(model, input_ids, attention_mask=None, *, max_new_tokens: int = 50, do_sample: bool | None = None,
             temperature: float = 1.0, top_k: int | None = None, top_p: float | None = None,
             repetition_penalty: float = 1.0, eos_token_id: int | list[int] | None = None,
             pad_token_id: int | None = None, seed: int | None = None) -> torch.Tensor:
    """Generate up to max_new_tokens after input_ids (B, T) and return the token ids: for GPT the prompt followed
    by the new tokens, for T5 the decoder start token followed by the new tokens (as transformers returns them).

    The arguments keep transformers' names. Sampling is on unless temperature == 0 or do_sample=False (unlike
    transformers, whose default is greedy). Rows that reach eos_token_id (default: the model config's; as in
    transformers it may be a list, and any of its ids ends the row) are padded with pad_token_id (default: the
    model's pad token, else the first eos id) until every row is done. `seed` makes a sample reproducible.
    """
    eos_token_id = _default_eos(model, eos_token_id)
    if pad_token_id is None:  # as transformers: the model's padding token, else (the first) end-of-sequence
        pad_token_id = getattr(model.config, "pad_token_id", None)
        if pad_token_id is None and eos_token_id is not None:
            pad_token_id = _as_list(eos_token_id)[0]
    sequences = None
    for context, next_ids, _, _ in _decode(model, input_ids, attention_mask, max_new_tokens, do_sample, temperature,
                                           top_k, top_p, repetition_penalty, eos_token_id, pad_token_id, seed,
                                           with_distribution=False):
        sequences = torch.cat([context, next_ids[:, None]], dim=1)
    if sequences is None:  # max_new_tokens == 0
        if model.kind == "gpt":
            return input_ids
        return input_ids.new_full((input_ids.shape[0], 1), model.config.decoder_start_token_id)
    return sequences


def stream_generate(model, input_ids, attention_mask=None, *, max_new_tokens: int = 50,
                    do_sample: bool | None = None, temperature: float = 1.0, top_k: int | None = None,
                    top_p: float | None = None, repetition_penalty: float = 1.0,
                    eos_token_id: int | list[int] | None = None, seed: int | None = None):
    """Like generate, for one prompt (batch of one), yielding a GenerationStep as soon as each token is chosen.
    The same arguments give the same tokens as generate."""
    if input_ids.shape[0] != 1:
        raise ValueError("stream_generate takes one prompt (batch size 1).")
    eos_token_id = _default_eos(model, eos_token_id)
    greedy = temperature == 0 or do_sample is False
    pad_token_id = None if eos_token_id is None else _as_list(eos_token_id)[0]  # never shown: the stream ends
    for _, next_ids, probs, keep in _decode(model, input_ids, attention_mask, max_new_tokens, do_sample, temperature,
                                            top_k, top_p, repetition_penalty, eos_token_id, pad_token_id, seed):
        yield GenerationStep(token_id=int(next_ids[0]), probs=probs[0], kept=keep[0], greedy=greedy)
