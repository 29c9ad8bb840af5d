#!/usr/bin/env python3
"""Everyday English for the Tiny Transformer Playground corpus.

The main corpus generator writes about an invented world of towns, rivers and
trades.  Visitors, though, type plain everyday sentences: "The dog wagged its
tail.", "I have a sore throat.", "She was so tired that she fell asleep.",
"Once upon a time, there was a little fox."  This module writes that kind of
English: home life, sleep, meals, animals and their habits, weather and
seasons, school, jobs, health, feelings, travel, letters and simple stories.

Every word here was written for this project.  Hand-written tables (animals,
jobs, foods, household things, seasons, illnesses, feelings, ...) are combined
by small document builders (stories, diaries, letters, dialogues, fact lists,
how-to steps, riddles, ...).  Each fact is said in several sentence frames so
that a small model learns the fact rather than one fixed string.

Only the standard library is used, and the output depends only on the
``random.Random`` passed in:

    from data.everyday import everyday_documents
    docs = everyday_documents(random.Random(1234), target_bytes=3_300_000)

Running ``python3 data/everyday.py`` prints sample documents and statistics.

Layout: 1. grammar helpers, 2. people, 3. tables (3b: everyday collocations by theme, time words, what
things are for), 4. builders, 5. assembly.  ``python3 data/everyday.py`` also reports distinct words and how
many sentences of six or more words are repeated verbatim more than 25 times.
"""

import random
import re
import sys
from collections import Counter
from typing import NamedTuple

MIN_CHARS = 300
MAX_CHARS = 2500


# =============================================================================
# 1. GRAMMAR HELPERS
# =============================================================================

# base -> (third person singular, past)
_IRREGULAR = {
    "be": ("is", "was"), "have": ("has", "had"), "do": ("does", "did"), "go": ("goes", "went"),
    "eat": ("eats", "ate"), "drink": ("drinks", "drank"), "sleep": ("sleeps", "slept"),
    "fly": ("flies", "flew"), "make": ("makes", "made"), "take": ("takes", "took"),
    "catch": ("catches", "caught"), "buy": ("buys", "bought"), "bring": ("brings", "brought"),
    "build": ("builds", "built"), "come": ("comes", "came"), "run": ("runs", "ran"),
    "swim": ("swims", "swam"), "sing": ("sings", "sang"), "wake": ("wakes", "woke"),
    "get": ("gets", "got"), "put": ("puts", "put"), "read": ("reads", "read"),
    "write": ("writes", "wrote"), "ring": ("rings", "rang"), "sweep": ("sweeps", "swept"),
    "feed": ("feeds", "fed"), "give": ("gives", "gave"), "see": ("sees", "saw"),
    "say": ("says", "said"), "tell": ("tells", "told"), "think": ("thinks", "thought"),
    "find": ("finds", "found"), "leave": ("leaves", "left"), "lose": ("loses", "lost"),
    "hide": ("hides", "hid"), "dig": ("digs", "dug"), "grow": ("grows", "grew"),
    "blow": ("blows", "blew"), "fall": ("falls", "fell"), "feel": ("feels", "felt"),
    "keep": ("keeps", "kept"), "lay": ("lays", "laid"), "lie": ("lies", "lay"),
    "hang": ("hangs", "hung"), "light": ("lights", "lit"), "sit": ("sits", "sat"),
    "stand": ("stands", "stood"), "teach": ("teaches", "taught"), "drive": ("drives", "drove"),
    "ride": ("rides", "rode"), "hear": ("hears", "heard"), "know": ("knows", "knew"),
    "meet": ("meets", "met"), "pay": ("pays", "paid"), "send": ("sends", "sent"),
    "spend": ("spends", "spent"), "wear": ("wears", "wore"), "win": ("wins", "won"),
    "shine": ("shines", "shone"), "throw": ("throws", "threw"), "shake": ("shakes", "shook"),
    "bite": ("bites", "bit"), "hold": ("holds", "held"), "cut": ("cuts", "cut"),
    "let": ("lets", "let"), "shut": ("shuts", "shut"), "begin": ("begins", "began"),
    "draw": ("draws", "drew"), "forget": ("forgets", "forgot"), "sell": ("sells", "sold"),
    "understand": ("understands", "understood"), "swing": ("swings", "swung"),
    "break": ("breaks", "broke"), "choose": ("chooses", "chose"), "spread": ("spreads", "spread"),
    "freeze": ("freezes", "froze"), "rise": ("rises", "rose"), "sink": ("sinks", "sank"),
    "hurt": ("hurts", "hurt"), "cost": ("costs", "cost"), "set": ("sets", "set"),
    "mean": ("means", "meant"), "lend": ("lends", "lent"), "bend": ("bends", "bent"),
    "stick": ("sticks", "stuck"), "slide": ("slides", "slid"), "fight": ("fights", "fought"),
    "sting": ("stings", "stung"), "spin": ("spins", "spun"), "creep": ("creeps", "crept"),
    "leap": ("leaps", "leapt"), "burn": ("burns", "burnt"), "smell": ("smells", "smelt"),
    "speak": ("speaks", "spoke"), "steal": ("steals", "stole"), "tear": ("tears", "tore"),
    "can": ("can", "could"), "could": ("could", "could"), "must": ("must", "had to"),
    "bleed": ("bleeds", "bled"), "kneel": ("kneels", "knelt"), "oversleep": ("oversleeps", "overslept"),
    "shrink": ("shrinks", "shrank"), "spill": ("spills", "spilt"), "strike": ("strikes", "struck"),
    "forgive": ("forgives", "forgave"), "become": ("becomes", "became"),
    "will": ("will", "would"), "would": ("would", "would"), "should": ("should", "should"),
}
# Short verbs that double their last consonant: stop -> stopped, stopping.
_DOUBLE = (
    "stop", "hop", "drop", "shop", "clap", "hug", "nod", "jog", "skip", "wag", "rub", "grab",
    "pat", "tap", "chat", "knit", "trip", "beg", "plan", "hum", "swim", "run", "sit", "get",
    "put", "dig", "cut", "shut", "let", "begin", "chop", "stir", "slip", "flap", "drip",
    "pop", "dip", "wrap", "step", "nap", "travel", "spin", "win", "set", "snap", "flip",
    "pin", "mop", "hit", "fit", "rob", "drag", "tug", "ship", "shrug", "grin", "swap", "slam", "drum",
    "trim", "spot", "peg", "zip", "nip", "pet", "tip", "hem", "bat", "scrub", "sob", "throb", "sip",
    "forget", "outwit", "unwrap", "quarrel", "rot", "sled", "jam", "rip", "strap", "stab", "star",
)


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


NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)


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


_MARKERS = ("Also,", "Of course,", "Remember,", "As you know,", "In fact,", "It is true that", "We know that",
            "Everybody knows that", "Here is a fact:", "And")
_KEEP_CAP = ("I", "January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday", "Mum", "Dad", "Gran", "Americans", "America", "In America", "PE", "Dear")


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

GIRLS = (
    "Anna", "Lily", "Mia", "Emma", "Lucy", "Grace", "Rosie", "Ella", "Sophie", "Amy", "Kate", "Ruby",
    "Molly", "Chloe", "Holly", "Jenny", "Sarah", "Alice", "Daisy", "Jane", "Zoe", "Maya", "Nina",
    "Eva", "Poppy", "Hannah", "Laura", "Beth", "Megan", "Jess", "Tara", "Kim",
)
BOYS = (
    "Tom", "Sam", "Ben", "Jack", "Max", "Leo", "Joe", "Dan", "Harry", "Oliver", "Jake", "Adam",
    "Noah", "Luke", "Finn", "Alex", "Charlie", "Oscar", "Henry", "Billy", "Peter", "Paul", "Nick",
    "Toby", "Ryan", "Matt", "Will", "Jamie", "Owen", "Ed", "Rob", "Tim",
)
SURNAMES = (
    "Green", "Brown", "Smith", "White", "Hill", "Wood", "Baker", "Clark", "Hall", "Young",
    "King", "Wright", "Hughes", "Moore", "Parker", "Cook", "Bell", "Ward", "Price", "Shaw",
)
# Relatives a child writes to or talks about: (name as used, pronoun maker)
RELATIVES = (
    ("Gran", she), ("Grandma", she), ("Granny", she), ("Grandpa", he), ("Grandad", he),
    ("Aunt Rose", she), ("Aunt Jill", she), ("Aunt Mary", she), ("Uncle Bill", he),
    ("Uncle Jim", he), ("Uncle Frank", he), ("Nana", she),
)
PET_NAMES = (
    "Rusty", "Biscuit", "Pepper", "Snowy", "Patch", "Bella", "Whiskers", "Ginger", "Toffee",
    "Sooty", "Rex", "Bramble", "Pip", "Nutmeg", "Fluffy", "Sunny", "Smudge", "Honey", "Buster",
    "Bonnie", "Scamp", "Misty", "Dotty", "Coco", "Muffin", "Pickle", "Shadow", "Bouncer",
)


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
# 3. TABLES
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


def _an(name, plural, isa, group, sounds, noise, food, home, young, young_pl, body, habits, has,
        size="small"):
    return Animal(name, plural, isa, group, sounds, noise, food, home, young, young_pl, body,
                  habits, has, size)


ANIMALS = (
    _an("dog", "dogs", ("pet", "animal"), "pet", ("bark", "growl", "whine"), "woof",
        ("meat", "bones", "dog biscuits"), "a kennel", "puppy", "puppies",
        ("wag {pos} tail", "sniff the ground with {pos} nose", "dig a hole with {pos} paws",
         "prick up {pos} ears"),
        ("chase balls", "fetch sticks", "guard the house", "bury bones in the garden", "wag {pos} tail to say hello"),
        ("four legs", "a wet nose", "a long tail"), "big"),
    _an("cat", "cats", ("pet", "animal"), "pet", ("meow", "purr", "hiss"), "meow",
        ("fish", "meat", "cat food"), "a warm house", "kitten", "kittens",
        ("lick {pos} paws", "wash {pos} face with {pos} paw", "arch {pos} back",
         "twitch {pos} whiskers"),
        ("sleep in the sun", "chase mice", "climb trees", "sleep for most of the day"),
        ("soft fur", "long whiskers", "sharp claws")),
    _an("cow", "cows", ("farm animal", "animal"), "farm", ("moo",), "moo",
        ("grass", "hay"), "a field", "calf", "calves",
        ("swish {pos} tail", "flick {pos} ears", "lower {pos} big head"),
        ("give us milk", "eat grass all day", "lie down in the field"),
        ("four legs", "a long tail", "big brown eyes"), "big"),
    _an("horse", "horses", ("farm animal", "animal"), "farm", ("neigh", "snort"), "neigh",
        ("grass", "hay", "oats", "apples", "carrots"), "a stable", "foal", "foals",
        ("toss {pos} head", "swish {pos} tail", "stamp {pos} hooves"),
        ("gallop across the field", "pull carts", "carry riders", "sleep standing up"),
        ("long legs", "a long mane", "hard hooves"), "big"),
    _an("sheep", "sheep", ("farm animal", "animal"), "farm", ("baa", "bleat"), "baa",
        ("grass", "hay"), "a field", "lamb", "lambs",
        ("shake {pos} head", "nibble the grass with {pos} teeth"),
        ("stay together in a flock", "give us wool", "eat grass all day"),
        ("thick wool", "four thin legs")),
    _an("pig", "pigs", ("farm animal", "animal"), "farm", ("oink", "grunt", "squeal"), "oink",
        ("vegetables", "scraps", "apples"), "a sty", "piglet", "piglets",
        ("wiggle {pos} curly tail", "dig in the mud with {pos} snout"),
        ("roll in the mud", "keep cool in the mud", "sniff for food"),
        ("a curly tail", "a flat pink snout"), "big"),
    _an("goat", "goats", ("farm animal", "animal"), "farm", ("bleat",), "maa",
        ("grass", "leaves", "hay"), "a shed", "kid", "kids",
        ("shake {pos} little beard", "lower {pos} horns"),
        ("climb on rocks", "eat almost anything", "give us milk"),
        ("short horns", "a little beard")),
    _an("hen", "hens", ("bird", "farm animal"), "farm", ("cluck",), "cluck",
        ("grain", "seeds", "worms"), "a hen house", "chick", "chicks",
        ("flap {pos} wings", "peck at the ground with {pos} beak", "fluff up {pos} feathers"),
        ("lay eggs", "scratch in the dirt", "go to sleep at sunset"),
        ("feathers", "a red comb", "a sharp beak")),
    _an("duck", "ducks", ("bird", "farm animal"), "farm", ("quack",), "quack",
        ("weeds", "seeds", "small insects"), "a pond", "duckling", "ducklings",
        ("flap {pos} wings", "shake the water off {pos} feathers",
         "paddle with {pos} webbed feet"),
        ("swim on the pond", "walk in a line", "dive for food"),
        ("webbed feet", "a flat beak", "waterproof feathers")),
    _an("goose", "geese", ("bird", "farm animal"), "farm", ("honk", "hiss"), "honk",
        ("grass", "grain"), "a pond", "gosling", "goslings",
        ("stretch {pos} long neck", "flap {pos} big wings"),
        ("guard the farmyard", "chase visitors", "fly south in the autumn"),
        ("a long neck", "white feathers"), "big"),
    _an("donkey", "donkeys", ("farm animal", "animal"), "farm", ("bray",), "hee-haw",
        ("grass", "hay", "carrots"), "a stable", "foal", "foals",
        ("flick {pos} long ears", "swish {pos} tail"),
        ("carry heavy loads", "give rides on the beach"),
        ("long ears", "a grey coat"), "big"),
    _an("rabbit", "rabbits", ("pet", "animal"), "pet", ("squeak", "thump"), "",
        ("carrots", "lettuce", "grass"), "a burrow", "kit", "kits",
        ("twitch {pos} nose", "thump {pos} back foot", "wiggle {pos} long ears"),
        ("hop across the grass", "dig burrows", "come out at dawn and dusk"),
        ("long ears", "a fluffy tail", "strong back legs")),
    _an("hamster", "hamsters", ("pet", "animal"), "pet", ("squeak",), "squeak",
        ("seeds", "nuts", "fruit"), "a cage", "pup", "pups",
        ("stuff food into {pos} cheeks", "wash {pos} face with {pos} paws"),
        ("run on a wheel", "sleep during the day", "wake up at night"),
        ("soft fur", "big cheeks"), "tiny"),
    _an("goldfish", "goldfish", ("fish", "pet"), "pet", (), "",
        ("fish food", "tiny flakes"), "a tank", "fry", "fry",
        ("flick {pos} tail", "open and close {pos} mouth"),
        ("swim round and round", "live in water"),
        ("orange scales", "little fins"), "tiny"),
    _an("parrot", "parrots", ("bird", "pet"), "pet", ("squawk", "talk"), "squawk",
        ("seeds", "nuts", "fruit"), "a cage", "chick", "chicks",
        ("flap {pos} bright wings", "crack nuts with {pos} strong beak"),
        ("copy words", "live for a long time"),
        ("bright feathers", "a curved beak")),
    _an("tortoise", "tortoises", ("pet", "animal"), "pet", (), "",
        ("lettuce", "dandelions", "strawberries"), "a box of straw", "hatchling", "hatchlings",
        ("pull {pos} head into {pos} shell", "stretch out {pos} wrinkly neck"),
        ("move very slowly", "sleep through the winter", "live for many years"),
        ("a hard shell", "wrinkly legs")),
    _an("owl", "owls", ("bird", "wild bird"), "wild", ("hoot", "screech"), "twit-twoo",
        ("mice", "voles", "insects"), "a hollow tree", "owlet", "owlets",
        ("turn {pos} head right round", "spread {pos} wide wings", "blink {pos} big eyes"),
        ("hunt at night", "sleep during the day", "fly without a sound"),
        ("big round eyes", "soft feathers", "sharp claws")),
    _an("bat", "bats", ("animal", "wild animal"), "wild", ("squeak",), "",
        ("insects", "moths", "fruit"), "a cave", "pup", "pups",
        ("fold {pos} wings", "hang by {pos} feet"),
        ("sleep during the day", "fly at night", "hang upside down", "sleep through the winter"),
        ("leathery wings", "big ears")),
    _an("fox", "foxes", ("wild animal", "animal"), "wild", ("bark", "yelp"), "",
        ("mice", "rabbits", "berries", "worms"), "a den", "cub", "cubs",
        ("swish {pos} bushy tail", "prick up {pos} ears"),
        ("hunt at night", "creep through the long grass", "visit gardens in the dark"),
        ("red fur", "a bushy tail", "pointed ears")),
    _an("bear", "bears", ("wild animal", "animal"), "wild", ("growl", "roar"), "grr",
        ("berries", "fish", "honey", "roots"), "a cave", "cub", "cubs",
        ("scratch {pos} back on a tree", "stand up on {pos} back legs"),
        ("sleep through the winter", "catch fish in rivers", "look for honey"),
        ("thick fur", "big paws", "long claws"), "big"),
    _an("squirrel", "squirrels", ("wild animal", "animal"), "wild", ("chatter", "squeak"), "",
        ("nuts", "acorns", "seeds"), "a nest high in a tree", "kit", "kits",
        ("flick {pos} bushy tail", "hold a nut in {pos} front paws"),
        ("store nuts for winter", "bury acorns", "climb trees", "jump from branch to branch"),
        ("a bushy tail", "sharp teeth")),
    _an("hedgehog", "hedgehogs", ("wild animal", "animal"), "wild", ("snuffle", "grunt"), "",
        ("beetles", "worms", "slugs"), "a pile of leaves", "hoglet", "hoglets",
        ("roll {refl} into a ball", "sniff the air with {pos} pointed nose"),
        ("sleep through the winter", "come out at night", "eat slugs in the garden"),
        ("sharp spines", "a pointed nose")),
    _an("frog", "frogs", ("animal", "wild animal"), "wild", ("croak",), "ribbit",
        ("flies", "insects", "slugs"), "a pond", "tadpole", "tadpoles",
        ("catch a fly with {pos} long tongue", "kick {pos} strong back legs"),
        ("jump a long way", "lay eggs in the water", "sleep through the winter in the mud"),
        ("smooth wet skin", "long back legs")),
    _an("robin", "robins", ("bird", "wild bird"), "wild", ("sing", "chirp"), "tweet",
        ("worms", "seeds", "berries"), "a nest", "chick", "chicks",
        ("puff up {pos} red feathers", "flap {pos} little wings"),
        ("sing in the winter", "follow gardeners to find worms", "build nests in hedges"),
        ("a red breast", "thin legs"), "tiny"),
    _an("crow", "crows", ("bird", "wild bird"), "wild", ("caw",), "caw",
        ("seeds", "worms", "scraps"), "a nest at the top of a tall tree", "chick", "chicks",
        ("spread {pos} black wings", "tap the ground with {pos} beak"),
        ("live in big groups", "solve puzzles", "walk on the grass looking for food"),
        ("black feathers", "a strong beak")),
    _an("swan", "swans", ("bird", "wild bird"), "wild", ("hiss",), "",
        ("water plants", "grass"), "a nest by the river", "cygnet", "cygnets",
        ("bend {pos} long neck", "spread {pos} huge wings"),
        ("glide on the river", "keep the same partner for life"),
        ("white feathers", "a long neck", "an orange beak"), "big"),
    _an("bee", "bees", ("insect",), "wild", ("buzz",), "buzz",
        ("nectar", "pollen"), "a hive", "", "",
        ("beat {pos} wings very fast", "wiggle {pos} body in a dance"),
        ("make honey", "visit flowers", "live together in a hive"),
        ("six legs", "black and yellow stripes", "a sting"), "tiny"),
    _an("butterfly", "butterflies", ("insect",), "wild", (), "",
        ("nectar",), "gardens and meadows", "caterpillar", "caterpillars",
        ("open and close {pos} wings", "uncurl {pos} long tongue"),
        ("visit flowers", "start life as a caterpillar"),
        ("colourful wings", "six thin legs"), "tiny"),
    _an("ant", "ants", ("insect",), "wild", (), "",
        ("seeds", "crumbs", "sweet things"), "a nest under the ground", "", "",
        ("wave {pos} feelers",),
        ("work together", "carry heavy loads", "march in long lines"),
        ("six legs", "a tiny body"), "tiny"),
    _an("snail", "snails", ("animal",), "wild", (), "",
        ("leaves", "plants"), "a shell", "", "",
        ("pull {pos} soft body into {pos} shell", "wave {pos} feelers"),
        ("move very slowly", "come out when it rains", "leave a shiny trail"),
        ("a shell", "two pairs of feelers"), "tiny"),
    _an("mouse", "mice", ("animal", "wild animal"), "wild", ("squeak",), "squeak",
        ("seeds", "grain", "cheese"), "a hole in the wall", "pup", "pups",
        ("twitch {pos} whiskers", "clean {pos} ears with {pos} paws"),
        ("come out at night", "hide from cats", "nibble things"),
        ("a long thin tail", "tiny feet"), "tiny"),
    _an("deer", "deer", ("wild animal", "animal"), "wild", (), "",
        ("grass", "leaves", "acorns"), "the forest", "fawn", "fawns",
        ("flick {pos} white tail", "lift {pos} head to listen"),
        ("run very fast", "come out at dawn", "hide among the trees"),
        ("long thin legs", "large dark eyes"), "big"),
    _an("wolf", "wolves", ("wild animal", "animal"), "wild", ("howl", "growl"), "awoo",
        ("meat",), "a den", "cub", "cubs",
        ("point {pos} nose at the moon", "show {pos} sharp teeth"),
        ("live in packs", "howl at night", "hunt together"),
        ("thick grey fur", "sharp teeth"), "big"),
    _an("lion", "lions", ("wild animal", "animal"), "wild", ("roar",), "roar",
        ("meat",), "a den in the long grass", "cub", "cubs",
        ("shake {pos} mane", "swish {pos} tail"),
        ("sleep for most of the day", "hunt in groups", "live in families called prides"),
        ("golden fur", "a big mane"), "big"),
    _an("elephant", "elephants", ("wild animal", "animal"), "wild", ("trumpet",), "",
        ("grass", "leaves", "fruit"), "hot countries", "calf", "calves",
        ("flap {pos} big ears", "spray water with {pos} trunk", "wave {pos} trunk"),
        ("drink a lot of water", "walk in a herd", "remember things for a long time"),
        ("a long trunk", "big ears", "grey skin"), "huge"),
    _an("monkey", "monkeys", ("wild animal", "animal"), "wild", ("chatter", "screech"), "",
        ("fruit", "leaves", "nuts"), "the jungle", "", "",
        ("hold on with {pos} long tail", "peel a banana with {pos} hands"),
        ("swing from tree to tree", "eat bananas", "groom each other"),
        ("long arms", "a long tail")),
    _an("giraffe", "giraffes", ("wild animal", "animal"), "wild", (), "",
        ("leaves",), "hot countries", "calf", "calves",
        ("stretch {pos} long neck", "curl {pos} long tongue round a branch"),
        ("eat leaves from tall trees", "sleep standing up"),
        ("a very long neck", "brown spots"), "huge"),
    _an("penguin", "penguins", ("bird", "sea bird"), "sea", ("squawk",), "",
        ("fish",), "cold places by the sea", "chick", "chicks",
        ("flap {pos} short wings", "slide on {pos} tummy"),
        ("swim very well", "waddle on the ice", "huddle together to keep warm"),
        ("black and white feathers", "short legs")),
    _an("whale", "whales", ("sea animal", "animal"), "sea", ("sing",), "",
        ("tiny sea animals", "fish"), "the sea", "calf", "calves",
        ("flip {pos} huge tail", "blow water out of {pos} blowhole"),
        ("swim in the deep sea", "come up to breathe air"),
        ("a huge body", "a big tail"), "huge"),
    _an("salmon", "salmon", ("fish",), "sea", (), "",
        ("insects", "small fish"), "rivers and the sea", "fry", "fry",
        ("flip {pos} tail", "wiggle {pos} fins"),
        ("swim up rivers", "jump up waterfalls", "lay eggs in rivers"),
        ("silver scales", "fins")),
    _an("seagull", "seagulls", ("bird", "sea bird"), "sea", ("squawk", "cry"), "",
        ("fish", "scraps"), "nests on cliffs by the sea", "chick", "chicks",
        ("spread {pos} grey wings", "open {pos} yellow beak"),
        ("follow fishing boats", "steal chips at the seaside"),
        ("white and grey feathers", "webbed feet")),
    _an("badger", "badgers", ("wild animal", "animal"), "wild", ("grunt",), "",
        ("worms", "beetles", "fruit"), "a sett under the ground", "cub", "cubs",
        ("dig with {pos} strong claws",),
        ("come out at night", "dig long tunnels"),
        ("a black and white face", "strong claws")),
)
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


JOBS = (
    Job("baker", "bakers", ("bake bread", "make cakes and buns", "get up very early"),
        "in a bakery", ("a hot oven", "a big bag of flour"), "we would have no fresh bread"),
    Job("doctor", "doctors", ("help sick people", "listen to people's chests", "give people medicine"),
        "in a surgery or a hospital", ("a stethoscope", "a thermometer"),
        "sick people would not get better so quickly"),
    Job("farmer", "farmers", ("grow crops", "look after animals", "milk the cows",
                              "drive a tractor"),
        "on a farm", ("a tractor", "a big barn"), "we would have no milk, eggs or potatoes"),
    Job("teacher", "teachers", ("teach children", "help pupils to read and write",
                                "mark homework"),
        "in a school", ("a whiteboard", "a pile of books"), "children would not learn to read"),
    Job("postman", "postmen", ("deliver letters", "bring parcels to the door",
                               "empty the post box"),
        "in the streets of the town", ("a big bag of letters", "a red van"),
        "nobody would get any letters"),
    Job("fireman", "firemen", ("put out fires", "rescue people from burning houses",
                               "drive a fire engine"),
        "at the fire station", ("a long hose", "a tall ladder"),
        "fires would spread from house to house"),
    Job("nurse", "nurses", ("look after sick people", "help the doctor", "put on bandages"),
        "in a hospital", ("bandages", "a thermometer"), "patients would have nobody to care for them"),
    Job("pilot", "pilots", ("fly planes", "take people to far away places"),
        "at the airport", ("a big plane", "a map of the sky"),
        "we could not fly across the sea"),
    Job("bus driver", "bus drivers", ("drive a bus", "take people to work and school",
                                      "stop at every bus stop"),
        "on the roads of the town", ("a big bus", "a ticket machine"),
        "many people could not get to work"),
    Job("dentist", "dentists", ("look after our teeth", "fill holes in teeth",
                                "tell children to brush their teeth"),
        "in a surgery", ("a little mirror", "a special chair"), "our teeth would hurt"),
    Job("vet", "vets", ("look after sick animals", "mend a dog's broken leg",
                        "help cows and sheep on the farm"),
        "in an animal hospital", ("a stethoscope", "a box of animal medicine"),
        "sick pets would not get better"),
    Job("cook", "cooks", ("cook meals", "make soup", "bake pies"),
        "in a kitchen", ("big pans", "sharp knives"), "we would have no hot dinners at school"),
    Job("builder", "builders", ("build houses", "lay bricks", "mend roofs"),
        "on a building site", ("a hammer", "a ladder", "a pile of bricks"),
        "we would have no houses to live in"),
    Job("police officer", "police officers", ("keep people safe", "help people who are lost",
                                              "catch thieves"),
        "at the police station", ("a radio", "a police car"),
        "the streets would not be safe"),
    Job("shopkeeper", "shopkeepers", ("sell things", "fill the shelves", "count the money"),
        "in a shop", ("a till", "a shelf of tins"), "we would have nowhere to buy food"),
    Job("librarian", "librarians", ("look after books", "help people find books",
                                    "read stories to children"),
        "in a library", ("shelves of books", "a computer"), "the books would get lost"),
    Job("gardener", "gardeners", ("grow flowers", "cut the grass", "dig the flower beds"),
        "in a park or a garden", ("a spade", "a wheelbarrow"), "the parks would be full of weeds"),
    Job("fisherman", "fishermen", ("catch fish", "mend nets", "sail out to sea"),
        "on a boat", ("a net", "a fishing rod"), "we would have no fish for supper"),
    Job("mechanic", "mechanics", ("mend cars", "change tyres", "check the brakes"),
        "in a garage", ("a spanner", "a jack"), "broken cars would stay broken"),
    Job("hairdresser", "hairdressers", ("cut hair", "wash hair", "brush and dry hair"),
        "in a salon", ("scissors", "a comb", "a hair dryer"), "our hair would grow very long"),
    Job("train driver", "train drivers", ("drive trains", "stop at every station"),
        "on the railway", ("a big engine", "a timetable"), "the trains would not run"),
    Job("waiter", "waiters", ("bring food to the tables", "take orders", "clear the plates"),
        "in a cafe", ("a tray", "a notepad"), "nobody would bring us our food in a cafe"),
    Job("carpenter", "carpenters", ("make tables and chairs", "cut wood", "fit doors"),
        "in a workshop", ("a saw", "a hammer", "nails"), "we would have no tables or chairs"),
    Job("cleaner", "cleaners", ("clean floors", "empty the bins", "wash windows"),
        "in offices and schools", ("a mop", "a bucket"), "everything would be dirty"),
    Job("painter", "painters", ("paint walls", "paint doors and windows"),
        "in people's houses", ("brushes", "tins of paint"), "our walls would look old and dull"),
)


class Food(NamedTuple):
    name: str         # "apple" (count) or "bread" (mass)
    plural: str       # "apples"; same as name for mass nouns
    mass: bool
    group: str        # fruit, vegetable, drink, ...
    origin: str       # verb phrase that agrees with the food: "grow on trees"
    tastes: tuple
    meal: str         # when we often have it
    how: tuple        # ways to eat or cook it: "spread it on toast"


FOODS = (
    Food("apple", "apples", False, "fruit", "grow on trees", ("sweet", "crunchy", "juicy"), "lunch",
         ("eat it raw", "bake it in a pie", "cut it into slices")),
    Food("banana", "bananas", False, "fruit", "grow in hot countries", ("sweet", "soft"), "breakfast",
         ("peel it", "slice it on cereal")),
    Food("orange", "oranges", False, "fruit", "grow on trees in sunny places", ("sweet", "juicy"),
         "breakfast", ("peel it", "squeeze it for juice")),
    Food("pear", "pears", False, "fruit", "grow on trees", ("sweet", "soft", "juicy"), "lunch",
         ("eat it raw", "cook it with a little sugar")),
    Food("strawberry", "strawberries", False, "fruit", "grow on small plants in summer",
         ("sweet", "red", "juicy"), "tea", ("eat them with cream", "make them into jam")),
    Food("bread", "bread", True, "food", "be made from flour, water and yeast",
         ("warm", "soft", "fresh"), "breakfast", ("spread it with butter", "make toast with it",
                                                   "make sandwiches with it")),
    Food("butter", "butter", True, "food", "be made from cream", ("soft", "creamy", "salty"),
         "breakfast", ("spread it on bread", "melt it in a pan")),
    Food("milk", "milk", True, "drink", "come from cows", ("cold", "creamy", "fresh"), "breakfast",
         ("pour it on cereal", "drink it from a glass", "put a little in tea")),
    Food("egg", "eggs", False, "food", "come from hens", ("fresh", "warm"), "breakfast",
         ("boil it", "fry it in a pan", "scramble it")),
    Food("cheese", "cheese", True, "food", "be made from milk", ("strong", "salty", "creamy"), "lunch",
         ("grate it", "put it in a sandwich", "melt it on toast")),
    Food("honey", "honey", True, "food", "be made by bees", ("sweet", "sticky", "golden"), "breakfast",
         ("spread it on toast", "stir it into warm milk")),
    Food("soup", "soup", True, "meal", "be made from vegetables and water", ("hot", "thick", "tasty"),
         "lunch", ("eat it with a spoon", "dip bread in it")),
    Food("cake", "cake", True, "treat", "be made from flour, eggs, butter and sugar",
         ("sweet", "soft", "delicious"), "tea", ("cut it into slices", "eat it at a party")),
    Food("potato", "potatoes", False, "vegetable", "grow under the ground", ("soft", "hot", "floury"),
         "dinner", ("boil them", "mash them", "bake them in the oven")),
    Food("carrot", "carrots", False, "vegetable", "grow under the ground", ("crunchy", "sweet"),
         "dinner", ("chop them", "boil them", "eat them raw")),
    Food("pea", "peas", False, "vegetable", "grow in pods", ("small", "green", "sweet"), "dinner",
         ("boil them", "shell them")),
    Food("tomato", "tomatoes", False, "fruit", "grow on plants in summer", ("red", "juicy"), "lunch",
         ("slice them", "make them into soup")),
    Food("rice", "rice", True, "food", "grow in wet fields", ("white", "soft"), "dinner",
         ("boil it in water", "eat it with a spoon")),
    Food("tea", "tea", True, "drink", "be made from dried leaves", ("hot", "strong"), "breakfast",
         ("make it in a teapot", "drink it with milk")),
    Food("jam", "jam", True, "food", "be made from fruit and sugar", ("sweet", "sticky"), "tea",
         ("spread it on bread", "put it in a cake")),
    Food("biscuit", "biscuits", False, "treat", "be baked in the oven", ("sweet", "crunchy"), "tea",
         ("dip them in tea", "keep them in a tin")),
    Food("sausage", "sausages", False, "food", "be cooked in a pan", ("hot", "tasty"), "dinner",
         ("fry them", "grill them")),
    Food("fish", "fish", True, "food", "come from the sea and rivers", ("fresh", "tasty"), "dinner",
         ("fry it", "bake it")),
    Food("porridge", "porridge", True, "meal", "be made from oats and milk", ("hot", "thick"),
         "breakfast", ("stir it in a pan", "eat it with honey")),
    Food("pie", "pies", False, "meal", "be baked in the oven", ("hot", "golden"), "dinner",
         ("cut it into pieces", "eat it with gravy")),
    Food("juice", "juice", True, "drink", "be made from fruit", ("cold", "sweet"), "breakfast",
         ("pour it into a glass", "drink it through a straw")),
)
FOOD = {f.name: f for f in FOODS}


class Thing(NamedTuple):
    name: str
    room: str
    use: str          # verb phrase: what we use it for
    more: str         # one more plain fact, a whole sentence


THINGS = (
    Thing("kettle", "kitchen", "boil water", "It whistles or clicks when the water is hot."),
    Thing("teapot", "kitchen", "make tea", "It has a spout and a lid."),
    Thing("oven", "kitchen", "bake bread and cakes", "It gets very hot inside."),
    Thing("fridge", "kitchen", "keep food cold", "We keep milk, butter and cheese in it."),
    Thing("sink", "kitchen", "wash the dishes", "It has a tap for hot water and a tap for cold water."),
    Thing("frying pan", "kitchen", "fry eggs and sausages", "It has a long handle."),
    Thing("bread knife", "kitchen", "cut bread", "It is very sharp, so we must be careful."),
    Thing("bed", "bedroom", "sleep", "It has a pillow and a warm blanket."),
    Thing("pillow", "bedroom", "rest {pos} heads", "It is soft and full of feathers."),
    Thing("wardrobe", "bedroom", "hang up {pos} clothes", "It has two doors and a long rail."),
    Thing("alarm clock", "bedroom", "wake {obj} up in the morning", "It rings very loudly."),
    Thing("toothbrush", "bathroom", "brush {pos} teeth", "We use it every morning and every night."),
    Thing("towel", "bathroom", "dry {refl}", "We hang it on a hook after a bath."),
    Thing("bar of soap", "bathroom", "wash {pos} hands", "It makes white bubbles."),
    Thing("bath", "bathroom", "wash {refl}", "We fill it with warm water."),
    Thing("sofa", "living room", "sit and rest", "It is big enough for three people."),
    Thing("fireplace", "living room", "keep the house warm", "We light a fire in it on cold nights."),
    Thing("lamp", "living room", "give {obj} light", "We switch it on when it gets dark."),
    Thing("clock", "living room", "tell the time", "It ticks all day and all night."),
    Thing("bookcase", "living room", "keep {pos} books", "It has five long shelves."),
    Thing("broom", "hall", "sweep the floor", "It has a long handle and stiff bristles."),
    Thing("umbrella", "hall", "keep dry in the rain", "We open it when it rains."),
    Thing("key", "hall", "lock the door", "We keep it on a hook by the front door."),
    Thing("doormat", "hall", "wipe {pos} feet", "It lies just inside the front door."),
    Thing("spade", "garden", "dig the soil", "It has a sharp metal blade."),
    Thing("watering can", "garden", "water the plants", "It has a long spout with little holes."),
    Thing("wheelbarrow", "garden", "carry earth and leaves", "It has one wheel at the front."),
    Thing("washing line", "garden", "dry the washing", "We peg the clothes on it."),
    Thing("washing machine", "kitchen", "wash {pos} clothes", "It spins round and round."),
    Thing("iron", "kitchen", "make {pos} clothes smooth", "It gets very hot, so we must be careful."),
    Thing("scissors", "kitchen", "cut paper and string", "They have two sharp blades."),
    Thing("candle", "living room", "give light when the lights go out", "It has a wick that burns."),
)


class Room(NamedTuple):
    name: str
    does: tuple       # what we do there, verb phrases with {pos}
    sights: tuple     # what is there: nouns with articles


ROOMS = (
    Room("kitchen", ("cook the dinner", "make breakfast", "do the washing up", "put the kettle on"),
         ("a cooker", "a sink", "a fridge", "a kettle", "a big table")),
    Room("bedroom", ("sleep", "get dressed", "read in bed", "make {pos} bed"),
         ("a bed", "a wardrobe", "a chest of drawers", "a little lamp")),
    Room("bathroom", ("have a bath", "brush {pos} teeth", "wash {pos} face", "comb {pos} hair"),
         ("a bath", "a sink", "a mirror", "clean towels")),
    Room("living room", ("sit by the fire", "read books", "play games", "watch television"),
         ("a sofa", "two armchairs", "a fireplace", "a bookcase", "a big rug")),
    Room("hall", ("hang up {pos} coat", "take off {pos} boots", "answer the door"),
         ("a row of coat hooks", "a doormat", "a shoe rack")),
    Room("garden", ("plant seeds", "play football", "hang out the washing", "pick flowers"),
         ("a lawn", "a vegetable patch", "an apple tree", "a shed")),
)


class Season(NamedTuple):
    name: str
    months: tuple
    weather: tuple    # sentences in the present
    nature: tuple     # sentences in the present
    clothes: tuple    # nouns with articles or plurals
    fun: tuple        # verb phrases: what people like to do
    feel: str         # adjective for the air


SEASONS = (
    Season("spring", ("March", "April", "May"),
           ("There are sunny days and sudden showers.", "The days get longer and warmer.",
            "It is often windy in March.", "April brings lots of rain.", "The mornings are still chilly.",
            "Warm sunshine follows the rain.", "The last frost comes in April.", "Light rain falls on the new grass."),
           ("Flowers come up in the garden.", "Birds build nests in the hedges.",
            "Lambs are born on the farms.", "Leaves grow back on the trees.", "Blossom covers the fruit trees.",
            "Bluebells flower in the woods.", "Ducklings swim on the pond.",
            "Frogs lay their eggs in the pond.", "Daffodils and tulips open in the sun."),
           ("a light coat", "wellington boots", "a raincoat"),
           ("plant seeds", "fly a kite", "look for birds' nests", "visit the lambs on the farm"),
           "fresh"),
    Season("summer", ("June", "July", "August"),
           ("The sun shines for many hours.", "It is hot and dry.", "The evenings are long and light.",
            "Sometimes there is a thunderstorm after a hot day.", "The sky is blue for weeks.",
            "The nights are short and warm.", "The ground gets hard and dusty.", "Hot sunny days bring heat waves."),
           ("Roses flower in the garden.", "Bees buzz from flower to flower.",
            "Strawberries turn red.", "The grass grows fast and needs cutting.",
            "Butterflies dance over the meadows.", "Farmers cut the hay.", "Swallows swoop over the fields.",
            "Cherries and raspberries are ripe."),
           ("shorts", "a sun hat", "sandals", "a T-shirt"),
           ("go to the beach", "swim in the sea", "have a picnic", "eat ice cream in the park"),
           "warm"),
    Season("autumn", ("September", "October", "November"),
           ("The days get shorter and cooler.", "It is often windy and wet.",
            "There is mist in the mornings.", "The first frosts come at night.", "Strong winds blow the leaves about.",
            "Fog hangs over the fields.", "Heavy rain fills the ditches.",
            "The clocks go back, and evenings get dark."),
           ("Leaves turn red, yellow and brown and fall from the trees.",
            "Squirrels store nuts for the winter.", "Apples are ready to pick.",
            "Swallows fly away to warmer countries.", "Conkers fall from the chestnut trees.",
            "Hedgehogs look for a warm place to sleep.", "Mushrooms grow in the damp woods.",
            "Blackberries ripen in the hedges.", "Geese fly south in long lines."),
           ("a warm coat", "a woolly jumper", "boots"),
           ("kick through the fallen leaves", "pick apples", "collect conkers",
            "jump in puddles"),
           "cool"),
    Season("winter", ("December", "January", "February"),
           ("It is cold and dark.", "Sometimes it snows.", "The nights are long.",
            "Ice covers the puddles in the morning.", "A cold wind blows from the north.",
            "Frost makes the grass white.", "Icicles hang from the roofs.", "It gets dark before tea time.",
            "Sleet and hail blow in from the sea."),
           ("The trees are bare.", "Bears and hedgehogs sleep through the winter.",
            "Robins sing in the cold gardens.", "Snow covers the fields and the roofs.",
            "Birds look for berries because there are no insects.", "Ponds freeze over.",
            "Foxes leave footprints in the snow.", "Holly berries turn bright red."),
           ("a thick coat", "a woolly hat", "gloves", "a scarf"),
           ("build a snowman", "have a snowball fight", "sit by the fire", "go sledging"),
           "cold"),
)


class Month(NamedTuple):
    name: str
    season: str
    note: str         # a sentence about it


MONTHS = (
    Month("January", "winter", "It is the first month of the year, and it is often very cold."),
    Month("February", "winter", "It is the shortest month, and snowdrops flower in the garden."),
    Month("March", "spring", "The wind blows hard and the first lambs are born."),
    Month("April", "spring", "There are many showers, and the trees turn green."),
    Month("May", "spring", "Blossom covers the apple trees, and the days are long."),
    Month("June", "summer", "It has the longest day of the year."),
    Month("July", "summer", "It is often hot, and the school holidays begin."),
    Month("August", "summer", "Farmers cut the wheat, and many families go to the seaside."),
    Month("September", "autumn", "Children go back to school, and the apples are ripe."),
    Month("October", "autumn", "The leaves turn brown and gold, and the nights draw in."),
    Month("November", "autumn", "It is often foggy, and bonfires are lit in the gardens."),
    Month("December", "winter", "It is the last month of the year, and people get ready for the holidays."),
)
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


class Weather(NamedTuple):
    name: str         # rain
    adj: str          # rainy
    now: str          # it is raining
    was: str          # it rained
    sights: tuple     # past sentences
    need: tuple       # verb phrases: what people do about it, base form


WEATHER = (
    Weather("rain", "rainy", "it is raining", "it rained all day",
            ("Big drops ran down the window.", "Puddles filled the road.",
             "The gutters gurgled and splashed."),
            ("take an umbrella", "put on {pos} raincoat", "wear {pos} wellington boots",
             "stay inside and play games")),
    Weather("snow", "snowy", "it is snowing", "it snowed all day",
            ("Everything was white.", "The roofs were covered in snow.",
             "Snowflakes drifted past the window."),
            ("put on {pos} gloves and {pos} woolly hat", "build a snowman",
             "sweep the snow from the path")),
    Weather("wind", "windy", "it is very windy", "the wind blew hard",
            ("The trees bent and creaked.", "Leaves flew across the garden.",
             "A bin rolled down the street."),
            ("hold on to {pos} hat", "fly a kite", "close the windows")),
    Weather("sun", "sunny", "the sun is shining", "the sun shone all day",
            ("The sky was clear and blue.", "The pavement was warm.",
             "Bees buzzed in the flowers."),
            ("put on {pos} sun hat", "have a picnic", "sit in the shade")),
    Weather("fog", "foggy", "it is foggy", "there was thick fog",
            ("We could not see the end of the street.", "The cars had their lights on.",
             "Everything was grey and quiet."),
            ("walk slowly", "stay close together")),
    Weather("storm", "stormy", "there is a storm", "there was a storm",
            ("Thunder rumbled over the hills.", "Lightning lit up the sky.",
             "Rain drummed on the roof."),
            ("stay indoors", "close the curtains", "light a candle")),
    Weather("frost", "frosty", "it is frosty", "there was a hard frost",
            ("The grass was white and crunchy.", "The windows had patterns of ice.",
             "The pond was frozen."),
            ("put on {pos} thick coat", "scrape the ice off the car")),
)


class Ailment(NamedTuple):
    name: str         # after "I have": "a sore throat"
    feels: tuple      # present sentences from the patient: "It hurts when I swallow."
    cause: tuple      # past verb phrases (base form): "shout at the football match"
    cure: tuple       # verb phrases, base form: "drink warm honey and lemon"


AILMENTS = (
    Ailment("a sore throat", ("It hurts when I swallow.", "My voice is croaky.", "My throat feels dry."),
            ("shout at the football match", "get cold and wet on the way home"),
            ("drink warm honey and lemon", "rest {pos} voice", "suck a throat sweet")),
    Ailment("a headache", ("My head hurts.", "The light hurts my eyes.", "My head is pounding."),
            ("sit in the hot sun all day", "forget to drink enough water"),
            ("lie down in a quiet room", "drink a glass of water", "take some medicine")),
    Ailment("a cold", ("My nose is runny.", "I keep sneezing.", "I feel tired and stuffy."),
            ("play with a friend who had a cold", "go out in the rain without a coat"),
            ("stay warm", "drink lots of hot drinks", "rest in bed", "blow {pos} nose gently")),
    Ailment("a cough", ("I cough all night.", "My chest feels tight.", "I cannot stop coughing."),
            ("catch a cold", "play outside in the cold fog"),
            ("take a spoonful of cough medicine", "drink warm milk", "rest")),
    Ailment("a broken arm", ("My arm hurts a lot.", "I cannot move my arm.", "My arm is swollen."),
            ("fall off {pos} bicycle", "slip on the ice", "fall out of a tree"),
            ("wear a plaster cast", "keep {pos} arm in a sling", "rest {pos} arm for six weeks")),
    Ailment("a sore knee", ("My knee hurts when I walk.", "My knee is red and scraped."),
            ("fall over in the playground", "trip on the path"),
            ("wash the cut", "put on a plaster", "rest {pos} leg")),
    Ailment("a toothache", ("My tooth hurts.", "It hurts when I eat something cold."),
            ("eat too many sweets", "forget to brush {pos} teeth"),
            ("go to the dentist", "brush {pos} teeth twice a day")),
    Ailment("an earache", ("My ear hurts.", "I cannot hear very well.", "My ear feels blocked."),
            ("swim in cold water", "have a bad cold"),
            ("keep {pos} ear warm", "take some medicine", "rest")),
    Ailment("a stomach ache", ("My tummy hurts.", "I feel sick.", "I do not want any food."),
            ("eat too much cake", "eat a green apple"),
            ("sip water slowly", "lie down", "eat plain toast")),
    Ailment("a high temperature", ("I feel hot and then cold.", "I am shivering.", "My head feels hot."),
            ("catch a bad cold", "catch a fever from {pos} brother"),
            ("stay in bed", "drink plenty of water", "take some medicine")),
    Ailment("a sprained ankle", ("My ankle is swollen.", "It hurts to stand up."),
            ("twist {pos} ankle playing football", "jump off a wall"),
            ("rest {pos} foot on a cushion", "put ice on {pos} ankle")),
)


AILMENT_DECK = AILMENTS + AILMENTS[:4]


class Feeling(NamedTuple):
    adj: str
    causes: tuple     # verb phrases with {pos}: what happened to make them feel it
    results: tuple    # verb phrases: what they did because of it ("so tired that ...")
    signs: tuple      # verb phrases: how you could tell


FEELINGS = (
    Feeling("tired", ("walk all the way up the hill", "stay up late the night before",
                      "work in the garden all day", "play football all afternoon"),
            ("fall asleep on the sofa", "fall asleep at the table", "go to bed straight after tea",
             "fall asleep in the car", "fall asleep before the end of the story"),
            ("yawn", "rub {pos} eyes")),
    Feeling("hungry", ("miss {pos} lunch", "work in the garden all morning", "swim for an hour"),
            ("eat two bowls of soup", "eat three slices of bread and butter", "finish all the cake",
             "ask for a second helping", "eat a whole plate of sandwiches", "eat four sausages",
             "eat a big bowl of pasta", "eat two baked potatoes", "clear {pos} plate in a minute"),
            ("hear {pos} tummy rumble",)),
    Feeling("thirsty", ("run round the field", "walk in the hot sun", "eat salty crisps"),
            ("drink three glasses of water", "drink a whole jug of lemonade"),
            ("lick {pos} dry lips",)),
    Feeling("happy", ("get a new puppy", "win the race", "find {pos} lost ring", "see {pos} gran"),
            ("sing all the way home", "jump up and down", "hug everyone", "smile all day"),
            ("smile", "laugh")),
    Feeling("sad", ("lose {pos} favourite toy", "say goodbye to {pos} best friend",
                    "break {pos} mug"),
            ("cry", "sit alone in {pos} room", "could not eat any dinner"),
            ("cry", "look at the floor")),
    Feeling("angry", ("find {pos} drawing torn", "wait for the bus for an hour"),
            ("stamp {pos} feet", "slam the door", "shout"),
            ("frown", "fold {pos} arms")),
    Feeling("afraid", ("hear a strange noise in the night", "see a big spider", "get lost in the wood"),
            ("hide under the blanket", "run back home", "hold {pos} mum's hand tightly"),
            ("shake", "go pale")),
    Feeling("excited", ("hear that they were going to the seaside", "wake up on {pos} birthday"),
            ("could not sleep", "run down the stairs", "tell everyone the news"),
            ("jump up and down", "talk very fast")),
    Feeling("lonely", ("move to a new town", "spend the holidays on {pos} own"),
            ("write a long letter to {pos} old friend", "talk to the cat", "write a letter to {pos} gran"),
            ("sigh", "look out of the window")),
    Feeling("proud", ("learn to ride a bicycle", "get a gold star", "bake a cake all on {pos} own"),
            ("show everyone", "put the picture on the wall", "tell {pos} gran on the phone"),
            ("smile", "stand up tall")),
    Feeling("cold", ("forget {pos} coat", "wait at the bus stop in the snow"),
            ("sit right next to the fire", "put on two jumpers", "drink a mug of hot chocolate"),
            ("shiver", "rub {pos} hands together")),
    Feeling("bored", ("stay indoors all day because of the rain", "wait in the queue for an hour"),
            ("count the raindrops on the window", "read the same comic three times"),
            ("sigh", "yawn")),
)
FEELING = {f.adj: f for f in FEELINGS}


class Transport(NamedTuple):
    name: str         # train
    stop: str         # where you get on: "the station"
    driver: str       # who drives it
    go: str           # verb phrase: "go by train"
    facts: tuple      # sentences about it


TRANSPORTS = (
    Transport("train", "the station", "the train driver", "go by train",
              ("A train runs on rails.", "You buy a ticket before you get on.",
               "The guard blows a whistle when the train is ready to leave.", "Trains stop at stations.",
               "You wait for the train on the platform.", "Some trains have a buffet car.")),
    Transport("bus", "the bus stop", "the bus driver", "go by bus",
              ("A bus stops at every bus stop.", "You pay the driver or show your ticket.",
               "You press the bell when you want to get off.", "Some buses have two decks.",
               "The number on the front tells you where the bus goes.")),
    Transport("car", "the front of the house", "Dad", "go by car",
              ("A car has four wheels.", "Everybody must wear a seat belt.",
               "Cars stop at red lights.", "Cars need petrol or electricity to go.",
               "A car has a boot for bags and shopping.")),
    Transport("boat", "the harbour", "the captain", "go by boat",
              ("A boat floats on the water.", "Some boats have sails and some have engines.",
               "You wear a life jacket on a small boat.", "A rowing boat has two oars.",
               "Boats tie up in the harbour at night.")),
    Transport("plane", "the airport", "the pilot", "fly",
              ("A plane flies high above the clouds.", "You show your ticket before you get on.",
               "Planes take off and land at an airport.", "You fasten your seat belt for take off.",
               "A plane has two big wings.")),
    Transport("bicycle", "the garden gate", "the rider", "ride a bicycle",
              ("A bicycle has two wheels and pedals.", "You must wear a helmet.",
               "You ring the bell to warn people.", "You push the pedals to make it go.",
               "You squeeze the brakes to stop.")),
    Transport("ferry", "the harbour", "the captain", "take the ferry",
              ("A ferry carries people and cars across the water.",
               "You can stand on the deck and watch the waves.", "Cars drive onto the ferry at the back.",
               "The ferry sounds its horn when it leaves.", "Some people feel seasick on a ferry.")),
)

SUBJECTS = (
    ("reading", "read a story about a giant", "read aloud to the class"),
    ("writing", "write a poem about the sea", "write a story about a lost dog"),
    ("sums", "do sums on the board", "learn the three times table"),
    ("art", "paint a picture of a tree", "make a clay pot"),
    ("music", "sing a song about the rain", "play the drums"),
    ("science", "grow beans in a jar", "learn about magnets"),
    ("games", "play rounders on the field", "run races"),
    ("history", "learn about castles", "read about old ships"),
    ("nature study", "look at leaves under a magnifying glass", "learn the names of birds"),
    ("geography", "draw a map of the village", "learn the names of rivers"),
    ("cooking", "make fruit salad", "bake biscuits"),
    ("French", "learn to count in French", "sing a song in French"),
    ("drama", "act out a story", "practise for the school play"),
    ("PE", "climb the ropes in the hall", "learn to throw and catch"),
    ("maths", "measure the classroom", "learn to tell the time"),
)

# Everyday collocations, base form, with {pos} for the doer's possessive.
MORNING = (
    "wake up", "open the curtains", "get out of bed", "wash {pos} face", "brush {pos} teeth",
    "get dressed", "comb {pos} hair", "make {pos} bed", "feed the cat",
    "put on {pos} shoes", "pack {pos} school bag", "put on {pos} coat",
)
EVENING = (
    "come home", "take off {pos} shoes", "hang up {pos} coat", "have a snack", "do {pos} homework",
    "help to set the table", "have dinner", "do the washing up", "have a bath",
    "put on {pos} pyjamas", "brush {pos} teeth", "read a book in bed", "turn off the light",
)
CHORES = (
    "make the bed", "set the table", "clear the table", "do the washing up", "dry the dishes",
    "sweep the kitchen floor", "tidy {pos} room", "hang out the washing", "fold the clean clothes",
    "water the plants", "feed the cat", "take the dog for a walk", "empty the bin",
    "dust the shelves", "wash the car", "weed the garden", "put away the shopping",
    "clean the windows", "polish the shoes", "mop the floor",
)
TREATS = (
    "read a book", "watch the stars", "play cards", "bake a cake", "go for a bike ride",
    "play in the park", "draw a picture", "build a den in the garden", "go swimming",
    "fly a kite", "do a jigsaw", "play hide and seek", "make a sandcastle", "watch a film",
)
HOME_ACTIONS = (
    # (verb phrase, sentence that can follow it)
    ("open the door", "A cold wind blew into the hall."),
    ("close the door", "The house was quiet again."),
    ("lock the door", "Then {subj} put the key in {pos} pocket."),
    ("knock on the door", "Nobody answered at first."),
    ("open the window", "Fresh air came into the room."),
    ("close the window", "The rain could not get in."),
    ("light the fire", "Soon the room was warm and bright."),
    ("put the kettle on", "Soon the water was boiling."),
    ("ring the bell", "A dog barked inside the house."),
    ("answer the phone", "It was {pos} gran."),
    ("draw the curtains", "The room grew dark and cosy."), ("draw the curtains", "The lamp made the room glow."),
    ("switch on the light", "Now {subj} could see properly."), ("put the kettle on", "Steam rose from the spout."),
    ("light the fire", "Soon the flames were leaping up."), ("light the fire", "The room began to warm up."),
    ("draw the curtains", "The room felt snug and safe."), ("switch on the lamp", "The dark corners lit up."),
    ("switch on the light", "The bulb flickered and then shone brightly."),
    ("switch on the light", "The kitchen was full of light."),
    ("switch on the light", "Everything looked bright and warm."), ("draw the curtains", "The night was shut out."),
    ("switch on the lamp", "The room looked cosy now."),
    ("light the fire", "The logs crackled and spat."), ("light the fire", "Orange flames danced in the grate."),
    ("draw the curtains", "Outside, the street lamps came on."), ("draw the curtains", "Now nobody could see in."),
    ("switch on the light", "The shadows ran into the corners."),
    ("switch on the lamp", "A soft yellow glow filled the room."),
    ("open the door", "The cat ran in from the garden."), ("open the door", "The postman was standing there."),
    ("close the door", "The cold wind stayed outside."), ("put the kettle on", "The kettle began to sing."),
    ("open the window", "A bird was singing in the garden."), ("answer the phone", "It was a wrong number."),
    ("ring the bell", "Footsteps came down the hall."), ("lock the door", "Now the house was safe for the night."),
    ("knock on the door", "After a moment, the door creaked open."), ("close the window", "The room was quiet again."),
)


class HowTo(NamedTuple):
    title: str        # "make a cup of tea"
    need: tuple       # nouns with articles
    steps: tuple      # imperative sentences, no full stop
    tip: str          # a sentence


HOWTOS = (
    HowTo("make a cup of tea", ("a kettle", "a cup", "a tea bag", "some milk"),
          ("Fill the kettle with water", "Switch the kettle on and wait for it to boil",
           "Put a tea bag in the cup", "Pour the hot water into the cup carefully",
           "Wait for three minutes", "Take out the tea bag", "Add a little milk if you like"),
          "Always ask a grown-up to help with the hot water."),
    HowTo("make toast", ("a loaf of bread", "a toaster", "some butter", "a knife"),
          ("Cut two slices of bread", "Put the bread in the toaster",
           "Wait until the toast pops up", "Put the toast on a plate",
           "Spread the butter on the toast while it is warm"),
          "Some people like jam or honey on their toast too."),
    HowTo("wash your hands", ("warm water", "soap", "a clean towel"),
          ("Turn on the tap", "Wet your hands", "Rub the soap between your hands until it bubbles",
           "Wash the backs of your hands and between your fingers", "Rinse off the soap",
           "Dry your hands on the towel", "Turn off the tap"),
          "Always wash your hands before you eat and after you go to the toilet."),
    HowTo("post a letter", ("a letter", "an envelope", "a stamp", "a pen"),
          ("Fold the letter and put it in the envelope", "Seal the envelope",
           "Write the name and address on the front", "Stick a stamp in the top right corner",
           "Take the letter to the post box", "Drop it through the slot"),
          "The postman will empty the post box and deliver your letter."),
    HowTo("plant a seed", ("a small pot", "some soil", "a seed", "a watering can"),
          ("Fill the pot with soil", "Make a small hole with your finger",
           "Drop the seed into the hole", "Cover it with soil", "Water it gently",
           "Put the pot on a sunny window sill"),
          "Give it a little water every day and wait for a green shoot."),
    HowTo("make a sandwich", ("two slices of bread", "butter", "cheese", "a knife", "a plate"),
          ("Spread butter on the bread", "Put slices of cheese on one slice",
           "Put the other slice on top", "Cut the sandwich in half", "Put it on a plate"),
          "You can add tomato or lettuce if you like."),
    HowTo("brush your teeth", ("a toothbrush", "toothpaste", "a cup of water"),
          ("Put a little toothpaste on your toothbrush", "Brush the front of your teeth",
           "Brush the back of your teeth", "Brush for two minutes", "Spit out the toothpaste",
           "Rinse your toothbrush"),
          "Brush your teeth every morning and every night before bed."),
    HowTo("make the bed", ("a sheet", "a pillow", "a blanket or a quilt"),
          ("Pull the sheet straight", "Tuck it in at the sides", "Shake the pillow",
           "Put the pillow at the top of the bed", "Spread the quilt over the bed"),
          "A tidy bed makes the whole room look nice."),
    HowTo("lay the table", ("plates", "knives and forks", "spoons", "cups", "napkins"),
          ("Put a plate in front of each chair", "Put a fork on the left of each plate",
           "Put a knife on the right", "Put a spoon above the plate",
           "Put a cup by each knife", "Fold the napkins and put them on the plates"),
          "Then call everybody to the table."),
    HowTo("light the fire", ("old newspaper", "small sticks", "logs", "matches"),
          ("Ask a grown-up to help you", "Put crumpled newspaper in the grate",
           "Put small sticks on top of the paper", "Light the paper with a match",
           "Wait until the sticks are burning well", "Add two small logs",
           "Put the fireguard in front of the fire"),
          "Never leave a fire alone, and never play with matches."),
    HowTo("look after a goldfish", ("a tank", "clean water", "fish food"),
          ("Fill the tank with clean water", "Put the fish in gently",
           "Feed it a pinch of food each morning", "Clean the tank every week",
           "Keep the tank out of the hot sun"),
          "Do not give the fish too much food."),
    HowTo("make porridge", ("oats", "milk", "a pan", "a wooden spoon", "honey"),
          ("Pour the oats and the milk into the pan", "Heat the pan slowly",
           "Stir the porridge with the wooden spoon", "Cook it for five minutes until it is thick",
           "Spoon it into a bowl", "Add a spoonful of honey"),
          "Porridge is a warm breakfast for a cold morning."),
    HowTo("cross the road", ("a safe place to cross", "good eyes and ears"),
          ("Find a safe place to cross", "Stop at the edge of the pavement",
           "Look right and left and right again", "Listen for traffic",
           "When the road is clear, walk straight across", "Keep looking and listening as you cross"),
          "Never run across the road."),
    HowTo("wrap a present", ("wrapping paper", "scissors", "sticky tape", "a ribbon"),
          ("Put the present on the paper", "Cut the paper to the right size",
           "Fold the paper round the present", "Stick it down with tape",
           "Fold in the ends and tape them", "Tie a ribbon round it"),
          "Write a little card to go with it."),
    HowTo("make a snowman", ("lots of snow", "two stones", "a carrot", "an old scarf"),
          ("Roll a big ball of snow for the body", "Roll a smaller ball for the head",
           "Lift the head onto the body", "Use two stones for the eyes",
           "Push in a carrot for the nose", "Wrap the scarf round his neck"),
          "Wear warm gloves, because snow is very cold."),
)


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


THEMES = (
    Theme("home", ("Around the house", "At home", "Doors, windows and stairs", "Our house and garden",
                   "Lights and lamps", "Home sweet home"),
          ("kid", "kid", "parent", "we", "child"),
          ("switch on the lamp", "switch off the light", "turn on the hall light", "turn off the big light",
           "light a candle", "blow out the candle", "light the fire", "put another log on the fire",
           "open the front door", "close the back door", "lock the door", "unlock the door",
           "wipe {pos} feet on the mat", "open the window", "shut the window", "draw the curtains",
           "open the curtains", "pull down the blind", "climb the stairs", "run up the stairs",
           "come down the stairs", "sit on the bottom stair", "open the garden gate", "shut the gate",
           "mow the lawn", "rake the leaves", "water the flower beds", "sit on the garden bench",
           "answer the phone", "put the kettle on", "turn up the heating", "sit in the armchair",
           "look out of the window", "feed the birds in the garden", "pick up the post from the mat",
           "hang {pos} keys on the hook", "sit on the doorstep", "ring the doorbell", "knock on the door",
           "pick some flowers in the garden", "carry the logs into the house", "lie on the rug by the fire"),
          ("change the light bulb", "fix the dripping tap", "paint the garden fence", "hang a picture on the wall",
           "plant some bulbs by the path", "trip on the top stair", "slide down the banister",
           "find a mouse in the cellar", "get locked out of the house", "break a window with a football",
           "climb up into the attic", "find an old box in the attic"),
          ("a cosy kitchen", "a creaky staircase", "a bright lamp", "a dark landing", "a red front door",
           "a squeaky gate", "a tidy garden", "a long hallway", "a warm fire", "a flickering candle",
           "a dusty attic", "a damp cellar", "an open window", "a steep staircase", "a green lawn",
           "a narrow path", "a garden shed", "a wooden fence", "a brass door knocker", "a reading lamp"),
          ("{who} walked past {np}.", "The house had {np}.", "{who} liked the house because it had {np}.",
           "From the street you could see {np}.", "Our old house had {np} too."),
          ("We switch on the light when it gets dark.", "A lamp gives light in the evening.",
           "The stairs go up to the bedrooms.", "A door has a handle, a hinge and a lock.",
           "We open the window to let in fresh air.", "The garden is full of flowers in summer.",
           "A candle gives a soft yellow light.", "The front door opens onto the street.",
           "The back door opens onto the garden.", "We close the curtains at night.",
           "Curtains keep the room dark and warm.", "A gate keeps the dog in the garden.",
           "The landing is at the top of the stairs.", "The hall is just inside the front door.")),
    Theme("chores", ("Housework", "Jobs around the house", "Helping at home", "Keeping the house clean",
                     "Saturday chores", "Who does the chores?"),
          ("kid", "kid", "parent", "we", "child"),
          ("make the bed", "make {pos} bed", "wash the dishes", "dry the dishes", "do the washing up",
           "put away the dishes", "sweep the floor", "mop the kitchen floor", "hoover the carpet",
           "vacuum the stairs", "dust the shelves", "polish the table", "clean the windows",
           "clean the bathroom", "scrub the bath", "wipe the table", "set the table", "clear the table",
           "hang out the washing", "bring in the washing", "fold the clothes", "iron the shirts",
           "put the clothes away", "sort the socks", "water the plants", "take out the rubbish",
           "take out the trash", "empty the bins", "put out the recycling", "tidy {pos} room",
           "tidy up the toys", "change the sheets", "shake out the rugs", "wash the car", "weed the garden",
           "sweep the path", "put away the shopping", "load the washing machine", "empty the dishwasher",
           "clean the oven", "polish the shoes", "cut the grass", "do the ironing", "do the shopping"),
          ("break a plate", "spill the soapy water", "find a lost sock under the bed",
           "find a coin behind the sofa", "shrink a woolly jumper in the wash", "drop the clean washing in the mud"),
          ("a pile of dirty dishes", "a basket of clean washing", "a dusty shelf", "a muddy floor", "a full bin",
           "a messy bedroom", "a tidy room", "a sparkling sink", "a wet mop", "a clean kitchen",
           "a heap of clothes", "a bucket of soapy water", "a clean duster", "a new sponge", "a broken broom"),
          ("{who} looked at {np} and sighed.", "There was {np}.", "At the end of the morning there was {np}.",
           "{who} saw {np}."),
          ("Everybody in a family can help with the housework.", "We sweep the floor with a broom.",
           "We dry the dishes with a tea towel.", "We hang the washing on the line to dry.",
           "A tidy room is easy to clean.", "We take out the rubbish once a week.",
           "Americans call rubbish trash.", "Many hands make light work.",
           "The bin men empty the bins every Tuesday.", "We wipe the table after every meal.")),
    Theme("sleep", ("Bedtime", "Going to bed", "Sleep well", "Night night", "Time to sleep",
                    "Waking up"),
          ("kid", "kid", "child", "we"),
          ("go to bed", "go up to bed", "get into bed", "put on {pos} pyjamas", "have a bath",
           "brush {pos} teeth", "read a bedtime story", "tuck in {pos} teddy", "kiss {pos} mum goodnight",
           "say goodnight", "switch off the lamp", "leave the landing light on", "pull up the covers",
           "cuddle {pos} teddy", "close {pos} eyes", "fall asleep", "fall fast asleep", "have a nap",
           "dream about the sea", "count sheep", "sleep in late", "set the alarm clock", "wake up early",
           "get up late", "yawn", "stretch {pos} arms", "rub {pos} eyes", "climb out of bed",
           "get out of bed", "stay up late", "drink a glass of warm milk", "fluff up {pos} pillow",
           "hug {pos} hot water bottle", "listen to the rain on the roof", "whisper goodnight",
           "sleep with the door open", "open the curtains in the morning"),
          ("have a bad dream", "have a lovely dream", "wake up in the night", "lie awake for hours",
           "snore loudly", "sleep like a log", "oversleep", "hear the clock strike midnight",
           "fall out of bed", "wake up with a start", "sleep through the storm", "walk in {pos} sleep"),
          ("a warm bed", "a soft pillow", "a thick quilt", "a cosy blanket", "a night light",
           "a bedtime story", "a hot water bottle", "a good night's sleep", "a bad dream", "a sweet dream",
           "a long sleep", "a quiet night", "a little nap", "a sleepy yawn", "a dark bedroom"),
          ("{who} had {np}.", "Everyone likes {np}.", "That night there was {np} waiting for {who}.",
           "{who} was glad of {np}."),
          ("Children need a lot of sleep.", "Most people sleep for about eight hours.",
           "We sleep in a bed.", "We rest our heads on a pillow.", "A quilt keeps us warm in bed.",
           "We dream when we are asleep.", "An alarm clock wakes us up in the morning.",
           "Babies sleep for most of the day.", "When we are tired, we yawn.",
           "It is hard to sleep when it is noisy.")),
    Theme("meals", ("Cooking and eating", "In the kitchen", "Mealtimes", "What is cooking?",
                    "Good food", "Dinner time"),
          ("parent", "kid", "we", "child", "Gran:she", "Grandad:he"),
          ("cook the dinner", "make breakfast", "boil an egg", "fry some bacon", "scramble the eggs",
           "toast the bread", "butter the toast", "bake a cake", "bake some bread", "roast a chicken",
           "peel the potatoes", "mash the potatoes", "chop the onions", "slice the bread", "cut the cake",
           "grate the cheese", "stir the soup", "taste the sauce", "heat the milk", "pour the tea",
           "make a pot of tea", "make a sandwich", "lay the table", "wash the vegetables", "weigh the flour",
           "whisk the eggs", "roll out the pastry", "lick the spoon", "eat {pos} breakfast", "have lunch",
           "eat {pos} dinner", "have a snack", "sip {pos} tea", "drink a glass of milk", "finish {pos} plate",
           "pass the salt", "pack a lunch box", "warm up some soup", "put the pie in the oven",
           "serve the pudding", "wipe {pos} mouth", "fill the kettle", "open a tin of beans"),
          ("burn the toast", "drop an egg on the floor", "spill the milk", "eat too much pudding",
           "forget the cake in the oven", "ask for a second helping", "try a new food"),
          ("a boiled egg", "a slice of toast", "a bowl of cereal", "a hot dinner", "a roast dinner",
           "a cup of tea", "a glass of milk", "a cheese sandwich", "a packed lunch", "a bowl of soup",
           "a piece of cake", "fresh bread", "a big breakfast", "a tasty pie", "a baked potato",
           "an apple pie", "a plate of chips", "a jug of water", "a bowl of fruit", "hot buttered toast"),
          ("{who} had {np}.", "On the table there was {np}.", "{who} would like {np}, please.",
           "There is nothing better than {np}.", "{who} made {np}."),
          ("We eat three meals a day: breakfast, lunch and dinner.", "We cut bread with a knife.",
           "We eat soup with a spoon.", "We boil water in a kettle.", "We bake cakes in the oven.",
           "We fry eggs in a frying pan.", "We keep milk cold in the fridge.",
           "We wash our hands before we eat.", "Some people call dinner tea or supper.",
           "Fruit and vegetables help us to grow strong.", "Breakfast is the first meal of the day.")),
    Theme("care", ("Looking after animals", "Farm jobs", "Pet care", "On the farm", "Caring for pets",
                   "Animal helpers"),
          ("kid", "kid", "child", "we", "the farmer:he", "the farmer:she"),
          ("feed the hens", "collect the eggs", "milk the cows", "muck out the stable", "groom the horse",
           "ride the pony", "round up the sheep", "feed the pigs", "fill the water trough",
           "open the gate for the cows", "take the dog for a walk", "walk the dog",
           "throw a ball for the dog", "brush the dog", "give the dog a bath", "stroke the cat",
           "feed the cat", "fill the water bowl", "clean out the hutch", "clean the fish tank",
           "change the straw", "give the rabbit some carrots", "clean out the cage", "let the hens out",
           "shut the hens in for the night", "feed the ducks", "fill the bird feeder",
           "feed the lamb from a bottle", "check on the sheep", "stroke the pony's nose",
           "teach the dog a new trick", "put the cat out", "let the dog in", "feed the goldfish",
           "buy some pet food", "fetch the cows for milking", "carry a bale of hay", "shear the sheep"),
          ("take the cat to the vet", "find a lost lamb", "mend the broken fence", "find a nest of eggs",
           "chase the pigs back into the sty", "help a cow with her calf", "lose the dog's lead"),
          ("a muddy farmyard", "a warm barn", "a bale of hay", "a bucket of milk", "a basket of eggs",
           "a new puppy", "a fluffy kitten", "a friendly pony", "a noisy farmyard", "a clean hutch",
           "a long lead", "a water bowl", "a bag of dog biscuits", "a flock of sheep", "a herd of cows",
           "a litter of puppies", "a hungry lamb"),
          ("{who} saw {np}.", "On the farm there was {np}.", "{who} walked past {np}.",
           "Next to the barn there was {np}."),
          ("Pets need food, water and love every day.", "A dog needs a walk every day.",
           "Farmers get up early to feed the animals.", "Hens lay eggs, and cows give us milk.",
           "Sheep give us wool.", "A rabbit lives in a hutch.", "A horse sleeps in a stable.",
           "Pigs live in a sty.", "Cows are milked twice a day.", "Ducks like a pond to swim on.")),
    Theme("weather", ("What is the weather like?", "Rain and shine", "Weather words", "The weather today",
                      "A change in the weather", "Sun, wind and rain"),
          ("kid", "kid", "we", "child", "parent"),
          ("put up {pos} umbrella", "put on {pos} raincoat", "wear {pos} wellies", "splash in the puddles",
           "dry {pos} wet socks by the fire", "build a snowman", "throw snowballs", "go sledging",
           "clear the snow from the path", "scrape the ice off the car", "wrap up warm",
           "put on sun cream", "wear {pos} sun hat", "sit in the shade", "fly a kite", "hold on to {pos} hat",
           "listen to the thunder", "check the weather forecast", "look up at the clouds",
           "catch snowflakes on {pos} tongue", "stay indoors", "feel the warm sun on {pos} face",
           "watch the rain on the window", "shake the rain off {pos} coat", "put on {pos} gloves",
           "wear a woolly hat", "open the windows on a hot day"),
          ("get soaked to the skin", "shelter under a tree", "slip on the ice", "watch the lightning",
           "see a rainbow", "get caught in a shower", "lose {pos} hat in the wind", "get sunburnt"),
          ("heavy rain", "a light shower", "a fine drizzle", "a strong wind", "a gentle breeze",
           "bright sunshine", "a clear blue sky", "a thick fog", "a heavy fall of snow", "a hard frost",
           "a thunderstorm", "a heat wave", "a grey sky", "a cloudy morning", "a frosty morning",
           "a windy afternoon", "a rainbow", "a hailstorm", "a mild day", "a chilly evening"),
          ("We had {np} today.", "The forecast said there would be {np}.", "There was {np} over the town.",
           "{who} woke up to {np}.", "Yesterday we had {np}."),
          ("It rained all night.", "It poured with rain.", "It drizzled all morning.",
           "The wind howled round the house.", "The sun came out after lunch.", "The clouds cleared away.",
           "Thunder rumbled in the distance.", "Lightning flashed across the sky.",
           "Hailstones bounced on the path.", "The snow began to melt.", "The puddles froze in the night.",
           "A rainbow appeared over the hills.", "The fog lifted at noon.",
           "A gentle breeze blew through the trees.", "The sky turned dark and grey.",
           "Big black clouds rolled in.", "The sun beat down all afternoon.", "Snow fell softly all night.",
           "Frost sparkled on the grass.", "The wind dropped in the evening.")),
    Theme("school", ("At school", "School days", "In the classroom", "A school day", "Lessons",
                     "Back to school"),
          ("kid", "kid", "child", "we"),
          ("put up {pos} hand", "answer the question", "sit at {pos} desk", "line up in the playground",
           "hang {pos} coat on {pos} peg", "answer the register", "sharpen {pos} pencil",
           "rub out a mistake", "copy the words from the board", "learn {pos} spellings",
           "do a spelling test", "learn the times tables", "write in {pos} exercise book",
           "read {pos} reading book", "hand in {pos} homework", "work in a group", "play in the playground",
           "eat {pos} packed lunch", "have school dinners", "sing in assembly", "change for PE",
           "paint a picture", "do an experiment", "borrow a book from the library", "tidy the classroom",
           "wait for the bell", "walk home from school", "put on {pos} school uniform",
           "pack {pos} school bag", "listen to the teacher", "stand in a line", "finish {pos} work",
           "colour in a map", "learn a poem by heart", "do {pos} homework", "practise {pos} handwriting"),
          ("forget {pos} homework", "get a gold star", "go on a school trip", "get full marks",
           "make a new friend", "win a prize on sports day", "lose {pos} pencil case",
           "be late for school", "play a tree in the school play"),
          ("a new pencil case", "a sharp pencil", "a spelling test", "a gold star", "a school trip",
           "a long assembly", "a busy playground", "a reading book", "a maths lesson", "a science lesson",
           "an exercise book", "a school uniform", "a good school report", "a new teacher", "a fire drill",
           "a sports day", "a school play", "a wet playtime"),
          ("{who} had {np} today.", "There was {np} this week.", "{who} told Mum about {np}.",
           "At school there was {np}."),
          ("School starts at nine o'clock.", "Pupils put up their hands to answer a question.",
           "The teacher writes on the board.", "We learn to read, write and count at school.",
           "At break time, children play in the playground.", "The school bell rings at the end of the day.",
           "A pupil is a child who goes to school.", "We keep our pencils in a pencil case.",
           "The head teacher is in charge of the school.", "The school holidays are in summer.")),
    Theme("work", ("Going to work", "At work", "A working day", "Grown-ups at work", "Jobs and work",
                   "Busy at work"),
          ("adult", "adult", "parent", "relative"),
          ("go to work", "catch the bus to work", "drive to work", "start work at nine",
           "finish work at five", "work late", "take a lunch break", "have a day off", "earn some money",
           "get paid on Friday", "wear a uniform", "serve the customers", "answer the telephone",
           "make a phone call", "write a report", "type a letter", "fill in a form", "go to a meeting",
           "open the shop", "close the shop", "count the money", "stack the shelves", "sweep the yard",
           "mend the machines", "help a customer", "work hard", "work from home", "sign a letter",
           "pack the parcels", "load the van", "deliver the parcels", "check the tickets",
           "lock up the office", "work the night shift", "take the train to the city", "work in an office",
           "work on a farm", "work in a shop", "work in a factory"),
          ("look for a job", "start a new job", "get a new job", "train a new worker", "get a pay rise",
           "miss the bus to work", "leave work early"),
          ("a busy office", "a long day", "a hard job", "a new job", "a day off", "a lunch break",
           "a night shift", "a big factory", "a small shop", "a building site", "a hard hat",
           "a smart uniform", "a pay rise", "a friendly boss", "a heavy parcel", "a busy morning"),
          ("{who} had {np}.", "Today was {np} for {who}.", "{who} told us about {np}."),
          ("Grown-ups go to work to earn money.", "Some people work at night and sleep in the day.",
           "Many people go to work by bus or train.", "A shop opens in the morning and closes in the evening.",
           "Some people work in shops, and some work in offices.",
           "Farmers work outside in all weathers.", "People get paid for the work they do.",
           "At the weekend many people do not go to work.")),
    Theme("health", ("Feeling poorly", "Ill in bed", "Bumps and bruises", "Getting better",
                     "Staying healthy", "At the doctor's"),
          ("kid", "kid", "child", "parent"),
          ("take {pos} medicine", "stay in bed", "rest {pos} leg", "drink plenty of water", "blow {pos} nose",
           "wash {pos} hands", "keep warm", "eat some fruit", "get plenty of sleep", "go to the doctor",
           "see the doctor", "go to the dentist", "have a check-up", "put on a plaster",
           "take a spoonful of medicine", "wear a sling", "brush {pos} teeth twice a day",
           "eat {pos} vegetables", "take some exercise", "go for a walk in the fresh air",
           "rest on the sofa", "drink hot lemon and honey",
           "sleep with an extra blanket", "keep the plaster dry"),
          ("catch a cold", "catch the flu", "get a sore throat", "have a runny nose", "sneeze all day",
           "cough all night", "feel sick", "have a high temperature", "have a headache", "break {pos} arm",
           "break {pos} leg", "sprain {pos} ankle", "graze {pos} knee", "cut {pos} finger", "bump {pos} head",
           "burn {pos} hand on the oven", "get stung by a bee", "twist {pos} ankle", "lose a tooth",
           "get a splinter in {pos} finger", "get a nosebleed", "stay off school", "go to hospital",
           "have an X-ray", "fall off {pos} bike", "get chickenpox", "feel much better", "get better",
           "go back to school"),
          ("a bad cold", "a sore throat", "a runny nose", "a nasty cough", "a high temperature",
           "a broken arm", "a grazed knee", "a bee sting", "a bump on the head", "a splinter",
           "a plaster cast", "a bottle of medicine", "a hot water bottle", "a clean bandage", "a sore tummy"),
          ("{who} had {np}.", "Poor {who} had {np}.", "The doctor said it was {np}."),
          ("When you have a cold, you sneeze and cough.", "A doctor helps people who are ill.",
           "Nurses and doctors work in hospitals.", "We put a plaster on a cut.",
           "A broken arm takes about six weeks to mend.", "We wash our hands to keep germs away.",
           "A dentist looks after our teeth.", "Sleep helps us to get better.",
           "Fruit and vegetables keep us healthy.", "We take our temperature with a thermometer.")),
    Theme("feelings", ("How we feel", "Showing feelings", "Happy and sad", "Big feelings",
                       "Ups and downs", "Feelings and faces"),
          ("kid", "child", "child", "we"),
          ("smile at people", "say please and thank you", "share {pos} sweets", "listen to {pos} friends",
           "help people who are sad", "take a deep breath", "count to ten", "talk to someone",
           "give {pos} mum a big hug", "say sorry", "tell a joke", "make {pos} friends laugh",
           "write about {pos} feelings", "sing a happy song", "hold {pos} dad's hand"),
          ("burst into tears", "wipe away {pos} tears", "jump for joy", "shout with joy", "laugh out loud",
           "smile from ear to ear", "grin at {pos} friend", "giggle all through the film", "blush bright red",
           "shake with fear", "tremble all over", "hide behind the sofa", "bite {pos} nails", "go pale",
           "clench {pos} fists", "stamp {pos} feet", "slam the door", "shout at {pos} brother",
           "sulk in {pos} room", "frown at the floor", "sigh deeply", "hug {pos} best friend",
           "hold {pos} breath", "scream with fright", "gasp in surprise", "clap {pos} hands",
           "punch the air", "dance round the kitchen", "make friends again", "lose {pos} temper",
           "calm down", "cheer up", "feel a little better", "pat {pos} friend on the back",
           "feel butterflies in {pos} tummy", "cry {pos} eyes out"),
          ("a big smile", "a happy face", "a sad face", "a cross face", "a loud laugh", "a deep sigh",
           "a warm hug", "a kind word", "a shy smile", "a bad temper", "a tear on {pos} cheek",
           "a lump in {pos} throat", "a funny joke"),
          ("{who} had {np}.", "You could see {np}.", "{who} gave us {np}."),
          ("When we are happy, we smile and laugh.", "When we are sad, we sometimes cry.",
           "When we are angry, our faces go red.", "When we are afraid, we shake.",
           "When we are tired, we yawn.", "It helps to talk about how you feel.",
           "A hug can make a sad friend feel better.", "Everyone feels cross sometimes.",
           "When we are excited, we cannot keep still.", "When we are shy, we go quiet.")),
    Theme("travel", ("Getting about", "Journeys", "Buses, trains and boats", "Going on holiday",
                     "On the road", "Travelling"),
          ("kid", "kid", "we", "parent", "child", "adult"),
          ("catch the bus", "wait at the bus stop", "get on the bus", "get off the bus", "press the bell",
           "buy a ticket", "show {pos} ticket", "catch the train", "wait on the platform", "change trains",
           "find a seat by the window", "take a taxi", "drive to the seaside", "fasten {pos} seat belt",
           "stop for petrol", "ride {pos} bike to school", "pump up {pos} tyres", "wear {pos} helmet",
           "cross the road", "walk to the station", "pack {pos} suitcase", "check the map", "ask the way",
           "board the plane", "take the ferry", "row a boat on the lake", "go on holiday", "go on vacation",
           "send a postcard home", "take photos", "unpack {pos} bag", "go for a drive",
           "catch the last bus home", "wave goodbye at the station", "meet {pos} gran at the station",
           "look out of the train window", "sit on the top deck of the bus"),
          ("miss the bus", "miss the train", "get lost", "get stuck in traffic", "get a flat tyre",
           "fly across the sea", "sail across the bay", "leave {pos} bag on the train",
           "come home from holiday", "fall asleep on the train"),
          ("a long journey", "a return ticket", "a single ticket", "a busy platform", "a crowded bus",
           "a fast train", "a slow train", "a window seat", "a heavy suitcase", "a road map",
           "a traffic jam", "a flat tyre", "a day trip", "a summer holiday", "a bumpy ride",
           "a smooth flight", "a rough crossing", "a late train"),
          ("{who} had {np}.", "It was {np}.", "{who} told us about {np}.", "Nobody likes {np}."),
          ("A train runs on rails.", "A bus stops at the bus stop.", "A plane flies above the clouds.",
           "A ferry carries people across the sea.", "A bicycle has two wheels.", "A car has four wheels.",
           "We buy tickets at the station.", "Planes take off and land at the airport.",
           "Boats tie up in the harbour.", "We wear a seat belt in the car.",
           "A taxi takes you where you want to go.", "In America a holiday is called a vacation.")),
    Theme("post", ("Letters and cards", "At the post office", "The post", "Writing letters",
                   "Cards for every day", "Sending a parcel"),
          ("kid", "kid", "child", "relative", "parent"),
          ("write a letter", "write a postcard", "write a thank-you letter", "send a birthday card",
           "send a postcard", "buy a stamp", "stick a stamp on the envelope", "write the address",
           "seal the envelope", "post the letter", "post a parcel", "wrap a parcel",
           "go to the post office", "open the letter", "read the letter", "read the card", "answer the letter",
           "write back", "sign {pos} name", "wait for the postman", "check the post", "send an email",
           "make a card", "draw a picture on the card", "put the card in an envelope",
           "write to {pos} pen friend", "keep the letter in a box", "send a Christmas card",
           "send a get well card", "fold the letter", "write the date at the top", "weigh the parcel",
           "collect the parcel", "check the mail"),
          ("get a letter from {pos} gran", "find a card on the doormat", "lose the address",
           "forget to post the letter", "get a parcel in the post", "get a postcard from the seaside"),
          ("a long letter", "a short note", "a birthday card", "a postcard", "a brown parcel",
           "a first class stamp", "a white envelope", "a red post box", "a thank-you card", "a get well card",
           "a Christmas card", "a letter box", "a pen friend", "a letter from Gran"),
          ("{who} got {np}.", "On the mat there was {np}.", "{who} was happy to get {np}.",
           "{who} wrote {np}."),
          ("The postman brings letters to our house.", "We post letters in a post box.",
           "A stamp goes in the top right corner of the envelope.", "We write the address on the front.",
           "You can buy stamps at the post office.", "In America the post is called the mail.",
           "A postcard has a picture on one side.", "People send cards on birthdays.",
           "A parcel is a packet sent by post.", "We write Dear at the start of a letter.")),
    Theme("tales", ("Once upon a time", "A fairy tale", "Castles and dragons", "In the dark forest",
                    "The magic kingdom", "Kings and queens"),
          ("the young prince:he", "the clever princess:she", "the brave knight:he", "the poor woodcutter:he",
           "the old king:he", "the kind queen:she", "the miller's daughter:she", "the little tailor:he",
           "the shepherd boy:he", "the goose girl:she"),
          (),
          ("ride into the dark forest", "get lost in the forest", "find a path through the trees",
           "come to a tall castle", "knock on the castle door", "climb the tower", "cross the old bridge",
           "find a magic ring", "find a golden key", "open a secret door", "find a hidden treasure",
           "meet a wise old woman", "meet a talking frog", "fight the dragon", "defeat the dragon",
           "rescue the princess", "break the spell", "wave a magic wand", "make three wishes",
           "fall into a deep sleep", "wake up after a hundred years", "hide in a cave",
           "follow a trail of breadcrumbs", "find a cottage in the woods", "go back to the palace",
           "hold a great feast", "sit on the throne", "set off on a long journey", "ride a white horse",
           "draw {pos} sword", "trick the giant", "escape from the tower", "climb the beanstalk",
           "spin straw into gold", "keep {pos} promise", "kneel before the king", "marry the prince",
           "marry the princess", "see a wicked witch", "hear a dragon roar", "find a magic mirror",
           "outwit the wolf"),
          ("a dark forest", "a tall castle", "a deep cave", "a golden crown", "a magic wand", "a magic mirror",
           "a wicked witch", "a fierce dragon", "a brave knight", "a kind fairy", "a wise old owl",
           "a poor woodcutter", "a little cottage", "a secret door", "a golden key", "a magic spell",
           "a royal feast", "a high tower", "an enchanted forest", "a bag of gold", "a silver sword"),
          ("Long ago, there was {np}.", "In the story there is {np}.", "{who} saw {np}.",
           "Far away there was {np}."),
          ("Kings and queens live in castles and palaces.", "A knight wears armour and rides a horse.",
           "A witch rides on a broomstick.", "A dragon breathes fire.", "Giants are very big and very tall.",
           "Fairies have wings and magic wands.", "Most fairy tales begin with once upon a time.",
           "Many fairy tales end with happily ever after.", "A castle has thick walls and tall towers.",
           "A prince is the son of a king.", "A princess is the daughter of a king and queen.")),
)
THEME = {t.name: t for t in THEMES}

# Time words.  PAST_WHEN begins a past sentence, HABIT ends a present one, LATER begins a future one.
PAST_WHEN = (
    "yesterday", "last night", "this morning", "the day before yesterday", "last week", "last Saturday",
    "a week ago", "two days ago", "a fortnight ago", "at the weekend", "on Monday morning",
    "early this morning", "late last night", "after lunch", "after school", "before breakfast",
    "at dawn", "at sunset", "in the afternoon", "later that evening", "the next morning", "last summer",
    "last winter", "at lunchtime", "at teatime", "just before bedtime", "one rainy afternoon",
    "one cold morning", "on Sunday", "at half past four", "an hour ago", "on Friday evening",
)
DAY_WHEN = (
    "yesterday", "this morning", "last week", "on Monday morning", "two days ago", "after lunch",
    "on Friday", "last term", "one rainy afternoon", "the day before yesterday", "a week ago", "on Tuesday",
)
THEME_WHEN = {"school": DAY_WHEN, "work": DAY_WHEN}
THEME_LATER = {"sleep": ("tonight", "this evening", "at bedtime", "tomorrow night", "later tonight"),
               "school": ("tomorrow", "next week", "on Monday", "after lunch", "next term", "this afternoon")}
HABIT = (
    "every day", "every morning", "every evening", "every night", "on Saturdays", "at the weekend",
    "twice a week", "once a week", "every other day", "most mornings", "before breakfast", "after school",
    "after tea", "in the evenings", "on Sunday mornings", "at bedtime", "on weekdays", "now and then",
)
LATER = (
    "tomorrow", "tomorrow morning", "next week", "next Saturday", "later today", "this afternoon",
    "tonight", "after lunch", "soon", "at the weekend", "the day after tomorrow", "in a minute",
    "on Monday", "this evening",
)

# Core uses of everyday objects: (thing, verb phrase, preposition or "" for "to")
USES = (
    ("a knife", "cut bread", "with"), ("a bed", "sleep", "in"), ("the fridge", "keep milk cold", "in"),
    ("a spoon", "eat soup", "with"), ("a fork", "eat {pos} dinner", "with"),
    ("a pen", "write letters", "with"),
    ("a comb", "comb {pos} hair", "with"), ("a toothbrush", "brush {pos} teeth", "with"),
    ("a towel", "dry {refl}", "with"), ("a cup", "drink tea", "from"), ("a kettle", "boil water", "in"),
    ("an oven", "bake cakes", "in"), ("a broom", "sweep the floor", "with"), ("a key", "lock the door", "with"),
    ("a lamp", "see in the dark", ""), ("an umbrella", "keep dry in the rain", ""),
    ("a bath", "wash {refl}", "in"), ("a saucepan", "cook vegetables", "in"),
    ("scissors", "cut paper", "with"), ("a clock", "tell the time", ""),
    ("a spade", "dig the garden", "with"), ("a needle", "sew on buttons", "with"),
    ("a bucket", "carry water", "in"), ("a watering can", "water the plants", "with"),
    ("a pencil", "draw pictures", "with"), ("a ladder", "reach high places", ""),
    ("soap", "wash {pos} hands", "with"), ("a hammer", "knock in nails", "with"),
    ("a bin", "throw away rubbish", "in"), ("a vase", "keep flowers", "in"),
    ("a wallet", "keep money", "in"), ("a suitcase", "pack {pos} clothes", "in"),
    ("an iron", "make {pos} clothes smooth", ""), ("a frying pan", "fry eggs", "in"),
    ("a teapot", "make tea", "in"), ("a washing machine", "wash {pos} clothes", "in"),
)


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


_PLURAL_HOMES = {
    "a warm house": "warm houses", "a hen house": "hen houses", "a box of straw": "boxes of straw",
    "a hollow tree": "hollow trees", "a nest high in a tree": "nests high in the trees",
    "a pile of leaves": "piles of leaves", "a nest at the top of a tall tree": "nests at the top of tall trees",
    "a nest by the river": "nests by the river", "a nest under the ground": "nests under the ground",
    "a hole in the wall": "holes in walls", "a den in the long grass": "dens in the long grass",
    "a sett under the ground": "setts under the ground", "a sty": "sties",
}


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


COMMON = ("dog", "cat", "dog", "cat", "cow", "horse", "sheep", "pig", "hen", "owl", "rabbit", "duck",
          "bee", "robin", "fox")
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


STORY_ADJ = ("little", "small", "young", "brave", "clever", "curious", "shy", "cheerful", "lonely",
             "sleepy", "hungry", "kind")
ENDINGS = ("They lived happily ever after.", "The end.", "And they lived happily ever after. The end.",
           "And that was that.", "So it all ended well.", "And they all had tea together.",
           "And the sun shone on them all.", "And they kept that secret for ever.",
           "After that, nobody was ever afraid again.", "And now you know the whole story.",
           "From that day on, they were the best of friends.", "And that is the end of the story.",
           "And they always helped each other after that.", "Everyone cheered, and that was the end.",
           "And they had many more adventures together.",
           "And they were never lonely again.", "And so everyone was happy at last.",
           "That night, they all slept soundly.", "They stayed friends for ever and ever.",
           "And they never forgot that day.")


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


PROBLEM_REPLY = (
    ("I am lost. Can you help me find my way home?", "I cannot find my home.", "Please help me. I am lost.",
     "I have lost my way. Do you know the path home?", "Which way is home? I do not know any more.",
     "I walked too far, and now everything looks strange.", "Do you know where my home is?",
     "I took the wrong path, and now I cannot get back."),
    ("I am so hungry. Do you have any food?", "Is there any food near here?", "I have had nothing to eat all day.",
     "My tummy is rumbling. Is there anything to eat?", "Do you know where I can find some food?",
     "I have not eaten since yesterday.", "Could you spare a little food?",
     "I am looking for something to eat."),
    ("Will you be my friend?", "Would you like to play with me?", "I am looking for a friend.",
     "I have nobody to play with.", "Shall we be friends?", "Can I play with you?",
     "Do you want to play a game?", "It is no fun being on my own."),
    ("I cannot sleep. Can I walk with you?", "Everyone else is asleep.", "Why are you awake?",
     "My eyes will not stay shut.", "I keep waking up.",
     "Do you ever stay awake all night?", "The night is so quiet. May I come with you?", "I am wide awake."),
)
PROBLEM_END = (
    ("The {f} showed {name} the way, and soon {subj} was safe at home in {home}. "
     "{name}'s mother was so happy that she hugged {pos} little one.",
     "Together they followed the path, and at last {name} saw {pos} home. {name} was so tired that "
     "{subj} fell asleep straight away.",
     "The {f} walked with {name} all the way back, and {names} family came running out to meet {pos} friend."),
    ("The {f} shared {pos} dinner, and then showed {name} where to find some {food}. "
     "{name} ate and ate until {subj} was full.",
     "The {f} knew a place full of {food}. {name} was so hungry that {subj} ate it all, and then {subj} said "
     "thank you.",
     "The {f} led {name} to a secret store of {food}, and there was plenty for everyone."),
    ("The {f} said yes, and they played together until the sun went down.",
     "The {f} smiled, and from that day on, {name} was never lonely again.",
     "The {f} said, \"Of course!\" They played hide and seek all afternoon.",
     "So {name} and the {f} became friends, and they met every day after that."),
    ("They walked together under the moon and counted the stars. At last {name} yawned, went home and "
     "fell asleep.",
     "The {f} sang {name} a quiet song, and soon {subj} was fast asleep.",
     "The {f} told {name} a long, slow story, and before the end {subj} was asleep.",
     "They sat by the pond and listened to the night. Soon {name} felt sleepy and went home to bed."),
)


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
BREAKFASTS = ("a bowl of porridge", "toast and honey", "a boiled egg and toast", "cereal with milk",
              "bread and butter and a glass of milk", "a banana and some toast")
LUNCHES = ("a cheese sandwich and an apple", "tomato soup and bread", "a jacket potato",
           "fish and chips", "a ham sandwich and a pear")
DINNERS = ("sausages and mash", "chicken and rice", "fish pie and peas", "vegetable soup and bread",
           "pasta with tomato sauce", "shepherd's pie and carrots", "roast potatoes and chicken")


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


SEASON_WEATHER = {
    "winter": ("snow", "frost", "wind", "fog", "rain"), "spring": ("rain", "wind", "sun"),
    "summer": ("sun", "storm", "rain"), "autumn": ("wind", "fog", "rain", "frost", "storm"),
}
DIARY_OPEN = ("Today was a good day", "Today was a busy day", "What a day", "Today was quite a quiet day",
              "It was a long day today", "I have a lot to write today", "Dear Diary, guess what",
              "Not much happened today", "Today was a funny sort of day", "It was a happy day",
              "Today went very fast", "Here is my news", "Today was a bit strange", "I had a lovely day",
              "Today was tiring", "Something happened today", "I am writing this in bed", "Today was brilliant",
              "Today was not much fun", "I had a busy morning", "Today started badly", "It was a lovely sunny day",
              "It was a grey sort of day", "Today was better than yesterday", "I have lots to tell you, Diary")


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


SEASIDE = ("paddled in the sea", "built a sandcastle", "ate an ice cream", "collected shells",
           "swam in the waves", "looked in the rock pools", "flew a kite on the beach", "had fish and chips",
           "rode on a donkey", "buried Dad in the sand", "found a crab", "walked along the pier")


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


EXAM = {
    "a headache": ("looked into", "eyes"), "a cold": ("looked at", "throat"), "a cough": ("listened to", "chest"),
    "a broken arm": ("looked at", "arm"), "a sore knee": ("looked at", "knee"), "a toothache": ("looked at", "teeth"),
    "an earache": ("looked in", "ears"), "a stomach ache": ("felt", "tummy"),
    "a high temperature": ("took", "temperature"), "a sprained ankle": ("looked at", "ankle"),
}


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


THANKS = ("Thank you. You have been a great help.", "Thank you so much.", "Well done. The house looks lovely.",
          "What a good helper you are!", "Thanks, that was a big help.", "I could not have done it without you.",
          "You worked so hard today.", "Thank you, that is much better.", "You are a star.")


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


SHOPS = (
    ("the baker's", ("a loaf of bread", "six bread rolls", "a cherry cake", "four buns")),
    ("the greengrocer's", ("a bag of apples", "some carrots", "a bunch of bananas", "a cabbage", "some potatoes")),
    ("the butcher's", ("some sausages", "a chicken", "some mince")),
    ("the supermarket", ("a pint of milk", "a dozen eggs", "a packet of butter", "a box of tea bags",
                         "a jar of jam", "some cheese")),
    ("the corner shop", ("a newspaper", "a bottle of milk", "a bag of sugar", "a packet of biscuits")),
)


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


DESTINATIONS = ("the seaside", "the city", "Gran's house", "the mountains", "a little village by a lake",
                "the zoo", "an island", "the big museum")


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


BED_JOBS = ("brush {pos} teeth", "wash {pos} face", "comb {pos} hair", "fold {pos} clothes",
            "find {pos} teddy", "say goodnight to the cat", "choose a book", "fill {pos} water glass",
            "open the window a little", "set {pos} alarm clock", "tidy {pos} toys away")


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


KEY_ACTS = {"dog": "wag {pos} tail", "cat": "purr", "owl": "hunt at night", "bee": "make honey",
            "hen": "lay eggs", "cow": "give us milk", "sheep": "give us wool", "duck": "swim on the pond",
            "horse": "gallop across the field", "squirrel": "store nuts for winter", "frog": "jump a long way"}


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
