"""Story builders (past tense) at home and at work: a lost pet, a storm and a neighbour in trouble, a broken tool and
who mends it, an old thing found in the house, cooking for a friend, an apprentice. Each takes a person of the cast
and returns one document as a list of lines."""

from .rng import pick, R, sample
from .grammar import a, cap, clock, join, num
from .lexicon import CLOTHES, FEELINGS, MONTH_NAMES, MONTHS, SAYINGS, WEEKDAYS
from .world import ANIMALS, BIG_TOOLS, CHILD_NAMES, CHILDREN, EATABLE, FOODS, JOB_NAMES, JOBS, SURNAMES, TOWNS
from .people import BY_NAME, job_a, job_place, PEOPLE, person
from .phrases import (miles, opening, past_step, pet_pron, second_line, sentences, storm_morning, the_landmark,
                      weather_line, when_phrase)


def story_lost_pet(c):
    if not c.pet:
        return None
    kind, pname = c.pet
    K = ANIMALS[kind]
    ph, pm, pp = pet_pron(pname)
    mo = pick(MONTHS)
    month, season = mo.name, mo.season
    t = c.town
    d = person(exclude=[c.first], town=t)
    food = pick(K.diet)
    lines = [
        sentences(
            opening(c),
            f"{c.He} had {a(kind)} called {pname}, who had {K.looks}.",
            pick([
                (
                    f"{pname} {K.behaviour.replace('its ', pp + ' ').replace('it ', ph + ' ')}, and {c.first} loved"
                    f" {pm} dearly."
                ),
                f"Like every {kind}, {pname} {K.behaviour.replace('its ', pp + ' ').replace('it ', ph + ' ')}.",
            ]),
        )
    ]
    line, _ = weather_line(season)
    lines.append(sentences(
        f"{when_phrase(month)}, {pname} was nowhere to be found.", line,
        pick([f"{c.first} looked under the bed, behind the shed and in every cupboard, but the {kind} was gone.",
              f"{c.He} called {pname}'s name up and down the street, but there was no answer.",
              f"The door had been left open in the night, and {pname} had slipped out."]),
        pick([f"{c.He} felt {pick(FEELINGS['bad'])} and could not think about work.",
              f"{c.He} did not even stop to {pick(['eat breakfast', 'put on a coat', 'lock the door'])}."])))
    places = sample(["the market square", f"the bank of the river {TOWNS[t].river}", the_landmark(t),
                     "the churchyard", "the school yard", f"the {job_place(d.job)}", "the old barn"], 3)
    lines.append(sentences(
        f"First {c.he} searched {places[0]}, then {places[1]}.",
        f"{c.He} asked everyone {c.he} met.",
        f'"Have you seen {a(kind)} with {K.looks}?" {c.he} asked {d.first} {d.surname}, the {d.job}.',
        pick([f'"I think I heard something near {places[2]}," {d.first} said.',
              f'"Not today," {d.he} said, "but try {places[2]}. Animals like it there."',
              f'"I saw {pm} running towards {places[2]} an hour ago," said {d.first}.'])))
    lines.append(
        sentences(
            f"{c.first} hurried to {places[2]}.",
            pick([
                f"There was {pname}, happily eating {food} as if nothing had happened.",
                f"There, curled up in a warm corner, {pname} was fast asleep.",
                f"{pname} was sitting there, looking very pleased with {pm + 'self' if pm == 'him' else 'herself'}.",
            ]),
            pick([
                f"{c.first} laughed with relief and carried {pm} home.",
                f"{c.first} was so {pick(FEELINGS['good'])} that {c.he} almost cried.",
                f'"You silly {kind}," said {c.first}, and picked {pm} up.',
            ]),
            pick([
                f"That evening {pname} had an extra helping of {food}.",
                f"From that day on, {c.first} always checked that the door was shut at night.",
                (
                    f"The next day {c.he} took a"
                    f" {pick(['jar of honey', 'loaf of bread', 'basket of apples', 'pot of jam'])} to {d.first} to say"
                    " thank you."
                ),
            ]),
        )
    )
    return lines


def story_storm(c):
    mo = pick([m for m in MONTHS if m.season in ("autumn", "winter", "summer")])
    month, season = mo.name, mo.season
    t = c.town
    d = person(exclude=[c.first], town=t)
    snow = season == "winter"
    storm = "snowstorm" if snow else "storm"
    task = pick(JOBS[c.job].tasks)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            f"{storm_morning(month)},"
            f" the sky over {TOWNS[t].region} turned dark.",
            pick([
                f"By noon a great {storm} was blowing.",
                f"Soon the {storm} reached {t}.",
                f"The wind rose and the {storm} arrived before anyone was ready.",
            ]),
            (
                "Snow piled up against the doors and the lanes disappeared under white drifts."
                if snow
                else pick([
                    "Rain lashed the windows and the river began to rise.",
                    "Thunder shook the houses and lightning lit up the hills.",
                    "The wind tore slates from the roofs and bent the trees almost to the ground.",
                ])
            ),
            f"{c.first} could not {task} that day, so {c.he} stayed indoors by the"
            f" {pick(['fire', 'stove', 'window'])}.",
        )
    )
    trouble = pick(["The roof of my barn has blown off", "A tree has fallen across my gate",
                    f"My {pick(['goats', 'hens', 'sheep', 'ducks'])} have escaped into the lane",
                    "Water is coming in under my door", "My chimney has come down"])
    lines.append(sentences(
        f"In the afternoon there was a knock at the door. It was {d.first} {d.surname}, the {d.job}.",
        f'"Can you help me?" {d.he} asked. "{trouble}."',
        pick([f"{c.first} pulled on {pick(CLOTHES)} and went out at once.",
              f"Without a word, {c.first} took {c.his} lantern and followed {d.him} into the {storm}."]),
        pick(["Together they worked until it was dark.", "It was hard, cold work, but they did not give up.",
              "Other neighbours came to help, and soon the worst was over."])))
    lines.append(sentences(
        pick(["The next morning the sky was clear and blue.", "By morning the storm had passed.",
              "When the sun rose, everything was calm again."]),
        pick([f"{d.first} came round with {a(pick(['pie', 'cake', 'loaf', 'jar of honey']))} to say thank you.",
              f"{d.first} said that {d.he} would never forget {c.his} kindness.",
              "The whole street came out to clear away the branches and mud."]),
        pick([f'"That is what neighbours are for," said {c.first}.',
              f"{c.first} went back to work, tired but {pick(FEELINGS['good'])}.",
              f"As {c.his} grandmother used to say, {pick(SAYINGS)}."])))
    return lines


def story_broken_tool(c):
    tools = [x for x in JOBS[c.job].tools if x not in BIG_TOOLS]
    if not tools:
        return None
    tool = pick(tools)
    fixer_job = pick(["blacksmith", "carpenter"])
    fixers = sorted((p for p in PEOPLE if p.job == fixer_job and p is not c), key=lambda p: miles(c.town, p.town))
    d = pick(fixers[:2])
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            pick([
                f"One morning, just as {c.he} {c.was} about to {pick(JOBS[c.job].tasks)}, {c.his} {tool} broke.",
                f"One busy {pick(WEEKDAYS)}, {c.his} old {tool} snapped in two.",
                f"One day {c.first} dropped {c.his} {tool} on the stone floor, and it cracked.",
            ]),
            pick([
                f'"Oh no," {c.he} said. "I cannot work without it."',
                f"{c.He} {c.was} {pick(FEELINGS['bad'])}, because {c.he} had a great deal of work to do.",
                (
                    f"It had belonged to {c.his}"
                    f" {pick(['grandmother', 'grandfather', 'aunt', 'uncle', 'old teacher'])}, and {c.he} did not want"
                    " a new one."
                ),
            ]),
        )
    )
    place = "forge" if fixer_job == "blacksmith" else "workshop"
    lines.append(
        sentences(
            f"{c.He} wrapped the {tool} in a cloth and took it to {d.full}, the {fixer_job} in {d.town}.",
            f"{d.first} turned it over in {d.his} hands.",
            f'"I can mend this," {d.he} said, "but it will take'
            f' {pick(["two days", "until Friday", "a week", "a day or two"])}."',
            f'"How much will it cost?" asked {c.first}.',
            f'"{cap(num(R.randint(3, 12)))} pennies," said {d.first}. "And a cup of tea, if you have one."',
        )
    )
    lines.append(
        sentences(
            f"When {c.first} came back to the {place}, the {tool} looked"
            f" {pick(['as good as new', 'better than ever', 'stronger than before'])}.",
            f"{d.first} had"
            f" {pick(['fitted a new handle', 'mended the crack', 'straightened it', 'made a new part for it'])}.",
            pick([
                f"{c.first} thanked {d.him} and went home to {pick(JOBS[c.job].tasks)}.",
                f"{c.first} paid gladly and promised to look after it more carefully.",
                f'"{cap(pick(SAYINGS))}," said {d.first} as {c.first} left.',
            ]),
        )
    )
    return lines


def story_found_object(c):
    obj, detail = pick([("an old iron key", "a key with a ring shaped like a leaf"),
                        ("a faded map", "a map with a cross drawn near the river"),
                        ("a silver coin", "a coin with a ship on one side"),
                        ("a blue glass bottle", "a bottle with a rolled-up note inside"),
                        ("a small wooden box", "a box carved with tiny birds"),
                        ("a bundle of old letters", "a bundle tied with a faded ribbon"),
                        ("a brass button", "a button with an anchor on it"),
                        ("a tin soldier", "a soldier with a red coat and one arm missing")])
    where, said_where = pick([("while digging in the garden", "I was digging in the garden"),
                              ("under a loose floorboard", "It was under a loose floorboard"),
                              ("in the mud by the river", "It was lying in the mud by the river"),
                              ("at the back of an old cupboard", "It was at the back of an old cupboard"),
                              ("inside the wall of the shed", "It was inside the wall of the shed"),
                              ("in the attic", "It was in a dusty corner of the attic")])
    d = person(exclude=[c.first], town=c.town)
    years = R.randint(30, 120)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"One {pick(WEEKDAYS)}, {where}, {c.first} found {obj}.",
        f"It was {detail}.",
        pick([f"{c.He} wondered who it had belonged to.", f"{c.He} had never seen anything like it.",
              f"{c.He} cleaned it carefully and put it on the kitchen table."])))
    lines.append(sentences(
        f"{c.He} showed it to {d.first} {d.surname}, who had lived in {c.town} all {d.his} life.",
        f'"Where did you find that?" {d.first} asked.',
        f'"{said_where}," said {c.first}.',
        f'{d.first} looked at it for a long time. "I think I know whose it was," {d.he} said at last.'))
    lines.append(
        sentences(
            f"{d.first} explained that, about {years} years ago, {a(pick(JOB_NAMES))} called {pick(SURNAMES)} had lived"
            " in the house.",
            pick([
                "The story was that this person had lost something precious and had never found it again.",
                "People said that they had hidden their savings somewhere in the town.",
                "They had gone away to sea one day and had never come back.",
            ]),
            pick([
                (
                    f"{c.first} took the {obj.split(' ', 1)[1]} to the little museum in"
                    f" {pick(['Dunmore', 'Kingsmere', 'Granton', 'Saltmouth'])}."
                ),
                f"{c.first} decided to keep it on the shelf above the fireplace.",
                f"{c.first} wrote the whole story down in {c.his} notebook.",
            ]),
            pick([
                f"Now, whenever visitors come, {c.he} {c.v('tell')} them the story.",
                f"Nobody ever found out the whole truth, but {c.first} liked to imagine it.",
                "It was the most interesting thing that had happened in years.",
            ]),
        )
    )
    return lines


def story_cooking(c):
    d = BY_NAME[c.friend]
    dish = pick(EATABLE)
    food = FOODS[dish]
    ings, steps, meal, taste = food.ingredients, food.steps, food.meal, food.taste
    used = steps[:R.randint(3, len(steps))]
    lines = [sentences(opening(c),
                       f"One {pick(WEEKDAYS)} {c.his} friend {d.full}, {job_a(d.job)} from {d.town}, came to visit.")]
    lines.append(sentences(
        f"{c.first} decided to make {dish}, because {c.he} knew that {d.first} loved it.",
        f"{c.He} needed {join(ings)}.",
        pick([f"Luckily there was everything in the larder except the {ings[0]}, so {c.he} ran to the shop.",
              f"{c.He} had bought everything at the market the day before.",
              f"{c.He} borrowed the {ings[-1]} from a neighbour."])))
    narr = [f"First {c.he} {past_step(used[0])}."]
    for i, st in enumerate(used[1:]):
        narr.append(f"{['Then', 'Next', 'After that', 'Then', 'Finally'][min(i, 4)]} {c.he} {past_step(st)}.")
    lines.append(sentences(*narr))
    lines.append(
        sentences(
            pick([
                f"Soon the whole house smelled wonderful.",
                "The kitchen grew warm and steamy.",
                f"{d.first} sat at the table and watched.",
            ]),
            f'"This is {pick(["delicious", "wonderful", "perfect", "just like my mother used to make"])}," said'
            f" {d.first} when {d.he} tasted it.",
            f'"It is {taste[0]} and {taste[1]}," {d.he} added. "How did you learn to make it?"',
            pick([
                f'"From my {pick(["grandmother", "father", "mother", "uncle", "neighbour"])}," said {c.first}.',
                f'"It is a recipe from {FOODS[dish].origin}," said {c.first}.',
            ]),
            pick([
                "They talked until late in the evening.",
                f"{d.first} asked for the recipe before going home.",
                "There was nothing left at the end except a few crumbs.",
            ]),
        )
    )
    return lines


def story_apprentice(c):
    child = pick(CHILD_NAMES)
    age = R.randint(10, 15)
    cgender = "she" if CHILDREN[child] == "f" else "he"
    chis = "her" if cgender == "she" else "his"
    chim = "her" if cgender == "she" else "him"
    rel = pick(["niece" if cgender == "she" else "nephew", "neighbour's child", "grandchild",
                "youngest cousin"])
    J = JOBS[c.job]
    tasks = sample(J.tasks, 3)
    tools = sample(J.tools, 2)
    lines = [
        sentences(
            opening(c),
            f"When {c.his} {rel}, {child}, turned {num(age)}, {child} asked to learn the work of {a(c.job)}.",
        )
    ]
    lines.append(sentences(
        f'"It is not easy," said {c.first}. "But {J.why}, so we must do it well."',
        f"The next morning {child} arrived at the {J.place} at {clock(J.start)}.",
        f"{c.first} showed {chim} the {tools[0]} and the {tools[1]} and explained what each one was for.",
        f"On the first day {child} learned to {tasks[0]}."))
    lines.append(
        sentences(
            pick([
                f"At first {cgender} made many mistakes.",
                f"It was harder than {cgender} had expected.",
                f"By lunchtime {chis} arms ached.",
            ]),
            pick([
                f"Once {cgender} dropped the {tools[0]}, and once {cgender} forgot to {tasks[1]}.",
                (
                    f"{cap(cgender)} was too quick when {cgender} should have been slow, and too slow when {cgender}"
                    " should have been quick."
                ),
            ]),
            f'"Everyone makes mistakes at the beginning," said {c.first}. "{cap(pick(SAYINGS))}."',
        )
    )
    lines.append(
        sentences(
            f"Week by week, {child} grew more {pick(['skilful', 'confident', 'careful', 'patient'])}.",
            f"By {pick(MONTH_NAMES)} {cgender} could {tasks[1]} and {tasks[2]} without any help.",
            pick([
                f"{c.first} was very proud of {chim}.",
                f"One day a customer asked for {child} instead of {c.first}, and {c.first} only laughed.",
                f"Perhaps one day {child} will be the best {c.job} in {c.town}.",
            ]),
        )
    )
    return lines
