"""Diaries and letters: a child's diary over a few days (the weather, a feeling, an illness, chores, an animal, the
season, coming home, dinner), and a child's letter to a relative or a friend with news, sometimes followed by its
posting and the reply.
"""

from corpus.tables import table

from .grammar import a, conj, fill, he, I, it, join, para, sent, she, WE
from .people import child, PET_NAMES, relative, vpick
from .tables import (AILMENT_DECK, ANIMALS, animals_of, CHORES, DAYS, FEELING, FEELINGS, HOME_ACTIONS, MONTHS, SEASONS,
                     SUBJECTS, TRANSPORTS, TREATS, WEATHER)
from .animals import daily_habits, where_seen
from .home import DINNERS


def doc_diary(g):
    who = I
    start = g.randint(0, 4)
    month = g.pick(MONTHS)
    date = g.randint(1, 24)
    lines = [g.pick(("My diary", "Diary", f"{month.name} diary", "Dear Diary"))]
    openers = g.sample(DIARY_OPEN, 4)
    events = g.sample(range(8), 4)
    for i in range(g.randint(2, 4)):
        day = DAYS[(start + i) % 7]
        out = [sent(openers[i])] if g.chance(0.7) else []
        out.append(diary_event(g, month, events[i]))
        lines.append(f"{day} {date + i} {month.name}")
        lines.append(para(out))
    return "\n".join(lines)


SEASON_WEATHER = table("everyday", "SEASON_WEATHER")
DIARY_OPEN = table("everyday", "DIARY_OPEN")


def diary_event(g, month, e):
    season = next(s for s in SEASONS if s.name == month.season)
    if e == 0:
        w = g.pick([x for x in WEATHER if x.name in SEASON_WEATHER[month.season]])
        return para([sent("Today", w.was), vpick(g, w.sights),
                     sent("I", conj(g.pick(w.need), "past", I), "before I went out")])
    if e == 1:
        f = g.pick(FEELINGS)
        return para([sent("I", conj(g.pick(f.causes), "past", I)),
                     sent("I was so", f.adj, "that I", conj(g.pick(f.results), "past", I))])
    if e == 2:
        ail = g.pick(AILMENT_DECK)
        return para([sent("Yesterday I", conj(g.pick(ail.cause), "past", I)), sent("Now I have", ail.name),
                     g.pick(ail.feels),
                     sent(g.pick(("Mum", "Dad", "The doctor")), "said I had to", fill(g.pick(ail.cure), I)),
                     g.pick(("I hope I feel better tomorrow.", "I hope I am better soon.", "I want to get well soon.",
                             "I do not like being ill.", "I am a bit better tonight."))])
    if e == 3:
        chores = g.sample(CHORES, 3)
        return para([sent("I helped at home. I", join(conj(c, "past", I) for c in chores)),
                     g.pick(("Mum said I was a great help.", "Dad said thank you.", "Mum gave me a big hug.",
                             "It took all morning.", "Now the house looks lovely.", "I was tired but proud."))])
    if e == 4:
        an = g.pick(ANIMALS)
        return para([sent("I saw", a(an.name), where_seen(g, an)),
                     sent("It", conj(g.pick(an.body), "past", it("it"))), sent("Did you know that", an.plural,
                                                                                 fill(g.pick(an.habits), I) + "?")])
    if e == 5:
        return para([sent("It is", month.season, "now"), vpick(g, season.nature), vpick(g, season.weather),
                     sent("After school we", conj(g.pick(season.fun), "past", WE))])
    if e == 6:
        act, after = g.pick(HOME_ACTIONS)
        return para([sent("When I got home, I", conj(act, "past", I)), fill(after, I),
                     sent("Then I", conj(g.pick(TREATS), "past", I), "until bedtime")])
    return para([sent("We had", g.pick(DINNERS), "for dinner"), sent("I was so hungry that I",
                 conj(g.pick(FEELING["hungry"].results), "past", I)),
                 g.pick(("Then I went to bed and fell asleep.", "After that I went straight to bed.",
                                    "Then I read for a while and went to sleep.", "I was in bed by eight.",
                                    "Then I had a bath and went to bed."))])


SEASIDE = table("everyday", "SEASIDE")


def letter_news(g, who):
    """One paragraph of a child's news, written as I."""
    e = g.randint(0, 5)
    if e == 0:
        season = g.pick(SEASONS)
        return para([sent("It is", season.name, "here now"), vpick(g, season.weather), vpick(g, season.nature),
                     sent("Last weekend we", conj(g.pick(season.fun), "past", WE))])
    if e == 1:
        an = g.pick(animals_of("pet"))
        name = g.pick(PET_NAMES)
        pet = g.pick((he, she))(name)
        young = an.young if an.young in ("puppy", "kitten") else an.name
        return para([sent("We have a new", young, "called", name),
                     sent(name, conj(g.pick(daily_habits(an)), "pres", pet)),
                     sent("When I come home,", name, conj(g.pick(an.body), "pres", pet))])
    if e == 2:
        subj = g.pick(SUBJECTS)
        return para([sent("School is going well"), sent("This week we", conj(subj[1], "past", WE)),
                     sent("My teacher says my", g.pick(("reading", "writing", "spelling", "drawing")),
                          g.pick(("is getting better", "is very good", "has got much neater"))),
                     g.pick(("I am very proud.", "I am pleased.", "I try very hard.", ""))])
    if e == 3:
        ail = g.pick(AILMENT_DECK)
        return para([sent("Last week I", conj(g.pick(ail.cause), "past", I), "and got", ail.name),
                     sent("I had to", fill(g.pick(ail.cure), I)),
                     g.pick(("I am much better now, so do not worry.", "I feel fine now.", "Now I am well again.",
                             "I am nearly better now.", "Do not worry, I am all right now."))])
    if e == 4:
        t = g.pick(TRANSPORTS[:5])
        return para([sent("On Saturday we went to the seaside by", t.name),
                      vpick(g, t.facts), sent("I", join(g.sample(SEASIDE, 2))),
                      g.pick(("I was so tired that I fell asleep on the way home.", "It was a lovely day.",
                              "We got home very late.", "I was so happy that I sang all the way home.",
                              "I slept all the way home."))])
    f = g.pick(FEELINGS)
    return para([sent("Guess what? Yesterday I", conj(g.pick(f.causes), "past", I)),
                 sent("I was so", f.adj, "that I", conj(g.pick(f.results), "past", I))])


def doc_letter(g):
    to = relative(g) if g.chance(0.6) else child(g)
    sender = child(g)
    lines = []
    if g.chance(0.5):
        lines.append(g.pick((f"{sender.name} wrote a letter to {to.name}.",
                             f"One rainy afternoon, {sender.name} wrote a letter to {to.name}.",
                             f"{sender.name} sat down at the kitchen table and wrote a letter to {to.name}.",
                             f"A letter from {sender.name}")))
    lines.append(g.pick(("Dear", "Dear", "Hello")) + " " + to.name + ",")
    lines.append(g.pick(("Thank you for your letter.", "How are you? I hope you are well.",
                         "I am writing to tell you my news.", "Thank you for the birthday card.",
                         "It was lovely to get your letter.", "Thank you for the lovely present.",
                         "I hope you are keeping well.", "Sorry it has taken me so long to write.",
                         "I have got lots of news for you.", "Thank you for the postcard.")))
    for _ in range(g.randint(2, 3)):
        lines.append(letter_news(g, sender))
    lines.append(g.pick(("Please write back soon.", "I miss you. Please come and visit soon.",
                         "I hope to see you in the holidays.", "Write soon and tell me all your news.",
                         "Give my love to everyone.", "See you soon, I hope.", "I cannot wait to see you.",
                         "That is all my news for now.", "Say hello to the cat for me.",
                         "I must stop now because it is bedtime.")))
    lines.append(g.pick(("Love from", "Lots of love,", "Best wishes,", "With love from", "All my love,",
                         "Your friend,", "Love and hugs,")))
    lines.append(sender.name)
    if g.chance(0.5):
        lines.append(posting(g, sender, to))
    return "\n".join(lines)


def posting(g, who, to):
    """A short past-tense note about sending a letter and getting a reply."""
    out = [sent(g.pick(("When", "After")), who.name, "had finished writing,", who.subj,
                "folded the letter and put it in an envelope"),
           sent(who.subj, "wrote", to.name + "'s", "address on the front and stuck a stamp in the corner"),
           sent("Then", who.subj, g.pick(("walked to the post box and posted it",
                                          "posted it at the post office", "dropped it in the red post box")))]
    if g.chance(0.6):
        out.append(sent(g.pick(("A week later", "A few days later", "On Friday")) + ",",
                        "the postman brought a reply"))
        out.append(sent(who.subj, "was so", g.pick(("happy", "excited", "pleased")), "that", who.subj,
                        g.pick(("read it three times", "opened it straight away", "read it out to everyone"))))
    return para(out)
