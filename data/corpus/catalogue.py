"""The catalogue: every kind of document the world builders write, and how often each is drawn.

To add a kind of document, write its builder (a function that returns the document as a list of lines, drawing
every choice from rng.R) and add one Builder row here. A new row changes which documents are drawn, so the corpus
changes too: regenerate it and update the figures in data/README.md.
"""

from typing import Callable, NamedTuple

from .dialogues import (dialogue_directions, dialogue_doctor, dialogue_interview, dialogue_lesson, dialogue_meeting,
                        dialogue_recipe, dialogue_shop, dialogue_words)
from .facts import (describe_month, facts_animal, facts_food, facts_job, facts_objects, facts_quiz, facts_region,
                    facts_river, facts_town, facts_trees_flowers, howto, profile, riddles)
from .letters import diary, letter
from .people import PEOPLE
from .rng import pick
from .scenes import forecast, games_doc, house_doc, market_scene, school_day, walk, wardrobe_doc, word_list
from .stories_home import (story_apprentice, story_broken_tool, story_cooking, story_found_object, story_lost_pet,
                           story_storm)
from .stories_out import (story_animal, story_contest, story_fable, story_festival, story_journey, story_lost_in_fog,
                          story_market)


class Builder(NamedTuple):
    """One kind of document in the catalogue."""
    make: Callable[[], list]  # returns the document as a list of lines (or None: draw again)
    weight: int  # how often it is drawn, relative to the others
    kind: str  # its kind in the statistics: "story", "dialogue", ...


def with_person(fn, need_pet=False):
    """A builder about one person of the cast (one with a pet, if need_pet), drawn when the document is made."""
    def build():
        pool = [p for p in PEOPLE if p.pet] if need_pet else PEOPLE
        return fn(pick(pool))
    build.__name__ = fn.__name__
    return build


# The weights are relative: a builder of weight 6 is drawn about twice as often as one of weight 3.
BUILDERS = [
    Builder(with_person(story_lost_pet, need_pet=True), 5, "story"),
    Builder(with_person(story_storm), 5, "story"),
    Builder(with_person(story_market), 5, "story"),
    Builder(with_person(story_broken_tool), 4, "story"),
    Builder(with_person(story_festival), 4, "story"),
    Builder(with_person(story_journey), 5, "story"),
    Builder(with_person(story_found_object), 4, "story"),
    Builder(with_person(story_cooking), 4, "story"),
    Builder(with_person(story_apprentice), 4, "story"),
    Builder(with_person(story_animal), 4, "story"),
    Builder(with_person(story_lost_in_fog), 3, "story"),
    Builder(with_person(story_contest), 3, "story"),
    Builder(story_fable, 3, "story"),
    Builder(with_person(dialogue_meeting), 6, "dialogue"),
    Builder(with_person(dialogue_shop), 4, "dialogue"),
    Builder(with_person(dialogue_directions), 4, "dialogue"),
    Builder(dialogue_lesson, 5, "dialogue"),
    Builder(dialogue_doctor, 3, "dialogue"),
    Builder(with_person(dialogue_interview), 4, "dialogue"),
    Builder(with_person(dialogue_recipe), 3, "dialogue"),
    Builder(with_person(letter), 6, "letter"),
    Builder(with_person(diary), 5, "diary"),
    Builder(facts_town, 5, "facts"),
    Builder(facts_animal, 5, "facts"),
    Builder(facts_job, 4, "facts"),
    Builder(facts_food, 3, "how-to"),
    Builder(facts_river, 2, "facts"),
    Builder(facts_region, 1, "facts"),
    Builder(facts_quiz, 4, "facts"),
    Builder(facts_objects, 4, "description"),
    Builder(riddles, 2, "description"),
    Builder(facts_trees_flowers, 2, "description"),
    Builder(describe_month, 2, "description"),
    Builder(with_person(profile), 4, "description"),
    Builder(howto, 3, "how-to"),
    Builder(with_person(walk), 5, "description"),
    Builder(market_scene, 3, "description"),
    Builder(forecast, 2, "facts"),
    Builder(games_doc, 1, "description"),
    Builder(school_day, 2, "description"),
    Builder(with_person(house_doc), 2, "description"),
    Builder(wardrobe_doc, 1, "description"),
    Builder(word_list, 5, "description"),
    Builder(dialogue_words, 3, "dialogue"),
]
