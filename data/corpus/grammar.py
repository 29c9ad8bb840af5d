"""Grammar helpers: a/an, verb forms (a table of irregular verbs plus regular rules), numbers and clock times in
words, list joining, and a Person with the right pronouns and verb agreement."""

from typing import NamedTuple
from .tables import table


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
IRREGULAR = table("grammar", "IRREGULAR", VerbForms)


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


NUMBER_WORDS = table("grammar", "NUMBER_WORDS")
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


ORDINALS = table("grammar", "ORDINALS")


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
