"""Train the playground's tokenizer, GPT, BERT and T5 on a small corpus, on a laptop CPU in under ten minutes.

    python train_tiny.py                                  # bundled corpus -> weights/ (7.5 minutes on 2 cores)
    python train_tiny.py --precision fp32                 # float32 matmuls (auto: bf16 where the CPU has it)
    python train_tiny.py --models gpt --steps 300         # one model, fewer steps
    python train_tiny.py --corpus my_notes.txt --out runs/notes   # your own UTF-8 text
    torchrun --nproc_per_node=2 train_tiny.py             # data-parallel (gloo on CPU, NCCL on GPUs)
    python train_tiny.py --resume                         # continue a run stopped with Ctrl-C

What happens, top to bottom (main() reads in the same order):
  1. check the inputs and refuse bad ones before any work (missing, empty, binary or too small corpus: exit 2);
  2. split the corpus into documents at blank lines and hold some out (data/valid.txt for the bundled corpus,
     otherwise a fixed split by each document's hash);
  3. train one byte-level BPE tokenizer (models/tokenizer.py) on the training documents;
  4. for each model: pack the documents into one token stream, then run the SAME loop for every family:
     sample windows -> objective (models/objectives.py) -> model(**batch).loss -> AdamW step, with warmup and
     cosine decay, gradient clipping and a held-out loss every --eval-every steps;
  5. measure each model on the held-out text against a trivial baseline and store the numbers in the weights;
  6. publish weights/tokenizer.json, weights/{gpt,bert,t5}.safetensors and weights/train_log.json together.

Precision: weights, optimizer state, norms, softmax and losses are always float32; with bf16 autocast (the default
on CUDA and on CPUs with native bf16, --precision) the matrix multiplies run in bf16, which on this project's CPU
made training steps about twice as fast at the same held-out quality.

Reproducible: the same seed on the same CPU, thread count and precision gives the same weights bit for bit.
Every random choice (windows, masks, spans) is drawn from a generator seeded by (seed, model, step, rank), so a
run resumed from a checkpoint sees exactly the batches the uninterrupted run would have seen.

Nothing is lost: every file is written to a temp file and renamed into place. Work in progress lives in
<out>/checkpoints/ (safetensors + JSON, never pickle): a checkpoint is written at every evaluation and when you
press Ctrl-C (or send SIGTERM); `--resume` continues from it. Finished models are published only when the whole
run is done, so weights/ always holds one consistent set.

train_log.json, for the app's plots:
    {"models": {"gpt": {"train_steps": [...], "train_loss": [...], "valid_steps": [...], "valid_loss": [...],
                        "metrics": {...}, "baselines": {...}, "config": {...}, ...}, "bert": ..., "t5": ...},
     "corpus": {...}, "seed": 0, "code_commit": "..."}
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable

import numpy as np
import torch
import torch.distributed as dist
from safetensors.torch import load_file as load_safetensors
from safetensors.torch import save as safetensors_bytes

from models import BERT, GPT, T5, BERTConfig, GPTConfig, T5Config, parameter_count, save
from models.objectives import IGNORE_INDEX, causal_lm_batch, masked_lm_batch, noise_span_counts, pad_rows
from models.objectives import span_corruption_batch
from models.checkpoint import CheckpointError, atomic_write_bytes, read_header
from models.t5 import relative_position_bucket
from models.tokenizer import TinyTokenizer, atomic_write_text, train_tokenizer

ROOT = Path(__file__).resolve().parent
BUNDLED_TRAIN = ROOT / "data" / "train.txt"
BUNDLED_VALID = ROOT / "data" / "valid.txt"
MODEL_KINDS = ("gpt", "bert", "t5")
EVAL_SEED = 1234  # the held-out masks and spans are the same whatever --seed is, so runs compare
HELD_OUT_FRACTION = 0.1  # share of documents held out when the corpus comes without a validation file
MAX_WEIGHT_BYTES = 10_000_000  # each float32 weight file must stay under 10 MB (the repo ships them)

# ---------------------------------------------------------------------------------------------------------------------
# Size presets: model shapes, steps and learning rates that fit the time budget
# ---------------------------------------------------------------------------------------------------------------------

# Steps were chosen so that `python train_tiny.py` (size "small") fits 10 minutes on an idle 2-core CPU: measured
# 7 min 28 s on this project's AMD EPYC with bf16 autocast (--precision auto), of which GPT 62 s, BERT 107 s and
# T5 270 s. Without native bf16 (float32) the same steps take longer: --precision fp32 took 12 min 51 s here.
# BERT and T5 learn from only the 15% of tokens that are masked or corrupted, so they do better as smaller, faster
# models that take many more steps; they train at context 64 (the neighbours carry most of the signal) and start
# with local attention ("Attention that starts local" below). "tiny" is for tests and smoke runs; "base" for a GPU
# or a patient CPU.
SIZES = {
    "tiny": dict(
        context=64, batch_size=8, vocab_size=1024, dropout=0.1, warmup_fraction=0.1,
        gpt=dict(d_model=64, n_layer=2, n_head=2, steps=60, lr=3e-3),
        bert=dict(d_model=64, n_layer=2, n_head=2, steps=60, lr=2e-3),
        t5=dict(d_model=64, n_layer=2, n_head=2, d_head=32, d_ff=256, steps=60, lr=3e-3),
    ),
    "small": dict(
        context=128, batch_size=32, vocab_size=2048, dropout=0.0, warmup_fraction=0.1,
        gpt=dict(d_model=128, n_layer=4, n_head=4, steps=400, lr=3e-3),
        bert=dict(d_model=64, n_layer=2, n_head=2, steps=5000, lr=3e-3, context=64, batch_size=64),
        t5=dict(d_model=64, n_layer=2, n_head=2, d_head=32, d_ff=256, steps=8000, lr=3e-3, context=64, batch_size=64),
    ),
    "base": dict(
        context=128, batch_size=64, vocab_size=2048, dropout=0.1, warmup_fraction=0.05,
        gpt=dict(d_model=192, n_layer=4, n_head=6, steps=3000, lr=1.5e-3),
        bert=dict(d_model=192, n_layer=4, n_head=6, steps=3000, lr=1e-3),
        t5=dict(d_model=160, n_layer=3, n_head=4, d_head=40, d_ff=640, steps=3000, lr=2e-3),
    ),
}


# ---------------------------------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------------------------------


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Train the playground's tokenizer and tiny GPT, BERT and T5 (see the module docstring).")
    p.add_argument("--models", nargs="+", choices=MODEL_KINDS, default=list(MODEL_KINDS),
                   help="which models to train, in this order (default: all three)")
    p.add_argument("--corpus", nargs="+", type=Path, default=None, metavar="PATH",
                   help="UTF-8 text files to train on, documents separated by blank lines (default: the bundled "
                        "data/train.txt, held out: data/valid.txt)")
    p.add_argument("--out", type=Path, default=ROOT / "weights", help="folder for the weights, tokenizer and log (default: weights/)")
    p.add_argument("--size", choices=sorted(SIZES), default="small", help="model-size preset, see SIZES in this file (default: small)")
    p.add_argument("--steps", type=int, default=None, help="optimizer steps per model (default: from --size)")
    p.add_argument("--time-budget", type=float, default=None, metavar="SECONDS",
                   help="stop each model after this many seconds of training (the schedule follows the clock; "
                        "not bit-reproducible, use --steps for that)")
    p.add_argument("--batch-size", type=int, default=None,
                   help="sequences per step per process, for every model (default: per model, from --size)")
    p.add_argument("--context", type=int, default=None,
                   help="tokens per training sequence and the model's context, for every model (default: per model, "
                        "from --size)")
    p.add_argument("--vocab-size", type=int, default=None, help="tokenizer vocabulary size (default: --size)")
    p.add_argument("--lr", type=float, default=None, help="peak learning rate for every model (default: per model)")
    p.add_argument("--eval-every", type=int, default=None,
                   help="held-out loss and a checkpoint every N steps (default: about 8 times per model)")
    p.add_argument("--seed", type=int, default=0, help="seed for initialisation and data order (default: 0)")
    p.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto",
                   help="auto (the default): CUDA when available, else CPU")
    p.add_argument("--precision", choices=["auto", "bf16", "fp32"], default="auto",
                   help="matmul precision while training; weights always stay float32. auto (the default): bf16 "
                        "autocast on CUDA and on CPUs with native bf16 arithmetic (AVX512-BF16 or AMX), else fp32")
    p.add_argument("--threads", type=int, default=None,
                   help="CPU threads per process (default: all cores shared between the processes)")
    p.add_argument("--resume", action="store_true",
                   help="continue the unfinished run in OUT/checkpoints (same flags as the run it continues)")
    args = p.parse_args(argv)
    args.models = list(dict.fromkeys(args.models))  # drop repeats, keep the order
    preset = SIZES[args.size]
    # --context and --batch-size, when given, apply to every model; otherwise each model takes its preset's own.
    args.vocab_size = args.vocab_size or preset["vocab_size"]
    for name in ("steps", "batch_size", "context", "eval_every", "threads"):
        value = getattr(args, name)
        if value is not None and value < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1, got {value}")
    if args.context is not None and args.context < 16:
        p.error(f"--context must be at least 16 tokens, got {args.context}")
    if args.time_budget is not None and args.time_budget <= 0:
        p.error(f"--time-budget must be positive, got {args.time_budget}")
    return args


class InputError(Exception):
    """Bad input found before training: the message says what is wrong and what to do, in one sentence."""


# ---------------------------------------------------------------------------------------------------------------------
# Corpus: read, check, split into documents and hold some out
# ---------------------------------------------------------------------------------------------------------------------


def read_text_file(path: Path) -> str:
    """The file's text, or an InputError that says why it cannot be used."""
    if not path.exists():
        raise InputError(f"corpus file {path} does not exist; pass an existing UTF-8 text file with --corpus.")
    if not path.is_file():
        raise InputError(f"corpus path {path} is not a file; pass UTF-8 text files (not folders) to --corpus.")
    data = path.read_bytes()
    if b"\x00" in data:
        raise InputError(f"corpus file {path} looks binary (it contains NUL bytes); pass a plain UTF-8 text file.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"corpus file {path} is not valid UTF-8 (bad byte at offset {e.start}); convert it first, "
                         f"e.g. `iconv -f latin1 -t utf-8 {path} > {path.stem}.utf8.txt`.") from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n")  # a BOM or Windows line ends are not content


def split_documents(text: str) -> list[str]:
    """Documents are separated by one or more blank lines; whitespace around a document is dropped.

    >>> split_documents("First doc,\\nline two.\\n\\nSecond doc.\\n\\n\\n  \\nThird.\\n")
    ['First doc,\\nline two.', 'Second doc.', 'Third.']
    """
    docs, current = [], []
    for line in text.split("\n"):
        if line.strip():
            current.append(line.rstrip())
        elif current:
            docs.append("\n".join(current))
            current = []
    if current:
        docs.append("\n".join(current))
    return docs


def hold_out_by_hash(docs: list[str], fraction: float = HELD_OUT_FRACTION) -> tuple[list[str], list[str]]:
    """Split documents into (train, held_out): a document is held out when the sha256 of its text, read as a
    number in [0, 1), is below `fraction`. So the same document always lands on the same side, whatever the
    order of the files, and adding text never moves an old document across. With two or more documents at least
    one is held out and one kept (the lowest / highest hash).

    >>> train, held_out = hold_out_by_hash([f"document {i}" for i in range(100)])
    >>> len(train), len(held_out)
    (86, 14)
    """
    def unit_hash(doc: str) -> float:
        return int(hashlib.sha256(doc.encode("utf-8")).hexdigest(), 16) / 2**256

    held_out = {d for d in docs if unit_hash(d) < fraction}
    if len(set(docs)) > 1:
        ranked = sorted(set(docs), key=unit_hash)
        held_out = (held_out or {ranked[0]}) - {ranked[-1]}
    return [d for d in docs if d not in held_out], [d for d in docs if d in held_out]


def load_corpus(paths: list[Path] | None) -> tuple[list[str], list[str], dict]:
    """(train documents, held-out documents, a description for the log). Raises InputError for bad input."""
    if paths is None:
        if not BUNDLED_TRAIN.exists():
            raise InputError(f"the bundled corpus {BUNDLED_TRAIN} is missing; create it with "
                             "`python data/make_corpus.py` or pass your own text with --corpus FILE.")
        files = [BUNDLED_TRAIN] + ([BUNDLED_VALID] if BUNDLED_VALID.exists() else [])
    else:
        files = list(paths)
    texts = [read_text_file(f) for f in files]
    sha = hashlib.sha256()
    for f in files:
        sha.update(f.read_bytes())
    if paths is None and BUNDLED_VALID.exists():
        train_docs, held_out_docs = split_documents(texts[0]), split_documents(texts[1])
        split = f"{BUNDLED_VALID.relative_to(ROOT)}"
    else:
        all_docs = [d for t in texts for d in split_documents(t)]
        train_docs, held_out_docs = hold_out_by_hash(all_docs)
        split = f"{len(held_out_docs)} of {len(all_docs)} documents held out by hash"
    if not train_docs and not held_out_docs:
        names = ", ".join(str(f) for f in files)
        raise InputError(f"the corpus ({names}) contains no text; put some UTF-8 text in it, "
                         "documents separated by blank lines.")
    if not held_out_docs:
        raise InputError("the corpus is a single document, so nothing can be held out for evaluation; "
                         "separate documents with blank lines.")
    info = {"files": [str(f) for f in files], "sha256": sha.hexdigest(), "held_out": split,
            "train_documents": len(train_docs), "held_out_documents": len(held_out_docs),
            "train_chars": sum(map(len, train_docs)), "held_out_chars": sum(map(len, held_out_docs))}
    return train_docs, held_out_docs, info


# ---------------------------------------------------------------------------------------------------------------------
# Token streams and windows
# ---------------------------------------------------------------------------------------------------------------------


def pack_documents(docs_ids: list[list[int]], separator: int) -> torch.Tensor:
    """One stream of token ids: separator, document, separator, document, ..., separator.

    The leading separator means the first token of every document is predicted from "start of document".

    >>> pack_documents([[10, 11], [12]], separator=5)
    tensor([ 5, 10, 11,  5, 12,  5])
    """
    stream = [separator]
    for ids in docs_ids:
        stream += ids + [separator]
    return torch.tensor(stream, dtype=torch.long)


def shard(stream: torch.Tensor, rank: int, world_size: int) -> torch.Tensor:
    """The rank-th of world_size contiguous pieces: each process of a distributed run sees different text.

    >>> shard(torch.arange(10), 1, 2)
    tensor([5, 6, 7, 8, 9])
    """
    size = len(stream) // world_size
    return stream[rank * size:(rank + 1) * size]


def sample_windows(stream: torch.Tensor, length: int, batch_size: int, generator: torch.Generator) -> torch.Tensor:
    """batch_size random windows of `length` consecutive tokens: (B, length)."""
    starts = torch.randint(0, len(stream) - length + 1, (batch_size,), generator=generator)
    return torch.stack([stream[s:s + length] for s in starts.tolist()])


def tile_windows(stream: torch.Tensor, length: int, stride: int) -> list[list[int]]:
    """Windows that cover the stream in order, `stride` apart; the last one may be shorter.

    >>> tile_windows(torch.arange(7), length=3, stride=3)
    [[0, 1, 2], [3, 4, 5], [6]]
    >>> tile_windows(torch.arange(7), length=4, stride=3)   # GPT: each window overlaps the next by one token
    [[0, 1, 2, 3], [3, 4, 5, 6]]
    """
    ids = stream.tolist()
    windows = []
    for start in range(0, len(ids), stride):
        windows.append(ids[start:start + length])
        if start + length >= len(ids):
            break
    return windows


def step_seed(seed: int, kind: str, step: int, rank: int) -> int:
    """The seed for one step's random choices, a pure function of (seed, model, step, rank): resuming at step s
    replays exactly the batches an uninterrupted run draws, with no data-loader state to save."""
    return int(np.random.SeedSequence([seed, MODEL_KINDS.index(kind), step, rank]).generate_state(1)[0])


def lr_at(progress: float, peak: float, warmup_fraction: float, floor: float = 0.1) -> float:
    """Linear warmup to `peak`, then cosine decay to floor * peak; progress runs from 0 to 1.

    >>> [round(lr_at(p, 1.0, 0.1), 3) for p in (0.0, 0.05, 0.1, 0.55, 1.0)]
    [0.0, 0.5, 1.0, 0.55, 0.1]
    """
    if progress < warmup_fraction:
        return peak * progress / warmup_fraction
    decay = (progress - warmup_fraction) / max(1e-9, 1 - warmup_fraction)
    return peak * (floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * min(1.0, decay))))


# ---------------------------------------------------------------------------------------------------------------------
# One recipe per model family: the only place the three differ
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Recipe:
    kind: str
    config: object  # GPTConfig | BERTConfig | T5Config
    model_class: type
    separator: int  # token between documents in the packed stream
    window: int  # tokens cut from the stream per training example
    batch_size: int  # windows per step per process
    make_batch: Callable[[torch.Tensor, int], dict]  # (windows (B, window), seed) -> kwargs for model(**batch)
    evaluate: Callable  # (model, held_out, train_stream, tok, device, window=, chars=) -> (metrics, baselines)
    lr: float
    steps: int
    # Adam moves every weight by about lr per step whatever its scale. T5 initialises its token embedding with
    # std 1 (GPT's and BERT's have std 0.02, T5's other matrices about d_model**-0.5), so at one learning rate
    # T5's embedding learns many times slower, relative to its size, than everything else. Adafactor, which T5
    # was trained with, scales each step by the weight's size; this multiplier does the same for the outlier
    # (measured here, d_model 64: T5's held-out loss after 800 steps 3.85 with it, 4.5 without).
    embedding_lr_multiplier: float = 1.0
    # Called on the freshly initialised model before training (see "Attention that starts local" below).
    init: Callable | None = None


def make_recipe(kind: str, tok: TinyTokenizer, args) -> Recipe:
    preset = SIZES[args.size]
    shape = {k: v for k, v in preset[kind].items() if k not in ("steps", "lr", "context", "batch_size")}
    steps = args.steps or preset[kind]["steps"]
    lr = args.lr or preset[kind]["lr"]
    T = args.context or preset[kind].get("context", preset["context"])
    B = args.batch_size or preset[kind].get("batch_size", preset["batch_size"])
    V, dropout = tok.vocab_size, preset["dropout"]

    if kind == "gpt":
        # Windows of T + 1 tokens: T inputs and T next-token labels (causal_lm_batch does the shift).
        config = GPTConfig(vocab_size=V, max_seq_len=T, dropout=dropout, eos_token_id=tok.eos_id, **shape)
        return Recipe(kind, config, GPT, separator=tok.eos_id, window=T + 1, batch_size=B,
                      make_batch=lambda ids, seed: causal_lm_batch(ids),
                      evaluate=evaluate_gpt, lr=lr, steps=steps)

    if kind == "bert":
        # [CLS] + T - 2 tokens + [SEP], as BERT reads one segment; [SEP] also separates documents in the stream.
        config = BERTConfig(vocab_size=V, max_seq_len=T, dropout=dropout, pad_token_id=tok.pad_id, **shape)

        def bert_batch(ids, seed):
            return masked_lm_batch(add_cls_sep(ids, tok), mask_id=tok.mask_id, vocab_size=V,
                                   special_ids=tok.special_ids, pad_id=tok.pad_id,
                                   generator=torch.Generator().manual_seed(seed))

        return Recipe(kind, config, BERT, separator=tok.sep_id, window=T - 2, batch_size=B, make_batch=bert_batch,
                      evaluate=evaluate_bert, lr=lr, steps=steps, init=start_bert_attention_local)

    if kind == "t5":
        # The longest raw window whose corrupted input (kept tokens + one sentinel per span + EOS) fits in T.
        window = max(n for n in range(2, 2 * T) if t5_input_length(n) <= T)
        config = T5Config(vocab_size=V, dropout=dropout, pad_token_id=tok.pad_id, eos_token_id=tok.eos_id,
                          decoder_start_token_id=tok.pad_id, **shape)

        def t5_batch(ids, seed):
            return span_corruption_batch(ids, sentinel_ids=tok.sentinel_ids, eos_id=tok.eos_id, pad_id=tok.pad_id,
                                         rng=np.random.default_rng(seed))

        return Recipe(kind, config, T5, separator=tok.sep_id, window=window, batch_size=B, make_batch=t5_batch,
                      evaluate=evaluate_t5, lr=lr, steps=steps, embedding_lr_multiplier=10.0,
                      init=start_t5_attention_local)
    raise ValueError(f"unknown model kind {kind!r}")


def add_cls_sep(ids: torch.Tensor, tok: TinyTokenizer) -> torch.Tensor:
    """(B, T) -> (B, T + 2): [CLS] ids [SEP]."""
    B = ids.shape[0]
    return torch.cat([ids.new_full((B, 1), tok.cls_id), ids, ids.new_full((B, 1), tok.sep_id)], dim=1)


def t5_input_length(window: int) -> int:
    """Encoder input length after span corruption of `window` tokens.

    >>> t5_input_length(140)   # 21 noise tokens in 7 spans: 140 - 21 + 7 + 1 (EOS)
    127
    """
    num_noise, num_spans = noise_span_counts(window)
    return window - num_noise + num_spans + 1


# ---------------------------------------------------------------------------------------------------------------------
# Attention that starts local: an initialisation, not a change of architecture
# ---------------------------------------------------------------------------------------------------------------------
# A masked word is guessed mostly from its neighbours, but a freshly initialised transformer attends almost
# uniformly, and learning WHERE to look needs the query and the key projections to line up: the gradient of each
# is proportional to the other, both start small, and training sits on that saddle. Measured here (d_model 64,
# 2 layers, context 32, batch 64, 1,000 steps): BERT from its standard initialisation reached 7.5% held-out top-1,
# barely above always guessing the most frequent token (5.4%); from the initialisation below, 21.7%; with the
# attention to the previous/next token forced by hand (a diagnostic only), 26%. GPT does not need this: its
# next-token guess can start from the current token, which the residual stream already carries.
# So BERT and T5 start with some heads looking at the previous and the next token. Every weight stays trainable
# and the architecture is untouched: the files still load in transformers' BertForMaskedLM and
# T5ForConditionalGeneration, and the playground shows how far training moved the heads from where they started.

LOCAL_OFFSETS = (-1, 1, -2, 2, -3, 3)  # where head h first looks, relative to its own position


def pair_frequencies(num_pairs: int, dtype=torch.float64) -> torch.Tensor:
    """w_f = pi (f + 1/2) / num_pairs, f = 0 .. num_pairs - 1: evenly spread over (0, pi)."""
    return math.pi * (torch.arange(num_pairs, dtype=dtype) + 0.5) / num_pairs


def sinusoid_pairs(num_positions: int, num_pairs: int) -> torch.Tensor:
    """(num_positions, 2 * num_pairs): for frequency f the pair (sin(w_f i), cos(w_f i)), with the frequencies
    w_f = pi (f + 1/2) / num_pairs spread evenly over (0, pi). Evenly spread frequencies make rows of different
    positions nearly orthogonal (their dot product is a sum of cosines that cancels), so a query that equals
    "position i + delta" picks out that one key; the usual geometric frequencies would blur it over neighbours."""
    angles = torch.arange(num_positions, dtype=torch.float64)[:, None] * pair_frequencies(num_pairs)  # (P, F)
    return torch.stack([angles.sin(), angles.cos()], dim=-1).reshape(num_positions, 2 * num_pairs).float()


@torch.no_grad()
def start_bert_attention_local(model: BERT, logit_gap: float = 12.0, position_scale: float = 3.0) -> None:
    """BERT's learned position table starts as sinusoid pairs (position_scale times the token embeddings' size,
    so position dominates the first queries and keys), and in every layer head h starts attending to the token
    at offset LOCAL_OFFSETS[h]: its key reads its share of the frequency pairs, and its query reads the same
    pairs rotated by offset * frequency, which turns position i's pairs into position i + offset's. logit_gap is
    the score of that key above the others (12: about 97% of the attention on it at the start)."""
    cfg = model.config
    n_head, d_head, n_pairs = cfg.n_head, cfg.d_model // cfg.n_head, cfg.d_model // 2
    if cfg.d_model % 2 or n_pairs % n_head:
        return  # the pairs cannot be shared out evenly between the heads; keep BERT's own initialisation
    table = sinusoid_pairs(cfg.max_seq_len, n_pairs)
    model.pos_emb.weight.copy_(table * position_scale * model.tok_emb.weight.std())
    omega = pair_frequencies(n_pairs, torch.float32)  # float32, as the bundled weights were initialised
    # After the embedding LayerNorm each pair has squared length about 2 when position dominates, so the score
    # of the target key is weight**2 * 2 * (d_head / 2) / sqrt(d_head) = weight**2 * sqrt(d_head).
    weight = math.sqrt(logit_gap / math.sqrt(d_head))
    for block in model.blocks:
        qkv = block.attn.qkv_proj.weight  # (3 * H * D, C): query rows, then key rows, then value rows
        inner = n_head * d_head
        for h in range(n_head):
            offset = LOCAL_OFFSETS[h % len(LOCAL_OFFSETS)]
            query, key = torch.zeros(d_head, cfg.d_model), torch.zeros(d_head, cfg.d_model)
            for r, f in enumerate(range(h, n_pairs, n_head)):  # this head's frequencies, interleaved
                c, s = math.cos(omega[f] * offset), math.sin(omega[f] * offset)
                # sin(w(i + o)) = sin(wi) cos(wo) + cos(wi) sin(wo);  cos(w(i + o)) = cos(wi) cos(wo) - sin(wi) sin(wo)
                query[2 * r, 2 * f], query[2 * r, 2 * f + 1] = c, s
                query[2 * r + 1, 2 * f], query[2 * r + 1, 2 * f + 1] = -s, c
                key[2 * r, 2 * f], key[2 * r + 1, 2 * f + 1] = 1.0, 1.0
            qkv[h * d_head:(h + 1) * d_head] = weight * query
            qkv[inner + h * d_head:inner + (h + 1) * d_head] = weight * key
        if block.attn.qkv_proj.bias is not None:
            block.attn.qkv_proj.bias[:2 * inner] = 0.0


@torch.no_grad()
def start_t5_attention_local(model: T5, bias: float = 8.0, cross_logit: float = 8.0) -> None:
    """T5 has a relative-position bias, so starting local is only a matter of its initial values: in the encoder,
    head h gets +bias on the bucket of offset LOCAL_OFFSETS[h]; in the decoder, head 0 on the previous token.
    Cross-attention has no position at all: a decoder step finds "its" span only by matching its sentinel against
    the encoder's copy of the same sentinel. Its query and key projections therefore start EQUAL (as in "mimetic"
    initialisation, Trockman and Kolter 2023), so the score is the similarity of the two states and a sentinel
    first finds itself; cross_logit is that self-score for a typical (RMS-normalised) state."""
    cfg = model.config
    for table, bidirectional, offsets in ((model.encoder_pos_bias, True, LOCAL_OFFSETS), (model.decoder_pos_bias, False, (-1,))):
        for h, offset in enumerate(offsets[:cfg.n_head]):
            bucket = relative_position_bucket(torch.tensor(offset), bidirectional, cfg.num_buckets, cfg.max_distance)
            table.bucket_emb.weight[bucket, h] = bias
    inner = cfg.n_head * cfg.d_head
    for block in model.decoder_blocks:
        shared = torch.randn(inner, cfg.d_model) * math.sqrt(cross_logit / (cfg.d_head * cfg.d_model))
        block.cross_attn.q_proj.weight.copy_(shared)
        block.cross_attn.kv_proj.weight[:inner] = shared


# ---------------------------------------------------------------------------------------------------------------------
# Held-out evaluation, with a trivial baseline for each model so the gain is plain
# ---------------------------------------------------------------------------------------------------------------------

EVAL_BATCH = 32


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


def spans_by_sentinel(ids: list[int], sentinel_ids: set[int], eos_id: int) -> dict[int, list[int]]:
    """Parse a T5 target (or a greedy output): sentinel -> the tokens after it, up to the next sentinel or EOS.

    >>> spans_by_sentinel([6, 11, 12, 7, 15, 5, 0, 0], sentinel_ids={6, 7}, eos_id=5)
    {6: [11, 12], 7: [15]}
    """
    spans, current = {}, None
    for t in ids:
        if t == eos_id:
            break
        if t in sentinel_ids:
            current = t
            spans.setdefault(current, [])
        elif current is not None:
            spans[current].append(t)
    return spans


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
            truth = spans_by_sentinel(target, set(tok.sentinel_ids), tok.eos_id)
            guess = spans_by_sentinel(output, set(tok.sentinel_ids), tok.eos_id)
            exact += sum(guess.get(s) == span for s, span in truth.items())
            base_exact += sum(span == [top_token] for span in truth.values())
            n_spans += len(truth)
    metrics = {"span_exact_match": exact / n_spans, "token_accuracy": token_hits / n_tokens, "spans": n_spans}
    baselines = {"name": "most frequent token", "span_exact_match": base_exact / n_spans,
                 "token_accuracy": base_token_hits / n_tokens}
    return metrics, baselines


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
# Files: atomic writes, checkpoints (safetensors + JSON, never pickle), provenance
# ---------------------------------------------------------------------------------------------------------------------


def write_json(path: Path, obj) -> None:
    atomic_write_text(path, json.dumps(obj, indent=1) + "\n")


def save_checkpoint(path: Path, model, optimizer, rng_states: list[torch.Tensor], state: dict) -> None:
    """Model, AdamW moments, every rank's RNG state and the loop's state (step, curves) in one safetensors file."""
    tensors = {f"model.{k}": v.detach().cpu().contiguous() for k, v in model.state_dict().items()
               if k not in model.tied_weights}  # a tied weight is stored once, as in models.save
    optim = optimizer.state_dict()
    for index, param_state in optim["state"].items():
        for key, value in param_state.items():
            tensors[f"optim.{index}.{key}"] = value.detach().cpu().contiguous()
    for rank, rng in enumerate(rng_states):
        tensors[f"rng.{rank}"] = rng.cpu().contiguous()
    metadata = {"state": json.dumps(state), "param_groups": json.dumps(optim["param_groups"])}
    atomic_write_bytes(path, safetensors_bytes(tensors, metadata=metadata))


def load_checkpoint(path: Path, model, optimizer, env: Env) -> dict:
    """Restore what save_checkpoint wrote into model and optimizer, set this rank's RNG; returns the loop state."""
    from safetensors import safe_open

    with safe_open(str(path), framework="pt") as f:
        metadata = f.metadata()
    tensors = load_safetensors(str(path))
    model.load_state_dict({k[len("model."):]: v for k, v in tensors.items() if k.startswith("model.")}, strict=False)
    optim_state: dict[int, dict] = {}
    for name, value in tensors.items():
        if name.startswith("optim."):
            _, index, key = name.split(".", 2)
            optim_state.setdefault(int(index), {})[key] = value
    # load_state_dict moves the moments to the parameters' device ("step" stays on the CPU, as AdamW keeps it).
    optimizer.load_state_dict({"state": optim_state, "param_groups": json.loads(metadata["param_groups"])})
    set_rng_state(env, tensors[f"rng.{env.rank}"])
    return json.loads(metadata["state"])


def code_commit(repo: Path = ROOT) -> str:
    """The commit the code was checked out at, read from .git without running git; "unknown" outside a repo."""
    git = repo / ".git"
    try:
        head = (git / "HEAD").read_text().strip()
        if not head.startswith("ref: "):
            return head  # detached HEAD: the hash itself
        ref = head[len("ref: "):]
        if (git / ref).is_file():
            return (git / ref).read_text().strip()
        for line in (git / "packed-refs").read_text().splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    except OSError:
        pass
    return "unknown"


def header_metadata(path: Path) -> dict:
    try:
        return read_header(path).get("__metadata__") or {}
    except (CheckpointError, OSError):  # unreadable or not ours: nothing to compare
        return {}


# ---------------------------------------------------------------------------------------------------------------------
# Progress bar (no tqdm): one line redrawn with \r on a terminal, plain lines otherwise
# ---------------------------------------------------------------------------------------------------------------------


def format_duration(seconds: float) -> str:
    """Minutes and seconds, with hours when needed.

    >>> format_duration(83), format_duration(3723)
    ('1:23', '1:02:03')
    """
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60}:{rest % 60:02d}"


def progress_line(kind: str, step: int, total: int, loss: float, tokens_per_s: float, eta_s: float) -> str:
    """One line of progress.

    >>> progress_line("gpt", 250, 1000, 2.3456, 12345.6, 83)
    'gpt  [#####...............]   250/1000  loss 2.346  12,346 tok/s  ETA 1:23'
    """
    filled = int(20 * step / max(1, total))
    bar = "#" * filled + "." * (20 - filled)
    width = len(str(total))
    return (f"{kind:<4} [{bar}] {step:>{width + 1}}/{total}  loss {loss:.3f}  {tokens_per_s:,.0f} tok/s  "
            f"ETA {format_duration(eta_s)}")


class Progress:
    """Draws progress_line: every step (at most 10 times a second) on a terminal, every ~10% otherwise."""

    def __init__(self, enabled: bool, total: int):
        self.enabled, self.total = enabled, total
        self.tty = sys.stdout.isatty()
        self.last_draw = 0.0

    def update(self, line: str, step: int) -> None:
        if not self.enabled:
            return
        if self.tty:
            if time.time() - self.last_draw > 0.1 or step == self.total:
                print("\r" + line, end="", flush=True)
                self.last_draw = time.time()
        elif step % max(1, self.total // 10) == 0 or step == self.total or step <= 1:
            print(line, flush=True)

    def message(self, text: str) -> None:
        """A line of its own (held-out loss, notes) without garbling the bar."""
        if self.enabled:
            print(("\r\033[K" if self.tty else "") + text, flush=True)


# ---------------------------------------------------------------------------------------------------------------------
# Processes and devices
# ---------------------------------------------------------------------------------------------------------------------


@dataclass
class Env:
    rank: int
    world_size: int
    device: torch.device
    use_bf16: bool  # bf16 autocast: matmuls in bf16, fp32 master weights, no loss scaling needed

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    def autocast(self):
        return torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.use_bf16)

    @property
    def precision(self) -> str:
        """As recorded in the weights' metadata, the log and the resume fingerprint."""
        return "bf16" if self.use_bf16 else "fp32"

    def say(self, *parts) -> None:
        if self.is_main:
            print(*parts, flush=True)


def setup_env(args) -> Env:
    """One process per device; under torchrun, RANK/WORLD_SIZE/LOCAL_RANK come from the environment."""
    rank, world_size = int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))
    local_rank, local_world = int(os.environ.get("LOCAL_RANK", 0)), int(os.environ.get("LOCAL_WORLD_SIZE", 1))
    if args.device == "cuda" and not torch.cuda.is_available():
        raise InputError("--device cuda was asked for but no CUDA GPU is visible; pass --device cpu (or auto).")
    use_cuda = args.device == "cuda" or (args.device == "auto" and torch.cuda.is_available())
    device = torch.device("cuda", local_rank) if use_cuda else torch.device("cpu")
    if use_cuda:
        torch.cuda.set_device(device)
    # Fixed thread count: CPU matmuls sum in an order that depends on it, and bit-reproducibility needs the same.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    torch.set_num_threads(args.threads or max(1, cores // local_world))
    # warn_only: a few CUDA kernels (attention backward) have no deterministic version; CPU ones all do.
    torch.use_deterministic_algorithms(True, warn_only=True)
    if world_size > 1 and not dist.is_initialized():
        dist.init_process_group("nccl" if use_cuda else "gloo")
    use_bf16 = args.precision == "bf16" or (args.precision == "auto" and (use_cuda or cpu_has_native_bf16()))
    return Env(rank=rank, world_size=world_size, device=device, use_bf16=use_bf16)


def cpu_has_native_bf16() -> bool:
    """True on CPUs that multiply bf16 in hardware (AVX512-BF16 or AMX). There a bf16 matmul of the training
    shapes runs about 4x faster than float32 (measured on this project's 2-core AMD EPYC: 730 vs 180 GFLOP/s);
    elsewhere bf16 is emulated and slower than float32."""
    cpu = getattr(torch, "cpu", None)
    checks = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    return any(getattr(cpu, name, lambda: False)() for name in checks)


def all_ranks_sum(values: list[float], env: Env) -> list[float]:
    """Sum small numbers over the processes (identity when there is one)."""
    if env.world_size == 1:
        return values
    t = torch.tensor(values, dtype=torch.float64, device=env.device)
    dist.all_reduce(t)
    return t.tolist()


def rng_state(env: Env) -> torch.Tensor:
    """The generator dropout draws from: the GPU's on CUDA, the CPU's otherwise."""
    return torch.cuda.get_rng_state(env.device) if env.device.type == "cuda" else torch.get_rng_state()


def set_rng_state(env: Env, state: torch.Tensor) -> None:
    if env.device.type == "cuda":
        torch.cuda.set_rng_state(state, env.device)
    else:
        torch.set_rng_state(state)


def gather_rng_states(env: Env) -> list[torch.Tensor]:
    """Every rank's RNG state, so a resumed distributed run replays the same dropout masks on each rank."""
    state = rng_state(env)
    if env.world_size == 1:
        return [state]
    states = [torch.empty_like(state, device=env.device) for _ in range(env.world_size)]
    dist.all_gather(states, state.to(env.device))
    return [s.cpu() for s in states]


def weights_fingerprint(model) -> str:
    """sha256 of every parameter's bytes: equal across ranks when the replicas are identical."""
    sha = hashlib.sha256()
    for name, tensor in sorted(model.state_dict().items()):
        sha.update(name.encode())
        sha.update(tensor.detach().cpu().contiguous().numpy().tobytes())
    return sha.hexdigest()


def gather_strings(text: str, env: Env) -> list[str]:
    """A hex string from every rank (fixed length), without pickling objects."""
    if env.world_size == 1:
        return [text]
    t = torch.tensor([int(c, 16) for c in text], dtype=torch.int64, device=env.device)
    parts = [torch.empty_like(t) for _ in range(env.world_size)]
    dist.all_gather(parts, t)
    return ["".join(f"{v:x}" for v in p.tolist()) for p in parts]


# ---------------------------------------------------------------------------------------------------------------------
# Ctrl-C: finish the step, write a checkpoint, exit
# ---------------------------------------------------------------------------------------------------------------------

STOP_REQUESTED = {"signal": None}


def request_stop(signum, frame):
    if STOP_REQUESTED["signal"] is not None:  # second Ctrl-C: the user means it
        raise KeyboardInterrupt
    STOP_REQUESTED["signal"] = signum
    print("\nstopping after this step and saving a checkpoint (Ctrl-C again to abort without saving)",
          file=sys.stderr, flush=True)


class Interrupted(Exception):
    pass


# ---------------------------------------------------------------------------------------------------------------------
# The training loop: the same for all three models
# ---------------------------------------------------------------------------------------------------------------------


def train_model(recipe: Recipe, train_stream, held_out, tok, args, env: Env, run_dir: Path, chars: int) -> dict:
    """Train one model from scratch (or from its checkpoint with --resume), evaluate it, save it into run_dir.
    Returns its entry for train_log.json."""
    kind, device = recipe.kind, env.device

    # Model: the same initial weights on every rank, and for a given seed whatever other models are trained.
    torch.manual_seed(args.seed)
    model = recipe.model_class(recipe.config)
    if recipe.init is not None:
        recipe.init(model)
    model = model.to(device)
    n_params = parameter_count(model)
    if n_params * 4 > MAX_WEIGHT_BYTES:
        env.say(f"note: {kind} has {n_params:,} parameters, {n_params * 4 / 1e6:.1f} MB in float32 "
                f"(over the {MAX_WEIGHT_BYTES / 1e6:.0f} MB meant for the bundled weights)")

    optimizer = make_optimizer(model, recipe.lr, recipe.embedding_lr_multiplier)
    # A step count, or None when only --time-budget is given and the clock decides.
    max_steps = recipe.steps if args.time_budget is None or args.steps else None
    warmup_fraction = SIZES[args.size]["warmup_fraction"]

    # Data: this rank's shard of the training stream; fixed held-out batches for the loss curve.
    my_stream = shard(train_stream, env.rank, env.world_size)
    eval_windows = tile_windows(held_out, recipe.window, recipe.window)
    eval_windows = [w for w in eval_windows if len(w) == recipe.window][:8 * recipe.batch_size]
    eval_batches = [recipe.make_batch(torch.tensor(eval_windows[i:i + recipe.batch_size]), EVAL_SEED + i)
                    for i in range(0, len(eval_windows), recipe.batch_size)]
    eval_every = args.eval_every or max(1, recipe.steps // 8)

    # State of the loop, restored from the checkpoint when resuming.
    log = {"train_steps": [], "train_loss": [], "lr": [], "valid_steps": [], "valid_loss": []}
    step, elapsed, tokens_seen = 0, 0.0, 0
    checkpoint = run_dir / f"{kind}.resume.safetensors"
    if args.resume and checkpoint.exists():
        state = load_checkpoint(checkpoint, model, optimizer, env)
        step, elapsed, tokens_seen, log = state["step"], state["elapsed"], state["tokens_seen"], state["log"]
        env.say(f"{kind}: resuming at step {step}")
    else:
        torch.manual_seed(args.seed + 1 + env.rank)  # dropout: a different stream on each rank
    ddp_model = torch.nn.parallel.DistributedDataParallel(model) if env.world_size > 1 else model
    model.train()

    def write_checkpoint():
        states = gather_rng_states(env)
        if env.is_main:
            save_checkpoint(checkpoint, model, optimizer, states, {"kind": kind, "step": step, "elapsed": elapsed,
                                                                   "tokens_seen": tokens_seen, "log": log})

    env.say(f"{kind}: {n_params:,} parameters, {max_steps or 'time-limited'} steps of "
            f"{recipe.batch_size * env.world_size} x {recipe.window} tokens, peak lr {recipe.lr:g}, "
            f"{env.precision} on {device.type}")
    progress = Progress(env.is_main, max_steps or recipe.steps)
    session_start, session_start_step = time.time(), step
    while max_steps is None or step < max_steps:
        # Schedule: by steps, or by the clock under --time-budget (whichever is further along).
        fraction = step / max_steps if max_steps else 0.0
        if args.time_budget:
            fraction = max(fraction, elapsed / args.time_budget)
        for group in optimizer.param_groups:
            group["lr"] = lr_at(min(1.0, fraction), recipe.lr, warmup_fraction) * group["lr_multiplier"]

        # One step: windows -> objective -> loss -> update. No branch on the model kind.
        t0 = time.time()
        seed = step_seed(args.seed, kind, step, env.rank)
        windows = sample_windows(my_stream, recipe.window, recipe.batch_size, torch.Generator().manual_seed(seed))
        batch = {k: v.to(device) for k, v in recipe.make_batch(windows, seed).items()}
        with env.autocast():
            loss = ddp_model(**batch).loss
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        step += 1
        tokens_seen += batch["input_ids"].numel() * env.world_size

        # Agree across ranks on the loss to log and on whether to stop (Ctrl-C or the clock on any rank).
        elapsed += time.time() - t0
        out_of_time = args.time_budget is not None and elapsed >= args.time_budget
        loss_sum, stop, out_of_time = all_ranks_sum(
            [loss.item(), float(STOP_REQUESTED["signal"] is not None), float(out_of_time)], env)
        log["train_steps"].append(step)
        log["train_loss"].append(round(loss_sum / env.world_size, 5))
        log["lr"].append(optimizer.param_groups[0]["lr"])
        rate = (step - session_start_step) / max(1e-9, time.time() - session_start)
        remaining = (recipe.steps - step) / max(rate, 1e-9)
        if args.time_budget:
            remaining = min(remaining, args.time_budget - elapsed)
        progress.update(progress_line(kind, step, progress.total, log["train_loss"][-1],
                                      rate * recipe.batch_size * recipe.window * env.world_size, remaining), step)

        # Held-out loss and a checkpoint now and then; a checkpoint also when asked to stop.
        evaluate_now = step % eval_every == 0 or step == max_steps or out_of_time
        if evaluate_now and env.is_main:
            log["valid_steps"].append(step)
            log["valid_loss"].append(round(held_out_loss(model, eval_batches, device, env.autocast), 5))
            progress.message(f"{kind}: step {step}  held-out loss {log['valid_loss'][-1]:.3f}")
        if evaluate_now or stop:
            write_checkpoint()
        if stop:
            raise Interrupted(f"{kind}: stopped at step {step}; checkpoint in {checkpoint}")
        if out_of_time:
            break

    # Final held-out metrics (rank 0), and the proof that data-parallel replicas stayed identical.
    replicas = gather_strings(weights_fingerprint(model), env)
    entry = {"kind": kind, "config": asdict(recipe.config), "parameters": n_params, "steps": step,
             "batch_size": recipe.batch_size, "window": recipe.window,
             "tokens_seen": tokens_seen, "train_seconds": round(elapsed, 2), "world_size": env.world_size,
             "replica_sha256": replicas, **log}
    if env.is_main:
        model.eval()
        t0 = time.time()
        metrics, baselines = recipe.evaluate(model, held_out, train_stream, tok, device, window=recipe.window,
                                             chars=chars)
        entry.update(metrics=metrics, baselines=baselines, eval_seconds=round(time.time() - t0, 2))
        save(model, run_dir / f"{kind}.safetensors", metadata=weight_metadata(entry, args, env.precision))
    return entry


def make_optimizer(model, lr: float, embedding_lr_multiplier: float) -> torch.optim.AdamW:
    """AdamW with three groups: matrices (weight decay 0.01), vectors and relative-position tables (no decay), and
    the token embedding (no decay, its own learning-rate multiplier; see Recipe.embedding_lr_multiplier)."""
    embedding = model.tok_emb.weight
    matrices, others = [], []
    for name, p in model.named_parameters():
        if p is embedding:
            continue
        (matrices if p.dim() >= 2 and "pos_bias" not in name else others).append(p)
    groups = [{"params": matrices, "weight_decay": 0.01, "lr_multiplier": 1.0},
              {"params": others, "weight_decay": 0.0, "lr_multiplier": 1.0},
              {"params": [embedding], "weight_decay": 0.0, "lr_multiplier": embedding_lr_multiplier}]
    return torch.optim.AdamW(groups, lr=lr, betas=(0.9, 0.98), eps=1e-8)


def weight_metadata(entry: dict, args, precision: str) -> dict[str, str]:
    """What goes into the safetensors header beside kind and config (models.save adds those): all strings."""
    return {
        "metrics": json.dumps(entry["metrics"]),
        "baselines": json.dumps(entry["baselines"]),
        "seed": str(args.seed),
        "corpus_sha256": args.corpus_sha256,
        "code_commit": code_commit(),
        "tokenizer_sha256": args.tokenizer_sha256,
        "training": json.dumps({k: entry[k] for k in ("steps", "batch_size", "window", "tokens_seen", "train_seconds",
                                                      "world_size")}
                               | {"size": args.size, "precision": precision}),
    }


# ---------------------------------------------------------------------------------------------------------------------
# The run: check, tokenize, train each model, publish, report
# ---------------------------------------------------------------------------------------------------------------------


def run_fingerprint(args, corpus_sha256: str, env: Env) -> dict:
    """What must match for --resume to continue a run exactly."""
    keys = ("models", "size", "steps", "time_budget", "batch_size", "context", "vocab_size", "lr", "eval_every", "seed")
    return {k: getattr(args, k) for k in keys} | {"corpus_sha256": corpus_sha256, "world_size": env.world_size,
                                                  "precision": env.precision}


def check_run_dir(run_dir: Path, fingerprint: dict, resume: bool) -> dict:
    """The unfinished run's record when resuming, else a fresh one; refuses to mix runs."""
    record_path = run_dir / "run.json"
    if resume:
        if not record_path.exists():
            raise InputError(f"there is no unfinished run in {run_dir} to resume; drop --resume to train from scratch.")
        record = json.loads(record_path.read_text())
        changed = [k for k in fingerprint if record["fingerprint"].get(k) != fingerprint[k]]
        if changed:
            was = ", ".join(f"{k}={record['fingerprint'].get(k)!r}" for k in changed)
            raise InputError(f"the unfinished run in {run_dir} was started with {was}; resume with the same flags, "
                             f"or delete {run_dir} to start over.")
        return record
    if record_path.exists():
        raise InputError(f"{run_dir} holds an unfinished run; pass --resume to continue it, or delete that folder "
                         "to start over.")
    return {"fingerprint": fingerprint, "finished": {}}


def check_other_weights(out: Path, kinds_trained: list[str], tokenizer_sha256: str) -> None:
    """Weights this run leaves alone must have been trained with the same tokenizer it publishes."""
    for kind in MODEL_KINDS:
        path = out / f"{kind}.safetensors"
        if kind in kinds_trained or not path.exists():
            continue
        previous = header_metadata(path).get("tokenizer_sha256")
        if previous and previous != tokenizer_sha256:
            raise InputError(f"{path} was trained with a different tokenizer than this run would publish; add "
                             f"{kind} to --models, or write to another folder with --out.")


def publish(run_dir: Path, out: Path, entries: dict, run_info: dict) -> None:
    """Move the finished files from run_dir into out, each by an atomic rename, and merge the training log."""
    log_path = out / "train_log.json"
    log = json.loads(log_path.read_text()) if log_path.exists() else {"models": {}}
    log.update(run_info)
    log["models"].update(entries)
    for name in ["tokenizer.json"] + [f"{kind}.safetensors" for kind in entries]:
        if (run_dir / name).exists():  # (absent when a run stopped in the middle of publishing is resumed)
            os.replace(run_dir / name, out / name)
    write_json(log_path, log)
    shutil.rmtree(run_dir)


def results_table(entries: dict) -> str:
    """The held-out numbers of each model next to its baseline's."""
    rows = [("model", "held-out metric", "ours", "baseline", "")]
    formats = {"nats_per_token": "{:.3f}", "nats_per_char": "{:.3f}", "top1": "{:.1%}", "top5": "{:.1%}",
               "span_exact_match": "{:.1%}", "token_accuracy": "{:.1%}"}
    for kind, entry in entries.items():
        for key, fmt in formats.items():
            if key in entry.get("metrics", {}):
                rows.append((kind, key.replace("_", " "), fmt.format(entry["metrics"][key]),
                             fmt.format(entry["baselines"][key]), entry["baselines"]["name"]))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    return "\n".join("  ".join(c.ljust(w) if i < 2 or i == 4 else c.rjust(w) for i, (c, w) in
                               enumerate(zip(r, widths))).rstrip() for r in rows)


def main(argv=None) -> int:
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")  # deterministic cuBLAS; must precede CUDA init
    args = parse_args(argv)
    run_start = time.time()
    try:
        env = setup_env(args)
        # 1-2. Corpus: refuse bad input before any work.
        train_docs, held_out_docs, corpus_info = load_corpus(args.corpus)
        args.corpus_sha256 = corpus_info["sha256"]
        run_dir = args.out / "checkpoints"
        record = check_run_dir(run_dir, run_fingerprint(args, args.corpus_sha256, env), args.resume)

        # 3. Tokenizer, trained on the training documents only (held-out text stays unseen).
        t0 = time.time()
        tok = train_tokenizer(train_docs, vocab_size=args.vocab_size)
        args.tokenizer_sha256 = hashlib.sha256(tok.to_str().encode()).hexdigest()
        if len(set(gather_strings(args.tokenizer_sha256, env))) != 1:
            raise RuntimeError("the processes trained different tokenizers; this is a bug, please report it")
        env.say(f"tokenizer: {tok.vocab_size} tokens, trained in {time.time() - t0:.1f}s on "
                f"{corpus_info['train_documents']:,} documents ({corpus_info['train_chars']:,} characters)")
        check_other_weights(args.out, args.models, args.tokenizer_sha256)
        train_ids, held_out_ids = tok.encode_batch(train_docs), tok.encode_batch(held_out_docs)

        # Every model's windows must fit in each process's share of the training text and in the held-out text.
        recipes = [make_recipe(kind, tok, args) for kind in args.models]
        longest = max(r.window for r in recipes)
        n_train, n_held_out = sum(map(len, train_ids)), sum(map(len, held_out_ids))
        if n_train // env.world_size < 2 * longest or n_held_out < 16:
            raise InputError(f"the corpus is too small for a context of {longest} tokens: it has {n_train:,} training and "
                             f"{n_held_out:,} held-out tokens, and each process needs at least {2 * longest} training "
                             "tokens (and 16 held-out); add more text or pass a smaller --context.")
    except InputError as e:
        if int(os.environ.get("RANK", 0)) == 0:
            print(f"train_tiny.py: error: {e}", file=sys.stderr)
        return 2

    if env.is_main:
        run_dir.mkdir(parents=True, exist_ok=True)
        tok.save(run_dir / "tokenizer.json")
        write_json(run_dir / "run.json", record)
    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)

    # 4-5. Each model: the same loop, then held-out metrics.
    chars = corpus_info["held_out_chars"] + len(held_out_docs)  # one "character" per document end
    entries = dict(record["finished"])
    for recipe in recipes:
        if recipe.kind in entries:
            env.say(f"{recipe.kind}: already trained by the run being resumed")
            continue
        train_stream = pack_documents(train_ids, recipe.separator)
        held_out = pack_documents(held_out_ids, recipe.separator)
        try:
            entries[recipe.kind] = train_model(recipe, train_stream, held_out, tok, args, env, run_dir, chars)
        except Interrupted as e:
            env.say(f"\n{e}\nresume with the same command plus --resume")
            if env.world_size > 1:
                dist.destroy_process_group()
            return 130
        if env.is_main:
            (run_dir / f"{recipe.kind}.resume.safetensors").unlink(missing_ok=True)
            record["finished"][recipe.kind] = entries[recipe.kind]
            write_json(run_dir / "run.json", record)

    # 6. Publish everything together, then report.
    if env.is_main:
        run_info = {"corpus": corpus_info, "seed": args.seed, "code_commit": code_commit(),
                    "tokenizer_sha256": args.tokenizer_sha256, "vocab_size": tok.vocab_size, "size": args.size,
                    "device": str(env.device), "precision": env.precision, "world_size": env.world_size}
        publish(run_dir, args.out, entries, run_info)
        print(f"\nheld-out results ({corpus_info['held_out']}):\n{results_table(entries)}")
        for kind in entries:
            path = args.out / f"{kind}.safetensors"
            print(f"wrote {path} ({path.stat().st_size / 1e6:.1f} MB)")
        print(f"wrote {args.out / 'tokenizer.json'}, {args.out / 'train_log.json'}; total "
              f"{format_duration(time.time() - run_start)}")
    if env.world_size > 1:
        dist.barrier()
        dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C before training started, or a second Ctrl-C: nothing worth saving
        print("\ninterrupted", file=sys.stderr)
        sys.exit(130)
