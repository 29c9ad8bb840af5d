"""The one table of held-out metric names and formats: what train_tiny.py stores in a weights file's header
(under "metrics" and "baselines"), and how every reader shows them: train_tiny.py's summary (training/evaluate.py),
the playground's Model tab and an export's model card.

    format_metric("top1", 0.217)   # '21.7%'

It lives at the bottom floor because the web app reads it and must not import training/ to do so.
"""

from models.generation import DEFAULT_SAMPLING as _SAMPLING

METRICS = {  # key in the weights' "metrics" and "baselines" -> (label for the Model tab, format)
    "nats_per_token": ("held-out loss, nats per token (lower is better)", "{:.3f}"),
    "nats_per_char": ("held-out loss, nats per character (lower is better)", "{:.3f}"),
    "top1": ("masked-token accuracy, top-1", "{:.1%}"),
    "top5": ("masked-token accuracy, top-5", "{:.1%}"),
    "span_exact_match": ("spans reproduced exactly (greedy)", "{:.1%}"),
    "token_accuracy": ("span-token accuracy (teacher-forced)", "{:.1%}"),
    # What a user meets (training/user_metrics.py): whole content words, samples, the hand-written probe set.
    "word_validity": (f"words of samples found in the training text (T {_SAMPLING.temperature:g}, "
                      f"top-k {_SAMPLING.top_k}, top-p {_SAMPLING.top_p:g})", "{:.1%}"),
    "whole_word_top1": ("hidden content words, top-1 (every piece of the word right)", "{:.1%}"),
    "whole_word_top5": ("hidden content words, top-5", "{:.1%}"),
    "whole_word_exact": ("hidden content words infilled exactly (greedy)", "{:.1%}"),
    "probe_top1": ("probe sentences (data/probe.tsv), top-1", "{:.1%}"),
    "probe_top5": ("probe sentences (data/probe.tsv), top-5", "{:.1%}"),
    "probe_exact": ("probe sentences (data/probe.tsv), infilled exactly", "{:.1%}"),
    "probe_nats_per_char": ("plain probe sentences (data/probe_gpt.txt), nats per character (lower is better)",
                            "{:.3f}"),
}


def format_metric(key: str, value: float) -> str:
    """A metric as it is shown everywhere: losses to three decimals, accuracies as percentages.

    >>> format_metric("nats_per_char", 1.78312), format_metric("top1", 0.2174)
    ('1.783', '21.7%')
    """
    return METRICS[key][1].format(value)


def baseline_of(key: str, baselines: dict) -> tuple[float | None, str]:
    """A metric's baseline value (None when it has none) and the baseline's name: one name for a model's held-out
    metrics, with per-metric names under "names" for the user metrics (training/user_metrics.py)."""
    return baselines.get(key), baselines.get("names", {}).get(key, baselines.get("name", "baseline"))
