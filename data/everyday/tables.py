"""The tables of the everyday documents and the record each row becomes: animals (with a few helpers over them), jobs,
foods, household things, rooms, seasons, months, weather, ailments, feelings, transport, school subjects, everyday
collocations, how-to tasks, then (3b) the collocations by theme, the time words and what things are for. The rows
are in data/tables/everyday.tsv: one file for the whole package, read by corpus/tables.py under the module name
"everyday".
"""

from typing import NamedTuple
from corpus.tables import table

from .grammar import it, they


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
