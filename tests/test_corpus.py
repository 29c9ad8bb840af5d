"""The bundled corpus: assembled byte for byte from the prose texts, varied enough to teach English rather than a
generator's habits, and kept apart from the probes that measure the models."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
sys.path.insert(0, str(DATA))
sys.path.insert(0, str(DATA / "prose"))
import figures  # noqa: E402
import make_corpus  # noqa: E402

from training.user_metrics import read_gpt_probe, read_probe  # noqa: E402

PROBE_RUN = 7  # a probe sentence may share at most 6 words in a row with the training text


@pytest.fixture(scope="module")
def train_docs():
    return make_corpus.read_docs(DATA / "train.txt")


def test_the_corpus_is_assembled_byte_for_byte_from_the_texts(tmp_path):
    """data/make_corpus.py writes data/train.txt and data/valid.txt byte for byte, in a fresh process."""
    subprocess.run([sys.executable, str(DATA / "make_corpus.py"), "--out", str(tmp_path)], check=True,
                   capture_output=True, env={"PYTHONHASHSEED": "12345", "PATH": ""})
    for name in ("train.txt", "valid.txt"):
        assert (tmp_path / name).read_bytes() == (DATA / name).read_bytes(), name


def test_the_corpus_figures(train_docs):
    """The issue's floor for varied prose: at least 4 MB of training text; at most 3% of word positions start a
    6-word sequence seen 5+ times (the templated corpus: 30.1%); at least 90% of 6-word sequences distinct
    (58.1%); at least 90% of the vocabulary list used 20+ times."""
    fig = figures.figures(train_docs)
    assert fig["bytes"] >= 4_000_000, fig
    assert fig["repeated_6gram_share"] <= 0.03, fig
    assert fig["distinct_6gram_share"] >= 0.90, fig
    assert fig["vocabulary_size"] >= 1900 and fig["vocabulary_used_share"] >= 0.90, fig


def test_the_figures_catch_a_templated_text():
    """The same measures on a small templated text: repetition high, distinct sequences low (so the figure test
    above can fail)."""
    docs = [f"Here is a note about the {thing}. We saw the {thing} on the way home from school today and it "
            f"was very nice." for thing in ["cat", "dog", "bus", "tree", "boat", "kite", "cake"] * 6]
    fig = figures.figures(docs, vocabulary=["cat", "dog", "zebra"])
    assert fig["repeated_6gram_share"] > 0.5 and fig["distinct_6gram_share"] < 0.5
    assert fig["vocabulary_used_share"] == 0.0 and fig["documents"] == len(docs)


def test_held_out_documents_are_not_in_training(train_docs):
    valid = make_corpus.read_docs(DATA / "valid.txt")
    assert len(valid) >= 100 and not set(valid) & set(train_docs)


def word_runs(words: list[str], n: int) -> set[str]:
    return {" ".join(words[i:i + n]) for i in range(len(words) - n + 1)}


def test_no_probe_sentence_shares_seven_words_in_a_row_with_the_training_text(train_docs):
    """A probe figure can't be bought by copying: no GPT probe sentence, and no BERT/T5 probe sentence with any of
    its answers in the blank, shares a run of 7 or more words with the training text."""
    runs = set()
    for doc in train_docs:
        runs |= word_runs(figures.words_of(doc), PROBE_RUN)
    sentences = read_gpt_probe() + [s.replace("___", a) for s, answers in read_probe() for a in answers]
    shared = [(s, r) for s in sentences for r in word_runs(figures.words_of(s), PROBE_RUN) if r in runs]
    assert not shared, shared[:5]


@pytest.mark.parametrize("content, message", [
    (b"A fine text that goes on long enough to count as a document. " * 5 + b"\n\n\xff\xfe bad bytes\n",
     "line 3: not UTF-8"),
    ("A text with a tab\there, long enough to be a document. ".encode() * 5, "line 1: a control"),
    (b"First text, long enough to count as a document of the corpus. " * 5 + b"\n\n\n" +
     b"Second text, long enough to count as a document of the corpus. " * 5 + b"\n", "line 3: an empty document"),
    (b"Too short.\n", "line 1: a document of 10 characters"),
    (b"Windows line ends, long enough to count as a document of the corpus. " * 5 + b"\r\n", "carriage return"),
])
def test_a_text_that_breaks_the_format_stops_the_assembly_naming_file_and_line(tmp_path, content, message):
    (tmp_path / "01_001.txt").write_bytes(content)
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, str(DATA / "make_corpus.py"), "--texts", str(tmp_path), "--out",
                             str(out)], capture_output=True, text=True)
    assert result.returncode != 0 and "01_001.txt" in result.stderr and message in result.stderr, result.stderr
    assert not out.exists() or not any(out.iterdir())  # nothing written
