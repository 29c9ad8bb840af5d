"""Core facts: short true sentences, most often about animals (what each one is, its sound, body, habits, food and
home, the best-known thing it does), and also what everyday things are for, what people in each job do, and what the
seasons and the weather bring.
"""

import re
from corpus.tables import table

from .grammar import a, cap, conj, fill, he, I, ing, it, join, num, past, sent, she, they, third, WE, YOU
from .people import child, vpick
from .tables import ANIMAL, ANIMALS, JOBS, SEASONS, USES, WEATHER
from .animals import body_act, COMMON, plural_home, plural_noun


CORE_DECK = ANIMALS + tuple(ANIMAL[n] for n in COMMON + ("dog", "cat", "hen", "cow", "bee", "owl", "horse",
                                                          "dog", "dog", "cat"))


def core_isa(g, an):
    n, noun, other = an.name, an.isa[0], an.isa[-1]
    return g.pick((f"{cap(a(n))} is {a(noun)}.", f"Is {a(n)} {a(noun)}? Yes, {a(n)} is {a(noun)}.",
                   f"{cap(an.plural)} are {plural_noun(noun)}.", f"Everybody knows that {a(n)} is {a(noun)}.",
                   f"{cap(a(n))} is {a(other)}.", f"What is {a(n)}? {cap(a(n))} is {a(noun)}."))


def core_sound(g, an):
    if not an.sounds:
        return sent(a(an.name), "makes hardly any sound")
    s = g.pick(an.sounds)
    opts = [sent(a(an.name), third(s)), sent(an.plural, s), sent("the", an.name, past(s)),
            sent("you can hear", a(an.name), s, g.pick(("at night", "in the morning", "from far away", "")))]
    if an.noise:
        opts.append(f'{cap(a(an.name))} says "{an.noise}".')
    if s == "purr":
        opts.append(sent("a cat purrs when it is happy"))
    return g.pick(opts)


def core_body(g, an):
    act = body_act(g, an)
    ani = it("it")
    return g.pick((sent("The", an.name, conj(act, "past", ani)), sent("Then the", an.name, conj(act, "past", ani)),
                   sent("Look! The", an.name, "is", conj(act, "ing", ani)), sent(a(an.name), "can", fill(act, ani)),
                   sent("I saw the", an.name, fill(act, ani)),
                   sent("when", a(an.name), "is happy, it", conj(act, "pres", ani))
                   if an.name == "dog" else sent("Our", an.name, conj(act, "past", ani))))


def core_habit(g, an):
    h = g.pick(an.habits)
    pl = they(an.plural)
    return g.pick((sent(an.plural, fill(h, pl)), sent(a(an.name), conj(h, "pres", it("x"))),
                   sent("most", an.plural, fill(h, pl)), "Did you know that " + an.plural + " " + fill(h, pl) + "?",
                   sent(a(an.name), "will", fill(h, it("x")))))


def core_food_home(g, an):
    f = join(g.sample(an.food, min(2, len(an.food))))
    opts = [sent(a(an.name), "eats", f), sent(an.plural, "eat", f), sent(a(an.name), "lives in", an.home),
            sent(an.plural, "live in", plural_home(an.home)), sent("the", an.name, "was eating", g.pick(an.food))]
    if an.young:
        opts += [f"A baby {an.name} is called {a(an.young)}.", f"Baby {an.plural} are called {an.young_pl}.",
                 sent("the", an.name, "had", num(g.randint(2, 6)), an.young_pl)]
    return g.pick(opts)


KEY_ACTS = table("everyday", "KEY_ACTS")


def core_key(g, an):
    """The best-known thing the animal does, in several frames."""
    act = KEY_ACTS.get(an.name) or body_act(g, an)
    ani = it("it")
    opts = [sent("the", an.name, conj(act, "past", ani)), sent(a(an.name), conj(act, "pres", ani)),
            sent("look! The", an.name, "is", conj(act, "ing", ani)), sent("I saw the", an.name, fill(act, ani)),
            sent(g.pick(("our", "my gran's", "the little", "the old", "a friendly")), an.name,
                 conj(act, "past", ani), g.pick(("", "again", "all morning", "when we came home")))]
    if an.name == "dog":
        opts = [sent(g.pick(("the", "our", "the little", "the big", "Gran's", "a friendly")), "dog wagged its tail",
                     g.pick(("", "", "and barked", "when we came home", "and ran to the gate", "happily"))),
                "A dog wags its tail when it is happy.",
                sent("when the dog saw", g.pick(("me", "us", "Gran", "the postman", "its dinner")) + ",",
                     "it wagged its tail"),
                g.pick(("Why do dogs wag their tails? ", "Dogs wag their tails. ", "")) +
                "They wag their tails when they are " + g.pick(("happy.", "pleased.", "excited."))]
    return g.pick(opts)


CORE_ANIMAL = (core_sound, core_body, core_habit, core_food_home, core_key)


def core_use(g, thing, vp, prep):
    we = fill(vp, WE)
    verb = vp.split()[0]
    rest = fill(vp.partition(" ")[2], WE)
    be = "are" if thing == "scissors" else "is"
    who = g.pick((she("Mum"), he("Dad"), she("Gran"), child(g), I))
    opts = [sent(thing, be, "for", ing(verb) + (" " + rest if rest else "")),
            sent("you need", thing, "to", fill(vp, YOU)), sent("we use", thing, "to", we)]
    if prep:
        many = g.pick((WE, they("people"), YOU, they("most people"), they("grown-ups and children")))
        opts += [sent(many.name, g.pick(("", "", "usually", "always", "often")), fill(vp, many), prep, thing),
                 f"What do we {we} {prep}? " + g.pick((f"We {we} {prep} {thing}.", f"{cap(thing)}!",
                                                        f"We use {thing}.", f"{cap(thing)}, of course.")),
                 sent(who.name, conj(vp, "past", who), prep, re.sub(r"^an? ", "the ", thing))]
    return g.pick(opts)


def core_job(g, job):
    duty = g.pick(job.duties)
    one = it("x")
    return g.pick((sent(a(job.name), conj(duty, "pres", one)), sent(job.plural, duty),
                   sent("it is the job of", a(job.name), "to", duty),
                   sent("a person who", conj(duty, "pres", one), "is called", a(job.name)),
                   sent(a(job.name), "works", job.place), f"What does {a(job.name)} do? " +
                   sent(a(job.name), conj(duty, "pres", one)), sent("the", job.name, conj(duty, "past", one))))


def core_season(g):
    s = g.pick(SEASONS)
    order = ("spring", "summer", "autumn", "winter")
    prev = order[order.index(s.name) - 1]
    nat = g.pick(tuple(x for x in s.nature if s.name not in x) or s.nature)
    first = nat.split()[0]
    low = nat if first in ("April", "March") else nat[0].lower() + nat[1:]
    w = g.pick(WEATHER)
    return g.pick((f"In {s.name}, {low}", f"{cap(s.name)} comes after {prev}.", f"It is {s.feel} in {s.name}.",
                   sent("in", s.name + ",", "people wear", join(g.sample(s.clothes, 2))),
                   f"{g.pick(s.months)} is in {s.name}.", f"When {w.now}, we {fill(g.pick(w.need), WE)}.",
                   sent("on", a(w.adj), "day,", "we", fill(g.pick(w.need), WE)), vpick(g, s.weather)))


def doc_core_facts(g):
    """Short true facts: animals (most often), what things are for, jobs, seasons."""
    kind = g.pick((0, 0, 0, 1, 1, 2, 3))
    lines = []
    if kind == 0:
        lines.append(g.pick(("Animal facts", "Facts about animals", "True or false? All true!", "Did you know?")))
        for _ in range(g.randint(3, 4)):
            an = g.deal("core animal", CORE_DECK)
            key = [core_key] if an.name in KEY_ACTS else []
            fs = [core_isa] + key + g.sample(CORE_ANIMAL[:4], g.randint(2, 3))
            lines.append(" ".join(dict.fromkeys(f(g, an) for f in fs)))
    elif kind == 1:
        lines.append(g.pick(("What is it for?", "What do we use?", "Tools for every day",
                             "Things we use", "Useful things at home")))
        for thing, vp, prep in g.sample(USES[:14], g.randint(4, 6)) + g.sample(USES[14:], g.randint(3, 4)):
            lines.append(core_use(g, thing, vp, prep))
    elif kind == 2:
        lines.append(g.pick(("Jobs", "Who does what?", "People at work", "What do people do?")))
        for job in g.sample(JOBS, g.randint(6, 9)):
            lines.append(" ".join(dict.fromkeys(core_job(g, job) for _ in range(2))))
    else:
        lines.append(g.pick(("Seasons and weather", "The year", "Weather facts", "Four seasons")))
        lines += list(dict.fromkeys(core_season(g) for _ in range(g.randint(8, 12))))
    return "\n".join(lines)
