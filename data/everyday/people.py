"""The people of the everyday documents: girls' and boys' first names, surnames, relatives and pets' names (from
data/tables/everyday.tsv), and the helpers that draw a child, two children, an adult, a relative, a parent or a
narrator (sometimes I) as a `Who`; also `vary` and `vpick`, which sometimes lead a fixed table sentence with a
little marker so that it is not always said the same way.
"""

from corpus.tables import table

from .grammar import he, I, she


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


# Varying a fixed table sentence. These two sit with the people because a sentence that starts with a
# child's name keeps its capital after the marker.
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
