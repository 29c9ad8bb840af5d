"""Hand-written text used as it is: short passages (each used once in the corpus) and a small dictionary.
The text itself is in data/tables/texts.tsv."""

from .records import Definition, Passage
from .tables import table


# --- Short hand-written passages ------------------------------------------------
# Each passage is used once, as it is, in the corpus.
PASSAGES = table("texts", "PASSAGES", Passage)

# --- A small dictionary ---------------------------------------------------------
# Hand-written definitions used for "word of the day" and word-list documents.
DEFINITIONS = table("texts", "DEFINITIONS", Definition)
