"""Facts and descriptions of the world: towns, animals, jobs, foods, rivers, regions, quizzes, the objects of a place,
riddles, trees and flowers, months, profiles of people of the cast, and how-to."""

from .rng import chance, pick, R, sample
from .grammar import a, cap, clock, day_part, join, num, ORDINALS
from .lexicon import ADJ_PLACE, MONTH_NAMES, MONTHS, SEASON_TEXT
from .world import (ANIMAL_NAMES, ANIMALS, COUNTABLE_DISHES, FESTIVALS, FLOWERS, FOOD_NAMES, FOODS, HOWTOS, JOB_NAMES,
                    JOBS, OBJECTS, PLACE_TITLE, REGIONS, RIVER_NAMES, RIVERS, TOWN_NAMES, TOWNS, TREES)
from .people import BY_NAME, habit_of, PEOPLE, pet_phrase, town_desc, work_place
from .phrases import DECKS, market_day_scene, miles, miles_words, other_town, place_in, sentences, towns_in, towns_on


def facts_town(t=None):
    t = t or DECKS['facts_town'].draw()
    T = TOWNS[t]
    Rg = REGIONS[T.region]
    people = [p for p in PEOPLE if p.town == t]
    lines = [pick([f"{t}", f"About {t}", f"The {T.kind} of {t}", f"A visit to {t}"])]
    lines.append(sentences(
        pick([f"{t} is {a(pick(ADJ_PLACE))} {T.kind} in {T.region}.",
              f"{t} is {a(T.kind)} in {T.region}, on the river {T.river}.",
              f"In {T.region}, on the banks of the river {T.river}, lies the {T.kind} of {t}."]),
        f"About {T.pop} people live there." if T.pop > 1000 else f"Only about {num(T.pop)} people live there.",
        pick([f"The river {T.river} flows through the middle of the {T.kind}.",
              f"The river {T.river}, which is {RIVERS[T.river].nature}, runs past the houses.",
              f"The {T.river} is {RIVERS[T.river].nature} here."]),
        pick([f"{t} is famous for its {T.product}.", f"The {T.kind} is best known for its {T.product}.",
              f"People come from far away to buy its {T.product}."])))
    lines.append(sentences(
        f"The region around it is a land of {Rg.land}.", pick(Rg.about),
        f"The weather is usually {Rg.weather}."))
    other = [x for x in towns_in(T.region) if x != t]
    o = pick(other)
    lines.append(
        sentences(
            f"The most famous sight in {t} is {T.landmark}.",
            f"The market is held every {T.market}, when"
            f" {market_day_scene()}.",
            f"The nearest {TOWNS[o].kind} is {o}, {miles_words(t, o)} away.",
        )
    )
    if people:
        ps = sample(people, min(3, len(people)))
        descr = [f"{p.full}, the {p.job}" for p in ps]
        lines.append(
            sentences(
                f"Among the people who live in {t} are"
                f" {'; '.join(descr[:-1]) + '; and ' + descr[-1] if len(descr) > 2 else join(descr)}.",
                f"{ps[0].first} lives in {ps[0].house}.",
                (f"{ps[1].first} has {pet_phrase(ps[1])}." if len(ps) > 1 and ps[1].pet else ""),
            )
        )
    return lines


def facts_animal(k=None):
    k = k or DECKS['facts_animal'].draw()
    plural, young, group, habitat, diet, sound, looks, behaviour = ANIMALS[k]
    kinds = {"wild": "a wild animal", "bird": "a bird", "farm": "a farm animal", "pet": "a pet",
             "fish": "a fish", "sea": "a sea creature", "insect": "a small creature"}
    lines = [pick([f"The {cap(k)}", f"All about the {k}", f"{cap(plural)}", f"Facts about {plural}"])]
    lines.append(sentences(
        f"The {k} is {kinds[group]}.",
        pick([f"{cap(a(k))} has {looks}.", f"Every {k} has {looks}."]),
        f"{cap(plural)} live in {habitat}.",
        pick([f"They eat {join(diet)}.", f"{cap(a(k))} feeds on {join(diet)}.",
              f"Their favourite foods are {join(diet[:2])}, but they will also eat {join(diet[2:])}."])))
    lines.append(sentences(
        f"Young {plural} are called {young}.",
        f"{cap(a(k))} {behaviour}.",
        f"When it is {pick(['happy', 'alarmed', 'calling to others', 'excited'])}, {a(k)} will {sound}."))
    owners = [p for p in PEOPLE if p.pet and p.pet.kind == k]
    if owners:
        o = pick(owners)
        lines.append(sentences(
            f"{o.full}, the {o.job} in {o.town}, has {a(k)} called {o.pet.name}.",
            f"{o.pet.name} likes {pick(diet)} best of all."))
    elif group == "wild" or group == "bird":
        lines.append(
            f"You are most likely to see {plural}"
            f" {pick(['early in the morning', 'at dusk', 'in spring', 'after rain', 'if you are very quiet'])}."
        )
    return lines


def facts_job(j=None):
    j = j or DECKS['facts_job'].draw()
    plural, place, tools, tasks, why, start = JOBS[j]
    lines = [pick([f"What does {a(j)} do?", f"The work of {a(j)}", f"{cap(plural)}"])]
    lines.append(sentences(
        f"{cap(a(j))} works {work_place(j)}.",
        f"{cap(plural)} {tasks[0]}, {tasks[1]} and {tasks[2]}.",
        f"They also {tasks[3]} and {tasks[4]}.",
        f"The most important tools of {a(j)} are {join([a(x) for x in tools])}."))
    lines.append(sentences(
        f"{cap(a(j))} usually starts work at {clock(start)} {day_part(start)}.",
        f"Why do we need {plural}? Because {why}."))
    ppl = [p for p in PEOPLE if p.job == j]
    if ppl:
        ps = sample(ppl, min(3, len(ppl)))
        lines.append(
            sentences(
                f"There are {plural} in many towns." if len(ppl) > 1 else f"There is a well-known {j} in {ps[0].town}.",
                *[
                    f"{p.full} is {a(j)} in {p.town}." if p.gender != "n" else f"{p.full} works as {a(j)} in {p.town}."
                    for p in ps
                ],
            )
        )
    return lines


def facts_food(f=None):
    f = f or DECKS['facts_food'].draw()
    ings, steps, meal, taste, origin = FOODS[f]
    one = a(f) if f in COUNTABLE_DISHES else f
    lines = [pick([f"{cap(f)}", f"How to make {one}", f"A recipe for {one}"])]
    lines.append(
        sentences(
            (
                f"{cap(f)} is {a(taste[0])}, {taste[1]} dish that comes from {origin} in {TOWNS[origin].region}."
                if not f.endswith("s") or f == "mint tea"
                else (
                    f"{cap(f)} are {taste[0]} and {taste[1]}, and they come from {origin} in {TOWNS[origin].region}."
                )
            ),
            f"People usually have it for {meal}." if meal != "any time" else "You can drink it at any time of day.",
        )
    )
    lines.append("You will need: " + join(ings) + ".")
    for i, st in enumerate(steps, 1):
        lines.append(f"{i}. {st}.")
    fans = [p for p in PEOPLE if p.food == f]
    if fans:
        p = pick(fans)
        lines.append(f"This is the favourite dish of {p.full}, the {p.job} from {p.town}.")
    return lines


def facts_river(r=None):
    r = r or DECKS['facts_river'].draw()
    region, nature, source, mouth, fish = RIVERS[r]
    ts = towns_on(r)
    lines = [f"The River {r}"]
    lines.append(sentences(
        f"The river {r} is {a(nature)} river in {region}.",
        f"It rises at {source} and flows into {mouth}.",
        (f"On its way it passes {join(ts)}." if len(ts) > 1 else f"The only town on it is {ts[0]}.") if ts else "",
        f"Anglers on the {r} catch mostly {fish}."))
    bank = pick(["willow", "alder", "poplar", "ash"])
    bird = pick(["heron", "kingfisher", "duck", "swallow"])
    lines.append(sentences(
        f"Along its banks grow {bank} trees, which have {TREES[bank].looks}.",
        f"{cap(ANIMALS[bird].plural)} are common on the water; {a(bird)} {ANIMALS[bird].behaviour}.",
        pick(["In spring the river is high and fast.", "In a dry summer it can get very low.",
              "In winter the edges sometimes freeze.", "After heavy rain it floods the meadows."])))
    return lines


def facts_region(rg=None):
    rg = rg or DECKS['facts_region'].draw()
    Rg = REGIONS[rg]
    ts = towns_in(rg)
    rivers = [r for r in RIVER_NAMES if RIVERS[r].region == rg]
    big = max(ts, key=lambda t: TOWNS[t].pop)
    lines = [cap(rg)]
    lines.append(sentences(
        f"{cap(rg)} is a land of {Rg.land}.", *Rg.about,
        f"The weather there is {Rg.weather}."))
    lines.append(sentences(
        f"The main rivers are the {rivers[0]} and the {rivers[1]}.",
        f"The towns and villages of {rg} are {join(ts)}.",
        f"The largest of them is {big}, with about {TOWNS[big].pop} people.",
        f"Most people there work with {Rg.farm}."))
    return lines


def facts_quiz():
    lines = [pick(["Quiz: how well do you know the land?", "Questions and answers", "A little quiz",
                   "Test yourself"])]
    for i in range(R.randint(6, 9)):
        kind = pick(["town", "town", "animal", "job", "food", "river", "person", "person"])
        if kind == "town":
            t = pick(TOWN_NAMES)
            T = TOWNS[t]
            q, ans = pick([(f"Which river flows through {t}?", f"The {T.river}."),
                           (f"What is {t} famous for?", f"Its {T.product}."),
                           (f"Which region is {t} in?", cap(T.region) + "."),
                           (f"When is market day in {t}?", f"{T.market}."),
                           (f"How far is it from {t} to {(o := other_town(t))}?", f"{cap(num(miles(t, o)))} miles.")])
        elif kind == "animal":
            k = pick(ANIMAL_NAMES)
            K = ANIMALS[k]
            q, ans = pick([(f"What does {a(k)} eat?", cap(join(K.diet)) + "."),
                           (f"What are young {K.plural} called?", cap(K.young) + "."),
                           (f"Where do {K.plural} live?", f"In {K.habitat}.")])
        elif kind == "job":
            j = pick(JOB_NAMES)
            q, ans = pick([(f"Where does {a(j)} work?", cap(work_place(j)) + "."),
                           (f"Name a tool that {a(j)} uses.", cap(a(pick(JOBS[j].tools))) + ".")])
        elif kind == "food":
            f = pick(FOOD_NAMES)
            q, ans = pick([(f"What do you need to make {f}?", cap(join(FOODS[f].ingredients)) + "."),
                           (f"Where does {f} come from?", f"From {FOODS[f].origin}.")])
        elif kind == "river":
            r = pick(RIVER_NAMES)
            q, ans = (f"Where does the river {r} flow?", f"Into {RIVERS[r].mouth}.")
        else:
            p = pick(PEOPLE)
            q, ans = pick(
                [
                    (
                        f"What does {p.full} do?",
                        f"{p.He} {p.is_} {a(p.job)}." if p.gender != "n" else f"They work as {a(p.job)}.",
                    ),
                    (f"Where does {p.first} {p.surname} live?", f"In {p.town}."),
                    (f"Who is {p.first} {p.surname}?", f"{a(p.job).capitalize()} from {p.town}."),
                    (f"What is {p.full}'s favourite food?", cap(p.food) + "."),
                ]
                + ([(f"What is the name of {p.full}'s {p.pet.kind}?", f"{p.pet.name}.")] if p.pet else [])
            )
        lines.append(f"{i + 1}. {q} {ans}")
    return lines


def facts_objects(place=None):
    place = place or DECKS['facts_objects'].draw()
    objs = sample(OBJECTS[place], min(len(OBJECTS[place]), R.randint(5, 7)))
    where = place_in(place)
    lines = [pick([f"Things you find {where}", cap(where), f"What is {where}?"])]
    lines.append(
        pick([
            f"Every {place if place != 'sea' else 'harbour'} has its own useful things. Here are some of them.",
            f"If you look around {PLACE_TITLE[place]}, you will see many things. Each one has a job to do.",
            f"Here are some of the things you might see {where}, and what they are for.",
        ])
    )
    for name, plural, what, use in objs:
        if name.startswith("pair of") or name.startswith(("reel", "ball", "map of")):
            subj = cap(a(name))
        else:
            subj = cap(a(name))
        lines.append(pick([f"{subj} is {what}. It is used {use}.",
                           f"{subj} is {what}. People use it {use}.",
                           f"{cap(plural)} are used {use}. {subj} is {what}."]))
    return lines


def riddles():
    lines = [pick(["Riddles", "Can you guess?", "What am I?", "A few riddles"])]
    for (name, plural, what, use), place in [DECKS["objects"].draw() for _ in range(R.randint(4, 6))]:
        lines.append(f"I am {what}. You will find me {place_in(place)}. People use me {use}. What am I? "
                     f"{cap(a(name))}.")
    return lines


def facts_trees_flowers():
    if chance(0.5):
        ts = sample(list(TREES), R.randint(4, 5))
        lines = [pick(["Trees of the land", "Some common trees", "Trees and their uses"])]
        for t in ts:
            looks, use, where = TREES[t]
            lines.append(
                pick([
                    f"The {t} has {looks}. Its wood is used for {use}, and it grows in {where}.",
                    f"You will find the {t} in {where}. It has {looks}, and people use it for {use}.",
                    (
                        f"{cap(a(t))} is easy to know by its {looks.split(' and ')[-1]}. It grows in {where} and gives"
                        f" us {use}."
                    ),
                ])
            )
        return lines
    fs = sample(FLOWERS, R.randint(5, 7))
    lines = [pick(["Wild and garden flowers", "Flowers through the year", "A list of flowers"])]
    for name, plural, colour, season in fs:
        lines.append(pick([f"{cap(plural)} are {colour} and bloom in {season}.",
                           f"The {name} is {a(colour)} flower that you see in {season}.",
                           f"In {season} look out for {plural}; they are {colour}."]))
    lines.append(pick(["Bees visit most of these flowers for their nectar.",
                       "Please do not pick wild flowers unless there are plenty of them.",
                       "Many gardeners grow them near the door, where they can be seen every day."]))
    return lines


def describe_month(i=None):
    i = R.randint(0, 11) if i is None else i
    month, season, wx, happenings = MONTHS[i]
    fest = [f for f in FESTIVALS if f.month == month][0]
    flowers = [f.plural for f in FLOWERS if f.season == season]
    lines = [pick([f"{month}", f"The month of {month}", f"{month} in the countryside"])]
    lines.append(sentences(
        pick([f"{month} is the {ORDINALS[i]} month of the year.", f"{month} is a month of {season}.",
              f"{month} is the {ORDINALS[i]} month of the year, and it belongs to {season}."]),
        f"It comes after {MONTH_NAMES[i - 1]} and before {MONTH_NAMES[(i + 1) % 12]}.",
        f"In {month} you can expect {wx[0]}, and sometimes {wx[1]} or {wx[2]}.",
        f"This is the time when {join(happenings)}."))
    lines.append(sentences(
        f"In {season} {pick(SEASON_TEXT[season])}, and {pick(SEASON_TEXT[season])}.",
        f"You may see {join(sample(flowers, min(3, len(flowers))))} in bloom." if flowers else "",
        f"In {fest.town}, {month} is the month of {fest.name}, when {fest.what}."))
    return lines


def profile(c):
    lines = [pick([f"{c.full}", f"Meet {c.full}", f"{c.full} of {c.town}"])]
    lines.append(sentences(
        f"{c.full} is {num(c.age)} years old and lives in {c.town}, {town_desc(c.town)}.",
        f"{c.He} {c.v('work')} as {a(c.job)}.",
        f"Every day {c.he} {c.v(JOBS[c.job].tasks[0])} and {c.v(JOBS[c.job].tasks[1])}.",
        f"{c.His} home is {c.house}."))
    extra = [f"People say that {c.he} {c.is_} {c.traits[0]} and {c.traits[1]}.",
             f"{c.He} {habit_of(c)}.", f"In {c.his} free time {c.he} {c.v('enjoy')} {c.hobby}.",
             f"{c.His} favourite dish is {c.food}, and {c.his} favourite colour is {c.colour}.",
             f"{c.He} {c.has} {c.hair}, {c.eyes} and {c.feature}."]
    if c.pet:
        extra.append(f"{c.He} {c.has} {pet_phrase(c)}.")
    extra.append(f"{c.His} best friend is {c.friend}, who lives in {BY_NAME[c.friend].town}.")
    lines.append(sentences(*sample(extra, R.randint(3, len(extra)))))
    return lines


def howto(h=None):
    h = h or DECKS['howto'].draw()
    needs, steps, tip = HOWTOS[h]
    lines = [pick([f"How to {h}", f"{cap(h)}: a simple guide", f"Instructions: how to {h}"])]
    lines.append(
        pick([
            f"It is not hard to {h} if you take your time.",
            f"Here is the way to {h}. My {pick(['grandmother', 'father', 'teacher', 'neighbour'])} taught me.",
            f"Anyone can learn to {h}. Follow these steps.",
        ])
    )
    lines.append("You will need " + join(needs) + ".")
    fmt = pick(["{i}. {st}.", "Step {i}: {st}.", "{i}. {st}."])
    for i, st in enumerate(steps, 1):
        lines.append(fmt.format(i=i, st=st))
    lines.append(tip)
    return lines
