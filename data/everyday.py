#!/usr/bin/env python3
"""Everyday English for the Tiny Transformer Playground corpus.

The main corpus generator writes about an invented world of towns, rivers and
trades.  Visitors, though, type plain everyday sentences: "The dog wagged its
tail.", "I have a sore throat.", "She was so tired that she fell asleep.",
"Once upon a time, there was a little fox."  This module writes that kind of
English: home life, sleep, meals, animals and their habits, weather and
seasons, school, jobs, health, feelings, travel, letters and simple stories.

Every word here was written for this project.  Hand-written tables (animals,
jobs, foods, household things, seasons, illnesses, feelings, ...), kept as plain
text in data/tables/everyday.tsv and read by name here, are combined by small
document builders (stories, diaries, letters, dialogues, fact lists,
how-to steps, riddles, ...).  Each fact is said in several sentence frames so
that a small model learns the fact rather than one fixed string.

Only the standard library is used, and the output depends only on the
``random.Random`` passed in:

    from data.everyday import everyday_documents
    docs = everyday_documents(random.Random(1234), target_bytes=3_300_000)

Running ``python3 data/everyday.py`` prints sample documents and statistics.

Layout: 1. grammar helpers, 2. people, 3. tables (their record types; 3b: everyday collocations by theme,
time words, what things are for), 4. builders, 5. assembly.  ``python3 data/everyday.py`` also reports
distinct words and how many sentences of six or more words are repeated verbatim more than 25 times.
"""

import random
import re
import sys
from collections import Counter
from typing import NamedTuple
from corpus.tables import table

MIN_CHARS = 300
MAX_CHARS = 2500


# =============================================================================
# 1. GRAMMAR HELPERS
# =============================================================================

# base -> (third person singular, past)
_IRREGULAR = table("everyday", "_IRREGULAR")
# Short verbs that double their last consonant: stop -> stopped, stopping.
_DOUBLE = table("everyday", "_DOUBLE")


def third(verb):
    """The -s form of a base verb: go -> goes, fly -> flies, wag -> wags."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb][0]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")) and not verb.endswith("oo"):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def past(verb):
    """The simple past of a base verb: wag -> wagged, carry -> carried."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb][1]
    if verb in _DOUBLE:
        return verb + verb[-1] + "ed"
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ied"
    return verb + "ed"


def ing(verb):
    """The -ing form: make -> making, run -> running, lie -> lying."""
    if verb in ("lie", "die", "tie"):
        return verb[0] + "ying"
    if verb in _DOUBLE:
        return verb + verb[-1] + "ing"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and verb != "be":
        return verb[:-1] + "ing"
    return verb + "ing"


class Who(NamedTuple):
    """A grammatical subject: how to name it and which forms agree with it."""
    name: str
    subj: str
    obj: str
    pos: str
    refl: str
    third: bool
    be_pres: str
    be_past: str


def he(name):
    return Who(name, "he", "him", "his", "himself", True, "is", "was")


def she(name):
    return Who(name, "she", "her", "her", "herself", True, "is", "was")


def it(name):
    return Who(name, "it", "it", "its", "itself", True, "is", "was")


def they(name):
    return Who(name, "they", "them", "their", "themselves", False, "are", "were")


I = Who("I", "I", "me", "my", "myself", False, "am", "was")
WE = Who("we", "we", "us", "our", "ourselves", False, "are", "were")
YOU = Who("you", "you", "you", "your", "yourself", False, "are", "were")


def fill(text, who):
    """Fill {pos}, {obj}, {refl} and {subj} in a phrase for the given subject."""
    return text.format(pos=who.pos, obj=who.obj, refl=who.refl, subj=who.subj)


def conj(vp, tense, who):
    """Conjugate a verb phrase written in the base form ('wag {pos} tail').

    tense: 'base', 'pres' (agrees with who), 'past' or 'ing'."""
    verb, _, rest = vp.partition(" ")
    if tense == "base":
        form = verb
    elif tense == "ing":
        form = ing(verb)
    elif verb == "be":
        form = who.be_pres if tense == "pres" else who.be_past
    elif tense == "pres":
        form = third(verb) if who.third else verb
    else:
        form = past(verb)
    return fill(form + (" " + rest if rest else ""), who)


def neg(vp, tense, who):
    """'did not open the door', 'does not eat meat', 'is not hungry'."""
    verb, _, rest = vp.partition(" ")
    tail = " " + rest if rest else ""
    if verb == "be":
        form = (who.be_pres if tense == "pres" else who.be_past) + " not"
        return fill(form + tail, who)
    if verb in ("can", "could", "will", "would", "should", "must"):
        return fill(conj(verb, tense, who) + " not" + tail, who)
    aux = "did" if tense == "past" else ("does" if who.third else "do")
    return fill(aux + " not " + vp, who)


def does(who, vp, tense="past", named=False):
    """A clause: subject + conjugated verb phrase."""
    subject = who.name if named else who.subj
    return subject + " " + conj(vp, tense, who)


_AN_EXCEPTIONS = ("hour", "honest", "heir")
_A_EXCEPTIONS = ("uni", "use", "usu", "one", "eu", "ewe", "uk")


def a(phrase):
    """'an apple', 'a pear', 'an hour', 'a uniform'."""
    w = phrase.lower()
    if w.startswith(_AN_EXCEPTIONS):
        return "an " + phrase
    if w.startswith(_A_EXCEPTIONS):
        return "a " + phrase
    return ("an " if w[:1] in "aeiou" else "a ") + phrase


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def join(items, word="and"):
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " " + word + " " + items[-1]


def sent(*parts):
    """Join clause pieces into one capitalised sentence ending in a full stop."""
    text = " ".join(p for p in parts if p).strip()
    if text[-1:] not in ".!?" and text[-2:] not in ('."', '!"', '?"'):
        text += "."
    return cap(text)


def para(sentences):
    """Join sentences into one line (a paragraph)."""
    return " ".join(s.strip() for s in sentences if s and s.strip())


NUMBER_WORDS = table("everyday", "NUMBER_WORDS")


def num(n):
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


class Gen:
    """Wraps the caller's random.Random with the small helpers builders need."""

    def __init__(self, rng):
        self.rng = rng
        self._decks = {}

    def pick(self, seq):
        return self.rng.choice(seq)

    def sample(self, seq, k):
        seq = list(seq)
        return self.rng.sample(seq, min(k, len(seq)))

    def chance(self, p):
        return self.rng.random() < p

    def randint(self, lo, hi):
        return self.rng.randint(lo, hi)

    def shuffled(self, seq):
        seq = list(seq)
        self.rng.shuffle(seq)
        return seq

    def deal(self, key, items):
        """Deal items evenly: every item comes up once before any repeats."""
        left = self._decks.get(key)
        if not left:
            left = list(items)
            self.rng.shuffle(left)
            self._decks[key] = left
        return left.pop()


_MARKERS = table("everyday", "_MARKERS")
_KEEP_CAP = table("everyday", "_KEEP_CAP")


def vary(g, text, p=0.35):
    """Sometimes lead a fixed table sentence with a little marker, so it is not always said the same way."""
    if not g.chance(p) or not text[:1].isupper() or text.endswith(("?", '"')):
        return text
    first = text.split()[0].strip(",")
    if first in _KEEP_CAP or (first in GIRLS + BOYS):
        return g.pick(_MARKERS[:5]) + " " + text
    return g.pick(_MARKERS) + " " + text[0].lower() + text[1:]


def vpick(g, seq):
    return vary(g, g.pick(seq))


# =============================================================================
# 2. PEOPLE
# =============================================================================

GIRLS = table("everyday", "GIRLS")
BOYS = table("everyday", "BOYS")
SURNAMES = table("everyday", "SURNAMES")
# Relatives a child writes to or talks about: (name as used, pronoun maker)
RELATIVES = (
    ("Gran", she), ("Grandma", she), ("Granny", she), ("Grandpa", he), ("Grandad", he),
    ("Aunt Rose", she), ("Aunt Jill", she), ("Aunt Mary", she), ("Uncle Bill", he),
    ("Uncle Jim", he), ("Uncle Frank", he), ("Nana", she),
)
PET_NAMES = table("everyday", "PET_NAMES")


def child(g):
    """A random child as a Who (he or she)."""
    if g.chance(0.5):
        return she(g.pick(GIRLS))
    return he(g.pick(BOYS))


def two_children(g):
    a_ = child(g)
    b_ = child(g)
    while b_.name == a_.name:
        b_ = child(g)
    return a_, b_


def adult(g):
    """Mr/Mrs/Miss + surname, as a Who."""
    title = g.pick(("Mr", "Mrs", "Miss", "Mr", "Mrs"))
    maker = he if title == "Mr" else she
    return maker(title + " " + g.pick(SURNAMES))


def relative(g):
    name, maker = g.pick(RELATIVES)
    return maker(name)


def parent(g):
    return g.pick((she("Mum"), he("Dad")))


def narrator(g):
    """Sometimes I, sometimes a named child: the teller of a small story."""
    return I if g.chance(0.35) else child(g)


# =============================================================================
# 3. TABLES (the rows are in data/tables/everyday.tsv; here, the record each row becomes)
# =============================================================================

class Animal(NamedTuple):
    name: str
    plural: str
    isa: tuple        # nouns for "a cat is a ...": the first is the most natural
    group: str        # pet / farm / wild / sea
    sounds: tuple     # base verbs: bark, growl
    noise: str        # what children say it says ("woof"); "" when none
    food: tuple       # plural or mass nouns
    home: str         # after "lives in"
    young: str
    young_pl: str
    body: tuple       # verb phrases with {pos}: "wag {pos} tail"
    habits: tuple     # verb phrases: "hunt at night"
    has: tuple        # features: "a long tail"
    size: str


ANIMALS = table("everyday", "ANIMALS", Animal)
ANIMAL = {an.name: an for an in ANIMALS}


def the_animal(an):
    return it("the " + an.name)


def animals_of(group):
    return tuple(an for an in ANIMALS if an.group == group)


def plural_who(an):
    return they(an.plural)


def kind_of(an):
    """'bird', 'fish', 'insect' or 'animal' - the broad class."""
    for word in ("bird", "fish", "insect"):
        if word in an.isa:
            return word
    return "animal"


class Job(NamedTuple):
    name: str
    plural: str
    duties: tuple     # verb phrases: "bake bread"
    place: str        # where they work, after "works in/at/on"
    tools: tuple      # nouns with articles
    good: str         # why we need them: "we would have no bread"


JOBS = table("everyday", "JOBS", Job)


class Food(NamedTuple):
    name: str         # "apple" (count) or "bread" (mass)
    plural: str       # "apples"; same as name for mass nouns
    mass: bool
    group: str        # fruit, vegetable, drink, ...
    origin: str       # verb phrase that agrees with the food: "grow on trees"
    tastes: tuple
    meal: str         # when we often have it
    how: tuple        # ways to eat or cook it: "spread it on toast"


FOODS = table("everyday", "FOODS", Food)
FOOD = {f.name: f for f in FOODS}


class Thing(NamedTuple):
    name: str
    room: str
    use: str          # verb phrase: what we use it for
    more: str         # one more plain fact, a whole sentence


THINGS = table("everyday", "THINGS", Thing)


class Room(NamedTuple):
    name: str
    does: tuple       # what we do there, verb phrases with {pos}
    sights: tuple     # what is there: nouns with articles


ROOMS = table("everyday", "ROOMS", Room)


class Season(NamedTuple):
    name: str
    months: tuple
    weather: tuple    # sentences in the present
    nature: tuple     # sentences in the present
    clothes: tuple    # nouns with articles or plurals
    fun: tuple        # verb phrases: what people like to do
    feel: str         # adjective for the air


SEASONS = table("everyday", "SEASONS", Season)


class Month(NamedTuple):
    name: str
    season: str
    note: str         # a sentence about it


MONTHS = table("everyday", "MONTHS", Month)
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


class Weather(NamedTuple):
    name: str         # rain
    adj: str          # rainy
    now: str          # it is raining
    was: str          # it rained
    sights: tuple     # past sentences
    need: tuple       # verb phrases: what people do about it, base form


WEATHER = table("everyday", "WEATHER", Weather)


class Ailment(NamedTuple):
    name: str         # after "I have": "a sore throat"
    feels: tuple      # present sentences from the patient: "It hurts when I swallow."
    cause: tuple      # past verb phrases (base form): "shout at the football match"
    cure: tuple       # verb phrases, base form: "drink warm honey and lemon"


AILMENTS = table("everyday", "AILMENTS", Ailment)


AILMENT_DECK = AILMENTS + AILMENTS[:4]


class Feeling(NamedTuple):
    adj: str
    causes: tuple     # verb phrases with {pos}: what happened to make them feel it
    results: tuple    # verb phrases: what they did because of it ("so tired that ...")
    signs: tuple      # verb phrases: how you could tell


FEELINGS = table("everyday", "FEELINGS", Feeling)
FEELING = {f.adj: f for f in FEELINGS}


class Transport(NamedTuple):
    name: str         # train
    stop: str         # where you get on: "the station"
    driver: str       # who drives it
    go: str           # verb phrase: "go by train"
    facts: tuple      # sentences about it


TRANSPORTS = table("everyday", "TRANSPORTS", Transport)

SUBJECTS = table("everyday", "SUBJECTS")

# Everyday collocations, base form, with {pos} for the doer's possessive.
MORNING = table("everyday", "MORNING")
EVENING = table("everyday", "EVENING")
CHORES = table("everyday", "CHORES")
TREATS = table("everyday", "TREATS")
HOME_ACTIONS = table("everyday", "HOME_ACTIONS")


class HowTo(NamedTuple):
    title: str        # "make a cup of tea"
    need: tuple       # nouns with articles
    steps: tuple      # imperative sentences, no full stop
    tip: str          # a sentence


HOWTOS = table("everyday", "HOWTOS", HowTo)


# -----------------------------------------------------------------------------
# 3b. EVERYDAY COLLOCATIONS BY THEME
# -----------------------------------------------------------------------------

class Theme(NamedTuple):
    """Hand-written collocations for one area of daily life.

    acts: routine verb phrases (base form, {pos}/{obj}/{refl}) that fit any tense and 'every day';
    events: one-off verb phrases that fit only a past story; nps: singular or mass noun phrases;
    np_frames: sentences with {np}, {who} (the doer's name) and {pos}; lines: true present facts."""
    name: str
    titles: tuple
    people: tuple     # codes for doers: kid, child, parent, we, adult, or "Name:he"
    acts: tuple
    events: tuple
    nps: tuple
    np_frames: tuple
    lines: tuple


THEMES = table("everyday", "THEMES", Theme)
THEME = {t.name: t for t in THEMES}

# Time words.  PAST_WHEN begins a past sentence, HABIT ends a present one, LATER begins a future one.
PAST_WHEN = table("everyday", "PAST_WHEN")
DAY_WHEN = table("everyday", "DAY_WHEN")
THEME_WHEN = {"school": DAY_WHEN, "work": DAY_WHEN}
THEME_LATER = table("everyday", "THEME_LATER")
HABIT = table("everyday", "HABIT")
LATER = table("everyday", "LATER")

# Core uses of everyday objects: (thing, verb phrase, preposition or "" for "to")
USES = table("everyday", "USES")


# =============================================================================
# 4. DOCUMENT BUILDERS
# =============================================================================

def plural_noun(noun):
    if noun.endswith("fish") or noun == "sheep":
        return noun
    return noun + "s"


def an_subject(g, an):
    """A generic subject for a fact: 'An owl' / 'The owl' / 'Owls'."""
    r = g.rng.random()
    if r < 0.35:
        return it(cap(a(an.name)))
    if r < 0.6:
        return it("The " + an.name)
    return they(cap(an.plural))


def fact_isa(g, an, w):
    noun = g.pick(an.isa) if g.chance(0.4) else an.isa[0]
    if w.third:
        return g.pick((f"{w.name} is {a(noun)}.", f"{w.name} is {a(noun)}, not a toy.",
                       f"Did you know that {w.name.lower()} is {a(noun)}?")) \
            if noun == "pet" else g.pick((f"{w.name} is {a(noun)}.", f"{w.name} is {a(noun)}."))
    return f"{w.name} are {plural_noun(noun)}."


def fact_has(g, an, w):
    return sent(w.name, conj("have", "pres", w), join(an.has))


def fact_sound(g, an, w):
    if not an.sounds:
        quiet = "a quiet " + kind_of(an) if w.third else "quiet " + plural_noun(kind_of(an))
        return sent(w.name, conj("be", "pres", w), quiet) + " " + g.pick((
            sent(w.subj, "hardly", conj("make", "pres", w), "a sound"),
            sent("You will not hear", w.obj, "make much noise")))
    verb = g.pick(an.sounds)
    if an.noise and g.chance(0.5):
        return sent(w.name, conj("say", "pres", w), an.noise)
    tail = g.pick(("", "", "loudly") + (() if w.third else ("to call to each other",)))
    if verb == "purr":
        tail = "when " + w.subj + " " + conj("be", "pres", w) + " happy"
    elif verb == "hiss":
        tail = "when " + w.subj + " " + conj("be", "pres", w) + " cross"
    return sent(w.name, conj(verb, "pres", w), tail)


def fact_food(g, an, w):
    food = join(g.sample(an.food, g.randint(1, len(an.food))))
    return g.pick((
        sent(w.name, conj("eat", "pres", w), food),
        sent(w.name, conj("like", "pres", w), "to eat", food),
        sent(w.name, conj("feed", "pres", w), "on", food),
    ))


_PLURAL_HOMES = table("everyday", "_PLURAL_HOMES")


def plural_home(home):
    """'a hive' -> 'hives': where many animals of a kind live."""
    if home in _PLURAL_HOMES:
        return _PLURAL_HOMES[home]
    if home.startswith("a ") and " " not in home[2:]:
        return home[2:] + "s"
    return home


def fact_home(g, an, w):
    home = an.home if w.third else plural_home(an.home)
    return g.pick((sent(w.name, conj("live", "pres", w), "in", home),
                   sent(w.name, conj("live", "pres", w), "in", home),
                   sent(w.name, conj("make", "pres", w), w.pos, "homes" if not w.third and home != an.home
                        else "home", "in", home)))


def fact_young(g, an, w):
    if not an.young:
        return fact_habit(g, an, w)
    return g.pick((
        f"A baby {an.name} is called {a(an.young)}.",
        f"A young {an.name} is called {a(an.young)}.",
        sent(w.name, conj("have", "pres", w), "babies called", an.young_pl),
        f"The babies of {an.plural} are called {an.young_pl}.",
    ))


def fact_habit(g, an, w):
    habit = g.pick(an.habits)
    return g.pick((sent(w.name, conj(habit, "pres", w)),
                   sent(w.name, conj(habit, "pres", w)),
                   sent(w.name, "often", conj(habit, "pres", w)),
                   sent(w.name, conj("like", "pres", w), "to", habit)))


def fact_body(g, an, w):
    act = g.pick(an.body)
    return g.pick((sent(w.name, "can", fill(act, w)),
                   sent("Sometimes", w.name.lower() if w.name[:1].isupper() and w.name.split()[0]
                        in ("The", "An", "A") else w.name, conj(act, "pres", w)),
                   sent("You may see", a(an.name) if w.third else an.plural,
                        conj(act, "base", w))))


FACTS = (fact_isa, fact_has, fact_sound, fact_food, fact_home, fact_young, fact_habit, fact_body)


def animal_facts(g, an, n=6, first=True):
    """n facts about an animal, each in a random frame with a random subject."""
    out = []
    kinds = list(FACTS)
    if first:
        out.append(fact_isa(g, an, an_subject(g, an)))
        kinds = kinds[1:]
    for fact in g.sample(kinds, n - len(out)):
        out.append(fact(g, an, an_subject(g, an)))
    return out


ZOO = ("lion", "elephant", "monkey", "giraffe", "penguin")


def where_seen(g, an):
    if an.name in ZOO:
        return "at the zoo"
    if an.group == "pet":
        return g.pick(("at a friend's house", "in the pet shop", "at a neighbour's house"))
    if an.group == "farm":
        return g.pick(("on a farm", "at the farm", "in a field near the village"))
    if an.group == "sea":
        return "at the aquarium" if an.name == "salmon" else g.pick(("at the seaside", "on a boat trip"))
    return g.pick(("in the woods", "in the park", "at the bottom of our garden", "by the river"))


def body_act(g, an):
    """A body action, with the best-known one (the dog's tail) coming up most often."""
    return an.body[0] if g.chance(0.4) else g.pick(an.body)


def sighting(g, an, who):
    """A short past-tense paragraph: someone saw the animal do things."""
    ani = it("it")
    when = g.pick(("One day", "Last summer", "Yesterday", "Once", "Last week", "One morning"))
    out = [sent(when + ",", does(who, "see", named=True), a(an.name), where_seen(g, an))]
    out.append(sent(g.pick(("It was eating", "It was looking for", "It was busy with", "It was sniffing for",
                            "It was nibbling", "It stopped to eat")),
                    g.pick(an.food) if g.chance(0.7) else "its dinner"))
    out.append(sent(g.pick(("Then it", "After a while it", "Suddenly it")),
                    conj(body_act(g, an), "past", ani)))
    if an.sounds:
        out.append(sent("It", past(an.sounds[0]), g.pick(("once", "twice", "softly", "loudly"))))
    feel = g.pick(("happy", "excited", "surprised", "pleased", "thrilled", "glad"))
    out.append(sent(who.subj, conj("be", "past", who), feel, g.pick(("to see it", "to watch it", "",
                                                                       "to see it so close"))))
    return para(out)


COMMON = table("everyday", "COMMON")
ANIMAL_DECK = ANIMALS + tuple(ANIMAL[n] for n in COMMON)


def doc_animal_facts(g):
    an = g.deal("animal", ANIMAL_DECK)
    title = g.pick((f"All about {an.plural}", f"Facts about {an.plural}", cap(an.plural),
                    f"The {an.name}", f"What I know about {an.plural}"))
    facts = g.shuffled(FACTS[1:])
    lines = [title, para([fact_isa(g, an, an_subject(g, an))]
                         + [f(g, an, an_subject(g, an)) for f in facts[:4]])]
    if g.chance(0.7):
        lines.append(sighting(g, an, narrator(g)))
    lines.append(para(f(g, an, an_subject(g, an)) for f in facts[4:]))
    if an.group == "pet":
        lines.append(g.pick((f"Many families keep {a(an.name)} as a pet.",
                             f"{cap(a(an.name))} is a good pet, but it needs care every day.",
                             f"If you have {a(an.name)}, you must feed it every day.")))
    return "\n".join(lines)


def qa_pair(g, an):
    """One question about an animal and its answer."""
    n, pl = an.name, an.plural
    opts = [(f"What is {a(n)}?", f"{cap(a(n))} is {a(an.isa[0])}."),
            (f"What do {pl} eat?", sent(pl, "eat", join(an.food))),
            (f"Where does {a(n)} live?", sent(a(n), "lives in", an.home)),
            (f"What does {a(n)} look like?", sent(a(n), "has", join(an.has)))]
    if an.young:
        opts.append((f"What is a baby {n} called?", f"A baby {n} is called {a(an.young)}."))
    if an.sounds:
        ans = sent(a(n), "says", an.noise) if an.noise else sent(pl, an.sounds[0])
        opts.append((f"What sound does {a(n)} make?", ans))
    habit = g.pick(an.habits)
    opts.append((f"Tell me something that {pl} do.", sent(pl, habit)))
    if "night" in habit:
        opts.append((f"When does {a(n)} {habit.split(' at ')[0]}?", sent(a(n), third(habit.split()[0]),
                                                                         *habit.split()[1:])))
    return g.pick(opts)


def doc_animal_qa(g):
    style = g.randint(0, 2)
    lines = [g.pick(("Questions and answers about animals", "Animal quiz", "Ask me about animals",
                     "Animal questions"))]
    for an in g.sample(ANIMALS, g.randint(3, 5)):
        for _ in range(g.randint(2, 3)):
            q, ans = qa_pair(g, an)
            if style == 0:
                lines.append(f"Q: {q}")
                lines.append(f"A: {ans}")
            elif style == 1:
                lines.append(f"{q} {ans}")
            else:
                lines.append(f"Question: {q} Answer: {ans}")
    return "\n".join(dict.fromkeys(lines))


def riddle(g, an):
    clues = [sent("I have", join(g.sample(an.has, 2)))]
    if an.sounds:
        clues.append(g.pick((sent("I", an.sounds[0]), sent("I say", an.noise) if an.noise else
                             sent("I", an.sounds[-1]))))
    clues.append(sent("I eat", join(g.sample(an.food, min(2, len(an.food))))))
    clues.append(sent("I", fill(g.pick(an.habits), I)))
    clues.append(sent("I live in", an.home))
    if an.young:
        clues.append(sent("My babies are called", an.young_pl))
    clues.append(sent("I can", fill(g.pick(an.body), I)))
    body = g.sample(clues[1:], g.randint(2, 4))
    end = g.pick(("What am I?", "Who am I?", "Can you guess what I am?", "Do you know what I am?",
                  "Guess who I am!", "Which animal am I?", "What animal am I?", "Have you guessed?",
                  "Can you guess?", "Who could I be?", "So, what am I?", "Tell me what I am.",
                  "Think hard. What am I?"))
    answer = g.pick((f"I am {a(an.name)}!", f"Answer: {a(an.name)}.", f"I am {a(an.name)}."))
    return " ".join([clues[0]] + body + ([end] if g.chance(0.4) else []) + [answer])


def doc_riddles(g):
    lines = [g.pick(("Animal riddles", "Guess the animal", "Who am I?", "Riddles for a rainy day"))]
    for an in g.sample(ANIMALS, g.randint(3, 5)):
        lines.append(riddle(g, an))
    return "\n".join(lines)


NO_CARE = ("salmon", "goldfish", "frog", "tortoise", "butterfly")


def doc_animal_list(g):
    """A teaching list: one aspect, many animals."""
    topic = g.randint(0, 4)
    ans = g.sample(ANIMALS, g.randint(7, 11))
    if topic == 0:
        lines = [g.pick(("Animals and their babies", "Baby animals", "Mothers and babies"))]
        lines += [g.pick((f"A baby {an.name} is called {a(an.young)}.",
                          f"{cap(a(an.name))} has {a(an.young)}.",
                          f"The {an.name} looks after its {an.young_pl}." if an.name not in NO_CARE
                          else f"A young {an.name} is called {a(an.young)}.")) for an in ans if an.young]
    elif topic == 1:
        lines = [g.pick(("Animal sounds", "What do animals say?", "Noisy animals"))]
        lines += [g.pick((sent(an.plural, an.sounds[0]), sent(a(an.name), third(an.sounds[0])),
                          sent(a(an.name), "says", an.noise) if an.noise else sent(an.plural, an.sounds[-1])))
                  for an in ans if an.sounds]
    elif topic == 2:
        lines = [g.pick(("What animals eat", "Dinner time for animals", "Animal food"))]
        lines += [sent(g.pick((an.plural + " eat", a(an.name) + " eats")), join(an.food[:2])) for an in ans]
    elif topic == 3:
        lines = [g.pick(("Where animals live", "Animal homes", "Homes for animals"))]
        lines += [g.pick((sent(a(an.name), "lives in", an.home), sent(an.plural, "live in", plural_home(an.home)),
                          sent("The home of", a(an.name), "is", an.home))) for an in ans]
    else:
        lines = [g.pick(("Pets, farm animals and wild animals", "Kinds of animals", "Sorting animals"))]
        lines += [g.pick((sent(a(an.name), "is", a(an.isa[0])), sent(an.plural, "are", plural_noun(an.isa[0])),
                          sent(a(an.name), "is", a(g.pick(an.isa))))) for an in ans]
    lines.append(g.pick(("Can you think of some more?", "Which one do you like best?",
                         "Now you know a little more about animals.", "Animals are wonderful.")))
    return "\n".join(lines)


STORY_ADJ = table("everyday", "STORY_ADJ")
ENDINGS = table("everyday", "ENDINGS")


def story_friend_line(g, hero, friend):
    """A friend animal appears, makes its sound, and says what it does."""
    f = friend
    out = [sent(g.pick(("Soon", "Before long", "Then", "After a while", "Next")),
                hero.subj, "met", a(f.name))]
    if f.sounds:
        out.append(sent("The", f.name, past(f.sounds[0]), g.pick(("", "loudly", "softly", "happily"))))
    habit = g.pick(f.habits)
    i_do = fill(habit, I)
    out.append(f'"Hello," said the {f.name}. "I {i_do}. I eat {join(f.food[:2])}. Who are you?"')
    return out


def doc_fairy_tale(g):
    an = g.deal("hero", tuple(x for x in ANIMALS if x.group in ("wild", "farm", "pet")
                               and x.name not in ("goldfish", "ant", "snail")))
    hero = g.pick((he, she))(g.pick(PET_NAMES))
    adj = g.pick(STORY_ADJ)
    open_ = g.pick(("Once upon a time, there was", "Once upon a time there lived", "Long ago, there was",
                    "Once upon a time, in a quiet wood, there lived"))
    first = [f"{open_} {a(adj)} {an.name} called {hero.name}.",
             sent(hero.subj, "lived in", an.home, "with", hero.pos, g.pick(("mother", "family", "grandmother")))]
    habit = g.pick(an.habits)
    first.append(sent(g.pick(("Every day", "Every night", "Like all", "Most of the time")).replace(
        "Like all", "Like all " + an.plural + ","), hero.subj, conj(habit, "past", hero)))
    if "night" in habit or "day" in habit:
        first[-1] = sent(hero.name, conj(habit, "past", hero), "like all", an.plural, "do")
    problem = g.randint(0, 3)
    mid = []
    if problem == 0:
        mid.append(sent("One day,", hero.name, "wandered too far from home and got lost"))
        mid.append(sent(hero.subj, "was so afraid that", hero.subj, g.pick(("began to cry", "sat down under a tree"))))
    elif problem == 1:
        mid.append(sent("One cold winter, there was no food left, and", hero.name, "was very hungry"))
        mid.append(sent(hero.subj, "set off to look for", g.pick(an.food)))
    elif problem == 2:
        mid.append(sent("One day,", hero.name, "felt lonely, so", hero.subj, "went to look for a friend"))
    else:
        mid.append(sent("One night,", hero.name, "could not sleep, so", hero.subj, "went for a walk"))
    friends = g.sample(tuple(x for x in ANIMALS if x.name != an.name and x.group != "sea"), 2)
    replies = g.sample(PROBLEM_REPLY[problem], len(friends))
    for f, reply in zip(friends, replies):
        mid += story_friend_line(g, hero, f)
        intro = g.pick((f'"I am {hero.name}, and I am {a(an.name)}," said {hero.name}.',
                        f'"My name is {hero.name}," said the {an.name}.',
                        f'"I am {hero.name} the {an.name}," said {hero.name}.'))
        mid.append(f'{intro} "{reply}"')
    names = hero.name + ("'" if hero.name.endswith("s") else "'s")
    end = [g.pick(PROBLEM_END[problem]).format(name=hero.name, names=names, subj=hero.subj, pos=hero.pos,
                                               f=friends[-1].name, food=g.pick(an.food),
                                               home=an.home), g.pick(ENDINGS)]
    return "\n".join([para(first), para(mid[:len(mid) // 2]), para(mid[len(mid) // 2:]), para(end)])


PROBLEM_REPLY = table("everyday", "PROBLEM_REPLY")
PROBLEM_END = table("everyday", "PROBLEM_END")


def doc_farm_visit(g):
    kid = narrator(g)
    grown = parent(g)
    farmer = g.pick((he("Mr " + g.pick(SURNAMES)), she("Mrs " + g.pick(SURNAMES))))
    day = g.pick(DAYS[5:] + ("a sunny morning", "the first day of the holidays"))
    on = "on"
    with_ = "Mum" if grown.name == "Mum" else "Dad"
    pos_parent = kid.pos + " " + with_.lower()
    lines = [g.pick(("A visit to the farm", "Our day at the farm", "On the farm", "The farm trip")),
             para([sent(on, day + ",", kid.name, "and", pos_parent, "went to visit a farm"),
                   sent("The farmer,", farmer.name + ",", "met", "us" if kid is I else "them", "at the gate"),
                   g.pick((f'"Welcome to the farm," {farmer.subj} said. "Come and meet the animals."',
                           f'"Hello, and welcome," {farmer.subj} said. "Mind the mud!"',
                           f'"Good morning," said {farmer.name}. "The animals are waiting for you."',
                           f'"Hello there," said {farmer.name}. "Put your boots on and follow me."',
                           f'"Come in," said {farmer.name}, and {farmer.subj} opened the big gate.',
                           f'{farmer.name} waved from the tractor and called, "Over here!"',
                           f'"You are just in time," said {farmer.name}. "It is feeding time."',
                           f'{cap(farmer.subj)} shook hands and said, "Let us go and see the animals."'))])]
    for an in g.sample(animals_of("farm"), g.randint(3, 5)):
        out = []
        place = {"a field": "In the field", "a pond": "On the pond", "a sty": "In the sty"}.get(
            an.home, "In " + an.home.replace("a ", "the ", 1))
        out.append(g.pick((sent(place + ",", "there were", g.pick(("", "some", "lots of", "a few")), an.plural),
                           sent(place + ",", "we" if kid is I else "they", "saw", num(g.randint(2, 9)), an.plural),
                           sent("Next", "we" if kid is I else "they", "went to see the", an.plural),
                           sent("The", an.plural, "were", place[0].lower() + place[1:]))))
        if an.sounds:
            out.append(g.pick((sent("They", past(g.pick(an.sounds)), g.pick(("when", "as")),
                                    "we" if kid is I else "the visitors", g.pick(("came near", "walked past",
                                                                                  "leaned on the fence"))),
                               f'"{cap(an.noise or an.sounds[0])}!" ' + g.pick((f"said one of the {an.plural}.",
                                                                                f"went a big {an.name}.",
                                                                                f"called the {an.plural}.",
                                                                                f"said a {an.name} by the fence.")))))
        out.append(sent("They were", g.pick(("eating", "munching", "busy eating", "looking for", "enjoying")),
                        join(g.sample(an.food, min(len(an.food), g.randint(1, 2)))),
                        g.pick(("", "", "in the sun", "all together", "quietly", "very happily"))))
        if an.young and g.chance(0.8):
            out.append(sent(g.pick(("A little", "A tiny", "A young", "A new", "One little")), an.young, "was",
                            g.pick(("standing next to", "staying close to", "following", "snuggling up to",
                                    "lying beside")), "its mother"))
            out.append(f'"A baby {an.name} is called {a(an.young)}," said {farmer.name}.')
        out.append(sent(farmer.name, "told", "us" if kid is I else "them", "that", an.plural,
                        conj(g.pick(an.habits), "pres", they(an.plural))))
        out.append(sent(g.pick(("One of them", "The biggest one", "A little one", "The nearest one",
                                "One", "The oldest one")), conj(g.pick(an.body), "past", it("it"))))
        lines.append(para(out))
    lines.append(para([sent("At the end of the day,", kid.name if kid is I else kid.subj,
                            conj("be", "past", kid), "so tired that", kid.subj,
                            g.pick(("fell asleep in the car on the way home", "fell asleep straight after tea",
                                    "went to bed early", "yawned all through dinner",
                                    "could hardly keep " + kid.pos + " eyes open"))),
                       g.pick(("It was the best day ever.", "What a lovely day it was!", "What a day!",
                               "It was a muddy but happy day.", "Farms are wonderful places.",
                               "I want to go back soon." if kid is I else "Everyone wanted to go back soon.",
 "I will never forget it." if kid is I
                               else "Nobody will forget it.", "The animals were lovely."))]))
    return "\n".join(lines)


def doc_pet_story(g):
    an = g.pick(tuple(x for x in ANIMALS if x.group == "pet") + (ANIMAL["dog"], ANIMAL["cat"]) * 2)
    kid = narrator(g)
    pet = g.pick((he, she))(g.pick(PET_NAMES))
    has = "have" if kid is I else "has"
    lines = [g.pick((f"My {an.name}", f"{pet.name} the {an.name}", f"Our {an.name}, {pet.name}",
                     f"A {an.name} called {pet.name}"))]
    intro = [sent(kid.name, has, a(an.name), "called", pet.name),
             sent(pet.name, "is", a(g.pick(("small", "lively", "friendly", "gentle", "funny", "lazy"))),
                  an.name, "with", g.pick([h for h in an.has if "legs" not in h] or an.has))]
    if an.sounds:
        snd = third(an.sounds[0]) if an.sounds[0] != "hiss" else "purrs"
        intro.append(g.pick((sent("When", pet.subj, "is happy,", pet.subj, snd),
                             sent(pet.name, snd, "when", pet.subj, g.pick(("wants food", "hears the door",
                                                                          "is pleased to see us", "is hungry"))),
                             sent("You can hear", pet.obj, an.sounds[0], "from the garden"),
                             sent(pet.subj, snd, g.pick(("a lot", "every morning", "at visitors", "softly"))))))
    h1, h2 = g.sample(an.habits, 2)
    intro.append(sent("Like all", an.plural + ",", pet.name, conj(h1, "pres", pet)))
    intro.append(sent(pet.subj, "also", conj(h2, "pres", pet)))
    lines.append(para(intro))
    care = [sent(kid.name, conj("feed", "pres", kid), pet.name,
                 join(an.food[:2]), g.pick(("every morning", "twice a day", "every evening")))]
    if an.name == "dog":
        care.append(sent(kid.subj, conj("take", "pres", kid), pet.name, "for a walk every day"))
    care.append(sent(kid.subj, g.pick(("always", "also", "")), conj(g.pick(
        ("give " + pet.name + " fresh water", "clean out " + pet.name + ("'s tank" if an.name == "goldfish"
                                                                          else "'s bed"),
         "brush " + pet.pos + " coat" if an.name in ("dog", "cat", "rabbit") else "talk to " + pet.obj)),
        "pres", kid)))
    lines.append(para(care))
    lines.append(pet_event(g, an, kid, pet))
    return "\n".join(lines)


def pet_event(g, an, kid, pet):
    e = g.randint(0, 2)
    out = []
    if e == 0:
        out.append(sent("One", g.pick(DAYS), "afternoon,", pet.name, "went missing"))
        out.append(sent(kid.name, "looked everywhere:", join(g.sample(("in the garden", "under the bed",
                                                                        "behind the sofa", "in the shed",
                                                                        "up the stairs", "in the kitchen"), 3))))
        out.append(sent("At last", kid.subj, "found", pet.obj, g.pick(("asleep in the washing basket",
                   "in the cupboard under the stairs", "behind the shed", "curled up on a warm jumper"))))
        out.append(sent(pet.name, conj(body_act(g, an), "past", pet)))
        out.append(sent(kid.subj, conj("be", "past", kid), "so happy that", kid.subj,
                        g.pick(("laughed out loud", "gave " + pet.obj + " a big hug", "danced round the room",
                                "shouted for joy"))))
    elif e == 1:
        out.append(sent("Last week,", pet.name, "was ill and would not eat"))
        carer = g.pick(("mum", "dad"))
        out.append(sent(cap(carer) + " and I" if kid is I else kid.name + " and " + kid.pos + " " + carer,
                        "took", pet.obj, "to the vet"))
        vet = g.pick(("she", "he"))
        well = pet.subj.capitalize()
        out.append(f'The vet looked at {pet.name} carefully. ' + g.pick((
            f'"{well} will be fine," {vet} said. "Keep {pet.obj} warm and give {pet.obj} this medicine."',
            f'"Nothing to worry about," {vet} said. "Give {pet.obj} one of these pills each morning."',
            f'"{well} has a tummy bug," {vet} said. "Let {pet.obj} rest for a few days."',
            f'{cap(vet)} gave {pet.obj} an injection and said, "{well} will soon be better."')))
        out.append(sent("Two days later,", pet.name, "was well again and", conj(g.pick(an.body), "past", pet)))
    else:
        out.append(sent("When", kid.name, "comes home from school,", pet.name,
                        conj(body_act(g, an), "pres", pet)))
        if an.name == "dog":
            out.append(sent(pet.subj, "wags", pet.pos, "tail and jumps up to say hello"))
        out.append(sent(kid.name, conj("think", "pres", kid), "that", pet.name, "is the best", an.name,
                        "in the world"))
    return para(out)


NIGHT_ANIMALS = ("owl", "bat", "fox", "hedgehog", "badger", "mouse", "hamster", "wolf")


def doc_night_animals(g):
    ans = [ANIMAL[n] for n in g.sample(NIGHT_ANIMALS, g.randint(3, 5))]
    lines = [g.pick(("Animals of the night", "Who is awake at night?", "Night animals",
                     "When we go to sleep"))]
    lines.append(g.pick((
        "When the sun goes down and people go to bed, some animals wake up.",
        "Most people sleep at night, but some animals are busy in the dark.",
        "Some animals sleep during the day and come out at night.", "Night time is busy time for some animals.",
        "Not everybody sleeps at night.", "As the sky gets dark, the night animals come out.",
        "Do you know which animals stay up all night?")))
    for an in ans:
        w = an_subject(g, an)
        night = [x for x in an.habits if "night" in x or "day" in x] or list(an.habits)
        out = [sent(w.name, conj(g.pick(night), "pres", w))]
        if an.sounds:
            out.append(sent(g.pick(("At night you may hear", "In the dark you can sometimes hear",
                                    "If you listen carefully, you may hear", "Late at night you might hear")),
                            a(an.name) if w.third else an.plural, g.pick(an.sounds)))
        food = join(g.sample(an.food, min(len(an.food), g.randint(1, 3))))
        out.append(sent(w.subj, conj(g.pick(("look for", "hunt for", "search for", "feed on", "find")), "pres", w),
                        food, g.pick(("", "in the dark", "under the moon", "while we sleep"))))
        home = an.home if w.third else plural_home(an.home)
        out.append(sent(g.pick(("When morning comes,", "At dawn,", "As the sun comes up,", "Before it gets light,",
                                "When the birds start to sing,")), w.subj, conj("go", "pres", w), "back to",
                        (w.pos + " " + home[2:]) if home.startswith("a ") else
                        (w.pos + " " + home if home != an.home else home)))
        lines.append(para(out))
    lines.append(g.pick(("So next time you go to bed, think of the animals waking up outside.",
                         "Listen carefully tonight. Maybe you will hear one of them.",
                         "These animals are called night animals.", "Goodnight, and listen well!",
                         "Which night animal do you like best?", "The night is full of life.")))
    return "\n".join(lines)


TIMES = ("seven o'clock", "half past seven", "eight o'clock", "a quarter to eight", "six o'clock")
BREAKFASTS = table("everyday", "BREAKFASTS")
LUNCHES = table("everyday", "LUNCHES")
DINNERS = table("everyday", "DINNERS")


def routine_steps(g, who, steps, k, tense):
    chosen = sorted(g.sample(range(len(steps)), k))
    links = ("Then", "Next", "After that", "", "", "")
    out = []
    for i, idx in enumerate(chosen):
        link = "First," if i == 0 else g.pick(links)
        subj = who.subj if i else who.subj
        out.append(sent(link, subj, conj(steps[idx], tense, who)))
    return out


def doc_daily_routine(g):
    who = narrator(g)
    tense = "pres" if g.chance(0.5) else "past"
    if who is I:
        title = g.pick(("My day", "A day in my life", "My busy day") + (("Every day", "What I do every day")
                                                                        if tense == "pres" else ()))
    else:
        title = g.pick((f"{who.name}'s day", f"A busy day for {who.name}", "From morning to night"))
    when = "Every morning" if tense == "pres" else g.pick(("On Monday", "Yesterday", "Last Tuesday"))
    wake = sent(when + ",", who.name, conj("wake up", tense, who), "at", g.pick(TIMES))
    morning = [wake] + routine_steps(g, who, MORNING[1:], g.randint(3, 5), tense)
    morning.append(sent(who.subj, conj("have", tense, who), g.pick(BREAKFASTS), "for breakfast"))
    go = g.pick(("walk to school", "catch the bus to school", "ride {pos} bicycle to school",
                 "go to school in the car"))
    morning.append(sent("At half past eight,", who.subj, conj(go, tense, who)))
    day = [sent("At school,", who.subj, conj(g.pick(SUBJECTS)[1], tense, who), "and", conj(g.pick(SUBJECTS)[2],
                                                                                           tense, who)),
           sent("For lunch,", who.subj, conj("have", tense, who), g.pick(LUNCHES)),
           sent("When the bell", "rings" if tense == "pres" else "rang", "at",
                g.pick(("three o'clock,", "half past three,", "a quarter past three,")),
                who.subj, conj(g.pick(("go", "walk", "run", "hurry")), tense, who), "home")]
    evening = [sent(g.pick(("At home,", "Back at home,", "As soon as " + who.subj + " " +
                            conj("get in", tense, who) + ",")), who.subj, conj(g.pick(EVENING[1:3]), tense, who))]
    evening += [sent(g.pick(("Then", "Next", "After that,")), who.subj, conj(s, tense, who))
                for s in sorted(g.sample(EVENING[2:6], 2), key=EVENING.index)]
    evening.append(sent(g.pick(("For dinner", "At six o'clock")), "there", "is" if tense == "pres" else "was",
                        g.pick(DINNERS)))
    evening += [sent(g.pick(("After dinner", "Then", "Later")), who.subj, conj(s, tense, who))
                for s in sorted(g.sample(EVENING[7:], 2), key=EVENING.index)]
    bed = g.pick(("eight o'clock", "half past eight", "nine o'clock"))
    evening.append(sent("At", bed + ",", who.subj, conj("go to bed", tense, who)))
    tired = "so tired that" if g.chance(0.6) else "very tired, and"
    evening.append(sent(who.subj, conj("be", tense, who), tired, who.subj,
                        conj(g.pick(("fall asleep straight away", "fall asleep in five minutes",
                                     "fall asleep before the end of the story")), tense, who)))
    return "\n".join([title, para(morning), para(day), para(evening)])


def doc_diary(g):
    who = I
    start = g.randint(0, 4)
    month = g.pick(MONTHS)
    date = g.randint(1, 24)
    lines = [g.pick(("My diary", "Diary", f"{month.name} diary", "Dear Diary"))]
    openers = g.sample(DIARY_OPEN, 4)
    events = g.sample(range(8), 4)
    for i in range(g.randint(2, 4)):
        day = DAYS[(start + i) % 7]
        out = [sent(openers[i])] if g.chance(0.7) else []
        out.append(diary_event(g, month, events[i]))
        lines.append(f"{day} {date + i} {month.name}")
        lines.append(para(out))
    return "\n".join(lines)


SEASON_WEATHER = table("everyday", "SEASON_WEATHER")
DIARY_OPEN = table("everyday", "DIARY_OPEN")


def diary_event(g, month, e):
    season = next(s for s in SEASONS if s.name == month.season)
    if e == 0:
        w = g.pick([x for x in WEATHER if x.name in SEASON_WEATHER[month.season]])
        return para([sent("Today", w.was), vpick(g, w.sights),
                     sent("I", conj(g.pick(w.need), "past", I), "before I went out")])
    if e == 1:
        f = g.pick(FEELINGS)
        return para([sent("I", conj(g.pick(f.causes), "past", I)),
                     sent("I was so", f.adj, "that I", conj(g.pick(f.results), "past", I))])
    if e == 2:
        ail = g.pick(AILMENT_DECK)
        return para([sent("Yesterday I", conj(g.pick(ail.cause), "past", I)), sent("Now I have", ail.name),
                     g.pick(ail.feels),
                     sent(g.pick(("Mum", "Dad", "The doctor")), "said I had to", fill(g.pick(ail.cure), I)),
                     g.pick(("I hope I feel better tomorrow.", "I hope I am better soon.", "I want to get well soon.",
                             "I do not like being ill.", "I am a bit better tonight."))])
    if e == 3:
        chores = g.sample(CHORES, 3)
        return para([sent("I helped at home. I", join(conj(c, "past", I) for c in chores)),
                     g.pick(("Mum said I was a great help.", "Dad said thank you.", "Mum gave me a big hug.",
                             "It took all morning.", "Now the house looks lovely.", "I was tired but proud."))])
    if e == 4:
        an = g.pick(ANIMALS)
        return para([sent("I saw", a(an.name), where_seen(g, an)),
                     sent("It", conj(g.pick(an.body), "past", it("it"))), sent("Did you know that", an.plural,
                                                                                 fill(g.pick(an.habits), I) + "?")])
    if e == 5:
        return para([sent("It is", month.season, "now"), vpick(g, season.nature), vpick(g, season.weather),
                     sent("After school we", conj(g.pick(season.fun), "past", WE))])
    if e == 6:
        act, after = g.pick(HOME_ACTIONS)
        return para([sent("When I got home, I", conj(act, "past", I)), fill(after, I),
                     sent("Then I", conj(g.pick(TREATS), "past", I), "until bedtime")])
    return para([sent("We had", g.pick(DINNERS), "for dinner"), sent("I was so hungry that I",
                 conj(g.pick(FEELING["hungry"].results), "past", I)),
                 g.pick(("Then I went to bed and fell asleep.", "After that I went straight to bed.",
                                    "Then I read for a while and went to sleep.", "I was in bed by eight.",
                                    "Then I had a bath and went to bed."))])


SEASIDE = table("everyday", "SEASIDE")


def letter_news(g, who):
    """One paragraph of a child's news, written as I."""
    e = g.randint(0, 5)
    if e == 0:
        season = g.pick(SEASONS)
        return para([sent("It is", season.name, "here now"), vpick(g, season.weather), vpick(g, season.nature),
                     sent("Last weekend we", conj(g.pick(season.fun), "past", WE))])
    if e == 1:
        an = g.pick(animals_of("pet"))
        name = g.pick(PET_NAMES)
        pet = g.pick((he, she))(name)
        young = an.young if an.young in ("puppy", "kitten") else an.name
        return para([sent("We have a new", young, "called", name),
                     sent(name, conj(g.pick(daily_habits(an)), "pres", pet)),
                     sent("When I come home,", name, conj(g.pick(an.body), "pres", pet))])
    if e == 2:
        subj = g.pick(SUBJECTS)
        return para([sent("School is going well"), sent("This week we", conj(subj[1], "past", WE)),
                     sent("My teacher says my", g.pick(("reading", "writing", "spelling", "drawing")),
                          g.pick(("is getting better", "is very good", "has got much neater"))),
                     g.pick(("I am very proud.", "I am pleased.", "I try very hard.", ""))])
    if e == 3:
        ail = g.pick(AILMENT_DECK)
        return para([sent("Last week I", conj(g.pick(ail.cause), "past", I), "and got", ail.name),
                     sent("I had to", fill(g.pick(ail.cure), I)),
                     g.pick(("I am much better now, so do not worry.", "I feel fine now.", "Now I am well again.",
                             "I am nearly better now.", "Do not worry, I am all right now."))])
    if e == 4:
        t = g.pick(TRANSPORTS[:5])
        return para([sent("On Saturday we went to the seaside by", t.name),
                      vpick(g, t.facts), sent("I", join(g.sample(SEASIDE, 2))),
                      g.pick(("I was so tired that I fell asleep on the way home.", "It was a lovely day.",
                              "We got home very late.", "I was so happy that I sang all the way home.",
                              "I slept all the way home."))])
    f = g.pick(FEELINGS)
    return para([sent("Guess what? Yesterday I", conj(g.pick(f.causes), "past", I)),
                 sent("I was so", f.adj, "that I", conj(g.pick(f.results), "past", I))])


def doc_letter(g):
    to = relative(g) if g.chance(0.6) else child(g)
    sender = child(g)
    lines = []
    if g.chance(0.5):
        lines.append(g.pick((f"{sender.name} wrote a letter to {to.name}.",
                             f"One rainy afternoon, {sender.name} wrote a letter to {to.name}.",
                             f"{sender.name} sat down at the kitchen table and wrote a letter to {to.name}.",
                             f"A letter from {sender.name}")))
    lines.append(g.pick(("Dear", "Dear", "Hello")) + " " + to.name + ",")
    lines.append(g.pick(("Thank you for your letter.", "How are you? I hope you are well.",
                         "I am writing to tell you my news.", "Thank you for the birthday card.",
                         "It was lovely to get your letter.", "Thank you for the lovely present.",
                         "I hope you are keeping well.", "Sorry it has taken me so long to write.",
                         "I have got lots of news for you.", "Thank you for the postcard.")))
    for _ in range(g.randint(2, 3)):
        lines.append(letter_news(g, sender))
    lines.append(g.pick(("Please write back soon.", "I miss you. Please come and visit soon.",
                         "I hope to see you in the holidays.", "Write soon and tell me all your news.",
                         "Give my love to everyone.", "See you soon, I hope.", "I cannot wait to see you.",
                         "That is all my news for now.", "Say hello to the cat for me.",
                         "I must stop now because it is bedtime.")))
    lines.append(g.pick(("Love from", "Lots of love,", "Best wishes,", "With love from", "All my love,",
                         "Your friend,", "Love and hugs,")))
    lines.append(sender.name)
    if g.chance(0.5):
        lines.append(posting(g, sender, to))
    return "\n".join(lines)


def posting(g, who, to):
    """A short past-tense note about sending a letter and getting a reply."""
    out = [sent(g.pick(("When", "After")), who.name, "had finished writing,", who.subj,
                "folded the letter and put it in an envelope"),
           sent(who.subj, "wrote", to.name + "'s", "address on the front and stuck a stamp in the corner"),
           sent("Then", who.subj, g.pick(("walked to the post box and posted it",
                                          "posted it at the post office", "dropped it in the red post box")))]
    if g.chance(0.6):
        out.append(sent(g.pick(("A week later", "A few days later", "On Friday")) + ",",
                        "the postman brought a reply"))
        out.append(sent(who.subj, "was so", g.pick(("happy", "excited", "pleased")), "that", who.subj,
                        g.pick(("read it three times", "opened it straight away", "read it out to everyone"))))
    return para(out)


EXAM = table("everyday", "EXAM")


def daily_habits(an):
    bad = ("life", "long time", "many years", "winter", "for winter")
    return tuple(h for h in an.habits if not any(b in h for b in bad)) or an.habits


def doc_sick_day(g):
    who = narrator(g)
    ail = g.pick(AILMENT_DECK)
    doc = g.pick((he("Dr " + g.pick(SURNAMES)), she("Dr " + g.pick(SURNAMES))))
    grown = parent(g)
    title = g.pick((f"{cap(ail.name)}", "A day in bed", "Feeling poorly", "A visit to the doctor"))
    start = [sent(g.pick(("On", "Last")), g.pick(DAYS[:5]) + ",", who.name, conj(g.pick(ail.cause), "past", who))]
    start.append(sent("The next morning,", who.subj, conj("have", "past", who), ail.name))
    quote = g.pick(ail.feels)
    speaker = "I" if who is I else who.name
    start.append(f'"{quote[:-1]}," {speaker} told {grown.name}.' if g.chance(0.5)
                 else (f'"I have {ail.name}," I said.' if who is I else f'"I have {ail.name}," said {speaker}.'))
    told = "told " + ("me" if who is I else who.obj) + " that"
    start.append(sent(grown.name, g.pick(("said", "decided that", told)),
                      who.subj, g.pick(("could not go to school", "had to stay at home", "should stay in bed",
                                        "must stay off school"))))
    visit = [sent(grown.name, "took", who.obj, "to see", doc.name)]
    verb, part = EXAM.get(ail.name, ("looked at", "throat"))
    visit.append(sent(doc.name, verb, who.pos, part))
    cures = g.sample(ail.cure, min(2, len(ail.cure)))
    visit.append(f'"You have {ail.name}," said {doc.name}. "You must {fill(cures[0], YOU)}'
                 + (f' and {fill(cures[1], YOU)}."' if len(cures) > 1 else '."'))
    end = [sent("So", who.subj, conj(cures[0], "past", who))]
    rest = [x for x in ("stayed in bed and read", "lay on the sofa under a blanket", "slept most of the afternoon",
                        "read comics all afternoon") if x.split()[-1] not in cures[0] and "bed" not in cures[0]]
    end.append(sent(who.subj, g.pick(rest or ["read comics all afternoon"])))
    end.append(sent(grown.name, "brought", who.obj, g.pick(("a bowl of hot soup", "a cup of warm milk",
                                                           "some toast and honey", "a glass of water"))))
    end.append(sent(g.pick(("A few days later", "Soon", "By the end of the week", "After three days",
                            "On Friday")) + ",", who.subj,
                    conj(g.pick(("feel", "be")), "past", who), g.pick(("much better", "well again", "better",
                                                                      "back to normal"))))
    return "\n".join([title, para(start), para(visit), para(end)])


def doc_doctor_dialogue(g):
    pat = child(g) if g.chance(0.5) else adult(g)
    ail = g.pick(AILMENT_DECK)
    doc = g.pick(("Doctor", "Nurse", "Dr " + g.pick(SURNAMES)))
    p = pat.name
    how_long = g.pick(("since yesterday", "for two days", "since this morning", "for three days"))
    lines = [g.pick(("At the doctor's", "Seeing the doctor", "In the surgery"))]
    lines += [f'{doc}: Good morning. What is the matter?', f'{p}: I have {ail.name}.',
              f'{doc}: ' + g.pick(("Oh dear. How long have you had it?", "I see. When did it start?",
                                "How long has it been like this?", "Oh dear. Since when?",
                                "When did you first notice it?", "And when did this begin?")),
              f'{p}: {cap(how_long)}.',
              f'{doc}: How does it feel?', f'{p}: {" ".join(g.sample(ail.feels, min(2, len(ail.feels))))}',
              f'{doc}: Did anything happen?',
              f'{p}: {sent("I", conj(g.pick(ail.cause), "past", I))}']
    cures = g.sample(ail.cure, min(2, len(ail.cure)))
    lines.append(f'{doc}: I see. You need to {fill(cures[0], YOU)}.'
                 + (f' You should also {fill(cures[1], YOU)}.' if len(cures) > 1 else ''))
    if g.chance(0.5):
        lines.append(f"{p}: Will I get better soon?")
        lines.append(f"{doc}: " + g.pick(("Yes, you will feel better in a few days.",
                                          "Yes. Rest, and you will soon be well.", "I am sure you will.",
                                          "Yes, if you do as I say.")))
    else:
        lines.append(f"{p}: " + g.pick(("Thank you.", "Thank you very much.")))
        lines.append(f"{doc}: " + g.pick(("You are welcome. Come back next week if you are not better.",
                                          "You are welcome. Goodbye.", "Not at all. Get well soon.",
                                          "You are welcome. Come and see me again on Friday.",
                                          "That is all right. Look after yourself.")))
    return "\n".join(lines)


def job_sentences(g, job, k):
    """k facts about a job, each in a different frame."""
    w = g.pick((it(cap(a(job.name))), they(cap(job.plural))))
    d = g.shuffled(job.duties)
    duty, w2 = d[0], w
    return g.sample((
        sent(w.name, conj(duty, "pres", w2)),
        sent(w.name, conj("work", "pres", w2), job.place),
        sent(w.name, conj("use", "pres", w2), join(job.tools)),
        sent("Without", job.plural + ",", job.good),
        sent("The job of", a(job.name), "is to", d[-1]),
        sent(w.name, "is someone who", conj(d[1 % len(d)], "pres", it("x"))) if w.third else
        sent(job.plural, "are people who", d[1 % len(d)]),
    ), k)


def doc_jobs(g):
    lines = [g.pick(("People who help us", "Jobs people do", "What do they do?", "Grown-ups at work",
                     "When I grow up"))]
    grown_up = False
    for job in g.sample(JOBS, g.randint(4, 6)):
        style = g.randint(0, 1 if grown_up else 2)
        grown_up = grown_up or style == 2
        if style == 0:
            lines.append(f"What does {a(job.name)} do? " + " ".join(job_sentences(g, job, 3)))
        elif style == 1:
            w = she(cap(a(job.name)))
            lines.append(para([sent(a(job.name), conj(job.duties[0], "pres", it("x"))),
                               sent(g.pick(("He or she", "A " + job.name)), "works", job.place),
                               sent("Every day", job.plural, g.pick(job.duties[1:] or job.duties))]))
        else:
            kid = child(g)
            lines.append(para([f'"When I grow up, I want to be {a(job.name)}," said {kid.name}.',
                               f'"{cap(job.plural)} {g.pick(job.duties)}, and I would like to do that too."']))
    if lines[0] == "When I grow up":
        lines.append(g.pick(("What would you like to be when you grow up?", "What job would you like to do?",
                             "Which job would you choose?", "What do you want to be?")))
    return "\n".join(lines)


def doc_job_day(g):
    job = g.deal("job", JOBS)
    w = g.pick((he, she))(g.pick(("Mr ", "Mrs ")).strip() + " " + g.pick(SURNAMES))
    w = (he if w.name.startswith("Mr ") else she)(w.name)
    tense = g.pick(("pres", "past"))
    start = g.pick(("five o'clock", "six o'clock", "seven o'clock", "half past six"))
    lines = [g.pick((f"A day in the life of {a(job.name)}", f"{w.name} the {job.name}", f"{cap(a(job.name))}'s day"))]
    p1 = [sent(w.name, conj("be", tense, w), a(job.name)),
          sent(w.subj, conj("work", tense, w), job.place)]
    when = "Every morning" if tense == "pres" else "Yesterday"
    p1.append(sent(when + ",", w.subj, conj("get up", tense, w), "at", start))
    p1.append(sent(w.subj, conj("have", tense, w), g.pick(BREAKFASTS), "and", conj("put on", tense, w),
                   w.pos, g.pick(("coat", "uniform", "work clothes"))))
    p2 = [sent(g.pick(("First", "To begin with", "At work")) + ",", w.subj, conj(job.duties[0], tense, w))]
    for d in job.duties[1:]:
        p2.append(sent(g.pick(("Then", "Later", "After that", "")), w.subj, conj(d, tense, w)))
    p2.append(sent(w.subj, conj("use", tense, w), join(job.tools)))
    f = g.pick(("tired", "happy", "proud", "hungry"))
    p3 = [sent(g.pick(("In the evening,", "At five o'clock,", "When the work is done," if tense == "pres" else
                       "When the work was done,", "At the end of the day,", "Later,")), w.subj,
               conj(g.pick(("go home", "catch the bus home", "walk home", "drive home")), tense, w)),
          sent(w.subj, conj("be", tense, w), f)]
    if f == "tired":
        p3.append(sent(w.subj, conj("be", tense, w), "so tired that", w.subj, conj("fall asleep in {pos} chair",
                                                                                tense, w)))
    elif f == "hungry":
        p3.append(sent(w.subj, conj("eat", tense, w), "two bowls of soup"))
    p3.append(sent("Without", job.plural + ",", job.good))
    return "\n".join(lines + [para(p1), para(p2), para(p3)])


def doc_season(g):
    season = g.deal("season", SEASONS)
    lines = [g.pick((cap(season.name), f"The {season.name}", f"What happens in {season.name}?",
                     f"I love {season.name}", f"{cap(season.name)} is here"))]
    months = join(season.months)
    p1 = [g.pick((f"{cap(season.name)} comes in {months}.",
                  f"The {season.name} months are {months}.",
                  f"In {season.months[1]}, it is {season.name}."))]
    p1 += [vary(g, x) for x in g.sample(season.weather, 2)]
    p1.append(sent("The air feels", season.feel))
    p2 = [vary(g, x) for x in g.sample(season.nature, 3)]
    an = g.pick(ANIMALS)
    p3 = [sent("In", season.name + ", people wear", join(g.sample(season.clothes, 2)))]
    p3.append(sent("Children like to", join(g.sample(season.fun, 2))))
    kid = narrator(g)
    fun = g.pick(season.fun)
    p3.append(sent("Last", season.name + ",", does(kid, fun, named=True), "with",
                   "my" if kid is I else kid.pos, g.pick(("friends", "brother", "sister", "cousins"))))
    order = ("spring", "summer", "autumn", "winter")
    nxt = order[(order.index(season.name) + 1) % 4]
    p4 = [sent("After", season.name, "comes", nxt), g.pick(next(x for x in SEASONS if x.name == nxt).weather)]
    return "\n".join([lines[0], para(p1), para(p2), para(p3), para(p4)])


def doc_months(g):
    lines = [g.pick(("The months of the year", "Twelve months", "Our year", "A year in the garden"))]
    lines.append(g.pick(("There are twelve months in a year. ", "A year has twelve months. ",
                         "Every year has twelve months. ", "")) + g.pick((
        "Each month is different.", "Here is what happens in some of them.", "Do you know them all?",
        "Here are some of them.", "Which is your favourite?", "Let us look at a few.")))
    start = g.randint(0, 11)
    k = g.randint(5, 9)
    for i in range(k):
        m = MONTHS[(start + i) % 12]
        season = next(s for s in SEASONS if s.name == m.season)
        extra = vpick(g, season.nature + season.weather)
        lines.append(g.pick((f"{m.name} is in {m.season}. {m.note} {extra}",
                             f"In {m.name}, {extra[0].lower() + extra[1:]}",
                             f"{m.name}: {m.note}")))
    if g.chance(0.5):
        nth = g.randint(0, 11)
        lines.append(f"My birthday is in {MONTHS[nth].name}, so it is in {MONTHS[nth].season}.")
    return "\n".join(lines)


def doc_weather_day(g):
    w = g.pick(WEATHER)
    who = narrator(g)
    kid2 = child(g)
    grown = parent(g)
    day = g.pick(DAYS)
    title = g.pick((f"A {w.adj} day", f"The {w.adj} {day}", f"When {w.now}"))
    p1 = [sent("When", who.name, conj("wake up", "past", who), "on", day + ",", w.now.replace(" is ", " was "))]
    p1 += [vary(g, x) for x in g.sample(w.sights, 2)]
    need = g.sample(w.need, min(2, len(w.need)))
    p1.append(f'"{cap(w.now)}," said {grown.name}. "You must {fill(need[0], YOU)}."')
    p2 = [sent("So", who.subj, conj(need[0], "past", who))]
    if len(need) > 1:
        pair = f"{kid2.name} and I" if who is I else f"{who.subj} and {kid2.name}"
        p2.append(sent("Then", pair, conj(need[1], "past", they("x"))))
    if any("stay" in n for n in need):
        p2.append(sent(who.subj, "looked out of the window and watched the", w.name))
        p3 = [sent("In the evening,", grown.name, g.pick(("lit the fire", "made hot chocolate", "made soup"))),
              sent(who.subj, "sat by the fire and read a book"), "It was a cosy day."]
        return "\n".join([title, para(p1), para(p2), para(p3)])
    elif w.name in ("rain", "storm"):
        p2.append(sent(who.subj, "jumped in the puddles until", who.pos, "boots were full of water"))
    elif w.name == "snow":
        p2.append(g.pick(("They built a snowman with a carrot nose and threw snowballs at each other.",
                          "They made snow angels and went sledging down the hill.",
                          "They threw snowballs until their gloves were wet through.",
                          "They rolled a huge snowball across the garden.")))
    elif w.name == "sun":
        p2.append(sent("We" if who is I else "They",
                       "ate ice cream in the park and played in the shade of a big tree"))
    elif w.name == "wind":
        p2.append(sent("The wind blew", who.pos, "hat off, and", who.subj, "had to chase it down the street"))
    if w.name == "sun":
        p3 = [sent("When", who.subj, "came home,", who.subj, conj("be", "past", who), "hot and thirsty"),
              sent(grown.name, "poured", who.obj, "a glass of cold lemonade"), "It was a lovely day."]
        return "\n".join([title, para(p1), para(p2), para(p3)])
    p3 = [sent("When", who.subj, "came home,", who.subj, g.pick(("was cold and wet", "was cold and tired",
                                                                "had rosy cheeks", "was very hungry")))]
    p3.append(sent(grown.name, g.pick(("lit the fire", "made hot chocolate", "put the kettle on",
                                       "ran a warm bath"))))
    p3.append(sent(who.subj, "sat by the fire and", g.pick(("warmed", "dried")), who.pos, "hands"))
    p3.append(g.pick(("It was a lovely day.", "What a day it was!", "That night " + who.subj + " slept well.")))
    return "\n".join([title, para(p1), para(p2), para(p3)])


def doc_school(g):
    teacher = adult(g)
    kid = narrator(g)
    f1, f2 = two_children(g)
    subs = g.sample(SUBJECTS, 3)
    lines = [g.pick(("At school", "My school", "A day at school", "Our class", "School days"))]
    we = WE if kid is I else they("x")
    p1 = [sent(kid.name, conj("go", "pres", kid), "to", g.pick(("Hill Road", "Park Lane", "Church Street",
                                                           "Meadow")), "School"),
          sent("Our" if kid is I else kid.pos, "teacher is", teacher.name),
          sent(teacher.subj, "is", g.pick(("kind", "funny", "strict but fair", "very patient"))),
          sent("There are", num(g.randint(15, 20)) if g.chance(0.5) else str(g.randint(21, 30)),
               "pupils in the class")]
    p2 = [g.pick(("School starts at nine o'clock when the bell rings.", "The bell rings at nine o'clock.",
                  "The school gates open at half past eight.", "We line up in the playground at nine.",
                  f"Every morning, {teacher.name} calls the register.", "Lessons begin at nine.",
                  "In the morning, we hang our coats on our pegs." if kid is I else
                  "In the morning, the children hang their coats on their pegs."))]
    p2.append(sent("First", we.subj, "have", subs[0][0] + ".", cap(we.subj), fill(subs[0][1], we)))
    p2.append(sent("After that,", we.subj, "have", subs[1][0], "and", fill(subs[1][2], we)))
    p2.append(sent(g.pick(("At break time,", "At playtime,", "In the break,")), we.subj,
                   g.pick(("play", "like to play", "often play")), g.pick(("tag", "football", "skipping games",
                                                                          "hopscotch", "marbles", "catch")),
                   g.pick(("in the playground", "on the field", "with our friends" if kid is I else
                           "with their friends"))))
    p2.append(sent("After lunch,", we.subj, "have", subs[2][0] + ".", cap(we.subj), fill(subs[2][1], we)))
    p3 = [sent(kid.pos if kid is not I else "My", "best friends are", f1.name, "and", f2.name)]
    p3.append(sent(f1.name, "is good at", subs[0][0], "and", f2.name, "is good at", subs[1][0]))
    p3.append(sent(teacher.name, "gives", we.obj, "homework every", g.pick(DAYS[:5])))
    p3.append(sent(g.pick(("Yesterday", "Last week")), teacher.name, "said", f'"Well done!"', "to",
                   kid.name if kid is not I else "me", "because", kid.subj,
                   g.pick(("read a whole book", "got all my sums right" if kid is I else "got all the sums right",
                           "wrote a lovely story", "tidied the book corner"))))
    p3.append(sent(g.pick(("When the bell rings at half past three,", "At the end of the day,",
                           "At home time,", "At half past three,")), we.subj,
                   g.pick(("go home", "put on our coats and go home" if kid is I else "put on their coats and go home",
                           "say goodbye to " + teacher.name))))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def doc_house(g):
    who = I if g.chance(0.6) else child(g)
    lines = [g.pick(("My house", "Our home", "Rooms in a house", "A tour of our house", "Where I live"))]
    rooms = g.sample(ROOMS, g.randint(4, 6))
    home = g.pick(("a small house", "a flat above a shop", "a cottage near the park", "a house on a hill",
                   "a big old house"))
    lines.append(para([sent(who.name, conj("live", "pres", who), "in", home, "with",
                            who.pos, g.pick(("family", "mum and dad", "gran and my little brother"
                                                                         if who is I else "family")))]))
    for room in rooms:
        out = [g.pick((sent("In the", room.name, "there", "is", join(g.sample(room.sights, 3))),
                       sent("The", room.name, "has", join(g.sample(room.sights, 3)))))]
        acts = g.sample(room.does, 2)
        we = WE if who is I else they("x")
        out.append(sent(g.pick(("This is where", "Here")), we.subj, conj(acts[0], "pres", we), "and",
                        conj(acts[1], "pres", we)))
        things = [t for t in THINGS if t.room == room.name]
        if things:
            t = g.pick(things)
            out.append(g.pick((sent("We use the", t.name, "to", fill(t.use, WE)),
                               sent(a(t.name), "is for", ing(t.use.split()[0]) + (" " + fill(" ".join(
                                   t.use.split()[1:]), WE) if " " in t.use else "")),
                               sent("There is", a(t.name), "for", conj(t.use, "ing", WE)))))
            out.append(vary(g, t.more, 0.5))
        lines.append(para(out))
    lines.append(g.pick(("I love my home." if who is I else "It is a happy home.",
                         "My favourite room is the " + rooms[0].name + "." if who is I else
                         who.pos.capitalize() + " favourite room is the " + rooms[0].name + ".",
                         "Home is the best place in the world.", "There is no place like home.",
                         "It is not a big house, but it is cosy.", "We are very happy here.")))
    return "\n".join(lines)


def doc_things(g):
    """What do we use it for? A teaching list of household things."""
    lines = [g.pick(("Things in our house", "What is it for?", "Useful things", "Things we use every day"))]
    for t in g.sample(THINGS, g.randint(6, 9)):
        use = fill(t.use, WE)
        lines.append(g.pick((
            f"What is {a(t.name)} for? We use {a(t.name)} to {use}.",
            f"We need {a(t.name)} to {use}. {vary(g, t.more, 0.5)}",
            f"We use the {t.name} to {use}. " + g.pick((f"You will find it in the {t.room}.",
                                                      f"It lives in the {t.room}.", f"Ours is in the {t.room}.",
                                                      f"Most houses keep one in the {t.room}.")),
            f"You can find {a(t.name)} in the {t.room}. {vary(g, t.more, 0.5)}",
            f"If you want to {fill(t.use, YOU)}, you need {a(t.name)}.",
        )))
    return "\n".join(lines)


THANKS = table("everyday", "THANKS")


def doc_chores(g):
    who = narrator(g)
    grown = parent(g)
    tense = g.pick(("pres", "past"))
    lines = [g.pick(("Helping at home", "Saturday jobs", "Jobs around the house", "A busy morning"))]
    when = "Every Saturday" if tense == "pres" else "Last Saturday"
    p1 = [sent(when + ",", who.name, conj("help", tense, who), grown.name, "with the jobs around the house")]
    jobs = g.sample(CHORES, g.randint(4, 6))
    for i, c in enumerate(jobs):
        link = "First," if i == 0 else ("Last of all," if i == len(jobs) - 1
                                        else g.pick(("Then", "Next", "After that,", "")))
        p1.append(sent(link, who.subj, conj(c, tense, who)))
    p2 = [sent(grown.name, conj("do", tense, grown), "the", g.pick(("ironing", "shopping", "cooking", "gardening")))]
    p2.append(sent("When all the work", conj("be", tense, it("x")), "done,", grown.name, conj("say", tense, grown),
                   'to ' + ("me" if who is I else who.obj) + ', "' + g.pick(THANKS) + '"'))
    treat = g.pick(TREATS)
    p2.append(sent("Then", who.subj, "and", grown.name, conj(treat, tense, they("x"))) if who is not I else
              sent("Then", grown.name, "and I", conj(treat, tense, WE)))
    return "\n".join([lines[0], para(p1), para(p2)])


def doc_howto(g):
    h = g.deal("howto", HOWTOS)
    lines = [g.pick((f"How to {h.title}", f"How do you {h.title}?", f"Let's {h.title}"))]
    lines.append(g.pick(("You will need:", "What you need:", "You need:")) + " " + join(h.need) + ".")
    numbered = g.chance(0.5)
    for i, st in enumerate(h.steps, 1):
        lines.append(f"{i}. {st}." if numbered else f"{g.pick(('', 'Then', 'Next,')) if i > 1 else 'First,'} "
                     f"{st[0].lower() + st[1:] if i > 1 or True else st}.".strip())
    lines.append(h.tip)
    if g.chance(0.5):
        who = narrator(g)
        lines.append(para([sent(g.pick(("Yesterday", "Last week", "This morning")) + ",", who.name, "learned how to",
                                h.title.replace("your", who.pos)),
                           sent(who.subj, conj("be", "past", who), "very proud")]))
    return "\n".join(x[0].upper() + x[1:] for x in lines)


def food_fact(g, f):
    w = it(cap(f.plural)) if f.mass else they(cap(f.plural))
    how = g.pick(f.how)
    ref = "it" if "them" not in how else "them"
    name = f.name if f.mass else (f.plural if ref == "them" else a(f.name))
    return g.pick((
        sent(w.name, conj(f.origin, "pres", w)),
        sent(w.name, conj("be", "pres", w), join(g.sample(f.tastes, 2))),
        sent("You can", re.sub(r"\b" + ref + r"\b", name, how, count=1)),
        sent("Many people have", f.plural if not f.mass else f.name, "for", f.meal),
        sent(w.name, conj("be", "pres", w), f.group if f.group in ("food", "fruit") else
             (a(f.group) if f.mass else plural_noun(f.group))),
    ))


def doc_food(g):
    lines = [g.pick(("Food we eat", "Good things to eat", "What is for dinner?", "Food facts", "In the kitchen"))]
    for f in g.sample(FOODS, g.randint(4, 6)):
        facts = list(dict.fromkeys(food_fact(g, f) for _ in range(4)))
        lines.append(" ".join(facts[:3]))
    who = narrator(g)
    f = g.pick(FOODS)
    lines.append(para([sent(g.pick(("Yesterday", "On Sunday", "Last night")) + ",", who.name, "was very hungry"),
                       sent(who.subj, "was so hungry that", who.subj, conj(g.pick(FEELING["hungry"].results),
                                                                           "past", who))]))
    return "\n".join(lines)


def doc_meals(g):
    who = narrator(g)
    grown = parent(g)
    t = "pres" if g.chance(0.5) else "past"
    when = ("Every day" if t == "pres" else "Yesterday")
    lines = [g.pick(("Breakfast, lunch and dinner", "Mealtimes", "What we ate", "Three meals a day"))]
    p1 = [sent(when + ",", who.name, conj("have", t, who), "three meals"),
          sent("For breakfast,", who.subj, conj("have", t, who), g.pick(BREAKFASTS)),
          sent(who.subj, conj("drink", t, who), g.pick(("a glass of milk", "a cup of tea", "some orange juice")))]
    p2 = [sent(g.pick(("At one o'clock,", "By lunchtime,", "At midday,", "Later,")), who.subj, conj("be", t, who),
               g.pick(("hungry again", "ready for lunch", "starving"))),
          sent("For lunch,", who.subj, conj("eat", t, who), g.pick(LUNCHES))]
    if g.chance(0.5):
        p2.append(sent("In the afternoon,", who.subj, conj("have", t, who), "a slice of cake and a cup of tea"))
    cook = g.pick(("cook", "make"))
    p3 = [sent("In the evening,", grown.name, conj(cook, t, grown), g.pick(DINNERS), "for dinner"),
          sent(who.name, conj("help", t, who), g.pick(("to set the table", "to peel the potatoes",
                                                       "to stir the pot", "to wash the vegetables")))]
    p3.append(sent(g.pick(("After dinner,", "When the meal was over," if t == "past" else "After the meal,",
                           "Afterwards,")), who.subj, conj(g.pick(("do the washing up", "dry the dishes",
                                                                  "clear the table", "wipe the table")), t, who)))
    if g.chance(0.5):
        p3.append(sent("Then", who.subj, conj(g.pick(("feel", "be")), t, who), "full and sleepy"))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


SHOPS = table("everyday", "SHOPS")


def doc_shopping(g):
    who = narrator(g)
    grown = parent(g)
    shop, goods = g.pick(SHOPS)
    items = g.sample(goods, min(len(goods), g.randint(2, 4)))
    lines = [g.pick(("Going shopping", "The shopping list", "At the shops", f"A trip to {shop}"))]
    with_ = f"{grown.name} and I" if who is I else f"{who.name} and {grown.name}"
    p1 = [sent("On", g.pick(DAYS) + ",", with_, "went to", shop),
          sent(grown.name, "had a shopping list"), sent("It said:", join(items))]
    p2 = [sent(who.subj if who is not I else "I", "put", items[0], "in the basket")]
    if len(items) > 1:
        p2.append(sent("Then", who.subj if who is not I else "I", "found", items[1]))
    cost = g.randint(2, 12)
    p2.append(sent("At the till, the shopkeeper said, \"That will be", num(cost), "pounds, please.\""))
    p2.append(g.pick((sent(grown.name, "paid for the shopping and the shopkeeper gave", grown.obj, "the change"),
                      sent(grown.name, "paid with a note and put the change in", grown.pos, "purse"),
                      sent(grown.name, "counted out the money and paid"),
                      sent(grown.name, "paid, and the shopkeeper put everything in a bag"))))
    p3 = [sent(g.pick(("On the way home,", "After that,", "Outside the shop,")), who.subj,
               g.pick(("carried the bag", "held the bag", "carried the shopping", "helped to carry the bags"))),
          sent(g.pick(("It was heavy", "It was not very heavy", "The bag was full", "It was a long walk home",
                       "The sun was shining", "It started to rain"))),
          sent("When they got home," if who is not I else "When we got home,", who.subj if who is not I else "I",
               g.pick(("helped to put away the shopping", "put the milk in the fridge",
                       "put the bread in the bread bin", "put everything away in the cupboards")))]
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def feeling_scene(g, who, f, named=True):
    """Three or four sentences: what happened, how they felt, what they did."""
    subject = who.name if named else who.subj
    out = [sent(g.pick(("One day,", "Once,", "Last week,", "Yesterday,", "", "")),
                subject, conj(g.pick(f.causes), "past", who))]
    r = g.randint(0, 3)
    if r == 0:
        out.append(sent(who.subj, conj("be", "past", who), "so", f.adj, "that", who.subj,
                        conj(g.pick(f.results), "past", who)))
    elif r == 1:
        out.append(sent(who.subj, conj("feel", "past", who), "very", f.adj))
        out.append(sent(who.subj, conj(g.pick(f.signs), "past", who), "and", conj(g.pick(f.results), "past", who)))
    elif r == 2:
        out.append(sent(who.subj, conj("be", "past", who), f.adj + ", so", who.subj,
                        conj(g.pick(f.results), "past", who)))
    else:
        out.append(sent(who.subj, conj("be", "past", who), "too", f.adj, "to think about anything else"))
        out.append(sent("In the end,", who.subj, conj(g.pick(f.results), "past", who)))
    return out


def doc_feelings(g):
    lines = [g.pick(("Feelings", "How do you feel?", "Happy, sad and tired", "All kinds of feelings",
                     "Why did they feel like that?", "Feeling better", "Faces and feelings",
                     "What makes us happy or sad?"))]
    for f in g.sample(FEELINGS, g.randint(3, 5)):
        who = narrator(g) if g.chance(0.7) else g.pick((WE, they(g.pick(("The children", "The twins",
                                                                             "Mum and Dad")))))
        lines.append(para(feeling_scene(g, who, f)))
    lines.append(g.pick(("Everybody has feelings. It is good to talk about them.",
                         "How do you feel today?", "We all feel like this sometimes.",
                         "When you feel sad, it helps to talk to someone.", "Feelings come and go.",
                         "Have you ever felt like that?", "It is all right to feel sad sometimes.",
                         "Can you remember a time when you felt like this?", "Tell a friend how you feel.",
                         "Nobody is happy all the time.")))
    return "\n".join(lines)


def doc_feeling_words(g):
    """A short lesson on the 'so ... that ...' pattern and on feeling words."""
    lines = [g.pick(("Using so and that", "Feeling words", "Say how you feel", "Learning English: feelings"))]
    lines.append(g.pick(("We can say how strong a feeling is with so ... that.",
                         "Here are some sentences about feelings.", "Read these sentences about feelings.",
                         "Read each sentence aloud.", "Which feeling do you know best?", "Look at these examples.",
                         "Copy these sentences into your book.", "")))
    for _ in range(g.randint(6, 9)):
        f = g.pick(FEELINGS)
        who = g.pick((narrator(g), WE, narrator(g)))
        t = g.pick(("past", "past", "pres"))
        if t == "pres":
            lines.append(sent(who.name, conj("be", "pres", who), f.adj, "when", who.subj,
                              conj(g.pick(f.causes), "pres", who)))
        else:
            lines.append(sent(who.name, conj("be", "past", who), "so", f.adj, "that", who.subj,
                              conj(g.pick(f.results), "past", who)))
    return "\n".join(lines)


DESTINATIONS = table("everyday", "DESTINATIONS")


def doc_journey(g):
    t = g.pick(TRANSPORTS)
    who = narrator(g)
    grown = parent(g)
    dest = g.pick(DESTINATIONS)
    group = f"{grown.name} and I" if who is I else f"{who.name} and {grown.name}"
    we = WE if who is I else they("x")
    lines = [g.pick((f"A journey by {t.name}", f"Going to {dest}", "Our trip", f"On the {t.name}"))]
    p1 = [sent("Last", g.pick(("summer", "Saturday", "spring", "week")) + ",", group, "went to", dest, "by", t.name)]
    if t.name in ("train", "bus", "plane", "ferry", "boat"):
        p1.append(sent(we.subj, conj(g.pick(("go", "walk", "hurry")), "past", we), "to", t.stop,
                       g.pick(("early in the morning", "after breakfast", "at eight o'clock", "in good time"))))
        p1.append(sent(grown.name, "bought two tickets"))
        if g.chance(0.3):
            p1.append(sent("We" if who is I else "They", "nearly missed the", t.name + ", so", we.subj,
                           "had to run"))
    else:
        p1.append(sent(we.subj, "packed a bag with", join(g.sample(("sandwiches", "a map", "apples",
                                                                  "a flask of tea", "raincoats", "a camera",
                                                                  "some crisps"), 2))))
    p2 = [vpick(g, t.facts)]
    p2.append(sent("On the way,", who.subj, "looked out of the window and saw",
                   join(g.sample(("fields of sheep", "a river", "tall hills", "a windmill", "a castle",
                                  "cows in a meadow", "a little church", "the sea"), 3))))
    p2.append(sent("The journey took", g.pick(("two hours", "an hour", "all morning", "three hours"))))
    if g.chance(0.5):
        until = "until we arrived" if who is I else "until they arrived"
        p2.append(sent(who.subj, "was so tired that", who.subj, "fell asleep", g.pick(("for a while", until))))
    p3 = [sent("At", dest + ",", we.subj, g.pick(("had a picnic", "walked on the beach", "visited a museum",
                                                     "had tea and cake", "looked at the animals")))]
    back = t.name if t.name not in ("car", "bicycle") else "bus"
    p3.append(g.pick((sent("In the evening,", we.subj, "caught the", back, "home"),
                      sent("At", g.pick(("five", "six", "seven")), "o'clock,", we.subj, "set off for home"),
                      sent("Late in the afternoon,", we.subj, "went home by", t.name),
                      sent(we.subj, "got home just before dark"), sent(we.subj, "set off home as the sun went down"),
                      sent("it was dark when", we.subj, "got home"))))
    p3.append(g.pick(("It was a wonderful journey.", "I want to go again." if who is I else "It was a lovely day out.",
                      "What an adventure!", "Everyone was tired but happy.", "It was a day to remember.",
                      "Next time we will stay longer." if who is I else "They want to go back next year.")))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def doc_transport_facts(g):
    lines = [g.pick(("Ways to travel", "How do we get there?", "On the move", "Travelling"))]
    for t in g.sample(TRANSPORTS, g.randint(4, 6)):
        out = [vary(g, x) for x in g.sample(t.facts, min(2, len(t.facts)))]
        board = ("You get on", "You catch") + (("Passengers board",) if t.name != "bicycle" else ())
        out.append(g.pick((sent(g.pick(board), a(t.name), "at", t.stop)
                           if t.stop != "the front of the house" else sent(g.pick(("A car waits outside the house",
                                                                    "The car is parked in the drive",
                                                                    "You get into the car at home"))),
                           sent(cap(t.driver), g.pick(("is in charge of the", "looks after the", "drives the"))
                                if t.name != "plane" else "flies the", t.name))))
        lines.append(f"{cap(t.name)}: " + " ".join(out) if g.chance(0.5) else " ".join(out))
    who = narrator(g)
    t = g.pick(TRANSPORTS)
    lines.append(sent(who.name, "like" if who is I else "likes", "to", t.go, "best"))
    return "\n".join(lines)


BED_JOBS = table("everyday", "BED_JOBS")


def doc_bedtime(g):
    who = narrator(g)
    grown = parent(g)
    lines = [g.pick(("Bedtime", "Time for bed", "Goodnight", "A quiet night", "Under the stars"))]
    p1 = [sent("At", g.pick(("seven o'clock", "half past seven", "eight o'clock", "a quarter to eight",
                             "half past eight")) + ",", grown.name,
               g.pick(("said,", "called,", "called up the stairs,")),
               g.pick(('"It is time for bed."', '"Bedtime!"', '"Off to bed now."', '"Time to go up."',
                       '"Come on, sleepy head. Bedtime."'))),
          sent(who.name, conj(g.pick(("put on {pos} pyjamas", "have a warm bath", "get washed",
                                      "put on {pos} nightclothes", "have a quick shower", "go upstairs")),
                              "past", who), g.pick(("", "", "straight away", "without any fuss", "slowly"))),
          sent(who.subj, join(conj(x, "past", who) for x in g.sample(BED_JOBS, 2)))]
    if g.chance(0.5):
        p1.append(sent(g.pick(("Before bed,", "For a while,", "Then", "First,")), who.subj,
                       g.pick(("looked out of the window and watched the stars", "stood at the window",
                               "peeped out between the curtains", "looked up at the night sky"))))
        p1.append(g.pick(("The moon was big and round.", "The sky was dark and clear.",
                          "A few clouds drifted across the moon.", "A thin new moon hung over the roofs.",
                          "The stars twinkled over the hills.", "It was raining softly.",
                          "The street lamps glowed orange.")))
    p2 = [sent(grown.name, "read", who.obj, "a story about", a(g.pick(STORY_ADJ)), g.pick(ANIMALS).name)]
    night = [ANIMAL[n] for n in g.sample(("owl", "fox", "bat", "hedgehog"), 2)]
    for an in night:
        p2.append(g.pick((sent("Outside, an" if an.name[0] in "aeiou" else "Outside, a", an.name,
                               conj(an.sounds[0], "past", it("x"))) if an.sounds else
                          sent("Outside, a", an.name, "was looking for", an.food[0]),
                          sent(g.pick(("In the garden,", "Under the hedge,", "Down by the shed,",
                                       "Somewhere outside,")),
                               a(an.name), g.pick(("was looking for", "was hunting for", "was sniffing out")),
                               join(g.sample(an.food, 2))))))
    p2.append(g.pick(("Owls hunt at night, while children sleep.", "Night animals were waking up.",
                      "An owl called from the big oak tree.",
                      "Out in the dark, the owls were hunting.", "A moth fluttered at the window.",
                      "Far away, a dog barked.", "The wind sighed in the trees.",
                      "The house was quiet and warm.")))
    p3 = [sent(grown.name, g.pick(("turned off the light", "switched off the lamp", "kissed " + who.obj +
                                   " goodnight", "tucked " + who.obj + " in")), "and said,",
               g.pick(('"Goodnight. Sleep tight."', '"Sweet dreams."', '"Night night. See you in the morning."',
                       '"Goodnight, love."', '"Time to sleep now."')))]
    p3.append(sent(who.name, conj("be", "past", who), "so", g.pick(("tired", "sleepy")), "that", who.subj,
                   g.pick(("fell asleep straight away", "fell asleep in a few minutes",
                           "fell asleep before the end of the story"))))
    p3.append(g.pick((sent(who.subj, "slept until morning"), sent(who.subj, "dreamed about",
                                                                 g.pick(("the sea", "flying", "a big cake",
                                                                         "a little fox", "snow"))),
                      sent("When", who.subj, "woke up, the sun was shining"))))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def doc_home_story(g):
    """A short story built from everyday home actions: door, fire, kettle, phone."""
    who = narrator(g)
    guest = relative(g) if g.chance(0.6) else child(g)
    w = g.pick(("cold", "wet", "windy", "dark"))
    lines = [g.pick(("A visitor", "A knock at the door", "A cosy evening", "Who is at the door?"))]
    company = g.pick(("cat", "dog", "little brother", "big sister", "books", "jigsaw puzzle", "knitting"))
    p1 = [sent("It was a", w, g.pick(DAYS), "evening"), sent(who.name, "was at home with", who.pos, company)]
    act, after = g.pick(tuple(x for x in HOME_ACTIONS if x[0] in ("light the fire", "draw the curtains",
                                                                   "switch on the light", "switch on the lamp",
                                                                   "put the kettle on")))
    p1.append(sent(who.subj, conj(act, "past", who)))
    p1.append(fill(after, who))
    p2 = [g.pick(("Suddenly, someone knocked on the door.", "Then there was a knock at the door.",
                  "All at once, the doorbell rang.", "Just then, someone rang the bell.",
                  "Ding dong! It was the doorbell.", "There was a loud knock.", "Somebody tapped on the window.",
                  "Knock, knock! Somebody was at the door.")),
          sent(who.subj, g.pick(("went to the hall and opened the door", "ran to open the door",
                                 "opened the door", "opened the front door", "hurried to the door and opened it")))]
    p2.append(sent("It was", guest.name + "!", cap(guest.subj), "was", g.pick(("cold and wet", "very cold",
                                                                              "tired after a long walk",
                                                                              "wet through", "out of breath",
                                                                              "carrying a big basket",
                                                                              "smiling from ear to ear"))))
    welcome = g.pick(('"Come in," {s}. "Come and sit by the fire."', '"Come in," {s}. "Sit down and get warm."',
                      '"Hello!" {s}. "Come in out of the cold."',
                      '"Oh, hello!" {s}. "Take off your wet coat."', '"Look who it is!" {s}.',
                      '"Welcome!" {s}. "Come in and sit down."',
                      '"What a surprise!" {s}. "Come in and get warm."', '"Come in, come in," {s}.'))
    p2.append(welcome.format(s="I said" if who is I else "said " + who.name))
    p2.append(sent(who.subj, "closed the door and hung up", guest.pos, "coat"))
    p3 = [sent(who.subj, g.pick(("put the kettle on and made a pot of tea", "made two mugs of hot chocolate",
                                 "warmed up some soup", "made a cup of tea", "put some bread under the grill",
                                 "boiled the kettle", "cut two slices of cake")))]
    p3.append(sent("They" if who is not I else "We", "ate", g.pick(("bread and butter", "slices of cake",
                                                                   "hot buttered toast", "biscuits")),
                   g.pick(("and talked for a long time", "and chatted", "by the fire", "and laughed a lot",
                           "and talked about old times"))))
    if g.chance(0.5):
        caller, pron = g.pick((("mum", "she"), ("dad", "he")))
        p3.append(sent("Then the phone rang, and", who.subj, g.pick(("answered the phone", "picked it up",
                                                                      "ran to answer it")) + ". It was", who.pos,
                       caller, "saying that", pron, "would be home late"))
    p3.append(sent("Later,", guest.name, conj("be", "past", guest), "so tired that", guest.subj,
                   "fell asleep in the armchair by the fire"))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def dialogue_lines(g, a_, b_):
    """A short everyday conversation between two people, as (speaker, line) pairs."""
    kind = g.randint(0, 5)
    if kind == 0:
        f = g.pick(FOODS)
        return [(a_, "I am hungry. What is for dinner?"), (b_, f"We are having {g.pick(DINNERS)}."),
                (a_, "Can I help?"), (b_, g.pick(("Yes, please set the table.", "You can peel the potatoes.",
                                                  "Please wash your hands first."))),
                (a_, "Can I have some " + (f.name if f.mass else f.plural) + " too?"),
                (b_, g.pick(("Yes, but only a little.", "After dinner.", "Of course you can.")))]
    if kind == 1:
        w = g.pick(WEATHER)
        return [(a_, "What is the weather like today?"), (b_, cap(w.now) + "."),
                (a_, "Should I take my coat?"), (b_, "Yes. And " + fill(g.pick(w.need), YOU) + "."),
                (a_, "All right. Goodbye!"), (b_, "Goodbye. See you later.")]
    if kind == 2:
        f = g.pick(FEELINGS)
        cause = g.pick(f.causes)
        return [(a_, "You look " + f.adj + ". What is the matter?" if f.adj in ("sad", "tired", "angry", "cold",
                                                                               "bored", "lonely", "afraid")
                 else "You look " + f.adj + ". What happened?"),
                (b_, sent("I", conj(cause, "past", I))),
                (a_, g.pick(("Oh dear.", "Really?", "I see.", "Oh!"))),
                (b_, sent("I am so", f.adj, "that I want to", fill(g.pick(f.results), I)
                          .replace("could not ", "not "))),
                (a_, g.pick(("I understand.", "Let us have a cup of tea.", "Come and sit down.")))]
    if kind == 3:
        t = g.pick(TRANSPORTS[:2])
        return [(a_, f"Excuse me, when does the next {t.name} leave?"),
                (b_, f"The next one leaves at {g.pick(TIMES)}."), (a_, "Can I buy a ticket here?"),
                (b_, "Yes. Where are you going?"), (a_, f"To {g.pick(DESTINATIONS)}, please."),
                (b_, f"That will be {num(g.randint(2, 9))} pounds."), (a_, "Here you are. Thank you.")]
    if kind == 4:
        an = g.pick(animals_of("pet"))
        pet = g.pick((he, she))(g.pick(PET_NAMES))
        return [(a_, f"Is that your {an.name}?"), (b_, f"Yes. {pet.name} is my {an.name}."),
                (a_, f"What does {pet.subj} eat?"), (b_, sent("I give", pet.obj, join(an.food[:2]))),
                (a_, "I would love to have a pet."),
                (b_, f"{cap(a(an.name))} is a good pet, but it needs a lot of care.")]
    act = g.pick(("wash your hands", "brush your teeth", "tidy your room", "do your homework", "make your bed"))
    verb, _, rest = act.partition(" ")
    done = "done" if verb == "do" else past(verb)
    return [(a_, f"Have you {done} {rest}?"),
            (b_, "Not yet."), (a_, f"Please {act} now."), (b_, "Do I have to?"),
            (a_, "Yes, you do. Then you can " + g.pick(TREATS) + "."), (b_, "All right!")]


def doc_dialogue(g):
    n = g.randint(2, 3)
    lines = [g.pick(("Conversations", "Talking", "Everyday English: speaking", "Little dialogues"))]
    for _ in range(n):
        a_, b_ = two_children(g) if g.chance(0.5) else (g.pick(("Mum", "Dad", "Gran")), child(g))
        a_name = a_ if isinstance(a_, str) else a_.name
        for spk, text in dialogue_lines(g, a_name, b_.name):
            lines.append(f"{spk}: {text}")
    return "\n".join(lines)


def doc_simple_sentences(g):
    """A language-learning page: short true sentences on one theme, present and past."""
    theme = g.randint(0, 3)
    lines = [g.pick(("Simple sentences", "Read and learn", "English practice", "Short sentences"))]
    if theme == 0:
        for an in g.sample(ANIMALS, g.randint(6, 9)):
            lines.append(g.pick(FACTS)(g, an, an_subject(g, an)))
            w = it("The " + an.name)
            lines.append(sent(g.pick(("Yesterday,", "This morning,", "Then", "")), w.name.lower(),
                              conj(body_act(g, an), "past", w)))
    elif theme == 1:
        for _ in range(g.randint(8, 12)):
            who = g.pick((narrator(g), WE, narrator(g)))
            act, after = g.pick(HOME_ACTIONS)
            lines.append(sent(who.name, conj(act, "past", who)) + " " + fill(after, who))
        lines = list(dict.fromkeys(lines))
    elif theme == 2:
        for _ in range(g.randint(8, 12)):
            who = narrator(g)
            c = g.pick(CHORES + MORNING + EVENING)
            t = g.pick(("pres", "past"))
            when = g.pick(("every day", "every morning", "on Saturdays")) if t == "pres" else g.pick(
                ("yesterday", "last night", "this morning"))
            lines.append(sent(who.name, conj(c, t, who), when))
    else:
        for job in g.sample(JOBS, g.randint(5, 8)):
            lines.append(" ".join(job_sentences(g, job, 2)))
    return "\n".join(lines)


def theme_who(g, code):
    """A doer for a theme: 'kid' (I or a child), 'child', 'parent', 'we', 'adult', 'relative' or 'Name:he'."""
    makers = {"kid": narrator, "child": child, "parent": parent, "adult": adult, "relative": relative}
    if code in makers:
        return makers[code](g)
    if code == "we":
        return WE
    name, _, pron = code.partition(":")
    return (he if pron == "he" else she)(name)


def be_word(who, tense="pres"):
    return who.be_pres if tense == "pres" else who.be_past


def act_past(g, who, vp, times=PAST_WHEN):
    """A past sentence with a time word: 'Last night, Tom made the bed.'"""
    when = g.pick(times)
    body = conj(vp, "past", who)
    r = g.randint(0, 4)
    if r == 0:
        return sent(cap(when) + ",", who.name, body)
    if r == 1:
        return sent(who.name, body, when)
    if r == 2 and not vp.startswith("be "):
        verb, _, rest = vp.partition(" ")
        return "Who " + past(verb) + (" " + fill(rest, who) if rest else "") + "? " + sent(who.name, "did")
    if r == 3:
        return sent(g.pick(("Once,", "One day,", "On Monday,")), who.name, body)
    return sent(g.pick(("Then", "After that,", "Later,", "So")), who.name, body)


def act_pres(g, who, vp):
    """A habit: 'Tom makes his bed every morning.'"""
    body = conj(vp, "pres", who)
    r = g.randint(0, 3)
    if r == 0:
        return sent(who.name, body, g.pick(HABIT))
    if r == 1:
        return sent(cap(g.pick(HABIT)) + ",", who.name, body)
    if r == 2:
        return sent(who.name, g.pick(("always", "usually", "often", "sometimes")), body)
    return sent(who.name, conj("like", "pres", who), "to", fill(vp, who))


def act_ing(g, who, vp):
    """-ing frames: 'Tom is making the bed.', 'Tom likes making the bed.'"""
    v = conj(vp, "ing", who)
    r = g.randint(0, 5)
    if r == 0:
        return sent(g.pick(("Look! " + cap(who.name), "Right now, " + who.name, "At the moment, " + who.name,
                            who.name)), be_word(who), v)
    if r == 1:
        return sent(who.name, be_word(who, "past"), v, "when", g.pick(("the phone rang", "the doorbell rang",
                                                                      "it began to rain", "Gran arrived",
                                                                      "the clock struck six")))
    if r == 2:
        return sent(who.name, conj(g.pick(("like", "enjoy", "love")), "pres", who), v)
    if r == 3:
        return sent(who.name, neg("like", "pres", who), v)
    if r == 4:
        return sent(who.name, conj("be", "pres", who), "good at", v)
    return sent("After", v + ",", who.name, conj(g.pick(("have a rest", "have a drink", "sit down")), "past",
                                                 who))


def act_future(g, who, vp, times=LATER):
    """Plans: 'Tomorrow, Tom will make the bed.', 'Tom is going to ...'"""
    base = conj(vp, "base", who)
    later = g.pick(times)
    r = g.randint(0, 4)
    if r == 0:
        return sent(cap(later) + ",", who.name, "will", base)
    if r == 1:
        return sent(who.name, be_word(who), "going to", base, later)
    if r == 2:
        return sent(who.name, conj("want", "pres", who), "to", base, later)
    if r == 3:
        return sent(who.name, "will", base, "if", who.subj, conj("have", "pres", who), "time")
    if who is I:
        return sent("I hope I will", base, later)
    return sent("I think", who.name, "will", base, later)


def act_ask(g, who, vp):
    """Requests and duties: 'Mum asked Tom to make the bed.'"""
    grown = parent(g)
    r = g.randint(0, 5)
    if r == 0 and who is not I:
        return sent(grown.name, "asked", who.obj if who is WE else who.name, "to", fill(vp, who))
    if r == 1:
        return f'"Please {fill(vp, YOU)}," said {grown.name}.'
    if r == 2:
        return sent("Remember to", fill(vp, YOU))
    if r == 3:
        return sent(who.name, conj("have", "pres", who), "to", fill(vp, who), g.pick(HABIT))
    if r == 4:
        return sent(who.name, conj("forget", "past", who), "to", fill(vp, who))
    return sent(who.name, neg(vp, "past", who), g.pick(PAST_WHEN))


def act_event(g, who, vp, times=PAST_WHEN):
    """A one-off happening, past only."""
    r = g.randint(0, 3)
    if r == 0:
        return sent(cap(g.pick(times)) + ",", who.name, conj(vp, "past", who))
    if r == 1:
        return sent(g.pick(("Once,", "One day,", "Last year,", "Not long ago,")), who.name, conj(vp, "past", who))
    if r == 2:
        return sent(who.name, conj(vp, "past", who), g.pick(times))
    return sent("I remember the day", who.name, conj(vp, "past", who)) if who is not I else \
        sent("I will never forget the day I", conj(vp, "past", who))


ACT_FRAMES = (act_past, act_pres, act_ing, act_future, act_ask, act_past, act_pres)


def np_line(g, th, who):
    np_ = fill(g.pick(th.nps), who)
    return cap(g.pick(th.np_frames).format(np=np_, who=who.name, pos=who.pos))


def pick_act(g, th):
    """A routine act; the first dozen (the commonest phrases) come up more often."""
    return g.pick(th.acts[:12]) if g.chance(0.4) else g.pick(th.acts)


def theme_line(g, th, who):
    """Any one sentence of the theme, in a random frame."""
    times = THEME_WHEN.get(th.name, PAST_WHEN)
    if th.acts and g.chance(0.7):
        frame, vp = g.pick(ACT_FRAMES), pick_act(g, th)
        if frame is act_future:
            return frame(g, who, vp, THEME_LATER.get(th.name, LATER))
        return frame(g, who, vp, times) if frame is act_past else frame(g, who, vp)
    if th.events and g.chance(0.6):
        return act_event(g, who, g.pick(th.events), times)
    return np_line(g, th, who) if g.chance(0.5) else vpick(g, th.lines)


def past_chain(g, who, vps):
    """'First, Tom made the bed. Then he swept the floor. ...'"""
    out = []
    for i, vp in enumerate(vps):
        link = "First," if i == 0 else ("Last of all," if i == len(vps) - 1 and i > 2 else
                                        g.pick(("Then", "Next,", "After that,", "Later,", "")))
        out.append(sent(link, who.name if i == 0 else who.subj, conj(vp, "past", who)))
    return out


def doc_theme_story(g):
    """A little past narrative, a habit paragraph and a plan, all on one everyday theme."""
    th = g.deal("theme", THEMES)
    who = theme_who(g, g.pick(th.people))
    other = theme_who(g, g.pick(th.people))
    title = g.pick(th.titles)
    pool = th.acts or th.events
    picks = g.sample(pool, g.randint(4, 6))
    p1 = [sent(cap(g.pick(THEME_WHEN.get(th.name, PAST_WHEN))) + ",", who.name, conj(picks[0], "past", who))]
    p1 += past_chain(g, who, picks)[1:]
    if th.events and g.chance(0.7):
        p1.append(sent(g.pick(("Suddenly,", "Then, all at once,", "But then")), who.subj,
                       conj(g.pick(th.events), "past", who)))
    p1.append(np_line(g, th, who))
    p2 = [vpick(g, th.lines) for _ in range(2)]
    if th.acts:
        p2 += [act_pres(g, other, vp) for vp in g.sample(th.acts, 2)]
        p3 = [act_future(g, who, pick_act(g, th), THEME_LATER.get(th.name, LATER)),
              g.pick((act_ing, act_ask))(g, other, pick_act(g, th))]
    else:
        p2 += [act_event(g, other, vp, ("long ago", "one day", "once", "one winter", "one summer morning"))
               for vp in g.sample(th.events, 2)]
        p3 = [sent(who.name, conj(g.pick(th.events), "past", who)), g.pick(ENDINGS)]
    p2 = list(dict.fromkeys(p2))
    return "\n".join([title, para(p1), para(p2), para(p3)])


def doc_theme_practice(g):
    """An English practice page: many short sentences on one theme, different people and tenses."""
    th = g.deal("theme practice", THEMES)
    lines = [g.pick(("Everyday English: ", "Useful phrases: ", "Read and practise: ", "")) + g.pick(th.titles)]
    for _ in range(g.randint(9, 14)):
        lines.append(theme_line(g, th, theme_who(g, g.pick(th.people))))
    return "\n".join(dict.fromkeys(lines))


def doc_theme_dialogue(g):
    """Two people talk about what they did, do and will do."""
    th = g.deal("theme talk", tuple(t for t in THEMES if t.acts))
    a_, b_ = two_children(g) if g.chance(0.6) else (parent(g), child(g))
    done = g.sample(th.acts, 4)
    lines = [g.pick(("A chat", "Talking about the day", "What did you do?", "Questions and answers"))]
    when = g.pick(PAST_WHEN)
    lines.append(f"{a_.name}: What did you do {when}?")
    lines.append(f"{b_.name}: " + sent("I", conj(done[0], "past", I), "and then I", conj(done[1], "past", I)))
    lines.append(f"{a_.name}: " + g.pick(("Did you", "And did you")) + f" {fill(done[2], YOU)} too?")
    lines.append(f"{b_.name}: " + g.pick((f"Yes, I did. I {conj(done[2], 'past', I)} {g.pick(PAST_WHEN)}.",
                                          f"No, I did not. I will {fill(done[2], I)} {g.pick(LATER)}.")))
    lines.append(f"{a_.name}: Do you like {conj(done[3], 'ing', YOU)}?")
    lines.append(f"{b_.name}: " + g.pick((f"Yes, I love {conj(done[3], 'ing', I)}.",
                                          f"Not really. I would rather {fill(pick_act(g, th), I)}.",
                                          f"Yes. I {conj(done[3], 'pres', I)} {g.pick(HABIT)}.")))
    lines.append(f"{a_.name}: What are you going to do {g.pick(LATER)}?")
    lines.append(f"{b_.name}: I am going to {fill(pick_act(g, th), I)}. " + vpick(g, th.lines))
    if th.events and g.chance(0.6):
        lines.append(f"{a_.name}: " + sent("Guess what?", act_event(g, I, g.pick(th.events))))
        lines.append(f"{b_.name}: " + g.pick(("Oh no!", "Really?", "Oh dear!", "Wow!", "Never!")))
    return "\n".join(lines)


CORE_DECK = ANIMALS + tuple(ANIMAL[n] for n in COMMON + ("dog", "cat", "hen", "cow", "bee", "owl", "horse",
                                                          "dog", "dog", "cat"))


def core_isa(g, an):
    n, noun, other = an.name, an.isa[0], an.isa[-1]
    return g.pick((f"{cap(a(n))} is {a(noun)}.", f"Is {a(n)} {a(noun)}? Yes, {a(n)} is {a(noun)}.",
                   f"{cap(an.plural)} are {plural_noun(noun)}.", f"Everybody knows that {a(n)} is {a(noun)}.",
                   f"{cap(a(n))} is {a(other)}.", f"What is {a(n)}? {cap(a(n))} is {a(noun)}."))


def core_sound(g, an):
    if not an.sounds:
        return sent(a(an.name), "makes hardly any sound")
    s = g.pick(an.sounds)
    opts = [sent(a(an.name), third(s)), sent(an.plural, s), sent("the", an.name, past(s)),
            sent("you can hear", a(an.name), s, g.pick(("at night", "in the morning", "from far away", "")))]
    if an.noise:
        opts.append(f'{cap(a(an.name))} says "{an.noise}".')
    if s == "purr":
        opts.append(sent("a cat purrs when it is happy"))
    return g.pick(opts)


def core_body(g, an):
    act = body_act(g, an)
    ani = it("it")
    return g.pick((sent("The", an.name, conj(act, "past", ani)), sent("Then the", an.name, conj(act, "past", ani)),
                   sent("Look! The", an.name, "is", conj(act, "ing", ani)), sent(a(an.name), "can", fill(act, ani)),
                   sent("I saw the", an.name, fill(act, ani)),
                   sent("when", a(an.name), "is happy, it", conj(act, "pres", ani))
                   if an.name == "dog" else sent("Our", an.name, conj(act, "past", ani))))


def core_habit(g, an):
    h = g.pick(an.habits)
    pl = they(an.plural)
    return g.pick((sent(an.plural, fill(h, pl)), sent(a(an.name), conj(h, "pres", it("x"))),
                   sent("most", an.plural, fill(h, pl)), "Did you know that " + an.plural + " " + fill(h, pl) + "?",
                   sent(a(an.name), "will", fill(h, it("x")))))


def core_food_home(g, an):
    f = join(g.sample(an.food, min(2, len(an.food))))
    opts = [sent(a(an.name), "eats", f), sent(an.plural, "eat", f), sent(a(an.name), "lives in", an.home),
            sent(an.plural, "live in", plural_home(an.home)), sent("the", an.name, "was eating", g.pick(an.food))]
    if an.young:
        opts += [f"A baby {an.name} is called {a(an.young)}.", f"Baby {an.plural} are called {an.young_pl}.",
                 sent("the", an.name, "had", num(g.randint(2, 6)), an.young_pl)]
    return g.pick(opts)


KEY_ACTS = table("everyday", "KEY_ACTS")


def core_key(g, an):
    """The best-known thing the animal does, in several frames."""
    act = KEY_ACTS.get(an.name) or body_act(g, an)
    ani = it("it")
    opts = [sent("the", an.name, conj(act, "past", ani)), sent(a(an.name), conj(act, "pres", ani)),
            sent("look! The", an.name, "is", conj(act, "ing", ani)), sent("I saw the", an.name, fill(act, ani)),
            sent(g.pick(("our", "my gran's", "the little", "the old", "a friendly")), an.name,
                 conj(act, "past", ani), g.pick(("", "again", "all morning", "when we came home")))]
    if an.name == "dog":
        opts = [sent(g.pick(("the", "our", "the little", "the big", "Gran's", "a friendly")), "dog wagged its tail",
                     g.pick(("", "", "and barked", "when we came home", "and ran to the gate", "happily"))),
                "A dog wags its tail when it is happy.",
                sent("when the dog saw", g.pick(("me", "us", "Gran", "the postman", "its dinner")) + ",",
                     "it wagged its tail"),
                g.pick(("Why do dogs wag their tails? ", "Dogs wag their tails. ", "")) +
                "They wag their tails when they are " + g.pick(("happy.", "pleased.", "excited."))]
    return g.pick(opts)


CORE_ANIMAL = (core_sound, core_body, core_habit, core_food_home, core_key)


def core_use(g, thing, vp, prep):
    we = fill(vp, WE)
    verb = vp.split()[0]
    rest = fill(vp.partition(" ")[2], WE)
    be = "are" if thing == "scissors" else "is"
    who = g.pick((she("Mum"), he("Dad"), she("Gran"), child(g), I))
    opts = [sent(thing, be, "for", ing(verb) + (" " + rest if rest else "")),
            sent("you need", thing, "to", fill(vp, YOU)), sent("we use", thing, "to", we)]
    if prep:
        many = g.pick((WE, they("people"), YOU, they("most people"), they("grown-ups and children")))
        opts += [sent(many.name, g.pick(("", "", "usually", "always", "often")), fill(vp, many), prep, thing),
                 f"What do we {we} {prep}? " + g.pick((f"We {we} {prep} {thing}.", f"{cap(thing)}!",
                                                        f"We use {thing}.", f"{cap(thing)}, of course.")),
                 sent(who.name, conj(vp, "past", who), prep, re.sub(r"^an? ", "the ", thing))]
    return g.pick(opts)


def core_job(g, job):
    duty = g.pick(job.duties)
    one = it("x")
    return g.pick((sent(a(job.name), conj(duty, "pres", one)), sent(job.plural, duty),
                   sent("it is the job of", a(job.name), "to", duty),
                   sent("a person who", conj(duty, "pres", one), "is called", a(job.name)),
                   sent(a(job.name), "works", job.place), f"What does {a(job.name)} do? " +
                   sent(a(job.name), conj(duty, "pres", one)), sent("the", job.name, conj(duty, "past", one))))


def core_season(g):
    s = g.pick(SEASONS)
    order = ("spring", "summer", "autumn", "winter")
    prev = order[order.index(s.name) - 1]
    nat = g.pick(tuple(x for x in s.nature if s.name not in x) or s.nature)
    first = nat.split()[0]
    low = nat if first in ("April", "March") else nat[0].lower() + nat[1:]
    w = g.pick(WEATHER)
    return g.pick((f"In {s.name}, {low}", f"{cap(s.name)} comes after {prev}.", f"It is {s.feel} in {s.name}.",
                   sent("in", s.name + ",", "people wear", join(g.sample(s.clothes, 2))),
                   f"{g.pick(s.months)} is in {s.name}.", f"When {w.now}, we {fill(g.pick(w.need), WE)}.",
                   sent("on", a(w.adj), "day,", "we", fill(g.pick(w.need), WE)), vpick(g, s.weather)))


def doc_core_facts(g):
    """Short true facts: animals (most often), what things are for, jobs, seasons."""
    kind = g.pick((0, 0, 0, 1, 1, 2, 3))
    lines = []
    if kind == 0:
        lines.append(g.pick(("Animal facts", "Facts about animals", "True or false? All true!", "Did you know?")))
        for _ in range(g.randint(3, 4)):
            an = g.deal("core animal", CORE_DECK)
            key = [core_key] if an.name in KEY_ACTS else []
            fs = [core_isa] + key + g.sample(CORE_ANIMAL[:4], g.randint(2, 3))
            lines.append(" ".join(dict.fromkeys(f(g, an) for f in fs)))
    elif kind == 1:
        lines.append(g.pick(("What is it for?", "What do we use?", "Tools for every day",
                             "Things we use", "Useful things at home")))
        for thing, vp, prep in g.sample(USES[:14], g.randint(4, 6)) + g.sample(USES[14:], g.randint(3, 4)):
            lines.append(core_use(g, thing, vp, prep))
    elif kind == 2:
        lines.append(g.pick(("Jobs", "Who does what?", "People at work", "What do people do?")))
        for job in g.sample(JOBS, g.randint(6, 9)):
            lines.append(" ".join(dict.fromkeys(core_job(g, job) for _ in range(2))))
    else:
        lines.append(g.pick(("Seasons and weather", "The year", "Weather facts", "Four seasons")))
        lines += list(dict.fromkeys(core_season(g) for _ in range(g.randint(8, 12))))
    return "\n".join(lines)


# =============================================================================
# 5. ASSEMBLY
# =============================================================================

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


if __name__ == "__main__":
    sys.exit(main())
