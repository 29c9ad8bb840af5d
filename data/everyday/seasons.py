"""Seasons, months and weather: a page about one season, the months of the year with their seasons and notes, and a day
of one kind of weather from waking up to the evening.
"""

from .grammar import cap, conj, does, fill, I, join, para, sent, they, YOU
from .people import child, narrator, parent, vary, vpick
from .tables import ANIMALS, DAYS, MONTHS, SEASONS, WEATHER


def doc_season(g):
    season = g.deal("season", SEASONS)
    lines = [g.pick((cap(season.name), f"The {season.name}", f"What happens in {season.name}?",
                     f"I love {season.name}", f"{cap(season.name)} is here"))]
    months = join(season.months)
    p1 = [g.pick((f"{cap(season.name)} comes in {months}.",
                  f"The {season.name} months are {months}.",
                  f"In {season.months[1]}, it is {season.name}."))]
    p1 += [vary(g, x) for x in g.sample(season.weather, 2)]
    p1.append(sent("The air feels", season.feel))
    p2 = [vary(g, x) for x in g.sample(season.nature, 3)]
    an = g.pick(ANIMALS)
    p3 = [sent("In", season.name + ", people wear", join(g.sample(season.clothes, 2)))]
    p3.append(sent("Children like to", join(g.sample(season.fun, 2))))
    kid = narrator(g)
    fun = g.pick(season.fun)
    p3.append(sent("Last", season.name + ",", does(kid, fun, named=True), "with",
                   "my" if kid is I else kid.pos, g.pick(("friends", "brother", "sister", "cousins"))))
    order = ("spring", "summer", "autumn", "winter")
    nxt = order[(order.index(season.name) + 1) % 4]
    p4 = [sent("After", season.name, "comes", nxt), g.pick(next(x for x in SEASONS if x.name == nxt).weather)]
    return "\n".join([lines[0], para(p1), para(p2), para(p3), para(p4)])


def doc_months(g):
    lines = [g.pick(("The months of the year", "Twelve months", "Our year", "A year in the garden"))]
    lines.append(g.pick(("There are twelve months in a year. ", "A year has twelve months. ",
                         "Every year has twelve months. ", "")) + g.pick((
        "Each month is different.", "Here is what happens in some of them.", "Do you know them all?",
        "Here are some of them.", "Which is your favourite?", "Let us look at a few.")))
    start = g.randint(0, 11)
    k = g.randint(5, 9)
    for i in range(k):
        m = MONTHS[(start + i) % 12]
        season = next(s for s in SEASONS if s.name == m.season)
        extra = vpick(g, season.nature + season.weather)
        lines.append(g.pick((f"{m.name} is in {m.season}. {m.note} {extra}",
                             f"In {m.name}, {extra[0].lower() + extra[1:]}",
                             f"{m.name}: {m.note}")))
    if g.chance(0.5):
        nth = g.randint(0, 11)
        lines.append(f"My birthday is in {MONTHS[nth].name}, so it is in {MONTHS[nth].season}.")
    return "\n".join(lines)


def doc_weather_day(g):
    w = g.pick(WEATHER)
    who = narrator(g)
    kid2 = child(g)
    grown = parent(g)
    day = g.pick(DAYS)
    title = g.pick((f"A {w.adj} day", f"The {w.adj} {day}", f"When {w.now}"))
    p1 = [sent("When", who.name, conj("wake up", "past", who), "on", day + ",", w.now.replace(" is ", " was "))]
    p1 += [vary(g, x) for x in g.sample(w.sights, 2)]
    need = g.sample(w.need, min(2, len(w.need)))
    p1.append(f'"{cap(w.now)}," said {grown.name}. "You must {fill(need[0], YOU)}."')
    p2 = [sent("So", who.subj, conj(need[0], "past", who))]
    if len(need) > 1:
        pair = f"{kid2.name} and I" if who is I else f"{who.subj} and {kid2.name}"
        p2.append(sent("Then", pair, conj(need[1], "past", they("x"))))
    if any("stay" in n for n in need):
        p2.append(sent(who.subj, "looked out of the window and watched the", w.name))
        p3 = [sent("In the evening,", grown.name, g.pick(("lit the fire", "made hot chocolate", "made soup"))),
              sent(who.subj, "sat by the fire and read a book"), "It was a cosy day."]
        return "\n".join([title, para(p1), para(p2), para(p3)])
    elif w.name in ("rain", "storm"):
        p2.append(sent(who.subj, "jumped in the puddles until", who.pos, "boots were full of water"))
    elif w.name == "snow":
        p2.append(g.pick(("They built a snowman with a carrot nose and threw snowballs at each other.",
                          "They made snow angels and went sledging down the hill.",
                          "They threw snowballs until their gloves were wet through.",
                          "They rolled a huge snowball across the garden.")))
    elif w.name == "sun":
        p2.append(sent("We" if who is I else "They",
                       "ate ice cream in the park and played in the shade of a big tree"))
    elif w.name == "wind":
        p2.append(sent("The wind blew", who.pos, "hat off, and", who.subj, "had to chase it down the street"))
    if w.name == "sun":
        p3 = [sent("When", who.subj, "came home,", who.subj, conj("be", "past", who), "hot and thirsty"),
              sent(grown.name, "poured", who.obj, "a glass of cold lemonade"), "It was a lovely day."]
        return "\n".join([title, para(p1), para(p2), para(p3)])
    p3 = [sent("When", who.subj, "came home,", who.subj, g.pick(("was cold and wet", "was cold and tired",
                                                                "had rosy cheeks", "was very hungry")))]
    p3.append(sent(grown.name, g.pick(("lit the fire", "made hot chocolate", "put the kettle on",
                                       "ran a warm bath"))))
    p3.append(sent(who.subj, "sat by the fire and", g.pick(("warmed", "dried")), who.pos, "hands"))
    p3.append(g.pick(("It was a lovely day.", "What a day it was!", "That night " + who.subj + " slept well.")))
    return "\n".join([title, para(p1), para(p2), para(p3)])
