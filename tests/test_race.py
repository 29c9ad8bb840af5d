"""bench/race.py's pieces, without nanoGPT (a fake nanoGPT-like model.py stands in for its checkout): the split and
the data files as nanoGPT's prepare.py makes them, the README's command, and the scorers, which must count every
unit once and agree with train_tiny.py's own evaluation."""

import math
import pickle

import numpy as np
import pytest
import torch

import models
from bench.race import load_nanogpt, load_ours, nanogpt_command, nanogpt_score, ours_score, split_like_nanogpt
from bench.race import total_nll, write_nanogpt_data
from models.tokenizer import train_tokenizer
from training.corpus import pack_documents, split_documents
from training.evaluate import evaluate_gpt

VERSE = ("First Citizen:\nBefore we proceed any further, hear me speak.\n\nAll:\nSpeak, speak.\n\n"
         "First Citizen:\nYou are all resolved rather to die than to famish?\n\nAll:\nResolved. resolved.\n\n")

# A stand-in for nanoGPT's model.py with the same interface (GPTConfig, GPT(config), forward(idx, targets) returning
# (logits, loss), every position's logits only when targets are given): a model whose logits are one learned vector,
# zero in the checkpoint below, so it predicts every character with probability 1 / vocab_size.
FAKE_MODEL_PY = '''
from dataclasses import dataclass
import torch
from torch import nn

@dataclass
class GPTConfig:
    block_size: int = 8
    vocab_size: int = 5

class GPT(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.logit_bias = nn.Parameter(torch.randn(config.vocab_size))

    def forward(self, idx, targets=None):
        b, t = idx.size()
        assert t <= self.config.block_size, f"Cannot forward sequence of length {t}"
        logits = self.logit_bias.expand(b, t, -1)
        if targets is None:
            return logits[:, [-1], :], None
        return logits, targets.view(-1)  # nanoGPT's loss views its targets, which fails on a non-contiguous slice
'''


def test_the_split_is_nanogpts_cut_at_90_percent():
    for n in (1, 9, 10, 11, 1_115_394):
        text = "x" * n
        train, held_out = split_like_nanogpt(text)
        assert len(train) == int(n * 0.9) and train + held_out == text
    assert split_like_nanogpt("abcdefghijk") == ("abcdefghi", "jk")  # int(11 * 0.9) = 9


def test_nanogpt_data_files_as_prepare_py_writes_them(tmp_path):
    text = "ba\nab\nba"  # 8 characters: the first int(7.2) = 7 train, the last one is held out
    meta = write_nanogpt_data(text, tmp_path)
    assert meta == {"vocab_size": 3, "itos": {0: "\n", 1: "a", 2: "b"}, "stoi": {"\n": 0, "a": 1, "b": 2}}
    assert np.fromfile(tmp_path / "train.bin", dtype=np.uint16).tolist() == [2, 1, 0, 1, 2, 0, 2]
    assert np.fromfile(tmp_path / "val.bin", dtype=np.uint16).tolist() == [1]
    assert pickle.loads((tmp_path / "meta.pkl").read_bytes()) == meta
    assert list(meta) == ["vocab_size", "itos", "stoi"]  # prepare.py's key order, so meta.pkl's bytes match its own
    assert (tmp_path / "input.txt").read_text() == text


def test_the_cpu_command_is_the_readme_recipe():
    readme = ("python train.py config/train_shakespeare_char.py --device=cpu --compile=False --eval_iters=20 "
              "--log_interval=1 --block_size=64 --batch_size=12 --n_layer=4 --n_head=4 --n_embd=128 "
              "--max_iters=2000 --lr_decay_iters=2000 --dropout=0.0")
    assert sorted(nanogpt_command("python", "cpu", None)) == sorted(readme.split())
    assert nanogpt_command("python", "cpu", 10000)[-2:] == ["--max_iters=10000", "--lr_decay_iters=10000"]
    assert nanogpt_command("python", "cuda", None) == ["python", "train.py", "config/train_shakespeare_char.py"]


def test_every_unit_after_the_first_is_predicted_once_within_the_context():
    """An oracle that knows unit i + 1 follows unit i: zero loss only if each window's targets are its inputs
    shifted by one; the inputs it is shown must be each unit but the last, once each, never more than the context."""
    n, context, shown = 75, 8, []

    def oracle(inputs):  # (B, T) -> (B, T, n)
        assert inputs.shape[1] <= context
        shown.extend(inputs.flatten().tolist())
        return torch.nn.functional.one_hot(inputs + 1, n).float() * 100.0

    nll, predicted = total_nll(oracle, torch.arange(n), context)
    assert sorted(shown) == list(range(n - 1)) and predicted == n - 1
    assert nll == pytest.approx(0.0, abs=1e-6)


def test_a_uniform_character_model_scores_ln_vocab(tmp_path):
    """Through the loader's whole path: model.py imported from a checkout folder, a checkpoint in nanoGPT's format
    (the names behind torch.compile's prefix, as a compiled run saves them), the characters from meta.pkl."""
    (tmp_path / "model.py").write_text(FAKE_MODEL_PY)
    text = "To be, or not to be: that is the question.\n" * 3  # 132 characters: the last window is short
    meta = write_nanogpt_data(text, tmp_path / "data")
    torch.save({"model": {"_orig_mod.logit_bias": torch.zeros(meta["vocab_size"])},
                "model_args": {"block_size": 8, "vocab_size": meta["vocab_size"]},
                "iter_num": 250, "best_val_loss": torch.tensor(1.5), "config": {"device": "cpu"}}, tmp_path / "ckpt.pt")

    model, iter_num, own_estimate = load_nanogpt(tmp_path, tmp_path / "ckpt.pt")
    score = nanogpt_score(model, meta["stoi"], text)

    assert (iter_num, own_estimate) == (250, 1.5)
    assert score.nats_per_char == pytest.approx(math.log(meta["vocab_size"]), rel=1e-6)  # float32 logits
    assert score.characters == score.predictions == len(text) - 1  # the first character has no past to read


def test_our_score_agrees_with_train_tiny_evaluation(tmp_path, randomize):
    """Our scorer, on a tiny random GPT saved and loaded as train_tiny.py's weights are, gives the nats per character
    of training/evaluate.py's evaluate_gpt on the same documents."""
    tok = train_tokenizer([VERSE], vocab_size=400)
    model = randomize(models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=16, d_model=32, n_layer=2,
                                                  n_head=2, eos_token_id=tok.eos_id)))
    models.save(model, tmp_path / "gpt.safetensors")
    tok.save(tmp_path / "tokenizer.json")
    loaded = load_ours(tmp_path)

    held_out = VERSE * 4
    score = ours_score(loaded, loaded.tokenizer, held_out)

    docs = split_documents(held_out)
    stream = pack_documents(tok.encode_batch(docs), separator=tok.eos_id)
    chars = sum(map(len, docs)) + len(docs)
    metrics, _ = evaluate_gpt(loaded, stream, stream, tok, "cpu", window=17, chars=chars)
    assert score.nats_per_char == pytest.approx(metrics["nats_per_char"], rel=1e-9)
    assert score.predictions == metrics["held_out_tokens"] == len(stream) - 1
    assert score.characters == chars < len(held_out)  # blank lines count once, as the document's end


def test_our_character_count_by_hand(tmp_path):
    """Two documents: 14 and 7 characters, plus one for each document's end (the EOS predicted there); the raw
    text's 25 characters include a blank-line run the count leaves out."""
    tok = train_tokenizer(["To be,\nor not.\n\n\nThat is\n"], vocab_size=400)
    model = models.GPT(models.GPTConfig(vocab_size=tok.vocab_size, max_seq_len=16, d_model=16, n_layer=1, n_head=2))
    assert ours_score(model.eval(), tok, "To be,\nor not.\n\n\nThat is\n").characters == 14 + 7 + 2
