"""Grammar helpers: a/an, verb forms (a table of irregular verbs plus regular rules), numbers and clock times in
words, list joining, and a Person with the right pronouns and verb agreement."""

from typing import NamedTuple
from .records import records


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


class VerbForms(NamedTuple):
    third: str  # third person singular: "bakes"
    past: str  # "baked"
    participle: str  # past participle: "baked"
    ing: str  # "baking"


# Irregular verbs: base -> (third person singular, past, past participle, -ing)
IRREGULAR = records(VerbForms, {
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
})


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
    return VerbForms(third, past, past, ing)


def verb_forms(base):
    return IRREGULAR.get(base) or _regular(base)


def _conj(phrase, form_name):
    """Change the first word of a verb phrase: 'bake bread' -> 'bakes bread' (form_name 'third')."""
    first, _, rest = phrase.partition(" ")
    form = getattr(verb_forms(first), form_name)
    return form + (" " + rest if rest else "")


def third(phrase):
    return _conj(phrase, "third")


def past(phrase):
    return _conj(phrase, "past")


def ing(phrase):
    return _conj(phrase, "ing")


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
