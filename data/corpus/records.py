"""The record types of the world tables: one NamedTuple per table, one field per fact.

The tables themselves are rows in data/tables/*.tsv (world.tsv, lexicon.tsv, texts.tsv, ...), the way a person
would fill in a form; tables.table() reads each row as one of these records (the field names head the table's
columns there), so a builder reads `ANIMALS["fox"].diet` or `FOODS[dish].origin`, never `row[4]`.
"""

from typing import NamedTuple


# --- Lexicon ---------------------------------------------------------------------------------------------------

class Month(NamedTuple):
    name: str  # "January"
    season: str  # "winter"
    weather: list  # ["frost on the windows", ...]
    happenings: list  # ["the ponds freeze", ...]


class Instrument(NamedTuple):
    name: str  # "fiddle"
    plural: str  # "fiddles"
    verb: str  # "play", "beat" or "blow"


class Ailment(NamedTuple):
    name: str  # "a cold"
    remedy: str  # "rest, drink warm honey water and keep warm"


# --- The land ----------------------------------------------------------------------------------------------------

class Region(NamedTuple):
    """One row of REGIONS (the key is the region's name, "the Northern Hills")."""
    land: str  # "steep green hills, stone walls and fast streams"
    about: list  # three sentences about life there
    farm: str  # what most farms there keep or grow: "sheep"
    weather: str  # "cold and windy"


class River(NamedTuple):
    """One row of RIVERS (the key is the river's name)."""
    region: str
    nature: str  # "fast and cold"
    source: str  # where it rises
    mouth: str  # where it flows to
    fish: str  # what lives in it


class Town(NamedTuple):
    name: str  # "Ashford"
    kind: str  # "town" or "village"
    river: str  # "Tam"
    region: str  # "the Northern Hills"
    product: str  # what it is famous for: "wool"
    landmark: str  # "an old stone bridge with five arches"
    market: str  # market day: "Tuesday"
    pop: int  # population


class Job(NamedTuple):
    """One row of JOBS (the key is the job's name)."""
    plural: str  # "bakers"
    place: str  # "bakery"
    tools: list  # ["oven", "rolling pin", ...]
    tasks: list  # ["knead the dough", ...] (base verb phrases)
    why: str  # "everyone needs fresh bread"
    start: int  # the hour work starts


class Animal(NamedTuple):
    """One row of ANIMALS (the key is the animal's name)."""
    plural: str  # "foxes"
    young: str  # "cubs"
    group: str  # "wild", "farm", "pet", "bird", "sea", "fish"
    habitat: str  # "dens at the edge of the forest"
    diet: list  # ["mice", "rabbits", ...]
    sound: str  # "bark" (a base verb)
    looks: str  # "a red coat and a bushy tail with a white tip"
    behaviour: str  # "hunts at dusk and is very cunning"


class Tree(NamedTuple):
    """One row of TREES (the key is the tree's name)."""
    looks: str  # "a broad crown and deep-cut leaves"
    uses: str  # what its wood or fruit is used for
    where: str  # where it grows


class Flower(NamedTuple):
    name: str  # "daisy"
    plural: str  # "daisies"
    colour: str  # "white"
    season: str  # when it flowers: "spring"


# --- Things people make and use --------------------------------------------------------------------------------

class Food(NamedTuple):
    """One row of FOODS (the key is the dish)."""
    ingredients: list
    steps: list  # imperative sentences: "Peel and chop the vegetables"
    meal: str  # "supper"
    taste: list  # ["hearty", "warming"]
    origin: str  # the town the recipe comes from


class Thing(NamedTuple):
    """An everyday object in OBJECTS (grouped by the place it is found)."""
    name: str  # "ladle"
    plural: str  # "ladles"
    what: str  # what it is: "a deep spoon with a long handle"
    use: str  # what it is for: "to pour soup into bowls"


class HowTo(NamedTuple):
    """One row of HOWTOS (the key is the task: "make a cup of tea")."""
    needs: list  # what you need
    steps: list  # imperative sentences
    tip: str  # a closing tip


class Festival(NamedTuple):
    name: str  # "the Snowlight Fair"
    month: str  # "January"
    town: str  # where it is held
    what: str  # what happens: "lanterns are hung along the frozen river ..."


class Walk(NamedTuple):
    """What you meet on a walk in one kind of country (WALKS["woods"])."""
    trees: list
    birds: list
    animals: list
    lines: list  # hand-written sentences with {tree}, {flower_pl}, {a_bird}, {A_animal}... to fill in


class Stall(NamedTuple):
    """One row of STALLS (the key is what it sells: "fruit")."""
    title: str  # "a fruit stall"
    goods: list  # ["crisp apples", ...]


class Fable(NamedTuple):
    trouble: str  # "winter came early, and snow covered the ground"
    rescue: str  # "found food and a warm place to rest"


# --- Hand-written text -------------------------------------------------------------------------------------------

class Passage(NamedTuple):
    title: str
    text: str


class Definition(NamedTuple):
    word: str  # "harbour"
    pos: str  # part of speech: "noun"
    meaning: str  # "a sheltered stretch of water where boats can stay safely"
    example: str  # an example sentence


# --- The cast --------------------------------------------------------------------------------------------------

class Pet(NamedTuple):
    kind: str  # "dog"
    name: str  # "Biscuit"


class Pronouns(NamedTuple):
    he: str
    him: str
    his: str

