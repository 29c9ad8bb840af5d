"""Assembly of the everyday documents: the builders with how often each is drawn, tidying a document,
`everyday_documents` (drawing documents from the caller's random.Random until the wanted size), and the sample
documents and statistics that `python3 -m everyday` (run from data/) prints.
"""

import random
import re
from collections import Counter

from .grammar import Gen
from .animals import doc_animal_facts, doc_animal_list, doc_animal_qa, doc_riddles
from .animal_stories import doc_fairy_tale, doc_farm_visit, doc_night_animals, doc_pet_story
from .home import (doc_bedtime, doc_chores, doc_daily_routine, doc_food, doc_home_story, doc_house, doc_howto,
                   doc_meals, doc_shopping, doc_things)
from .letters import doc_diary, doc_letter
from .health import doc_doctor_dialogue, doc_feeling_words, doc_feelings, doc_sick_day
from .school_work import doc_job_day, doc_jobs, doc_school
from .seasons import doc_months, doc_season, doc_weather_day
from .travel import doc_journey, doc_transport_facts
from .practice import doc_dialogue, doc_simple_sentences
from .themes import doc_theme_dialogue, doc_theme_practice, doc_theme_story
from .core import doc_core_facts


MIN_CHARS = 300
MAX_CHARS = 2500


# (builder, weight): how often each kind of document is chosen.
BUILDERS = (
    (doc_animal_facts, 8), (doc_animal_qa, 5), (doc_riddles, 4), (doc_animal_list, 5),
    (doc_farm_visit, 4), (doc_fairy_tale, 8), (doc_pet_story, 6), (doc_night_animals, 3),
    (doc_daily_routine, 6), (doc_diary, 5), (doc_letter, 5), (doc_sick_day, 5),
    (doc_doctor_dialogue, 3), (doc_jobs, 4), (doc_job_day, 4), (doc_season, 4), (doc_months, 2),
    (doc_weather_day, 5), (doc_school, 4), (doc_house, 3), (doc_things, 3), (doc_chores, 4),
    (doc_howto, 4), (doc_food, 3), (doc_meals, 3), (doc_shopping, 3), (doc_feelings, 5),
    (doc_feeling_words, 3), (doc_journey, 4), (doc_transport_facts, 2), (doc_bedtime, 4),
    (doc_home_story, 4), (doc_dialogue, 4), (doc_simple_sentences, 4),
    (doc_theme_story, 16), (doc_theme_practice, 12), (doc_theme_dialogue, 6), (doc_core_facts, 22),
)


def tidy(doc):
    """Normalise spacing and drop empty lines; trim to MAX_CHARS at a line end."""
    lines = [re.sub(r"\s+", " ", ln).strip() for ln in doc.split("\n")]
    lines = [re.sub(r" ([.,!?])", r"\1", ln) for ln in lines if ln]
    while len("\n".join(lines)) > MAX_CHARS and len(lines) > 2:
        lines.pop()
    return "\n".join(lines)


def everyday_documents(rng: random.Random, target_bytes: int = 3_300_000) -> list[str]:
    """Generate everyday-English documents until their total size reaches target_bytes.

    Every choice is drawn from rng, so the same seed gives the same documents."""
    g = Gen(rng)
    builders = [b for b, _ in BUILDERS]
    weights = [w for _, w in BUILDERS]
    docs, total, seen = [], 0, set()
    while total < target_bytes:
        build = rng.choices(builders, weights)[0]
        doc = tidy(build(g))
        if not MIN_CHARS <= len(doc) <= MAX_CHARS or doc in seen:
            continue
        seen.add(doc)
        docs.append(doc)
        total += len(doc.encode("utf-8")) + 2
    return docs


def stats(docs):
    text = "\n\n".join(docs)
    words = re.findall(r"[A-Za-z']+", text.lower())
    counts = Counter(words)
    bigrams = Counter(zip(words, words[1:]))
    return text, words, counts, bigrams


def repeated_sentences(text, min_words=6):
    """Counter of sentences with at least min_words words (quotes stripped), to spot verbatim repeats."""
    sents = re.split(r'(?<=[.!?])"?\s+|\n', text)
    long_ = (x.strip(' "') for x in sents)
    return Counter(x for x in long_ if len(re.findall(r"[A-Za-z']+", x)) >= min_words)


def main():
    docs = everyday_documents(random.Random(1234))
    text, words, counts, bigrams = stats(docs)
    show = random.Random(99)
    for doc in show.sample(docs, 4):
        print(doc)
        print("-" * 60)
    print(f"documents: {len(docs)}")
    print(f"bytes: {len(text.encode('utf-8'))}")
    print(f"words: {len(words)}  distinct words: {len(counts)}")
    lengths = sorted(len(d) for d in docs)
    print(f"doc length: min {lengths[0]}, median {lengths[len(lengths) // 2]}, max {lengths[-1]}")
    reps = repeated_sentences(text)
    top = reps.most_common(5)
    print(f"long sentences (6+ words): {sum(reps.values())} in all, {len(reps)} distinct; "
          f"repeated over 25 times: {sum(1 for n in reps.values() if n > 25)}")
    for sentence, n in top:
        print(f"  {n}x {sentence}")
    print("30 most common bigrams:")
    for (w1, w2), n in bigrams.most_common(30):
        print(f"  {w1} {w2}: {n}")
    return 0
