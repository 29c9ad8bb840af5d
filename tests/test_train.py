"""train_tiny.py end to end, on a few KB of text written here, with the tiny preset (seconds per run).

Each test runs the real script (a subprocess where exit codes, signals and torchrun matter; main() in-process
where only the message does) and then uses the result the way the playground does: models.load, generate, a
BERT fill, a T5 generate.
"""

import doctest
import hashlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

import models
import train_tiny
from models.tokenizer import SPECIAL_TOKENS
from playground import inference
from training import corpus, evaluate, loop, progress, recipes, runfiles, user_metrics
from training.corpus import hold_out_by_hash
from training.recipes import SIZES, make_recipe
from training.runtime import cpu_has_native_bf16

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
TINY = ["--size", "tiny", "--threads", "1"]


def write_corpus(path: Path, n_docs: int = 60, seed: int = 0) -> Path:
    """About 12 KB of small, regular documents (so that even a tiny model learns something in seconds)."""
    rng = random.Random(seed)
    names = ["Ada", "Bram", "Cleo", "Dov", "Eli", "Fen"]
    places = ["the mill", "the river", "the market", "the forge", "the orchard"]
    things = ["bread", "apples", "a lamp", "nails", "rope", "cheese"]
    docs = []
    for _ in range(n_docs):
        name, place, thing = rng.choice(names), rng.choice(places), rng.choice(things)
        docs.append(f"{name} walked to {place} in the morning.\n{name} bought {thing} at {place}.\n"
                    f"Then {name} went home with the {thing.split()[-1]} and was happy.")
    path.write_text("\n\n".join(docs) + "\n", encoding="utf-8")
    return path


def run(*args, timeout=120, **kwargs):
    return subprocess.run([PYTHON, str(ROOT / "train_tiny.py"), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, **kwargs)


def tensors(path: Path) -> dict:
    from safetensors.torch import load_file

    return load_file(str(path))


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """One tiny run of all three models; the tests below read its output."""
    tmp = tmp_path_factory.mktemp("trained")
    corpus = write_corpus(tmp / "corpus.txt")
    out = tmp / "weights"
    result = run("--corpus", corpus, "--out", out, *TINY, "--steps", "40")
    assert result.returncode == 0, result.stderr
    return corpus, out, result


def test_run_writes_every_file(trained):
    corpus, out, result = trained
    assert sorted(p.name for p in out.iterdir()) == [
        "bert.safetensors", "gpt.safetensors", "snapshots", "t5.safetensors", "tokenizer.json", "train_log.json"]
    assert "held-out results" in result.stdout and "baseline" in result.stdout
    # Each model part-way through training (1%, 10%, 30% of its steps), stored in 4 bits, loadable like the rest.
    assert sorted(p.name for p in (out / "snapshots").iterdir()) == [
        f"{kind}-{percent:03d}.safetensors" for kind in ("bert", "gpt", "t5") for percent in (1, 10, 30)]
    early = models.load(out / "snapshots" / "gpt-010.safetensors")
    assert early.metadata["percent"] == "10" and int(early.metadata["step"]) >= 1
    assert not torch.equal(early.tok_emb.weight, models.load(out / "gpt.safetensors").tok_emb.weight)


def test_weights_load_and_answer_like_the_app(trained):
    _, out, _ = trained
    gpt = models.load(out / "gpt.safetensors")
    tok = gpt.tokenizer
    prompt = torch.tensor([tok.encode("Ada walked to")])
    ids = gpt.generate(prompt, max_new_tokens=8, temperature=0.0)
    assert ids.shape == (1, prompt.shape[1] + 8) or tok.eos_id in ids[0].tolist()
    assert tok.decode(ids[0].tolist()).startswith("Ada walked to")

    # Fill mask: the app's first guess is the model's own most likely token at the [MASK] (specials never offered).
    bert = models.load(out / "bert.safetensors")
    text = "Cleo bought [MASK] at the market."
    ids = inference.bert_input_ids(bert, text)
    assert ids[0] == tok.cls_id and ids[-1] == tok.sep_id
    logits = bert(torch.tensor([ids])).logits[0, ids.index(tok.mask_id)]
    logits[: len(SPECIAL_TOKENS)] = float("-inf")
    guesses = inference.fill_mask(bert, text).predictions[0]
    assert len(guesses) == 5 and guesses[0]["token"] == logits.argmax().item()

    # Infill: decoding starts from T5's start token (pad), and the app's spans are the model's own greedy output,
    # cut where every blank has its span.
    t5 = models.load(out / "t5.safetensors")
    text = "Eli walked to ___ in the morning."
    ids = inference.encode_with_markers(tok, inference.blanks_to_sentinels(text)) + [tok.eos_id]
    out_ids = t5.generate(torch.tensor([ids]), max_new_tokens=inference.INFILL_MAX_NEW_TOKENS, temperature=0.0)
    assert out_ids[0, 0].item() == t5.config.decoder_start_token_id == tok.pad_id
    infilled = inference.infill(t5, text)
    assert infilled.target.startswith("<extra_id_0>") and tok.decode(out_ids[0, 1:].tolist()).startswith(
        infilled.target)


def test_metadata_records_provenance_and_metrics(trained):
    corpus, out, _ = trained
    sha = hashlib.sha256(corpus.read_bytes()).hexdigest()
    expected = {"gpt": {"nats_per_token", "nats_per_char"}, "bert": {"top1", "top5"},
                "t5": {"span_exact_match", "token_accuracy"}}
    for kind, keys in expected.items():
        meta = models.load(out / f"{kind}.safetensors").metadata
        assert meta["corpus_sha256"] == sha
        assert meta["seed"] == "0"
        assert meta["code_commit"]
        assert keys <= set(json.loads(meta["metrics"])) and keys <= set(json.loads(meta["baselines"]))
        assert json.loads(meta["training"])["steps"] == 40


def test_train_log_has_curves_and_metrics(trained):
    _, out, _ = trained
    log = json.loads((out / "train_log.json").read_text())
    for kind in ("gpt", "bert", "t5"):
        entry = log["models"][kind]
        assert entry["train_steps"] == list(range(1, 41)) and len(entry["train_loss"]) == 40
        assert entry["valid_steps"] and len(entry["valid_loss"]) == len(entry["valid_steps"])
        assert entry["metrics"] and entry["baselines"]
        # The weights written are the kept point's, rounded to the stored precision: the same held-out loss within 1%
        assert abs(entry["written_valid_loss"] - entry["best_valid_loss"]) <= 0.01 * entry["best_valid_loss"]
        assert f"written {entry['written_valid_loss']:.3f}" in trained[2].stdout + trained[2].stderr
    gpt = log["models"]["gpt"]
    assert gpt["metrics"]["nats_per_char"] < gpt["baselines"]["nats_per_char"]  # better than unigram already
    assert sum(gpt["train_loss"][-5:]) < sum(gpt["train_loss"][:5])


def test_same_seed_same_weights(trained, tmp_path):
    corpus, out, _ = trained
    result = run("--corpus", corpus, "--out", tmp_path, *TINY, "--steps", "40", "--models", "gpt")
    assert result.returncode == 0, result.stderr
    first, second = tensors(out / "gpt.safetensors"), tensors(tmp_path / "gpt.safetensors")
    assert all(torch.equal(first[k], second[k]) for k in first)


def test_precision_is_recorded_and_float32_can_be_forced(trained, tmp_path):
    """auto: bf16 autocast where the CPU multiplies bf16 natively (as this project's CI machine does), else
    float32; --precision fp32 forces float32. Either way the weights are float32 and the loss falls."""
    corpus, out, _ = trained
    default = "bf16" if cpu_has_native_bf16() else "fp32"
    assert json.loads(models.load(out / "gpt.safetensors").metadata["training"])["precision"] == default
    result = run("--corpus", corpus, "--out", tmp_path, *TINY, "--steps", "40", "--models", "gpt",
                 "--precision", "fp32")
    assert result.returncode == 0, result.stderr
    assert "fp32 on cpu" in result.stdout
    gpt = models.load(tmp_path / "gpt.safetensors")
    assert json.loads(gpt.metadata["training"])["precision"] == "fp32"
    assert all(p.dtype == torch.float32 for p in gpt.parameters())
    log = json.loads((tmp_path / "train_log.json").read_text())["models"]["gpt"]
    assert sum(log["train_loss"][-5:]) < sum(log["train_loss"][:5])
    if default == "bf16":  # a different precision is a different run
        first, second = tensors(out / "gpt.safetensors"), tensors(tmp_path / "gpt.safetensors")
        assert not all(torch.equal(first[k], second[k]) for k in first)


def test_a_onednn_cap_below_bf16_instructions_means_float32(monkeypatch):
    """ONEDNN_MAX_CPU_ISA=AVX2 keeps oneDNN off the bf16 instructions, so --precision auto must not pick bf16 there
    (bf16 would be emulated, slower than float32); ALL leaves the choice to the hardware."""
    monkeypatch.delenv("ONEDNN_MAX_CPU_ISA", raising=False)
    hardware = cpu_has_native_bf16()
    monkeypatch.setenv("ONEDNN_MAX_CPU_ISA", "avx2")
    assert cpu_has_native_bf16() is False
    monkeypatch.setenv("ONEDNN_MAX_CPU_ISA", "ALL")
    assert cpu_has_native_bf16() is hardware


def test_a_fitted_gpt_keeps_the_quick_rate_only_while_it_sees_its_text_about_once(tmp_path, capsys):
    """On a text of the user's, the quick GPT trains at its preset's peak rate (0.012) in a run of up to FEW_PASSES
    passes over the text and at MANY_PASSES_GPT_LR beyond; BERT keeps its own rate; --lr wins; the rate is printed
    with the recipe and kept in the run record, so that --resume trains on at it. Timed steps are faked (no
    training here)."""
    from training.options import parse_args
    from training.runtime import setup_env

    corpus = write_corpus(tmp_path / "corpus.txt", n_docs=2000)  # about 400 KB
    env = setup_env("cpu", "fp32", torch.get_num_threads())

    def plan(steps: int, *flags: str):
        args = parse_args(["--corpus", str(corpus), "--size", "quick", "--models", "gpt", "bert", "--steps",
                           str(steps), "--out", str(tmp_path / f"out{steps}{''.join(flags)}"), *flags])
        made = loop.prepare(args, env, step_seconds=lambda recipe, env, optimizer: 0.01)
        return {r.kind: r.lr for r in made.recipes}, made.record["fitted"], capsys.readouterr().out

    lrs, fitted, printed = plan(5)
    passes = float(re.search(r"GPT 4 x 128 \(about 5 steps of 32 x 129, ([\d.]+) passes", printed)[1])
    assert passes < recipes.FEW_PASSES and lrs == {"gpt": 0.012, "bert": 0.002}
    assert "dropout 0, peak lr 0.012)" in printed and fitted["gpt"]["lr"] == 0.012
    lrs, fitted, printed = plan(200)
    passes = float(re.search(r"GPT 4 x 128 \(about 200 steps of 32 x 129, ([\d.]+) passes", printed)[1])
    assert passes > recipes.FEW_PASSES and lrs == {"gpt": recipes.MANY_PASSES_GPT_LR, "bert": 0.002}
    assert f"GPT's peak lr at most {recipes.MANY_PASSES_GPT_LR:g} beyond" in printed
    assert plan(200, "--lr", "0.02")[0] == {"gpt": 0.02, "bert": 0.02}


def test_a_fitted_gpt_stops_after_max_passes_over_its_text(tmp_path, capsys):
    """Under a budget that would take GPT through the text many times (a GPU's case), its steps are capped at
    MAX_PASSES passes and its schedule ends there (the run is planned by steps, not by the clock); BERT is not
    capped; the cap is printed, kept in the run record for --resume, and --max-passes 0 or --steps lift it."""
    from training.options import parse_args
    from training.runtime import setup_env

    corpus = write_corpus(tmp_path / "corpus.txt", n_docs=2000)  # about 400 KB
    env = setup_env("cpu", "fp32", torch.get_num_threads())

    def plan(out: str, *flags: str):
        args = parse_args(["--corpus", str(corpus), "--size", "quick", "--models", "gpt", "bert", "--time-budget",
                           "100", "--out", str(tmp_path / out), *flags])
        made = loop.prepare(args, env, step_seconds=lambda recipe, env, optimizer: 0.01)  # 10,000 steps by the clock
        return made, {r.kind: r for r in made.recipes}, capsys.readouterr().out

    made, recipe, printed = plan("capped")
    n_train = sum(map(len, made.text.train_ids))
    cap = recipes.steps_for_passes(recipe["gpt"], recipes.MAX_PASSES, n_train)
    assert recipes.MIN_BUDGET_STEPS <= cap < 10_000 and recipe["gpt"].steps_capped and recipe["gpt"].steps == cap
    assert f"GPT 4 x 128 (about {cap:,} steps of" in printed
    assert f"GPT passes over the text at most {recipes.MAX_PASSES} times" in printed
    assert not recipe["bert"].steps_capped and "BERT 4 x 128 (about 10,000 steps" in printed
    assert made.record["fitted"]["gpt"]["steps_cap"] == cap and made.record["fitted"]["bert"]["steps_cap"] == 0

    loop.open_run_dir(made, env)  # the run record on disk, as before the first step
    resumed = plan("capped", "--resume")[1]
    assert resumed["gpt"].steps_capped and resumed["gpt"].steps == cap

    assert not plan("uncapped", "--max-passes", "0")[1]["gpt"].steps_capped
    assert not plan("steps", "--steps", "20000")[1]["gpt"].steps_capped


def test_a_slow_machine_gets_smaller_batches(tmp_path, capsys):
    """Under --time-budget the fit halves a batch while the budget holds fewer than MIN_BUDGET_STEPS steps of it,
    down to MIN_BATCH, and says so; --batch-size wins. Steps are timed by a fake clock whose step time is
    proportional to the batch."""
    from training.options import parse_args
    from training.runtime import setup_env

    corpus = write_corpus(tmp_path / "corpus.txt")
    env = setup_env("cpu", "fp32", torch.get_num_threads())

    def batches(seconds_per_sequence: float, *flags: str) -> dict:
        args = parse_args(["--corpus", str(corpus), "--size", "quick", "--models", "gpt", "bert", "--time-budget",
                           "300", "--out", str(tmp_path / f"out{seconds_per_sequence}{''.join(flags)}"), *flags])
        made = loop.prepare(args, env, step_seconds=lambda recipe, env, optimizer: recipe.batch_size *
                            seconds_per_sequence)
        return {r.kind: r.batch_size for r in made.recipes}

    assert batches(0.004) == {"gpt": 32, "bert": 64}  # BERT's 64: 1,171 steps in 300 s
    # BERT's 64: 234 steps, under 400; at 32, 468. GPT's 32: 468.
    assert batches(0.02) == {"gpt": 32, "bert": 32}
    said = capsys.readouterr().out
    assert f"bert: 4 x 128, batch 64 is too slow here for {recipes.MIN_BUDGET_STEPS} steps" in said
    assert "gpt: 4 x 128, batch 32 is too slow" not in said
    # Two and a half times slower still: both go down to MIN_BATCH (375 steps) and no further.
    assert batches(0.05) == {"gpt": recipes.MIN_BATCH, "bert": recipes.MIN_BATCH}
    assert batches(0.05, "--batch-size", "64") == {"gpt": 64, "bert": 64}


def test_a_start_from_given_weights_trains_at_the_rate_of_their_shape(tmp_path):
    """The Train tab's "bundled" start: the bundled GPT has the full preset's shape, so it trains on at the full
    preset's rate, not the quick preset's (--size quick), which suits a fresh model of the quick shape."""
    from models import GPTConfig
    from training.options import parse_args
    from training.runtime import setup_env

    full_gpt = GPTConfig(vocab_size=512, max_seq_len=128, **recipes.model_shape("full", "gpt"))
    assert recipes.shape_lr("gpt", full_gpt) == SIZES["full"]["gpt"]["lr"] != SIZES["quick"]["gpt"]["lr"]
    odd = GPTConfig(vocab_size=512, max_seq_len=128, d_model=96, n_layer=3, n_head=3)
    assert recipes.shape_lr("gpt", odd) is None
    args = parse_args(["--corpus", str(write_corpus(tmp_path / "corpus.txt")), "--size", "quick", "--models", "gpt",
                       "--steps", "5", "--out", str(tmp_path / "out")])
    made = loop.prepare(args, setup_env("cpu", "fp32", torch.get_num_threads()), start_weights={"gpt": (full_gpt, {})},
                        step_seconds=lambda recipe, env, optimizer: 0.01)  # the weights are loaded only to train
    assert made.recipes[0].lr == SIZES["full"]["gpt"]["lr"] and made.recipes[0].config.d_model == full_gpt.d_model


# -- bad input: refused before training, one sentence, exit code 2 -----------------------------------------------------


def refuse(tmp_path, capsys, *args) -> str:
    code = train_tiny.main([*map(str, args), "--out", str(tmp_path / "out"), *TINY])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err.startswith("train_tiny.py: error: ") and "\n" not in err
    assert not (tmp_path / "out").exists()  # nothing written
    return err


def test_missing_file_exits_2_from_the_command_line(tmp_path):
    result = run("--corpus", tmp_path / "nope.txt", "--out", tmp_path / "out", *TINY)
    assert result.returncode == 2
    assert "does not exist" in result.stderr and "Traceback" not in result.stderr


def test_bad_inputs_are_refused(tmp_path, capsys):
    (tmp_path / "empty.txt").write_text("\n \n\n")
    assert "contains no text" in refuse(tmp_path, capsys, "--corpus", tmp_path / "empty.txt")
    (tmp_path / "binary.bin").write_bytes(bytes(range(256)) * 10)
    assert "binary" in refuse(tmp_path, capsys, "--corpus", tmp_path / "binary.bin")
    (tmp_path / "latin1.txt").write_bytes("caf\xe9 cr\xe8me\n\nbr\xfbl\xe9e\n".encode("latin-1"))
    assert "not valid UTF-8" in refuse(tmp_path, capsys, "--corpus", tmp_path / "latin1.txt")
    (tmp_path / "small.txt").write_text("A few words.\n\nAnd a few more.\n")
    assert "too small" in refuse(tmp_path, capsys, "--corpus", tmp_path / "small.txt")
    (tmp_path / "one.txt").write_text("a single document without blank lines " * 50)
    assert "single document" in refuse(tmp_path, capsys, "--corpus", tmp_path / "one.txt")
    write_corpus(tmp_path / "ok.txt")
    assert "no unfinished run" in refuse(tmp_path, capsys, "--corpus", tmp_path / "ok.txt", "--resume")


# -- nothing is lost ---------------------------------------------------------------------------------------------------


def wait_for_line(process, needle: str, timeout: float = 60) -> str:
    """Read the child's stdout until a line containing `needle` (the child prints plain lines: not a TTY)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        line = process.stdout.readline()
        if needle in line:
            return line
        if not line and process.poll() is not None:
            break
    raise AssertionError(f"never saw {needle!r}")


def start(*args) -> subprocess.Popen:
    return subprocess.Popen([PYTHON, str(ROOT / "train_tiny.py"), *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)


def test_killed_run_leaves_previous_weights_loadable(trained, tmp_path, capsys):
    corpus, out, _ = trained
    out_copy = tmp_path / "weights"
    out_copy.mkdir()
    for p in out.iterdir():
        if p.is_file():  # (the snapshots folder is not needed here)
            (out_copy / p.name).write_bytes(p.read_bytes())
    before = {p.name: p.read_bytes() for p in out_copy.iterdir()}
    process = start("--corpus", corpus, "--out", out_copy, *TINY, "--steps", "100000", "--seed", "1",
                    "--eval-every", "5")
    try:
        wait_for_line(process, "held-out loss")  # training, and a checkpoint has been written
    finally:
        process.kill()  # SIGKILL: no handler runs
        process.communicate()
    for name, data in before.items():  # the published files are untouched ...
        assert (out_copy / name).read_bytes() == data
    for kind in ("gpt", "bert", "t5"):  # ... and load
        models.load(out_copy / f"{kind}.safetensors")
    # The unfinished run is kept: a new run refuses to overwrite it, and --resume is offered.
    assert (out_copy / "checkpoints" / "run.json").exists()
    assert train_tiny.main(["--corpus", str(corpus), "--out", str(out_copy), *TINY, "--steps", "40"]) == 2
    assert "--resume" in capsys.readouterr().err


def test_ctrl_c_then_resume_equals_an_uninterrupted_run(trained, tmp_path):
    """The module's run is the uninterrupted one; the same flags again, stopped by Ctrl-C once GPT-2 and BERT are
    done and T5 has begun, then resumed, give the same three models bit for bit."""
    corpus, straight, _ = trained
    flags = ["--corpus", corpus, *TINY, "--steps", "40"]
    process = start(*flags, "--out", tmp_path / "resumed")
    try:
        wait_for_line(process, "t5 ")  # the first progress line of t5: interrupt mid-way through the last model
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130, stderr
    assert "--resume" in stdout
    assert (tmp_path / "resumed" / "checkpoints" / "t5.resume.safetensors").exists()
    assert not (tmp_path / "resumed" / "t5.safetensors").exists()  # nothing published yet

    resumed = run(*flags, "--out", tmp_path / "resumed", "--resume")
    assert resumed.returncode == 0, resumed.stderr
    resumed_at = re.search(r"t5: resuming at step (\d+)", resumed.stdout)
    assert resumed_at and 0 < int(resumed_at.group(1)) < 40, resumed.stdout  # it went on, not from the start
    assert all(f"{kind}: already trained by the run being resumed" in resumed.stdout for kind in ("gpt", "bert"))
    logs = [json.loads((d / "train_log.json").read_text()) for d in (straight, tmp_path / "resumed")]
    for kind in ("gpt", "bert", "t5"):
        a, b = (log["models"][kind] for log in logs)
        assert a["metrics"] == b["metrics"]
        assert a["train_loss"] == b["train_loss"] and a["valid_loss"] == b["valid_loss"]
        ta, tb = (tensors(d / f"{kind}.safetensors") for d in (straight, tmp_path / "resumed"))
        assert all(torch.equal(ta[k], tb[k]) for k in ta)
    assert not (tmp_path / "resumed" / "checkpoints").exists()  # cleaned up once published


# -- distributed -------------------------------------------------------------------------------------------------------


def test_two_process_ddp_keeps_replicas_identical_and_learns(tmp_path):
    corpus = write_corpus(tmp_path / "corpus.txt")
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    result = subprocess.run(
        [PYTHON, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2", str(ROOT / "train_tiny.py"),
         "--corpus", str(corpus), "--out", str(tmp_path / "out"), *TINY, "--steps", "40", "--models", "gpt", "bert"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    log = json.loads((tmp_path / "out" / "train_log.json").read_text())
    assert log["world_size"] == 2
    for kind in ("gpt", "bert"):
        entry = log["models"][kind]
        assert len(entry["replica_sha256"]) == 2 and len(set(entry["replica_sha256"])) == 1
        assert sum(entry["train_loss"][-5:]) < sum(entry["train_loss"][:5])
        models.load(tmp_path / "out" / f"{kind}.safetensors")


# -- small pure pieces -------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def budget_run(tmp_path_factory):
    """One run of two models under --time-budget 2 (seconds per model); the two tests below read it."""
    tmp = tmp_path_factory.mktemp("budget")
    corpus = write_corpus(tmp / "corpus.txt")
    result = run("--corpus", corpus, "--out", tmp / "out", *TINY, "--models", "gpt", "bert", "--time-budget", "2")
    assert result.returncode == 0, result.stderr
    return result, json.loads((tmp / "out" / "train_log.json").read_text())


def test_time_budget_stops_training(budget_run):
    _, log = budget_run
    for kind in ("gpt", "bert"):
        assert 1.9 < log["models"][kind]["train_seconds"] < 4, kind


def test_progress_follows_the_time_budget(budget_run):
    """Under --time-budget the bar counts seconds of the budget, not steps it cannot know, and the ETA is the whole
    run's: this model's time left plus a budget for each model still to train (never negative)."""
    result, _ = budget_run
    bars = [line for line in result.stdout.splitlines() if "run ETA" in line]
    gpt_bars = [line for line in bars if line.startswith("gpt ")]
    assert gpt_bars and all("/0:02 " in line for line in bars)
    assert "ETA -" not in result.stdout
    first_eta = gpt_bars[0].split("run ETA ")[1]  # at the first step: about 2 s of gpt plus 2 s of bert
    assert first_eta in ("0:03", "0:04")


@pytest.mark.parametrize("size", ["quick", "full"])
def test_presets_fit_the_10_mb_weight_limit(size):
    args = train_tiny.parse_args(["--size", size])
    tok = SimpleNamespace(vocab_size=SIZES[size]["vocab_size"], pad_id=0, cls_id=1, sep_id=2, mask_id=3, eos_id=5,
                          special_ids=set(range(106)), sentinel_ids=list(range(6, 106)),
                          id_to_token=lambda i: "Ġw")  # what make_recipe reads
    for kind in ("gpt", "bert", "t5"):
        recipe = make_recipe(kind, tok, args)
        n_params = sum(p.numel() for p in recipe.model_class(recipe.config).parameters())
        assert n_params * runfiles.STORAGE_DTYPE.itemsize <= 10_000_000, (size, kind, n_params)


def test_hold_out_split_is_stable():
    docs = [f"document number {i}" for i in range(200)]
    train, held_out = hold_out_by_hash(docs)
    assert 10 <= len(held_out) <= 30 and not set(train) & set(held_out) and len(train) + len(held_out) == 200
    assert hold_out_by_hash(list(reversed(docs)))[1] == list(reversed(held_out))  # order-free
    more = docs + [f"another document {i}" for i in range(50)]
    assert set(hold_out_by_hash(more)[1]) & set(docs) == set(held_out)  # old documents stay put
    assert hold_out_by_hash(["a", "b"])[1] and hold_out_by_hash(["a", "b"])[0]


@pytest.mark.parametrize("module", [train_tiny, corpus, evaluate, loop, progress, recipes, runfiles, user_metrics])
def test_docstring_examples(module):
    assert doctest.testmod(module).failed == 0
