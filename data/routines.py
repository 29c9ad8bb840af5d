"""Everyday routines for the bundled corpus: what people do from morning to night, at home, at school, at work,
outdoors and when they travel, told as diary days, plans, questions and answers.

Every action was written by hand for this project (CC0). They are in data/tables/routines.tsv, one a line with
its four verb forms (an Action record), so the builders can put it in the past ("she made the bed"), the present
("he makes the bed"), a plan ("I will make the bed") or a question ("Did you make the bed?"). make_corpus.py draws
these documents from their own seeded random generator, so the other documents of the corpus stay as they were.

    python3 data/routines.py     # a few sample documents and the size of the default output
"""

from __future__ import annotations

import random
from typing import NamedTuple
from corpus.grammar import cap
from corpus.tables import table


class Action(NamedTuple):
    base: str  # "make the bed": after I / you / we / they, "will", "to" and "did"
    third: str  # "makes the bed": after he / she
    past: str  # "made the bed"
    ing: str  # "making the bed"


# The actions of a day, by the part of the day (or the place) they belong to.
MORNING = table("routines", "MORNING", Action)
HOME = table("routines", "HOME", Action)
MEALS = table("routines", "MEALS", Action)
SCHOOL = table("routines", "SCHOOL", Action)
WORK = table("routines", "WORK", Action)
OUTSIDE = table("routines", "OUTSIDE", Action)
EVENING = table("routines", "EVENING", Action)
PARTS = [("In the morning", MORNING), ("At home", HOME), ("At mealtimes", MEALS), ("At school", SCHOOL),
         ("At work", WORK), ("Outside", OUTSIDE), ("In the evening", EVENING)]

NAMES = table("routines", "NAMES")
HE_SHE = table("routines", "HE_SHE")
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
THEN = ["Then", "After that", "Next", "Later", "Soon after", "A little later"]
FEELINGS = ["happy", "tired", "hungry", "sleepy", "pleased", "busy", "cheerful", "thirsty", "proud", "glad"]


def mine_to(action: str, whose: str) -> str:
    """'brush my teeth' -> 'brush her teeth' for someone else."""
    return action.replace(" my ", f" {whose} ")


def possessive(pronoun: str) -> str:
    return {"he": "his", "she": "her", "they": "their", "I": "my", "we": "our", "you": "your"}[pronoun]


def day_story(rng: random.Random) -> str:
    """A third-person account of someone's day, in the past tense, part by part."""
    name = rng.choice(NAMES)
    he = HE_SHE[name]
    his = possessive(he)
    lines = [f"{name}'s {rng.choice(DAYS)}"]
    for part, actions in PARTS:
        if rng.random() < 0.35 and part not in ("In the morning", "In the evening"):
            continue
        chosen = sorted(rng.sample(actions, k=min(len(actions), rng.randint(2, 4))), key=actions.index)
        words = [f"{part}, {name} {mine_to(chosen[0].past, his)}."]
        for a in chosen[1:]:
            words.append(f"{rng.choice(THEN)} {he} {mine_to(a.past, his)}.")
        lines.append(" ".join(words))
    lines.append(f"By the end of the day {he} was {rng.choice(FEELINGS)}.")
    return "\n".join(lines)


def diary(rng: random.Random) -> str:
    """First person, past tense, two or three days."""
    lines = ["My diary"]
    start = rng.randrange(7)
    for d in range(rng.randint(2, 3)):
        lines.append(DAYS[(start + d) % 7])
        part, actions = rng.choice(PARTS)
        chosen = sorted(rng.sample(actions, k=3), key=actions.index)  # the lists run in the order of a day
        first, second, third = (a.past for a in chosen)
        lines.append(f"{part}, I {first}. {rng.choice(THEN)} I {second}, and then I {third}. "
                     f"I felt {rng.choice(FEELINGS)}.")
    return "\n".join(lines)


def habits(rng: random.Random) -> str:
    """Present tense: what someone usually does."""
    name = rng.choice(NAMES)
    he = HE_SHE[name]
    his = possessive(he)
    part, actions = rng.choice(PARTS)
    chosen = rng.sample(actions, k=min(len(actions), 5))
    lines = [f"What {name} does every day"]
    adverbs = ["always", "usually", "often", "sometimes", "never forgets to"]
    for a in chosen:
        adverb = rng.choice(adverbs)
        verb = a.base if adverb == "never forgets to" else a.third
        lines.append(f"{part.lower() if part != 'At home' else 'at home'}, {name} {adverb} {mine_to(verb, his)}."
                     .capitalize().replace(name.lower(), name))
    lines.append(f"{cap(he)} likes {mine_to(chosen[0].ing, his)} best of all.")
    return "\n".join(lines)


def questions(rng: random.Random) -> str:
    """A short dialogue of did-you questions and answers."""
    asker, answerer = rng.sample(NAMES, 2)
    part, actions = rng.choice(PARTS)
    chosen = rng.sample(actions, k=min(len(actions), 4))
    lines = ["Questions and answers"]
    for a in chosen:
        lines.append(f"\"Did you {a.base} today?\" asked {asker}.")
        if rng.random() < 0.7:
            lines.append(f"\"Yes, I {a.past} this morning,\" said {answerer}.")
        else:
            lines.append(f"\"No, I will {a.base} tomorrow,\" said {answerer}.")
    return "\n".join(lines)


def plans(rng: random.Random) -> str:
    """The future with will, and a list of jobs."""
    name = rng.choice(NAMES)
    part, actions = rng.choice(PARTS[:3] + PARTS[5:6])
    chosen = rng.sample(actions, k=min(len(actions), 5))
    lines = ["Things to do tomorrow", f"Tomorrow {name} and I will be busy."]
    lines += [f"First we will {chosen[0].base}.", f"Then we will {chosen[1].base}."]
    lines += [f"We also need to {a.base}." for a in chosen[2:]]
    lines.append(f"When everything is done, we will {rng.choice(EVENING).base}.")
    return "\n".join(lines)


def now_scene(rng: random.Random) -> str:
    """The present progressive: what everyone in a house is doing right now."""
    people = rng.sample(NAMES, 4)
    lines = ["Right now at our house"]
    for p in people:
        part, actions = rng.choice(PARTS)
        a = rng.choice(actions)
        lines.append(f"{p} is {mine_to(a.ing, possessive(HE_SHE[p]))}.")
    lines.append(f"And I am {rng.choice(HOME + MEALS).ing}.")
    return "\n".join(lines)


BUILDERS = [day_story, day_story, diary, habits, questions, plans, now_scene]
MIN_CHARS, MAX_CHARS = 300, 2500


def routine_documents(rng: random.Random, target_bytes: int = 700_000) -> list[str]:
    """Documents of 300 to 2,500 characters until target_bytes; short drafts are joined to the next one."""
    docs, size, draft = [], 0, ""
    while size < target_bytes:
        text = rng.choice(BUILDERS)(rng)
        draft = f"{draft}\n{text}" if draft else text
        if len(draft) < MIN_CHARS:
            continue
        if len(draft) <= MAX_CHARS:
            docs.append(draft)
            size += len(draft) + 2
        draft = ""
    return docs


if __name__ == "__main__":
    sample_docs = routine_documents(random.Random(1234))
    for doc in sample_docs[:4]:
        print(doc, end="\n\n")
    print(f"{len(sample_docs)} documents, {sum(len(d) + 2 for d in sample_docs):,} bytes")
