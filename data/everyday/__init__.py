"""Everyday English for the Tiny Transformer Playground corpus.

The main corpus generator writes about an invented world of towns, rivers and
trades.  Visitors, though, type plain everyday sentences: "The dog wagged its
tail.", "I have a sore throat.", "She was so tired that she fell asleep.",
"Once upon a time, there was a little fox."  This package writes that kind of
English: home life, sleep, meals, animals and their habits, weather and
seasons, school, jobs, health, feelings, travel, letters and simple stories.

Every word here was written for this project.  Hand-written tables (animals,
jobs, foods, household things, seasons, illnesses, feelings, ...), kept as plain
text in data/tables/everyday.tsv and read by name here, are combined by small
document builders (stories, diaries, letters, dialogues, fact lists,
how-to steps, riddles, ...).  Each fact is said in several sentence frames so
that a small model learns the fact rather than one fixed string.

Only the standard library is used, and the output depends only on the
``random.Random`` passed in (with data/ on sys.path, as make_corpus.py puts it):

    import everyday
    docs = everyday.everyday_documents(random.Random(1234), target_bytes=3_300_000)

Running ``python3 -m everyday`` from data/ prints sample documents and statistics.

Layout: 1. grammar helpers (grammar.py), 2. people (people.py), 3. tables (tables.py: their record types; 3b:
everyday collocations by theme, time words, what things are for), 4. builders, by theme: animals.py (facts,
questions, riddles, lists), animal_stories.py (fairy tales, the farm, pets, night animals), home.py (the daily
routine, the house, things, chores, how-to, food, meals, shopping, bedtime), letters.py (diaries and letters),
health.py (illness, the doctor, feelings), school_work.py (jobs, school), seasons.py (seasons, months, weather),
travel.py (journeys, transport), practice.py (conversations, simple sentences), themes.py (the collocations by
theme), core.py (short true facts), 5. assembly (assembly.py).  ``python3 -m everyday`` also reports distinct words
and how many sentences of six or more words are repeated verbatim more than 25 times.
"""

from .assembly import everyday_documents

__all__ = ["everyday_documents"]
