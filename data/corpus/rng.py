"""The one random generator of the world documents, and the helpers that draw from it.

Every choice is drawn from R in a fixed order, which is what makes the output reproducible: moving a draw
(even inside one sentence) changes the corpus.
"""

import random

SEED = 1234  # the one seed for the whole corpus


# A single random generator; every choice in the file is drawn from it in a
# fixed order, which is what makes the output reproducible.
R = random.Random(SEED)


def pick(seq):
    return R.choice(seq)


def sample(seq, k):
    return R.sample(list(seq), k)


def chance(p):
    return R.random() < p


class Deck:
    """Deal items in a shuffled order, reshuffling when the deck is empty.

    Used for things that should all appear about equally often (every town,
    every animal, every recipe...), unlike pick(), which may miss some."""

    def __init__(self, items):
        self.items, self.left = list(items), []

    def draw(self):
        if not self.left:
            self.left = list(self.items)
            R.shuffle(self.left)
        return self.left.pop()
