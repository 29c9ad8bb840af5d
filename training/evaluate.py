"""Held-out evaluation: each model's metrics next to a trivial baseline's, so the gain is plain; the held-out loss
curve; and train_tiny.py's closing table of them (the metric names and formats: models/metrics.py).

    metrics, baselines = evaluate_gpt(model, held_out, train_stream, tok, device, window=129, chars=69_611)
"""

from __future__ import annotations

import numpy as np
import torch

from models.metrics import METRICS, baseline_of, format_metric
from models.objectives import IGNORE_INDEX, causal_lm_batch, masked_lm_batch, pad_rows, parse_spans
from models.objectives import span_corruption_batch
from models.tokenizer import TinyTokenizer
from training.corpus import tile_windows

EVAL_SEED = 1234  # the held-out masks and spans are the same whatever --seed is, so runs compare
EVAL_BATCH = 32  # windows per forward pass while measuring


def standard_error(key: str, entry: dict) -> float | None:
    """The standard error of a share measured on a countable set of items, sqrt(p (1 - p) / n): what tells two runs
    apart. The probe set has 145 sentences, so a share near 30% is known to about 4 points; the hidden whole words
    of the held-out text number in the thousands, to within about one point.

    >>> round(standard_error("probe_top1", {"metrics": {"probe_top1": 0.3}, "probe_sentences": 145}), 3)
    0.038
    """
    count_key = {"whole_word": "whole_words", "probe": "probe_sentences"}.get(key.rsplit("_", 1)[0])
    n, p = entry.get(count_key or "", 0), entry.get("metrics", {}).get(key)
    return None if not n or p is None else (p * (1 - p) / n) ** 0.5


def results_table(entries: dict) -> str:
    """The held-out numbers of each model next to its baseline's (train_tiny.py prints it at the end), with the
    standard error of the shares measured on a few items (the probe set) or many (hidden whole words)."""
    rows = [("model", "held-out metric", "ours", "s.e.", "baseline", "")]
    for kind, entry in entries.items():
        for key in METRICS:
            if key in entry.get("metrics", {}):
                base, name = baseline_of(key, entry["baselines"])
                error = standard_error(key, entry)
                rows.append((kind, key.replace("_", " "), format_metric(key, entry["metrics"][key]),
                             "" if error is None else f"{100 * error:.1f}",
                             "" if base is None else format_metric(key, base), "" if base is None else name))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.ljust(w) if i < 2 or i == 5 else c.rjust(w) for i, (c, w) in
                               enumerate(zip(r, widths))).rstrip() for r in rows)


# ---------------------------------------------------------------------------------------------------------------------
# The loss curve: the objective's loss on fixed held-out batches, every --eval-every steps
# ---------------------------------------------------------------------------------------------------------------------


def fixed_eval_batches(held_out: torch.Tensor, window: int, batch_size: int, make_batch) -> list[dict]:
    """Up to 8 batches of whole held-out windows, with seeds fixed by EVAL_SEED: the same at every evaluation."""
    windows = [w for w in tile_windows(held_out, window, window) if len(w) == window][:8 * batch_size]
    return [make_batch(torch.tensor(windows[i:i + batch_size]), EVAL_SEED + i)
            for i in range(0, len(windows), batch_size)]


@torch.no_grad()
def held_out_loss(model, batches: list[dict], device, autocast) -> float:
    """Mean objective loss over fixed held-out batches: the curve plotted next to the training loss."""
    model.eval()
    losses = []
    for batch in batches:
        with autocast():
            losses.append(model(**{k: v.to(device) for k, v in batch.items()}).loss.item())
    model.train()
    return sum(losses) / len(losses)


# ---------------------------------------------------------------------------------------------------------------------
# Final metrics, one function per family, each with its baseline
# ---------------------------------------------------------------------------------------------------------------------


def token_counts(stream: torch.Tensor, vocab_size: int) -> torch.Tensor:
    return torch.bincount(stream, minlength=vocab_size).double()


def most_frequent_ordinary(train_stream: torch.Tensor, tok: TinyTokenizer, k: int) -> list[int]:
    """The k most frequent non-special tokens of the training text (the baselines' only knowledge)."""
    counts = token_counts(train_stream, tok.vocab_size)
    counts[list(tok.special_ids)] = -1
    return counts.topk(k).indices.tolist()


@torch.no_grad()
def evaluate_gpt(model, held_out, train_stream, tok, device, *, window: int, chars: int):
    """Held-out loss in nats per token and per character; baseline: a unigram model of the training text.

    Every held-out token after the leading separator is predicted exactly once (windows overlap by one token).
    Nats per character divides the same total by the number of characters of the held-out documents plus one
    per document end (the separator predicted after each), so it compares across tokenizers.
    """
    windows = [w for w in tile_windows(held_out, window, window - 1) if len(w) > 1]
    full = [w for w in windows if len(w) == window]
    groups = [full[i:i + EVAL_BATCH] for i in range(0, len(full), EVAL_BATCH)]
    groups += [[w] for w in windows if len(w) != window]  # the last, shorter window on its own
    total_nll, n_tokens = 0.0, 0
    for rows in groups:
        batch = causal_lm_batch(torch.tensor(rows, device=device))
        logits = model(batch["input_ids"]).logits.float()  # (B, T, V)
        total_nll += torch.nn.functional.cross_entropy(logits.flatten(0, 1), batch["labels"].flatten(),
                                                       reduction="sum").item()
        n_tokens += batch["labels"].numel()
    # Unigram baseline, add-one smoothed, scored on the same targets.
    counts = token_counts(train_stream, tok.vocab_size) + 1
    log_p = torch.log(counts / counts.sum())
    unigram_nll = -log_p[held_out[1:]].sum().item()
    metrics = {"nats_per_token": total_nll / n_tokens, "nats_per_char": total_nll / chars,
               "held_out_tokens": n_tokens, "held_out_chars": chars}
    baselines = {"name": "unigram", "nats_per_token": unigram_nll / (len(held_out) - 1),
                 "nats_per_char": unigram_nll / chars}
    return metrics, baselines


@torch.no_grad()
def evaluate_bert(model, held_out, train_stream, tok, device, *, window: int, chars: int):
    """Masked-token top-1 and top-5 accuracy on the held-out text, with a fixed seeded 15% of the tokens all
    replaced by [MASK] (as when a user types [MASK]); baseline: always the most frequent training tokens."""
    windows = tile_windows(held_out, window, window)
    generator = torch.Generator().manual_seed(EVAL_SEED)
    baseline_top5 = torch.tensor(most_frequent_ordinary(train_stream, tok, 5))
    hits1 = hits5 = base1 = base5 = n = 0
    for i in range(0, len(windows), EVAL_BATCH):
        rows = [[tok.cls_id] + w + [tok.sep_id] for w in windows[i:i + EVAL_BATCH]]
        batch = masked_lm_batch(pad_rows(rows, tok.pad_id), mask_id=tok.mask_id, vocab_size=tok.vocab_size,
                                special_ids=tok.special_ids, pad_id=tok.pad_id, generator=generator,
                                replace_with_mask=1.0, replace_with_random=0.0)
        labels = batch.pop("labels")
        logits = model(**{k: v.to(device) for k, v in batch.items()}).logits.float().cpu()  # (B, T, V)
        chosen = labels != IGNORE_INDEX
        truth = labels[chosen]  # (N,)
        top5 = logits[chosen].topk(5, dim=-1).indices  # (N, 5)
        hits1 += (top5[:, 0] == truth).sum().item()
        hits5 += (top5 == truth[:, None]).any(dim=1).sum().item()
        base1 += (truth == baseline_top5[0]).sum().item()
        base5 += torch.isin(truth, baseline_top5).sum().item()
        n += len(truth)
    metrics = {"top1": hits1 / n, "top5": hits5 / n, "masked_tokens": n}
    baselines = {"name": "most frequent tokens", "top1": base1 / n, "top5": base5 / n}
    return metrics, baselines


@torch.no_grad()
def evaluate_t5(model, held_out, train_stream, tok, device, *, window: int, chars: int):
    """Span exact match (a span counts when greedy decoding reproduces its whole token sequence) and token
    accuracy (teacher-forced top-1 over the span tokens; sentinels and EOS left out) on a fixed seeded span
    corruption of the held-out text; baseline: every span guessed as the single most frequent training token."""
    windows = [w for w in tile_windows(held_out, window, window) if len(w) > 1]
    rng = np.random.default_rng(EVAL_SEED)
    sentinels = torch.tensor(tok.sentinel_ids, device=device)
    top_token = most_frequent_ordinary(train_stream, tok, 1)[0]
    exact = base_exact = n_spans = token_hits = base_token_hits = n_tokens = 0
    for i in range(0, len(windows), EVAL_BATCH):
        batch = span_corruption_batch(windows[i:i + EVAL_BATCH], sentinel_ids=tok.sentinel_ids, eos_id=tok.eos_id,
                                      pad_id=tok.pad_id, rng=rng)
        batch = {k: v.to(device) for k, v in batch.items()}
        labels = batch["labels"]  # (B, T_dec)
        predicted = model(**batch).logits.argmax(dim=-1)  # teacher forcing
        is_span_token = (labels != IGNORE_INDEX) & (labels != tok.eos_id) & ~torch.isin(labels, sentinels)
        token_hits += (predicted == labels)[is_span_token].sum().item()
        base_token_hits += (labels == top_token)[is_span_token].sum().item()
        n_tokens += is_span_token.sum().item()
        generated = model.generate(batch["input_ids"], attention_mask=batch["attention_mask"],
                                   max_new_tokens=labels.shape[1] + 2, temperature=0.0,
                                   eos_token_id=tok.eos_id, pad_token_id=tok.pad_id)
        for target, output in zip(labels.tolist(), generated[:, 1:].tolist()):  # [:, 1:] drops the start token
            truth = parse_spans(target, tok.sentinel_ids, tok.eos_id)
            guess = parse_spans(output, tok.sentinel_ids, tok.eos_id)
            exact += sum(guess.get(s) == span for s, span in truth.items())
            base_exact += sum(span == [top_token] for span in truth.values())
            n_spans += len(truth)
    metrics = {"span_exact_match": exact / n_spans, "token_accuracy": token_hits / n_tokens, "spans": n_spans}
    baselines = {"name": "most frequent token", "span_exact_match": base_exact / n_spans,
                 "token_accuracy": base_token_hits / n_tokens}
    return metrics, baselines
