"""Sentence pieces the document builders share: distances and travel times, openings, when-phrases, weather
lines, the decks that deal out towns, animals and recipes in turn, and phrases picked inside the builders'
sentences (named so those sentences fit the line; each is called where its pick() used to be written, so the
random draws keep their order)."""

from .records import Pronouns
from .rng import Deck, pick, R
from .grammar import a, cap, IRREGULAR, num, ORDINALS, past
from .lexicon import CLOTHES, COLOURS, MONTHS, SAY_VERBS, SEASON_WEATHER, WEATHER_NOW, WEEKDAYS
from .world import (ALL_OBJECTS, ANIMAL_NAMES, FLOWERS, FOOD_NAMES, HOWTO_NAMES, JOB_NAMES, JOBS, OBJECT_PLACES,
                    PET_KINDS, PLACE_TITLE, REGION_NAMES, RIVER_NAMES, STEP_VERBS, TOWN_NAMES, TOWN_POS, TOWNS)
from .texts import DEFINITIONS
from .people import habit_past, job_a, pet_phrase, town_desc


def miles(t1, t2):
    (x1, y1), (x2, y2) = TOWN_POS[t1], TOWN_POS[t2]
    return max(2, int(round(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5)))


def miles_words(t1, t2):
    """'thirty-five miles' (always more than one)."""
    return num(miles(t1, t2)) + " miles"


def travel_time(n_miles, speed):
    """How long a trip takes at `speed` miles an hour, in words."""
    hours = n_miles / speed
    if hours < 0.75:
        return "less than an hour"
    if hours < 1.5:
        return "about an hour"
    if hours < 10:
        return f"about {num(round(hours))} hours"
    return f"{'two' if hours < 30 else 'three'} long days"


def towns_on(river):
    return [t for t in TOWN_NAMES if TOWNS[t].river == river]


def towns_in(region):
    return [t for t in TOWN_NAMES if TOWNS[t].region == region]


# Phrases picked inside the builders' sentences, named so those sentences fit the line. Each is called at
# the point where its pick() used to be written, so the random draws keep their order.


def storm_morning(month):
    return pick(
        [
            "Early one morning in " + month,
            "One " + pick(WEEKDAYS) + " morning in " + month,
            "At dawn one day in " + month,
        ]
    )


def arrival_time():
    return pick(
        [
            "in the late afternoon",
            "just before sunset",
            "at about four o" + chr(39) + "clock",
            "as the lamps were being lit",
        ]
    )


def somewhere_near(c):
    return pick(["outside " + c.town, "near " + the_landmark(c.town), "along the river " + TOWNS[c.town].river])


def judging():
    return pick(
        [
            "tasted a little of each one",
            "measured and weighed them",
            "held each one up to the light",
            "wrote careful notes",
        ]
    )


def show_prize(c):
    return pick(
        [
            "a blue ribbon",
            "a copper cup",
            "a basket of " + TOWNS[c.town].product,
            "a new " + pick(["spade", "watering can", "mixing bowl", "apron"]),
        ]
    )


def sales_talk(seller):
    return pick(
        [
            "They came in fresh this morning.",
            "They are the best in " + seller.town + ".",
            "I had to raise the price a little this month.",
            "A bargain, if I may say so.",
        ]
    )


def neighbour_news(neighbour):
    return pick(
        [
            "taken up " + neighbour.hobby,
            "a new " + pick(PET_KINDS),
            "painted the front door " + pick(COLOURS[:10]),
            "been ill, but is better now",
        ]
    )


def pet_news():
    return pick(
        [
            "slept by the fire all day",
            "chased something in the garden",
            "would not eat",
            "was very naughty",
            "was as good as gold",
        ]
    )


def market_day_scene():
    return pick(
        [
            "farmers bring their produce into town",
            "the square fills with stalls",
            "people come in from the villages around",
            "the streets are noisy from dawn",
        ]
    )


def teacher_note():
    return pick(
        ["has taught there for years", "arrived last spring", "grew up in the town", "is known for long stories"]
    )


def lesson_topic():
    return pick(
        [
            "the rivers of the land",
            "the towns of " + pick(REGION_NAMES),
            "the animals of the woods",
            "the months and seasons",
            "the old kings and queens",
            "the stars",
        ]
    )


def pet_habit():
    return pick(
        ["sleeps by the stove", "has a basket in the kitchen", "is not allowed upstairs", "goes wherever it likes"]
    )


def tailor_saying():
    return pick(
        ["buy well and buy once", "a stitch in time is worth the thread", "a coat is only as good as its buttons"]
    )


# Each builder returns one document as a list of lines (paragraphs).  They draw
# every fact from the world tables above, so facts never contradict each other.

def sentences(*parts):
    """Join sentences into a paragraph, dropping empty ones."""
    return " ".join(p for p in parts if p)


def the_landmark(t):
    lm = TOWNS[t].landmark
    for art in ("a ", "an "):
        if lm.startswith(art):
            return "the " + lm[len(art):]
    return "the " + lm


def pet_pron(name):
    """Pets are he or she; the choice is fixed by the name."""
    return Pronouns("he", "him", "his") if sum(map(ord, name)) % 2 else Pronouns("she", "her", "her")


def past_step(step):
    """'Peel and chop the vegetables' -> 'peeled and chopped the vegetables'.

    The first word is a verb; a word after 'and' is changed too when it is one
    of the verbs that begin recipe steps ('... with water and bring it ...')."""
    words = step.split(" ")
    words[0] = past(words[0].lower())
    for i in range(1, len(words) - 1):
        if words[i] == "and" and words[i + 1] in STEP_VERBS:
            words[i + 1] = past(words[i + 1])
    return " ".join(words)


def when_phrase(month, weekday=None):
    season = {m.name: m.season for m in MONTHS}[month]
    wd = weekday or pick(WEEKDAYS)
    return pick([
        f"One {wd} morning in {month}",
        f"Early one {season} morning",
        f"On a {wd} in {month}",
        f"One {season} evening",
        f"Late one afternoon in {month}",
        f"On the {ORDINALS[R.randint(0, 19)]} of {month}",
        f"One cold {wd}" if season == "winter" else f"One fine {wd}",
    ])


def weather_line(season):
    kind = pick(SEASON_WEATHER[season])
    return pick(WEATHER_NOW[kind]) + ".", kind


def other_town(t, same_region=None):
    if same_region:
        pool = [x for x in towns_in(TOWNS[t].region) if x != t]
    else:
        pool = [x for x in TOWN_NAMES if x != t]
    return pick(pool)


def opening(c):
    """First sentence of a story about person c (past tense)."""
    t = c.town
    return pick([
        f"{c.full} was {job_a(c.job)} in {t}, {town_desc(t)}.",
        f"In {t}, {town_desc(t)}, there lived {a(c.traits[0])} {c.job} called {c.full}.",
        f"{c.full} lived in {c.house} in {t}.",
        f"Not long ago, in the {TOWNS[t].kind} of {t}, there lived {a(c.job)} named {c.first}.",
        f"{c.first} {c.surname} had been {job_a(c.job)} in {t} for {num(R.randint(2, 30))} years.",
        f"Everyone in {t} knew {c.full}, the {c.traits[0]} {c.job}.",
    ])


def second_line(c):
    opts = [f"Every day {c.he} {past(pick(JOBS[c.job].tasks))}, and in {c.his} spare time {c.he} enjoyed {c.hobby}.",
            f"{c.He} {c.was} {c.traits[0]} and {c.traits[1]}, and {c.he} always {habit_past(c)}.",
            f"{c.He} {c.was} {num(c.age)} years old and still loved {c.hobby}.",
            f"{c.He} had {c.hair}, {c.eyes} and {c.feature}.",
            f"{c.He} had {c.hair} and {c.feature}, and {c.he} usually wore {pick(CLOTHES)}."]
    if c.pet:
        opts.append(f"{c.He} lived with {pet_phrase(c)}, who followed {c.him} everywhere.")
    return pick(opts)


# Decks make sure every town, animal, recipe... gets its own documents in turn.
DECKS = {"facts_town": Deck(TOWN_NAMES), "market_scene": Deck(TOWN_NAMES), "facts_animal": Deck(ANIMAL_NAMES),
         "facts_job": Deck(JOB_NAMES), "facts_food": Deck(FOOD_NAMES), "facts_river": Deck(RIVER_NAMES),
         "facts_region": Deck(REGION_NAMES), "facts_objects": Deck(OBJECT_PLACES), "howto": Deck(HOWTO_NAMES),
         "definitions": Deck(DEFINITIONS), "objects": Deck(ALL_OBJECTS)}


def third_to_first(phrase):
    """'hunts at dusk and is very cunning' -> 'hunt at dusk and am very cunning'."""
    out = []
    words = phrase.split(" ")
    starts = True
    for w in words:
        if starts:
            base = next((b for b, f in IRREGULAR.items() if f.third == w), None)
            if base is None:
                if w.endswith("ies"):
                    base = w[:-3] + "y"
                elif w.endswith(("ches", "shes", "sses", "xes")):
                    base = w[:-2]
                elif w.endswith("s"):
                    base = w[:-1]
                else:
                    base = w
            out.append("am" if base == "be" else base)
            starts = False
        elif w == "its":
            out.append("my")
        elif w == "and":
            out.append(w)
            starts = words[len(out)] in ("is", "has", "loves", "forgets", "plays", "sleeps", "swims",
                                         "returns", "guards", "hunts", "hovers")
            continue
        else:
            out.append(w)
    return " ".join(out)


# --- Dialogues ---------------------------------------------------------------

def said():
    """A verb for a reply in dialogue."""
    return pick(SAY_VERBS)


def place_in(place):
    """'in a kitchen', but 'on a farm'."""
    return ("on " if place == "farm" else "in ") + PLACE_TITLE[place]


def fill_in(line, w):
    flower = pick([f for f in FLOWERS if f.season in ("spring", "summer")])
    bird, animal, tree = pick(w.birds), pick(w.animals), pick(w.trees)
    return line.format(tree=tree, flower_pl=flower.plural, a_bird=a(bird), A_bird=cap(a(bird)),
                       A_animal=cap(a(animal)))
