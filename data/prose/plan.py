#!/usr/bin/env python3
"""Draw what each text of the prose corpus is about, the way TinyStories was made: a theme, three words from the
vocabulary list (two of the theme's, one from anywhere), a form, a feature and a first name, at random.

The plan only chooses what a text is about; every text is then written by hand (by a person or a language model
writing for this project), never assembled by code. One fixed seed per batch: the plans are the same on every run.

    python data/prose/plan.py --batch 3 --texts 720     # writes data/prose/plans/03.txt
    python data/prose/plan.py --batch 9 --texts 300 --under-used
        # a top-up batch: all three words drawn from the list's words that the texts so far use under 20 times
        # (so that the whole covers the list); the theme is the first word's
"""

import argparse
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from figures import read_vocabulary  # noqa: E402

FORMS = [
    "a short story", "a short story", "a short story", "a story told by one of its people (I, me)",
    "a dialogue (mostly speech, with a few lines of what people do)", "a letter to a friend or relative",
    "a diary entry", "a description of a place or a thing", "instructions with numbered steps",
    "a recipe with what you need and what to do", "a short explanation for a child who asked why",
    "a piece of news from a village or a school newsletter", "an email between neighbours or colleagues",
    "a note left on a kitchen table", "a phone call, written as speech", "a fable with animals",
    "a postcard from a trip", "a short talk given to a class", "questions and answers",
    "a review of a shop, a meal, a book or a day out", "a list of tips with a sentence or two each",
    "a memory from long ago, told by an old person", "a conversation in a shop or a cafe",
]
FEATURES = [
    "a twist at the end", "a bad ending", "a happy ending", "a lesson someone learns", "a problem that gets solved",
    "a misunderstanding", "a funny mistake", "a surprise", "someone says sorry", "a change of weather",
    "a comparison of two things", "numbers, times or prices that matter", "a question and its answer",
    "a small argument", "someone helps a stranger", "something is lost and found", "a first time",
    "a plan that goes wrong", "a secret", "a wish", "plain facts and no plot", "a kind act", "a long wait",
    "a race against time", "a decision", "a memory", "a promise kept", "a promise broken", "nothing goes wrong",
]


def read_names():
    lines = (HERE / "names.txt").read_text(encoding="utf-8").splitlines()
    return [n for line in lines if not line.startswith("#") for n in line.split()]


def plan(batch: int, texts: int, under_used: list[str] | None = None) -> list[str]:
    rng = random.Random(1000 + batch)
    themes = read_vocabulary()
    every_word = sorted({w for words in themes.values() for w in words})
    theme_of = {w: t for t, words in reversed(themes.items()) for w in words}  # a word's first theme
    names = read_names()
    theme_names = list(themes)
    rows = []
    for i in range(texts):
        if under_used:
            picks = rng.sample(under_used, 3)
            theme, extra, picks = theme_of[picks[0]], picks[2], picks[:2]
        else:
            theme = theme_names[(i + batch * 7) % len(theme_names)]  # every theme in turn, batches start apart
            picks = rng.sample(themes[theme], 2)
            extra = rng.choice(every_word)
            while extra in picks:
                extra = rng.choice(every_word)
        rows.append(f"{batch:02d}-{i + 1:04d} | theme: {theme} | words: {', '.join(picks + [extra])} | "
                    f"form: {rng.choice(FORMS)} | feature: {rng.choice(FEATURES)} | name: {rng.choice(names)}")
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, required=True)
    ap.add_argument("--texts", type=int, default=720)
    ap.add_argument("--under-used", action="store_true",
                    help="draw every word from the list's words used under 20 times in texts/ so far")
    ap.add_argument("--share", default="1/1", help="with --under-used: K/N takes every N-th of those words from "
                    "the K-th on, so that N top-up batches written at once cover different words")
    args = ap.parse_args()
    low = None
    if args.under_used:
        from figures import read_texts, under_used
        docs = read_texts()
        k, n = (int(x) for x in args.share.split("/"))
        low = sorted(w for w, _ in under_used(docs))[k - 1::n]
    out = HERE / "plans" / f"{args.batch:02d}.txt"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(plan(args.batch, args.texts, low)) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
