"""General lexicons: months with their seasons, weather, colours, feelings, describing words, clothes,
instruments, school subjects, games, hobbies, habits, ailments and their remedies, sayings, greetings.
The words themselves are in data/tables/lexicon.tsv."""

from .records import Ailment, Instrument, Month
from .tables import table


WEEKDAYS = table("lexicon", "WEEKDAYS")

# month -> (season, typical weather words, things that happen)
MONTHS = table("lexicon", "MONTHS", Month)
MONTH_NAMES = [m.name for m in MONTHS]

SEASON_TEXT = table("lexicon", "SEASON_TEXT")

WEATHER_NOW = table("lexicon", "WEATHER_NOW")
SEASON_WEATHER = table("lexicon", "SEASON_WEATHER")

COLOURS = table("lexicon", "COLOURS")

FEELINGS = table("lexicon", "FEELINGS")

# Small describing words for places and things.
ADJ_PLACE = table("lexicon", "ADJ_PLACE")
ADJ_PERSON = table("lexicon", "ADJ_PERSON")

# Clothes, each with its article.
CLOTHES = table("lexicon", "CLOTHES")
# What people wear in each season.
SEASON_CLOTHES = table("lexicon", "SEASON_CLOTHES")

INSTRUMENTS = table("lexicon", "INSTRUMENTS", Instrument)

SCHOOL_SUBJECTS = table("lexicon", "SCHOOL_SUBJECTS")

GAMES = table("lexicon", "GAMES")

HOBBIES = table("lexicon", "HOBBIES")

# Daily habits as base verb phrases (made to agree with the person later).
HABITS = table("lexicon", "HABITS")

AILMENTS = table("lexicon", "AILMENTS", Ailment)

SAYINGS = table("lexicon", "SAYINGS")

# Greetings, replies and small conversation pieces for dialogue.
GREETINGS = table("lexicon", "GREETINGS")
SAY_VERBS = table("lexicon", "SAY_VERBS")
ASK_VERBS = table("lexicon", "ASK_VERBS")
