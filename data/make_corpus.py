#!/usr/bin/env python3
"""Generate the bundled Tiny Transformer Playground corpus.

Every word of text produced here was written for this project: the lexicons,
world tables, sentence patterns and short passages below are hand-written, and
the generator combines them into documents (stories, descriptions, dialogue,
everyday facts, letters, diary entries and how-to instructions).

The output is deterministic: a single fixed seed drives one random generator,
so running

    python data/make_corpus.py            # writes data/train.txt, data/valid.txt
    python data/make_corpus.py --stats    # prints the figures for the README

always produces byte-for-byte identical files.  Only the standard library is used.

File layout (sections, in order):
    1. grammar helpers      (articles, plurals, verb forms, numbers, lists)
    2. general lexicons     (colours, feelings, weather, clothes, music, ...)
    3. world tables         (regions, rivers, towns, jobs, animals, plants,
                             foods, objects, how-to tasks, festivals, people);
                             rivers, jobs and animals are named records
                             (River, Job, Animal: animal.diet, job.tasks, ...)
    4. document builders    (one function per kind of document)
    5. corpus assembly and the fixed train/valid split, plus the everyday
       English of everyday.py and routines.py (their own seeded generators)
    6. statistics and the command line
"""

import argparse
import hashlib
import os
import random
import re
import sys
from typing import NamedTuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # everyday.py beside this file, from any folder
import everyday  # noqa: E402
import routines  # noqa: E402

class Animal(NamedTuple):
    """One row of ANIMALS (the key is the animal's name)."""
    plural: str  # "foxes"
    young: str  # "cubs"
    group: str  # "wild", "farm", "pet", "bird", "sea", "fish"
    habitat: str  # "dens at the edge of the forest"
    diet: list  # ["mice", "rabbits", ...]
    sound: str  # "bark"
    looks: str  # "a red coat and a bushy tail with a white tip"
    behaviour: str  # "hunts at dusk and is very cunning"


class Job(NamedTuple):
    """One row of JOBS (the key is the job's name)."""
    plural: str  # "bakers"
    place: str  # "bakery"
    tools: list  # ["oven", "rolling pin", ...]
    tasks: list  # ["knead the dough", ...]
    why: str  # "everyone needs fresh bread"
    start: int  # the hour work starts


class River(NamedTuple):
    """One row of RIVERS (the key is the river's name)."""
    region: str
    nature: str  # "fast and cold"
    source: str  # where it rises
    mouth: str  # where it flows to
    fish: str  # what lives in it


SEED = 1234          # the one seed for the whole corpus
TARGET_BYTES = 1_400_000   # stop adding documents once the text is this big
EVERYDAY_BYTES = 3_000_000  # then this much everyday English from everyday.py ...
ROUTINE_BYTES = 700_000  # ... and this much from routines.py
VALID_EVERY = 20     # one document in twenty goes to the validation split

HERE = os.path.dirname(os.path.abspath(__file__))

# A single random generator; every choice in the file is drawn from it in a
# fixed order, which is what makes the output reproducible.
R = random.Random(SEED)


def pick(seq):
    return R.choice(seq)


def sample(seq, k):
    return R.sample(list(seq), k)


def chance(p):
    return R.random() < p


class Deck:
    """Deal items in a shuffled order, reshuffling when the deck is empty.

    Used for things that should all appear about equally often (every town,
    every animal, every recipe...), unlike pick(), which may miss some."""

    def __init__(self, items):
        self.items, self.left = list(items), []

    def draw(self):
        if not self.left:
            self.left = list(self.items)
            R.shuffle(self.left)
        return self.left.pop()


# =============================================================================
# 1. GRAMMAR HELPERS
# =============================================================================

# Words that start with a vowel letter but a consonant sound, and the reverse.
_A_EXCEPTIONS = ("uni", "use", "usu", "uto", "ure", "one", "once", "eu", "ewe", "uk")
_AN_EXCEPTIONS = ("hour", "honest", "honour", "heir")


def article(phrase):
    """'a' or 'an' for the phrase that follows."""
    w = phrase.lower()
    if w.startswith(_AN_EXCEPTIONS):
        return "an"
    if w.startswith(_A_EXCEPTIONS):
        return "a"
    return "an" if w[:1] in "aeiou" else "a"


def a(phrase):
    """'an apple', 'a pear', 'an hour', 'a uniform'."""
    return article(phrase) + " " + phrase


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def join(items, conj="and"):
    """['a'] -> 'a'; ['a','b'] -> 'a and b'; ['a','b','c'] -> 'a, b and c'."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " " + conj + " " + items[-1]


# Irregular verbs: base -> (third person singular, past, past participle, -ing)
IRREGULAR = {
    "be": ("is", "was", "been", "being"),
    "have": ("has", "had", "had", "having"),
    "do": ("does", "did", "done", "doing"),
    "go": ("goes", "went", "gone", "going"),
    "say": ("says", "said", "said", "saying"),
    "make": ("makes", "made", "made", "making"),
    "take": ("takes", "took", "taken", "taking"),
    "come": ("comes", "came", "come", "coming"),
    "see": ("sees", "saw", "seen", "seeing"),
    "know": ("knows", "knew", "known", "knowing"),
    "get": ("gets", "got", "got", "getting"),
    "give": ("gives", "gave", "given", "giving"),
    "find": ("finds", "found", "found", "finding"),
    "think": ("thinks", "thought", "thought", "thinking"),
    "tell": ("tells", "told", "told", "telling"),
    "become": ("becomes", "became", "become", "becoming"),
    "leave": ("leaves", "left", "left", "leaving"),
    "feel": ("feels", "felt", "felt", "feeling"),
    "bring": ("brings", "brought", "brought", "bringing"),
    "begin": ("begins", "began", "begun", "beginning"),
    "keep": ("keeps", "kept", "kept", "keeping"),
    "hold": ("holds", "held", "held", "holding"),
    "write": ("writes", "wrote", "written", "writing"),
    "stand": ("stands", "stood", "stood", "standing"),
    "hear": ("hears", "heard", "heard", "hearing"),
    "let": ("lets", "let", "let", "letting"),
    "mean": ("means", "meant", "meant", "meaning"),
    "set": ("sets", "set", "set", "setting"),
    "meet": ("meets", "met", "met", "meeting"),
    "run": ("runs", "ran", "run", "running"),
    "pay": ("pays", "paid", "paid", "paying"),
    "sit": ("sits", "sat", "sat", "sitting"),
    "speak": ("speaks", "spoke", "spoken", "speaking"),
    "lie": ("lies", "lay", "lain", "lying"),
    "lead": ("leads", "led", "led", "leading"),
    "read": ("reads", "read", "read", "reading"),
    "grow": ("grows", "grew", "grown", "growing"),
    "lose": ("loses", "lost", "lost", "losing"),
    "fall": ("falls", "fell", "fallen", "falling"),
    "send": ("sends", "sent", "sent", "sending"),
    "build": ("builds", "built", "built", "building"),
    "spend": ("spends", "spent", "spent", "spending"),
    "cut": ("cuts", "cut", "cut", "cutting"),
    "put": ("puts", "put", "put", "putting"),
    "sell": ("sells", "sold", "sold", "selling"),
    "buy": ("buys", "bought", "bought", "buying"),
    "catch": ("catches", "caught", "caught", "catching"),
    "teach": ("teaches", "taught", "taught", "teaching"),
    "eat": ("eats", "ate", "eaten", "eating"),
    "drink": ("drinks", "drank", "drunk", "drinking"),
    "sleep": ("sleeps", "slept", "slept", "sleeping"),
    "wake": ("wakes", "woke", "woken", "waking"),
    "swim": ("swims", "swam", "swum", "swimming"),
    "fly": ("flies", "flew", "flown", "flying"),
    "sing": ("sings", "sang", "sung", "singing"),
    "ring": ("rings", "rang", "rung", "ringing"),
    "spin": ("spins", "spun", "spun", "spinning"),
    "weave": ("weaves", "wove", "woven", "weaving"),
    "sew": ("sews", "sewed", "sewn", "sewing"),
    "dig": ("digs", "dug", "dug", "digging"),
    "hang": ("hangs", "hung", "hung", "hanging"),
    "sweep": ("sweeps", "swept", "swept", "sweeping"),
    "bake": ("bakes", "baked", "baked", "baking"),
    "win": ("wins", "won", "won", "winning"),
    "blow": ("blows", "blew", "blown", "blowing"),
    "draw": ("draws", "drew", "drawn", "drawing"),
    "throw": ("throws", "threw", "thrown", "throwing"),
    "ride": ("rides", "rode", "ridden", "riding"),
    "drive": ("drives", "drove", "driven", "driving"),
    "shake": ("shakes", "shook", "shaken", "shaking"),
    "break": ("breaks", "broke", "broken", "breaking"),
    "choose": ("chooses", "chose", "chosen", "choosing"),
    "wear": ("wears", "wore", "worn", "wearing"),
    "tear": ("tears", "tore", "torn", "tearing"),
    "steal": ("steals", "stole", "stolen", "stealing"),
    "hide": ("hides", "hid", "hidden", "hiding"),
    "feed": ("feeds", "fed", "fed", "feeding"),
    "light": ("lights", "lit", "lit", "lighting"),
    "stick": ("sticks", "stuck", "stuck", "sticking"),
    "shine": ("shines", "shone", "shone", "shining"),
    "forget": ("forgets", "forgot", "forgotten", "forgetting"),
    "understand": ("understands", "understood", "understood", "understanding"),
    "shut": ("shuts", "shut", "shut", "shutting"),
    "spread": ("spreads", "spread", "spread", "spreading"),
    "bend": ("bends", "bent", "bent", "bending"),
    "lend": ("lends", "lent", "lent", "lending"),
    "mend": ("mends", "mended", "mended", "mending"),
    "rise": ("rises", "rose", "risen", "rising"),
    "freeze": ("freezes", "froze", "frozen", "freezing"),
    "grind": ("grinds", "ground", "ground", "grinding"),
    "wind": ("winds", "wound", "wound", "winding"),
    "fight": ("fights", "fought", "fought", "fighting"),
    "stir": ("stirs", "stirred", "stirred", "stirring"),
    "plan": ("plans", "planned", "planned", "planning"),
    "stop": ("stops", "stopped", "stopped", "stopping"),
    "shop": ("shops", "shopped", "shopped", "shopping"),
    "chop": ("chops", "chopped", "chopped", "chopping"),
    "drop": ("drops", "dropped", "dropped", "dropping"),
    "knit": ("knits", "knitted", "knitted", "knitting"),
    "trim": ("trims", "trimmed", "trimmed", "trimming"),
    "hum": ("hums", "hummed", "hummed", "humming"),
    "skip": ("skips", "skipped", "skipped", "skipping"),
    "clap": ("claps", "clapped", "clapped", "clapping"),
    "hop": ("hops", "hopped", "hopped", "hopping"),
    "rub": ("rubs", "rubbed", "rubbed", "rubbing"),
    "wrap": ("wraps", "wrapped", "wrapped", "wrapping"),
    "tap": ("taps", "tapped", "tapped", "tapping"),
    "pat": ("pats", "patted", "patted", "patting"),
    "net": ("nets", "netted", "netted", "netting"),
    "pin": ("pins", "pinned", "pinned", "pinning"),
    "fit": ("fits", "fitted", "fitted", "fitting"),
    "mix": ("mixes", "mixed", "mixed", "mixing"),
    "fix": ("fixes", "fixed", "fixed", "fixing"),
    "sharpen": ("sharpens", "sharpened", "sharpened", "sharpening"),
    "visit": ("visits", "visited", "visited", "visiting"),
    "open": ("opens", "opened", "opened", "opening"),
    "listen": ("listens", "listened", "listened", "listening"),
    "gather": ("gathers", "gathered", "gathered", "gathering"),
    "polish": ("polishes", "polished", "polished", "polishing"),
    "wander": ("wanders", "wandered", "wandered", "wandering"),
    "whistle": ("whistles", "whistled", "whistled", "whistling"),
    "smile": ("smiles", "smiled", "smiled", "smiling"),
    "water": ("waters", "watered", "watered", "watering"),
    "deliver": ("delivers", "delivered", "delivered", "delivering"),
    "tidy": ("tidies", "tidied", "tidied", "tidying"),
    "carry": ("carries", "carried", "carried", "carrying"),
    "hurry": ("hurries", "hurried", "hurried", "hurrying"),
    "study": ("studies", "studied", "studied", "studying"),
    "dry": ("dries", "dried", "dried", "drying"),
    "fry": ("fries", "fried", "fried", "frying"),
    "copy": ("copies", "copied", "copied", "copying"),
    "bury": ("buries", "buried", "buried", "burying"),
    "play": ("plays", "played", "played", "playing"),
    "stay": ("stays", "stayed", "stayed", "staying"),
    "pray": ("prays", "prayed", "prayed", "praying"),
    "enjoy": ("enjoys", "enjoyed", "enjoyed", "enjoying"),
    "row": ("rows", "rowed", "rowed", "rowing"),
    "sow": ("sows", "sowed", "sown", "sowing"),
    "mow": ("mows", "mowed", "mown", "mowing"),
    "shear": ("shears", "sheared", "shorn", "shearing"),
    "milk": ("milks", "milked", "milked", "milking"),
    "saw": ("saws", "sawed", "sawn", "sawing"),
    "lay": ("lays", "laid", "laid", "laying"),
    "tie": ("ties", "tied", "tied", "tying"),
    "die": ("dies", "died", "died", "dying"),
    "dye": ("dyes", "dyed", "dyed", "dyeing"),
    "boil": ("boils", "boiled", "boiled", "boiling"),
    "bid": ("bids", "bid", "bid", "bidding"),
    "beg": ("begs", "begged", "begged", "begging"),
    "nod": ("nods", "nodded", "nodded", "nodding"),
    "grab": ("grabs", "grabbed", "grabbed", "grabbing"),
    "jog": ("jogs", "jogged", "jogged", "jogging"),
    "hug": ("hugs", "hugged", "hugged", "hugging"),
    "pour": ("pours", "poured", "poured", "pouring"),
    "drum": ("drums", "drummed", "drummed", "drumming"),
    "pop": ("pops", "popped", "popped", "popping"),
    "split": ("splits", "split", "split", "splitting"),
    "dip": ("dips", "dipped", "dipped", "dipping"),
    "chat": ("chats", "chatted", "chatted", "chatting"),
    "shoe": ("shoes", "shod", "shod", "shoeing"),
    "flip": ("flips", "flipped", "flipped", "flipping"),
    "beat": ("beats", "beat", "beaten", "beating"),
    "slip": ("slips", "slipped", "slipped", "slipping"),
    "fling": ("flings", "flung", "flung", "flinging"),
    "strike": ("strikes", "struck", "struck", "striking"),
    "wave": ("waves", "waved", "waved", "waving"),
    "swing": ("swings", "swung", "swung", "swinging"),
    "sweep up": ("sweeps up", "swept up", "swept up", "sweeping up"),
    "spit": ("spits", "spat", "spat", "spitting"),
    "forgive": ("forgives", "forgave", "forgiven", "forgiving"),
    "seek": ("seeks", "sought", "sought", "seeking"),
    "stitch": ("stitches", "stitched", "stitched", "stitching"),
}


def _regular(base):
    if base.endswith(("s", "sh", "ch", "x", "z", "o")):
        third = base + "es"
    elif base.endswith("y") and base[-2:-1] not in "aeiou":
        third = base[:-1] + "ies"
    else:
        third = base + "s"
    if base.endswith("e"):
        past, ing = base + "d", base[:-1] + "ing"
    elif base.endswith("y") and base[-2:-1] not in "aeiou":
        past, ing = base[:-1] + "ied", base + "ing"
    else:
        past, ing = base + "ed", base + "ing"
    if base.endswith("ie"):
        ing = base[:-2] + "ying"
    return third, past, past, ing


def verb_forms(base):
    return IRREGULAR.get(base) or _regular(base)


def _conj(phrase, index):
    """Change the first word of a verb phrase: 'bake bread' -> 'bakes bread'."""
    first, _, rest = phrase.partition(" ")
    form = verb_forms(first)[index]
    return form + (" " + rest if rest else "")


def third(phrase):
    return _conj(phrase, 0)


def past(phrase):
    return _conj(phrase, 1)


def ing(phrase):
    return _conj(phrase, 3)


NUMBER_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve "
                "thirteen fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS_WORDS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def num(n):
    """Numbers in words up to 999: 42 -> 'forty-two'."""
    if n < 20:
        return NUMBER_WORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS_WORDS[t] + ("-" + NUMBER_WORDS[u] if u else "")
    h, rest = divmod(n, 100)
    return NUMBER_WORDS[h] + " hundred" + (" and " + num(rest) if rest else "")


ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
            "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()


def clock(hour, minute=0):
    """Spoken clock times: 'seven o'clock', 'half past six', 'a quarter to nine'."""
    h = num(hour if hour <= 12 else hour - 12)
    nxt = num((hour % 12) + 1)
    if minute == 0:
        return h + " o'clock"
    if minute == 30:
        return "half past " + h
    if minute == 15:
        return "a quarter past " + h
    if minute == 45:
        return "a quarter to " + nxt
    return h + " " + num(minute)


def day_part(hour):
    if hour < 12:
        return "in the morning"
    if hour < 17:
        return "in the afternoon"
    return "in the evening"


class Person:
    """A character from the people table, with pronouns and verb agreement.

    p.he / p.He / p.him / p.his / p.His / p.self give pronouns; p.v('live')
    gives 'lives' (or 'live' for a person who uses they/them); p.was, p.is_,
    p.has give the right forms of 'to be' and 'to have'.  These forms agree
    with the PRONOUN: with the person's name as subject the verb is always
    singular ('Sam lives', but 'they live').
    """

    PRONOUNS = {
        "f": ("she", "her", "her", "herself", "hers"),
        "m": ("he", "him", "his", "himself", "his"),
        "n": ("they", "them", "their", "themselves", "theirs"),
    }

    def __init__(self, **kw):
        self.__dict__.update(kw)
        (self.he, self.him, self.his, self.self, self.hers) = self.PRONOUNS[self.gender]
        self.He, self.His = cap(self.he), cap(self.his)
        plural = self.gender == "n"
        self.was = "were" if plural else "was"
        self.is_ = "are" if plural else "is"
        self.has = "have" if plural else "has"
        self.does = "do" if plural else "does"
        self.hes = self.he + ("'re" if plural else "'s")     # she's / they're
        self.Hes = cap(self.hes)
        self.wasnt = "weren't" if plural else "wasn't"
        self.doesnt = "don't" if plural else "doesn't"

    def v(self, phrase):
        """Present tense verb phrase agreeing with this person."""
        return phrase if self.gender == "n" else third(phrase)

    @property
    def name(self):
        return self.first

    @property
    def full(self):
        return self.first + " " + self.surname


# =============================================================================
# 2. GENERAL LEXICONS
# =============================================================================

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# month -> (season, typical weather words, things that happen)
MONTHS = [
    ("January", "winter", ["frost on the windows", "deep snow in the hills", "a cold, clear sky"],
     ["the ponds freeze", "people mend their tools by the fire", "birds come to the gardens for crumbs"]),
    ("February", "winter", ["sleet and grey clouds", "a bitter north wind", "thin ice on the puddles"],
     ["the first snowdrops appear", "the days slowly grow longer", "farmers check their seed"]),
    ("March", "spring", ["blustery winds", "sudden showers", "bright, chilly mornings"],
     ["lambs are born on the farms", "the first buds open", "gardeners dig their beds"]),
    ("April", "spring", ["soft rain", "sunshine between showers", "a rainbow over the fields"],
     ["the orchards blossom", "swallows return from the south", "farmers sow barley"]),
    ("May", "spring", ["warm, gentle days", "light breezes", "clear evenings"],
     ["the cows go out to the meadows", "bluebells cover the woods", "bees are busy in the hedges"]),
    ("June", "summer", ["long sunny days", "warm nights", "a haze over the fields"],
     ["the hay is cut", "children swim in the rivers", "roses bloom in every garden"]),
    ("July", "summer", ["hot afternoons", "thunder in the evening", "dry, dusty roads"],
     ["the strawberries ripen", "sheep are sheared", "families eat supper outdoors"]),
    ("August", "summer", ["heavy heat", "warm rain", "golden evenings"],
     ["the wheat is harvested", "the rivers run low", "plums ripen on the trees"]),
    ("September", "autumn", ["misty mornings", "mild afternoons", "the first cool nights"],
     ["the apples are picked", "children go back to school", "swallows gather on the roofs"]),
    ("October", "autumn", ["strong winds", "falling leaves", "steady rain"],
     ["mushrooms grow in the woods", "pumpkins are carried to market", "the cider presses are busy"]),
    ("November", "autumn", ["fog in the valleys", "cold drizzle", "short grey days"],
     ["wood is stacked for the winter", "the lanterns are lit early", "geese fly over in long lines"]),
    ("December", "winter", ["snow and ice", "frozen puddles", "a pale low sun"],
     ["houses are hung with holly", "friends gather around the fire", "the year comes to an end"]),
]
MONTH_NAMES = [m[0] for m in MONTHS]

SEASON_TEXT = {
    "spring": ["the fields turn green again", "the hedges fill with nests", "the air smells of rain and blossom",
               "farmers are out early with their ploughs", "young animals play in the meadows"],
    "summer": ["the days are long and warm", "the rivers are full of swimmers", "the grass turns gold in the sun",
               "the markets are full of fruit", "people sit outside until late in the evening"],
    "autumn": ["the leaves turn red, orange and brown", "the orchards are heavy with fruit",
               "the evenings draw in", "squirrels bury nuts for the winter", "the first fires are lit in the evenings"],
    "winter": ["the nights are long and cold", "snow covers the hills", "people stay close to the stove",
               "the trees stand bare against the sky", "breath turns to mist in the morning air"],
}

WEATHER_NOW = {
    "sunny": ["The sun was shining", "It was a bright, clear day", "There was not a cloud in the sky"],
    "rainy": ["It was raining steadily", "A grey rain was falling", "Rain drummed on the roofs"],
    "windy": ["A strong wind was blowing", "The wind rattled the shutters", "It was a wild, windy day"],
    "foggy": ["A thick fog lay over everything", "The fog was so thick that the houses seemed to vanish",
              "Mist hung low over the fields"],
    "snowy": ["Snow was falling softly", "The ground was white with snow", "It had snowed all night"],
    "frosty": ["Frost sparkled on the grass", "The morning was cold and frosty", "Every puddle was frozen"],
    "cloudy": ["The sky was grey and heavy", "Low clouds hid the hills", "It was a dull, cloudy day"],
    "stormy": ["A storm was coming in", "Thunder rolled over the hills", "Dark clouds gathered in the west"],
}
SEASON_WEATHER = {
    "spring": ["sunny", "rainy", "windy", "cloudy", "foggy"],
    "summer": ["sunny", "sunny", "stormy", "cloudy", "rainy"],
    "autumn": ["windy", "rainy", "foggy", "cloudy", "stormy"],
    "winter": ["snowy", "frosty", "cloudy", "windy", "foggy"],
}

COLOURS = ["red", "blue", "green", "yellow", "white", "black", "brown", "grey", "orange", "purple",
           "pink", "golden", "silver", "dark blue", "pale green", "deep red", "cream", "amber", "violet",
           "scarlet", "crimson", "olive", "rust-coloured", "sky blue", "copper-coloured"]

FEELINGS = {
    "good": ["happy", "glad", "pleased", "cheerful", "delighted", "proud", "calm", "grateful", "hopeful",
             "content", "relieved", "excited", "thrilled", "joyful"],
    "bad": ["worried", "tired", "sad", "cross", "nervous", "anxious", "lonely", "puzzled", "upset",
            "homesick", "grumpy", "restless", "embarrassed", "frightened", "disappointed", "uneasy"],
}

# Small describing words for places and things.
ADJ_PLACE = ["quiet", "busy", "sleepy", "pretty", "old", "friendly", "tidy", "windy", "sunny", "peaceful",
             "lively", "crowded", "charming", "ancient", "modest", "bustling", "cosy", "neat", "green",
             "remote", "humble", "handsome", "cheerful", "weathered"]
ADJ_PERSON = ["kind", "patient", "clever", "cheerful", "careful", "quiet", "generous", "brave", "honest",
              "gentle", "stubborn", "curious", "shy", "cheeky", "thoughtful", "busy", "tall", "short",
              "strong", "wise", "funny", "forgetful", "polite", "hard-working", "lively", "calm",
              "talkative", "sensible", "cautious", "modest", "loyal", "bold"]

# Clothes, each with its article.
CLOTHES = ["a woollen hat", "a red scarf", "a long coat", "a pair of boots", "a straw hat", "a blue apron",
           "a leather jacket", "a thick jumper", "a pair of gloves", "a linen shirt", "a green cloak",
           "a pair of wooden clogs", "a striped waistcoat", "a grey shawl", "a pair of mittens",
           "a cotton dress", "a canvas smock", "a knitted cardigan", "a raincoat", "a pair of sandals",
           "a silk ribbon", "a felt cap", "a heavy overcoat", "a velvet jacket", "a pair of braces",
           "a wide belt", "a yellow bonnet", "a pair of thick socks", "an oilskin coat", "a tweed cap"]

INSTRUMENTS = [("fiddle", "fiddles", "play"), ("flute", "flutes", "play"), ("drum", "drums", "beat"),
               ("harp", "harps", "play"), ("accordion", "accordions", "play"), ("guitar", "guitars", "play"),
               ("trumpet", "trumpets", "blow"), ("tin whistle", "tin whistles", "play"),
               ("piano", "pianos", "play"), ("cello", "cellos", "play"), ("banjo", "banjos", "play"),
               ("horn", "horns", "blow"), ("recorder", "recorders", "play"), ("mandolin", "mandolins", "play"),
               ("clarinet", "clarinets", "play"), ("bagpipes", "bagpipes", "play")]

SCHOOL_SUBJECTS = ["reading", "writing", "arithmetic", "history", "geography", "music", "drawing",
                   "natural history", "singing", "handwriting", "spelling", "sums", "needlework",
                   "gardening", "astronomy"]

GAMES = ["hide and seek", "skittles", "marbles", "hopscotch", "tag", "draughts", "chess", "leapfrog",
         "cards", "dominoes", "quoits", "blind man's buff", "kick the can", "conkers", "skipping"]

HOBBIES = ["playing the fiddle", "painting birds", "fishing in the river", "collecting smooth stones",
           "knitting socks", "carving little wooden animals", "growing roses", "reading old maps",
           "singing in the choir", "pressing wild flowers", "watching the stars", "baking honey cakes",
           "walking in the hills", "keeping a diary", "playing chess", "making kites", "writing poems",
           "sketching boats", "learning old songs", "mending clocks", "rowing on the lake", "drawing maps",
           "keeping bees", "making jam", "weaving baskets", "playing the accordion", "dancing",
           "bird watching", "telling stories", "growing tomatoes", "making candles", "swimming",
           "flying kites", "collecting buttons", "building model boats", "playing the harp"]

# Daily habits as base verb phrases (made to agree with the person later).
HABITS = ["drink a cup of mint tea every morning", "whistle while working", "read a chapter before bed",
          "walk by the river after supper", "feed the birds at breakfast", "get up before the sun",
          "hum old songs under their breath", "keep a notebook in a coat pocket",
          "sweep the doorstep every morning", "write a letter every Sunday", "sing while cooking",
          "take a nap after lunch", "tell the same joke every week", "go for a swim before breakfast",
          "count the boats in the harbour", "polish their boots every evening", "always carry an umbrella",
          "visit the market early", "knit on the bus to town", "water the plants at dawn",
          "check the weather three times a day", "share bread with the neighbours",
          "wave at everyone in the street", "forget where their glasses are", "bake on Sundays",
          "wear the same green scarf all year", "talk to their pet as if it were a person",
          "stop to chat with everyone", "save every piece of string", "eat an apple at noon",
          "play the fiddle on the doorstep", "read the newspaper aloud", "go to bed early",
          "work late into the night", "tidy the kitchen before bed", "collect feathers on walks"]

AILMENTS = [("a cold", "rest, drink warm honey water and keep warm"),
            ("a sore throat", "drink warm tea with honey and lemon and speak as little as possible"),
            ("a sprained ankle", "rest the foot, keep it raised and wrap it in a cool cloth"),
            ("a bad cough", "take a spoonful of thyme syrup and sleep with an extra pillow"),
            ("a headache", "drink plenty of water and lie down in a dark, quiet room"),
            ("a splinter in the thumb", "wash the hand, pull the splinter out with clean tweezers and cover it"),
            ("a stomach ache", "eat plain bread and rice and sip weak ginger tea"),
            ("a burnt finger", "hold it under cold running water for a long while"),
            ("a fever", "rest in bed, drink lots of water and keep the room cool"),
            ("an earache", "keep the ear warm and dry and rest"),
            ("a bee sting", "scrape the sting away and hold a cold cloth on the spot"),
            ("a twisted wrist", "rest it, keep it still and wrap it with a firm bandage")]

SAYINGS = [
    "a slow boat still reaches the harbour",
    "you cannot plough a field by turning it over in your mind",
    "the kettle that is watched never sings",
    "a friend at the door is better than a feast on the table",
    "rain in the morning, sun by the evening",
    "the bee does not ask the flower for thanks",
    "mend the roof while the sun shines",
    "a full basket starts with one apple",
    "the river never flows back up the hill",
    "many hands make the hay dry quickly",
    "a sharp tool saves a tired arm",
    "listen twice before you speak once",
    "bread shared is bread doubled",
    "an early lantern saves a fall",
    "the goat that wanders finds the best grass",
    "a quiet pond still has fish in it",
    "no one ever got lost by asking the way",
    "every hill has two sides",
    "the wind does not ask the sails for permission",
    "a kind word costs nothing and buys a great deal",
    "even the oldest oak was once a small acorn",
    "the cat that sleeps in the sun catches no mice",
    "cold hands, warm soup",
    "a patched coat keeps out the rain as well as a new one",
    "the longest road begins at your own gate",
    "count the chickens when they are in the coop",
    "a good neighbour is worth a mile of fences",
    "do not sweep the floor while the baker is sifting flour",
    "the wise sailor watches the clouds, not the clock",
    "small stones build tall walls",
]

# Greetings, replies and small conversation pieces for dialogue.
GREETINGS = ["Hello", "Well, hello there", "Hello again", "Good day", "Hello there", "Well, well"]
SAY_VERBS = ["said", "replied", "answered", "explained", "said with a smile", "laughed", "said cheerfully"]
ASK_VERBS = ["asked", "wondered", "asked again", "asked with interest", "asked kindly"]


# =============================================================================
# 3. WORLD TABLES
# =============================================================================
# The little world of the corpus.  Facts here are fixed, so the same fact shows
# up in many documents, in many phrasings, always with the same answer.

# --- Regions -----------------------------------------------------------------
REGIONS = {
    "the Northern Hills": dict(
        land="steep green hills, stone walls and fast streams",
        about=["Sheep graze on almost every slope.", "The winters are long and the snow can lie for weeks.",
               "The houses are built of grey stone with thick walls against the wind."],
        farm="sheep", weather="cold and windy"),
    "the Green Valley": dict(
        land="soft meadows, orchards and slow rivers",
        about=["Orchards of apples, pears and cherries cover the lower slopes.",
               "The soil is deep and rich, and almost anything will grow there.",
               "In spring the whole valley is white and pink with blossom."],
        farm="fruit", weather="mild and often rainy"),
    "the Salt Coast": dict(
        land="high cliffs, sandy bays and small harbours",
        about=["Fishing boats leave the harbours before dawn.", "The air always smells of salt and seaweed.",
               "Gulls nest on the cliffs and cry over the rooftops all day."],
        farm="fish", weather="breezy, with sea mist in the mornings"),
    "the Eastern Plains": dict(
        land="flat fields of wheat and barley under a wide sky",
        about=["Windmills turn slowly on the low ridges.", "In late summer the fields are golden for miles.",
               "The roads are long and straight, and you can see a storm coming from far away."],
        farm="grain", weather="dry and sunny in summer, bitter in winter"),
    "the Pinewood": dict(
        land="deep forests of pine, oak and birch",
        about=["Woodcutters and charcoal burners work among the trees.",
               "Deer, foxes and owls live in the forest.",
               "The paths are soft with fallen needles, and the air smells of resin."],
        farm="timber", weather="damp and shady"),
    "the Lake Country": dict(
        land="long lakes, reed beds and wooded islands",
        about=["Most families own a small rowing boat.", "Herons stand in the shallows waiting for fish.",
               "On calm mornings the lakes are as still as glass."],
        farm="fish and reeds", weather="misty and calm"),
    "the Red Moors": dict(
        land="open moorland covered in heather and bracken",
        about=["Wild ponies roam across the moor.", "In late summer the heather turns the hills purple and red.",
               "There are few trees, and the wind blows hard across the open ground."],
        farm="ponies and peat", weather="wild and changeable"),
}
REGION_NAMES = list(REGIONS)

# --- Rivers ------------------------------------------------------------------
# name -> (region, character of the river, where it starts, where it ends, fish)
RIVERS = {
    "Tam": ("the Northern Hills", "fast and cold", "a spring high on Cairn Fell", "Lake Mell", "trout"),
    "Brask": ("the Northern Hills", "rocky and noisy", "the snowfields above Highcairn", "the river Wend", "trout"),
    "Wend": ("the Green Valley", "slow and wide", "the hills to the north", "the sea at Saltmouth", "perch"),
    "Orrin": ("the Green Valley", "gentle and winding", "a marsh near Fernhill", "the river Wend", "roach"),
    "Lathe": ("the Salt Coast", "broad and muddy", "the edge of the plains", "the sea at Saltmouth", "eels"),
    "Mirren": ("the Salt Coast", "short and clear", "springs in the chalk downs", "the sea at Gullhaven", "sea trout"),
    "Sedge": ("the Eastern Plains", "shallow and reedy", "the ponds near Oxley", "the river Lathe", "pike"),
    "Coble": ("the Eastern Plains", "straight and steady", "the wells of Granton", "the river Sedge", "carp"),
    "Aldwater": ("the Pinewood", "dark and deep", "a pool in the heart of the forest", "Lake Orla", "grayling"),
    "Fenn": ("the Pinewood", "quick and narrow", "a mossy gorge", "the river Aldwater", "trout"),
    "Ilse": ("the Lake Country", "calm and silvery", "Lake Mell", "Lake Orla", "perch"),
    "Yarrow": ("the Lake Country", "lazy and full of reeds", "Lake Orla", "the river Wend", "pike"),
    "Dunnet": ("the Red Moors", "brown and peaty", "the high bogs of the moor", "the river Yarrow", "trout"),
    "Sorrel": ("the Red Moors", "thin and stony", "a spring below Windle Tor", "the river Dunnet", "minnows"),
}
RIVERS = {name: River(*row) for name, row in RIVERS.items()}  # rows -> named records
RIVER_NAMES = list(RIVERS)

# --- Towns -------------------------------------------------------------------
# (name, kind, river, region, famous product, landmark, market day, population)
TOWN_ROWS = [
    ("Ashford", "town", "Tam", "the Northern Hills", "wool", "an old stone bridge with five arches", "Tuesday", 4200),
    ("Kelby", "village", "Tam", "the Northern Hills", "sheep's cheese", "a round stone church", "Friday", 600),
    ("Highcairn", "village", "Brask", "the Northern Hills", "slate", "a deep slate quarry", "Saturday", 350),
    ("Thornby", "town", "Brask", "the Northern Hills", "blankets", "a tall clock tower", "Wednesday", 2800),
    (
        "Wexley",
        "village",
        "Tam",
        "the Northern Hills",
        "heather honey",
        "a row of white beehives on the hill",
        "Monday",
        420,
    ),
    ("Gorsedale", "village", "Brask", "the Northern Hills", "leather", "a tannery beside the water", "Thursday", 510),
    ("Brookmere", "town", "Wend", "the Green Valley", "apples", "a great orchard of old apple trees", "Saturday", 3600),
    ("Cobbleton", "town", "Wend", "the Green Valley", "cider", "a cobbled market square", "Wednesday", 2900),
    ("Elmstead", "village", "Orrin", "the Green Valley", "pears", "an avenue of tall elms", "Tuesday", 700),
    ("Fernhill", "village", "Orrin", "the Green Valley", "cherries", "a hill covered in ferns", "Friday", 450),
    ("Millbrook", "town", "Wend", "the Green Valley", "flour", "a water mill with a wooden wheel", "Monday", 2100),
    ("Plumley", "village", "Orrin", "the Green Valley", "plums", "a duck pond on the green", "Thursday", 380),
    ("Dunmore", "city", "Wend", "the Green Valley", "books", "a great library with a green dome", "Saturday", 21000),
    ("Saltmouth", "city", "Lathe", "the Salt Coast", "salt", "a harbour full of fishing boats", "Saturday", 18000),
    ("Gullhaven", "town", "Mirren", "the Salt Coast", "smoked fish", "a white lighthouse on the rocks", "Friday", 3100),
    ("Rockpool", "village", "Mirren", "the Salt Coast", "oysters", "rock pools full of crabs", "Sunday", 290),
    ("Westcliff", "town", "Lathe", "the Salt Coast", "rope", "steep steps cut into the cliff", "Tuesday", 2400),
    ("Sandwick", "village", "Lathe", "the Salt Coast", "boats", "a boatyard on the beach", "Wednesday", 560),
    ("Capel Bay", "village", "Mirren", "the Salt Coast", "seaweed soap", "a long sandy bay", "Thursday", 330),
    ("Barleigh", "town", "Sedge", "the Eastern Plains", "barley", "three windmills on a low ridge", "Thursday", 2600),
    ("Wheatcroft", "village", "Sedge", "the Eastern Plains", "bread", "a big red barn", "Monday", 640),
    ("Longfield", "town", "Coble", "the Eastern Plains", "onions", "a wide covered market hall", "Saturday", 3900),
    (
        "Haywood",
        "village",
        "Coble",
        "the Eastern Plains",
        "straw hats",
        "a village green with a maypole",
        "Friday",
        470,
    ),
    ("Oxley", "town", "Sedge", "the Eastern Plains", "cattle", "a busy cattle market", "Tuesday", 3300),
    ("Fairmead", "village", "Coble", "the Eastern Plains", "potatoes", "a stone well in the square", "Wednesday", 520),
    (
        "Granton",
        "city",
        "Coble",
        "the Eastern Plains",
        "clocks",
        "a street full of clockmakers' shops",
        "Saturday",
        16000,
    ),
    ("Pinehollow", "village", "Aldwater", "the Pinewood", "timber", "a sawmill by the river", "Monday", 410),
    ("Woodend", "village", "Fenn", "the Pinewood", "mushrooms", "a wooden footbridge", "Saturday", 300),
    ("Oakhurst", "town", "Aldwater", "the Pinewood", "furniture", "a huge old oak in the square", "Wednesday", 2700),
    ("Hazelbrook", "village", "Fenn", "the Pinewood", "hazelnuts", "a hazel wood full of squirrels", "Friday", 390),
    ("Cedarton", "town", "Aldwater", "the Pinewood", "baskets", "a covered wooden market", "Thursday", 2300),
    ("Birchley", "village", "Fenn", "the Pinewood", "candles", "a small candle workshop", "Tuesday", 440),
    ("Mellford", "town", "Ilse", "the Lake Country", "glass", "a glassworks with tall chimneys", "Tuesday", 3400),
    ("Lakeby", "village", "Yarrow", "the Lake Country", "trout", "a long wooden jetty", "Sunday", 360),
    ("Orlaton", "town", "Yarrow", "the Lake Country", "pottery", "a pottery with blue kilns", "Friday", 2500),
    ("Stillwater", "village", "Ilse", "the Lake Country", "reed baskets", "an old boathouse", "Thursday", 310),
    (
        "Islemere",
        "village",
        "Ilse",
        "the Lake Country",
        "smoked eels",
        "an island with a tiny chapel",
        "Wednesday",
        280,
    ),
    (
        "Kingsmere",
        "city",
        "Yarrow",
        "the Lake Country",
        "cloth",
        "a castle on the shore of the lake",
        "Saturday",
        19000,
    ),
    ("Heatherby", "village", "Dunnet", "the Red Moors", "peat", "a wide peat bog", "Monday", 230),
    ("Moorgate", "town", "Dunnet", "the Red Moors", "ponies", "a field where the pony fair is held", "Tuesday", 2000),
    ("Redcrag", "village", "Dunnet", "the Red Moors", "copper pots", "an old copper mine", "Friday", 340),
    (
        "Brackenfold",
        "village",
        "Sorrel",
        "the Red Moors",
        "sheepskin rugs",
        "a stone circle on the moor",
        "Wednesday",
        260,
    ),
    ("Windle", "village", "Sorrel", "the Red Moors", "bells", "a bell foundry", "Thursday", 300),
    ("Tarnby", "town", "Sorrel", "the Red Moors", "herbs", "a herb market under the arches", "Saturday", 1800),
]
TOWNS = {row[0]: dict(zip(("name", "kind", "river", "region", "product", "landmark", "market", "pop"), row))
         for row in TOWN_ROWS}
TOWN_NAMES = [row[0] for row in TOWN_ROWS]

# Map positions (miles east, miles north) of each region's centre; each town is
# placed near its region's centre so that distances stay consistent.
REGION_POS = {"the Northern Hills": (40, 90), "the Green Valley": (40, 50), "the Salt Coast": (10, 10),
              "the Eastern Plains": (90, 40), "the Pinewood": (80, 85), "the Lake Country": (10, 60),
              "the Red Moors": (115, 90)}
for _i, _name in enumerate(TOWN_NAMES):
    _rx, _ry = REGION_POS[TOWNS[_name]["region"]]
    TOWNS[_name]["pos"] = (_rx + (_i * 7) % 13 - 6, _ry + (_i * 11) % 15 - 7)


def miles(t1, t2):
    (x1, y1), (x2, y2) = TOWNS[t1]["pos"], TOWNS[t2]["pos"]
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
    return [t for t in TOWN_NAMES if TOWNS[t]["river"] == river]


def towns_in(region):
    return [t for t in TOWN_NAMES if TOWNS[t]["region"] == region]

# --- Jobs --------------------------------------------------------------------
# title: (plural, workplace, tools, tasks as base verb phrases, why people need them, start hour)
JOBS = {
    "baker": ("bakers", "bakery", ["oven", "rolling pin", "mixing bowl", "wooden peel"],
              ["knead the dough", "bake bread and rolls", "make cakes for weddings", "sift the flour",
               "light the oven before dawn"], "everyone needs fresh bread", 4),
    "farmer": ("farmers", "farm", ["plough", "pitchfork", "spade", "wheelbarrow"],
               ["plough the fields", "feed the animals", "mend the fences", "sow the seed",
                "bring in the harvest"], "the farms grow most of the food we eat", 5),
    "fisher": ("fishers", "harbour", ["net", "boat", "fishing line", "lantern"],
               ["mend the nets", "row out before sunrise", "sort the catch", "sell fish on the quay",
                "watch the sky for storms"], "fish is a large part of the food on the coast", 4),
    "blacksmith": ("blacksmiths", "forge", ["anvil", "hammer", "pair of tongs", "pair of bellows"],
                   ["shoe horses", "make nails and hinges", "mend broken tools", "heat iron in the fire",
                    "sharpen axes and knives"], "nearly every tool in a village passes through the forge", 6),
    "carpenter": ("carpenters", "workshop", ["saw", "plane", "chisel", "mallet"],
                  ["build tables and chairs", "fit new doors", "repair roofs", "cut planks to size",
                   "make window frames"], "houses, barns and boats all need wood work", 7),
    "teacher": ("teachers", "school", ["box of chalk", "blackboard", "globe", "bell"],
                ["teach children to read", "mark the homework", "tell stories about history",
                 "take the class on nature walks", "ring the bell at nine"], "children need to learn", 8),
    "doctor": ("doctors", "surgery", ["stethoscope", "thermometer", "bandage", "medicine bag"],
               ["visit sick people", "listen to the heart", "set broken bones", "give good advice",
                "write notes about every patient"], "people fall ill and need care", 8),
    "nurse": ("nurses", "hospital", ["bandage", "thermometer", "basin", "clean towel"],
              ["care for patients", "change bandages", "take temperatures", "comfort the sick",
               "help the doctor"], "sick people need someone to look after them day and night", 7),
    "potter": ("potters", "pottery", ["potter's wheel", "kiln", "cutting wire", "glaze brush"],
               ["shape clay on the wheel", "fire pots in the kiln", "paint glazes on jugs",
                "make bowls and plates", "dig clay by the river"], "every kitchen needs pots and jugs", 7),
    "weaver": ("weavers", "weaving shed", ["loom", "shuttle", "spindle", "basket of yarn"],
               ["weave cloth on the loom", "spin wool into yarn", "dye the thread", "sell blankets",
                "design new patterns"], "clothes and blankets are made from woven cloth", 7),
    "shepherd": ("shepherds", "hillside", ["crook", "whistle", "sheepdog", "pair of shears"],
                 ["move the flock to new grass", "shear the sheep", "look after the lambs",
                  "count the sheep every evening", "mend the stone walls"], "sheep give us wool and cheese", 5),
    "miller": ("millers", "mill", ["millstone", "sack", "scoop", "sieve"],
               ["grind wheat into flour", "fill sacks of flour", "oil the mill wheel",
                "weigh the grain", "sell flour to the bakers"], "bakers cannot bake without flour", 5),
    "beekeeper": ("beekeepers", "apiary", ["smoker", "veil", "hive tool", "honey jar"],
                  ["check the hives", "collect honey", "make beeswax candles", "calm the bees with smoke",
                   "plant flowers for the bees"], "bees make honey and help fruit trees to grow", 8),
    "gardener": ("gardeners", "garden", ["spade", "rake", "hoe", "watering can"],
                 ["dig the beds", "plant bulbs", "prune the roses", "pull up weeds", "water the seedlings"],
                 "gardens give us flowers, fruit and vegetables", 7),
    "tailor": ("tailors", "tailor's shop", ["needle", "thimble", "tape measure", "pair of scissors"],
               ["measure customers", "cut cloth", "sew coats and jackets", "mend torn sleeves",
                "sew on buttons"], "everyone needs clothes that fit", 8),
    "shoemaker": ("shoemakers", "shoe shop", ["awl", "last", "small hammer", "reel of waxed thread"],
                  ["make boots", "mend worn soles", "cut leather", "stitch new shoes", "polish finished boots"],
                  "good shoes keep feet warm and dry", 8),
    "cook": ("cooks", "kitchen", ["ladle", "frying pan", "chopping board", "kitchen knife"],
             ["chop vegetables", "make soup", "roast meat", "plan the meals", "wash the pots"],
             "hungry people need good meals", 6),
    "librarian": ("librarians", "library", ["ledger", "date stamp", "ladder", "book cart"],
                  ["lend books", "put books back on the shelves", "help readers find answers",
                   "mend torn pages", "read stories to children"], "books should be shared", 9),
    "letter carrier": ("letter carriers", "post office", ["satchel", "bicycle", "list of addresses", "cap"],
                       ["sort the letters", "deliver parcels", "cycle from house to house",
                        "collect letters from the post box", "know every street by name"],
                       "letters and parcels must reach the right door", 6),
    "boatbuilder": ("boatbuilders", "boatyard", ["adze", "saw", "caulking iron", "pot of tar"],
                    ["build fishing boats", "bend wet planks", "seal the hulls with tar", "mend old boats",
                     "paint names on boats"], "fishers and ferry pilots need strong boats", 7),
    "glassblower": ("glassblowers", "glassworks", ["blowpipe", "furnace", "pair of shears", "wooden paddle"],
                    ["blow glass into bottles", "shape vases", "melt sand in the furnace", "make window panes",
                     "cool the glass slowly"], "windows, bottles and lamps are made of glass", 7),
    "candle maker": ("candle makers", "candle workshop", ["wax pot", "wick", "mould", "drying rack"],
                     ["melt the wax", "dip wicks", "pour candles into moulds", "sell candles at the market",
                      "make coloured candles for festivals"], "houses need light on dark evenings", 8),
    "clockmaker": ("clockmakers", "clock shop", ["tiny screwdriver", "magnifying glass", "pair of tweezers", "oil can"],
                   ["repair clocks", "wind the town clock", "cut small gears", "clean watches",
                    "set the time on every clock"], "people like to know the time", 9),
    "painter": ("painters", "studio", ["brush", "easel", "palette", "canvas"],
                ["paint portraits", "mix colours", "paint the hills at sunset", "sell pictures",
                 "teach children to draw"], "pictures make a house feel like a home", 9),
    "musician": ("musicians", "music room", ["fiddle", "music stand", "songbook", "bow"],
                 ["play at weddings", "practise every day", "teach music", "write new tunes",
                  "play at the harvest dance"], "there is no festival without music", 10),
    "cheesemaker": ("cheesemakers", "dairy", ["cheese press", "large pan", "square of cheesecloth", "ladle"],
                    ["warm the milk", "press the curds", "turn the cheeses", "salt the rinds",
                     "store cheeses in a cool cellar"], "cheese keeps milk good for months", 6),
    "shopkeeper": ("shopkeepers", "shop", ["pair of scales", "till", "paper bag", "broom"],
                   ["sell goods", "count the money", "fill the shelves", "chat with customers",
                    "order new stock"], "a village needs a place to buy things", 8),
    "stonemason": ("stonemasons", "stone yard", ["chisel", "mallet", "trowel", "spirit level"],
                   ["cut stone blocks", "build walls", "carve names on stones", "mend old bridges",
                    "lay stone steps"], "walls and bridges must be strong", 7),
    "woodcutter": ("woodcutters", "forest", ["axe", "saw", "wedge", "cart"],
                   ["fell trees", "split logs", "stack firewood", "plant young trees",
                    "haul timber to the sawmill"], "everyone needs wood for fires and building", 6),
    "ferry pilot": ("ferry pilots", "ferry", ["pole", "rope", "bell", "lantern"],
                    ["carry people across the water", "ring the bell before leaving", "collect the fares",
                     "check the ropes", "watch the current"], "not every river has a bridge", 6),
    "vet": ("vets", "animal surgery", ["stethoscope", "bandage", "medicine bottle", "pair of gloves"],
            ["look after sick animals", "check the cows", "bandage hurt paws", "give advice to farmers",
             "help lambs to be born"], "animals fall ill too", 8),
    "bookbinder": ("bookbinders", "bindery", ["bone folder", "press", "needle", "pot of glue"],
                   ["sew pages together", "glue covers", "mend old books", "press the books flat",
                    "print titles in gold"], "books need strong covers to last", 9),
    "basket maker": ("basket makers", "workshop", ["knife", "bundle of willow", "bucket of water", "awl"],
                     ["soak willow rods", "weave baskets", "make lids and handles", "sell baskets at markets",
                      "cut willow in winter"], "baskets carry everything from eggs to firewood", 8),
    "innkeeper": ("innkeepers", "inn", ["bunch of keys", "ledger", "bell", "large teapot"],
                  ["welcome travellers", "cook suppers", "make the beds", "light the fires",
                   "tell guests the way"], "travellers need a bed for the night", 6),
    "herbalist": ("herbalists", "herb shop", ["mortar and pestle", "drying rack", "glass jar", "set of small scales"],
                  ["gather herbs", "dry leaves and roots", "make syrups and teas", "grind seeds",
                   "give advice on coughs and colds"], "simple herbs can ease small troubles", 8),
    "mapmaker": ("mapmakers", "map room", ["pen", "ruler", "compass", "measuring chain"],
                 ["draw maps", "measure roads", "walk the hills", "mark rivers and bridges",
                  "copy old maps"], "travellers need to know the way", 9),
    "lighthouse keeper": ("lighthouse keepers", "lighthouse", ["lamp", "oil can", "telescope", "logbook"],
                          ["light the lamp at dusk", "polish the great lens", "watch for ships",
                           "write in the logbook", "climb the stairs many times a day"],
                          "ships must not run onto the rocks", 16),
    "dairy farmer": ("dairy farmers", "dairy farm", ["milking stool", "pail", "churn", "cart"],
                     ["milk the cows", "churn butter", "take milk to the village", "clean the milking shed",
                      "move the cows to fresh grass"], "milk, butter and cream come from the dairy", 5),
}
# More jobs (added to the same table).
JOBS.update({
    "thatcher": (
        "thatchers",
        "thatcher's yard",
        ["ladder", "leggett", "bundle of reed", "bundle of hazel spars"],
        [
            "lay new reed on roofs",
            "pin the thatch down with hazel spars",
            "trim the eaves",
            "climb ladders all day",
            "patch holes left by birds",
        ],
        "a good thatched roof keeps a cottage warm for thirty years",
        7,
    ),
    "cooper": (
        "coopers",
        "cooperage",
        ["adze", "hoop driver", "croze", "mallet"],
        [
            "shape wooden staves",
            "fit iron hoops",
            "make barrels for cider",
            "mend leaking casks",
            "char the insides of barrels",
        ],
        "cider, salt fish and flour are all stored in barrels",
        7,
    ),
    "wheelwright": (
        "wheelwrights",
        "wheel shop",
        ["spokeshave", "auger", "traveller wheel", "sledgehammer"],
        ["make cart wheels", "shape the spokes", "fit iron tyres", "repair broken hubs", "measure the rims"],
        "every cart and coach needs sound wheels",
        7,
    ),
    "saddler": (
        "saddlers",
        "saddlery",
        ["awl", "half-moon knife", "stitching clam", "lump of beeswax"],
        ["make saddles", "stitch harnesses", "mend bridles", "oil the leather", "fit saddles to horses"],
        "horses must be comfortable to work",
        8,
    ),
    "chimney sweep": (
        "chimney sweeps",
        "sweep's yard",
        ["set of brushes", "set of rods", "dust sheet", "sack"],
        [
            "sweep chimneys",
            "cover the furniture with sheets",
            "push brushes up the flue",
            "collect soot in sacks",
            "check for birds' nests",
        ],
        "a dirty chimney can catch fire",
        6,
    ),
    "gamekeeper": (
        "gamekeepers",
        "keeper's lodge",
        ["pair of binoculars", "notebook", "walking stick", "lantern"],
        ["walk the woods", "count the deer", "mend fences", "watch for poachers", "feed the birds in winter"],
        "the woods and their animals need looking after",
        6,
    ),
    "printer": (
        "printers",
        "print shop",
        ["press", "tray of type", "ink roller", "stack of paper"],
        [
            "set the type",
            "ink the rollers",
            "print the weekly newspaper",
            "print posters for the fair",
            "fold and trim pages",
        ],
        "news and notices must be printed",
        7,
    ),
    "toymaker": (
        "toymakers",
        "toy workshop",
        ["fretsaw", "paintbrush", "pot of glue", "lathe"],
        ["carve wooden animals", "paint spinning tops", "sew rag dolls", "mend broken toys", "build rocking horses"],
        "children need toys to play with",
        9,
    ),
    "lock keeper": (
        "lock keepers",
        "lock",
        ["windlass", "boat hook", "logbook", "bell"],
        [
            "open the lock gates",
            "let boats through",
            "keep the lock tidy",
            "watch the water level",
            "write each boat in the logbook",
        ],
        "boats cannot climb a river without locks",
        6,
    ),
    "butcher": (
        "butchers",
        "butcher's shop",
        ["cleaver", "chopping block", "sharpening steel", "pair of scales"],
        ["cut meat", "make sausages", "weigh orders", "serve customers", "scrub the block clean"],
        "families need meat for their suppers",
        6,
    ),
})
JOBS = {name: Job(*row) for name, row in JOBS.items()}  # rows -> named records
JOB_NAMES = list(JOBS)

# Which jobs suit which towns best (the town's product decides a few).
PRODUCT_JOBS = {"wool": "shepherd", "sheep's cheese": "cheesemaker", "blankets": "weaver", "heather honey": "beekeeper",
                "apples": "farmer", "cider": "farmer", "flour": "miller", "books": "bookbinder",
                "smoked fish": "fisher", "oysters": "fisher", "boats": "boatbuilder", "rope": "fisher",
                "bread": "baker", "clocks": "clockmaker", "timber": "woodcutter", "furniture": "carpenter",
                "baskets": "basket maker", "candles": "candle maker", "glass": "glassblower", "trout": "fisher",
                "pottery": "potter", "reed baskets": "basket maker", "cloth": "weaver", "copper pots": "blacksmith",
                "bells": "blacksmith", "herbs": "herbalist", "ponies": "vet", "slate": "stonemason",
                "cattle": "dairy farmer", "pears": "farmer", "cherries": "farmer", "plums": "gardener"}

# --- Animals -----------------------------------------------------------------
# name: (plural, young, group, habitat, diet, sound (base verb), looks, behaviour)
ANIMALS = {
    "fox": (
        "foxes",
        "cubs",
        "wild",
        "dens at the edge of the forest",
        ["mice", "rabbits", "beetles", "berries"],
        "bark",
        "a red coat and a bushy tail with a white tip",
        "hunts at dusk and is very cunning",
    ),
    "badger": (
        "badgers",
        "cubs",
        "wild",
        "underground setts in the woods",
        ["earthworms", "roots", "beetles", "bulbs"],
        "grunt",
        "a grey body and a black and white striped face",
        "digs with its strong front claws",
    ),
    "hedgehog": (
        "hedgehogs",
        "hoglets",
        "wild",
        "hedges and gardens",
        ["slugs", "beetles", "worms", "caterpillars"],
        "snuffle",
        "a coat of sharp brown spines",
        "rolls into a prickly ball when it is afraid",
    ),
    "rabbit": (
        "rabbits",
        "kits",
        "wild",
        "burrows in grassy banks",
        ["grass", "clover", "carrot tops", "dandelion leaves"],
        "thump its feet",
        "long ears and a short white tail",
        "lives in large family groups",
    ),
    "hare": (
        "hares",
        "leverets",
        "wild",
        "open fields",
        ["grass", "herbs", "bark", "young shoots"],
        "squeal",
        "long legs and ears with black tips",
        "can run faster than almost any other animal in the fields",
    ),
    "deer": (
        "deer",
        "fawns",
        "wild",
        "forests and open glades",
        ["leaves", "grass", "acorns", "bark"],
        "bellow",
        "a brown coat and a white patch under the tail",
        "moves quietly in small herds",
    ),
    "squirrel": (
        "squirrels",
        "kittens",
        "wild",
        "nests called dreys high in the trees",
        ["hazelnuts", "acorns", "seeds", "pine cones"],
        "chatter",
        "a red or grey coat and a great fluffy tail",
        "buries nuts in autumn and forgets many of them",
    ),
    "otter": (
        "otters",
        "pups",
        "wild",
        "holts in the river banks",
        ["fish", "frogs", "crayfish", "eels"],
        "whistle",
        "sleek brown fur and webbed feet",
        "swims and plays in the river",
    ),
    "beaver": (
        "beavers",
        "kits",
        "wild",
        "lodges built of sticks in quiet rivers",
        ["bark", "twigs", "water plants", "roots"],
        "slap its tail on the water",
        "a broad flat tail and large orange teeth",
        "builds dams across streams",
    ),
    "mole": (
        "moles",
        "pups",
        "wild",
        "tunnels under meadows and lawns",
        ["earthworms", "grubs", "beetles", "slugs"],
        "squeak",
        "soft black fur and broad pink hands",
        "leaves little hills of soil on the grass",
    ),
    "owl": (
        "owls",
        "owlets",
        "bird",
        "hollow trees and old barns",
        ["mice", "voles", "beetles", "small birds"],
        "hoot",
        "a round face and large dark eyes",
        "hunts silently at night",
    ),
    "heron": (
        "herons",
        "chicks",
        "bird",
        "lakes and slow rivers",
        ["fish", "frogs", "eels", "water beetles"],
        "croak",
        "long grey legs and a sharp yellow beak",
        "stands perfectly still in the shallows",
    ),
    "robin": (
        "robins",
        "chicks",
        "bird",
        "gardens and hedges",
        ["worms", "seeds", "insects", "crumbs"],
        "sing",
        "a bright red breast",
        "follows gardeners to catch worms",
    ),
    "swallow": (
        "swallows",
        "chicks",
        "bird",
        "barns and sheds in summer",
        ["flies", "gnats", "moths", "beetles"],
        "twitter",
        "a forked tail and a dark blue back",
        "flies south for the winter",
    ),
    "crow": (
        "crows",
        "chicks",
        "bird",
        "tall trees near farms",
        ["seeds", "grubs", "scraps", "eggs"],
        "caw",
        "shiny black feathers",
        "is clever enough to use small sticks as tools",
    ),
    "gull": (
        "gulls",
        "chicks",
        "bird",
        "cliffs and harbours",
        ["fish", "crabs", "scraps", "worms"],
        "cry",
        "white and grey feathers and a yellow beak",
        "steals food from anyone who is not careful",
    ),
    "duck": (
        "ducks",
        "ducklings",
        "farm",
        "ponds and rivers",
        ["water weed", "grain", "snails", "insects"],
        "quack",
        "waterproof feathers and flat orange feet",
        "dabbles for food with its tail in the air",
    ),
    "goose": (
        "geese",
        "goslings",
        "farm",
        "farm ponds and marshes",
        ["grass", "grain", "roots", "water plants"],
        "honk",
        "a long neck and strong wings",
        "guards the farmyard better than a dog",
    ),
    "hen": (
        "hens",
        "chicks",
        "farm",
        "coops in the farmyard",
        ["grain", "seeds", "worms", "kitchen scraps"],
        "cluck",
        "soft brown feathers and a red comb",
        "lays an egg almost every day",
    ),
    "cow": (
        "cows",
        "calves",
        "farm",
        "green meadows",
        ["grass", "hay", "clover", "turnips"],
        "moo",
        "a large body with black and white patches",
        "gives milk twice a day",
    ),
    "sheep": (
        "sheep",
        "lambs",
        "farm",
        "hill pastures",
        ["grass", "clover", "hay", "heather"],
        "bleat",
        "a thick woolly coat",
        "stays close to the rest of the flock",
    ),
    "goat": (
        "goats",
        "kids",
        "farm",
        "rocky slopes and farmyards",
        ["leaves", "hay", "bark", "brambles"],
        "bleat",
        "short horns and a little beard",
        "climbs on walls, carts and anything else in sight",
    ),
    "pig": (
        "pigs",
        "piglets",
        "farm",
        "sties with plenty of mud",
        ["roots", "apples", "acorns", "scraps"],
        "grunt",
        "pink skin and a curly tail",
        "rolls in the mud to keep cool",
    ),
    "horse": (
        "horses",
        "foals",
        "farm",
        "stables and paddocks",
        ["hay", "oats", "grass", "apples"],
        "neigh",
        "a long mane and strong legs",
        "can pull a heavy cart all day",
    ),
    "pony": (
        "ponies",
        "foals",
        "farm",
        "open moorland",
        ["grass", "heather", "hay", "gorse"],
        "whinny",
        "a thick shaggy coat",
        "is small but very tough",
    ),
    "donkey": (
        "donkeys",
        "foals",
        "farm",
        "dry fields and paddocks",
        ["hay", "straw", "thistles", "grass"],
        "bray",
        "long ears and a grey coat",
        "is patient and sure-footed on steep paths",
    ),
    "dog": (
        "dogs",
        "puppies",
        "pet",
        "houses and farms",
        ["meat", "biscuits", "bones", "scraps"],
        "bark",
        "a wagging tail and a wet nose",
        "is loyal and loves to run",
    ),
    "cat": (
        "cats",
        "kittens",
        "pet",
        "houses and barns",
        ["fish", "mice", "meat", "milk"],
        "purr",
        "soft fur, whiskers and sharp claws",
        "sleeps for most of the day",
    ),
    "canary": (
        "canaries",
        "chicks",
        "pet",
        "cages in warm rooms",
        ["seeds", "greens", "egg food", "apple"],
        "sing",
        "bright yellow feathers",
        "sings most sweetly in the morning",
    ),
    "tortoise": (
        "tortoises",
        "hatchlings",
        "pet",
        "gardens and warm corners",
        ["lettuce", "dandelions", "clover", "strawberries"],
        "hiss",
        "a hard domed shell",
        "moves slowly and sleeps through the winter",
    ),
    "ferret": (
        "ferrets",
        "kits",
        "pet",
        "hutches and houses",
        ["meat", "eggs", "fish", "biscuits"],
        "chuckle",
        "a long thin body and bright eyes",
        "loves to explore tunnels and pockets",
    ),
    "parrot": (
        "parrots",
        "chicks",
        "pet",
        "large cages and warm rooms",
        ["seeds", "nuts", "fruit", "greens"],
        "squawk",
        "bright green and red feathers",
        "can learn to copy words",
    ),
    "goldfish": (
        "goldfish",
        "fry",
        "pet",
        "bowls and garden ponds",
        ["fish flakes", "water weed", "tiny worms", "crumbs"],
        "blow bubbles",
        "shiny orange scales",
        "swims in slow circles",
    ),
    "frog": (
        "frogs",
        "tadpoles",
        "wild",
        "ponds and damp grass",
        ["flies", "slugs", "worms", "beetles"],
        "croak",
        "smooth green skin and long back legs",
        "can jump many times its own length",
    ),
    "trout": (
        "trout",
        "fry",
        "fish",
        "cold, clear rivers",
        ["flies", "small fish", "shrimps", "worms"],
        "splash",
        "silver sides with dark spots",
        "swims against the current",
    ),
    "crab": (
        "crabs",
        "larvae",
        "sea",
        "rock pools and the sea floor",
        ["seaweed", "shellfish", "worms", "dead fish"],
        "click its claws",
        "a hard shell and two strong claws",
        "walks sideways across the sand",
    ),
    "seal": (
        "seals",
        "pups",
        "sea",
        "rocky shores and sandbanks",
        ["fish", "squid", "crabs", "eels"],
        "bark",
        "a smooth grey body and big dark eyes",
        "rests on the rocks when the tide is low",
    ),
    "bee": (
        "bees",
        "larvae",
        "insect",
        "hives and hollow trees",
        ["nectar", "pollen", "honey", "water"],
        "buzz",
        "a striped furry body and clear wings",
        "carries pollen from flower to flower",
    ),
    "butterfly": (
        "butterflies",
        "caterpillars",
        "insect",
        "meadows and gardens",
        ["nectar", "fruit juice", "tree sap", "water"],
        "flutter",
        "wide painted wings",
        "rests in the sun with its wings open",
    ),
    "snail": (
        "snails",
        "hatchlings",
        "insect",
        "damp corners of the garden",
        ["lettuce", "leaves", "moss", "flowers"],
        "slide",
        "a spiral shell and soft horns",
        "comes out after rain",
    ),
    "mouse": (
        "mice",
        "pups",
        "wild",
        "hedges, barns and cellars",
        ["seeds", "grain", "berries", "crumbs"],
        "squeak",
        "a tiny body, round ears and a long tail",
        "stores food for the winter",
    ),
    "bat": (
        "bats",
        "pups",
        "wild",
        "caves, church towers and old roofs",
        ["moths", "gnats", "beetles", "flies"],
        "squeak",
        "leathery wings and tiny sharp teeth",
        "finds its way in the dark by listening to echoes",
    ),
    "kingfisher": (
        "kingfishers",
        "chicks",
        "bird",
        "burrows in steep river banks",
        ["small fish", "tadpoles", "water insects", "shrimps"],
        "whistle",
        "bright blue and orange feathers",
        "dives into the water like an arrow",
    ),
    "wren": (
        "wrens",
        "chicks",
        "bird",
        "thick hedges and ivy",
        ["spiders", "beetles", "caterpillars", "seeds"],
        "trill",
        "a tiny brown body and a tail that points straight up",
        "sings far more loudly than its size suggests",
    ),
    "blackbird": (
        "blackbirds",
        "chicks",
        "bird",
        "gardens and woodland edges",
        ["worms", "berries", "snails", "windfall apples"],
        "whistle",
        "glossy black feathers and an orange beak",
        "sings from the rooftops at dusk",
    ),
    "magpie": (
        "magpies",
        "chicks",
        "bird",
        "tall hedges and parks",
        ["beetles", "eggs", "berries", "scraps"],
        "chatter",
        "black and white feathers with a green sheen",
        "collects bright things and is very bold",
    ),
    "lark": (
        "larks",
        "chicks",
        "bird",
        "open fields and moorland",
        ["seeds", "grubs", "spiders", "insects"],
        "sing",
        "streaky brown feathers and a small crest",
        "sings on the wing, high above the fields",
    ),
    "curlew": (
        "curlews",
        "chicks",
        "bird",
        "moors in spring and mudflats in winter",
        ["worms", "crabs", "shellfish", "insects"],
        "call",
        "a very long curved beak",
        "has one of the saddest calls of any bird",
    ),
    "swan": (
        "swans",
        "cygnets",
        "bird",
        "lakes and wide rivers",
        ["water weed", "grass", "grain", "roots"],
        "hiss",
        "white feathers and a long curved neck",
        "glides across the water and guards its nest fiercely",
    ),
    "pheasant": (
        "pheasants",
        "chicks",
        "bird",
        "woodland edges and farmland",
        ["seeds", "berries", "grain", "insects"],
        "call",
        "a long striped tail and a shiny copper body",
        "would rather run than fly from danger",
    ),
    "stoat": (
        "stoats",
        "kits",
        "wild",
        "stone walls and hedgerows",
        ["rabbits", "voles", "mice", "eggs"],
        "chatter",
        "a long slim body and a black tip on its tail",
        "turns white in snowy winters",
    ),
    "toad": (
        "toads",
        "tadpoles",
        "wild",
        "damp gardens and cool corners under stones",
        ["slugs", "ants", "beetles", "worms"],
        "croak",
        "warty brown skin and golden eyes",
        "crawls more than it hops and returns to the same pond every spring",
    ),
    "dragonfly": (
        "dragonflies",
        "nymphs",
        "insect",
        "ponds, lakes and slow streams",
        ["midges", "gnats", "mosquitoes", "small flies"],
        "whirr",
        "a long shining body and four clear wings",
        "darts and hovers above the water",
    ),
    "ladybird": (
        "ladybirds",
        "larvae",
        "insect",
        "gardens, hedges and nettle patches",
        ["aphids", "mites", "pollen", "nectar"],
        "buzz",
        "a round red shell with black spots",
        "is a friend to every gardener",
    ),
    "spider": (
        "spiders",
        "spiderlings",
        "insect",
        "corners, sheds and garden hedges",
        ["flies", "gnats", "moths", "beetles"],
        "keep quiet",
        "eight long legs",
        "spins a new web almost every night",
    ),
    "salmon": (
        "salmon",
        "fry",
        "fish",
        "the sea and the rivers where they were born",
        ["shrimps", "small fish", "insects", "worms"],
        "leap",
        "silver skin with small black spots",
        "swims all the way back up its home river to lay eggs",
    ),
    "lobster": (
        "lobsters",
        "larvae",
        "sea",
        "holes among the rocks on the sea floor",
        ["crabs", "mussels", "worms", "small fish"],
        "click its claws",
        "a dark blue shell that turns red when cooked",
        "hides by day and hunts by night",
    ),
    "woodpecker": (
        "woodpeckers",
        "chicks",
        "bird",
        "old forests",
        ["beetle grubs", "ants", "seeds", "nuts"],
        "drum on the trees",
        "a red cap and black and white wings",
        "drills holes in tree trunks",
    ),
}
ANIMALS = {name: Animal(*row) for name, row in ANIMALS.items()}  # rows -> named records
ANIMAL_NAMES = list(ANIMALS)
PET_KINDS = ["dog", "cat", "dog", "cat", "canary", "tortoise", "ferret", "parrot", "goldfish", "goat", "pony",
             "hen", "rabbit", "duck", "donkey"]
PET_NAMES = ["Biscuit", "Pepper", "Nutmeg", "Bramble", "Pickle", "Sooty", "Maple", "Button", "Clover",
             "Thistle", "Pudding", "Sprout", "Mossy", "Pebble", "Juniper", "Whisker", "Toffee", "Bonny",
             "Rufus", "Crumb", "Fidget", "Tansy", "Hazel", "Marble", "Dumpling", "Patch", "Sage", "Rascal",
             "Bess", "Captain", "Duchess", "Muffin", "Pip", "Socks", "Tiptoe", "Turnip", "Wren", "Ziggy",
             "Barnaby", "Goldie", "Smudge", "Tumble", "Onion", "Ginger", "Dot", "Fennel", "Roly", "Parsnip"]

# --- Plants ------------------------------------------------------------------
# Trees: name -> (what it looks like, what its wood or fruit is used for, where it grows)
TREES = {
    "oak": ("a broad crown and deep-cut leaves", "strong beams, barrels and ships", "old woods and parks"),
    "ash": ("pale grey bark and long feathery leaves", "tool handles and oars", "hedges and woods"),
    "birch": ("white papery bark and small trembling leaves", "brooms and kindling", "heaths and forest edges"),
    "willow": ("long drooping branches", "baskets and cricket bats", "damp ground beside rivers"),
    "pine": ("long needles and rough red bark", "planks, roofs and resin", "the Pinewood and sandy hills"),
    "beech": ("smooth grey bark and shiny leaves", "chairs and bowls", "chalk hills and valleys"),
    "rowan": ("clusters of scarlet berries", "walking sticks", "rocky hillsides"),
    "hazel": ("round leaves and many thin stems", "fences, poles and nuts", "woods and hedges"),
    "apple tree": ("pink and white blossom in spring", "fruit, cider and firewood", "orchards and gardens"),
    "pear tree": ("white blossom and upright branches", "fruit and carving wood", "orchards in the Green Valley"),
    "plum tree": ("dark fruit in late summer", "fruit and jam", "sheltered gardens"),
    "cherry tree": ("shiny red bark and pink blossom", "fruit and fine furniture", "orchards and hedges"),
    "chestnut": ("spiky green cases full of nuts", "fence posts and roasted nuts", "parks and old estates"),
    "yew": ("dark needles and red berries", "bows and carved boxes", "churchyards"),
    "holly": ("glossy prickly leaves and red berries", "winter decorations", "woods and hedges"),
    "alder": ("round leaves and small cones", "clogs and charcoal", "wet ground by rivers"),
    "maple": ("leaves that turn bright red in autumn", "fiddles and syrup", "woods and gardens"),
    "elm": ("rough leaves and tall trunks", "wheel hubs and coffins", "lanes and hedgerows"),
    "poplar": ("tall narrow shapes that rustle in the wind", "matches and crates", "river valleys"),
    "walnut": ("broad leaves and green fruit around the nuts", "gun stocks, tables and nuts", "sunny gardens"),
}
FLOWERS = [("daisy", "daisies", "white", "spring"), ("poppy", "poppies", "red", "summer"),
           ("bluebell", "bluebells", "blue", "spring"), ("primrose", "primroses", "pale yellow", "spring"),
           ("foxglove", "foxgloves", "purple", "summer"), ("rose", "roses", "pink", "summer"),
           ("tulip", "tulips", "red", "spring"), ("violet", "violets", "violet", "spring"),
           ("snowdrop", "snowdrops", "white", "winter"), ("cornflower", "cornflowers", "blue", "summer"),
           ("marigold", "marigolds", "orange", "summer"), ("lavender", "lavender", "purple", "summer"),
           ("heather", "heather", "purple", "autumn"), ("clover", "clover", "pink", "summer"),
           ("buttercup", "buttercups", "yellow", "summer"), ("sunflower", "sunflowers", "yellow", "summer"),
           ("honeysuckle", "honeysuckle", "cream", "summer"), ("daffodil", "daffodils", "yellow", "spring"),
           ("aster", "asters", "purple", "autumn"), ("crocus", "crocuses", "purple", "spring"),
           ("dahlia", "dahlias", "scarlet", "autumn"), ("forget-me-not", "forget-me-nots", "sky blue", "spring")]
VEGETABLES = ["carrots", "onions", "potatoes", "cabbages", "leeks", "turnips", "parsnips", "beans", "peas",
              "beetroot", "radishes", "lettuces", "cucumbers", "pumpkins", "marrows", "spinach", "kale",
              "celery", "garlic", "tomatoes", "courgettes", "sweetcorn", "shallots", "cauliflowers"]
FRUITS = ["apples", "pears", "plums", "cherries", "strawberries", "raspberries", "blackberries", "gooseberries",
          "blackcurrants", "damsons", "quinces", "rhubarb", "grapes", "apricots", "peaches", "blueberries"]
HERBS = ["mint", "thyme", "sage", "parsley", "rosemary", "chives", "dill", "fennel", "basil", "camomile",
         "lemon balm", "marjoram", "tarragon", "bay leaves", "coriander"]

# --- Foods -------------------------------------------------------------------
# dish: (ingredients, steps as imperative sentences, meal, taste words, origin town)
FOODS = {
    "vegetable soup": (["carrots", "onions", "leeks", "potatoes", "a little butter", "water", "salt"],
                       ["Peel and chop the vegetables", "Melt the butter in a large pot",
                        "Soften the onions and leeks for a few minutes", "Add the carrots, potatoes and water",
                        "Let the soup simmer for half an hour", "Season it with salt and serve it hot"],
                       "supper", ["hearty", "warming"], "Longfield"),
    "apple pie": (["apples", "flour", "butter", "sugar", "cinnamon", "an egg"],
                  ["Rub the butter into the flour to make pastry", "Roll out the pastry and line a dish",
                   "Slice the apples and toss them with sugar and cinnamon", "Fill the dish with the apples",
                   "Cover the pie with more pastry and brush it with beaten egg", "Bake it until it is golden"],
                  "pudding", ["sweet", "spiced"], "Brookmere"),
    "porridge": (["oats", "milk", "a pinch of salt", "honey"],
                 ["Pour the oats and milk into a small pan", "Add a pinch of salt",
                  "Stir the porridge over a low heat", "Cook it until it is thick and creamy",
                  "Serve it in a warm bowl with a spoonful of honey"],
                 "breakfast", ["creamy", "filling"], "Thornby"),
    "fish stew": (["white fish", "mussels", "onions", "tomatoes", "garlic", "parsley", "bread"],
                  ["Fry the onions and garlic in a little oil", "Add the tomatoes and a cup of water",
                   "Lay the pieces of fish in the pot", "Add the mussels and put the lid on",
                   "Cook until the mussels open", "Scatter parsley on top and serve with bread"],
                  "supper", ["rich", "salty"], "Gullhaven"),
    "pancakes": (["flour", "eggs", "milk", "butter", "lemon", "sugar"],
                 ["Whisk the flour, eggs and milk into a smooth batter", "Let the batter rest for a while",
                  "Melt a little butter in a frying pan", "Pour in a thin layer of batter",
                  "Flip the pancake when the edges turn golden", "Serve with lemon and sugar"],
                 "breakfast", ["light", "buttery"], "Wheatcroft"),
    "cheese scones": (["flour", "butter", "grated cheese", "milk", "baking powder"],
                      ["Rub the butter into the flour and baking powder", "Stir in most of the cheese",
                       "Add enough milk to make a soft dough", "Pat the dough flat and cut out rounds",
                       "Sprinkle the rest of the cheese on top", "Bake them in a hot oven for twelve minutes"],
                      "tea", ["savoury", "crumbly"], "Kelby"),
    "onion tart": (["onions", "pastry", "eggs", "cream", "thyme"],
                   ["Slice the onions thinly", "Cook them slowly in butter until they are soft and sweet",
                    "Line a tin with pastry", "Beat the eggs with the cream and thyme",
                    "Spread the onions in the tin and pour the eggs over them", "Bake the tart until it has set"],
                   "lunch", ["savoury", "rich"], "Longfield"),
    "barley bread": (["barley flour", "wheat flour", "yeast", "warm water", "salt"],
                     ["Mix the flours with the salt", "Stir the yeast into the warm water",
                      "Combine everything and knead the dough for ten minutes", "Leave it to rise in a warm place",
                      "Shape it into a round loaf", "Bake it until it sounds hollow when tapped"],
                     "breakfast", ["nutty", "chewy"], "Barleigh"),
    "plum crumble": (["plums", "flour", "butter", "brown sugar", "oats"],
                     ["Cut the plums in half and take out the stones", "Lay them in a baking dish",
                      "Rub the butter into the flour, sugar and oats", "Spread the crumble over the plums",
                      "Bake it until the fruit bubbles at the edges"],
                     "pudding", ["sweet", "sharp"], "Plumley"),
    "mushroom pie": (["mushrooms", "onions", "butter", "flour", "milk", "pastry"],
                     ["Slice the mushrooms and onions", "Fry them in butter until soft",
                      "Stir in a spoonful of flour and then the milk", "Cook until the sauce is thick",
                      "Pour the filling into a dish and cover it with pastry", "Bake the pie for forty minutes"],
                     "supper", ["earthy", "savoury"], "Woodend"),
    "honey cake": (["honey", "butter", "flour", "eggs", "a little ginger"],
                   ["Warm the honey and butter together", "Beat in the eggs", "Fold in the flour and ginger",
                    "Pour the mixture into a greased tin", "Bake it for about fifty minutes",
                    "Brush more honey over the top while it is warm"],
                   "tea", ["sweet", "sticky"], "Wexley"),
    "potato cakes": (["potatoes", "flour", "butter", "salt", "chives"],
                     ["Boil and mash the potatoes", "Mix in the flour, butter, salt and chives",
                      "Shape the mixture into flat cakes", "Fry them until they are brown on both sides"],
                     "breakfast", ["crisp", "soft inside"], "Fairmead"),
    "cherry jam": (["cherries", "sugar", "lemon juice"],
                   ["Take the stones out of the cherries", "Put the fruit in a wide pan with the sugar",
                    "Add the lemon juice", "Boil the jam until it sets on a cold plate",
                    "Pour it into clean warm jars and seal them"],
                   "tea", ["sweet", "fruity"], "Fernhill"),
    "smoked fish pie": (["smoked fish", "potatoes", "milk", "butter", "peas", "parsley"],
                        ["Poach the fish gently in milk", "Break the fish into large flakes",
                         "Make a white sauce with butter, flour and the milk", "Add the fish, peas and parsley",
                         "Cover it all with mashed potato", "Bake the pie until the top is brown"],
                        "supper", ["smoky", "creamy"], "Gullhaven"),
    "herb omelette": (["eggs", "butter", "chives", "parsley", "salt"],
                      ["Beat the eggs with a pinch of salt", "Chop the herbs finely and add them",
                       "Melt the butter in a pan until it foams", "Pour in the eggs and stir gently",
                       "Fold the omelette in half and slide it onto a plate"],
                      "lunch", ["light", "fresh"], "Tarnby"),
    "lentil stew": (["lentils", "carrots", "onions", "celery", "garlic", "bay leaves"],
                    ["Rinse the lentils in cold water", "Chop the carrots, onions and celery",
                     "Soften the vegetables in a deep pan", "Add the lentils, bay leaves and plenty of water",
                     "Simmer until the lentils are soft"], "supper", ["hearty", "earthy"], "Oxley"),
    "oat biscuits": (["oats", "butter", "sugar", "flour", "golden syrup"],
                     ["Melt the butter with the syrup", "Stir in the oats, flour and sugar",
                      "Roll the mixture into small balls", "Press them flat on a tray",
                      "Bake them until they are golden at the edges"], "tea", ["crunchy", "sweet"], "Highcairn"),
    "pea soup": (["dried peas", "an onion", "a ham bone", "water", "pepper"],
                 ["Soak the peas overnight", "Put them in a pot with the onion and the ham bone",
                  "Cover them with water and bring it to the boil", "Simmer the soup for two hours",
                  "Season it with pepper"], "supper", ["thick", "smoky"], "Moorgate"),
    "trout with almonds": (["trout", "butter", "almonds", "lemon", "flour"],
                           ["Dust the trout with flour", "Fry it in butter for a few minutes on each side",
                            "Toast the almonds in the same pan", "Squeeze lemon over the fish",
                            "Scatter the almonds on top"], "supper", ["delicate", "buttery"], "Lakeby"),
    "pear and ginger cake": (["pears", "flour", "eggs", "butter", "sugar", "ginger"],
                             ["Beat the butter and sugar until pale", "Add the eggs one at a time",
                              "Fold in the flour and ginger", "Slice the pears and lay them on top",
                              "Bake the cake until a skewer comes out clean"], "tea", ["moist", "spiced"], "Elmstead"),
    "roast vegetables": (["potatoes", "parsnips", "carrots", "onions", "oil", "rosemary"],
                         ["Cut the vegetables into large pieces", "Toss them in oil and rosemary",
                          "Spread them on a roasting tray", "Roast them in a hot oven for an hour",
                          "Turn them once so that they brown evenly"], "supper", ["crisp", "sweet"], "Haywood"),
    "hazelnut bread": (["flour", "hazelnuts", "yeast", "honey", "water"],
                       ["Toast and chop the hazelnuts", "Mix the flour, yeast, honey and water",
                        "Knead the dough and work in the nuts", "Leave it to rise for an hour",
                        "Bake the loaf until it is brown"], "breakfast", ["nutty", "soft"], "Hazelbrook"),
    "mint tea": (["fresh mint", "boiling water", "honey"],
                 ["Pick a handful of mint leaves", "Rinse them and put them in a teapot",
                  "Pour on boiling water", "Let it stand for five minutes", "Sweeten it with honey if you like"],
                 "any time", ["fresh", "soothing"], "Tarnby"),
    "oyster broth": (["oysters", "milk", "butter", "leeks", "pepper"],
                     ["Open the oysters and keep their juice", "Soften the leeks in butter",
                      "Add the milk and the oyster juice", "Drop in the oysters for a minute",
                      "Season with pepper and serve at once"], "supper", ["delicate", "salty"], "Rockpool"),
}
FOOD_NAMES = list(FOODS)
# Verbs that begin recipe steps ("Peel", "Bring", ...), used when retelling a recipe in the past tense.
STEP_VERBS = sorted({st.split(" ")[0].lower() for f in FOODS.values() for st in f[1]})

# --- Objects -----------------------------------------------------------------
# Things found in different places: (name, plural, what it is, what it is used for)
OBJECTS = {
    "kitchen": [
        ("ladle", "ladles", "a deep spoon with a long handle", "to pour soup into bowls"),
        ("kettle", "kettles", "a metal pot with a spout and a lid", "to boil water for tea"),
        ("colander", "colanders", "a bowl full of small holes", "to drain boiled vegetables"),
        ("whisk", "whisks", "a bundle of wire loops on a handle", "to beat eggs and cream"),
        ("rolling pin", "rolling pins", "a smooth wooden roller", "to flatten pastry"),
        ("grater", "graters", "a metal sheet with sharp little holes", "to shred cheese and carrots"),
        ("teapot", "teapots", "a round pot with a spout", "to brew tea"),
        ("frying pan", "frying pans", "a flat, heavy pan", "to fry eggs and pancakes"),
        ("sieve", "sieves", "a fine mesh in a round frame", "to sift flour"),
        ("bread bin", "bread bins", "a box with a tight lid", "to keep bread fresh"),
        ("pestle", "pestles", "a short heavy club of stone", "to crush seeds and herbs in a mortar"),
        ("larder", "larders", "a cool cupboard or small room", "to store food"),
        ("jug", "jugs", "a deep container with a handle and a lip", "to pour milk and water"),
        ("chopping board", "chopping boards", "a thick slab of wood", "to cut vegetables on"),
        ("apron", "aprons", "a piece of cloth tied around the waist", "to keep clothes clean while cooking"),
        ("stove", "stoves", "an iron box that burns wood or coal", "to cook food and warm the room"),
        ("saucepan", "saucepans", "a deep pan with a long handle", "to heat sauces and soups"),
        ("tea towel", "tea towels", "a square of linen", "to dry plates and cups"),
        ("egg cup", "egg cups", "a small cup shaped to hold an egg", "to eat a boiled egg"),
        ("butter dish", "butter dishes", "a small dish with a cover", "to keep butter soft and clean"),
    ],
    "workshop": [
        ("hammer", "hammers", "a heavy metal head on a handle", "to drive in nails"),
        ("saw", "saws", "a thin blade with sharp teeth", "to cut wood"),
        ("chisel", "chisels", "a tool with a flat sharp edge", "to carve and shape wood or stone"),
        ("plane", "planes", "a block with a blade set in its base", "to smooth rough planks"),
        ("vice", "vices", "a pair of iron jaws fixed to a bench", "to hold work still"),
        ("drill", "drills", "a tool that turns a sharp bit", "to make holes"),
        ("file", "files", "a steel bar covered in fine ridges", "to smooth metal edges"),
        ("mallet", "mallets", "a hammer with a wooden head", "to tap chisels and joints"),
        ("spirit level", "spirit levels", "a bar with a bubble in a glass tube", "to check that a shelf is straight"),
        ("workbench", "workbenches", "a strong heavy table", "to work on"),
        ("screwdriver", "screwdrivers", "a handle with a narrow metal tip", "to turn screws"),
        ("pair of pliers", "pairs of pliers", "a small pair of metal jaws", "to grip and bend wire"),
        ("ruler", "rulers", "a straight strip marked in inches", "to measure and draw lines"),
        ("oil can", "oil cans", "a small can with a long thin spout", "to oil hinges and wheels"),
        ("sandpaper", "sheets of sandpaper", "paper coated with grit", "to rub wood smooth"),
        ("anvil", "anvils", "a heavy block of iron", "to hammer hot metal on"),
        ("bellows", "bellows", "a leather bag with handles and a nozzle", "to blow air into a fire"),
    ],
    "farm": [
        ("plough", "ploughs", "a heavy blade pulled by horses", "to turn the soil"),
        ("pitchfork", "pitchforks", "a long fork with two or three prongs", "to lift hay"),
        ("wheelbarrow", "wheelbarrows", "a small cart with one wheel", "to carry soil and manure"),
        ("scythe", "scythes", "a long curved blade on a pole", "to cut grass and wheat"),
        ("haystack", "haystacks", "a large pile of dried grass", "to feed animals in winter"),
        ("trough", "troughs", "a long open box", "to hold water or food for animals"),
        ("milking stool", "milking stools", "a low seat with three legs", "to sit on while milking"),
        ("pail", "pails", "a metal bucket", "to carry milk and water"),
        ("gate", "gates", "a wooden barrier on hinges", "to keep animals in a field"),
        ("barn", "barns", "a large farm building", "to store hay and shelter animals"),
        ("scarecrow", "scarecrows", "a figure dressed in old clothes", "to frighten birds away from crops"),
        ("harrow", "harrows", "a frame with iron spikes", "to break up clods of earth"),
        ("hen house", "hen houses", "a small wooden hut", "to keep hens safe at night"),
        ("churn", "churns", "a tall barrel with a paddle", "to make butter from cream"),
        ("sickle", "sickles", "a short curved blade", "to cut small patches of crops"),
        ("hay rake", "hay rakes", "a wide wooden rake", "to gather cut grass into rows"),
    ],
    "sea": [
        ("anchor", "anchors", "a heavy iron hook on a chain", "to keep a boat from drifting"),
        ("oar", "oars", "a long pole with a flat blade", "to row a boat"),
        ("lobster pot", "lobster pots", "a trap made of rope and wood", "to catch lobsters and crabs"),
        ("sail", "sails", "a large sheet of canvas", "to catch the wind and move a boat"),
        ("compass", "compasses", "a needle that always points north", "to find the way at sea"),
        ("buoy", "buoys", "a floating marker", "to show where the rocks are"),
        ("rudder", "rudders", "a flat board at the back of a boat", "to steer"),
        ("fishing net", "fishing nets", "a wide mesh of knotted cord", "to catch fish"),
        ("lighthouse", "lighthouses", "a tall tower with a bright lamp", "to warn ships away from rocks"),
        ("jetty", "jetties", "a wooden walkway over the water", "to tie up boats"),
        ("mast", "masts", "a tall pole on a boat", "to hold up the sails"),
        ("telescope", "telescopes", "a tube with glass lenses", "to see distant ships"),
        ("life ring", "life rings", "a round float", "to throw to someone in the water"),
        ("tide table", "tide tables", "a printed list of times", "to know when the sea will be high or low"),
    ],
    "school": [
        ("slate", "slates", "a flat grey stone in a wooden frame", "to write on with chalk"),
        ("blackboard", "blackboards", "a large dark board on the wall", "to show lessons to the class"),
        ("satchel", "satchels", "a leather bag with a strap", "to carry books"),
        ("inkwell", "inkwells", "a small pot set into a desk", "to hold ink"),
        ("globe", "globes", "a round model of the world", "to learn where countries are"),
        ("abacus", "abacuses", "a frame with beads on wires", "to count and do sums"),
        ("exercise book", "exercise books", "a thin book of lined paper", "to write lessons in"),
        ("pencil case", "pencil cases", "a small box or bag", "to keep pencils and rubbers"),
        ("atlas", "atlases", "a book of maps", "to look up rivers and mountains"),
        ("dictionary", "dictionaries", "a book that lists words and their meanings", "to check spellings"),
        ("school bell", "school bells", "a brass bell with a wooden handle", "to call children to class"),
        ("map of the world", "maps of the world", "a large printed chart", "to teach geography"),
    ],
    "sewing basket": [
        ("needle", "needles", "a thin steel pin with an eye", "to sew cloth"),
        ("thimble", "thimbles", "a small metal cap", "to protect a finger while sewing"),
        ("pincushion", "pincushions", "a small stuffed pad", "to keep pins safe"),
        ("reel of thread", "reels of thread", "thread wound on a little spool", "to stitch seams"),
        ("tape measure", "tape measures", "a long soft strip marked in inches", "to measure cloth"),
        ("button", "buttons", "a small round disc with holes", "to fasten clothes"),
        ("darning mushroom", "darning mushrooms", "a smooth wooden shape", "to hold a sock while mending it"),
        ("knitting needle", "knitting needles", "a long smooth stick", "to knit wool"),
        ("ball of wool", "balls of wool", "yarn wound into a round ball", "to knit scarves and socks"),
        ("pair of scissors", "pairs of scissors", "two blades joined in the middle", "to cut cloth and thread"),
    ],
    "garden": [
        ("spade", "spades", "a tool with a flat blade and a long handle", "to dig the soil"),
        ("rake", "rakes", "a row of teeth on a long pole", "to gather leaves"),
        ("hoe", "hoes", "a thin blade on a long handle", "to scrape away weeds"),
        ("watering can", "watering cans", "a can with a long spout", "to water plants"),
        ("trowel", "trowels", "a small pointed scoop", "to plant seedlings"),
        ("flowerpot", "flowerpots", "a clay pot with a hole in the bottom", "to grow plants in"),
        ("greenhouse", "greenhouses", "a small house made of glass", "to keep young plants warm"),
        ("compost heap", "compost heaps", "a pile of old leaves and peelings", "to make rich soil"),
        ("garden shed", "garden sheds", "a small wooden hut", "to store tools"),
        ("pair of shears", "pairs of shears", "large scissors with long blades", "to trim hedges"),
        ("bird table", "bird tables", "a small raised tray", "to feed birds in winter"),
        ("bean pole", "bean poles", "a tall thin stick", "to hold up climbing beans"),
    ],
    "house": [
        ("armchair", "armchairs", "a soft chair with sides", "to sit and read in"),
        ("fireplace", "fireplaces", "an open hearth with a chimney", "to warm the house"),
        ("candlestick", "candlesticks", "a holder of brass or pewter", "to hold a candle"),
        ("wardrobe", "wardrobes", "a tall cupboard", "to hang clothes in"),
        ("mirror", "mirrors", "a sheet of polished glass", "to see your own face"),
        ("rug", "rugs", "a thick woven mat", "to cover the floor"),
        ("lantern", "lanterns", "a lamp in a glass case", "to carry light outside"),
        ("bookcase", "bookcases", "a set of shelves", "to keep books"),
        ("quilt", "quilts", "a warm cover of sewn patches", "to keep warm in bed"),
        ("clock", "clocks", "a case with hands and a face", "to tell the time"),
        ("doormat", "doormats", "a rough mat by the door", "to wipe muddy boots"),
        ("washing line", "washing lines", "a rope stretched between posts", "to dry clothes in the wind"),
        ("hot water bottle", "hot water bottles", "a rubber bag filled with hot water", "to warm a cold bed"),
        ("umbrella", "umbrellas", "a folding cover of cloth on a stick", "to keep off the rain"),
    ],
}
OBJECT_PLACES = list(OBJECTS)
ALL_OBJECTS = [(o, place) for place in OBJECT_PLACES for o in OBJECTS[place]]
PLACE_TITLE = {"kitchen": "a kitchen", "workshop": "a workshop", "farm": "a farm", "sea": "a harbour",
               "school": "a schoolroom", "sewing basket": "a sewing basket", "garden": "a garden",
               "house": "a house"}

# --- Everyday how-to tasks ---------------------------------------------------
# title: (what you need, the steps, a closing tip)
HOWTOS = {
    "make a cup of tea": (
        ["a kettle", "a teapot", "tea leaves", "a cup", "milk if you like it"],
        [
            "Fill the kettle with fresh water and put it on to boil",
            "Warm the teapot with a little hot water",
            "Put one spoonful of tea leaves into the pot for each person",
            "Pour the boiling water over the leaves",
            "Let the tea stand for four minutes",
            "Pour it through a strainer into the cup",
        ],
        "Never leave the tea too long, or it will taste bitter.",
    ),
    "plant beans": (
        ["a packet of bean seeds", "a trowel", "some tall bean poles", "string", "a watering can"],
        [
            "Wait until the last frost has passed",
            "Dig a sunny bed and mix in some compost",
            "Push the poles firmly into the ground in a double row",
            "Plant two seeds at the foot of each pole",
            "Water them well",
            "Tie the young shoots to the poles as they grow",
        ],
        "Pick the beans often and the plants will keep giving more.",
    ),
    "mend a puncture in a bicycle tyre": (
        ["a patch", "glue", "sandpaper", "a bowl of water", "two tyre levers"],
        [
            "Take the tyre off the wheel with the levers",
            "Pump a little air into the tube",
            "Hold the tube under water and look for bubbles",
            "Dry the tube and rub the spot with sandpaper",
            "Spread glue around the hole and press on the patch",
            "Put the tube back and pump up the tyre",
        ],
        "Check the inside of the tyre for thorns, or you will soon have another puncture.",
    ),
    "light a fire in a stove": (
        ["dry paper", "kindling", "a few small logs", "matches"],
        [
            "Open the air vent at the bottom of the stove",
            "Crumple some paper and lay it in the grate",
            "Build a little tent of kindling over the paper",
            "Light the paper in two or three places",
            "Add small logs when the kindling is burning well",
            "Close the door and turn the vent down a little",
        ],
        "Wet wood makes smoke, so keep the logs in a dry shed.",
    ),
    "wash woollen socks": (
        ["a basin", "lukewarm water", "a little soap", "a towel"],
        [
            "Fill the basin with lukewarm water",
            "Stir in a little soap",
            "Squeeze the socks gently in the water",
            "Rinse them in clean water of the same warmth",
            "Roll them in a towel to press out the water",
            "Dry them flat, away from the fire",
        ],
        "Hot water and rubbing make wool shrink.",
    ),
    "keep hens": (
        ["a hen house", "a run with a fence", "grain", "fresh water", "straw"],
        [
            "Build or buy a dry hen house with a perch",
            "Put clean straw in the nesting boxes",
            "Give the hens grain in the morning and scraps in the afternoon",
            "Change their water every day",
            "Collect the eggs each evening",
            "Shut the door at dusk to keep the foxes out",
        ],
        "Hens are happiest in small groups with room to scratch.",
    ),
    "sharpen a knife": (
        ["a whetstone", "water or oil", "a cloth"],
        [
            "Soak the whetstone in water for a few minutes",
            "Hold the blade at a low angle to the stone",
            "Draw the blade across the stone from heel to tip",
            "Do the same on the other side",
            "Repeat until the edge is keen",
            "Wipe the blade clean with the cloth",
        ],
        "Always move the blade away from your fingers.",
    ),
    "make a kite": (
        ["two thin sticks", "paper", "string", "glue", "ribbon for the tail"],
        [
            "Tie the two sticks together in the shape of a cross",
            "Run string around the ends to make a frame",
            "Glue paper over the frame and trim the edges",
            "Tie a long ribbon to the bottom as a tail",
            "Fix a long flying line to the middle of the cross",
            "Run into the wind and let the kite rise",
        ],
        "A kite flies best on an open hill with a steady breeze.",
    ),
    "find your way with a map": (
        ["a map", "a compass", "a pencil"],
        [
            "Lay the map flat and find where you are",
            "Turn the map so that north on the map points north",
            "Pick out landmarks such as rivers, bridges and churches",
            "Follow the path with your finger",
            "Check the landmarks as you walk",
            "Mark your route with the pencil",
        ],
        "If you are lost, stop, stay calm and look for the nearest river or road.",
    ),
    "pack for a long walk": (
        ["a rucksack", "a water bottle", "bread and cheese", "a raincoat", "a map"],
        [
            "Fill the water bottle",
            "Wrap the food in a cloth",
            "Fold the raincoat and put it at the top",
            "Put the map in an outside pocket",
            "Tell someone where you are going",
            "Check the weather before you set out",
        ],
        "Good boots matter more than anything else you carry.",
    ),
    "press flowers": (
        ["fresh flowers", "blotting paper", "heavy books"],
        [
            "Pick the flowers on a dry morning",
            "Lay them flat between two sheets of blotting paper",
            "Place the paper inside a large book",
            "Pile more books on top",
            "Leave them for two weeks",
            "Lift them out gently with tweezers",
        ],
        "Thin flowers such as violets and pansies press best.",
    ),
    "look after a goldfish": (
        ["a large bowl or pond", "fish flakes", "a net", "clean water"],
        [
            "Choose a bowl much bigger than you think you need",
            "Let tap water stand for a day before using it",
            "Feed the fish a pinch of flakes once a day",
            "Change some of the water every week",
            "Keep the bowl out of strong sun",
        ],
        "A goldfish that is cared for can live for many years.",
    ),
    "knit a simple scarf": (
        ["two knitting needles", "three balls of wool", "a pair of scissors"],
        [
            "Cast on about thirty stitches",
            "Knit every row in plain stitch",
            "Keep going until the scarf is as long as you are tall",
            "Cast off the stitches",
            "Sew the loose ends into the scarf",
        ],
        "Thick wool and fat needles make the work go faster.",
    ),
    "clean a window": (
        ["a bucket of warm water", "a dash of vinegar", "a soft cloth", "old newspaper"],
        [
            "Mix the vinegar into the warm water",
            "Wipe the glass with the wet cloth",
            "Work from the top down",
            "Polish the glass dry with crumpled newspaper",
        ],
        "Do not clean windows in bright sun, or they will dry in streaks.",
    ),
    "make butter": (
        ["fresh cream", "a jar with a tight lid", "cold water", "a pinch of salt"],
        [
            "Pour the cream into the jar until it is half full",
            "Shake the jar hard for ten minutes",
            "Keep shaking until a lump of butter separates from the buttermilk",
            "Pour off the buttermilk",
            "Rinse the butter in cold water",
            "Work in a pinch of salt",
        ],
        "Drink the buttermilk or use it to make scones.",
    ),
    "start a compost heap": (
        ["a corner of the garden", "vegetable peelings", "dry leaves", "a fork"],
        [
            "Choose a shady corner",
            "Put down a layer of twigs",
            "Add peelings, grass and old leaves in layers",
            "Keep the heap damp but not wet",
            "Turn it with a fork every month",
        ],
        "After a year you will have dark, crumbly soil for your beds.",
    ),
    "row a boat": (
        ["a rowing boat", "two oars", "a life jacket"],
        [
            "Sit in the middle of the boat facing the back",
            "Hold one oar in each hand",
            "Dip the blades into the water",
            "Pull the handles towards your chest",
            "Lift the blades out and reach forward again",
            "Look over your shoulder now and then",
        ],
        "Keep your strokes long, slow and even.",
    ),
    "bake bread": (
        ["flour", "yeast", "salt", "warm water", "a bowl", "a tin"],
        [
            "Mix the flour and salt in a bowl",
            "Stir the yeast into the warm water",
            "Pour the water into the flour and mix to a dough",
            "Knead the dough for ten minutes",
            "Leave it to rise until it has doubled",
            "Shape the loaf, put it in the tin and bake it",
        ],
        "Tap the bottom of the loaf: if it sounds hollow, it is done.",
    ),
    "dry herbs": (
        ["fresh herbs", "string", "paper bags", "glass jars"],
        [
            "Cut the herbs on a dry morning",
            "Tie them in small bunches",
            "Hang them upside down in a warm, airy room",
            "Cover each bunch with a paper bag to keep off dust",
            "Crumble the dry leaves into jars after two weeks",
        ],
        "Keep the jars in a dark cupboard.",
    ),
    "mend a fence": (
        ["new posts", "nails", "a hammer", "a saw", "wire"],
        [
            "Walk along the fence and find the weak places",
            "Dig out any rotten posts",
            "Set new posts firmly in the ground",
            "Nail the rails back in place",
            "Stretch wire along the bottom to keep rabbits out",
        ],
        "Check the fence again after the first storm.",
    ),
}
HOWTO_NAMES = list(HOWTOS)

# --- Festivals -----------------------------------------------------------------
# (name, month, town, what happens)
FESTIVALS = [
    (
        "the Snowlight Fair",
        "January",
        "Thornby",
        "lanterns are hung along the frozen river and people skate by their light",
    ),
    (
        "the Candle Walk",
        "February",
        "Birchley",
        "everyone carries a candle through the village to welcome the longer days",
    ),
    ("the Lambing Supper", "March", "Kelby", "the shepherds are given a great supper to celebrate the new lambs"),
    ("the Blossom Day", "April", "Brookmere", "people picnic under the apple trees and crown a Blossom Queen"),
    ("the Boat Blessing", "May", "Gullhaven", "the fishing boats are painted and decorated with ribbons"),
    ("the Midsummer Bonfire", "June", "Haywood", "a great bonfire is lit on the green and people dance until midnight"),
    ("the Cherry Fair", "July", "Fernhill", "there are cherry pies, cherry stone spitting contests and music"),
    ("the Harvest Race", "August", "Barleigh", "teams race to bring in the last field of barley"),
    ("the Pony Fair", "September", "Moorgate", "moor ponies are bought and sold and children ride in races"),
    (
        "the Cider Feast",
        "October",
        "Cobbleton",
        "the first cider of the year is tasted and apples are roasted in the square",
    ),
    ("the Lantern Night", "November", "Mellford", "glass lanterns of every colour are hung in the streets"),
    ("the Bell Night", "December", "Windle", "all the bells of the foundry are rung to close the year"),
]

# --- People ------------------------------------------------------------------
# First names with the pronouns each person uses: f = she/her, m = he/him,
# n = they/them.  Every first name belongs to exactly one person in the world.
FIRST_NAMES = {
    "f": "Anna Beth Clara Dora Edith Fiona Greta Hannah Ida Julia Kate Lena Mabel Nora Olive Polly Rosa Sara "
         "Tilly Una Vera Wendy Yara Zoë Agnes Bella Cora Daisy Elsie Flora Gwen Hattie Iris Joan Kitty Lily "
         "Maud Nell Opal Peggy Ruth Sylvia Thea Ursula Violet Winnie Alice Bridget Celia Delia Esme Freya Grace "
         "Hilda Ivy June Lottie Martha Nina Phoebe Rhoda Stella Tess Renée Inés Chloé Mira Leah Marta Ada Elena "
         "Frida Ellen Molly Petra Ruby Selma Tamsin Wilma".split(),
    "m": "Albert Ben Colin David Edwin Frank George Harry Isaac Jack Karl Leo Martin Ned Oscar Peter Quentin "
         "Samuel Tom Victor Walter Arthur Bruno Cyril Dennis Ernest Felix Gilbert Henry Ivan Jonah Kit Lewis Max "
         "Noel Owen Percy Ralph Simon Toby Vincent Will Alfie Bertie Callum Declan Elliot Fergus Gordon Hugo "
         "Jasper Laurie Miles Nathan Otto Patrick Rory Stanley Theo Wilf José André Luca Mateo Omar Hamish "
         "Angus Duncan Ewan".split(),
    "n": "Alex Sam Jo Frankie Charlie Morgan Kai Jules Billie Remy Quinn Ellis Sasha Robin Avery".split(),
}
SURNAMES = ("Abbott Barlow Bell Brook Carter Cobb Dale Drummond Ellery Fairweather Fenwick Fletcher Gale "
            "Garland Goodwin Hale Harper Hayes Hollins Holt Ingram Jarvis Kemp Kettle Lark Lowe Marsh Meadows "
            "Merritt Moss Nash Norris Oakley Penn Pike Pryor Quill Reed Rook Shaw Sparrow Stone Swift Thorne "
            "Tully Upton Vale Wade Webb Whitlock Wren Yardley Ashby Blythe Crane Dunn Elwood Finch Greaves "
            "Hobbs Keel Linden Marlow Nye Orme Pell Rudd Tarrant Weller Winter Young Mercer Pascoe Lindqvist "
            "Moreau Castillo Novak Okafor Rossi").split()
# Children (not in the people table): name -> 'f' or 'm'.
CHILDREN = {"Poppy": "f", "Arlo": "m", "Mina": "f", "Finn": "m", "Lulu": "f", "Ezra": "m", "Juno": "f", "Milo": "m",
            "Bea": "f", "Otis": "m", "Ivo": "m", "Maisie": "f", "Bram": "m", "Rosie": "f", "Jem": "m", "Tilda": "f",
            "Olly": "m", "Pia": "f", "Sid": "m", "Nettie": "f", "Cass": "f", "Benji": "m", "Sadie": "f", "Hal": "m",
            "Isla": "f", "Teddy": "m", "Meg": "f", "Rafe": "m", "Sunny": "f", "Edie": "f"}
CHILD_NAMES = list(CHILDREN)
HOUSES = ["a small cottage with a blue door", "a tall, narrow house by the river", "a flat above the shop",
          "an old farmhouse with a red roof", "a stone cottage at the end of the lane",
          "a house with a green gate and a crooked chimney", "a little house behind the church",
          "a whitewashed cottage with roses around the door", "a wooden cabin at the edge of the wood",
          "a narrow house on the market square", "a cottage with a thatched roof", "two rooms above the bakery",
          "a brick house with a large garden", "a houseboat moored on the river",
          "a cottage with a vegetable patch and an apple tree", "an old mill house",
          "a yellow house on the hill", "a cottage with a leaking roof and a lovely view",
          "a room at the back of the workshop", "a house with a round window under the roof"]

# Some jobs only make sense in some regions.
JOB_REGIONS = {
    "fisher": ["the Salt Coast", "the Lake Country"], "boatbuilder": ["the Salt Coast", "the Lake Country"],
    "lighthouse keeper": ["the Salt Coast"], "ferry pilot": ["the Lake Country", "the Green Valley", "the Salt Coast"],
    "shepherd": ["the Northern Hills", "the Red Moors"], "woodcutter": ["the Pinewood"],
    "miller": ["the Green Valley", "the Eastern Plains"], "glassblower": ["the Lake Country"],
}


def _build_people():
    """Make the fixed table of people.  It depends only on the seed."""
    names = [(g, n) for g in "fmn" for n in FIRST_NAMES[g]]
    R.shuffle(names)
    people = []
    for i, (gender, first) in enumerate(names):
        town = TOWN_NAMES[i % len(TOWN_NAMES)]
        region = TOWNS[town]["region"]
        product_job = PRODUCT_JOBS.get(TOWNS[town]["product"])
        if product_job and chance(0.35):
            job = product_job
        else:
            allowed = [j for j in JOB_NAMES if region in JOB_REGIONS.get(j, [region])]
            job = pick(allowed)
        pet = (pick(PET_KINDS), pick(PET_NAMES)) if chance(0.6) else None
        people.append(Person(
            first=first, surname=pick(SURNAMES), gender=gender, age=R.randint(21, 82), job=job,
            town=town, pet=pet, hobby=pick(HOBBIES), habit=pick(HABITS), food=pick(FOOD_NAMES),
            house=pick(HOUSES), traits=sample(ADJ_PERSON, 2), colour=pick(COLOURS[:14])))
    for p in people:
        p.friend = pick([q for q in people if q is not p and q.town != p.town]).first
    return people


PEOPLE = _build_people()
BY_NAME = {p.first: p for p in PEOPLE}


def person(exclude=(), town=None, job=None):
    pool = [p for p in PEOPLE if p.first not in exclude and (town is None or p.town == town)
            and (job is None or p.job == job)]
    return pick(pool) if pool else pick([p for p in PEOPLE if p.first not in exclude])


def habit_of(p):
    return p.v(p.habit).replace("their", p.his)


def habit_past(p):
    return past(p.habit).replace("their", p.his)


def pet_phrase(p):
    kind, name = p.pet
    return a(kind) + " called " + name


def job_a(job):
    return a(job)


def job_place(job):
    return JOBS[job].place


def work_place(job):
    """'in a bakery', 'on a farm', 'at a harbour'."""
    place = JOBS[job].place
    prep = {"farm": "on", "dairy farm": "on", "ferry": "on", "hillside": "on", "harbour": "at", "lock": "at"}.get(
        place, "in"
    )
    return prep + " " + a(place)


def town_desc(t):
    """Short appositive for a town: 'a village on the river Tam'."""
    T = TOWNS[t]
    return pick([f"{a(T['kind'])} on the river {T['river']}", f"{a(T['kind'])} in {T['region']}",
                 f"the {T['kind']} famous for its {T['product']}", f"{a(T['kind'])} by the river {T['river']}"])

# --- More things in more places ----------------------------------------------
OBJECTS.update({
    "bakery": [
        ("proving basket", "proving baskets", "a round basket lined with linen", "to hold dough while it rises"),
        (
            "dough scraper",
            "dough scrapers",
            "a flat piece of metal with a wooden grip",
            "to lift sticky dough off the table",
        ),
        ("flour bin", "flour bins", "a deep wooden chest with a lid", "to keep flour dry"),
        ("cooling rack", "cooling racks", "a grid of thin wires", "to let loaves cool after baking"),
        ("baking tray", "baking trays", "a flat sheet of tin", "to bake rolls and biscuits"),
        ("pastry brush", "pastry brushes", "a small brush with soft bristles", "to spread beaten egg or milk"),
        ("bread knife", "bread knives", "a long knife with a jagged edge", "to slice crusty loaves"),
        ("kneading trough", "kneading troughs", "a long wooden tub", "to mix large batches of dough"),
    ],
    "forge": [
        ("pair of tongs", "pairs of tongs", "two long iron arms joined at one end", "to hold hot metal"),
        ("quenching tub", "quenching tubs", "a barrel of cold water", "to cool and harden hot iron"),
        ("horseshoe", "horseshoes", "a curved strip of iron", "to protect a horse's hoof"),
        ("coal scuttle", "coal scuttles", "a metal bucket with a wide lip", "to carry coal to the fire"),
        ("leather apron", "leather aprons", "a thick apron of tough hide", "to guard against sparks"),
        ("hearth", "hearths", "a raised bed of bricks where the fire burns", "to heat iron until it glows"),
        ("poker", "pokers", "a long iron rod", "to stir the coals"),
    ],
    "stable": [
        ("saddle", "saddles", "a leather seat shaped to fit a horse's back", "to sit on while riding"),
        ("bridle", "bridles", "a set of straps around a horse's head", "to guide a horse"),
        ("hay net", "hay nets", "a bag of knotted rope", "to hang up hay for a horse to eat"),
        ("curry comb", "curry combs", "a round brush with rubber teeth", "to loosen mud from a horse's coat"),
        ("hoof pick", "hoof picks", "a small metal hook", "to clean stones out of hooves"),
        ("manger", "mangers", "a long wooden box fixed to the wall", "to hold food for horses and cows"),
        ("stirrup", "stirrups", "a loop of metal hanging from a saddle", "to rest a rider's foot"),
        ("horse blanket", "horse blankets", "a thick woollen rug with straps", "to keep a horse warm in winter"),
    ],
    "library": [
        ("catalogue", "catalogues", "a set of drawers full of cards", "to find where a book is kept"),
        ("reading lamp", "reading lamps", "a small lamp with a green shade", "to read by in the evening"),
        ("bookmark", "bookmarks", "a thin strip of card or ribbon", "to keep your place in a book"),
        ("encyclopedia", "encyclopedias", "a set of heavy books about everything", "to look up facts"),
        ("library ticket", "library tickets", "a small printed card", "to borrow books"),
        ("newspaper rack", "newspaper racks", "a wooden stand with long poles", "to hang the daily papers"),
        ("step ladder", "step ladders", "a short folding ladder", "to reach the highest shelves"),
    ],
    "music room": [
        ("music stand", "music stands", "a thin metal stand with a sloping top", "to hold sheet music"),
        ("metronome", "metronomes", "a small wooden box with a ticking arm", "to keep a steady beat"),
        ("tuning fork", "tuning forks", "a steel fork that rings with one pure note", "to tune instruments"),
        ("songbook", "songbooks", "a book of tunes and words", "to learn new songs"),
        ("bow", "bows", "a stick strung with horsehair", "to play the fiddle or the cello"),
        ("piano stool", "piano stools", "a round seat that can be raised or lowered", "to sit at the piano"),
        ("rosin", "blocks of rosin", "a hard golden lump of tree sap", "to make a bow grip the strings"),
    ],
    "toy cupboard": [
        ("spinning top", "spinning tops", "a painted wooden cone with a point", "to spin on the floor"),
        ("rag doll", "rag dolls", "a soft doll sewn from scraps of cloth", "to play house with"),
        ("skipping rope", "skipping ropes", "a length of rope with two wooden handles", "to skip in the yard"),
        ("jigsaw puzzle", "jigsaw puzzles", "a picture cut into many pieces", "to pass a rainy afternoon"),
        ("hobby horse", "hobby horses", "a horse's head on a long stick", "to gallop around the garden"),
        ("kite", "kites", "a light frame covered with paper or cloth", "to fly on a windy hill"),
        ("toy boat", "toy boats", "a small carved boat with a cloth sail", "to sail on the pond"),
        ("bag of marbles", "bags of marbles", "a cloth bag of small glass balls", "to play marbles"),
    ],
    "washroom": [
        ("washbasin", "washbasins", "a wide china bowl", "to wash your hands and face"),
        ("bar of soap", "bars of soap", "a smooth block that lathers in water", "to wash off dirt"),
        ("towel rail", "towel rails", "a wooden bar on the wall", "to hang towels to dry"),
        ("scrubbing brush", "scrubbing brushes", "a brush with stiff bristles", "to scrub floors and hands"),
        ("tin bath", "tin baths", "a large oval tub", "to have a bath in front of the fire"),
        ("comb", "combs", "a row of fine teeth on a strip of horn or wood", "to tidy your hair"),
        ("toothbrush", "toothbrushes", "a small brush on a long handle", "to clean your teeth"),
    ],
    "attic": [
        ("trunk", "trunks", "a large box with a curved lid and iron corners", "to store old clothes"),
        ("rocking horse", "rocking horses", "a wooden horse on curved rockers", "to amuse children"),
        ("spinning wheel", "spinning wheels", "a wooden wheel worked with a foot pedal", "to spin wool into yarn"),
        ("hat box", "hat boxes", "a round box of card", "to keep a good hat safe"),
        ("cobweb brush", "cobweb brushes", "a soft brush on a very long pole", "to sweep the corners of the ceiling"),
        ("picture frame", "picture frames", "a border of carved wood", "to hold a painting or a photograph"),
    ],
    "boat": [
        ("tiller", "tillers", "a wooden bar fixed to the rudder", "to steer a small boat"),
        ("bailer", "bailers", "a scoop made from an old tin", "to throw water out of the boat"),
        ("rowlock", "rowlocks", "a metal fork on the side of a boat", "to hold an oar in place"),
        ("mooring rope", "mooring ropes", "a thick coil of rope", "to tie the boat to the jetty"),
        ("boat hook", "boat hooks", "a long pole with a hook at the end", "to catch hold of ropes and posts"),
        ("fish box", "fish boxes", "a shallow wooden crate", "to carry the catch ashore"),
    ],
})
OBJECT_PLACES = list(OBJECTS)
ALL_OBJECTS = [(o, place) for place in OBJECT_PLACES for o in OBJECTS[place]]
PLACE_TITLE.update({"bakery": "a bakery", "forge": "a forge", "stable": "a stable", "library": "a library",
                    "music room": "a music room", "toy cupboard": "a toy cupboard", "washroom": "a washroom",
                    "attic": "an attic", "boat": "a fishing boat"})

# --- How people look -----------------------------------------------------------
HAIR = ["curly red hair", "short grey hair", "long dark hair in a plait", "untidy fair hair",
        "thick black hair", "white hair tied in a bun", "straight brown hair", "wild ginger curls",
        "sandy hair and a neat beard", "silver hair and bushy eyebrows", "dark hair cut very short",
        "wavy chestnut hair", "a bald head and a grey moustache", "auburn hair under a woollen hat"]
EYES = ["bright blue eyes", "kind brown eyes", "sharp grey eyes", "green eyes", "dark, thoughtful eyes",
        "smiling hazel eyes", "pale eyes behind round spectacles"]
FEATURES = ["a freckled face", "rosy cheeks", "a crooked smile", "a loud laugh", "strong, rough hands",
            "a quiet voice", "a long stride", "a scar on one thumb", "ink on every finger",
            "a sunburnt nose", "a gentle, slow way of speaking", "a whistle that could be heard across the valley",
            "broad shoulders", "a limp from an old fall", "a dimple in one cheek"]

# --- Walks: what you see and hear in different kinds of country ---------------
# Each place has hand-written sentences; {tree}, {flower}, {bird} and {animal} are
# filled in from the tables, so the same sentence is not repeated word for word.
WALKS = {
    "woods": dict(
        trees=["oak", "beech", "birch", "hazel", "ash", "holly"],
        birds=["woodpecker", "owl", "wren", "blackbird", "pheasant"],
        animals=["deer", "badger", "squirrel", "fox"],
        lines=[
            "The path wound between old {tree} trees whose roots crossed it like knuckles.",
            "Sunlight fell through the leaves in green and golden patches.",
            "Somewhere above, {a_bird} was busy among the branches.",
            "The ground was soft with moss and last year's leaves.",
            "{A_animal} had left tracks in the mud beside the path.",
            "Fallen logs were covered in fungus, some white, some the colour of rust.",
            "In a clearing the {flower_pl} were in bloom.",
            "A woodpecker's drumming echoed through the trees.",
            "The air smelled of damp earth and rotting wood.",
            "A small stream ran under a bridge made of a single plank.",
            "Ferns uncurled beside the path like green fists opening.",
        ],
    ),
    "river": dict(
        trees=["willow", "alder", "poplar", "ash"],
        birds=["heron", "kingfisher", "duck", "swan", "swallow"],
        animals=["otter", "trout", "frog", "dragonfly"],
        lines=[
            "The river slid past, brown and quiet, carrying leaves and twigs.",
            "{A_bird} flew low over the water and vanished round the bend.",
            "The {tree} trees leaned so far out that their branches trailed in the current.",
            "Reeds rustled along the bank, and the mud smelled rich and green.",
            "Midges danced in clouds over the shallows.",
            "A fisherman sat on a folding stool, watching his float and saying nothing.",
            "Where the water ran over stones it chattered and sparkled.",
            "{A_animal} moved in the water near the far bank.",
            "A wooden footbridge crossed the stream, its rail worn smooth by many hands.",
            "Yellow flag irises grew thickly in the marshy ground.",
            "Below the weir the water foamed white and roared.",
        ],
    ),
    "shore": dict(
        trees=["pine"],
        birds=["gull", "curlew", "heron"],
        animals=["crab", "seal", "lobster"],
        lines=[
            "The tide was going out, leaving long ribbons of wet sand.",
            "Gulls wheeled and screamed above the fishing boats.",
            "Rock pools glittered in the sun, each one a small world of its own.",
            "Seaweed lay in heaps along the high-tide line, and it popped underfoot.",
            "{A_animal} moved among the rocks at the water's edge.",
            "The wind tasted of salt and tugged at every coat.",
            "Far out, a sail leaned against the grey horizon.",
            "Pebbles rattled and hissed as each wave drew back.",
            "Children were hunting for shells, driftwood and smooth green glass.",
            "The cliffs were striped with layers of chalk and clay.",
            "A line of footprints led across the sand and disappeared into the sea mist.",
        ],
    ),
    "moor": dict(
        trees=["rowan", "birch"],
        birds=["curlew", "lark", "crow"],
        animals=["pony", "hare", "stoat", "sheep"],
        lines=[
            "The moor stretched away in every direction, brown and purple under a huge sky.",
            "The heather was springy underfoot and buzzed with bees.",
            "{A_bird} called from somewhere high above.",
            "A lonely {tree} tree stood bent by the wind beside a tumbled wall.",
            "Peat bogs lay between the hummocks, dark and shining.",
            "Clouds raced across the hills, and their shadows raced beneath them.",
            "{A_animal} watched from a ridge and then trotted away.",
            "Bracken rattled in the wind, already turning the colour of rust.",
            "Granite boulders lay scattered as if a giant had dropped them.",
            "Far off, a shepherd's whistle carried on the breeze.",
            "The only path was a thin sheep track that came and went.",
        ],
    ),
    "meadow": dict(
        trees=["elm", "oak", "hazel"],
        birds=["lark", "swallow", "crow", "pheasant"],
        animals=["hare", "rabbit", "butterfly", "cow", "bee"],
        lines=[
            "The grass was waist-high and full of {flower_pl}.",
            "Grasshoppers chirped in the warm stalks.",
            "{A_animal} was busy at the edge of the field.",
            "A hedge of hawthorn and {tree} ran along the far side.",
            "Butterflies rose from the clover as the walkers passed.",
            "{A_bird} sang somewhere overhead.",
            "Cows stood in the shade of a broad {tree} tree, swishing their tails.",
            "A stile led over the wall into the next field.",
            "The smell of cut hay drifted across from a neighbouring farm.",
            "Dew soaked their boots and left a dark trail through the grass.",
            "Dandelion clocks floated away at the lightest breath.",
        ],
    ),
    "lake": dict(
        trees=["willow", "alder", "birch"],
        birds=["swan", "heron", "duck", "kingfisher", "goose"],
        animals=["trout", "frog", "dragonfly", "otter"],
        lines=[
            "The lake lay flat and silver, reflecting every cloud.",
            "A rowing boat was pulled up on the shingle, its oars tucked inside.",
            "{A_bird} drifted past, not at all afraid.",
            "Reed beds whispered along the shore.",
            "On the far side, wooded islands floated in the mist.",
            "Rings spread on the water where a fish had risen.",
            "{A_animal} moved near the jetty.",
            "The {tree} trees at the water's edge were mirrored upside down.",
            "A cold breeze came off the water and rippled the surface.",
            "Somewhere a boathouse door banged in the wind.",
            "Lilies floated in the shallows, white and yellow among their round leaves.",
        ],
    ),
    "orchard": dict(
        trees=["apple tree", "pear tree", "plum tree", "cherry tree"],
        birds=["blackbird", "wren", "magpie", "robin"],
        animals=["bee", "hedgehog", "butterfly", "squirrel"],
        lines=[
            "The {tree}s stood in long, crooked rows.",
            "Windfall fruit lay in the grass, and wasps crawled over it.",
            "{A_bird} was pecking at a fallen pear.",
            "Ladders leaned against the trunks, ready for the pickers.",
            "The branches were so heavy that some had been propped up with poles.",
            "Baskets stood at the end of every row.",
            "The smell of ripe fruit hung sweetly in the air.",
            "{A_animal} moved slowly through the long grass.",
            "Old beehives stood in a sheltered corner, humming.",
            "Mistletoe hung in green balls from the oldest trees.",
            "A path of trodden grass led down to the cider press.",
        ],
    ),
}
# Every person gets a fixed appearance, drawn once.
for _p in PEOPLE:
    _p.hair, _p.eyes, _p.feature = pick(HAIR), pick(EYES), pick(FEATURES)

WALK_REGION = {"woods": "the Pinewood", "river": "the Green Valley", "shore": "the Salt Coast", "moor": "the Red Moors",
               "meadow": "the Eastern Plains", "lake": "the Lake Country", "orchard": "the Green Valley"}

# --- Market stalls -------------------------------------------------------------
STALLS = {
    "fruit": (
        "a fruit stall",
        [
            "crisp apples",
            "soft yellow pears",
            "punnets of strawberries",
            "dark purple plums",
            "bunches of grapes",
            "a heap of quinces",
            "sticks of rhubarb",
            "baskets of blackberries",
        ],
    ),
    "vegetable": (
        "a vegetable stall",
        [
            "muddy potatoes",
            "bunches of carrots with their feathery tops",
            "fat leeks",
            "firm white cabbages",
            "strings of onions",
            "red and white radishes",
            "pumpkins as big as footstools",
            "a crate of broad beans",
        ],
    ),
    "cheese": (
        "a cheese stall",
        [
            "wheels of hard yellow cheese",
            "soft white cheeses wrapped in leaves",
            "blue cheese",
            "a smoked cheese with a brown rind",
            "pats of fresh butter",
            "jugs of cream",
        ],
    ),
    "fish": (
        "a fish stall",
        [
            "silver herrings",
            "fresh mackerel",
            "smoked eels",
            "a basket of mussels",
            "a pair of lobsters",
            "trout laid out on ice",
            "a box of shrimps",
        ],
    ),
    "bread": (
        "a bread stall",
        [
            "crusty white loaves",
            "dark rye bread",
            "sticky buns",
            "plaited loaves with seeds",
            "barley rolls",
            "honey cakes",
            "a tray of gingerbread",
        ],
    ),
    "cloth": (
        "a cloth stall",
        [
            "bolts of linen",
            "tartan wool",
            "striped cotton",
            "velvet ribbons",
            "reels of thread",
            "lace collars",
            "bright silk scarves",
        ],
    ),
    "pottery": (
        "a pottery stall",
        [
            "blue jugs",
            "stacks of plates",
            "mixing bowls",
            "egg cups",
            "a tall teapot",
            "flowerpots of every size",
            "glazed mugs",
        ],
    ),
    "herb": (
        "a herb stall",
        [
            "bunches of thyme",
            "pots of mint",
            "dried lavender",
            "jars of honey",
            "bottles of elderflower cordial",
            "camomile for tea",
            "strings of garlic",
        ],
    ),
    "tool": (
        "a tool stall",
        [
            "new spades",
            "sharp knives",
            "coils of rope",
            "boxes of nails",
            "buckets",
            "axes with ash handles",
            "hinges and padlocks",
        ],
    ),
    "toy": (
        "a toy stall",
        [
            "painted spinning tops",
            "rag dolls",
            "wooden whistles",
            "kites",
            "bags of marbles",
            "tin soldiers",
            "a rocking horse with a real horsehair mane",
        ],
    ),
}
MARKET_SOUNDS = [
    "stallholders shouting their prices",
    "a fiddler playing by the fountain",
    "hens clucking in their crates",
    "children laughing",
    "a dog barking at the pigeons",
    "coins clinking",
    "cart wheels rumbling on the cobbles",
    "the church clock striking the hour",
    "a donkey braying",
    "people haggling",
]
MARKET_SMELLS = [
    "fresh bread",
    "roasting chestnuts",
    "smoked fish",
    "crushed herbs",
    "warm pies",
    "hot sugar",
    "wet straw",
    "ripe cheese",
    "coffee",
]

# --- Weather words for forecasts ------------------------------------------------
FORECAST = {
    "spring": [
        "bright spells and scattered showers",
        "a fresh breeze from the west",
        "heavy showers with a little hail",
        "mild and cloudy, with drizzle in the hills",
        "sunny and crisp after a frosty start",
    ],
    "summer": [
        "hot and sunny, with a light breeze",
        "warm and humid, with thunder later",
        "clear skies all day",
        "a sea breeze on the coast, hot inland",
        "cloudy at first, brightening by noon",
    ],
    "autumn": [
        "gales in exposed places",
        "long spells of rain",
        "fog lifting slowly in the valleys",
        "dry and bright, with a chilly wind",
        "showers turning heavy in the afternoon",
    ],
    "winter": [
        "a hard frost overnight",
        "snow on high ground, sleet lower down",
        "bitterly cold, with icy roads",
        "grey and raw, with a biting east wind",
        "a slow thaw, with rain melting the snow",
    ],
}
TEMPS = {"spring": (6, 15), "summer": (17, 27), "autumn": (7, 16), "winter": (-5, 6)}

# --- Games children play -----------------------------------------------------------
GAME_RULES = {
    "hide and seek": (
        "One player covers their eyes and counts to fifty while everyone else hides. Then the seeker hunts for them,"
        " and the last one found is the winner."
    ),
    "hopscotch": (
        "You draw squares on the ground with chalk and throw a pebble into the first square. Then you hop along the"
        " squares on one foot, pick up the pebble on the way back and try not to tread on a line."
    ),
    "marbles": (
        "Players take turns to flick their marbles into a ring drawn in the dust. If you knock another marble out of"
        " the ring, you keep it."
    ),
    "tag": "One player is 'it' and chases the others. Whoever is touched becomes 'it' in turn.",
    "skittles": (
        "Nine wooden pins are set up at the end of a lane, and players roll a heavy ball to knock down as many as they"
        " can."
    ),
    "conkers": (
        "Each player threads a horse chestnut on a string. They take turns to swing at each other's conker, and the one"
        " that does not crack is the winner."
    ),
    "leapfrog": (
        "Players crouch down in a line, and the one at the back leaps over each of them in turn before crouching at the"
        " front."
    ),
    "draughts": (
        "Two players move round pieces diagonally across a chequered board and jump over each other's pieces to capture"
        " them."
    ),
    "quoits": (
        "Players throw rings of rope or iron at a peg in the ground. A ring that lands over the peg scores the most"
        " points."
    ),
    "kick the can": (
        "An old can is set in the middle of the yard. The seeker guards it while the others hide, and anyone who kicks"
        " the can sets all the prisoners free."
    ),
    "skipping": (
        "Two children turn a long rope while the others jump in one at a time, singing a rhyme to keep the rhythm."
    ),
    "dominoes": (
        "Each player takes turns to lay a tile whose spots match the end of the line. The first to place all their"
        " tiles wins."
    ),
}

# --- Short hand-written passages ------------------------------------------------
# Each passage is used once, as it is, in the corpus.
PASSAGES = [
    (
        "On mending things",
        (
            "There is a drawer in almost every kitchen that holds string, buttons, a candle stub, a bent key and a"
            " screw that belongs to nothing. My grandmother called it the mending drawer. She believed that almost"
            " anything could be mended if you were patient: a chair with a wobbly leg, a torn sleeve, a cracked jug,"
            " even a quarrel. When I was small I thought this was a strange idea. Now I think she was right. A mended"
            " thing has a story in it. The patch on my coat reminds me of the day I caught it on a gate while chasing a"
            " runaway goat, and I would not swap it for a new one."
        ),
    ),
    (
        "The first swallow",
        (
            "Every spring someone in the village sees the first swallow and runs to tell everyone else. This year it"
            " was the miller's boy, who burst into the bakery shouting so loudly that a tray of buns slid onto the"
            " floor. Nobody minded. We all went out into the street and looked up, shading our eyes, and there it was,"
            " a small dark arrow cutting circles over the church roof. It had flown all the way from the far south,"
            " over seas and deserts, to the same barn where it was hatched. For the rest of the day people smiled at"
            " each other for no particular reason."
        ),
    ),
    (
        "A note pinned to the notice board",
        (
            "Found on the towpath near the lock on Thursday evening: one grey woollen glove, left hand, rather chewed."
            " Also found: one small brown dog, very friendly, answering to no name at all but fond of cheese. The glove"
            " is hanging on the gate of the lock keeper's cottage. The dog is asleep in front of my fire. If either"
            " belongs to you, please call at the cottage with the green door. If nobody claims the dog by Sunday, I am"
            " afraid I shall have to keep him."
        ),
    ),
    (
        "Why the kettle sings",
        (
            "When you put a kettle on the stove, the water at the bottom warms first. Tiny bubbles form there, rise a"
            " little way and collapse, because the water above them is still cool. That collapsing makes the low"
            " rumbling song you hear before the water boils. As the whole kettle heats, the bubbles reach the top"
            " without breaking, the noise softens, and steam rushes out of the spout. So a kettle is in fact quietest"
            " just when the tea is ready. Old cooks say you should listen rather than look."
        ),
    ),
    (
        "Rules of the reading room",
        (
            "Please speak softly; other people are thinking. Wash your hands before you touch the old maps. Do not lick"
            " your finger to turn a page. Return books to the trolley by the door, not to the shelves, so that they go"
            " back in the right place. Pencils only, no ink, near the manuscripts. Wet umbrellas belong in the stand in"
            " the hall. The reading room closes at six o'clock sharp, except on Thursdays, when it stays open until"
            " eight. Thank you, and enjoy your reading."
        ),
    ),
    (
        "How the lake froze",
        (
            "It had been cold for nine days. First the edges of the lake grew a thin skin of ice that creaked when the"
            " wind moved it. Then the reeds were locked in, standing stiff and silver. On the ninth night there was no"
            " wind at all, and by morning the whole lake was white from shore to shore. The old ferry pilot walked out"
            " ten paces, tapped the ice with his pole and listened. He said it was not safe yet. By the end of the week"
            " the children were sliding across it, and the swans stood puzzled on the frozen surface, wondering where"
            " the water had gone."
        ),
    ),
    (
        "A recipe that is not written down",
        (
            "My uncle makes a stew that nobody else can copy. He never measures anything. A handful of this, a pinch of"
            " that, a carrot if there is one, a splash of cider if there is some left in the jug. He tastes it with a"
            " wooden spoon and frowns and adds more pepper. When people ask him for the recipe he says that it depends"
            " on the weather and on who is coming to supper. I used to think he was joking. Now I am not so sure."
        ),
    ),
    (
        "The old road over the hill",
        (
            "Before the new bridge was built, everyone used the old road over the hill. It is little more than a grassy"
            " track now, sunk between high banks where primroses grow in spring. In places you can still see the ruts"
            " left by cart wheels, worn deep into the rock. Halfway up there is a stone trough where the horses drank,"
            " and beside it a bench where travellers rested. Someone has carved a date into the bench, but the numbers"
            " are so worn that nobody can agree what they say."
        ),
    ),
    (
        "Advice for a new beekeeper",
        (
            "Move slowly and calmly around the hives, and never stand in front of the entrance, which is the bees'"
            " front door. Choose a still, warm day to open a hive, when most of the workers are out gathering nectar."
            " Wear light colours, for bees dislike dark clothes. Use a little smoke to calm them, but not too much. Do"
            " not take all the honey; the bees need it for the winter. Above all, be patient. It takes a season or two"
            " before you and your bees understand each other."
        ),
    ),
    (
        "The clock that ran backwards",
        (
            "In the window of a clock shop in Granton there is a clock whose hands run backwards. Children press their"
            " noses to the glass to watch it. The clockmaker says he built it by mistake when he was an apprentice,"
            " fitting one little gear the wrong way round. His master was so amused that he told him to keep it. It"
            " keeps perfect time, as long as you read it in a mirror. People say that if you look at it long enough,"
            " you start to feel younger, but that is probably just a story."
        ),
    ),
    (
        "Sounds of a winter night",
        (
            "Lie still on a winter night in a cottage and you will hear a great deal. The fire settles with a sigh. A"
            " log pops and hisses. The clock on the stairs ticks slowly, louder than it ever does in daytime. Outside,"
            " an owl calls and another answers from across the valley. The wind finds a gap under the door and hums a"
            " single note. Far away a dog barks twice and stops. Then, if it has been snowing, there is the softest"
            " sound of all: no sound, as the whole world is muffled in white."
        ),
    ),
    (
        "A letter to the newspaper",
        (
            "Sir, I write to complain about the state of the footpath between Elmstead and Plumley. After the recent"
            " rain it has become a river of mud, and last Tuesday my neighbour lost a boot in it. The boot has not been"
            " seen since. The stile at the bottom of the hill is broken, the signpost has fallen into the hedge, and a"
            " family of geese has taken charge of the bridge and lets nobody pass without an argument. I hope the"
            " council will mend the path before someone loses more than a boot. Yours faithfully, a tired walker."
        ),
    ),
    (
        "The lighthouse in fog",
        (
            "When the fog rolls in, the lighthouse keeper at Gullhaven cannot rely on the lamp alone, because the beam"
            " is swallowed by the grey within a few yards. Instead she starts the foghorn, which gives two long, deep"
            " blasts every minute. The sound travels for miles across the water, and every fisher on the coast knows"
            " it. Some people in the town complain that it keeps them awake. The fishers never complain. For them, it"
            " is the sound of home."
        ),
    ),
    (
        "Spring cleaning",
        (
            "On the first warm day of the year, every window in the street is thrown open. Rugs are hung over washing"
            " lines and beaten with sticks until clouds of dust blow away down the lane. Curtains come down to be"
            " washed, cupboards are emptied, and the cat hides under the hedge until it is all over. By evening the"
            " houses smell of soap and fresh air, everyone is exhausted, and nobody can find anything at all."
        ),
    ),
    (
        "The boat with no name",
        (
            "For three summers a small blue rowing boat was tied to the jetty at Lakeby. Nobody knew whose it was. It"
            " had no name painted on its bow, and nobody ever came to row it. The children made up stories about it:"
            " that it belonged to a pirate, or to a ghost, or to a heron who had learned to row. In the fourth summer"
            " it was gone, and in its place someone had left a jar of honey and a note that said only, Thank you for"
            " looking after her."
        ),
    ),
]

# --- A small dictionary ---------------------------------------------------------
# Hand-written definitions used for "word of the day" and word-list documents.
# (word, part of speech, definition, example sentence)
DEFINITIONS = [
    (
        "harbour",
        "noun",
        "a sheltered stretch of water where boats can stay safely",
        "The boats came into the harbour before the storm.",
    ),
    (
        "glacier",
        "noun",
        "a huge, slow river of ice that moves down a mountain",
        "Far to the north there are mountains with glaciers.",
    ),
    ("orchard", "noun", "a field of fruit trees", "We picked plums in the orchard."),
    (
        "estuary",
        "noun",
        "the wide mouth of a river, where fresh water meets the sea",
        "Wading birds feed in the estuary at low tide.",
    ),
    ("meadow", "noun", "a field of grass and wild flowers, often cut for hay", "The meadow was full of buttercups."),
    (
        "valley",
        "noun",
        "low land between hills, usually with a river in it",
        "The village lay at the bottom of the valley.",
    ),
    ("summit", "noun", "the very top of a hill or mountain", "We ate our lunch at the summit."),
    ("marsh", "noun", "low, wet ground where reeds grow", "Frogs croaked in the marsh all night."),
    ("ford", "noun", "a shallow place where you can cross a river on foot", "The cart splashed through the ford."),
    ("weir", "noun", "a low wall built across a river to control the water", "The water tumbled over the weir."),
    ("tide", "noun", "the rising and falling of the sea twice a day", "The tide will be high at noon."),
    ("dew", "noun", "tiny drops of water that form on grass during the night", "Our boots were soaked with dew."),
    ("drizzle", "noun", "very light, fine rain", "It was only drizzle, so we went out anyway."),
    ("gale", "noun", "a very strong wind", "The gale blew the washing off the line."),
    ("thaw", "verb", "to melt after being frozen", "The snow began to thaw in the afternoon."),
    ("hail", "noun", "small balls of ice that fall like rain", "The hail rattled on the greenhouse roof."),
    ("drought", "noun", "a long time without rain", "During the drought the well almost ran dry."),
    ("horizon", "noun", "the line where the land or sea seems to meet the sky", "A ship appeared on the horizon."),
    (
        "echo",
        "noun",
        "a sound that bounces back so that you hear it again",
        "We shouted into the cave and heard an echo.",
    ),
    ("shadow", "noun", "a dark shape made when something blocks the light", "In the evening our shadows grew long."),
    ("nest", "noun", "a home that a bird builds for its eggs", "The wren built a nest in the ivy."),
    ("burrow", "noun", "a hole or tunnel dug by an animal to live in", "The rabbit disappeared into its burrow."),
    ("hibernate", "verb", "to sleep through the winter", "Hedgehogs hibernate under piles of leaves."),
    ("migrate", "verb", "to travel to another place for part of the year", "Swallows migrate south in the autumn."),
    ("prey", "noun", "an animal that is hunted by another for food", "Mice are the prey of owls."),
    ("herd", "noun", "a large group of animals such as cows or deer", "A herd of deer crossed the glade."),
    ("flock", "noun", "a group of sheep or birds", "The shepherd counted the flock."),
    ("hive", "noun", "a home for bees", "The hive was heavy with honey."),
    ("antler", "noun", "a branching horn on the head of a male deer", "The stag had wide antlers."),
    ("feather", "noun", "one of the soft, light parts that cover a bird", "She found a blue feather on the path."),
    ("paw", "noun", "the foot of an animal such as a cat or dog", "The puppy had mud on every paw."),
    ("hoof", "noun", "the hard foot of a horse, cow or goat", "The pony had a stone in its hoof."),
    ("fin", "noun", "a thin flat part that helps a fish to swim", "The trout flicked its tail fin."),
    ("seedling", "noun", "a very young plant grown from a seed", "Water the seedlings every morning."),
    ("blossom", "noun", "the flowers on a fruit tree", "The blossom fell like snow."),
    ("harvest", "noun", "the time when crops are gathered in", "Everyone helped with the harvest."),
    ("furrow", "noun", "a long line cut in the soil by a plough", "Gulls followed the plough along the furrow."),
    ("hedge", "noun", "a row of bushes growing close together", "Blackbirds nest in the hedge."),
    ("compost", "noun", "rotted plants and peelings that make soil rich", "She spread compost on the vegetable beds."),
    ("graze", "verb", "to eat grass in a field", "The cows grazed by the river."),
    ("bale", "noun", "a large bundle of hay or straw tied tightly", "They stacked the bales in the barn."),
    ("dough", "noun", "a thick mixture of flour and water for making bread", "He kneaded the dough for ten minutes."),
    ("crust", "noun", "the hard outside of a loaf or pie", "I like the crust best."),
    ("simmer", "verb", "to cook gently, just below boiling", "Let the soup simmer for an hour."),
    ("knead", "verb", "to press and fold dough with your hands", "You must knead the dough until it is smooth."),
    ("recipe", "noun", "a set of instructions for cooking something", "This recipe came from my grandmother."),
    ("pantry", "noun", "a small room for storing food", "The pantry shelves were full of jars."),
    ("feast", "noun", "a large, special meal", "After the harvest there was a feast in the barn."),
    ("crumb", "noun", "a very small piece of bread or cake", "The birds ate every crumb."),
    ("spice", "noun", "a dried seed, bark or root used to flavour food", "Cinnamon is a sweet spice."),
    (
        "chisel",
        "noun",
        "a tool with a sharp flat end for cutting wood or stone",
        "The mason used a chisel to carve the letters.",
    ),
    ("hinge", "noun", "a metal joint on which a door or lid swings", "The gate hinge needs oiling."),
    ("plank", "noun", "a long flat piece of wood", "They laid a plank across the ditch."),
    (
        "nail",
        "noun",
        "a thin pointed piece of metal that you hammer into wood",
        "He bent the nail by hitting it crookedly.",
    ),
    (
        "rivet",
        "noun",
        "a short metal pin that holds two pieces of metal together",
        "The old boiler was covered in rivets.",
    ),
    ("loom", "noun", "a frame for weaving threads into cloth", "The weaver sat at her loom all day."),
    ("yarn", "noun", "thread spun from wool or cotton", "She bought three balls of red yarn."),
    ("seam", "noun", "the line where two pieces of cloth are sewn together", "The seam of his coat had split."),
    ("thimble", "noun", "a small cap worn on the finger when sewing", "Grandmother's thimble was made of silver."),
    ("kiln", "noun", "a very hot oven for baking pottery or bricks", "The pots stayed in the kiln all night."),
    ("anvil", "noun", "a heavy iron block on which a smith hammers metal", "Sparks flew from the anvil."),
    (
        "forge",
        "noun",
        "a workshop with a fire where metal is heated and shaped",
        "The forge was the warmest place in the village.",
    ),
    (
        "apprentice",
        "noun",
        "a young person learning a trade from a skilled worker",
        "The apprentice swept the workshop floor.",
    ),
    ("customer", "noun", "someone who buys something from a shop", "The first customer arrived at eight."),
    ("bargain", "noun", "something bought for less than it is worth", "The old chair was a real bargain."),
    ("wages", "noun", "money paid for work", "The farm workers were paid their wages on Friday."),
    ("journey", "noun", "a trip from one place to another", "The journey took three days."),
    ("luggage", "noun", "the bags and cases you take on a journey", "Our luggage was tied to the roof of the coach."),
    ("crossroads", "noun", "a place where two roads cross", "There is an inn at the crossroads."),
    ("signpost", "noun", "a post with signs showing the way to places", "The signpost pointed to three villages."),
    ("ferry", "noun", "a boat that carries people across water", "We took the ferry across the lake."),
    ("voyage", "noun", "a long journey by sea", "The voyage lasted six weeks."),
    ("compass", "noun", "an instrument with a needle that points north", "She checked the compass before setting off."),
    ("lantern", "noun", "a lamp with a case to protect the flame", "He carried a lantern through the dark lane."),
    ("cottage", "noun", "a small house in the country", "They lived in a cottage with a thatched roof."),
    ("chimney", "noun", "a tall pipe that carries smoke up from a fire", "Smoke curled from every chimney."),
    ("cellar", "noun", "a room under a house", "Apples were stored in the cellar."),
    ("attic", "noun", "a room at the top of a house, under the roof", "Old toys were kept in the attic."),
    ("porch", "noun", "a small covered entrance to a house", "They left their wet boots in the porch."),
    ("shutter", "noun", "a wooden cover that closes over a window", "She closed the shutters against the wind."),
    ("threshold", "noun", "the bottom of a doorway, where you step into a room", "The cat sat on the threshold."),
    ("neighbour", "noun", "someone who lives near you", "Our neighbour lent us a ladder."),
    ("guest", "noun", "a person who is invited to visit", "We had three guests for supper."),
    ("festival", "noun", "a time of celebration with music and food", "The whole town came to the festival."),
    ("parade", "noun", "a procession of people walking through the streets", "The children marched in the parade."),
    ("choir", "noun", "a group of people who sing together", "The choir sang in the church on Sunday."),
    ("melody", "noun", "a tune", "She hummed a sweet melody."),
    ("rhythm", "noun", "a steady, repeated beat", "The drums kept the rhythm for the dancers."),
    ("fiddle", "noun", "another name for a violin", "He played the fiddle at every wedding."),
    ("courage", "noun", "the ability to do something that frightens you", "It took courage to cross the ice."),
    ("patience", "noun", "the ability to wait calmly", "Fishing needs a great deal of patience."),
    ("kindness", "noun", "being friendly, generous and thoughtful", "Everyone remembered her kindness."),
    ("curiosity", "noun", "a strong wish to find out about things", "Curiosity led the cat into the cupboard."),
    ("gratitude", "noun", "the feeling of being thankful", "He wrote a letter full of gratitude."),
    (
        "jealous",
        "adjective",
        "upset because someone has something that you want",
        "The dog was jealous of the new kitten.",
    ),
    ("nervous", "adjective", "worried and a little afraid", "I was nervous before the concert."),
    ("proud", "adjective", "pleased about something you or others have done", "She was proud of her garden."),
    ("drowsy", "adjective", "sleepy", "The warm fire made us drowsy."),
    ("fierce", "adjective", "strong and angry or wild", "A fierce wind blew from the sea."),
    ("ancient", "adjective", "very, very old", "An ancient yew grows in the churchyard."),
    ("narrow", "adjective", "not wide", "The lane was too narrow for the cart."),
    ("steep", "adjective", "rising or falling sharply", "The path up the cliff is steep."),
    ("shallow", "adjective", "not deep", "The children paddled in the shallow water."),
    ("fragile", "adjective", "easily broken", "Be careful with that fragile vase."),
    ("gleaming", "adjective", "shining brightly", "The gleaming copper pans hung by the stove."),
    ("murky", "adjective", "dark and dirty, hard to see through", "The pond was murky after the storm."),
    ("fragrant", "adjective", "having a sweet smell", "The fragrant lavender filled the room."),
    ("sturdy", "adjective", "strong and not easily broken", "He built a sturdy table."),
    ("clumsy", "adjective", "often dropping or bumping into things", "The clumsy puppy knocked over the milk."),
    ("nimble", "adjective", "quick and light in movement", "The nimble goat leapt from rock to rock."),
    ("frugal", "adjective", "careful not to waste money or food", "My frugal aunt saves every scrap of string."),
    ("generous", "adjective", "happy to give and share", "The generous baker gave away his leftover bread."),
    ("stubborn", "adjective", "refusing to change your mind", "The stubborn donkey would not move."),
    ("wander", "verb", "to walk slowly without a fixed plan", "We wandered through the market."),
    ("whisper", "verb", "to speak very quietly", "She whispered the secret to her friend."),
    ("stumble", "verb", "to trip and almost fall", "He stumbled over a root in the dark."),
    ("glimpse", "verb", "to see something for a very short time", "I glimpsed a fox at the edge of the wood."),
    ("gather", "verb", "to bring things together into one place", "They gathered sticks for the fire."),
    ("scatter", "verb", "to throw things in different directions", "The farmer scattered grain for the hens."),
    ("shiver", "verb", "to shake because you are cold or afraid", "We shivered at the bus stop."),
    ("rummage", "verb", "to search through a muddle of things", "He rummaged in the drawer for a pencil."),
    ("mutter", "verb", "to speak in a low voice that is hard to hear", "The old man muttered about the weather."),
    ("linger", "verb", "to stay somewhere longer than needed", "The smell of smoke lingered all day."),
    ("dawdle", "verb", "to move slowly and waste time", "Don't dawdle on the way to school."),
    ("borrow", "verb", "to take something that you will give back", "May I borrow your umbrella?"),
    ("celebrate", "verb", "to do something enjoyable for a special day", "They celebrated the harvest with a dance."),
    ("explore", "verb", "to travel around a place to find out about it", "The children explored the old mill."),
    ("imagine", "verb", "to make a picture of something in your mind", "Imagine a castle made of ice."),
    ("polish", "verb", "to rub something until it shines", "He polished his boots every Sunday."),
    ("repair", "verb", "to mend something that is broken", "The carpenter repaired the broken chair."),
    ("scramble", "verb", "to climb quickly using hands and feet", "We scrambled up the rocks."),
    ("splash", "verb", "to make water fly about", "The ducks splashed in the puddle."),
    ("tremble", "verb", "to shake slightly", "Her hands trembled as she opened the letter."),
    ("yawn", "verb", "to open your mouth wide because you are tired", "The baby yawned and closed his eyes."),
    ("sneeze", "verb", "to blow air suddenly out of your nose", "The pepper made him sneeze."),
    ("hobble", "verb", "to walk with difficulty, as if hurt", "He hobbled home on his sore ankle."),
    ("gallop", "verb", "to run fast, like a horse", "The ponies galloped across the moor."),
    ("swoop", "verb", "to fly down suddenly", "The owl swooped on the mouse."),
    ("burrow", "verb", "to dig a hole or tunnel", "Moles burrow under the lawn."),
    ("nibble", "verb", "to eat in small bites", "The rabbit nibbled a carrot."),
    ("thunder", "noun", "the loud noise that follows lightning", "The thunder made the windows shake."),
    ("lightning", "noun", "a flash of light in the sky during a storm", "Lightning struck the old oak."),
    ("rainbow", "noun", "an arch of colours in the sky after rain", "There was a rainbow over the lake."),
    ("puddle", "noun", "a small pool of water on the ground", "The children jumped in every puddle."),
    ("icicle", "noun", "a pointed stick of ice hanging from a roof", "Icicles hung from the gutter."),
    ("blizzard", "noun", "a snowstorm with strong winds", "Nobody went out during the blizzard."),
    ("breeze", "noun", "a gentle wind", "A cool breeze came off the sea."),
    ("dusk", "noun", "the time of evening when it starts to get dark", "Bats come out at dusk."),
    ("dawn", "noun", "the time of morning when light first appears", "The baker was at work before dawn."),
    ("midnight", "noun", "twelve o'clock at night", "The bells rang at midnight."),
    ("fortnight", "noun", "two weeks", "She was away for a fortnight."),
    ("century", "noun", "a hundred years", "The bridge was built more than a century ago."),
    (
        "calendar",
        "noun",
        "a chart showing the days, weeks and months of a year",
        "He marked the festival on the calendar.",
    ),
    ("parcel", "noun", "something wrapped in paper to be sent or carried", "A parcel arrived from my aunt."),
    ("envelope", "noun", "a paper cover for a letter", "She sealed the envelope and wrote the address."),
    ("stamp", "noun", "a small printed paper you stick on a letter to post it", "I need a stamp for this letter."),
    ("library", "noun", "a building where you can borrow books", "The library opens at nine."),
    ("museum", "noun", "a building where old and interesting things are shown", "The museum has an old fire engine."),
    ("market", "noun", "a place where people buy and sell goods from stalls", "The market is busy on Saturdays."),
    ("bridge", "noun", "something built over a river or road so you can cross it", "The old bridge has five arches."),
    ("mill", "noun", "a building where grain is ground into flour", "The mill wheel turned slowly."),
    (
        "quarry",
        "noun",
        "a place where stone is dug out of the ground",
        "Slate comes from the quarry above the village.",
    ),
    ("lighthouse", "noun", "a tower with a bright light to warn ships", "The lighthouse flashed every ten seconds."),
    (
        "castle",
        "noun",
        "a large old building with thick walls and towers",
        "The castle stands on the shore of the lake.",
    ),
    ("island", "noun", "a piece of land with water all around it", "We rowed out to the island."),
    ("cliff", "noun", "a high, steep face of rock", "Seabirds nest on the cliff."),
    ("cave", "noun", "a large hole in the side of a hill or cliff", "The bats live in a cave."),
    ("stream", "noun", "a small river", "A stream ran past the cottage."),
    ("pebble", "noun", "a small, smooth, round stone", "He skimmed a pebble across the pond."),
    ("boulder", "noun", "a very large rock", "A boulder blocked the path."),
    ("moss", "noun", "a soft green plant that grows on damp stones and trees", "The wall was covered in moss."),
    ("fern", "noun", "a green plant with feathery leaves and no flowers", "Ferns grew in the shade of the wood."),
    ("acorn", "noun", "the nut of an oak tree", "The squirrel buried an acorn."),
    ("thistle", "noun", "a prickly plant with purple flowers", "The donkey ate a thistle."),
    ("nettle", "noun", "a plant with leaves that sting", "Nettles grew beside the gate."),
    ("mushroom", "noun", "a fungus with a stem and a round cap", "We found mushrooms in the wood after the rain."),
    ("bramble", "noun", "a prickly bush on which blackberries grow", "My sleeve caught on a bramble."),
    ("ivy", "noun", "a climbing plant with dark shiny leaves", "Ivy covered the old wall."),
]

# --- More passages, dishes, tasks and words ---------------------------------------
PASSAGES += [
    (
        "The wedding at Fernhill",
        (
            "The wedding was held in the orchard, because the bride said no church could be prettier than cherry trees"
            " in full bloom. Trestle tables were carried out from every kitchen in the village and covered with"
            " borrowed tablecloths, none of which matched. There were pies and pickles, cold ham, a cheese the size of"
            " a cartwheel and a cake decorated with sugared violets. A fiddler and an accordion player took turns on an"
            " upturned crate. When the sun went down, lanterns were hung in the branches, and the dancing went on until"
            " the owls complained."
        ),
    ),
    (
        "What the tailor knows",
        (
            "A tailor can tell a great deal about you before you have said a word. The shine on your elbows shows how"
            " long you sit at a desk. A frayed cuff on the right sleeve means you are right-handed and careless with"
            " ink. Pockets pulled out of shape mean you carry too many things: keys, string, conkers, a pocketknife,"
            " half a biscuit. Mud on the hem tells where you walked this morning. A good tailor notices all of this,"
            " says nothing, and quietly lets out the waistcoat by half an inch."
        ),
    ),
    (
        "The great flood",
        (
            "People in Millbrook still talk about the year of the great flood. It rained for eleven days without"
            " stopping. The Wend rose over its banks, swallowed the water meadows and crept up the high street until it"
            " lapped at the steps of the inn. Families carried their furniture upstairs and rowed from house to house"
            " delivering bread. The miller's wheel spun so fast that it broke its axle. When the water finally drained"
            " away, it left a line of grey mud on every wall, and you can still see the mark on the side of the church,"
            " with the date painted neatly beside it."
        ),
    ),
    (
        "A shepherd's year",
        (
            "In winter the shepherd carries hay up the frozen hillside and breaks the ice on the troughs. In early"
            " spring the lambs arrive, often in the middle of the night, and the shepherd hardly sleeps for a month. In"
            " summer the sheep are gathered from the fells, washed in the stream and sheared, and the fleeces are"
            " rolled and packed into great sacks. In autumn the best ewes are chosen, the others are sold at the fair,"
            " and the dogs are given a well-earned rest. Then the snow comes again, and it all begins once more."
        ),
    ),
    (
        "How to read the sky",
        (
            "Fishers and farmers learn to read the sky like a book. High, thin wisps of cloud, like the tails of"
            " horses, often mean that wind and rain are a day or two away. A red sky in the evening usually promises a"
            " fine morning. Low, heavy clouds the colour of slate bring rain soon. When swallows fly low over the"
            " fields, the air is damp and a storm may follow. A ring around the moon is a warning of bad weather. None"
            " of these signs is certain, but together they are seldom wrong."
        ),
    ),
    (
        "The travelling library",
        (
            "Once a month a green wagon pulled by two patient horses rattles into the smaller villages of the Eastern"
            " Plains. It is the travelling library. Its sides fold down to reveal shelves packed with novels, atlases,"
            " cookery books, books about engines and stars and insects. The librarian who drives it knows every reader"
            " by name and remembers what each of them likes. She saves adventure stories for the blacksmith's twins and"
            " gardening books for the vicar, and she always keeps a box of peppermints for anybody who returns a book"
            " on time."
        ),
    ),
    (
        "Making cider",
        (
            "In October the apples are shaken from the trees and gathered in sacks. They are crushed in a wooden mill"
            " until they are a brown, sweet pulp. The pulp is wrapped in cloths and piled up in layers, and then the"
            " great screw of the press is turned, slowly, by two strong people. Golden juice runs into a trough and is"
            " poured into barrels. The barrels are left in a cool barn all winter while the juice quietly changes into"
            " cider. By spring it is ready, and the whole village comes to taste it."
        ),
    ),
    (
        "My grandfather's tools",
        (
            "When my grandfather died, he left me his toolbox. It is made of oak, with brass corners and a lid that"
            " squeaks. Inside there are chisels wrapped in oily rags, a plane with a handle worn smooth by his palm, a"
            " folding ruler, a bradawl, a tin of screws sorted by size, and a pencil sharpened with a knife. Each tool"
            " has his initials scratched into it. I am not as skilful as he was, but when I use them I feel that he is"
            " standing at my shoulder, telling me to measure twice and cut once."
        ),
    ),
    (
        "Notes from a lighthouse logbook",
        (
            "Monday. Wind south-west, strong. Heavy swell. Lamp lit at seven minutes past five. Two fishing boats came"
            " in safely before dark. Tuesday. Wind easing. Mist at dawn, clearing by ten. Painted the rail on the"
            " gallery. A seal sleeping on the rocks below all afternoon. Wednesday. Calm and bright. Supply boat"
            " arrived with oil, flour, candles and letters. Cleaned the great lens until it sparkled. Thursday. Fog."
            " Foghorn sounded from noon until midnight. Very tired."
        ),
    ),
    (
        "The pond in winter",
        (
            "In summer the pond is loud with frogs, and dragonflies zigzag over the lily pads. In winter it is a"
            " different place. The frogs are asleep in the mud at the bottom. The fish hang almost still in the dark"
            " water, hardly moving their fins. When the surface freezes, the ice is clear enough in places to see"
            " bubbles trapped beneath it like silver coins. Blackbirds come down to peck at the edges, and in the"
            " morning you can find the tracks of a fox that walked right across the middle in the night."
        ),
    ),
    (
        "Why we keep a diary",
        (
            "My aunt has kept a diary every day for forty years. The diaries fill two shelves in her parlour, each one"
            " a small brown book with the year written on its spine. When there is an argument about when the bridge"
            " was mended, or how deep the snow was in that terrible winter, or whose birthday party ended with the goat"
            " in the kitchen, someone goes to ask her. She takes down the right book, runs her finger down the page and"
            " reads out the answer. She says a diary is a memory that does not fade."
        ),
    ),
    (
        "The night market",
        (
            "On the longest night of summer, the market at Kingsmere stays open until dawn. Stalls are lit with paper"
            " lanterns, and the lake reflects them so that there seem to be two markets, one of them upside down."
            " People sell hot doughnuts, roasted corn, lemonade, painted fans, wooden flutes and little boats made of"
            " folded paper with candles inside. At midnight the children carry the paper boats down to the shore and"
            " set them floating on the water, and the whole crowd watches them drift away into the dark."
        ),
    ),
]

FOODS.update({
    "bread and butter pudding": (
        ["slices of stale bread", "butter", "currants", "eggs", "milk", "sugar", "nutmeg"],
        [
            "Butter the slices of bread and cut them into triangles",
            "Layer them in a dish with the currants",
            "Whisk the eggs, milk and sugar together",
            "Pour the custard over the bread and leave it to soak",
            "Grate a little nutmeg on top",
            "Bake it until it is puffed and golden",
        ],
        "pudding",
        ["sweet", "comforting"],
        "Wheatcroft",
    ),
    "pickled onions": (
        ["small onions", "vinegar", "sugar", "peppercorns", "mustard seeds", "salt"],
        [
            "Peel the onions and cover them with salt overnight",
            "Rinse and dry them the next day",
            "Heat the vinegar with the sugar and spices",
            "Pack the onions into clean jars",
            "Pour the hot vinegar over them and seal the jars",
            "Wait a month before eating them",
        ],
        "any time",
        ["sharp", "crunchy"],
        "Longfield",
    ),
    "rice pudding": (
        ["rice", "milk", "sugar", "butter", "a bay leaf", "nutmeg"],
        [
            "Wash the rice and put it in a buttered dish",
            "Stir in the sugar and the milk",
            "Add a bay leaf and a grating of nutmeg",
            "Bake it slowly for two hours",
            "Stir it once or twice while it cooks",
        ],
        "pudding",
        ["creamy", "sweet"],
        "Oxley",
    ),
    "beef and barley stew": (
        ["beef", "pearl barley", "carrots", "onions", "turnips", "thyme", "dumplings"],
        [
            "Brown the beef in a heavy pot",
            "Add the onions, carrots and turnips",
            "Stir in the barley, thyme and plenty of water",
            "Cover the pot and let it cook slowly for two hours",
            "Drop the dumplings on top for the last twenty minutes",
        ],
        "supper",
        ["hearty", "savoury"],
        "Barleigh",
    ),
    "elderflower cordial": (
        ["elderflower heads", "sugar", "lemons", "boiling water"],
        [
            "Shake the insects out of the flower heads",
            "Dissolve the sugar in the boiling water",
            "Add the flowers and sliced lemons",
            "Leave it covered for two days",
            "Strain it through a cloth into bottles",
        ],
        "any time",
        ["fragrant", "refreshing"],
        "Elmstead",
    ),
    "gingerbread": (
        ["flour", "ground ginger", "treacle", "butter", "brown sugar", "an egg"],
        [
            "Melt the butter, sugar and treacle together",
            "Sift the flour and ginger into a bowl",
            "Pour in the melted mixture and the beaten egg",
            "Mix it into a stiff dough",
            "Roll it out and cut out shapes",
            "Bake them until they are firm at the edges",
        ],
        "tea",
        ["spicy", "sticky"],
        "Granton",
    ),
})
FOOD_NAMES = list(FOODS)
STEP_VERBS = sorted({st.split(" ")[0].lower() for f in FOODS.values() for st in f[1]})
# Dishes that take 'a' in 'how to make a ...'.
COUNTABLE_DISHES = {"apple pie", "onion tart", "mushroom pie", "honey cake", "herb omelette", "smoked fish pie",
                    "pear and ginger cake", "plum crumble", "bread and butter pudding", "rice pudding"}
# Dishes you can eat a plate or bowl of (not drinks, jams or pickles).
EATABLE = [f for f in FOODS if f not in ("mint tea", "cherry jam", "elderflower cordial", "pickled onions")]

HOWTOS.update({
    "tie a bowline knot": (
        ["a length of rope", "a post or a ring"],
        [
            "Make a small loop in the rope, with the loose end on top",
            "Pass the loose end up through the loop from underneath",
            "Take it round behind the standing part of the rope",
            "Bring it back down through the small loop",
            "Hold the loose end and pull the standing part to tighten the knot",
        ],
        "Sailors say: the rabbit comes out of the hole, round the tree and back down the hole.",
    ),
    "build a bird box": (
        ["a plank of untreated wood", "a saw", "nails", "a hammer", "a drill"],
        [
            "Mark out the front, back, sides, base and roof on the plank",
            "Saw the pieces carefully",
            "Drill a round hole in the front, about the size of a large coin",
            "Nail the sides to the base and back",
            "Fix the front in place and hinge the roof with a strip of leather",
            "Hang the box high on a tree, facing away from the midday sun",
        ],
        "Put it up in winter so that birds can find it before spring.",
    ),
    "whitewash a wall": (
        ["lime", "water", "salt", "a large brush", "a bucket", "old clothes"],
        [
            "Brush loose dirt and cobwebs off the wall",
            "Mix the lime with water and a handful of salt until it is like thin cream",
            "Dampen the wall with a wet brush",
            "Paint the whitewash on in long, even strokes",
            "Let it dry and add a second coat the next day",
        ],
        "Whitewash looks grey when wet and dries brilliant white.",
    ),
    "fold a paper boat": (
        ["a rectangle of paper"],
        [
            "Fold the paper in half from top to bottom",
            "Fold the top corners down to the middle to make a triangle",
            "Turn up the strips at the bottom on both sides",
            "Open the shape out and flatten it into a square",
            "Fold the bottom corners up to make a smaller triangle",
            "Pull the two sides gently apart, and the boat will appear",
        ],
        "Sail it on a still pond, not a fast stream.",
    ),
    "skim a stone": (
        ["a flat, smooth stone", "a calm stretch of water"],
        [
            "Choose a stone about the size of your palm",
            "Hold it between your thumb and your middle finger",
            "Stand sideways to the water and crouch low",
            "Throw the stone fast and flat, with a flick of the wrist",
            "Count the bounces",
        ],
        "The record on the Ilse is said to be twenty-two bounces.",
    ),
    "care for a newborn lamb": (
        ["a warm towel", "a bottle and teat", "ewe's milk or lamb's milk powder", "clean straw"],
        [
            "Rub the lamb dry with the towel",
            "Make sure it drinks from its mother within an hour",
            "If it cannot, warm some milk and feed it from the bottle",
            "Keep it in a sheltered pen with deep straw",
            "Feed it little and often, every few hours",
        ],
        "A lamb that is warm and fed will soon be skipping.",
    ),
    "make a daisy chain": (
        ["a patch of daisies with long stalks", "a fingernail"],
        [
            "Pick a few dozen daisies",
            "Make a small slit near the bottom of a stalk with your fingernail",
            "Thread the next daisy through the slit",
            "Make a slit in that stalk and carry on",
            "Join the last daisy to the first to make a crown or a necklace",
        ],
        "Pick them in the afternoon, when the flowers are open.",
    ),
    "pack a picnic": (
        ["a basket", "a cloth", "sandwiches", "fruit", "a flask of tea", "something to sit on"],
        [
            "Make the sandwiches and wrap them in paper",
            "Put the heaviest things at the bottom of the basket",
            "Add the fruit, the cups and the flask",
            "Tuck the cloth in on top",
            "Remember a bag to bring your rubbish home",
        ],
        "Always pack one more cake than you think you will need.",
    ),
})
HOWTO_NAMES = list(HOWTOS)

DEFINITIONS += [
    ("avalanche", "noun", "a great mass of snow sliding down a mountain", "The pass was closed after an avalanche."),
    ("canal", "noun", "a waterway dug by people for boats to travel on", "Barges carry coal along the canal."),
    (
        "lock",
        "noun",
        "a part of a canal with gates, where boats are raised or lowered",
        "We waited at the lock for the water to rise.",
    ),
    ("towpath", "noun", "a path beside a canal or river", "Horses once pulled boats along the towpath."),
    ("barge", "noun", "a long flat boat for carrying goods", "The barge was loaded with bricks."),
    ("wharf", "noun", "a place where ships load and unload", "Sacks of grain were piled on the wharf."),
    ("cargo", "noun", "the goods carried by a ship", "The ship's cargo was timber and salt."),
    ("mariner", "noun", "a sailor", "The old mariner told stories of distant islands."),
    ("gull", "noun", "a large seabird with grey and white feathers", "A gull stole my sandwich."),
    ("driftwood", "noun", "wood washed up on the shore by the sea", "We built a fire from driftwood."),
    ("shingle", "noun", "small rounded stones on a beach", "The waves dragged the shingle back and forth."),
    ("dune", "noun", "a hill of sand near the sea", "Rabbits live in the dunes."),
    (
        "lagoon",
        "noun",
        "a stretch of salt water cut off from the sea by a bank of sand",
        "Flamingos waded in the lagoon.",
    ),
    ("bog", "noun", "soft, wet, spongy ground", "The pony's hooves sank into the bog."),
    ("tor", "noun", "a rocky hilltop on a moor", "From the tor you can see three counties."),
    ("heath", "noun", "open land covered with heather and gorse", "Larks sing over the heath."),
    ("gorse", "noun", "a prickly bush with bright yellow flowers", "The gorse smells of coconut in the sun."),
    ("copse", "noun", "a small group of trees", "The pheasants hid in the copse."),
    ("glade", "noun", "an open space in a wood", "Deer grazed in the glade."),
    ("sapling", "noun", "a young tree", "He planted a row of oak saplings."),
    ("timber", "noun", "wood used for building", "The timber was stacked to dry."),
    ("sawdust", "noun", "the fine powder made when wood is sawn", "The workshop floor was deep in sawdust."),
    ("splinter", "noun", "a small sharp piece of wood", "I have a splinter in my thumb."),
    ("varnish", "noun", "a clear liquid that gives wood a hard shiny coat", "The varnish on the boat was peeling."),
    (
        "mortar",
        "noun",
        "a mixture of sand, lime and water that holds bricks together",
        "The mason spread mortar on each brick.",
    ),
    ("scaffold", "noun", "a frame of poles and planks for builders to stand on", "The painters worked on a scaffold."),
    ("gutter", "noun", "a channel along a roof that carries away rainwater", "Leaves blocked the gutter."),
    ("drainpipe", "noun", "a pipe that carries rainwater down from the roof", "The cat climbed the drainpipe."),
    (
        "doorknocker",
        "noun",
        "a metal ring or hammer fixed to a door for knocking",
        "The brass doorknocker was shaped like a fox.",
    ),
    ("mantelpiece", "noun", "a shelf above a fireplace", "Letters stood on the mantelpiece."),
    ("banister", "noun", "the rail at the side of a staircase", "The children slid down the banister."),
    ("larder", "noun", "a cool cupboard or room for keeping food", "The pie was cooling in the larder."),
    ("scullery", "noun", "a small back kitchen for washing dishes", "The scullery had a deep stone sink."),
    ("kettle", "noun", "a pot with a spout for boiling water", "Put the kettle on, please."),
    ("saucer", "noun", "a small plate that a cup stands on", "The cat drank milk from a saucer."),
    ("tureen", "noun", "a large deep dish with a lid for serving soup", "The soup was served from a china tureen."),
    ("napkin", "noun", "a square of cloth for wiping your mouth at meals", "Fold your napkin when you have finished."),
    ("custard", "noun", "a sweet yellow sauce made from milk and eggs", "Apple pie is good with custard."),
    ("marmalade", "noun", "a jam made from oranges", "He spread marmalade on his toast."),
    ("dumpling", "noun", "a small ball of dough cooked in stew or soup", "There were three dumplings in every bowl."),
    ("broth", "noun", "a thin soup", "The invalid was given a bowl of broth."),
    ("gravy", "noun", "a sauce made from the juices of cooked meat", "Pour the gravy over the potatoes."),
    ("sieve", "noun", "a tool with fine holes for separating lumps from powder", "Push the fruit through a sieve."),
    ("invalid", "noun", "a person who is ill for a long time", "The invalid sat by the window all day."),
    ("bandage", "noun", "a strip of cloth wrapped around a wound", "The nurse changed the bandage."),
    ("remedy", "noun", "something that cures an illness", "Honey and lemon is an old remedy for a cough."),
    ("fever", "noun", "a high temperature caused by illness", "The child had a fever all night."),
    ("bruise", "noun", "a dark mark on the skin from a knock", "He had a bruise on his knee."),
    ("blister", "noun", "a bubble on the skin, often caused by rubbing", "New boots gave her a blister."),
    ("freckle", "noun", "a small brown spot on the skin", "She had freckles across her nose."),
    ("eyebrow", "noun", "the line of hair above the eye", "He raised one eyebrow in surprise."),
    ("knuckle", "noun", "one of the joints of the fingers", "She knocked on the door with her knuckles."),
    ("elbow", "noun", "the joint in the middle of the arm", "Don't put your elbows on the table."),
    ("ankle", "noun", "the joint between the foot and the leg", "He twisted his ankle on the stairs."),
    ("eager", "adjective", "wanting very much to do something", "The eager puppy waited by the door."),
    ("weary", "adjective", "very tired", "The weary travellers reached the inn at midnight."),
    ("cheerful", "adjective", "happy and bright", "The cheerful baker sang as she worked."),
    ("solemn", "adjective", "serious and not smiling", "The judge looked solemn."),
    ("timid", "adjective", "shy and easily frightened", "The timid mouse hid behind the sack."),
    ("boisterous", "adjective", "noisy, lively and full of energy", "The boisterous children ran around the hall."),
    ("peculiar", "adjective", "strange or unusual", "There was a peculiar smell in the cellar."),
    ("enormous", "adjective", "very, very big", "An enormous pumpkin won the prize."),
    ("tiny", "adjective", "very small", "A tiny spider hung from the lamp."),
    ("gloomy", "adjective", "dark and sad", "It was a gloomy afternoon."),
    ("tranquil", "adjective", "calm and peaceful", "The lake was tranquil at dawn."),
    ("rickety", "adjective", "old and likely to break", "We crossed a rickety bridge."),
    ("soggy", "adjective", "wet and soft", "The sandwiches were soggy after the rain."),
    ("brittle", "adjective", "hard but easily snapped", "Dry twigs are brittle."),
    ("vivid", "adjective", "very bright and strong", "The sunset was a vivid orange."),
    ("hoarse", "adjective", "rough-sounding, because of a sore throat", "After the match his voice was hoarse."),
    ("mischief", "noun", "naughty behaviour that is not very serious", "The goats were always up to mischief."),
    ("riddle", "noun", "a puzzling question with a clever answer", "Can you solve this riddle?"),
    ("rumour", "noun", "a story passed around that may not be true", "There was a rumour that the mill would close."),
    ("secret", "noun", "something known by only a few people", "She kept the secret for years."),
    ("treasure", "noun", "gold, jewels or other valuable things", "They dreamed of finding buried treasure."),
    ("adventure", "noun", "an exciting and unusual experience", "The trip across the moor was a real adventure."),
    ("mystery", "noun", "something that nobody can explain", "Who moved the stones remains a mystery."),
    ("legend", "noun", "an old story that may or may not be true", "The legend says a dragon slept under the hill."),
    ("trudge", "verb", "to walk slowly with heavy steps", "We trudged home through the snow."),
    ("clamber", "verb", "to climb using hands and feet, with difficulty", "They clambered over the wall."),
    ("creak", "verb", "to make a long squeaking sound", "The old stairs creaked at night."),
    ("rustle", "verb", "to make a soft dry sound, like leaves", "Something rustled in the bushes."),
    ("gurgle", "verb", "to make a bubbling sound", "The stream gurgled over the stones."),
    ("squelch", "verb", "to make a wet sucking sound", "Our boots squelched in the mud."),
    ("flicker", "verb", "to shine unsteadily", "The candle flickered in the draught."),
    ("glisten", "verb", "to shine because it is wet", "The cobweb glistened with dew."),
    ("drift", "verb", "to be carried slowly by wind or water", "The boat drifted towards the reeds."),
    ("huddle", "verb", "to crowd close together", "The sheep huddled against the wall."),
    ("hurl", "verb", "to throw something hard", "The waves hurled pebbles onto the road."),
    ("ponder", "verb", "to think carefully about something", "She pondered the question for a long time."),
    ("grumble", "verb", "to complain in a low voice", "He grumbled about the rain."),
    ("chuckle", "verb", "to laugh quietly", "Grandfather chuckled at the joke."),
    ("sigh", "verb", "to breathe out slowly, often when tired or sad", "She sighed and put down her pen."),
    ("blush", "verb", "to go red in the face", "He blushed when they praised his singing."),
    ("fidget", "verb", "to keep moving because you are restless", "The children fidgeted during the long speech."),
]
PASSAGES += [
    (
        "The stargazer of Highcairn",
        (
            "Above the slate quarry at Highcairn there is a stone hut with a hole in its roof. An old schoolmistress"
            " climbs up there on clear nights with a brass telescope and a flask of cocoa. She has charted the planets"
            " for half a century and can name every constellation without looking at her notes: the Plough, the Swan,"
            " the Hunter with his glittering belt. Children who visit her come home yawning and dazzled, talking about"
            " comets, craters on the moon and shooting stars that burn up like sparks from a chimney."
        ),
    ),
    (
        "A thunderstorm in July",
        (
            "All afternoon the heat pressed down like a lid. The cattle stood motionless under the elms, and even the"
            " flies seemed too sluggish to bother anyone. Then, around six, the sky to the west turned the colour of a"
            " bruise. A gust swept dust and petals along the lane. The first drops were enormous and warm, leaving dark"
            " coins on the pavement. Suddenly the heavens opened, the gutters overflowed, and thunder cracked so close"
            " that the teacups rattled on the dresser. Half an hour later it was over, the air smelled of wet earth,"
            " and a blackbird was singing as if nothing had happened."
        ),
    ),
    (
        "The ferry at Stillwater",
        (
            "The ferry at Stillwater is a flat wooden raft guided along a cable stretched across the lake. The ferry"
            " pilot hauls it hand over hand, and the crossing takes exactly eleven minutes. It can carry a horse and"
            " cart, a dozen passengers, or one very nervous cow. In summer, tourists ride across just for the view of"
            " the wooded islands. In winter, when ice forms along the shore, the pilot breaks a channel with a long"
            " iron bar before the first trip. She has never missed a day, she says, except the morning her daughter was"
            " born."
        ),
    ),
    (
        "Ten things found in a schoolboy's pocket",
        (
            "A conker on a knotted string. Two marbles, one of them chipped. A snail shell, empty, probably. A crumpled"
            " drawing of a dragon. A length of garden twine. A button that does not match anything he owns. Half an"
            " oatcake, slightly fluffy. A feather from a jay, blue and barred with black. A pencil stub, sharpened with"
            " his teeth. And a note from his teacher to his parents, which he has completely forgotten to deliver."
        ),
    ),
    (
        "The bell founders of Windle",
        (
            "Casting a bell is a solemn business in Windle. First a mould is built from clay, sand and horse hair,"
            " shaped with a wooden template until the inside and outside are perfectly smooth. The mould is buried in a"
            " pit in front of the furnace. When the bronze is molten, glowing like the sun, it is poured in one steady"
            " stream while nobody speaks. The bell cools for days before it is dug out, cleaned and tuned by shaving"
            " thin curls of metal from its lip. Only then do the founders strike it for the first time and listen."
        ),
    ),
    (
        "Keeping warm in the old days",
        (
            "Before there was coal in every cellar, people had many clever ways of keeping warm. They heated bricks in"
            " the oven, wrapped them in flannel and put them in the bed. They hung heavy curtains across the doors and"
            " stuffed rags into cracks around the window frames. Families gathered in the one room with a fire and did"
            " their sewing, mending and homework by its light. Cattle were sometimes kept in a byre at one end of the"
            " house, and their warm breath helped to heat it. The smell, people say, was something you got used to."
        ),
    ),
    (
        "A guide to puddles",
        (
            "There are many kinds of puddle, and each deserves respect. The shallow, glassy puddle on a path is perfect"
            " for jumping and barely wets your socks. The brown puddle in a farm gateway is deeper than it looks and"
            " has swallowed many a boot. A puddle under a tree keeps dripping long after the rain has stopped. The wide"
            " puddle at the bottom of a hill will be splashed over you by the first passing cart. And the rarest of"
            " all, the frozen puddle, cracks beneath your heel with the most satisfying sound in the world."
        ),
    ),
    (
        "The cheese cellar at Kelby",
        (
            "Under the round stone church in Kelby there is a vaulted cellar where the village keeps its cheeses. It is"
            " cool and damp all year, and it smells strongly of salt, rind and mould. Hundreds of wheels rest on wooden"
            " shelves, each marked with the name of the farm that made it and the month it was pressed. Every week"
            " someone goes down with a lamp to turn them, so that they ripen evenly. Some are eaten young and mild;"
            " others are left for two years until they are hard, crumbly and sharp enough to make your eyes water."
        ),
    ),
    (
        "The apprentice's first week",
        (
            "On Monday I swept the floor and sorted nails into jars. On Tuesday I swept the floor and sharpened"
            " pencils. On Wednesday I was allowed to hold a plank steady while my master sawed it, and I was so proud"
            " that I told everyone at supper. On Thursday I swept the floor again. On Friday I made a small box, and"
            " the lid did not fit, and my master looked at it for a long time and said that it was a very good first"
            " box. I have put it on the shelf above my bed."
        ),
    ),
    (
        "When the circus came to Longfield",
        (
            "Nobody in Longfield had ever seen an elephant until the circus arrived one September. It came in a long"
            " procession of painted wagons, with a brass band playing and acrobats turning cartwheels along the road."
            " The big tent went up on the common in a single afternoon. There were jugglers, a tightrope walker, clowns"
            " with enormous shoes and a juggling seal. The elephant, whose name was Marigold, drank an entire trough of"
            " water and then sprayed the mayor. People talked about it for years."
        ),
    ),
]

DEFINITIONS += [
    ("orchestra", "noun", "a large group of musicians playing together", "The orchestra tuned up before the concert."),
    ("conductor", "noun", "the person who leads an orchestra or a choir", "The conductor raised her baton."),
    ("lullaby", "noun", "a gentle song sung to send a baby to sleep", "Grandmother sang a lullaby by the cradle."),
    ("cradle", "noun", "a small bed for a baby that can rock", "The baby slept in a wooden cradle."),
    ("harmony", "noun", "notes sung or played together that sound pleasant", "The twins sang in perfect harmony."),
    (
        "applause",
        "noun",
        "the clapping of hands to show that people enjoyed something",
        "The applause lasted for a whole minute.",
    ),
    ("rehearsal", "noun", "a practice before a performance", "The band had one last rehearsal on Friday."),
    (
        "magnet",
        "noun",
        "a piece of iron that pulls other iron things towards it",
        "He picked up the pins with a magnet.",
    ),
    (
        "thermometer",
        "noun",
        "an instrument that measures how hot or cold something is",
        "The thermometer showed ten degrees below freezing.",
    ),
    (
        "telescope",
        "noun",
        "a tube with lenses that makes far things look near",
        "Through the telescope we saw the rings of a planet.",
    ),
    ("planet", "noun", "a large round world that travels around a star", "The evening star is really a planet."),
    (
        "comet",
        "noun",
        "a ball of ice and dust with a glowing tail that crosses the sky",
        "A comet was seen above the hills last winter.",
    ),
    (
        "eclipse",
        "noun",
        "a time when the moon hides the sun, or the earth's shadow covers the moon",
        "The birds fell silent during the eclipse.",
    ),
    (
        "fossil",
        "noun",
        "the shape of an ancient plant or animal preserved in rock",
        "She found a fossil shell in the cliff.",
    ),
    ("crystal", "noun", "a clear stone with flat shining sides", "Frost made crystals on the window."),
    (
        "volcano",
        "noun",
        "a mountain that can throw out hot melted rock",
        "The traveller told us about a volcano far to the south.",
    ),
    ("skeleton", "noun", "all the bones of a body joined together", "The museum has the skeleton of a whale."),
    ("lever", "noun", "a bar that helps you lift something heavy", "They used a plank as a lever to move the stone."),
    (
        "pulley",
        "noun",
        "a wheel with a rope over it, used to lift loads",
        "Sacks were hauled up to the loft on a pulley.",
    ),
    ("axle", "noun", "the rod on which a wheel turns", "The cart's axle snapped on the stony road."),
    (
        "spoke",
        "noun",
        "one of the bars that join the middle of a wheel to its rim",
        "A bicycle wheel has many thin spokes.",
    ),
    ("saddlebag", "noun", "a bag hung beside a saddle", "The letters were carried in a saddlebag."),
    ("passenger", "noun", "a person travelling in a vehicle but not driving it", "The coach had six passengers."),
    (
        "timetable",
        "noun",
        "a list showing the times of coaches, ferries or lessons",
        "Check the timetable before you leave.",
    ),
    ("ticket", "noun", "a small card that shows you have paid", "The ferry pilot checked every ticket."),
    ("souvenir", "noun", "something kept to remember a place or a visit", "She bought a shell as a souvenir."),
    (
        "postcard",
        "noun",
        "a card with a picture on one side, sent without an envelope",
        "We sent a postcard from the seaside.",
    ),
    ("wilderness", "noun", "wild land where nobody lives", "Beyond the moor lies a great wilderness."),
    (
        "hermit",
        "noun",
        "a person who chooses to live alone, far from others",
        "An old hermit lived in a hut in the woods.",
    ),
    ("giant", "noun", "a huge person in stories", "The giant in the story was afraid of mice."),
    ("dragon", "noun", "a large winged creature in stories that breathes fire", "The children drew a green dragon."),
    ("wizard", "noun", "a man in stories who can do magic", "The wizard in the tale lived in a tower."),
    ("castle", "noun", "a strong old building with towers and thick walls", "The castle has a moat full of lilies."),
    ("moat", "noun", "a deep ditch of water around a castle", "Ducks swim in the moat."),
    ("tower", "noun", "a tall narrow building or part of a building", "The clock tower can be seen for miles."),
    (
        "statue",
        "noun",
        "a figure of a person or animal carved from stone or made of metal",
        "There is a statue of a shepherd in the square.",
    ),
    ("fountain", "noun", "a stream of water that shoots up into the air", "Pigeons drink from the fountain."),
    (
        "monument",
        "noun",
        "a building or stone made to remember an event or a person",
        "The monument stands at the top of the hill.",
    ),
    ("cobble", "noun", "a rounded stone used to pave a street", "The cart rattled over the cobbles."),
    ("alley", "noun", "a narrow path between buildings", "The cat slipped down the alley."),
    ("pavement", "noun", "the path at the side of a street", "Children chalked pictures on the pavement."),
    (
        "canopy",
        "noun",
        "a cover that spreads above something, like the leaves of a forest",
        "The canopy of the wood kept off the rain.",
    ),
    ("hollow", "noun", "a small valley or a hole in something", "A family of owls lived in the hollow of the tree."),
    ("ridge", "noun", "a long narrow top of a hill", "Windmills stand along the ridge."),
    ("slope", "noun", "ground that goes up or down", "Sheep grazed on the slope."),
    ("mist", "noun", "a thin cloud near the ground", "The mist lifted by midday."),
    ("frost", "noun", "white ice crystals that form on cold surfaces at night", "The frost made the grass crunch."),
    ("sleet", "noun", "rain mixed with snow", "The sleet stung our faces."),
    ("shelter", "noun", "a place that protects you from bad weather or danger", "We found shelter in a barn."),
    ("blanket", "noun", "a large warm cover for a bed", "She wrapped the baby in a woollen blanket."),
    ("cushion", "noun", "a soft bag filled with feathers or wool to sit or lean on", "The cat slept on the cushion."),
    ("candle", "noun", "a stick of wax with a wick that burns to give light", "They read by candle light."),
    ("wick", "noun", "the string in the middle of a candle that burns", "Trim the wick so the candle does not smoke."),
    (
        "bucket",
        "noun",
        "an open container with a handle for carrying water",
        "He carried a bucket of water to the horse.",
    ),
    ("ladder", "noun", "a frame of two long poles with steps between them", "The thatcher climbed the ladder."),
    ("basket", "noun", "a container woven from willow, reeds or straw", "She filled her basket with mushrooms."),
    ("jar", "noun", "a glass container with a wide mouth and a lid", "The jam went into clean jars."),
    ("flask", "noun", "a bottle that keeps drinks hot or cold", "He took a flask of tea on the walk."),
    ("kennel", "noun", "a small hut for a dog", "The sheepdog slept in its kennel."),
    ("stable", "noun", "a building where horses are kept", "The ponies were led back to the stable."),
    ("paddock", "noun", "a small field for horses", "The foal ran round the paddock."),
    ("orchard", "noun", "a piece of land where fruit trees grow", "The orchard was white with blossom."),
    ("vineyard", "noun", "a field where grapes are grown", "The traveller had worked in a vineyard in the south."),
    ("greenhouse", "noun", "a glass building where plants are kept warm", "Tomatoes ripen in the greenhouse."),
    (
        "scarecrow",
        "noun",
        "a figure dressed in old clothes to frighten birds away from crops",
        "The crows sat on the scarecrow's hat.",
    ),
    ("shepherd", "noun", "a person who looks after sheep", "The shepherd whistled to his dog."),
    (
        "pedlar",
        "noun",
        "a person who travels from place to place selling small things",
        "A pedlar came to the door with ribbons and needles.",
    ),
    (
        "merchant",
        "noun",
        "a person who buys and sells goods in large amounts",
        "The merchant's ship was full of cloth.",
    ),
    ("champion", "noun", "the winner of a contest", "She was the ploughing champion three years running."),
    ("rival", "noun", "someone you compete against", "The two bakers were friendly rivals."),
    ("stranger", "noun", "a person you do not know", "A stranger asked the way to the inn."),
    ("visitor", "noun", "a person who comes to see a place or a person", "The museum had many visitors in summer."),
    ("cheerfully", "adverb", "in a happy way", "He whistled cheerfully as he worked."),
    ("carefully", "adverb", "with great care", "She carried the eggs carefully."),
    ("suddenly", "adverb", "quickly and without warning", "Suddenly the lights went out."),
    ("gradually", "adverb", "slowly, little by little", "The snow gradually melted."),
    ("eventually", "adverb", "in the end, after a long time", "Eventually the ferry arrived."),
    ("seldom", "adverb", "not often", "It seldom snows on the coast."),
    ("grateful", "adjective", "feeling thankful", "We were grateful for the warm fire."),
    ("anxious", "adjective", "worried and uneasy", "The farmer was anxious about the weather."),
    ("curious", "adjective", "wanting to know or learn about something", "The curious kitten sniffed the parcel."),
    ("cosy", "adjective", "warm and comfortable", "The kitchen was cosy on winter evenings."),
    ("dainty", "adjective", "small and pretty", "The cups were dainty and painted with roses."),
    ("shabby", "adjective", "old and worn", "He wore a shabby coat with patched elbows."),
    ("spotless", "adjective", "perfectly clean", "The dairy was spotless."),
    ("famished", "adjective", "very hungry", "After the long walk we were famished."),
    ("scorching", "adjective", "very hot", "It was a scorching afternoon in August."),
    ("freezing", "adjective", "very cold", "The water in the lake was freezing."),
    ("deafening", "adjective", "so loud that you cannot hear anything else", "The thunder was deafening."),
    ("silent", "adjective", "making no sound", "The forest was silent under the snow."),
]

PASSAGES += [
    (
        "The potter's hands",
        (
            "Watch a potter at the wheel and you will see that the clay seems to rise by itself. A lump the size of a"
            " loaf is slapped onto the centre, wetted, and pressed down until it runs true, without the faintest"
            " wobble. Then the thumbs sink in, the walls are drawn upward between the fingertips, and a jug appears,"
            " thin and graceful, where a moment ago there was only mud. If anything goes wrong, the potter squashes the"
            " whole thing flat, laughs, and begins again. Clay, she says, forgives everything until it has been fired."
        ),
    ),
    (
        "Rainy day in the schoolroom",
        (
            "When it rains too hard for break, the children stay indoors and the schoolroom fills with a peculiar"
            " restless energy. Somebody starts a game of noughts and crosses on a slate. Somebody else builds a"
            " tottering tower of exercise books, which collapses with a satisfying thump. The youngest press their"
            " noses against the streaming windows and count the drips racing down the glass. The teacher pretends to"
            " mark homework but is really watching a pair of sparrows sheltering under the gutter, feathers fluffed up"
            " like tiny cushions."
        ),
    ),
    (
        "The miller's cat",
        (
            "Every mill has a cat, and the cat at Millbrook is famous. She is a tortoiseshell with one torn ear and a"
            " temper to match, and she has kept the granary free of rats for eleven years. She sleeps in the warmest"
            " place, which changes with the seasons: beside the chimney in winter, on the sunny windowsill in spring,"
            " in a flour sack in summer, leaving a perfect white cat-shaped hollow. Visitors who try to stroke her are"
            " given one long, withering stare. The miller says she is the real owner of the mill and he merely works"
            " there."
        ),
    ),
    (
        "Lost property at the inn",
        (
            "The innkeeper at the crossroads keeps a cupboard for things that travellers leave behind. Over the years"
            " it has collected a remarkable assortment: umbrellas by the dozen, odd gloves, a wooden leg, three sets of"
            " false teeth, a birdcage with no bird, a trumpet, a wedding veil, a jar of pickled walnuts and a stuffed"
            " owl wearing spectacles. Almost nobody ever comes back for anything. Once a year the innkeeper holds an"
            " auction in the yard, and the money buys new blankets for the guest rooms."
        ),
    ),
    (
        "Harvest supper",
        (
            "When the last sheaf was carried into the barn, the farmer rang the old bell, and everyone downed tools."
            " The long table in the barn was laid with pies, roast potatoes, pickled cabbage, crusty bread and jugs of"
            " cider and lemonade. The children had decorated the beams with corn dollies and garlands of poppies. After"
            " supper the tables were pushed back, a fiddler tuned up on a hay bale, and the dancing began. Even the"
            " oldest shepherd, who claimed his knees were ruined, was seen to do a jig."
        ),
    ),
    (
        "How bread rises",
        (
            "Yeast is alive. It is a tiny fungus, far too small to see one by one, and when it is warm and has"
            " something sugary to eat, it breathes out a gas. In bread dough, that gas is trapped in a stretchy web"
            " made by kneading the flour and water, and the dough swells like a balloon. In the heat of the oven the"
            " yeast dies, the bubbles set, and the loaf keeps its airy shape. That is why a cold kitchen makes heavy"
            " bread, and why bakers like to keep their dough somewhere snug and draughtless."
        ),
    ),
    (
        "The ferryman's dog",
        (
            "For eleven years a scruffy brown terrier rode every crossing of the ferry at Lakeby. He stood at the bow"
            " with his ears blown backwards, barking at swans, at ducks, at waves, at nothing in particular. Passengers"
            " brought him biscuits. Children begged to be allowed to hold his lead. When he grew old and stiff, the"
            " ferry pilot built him a little ramp so that he could still climb aboard. When he died, the whole village"
            " came to the jetty, and someone carved his name into the rail where he used to stand."
        ),
    ),
    (
        "On getting lost",
        (
            "Getting lost is not always a misfortune. Some of the best things I have ever found, I found by taking the"
            " wrong turning: a waterfall hidden in a ravine, a tea shop in a village that is not on any map, an old"
            " woman who taught me a song about a blackbird that I still sing. Of course, it is sensible to carry a map,"
            " a compass and a spare pair of socks. But now and then it is worth folding the map away, choosing a path"
            " at random, and seeing where it leads."
        ),
    ),
    (
        "The great snow",
        (
            "The snow began on a Tuesday evening and did not stop for three days. Drifts reached the upstairs windows."
            " Roads vanished, hedges became long white walls, and the only way to reach the shop was by a tunnel that"
            " the blacksmith and his sons dug along the street. Neighbours who had barely spoken for years found"
            " themselves sharing firewood, soup and candles. When the thaw came at last, the village was grey and"
            " dripping and quite ordinary again, but people went on greeting each other more warmly than before."
        ),
    ),
    (
        "A conversation overheard in a queue",
        (
            "Two old friends were waiting at the post office. One said that her hens had stopped laying because of the"
            " cold. The other said that his had stopped laying because of the fox. The first said it was a pity about"
            " the weather. The second said it was a pity about the fox. They agreed that things had been better in"
            " their young days, when winters were proper winters and foxes knew their place. Then they both bought a"
            " stamp, wished each other a merry evening and went home, cheerful, in the sleet."
        ),
    ),
]


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
    return pick(["outside " + c.town, "near " + the_landmark(c.town), "along the river " + TOWNS[c.town]["river"]])


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
            "a basket of " + TOWNS[c.town]["product"],
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


# =============================================================================
# 4. DOCUMENT BUILDERS
# =============================================================================
# Each builder returns one document as a list of lines (paragraphs).  They draw
# every fact from the world tables above, so facts never contradict each other.

def sentences(*parts):
    """Join sentences into a paragraph, dropping empty ones."""
    return " ".join(p for p in parts if p)


def the_landmark(t):
    lm = TOWNS[t]["landmark"]
    for art in ("a ", "an "):
        if lm.startswith(art):
            return "the " + lm[len(art):]
    return "the " + lm


def pet_pron(name):
    """Pets are he or she; the choice is fixed by the name."""
    return ("he", "him", "his") if sum(map(ord, name)) % 2 else ("she", "her", "her")


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
    season = dict((m[0], m[1]) for m in MONTHS)[month]
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
        pool = [x for x in towns_in(TOWNS[t]["region"]) if x != t]
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
        f"Not long ago, in the {TOWNS[t]['kind']} of {t}, there lived {a(c.job)} named {c.first}.",
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


# --- Stories -----------------------------------------------------------------

def story_lost_pet(c):
    if not c.pet:
        return None
    kind, pname = c.pet
    K = ANIMALS[kind]
    ph, pm, pp = pet_pron(pname)
    month, season = pick(MONTHS)[:2]
    t = c.town
    d = person(exclude=[c.first], town=t)
    food = pick(K.diet)
    lines = [
        sentences(
            opening(c),
            f"{c.He} had {a(kind)} called {pname}, who had {K.looks}.",
            pick([
                (
                    f"{pname} {K.behaviour.replace('its ', pp + ' ').replace('it ', ph + ' ')}, and {c.first} loved"
                    f" {pm} dearly."
                ),
                f"Like every {kind}, {pname} {K.behaviour.replace('its ', pp + ' ').replace('it ', ph + ' ')}.",
            ]),
        )
    ]
    line, _ = weather_line(season)
    lines.append(sentences(
        f"{when_phrase(month)}, {pname} was nowhere to be found.", line,
        pick([f"{c.first} looked under the bed, behind the shed and in every cupboard, but the {kind} was gone.",
              f"{c.He} called {pname}'s name up and down the street, but there was no answer.",
              f"The door had been left open in the night, and {pname} had slipped out."]),
        pick([f"{c.He} felt {pick(FEELINGS['bad'])} and could not think about work.",
              f"{c.He} did not even stop to {pick(['eat breakfast', 'put on a coat', 'lock the door'])}."])))
    places = sample(["the market square", f"the bank of the river {TOWNS[t]['river']}", the_landmark(t),
                     "the churchyard", "the school yard", f"the {job_place(d.job)}", "the old barn"], 3)
    lines.append(sentences(
        f"First {c.he} searched {places[0]}, then {places[1]}.",
        f"{c.He} asked everyone {c.he} met.",
        f'"Have you seen {a(kind)} with {K.looks}?" {c.he} asked {d.first} {d.surname}, the {d.job}.',
        pick([f'"I think I heard something near {places[2]}," {d.first} said.',
              f'"Not today," {d.he} said, "but try {places[2]}. Animals like it there."',
              f'"I saw {pm} running towards {places[2]} an hour ago," said {d.first}.'])))
    lines.append(
        sentences(
            f"{c.first} hurried to {places[2]}.",
            pick([
                f"There was {pname}, happily eating {food} as if nothing had happened.",
                f"There, curled up in a warm corner, {pname} was fast asleep.",
                f"{pname} was sitting there, looking very pleased with {pm + 'self' if pm == 'him' else 'herself'}.",
            ]),
            pick([
                f"{c.first} laughed with relief and carried {pm} home.",
                f"{c.first} was so {pick(FEELINGS['good'])} that {c.he} almost cried.",
                f'"You silly {kind}," said {c.first}, and picked {pm} up.',
            ]),
            pick([
                f"That evening {pname} had an extra helping of {food}.",
                f"From that day on, {c.first} always checked that the door was shut at night.",
                (
                    f"The next day {c.he} took a"
                    f" {pick(['jar of honey', 'loaf of bread', 'basket of apples', 'pot of jam'])} to {d.first} to say"
                    " thank you."
                ),
            ]),
        )
    )
    return lines


def story_storm(c):
    month, season = pick([m for m in MONTHS if m[1] in ("autumn", "winter", "summer")])[:2]
    t = c.town
    d = person(exclude=[c.first], town=t)
    snow = season == "winter"
    storm = "snowstorm" if snow else "storm"
    task = pick(JOBS[c.job].tasks)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            f"{storm_morning(month)},"
            f" the sky over {TOWNS[t]['region']} turned dark.",
            pick([
                f"By noon a great {storm} was blowing.",
                f"Soon the {storm} reached {t}.",
                f"The wind rose and the {storm} arrived before anyone was ready.",
            ]),
            (
                "Snow piled up against the doors and the lanes disappeared under white drifts."
                if snow
                else pick([
                    "Rain lashed the windows and the river began to rise.",
                    "Thunder shook the houses and lightning lit up the hills.",
                    "The wind tore slates from the roofs and bent the trees almost to the ground.",
                ])
            ),
            f"{c.first} could not {task} that day, so {c.he} stayed indoors by the"
            f" {pick(['fire', 'stove', 'window'])}.",
        )
    )
    trouble = pick(["The roof of my barn has blown off", "A tree has fallen across my gate",
                    f"My {pick(['goats', 'hens', 'sheep', 'ducks'])} have escaped into the lane",
                    "Water is coming in under my door", "My chimney has come down"])
    lines.append(sentences(
        f"In the afternoon there was a knock at the door. It was {d.first} {d.surname}, the {d.job}.",
        f'"Can you help me?" {d.he} asked. "{trouble}."',
        pick([f"{c.first} pulled on {pick(CLOTHES)} and went out at once.",
              f"Without a word, {c.first} took {c.his} lantern and followed {d.him} into the {storm}."]),
        pick(["Together they worked until it was dark.", "It was hard, cold work, but they did not give up.",
              "Other neighbours came to help, and soon the worst was over."])))
    lines.append(sentences(
        pick(["The next morning the sky was clear and blue.", "By morning the storm had passed.",
              "When the sun rose, everything was calm again."]),
        pick([f"{d.first} came round with {a(pick(['pie', 'cake', 'loaf', 'jar of honey']))} to say thank you.",
              f"{d.first} said that {d.he} would never forget {c.his} kindness.",
              "The whole street came out to clear away the branches and mud."]),
        pick([f'"That is what neighbours are for," said {c.first}.',
              f"{c.first} went back to work, tired but {pick(FEELINGS['good'])}.",
              f"As {c.his} grandmother used to say, {pick(SAYINGS)}."])))
    return lines


def story_market(c):
    t2 = other_town(c.town, same_region=chance(0.6))
    T2 = TOWNS[t2]
    d = person(exclude=[c.first], town=t2)
    m = miles(c.town, t2)
    buys = sample(FRUITS + VEGETABLES, 2) + [pick(CLOTHES)]
    how, speed = pick([("walked", 3), ("rode a bicycle", 8), ("drove a little cart", 5), ("took the early coach", 8),
                       ("went on foot", 3)])
    lines = [
        sentences(
            opening(c),
            f"Every {T2['market']} there is a market in {t2}, {num(m)} miles away, and {c.first} liked to go whenever"
            f" {c.he} could.",
        )
    ]
    lines.append(
        sentences(
            f"One {T2['market']} in {pick(MONTH_NAMES)}, {c.first} {how} to {t2}.",
            pick([
                f"The road followed the river {T2['river']} past fields and woods.",
                f"On the way {c.he} passed {a(pick(list(TREES)))} full of birds.",
                f"It took {c.him} {travel_time(m, speed)} to get there.",
            ]),
            pick([
                (
                    "The market was full of people, and the air smelled of"
                    f" {pick(['fresh bread', 'roasting chestnuts', 'apples', 'smoke and spices'])}."
                ),
                f"Stalls were set up all around {the_landmark(t2)}.",
                f"Traders were calling out their prices from every stall.",
            ]),
        )
    )
    lines.append(sentences(
        f"{c.first} bought some {buys[0]}, a bag of {buys[1]} and {buys[2]}.",
        f"Of course {c.he} also bought some of the {T2['product']} that {t2} is famous for.",
        f"At one stall {c.he} met {d.full}, {job_a(d.job)} from {t2}."))
    lines.append(
        sentences(
            f'"{pick(GREETINGS)}, {c.first}!" said {d.first}. "What brings you to {t2}?"',
            f'"The market, of course," {c.first} {pick(["replied", "laughed", "said"])}. "Your {T2["product"]} is the'
            f' best in {T2["region"]}."',
            f'"Will you have {pick(["a cup of tea", "some lunch", "a slice of cake"])} with me before you go home?"'
            f" {d.first} asked.",
            pick([
                f"They sat together by {the_landmark(t2)} and talked for an hour.",
                (
                    f"They talked about {pick(['the weather', 'the harvest', 'old friends', 'the coming festival'])}"
                    " until the stalls began to close."
                ),
            ]),
        )
    )
    lines.append(
        pick([
            (
                f"It was dark by the time {c.first} got back to {c.town}, but {c.his} basket was full and {c.he}"
                f" {c.was} {pick(FEELINGS['good'])}."
            ),
            f"On the way home it began to rain, but {c.first} did not mind at all.",
            (
                f"{c.first} arrived home at {clock(R.randint(5, 9), pick([0, 30, 15, 45]))} and put the {buys[0]} in"
                " the larder."
            ),
        ])
    )
    return lines


# Tools too big (or too alive) to carry to a repairer.
BIG_TOOLS = {
    "oven",
    "boat",
    "loom",
    "kiln",
    "furnace",
    "anvil",
    "cart",
    "bicycle",
    "blackboard",
    "press",
    "cheese press",
    "potter's wheel",
    "millstone",
    "lathe",
    "till",
    "sheepdog",
    "plough",
    "wheelbarrow",
    "globe",
    "ladder",
    "book cart",
    "easel",
    "canvas",
    "traveller wheel",
    "chopping block",
    "drying rack",
    "churn",
    "lamp",
    "lantern",
    "basin",
    "sack",
    "dust sheet",
    "paper bag",
    "clean towel",
    "bundle of reed",
    "honey jar",
}


def story_broken_tool(c):
    tools = [x for x in JOBS[c.job].tools if x not in BIG_TOOLS]
    if not tools:
        return None
    tool = pick(tools)
    fixer_job = pick(["blacksmith", "carpenter"])
    fixers = sorted((p for p in PEOPLE if p.job == fixer_job and p is not c), key=lambda p: miles(c.town, p.town))
    d = pick(fixers[:2])
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            pick([
                f"One morning, just as {c.he} {c.was} about to {pick(JOBS[c.job].tasks)}, {c.his} {tool} broke.",
                f"One busy {pick(WEEKDAYS)}, {c.his} old {tool} snapped in two.",
                f"One day {c.first} dropped {c.his} {tool} on the stone floor, and it cracked.",
            ]),
            pick([
                f'"Oh no," {c.he} said. "I cannot work without it."',
                f"{c.He} {c.was} {pick(FEELINGS['bad'])}, because {c.he} had a great deal of work to do.",
                (
                    f"It had belonged to {c.his}"
                    f" {pick(['grandmother', 'grandfather', 'aunt', 'uncle', 'old teacher'])}, and {c.he} did not want"
                    " a new one."
                ),
            ]),
        )
    )
    place = "forge" if fixer_job == "blacksmith" else "workshop"
    lines.append(
        sentences(
            f"{c.He} wrapped the {tool} in a cloth and took it to {d.full}, the {fixer_job} in {d.town}.",
            f"{d.first} turned it over in {d.his} hands.",
            f'"I can mend this," {d.he} said, "but it will take'
            f' {pick(["two days", "until Friday", "a week", "a day or two"])}."',
            f'"How much will it cost?" asked {c.first}.',
            f'"{cap(num(R.randint(3, 12)))} pennies," said {d.first}. "And a cup of tea, if you have one."',
        )
    )
    lines.append(
        sentences(
            f"When {c.first} came back to the {place}, the {tool} looked"
            f" {pick(['as good as new', 'better than ever', 'stronger than before'])}.",
            f"{d.first} had"
            f" {pick(['fitted a new handle', 'mended the crack', 'straightened it', 'made a new part for it'])}.",
            pick([
                f"{c.first} thanked {d.him} and went home to {pick(JOBS[c.job].tasks)}.",
                f"{c.first} paid gladly and promised to look after it more carefully.",
                f'"{cap(pick(SAYINGS))}," said {d.first} as {c.first} left.',
            ]),
        )
    )
    return lines


def story_festival(c):
    name, month, ft, what = pick(FESTIVALS)
    d = person(exclude=[c.first], town=ft)
    food = pick(EATABLE)
    inst = pick(INSTRUMENTS)
    lines = [sentences(opening(c),
                       f"Every {month}, {c.first} looked forward to {name} in {ft}.")]
    lines.append(sentences(
        f"{name[0].upper() + name[1:]} is held in {ft} in {month}, when {what}.",
        pick([f"People come from all over {TOWNS[ft]['region']} to see it.",
              "It is one of the oldest festivals in the land.",
              f"The children of {ft} talk about it for weeks before it comes."])))
    travel = "" if ft == c.town else pick([
        f"{c.first} set off early and reached {ft} after {miles_words(c.town, ft)} on the road.",
        f"This year {c.first} travelled to {ft} with {c.his} friend {c.friend}."])
    lines.append(sentences(
        travel,
        pick([f"The streets were crowded and a band was playing {inst[1]}.",
              f"Someone was playing {a(inst[0])}, and people were dancing in the square.",
              f"There was music everywhere: {inst[1]}, drums and singing."]),
        f"{c.first} ate {pick(['a plate of', 'a bowl of', 'some', 'a slice of'])} {food} and watched the crowds.",
        f"There {c.he} met {d.full}, the {d.job}, who lived in {ft}."))
    lines.append(sentences(
        f'"Is this your first time here?" {d.first} asked.',
        pick([f'"No, I come every year," said {c.first}. "I would not miss it."',
              f'"Yes," said {c.first}. "I have heard about it all my life, but I have never been before."']),
        f'"Then you must stay for the end," said {d.first}. "That is the best part."',
        pick(["At midnight the music stopped, and everyone cheered.",
              "When it grew dark, lanterns were lit and the dancing began again.",
              "Late in the evening the whole crowd sang together."]),
        pick([f"{c.first} went home tired and very {pick(FEELINGS['good'])}.",
              f"{c.first} decided to come back the next year and bring {c.his} whole family."])))
    return lines


def story_journey(c):
    river = TOWNS[c.town]["river"]
    same = [t for t in towns_on(river) if t != c.town]
    t2 = pick(same) if same and chance(0.6) else other_town(c.town)
    m = miles(c.town, t2)
    reason = pick([f"to visit {c.his} friend {c.friend}", f"to buy {TOWNS[t2]['product']}",
                   f"to see {the_landmark(t2)}", f"to sell {TOWNS[c.town]['product']} at the market",
                   f"to visit {c.his} {pick(['sister', 'brother', 'cousin', 'aunt', 'uncle', 'grandmother'])}"])
    wild = sample([k for k in ANIMAL_NAMES if ANIMALS[k].group in ("wild", "bird")], 2)
    tree = pick(list(TREES))
    by = pick(["on foot", "by cart", "on horseback", "by boat" if t2 in same else "by coach"])
    lines = [sentences(opening(c),
                       f"One {pick(['spring', 'summer', 'autumn'])} {c.first} decided to travel to {t2} {reason}.")]
    lines.append(
        sentences(
            f"It is {num(m)} miles from {c.town} to {t2}, and {c.he} went {by}.",
            f"{c.He} packed {pick(['bread and cheese', 'a flask of tea', 'some apples', 'a map and a raincoat'])} and"
            f" left at {clock(R.randint(5, 8))}.",
            (
                f"The way followed the river {river}, which is {RIVERS[river].nature}."
                if t2 in same
                else (
                    f"The road went from {TOWNS[c.town]['region']} to {TOWNS[t2]['region']}, which is a land of"
                    f" {REGIONS[TOWNS[t2]['region']]['land']}."
                    if TOWNS[t2]["region"] != TOWNS[c.town]["region"]
                    else f"The road wound through a land of {REGIONS[TOWNS[c.town]['region']]['land']}."
                )
            ),
        )
    )
    a1, a2 = ANIMALS[wild[0]], ANIMALS[wild[1]]
    lines.append(
        sentences(
            f"Along the way {c.he} saw {a(wild[0])}. {cap(a(wild[0]))} {a1.behaviour}, and this one was no different.",
            f"Later {c.he} heard {a(wild[1])} {ing(a2.sound)} somewhere"
            f" {pick(['in the hedge', 'among the trees', 'by the water', 'in the distance'])}.",
            f"At noon {c.he} rested in the shade of {a(tree)} and ate {c.his} lunch.",
            pick([
                "A cart passed by, and the driver waved.",
                "The sun came out from behind the clouds.",
                "A light rain began to fall, and then stopped again.",
                "Once, the path was so muddy that it nearly pulled off a boot.",
            ]),
        )
    )
    lines.append(
        sentences(
            f"{c.first} reached {t2}"
            f" {arrival_time()}.",
            f"The first thing {c.he} saw was {the_landmark(t2)}.",
            pick([
                f"{c.He} spent the night at the inn and slept very well.",
                (
                    f"{c.friend} was waiting at the gate with a warm supper."
                    if "friend" in reason
                    else (
                        f"{c.He} found a room at the inn and ate a bowl of"
                        f" {pick(['vegetable soup', 'fish stew', 'lentil stew', 'pea soup', 'beef and barley stew'])}."
                    )
                ),
                f"{c.He} {c.was} tired, but the journey had been worth it.",
            ]),
        )
    )
    return lines


def story_found_object(c):
    obj, detail = pick([("an old iron key", "a key with a ring shaped like a leaf"),
                        ("a faded map", "a map with a cross drawn near the river"),
                        ("a silver coin", "a coin with a ship on one side"),
                        ("a blue glass bottle", "a bottle with a rolled-up note inside"),
                        ("a small wooden box", "a box carved with tiny birds"),
                        ("a bundle of old letters", "a bundle tied with a faded ribbon"),
                        ("a brass button", "a button with an anchor on it"),
                        ("a tin soldier", "a soldier with a red coat and one arm missing")])
    where, said_where = pick([("while digging in the garden", "I was digging in the garden"),
                              ("under a loose floorboard", "It was under a loose floorboard"),
                              ("in the mud by the river", "It was lying in the mud by the river"),
                              ("at the back of an old cupboard", "It was at the back of an old cupboard"),
                              ("inside the wall of the shed", "It was inside the wall of the shed"),
                              ("in the attic", "It was in a dusty corner of the attic")])
    d = person(exclude=[c.first], town=c.town)
    years = R.randint(30, 120)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"One {pick(WEEKDAYS)}, {where}, {c.first} found {obj}.",
        f"It was {detail}.",
        pick([f"{c.He} wondered who it had belonged to.", f"{c.He} had never seen anything like it.",
              f"{c.He} cleaned it carefully and put it on the kitchen table."])))
    lines.append(sentences(
        f"{c.He} showed it to {d.first} {d.surname}, who had lived in {c.town} all {d.his} life.",
        f'"Where did you find that?" {d.first} asked.',
        f'"{said_where}," said {c.first}.',
        f'{d.first} looked at it for a long time. "I think I know whose it was," {d.he} said at last.'))
    lines.append(
        sentences(
            f"{d.first} explained that, about {years} years ago, {a(pick(JOB_NAMES))} called {pick(SURNAMES)} had lived"
            " in the house.",
            pick([
                "The story was that this person had lost something precious and had never found it again.",
                "People said that they had hidden their savings somewhere in the town.",
                "They had gone away to sea one day and had never come back.",
            ]),
            pick([
                (
                    f"{c.first} took the {obj.split(' ', 1)[1]} to the little museum in"
                    f" {pick(['Dunmore', 'Kingsmere', 'Granton', 'Saltmouth'])}."
                ),
                f"{c.first} decided to keep it on the shelf above the fireplace.",
                f"{c.first} wrote the whole story down in {c.his} notebook.",
            ]),
            pick([
                f"Now, whenever visitors come, {c.he} {c.v('tell')} them the story.",
                f"Nobody ever found out the whole truth, but {c.first} liked to imagine it.",
                "It was the most interesting thing that had happened in years.",
            ]),
        )
    )
    return lines


def story_cooking(c):
    d = BY_NAME[c.friend]
    dish = pick(EATABLE)
    ings, steps, meal = FOODS[dish][:3]
    taste = FOODS[dish][3]
    used = steps[:R.randint(3, len(steps))]
    lines = [sentences(opening(c),
                       f"One {pick(WEEKDAYS)} {c.his} friend {d.full}, {job_a(d.job)} from {d.town}, came to visit.")]
    lines.append(sentences(
        f"{c.first} decided to make {dish}, because {c.he} knew that {d.first} loved it.",
        f"{c.He} needed {join(ings)}.",
        pick([f"Luckily there was everything in the larder except the {ings[0]}, so {c.he} ran to the shop.",
              f"{c.He} had bought everything at the market the day before.",
              f"{c.He} borrowed the {ings[-1]} from a neighbour."])))
    narr = [f"First {c.he} {past_step(used[0])}."]
    for i, st in enumerate(used[1:]):
        narr.append(f"{['Then', 'Next', 'After that', 'Then', 'Finally'][min(i, 4)]} {c.he} {past_step(st)}.")
    lines.append(sentences(*narr))
    lines.append(
        sentences(
            pick([
                f"Soon the whole house smelled wonderful.",
                "The kitchen grew warm and steamy.",
                f"{d.first} sat at the table and watched.",
            ]),
            f'"This is {pick(["delicious", "wonderful", "perfect", "just like my mother used to make"])}," said'
            f" {d.first} when {d.he} tasted it.",
            f'"It is {taste[0]} and {taste[1]}," {d.he} added. "How did you learn to make it?"',
            pick([
                f'"From my {pick(["grandmother", "father", "mother", "uncle", "neighbour"])}," said {c.first}.',
                f'"It is a recipe from {FOODS[dish][4]}," said {c.first}.',
            ]),
            pick([
                "They talked until late in the evening.",
                f"{d.first} asked for the recipe before going home.",
                "There was nothing left at the end except a few crumbs.",
            ]),
        )
    )
    return lines


def story_apprentice(c):
    child = pick(CHILD_NAMES)
    age = R.randint(10, 15)
    cgender = "she" if CHILDREN[child] == "f" else "he"
    chis = "her" if cgender == "she" else "his"
    chim = "her" if cgender == "she" else "him"
    rel = pick(["niece" if cgender == "she" else "nephew", "neighbour's child", "grandchild",
                "youngest cousin"])
    J = JOBS[c.job]
    tasks = sample(J.tasks, 3)
    tools = sample(J.tools, 2)
    lines = [
        sentences(
            opening(c),
            f"When {c.his} {rel}, {child}, turned {num(age)}, {child} asked to learn the work of {a(c.job)}.",
        )
    ]
    lines.append(sentences(
        f'"It is not easy," said {c.first}. "But {J.why}, so we must do it well."',
        f"The next morning {child} arrived at the {J.place} at {clock(J.start)}.",
        f"{c.first} showed {chim} the {tools[0]} and the {tools[1]} and explained what each one was for.",
        f"On the first day {child} learned to {tasks[0]}."))
    lines.append(
        sentences(
            pick([
                f"At first {cgender} made many mistakes.",
                f"It was harder than {cgender} had expected.",
                f"By lunchtime {chis} arms ached.",
            ]),
            pick([
                f"Once {cgender} dropped the {tools[0]}, and once {cgender} forgot to {tasks[1]}.",
                (
                    f"{cap(cgender)} was too quick when {cgender} should have been slow, and too slow when {cgender}"
                    " should have been quick."
                ),
            ]),
            f'"Everyone makes mistakes at the beginning," said {c.first}. "{cap(pick(SAYINGS))}."',
        )
    )
    lines.append(
        sentences(
            f"Week by week, {child} grew more {pick(['skilful', 'confident', 'careful', 'patient'])}.",
            f"By {pick(MONTH_NAMES)} {cgender} could {tasks[1]} and {tasks[2]} without any help.",
            pick([
                f"{c.first} was very proud of {chim}.",
                f"One day a customer asked for {child} instead of {c.first}, and {c.first} only laughed.",
                f"Perhaps one day {child} will be the best {c.job} in {c.town}.",
            ]),
        )
    )
    return lines


def story_animal(c):
    kind = pick([k for k in ANIMAL_NAMES if ANIMALS[k].group in ("wild", "bird", "sea")])
    K = ANIMALS[kind]
    month, season = pick(MONTHS)[:2]
    line, _ = weather_line(season)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            f"{when_phrase(month)}, {c.first} went for a walk"
            f" {somewhere_near(c)}.",
            line,
            f"{c.He} {c.was} crossing"
            f" {pick(['a meadow', 'a little wood', 'a field', 'an old bridge', 'a marshy patch of ground'])} when"
            f" {c.he} stopped, because something was moving.",
        )
    )
    lines.append(
        sentences(
            f"It was {a(kind)}.",
            f"{c.first} stood very still and watched.",
            f"The {kind} had {K.looks}.",
            pick([
                f"It was looking for {pick(K.diet)}.",
                f"It seemed to be hunting for {pick(K.diet)}.",
                (
                    f"In its mouth it held some {pick(K.diet)}."
                    if kind not in ("bee", "butterfly")
                    else "It moved from flower to flower."
                ),
            ]),
            f"{c.first} knew that {a(kind)} {K.behaviour}, but {c.he} had never seen it so close.",
        )
    )
    lines.append(
        sentences(
            pick([
                f"Suddenly a dog barked in the distance, and the {kind} was gone.",
                (
                    f"After a few minutes the {kind} turned and disappeared into the"
                    f" {pick(['grass', 'trees', 'shadows', 'reeds'])}."
                ),
                f"The {kind} looked straight at {c.first} for a moment, and then went calmly on its way.",
            ]),
            pick([
                f"When {c.he} got home, {c.first} wrote about it in {c.his} notebook.",
                f"That evening {c.he} told {c.friend} all about it in a letter.",
                f"{c.first} walked home smiling.",
            ]),
            pick([
                f"{c.He} {c.was} {pick(FEELINGS['good'])} for the rest of the day.",
                f"{c.He} decided to come back the next {pick(WEEKDAYS)} at the same time.",
            ]),
        )
    )
    return lines


def story_lost_in_fog(c):
    t2 = other_town(c.town, same_region=True)
    d = person(exclude=[c.first], town=c.town)
    snow = chance(0.35)
    what = "snow" if snow else "fog"
    month = pick(["January", "February", "December"]) if snow else pick(["October", "November", "March"])
    sound_animal = pick(["owl", "sheep", "dog", "cow", "goose"])
    snd = ANIMALS[sound_animal].sound
    lines = [
        sentences(
            opening(c),
            f"One day in {month}, {c.first} walked to {t2} to"
            f" {pick(['visit a friend', 'buy some ' + TOWNS[t2]['product'], 'deliver a parcel', 'see the doctor'])}.",
        )
    ]
    lines.append(sentences(
        f"On the way home the {what} came down.",
        ("Thick flakes fell so fast that the path vanished under them." if snow else
         "Soon the fog was so thick that " + c.he + " could hardly see " + c.his + " own hands."),
        f"{c.first} walked on, but nothing looked familiar. {c.He} had lost the path.",
        f"{c.He} felt {pick(['cold', 'frightened', 'foolish', 'very tired'])}."))
    lines.append(sentences(
        f"Then {c.he} heard {a(sound_animal)} {ing(snd)} somewhere to the left.",
        pick([f'"That must be {d.first}\'s farm," {c.he} said to {c.self}.',
              f'"I know that sound," {c.he} thought.']),
        f"{c.He} followed the sound, step by careful step, until {c.he} saw a light.",
        f"It was a lantern hanging by the door of {d.full}, the {d.job}."))
    lines.append(
        sentences(
            f'"Come in and get warm!" said {d.first}. "Nobody should be out on a night like this."',
            f"{d.first} gave {c.him} a bowl of {pick(['vegetable soup', 'pea soup', 'lentil stew', 'porridge'])} and a"
            " seat by the fire.",
            pick([
                f"In the morning the {what} had gone, and {c.first} walked home across the fields.",
                f"When the {what} lifted, {c.first} saw that {c.he} had been only a field away from {c.his} own house.",
            ]),
            pick([
                f"After that {c.he} never went out in winter without a lantern.",
                f'"{cap(pick(SAYINGS))}," said {d.first}, and {c.first} agreed.',
            ]),
        )
    )
    return lines


def story_contest(c):
    kind = pick(["vegetable", "flower", "baking", "jam"])
    if kind == "vegetable":
        entry = pick(VEGETABLES)
        desc = f"the biggest {entry} in the village" if entry not in ("peas", "beans") else f"the best {entry}"
    elif kind == "flower":
        f = pick(FLOWERS)
        entry, desc = f[1], f"the finest {f[1]}"
    elif kind == "baking":
        entry = pick(
            ["apple pie", "honey cake", "barley bread", "cheese scones", "pear and ginger cake", "oat biscuits"]
        )
        desc = f"the best {entry}"
    else:
        entry = pick(["cherry jam", "plum jam", "blackberry jam", "gooseberry jam", "rhubarb jam"])
        desc = f"the best {entry}"
    rival = person(exclude=[c.first], town=c.town)
    judge = person(exclude=[c.first, rival.first])
    place = pick(["first", "second", "third", "first"])
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"Every {pick(['summer', 'autumn'])} there is a show in {c.town}, with a prize for {desc}.",
        f"This year {c.first} had decided to win it.",
        (f"For months {c.he} had watered, fed and watched over {c.his} {entry}." if kind in ("vegetable", "flower")
         else f"For weeks {c.he} had practised making {entry} until the whole house smelled of it."),
        f"{c.His} neighbour {rival.first} {rival.surname} had the same idea."))
    lines.append(
        sentences(
            f"On the day of the show the hall was full.",
            f"The judge was {judge.full}, {job_a(judge.job)} from {judge.town}.",
            f"{judge.first} looked at every entry,"
            f" {judging()},"
            " and said nothing for a long time.",
            pick([
                f"{c.first} could hardly breathe.",
                f"{rival.first} smiled nervously at {c.first}.",
                "Everyone waited in silence.",
            ]),
        )
    )
    other = {"first": "second", "second": "first", "third": "first"}[place]
    lines.append(
        sentences(
            f"At last the judge announced the winners. {c.first} had come {place}, and {rival.first} had come {other}.",
            pick([
                f'{c.first} shook {rival.first}\'s hand and said, "Next year I will beat you."',
                (
                    f"{c.first} was"
                    f" {pick(FEELINGS['good'] if place == 'first' else ['surprised', 'disappointed', 'content'])}, but"
                    f" mostly {c.he} {c.was} glad the show was over."
                ),
                f"That evening the two neighbours shared a pot of tea and laughed about the whole thing.",
            ]),
            pick([
                (
                    "The prize was"
                    f" {show_prize(c)}."
                ),
                f"The ribbon still hangs in {c.his} kitchen today.",
            ]),
        )
    )
    return lines


FABLE_PROBLEMS = [
    ("winter came early, and snow covered the ground", "found food and a warm place to rest"),
    ("a great storm flooded the meadow", "found a way to dry land"),
    ("a fox came creeping through the grass", "escaped just in time"),
    ("the summer was so dry that the stream disappeared", "found water in the end"),
    ("a hungry owl began to hunt by moonlight", "hid safely until dawn"),
]


def story_fable():
    x, y = sample([k for k in ANIMAL_NAMES if ANIMALS[k].group not in ("fish", "pet")], 2)
    X, Y = ANIMALS[x], ANIMALS[y]
    adj = pick(["proud", "boastful", "vain", "foolish", "impatient", "greedy"])
    problem, rescue = pick(FABLE_PROBLEMS)
    saying = pick(SAYINGS)
    lines = [f"The {cap(adj)} {cap(x)} and the {cap(y)}",
             sentences(f"Once upon a time there was {a(adj)} {x} who lived in {X.habitat}.",
                       f"The {x} had {X.looks}, and it thought it was the finest animal in the land.",
                       f"Every day it said to the other animals, \"Look at me! I {third_to_first(X.behaviour)}.\"")]
    lines.append(sentences(
        f"One day the {x} met {a(y)}.",
        f'"What can you do?" asked the {x}. "You only have {Y.looks}."',
        f'The {y} answered quietly, "I {third_to_first(Y.behaviour)}. That is enough for me."',
        f"The {x} laughed and walked away."))
    lines.append(sentences(
        f"Not long after, {problem}.",
        f"The {x} did not know what to do.",
        f"But the {y}, who {Y.behaviour}, {rescue}, and it showed the {x} the way.",
        f"After that the {x} was never {adj} again."))
    lines.append(f"The moral of the story is this: {saying}.")
    return lines


def third_to_first(phrase):
    """'hunts at dusk and is very cunning' -> 'hunt at dusk and am very cunning'."""
    out = []
    words = phrase.split(" ")
    starts = True
    for w in words:
        if starts:
            base = next((b for b, f in IRREGULAR.items() if f[0] == w), None)
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


def dialogue_meeting(c, d=None):
    """Two people meet in the street and chat."""
    d = d or person(exclude=[c.first])
    t = c.town
    month, season = pick(MONTHS)[:2]
    line, kind = weather_line(season)
    where = pick([f"on the bridge in {t}", f"outside the bakery in {t}", f"by {the_landmark(t)}",
                  f"at the market in {t}", f"on the road into {t}"])
    lines = [sentences(f"{when_phrase(month)}, {c.full} met {d.full} {where}.", line)]
    lines.append(
        f'"{pick(GREETINGS)}, {d.first}!" {c.first} {pick(["called", "said", "said warmly"])}. "I have not seen you for'
        f' {pick(["weeks", "months", "ages", "a long time", "a whole year"])}. What brings you to {t}?"'
    )
    reason = pick([
        f"I came to buy some {TOWNS[t]['product']}",
        f"I am visiting my {pick(['sister', 'cousin', 'old teacher', 'uncle'])}",
        f"I had some work to do here",
        f"I needed a new {pick(JOBS[d.job].tools)}",
    ])
    lines.append(f'"{reason}," {d.first} {said()}. "And how are you? Are you still working as {job_a(c.job)}?"')
    lines.append(pick([
        f'"Yes, of course," said {c.first}. "I {pick(JOBS[c.job].tasks)} every day. It is hard work, but I love it."',
        f'"I am," said {c.first}. "Though these days I spend more time {c.hobby} than working!"',
        f'"Still," {c.first} laughed. "Somebody has to. {cap(JOBS[c.job].why)}."']))
    if c.pet:
        kind, pname = c.pet
        lines.append(f'"And how is {pname}, your {kind}?" asked {d.first}.')
        lines.append(
            f'"{pname} is very well," said {c.first}. "{cap(pet_pron(pname)[0])} ate half a'
            f' {pick(["loaf", "cake", "pie", "cabbage"])} last week, but {pet_pron(pname)[0]} is very well."'
        )
    lines.append(pick([
        f'"What do you think of this weather?" asked {d.first}.',
        f'"Is it always like this in {month}?" {d.first} asked.']))
    lines.append(pick([
        f'"In {month} you never know," said {c.first}. "Yesterday we had {pick(MONTHS[MONTH_NAMES.index(month)][2])}."',
        f'"Oh, this is nothing," said {c.first}. "Wait until {MONTH_NAMES[(MONTH_NAMES.index(month) + 1) % 12]}."',
        f'"My {pick(["knees", "bones", "old aunt"])} said it would be like this," said {c.first}.']))
    lines.append(
        pick([
            f'"Will you come to {pick(FESTIVALS)[0]} this year?" asked {c.first}. "{d.first}, you must!"',
            (
                f'"Come and have {pick(["a cup of tea", "some soup", "a slice of honey cake"])} with me," said'
                f' {c.first}. "My house is just round the corner."'
            ),
            (
                f'"I must go," said {d.first}. "The {"coach" if d.town != t else "shop"} will not wait. Give my love to'
                ' everyone."'
            ),
        ])
    )
    lines.append(pick([f'"Goodbye, {d.first}!" said {c.first}, and they went their separate ways.',
                       f'"I would like that very much," said {d.first}, and they walked off together.',
                       f'They shook hands and promised to write to each other soon.']))
    return lines


def dialogue_shop(c):
    """A customer buys things from a shopkeeper or stallholder."""
    seller = person(exclude=[c.first], job=pick(["shopkeeper", "baker", "farmer", "cheesemaker", "herbalist",
                                                  "potter", "basket maker", "candle maker"]))
    goods = {"shopkeeper": ["candles", "soap", "string", "matches", "sugar", "tea", "buttons", "needles"],
             "baker": ["loaves", "rolls", "buns", "scones", "a cake", "biscuits"],
             "farmer": VEGETABLES[:12] + FRUITS[:6], "cheesemaker": ["cheese", "butter", "cream", "milk"],
             "herbalist": HERBS[:10] + ["thyme syrup", "ginger tea"],
             "potter": ["jugs", "bowls", "plates", "mugs", "a teapot"],
             "basket maker": ["baskets", "a basket with a lid", "a log basket", "a picnic basket"],
             "candle maker": ["candles", "beeswax candles", "a lantern candle", "coloured candles"]}[seller.job]
    want = sample(goods, 3)
    prices = [R.randint(2, 15) for _ in want]
    lines = [sentences(f"{c.full} went into {seller.full}'s {JOBS[seller.job].place} in {seller.town}.",
                       pick(["A little bell rang above the door.", "It was warm inside and smelled pleasant.",
                             "There was a queue, so " + c.he + " waited.", ""]))]
    lines.append(f'"{pick(GREETINGS)}," said {seller.first}. "What can I get for you today?"')
    lines.append(
        f'"I would like some {want[0]}, please," said {c.first}. "How much are they?"'
        if want[0].endswith("s")
        else (
            f'"I would like {want[0] if want[0].startswith("a ") else "some " + want[0]}, please," said {c.first}. "How'
            ' much is it?"'
        )
    )
    lines.append(
        f'"{cap(num(prices[0]))} pennies," {seller.first} {said()}.'
        f' "{sales_talk(seller)}"'
    )
    lines.append(
        f'"And have you got any {want[1] if not want[1].startswith("a ") else want[1][2:] + "s"}?" asked {c.first}.'
    )
    if chance(0.3):
        lines.append(
            f'"I am afraid not," said {seller.first}. "We sold the last ones on {pick(WEEKDAYS)}. Come back next week."'
        )
        total = prices[0]
    else:
        lines.append(f'"Yes, here you are. That is {num(prices[1])} more."')
        total = prices[0] + prices[1]
    lines.append(f'"Then that is all," said {c.first}. "How much is that altogether?"')
    lines.append(f'"{cap(num(total))} pennies, please," said {seller.first}.')
    lines.append(sentences(
        f"{c.first} counted out the coins and put the shopping in {c.his} basket.",
        f'"Thank you," {c.he} said. "{pick(["See you next week.", "Have a good day.", "Say hello to your family."])}"',
        f'"{pick(["Mind how you go", "Thank you, and come again", "Goodbye, " + c.first])}," said {seller.first}.'))
    return lines


def dialogue_directions(c):
    """A traveller asks a local the way to another town."""
    local = person(exclude=[c.first])
    while local.town == c.town:
        local = person(exclude=[c.first])
    t = local.town
    t2 = other_town(t, same_region=chance(0.7))
    if t2 == c.town:
        t2 = pick([x for x in TOWN_NAMES if x not in (t, c.town)])
    T, T2 = TOWNS[t], TOWNS[t2]
    m = miles(t, t2)
    lines = [sentences(f"A traveller stopped {local.full} in the main street of {t}.",
                       f"The traveller's name was {c.first}, and {c.he} had come all the way from {c.town}.")]
    lines.append(f'"Excuse me," said {c.first}. "Can you tell me the way to {t2}?"')
    if T["river"] == T2["river"]:
        route = f"Follow the river {T['river']}. Both towns are on it, so you cannot go wrong."
    elif T["region"] == T2["region"]:
        route = f"Take the road past {the_landmark(t)} and keep going through {T['region'].replace('the ', 'the ', 1)}."
    else:
        route = (
            f"Cross the river {T['river']} and take the road to {T2['region']}. The weather there is"
            f" {REGIONS[T2['region']]['weather']}, so take a coat."
        )
    lines.append(f'"To {t2}?" said {local.first}. "That is {num(m)} miles from here. {route}"')
    lines.append(f'"How long will it take me on foot?" asked {c.first}.')
    lines.append(
        f'"{cap(travel_time(m, 3))}, if you walk steadily," said {local.first}. "Less if somebody gives you a ride on a'
        ' cart."'
    )
    lines.append(f'"And how will I know when I get there?" {c.first} {pick(ASK_VERBS)}.')
    lines.append(
        f'"You will see {the_landmark(t2)}," said {local.first}. "Everybody knows {t2} for that, and for its'
        f' {T2["product"]}."'
    )
    lines.append(
        pick([
            f'"Thank you very much," said {c.first}. "You have been very kind."',
            (
                f'"Thank you," said {c.first}. "Is there an inn on the way?" "There is one at the crossroads," said'
                f' {local.first}. "The soup is good and the beds are clean."'
            ),
        ])
    )
    lines.append(pick([f"{c.first} waved goodbye and set off along the road.",
                       f"{local.first} watched {c.him} go and then went back to work.",
                       f"{c.first} reached {t2} before dark, just as {local.first} had said."]))
    return lines


def dialogue_lesson():
    """A teacher asks the class questions about the world; children answer."""
    teacher = person(job="teacher")
    kids = sample(CHILD_NAMES, 4)
    topic = pick(["animals", "towns", "rivers", "jobs"])
    lines = [sentences(f"It was {pick(WEEKDAYS)} morning at the school in {teacher.town}.",
                       f"{teacher.full} stood by the blackboard.",
                       f'"Today we are going to talk about {topic}," {teacher.he} said.')]
    for i in range(R.randint(3, 4)):
        kid = kids[i]
        if topic == "animals":
            k = pick(ANIMAL_NAMES)
            K = ANIMALS[k]
            q, ans = pick([
                (f"What does {a(k)} eat?", f"{cap(a(k))} eats {join(K.diet[:3])}."),
                (f"Where does {a(k)} live?", f"{cap(a(k))} lives in {K.habitat}."),
                (f"What are young {K.plural} called?", f"Young {K.plural} are called {K.young}."),
                (f"What sound does {a(k)} make?", f"{cap(a(k))} likes to {K.sound}."),
                (f"What does {a(k)} look like?", f"It has {K.looks}."),
            ])
        elif topic == "towns":
            t = pick(TOWN_NAMES)
            T = TOWNS[t]
            q, ans = pick([
                (f"Which river flows through {t}?", f"The river {T['river']} flows through {t}."),
                (f"What is {t} famous for?", f"{t} is famous for its {T['product']}."),
                (f"In which region is {t}?", f"{t} is in {T['region']}."),
                (f"On which day is the market in {t}?", f"The market in {t} is on {T['market']}."),
                (f"What can you see in {t}?", f"In {t} you can see {T['landmark']}."),
            ])
        elif topic == "rivers":
            r = pick(RIVER_NAMES)
            Rv = RIVERS[r]
            q, ans = pick([
                (f"Where does the river {r} begin?", f"The river {r} begins at {Rv.source}."),
                (f"Where does the river {r} end?", f"The river {r} flows into {Rv.mouth}."),
                (
                    f"Which towns are on the river {r}?",
                    f"{join(towns_on(r))} {'are' if len(towns_on(r)) > 1 else 'is'} on the river {r}.",
                ),
                (f"What fish live in the river {r}?", f"You can catch {Rv.fish} in the river {r}."),
                (f"What is the river {r} like?", f"The river {r} is {Rv.nature}."),
            ])
        else:
            j = pick(JOB_NAMES)
            J = JOBS[j]
            q, ans = pick([
                (f"What does {a(j)} do?", f"{cap(a(j))} {third(J.tasks[0])} and {third(J.tasks[1])}."),
                (f"Where does {a(j)} work?", f"{cap(a(j))} works {work_place(j)}."),
                (f"What tools does {a(j)} use?", f"{cap(a(j))} uses {join([a(x) for x in J.tools[:3]])}."),
                (f"Why do we need {J.plural}?", f"We need {J.plural} because {J.why}."),
            ])
        lines.append(f'"{q}" asked {teacher.first}.')
        if chance(0.2):
            lines.append(
                f'"I know!" said {kid}.'
                f' "{pick(["Oh, I knew it a minute ago.", "Wait, I have forgotten.", "Is it a trick question?"])}"'
            )
            lines.append(f'"Not quite," said {teacher.first}. "Who else can tell me?"')
            kid = kids[(i + 1) % 4]
        lines.append(f'{kid} put up {"her" if CHILDREN[kid] == "f" else "his"} hand. "{ans}"')
        lines.append(
            pick([
                f'"Very good, {kid}," said {teacher.first}.',
                '"Quite right."',
                f'"Well done," said {teacher.first}.',
                f'"Excellent," said {teacher.first}, and wrote it on the board.',
            ])
        )
    lines.append(pick([f"Then the bell rang, and the children ran out to play {pick(GAMES)}.",
                       f'"For homework," said {teacher.first}, "write five sentences about {topic}."']))
    return lines


def dialogue_doctor():
    doc = person(job=pick(["doctor", "nurse", "herbalist"]))
    pat = person(exclude=[doc.first], town=doc.town)
    ail, advice = pick(AILMENTS)
    days = R.randint(2, 7)
    place = JOBS[doc.job].place
    lines = [sentences(f"{pat.full} sat in the waiting room of the {place} in {doc.town}.",
                       f"At last {doc.full} called {pat.him} in.")]
    lines.append(
        f'"Good {pick(["morning", "afternoon"])}, {pat.first}," said {doc.first}. "What seems to be the trouble?"'
    )
    lines.append(
        f'"I have {ail}," said {pat.first}. "It started'
        f' {pick(["yesterday", "two days ago", "on " + pick(WEEKDAYS), "last week"])}."'
    )
    lines.append(f'"Let me see," said {doc.first}. {doc.He} looked carefully and asked a few more questions.')
    lines.append(f'"How did it happen?" {doc.he} {pick(ASK_VERBS)}.')
    lines.append(
        f'"I was {ing(pick(JOBS[pat.job].tasks))}," said {pat.first}, "and I did not notice until the evening."'
    )
    lines.append(
        f'"It is nothing serious," said {doc.first}. "You must {advice}. You should feel better in {num(days)} days."'
    )
    lines.append(f'"May I still work?" asked {pat.first}. "I am {job_a(pat.job)}, you know, and {JOBS[pat.job].why}."')
    lines.append(pick([f'"Only a little," said {doc.first}. "Rest first. The work will wait."',
                       f'"Not this week," said {doc.first} firmly.']))
    lines.append(f'"Thank you," said {pat.first}, and went home to rest.')
    return lines


def dialogue_interview(c):
    """A child or a newcomer asks someone about their job."""
    J = JOBS[c.job]
    asker = pick(CHILD_NAMES)
    lines = [sentences(f"{asker} was writing about the people of {c.town} for school.",
                       f"One {pick(WEEKDAYS)} {asker} visited {c.full} at the {J.place}.")]
    lines.append(f'"What do you do all day?" asked {asker}.')
    lines.append(
        f'"Well," said {c.first}, "I start work at {clock(J.start)}. First I {J.tasks[0]}. Then I {J.tasks[1]}, and'
        f' later I {J.tasks[2]}."'
    )
    lines.append(f'"What tools do you use?" {asker} {pick(ASK_VERBS)}.')
    lines.append(
        f'"My {J.tools[0]}, my {J.tools[1]} and my {J.tools[2]}," said {c.first}. "I could not work without them."'
    )
    lines.append(f'"Why is your work important?" asked {asker}.')
    lines.append(f'"Because {J.why}," said {c.first}.')
    lines.append(f'"And what do you like best about it?"')
    lines.append(pick([f'"I like it when I can {J.tasks[3]}," said {c.first}. "That is the best part."',
                       f'"The people," said {c.first}. "Everyone in {c.town} comes to see me sooner or later."',
                       f'"The quiet of the early morning," said {c.first}.']))
    lines.append(f'"How long have you been {a(c.job)}?"')
    lines.append(
        f'"For {num(R.randint(3, max(4, c.age - 16)))} years," {c.first} {said()}. "And I hope to do it for many more."'
    )
    lines.append(f"{asker} wrote everything down carefully and thanked {c.him}.")
    return lines


def dialogue_recipe(c):
    d = person(exclude=[c.first])
    dish = c.food
    ings, steps = FOODS[dish][:2]
    lines = [
        f'"This {dish} is {pick(["wonderful", "delicious", "the best I have ever eaten"])}," said {d.first}. "How do'
        f' you make it, {c.first}?"'
    ]
    lines.append(f'"It is easy," said {c.first}. "You need {join(ings)}."')
    lines.append(f'"Is that all?" {d.first} {pick(ASK_VERBS)}.')
    lines.append(f'"That is all," {c.first} {said()}. "{steps[0]}. {steps[1]}. {steps[2]}."')
    lines.append(f'"And then?"')
    rest = steps[3:]
    lines.append(
        f'"Then you {rest[0][0].lower() + rest[0][1:]}'
        + (f", and you {rest[1][0].lower() + rest[1][1:]}" if len(rest) > 1 else "")
        + '. That is the whole secret."'
    )
    lines.append(
        pick([
            (
                f'"Where did you learn it?" asked {d.first}. "It is a recipe from {FOODS[dish][4]}," said {c.first}.'
                f' "My {pick(["mother", "grandfather", "aunt", "friend"])} taught me."'
            ),
            f'"I will try it at home," said {d.first}. "Come round on {pick(WEEKDAYS)} and tell me if I got it right."',
            f'"It is best for {FOODS[dish][2]}," {c.first} added. "Everyone in my house asks for it."',
        ])
    )
    return lines


# --- Letters and diaries -------------------------------------------------------

def letter(c):
    d = BY_NAME[c.friend]
    month, season, wx, happenings = pick(MONTHS)
    day = R.randint(1, 28)
    fest = [f for f in FESTIVALS if f[1] == MONTH_NAMES[(MONTH_NAMES.index(month) + 1) % 12]][0]
    news = []
    news.append(pick([
        f"Here in {c.town} we have had {pick(wx)} all week. It is the time of year when {pick(happenings)}.",
        f"It is {month} already, and {pick(SEASON_TEXT[season])}. {cap(pick(happenings))} here, as always.",
        f"The weather has been strange: first {pick(wx)}, then {pick(wx)}."]))
    news.append(
        pick([
            (
                f"Work keeps me busy. This week I had to {pick(JOBS[c.job].tasks)} and {pick(JOBS[c.job].tasks)}, and I"
                " am quite tired."
            ),
            (
                f"At the {JOBS[c.job].place} things are going well. {cap(JOBS[c.job].why)}, so there is always plenty"
                " to do."
            ),
            f"I have a new {pick(JOBS[c.job].tools)}, and it makes the work much easier.",
        ])
    )
    if c.pet:
        kind, pname = c.pet
        ph = pet_pron(pname)[0]
        news.append(
            pick([
                (
                    f"{pname} sends you a {'wag of the tail' if kind == 'dog' else 'friendly look'}. {cap(ph)} has been"
                    f" eating far too much {pick(ANIMALS[kind].diet)}."
                ),
                f"{pname} is well, although {ph} got into the neighbour's garden again last {pick(WEEKDAYS)}.",
            ])
        )
    neighbour = person(exclude=[c.first, d.first], town=c.town)
    news.append(
        pick([
            (
                f"Do you remember {neighbour.first} {neighbour.surname}, the {neighbour.job}? {neighbour.He}"
                f" {neighbour.has}"
                f" {neighbour_news(neighbour)}."
            ),
            f"{neighbour.first} {neighbour.surname} asked after you the other day.",
            f"I have started {c.hobby}. You may laugh, but I enjoy it very much.",
        ])
    )
    invite = pick([
        f"Will you come to {fest[0]} in {fest[2]} next month? {cap(fest[3])}, and I would love to go with you.",
        (
            f"Why don't you come and stay for a few days? It is only {miles_words(c.town, d.town)}, and the spare room"
            " is ready."
        ),
        f"Please write soon and tell me all your news from {d.town}. How is your work as {a(d.job)}?",
    ])
    sign = pick(["With love", "Your friend", "Best wishes", "Warmest wishes", "Yours ever", "Love from"])
    return [
        f"{c.town}, {day} {month}",
        f"Dear {d.first},",
        pick([
            f"Thank you for your letter, which arrived on {pick(WEEKDAYS)}.",
            f"I am sorry I have not written for so long.",
            f"I hope you are well and that {d.town} is as lovely as ever.",
        ]),
        sentences(*news[:2]),
        sentences(*news[2:]),
        invite,
        f"{sign},",
        c.first,
    ]


def diary(c):
    month_i = R.randint(0, 11)
    month, season, wx, happenings = MONTHS[month_i]
    start = R.randint(1, 20)
    wd0 = R.randint(0, 6)
    J = JOBS[c.job]
    n_days = R.randint(3, 4)
    # Each day takes a different kind of work entry and a different kind of
    # evening entry, so a diary never repeats itself.
    work_kinds = sample(range(5), n_days)
    other_kinds = sample(range(7), n_days)
    lines = [f"From the diary of {c.full}, {c.job}, {c.town}"]
    for k in range(n_days):
        day = start + k
        wd = WEEKDAYS[(wd0 + k) % 7]
        wline, kind = weather_line(season)
        events = [wline.replace("was", "has been", 1) if chance(0.3) and "was" in wline else wline]
        tasks = sample(J.tasks, 2)
        events.append([
            f"Got up at {clock(J.start if J.start < 12 else 7)} and {past(tasks[0])} before breakfast.",
            f"Spent the morning at the {J.place}. I had to {tasks[0]}.",
            f"A busy day. I had to {tasks[0]} and then {tasks[1]}.",
            f"Did not work much today; I spent the afternoon {c.hobby}.",
            f"Went to the market in {pick(towns_in(TOWNS[c.town]['region']))} and bought {pick(FRUITS + VEGETABLES)}.",
        ][work_kinds[k]])
        events.append(
            [
                f"{person(exclude=[c.first], town=c.town).first} came by for tea and stayed for two hours.",
                (
                    f"Saw {a(pick([k2 for k2 in ANIMAL_NAMES if ANIMALS[k2].group in ('wild', 'bird')]))} by the river"
                    " on the way home."
                ),
                (
                    f"Made {pick(EATABLE)} for supper."
                    f" {pick(['It was delicious.', 'Not bad at all.', 'Too salty, but we ate every crumb.'])}"
                ),
                f"A letter came from {c.friend} in {BY_NAME[c.friend].town}.",
                f"{cap(pick(happenings))}; I noticed it today for the first time this year.",
                f"Felt {pick(FEELINGS['bad'] + FEELINGS['good'])} all evening and went to bed early.",
                f"Mended my {pick(['coat', 'boots', 'fence', 'gate', 'basket', 'shutters'])} after supper.",
            ][other_kinds[k]]
        )
        if c.pet and chance(0.4):
            events.append(
                f"{c.pet[1]}"
                f" {pet_news()}."
            )
        lines.append(f"{wd} {day} {month}. " + sentences(*events))
    return lines


# --- Facts and descriptions -------------------------------------------------------

def facts_town(t=None):
    t = t or DECKS['facts_town'].draw()
    T = TOWNS[t]
    Rg = REGIONS[T["region"]]
    people = [p for p in PEOPLE if p.town == t]
    lines = [pick([f"{t}", f"About {t}", f"The {T['kind']} of {t}", f"A visit to {t}"])]
    lines.append(sentences(
        pick([f"{t} is {a(pick(ADJ_PLACE))} {T['kind']} in {T['region']}.",
              f"{t} is {a(T['kind'])} in {T['region']}, on the river {T['river']}.",
              f"In {T['region']}, on the banks of the river {T['river']}, lies the {T['kind']} of {t}."]),
        f"About {T['pop']} people live there." if T["pop"] > 1000 else f"Only about {num(T['pop'])} people live there.",
        pick([f"The river {T['river']} flows through the middle of the {T['kind']}.",
              f"The river {T['river']}, which is {RIVERS[T['river']].nature}, runs past the houses.",
              f"The {T['river']} is {RIVERS[T['river']].nature} here."]),
        pick([f"{t} is famous for its {T['product']}.", f"The {T['kind']} is best known for its {T['product']}.",
              f"People come from far away to buy its {T['product']}."])))
    lines.append(sentences(
        f"The region around it is a land of {Rg['land']}.", pick(Rg["about"]),
        f"The weather is usually {Rg['weather']}."))
    other = [x for x in towns_in(T["region"]) if x != t]
    o = pick(other)
    lines.append(
        sentences(
            f"The most famous sight in {t} is {T['landmark']}.",
            f"The market is held every {T['market']}, when"
            f" {market_day_scene()}.",
            f"The nearest {TOWNS[o]['kind']} is {o}, {miles_words(t, o)} away.",
        )
    )
    if people:
        ps = sample(people, min(3, len(people)))
        descr = [f"{p.full}, the {p.job}" for p in ps]
        lines.append(
            sentences(
                f"Among the people who live in {t} are"
                f" {'; '.join(descr[:-1]) + '; and ' + descr[-1] if len(descr) > 2 else join(descr)}.",
                f"{ps[0].first} lives in {ps[0].house}.",
                (f"{ps[1].first} has {pet_phrase(ps[1])}." if len(ps) > 1 and ps[1].pet else ""),
            )
        )
    return lines


def facts_animal(k=None):
    k = k or DECKS['facts_animal'].draw()
    plural, young, group, habitat, diet, sound, looks, behaviour = ANIMALS[k]
    kinds = {"wild": "a wild animal", "bird": "a bird", "farm": "a farm animal", "pet": "a pet",
             "fish": "a fish", "sea": "a sea creature", "insect": "a small creature"}
    lines = [pick([f"The {cap(k)}", f"All about the {k}", f"{cap(plural)}", f"Facts about {plural}"])]
    lines.append(sentences(
        f"The {k} is {kinds[group]}.",
        pick([f"{cap(a(k))} has {looks}.", f"Every {k} has {looks}."]),
        f"{cap(plural)} live in {habitat}.",
        pick([f"They eat {join(diet)}.", f"{cap(a(k))} feeds on {join(diet)}.",
              f"Their favourite foods are {join(diet[:2])}, but they will also eat {join(diet[2:])}."])))
    lines.append(sentences(
        f"Young {plural} are called {young}.",
        f"{cap(a(k))} {behaviour}.",
        f"When it is {pick(['happy', 'alarmed', 'calling to others', 'excited'])}, {a(k)} will {sound}."))
    owners = [p for p in PEOPLE if p.pet and p.pet[0] == k]
    if owners:
        o = pick(owners)
        lines.append(sentences(
            f"{o.full}, the {o.job} in {o.town}, has {a(k)} called {o.pet[1]}.",
            f"{o.pet[1]} likes {pick(diet)} best of all."))
    elif group == "wild" or group == "bird":
        lines.append(
            f"You are most likely to see {plural}"
            f" {pick(['early in the morning', 'at dusk', 'in spring', 'after rain', 'if you are very quiet'])}."
        )
    return lines


def facts_job(j=None):
    j = j or DECKS['facts_job'].draw()
    plural, place, tools, tasks, why, start = JOBS[j]
    lines = [pick([f"What does {a(j)} do?", f"The work of {a(j)}", f"{cap(plural)}"])]
    lines.append(sentences(
        f"{cap(a(j))} works {work_place(j)}.",
        f"{cap(plural)} {tasks[0]}, {tasks[1]} and {tasks[2]}.",
        f"They also {tasks[3]} and {tasks[4]}.",
        f"The most important tools of {a(j)} are {join([a(x) for x in tools])}."))
    lines.append(sentences(
        f"{cap(a(j))} usually starts work at {clock(start)} {day_part(start)}.",
        f"Why do we need {plural}? Because {why}."))
    ppl = [p for p in PEOPLE if p.job == j]
    if ppl:
        ps = sample(ppl, min(3, len(ppl)))
        lines.append(
            sentences(
                f"There are {plural} in many towns." if len(ppl) > 1 else f"There is a well-known {j} in {ps[0].town}.",
                *[
                    f"{p.full} is {a(j)} in {p.town}." if p.gender != "n" else f"{p.full} works as {a(j)} in {p.town}."
                    for p in ps
                ],
            )
        )
    return lines


def facts_food(f=None):
    f = f or DECKS['facts_food'].draw()
    ings, steps, meal, taste, origin = FOODS[f]
    one = a(f) if f in COUNTABLE_DISHES else f
    lines = [pick([f"{cap(f)}", f"How to make {one}", f"A recipe for {one}"])]
    lines.append(
        sentences(
            (
                f"{cap(f)} is {a(taste[0])}, {taste[1]} dish that comes from {origin} in {TOWNS[origin]['region']}."
                if not f.endswith("s") or f == "mint tea"
                else (
                    f"{cap(f)} are {taste[0]} and {taste[1]}, and they come from {origin} in {TOWNS[origin]['region']}."
                )
            ),
            f"People usually have it for {meal}." if meal != "any time" else "You can drink it at any time of day.",
        )
    )
    lines.append("You will need: " + join(ings) + ".")
    for i, st in enumerate(steps, 1):
        lines.append(f"{i}. {st}.")
    fans = [p for p in PEOPLE if p.food == f]
    if fans:
        p = pick(fans)
        lines.append(f"This is the favourite dish of {p.full}, the {p.job} from {p.town}.")
    return lines


def facts_river(r=None):
    r = r or DECKS['facts_river'].draw()
    region, nature, source, mouth, fish = RIVERS[r]
    ts = towns_on(r)
    lines = [f"The River {r}"]
    lines.append(sentences(
        f"The river {r} is {a(nature)} river in {region}.",
        f"It rises at {source} and flows into {mouth}.",
        (f"On its way it passes {join(ts)}." if len(ts) > 1 else f"The only town on it is {ts[0]}.") if ts else "",
        f"Anglers on the {r} catch mostly {fish}."))
    bank = pick(["willow", "alder", "poplar", "ash"])
    bird = pick(["heron", "kingfisher", "duck", "swallow"])
    lines.append(sentences(
        f"Along its banks grow {bank} trees, which have {TREES[bank][0]}.",
        f"{cap(ANIMALS[bird].plural)} are common on the water; {a(bird)} {ANIMALS[bird].behaviour}.",
        pick(["In spring the river is high and fast.", "In a dry summer it can get very low.",
              "In winter the edges sometimes freeze.", "After heavy rain it floods the meadows."])))
    return lines


def facts_region(rg=None):
    rg = rg or DECKS['facts_region'].draw()
    Rg = REGIONS[rg]
    ts = towns_in(rg)
    rivers = [r for r in RIVER_NAMES if RIVERS[r].region == rg]
    big = max(ts, key=lambda t: TOWNS[t]["pop"])
    lines = [cap(rg)]
    lines.append(sentences(
        f"{cap(rg)} is a land of {Rg['land']}.", *Rg["about"],
        f"The weather there is {Rg['weather']}."))
    lines.append(sentences(
        f"The main rivers are the {rivers[0]} and the {rivers[1]}.",
        f"The towns and villages of {rg} are {join(ts)}.",
        f"The largest of them is {big}, with about {TOWNS[big]['pop']} people.",
        f"Most people there work with {Rg['farm']}."))
    return lines


def facts_quiz():
    lines = [pick(["Quiz: how well do you know the land?", "Questions and answers", "A little quiz",
                   "Test yourself"])]
    for i in range(R.randint(6, 9)):
        kind = pick(["town", "town", "animal", "job", "food", "river", "person", "person"])
        if kind == "town":
            t = pick(TOWN_NAMES)
            T = TOWNS[t]
            q, ans = pick([(f"Which river flows through {t}?", f"The {T['river']}."),
                           (f"What is {t} famous for?", f"Its {T['product']}."),
                           (f"Which region is {t} in?", cap(T["region"]) + "."),
                           (f"When is market day in {t}?", f"{T['market']}."),
                           (f"How far is it from {t} to {(o := other_town(t))}?", f"{cap(num(miles(t, o)))} miles.")])
        elif kind == "animal":
            k = pick(ANIMAL_NAMES)
            K = ANIMALS[k]
            q, ans = pick([(f"What does {a(k)} eat?", cap(join(K.diet)) + "."),
                           (f"What are young {K.plural} called?", cap(K.young) + "."),
                           (f"Where do {K.plural} live?", f"In {K.habitat}.")])
        elif kind == "job":
            j = pick(JOB_NAMES)
            q, ans = pick([(f"Where does {a(j)} work?", cap(work_place(j)) + "."),
                           (f"Name a tool that {a(j)} uses.", cap(a(pick(JOBS[j].tools))) + ".")])
        elif kind == "food":
            f = pick(FOOD_NAMES)
            q, ans = pick([(f"What do you need to make {f}?", cap(join(FOODS[f][0])) + "."),
                           (f"Where does {f} come from?", f"From {FOODS[f][4]}.")])
        elif kind == "river":
            r = pick(RIVER_NAMES)
            q, ans = (f"Where does the river {r} flow?", f"Into {RIVERS[r].mouth}.")
        else:
            p = pick(PEOPLE)
            q, ans = pick(
                [
                    (
                        f"What does {p.full} do?",
                        f"{p.He} {p.is_} {a(p.job)}." if p.gender != "n" else f"They work as {a(p.job)}.",
                    ),
                    (f"Where does {p.first} {p.surname} live?", f"In {p.town}."),
                    (f"Who is {p.first} {p.surname}?", f"{a(p.job).capitalize()} from {p.town}."),
                    (f"What is {p.full}'s favourite food?", cap(p.food) + "."),
                ]
                + ([(f"What is the name of {p.full}'s {p.pet[0]}?", f"{p.pet[1]}.")] if p.pet else [])
            )
        lines.append(f"{i + 1}. {q} {ans}")
    return lines


def facts_objects(place=None):
    place = place or DECKS['facts_objects'].draw()
    objs = sample(OBJECTS[place], min(len(OBJECTS[place]), R.randint(5, 7)))
    where = place_in(place)
    lines = [pick([f"Things you find {where}", cap(where), f"What is {where}?"])]
    lines.append(
        pick([
            f"Every {place if place != 'sea' else 'harbour'} has its own useful things. Here are some of them.",
            f"If you look around {PLACE_TITLE[place]}, you will see many things. Each one has a job to do.",
            f"Here are some of the things you might see {where}, and what they are for.",
        ])
    )
    for name, plural, what, use in objs:
        if name.startswith("pair of") or name.startswith(("reel", "ball", "map of")):
            subj = cap(a(name))
        else:
            subj = cap(a(name))
        lines.append(pick([f"{subj} is {what}. It is used {use}.",
                           f"{subj} is {what}. People use it {use}.",
                           f"{cap(plural)} are used {use}. {subj} is {what}."]))
    return lines


def place_in(place):
    """'in a kitchen', but 'on a farm'."""
    return ("on " if place == "farm" else "in ") + PLACE_TITLE[place]


def riddles():
    lines = [pick(["Riddles", "Can you guess?", "What am I?", "A few riddles"])]
    for (name, plural, what, use), place in [DECKS["objects"].draw() for _ in range(R.randint(4, 6))]:
        lines.append(f"I am {what}. You will find me {place_in(place)}. People use me {use}. What am I? "
                     f"{cap(a(name))}.")
    return lines


def facts_trees_flowers():
    if chance(0.5):
        ts = sample(list(TREES), R.randint(4, 5))
        lines = [pick(["Trees of the land", "Some common trees", "Trees and their uses"])]
        for t in ts:
            looks, use, where = TREES[t]
            lines.append(
                pick([
                    f"The {t} has {looks}. Its wood is used for {use}, and it grows in {where}.",
                    f"You will find the {t} in {where}. It has {looks}, and people use it for {use}.",
                    (
                        f"{cap(a(t))} is easy to know by its {looks.split(' and ')[-1]}. It grows in {where} and gives"
                        f" us {use}."
                    ),
                ])
            )
        return lines
    fs = sample(FLOWERS, R.randint(5, 7))
    lines = [pick(["Wild and garden flowers", "Flowers through the year", "A list of flowers"])]
    for name, plural, colour, season in fs:
        lines.append(pick([f"{cap(plural)} are {colour} and bloom in {season}.",
                           f"The {name} is {a(colour)} flower that you see in {season}.",
                           f"In {season} look out for {plural}; they are {colour}."]))
    lines.append(pick(["Bees visit most of these flowers for their nectar.",
                       "Please do not pick wild flowers unless there are plenty of them.",
                       "Many gardeners grow them near the door, where they can be seen every day."]))
    return lines


def describe_month(i=None):
    i = R.randint(0, 11) if i is None else i
    month, season, wx, happenings = MONTHS[i]
    fest = [f for f in FESTIVALS if f[1] == month][0]
    flowers = [f[1] for f in FLOWERS if f[3] == season]
    lines = [pick([f"{month}", f"The month of {month}", f"{month} in the countryside"])]
    lines.append(sentences(
        pick([f"{month} is the {ORDINALS[i]} month of the year.", f"{month} is a month of {season}.",
              f"{month} is the {ORDINALS[i]} month of the year, and it belongs to {season}."]),
        f"It comes after {MONTH_NAMES[i - 1]} and before {MONTH_NAMES[(i + 1) % 12]}.",
        f"In {month} you can expect {wx[0]}, and sometimes {wx[1]} or {wx[2]}.",
        f"This is the time when {join(happenings)}."))
    lines.append(sentences(
        f"In {season} {pick(SEASON_TEXT[season])}, and {pick(SEASON_TEXT[season])}.",
        f"You may see {join(sample(flowers, min(3, len(flowers))))} in bloom." if flowers else "",
        f"In {fest[2]}, {month} is the month of {fest[0]}, when {fest[3]}."))
    return lines


def profile(c):
    lines = [pick([f"{c.full}", f"Meet {c.full}", f"{c.full} of {c.town}"])]
    lines.append(sentences(
        f"{c.full} is {num(c.age)} years old and lives in {c.town}, {town_desc(c.town)}.",
        f"{c.He} {c.v('work')} as {a(c.job)}.",
        f"Every day {c.he} {c.v(JOBS[c.job].tasks[0])} and {c.v(JOBS[c.job].tasks[1])}.",
        f"{c.His} home is {c.house}."))
    extra = [f"People say that {c.he} {c.is_} {c.traits[0]} and {c.traits[1]}.",
             f"{c.He} {habit_of(c)}.", f"In {c.his} free time {c.he} {c.v('enjoy')} {c.hobby}.",
             f"{c.His} favourite dish is {c.food}, and {c.his} favourite colour is {c.colour}.",
             f"{c.He} {c.has} {c.hair}, {c.eyes} and {c.feature}."]
    if c.pet:
        extra.append(f"{c.He} {c.has} {pet_phrase(c)}.")
    extra.append(f"{c.His} best friend is {c.friend}, who lives in {BY_NAME[c.friend].town}.")
    lines.append(sentences(*sample(extra, R.randint(3, len(extra)))))
    return lines


def howto(h=None):
    h = h or DECKS['howto'].draw()
    needs, steps, tip = HOWTOS[h]
    lines = [pick([f"How to {h}", f"{cap(h)}: a simple guide", f"Instructions: how to {h}"])]
    lines.append(
        pick([
            f"It is not hard to {h} if you take your time.",
            f"Here is the way to {h}. My {pick(['grandmother', 'father', 'teacher', 'neighbour'])} taught me.",
            f"Anyone can learn to {h}. Follow these steps.",
        ])
    )
    lines.append("You will need " + join(needs) + ".")
    fmt = pick(["{i}. {st}.", "Step {i}: {st}.", "{i}. {st}."])
    for i, st in enumerate(steps, 1):
        lines.append(fmt.format(i=i, st=st))
    lines.append(tip)
    return lines

# --- More descriptions: walks, markets, weather, games, houses, school ------------

def _fill(line, w):
    flower = pick([f for f in FLOWERS if f[3] in ("spring", "summer")])
    bird, animal, tree = pick(w["birds"]), pick(w["animals"]), pick(w["trees"])
    return line.format(tree=tree, flower_pl=flower[1], a_bird=a(bird), A_bird=cap(a(bird)),
                       A_animal=cap(a(animal)))


def walk(c):
    """A person goes for a walk through one kind of country (past tense)."""
    place = pick(list(WALKS))
    w = WALKS[place]
    month, season = pick([m for m in MONTHS if m[1] != "winter"])[:2]
    line, _ = weather_line(season)
    chosen = sample(w["lines"], R.randint(5, 7))
    title = pick([
        (
            f"A walk by the {place}"
            if place in ("river", "lake", "shore")
            else f"A walk on the {place}" if place == "moor" else f"A walk through the {place}"
        ),
        f"{c.first}'s walk",
        f"{month} walk",
    ])
    lines = [title, sentences(
        pick([f"On a {pick(WEEKDAYS)} in {month}, {c.full} went walking in {WALK_REGION[place]}.",
              f"{c.full} had a free afternoon, so {c.he} put on {pick(CLOTHES)} and set out for a walk.",
              f"Early one {season} morning, {c.first} left {c.town} with a stick and a bag of sandwiches."]),
        line)]
    lines.append(sentences(*[_fill(x, w) for x in chosen[:3]]))
    lines.append(sentences(*[_fill(x, w) for x in chosen[3:]]))
    lines.append(
        pick([
            (
                f"{c.first} got home {pick(['muddy', 'tired', 'hungry', 'sunburnt', 'wet through'])} and"
                f" {pick(FEELINGS['good'])}."
            ),
            f"When {c.he} got home, {c.first} wrote down everything {c.he} had seen.",
            f"It was the best walk {c.first} had had all {season}.",
        ])
    )
    return lines


def market_scene(t=None):
    t = t or DECKS["market_scene"].draw()
    T = TOWNS[t]
    stalls = sample(list(STALLS), R.randint(4, 5))
    lines = [pick([f"Market day in {t}", f"The {T['market']} market at {t}", f"At the market in {t}"])]
    lines.append(sentences(
        f"Every {T['market']} the market comes to {t}.",
        f"By {clock(R.randint(6, 8))} the stalls are up around {the_landmark(t)}.",
        f"The air smells of {join(sample(MARKET_SMELLS, 2))}, and you can hear {join(sample(MARKET_SOUNDS, 3))}."))
    keepers = [p for p in PEOPLE if p.town == t]
    R.shuffle(keepers)
    for st in stalls:
        name, goods = STALLS[st]
        keeper = keepers.pop() if keepers else None
        g = sample(goods, 3)
        lines.append(pick([
            f"At {name} there are {join(g)}.",
            f"{keeper.full} runs {name}, with {join(g)}." if keeper else f"There is {name} with {join(g)}.",
            f"Next comes {name} piled with {join(g)}."]))
    lines.append(sentences(
        f"Of course, the best stall of all sells {T['product']}, because {t} is famous for it.",
        pick(["By noon the crowds are thickest.", "By the afternoon the prices begin to fall.",
              "When the clock strikes four, the stallholders start to pack up."])))
    return lines


def forecast():
    month_i = R.randint(0, 11)
    month, season = MONTHS[month_i][:2]
    lo, hi = TEMPS[season]
    lines = [pick([f"Weather for {pick(WEEKDAYS)}, {R.randint(1, 28)} {month}", "Tomorrow's weather",
                   f"The weather this week: {month}"])]
    regions = sample(REGION_NAMES, R.randint(3, 5))
    for rg in regions:
        t = R.randint(lo, hi)
        temp = f"{t} degrees" if t >= 0 else f"{-t} degrees below freezing"
        lines.append(
            sentences(
                f"For {rg}: {pick(FORECAST[season])}.",
                f"The highest temperature will be about {temp}.",
                pick([
                    f"Fishers should take care." if rg == "the Salt Coast" else "",
                    "Walkers should take waterproofs.",
                    "A good day for hanging out the washing." if season == "summer" else "Keep a warm coat handy.",
                    (
                        f"The {pick([r for r in RIVER_NAMES if RIVERS[r].region == rg])} may rise after the rain."
                        if season in ("autumn", "spring")
                        else ""
                    ),
                ]),
            )
        )
    lines.append(pick(["The outlook for the weekend is much the same.", "Further ahead, it will turn colder.",
                       "Later in the week the weather should settle.", f"As the old saying goes, {pick(SAYINGS)}."]))
    return lines


def games_doc():
    gs = sample(list(GAME_RULES), R.randint(3, 4))
    lines = [pick(["Games children play", "Playground games", "Old games for rainy and sunny days"])]
    lines.append(pick(["Here are some games that children play in the school yard and on the village green.",
                       "Nobody needs expensive toys to have fun. These games need only a few friends.",
                       f"In {pick(TOWN_NAMES)}, as in every town, the children have their favourite games."]))
    for g in gs:
        lines.append(f"{cap(g)}. {GAME_RULES[g]}")
    return lines


def school_day():
    teacher = person(job="teacher")
    subjects = sample(SCHOOL_SUBJECTS, 5)
    times = [(9, 0), (10, 0), (11, 15), (13, 30), (14, 30)]
    lines = [f"A day at the school in {teacher.town}"]
    lines.append(
        sentences(
            f"The school in {teacher.town} has one big classroom and {num(R.randint(14, 38))} pupils.",
            f"The teacher is {teacher.full}, who"
            f" {teacher_note()}.",
            f"The bell rings at nine o'clock.",
        )
    )
    for (h, m), subj in zip(times, subjects):
        lines.append(
            f"At {clock(h, m)} the class has {subj}. "
            + pick([
                "The children work quietly in their exercise books.",
                "Everyone takes turns to answer questions.",
                "It is the favourite lesson of many pupils.",
                "Some of the younger ones find it difficult.",
                (
                    "Today they are learning about"
                    f" {lesson_topic()}."
                ),
            ])
        )
    lines.append(sentences(
        f"At break the children play {pick(GAMES)} in the yard.",
        f"School ends at {clock(15, 30)}, and the children run home for tea."))
    return lines


ROOMS = {
    "kitchen": [
        "a big scrubbed table",
        "a black iron stove",
        "a dresser full of blue plates",
        "copper pans hanging on hooks",
        "a stone sink under the window",
        "strings of onions by the door",
    ],
    "parlour": [
        "two worn armchairs",
        "a clock on the mantelpiece",
        "a rug in front of the fire",
        "a bookcase full of old books",
        "a piano that nobody plays",
        "a vase of dried flowers",
    ],
    "bedroom": [
        "a brass bed with a patchwork quilt",
        "a chest of drawers",
        "a washstand with a jug and basin",
        "a small window under the eaves",
        "a wardrobe that creaks",
        "a rag rug on the floorboards",
    ],
    "cellar": [
        "shelves of jam and pickles",
        "sacks of potatoes",
        "barrels of cider",
        "apples laid out in rows on newspaper",
        "a pile of coal",
        "a cool stone floor",
    ],
    "garden": [
        "a row of beans on tall poles",
        "a rhubarb patch",
        "a bench under an apple tree",
        "a water butt by the shed",
        "a path edged with lavender",
        "a hen house at the bottom",
    ],
    "hallway": [
        "a row of hooks with coats and scarves",
        "a stand full of umbrellas and walking sticks",
        "a boot scraper by the door",
        "a narrow staircase",
        "a barometer on the wall",
        "a mat that says welcome",
    ],
}


def house_doc(c):
    rooms = sample(list(ROOMS), R.randint(3, 4))
    lines = [pick([f"{c.first}'s house", f"The house of {c.full}", f"At home with {c.full}"])]
    lines.append(sentences(
        f"{c.full} lives in {c.house} in {c.town}.",
        pick([f"It is {pick(ADJ_PLACE)} and rather {pick(['small', 'old', 'crowded', 'draughty', 'cosy'])}.",
              f"{c.He} {c.has} lived there for {num(R.randint(2, 40))} years.",
              f"Visitors always say it feels like {c.him}."])))
    for r in rooms:
        things = sample(ROOMS[r], 3)
        lines.append(
            pick([
                f"In the {r} there {('are' if things[0].split(' ')[0] not in ('a', 'an') else 'is')} {join(things)}.",
                f"The {r} has {join(things)}.",
                f"If you go into the {r}, you will see {join(things)}.",
            ])
        )
    if c.pet:
        lines.append(
            f"{c.pet[1]} the {c.pet[0]}"
            f" {pet_habit()}."
        )
    return lines


def wardrobe_doc():
    season = pick(["spring", "summer", "autumn", "winter"])
    lines = [pick([f"What to wear in {season}", f"Dressing for {season}", f"Clothes for the {season}"])]
    wear = {
        "winter": [
            "a thick jumper",
            "a woollen hat",
            "a pair of mittens",
            "a heavy overcoat",
            "a pair of thick socks",
            "a long scarf",
        ],
        "spring": ["a raincoat", "a light jumper", "a pair of boots", "a cotton shirt", "a felt cap", "an umbrella"],
        "summer": [
            "a straw hat",
            "a linen shirt",
            "a cotton dress",
            "a pair of sandals",
            "a light shawl for the evening",
        ],
        "autumn": ["a tweed cap", "a knitted cardigan", "a pair of boots", "an oilskin coat", "a pair of gloves"],
    }[season]
    lines.append(sentences(
        f"In {season} {pick(SEASON_TEXT[season])}, so it matters what you wear.",
        f"Most people in {pick(REGION_NAMES)} wear {join(sample(wear, 3))}."))
    lines.append(
        sentences(
            pick([
                f"Fishers on the Salt Coast wear oilskins, because the spray soaks everything.",
                f"Farmers wear heavy boots and a smock over their clothes.",
                f"Bakers wear white aprons and roll up their sleeves.",
                f"Children usually wear whatever their older brothers and sisters have grown out of.",
            ]),
            pick([
                "Work clothes should be strong and easy to mend.",
                "A good coat can last twenty years if it is looked after.",
                "Wool keeps you warm even when it is wet, which is why shepherds love it.",
            ]),
            f"The tailors of {pick(TOWN_NAMES)} say:"
            f" {tailor_saying()}.",
        )
    )
    return lines


def passage(i):
    """Hand-written passage number i, used exactly once, as written."""
    title, text = PASSAGES[i]
    return [title, text]

def word_list():
    """A few dictionary entries, as in a children's word book."""
    entries = [DECKS["definitions"].draw() for _ in range(R.randint(5, 7))]
    lines = [pick(["Words of the week", "New words", "From a children's dictionary", "Word list",
                   f"Spelling words for {pick(WEEKDAYS)}"])]
    for word, pos, meaning, example in entries:
        lines.append(pick([f"{word} ({pos}): {meaning}. {example}",
                           f"{cap(word)}, {a(pos)}, means {meaning}. For example: {example}",
                           f"{word}: {meaning}. \"{example}\""]))
    return lines


def dialogue_words():
    """A child asks a grown-up what words mean."""
    grown = person()
    child = pick(CHILD_NAMES)
    entries = [DECKS["definitions"].draw() for _ in range(R.randint(3, 4))]
    book = pick(["a story book", "the newspaper", "an old letter", "a book about the sea", "a book about the woods"])
    lines = [sentences(f"{child} was reading {book} at {grown.full}'s kitchen table.",
                       f"Every few minutes {child} looked up with a question.")]
    for word, pos, meaning, example in entries:
        lines.append(f'"What does \'{word}\' mean?" asked {child}.')
        lines.append(
            pick([
                f'"It means {meaning}," said {grown.first}. "{example}"',
                (
                    f'{grown.first} thought for a moment. "{cap(a(word) if pos == "noun" else word)}?'
                    f' {("It is " + meaning) if pos == "noun" else ("It means " + meaning)}. For example: {example}"'
                ),
            ])
        )
    lines.append(
        pick([
            f'"You know everything," said {child}. "{cap(grown.he)} {grown.does} not," said {grown.first}, laughing. "I'
            ' just read a lot."'.replace(f'"{cap(grown.he)} {grown.does} not,"', '"I do not,"'),
            f"Then {child} went back to reading, and {grown.first} went back to {ing(pick(JOBS[grown.job].tasks))}.",
            f'"Now you can use them in a sentence of your own," said {grown.first}.',
        ])
    )
    return lines


# =============================================================================
# 5. CORPUS ASSEMBLY AND THE FIXED TRAIN/VALID SPLIT
# =============================================================================

def _with_person(fn, need_pet=False):
    def build():
        pool = [p for p in PEOPLE if p.pet] if need_pet else PEOPLE
        return fn(pick(pool))
    build.__name__ = fn.__name__
    return build


# (builder, weight, kind) -- kind is used only for the statistics.
BUILDERS = [
    (_with_person(story_lost_pet, need_pet=True), 5, "story"),
    (_with_person(story_storm), 5, "story"),
    (_with_person(story_market), 5, "story"),
    (_with_person(story_broken_tool), 4, "story"),
    (_with_person(story_festival), 4, "story"),
    (_with_person(story_journey), 5, "story"),
    (_with_person(story_found_object), 4, "story"),
    (_with_person(story_cooking), 4, "story"),
    (_with_person(story_apprentice), 4, "story"),
    (_with_person(story_animal), 4, "story"),
    (_with_person(story_lost_in_fog), 3, "story"),
    (_with_person(story_contest), 3, "story"),
    (story_fable, 3, "story"),
    (_with_person(dialogue_meeting), 6, "dialogue"),
    (_with_person(dialogue_shop), 4, "dialogue"),
    (_with_person(dialogue_directions), 4, "dialogue"),
    (dialogue_lesson, 5, "dialogue"),
    (dialogue_doctor, 3, "dialogue"),
    (_with_person(dialogue_interview), 4, "dialogue"),
    (_with_person(dialogue_recipe), 3, "dialogue"),
    (_with_person(letter), 6, "letter"),
    (_with_person(diary), 5, "diary"),
    (facts_town, 5, "facts"),
    (facts_animal, 5, "facts"),
    (facts_job, 4, "facts"),
    (facts_food, 3, "how-to"),
    (facts_river, 2, "facts"),
    (facts_region, 1, "facts"),
    (facts_quiz, 4, "facts"),
    (facts_objects, 4, "description"),
    (riddles, 2, "description"),
    (facts_trees_flowers, 2, "description"),
    (describe_month, 2, "description"),
    (_with_person(profile), 4, "description"),
    (howto, 3, "how-to"),
    (_with_person(walk), 5, "description"),
    (market_scene, 3, "description"),
    (forecast, 2, "facts"),
    (games_doc, 1, "description"),
    (school_day, 2, "description"),
    (_with_person(house_doc), 2, "description"),
    (wardrobe_doc, 1, "description"),
    (word_list, 5, "description"),
    (dialogue_words, 3, "dialogue"),
]

MIN_CHARS, MAX_CHARS = 300, 2500


def tidy(text):
    """Final clean-up of one line: single spaces, no space before punctuation."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r" ([,.;:?!])", r"\1", text)
    return text


def build_documents():
    """Draw documents until the corpus reaches TARGET_BYTES.

    Every builder is used at least once per 'round' of its weight, so the mix
    of kinds stays even from start to end.  Duplicates and documents outside
    the length limits are thrown away and drawn again.
    """
    docs, kinds, seen, size = [], [], set(), 0
    weighted = [b for b in BUILDERS for _ in range(b[1])]
    while size < TARGET_BYTES:
        fn, _, kind = pick(weighted)
        lines = fn()
        if not lines:
            continue
        lines = [tidy(x) for x in lines if x and x.strip()]
        doc = "\n".join(lines)
        if not (MIN_CHARS <= len(doc) <= MAX_CHARS) or doc in seen:
            continue
        seen.add(doc)
        docs.append(doc)
        kinds.append(kind)
        size += len(doc.encode("utf-8")) + 2
    # The hand-written passages are spread evenly through the corpus.
    for i in reversed(range(len(PASSAGES))):
        at = (i * len(docs)) // len(PASSAGES)
        docs.insert(at, "\n".join(tidy(x) for x in passage(i)))
        kinds.insert(at, "passage")
    return docs, kinds


def split(docs, kinds):
    """Fixed split by document: every VALID_EVERY-th generated document
    (counting from a fixed offset) goes to validation, so no document is in
    both files.  The few one-off hand-written passages always stay in train,
    so the validation file measures the generated text only."""
    train, valid = [], []
    n = 0
    for d, k in zip(docs, kinds):
        if k == "passage":
            train.append((d, k))
            continue
        (valid if n % VALID_EVERY == 7 else train).append((d, k))
        n += 1
    return train, valid


def add_everyday(train, valid):
    """The everyday-English documents of everyday.py (home, meals, animals, weather, school, work, health,
    feelings, travel, letters) and routines.py (the actions of a day), drawn from their own seeded generators so
    the documents above stay as they were,
    split the same way (every VALID_EVERY-th to validation) and spread evenly through each file."""
    more = everyday.everyday_documents(random.Random(SEED + 1), EVERYDAY_BYTES)
    more = interleave(more, routines.routine_documents(random.Random(SEED + 2), ROUTINE_BYTES))
    more_train = [(d, "everyday") for i, d in enumerate(more) if i % VALID_EVERY != 7]
    more_valid = [(d, "everyday") for i, d in enumerate(more) if i % VALID_EVERY == 7]
    return interleave(train, more_train), interleave(valid, more_valid)


def interleave(a, b):
    """The items of a and b in one list, each list's order kept and b spread evenly through a."""
    out, j = [], 0
    for i, item in enumerate(a):
        while j < len(b) and j * len(a) <= i * len(b):
            out.append(b[j])
            j += 1
        out.append(item)
    return out + b[j:]


def write(path, docs):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n\n".join(docs) + "\n")


# =============================================================================
# 6. STATISTICS AND THE COMMAND LINE
# =============================================================================

WORD_RE = re.compile(r"[a-zà-öø-ÿ]+")


def read_docs(path):
    with open(path, encoding="utf-8") as f:
        return [d for d in f.read().strip("\n").split("\n\n") if d]


def stats(train_path, valid_path):
    """Measure the corpus files as they are on disk."""
    out = {}
    vocab_all = set()
    for name, path in (("train", train_path), ("valid", valid_path)):
        docs = read_docs(path)
        text = "\n\n".join(docs)
        words = WORD_RE.findall(text.lower())
        vocab = set(words)
        vocab_all |= vocab
        lens = [len(d) for d in docs]
        out[name] = dict(bytes=os.path.getsize(path), documents=len(docs), words=len(words),
                         distinct_words=len(vocab), min_chars=min(lens), max_chars=max(lens),
                         mean_chars=round(sum(lens) / len(lens)),
                         sha256=hashlib.sha256(open(path, "rb").read()).hexdigest())
    out["total"] = dict(bytes=out["train"]["bytes"] + out["valid"]["bytes"],
                        documents=out["train"]["documents"] + out["valid"]["documents"],
                        words=out["train"]["words"] + out["valid"]["words"],
                        distinct_words=len(vocab_all))
    tr = set(read_docs(train_path))
    out["overlap_documents"] = sum(1 for d in read_docs(valid_path) if d in tr)
    return out


def print_stats(st, kinds=None):
    for name in ("train", "valid", "total"):
        row = st[name]
        print(f"{name:6s} " + "  ".join(f"{k}={v}" for k, v in row.items() if k != "sha256"))
    for name in ("train", "valid"):
        print(f"sha256 {name}: {st[name]['sha256']}")
    print(f"documents in both splits: {st['overlap_documents']}")
    if kinds:
        print("documents by kind:", ", ".join(f"{k}={v}" for k, v in kinds))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stats", action="store_true", help="print figures after writing the files")
    ap.add_argument("--out", default=HERE, help="output folder (default: the data folder)")
    args = ap.parse_args(argv)
    docs, kinds = build_documents()
    train, valid = add_everyday(*split(docs, kinds))
    kinds = kinds + [k for _, k in train + valid if k == "everyday"]
    os.makedirs(args.out, exist_ok=True)
    tp, vp = os.path.join(args.out, "train.txt"), os.path.join(args.out, "valid.txt")
    write(tp, [d for d, _ in train])
    write(vp, [d for d, _ in valid])
    if args.stats:
        by_kind = {}
        for k in kinds:
            by_kind[k] = by_kind.get(k, 0) + 1
        print_stats(stats(tp, vp), sorted(by_kind.items()))
    else:
        print(f"wrote {tp} ({len(train)} documents) and {vp} ({len(valid)} documents)")


if __name__ == "__main__":
    main()
