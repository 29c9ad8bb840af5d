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
                             foods, objects, how-to tasks, festivals, people)
    4. document builders    (one function per kind of document)
    5. corpus assembly and the fixed train/valid split
    6. statistics and the command line
"""

import argparse
import hashlib
import os
import random
import re
import sys

SEED = 1234          # the one seed for the whole corpus
TARGET_BYTES = 1_350_000   # stop adding documents once the text is this big
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
    "be": ("is", "was", "been", "being"), "have": ("has", "had", "had", "having"),
    "do": ("does", "did", "done", "doing"), "go": ("goes", "went", "gone", "going"),
    "say": ("says", "said", "said", "saying"), "make": ("makes", "made", "made", "making"),
    "take": ("takes", "took", "taken", "taking"), "come": ("comes", "came", "come", "coming"),
    "see": ("sees", "saw", "seen", "seeing"), "know": ("knows", "knew", "known", "knowing"),
    "get": ("gets", "got", "got", "getting"), "give": ("gives", "gave", "given", "giving"),
    "find": ("finds", "found", "found", "finding"), "think": ("thinks", "thought", "thought", "thinking"),
    "tell": ("tells", "told", "told", "telling"), "become": ("becomes", "became", "become", "becoming"),
    "leave": ("leaves", "left", "left", "leaving"), "feel": ("feels", "felt", "felt", "feeling"),
    "bring": ("brings", "brought", "brought", "bringing"), "begin": ("begins", "began", "begun", "beginning"),
    "keep": ("keeps", "kept", "kept", "keeping"), "hold": ("holds", "held", "held", "holding"),
    "write": ("writes", "wrote", "written", "writing"), "stand": ("stands", "stood", "stood", "standing"),
    "hear": ("hears", "heard", "heard", "hearing"), "let": ("lets", "let", "let", "letting"),
    "mean": ("means", "meant", "meant", "meaning"), "set": ("sets", "set", "set", "setting"),
    "meet": ("meets", "met", "met", "meeting"), "run": ("runs", "ran", "run", "running"),
    "pay": ("pays", "paid", "paid", "paying"), "sit": ("sits", "sat", "sat", "sitting"),
    "speak": ("speaks", "spoke", "spoken", "speaking"), "lie": ("lies", "lay", "lain", "lying"),
    "lead": ("leads", "led", "led", "leading"), "read": ("reads", "read", "read", "reading"),
    "grow": ("grows", "grew", "grown", "growing"), "lose": ("loses", "lost", "lost", "losing"),
    "fall": ("falls", "fell", "fallen", "falling"), "send": ("sends", "sent", "sent", "sending"),
    "build": ("builds", "built", "built", "building"), "spend": ("spends", "spent", "spent", "spending"),
    "cut": ("cuts", "cut", "cut", "cutting"), "put": ("puts", "put", "put", "putting"),
    "sell": ("sells", "sold", "sold", "selling"), "buy": ("buys", "bought", "bought", "buying"),
    "catch": ("catches", "caught", "caught", "catching"), "teach": ("teaches", "taught", "taught", "teaching"),
    "eat": ("eats", "ate", "eaten", "eating"), "drink": ("drinks", "drank", "drunk", "drinking"),
    "sleep": ("sleeps", "slept", "slept", "sleeping"), "wake": ("wakes", "woke", "woken", "waking"),
    "swim": ("swims", "swam", "swum", "swimming"), "fly": ("flies", "flew", "flown", "flying"),
    "sing": ("sings", "sang", "sung", "singing"), "ring": ("rings", "rang", "rung", "ringing"),
    "spin": ("spins", "spun", "spun", "spinning"), "weave": ("weaves", "wove", "woven", "weaving"),
    "sew": ("sews", "sewed", "sewn", "sewing"), "dig": ("digs", "dug", "dug", "digging"),
    "hang": ("hangs", "hung", "hung", "hanging"), "sweep": ("sweeps", "swept", "swept", "sweeping"),
    "bake": ("bakes", "baked", "baked", "baking"), "win": ("wins", "won", "won", "winning"),
    "blow": ("blows", "blew", "blown", "blowing"), "draw": ("draws", "drew", "drawn", "drawing"),
    "throw": ("throws", "threw", "thrown", "throwing"), "ride": ("rides", "rode", "ridden", "riding"),
    "drive": ("drives", "drove", "driven", "driving"), "shake": ("shakes", "shook", "shaken", "shaking"),
    "break": ("breaks", "broke", "broken", "breaking"), "choose": ("chooses", "chose", "chosen", "choosing"),
    "wear": ("wears", "wore", "worn", "wearing"), "tear": ("tears", "tore", "torn", "tearing"),
    "steal": ("steals", "stole", "stolen", "stealing"), "hide": ("hides", "hid", "hidden", "hiding"),
    "feed": ("feeds", "fed", "fed", "feeding"), "light": ("lights", "lit", "lit", "lighting"),
    "stick": ("sticks", "stuck", "stuck", "sticking"), "shine": ("shines", "shone", "shone", "shining"),
    "forget": ("forgets", "forgot", "forgotten", "forgetting"), "understand": ("understands", "understood", "understood", "understanding"),
    "shut": ("shuts", "shut", "shut", "shutting"), "spread": ("spreads", "spread", "spread", "spreading"),
    "bend": ("bends", "bent", "bent", "bending"), "lend": ("lends", "lent", "lent", "lending"),
    "mend": ("mends", "mended", "mended", "mending"), "rise": ("rises", "rose", "risen", "rising"),
    "freeze": ("freezes", "froze", "frozen", "freezing"), "grind": ("grinds", "ground", "ground", "grinding"),
    "wind": ("winds", "wound", "wound", "winding"), "fight": ("fights", "fought", "fought", "fighting"),
    "stir": ("stirs", "stirred", "stirred", "stirring"), "plan": ("plans", "planned", "planned", "planning"),
    "stop": ("stops", "stopped", "stopped", "stopping"), "shop": ("shops", "shopped", "shopped", "shopping"),
    "chop": ("chops", "chopped", "chopped", "chopping"), "drop": ("drops", "dropped", "dropped", "dropping"),
    "knit": ("knits", "knitted", "knitted", "knitting"), "trim": ("trims", "trimmed", "trimmed", "trimming"),
    "hum": ("hums", "hummed", "hummed", "humming"), "skip": ("skips", "skipped", "skipped", "skipping"),
    "clap": ("claps", "clapped", "clapped", "clapping"), "hop": ("hops", "hopped", "hopped", "hopping"),
    "rub": ("rubs", "rubbed", "rubbed", "rubbing"), "wrap": ("wraps", "wrapped", "wrapped", "wrapping"),
    "tap": ("taps", "tapped", "tapped", "tapping"), "pat": ("pats", "patted", "patted", "patting"),
    "net": ("nets", "netted", "netted", "netting"), "pin": ("pins", "pinned", "pinned", "pinning"),
    "fit": ("fits", "fitted", "fitted", "fitting"), "mix": ("mixes", "mixed", "mixed", "mixing"),
    "fix": ("fixes", "fixed", "fixed", "fixing"), "sharpen": ("sharpens", "sharpened", "sharpened", "sharpening"),
    "visit": ("visits", "visited", "visited", "visiting"), "open": ("opens", "opened", "opened", "opening"),
    "listen": ("listens", "listened", "listened", "listening"), "gather": ("gathers", "gathered", "gathered", "gathering"),
    "polish": ("polishes", "polished", "polished", "polishing"), "wander": ("wanders", "wandered", "wandered", "wandering"),
    "whistle": ("whistles", "whistled", "whistled", "whistling"), "smile": ("smiles", "smiled", "smiled", "smiling"),
    "water": ("waters", "watered", "watered", "watering"), "deliver": ("delivers", "delivered", "delivered", "delivering"),
    "tidy": ("tidies", "tidied", "tidied", "tidying"), "carry": ("carries", "carried", "carried", "carrying"),
    "hurry": ("hurries", "hurried", "hurried", "hurrying"), "study": ("studies", "studied", "studied", "studying"),
    "dry": ("dries", "dried", "dried", "drying"), "fry": ("fries", "fried", "fried", "frying"),
    "copy": ("copies", "copied", "copied", "copying"), "bury": ("buries", "buried", "buried", "burying"),
    "play": ("plays", "played", "played", "playing"), "stay": ("stays", "stayed", "stayed", "staying"),
    "pray": ("prays", "prayed", "prayed", "praying"), "enjoy": ("enjoys", "enjoyed", "enjoyed", "enjoying"),
    "row": ("rows", "rowed", "rowed", "rowing"), "sow": ("sows", "sowed", "sown", "sowing"),
    "mow": ("mows", "mowed", "mown", "mowing"), "shear": ("shears", "sheared", "shorn", "shearing"),
    "milk": ("milks", "milked", "milked", "milking"), "saw": ("saws", "sawed", "sawn", "sawing"),
    "lay": ("lays", "laid", "laid", "laying"), "tie": ("ties", "tied", "tied", "tying"),
    "die": ("dies", "died", "died", "dying"), "dye": ("dyes", "dyed", "dyed", "dyeing"),
    "boil": ("boils", "boiled", "boiled", "boiling"), "bid": ("bids", "bid", "bid", "bidding"),
    "beg": ("begs", "begged", "begged", "begging"), "nod": ("nods", "nodded", "nodded", "nodding"),
    "grab": ("grabs", "grabbed", "grabbed", "grabbing"), "jog": ("jogs", "jogged", "jogged", "jogging"),
    "hug": ("hugs", "hugged", "hugged", "hugging"), "pour": ("pours", "poured", "poured", "pouring"),
    "drum": ("drums", "drummed", "drummed", "drumming"), "pop": ("pops", "popped", "popped", "popping"),
    "split": ("splits", "split", "split", "splitting"), "dip": ("dips", "dipped", "dipped", "dipping"),
    "chat": ("chats", "chatted", "chatted", "chatting"), "shoe": ("shoes", "shod", "shod", "shoeing"),
    "flip": ("flips", "flipped", "flipped", "flipping"), "beat": ("beats", "beat", "beaten", "beating"),
    "slip": ("slips", "slipped", "slipped", "slipping"), "fling": ("flings", "flung", "flung", "flinging"),
    "strike": ("strikes", "struck", "struck", "striking"), "wave": ("waves", "waved", "waved", "waving"),
    "swing": ("swings", "swung", "swung", "swinging"), "sweep up": ("sweeps up", "swept up", "swept up", "sweeping up"),
    "spit": ("spits", "spat", "spat", "spitting"), "forgive": ("forgives", "forgave", "forgiven", "forgiving"),
    "seek": ("seeks", "sought", "sought", "seeking"), "stitch": ("stitches", "stitched", "stitched", "stitching"),
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


def count(n, singular, plural):
    """'one cat', 'three cats' (number in words for small numbers)."""
    word = num(n) if n <= 20 else str(n)
    return word + " " + (singular if n == 1 else plural)


ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
            "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()


def ordinal_suffix(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


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
    p.has give the right forms of 'to be' and 'to have'.
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
              "Mist hung low over the water"],
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
ADJ_THING = ["heavy", "light", "sharp", "blunt", "smooth", "rough", "shiny", "dusty", "new", "old",
             "sturdy", "delicate", "worn", "polished", "cracked", "bent", "rusty", "clean", "tiny", "huge",
             "narrow", "wide", "round", "square", "flat", "hollow", "soft", "hard", "warm", "cold"]
ADJ_PERSON = ["kind", "patient", "clever", "cheerful", "careful", "quiet", "generous", "brave", "honest",
              "gentle", "stubborn", "curious", "shy", "cheeky", "thoughtful", "busy", "tall", "short",
              "strong", "wise", "funny", "forgetful", "polite", "hard-working", "lively", "calm",
              "talkative", "sensible", "cautious", "modest", "loyal", "bold"]
ADJ_TASTE = ["sweet", "salty", "sour", "bitter", "spicy", "rich", "creamy", "crunchy", "crisp", "juicy",
             "tender", "smoky", "fresh", "tangy", "buttery", "nutty", "mild", "hearty", "filling", "light"]

# Clothes: (singular phrase, plural or None when usually plural)
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

BODY = ["hands", "feet", "back", "shoulders", "knees", "nose", "ears", "eyes", "cheeks", "fingers",
        "toes", "elbows", "chin", "forehead", "arms", "legs", "neck", "wrist", "ankle", "throat"]

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
GREETINGS = ["Good morning", "Hello", "Good afternoon", "Good evening", "Well, hello there", "Hello again",
             "Morning", "Good day"]
SAY_VERBS = ["said", "replied", "answered", "called", "laughed", "added", "explained", "agreed", "whispered",
             "said with a smile", "said quietly", "said cheerfully"]
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
RIVER_NAMES = list(RIVERS)

# --- Towns -------------------------------------------------------------------
# (name, kind, river, region, famous product, landmark, market day, population)
TOWN_ROWS = [
    ("Ashford", "town", "Tam", "the Northern Hills", "wool", "an old stone bridge with five arches", "Tuesday", 4200),
    ("Kelby", "village", "Tam", "the Northern Hills", "sheep's cheese", "a round stone church", "Friday", 600),
    ("Highcairn", "village", "Brask", "the Northern Hills", "slate", "a deep slate quarry", "Saturday", 350),
    ("Thornby", "town", "Brask", "the Northern Hills", "blankets", "a tall clock tower", "Wednesday", 2800),
    ("Wexley", "village", "Tam", "the Northern Hills", "heather honey", "a row of white beehives on the hill", "Monday", 420),
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
    ("Haywood", "village", "Coble", "the Eastern Plains", "straw hats", "a village green with a maypole", "Friday", 470),
    ("Oxley", "town", "Sedge", "the Eastern Plains", "cattle", "a busy cattle market", "Tuesday", 3300),
    ("Fairmead", "village", "Coble", "the Eastern Plains", "potatoes", "a stone well in the square", "Wednesday", 520),
    ("Granton", "city", "Coble", "the Eastern Plains", "clocks", "a street full of clockmakers' shops", "Saturday", 16000),
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
    ("Islemere", "village", "Ilse", "the Lake Country", "smoked eels", "an island with a tiny chapel", "Wednesday", 280),
    ("Kingsmere", "city", "Yarrow", "the Lake Country", "cloth", "a castle on the shore of the lake", "Saturday", 19000),
    ("Heatherby", "village", "Dunnet", "the Red Moors", "peat", "a wide peat bog", "Monday", 230),
    ("Moorgate", "town", "Dunnet", "the Red Moors", "ponies", "a field where the pony fair is held", "Tuesday", 2000),
    ("Redcrag", "village", "Dunnet", "the Red Moors", "copper pots", "an old copper mine", "Friday", 340),
    ("Brackenfold", "village", "Sorrel", "the Red Moors", "sheepskin rugs", "a stone circle on the moor", "Wednesday", 260),
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
    "blacksmith": ("blacksmiths", "forge", ["anvil", "hammer", "pair of tongs", "bellows"],
                   ["shoe horses", "make nails and hinges", "mend broken tools", "heat iron in the fire",
                    "sharpen axes and knives"], "nearly every tool in a village passes through the forge", 6),
    "carpenter": ("carpenters", "workshop", ["saw", "plane", "chisel", "mallet"],
                  ["build tables and chairs", "fit new doors", "repair roofs", "cut planks to size",
                   "make window frames"], "houses, barns and boats all need wood work", 7),
    "teacher": ("teachers", "school", ["chalk", "blackboard", "globe", "bell"],
                ["teach children to read", "mark the homework", "tell stories about history",
                 "take the class on nature walks", "ring the bell at nine"], "children need to learn", 8),
    "doctor": ("doctors", "surgery", ["stethoscope", "thermometer", "bandage", "medicine bag"],
               ["visit sick people", "listen to the heart", "set broken bones", "give good advice",
                "write notes about every patient"], "people fall ill and need care", 8),
    "nurse": ("nurses", "hospital", ["bandage", "thermometer", "basin", "clean towel"],
              ["care for patients", "change bandages", "take temperatures", "comfort the sick",
               "help the doctor"], "sick people need someone to look after them day and night", 7),
    "potter": ("potters", "pottery", ["potter's wheel", "kiln", "wire", "glaze brush"],
               ["shape clay on the wheel", "fire pots in the kiln", "paint glazes on jugs",
                "make bowls and plates", "dig clay by the river"], "every kitchen needs pots and jugs", 7),
    "weaver": ("weavers", "weaving shed", ["loom", "shuttle", "spindle", "basket of yarn"],
               ["weave cloth on the loom", "spin wool into yarn", "dye the thread", "sell blankets",
                "design new patterns"], "clothes and blankets are made from woven cloth", 7),
    "shepherd": ("shepherds", "hillside", ["crook", "whistle", "sheepdog", "shears"],
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
    "shoemaker": ("shoemakers", "shoe shop", ["awl", "last", "small hammer", "waxed thread"],
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
    "cheesemaker": ("cheesemakers", "dairy", ["cheese press", "large pan", "cheesecloth", "ladle"],
                    ["warm the milk", "press the curds", "turn the cheeses", "salt the rinds",
                     "store cheeses in a cool cellar"], "cheese keeps milk good for months", 6),
    "shopkeeper": ("shopkeepers", "shop", ["scales", "till", "paper bag", "broom"],
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
    "innkeeper": ("innkeepers", "inn", ["keys", "ledger", "bell", "large teapot"],
                  ["welcome travellers", "cook suppers", "make the beds", "light the fires",
                   "tell guests the way"], "travellers need a bed for the night", 6),
    "herbalist": ("herbalists", "herb shop", ["mortar and pestle", "drying rack", "glass jar", "small scales"],
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
    "fox": ("foxes", "cubs", "wild", "dens at the edge of the forest", ["mice", "rabbits", "beetles", "berries"],
            "bark", "a red coat and a bushy tail with a white tip", "hunts at dusk and is very cunning"),
    "badger": ("badgers", "cubs", "wild", "underground setts in the woods", ["earthworms", "roots", "beetles", "bulbs"],
               "grunt", "a grey body and a black and white striped face", "digs with its strong front claws"),
    "hedgehog": ("hedgehogs", "hoglets", "wild", "hedges and gardens", ["slugs", "beetles", "worms", "caterpillars"],
                 "snuffle", "a coat of sharp brown spines", "rolls into a prickly ball when it is afraid"),
    "rabbit": ("rabbits", "kits", "wild", "burrows in grassy banks", ["grass", "clover", "carrot tops", "dandelion leaves"],
               "thump its feet", "long ears and a short white tail", "lives in large family groups"),
    "hare": ("hares", "leverets", "wild", "open fields", ["grass", "herbs", "bark", "young shoots"],
             "squeal", "long legs and ears with black tips", "can run faster than almost any other animal in the fields"),
    "deer": ("deer", "fawns", "wild", "forests and open glades", ["leaves", "grass", "acorns", "bark"],
             "bellow", "a brown coat and a white patch under the tail", "moves quietly in small herds"),
    "squirrel": ("squirrels", "kittens", "wild", "nests called dreys high in the trees", ["hazelnuts", "acorns", "seeds", "pine cones"],
                 "chatter", "a red or grey coat and a great fluffy tail", "buries nuts in autumn and forgets many of them"),
    "otter": ("otters", "pups", "wild", "holts in the river banks", ["fish", "frogs", "crayfish", "eels"],
              "whistle", "sleek brown fur and webbed feet", "swims and plays in the river"),
    "beaver": ("beavers", "kits", "wild", "lodges built of sticks in quiet rivers", ["bark", "twigs", "water plants", "roots"],
               "slap its tail on the water", "a broad flat tail and large orange teeth", "builds dams across streams"),
    "mole": ("moles", "pups", "wild", "tunnels under meadows and lawns", ["earthworms", "grubs", "beetles", "slugs"],
             "squeak", "soft black fur and broad pink hands", "leaves little hills of soil on the grass"),
    "owl": ("owls", "owlets", "bird", "hollow trees and old barns", ["mice", "voles", "beetles", "small birds"],
            "hoot", "a round face and large dark eyes", "hunts silently at night"),
    "heron": ("herons", "chicks", "bird", "lakes and slow rivers", ["fish", "frogs", "eels", "water beetles"],
              "croak", "long grey legs and a sharp yellow beak", "stands perfectly still in the shallows"),
    "robin": ("robins", "chicks", "bird", "gardens and hedges", ["worms", "seeds", "insects", "crumbs"],
              "sing", "a bright red breast", "follows gardeners to catch worms"),
    "swallow": ("swallows", "chicks", "bird", "barns and sheds in summer", ["flies", "gnats", "moths", "beetles"],
                "twitter", "a forked tail and a dark blue back", "flies south for the winter"),
    "crow": ("crows", "chicks", "bird", "tall trees near farms", ["seeds", "grubs", "scraps", "eggs"],
             "caw", "shiny black feathers", "is clever enough to use small sticks as tools"),
    "gull": ("gulls", "chicks", "bird", "cliffs and harbours", ["fish", "crabs", "scraps", "worms"],
             "cry", "white and grey feathers and a yellow beak", "steals food from anyone who is not careful"),
    "duck": ("ducks", "ducklings", "farm", "ponds and rivers", ["water weed", "grain", "snails", "insects"],
             "quack", "waterproof feathers and flat orange feet", "dabbles for food with its tail in the air"),
    "goose": ("geese", "goslings", "farm", "farm ponds and marshes", ["grass", "grain", "roots", "water plants"],
              "honk", "a long neck and strong wings", "guards the farmyard better than a dog"),
    "hen": ("hens", "chicks", "farm", "coops in the farmyard", ["grain", "seeds", "worms", "kitchen scraps"],
            "cluck", "soft brown feathers and a red comb", "lays an egg almost every day"),
    "cow": ("cows", "calves", "farm", "green meadows", ["grass", "hay", "clover", "turnips"],
            "moo", "a large body with black and white patches", "gives milk twice a day"),
    "sheep": ("sheep", "lambs", "farm", "hill pastures", ["grass", "clover", "hay", "heather"],
              "bleat", "a thick woolly coat", "stays close to the rest of the flock"),
    "goat": ("goats", "kids", "farm", "rocky slopes and farmyards", ["leaves", "hay", "bark", "brambles"],
             "bleat", "short horns and a little beard", "climbs on anything it can find"),
    "pig": ("pigs", "piglets", "farm", "sties with plenty of mud", ["roots", "apples", "acorns", "scraps"],
            "grunt", "pink skin and a curly tail", "rolls in the mud to keep cool"),
    "horse": ("horses", "foals", "farm", "stables and paddocks", ["hay", "oats", "grass", "apples"],
              "neigh", "a long mane and strong legs", "can pull a heavy cart all day"),
    "pony": ("ponies", "foals", "farm", "open moorland", ["grass", "heather", "hay", "gorse"],
             "whinny", "a thick shaggy coat", "is small but very tough"),
    "donkey": ("donkeys", "foals", "farm", "dry fields and paddocks", ["hay", "straw", "thistles", "grass"],
               "bray", "long ears and a grey coat", "is patient and sure-footed on steep paths"),
    "dog": ("dogs", "puppies", "pet", "houses and farms", ["meat", "biscuits", "bones", "scraps"],
            "bark", "a wagging tail and a wet nose", "is loyal and loves to run"),
    "cat": ("cats", "kittens", "pet", "houses and barns", ["fish", "mice", "meat", "milk"],
            "purr", "soft fur, whiskers and sharp claws", "sleeps for most of the day"),
    "canary": ("canaries", "chicks", "pet", "cages in warm rooms", ["seeds", "greens", "egg food", "apple"],
               "sing", "bright yellow feathers", "sings most sweetly in the morning"),
    "tortoise": ("tortoises", "hatchlings", "pet", "gardens and warm corners", ["lettuce", "dandelions", "clover", "strawberries"],
                 "hiss", "a hard domed shell", "moves slowly and sleeps through the winter"),
    "ferret": ("ferrets", "kits", "pet", "hutches and houses", ["meat", "eggs", "fish", "biscuits"],
               "chuckle", "a long thin body and bright eyes", "loves to explore tunnels and pockets"),
    "parrot": ("parrots", "chicks", "pet", "large cages and warm rooms", ["seeds", "nuts", "fruit", "greens"],
               "squawk", "bright green and red feathers", "can learn to copy words"),
    "goldfish": ("goldfish", "fry", "pet", "bowls and garden ponds", ["fish flakes", "water weed", "tiny worms", "crumbs"],
                 "blow bubbles", "shiny orange scales", "swims in slow circles"),
    "frog": ("frogs", "tadpoles", "wild", "ponds and damp grass", ["flies", "slugs", "worms", "beetles"],
             "croak", "smooth green skin and long back legs", "can jump many times its own length"),
    "trout": ("trout", "fry", "fish", "cold, clear rivers", ["flies", "small fish", "shrimps", "worms"],
              "splash", "silver sides with dark spots", "swims against the current"),
    "crab": ("crabs", "larvae", "sea", "rock pools and the sea floor", ["seaweed", "shellfish", "worms", "dead fish"],
             "click its claws", "a hard shell and two strong claws", "walks sideways across the sand"),
    "seal": ("seals", "pups", "sea", "rocky shores and sandbanks", ["fish", "squid", "crabs", "eels"],
             "bark", "a smooth grey body and big dark eyes", "rests on the rocks when the tide is low"),
    "bee": ("bees", "larvae", "insect", "hives and hollow trees", ["nectar", "pollen", "honey", "water"],
            "buzz", "a striped furry body and clear wings", "carries pollen from flower to flower"),
    "butterfly": ("butterflies", "caterpillars", "insect", "meadows and gardens", ["nectar", "fruit juice", "tree sap", "water"],
                  "flutter", "wide painted wings", "rests in the sun with its wings open"),
    "snail": ("snails", "hatchlings", "insect", "damp corners of the garden", ["lettuce", "leaves", "moss", "flowers"],
              "slide", "a spiral shell and soft horns", "comes out after rain"),
    "mouse": ("mice", "pups", "wild", "hedges, barns and cellars", ["seeds", "grain", "berries", "crumbs"],
              "squeak", "a tiny body, round ears and a long tail", "stores food for the winter"),
    "bat": ("bats", "pups", "wild", "caves, church towers and old roofs", ["moths", "gnats", "beetles", "flies"],
            "squeak", "leathery wings and tiny sharp teeth", "finds its way in the dark by listening to echoes"),
    "kingfisher": ("kingfishers", "chicks", "bird", "burrows in steep river banks", ["small fish", "tadpoles", "water insects", "shrimps"],
                   "whistle", "bright blue and orange feathers", "dives into the water like an arrow"),
    "woodpecker": ("woodpeckers", "chicks", "bird", "old forests", ["beetle grubs", "ants", "seeds", "nuts"],
                   "drum on the trees", "a red cap and black and white wings", "drills holes in tree trunks"),
}
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
    "willow": ("long drooping branches", "baskets and cricket bats", "river banks"),
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
    "make a cup of tea": (["a kettle", "a teapot", "tea leaves", "a cup", "milk if you like it"],
        ["Fill the kettle with fresh water and put it on to boil", "Warm the teapot with a little hot water",
         "Put one spoonful of tea leaves into the pot for each person", "Pour the boiling water over the leaves",
         "Let the tea stand for four minutes", "Pour it through a strainer into the cup"],
        "Never leave the tea too long, or it will taste bitter."),
    "plant beans": (["a packet of bean seeds", "a trowel", "some tall bean poles", "string", "a watering can"],
        ["Wait until the last frost has passed", "Dig a sunny bed and mix in some compost",
         "Push the poles firmly into the ground in a double row", "Plant two seeds at the foot of each pole",
         "Water them well", "Tie the young shoots to the poles as they grow"],
        "Pick the beans often and the plants will keep giving more."),
    "mend a puncture in a bicycle tyre": (["a patch", "glue", "sandpaper", "a bowl of water", "two tyre levers"],
        ["Take the tyre off the wheel with the levers", "Pump a little air into the tube",
         "Hold the tube under water and look for bubbles", "Dry the tube and rub the spot with sandpaper",
         "Spread glue around the hole and press on the patch", "Put the tube back and pump up the tyre"],
        "Check the inside of the tyre for thorns, or you will soon have another puncture."),
    "light a fire in a stove": (["dry paper", "kindling", "a few small logs", "matches"],
        ["Open the air vent at the bottom of the stove", "Crumple some paper and lay it in the grate",
         "Build a little tent of kindling over the paper", "Light the paper in two or three places",
         "Add small logs when the kindling is burning well", "Close the door and turn the vent down a little"],
        "Wet wood makes smoke, so keep the logs in a dry shed."),
    "wash woollen socks": (["a basin", "lukewarm water", "a little soap", "a towel"],
        ["Fill the basin with lukewarm water", "Stir in a little soap", "Squeeze the socks gently in the water",
         "Rinse them in clean water of the same warmth", "Roll them in a towel to press out the water",
         "Dry them flat, away from the fire"], "Hot water and rubbing make wool shrink."),
    "keep hens": (["a hen house", "a run with a fence", "grain", "fresh water", "straw"],
        ["Build or buy a dry hen house with a perch", "Put clean straw in the nesting boxes",
         "Give the hens grain in the morning and scraps in the afternoon", "Change their water every day",
         "Collect the eggs each evening", "Shut the door at dusk to keep the foxes out"],
        "Hens are happiest in small groups with room to scratch."),
    "sharpen a knife": (["a whetstone", "water or oil", "a cloth"],
        ["Soak the whetstone in water for a few minutes", "Hold the blade at a low angle to the stone",
         "Draw the blade across the stone from heel to tip", "Do the same on the other side",
         "Repeat until the edge is keen", "Wipe the blade clean with the cloth"],
        "Always move the blade away from your fingers."),
    "make a kite": (["two thin sticks", "paper", "string", "glue", "ribbon for the tail"],
        ["Tie the two sticks together in the shape of a cross", "Run string around the ends to make a frame",
         "Glue paper over the frame and trim the edges", "Tie a long ribbon to the bottom as a tail",
         "Fix a long flying line to the middle of the cross", "Run into the wind and let the kite rise"],
        "A kite flies best on an open hill with a steady breeze."),
    "find your way with a map": (["a map", "a compass", "a pencil"],
        ["Lay the map flat and find where you are", "Turn the map so that north on the map points north",
         "Pick out landmarks such as rivers, bridges and churches", "Follow the path with your finger",
         "Check the landmarks as you walk", "Mark your route with the pencil"],
        "If you are lost, stop, stay calm and look for the nearest river or road."),
    "pack for a long walk": (["a rucksack", "a water bottle", "bread and cheese", "a raincoat", "a map"],
        ["Fill the water bottle", "Wrap the food in a cloth", "Fold the raincoat and put it at the top",
         "Put the map in an outside pocket", "Tell someone where you are going", "Check the weather before you set out"],
        "Good boots matter more than anything else you carry."),
    "press flowers": (["fresh flowers", "blotting paper", "heavy books"],
        ["Pick the flowers on a dry morning", "Lay them flat between two sheets of blotting paper",
         "Place the paper inside a large book", "Pile more books on top",
         "Leave them for two weeks", "Lift them out gently with tweezers"],
        "Thin flowers such as violets and pansies press best."),
    "look after a goldfish": (["a large bowl or pond", "fish flakes", "a net", "clean water"],
        ["Choose a bowl much bigger than you think you need", "Let tap water stand for a day before using it",
         "Feed the fish a pinch of flakes once a day", "Change some of the water every week",
         "Keep the bowl out of strong sun"], "A goldfish that is cared for can live for many years."),
    "knit a simple scarf": (["two knitting needles", "three balls of wool", "a pair of scissors"],
        ["Cast on about thirty stitches", "Knit every row in plain stitch",
         "Keep going until the scarf is as long as you are tall", "Cast off the stitches",
         "Sew the loose ends into the scarf"], "Thick wool and fat needles make the work go faster."),
    "clean a window": (["a bucket of warm water", "a dash of vinegar", "a soft cloth", "old newspaper"],
        ["Mix the vinegar into the warm water", "Wipe the glass with the wet cloth",
         "Work from the top down", "Polish the glass dry with crumpled newspaper"],
        "Do not clean windows in bright sun, or they will dry in streaks."),
    "make butter": (["fresh cream", "a jar with a tight lid", "cold water", "a pinch of salt"],
        ["Pour the cream into the jar until it is half full", "Shake the jar hard for ten minutes",
         "Keep shaking until a lump of butter separates from the buttermilk", "Pour off the buttermilk",
         "Rinse the butter in cold water", "Work in a pinch of salt"],
        "Drink the buttermilk or use it to make scones."),
    "start a compost heap": (["a corner of the garden", "vegetable peelings", "dry leaves", "a fork"],
        ["Choose a shady corner", "Put down a layer of twigs", "Add peelings, grass and old leaves in layers",
         "Keep the heap damp but not wet", "Turn it with a fork every month"],
        "After a year you will have dark, crumbly soil for your beds."),
    "row a boat": (["a rowing boat", "two oars", "a life jacket"],
        ["Sit in the middle of the boat facing the back", "Hold one oar in each hand",
         "Dip the blades into the water", "Pull the handles towards your chest",
         "Lift the blades out and reach forward again", "Look over your shoulder now and then"],
        "Keep your strokes long, slow and even."),
    "bake bread": (["flour", "yeast", "salt", "warm water", "a bowl", "a tin"],
        ["Mix the flour and salt in a bowl", "Stir the yeast into the warm water",
         "Pour the water into the flour and mix to a dough", "Knead the dough for ten minutes",
         "Leave it to rise until it has doubled", "Shape the loaf, put it in the tin and bake it"],
        "Tap the bottom of the loaf: if it sounds hollow, it is done."),
    "dry herbs": (["fresh herbs", "string", "paper bags", "glass jars"],
        ["Cut the herbs on a dry morning", "Tie them in small bunches",
         "Hang them upside down in a warm, airy room", "Cover each bunch with a paper bag to keep off dust",
         "Crumble the dry leaves into jars after two weeks"], "Keep the jars in a dark cupboard."),
    "mend a fence": (["new posts", "nails", "a hammer", "a saw", "wire"],
        ["Walk along the fence and find the weak places", "Dig out any rotten posts",
         "Set new posts firmly in the ground", "Nail the rails back in place",
         "Stretch wire along the bottom to keep rabbits out"], "Check the fence again after the first storm."),
}
HOWTO_NAMES = list(HOWTOS)

# --- Festivals -----------------------------------------------------------------
# (name, month, town, what happens)
FESTIVALS = [
    ("the Snowlight Fair", "January", "Thornby", "lanterns are hung along the frozen river and people skate by their light"),
    ("the Candle Walk", "February", "Birchley", "everyone carries a candle through the village to welcome the longer days"),
    ("the Lambing Supper", "March", "Kelby", "the shepherds are given a great supper when the lambs have arrived"),
    ("the Blossom Day", "April", "Brookmere", "people picnic under the apple trees and crown a Blossom Queen"),
    ("the Boat Blessing", "May", "Gullhaven", "the fishing boats are painted and decorated with ribbons"),
    ("the Midsummer Bonfire", "June", "Haywood", "a great bonfire is lit on the green and people dance until midnight"),
    ("the Cherry Fair", "July", "Fernhill", "there are cherry pies, cherry stone spitting contests and music"),
    ("the Harvest Race", "August", "Barleigh", "teams race to bring in the last field of barley"),
    ("the Pony Fair", "September", "Moorgate", "moor ponies are bought and sold and children ride in races"),
    ("the Cider Feast", "October", "Cobbleton", "the first cider of the year is tasted and apples are roasted in the square"),
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
CHILD_NAMES = ["Poppy", "Arlo", "Mina", "Finn", "Lulu", "Ezra", "Juno", "Milo", "Bea", "Otis", "Ivo",
               "Maisie", "Bram", "Rosie", "Jem", "Tilda", "Olly", "Pia", "Sid", "Nettie", "Cass", "Benji",
               "Sadie", "Hal", "Isla", "Teddy", "Meg", "Rafe", "Sunny", "Edie"]
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
    return JOBS[job][1]


def town_desc(t):
    """Short appositive for a town: 'a village on the river Tam'."""
    T = TOWNS[t]
    return pick([f"{a(T['kind'])} on the river {T['river']}", f"{a(T['kind'])} in {T['region']}",
                 f"the {T['kind']} famous for its {T['product']}", f"{a(T['kind'])} by the river {T['river']}"])


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
    """'Peel and chop the vegetables' -> 'peeled and chopped the vegetables'."""
    words = step.split(" ")
    words[0] = past(words[0].lower())
    if len(words) > 2 and words[1] == "and":
        words[2] = past(words[2])
    return " ".join(words)


def when_phrase(month, weekday=None):
    season = dict((m[0], m[1]) for m in MONTHS)[month]
    wd = weekday or pick(WEEKDAYS)
    return pick([f"One {wd} morning in {month}", f"Early one {season} morning", f"On a {wd} in {month}",
                 f"One {season} evening", f"Late one afternoon in {month}", f"On the {ORDINALS[R.randint(0, 19)]} of {month}",
                 f"One cold {wd}" if season == "winter" else f"One fine {wd}"])


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
    opts = [f"Every day {c.he} {past(pick(JOBS[c.job][3]))}, and in {c.his} spare time {c.he} enjoyed {c.hobby}.",
            f"{c.He} {c.was} {c.traits[0]} and {c.traits[1]}, and {c.he} always {habit_past(c)}.",
            f"{c.He} {c.was} {num(c.age)} years old and still loved {c.hobby}."]
    if c.pet:
        opts.append(f"{c.He} lived with {pet_phrase(c)}, who followed {c.him} everywhere.")
    return pick(opts)


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
    food = pick(K[4])
    lines = [sentences(
        opening(c),
        f"{c.He} had {a(kind)} called {pname}, who had {K[6]}.",
        pick([f"{pname} {K[7].replace('its ', pp + ' ').replace('it ', ph + ' ')}, and {c.first} loved {pm} dearly.",
              f"Like every {kind}, {pname} {K[7].replace('its ', pp + ' ').replace('it ', ph + ' ')}."]))]
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
        f'"Have you seen {a(kind)} with {K[6]}?" {c.he} asked {d.first} {d.surname}, the {d.job}.',
        pick([f'"I think I heard something near {places[2]}," {d.first} said.',
              f'"Not today," {d.he} said, "but try {places[2]}. Animals like it there."',
              f'"I saw {pm} running towards {places[2]} an hour ago," said {d.first}.'])))
    lines.append(sentences(
        f"{c.first} hurried to {places[2]}.",
        pick([f"There was {pname}, happily eating {food} as if nothing had happened.",
              f"There, curled up in a warm corner, {pname} was fast asleep.",
              f"{pname} was sitting there, looking very pleased with {pm + 'self' if pm == 'him' else 'herself'}."]),
        pick([f"{c.first} laughed with relief and carried {pm} home.",
              f"{c.first} was so {pick(FEELINGS['good'])} that {c.he} almost cried.",
              f"\"You silly {kind},\" said {c.first}, and picked {pm} up."]),
        pick([f"That evening {pname} had an extra helping of {food}.",
              f"From that day on, {c.first} always checked that the door was shut at night.",
              f"The next day {c.he} took a {pick(['jar of honey', 'loaf of bread', 'basket of apples', 'pot of jam'])} to {d.first} to say thank you."])))
    return lines


def story_storm(c):
    month, season = pick([m for m in MONTHS if m[1] in ("autumn", "winter", "summer")])[:2]
    t = c.town
    d = person(exclude=[c.first], town=t)
    snow = season == "winter"
    storm = "snowstorm" if snow else "storm"
    task = pick(JOBS[c.job][3])
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"{when_phrase(month)}, the sky over {TOWNS[t]['region'].replace('the ', 'the ', 1)} turned dark.",
        pick([f"By noon a great {storm} was blowing.", f"Soon the {storm} reached {t}.",
              f"The wind rose and the {storm} arrived before anyone was ready."]),
        ("Snow piled up against the doors and the lanes disappeared under white drifts." if snow else
         pick(["Rain lashed the windows and the river began to rise.",
               "Thunder shook the houses and lightning lit up the hills.",
               "The wind tore slates from the roofs and bent the trees almost to the ground."])),
        f"{c.first} could not {task} that day, so {c.he} stayed indoors by the {pick(['fire', 'stove', 'window'])}."))
    trouble = pick([f"the roof of {d.first}'s barn had blown off", f"a tree had fallen across {d.first}'s gate",
                    f"{d.first}'s {pick(['goats', 'hens', 'sheep', 'ducks'])} had escaped into the lane",
                    f"water was coming in under {d.first}'s door"])
    lines.append(sentences(
        f"In the afternoon there was a knock at the door. It was {d.first} {d.surname}, the {d.job}.",
        f'"Can you help me?" {d.he} asked. "{cap(trouble.replace(d.first + chr(39) + "s", "my"))}."',
        pick([f"{c.first} pulled on {pick(CLOTHES)} and went out at once.",
              f"Without a word, {c.first} took {c.his} lantern and followed {d.him} into the {storm}."]),
        pick(["Together they worked until it was dark.", "It was hard, cold work, but they did not give up.",
              "Other neighbours came to help, and soon the worst was over."])))
    lines.append(sentences(
        pick(["The next morning the sky was clear and blue.", "By morning the storm had passed.",
              "When the sun rose, everything was calm again."]),
        pick([f"{d.first} came round with {a(pick(FOOD_NAMES))} to say thank you.",
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
    how = pick(["walked", "rode a bicycle", "drove a little cart", "took the early coach", "went on foot"])
    lines = [sentences(
        opening(c),
        f"Every {T2['market']} there is a market in {t2}, {m} miles away, and {c.first} liked to go whenever {c.he} could.")]
    lines.append(sentences(
        f"One {T2['market']} in {pick(MONTH_NAMES)}, {c.first} {how} to {t2}.",
        pick([f"The road followed the river {T2['river']} past fields and woods.",
              f"On the way {c.he} passed {a(pick(list(TREES)))} full of birds.",
              f"It took {c.him} {pick(['an hour', 'most of the morning', 'two hours', 'a little over an hour'])} to get there."]),
        pick([f"The market was full of people, and the air smelled of {pick(['fresh bread', 'roasting chestnuts', 'apples', 'smoke and spices'])}.",
              f"Stalls were set up all around {the_landmark(t2)}.",
              f"Traders were calling out their prices from every stall."])))
    lines.append(sentences(
        f"{c.first} bought some {buys[0]}, a bag of {buys[1]} and {buys[2]}.",
        f"Of course {c.he} also bought some of the {T2['product']} that {t2} is famous for.",
        f"At one stall {c.he} met {d.full}, {job_a(d.job)} from {t2}."))
    lines.append(sentences(
        f'"{pick(GREETINGS)}, {c.first}!" said {d.first}. "What brings you to {t2}?"',
        f'"The market, of course," {c.first} {pick(["replied", "laughed", "said"])}. "Your {T2["product"]} is the best in {T2["region"]}."',
        f'"Will you have {pick(["a cup of tea", "some lunch", "a slice of cake"])} with me before you go home?" {d.first} asked.',
        pick([f"They sat together by {the_landmark(t2)} and talked for an hour.",
              f"They talked about {pick(['the weather', 'the harvest', 'old friends', 'the coming festival'])} until the stalls began to close."])))
    lines.append(pick([
        f"It was dark by the time {c.first} got back to {c.town}, but {c.his} basket was full and {c.he} {c.was} {pick(FEELINGS['good'])}.",
        f"On the way home it began to rain, but {c.first} did not mind at all.",
        f"{c.first} arrived home at {clock(R.randint(5, 9), pick([0, 30, 15, 45]))} and put the {buys[0]} in the larder."]))
    return lines


def story_broken_tool(c):
    tool = pick(JOBS[c.job][2])
    fixer_job = pick(["blacksmith", "carpenter"])
    d = person(exclude=[c.first], job=fixer_job)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        pick([f"One morning, just as {c.he} was about to {pick(JOBS[c.job][3])}, {c.his} {tool} broke.",
              f"One busy {pick(WEEKDAYS)}, {c.his} old {tool} snapped in two.",
              f"One day {c.first} dropped {c.his} {tool} on the stone floor, and it cracked."]),
        pick([f'"Oh no," {c.he} said. "I cannot work without it."',
              f"{c.He} {c.was} {pick(FEELINGS['bad'])}, because {c.he} had a great deal of work to do.",
              f"It had belonged to {c.his} {pick(['grandmother', 'grandfather', 'aunt', 'uncle', 'old teacher'])}, and {c.he} did not want a new one."])))
    place = "forge" if fixer_job == "blacksmith" else "workshop"
    lines.append(sentences(
        f"{c.He} wrapped the {tool} in a cloth and took it to {d.full}, the {fixer_job} in {d.town}.",
        f"{d.first} turned it over in {d.his} hands.",
        f'"I can mend this," {d.he} said, "but it will take {pick(["two days", "until Friday", "a week", "a day or two"])}."',
        f'"How much will it cost?" asked {c.first}.',
        f'"{cap(num(R.randint(3, 12)))} pennies," said {d.first}. "And a cup of tea, if you have one."'))
    lines.append(sentences(
        f"When {c.first} came back to the {place}, the {tool} looked {pick(['as good as new', 'better than ever', 'stronger than before'])}.",
        f"{d.first} had {pick(['fitted a new handle', 'mended the crack', 'straightened it', 'made a new part for it'])}.",
        pick([f"{c.first} thanked {d.him} and went home to {pick(JOBS[c.job][3])}.",
              f"{c.first} paid gladly and promised to look after it more carefully.",
              f'"{cap(pick(SAYINGS))}," said {d.first} as {c.first} left.'])))
    return lines


def story_festival(c):
    name, month, ft, what = pick(FESTIVALS)
    d = person(exclude=[c.first], town=ft)
    food = pick(FOOD_NAMES)
    inst = pick(INSTRUMENTS)
    lines = [sentences(opening(c),
                       f"Every {month}, {c.first} looked forward to {name} in {ft}.")]
    lines.append(sentences(
        f"{name[0].upper() + name[1:]} is held in {ft} in {month}, when {what}.",
        pick([f"People come from all over {TOWNS[ft]['region']} to see it.",
              "It is one of the oldest festivals in the land.",
              f"The children of {ft} talk about it for weeks before it comes."])))
    travel = "" if ft == c.town else pick([
        f"{c.first} set off early and reached {ft} after {miles(c.town, ft)} miles on the road.",
        f"This year {c.first} travelled to {ft} with {c.his} friend {c.friend}."])
    lines.append(sentences(
        travel,
        pick([f"The streets were crowded and a band was playing {inst[1]}.",
              f"Someone was playing {a(inst[0])}, and people were dancing in the square.",
              f"There was music everywhere: {inst[1]}, drums and singing."]),
        f"{c.first} ate {pick(['a plate of', 'a bowl of', 'some', 'a slice of'])} {food} and watched the crowds.",
        f"There {c.he} met {d.full}, the {d.job}, who {d.v('live')} in {ft}."))
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
    wild = sample([k for k in ANIMAL_NAMES if ANIMALS[k][2] in ("wild", "bird")], 2)
    tree = pick(list(TREES))
    by = pick(["on foot", "by cart", "on horseback", "by boat" if t2 in same else "by coach"])
    lines = [sentences(opening(c),
                       f"One {pick(['spring', 'summer', 'autumn'])} {c.first} decided to travel to {t2} {reason}.")]
    lines.append(sentences(
        f"It is {m} miles from {c.town} to {t2}, and {c.he} went {by}.",
        f"{c.He} packed {pick(['bread and cheese', 'a flask of tea', 'some apples', 'a map and a raincoat'])} and left at {clock(R.randint(5, 8))}.",
        (f"The way followed the river {river}, which is {RIVERS[river][1]}." if t2 in same else
         f"The road went from {TOWNS[c.town]['region']} to {TOWNS[t2]['region']}, which is a land of {REGIONS[TOWNS[t2]['region']]['land']}." if TOWNS[t2]['region'] != TOWNS[c.town]['region'] else
         f"The road wound through {REGIONS[TOWNS[c.town]['region']]['land']}.")))
    a1, a2 = ANIMALS[wild[0]], ANIMALS[wild[1]]
    lines.append(sentences(
        f"Along the way {c.he} saw {a(wild[0])}. {cap(a(wild[0]))} {a1[7]}, and this one was no different.",
        f"Later {c.he} heard {a(wild[1])} {ing(a2[5])} somewhere {pick(['in the hedge', 'among the trees', 'by the water', 'in the distance'])}.",
        f"At noon {c.he} rested in the shade of {a(tree)} and ate {c.his} lunch.",
        pick(["A cart passed by, and the driver waved.", "The sun came out from behind the clouds.",
              "A light rain began to fall, and then stopped again.", "Once, the path was so muddy that it nearly pulled off a boot."])))
    lines.append(sentences(
        f"{c.first} reached {t2} {pick(['in the late afternoon', 'just before sunset', 'at about four o' + chr(39) + 'clock', 'as the lamps were being lit'])}.",
        f"The first thing {c.he} saw was {the_landmark(t2)}.",
        pick([f"{c.He} spent the night at the inn and slept very well.",
              f"{c.friend} was waiting at the gate with a warm supper." if "friend" in reason else
              f"{c.He} found a room at the inn and ate a bowl of {pick(FOOD_NAMES)}.",
              f"{c.He} {c.was} tired, but the journey had been worth it."])))
    return lines


def story_found_object(c):
    obj, detail = pick([("an old iron key", "a key with a ring shaped like a leaf"),
                        ("a faded map", "a map with a cross drawn near the river"),
                        ("a silver coin", "a coin with a ship on one side"),
                        ("a blue glass bottle", "a bottle with a rolled-up note inside"),
                        ("a small wooden box", "a box carved with tiny birds"),
                        ("a bundle of old letters", "letters tied with a faded ribbon"),
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
    lines.append(sentences(
        f"{d.first} explained that, about {years} years ago, {a(pick(JOB_NAMES))} called {pick(SURNAMES)} had lived in the house.",
        pick(["The story was that this person had lost something precious and had never found it again.",
              "People said that they had hidden their savings somewhere in the town.",
              "They had gone away to sea one day and had never come back."]),
        pick([f"{c.first} took {obj.split(' ', 1)[1] if obj.startswith(('an ', 'a ')) else obj} to the little museum in {pick(['Dunmore', 'Kingsmere', 'Granton', 'Saltmouth'])}.",
              f"{c.first} decided to keep it on the shelf above the fireplace.",
              f"{c.first} wrote the whole story down in {c.his} notebook."]),
        pick([f"Now, whenever visitors come, {c.he} {c.v('tell')} them the story.",
              f"Nobody ever found out the whole truth, but {c.first} liked to imagine it.",
              "It was the most interesting thing that had happened in years."])))
    return lines


def story_cooking(c):
    d = BY_NAME[c.friend]
    dish = pick(FOOD_NAMES)
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
    lines.append(sentences(
        pick([f"Soon the whole house smelled wonderful.", "The kitchen grew warm and steamy.",
              f"{d.first} sat at the table and watched."]),
        f'"This is {pick(["delicious", "wonderful", "perfect", "just like my mother used to make"])}," said {d.first} when {d.he} tasted it.',
        f'"It is {taste[0]} and {taste[1]}," {d.he} added. "How did you learn to make it?"',
        pick([f'"From my {pick(["grandmother", "father", "mother", "uncle", "neighbour"])}," said {c.first}.',
              f'"It is a recipe from {FOODS[dish][4]}," said {c.first}.']),
        pick(["They talked until late in the evening.", f"{d.first} asked for the recipe before going home.",
              "There was nothing left at the end except a few crumbs."])))
    return lines


def story_apprentice(c):
    child = pick(CHILD_NAMES)
    age = R.randint(10, 15)
    cgender = pick(["she", "he"])
    chis = "her" if cgender == "she" else "his"
    chim = "her" if cgender == "she" else "him"
    rel = pick(["niece" if cgender == "she" else "nephew", "neighbour's child", "grandchild",
                "youngest cousin"])
    J = JOBS[c.job]
    tasks = sample(J[3], 3)
    tools = sample(J[2], 2)
    lines = [sentences(opening(c),
                       f"When {c.his} {rel}, {child}, turned {num(age)}, {child} asked to learn the work of {a(c.job)}.")]
    lines.append(sentences(
        f'"It is not easy," said {c.first}. "But {J[4]}, so we must do it well."',
        f"The next morning {child} arrived at the {J[1]} at {clock(J[5])}.",
        f"{c.first} showed {chim} the {tools[0]} and the {tools[1]} and explained what each one was for.",
        f"On the first day {child} learned to {tasks[0]}."))
    lines.append(sentences(
        pick([f"At first {cgender} made many mistakes.", f"It was harder than {cgender} had expected.",
              f"By lunchtime {chis} arms ached."]),
        pick([f"Once {cgender} dropped the {tools[0]}, and once {cgender} forgot to {tasks[1]}.",
              f"{cap(cgender)} was too quick when {cgender} should have been slow, and too slow when {cgender} should have been quick."]),
        f'"Everyone makes mistakes at the beginning," said {c.first}. "{cap(pick(SAYINGS))}."'))
    lines.append(sentences(
        f"Week by week, {child} grew more {pick(['skilful', 'confident', 'careful', 'patient'])}.",
        f"By {pick(MONTH_NAMES)} {cgender} could {tasks[1]} and {tasks[2]} without any help.",
        pick([f"{c.first} was very proud of {chim}.", f"One day a customer asked for {child} instead of {c.first}, and {c.first} only laughed.",
              f"Perhaps one day {child} will be the best {c.job} in {c.town}."])))
    return lines


def story_animal(c):
    kind = pick([k for k in ANIMAL_NAMES if ANIMALS[k][2] in ("wild", "bird", "sea")])
    K = ANIMALS[kind]
    month, season = pick(MONTHS)[:2]
    line, _ = weather_line(season)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"{when_phrase(month)}, {c.first} went for a walk {pick(['outside ' + c.town, 'near ' + the_landmark(c.town), 'along the river ' + TOWNS[c.town]['river']])}.", line,
        f"{c.He} was crossing {pick(['a meadow', 'a little wood', 'a field', 'an old bridge', 'a marshy patch of ground'])} when {c.he} stopped, because something was moving."))
    lines.append(sentences(
        f"It was {a(kind)}.",
        f"{c.first} stood very still and watched.",
        f"The {kind} had {K[6]}.",
        pick([f"It was looking for {pick(K[4])}.", f"It seemed to be hunting for {pick(K[4])}.",
              f"In its mouth it held some {pick(K[4])}." if kind not in ("bee", "butterfly") else "It moved from flower to flower."]),
        f"{c.first} knew that {a(kind)} {K[7]}, but {c.he} had never seen it so close."))
    lines.append(sentences(
        pick([f"Suddenly a dog barked in the distance, and the {kind} was gone.",
              f"After a few minutes the {kind} turned and disappeared into the {pick(['grass', 'trees', 'shadows', 'reeds'])}.",
              f"The {kind} looked straight at {c.first} for a moment, and then went calmly on its way."]),
        pick([f"When {c.he} got home, {c.first} wrote about it in {c.his} notebook.",
              f"That evening {c.he} told {c.friend} all about it in a letter.",
              f"{c.first} walked home smiling."]),
        pick([f"{c.He} {c.was} {pick(FEELINGS['good'])} for the rest of the day.",
              f"{c.He} decided to come back the next {pick(WEEKDAYS)} at the same time."])))
    return lines


def story_lost_in_fog(c):
    t2 = other_town(c.town, same_region=True)
    d = person(exclude=[c.first], town=c.town)
    snow = chance(0.35)
    what = "snow" if snow else "fog"
    month = pick(["January", "February", "December"]) if snow else pick(["October", "November", "March"])
    sound_animal = pick(["owl", "sheep", "dog", "cow", "goose"])
    snd = ANIMALS[sound_animal][5]
    lines = [sentences(opening(c),
                       f"One day in {month}, {c.first} walked to {t2} to {pick(['visit a friend', 'buy some ' + TOWNS[t2]['product'], 'deliver a parcel', 'see the doctor'])}.")]
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
    lines.append(sentences(
        f'"Come in and get warm!" said {d.first}. "Nobody should be out on a night like this."',
        f"{d.first} gave {c.him} a bowl of {pick(['vegetable soup', 'pea soup', 'lentil stew', 'porridge'])} and a seat by the fire.",
        pick([f"In the morning the {what} had gone, and {c.first} walked home across the fields.",
              f"When the {what} lifted, {c.first} saw that {c.he} had been only a field away from {c.his} own house."]),
        pick([f"After that {c.he} never went out in winter without a lantern.",
              f'"{cap(pick(SAYINGS))}," said {d.first}, and {c.first} agreed.'])))
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
        entry = pick(["apple pie", "honey cake", "barley bread", "cheese scones", "pear and ginger cake", "oat biscuits"])
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
    lines.append(sentences(
        f"On the day of the show the hall was full.",
        f"The judge was {judge.full}, {job_a(judge.job)} from {judge.town}.",
        f"{judge.first} looked at every entry, {pick(['tasted a little of each one', 'measured and weighed them', 'held each one up to the light', 'wrote careful notes'])}, and said nothing for a long time.",
        pick([f"{c.first} could hardly breathe.", f"{rival.first} smiled nervously at {c.first}.",
              "Everyone waited in silence."])))
    other = {"first": "second", "second": "first", "third": "first"}[place]
    lines.append(sentences(
        f"At last the judge announced the winners. {c.first} had come {place}, and {rival.first} had come {other}.",
        pick([f"{c.first} shook {rival.first}'s hand and said, \"Next year I will beat you.\"",
              f"{c.He} {c.was} {pick(FEELINGS['good'] if place == 'first' else ['surprised', 'disappointed', 'content'])}, but mostly {c.he} {c.was} glad the show was over.",
              f"That evening the two neighbours shared a pot of tea and laughed about the whole thing."]),
        pick([f"The prize was {pick(['a blue ribbon', 'a copper cup', 'a basket of ' + TOWNS[c.town]['product'], 'a new ' + pick(['spade', 'watering can', 'mixing bowl', 'apron'])])}.",
              f"The ribbon still hangs in {c.his} kitchen today."])))
    return lines


FABLE_PROBLEMS = [
    ("winter came early, and snow covered the ground", "found food and a warm place to rest"),
    ("a great storm flooded the meadow", "found a way to dry land"),
    ("a fox came creeping through the grass", "escaped just in time"),
    ("the summer was so dry that the stream disappeared", "found water in the end"),
    ("a hungry owl began to hunt by moonlight", "hid safely until dawn"),
]


def story_fable():
    x, y = sample([k for k in ANIMAL_NAMES if ANIMALS[k][2] not in ("fish", "pet")], 2)
    X, Y = ANIMALS[x], ANIMALS[y]
    adj = pick(["proud", "boastful", "vain", "foolish", "impatient", "greedy"])
    problem, rescue = pick(FABLE_PROBLEMS)
    saying = pick(SAYINGS)
    lines = [f"The {cap(adj)} {cap(x)} and the {cap(y)}",
             sentences(f"Once upon a time there was {a(adj)} {x} who lived in {X[3]}.",
                       f"The {x} had {X[6]}, and it thought it was the finest animal in the land.",
                       f"Every day it said to the other animals, \"Look at me! I {third_to_first(X[7])}.\"")]
    lines.append(sentences(
        f"One day the {x} met {a(y)}.",
        f'"What can you do?" asked the {x}. "You only have {Y[6]}."',
        f'The {y} answered quietly, "I {third_to_first(Y[7])}. That is enough for me."',
        f"The {x} laughed and walked away."))
    lines.append(sentences(
        f"Not long after, {problem}.",
        f"The {x} did not know what to do.",
        f"But the {y}, who {Y[7]}, {rescue}, and it showed the {x} the way.",
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
            starts = words[len(out)] in ("is", "has", "loves", "forgets", "plays", "sleeps", "swims")
            continue
        else:
            out.append(w)
    return " ".join(out)
