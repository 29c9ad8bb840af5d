"""The world tables: a small, consistent imaginary land.

Facts here are fixed, so the same fact shows up in many documents, in many phrasings, always with the same answer.
Each table is written as rows in data/tables/world.tsv and read here as named records (records.py). Nothing
here draws from the random generator: the cast drawn from these tables is in people.py.
"""

from .records import Animal, Fable, Festival, Flower, Food, HowTo, Job, Region, River, Stall, Thing, Town, Tree, Walk
from .tables import table


# --- Regions -----------------------------------------------------------------
REGIONS = table("world", "REGIONS", Region)
REGION_NAMES = list(REGIONS)

# --- Rivers ------------------------------------------------------------------
# name -> (region, character of the river, where it starts, where it ends, fish)
RIVERS = table("world", "RIVERS", River)
RIVER_NAMES = list(RIVERS)

# --- Towns -------------------------------------------------------------------
# (name, kind, river, region, famous product, landmark, market day, population)
TOWNS = {town.name: town for town in table("world", "TOWNS", Town)}
TOWN_NAMES = list(TOWNS)

# Map positions (miles east, miles north) of each region's centre; each town is
# placed near its region's centre so that distances stay consistent.
REGION_POS = table("world", "REGION_POS")
# (miles east, miles north) of each town: its region's centre, moved by a fixed step for each town in turn.
TOWN_POS = {name: (REGION_POS[town.region][0] + (i * 7) % 13 - 6, REGION_POS[town.region][1] + (i * 11) % 15 - 7)
            for i, (name, town) in enumerate(TOWNS.items())}


# --- Jobs --------------------------------------------------------------------
# title: (plural, workplace, tools, tasks as base verb phrases, why people need them, start hour)
JOBS = table("world", "JOBS", Job)
JOB_NAMES = list(JOBS)

# Which jobs suit which towns best (the town's product decides a few).
PRODUCT_JOBS = table("world", "PRODUCT_JOBS")

# --- Animals -----------------------------------------------------------------
# name: (plural, young, group, habitat, diet, sound (base verb), looks, behaviour)
ANIMALS = table("world", "ANIMALS", Animal)
ANIMAL_NAMES = list(ANIMALS)
PET_KINDS = table("world", "PET_KINDS")
PET_NAMES = table("world", "PET_NAMES")

# --- Plants ------------------------------------------------------------------
# Trees: name -> (what it looks like, what its wood or fruit is used for, where it grows)
TREES = table("world", "TREES", Tree)
FLOWERS = table("world", "FLOWERS", Flower)
VEGETABLES = table("world", "VEGETABLES")
FRUITS = table("world", "FRUITS")
HERBS = table("world", "HERBS")

# --- Foods -------------------------------------------------------------------
# dish: (ingredients, steps as imperative sentences, meal, taste words, origin town)
FOODS = table("world", "FOODS", Food)
FOOD_NAMES = list(FOODS)
# The people table names its favourite dishes among the first 24, the dishes written before it was drawn.
FAVOURITE_DISHES = FOOD_NAMES[:24]
# Verbs that begin recipe steps ("Peel", "Bring", ...), used when retelling a recipe in the past tense.
STEP_VERBS = sorted({st.split(" ")[0].lower() for f in FOODS.values() for st in f.steps})
# Dishes that take 'a' in 'how to make a ...'.
COUNTABLE_DISHES = table("world", "COUNTABLE_DISHES")
# Dishes you can eat a plate or bowl of (not drinks, jams or pickles).
EATABLE = [f for f in FOODS if f not in ("mint tea", "cherry jam", "elderflower cordial", "pickled onions")]


# --- Objects -----------------------------------------------------------------
# Things found in different places: (name, plural, what it is, what it is used for)
OBJECTS = table("world", "OBJECTS", Thing)
OBJECT_PLACES = list(OBJECTS)
ALL_OBJECTS = [(o, place) for place in OBJECT_PLACES for o in OBJECTS[place]]
PLACE_TITLE = table("world", "PLACE_TITLE")

# --- Everyday how-to tasks ---------------------------------------------------
# title: (what you need, the steps, a closing tip)
HOWTOS = table("world", "HOWTOS", HowTo)
HOWTO_NAMES = list(HOWTOS)

# --- Festivals -----------------------------------------------------------------
# (name, month, town, what happens)
FESTIVALS = table("world", "FESTIVALS", Festival)


# --- People ------------------------------------------------------------------
# First names with the pronouns each person uses: f = she/her, m = he/him,
# n = they/them.  Every first name belongs to exactly one person in the world.
FIRST_NAMES = table("world", "FIRST_NAMES")
SURNAMES = table("world", "SURNAMES")
# Children (not in the people table): name -> 'f' or 'm'.
CHILDREN = table("world", "CHILDREN")
CHILD_NAMES = list(CHILDREN)
HOUSES = table("world", "HOUSES")

# Some jobs only make sense in some regions.
JOB_REGIONS = table("world", "JOB_REGIONS")


# --- How people look -----------------------------------------------------------
HAIR = table("world", "HAIR")
EYES = table("world", "EYES")
FEATURES = table("world", "FEATURES")


# --- Walks: what you see and hear in different kinds of country ---------------
# Each place has hand-written sentences; {tree}, {flower}, {bird} and {animal} are
# filled in from the tables, so the same sentence is not repeated word for word.
WALKS = table("world", "WALKS", Walk)

WALK_REGION = table("world", "WALK_REGION")

# --- Market stalls -------------------------------------------------------------
STALLS = table("world", "STALLS", Stall)
MARKET_SOUNDS = table("world", "MARKET_SOUNDS")
MARKET_SMELLS = table("world", "MARKET_SMELLS")

# --- Weather words for forecasts ------------------------------------------------
FORECAST = table("world", "FORECAST")
TEMPS = table("world", "TEMPS")

# --- Games children play -----------------------------------------------------------
GAME_RULES = table("world", "GAME_RULES")


# --- Odds and ends for stories and descriptions ---------------------------------
# Tools too big (or too alive) to carry to a repairer.
BIG_TOOLS = table("world", "BIG_TOOLS")


# Animal fables: what went wrong, and how the wiser animal came through.
FABLE_PROBLEMS = table("world", "FABLE_PROBLEMS", Fable)


# What you see in each room of a house.
ROOMS = table("world", "ROOMS")
