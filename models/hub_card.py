"""The parts of a model card for the Hugging Face Hub that any exported model has, whoever trained it: the front
matter (license, pipeline_tag, tags, a widget example), the architecture and size, the held-out metrics next to their
baselines, and how to use the folder. training/export.py adds how the bundled models were trained; the playground's
Train tab adds a visitor's settings.

    card = "\n".join([front_matter("bert", bundled=True), architecture_section(bert), metrics_section(bert),
                      usage_section(bert, Path("exports/bert"))])
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path

from models.checkpoint import header_json, parameter_count
from models.metrics import METRICS, baseline_of, format_metric

CARDS = {  # what the Hub needs to know per model: its task, an example for its widget, the transformers class
    "gpt": dict(title="GPT-2", tag="gpt2", pipeline_tag="text-generation", example="After school, my sister and I",
                auto="AutoModelForCausalLM"),
    "bert": dict(title="BERT", tag="bert", pipeline_tag="fill-mask", example="The cat sat on the [MASK].",
                 auto="AutoModelForMaskedLM"),
    "t5": dict(title="T5", tag="t5", pipeline_tag="text2text-generation", example="The dog wagged its <extra_id_0>.",
               auto="AutoModelForSeq2SeqLM"),
}


def front_matter(kind: str, bundled: bool) -> str:
    """YAML for the Hub (strings quoted as JSON, which YAML reads as they are)."""
    card = CARDS[kind]
    lines = ["---", "license: mit", "library_name: transformers", f"pipeline_tag: {card['pipeline_tag']}"]
    lines += ["language: en"] if bundled else []
    lines += ["tags:"] + [f"- {t}" for t in (card["tag"], "tiny", "from-scratch", "tiny-transformer-playground")]
    lines += ["widget:", f"- text: {json.dumps(card['example'])}", "---", ""]
    return "\n".join(lines)


def architecture_section(model) -> str:
    """The architecture choices from the model file's own docstring, the config and the parameter count."""
    doc = (sys.modules[type(model).__module__].__doc__ or "").strip()
    rows = [f"| parameters | {parameter_count(model):,} |"]
    rows += [f"| {name} | {value} |" for name, value in asdict(model.config).items()]
    return "\n".join(["## Architecture and size", "", "```text", doc, "```", "",
                      "| config | value |", "|---|---|", *rows, ""])


def metrics_section(model) -> str:
    """The held-out metrics train_tiny.py stored in the weights, each next to its trivial baseline."""
    metrics, baselines = header_json(model.metadata, "metrics"), header_json(model.metadata, "baselines")
    rows = []
    for key, (label, _) in METRICS.items():
        if key in metrics:
            base, name = baseline_of(key, baselines)
            rows.append(f"| {label} | {format_metric(key, metrics[key])} | "
                        f"{'' if base is None else f'{format_metric(key, base)} ({name})'} |")
    if not rows:
        return "## Evaluation\n\nNo held-out metrics are recorded in these weights.\n"
    return "\n".join(["## Evaluation", "", "Measured by train_tiny.py on held-out text, next to a trivial baseline:",
                      "", "| metric | this model | trivial baseline |", "|---|---|---|", *rows, ""])


def usage_section(model, where: Path) -> str:
    """A snippet that runs as it stands (tests/test_export.py runs it), with the folder's path as written."""
    kind = model.kind
    card, name = CARDS[kind], json.dumps(str(where))
    if kind == "gpt":
        code = [f"generate = pipeline({json.dumps(card['pipeline_tag'])}, model={name})",
                f"# the context holds {model.config.max_seq_len} tokens, prompt and new ones together",
                f"print(generate({json.dumps(card['example'])}, max_new_tokens=30)[0][\"generated_text\"])"]
    elif kind == "bert":
        code = [f"fill = pipeline(\"fill-mask\", model={name})",
                f"print(fill({json.dumps(card['example'])}))"]
    else:
        code = [f"tokenizer = AutoTokenizer.from_pretrained({name})",
                f"model = AutoModelForSeq2SeqLM.from_pretrained({name})",
                f"ids = tokenizer({json.dumps(card['example'])}, return_tensors=\"pt\").input_ids",
                "stop = [tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids(\"<extra_id_1>\")]  # the next blank",
                "print(tokenizer.decode(model.generate(ids, max_new_tokens=20, eos_token_id=stop)[0]))"]
    imports = "from transformers import pipeline" if kind != "t5" else \
        "from transformers import AutoModelForSeq2SeqLM, AutoTokenizer"
    return "\n".join([
        "## Usage", "", f"With transformers (`{card['auto']}`; the path is this folder, or its Hub id once pushed):",
        "", "```python", imports, "", *code, "```", "",
        "In the Tiny Transformer Playground, with every view (attention, candidates, model card): put the gpt, bert "
        "and t5 folders side by side in one folder and run `PLAYGROUND_WEIGHTS_DIR=that_folder python "
        "playground/app.py`.", "",
        "The tokenizer (byte-level BPE, shared by the three models) has fixed special ids: `[PAD]` 0, `[CLS]` 1, "
        "`[SEP]` 2, `[MASK]` 3, `[BOS]` 4, `[EOS]` 5, `<extra_id_0>` to `<extra_id_99>` 6 to 105. It adds what the "
        "model read in training (`[EOS]` before a GPT prompt, `[CLS]` ... `[SEP]` around BERT's text, `[EOS]` after "
        "T5's), and `[MASK]` and the sentinels take the space typed before them.", ""])
