#!/usr/bin/env python3
"""While writing: the figures of every text written so far, and the 6-word sequences that repeat too often.

    python data/prose/check.py                 # all of data/prose/texts/
    python data/prose/check.py FILE [FILE ...] # also: which of the repeated sequences these files use
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from figures import Counts, figures, most_repeated, read_documents, read_texts, under_used, words_of  # noqa: E402


def main(argv):
    docs = read_texts()
    counts = Counts(docs)  # read once for all three measures (a check runs after every file a writer adds)
    fig = figures(docs, counts=counts)
    print("whole corpus so far: " + "  ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}"
                                              for k, v in fig.items()))
    repeated = most_repeated(docs, top=60, counts=counts)
    print("most repeated 6-word sequences (avoid these):")
    for g, c in repeated[:60]:
        print(f"  {c:4d}  {g}")
    for name in argv:
        mine = " ".join(" ".join(words_of(d)) for d in read_documents(name))
        hits = [(g, c) for g, c in repeated if g in mine]
        print(f"{name}: {len(hits)} of those sequences used" + (": " + "; ".join(g for g, _ in hits[:20]) if hits else ""))
    low = under_used(docs, counts=counts)
    print(f"vocabulary words used under 20 times: {len(low)}; some: " + ", ".join(w for w, _ in low[:80]))


if __name__ == "__main__":
    main(sys.argv[1:])
