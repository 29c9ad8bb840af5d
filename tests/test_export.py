"""python -m training.export: transformers folders that transformers, its pipelines and the playground run exactly as
our models, written all or nothing, with one-line errors.

Every comparison is between our model and its export, so the tests hold for whatever weights are in weights/.
"""

import inspect
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest
import torch

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import transformers  # noqa: E402
from huggingface_hub import ModelCard  # noqa: E402

import models  # noqa: E402
from app_process import ROOT, start_app  # noqa: E402
from models import MODEL_KINDS, WEIGHTS_DIR  # noqa: E402
from models.hf_folder import GENERATION, load_pretrained  # noqa: E402
from models.metrics import METRICS, format_metric  # noqa: E402
from models.tasks import infill_stop_ids  # noqa: E402
from models.tokenizer import EOS_ID, MASK_ID, PAD_ID, train_tokenizer  # noqa: E402
from playground import inference, model_card, model_store  # noqa: E402
from training import export  # noqa: E402
from training.recipes import SIZES, training_window  # noqa: E402

AUTO = {"gpt": transformers.AutoModelForCausalLM, "bert": transformers.AutoModelForMaskedLM,
        "t5": transformers.AutoModelForSeq2SeqLM}
SENTENCE = "The old miller lived by the river, and every morning he walked to the mill."
FILES = {"config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
         "README.md"}


@pytest.fixture(scope="module")
def ours():
    """The models of weights/, loaded as the playground loads them."""
    store = model_store.ModelStore(WEIGHTS_DIR)
    broken = {kind: error for kind, error in store.load().items() if error}
    if broken:
        pytest.fail(f"these tests export {WEIGHTS_DIR}, which is broken: {broken}; run `python train_tiny.py`.")
    return {kind: store.get(kind) for kind in MODEL_KINDS}


@pytest.fixture(scope="module")
def exported(ours, tmp_path_factory):
    out = tmp_path_factory.mktemp("export") / "tiny"
    assert export.main([str(WEIGHTS_DIR), "--out", str(out)]) == 0
    return out


# ---------------------------------------------------------------------------------------------------------------------
# The folders: files, model card, and our models back from them
# ---------------------------------------------------------------------------------------------------------------------


def test_each_folder_holds_what_transformers_and_the_hub_read(exported, ours):
    assert {p.name for p in exported.iterdir()} == {"gpt", "bert", "t5", "train_log.json"}
    for kind, model in ours.items():
        folder = exported / kind
        names = {p.name for p in folder.iterdir()}
        assert names == FILES | ({"generation_config.json"} if kind in ("gpt", "t5") else set())
        specials = json.loads((folder / "special_tokens_map.json").read_text())
        assert specials["pad_token"] == "[PAD]" and specials["mask_token"] == "[MASK]"
        assert specials["eos_token"] == "[EOS]" and specials["cls_token"] == "[CLS]"
        assert [f"<extra_id_{i}>" for i in range(100)] == specials["additional_special_tokens"][:100]
        card = ModelCard.load(folder / "README.md")  # the Hub's own parser of the front matter
        assert card.data.license == "mit" and card.data.library_name == "transformers"
        assert card.data.pipeline_tag == export.CARDS[kind]["pipeline_tag"] and "tiny" in card.data.tags
        log = json.loads((exported / "train_log.json").read_text())
        assert f"{models.parameter_count(model):,}" in card.text
        assert f"```bash\n{export.train_command(model, log)}\n```" in card.text
        metrics = json.loads(model.metadata["metrics"])
        baselines = json.loads(model.metadata["baselines"])
        for key in metrics.keys() & METRICS.keys():
            assert format_metric(key, metrics[key]) in card.text
            if key in baselines:
                assert format_metric(key, baselines[key]) in card.text


def test_the_folders_read_back_as_the_same_models(exported, ours):
    for kind, model in ours.items():
        back = load_pretrained(exported / kind)
        assert back.config == model.config and back.metadata == model.metadata
        assert back.tokenizer.sha256 == model.tokenizer.sha256 == model.metadata["tokenizer_sha256"]
        mine, theirs = model.state_dict(), back.state_dict()
        assert mine.keys() == theirs.keys() and all(torch.equal(mine[n], theirs[n]) for n in mine)


def test_the_generation_settings_are_the_playgrounds_defaults():
    defaults = {name: p.default for name, p in inspect.signature(inference.generate_stream).parameters.items()}
    assert {k: v for k, v in GENERATION["gpt"].items() if k != "do_sample"} == {
        k: defaults[k] for k in ("temperature", "top_k", "top_p", "repetition_penalty", "max_new_tokens")}
    assert GENERATION["t5"]["max_new_tokens"] == inspect.signature(inference.infill).parameters[
        "max_new_tokens"].default


def test_the_train_command_names_only_what_differs_from_the_defaults():
    def model(kind, **training):
        return type("M", (), dict(kind=kind, metadata={"seed": "3", "training": json.dumps(training)}))()

    gpt = model("gpt", size="quick", steps=77, batch_size=32, window=129, precision="fp32", world_size=2)
    assert export.train_command(gpt, {"vocab_size": 8192}) == (
        "torchrun --nproc_per_node=2 train_tiny.py --size quick --steps 77 --seed 3 --precision fp32")
    full_t5_steps = SIZES["full"]["t5"]["steps"]  # the preset's own count, so the command leaves it out
    t5 = model("t5", size="full", steps=full_t5_steps, batch_size=64, window=training_window("t5", 48),
               precision="bf16")
    log = {"vocab_size": 4096, "corpus": {"files": ["notes.txt"], "held_out": "3 of 40 documents held out by hash"}}
    assert export.train_command(t5, log) == (
        "python train_tiny.py --corpus notes.txt --vocab-size 4096 --context 48 --seed 3 --precision bf16")


# ---------------------------------------------------------------------------------------------------------------------
# transformers on the exported folders: the same logits, tokens, pipelines and generation as ours
# ---------------------------------------------------------------------------------------------------------------------


TEXTS = {"gpt": SENTENCE, "bert": "The miller [MASK] by the river.", "t5": "The miller <extra_id_0> river."}


def our_input_ids(kind, model) -> list[int]:
    """What the playground feeds each model for TEXTS[kind]."""
    if kind == "gpt":
        return [EOS_ID] + model.tokenizer.encode(TEXTS[kind])
    if kind == "bert":
        return inference.bert_input_ids(model, TEXTS[kind])
    return inference.encode_with_markers(model.tokenizer, TEXTS[kind]) + [EOS_ID]


@pytest.mark.parametrize("kind", MODEL_KINDS)
@torch.no_grad()
def test_transformers_loads_each_folder_with_every_weight_and_our_logits(exported, ours, kind):
    hf, info = AUTO[kind].from_pretrained(exported / kind, output_loading_info=True)
    assert type(hf).__name__ == models.hf.hf_config_dict(ours[kind])["architectures"][0]
    assert not info["missing_keys"] and not info["unexpected_keys"] and not info["mismatched_keys"]
    inputs = dict(transformers.AutoTokenizer.from_pretrained(exported / kind)(TEXTS[kind], return_tensors="pt"))
    ids = torch.tensor([our_input_ids(kind, ours[kind])])
    assert torch.equal(inputs["input_ids"], ids)
    tok = ours[kind].tokenizer
    decoder = {"decoder_input_ids": torch.tensor([[PAD_ID, tok.sentinel_id(0)] + tok.encode(" lived by the")])} \
        if kind == "t5" else {}
    mine = ours[kind](ids, **decoder).logits
    theirs = hf.eval()(**inputs, **decoder).logits  # as a transformers user calls it: the tokenizer's whole output
    assert mine.abs().max() > 1.0
    torch.testing.assert_close(theirs, mine, atol=1e-4, rtol=0)


@pytest.mark.parametrize("kind", MODEL_KINDS)
def test_the_tokenizer_encodes_as_ours_with_markers_as_single_tokens(exported, ours, kind):
    hf = transformers.AutoTokenizer.from_pretrained(exported / kind)
    tok = ours[kind].tokenizer
    text = "Héllo 🙂, the fox ran\n  home [EOS] twice."
    assert hf(text, add_special_tokens=False).input_ids == tok.encode(text)
    assert hf.decode(tok.encode(text)) == text
    marked = "The cat sat on the [MASK], and <extra_id_0> the <extra_id_99>."
    expected = inference.encode_with_markers(tok, marked)
    assert MASK_ID in expected and tok.sentinel_id(0) in expected and tok.sentinel_id(99) in expected
    added = {"gpt": ([EOS_ID], []), "bert": ([tok.cls_id], [tok.sep_id]), "t5": ([], [EOS_ID])}[kind]
    assert hf(marked).input_ids == added[0] + expected + added[1]
    assert hf.mask_token_id == MASK_ID and hf.pad_token_id == PAD_ID and hf.eos_token_id == EOS_ID
    for i in (0, 57, 99):
        assert hf.convert_tokens_to_ids(f"<extra_id_{i}>") == tok.sentinel_id(i)
        assert f"<extra_id_{i}>" in hf.all_special_tokens


def test_fill_mask_pipeline_gives_the_playgrounds_top_5(exported, ours):
    fill = transformers.pipeline("fill-mask", model=str(exported / "bert"))
    for text in ("The cat sat on the [MASK].", "Every morning the miller walked to the [MASK] by the river."):
        mine = inference.fill_mask(ours["bert"], text, top_k=5).predictions[0]
        theirs = fill(text, top_k=5)
        assert [p["token"] for p in theirs] == [p["token"] for p in mine]
        assert [p["token_str"] for p in theirs] == [p["token_str"] for p in mine]
        assert [p["score"] for p in theirs] == pytest.approx([p["score"] for p in mine], abs=2e-6)


def test_text_generation_pipeline_writes_our_greedy_text(exported, ours):
    """Greedy with the repetition penalty both sides take by default (generation_config.json: the playground's)."""
    generate = transformers.pipeline("text-generation", model=str(exported / "gpt"))
    mine = inference.generate(ours["gpt"], "Once upon a time", max_new_tokens=25, temperature=0).text
    assert generate("Once upon a time", do_sample=False, max_new_tokens=25)[0]["generated_text"] == mine


@torch.no_grad()
def test_t5_generate_writes_the_playgrounds_infill_target(exported, ours):
    hf_tok = transformers.AutoTokenizer.from_pretrained(exported / "t5")
    hf = transformers.AutoModelForSeq2SeqLM.from_pretrained(exported / "t5").eval()
    for text in ("The dog wagged its <extra_id_0>.", "I have a sore <extra_id_0> and a <extra_id_1> nose."):
        mine = inference.infill(ours["t5"], text)
        ids = hf_tok(text, return_tensors="pt").input_ids
        stop = infill_stop_ids(ours["t5"].tokenizer, ids[0].tolist())  # as infill stops
        out = hf.generate(ids, do_sample=False, eos_token_id=stop)  # max_new_tokens: generation_config.json's
        assert hf_tok.decode(out[0, 1:]) == mine.target


def test_the_usage_snippets_in_the_cards_run(exported, capsys):
    outputs = []
    for kind in MODEL_KINDS:  # exec: the card's own text is the code under test
        exec((exported / kind / "README.md").read_text().split("```python\n")[1].split("```")[0], {})
        outputs.append(capsys.readouterr().out)
    assert "After school, my sister and I" in outputs[0] and "'token_str'" in outputs[1] and "<extra_id_0>" in outputs[2]


# ---------------------------------------------------------------------------------------------------------------------
# The playground on an exported folder: every view as on weights/
# ---------------------------------------------------------------------------------------------------------------------


def test_writing_and_serving_an_export_need_no_transformers(ours, tmp_path):
    out = tmp_path / "shared"
    code = ("import sys; sys.modules['transformers'] = None\n"  # any import of transformers now fails
            "from training import export; from playground import model_store\n"
            f"assert export.main([{str(WEIGHTS_DIR)!r}, '--out', {str(out)!r}]) == 0\n"
            f"print(model_store.ModelStore({str(out)!r}).load())")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().endswith("{'gpt': None, 'bert': None, 't5': None}")


def test_the_playground_functions_give_the_same_results_on_an_export(exported, ours, monkeypatch):
    monkeypatch.setenv("PLAYGROUND_WEIGHTS_DIR", str(exported))
    store = model_store.ModelStore()  # the folder from $PLAYGROUND_WEIGHTS_DIR, as the app finds it
    assert store.load() == {"gpt": None, "bert": None, "t5": None}
    gpt, bert, t5 = (store.get(kind) for kind in MODEL_KINDS)
    sampled = dict(max_new_tokens=12, temperature=0.9, top_k=40, top_p=0.95, seed=3)
    mine, theirs = (inference.generate(m, "Once upon a time", **sampled) for m in (ours["gpt"], gpt))
    assert theirs.text == mine.text and theirs.steps == mine.steps
    assert inference.fill_mask(bert, "The cat is a [MASK].").predictions == \
        inference.fill_mask(ours["bert"], "The cat is a [MASK].").predictions
    mine, theirs = (inference.infill(m, "The dog wagged its ___.") for m in (ours["t5"], t5))
    assert (theirs.target, theirs.filled) == (mine.target, mine.filled)
    for name, attention in mine.attention.items():
        assert (theirs.attention[name].weights == attention.weights).all()
    mine, theirs = (inference.corrupt(m, SENTENCE, seed=1) for m in (ours["t5"], t5))
    assert (theirs.corrupted, theirs.reconstruction.target) == (mine.corrupted, mine.reconstruction.target)


def test_the_model_tab_shows_the_same_for_an_export(exported, ours, monkeypatch):
    from playground import handlers
    tabs = []
    for folder in (WEIGHTS_DIR, exported):
        monkeypatch.setattr(handlers, "MODELS", model_store.ModelStore(folder))
        tabs.append(handlers.model_tab())
    weights_tab, export_tab = tabs
    assert export_tab[0].replace(str(exported), "FOLDER") == weights_tab[0].replace(str(WEIGHTS_DIR), "FOLDER")
    assert "not available" not in export_tab[0]
    assert export_tab[1:10] == weights_tab[1:10]  # per model: architecture, parameter rows, config
    assert export_tab[10] == weights_tab[10] == model_card.metric_rows(ours) and export_tab[10]  # the metrics
    assert export_tab[11] == weights_tab[11]  # training rows
    curves = [t for t in export_tab[12].data if t.name != "kept weights"]  # (and a star where the log names one)
    assert len(curves) == 2 * 3  # the curves: training and held-out loss of each model
    assert export_tab[12].to_json() == weights_tab[12].to_json()
    assert export_tab[13:] == weights_tab[13:]  # the banners, hidden


def test_the_real_server_serves_an_exported_folder(exported, ours, tmp_path):
    from gradio_client import Client
    app = start_app(tmp_path / "app.log", PLAYGROUND_WEIGHTS_DIR=str(exported))
    try:
        client = Client(app.url, verbose=False, download_files=False)
        text = client.predict("Once upon a time", 15, 0.0, 40, 0.95, 1.1, 0, api_name="/generate")[0]
        assert text == inference.generate(ours["gpt"], "Once upon a time", max_new_tokens=15, temperature=0).text
        predictions = client.predict("The badger is a wild [MASK].", 5, api_name="/fill_mask")[2]
        expected = inference.fill_mask(ours["bert"], "The badger is a wild [MASK].").predictions[0]
        assert [p["token"] for p in predictions] == [p["token"] for p in expected]
        assert [p["score"] for p in predictions] == pytest.approx([p["score"] for p in expected], abs=2e-6)
        _, encoder_input, target, plot = client.predict("The dog wagged its ___.", 40, api_name="/infill")
        expected = inference.infill(ours["t5"], "The dog wagged its ___.")
        assert (encoder_input, target) == (expected.input_text, expected.target) and plot["type"] == "plotly"
        client.close()
    finally:
        app.stop()


# ---------------------------------------------------------------------------------------------------------------------
# All or nothing, and one-line errors
# ---------------------------------------------------------------------------------------------------------------------


def kill_while_writing(out, *extra):
    """Start an export and SIGKILL it as soon as it has begun writing its hidden folder."""
    process = subprocess.Popen([sys.executable, "-m", "training.export", str(WEIGHTS_DIR), "--out", str(out), *extra],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while not any(out.parent.glob(f".{out.name}.partial-*/gpt/*")) and not any(out.glob("gpt/*")):
        assert process.poll() is None and time.time() < deadline, "the export never started writing"
        time.sleep(0.002)
    process.send_signal(signal.SIGKILL)
    assert process.wait() == -signal.SIGKILL


def test_a_killed_export_leaves_no_half_folder(ours, tmp_path):
    out = tmp_path / "shared"
    kill_while_writing(out)
    assert not out.exists() and list(tmp_path.glob(".shared.partial-*"))  # the partial folder, hidden
    assert export.main([str(WEIGHTS_DIR), "--out", str(out)]) == 0
    assert {p.name for p in out.iterdir()} == {"gpt", "bert", "t5", "train_log.json"}
    assert not list(tmp_path.glob(".shared.*"))  # the next export cleared what the killed one left
    (out / "note.txt").write_text("an earlier export")
    kill_while_writing(out, "--force")  # replacing: the earlier export stays whole until the new one is complete
    assert (out / "note.txt").exists() and load_pretrained(out / "t5").config == ours["t5"].config
    assert export.main([str(WEIGHTS_DIR), "--out", str(out), "--force"]) == 0
    assert not (out / "note.txt").exists() and not list(tmp_path.glob(".shared.*"))


def broken_weights(tmp_path, what):
    folder = tmp_path / "weights"
    folder.mkdir()
    for name in ("gpt.safetensors", "bert.safetensors", "t5.safetensors", "tokenizer.json"):
        shutil.copy(WEIGHTS_DIR / name, folder / name)
    if what == "missing model":
        (folder / "t5.safetensors").unlink()
    else:  # another run's tokenizer
        train_tokenizer(["the miller and the river " * 20], vocab_size=400).save(folder / "tokenizer.json")
    return folder


@pytest.mark.parametrize("case, message", [
    ("no weights", r"nowhere is not a folder; pass the folder train_tiny\.py wrote"),
    ("missing model", r"t5\.safetensors: no such checkpoint; export a folder train_tiny\.py wrote completely"),
    ("other tokenizer", r"tokenizer\.json: has \d+ tokens but gpt\.safetensors was trained with [\d,]+, so they come"),
    ("out not empty", r"already exists and is not empty; choose another --out, or add --force to replace it\."),
    ("out is the weights", r"holds the weights being exported; choose another folder\."),
    ("out under a file", r"cannot write .*a_file \(.*\); choose an --out folder you can write to"),
])
def test_bad_input_gets_one_line_and_exit_code_2(ours, tmp_path, capsys, case, message):
    weights, out = WEIGHTS_DIR, tmp_path / "out"
    if case == "no weights":
        weights = tmp_path / "nowhere"
    elif case in ("missing model", "other tokenizer"):
        weights = broken_weights(tmp_path, case)
    elif case == "out not empty":
        out.mkdir()
        (out / "keep.txt").write_text("mine")
    elif case == "out is the weights":
        out = WEIGHTS_DIR
    else:
        (tmp_path / "a_file").write_text("")
        out = tmp_path / "a_file" / "out"
    assert export.main([str(weights), "--out", str(out)]) == 2
    stdout, stderr = capsys.readouterr()
    assert stdout == "" and stderr.count("\n") == 1 and stderr.startswith("training.export: error: "), stderr
    assert re.search(message, stderr), stderr
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []  # nothing half-written
    if case == "out not empty":
        assert [p.name for p in out.iterdir()] == ["keep.txt"]


def test_the_command_line_exits_with_2_and_no_traceback(tmp_path):
    run = subprocess.run([sys.executable, "-m", "training.export", str(tmp_path / "nowhere"), "--out",
                          str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and run.stdout == "" and "Traceback" not in run.stderr
    assert run.stderr == (f"training.export: error: {tmp_path / 'nowhere'} is not a folder; pass the folder "
                          "train_tiny.py wrote (default: weights/), or run `python train_tiny.py` first.\n")
    assert not (tmp_path / "out").exists()
