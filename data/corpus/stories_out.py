"""Story builders (past tense) out and about: market day in another town, a festival, a journey, meeting a wild animal,
lost in fog or snow, the village show, and animal fables with a moral. Each takes a person of the cast (or none, for
fables) and returns one document as a list of lines."""

from .rng import chance, pick, R, sample
from .grammar import a, cap, clock, ing, num
from .lexicon import CLOTHES, FEELINGS, GREETINGS, INSTRUMENTS, MONTH_NAMES, MONTHS, SAYINGS, WEEKDAYS
from .world import (ANIMAL_NAMES, ANIMALS, EATABLE, FABLE_PROBLEMS, FESTIVALS, FLOWERS, FRUITS, REGIONS, RIVERS, TOWNS,
                    TREES, VEGETABLES)
from .people import job_a, person
from .phrases import (arrival_time, judging, miles, miles_words, opening, other_town, second_line, sentences,
                      show_prize, somewhere_near, the_landmark, third_to_first, towns_on, travel_time, weather_line,
                      when_phrase)


def story_market(c):
    t2 = other_town(c.town, same_region=chance(0.6))
    T2 = TOWNS[t2]
    d = person(exclude=[c.first], town=t2)
    m = miles(c.town, t2)
    buys = sample(FRUITS + VEGETABLES, 2) + [pick(CLOTHES)]
    how, speed = pick([("walked", 3), ("rode a bicycle", 8), ("drove a little cart", 5), ("took the early coach", 8),
                       ("went on foot", 3)])
    lines = [
        sentences(
            opening(c),
            f"Every {T2.market} there is a market in {t2}, {num(m)} miles away, and {c.first} liked to go whenever"
            f" {c.he} could.",
        )
    ]
    lines.append(
        sentences(
            f"One {T2.market} in {pick(MONTH_NAMES)}, {c.first} {how} to {t2}.",
            pick([
                f"The road followed the river {T2.river} past fields and woods.",
                f"On the way {c.he} passed {a(pick(list(TREES)))} full of birds.",
                f"It took {c.him} {travel_time(m, speed)} to get there.",
            ]),
            pick([
                (
                    "The market was full of people, and the air smelled of"
                    f" {pick(['fresh bread', 'roasting chestnuts', 'apples', 'smoke and spices'])}."
                ),
                f"Stalls were set up all around {the_landmark(t2)}.",
                f"Traders were calling out their prices from every stall.",
            ]),
        )
    )
    lines.append(sentences(
        f"{c.first} bought some {buys[0]}, a bag of {buys[1]} and {buys[2]}.",
        f"Of course {c.he} also bought some of the {T2.product} that {t2} is famous for.",
        f"At one stall {c.he} met {d.full}, {job_a(d.job)} from {t2}."))
    lines.append(
        sentences(
            f'"{pick(GREETINGS)}, {c.first}!" said {d.first}. "What brings you to {t2}?"',
            f'"The market, of course," {c.first} {pick(["replied", "laughed", "said"])}. "Your {T2.product} is the'
            f' best in {T2.region}."',
            f'"Will you have {pick(["a cup of tea", "some lunch", "a slice of cake"])} with me before you go home?"'
            f" {d.first} asked.",
            pick([
                f"They sat together by {the_landmark(t2)} and talked for an hour.",
                (
                    f"They talked about {pick(['the weather', 'the harvest', 'old friends', 'the coming festival'])}"
                    " until the stalls began to close."
                ),
            ]),
        )
    )
    lines.append(
        pick([
            (
                f"It was dark by the time {c.first} got back to {c.town}, but {c.his} basket was full and {c.he}"
                f" {c.was} {pick(FEELINGS['good'])}."
            ),
            f"On the way home it began to rain, but {c.first} did not mind at all.",
            (
                f"{c.first} arrived home at {clock(R.randint(5, 9), pick([0, 30, 15, 45]))} and put the {buys[0]} in"
                " the larder."
            ),
        ])
    )
    return lines


def story_festival(c):
    name, month, ft, what = pick(FESTIVALS)
    d = person(exclude=[c.first], town=ft)
    food = pick(EATABLE)
    inst = pick(INSTRUMENTS)
    lines = [sentences(opening(c),
                       f"Every {month}, {c.first} looked forward to {name} in {ft}.")]
    lines.append(sentences(
        f"{name[0].upper() + name[1:]} is held in {ft} in {month}, when {what}.",
        pick([f"People come from all over {TOWNS[ft].region} to see it.",
              "It is one of the oldest festivals in the land.",
              f"The children of {ft} talk about it for weeks before it comes."])))
    travel = "" if ft == c.town else pick([
        f"{c.first} set off early and reached {ft} after {miles_words(c.town, ft)} on the road.",
        f"This year {c.first} travelled to {ft} with {c.his} friend {c.friend}."])
    lines.append(sentences(
        travel,
        pick([f"The streets were crowded and a band was playing {inst.plural}.",
              f"Someone was playing {a(inst.name)}, and people were dancing in the square.",
              f"There was music everywhere: {inst.plural}, drums and singing."]),
        f"{c.first} ate {pick(['a plate of', 'a bowl of', 'some', 'a slice of'])} {food} and watched the crowds.",
        f"There {c.he} met {d.full}, the {d.job}, who lived in {ft}."))
    lines.append(sentences(
        f'"Is this your first time here?" {d.first} asked.',
        pick([f'"No, I come every year," said {c.first}. "I would not miss it."',
              f'"Yes," said {c.first}. "I have heard about it all my life, but I have never been before."']),
        f'"Then you must stay for the end," said {d.first}. "That is the best part."',
        pick(["At midnight the music stopped, and everyone cheered.",
              "When it grew dark, lanterns were lit and the dancing began again.",
              "Late in the evening the whole crowd sang together."]),
        pick([f"{c.first} went home tired and very {pick(FEELINGS['good'])}.",
              f"{c.first} decided to come back the next year and bring {c.his} whole family."])))
    return lines


def story_journey(c):
    river = TOWNS[c.town].river
    same = [t for t in towns_on(river) if t != c.town]
    t2 = pick(same) if same and chance(0.6) else other_town(c.town)
    m = miles(c.town, t2)
    reason = pick([f"to visit {c.his} friend {c.friend}", f"to buy {TOWNS[t2].product}",
                   f"to see {the_landmark(t2)}", f"to sell {TOWNS[c.town].product} at the market",
                   f"to visit {c.his} {pick(['sister', 'brother', 'cousin', 'aunt', 'uncle', 'grandmother'])}"])
    wild = sample([k for k in ANIMAL_NAMES if ANIMALS[k].group in ("wild", "bird")], 2)
    tree = pick(list(TREES))
    by = pick(["on foot", "by cart", "on horseback", "by boat" if t2 in same else "by coach"])
    lines = [sentences(opening(c),
                       f"One {pick(['spring', 'summer', 'autumn'])} {c.first} decided to travel to {t2} {reason}.")]
    lines.append(
        sentences(
            f"It is {num(m)} miles from {c.town} to {t2}, and {c.he} went {by}.",
            f"{c.He} packed {pick(['bread and cheese', 'a flask of tea', 'some apples', 'a map and a raincoat'])} and"
            f" left at {clock(R.randint(5, 8))}.",
            (
                f"The way followed the river {river}, which is {RIVERS[river].nature}."
                if t2 in same
                else (
                    f"The road went from {TOWNS[c.town].region} to {TOWNS[t2].region}, which is a land of"
                    f" {REGIONS[TOWNS[t2].region].land}."
                    if TOWNS[t2].region != TOWNS[c.town].region
                    else f"The road wound through a land of {REGIONS[TOWNS[c.town].region].land}."
                )
            ),
        )
    )
    a1, a2 = ANIMALS[wild[0]], ANIMALS[wild[1]]
    lines.append(
        sentences(
            f"Along the way {c.he} saw {a(wild[0])}. {cap(a(wild[0]))} {a1.behaviour}, and this one was no different.",
            f"Later {c.he} heard {a(wild[1])} {ing(a2.sound)} somewhere"
            f" {pick(['in the hedge', 'among the trees', 'by the water', 'in the distance'])}.",
            f"At noon {c.he} rested in the shade of {a(tree)} and ate {c.his} lunch.",
            pick([
                "A cart passed by, and the driver waved.",
                "The sun came out from behind the clouds.",
                "A light rain began to fall, and then stopped again.",
                "Once, the path was so muddy that it nearly pulled off a boot.",
            ]),
        )
    )
    lines.append(
        sentences(
            f"{c.first} reached {t2}"
            f" {arrival_time()}.",
            f"The first thing {c.he} saw was {the_landmark(t2)}.",
            pick([
                f"{c.He} spent the night at the inn and slept very well.",
                (
                    f"{c.friend} was waiting at the gate with a warm supper."
                    if "friend" in reason
                    else (
                        f"{c.He} found a room at the inn and ate a bowl of"
                        f" {pick(['vegetable soup', 'fish stew', 'lentil stew', 'pea soup', 'beef and barley stew'])}."
                    )
                ),
                f"{c.He} {c.was} tired, but the journey had been worth it.",
            ]),
        )
    )
    return lines


def story_animal(c):
    kind = pick([k for k in ANIMAL_NAMES if ANIMALS[k].group in ("wild", "bird", "sea")])
    K = ANIMALS[kind]
    mo = pick(MONTHS)
    month, season = mo.name, mo.season
    line, _ = weather_line(season)
    lines = [sentences(opening(c), second_line(c))]
    lines.append(
        sentences(
            f"{when_phrase(month)}, {c.first} went for a walk"
            f" {somewhere_near(c)}.",
            line,
            f"{c.He} {c.was} crossing"
            f" {pick(['a meadow', 'a little wood', 'a field', 'an old bridge', 'a marshy patch of ground'])} when"
            f" {c.he} stopped, because something was moving.",
        )
    )
    lines.append(
        sentences(
            f"It was {a(kind)}.",
            f"{c.first} stood very still and watched.",
            f"The {kind} had {K.looks}.",
            pick([
                f"It was looking for {pick(K.diet)}.",
                f"It seemed to be hunting for {pick(K.diet)}.",
                (
                    f"In its mouth it held some {pick(K.diet)}."
                    if kind not in ("bee", "butterfly")
                    else "It moved from flower to flower."
                ),
            ]),
            f"{c.first} knew that {a(kind)} {K.behaviour}, but {c.he} had never seen it so close.",
        )
    )
    lines.append(
        sentences(
            pick([
                f"Suddenly a dog barked in the distance, and the {kind} was gone.",
                (
                    f"After a few minutes the {kind} turned and disappeared into the"
                    f" {pick(['grass', 'trees', 'shadows', 'reeds'])}."
                ),
                f"The {kind} looked straight at {c.first} for a moment, and then went calmly on its way.",
            ]),
            pick([
                f"When {c.he} got home, {c.first} wrote about it in {c.his} notebook.",
                f"That evening {c.he} told {c.friend} all about it in a letter.",
                f"{c.first} walked home smiling.",
            ]),
            pick([
                f"{c.He} {c.was} {pick(FEELINGS['good'])} for the rest of the day.",
                f"{c.He} decided to come back the next {pick(WEEKDAYS)} at the same time.",
            ]),
        )
    )
    return lines


def story_lost_in_fog(c):
    t2 = other_town(c.town, same_region=True)
    d = person(exclude=[c.first], town=c.town)
    snow = chance(0.35)
    what = "snow" if snow else "fog"
    month = pick(["January", "February", "December"]) if snow else pick(["October", "November", "March"])
    sound_animal = pick(["owl", "sheep", "dog", "cow", "goose"])
    snd = ANIMALS[sound_animal].sound
    lines = [
        sentences(
            opening(c),
            f"One day in {month}, {c.first} walked to {t2} to"
            f" {pick(['visit a friend', 'buy some ' + TOWNS[t2].product, 'deliver a parcel', 'see the doctor'])}.",
        )
    ]
    lines.append(sentences(
        f"On the way home the {what} came down.",
        ("Thick flakes fell so fast that the path vanished under them." if snow else
         "Soon the fog was so thick that " + c.he + " could hardly see " + c.his + " own hands."),
        f"{c.first} walked on, but nothing looked familiar. {c.He} had lost the path.",
        f"{c.He} felt {pick(['cold', 'frightened', 'foolish', 'very tired'])}."))
    lines.append(sentences(
        f"Then {c.he} heard {a(sound_animal)} {ing(snd)} somewhere to the left.",
        pick([f'"That must be {d.first}\'s farm," {c.he} said to {c.self}.',
              f'"I know that sound," {c.he} thought.']),
        f"{c.He} followed the sound, step by careful step, until {c.he} saw a light.",
        f"It was a lantern hanging by the door of {d.full}, the {d.job}."))
    lines.append(
        sentences(
            f'"Come in and get warm!" said {d.first}. "Nobody should be out on a night like this."',
            f"{d.first} gave {c.him} a bowl of {pick(['vegetable soup', 'pea soup', 'lentil stew', 'porridge'])} and a"
            " seat by the fire.",
            pick([
                f"In the morning the {what} had gone, and {c.first} walked home across the fields.",
                f"When the {what} lifted, {c.first} saw that {c.he} had been only a field away from {c.his} own house.",
            ]),
            pick([
                f"After that {c.he} never went out in winter without a lantern.",
                f'"{cap(pick(SAYINGS))}," said {d.first}, and {c.first} agreed.',
            ]),
        )
    )
    return lines


def story_contest(c):
    kind = pick(["vegetable", "flower", "baking", "jam"])
    if kind == "vegetable":
        entry = pick(VEGETABLES)
        desc = f"the biggest {entry} in the village" if entry not in ("peas", "beans") else f"the best {entry}"
    elif kind == "flower":
        f = pick(FLOWERS)
        entry, desc = f.plural, f"the finest {f.plural}"
    elif kind == "baking":
        entry = pick(
            ["apple pie", "honey cake", "barley bread", "cheese scones", "pear and ginger cake", "oat biscuits"]
        )
        desc = f"the best {entry}"
    else:
        entry = pick(["cherry jam", "plum jam", "blackberry jam", "gooseberry jam", "rhubarb jam"])
        desc = f"the best {entry}"
    rival = person(exclude=[c.first], town=c.town)
    judge = person(exclude=[c.first, rival.first])
    place = pick(["first", "second", "third", "first"])
    lines = [sentences(opening(c), second_line(c))]
    lines.append(sentences(
        f"Every {pick(['summer', 'autumn'])} there is a show in {c.town}, with a prize for {desc}.",
        f"This year {c.first} had decided to win it.",
        (f"For months {c.he} had watered, fed and watched over {c.his} {entry}." if kind in ("vegetable", "flower")
         else f"For weeks {c.he} had practised making {entry} until the whole house smelled of it."),
        f"{c.His} neighbour {rival.first} {rival.surname} had the same idea."))
    lines.append(
        sentences(
            f"On the day of the show the hall was full.",
            f"The judge was {judge.full}, {job_a(judge.job)} from {judge.town}.",
            f"{judge.first} looked at every entry,"
            f" {judging()},"
            " and said nothing for a long time.",
            pick([
                f"{c.first} could hardly breathe.",
                f"{rival.first} smiled nervously at {c.first}.",
                "Everyone waited in silence.",
            ]),
        )
    )
    other = {"first": "second", "second": "first", "third": "first"}[place]
    lines.append(
        sentences(
            f"At last the judge announced the winners. {c.first} had come {place}, and {rival.first} had come {other}.",
            pick([
                f'{c.first} shook {rival.first}\'s hand and said, "Next year I will beat you."',
                (
                    f"{c.first} was"
                    f" {pick(FEELINGS['good'] if place == 'first' else ['surprised', 'disappointed', 'content'])}, but"
                    f" mostly {c.he} {c.was} glad the show was over."
                ),
                f"That evening the two neighbours shared a pot of tea and laughed about the whole thing.",
            ]),
            pick([
                (
                    "The prize was"
                    f" {show_prize(c)}."
                ),
                f"The ribbon still hangs in {c.his} kitchen today.",
            ]),
        )
    )
    return lines


def story_fable():
    x, y = sample([k for k in ANIMAL_NAMES if ANIMALS[k].group not in ("fish", "pet")], 2)
    X, Y = ANIMALS[x], ANIMALS[y]
    adj = pick(["proud", "boastful", "vain", "foolish", "impatient", "greedy"])
    problem, rescue = pick(FABLE_PROBLEMS)
    saying = pick(SAYINGS)
    lines = [f"The {cap(adj)} {cap(x)} and the {cap(y)}",
             sentences(f"Once upon a time there was {a(adj)} {x} who lived in {X.habitat}.",
                       f"The {x} had {X.looks}, and it thought it was the finest animal in the land.",
                       f"Every day it said to the other animals, \"Look at me! I {third_to_first(X.behaviour)}.\"")]
    lines.append(sentences(
        f"One day the {x} met {a(y)}.",
        f'"What can you do?" asked the {x}. "You only have {Y.looks}."',
        f'The {y} answered quietly, "I {third_to_first(Y.behaviour)}. That is enough for me."',
        f"The {x} laughed and walked away."))
    lines.append(sentences(
        f"Not long after, {problem}.",
        f"The {x} did not know what to do.",
        f"But the {y}, who {Y.behaviour}, {rescue}, and it showed the {x} the way.",
        f"After that the {x} was never {adj} again."))
    lines.append(f"The moral of the story is this: {saying}.")
    return lines
