"""Grammar helpers of the everyday documents: verb forms (the -s, past and -ing forms, from a table of irregular verbs
and the rule for verbs that double their last consonant), `Who` (a subject with its pronouns and the forms that
agree with it: he, she, it, they, I, we, you), conjugating and negating verb phrases, a/an, capitals, lists,
sentences and paragraphs, numbers in words, and `Gen`, which wraps the caller's random.Random with the small helpers
the builders draw from.
"""

from typing import NamedTuple
# a/an, capitals and lists follow the same rules as the world's documents: one copy, in corpus/grammar.py.
from corpus.grammar import a, cap, join  # noqa: F401
from corpus.tables import table


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
