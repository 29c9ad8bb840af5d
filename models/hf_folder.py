"""A model as a transformers folder, both ways, without transformers: what `from_pretrained` and the Hub read.

    save_pretrained(models.load("bert"), "exports/bert")   # config.json, model.safetensors, tokenizer files
    bert = load_pretrained("exports/bert")                 # our BERT again: same weights, tokenizer and metadata
    find_weights("exports", "bert")                        # exports/bert/model.safetensors (or bert.safetensors)

The files, under transformers' names:
    config.json              models.hf.hf_config_dict: the class (GPT2LMHeadModel, BertForMaskedLM,
                             T5ForConditionalGeneration) and its fields, float32
    model.safetensors        float32 tensors under transformers' names (models.hf.NAME_TABLES); the header keeps
                             what train_tiny.py wrote beside the weights (metrics, baselines, seed, tokenizer hash,
                             ...) next to the "format": "pt" that transformers asks for
    generation_config.json   GPT and T5: their special ids and the playground's default settings
    tokenizer.json           ours, with the two changes transformers needs (below)
    tokenizer_config.json    PreTrainedTokenizerFast, every special token named, the inputs the model takes
    special_tokens_map.json  the special tokens again, for older transformers

Our tokenizer adds no special tokens (each objective places them); transformers' tokenizers add them themselves.
So the exported tokenizer.json gets a post-processor that writes what each model read in training: GPT
"[EOS] text" (a document start), BERT "[CLS] text [SEP]", T5 "text [EOS]". And [MASK] and the sentinels strip the
whitespace before them (lstrip), the playground's rule (inference.encode_with_markers): the space typed before a
marker belongs to the hidden word. load_pretrained undoes both, so the tokenizer is ours byte for byte again, and
its sha256 still matches the one train_tiny.py wrote into the weights.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path

import torch
from safetensors import SafetensorError
from safetensors.torch import load as load_safetensors_bytes
from safetensors.torch import save as save_safetensors_bytes
from tokenizers import Tokenizer, processors

from models.atomic import atomic_write_bytes, atomic_write_json, atomic_write_text
from models.checkpoint import CheckpointError, load, read_header
from models.generation import DEFAULT_SAMPLING
from models.hf import hf_config_dict, hf_state_dict, load_hf_state_dict_, our_config
from models.tasks import INFILL_MAX_NEW_TOKENS
from models.tokenizer import FIRST_SENTINEL_ID, NUM_SENTINELS, SPECIAL_TOKENS, TinyTokenizer

CONFIG, WEIGHTS, TOKENIZER = "config.json", "model.safetensors", "tokenizer.json"
SENTINELS = SPECIAL_TOKENS[FIRST_SENTINEL_ID:FIRST_SENTINEL_ID + NUM_SENTINELS]
LSTRIP = {"[MASK]", *SENTINELS}  # markers that take the space typed before them
# What each model's tokenizer adds around a text (single, pair), as it read its input in training.
TEMPLATES = {"gpt": ("[EOS] $A", "[EOS] $A $B"), "bert": ("[CLS] $A [SEP]", "[CLS] $A [SEP] $B:1 [SEP]:1"),
             "t5": ("$A [EOS]", "$A [EOS] $B [EOS]")}
INPUT_NAMES = {"gpt": ["input_ids", "attention_mask"], "bert": ["input_ids", "token_type_ids", "attention_mask"],
               "t5": ["input_ids", "attention_mask"]}  # GPT-2 would add token type embeddings for token_type_ids
# The playground's defaults (models.generation.DEFAULT_SAMPLING, models.tasks.INFILL_MAX_NEW_TOKENS), so the
# Hub's widget and a bare pipeline() call behave as the playground does.
GENERATION = {"gpt": dict(do_sample=True, **asdict(DEFAULT_SAMPLING)),
              "t5": dict(max_new_tokens=INFILL_MAX_NEW_TOKENS)}
# Names a transformers file may hold beside ours: tied copies of the embedding and old buffers, never needed.
REDUNDANT = re.compile(r"(lm_head\.weight|.*embed_tokens\.weight|cls\.predictions\.decoder\.(weight|bias)"
                       r"|.*\.attn\.(masked_)?bias|.*position_ids)$")
FIX = "export it again with `python -m training.export`, or save it with transformers' save_pretrained"


def special_tokens(kind: str) -> dict:
    """Every special token by its role; the sentinels (and GPT's unused [BOS]) as additional special tokens."""
    roles = {"pad_token": "[PAD]", "cls_token": "[CLS]", "sep_token": "[SEP]", "mask_token": "[MASK]",
             "bos_token": "[BOS]", "eos_token": "[EOS]"}
    if kind == "gpt":
        roles["bos_token"] = "[EOS]"  # GPT-2's way: the token that ends one document starts the next
    return roles | {"additional_special_tokens": SENTINELS + (["[BOS]"] if kind == "gpt" else [])}


def hf_tokenizer_json(tokenizer: TinyTokenizer, kind: str) -> str:
    """Our tokenizer.json with kind's post-processor and lstrip on the markers (see the module docstring)."""
    data = json.loads(tokenizer.to_str())
    for token in data["added_tokens"]:
        token["lstrip"] = token["content"] in LSTRIP
    hf = Tokenizer.from_str(json.dumps(data))
    single, pair = TEMPLATES[kind]
    used = [t for t in SPECIAL_TOKENS if t in single]
    hf.post_processor = processors.TemplateProcessing(single=single, pair=pair,
                                                      special_tokens=[(t, SPECIAL_TOKENS.index(t)) for t in used])
    return hf.to_str(pretty=True)


def tokenizer_from_hf(text: str) -> TinyTokenizer:
    """Our tokenizer from an exported tokenizer.json: no post-processor, no lstrip (hf_tokenizer_json undone)."""
    data = json.loads(text)
    data["post_processor"] = None
    for token in data.get("added_tokens", []):
        token["lstrip"] = False
    return TinyTokenizer(Tokenizer.from_str(json.dumps(data)))


def save_pretrained(model, folder, tokenizer: TinyTokenizer | None = None, card: str | None = None) -> Path:
    """Write model (and its tokenizer, by default model.tokenizer) as a transformers folder; each file atomically.
    card, when given, becomes the folder's README.md (the model card the Hub shows)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_json(folder / CONFIG, hf_config_dict(model) | {"dtype": "float32"})
    metadata = {k: v for k, v in (getattr(model, "metadata", None) or {}).items() if k != "format"}
    tensors = {name: t.detach().float().clone(memory_format=torch.contiguous_format)
               for name, t in hf_state_dict(model).items()}  # clones: the q/k/v parts must not share memory
    atomic_write_bytes(folder / WEIGHTS, save_safetensors_bytes(tensors, metadata={"format": "pt"} | metadata))
    c = model.config
    if model.kind in GENERATION:
        ids = {"bos_token_id": c.eos_token_id} if model.kind == "gpt" else {
            "decoder_start_token_id": c.decoder_start_token_id}
        atomic_write_json(folder / "generation_config.json", ids | {"eos_token_id": c.eos_token_id,
                                                                     "pad_token_id": SPECIAL_TOKENS.index("[PAD]")}
                          | GENERATION[model.kind])
    tokenizer = tokenizer or getattr(model, "tokenizer", None)
    if tokenizer is not None:
        specials = special_tokens(model.kind)
        atomic_write_text(folder / TOKENIZER, hf_tokenizer_json(tokenizer, model.kind))
        limit = {"model_max_length": c.max_seq_len} if model.kind != "t5" else {}  # T5: relative positions
        atomic_write_json(folder / "tokenizer_config.json", {
            "tokenizer_class": "PreTrainedTokenizerFast", "clean_up_tokenization_spaces": False,
            "model_input_names": INPUT_NAMES[model.kind]} | limit | specials)
        atomic_write_json(folder / "special_tokens_map.json", specials)
    if card is not None:
        atomic_write_text(folder / "README.md", card)
    return folder


def is_pretrained_folder(path) -> bool:
    return (Path(path) / CONFIG).is_file()


def find_weights(folder, kind: str) -> Path:
    """Where kind's weights are in a folder: <kind>.safetensors as train_tiny.py writes it, else
    <kind>/model.safetensors as training/export.py writes it (the first when there are neither)."""
    ours = Path(folder) / f"{kind}.safetensors"
    exported = Path(folder) / kind / WEIGHTS
    return exported if not ours.exists() and is_pretrained_folder(exported.parent) else ours


def load_weights(path, device="cpu"):
    """A model from a path find_weights gave: models.load for our file, load_pretrained for a transformers
    folder's model.safetensors."""
    path = Path(path)
    if path.name == WEIGHTS and is_pretrained_folder(path.parent):
        return load_pretrained(path.parent, device)
    return load(path, device)


def _read_config(folder: Path):
    path = folder / CONFIG
    if not path.is_file():
        raise CheckpointError(path, "no such file (a transformers folder holds config.json and model.safetensors)",
                              FIX)
    try:
        return our_config(json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, TypeError, KeyError) as e:  # JSONDecodeError is a ValueError
        raise CheckpointError(path, f"cannot be read as one of our three models ({e})", FIX) from None


def _read_tensors(folder: Path) -> tuple[dict, dict]:
    path = folder / WEIGHTS
    if not path.is_file():
        pickle = " (pytorch_model.bin is a pickle, never loaded here)" if (folder / "pytorch_model.bin").exists() \
            else ""
        raise CheckpointError(path, f"no such file{pickle}", FIX)
    metadata = read_header(path).get("__metadata__") or {}
    try:
        return load_safetensors_bytes(path.read_bytes()), metadata
    except SafetensorError as e:
        raise CheckpointError(path, f"cannot read the tensors ({e})", FIX) from None


def load_pretrained(folder, device="cpu"):
    """Our model from a transformers folder (config.json, model.safetensors, tokenizer.json), without transformers.
    Like models.load: in eval mode, with .metadata (the safetensors header's keys) and .tokenizer (or None)."""
    folder = Path(folder)
    model_cls, config = _read_config(folder)
    tensors, metadata = _read_tensors(folder)
    model = model_cls(config)
    expected = {name: t.shape for name, t in hf_state_dict(model).items()}
    missing = sorted(set(expected) - set(tensors))
    unexpected = sorted(n for n in set(tensors) - set(expected) if not REDUNDANT.match(n))
    wrong = [f"{n} {tuple(tensors[n].shape)} vs {tuple(s)}" for n, s in expected.items()
             if n in tensors and tensors[n].shape != s]
    if missing or unexpected or wrong:
        details = "; ".join(filter(None, [missing and f"missing {missing[:3]}",
                                          unexpected and f"unexpected {unexpected[:3]}",
                                          wrong and f"wrong shape {wrong[:3]}"]))
        raise CheckpointError(folder / WEIGHTS, f"the tensors do not match config.json ({details})", FIX)
    load_hf_state_dict_(model, tensors)
    model.to(device).eval()
    model.metadata = {k: v for k, v in metadata.items() if k != "format"}
    model.tokenizer = None
    if (folder / TOKENIZER).is_file():
        try:
            model.tokenizer = tokenizer_from_hf((folder / TOKENIZER).read_text(encoding="utf-8"))
        except Exception as e:  # tokenizers raises its own exception types for a bad file
            raise CheckpointError(folder / TOKENIZER, f"is not our tokenizer ({e})", FIX) from None
    return model
