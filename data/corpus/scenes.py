"""Descriptions of daily life: walks in the country, market scenes, weather forecasts, games, a school day, houses,
clothes for the season, the hand-written passages, and word lists."""

from .rng import pick, R, sample
from .grammar import a, cap, clock, join, num
from .lexicon import (ADJ_PLACE, CLOTHES, FEELINGS, GAMES, MONTHS, SAYINGS, SCHOOL_SUBJECTS, SEASON_CLOTHES,
                      SEASON_TEXT, WEEKDAYS)
from .world import (FORECAST, GAME_RULES, MARKET_SMELLS, MARKET_SOUNDS, REGION_NAMES, RIVER_NAMES, RIVERS, ROOMS,
                    STALLS, TEMPS, TOWN_NAMES, TOWNS, WALK_REGION, WALKS)
from .texts import PASSAGES
from .people import PEOPLE, person
from .phrases import (DECKS, fill_in, lesson_topic, pet_habit, sentences, tailor_saying, teacher_note, the_landmark,
                      weather_line)


def walk(c):
    """A person goes for a walk through one kind of country (past tense)."""
    place = pick(list(WALKS))
    w = WALKS[place]
    mo = pick([m for m in MONTHS if m.season != "winter"])
    month, season = mo.name, mo.season
    line, _ = weather_line(season)
    chosen = sample(w.lines, R.randint(5, 7))
    title = pick([
        (
            f"A walk by the {place}"
            if place in ("river", "lake", "shore")
            else f"A walk on the {place}" if place == "moor" else f"A walk through the {place}"
        ),
        f"{c.first}'s walk",
        f"{month} walk",
    ])
    lines = [title, sentences(
        pick([f"On a {pick(WEEKDAYS)} in {month}, {c.full} went walking in {WALK_REGION[place]}.",
              f"{c.full} had a free afternoon, so {c.he} put on {pick(CLOTHES)} and set out for a walk.",
              f"Early one {season} morning, {c.first} left {c.town} with a stick and a bag of sandwiches."]),
        line)]
    lines.append(sentences(*[fill_in(x, w) for x in chosen[:3]]))
    lines.append(sentences(*[fill_in(x, w) for x in chosen[3:]]))
    lines.append(
        pick([
            (
                f"{c.first} got home {pick(['muddy', 'tired', 'hungry', 'sunburnt', 'wet through'])} and"
                f" {pick(FEELINGS['good'])}."
            ),
            f"When {c.he} got home, {c.first} wrote down everything {c.he} had seen.",
            f"It was the best walk {c.first} had had all {season}.",
        ])
    )
    return lines


def market_scene(t=None):
    t = t or DECKS["market_scene"].draw()
    T = TOWNS[t]
    stalls = sample(list(STALLS), R.randint(4, 5))
    lines = [pick([f"Market day in {t}", f"The {T.market} market at {t}", f"At the market in {t}"])]
    lines.append(sentences(
        f"Every {T.market} the market comes to {t}.",
        f"By {clock(R.randint(6, 8))} the stalls are up around {the_landmark(t)}.",
        f"The air smells of {join(sample(MARKET_SMELLS, 2))}, and you can hear {join(sample(MARKET_SOUNDS, 3))}."))
    keepers = [p for p in PEOPLE if p.town == t]
    R.shuffle(keepers)
    for st in stalls:
        name, goods = STALLS[st]
        keeper = keepers.pop() if keepers else None
        g = sample(goods, 3)
        lines.append(pick([
            f"At {name} there are {join(g)}.",
            f"{keeper.full} runs {name}, with {join(g)}." if keeper else f"There is {name} with {join(g)}.",
            f"Next comes {name} piled with {join(g)}."]))
    lines.append(sentences(
        f"Of course, the best stall of all sells {T.product}, because {t} is famous for it.",
        pick(["By noon the crowds are thickest.", "By the afternoon the prices begin to fall.",
              "When the clock strikes four, the stallholders start to pack up."])))
    return lines


def forecast():
    month_i = R.randint(0, 11)
    month, season = MONTHS[month_i].name, MONTHS[month_i].season
    lo, hi = TEMPS[season]
    lines = [pick([f"Weather for {pick(WEEKDAYS)}, {R.randint(1, 28)} {month}", "Tomorrow's weather",
                   f"The weather this week: {month}"])]
    regions = sample(REGION_NAMES, R.randint(3, 5))
    for rg in regions:
        t = R.randint(lo, hi)
        temp = f"{t} degrees" if t >= 0 else f"{-t} degrees below freezing"
        lines.append(
            sentences(
                f"For {rg}: {pick(FORECAST[season])}.",
                f"The highest temperature will be about {temp}.",
                pick([
                    f"Fishers should take care." if rg == "the Salt Coast" else "",
                    "Walkers should take waterproofs.",
                    "A good day for hanging out the washing." if season == "summer" else "Keep a warm coat handy.",
                    (
                        f"The {pick([r for r in RIVER_NAMES if RIVERS[r].region == rg])} may rise after the rain."
                        if season in ("autumn", "spring")
                        else ""
                    ),
                ]),
            )
        )
    lines.append(pick(["The outlook for the weekend is much the same.", "Further ahead, it will turn colder.",
                       "Later in the week the weather should settle.", f"As the old saying goes, {pick(SAYINGS)}."]))
    return lines


def games_doc():
    gs = sample(list(GAME_RULES), R.randint(3, 4))
    lines = [pick(["Games children play", "Playground games", "Old games for rainy and sunny days"])]
    lines.append(pick(["Here are some games that children play in the school yard and on the village green.",
                       "Nobody needs expensive toys to have fun. These games need only a few friends.",
                       f"In {pick(TOWN_NAMES)}, as in every town, the children have their favourite games."]))
    for g in gs:
        lines.append(f"{cap(g)}. {GAME_RULES[g]}")
    return lines


def school_day():
    teacher = person(job="teacher")
    subjects = sample(SCHOOL_SUBJECTS, 5)
    times = [(9, 0), (10, 0), (11, 15), (13, 30), (14, 30)]
    lines = [f"A day at the school in {teacher.town}"]
    lines.append(
        sentences(
            f"The school in {teacher.town} has one big classroom and {num(R.randint(14, 38))} pupils.",
            f"The teacher is {teacher.full}, who"
            f" {teacher_note()}.",
            f"The bell rings at nine o'clock.",
        )
    )
    for (h, m), subj in zip(times, subjects):
        lines.append(
            f"At {clock(h, m)} the class has {subj}. "
            + pick([
                "The children work quietly in their exercise books.",
                "Everyone takes turns to answer questions.",
                "It is the favourite lesson of many pupils.",
                "Some of the younger ones find it difficult.",
                (
                    "Today they are learning about"
                    f" {lesson_topic()}."
                ),
            ])
        )
    lines.append(sentences(
        f"At break the children play {pick(GAMES)} in the yard.",
        f"School ends at {clock(15, 30)}, and the children run home for tea."))
    return lines


def house_doc(c):
    rooms = sample(list(ROOMS), R.randint(3, 4))
    lines = [pick([f"{c.first}'s house", f"The house of {c.full}", f"At home with {c.full}"])]
    lines.append(sentences(
        f"{c.full} lives in {c.house} in {c.town}.",
        pick([f"It is {pick(ADJ_PLACE)} and rather {pick(['small', 'old', 'crowded', 'draughty', 'cosy'])}.",
              f"{c.He} {c.has} lived there for {num(R.randint(2, 40))} years.",
              f"Visitors always say it feels like {c.him}."])))
    for r in rooms:
        things = sample(ROOMS[r], 3)
        lines.append(
            pick([
                f"In the {r} there {('are' if things[0].split(' ')[0] not in ('a', 'an') else 'is')} {join(things)}.",
                f"The {r} has {join(things)}.",
                f"If you go into the {r}, you will see {join(things)}.",
            ])
        )
    if c.pet:
        lines.append(
            f"{c.pet.name} the {c.pet.kind}"
            f" {pet_habit()}."
        )
    return lines


def wardrobe_doc():
    season = pick(["spring", "summer", "autumn", "winter"])
    lines = [pick([f"What to wear in {season}", f"Dressing for {season}", f"Clothes for the {season}"])]
    wear = SEASON_CLOTHES[season]
    lines.append(sentences(
        f"In {season} {pick(SEASON_TEXT[season])}, so it matters what you wear.",
        f"Most people in {pick(REGION_NAMES)} wear {join(sample(wear, 3))}."))
    lines.append(
        sentences(
            pick([
                f"Fishers on the Salt Coast wear oilskins, because the spray soaks everything.",
                f"Farmers wear heavy boots and a smock over their clothes.",
                f"Bakers wear white aprons and roll up their sleeves.",
                f"Children usually wear whatever their older brothers and sisters have grown out of.",
            ]),
            pick([
                "Work clothes should be strong and easy to mend.",
                "A good coat can last twenty years if it is looked after.",
                "Wool keeps you warm even when it is wet, which is why shepherds love it.",
            ]),
            f"The tailors of {pick(TOWN_NAMES)} say:"
            f" {tailor_saying()}.",
        )
    )
    return lines


def passage(i):
    """Hand-written passage number i, used exactly once, as written."""
    title, text = PASSAGES[i]
    return [title, text]


def word_list():
    """A few dictionary entries, as in a children's word book."""
    entries = [DECKS["definitions"].draw() for _ in range(R.randint(5, 7))]
    lines = [pick(["Words of the week", "New words", "From a children's dictionary", "Word list",
                   f"Spelling words for {pick(WEEKDAYS)}"])]
    for word, pos, meaning, example in entries:
        lines.append(pick([f"{word} ({pos}): {meaning}. {example}",
                           f"{cap(word)}, {a(pos)}, means {meaning}. For example: {example}",
                           f"{word}: {meaning}. \"{example}\""]))
    return lines
