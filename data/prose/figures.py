"""The prose corpus's figures: how much text, how varied, how much of the vocabulary list it uses.

Used by data/make_corpus.py --stats, by data/prose/check.py while the texts are written, and by tests/.
Words are lowercase runs of letters (with an inner apostrophe: "don't"); word sequences never cross documents.
"""

import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VOCABULARY_FILE = HERE / "vocabulary.txt"
WORD_RE = re.compile(r"[a-zà-öø-ÿ]+(?:'[a-z]+)?")
NGRAM = 6  # the length of the word sequences counted for repetition
REPEATED = 5  # a sequence seen this many times or more counts as repeated
WELL_USED = 20  # a vocabulary word used this many times or more counts as used


def words_of(text: str) -> list[str]:
    return WORD_RE.findall(text.lower())


def read_documents(path) -> list[str]:
    """The documents of a corpus-format file (texts separated by a blank line), unchecked: make_corpus.py checks."""
    with open(path, encoding="utf-8") as f:
        return [d for d in f.read().strip("\n").split("\n\n") if d.strip()]


def read_texts(folder: Path = HERE / "texts") -> list[str]:
    """Every document of the *.txt files in folder, in file-name order."""
    return [d for path in sorted(folder.glob("*.txt")) for d in read_documents(path)]


def read_vocabulary(path: Path = VOCABULARY_FILE) -> dict[str, list[str]]:
    """{theme: [words]} from the vocabulary list ('## theme' headings, words separated by spaces)."""
    themes: dict[str, list[str]] = {}
    theme = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            theme = line[3:].strip()
            themes[theme] = []
        elif line.strip() and not line.startswith("#"):
            themes[theme].extend(w for w in line.split() if w not in themes[theme])
    return themes


def vocabulary_words(path: Path = VOCABULARY_FILE) -> list[str]:
    """Every word of the list once, in the order of first appearance."""
    return list(dict.fromkeys(w for words in read_vocabulary(path).values() for w in words))


def ngram_counts(docs: list[list[str]], n: int = NGRAM) -> Counter:
    counts: Counter = Counter()
    for words in docs:
        counts.update(tuple(words[i:i + n]) for i in range(len(words) - n + 1))
    return counts


class Counts:
    """The documents read once: every 6-word sequence's count and every word's, for the measures below."""

    def __init__(self, docs: list[str]):
        tokenised = [words_of(d) for d in docs]
        self.ngrams = ngram_counts(tokenised)
        self.words = Counter(w for words in tokenised for w in words)


def figures(docs: list[str], vocabulary: list[str] | None = None, counts: Counts | None = None) -> dict:
    """Size, different words, repetition of 6-word sequences and use of the vocabulary list, for documents."""
    counts = counts or Counts(docs)
    positions = sum(counts.ngrams.values())
    repeated_positions = sum(c for c in counts.ngrams.values() if c >= REPEATED)
    word_counts = counts.words
    vocabulary = vocabulary_words() if vocabulary is None else vocabulary
    well_used = [w for w in vocabulary if word_counts[w] >= WELL_USED]
    return dict(
        bytes=sum(len(d.encode("utf-8")) for d in docs) + 2 * max(len(docs) - 1, 0) + 1,
        documents=len(docs),
        words=sum(word_counts.values()),
        different_words=len(word_counts),
        repeated_6gram_share=repeated_positions / max(positions, 1),
        distinct_6gram_share=len(counts.ngrams) / max(positions, 1),
        vocabulary_size=len(vocabulary),
        vocabulary_used_share=len(well_used) / max(len(vocabulary), 1),
    )


def most_repeated(docs: list[str], top: int = 40, counts: Counts | None = None) -> list[tuple[str, int]]:
    counts = counts or Counts(docs)
    return [(" ".join(g), c) for g, c in counts.ngrams.most_common(top) if c >= REPEATED]


def under_used(docs: list[str], vocabulary: list[str] | None = None,
               counts: Counts | None = None) -> list[tuple[str, int]]:
    """The vocabulary words used fewer than WELL_USED times, fewest first."""
    word_counts = (counts or Counts(docs)).words
    vocabulary = vocabulary_words() if vocabulary is None else vocabulary
    return sorted(((w, word_counts[w]) for w in vocabulary if word_counts[w] < WELL_USED), key=lambda x: x[1])
