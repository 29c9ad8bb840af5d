"""The "Temperature, seen" view of the Inside tab (named distribution): the distribution generate() draws GPT's
next token from, after the repetition penalty, the temperature, top-k and top-p, and what a number of draws with
one seed give. Every step is models.generation's own (filter_candidates, draw), the functions generate() samples
with, so the page shows what generation does and nothing re-implemented.
"""

from __future__ import annotations

from collections import Counter

import torch
import torch.nn.functional as F

from models import generation
from playground import inference
from playground.inference import MAX_TEMPERATURE, visible
from playground.inside import structure_plots as plots
from playground.inside.structure import DIGITS, SEED, table
from playground.inside.view import Option, View


@torch.no_grad()
def next_token_distribution(gpt, ids: list[int], temperature: float, top_k: int, top_p: float,
                            repetition_penalty: float) -> tuple[torch.Tensor, torch.Tensor, tuple | None]:
    """(probs (V,), chance (V,), candidates): probs after the repetition penalty and the temperature, before
    top-k/top-p, as generation reports them; chance, what each token is drawn with after top-k/top-p. The steps
    are models.generation's own (start_decoding, apply_repetition_penalty, filter_candidates); candidates are
    filter_candidates' output, for draw(), or None when temperature 0 makes generation greedy."""
    logits, _, context = gpt.start_decoding(torch.tensor([ids]), None, 1)
    scores = generation.apply_repetition_penalty(logits.float(), context, repetition_penalty)
    if temperature == 0:  # generation takes the argmax: no temperature, no filtering
        probs = scores.softmax(dim=-1)[0]
        return probs, F.one_hot(probs.argmax(), probs.shape[-1]).float(), None
    scores = scores / temperature
    candidate_ids, candidate_probs, keep = generation.filter_candidates(scores, top_k or None, top_p)
    kept = candidate_probs * keep
    chance = torch.zeros_like(scores).scatter(-1, candidate_ids, kept / kept.sum(dim=-1, keepdim=True))
    return scores.softmax(dim=-1)[0], chance[0], (candidate_ids, candidate_probs, keep)


def sample_counts(probs: torch.Tensor, candidates: tuple | None, samples: int, seed: int) -> Counter:
    """How often each token comes up in `samples` draws, made as generate() draws the first token of `samples`
    copies of the prompt with this seed: one generator, models.generation.draw over a batch of identical rows."""
    if samples == 0:
        return Counter()
    if candidates is None:
        return Counter({int(probs.argmax()): samples})
    generator = torch.Generator().manual_seed(seed)
    batch = [c.expand(samples, -1) for c in candidates]
    return Counter(generation.draw(*batch, generator=generator).tolist())


def token_status(rank: int, chance: float, top_k: int, greedy: bool) -> str:
    if greedy:
        return "taken (greedy)" if chance > 0 else "passed over (greedy)"
    if chance > 0:
        return "kept"
    return "removed by top-k" if top_k and rank >= top_k else "removed by top-p"


def compute_distribution(store, kind: str, text: str, temperature: float = 1.0, top_k: int = 40,
                         top_p: float = 0.95, repetition_penalty: float = 1.0, samples: int = 200, seed: int = 0,
                         shown: int = 15) -> dict:
    gpt = store.get("gpt")
    tok = gpt.tokenizer
    ids, _, notices = inference.prepare_prompt(gpt, text, 1)
    probs, chance, candidates = next_token_distribution(gpt, ids, temperature, top_k, top_p, repetition_penalty)
    counts = sample_counts(probs, candidates, samples, seed)
    order = probs.argsort(descending=True)
    listed = order[:shown].tolist()
    listed += [t for t, _ in counts.most_common() if t not in set(listed)][: max(0, 2 * shown - len(listed))]
    rank = torch.empty_like(order)
    rank[order] = torch.arange(len(order))
    greedy = candidates is None
    rows = [[int(rank[t]) + 1, visible(tok.decode([t])), round(float(probs[t]), DIGITS),
             token_status(int(rank[t]), float(chance[t]), top_k, greedy), round(float(chance[t]), DIGITS),
             counts.get(t, 0)] for t in listed]
    entropy = float(-(probs * probs.clamp(min=1e-30).log2()).sum())
    return {"kind": "gpt", "prompt_tokens": len(ids), "temperature": temperature, "greedy": greedy,
            "kept": int((chance > 0).sum()), "kept_mass": round(float(probs[chance > 0].sum()), DIGITS),
            "entropy_bits": round(entropy, 3), "samples": samples, "seed": seed,
            "other_samples": samples - sum(r[5] for r in rows),
            "token_ids": listed, "tokens": [r[1] for r in rows], "probs": [r[2] for r in rows],
            "chance": [r[4] for r in rows],
            "counts": [r[5] for r in rows], "status": [r[3] for r in rows],
            "table": table(["rank", "token", "probability", "top-k/top-p", "chance when drawn", "times drawn"],
                           rows),
            "notes": notices + (["Temperature 0 is greedy: generation takes the most likely token, always."]
                                if greedy else [])}


# ---------------------------------------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------------------------------------

VIEWS = [
    View(name="distribution", title="Temperature, seen",
         idea="GPT's output is a probability for every token of its vocabulary, and generating means drawing one. "
              "The temperature divides the scores before the softmax (below 1 sharpens, above 1 flattens), top-k "
              "keeps the k most likely tokens and top-p the fewest whose probability reaches p; the rest is "
              "renormalised and drawn from.",
         try_this="With 'After school, my sister and' set the temperature to 0.3 and then 1.5, sample 200 times "
                  "each, and count the different tokens drawn.",
         kinds=("gpt",),
         options=(Option("temperature", "Temperature", "float", 1.0, low=0.0, high=MAX_TEMPERATURE,
                         info="0 is greedy"),
                  Option("top_k", "Top-k", "int", generation.DEFAULT_SAMPLING.top_k, low=0, high=generation.MAX_TOP_K,
                         info="0 turns it off"),
                  Option("top_p", "Top-p", "float", generation.DEFAULT_SAMPLING.top_p, low=generation.MIN_TOP_P,
                         high=1.0, info="1 turns it off"),
                  Option("repetition_penalty", "Repetition penalty", "float", 1.0, low=1.0,
                         high=inference.MAX_REPETITION_PENALTY, info="1 turns it off"),
                  Option("samples", "Samples", "int", 200, low=0, high=1000, info="draws of the next token"),
                  SEED,
                  Option("shown", "Tokens shown", "int", 15, low=5, high=50)),
         compute=compute_distribution, figure=plots.distribution_figure,
         examples={"gpt": "After school, my sister and"}),
]
