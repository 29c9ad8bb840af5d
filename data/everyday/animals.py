"""Animal facts and the teaching documents made of them: what an animal is, what it has, its sound, food, home, young,
habits and body, each said in several frames with a varied subject ("An owl", "The owl", "Owls"); where and how an
animal was seen; fact pages, questions and answers, riddles, and lists of one aspect (babies, sounds, food, homes,
kinds) across many animals.
"""

from corpus.tables import table

from .grammar import a, cap, conj, does, fill, I, it, join, para, past, sent, they, third
from .people import narrator
from .tables import ANIMAL, ANIMALS, kind_of


def plural_noun(noun):
    if noun.endswith("fish") or noun == "sheep":
        return noun
    return noun + "s"


def an_subject(g, an):
    """A generic subject for a fact: 'An owl' / 'The owl' / 'Owls'."""
    r = g.rng.random()
    if r < 0.35:
        return it(cap(a(an.name)))
    if r < 0.6:
        return it("The " + an.name)
    return they(cap(an.plural))


def fact_isa(g, an, w):
    noun = g.pick(an.isa) if g.chance(0.4) else an.isa[0]
    if w.third:
        return g.pick((f"{w.name} is {a(noun)}.", f"{w.name} is {a(noun)}, not a toy.",
                       f"Did you know that {w.name.lower()} is {a(noun)}?")) \
            if noun == "pet" else g.pick((f"{w.name} is {a(noun)}.", f"{w.name} is {a(noun)}."))
    return f"{w.name} are {plural_noun(noun)}."


def fact_has(g, an, w):
    return sent(w.name, conj("have", "pres", w), join(an.has))


def fact_sound(g, an, w):
    if not an.sounds:
        quiet = "a quiet " + kind_of(an) if w.third else "quiet " + plural_noun(kind_of(an))
        return sent(w.name, conj("be", "pres", w), quiet) + " " + g.pick((
            sent(w.subj, "hardly", conj("make", "pres", w), "a sound"),
            sent("You will not hear", w.obj, "make much noise")))
    verb = g.pick(an.sounds)
    if an.noise and g.chance(0.5):
        return sent(w.name, conj("say", "pres", w), an.noise)
    tail = g.pick(("", "", "loudly") + (() if w.third else ("to call to each other",)))
    if verb == "purr":
        tail = "when " + w.subj + " " + conj("be", "pres", w) + " happy"
    elif verb == "hiss":
        tail = "when " + w.subj + " " + conj("be", "pres", w) + " cross"
    return sent(w.name, conj(verb, "pres", w), tail)


def fact_food(g, an, w):
    food = join(g.sample(an.food, g.randint(1, len(an.food))))
    return g.pick((
        sent(w.name, conj("eat", "pres", w), food),
        sent(w.name, conj("like", "pres", w), "to eat", food),
        sent(w.name, conj("feed", "pres", w), "on", food),
    ))


_PLURAL_HOMES = table("everyday", "_PLURAL_HOMES")


def plural_home(home):
    """'a hive' -> 'hives': where many animals of a kind live."""
    if home in _PLURAL_HOMES:
        return _PLURAL_HOMES[home]
    if home.startswith("a ") and " " not in home[2:]:
        return home[2:] + "s"
    return home


def fact_home(g, an, w):
    home = an.home if w.third else plural_home(an.home)
    return g.pick((sent(w.name, conj("live", "pres", w), "in", home),
                   sent(w.name, conj("live", "pres", w), "in", home),
                   sent(w.name, conj("make", "pres", w), w.pos, "homes" if not w.third and home != an.home
                        else "home", "in", home)))


def fact_young(g, an, w):
    if not an.young:
        return fact_habit(g, an, w)
    return g.pick((
        f"A baby {an.name} is called {a(an.young)}.",
        f"A young {an.name} is called {a(an.young)}.",
        sent(w.name, conj("have", "pres", w), "babies called", an.young_pl),
        f"The babies of {an.plural} are called {an.young_pl}.",
    ))


def fact_habit(g, an, w):
    habit = g.pick(an.habits)
    return g.pick((sent(w.name, conj(habit, "pres", w)),
                   sent(w.name, conj(habit, "pres", w)),
                   sent(w.name, "often", conj(habit, "pres", w)),
                   sent(w.name, conj("like", "pres", w), "to", habit)))


def fact_body(g, an, w):
    act = g.pick(an.body)
    return g.pick((sent(w.name, "can", fill(act, w)),
                   sent("Sometimes", w.name.lower() if w.name[:1].isupper() and w.name.split()[0]
                        in ("The", "An", "A") else w.name, conj(act, "pres", w)),
                   sent("You may see", a(an.name) if w.third else an.plural,
                        conj(act, "base", w))))


FACTS = (fact_isa, fact_has, fact_sound, fact_food, fact_home, fact_young, fact_habit, fact_body)


def animal_facts(g, an, n=6, first=True):
    """n facts about an animal, each in a random frame with a random subject."""
    out = []
    kinds = list(FACTS)
    if first:
        out.append(fact_isa(g, an, an_subject(g, an)))
        kinds = kinds[1:]
    for fact in g.sample(kinds, n - len(out)):
        out.append(fact(g, an, an_subject(g, an)))
    return out


ZOO = ("lion", "elephant", "monkey", "giraffe", "penguin")


def where_seen(g, an):
    if an.name in ZOO:
        return "at the zoo"
    if an.group == "pet":
        return g.pick(("at a friend's house", "in the pet shop", "at a neighbour's house"))
    if an.group == "farm":
        return g.pick(("on a farm", "at the farm", "in a field near the village"))
    if an.group == "sea":
        return "at the aquarium" if an.name == "salmon" else g.pick(("at the seaside", "on a boat trip"))
    return g.pick(("in the woods", "in the park", "at the bottom of our garden", "by the river"))


def body_act(g, an):
    """A body action, with the best-known one (the dog's tail) coming up most often."""
    return an.body[0] if g.chance(0.4) else g.pick(an.body)


def daily_habits(an):
    bad = ("life", "long time", "many years", "winter", "for winter")
    return tuple(h for h in an.habits if not any(b in h for b in bad)) or an.habits


def sighting(g, an, who):
    """A short past-tense paragraph: someone saw the animal do things."""
    ani = it("it")
    when = g.pick(("One day", "Last summer", "Yesterday", "Once", "Last week", "One morning"))
    out = [sent(when + ",", does(who, "see", named=True), a(an.name), where_seen(g, an))]
    out.append(sent(g.pick(("It was eating", "It was looking for", "It was busy with", "It was sniffing for",
                            "It was nibbling", "It stopped to eat")),
                    g.pick(an.food) if g.chance(0.7) else "its dinner"))
    out.append(sent(g.pick(("Then it", "After a while it", "Suddenly it")),
                    conj(body_act(g, an), "past", ani)))
    if an.sounds:
        out.append(sent("It", past(an.sounds[0]), g.pick(("once", "twice", "softly", "loudly"))))
    feel = g.pick(("happy", "excited", "surprised", "pleased", "thrilled", "glad"))
    out.append(sent(who.subj, conj("be", "past", who), feel, g.pick(("to see it", "to watch it", "",
                                                                       "to see it so close"))))
    return para(out)


COMMON = table("everyday", "COMMON")
ANIMAL_DECK = ANIMALS + tuple(ANIMAL[n] for n in COMMON)


def doc_animal_facts(g):
    an = g.deal("animal", ANIMAL_DECK)
    title = g.pick((f"All about {an.plural}", f"Facts about {an.plural}", cap(an.plural),
                    f"The {an.name}", f"What I know about {an.plural}"))
    facts = g.shuffled(FACTS[1:])
    lines = [title, para([fact_isa(g, an, an_subject(g, an))]
                         + [f(g, an, an_subject(g, an)) for f in facts[:4]])]
    if g.chance(0.7):
        lines.append(sighting(g, an, narrator(g)))
    lines.append(para(f(g, an, an_subject(g, an)) for f in facts[4:]))
    if an.group == "pet":
        lines.append(g.pick((f"Many families keep {a(an.name)} as a pet.",
                             f"{cap(a(an.name))} is a good pet, but it needs care every day.",
                             f"If you have {a(an.name)}, you must feed it every day.")))
    return "\n".join(lines)


def qa_pair(g, an):
    """One question about an animal and its answer."""
    n, pl = an.name, an.plural
    opts = [(f"What is {a(n)}?", f"{cap(a(n))} is {a(an.isa[0])}."),
            (f"What do {pl} eat?", sent(pl, "eat", join(an.food))),
            (f"Where does {a(n)} live?", sent(a(n), "lives in", an.home)),
            (f"What does {a(n)} look like?", sent(a(n), "has", join(an.has)))]
    if an.young:
        opts.append((f"What is a baby {n} called?", f"A baby {n} is called {a(an.young)}."))
    if an.sounds:
        ans = sent(a(n), "says", an.noise) if an.noise else sent(pl, an.sounds[0])
        opts.append((f"What sound does {a(n)} make?", ans))
    habit = g.pick(an.habits)
    opts.append((f"Tell me something that {pl} do.", sent(pl, habit)))
    if "night" in habit:
        opts.append((f"When does {a(n)} {habit.split(' at ')[0]}?", sent(a(n), third(habit.split()[0]),
                                                                         *habit.split()[1:])))
    return g.pick(opts)


def doc_animal_qa(g):
    style = g.randint(0, 2)
    lines = [g.pick(("Questions and answers about animals", "Animal quiz", "Ask me about animals",
                     "Animal questions"))]
    for an in g.sample(ANIMALS, g.randint(3, 5)):
        for _ in range(g.randint(2, 3)):
            q, ans = qa_pair(g, an)
            if style == 0:
                lines.append(f"Q: {q}")
                lines.append(f"A: {ans}")
            elif style == 1:
                lines.append(f"{q} {ans}")
            else:
                lines.append(f"Question: {q} Answer: {ans}")
    return "\n".join(dict.fromkeys(lines))


def riddle(g, an):
    clues = [sent("I have", join(g.sample(an.has, 2)))]
    if an.sounds:
        clues.append(g.pick((sent("I", an.sounds[0]), sent("I say", an.noise) if an.noise else
                             sent("I", an.sounds[-1]))))
    clues.append(sent("I eat", join(g.sample(an.food, min(2, len(an.food))))))
    clues.append(sent("I", fill(g.pick(an.habits), I)))
    clues.append(sent("I live in", an.home))
    if an.young:
        clues.append(sent("My babies are called", an.young_pl))
    clues.append(sent("I can", fill(g.pick(an.body), I)))
    body = g.sample(clues[1:], g.randint(2, 4))
    end = g.pick(("What am I?", "Who am I?", "Can you guess what I am?", "Do you know what I am?",
                  "Guess who I am!", "Which animal am I?", "What animal am I?", "Have you guessed?",
                  "Can you guess?", "Who could I be?", "So, what am I?", "Tell me what I am.",
                  "Think hard. What am I?"))
    answer = g.pick((f"I am {a(an.name)}!", f"Answer: {a(an.name)}.", f"I am {a(an.name)}."))
    return " ".join([clues[0]] + body + ([end] if g.chance(0.4) else []) + [answer])


def doc_riddles(g):
    lines = [g.pick(("Animal riddles", "Guess the animal", "Who am I?", "Riddles for a rainy day"))]
    for an in g.sample(ANIMALS, g.randint(3, 5)):
        lines.append(riddle(g, an))
    return "\n".join(lines)


NO_CARE = ("salmon", "goldfish", "frog", "tortoise", "butterfly")


def doc_animal_list(g):
    """A teaching list: one aspect, many animals."""
    topic = g.randint(0, 4)
    ans = g.sample(ANIMALS, g.randint(7, 11))
    if topic == 0:
        lines = [g.pick(("Animals and their babies", "Baby animals", "Mothers and babies"))]
        lines += [g.pick((f"A baby {an.name} is called {a(an.young)}.",
                          f"{cap(a(an.name))} has {a(an.young)}.",
                          f"The {an.name} looks after its {an.young_pl}." if an.name not in NO_CARE
                          else f"A young {an.name} is called {a(an.young)}.")) for an in ans if an.young]
    elif topic == 1:
        lines = [g.pick(("Animal sounds", "What do animals say?", "Noisy animals"))]
        lines += [g.pick((sent(an.plural, an.sounds[0]), sent(a(an.name), third(an.sounds[0])),
                          sent(a(an.name), "says", an.noise) if an.noise else sent(an.plural, an.sounds[-1])))
                  for an in ans if an.sounds]
    elif topic == 2:
        lines = [g.pick(("What animals eat", "Dinner time for animals", "Animal food"))]
        lines += [sent(g.pick((an.plural + " eat", a(an.name) + " eats")), join(an.food[:2])) for an in ans]
    elif topic == 3:
        lines = [g.pick(("Where animals live", "Animal homes", "Homes for animals"))]
        lines += [g.pick((sent(a(an.name), "lives in", an.home), sent(an.plural, "live in", plural_home(an.home)),
                          sent("The home of", a(an.name), "is", an.home))) for an in ans]
    else:
        lines = [g.pick(("Pets, farm animals and wild animals", "Kinds of animals", "Sorting animals"))]
        lines += [g.pick((sent(a(an.name), "is", a(an.isa[0])), sent(an.plural, "are", plural_noun(an.isa[0])),
                          sent(a(an.name), "is", a(g.pick(an.isa))))) for an in ans]
    lines.append(g.pick(("Can you think of some more?", "Which one do you like best?",
                         "Now you know a little more about animals.", "Animals are wonderful.")))
    return "\n".join(lines)
