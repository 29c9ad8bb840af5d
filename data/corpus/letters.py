"""Letters to a friend and diary entries."""

from .rng import chance, pick, R, sample
from .grammar import a, cap, clock, past
from .lexicon import FEELINGS, MONTH_NAMES, MONTHS, SEASON_TEXT, WEEKDAYS
from .world import ANIMAL_NAMES, ANIMALS, EATABLE, FESTIVALS, FRUITS, JOBS, TOWNS, VEGETABLES
from .people import BY_NAME, person
from .phrases import miles_words, neighbour_news, pet_news, pet_pron, sentences, towns_in, weather_line


def letter(c):
    d = BY_NAME[c.friend]
    month, season, wx, happenings = pick(MONTHS)
    day = R.randint(1, 28)
    fest = [f for f in FESTIVALS if f.month == MONTH_NAMES[(MONTH_NAMES.index(month) + 1) % 12]][0]
    news = []
    news.append(pick([
        f"Here in {c.town} we have had {pick(wx)} all week. It is the time of year when {pick(happenings)}.",
        f"It is {month} already, and {pick(SEASON_TEXT[season])}. {cap(pick(happenings))} here, as always.",
        f"The weather has been strange: first {pick(wx)}, then {pick(wx)}."]))
    news.append(
        pick([
            (
                f"Work keeps me busy. This week I had to {pick(JOBS[c.job].tasks)} and {pick(JOBS[c.job].tasks)}, and I"
                " am quite tired."
            ),
            (
                f"At the {JOBS[c.job].place} things are going well. {cap(JOBS[c.job].why)}, so there is always plenty"
                " to do."
            ),
            f"I have a new {pick(JOBS[c.job].tools)}, and it makes the work much easier.",
        ])
    )
    if c.pet:
        kind, pname = c.pet
        ph = pet_pron(pname).he
        news.append(
            pick([
                (
                    f"{pname} sends you a {'wag of the tail' if kind == 'dog' else 'friendly look'}. {cap(ph)} has been"
                    f" eating far too much {pick(ANIMALS[kind].diet)}."
                ),
                f"{pname} is well, although {ph} got into the neighbour's garden again last {pick(WEEKDAYS)}.",
            ])
        )
    neighbour = person(exclude=[c.first, d.first], town=c.town)
    news.append(
        pick([
            (
                f"Do you remember {neighbour.first} {neighbour.surname}, the {neighbour.job}? {neighbour.He}"
                f" {neighbour.has}"
                f" {neighbour_news(neighbour)}."
            ),
            f"{neighbour.first} {neighbour.surname} asked after you the other day.",
            f"I have started {c.hobby}. You may laugh, but I enjoy it very much.",
        ])
    )
    invite = pick([
        f"Will you come to {fest.name} in {fest.town} next month? {cap(fest.what)}, and I would love to go with you.",
        (
            f"Why don't you come and stay for a few days? It is only {miles_words(c.town, d.town)}, and the spare room"
            " is ready."
        ),
        f"Please write soon and tell me all your news from {d.town}. How is your work as {a(d.job)}?",
    ])
    sign = pick(["With love", "Your friend", "Best wishes", "Warmest wishes", "Yours ever", "Love from"])
    return [
        f"{c.town}, {day} {month}",
        f"Dear {d.first},",
        pick([
            f"Thank you for your letter, which arrived on {pick(WEEKDAYS)}.",
            f"I am sorry I have not written for so long.",
            f"I hope you are well and that {d.town} is as lovely as ever.",
        ]),
        sentences(*news[:2]),
        sentences(*news[2:]),
        invite,
        f"{sign},",
        c.first,
    ]


def diary(c):
    month_i = R.randint(0, 11)
    month, season, wx, happenings = MONTHS[month_i]
    start = R.randint(1, 20)
    wd0 = R.randint(0, 6)
    J = JOBS[c.job]
    n_days = R.randint(3, 4)
    # Each day takes a different kind of work entry and a different kind of
    # evening entry, so a diary never repeats itself.
    work_kinds = sample(range(5), n_days)
    other_kinds = sample(range(7), n_days)
    lines = [f"From the diary of {c.full}, {c.job}, {c.town}"]
    for k in range(n_days):
        day = start + k
        wd = WEEKDAYS[(wd0 + k) % 7]
        wline, kind = weather_line(season)
        events = [wline.replace("was", "has been", 1) if chance(0.3) and "was" in wline else wline]
        tasks = sample(J.tasks, 2)
        events.append([
            f"Got up at {clock(J.start if J.start < 12 else 7)} and {past(tasks[0])} before breakfast.",
            f"Spent the morning at the {J.place}. I had to {tasks[0]}.",
            f"A busy day. I had to {tasks[0]} and then {tasks[1]}.",
            f"Did not work much today; I spent the afternoon {c.hobby}.",
            f"Went to the market in {pick(towns_in(TOWNS[c.town].region))} and bought {pick(FRUITS + VEGETABLES)}.",
        ][work_kinds[k]])
        events.append(
            [
                f"{person(exclude=[c.first], town=c.town).first} came by for tea and stayed for two hours.",
                (
                    f"Saw {a(pick([k2 for k2 in ANIMAL_NAMES if ANIMALS[k2].group in ('wild', 'bird')]))} by the river"
                    " on the way home."
                ),
                (
                    f"Made {pick(EATABLE)} for supper."
                    f" {pick(['It was delicious.', 'Not bad at all.', 'Too salty, but we ate every crumb.'])}"
                ),
                f"A letter came from {c.friend} in {BY_NAME[c.friend].town}.",
                f"{cap(pick(happenings))}; I noticed it today for the first time this year.",
                f"Felt {pick(FEELINGS['bad'] + FEELINGS['good'])} all evening and went to bed early.",
                f"Mended my {pick(['coat', 'boots', 'fence', 'gate', 'basket', 'shutters'])} after supper.",
            ][other_kinds[k]]
        )
        if c.pet and chance(0.4):
            events.append(
                f"{c.pet.name}"
                f" {pet_news()}."
            )
        lines.append(f"{wd} {day} {month}. " + sentences(*events))
    return lines
