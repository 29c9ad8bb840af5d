"""Dialogue builders: meetings, shopping, directions, lessons, the doctor, interviews, recipes, word meanings."""

from .rng import chance, pick, R, sample
from .grammar import a, cap, clock, ing, join, num, third
from .lexicon import AILMENTS, ASK_VERBS, GAMES, GREETINGS, MONTH_NAMES, MONTHS, WEEKDAYS
from .world import (ANIMAL_NAMES, ANIMALS, CHILD_NAMES, CHILDREN, FESTIVALS, FOODS, FRUITS, HERBS, JOB_NAMES, JOBS,
                    REGIONS, RIVER_NAMES, RIVERS, TOWN_NAMES, TOWNS, VEGETABLES)
from .people import job_a, person, work_place
from .phrases import (DECKS, miles, other_town, pet_pron, said, sales_talk, sentences, the_landmark, towns_on,
                      travel_time, weather_line, when_phrase)


def dialogue_meeting(c, d=None):
    """Two people meet in the street and chat."""
    d = d or person(exclude=[c.first])
    t = c.town
    mo = pick(MONTHS)
    month, season = mo.name, mo.season
    line, kind = weather_line(season)
    where = pick([f"on the bridge in {t}", f"outside the bakery in {t}", f"by {the_landmark(t)}",
                  f"at the market in {t}", f"on the road into {t}"])
    lines = [sentences(f"{when_phrase(month)}, {c.full} met {d.full} {where}.", line)]
    lines.append(
        f'"{pick(GREETINGS)}, {d.first}!" {c.first} {pick(["called", "said", "said warmly"])}. "I have not seen you for'
        f' {pick(["weeks", "months", "ages", "a long time", "a whole year"])}. What brings you to {t}?"'
    )
    reason = pick([
        f"I came to buy some {TOWNS[t].product}",
        f"I am visiting my {pick(['sister', 'cousin', 'old teacher', 'uncle'])}",
        f"I had some work to do here",
        f"I needed a new {pick(JOBS[d.job].tools)}",
    ])
    lines.append(f'"{reason}," {d.first} {said()}. "And how are you? Are you still working as {job_a(c.job)}?"')
    lines.append(pick([
        f'"Yes, of course," said {c.first}. "I {pick(JOBS[c.job].tasks)} every day. It is hard work, but I love it."',
        f'"I am," said {c.first}. "Though these days I spend more time {c.hobby} than working!"',
        f'"Still," {c.first} laughed. "Somebody has to. {cap(JOBS[c.job].why)}."']))
    if c.pet:
        kind, pname = c.pet
        lines.append(f'"And how is {pname}, your {kind}?" asked {d.first}.')
        lines.append(
            f'"{pname} is very well," said {c.first}. "{cap(pet_pron(pname).he)} ate half a'
            f' {pick(["loaf", "cake", "pie", "cabbage"])} last week, but {pet_pron(pname).he} is very well."'
        )
    lines.append(pick([
        f'"What do you think of this weather?" asked {d.first}.',
        f'"Is it always like this in {month}?" {d.first} asked.']))
    lines.append(pick([
        f'"In {month} you never know," said {c.first}. "Yesterday we had {pick(mo.weather)}."',
        f'"Oh, this is nothing," said {c.first}. "Wait until {MONTH_NAMES[(MONTH_NAMES.index(month) + 1) % 12]}."',
        f'"My {pick(["knees", "bones", "old aunt"])} said it would be like this," said {c.first}.']))
    lines.append(
        pick([
            f'"Will you come to {pick(FESTIVALS).name} this year?" asked {c.first}. "{d.first}, you must!"',
            (
                f'"Come and have {pick(["a cup of tea", "some soup", "a slice of honey cake"])} with me," said'
                f' {c.first}. "My house is just round the corner."'
            ),
            (
                f'"I must go," said {d.first}. "The {"coach" if d.town != t else "shop"} will not wait. Give my love to'
                ' everyone."'
            ),
        ])
    )
    lines.append(pick([f'"Goodbye, {d.first}!" said {c.first}, and they went their separate ways.',
                       f'"I would like that very much," said {d.first}, and they walked off together.',
                       f'They shook hands and promised to write to each other soon.']))
    return lines


def dialogue_shop(c):
    """A customer buys things from a shopkeeper or stallholder."""
    seller = person(exclude=[c.first], job=pick(["shopkeeper", "baker", "farmer", "cheesemaker", "herbalist",
                                                  "potter", "basket maker", "candle maker"]))
    goods = {"shopkeeper": ["candles", "soap", "string", "matches", "sugar", "tea", "buttons", "needles"],
             "baker": ["loaves", "rolls", "buns", "scones", "a cake", "biscuits"],
             "farmer": VEGETABLES[:12] + FRUITS[:6], "cheesemaker": ["cheese", "butter", "cream", "milk"],
             "herbalist": HERBS[:10] + ["thyme syrup", "ginger tea"],
             "potter": ["jugs", "bowls", "plates", "mugs", "a teapot"],
             "basket maker": ["baskets", "a basket with a lid", "a log basket", "a picnic basket"],
             "candle maker": ["candles", "beeswax candles", "a lantern candle", "coloured candles"]}[seller.job]
    want = sample(goods, 3)
    prices = [R.randint(2, 15) for _ in want]
    lines = [sentences(f"{c.full} went into {seller.full}'s {JOBS[seller.job].place} in {seller.town}.",
                       pick(["A little bell rang above the door.", "It was warm inside and smelled pleasant.",
                             "There was a queue, so " + c.he + " waited.", ""]))]
    lines.append(f'"{pick(GREETINGS)}," said {seller.first}. "What can I get for you today?"')
    lines.append(
        f'"I would like some {want[0]}, please," said {c.first}. "How much are they?"'
        if want[0].endswith("s")
        else (
            f'"I would like {want[0] if want[0].startswith("a ") else "some " + want[0]}, please," said {c.first}. "How'
            ' much is it?"'
        )
    )
    lines.append(
        f'"{cap(num(prices[0]))} pennies," {seller.first} {said()}.'
        f' "{sales_talk(seller)}"'
    )
    lines.append(
        f'"And have you got any {want[1] if not want[1].startswith("a ") else want[1][2:] + "s"}?" asked {c.first}.'
    )
    if chance(0.3):
        lines.append(
            f'"I am afraid not," said {seller.first}. "We sold the last ones on {pick(WEEKDAYS)}. Come back next week."'
        )
        total = prices[0]
    else:
        lines.append(f'"Yes, here you are. That is {num(prices[1])} more."')
        total = prices[0] + prices[1]
    lines.append(f'"Then that is all," said {c.first}. "How much is that altogether?"')
    lines.append(f'"{cap(num(total))} pennies, please," said {seller.first}.')
    lines.append(sentences(
        f"{c.first} counted out the coins and put the shopping in {c.his} basket.",
        f'"Thank you," {c.he} said. "{pick(["See you next week.", "Have a good day.", "Say hello to your family."])}"',
        f'"{pick(["Mind how you go", "Thank you, and come again", "Goodbye, " + c.first])}," said {seller.first}.'))
    return lines


def dialogue_directions(c):
    """A traveller asks a local the way to another town."""
    local = person(exclude=[c.first])
    while local.town == c.town:
        local = person(exclude=[c.first])
    t = local.town
    t2 = other_town(t, same_region=chance(0.7))
    if t2 == c.town:
        t2 = pick([x for x in TOWN_NAMES if x not in (t, c.town)])
    T, T2 = TOWNS[t], TOWNS[t2]
    m = miles(t, t2)
    lines = [sentences(f"A traveller stopped {local.full} in the main street of {t}.",
                       f"The traveller's name was {c.first}, and {c.he} had come all the way from {c.town}.")]
    lines.append(f'"Excuse me," said {c.first}. "Can you tell me the way to {t2}?"')
    if T.river == T2.river:
        route = f"Follow the river {T.river}. Both towns are on it, so you cannot go wrong."
    elif T.region == T2.region:
        route = f"Take the road past {the_landmark(t)} and keep going through {T.region.replace('the ', 'the ', 1)}."
    else:
        route = (
            f"Cross the river {T.river} and take the road to {T2.region}. The weather there is"
            f" {REGIONS[T2.region].weather}, so take a coat."
        )
    lines.append(f'"To {t2}?" said {local.first}. "That is {num(m)} miles from here. {route}"')
    lines.append(f'"How long will it take me on foot?" asked {c.first}.')
    lines.append(
        f'"{cap(travel_time(m, 3))}, if you walk steadily," said {local.first}. "Less if somebody gives you a ride on a'
        ' cart."'
    )
    lines.append(f'"And how will I know when I get there?" {c.first} {pick(ASK_VERBS)}.')
    lines.append(
        f'"You will see {the_landmark(t2)}," said {local.first}. "Everybody knows {t2} for that, and for its'
        f' {T2.product}."'
    )
    lines.append(
        pick([
            f'"Thank you very much," said {c.first}. "You have been very kind."',
            (
                f'"Thank you," said {c.first}. "Is there an inn on the way?" "There is one at the crossroads," said'
                f' {local.first}. "The soup is good and the beds are clean."'
            ),
        ])
    )
    lines.append(pick([f"{c.first} waved goodbye and set off along the road.",
                       f"{local.first} watched {c.him} go and then went back to work.",
                       f"{c.first} reached {t2} before dark, just as {local.first} had said."]))
    return lines


def dialogue_lesson():
    """A teacher asks the class questions about the world; children answer."""
    teacher = person(job="teacher")
    kids = sample(CHILD_NAMES, 4)
    topic = pick(["animals", "towns", "rivers", "jobs"])
    lines = [sentences(f"It was {pick(WEEKDAYS)} morning at the school in {teacher.town}.",
                       f"{teacher.full} stood by the blackboard.",
                       f'"Today we are going to talk about {topic}," {teacher.he} said.')]
    for i in range(R.randint(3, 4)):
        kid = kids[i]
        if topic == "animals":
            k = pick(ANIMAL_NAMES)
            K = ANIMALS[k]
            q, ans = pick([
                (f"What does {a(k)} eat?", f"{cap(a(k))} eats {join(K.diet[:3])}."),
                (f"Where does {a(k)} live?", f"{cap(a(k))} lives in {K.habitat}."),
                (f"What are young {K.plural} called?", f"Young {K.plural} are called {K.young}."),
                (f"What sound does {a(k)} make?", f"{cap(a(k))} likes to {K.sound}."),
                (f"What does {a(k)} look like?", f"It has {K.looks}."),
            ])
        elif topic == "towns":
            t = pick(TOWN_NAMES)
            T = TOWNS[t]
            q, ans = pick([
                (f"Which river flows through {t}?", f"The river {T.river} flows through {t}."),
                (f"What is {t} famous for?", f"{t} is famous for its {T.product}."),
                (f"In which region is {t}?", f"{t} is in {T.region}."),
                (f"On which day is the market in {t}?", f"The market in {t} is on {T.market}."),
                (f"What can you see in {t}?", f"In {t} you can see {T.landmark}."),
            ])
        elif topic == "rivers":
            r = pick(RIVER_NAMES)
            Rv = RIVERS[r]
            q, ans = pick([
                (f"Where does the river {r} begin?", f"The river {r} begins at {Rv.source}."),
                (f"Where does the river {r} end?", f"The river {r} flows into {Rv.mouth}."),
                (
                    f"Which towns are on the river {r}?",
                    f"{join(towns_on(r))} {'are' if len(towns_on(r)) > 1 else 'is'} on the river {r}.",
                ),
                (f"What fish live in the river {r}?", f"You can catch {Rv.fish} in the river {r}."),
                (f"What is the river {r} like?", f"The river {r} is {Rv.nature}."),
            ])
        else:
            j = pick(JOB_NAMES)
            J = JOBS[j]
            q, ans = pick([
                (f"What does {a(j)} do?", f"{cap(a(j))} {third(J.tasks[0])} and {third(J.tasks[1])}."),
                (f"Where does {a(j)} work?", f"{cap(a(j))} works {work_place(j)}."),
                (f"What tools does {a(j)} use?", f"{cap(a(j))} uses {join([a(x) for x in J.tools[:3]])}."),
                (f"Why do we need {J.plural}?", f"We need {J.plural} because {J.why}."),
            ])
        lines.append(f'"{q}" asked {teacher.first}.')
        if chance(0.2):
            lines.append(
                f'"I know!" said {kid}.'
                f' "{pick(["Oh, I knew it a minute ago.", "Wait, I have forgotten.", "Is it a trick question?"])}"'
            )
            lines.append(f'"Not quite," said {teacher.first}. "Who else can tell me?"')
            kid = kids[(i + 1) % 4]
        lines.append(f'{kid} put up {"her" if CHILDREN[kid] == "f" else "his"} hand. "{ans}"')
        lines.append(
            pick([
                f'"Very good, {kid}," said {teacher.first}.',
                '"Quite right."',
                f'"Well done," said {teacher.first}.',
                f'"Excellent," said {teacher.first}, and wrote it on the board.',
            ])
        )
    lines.append(pick([f"Then the bell rang, and the children ran out to play {pick(GAMES)}.",
                       f'"For homework," said {teacher.first}, "write five sentences about {topic}."']))
    return lines


def dialogue_doctor():
    doc = person(job=pick(["doctor", "nurse", "herbalist"]))
    pat = person(exclude=[doc.first], town=doc.town)
    ail, advice = pick(AILMENTS)
    days = R.randint(2, 7)
    place = JOBS[doc.job].place
    lines = [sentences(f"{pat.full} sat in the waiting room of the {place} in {doc.town}.",
                       f"At last {doc.full} called {pat.him} in.")]
    lines.append(
        f'"Good {pick(["morning", "afternoon"])}, {pat.first}," said {doc.first}. "What seems to be the trouble?"'
    )
    lines.append(
        f'"I have {ail}," said {pat.first}. "It started'
        f' {pick(["yesterday", "two days ago", "on " + pick(WEEKDAYS), "last week"])}."'
    )
    lines.append(f'"Let me see," said {doc.first}. {doc.He} looked carefully and asked a few more questions.')
    lines.append(f'"How did it happen?" {doc.he} {pick(ASK_VERBS)}.')
    lines.append(
        f'"I was {ing(pick(JOBS[pat.job].tasks))}," said {pat.first}, "and I did not notice until the evening."'
    )
    lines.append(
        f'"It is nothing serious," said {doc.first}. "You must {advice}. You should feel better in {num(days)} days."'
    )
    lines.append(f'"May I still work?" asked {pat.first}. "I am {job_a(pat.job)}, you know, and {JOBS[pat.job].why}."')
    lines.append(pick([f'"Only a little," said {doc.first}. "Rest first. The work will wait."',
                       f'"Not this week," said {doc.first} firmly.']))
    lines.append(f'"Thank you," said {pat.first}, and went home to rest.')
    return lines


def dialogue_interview(c):
    """A child or a newcomer asks someone about their job."""
    J = JOBS[c.job]
    asker = pick(CHILD_NAMES)
    lines = [sentences(f"{asker} was writing about the people of {c.town} for school.",
                       f"One {pick(WEEKDAYS)} {asker} visited {c.full} at the {J.place}.")]
    lines.append(f'"What do you do all day?" asked {asker}.')
    lines.append(
        f'"Well," said {c.first}, "I start work at {clock(J.start)}. First I {J.tasks[0]}. Then I {J.tasks[1]}, and'
        f' later I {J.tasks[2]}."'
    )
    lines.append(f'"What tools do you use?" {asker} {pick(ASK_VERBS)}.')
    lines.append(
        f'"My {J.tools[0]}, my {J.tools[1]} and my {J.tools[2]}," said {c.first}. "I could not work without them."'
    )
    lines.append(f'"Why is your work important?" asked {asker}.')
    lines.append(f'"Because {J.why}," said {c.first}.')
    lines.append(f'"And what do you like best about it?"')
    lines.append(pick([f'"I like it when I can {J.tasks[3]}," said {c.first}. "That is the best part."',
                       f'"The people," said {c.first}. "Everyone in {c.town} comes to see me sooner or later."',
                       f'"The quiet of the early morning," said {c.first}.']))
    lines.append(f'"How long have you been {a(c.job)}?"')
    lines.append(
        f'"For {num(R.randint(3, max(4, c.age - 16)))} years," {c.first} {said()}. "And I hope to do it for many more."'
    )
    lines.append(f"{asker} wrote everything down carefully and thanked {c.him}.")
    return lines


def dialogue_recipe(c):
    d = person(exclude=[c.first])
    dish = c.food
    ings, steps = FOODS[dish].ingredients, FOODS[dish].steps
    lines = [
        f'"This {dish} is {pick(["wonderful", "delicious", "the best I have ever eaten"])}," said {d.first}. "How do'
        f' you make it, {c.first}?"'
    ]
    lines.append(f'"It is easy," said {c.first}. "You need {join(ings)}."')
    lines.append(f'"Is that all?" {d.first} {pick(ASK_VERBS)}.')
    lines.append(f'"That is all," {c.first} {said()}. "{steps[0]}. {steps[1]}. {steps[2]}."')
    lines.append(f'"And then?"')
    rest = steps[3:]
    lines.append(
        f'"Then you {rest[0][0].lower() + rest[0][1:]}'
        + (f", and you {rest[1][0].lower() + rest[1][1:]}" if len(rest) > 1 else "")
        + '. That is the whole secret."'
    )
    lines.append(
        pick([
            (
                f'"Where did you learn it?" asked {d.first}.'
                f' "It is a recipe from {FOODS[dish].origin}," said {c.first}.'
                f' "My {pick(["mother", "grandfather", "aunt", "friend"])} taught me."'
            ),
            f'"I will try it at home," said {d.first}. "Come round on {pick(WEEKDAYS)} and tell me if I got it right."',
            f'"It is best for {FOODS[dish].meal}," {c.first} added. "Everyone in my house asks for it."',
        ])
    )
    return lines


def dialogue_words():
    """A child asks a grown-up what words mean."""
    grown = person()
    child = pick(CHILD_NAMES)
    entries = [DECKS["definitions"].draw() for _ in range(R.randint(3, 4))]
    book = pick(["a story book", "the newspaper", "an old letter", "a book about the sea", "a book about the woods"])
    lines = [sentences(f"{child} was reading {book} at {grown.full}'s kitchen table.",
                       f"Every few minutes {child} looked up with a question.")]
    for word, pos, meaning, example in entries:
        lines.append(f'"What does \'{word}\' mean?" asked {child}.')
        lines.append(
            pick([
                f'"It means {meaning}," said {grown.first}. "{example}"',
                (
                    f'{grown.first} thought for a moment. "{cap(a(word) if pos == "noun" else word)}?'
                    f' {("It is " + meaning) if pos == "noun" else ("It means " + meaning)}. For example: {example}"'
                ),
            ])
        )
    lines.append(
        pick([
            f'"You know everything," said {child}. "{cap(grown.he)} {grown.does} not," said {grown.first}, laughing. "I'
            ' just read a lot."'.replace(f'"{cap(grown.he)} {grown.does} not,"', '"I do not,"'),
            f"Then {child} went back to reading, and {grown.first} went back to {ing(pick(JOBS[grown.job].tasks))}.",
            f'"Now you can use them in a sentence of your own," said {grown.first}.',
        ])
    )
    return lines
