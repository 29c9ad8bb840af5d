"""Travel: a journey by train, bus, boat, car, bicycle and so on (setting off, the way, the place, the way home), and
facts about the ways of travelling.
"""

from corpus.tables import table

from .grammar import a, cap, conj, I, join, para, sent, they, WE
from .people import narrator, parent, vary, vpick
from .tables import TRANSPORTS


DESTINATIONS = table("everyday", "DESTINATIONS")


def doc_journey(g):
    t = g.pick(TRANSPORTS)
    who = narrator(g)
    grown = parent(g)
    dest = g.pick(DESTINATIONS)
    group = f"{grown.name} and I" if who is I else f"{who.name} and {grown.name}"
    we = WE if who is I else they("x")
    lines = [g.pick((f"A journey by {t.name}", f"Going to {dest}", "Our trip", f"On the {t.name}"))]
    p1 = [sent("Last", g.pick(("summer", "Saturday", "spring", "week")) + ",", group, "went to", dest, "by", t.name)]
    if t.name in ("train", "bus", "plane", "ferry", "boat"):
        p1.append(sent(we.subj, conj(g.pick(("go", "walk", "hurry")), "past", we), "to", t.stop,
                       g.pick(("early in the morning", "after breakfast", "at eight o'clock", "in good time"))))
        p1.append(sent(grown.name, "bought two tickets"))
        if g.chance(0.3):
            p1.append(sent("We" if who is I else "They", "nearly missed the", t.name + ", so", we.subj,
                           "had to run"))
    else:
        p1.append(sent(we.subj, "packed a bag with", join(g.sample(("sandwiches", "a map", "apples",
                                                                  "a flask of tea", "raincoats", "a camera",
                                                                  "some crisps"), 2))))
    p2 = [vpick(g, t.facts)]
    p2.append(sent("On the way,", who.subj, "looked out of the window and saw",
                   join(g.sample(("fields of sheep", "a river", "tall hills", "a windmill", "a castle",
                                  "cows in a meadow", "a little church", "the sea"), 3))))
    p2.append(sent("The journey took", g.pick(("two hours", "an hour", "all morning", "three hours"))))
    if g.chance(0.5):
        until = "until we arrived" if who is I else "until they arrived"
        p2.append(sent(who.subj, "was so tired that", who.subj, "fell asleep", g.pick(("for a while", until))))
    p3 = [sent("At", dest + ",", we.subj, g.pick(("had a picnic", "walked on the beach", "visited a museum",
                                                     "had tea and cake", "looked at the animals")))]
    back = t.name if t.name not in ("car", "bicycle") else "bus"
    p3.append(g.pick((sent("In the evening,", we.subj, "caught the", back, "home"),
                      sent("At", g.pick(("five", "six", "seven")), "o'clock,", we.subj, "set off for home"),
                      sent("Late in the afternoon,", we.subj, "went home by", t.name),
                      sent(we.subj, "got home just before dark"), sent(we.subj, "set off home as the sun went down"),
                      sent("it was dark when", we.subj, "got home"))))
    p3.append(g.pick(("It was a wonderful journey.", "I want to go again." if who is I else "It was a lovely day out.",
                      "What an adventure!", "Everyone was tired but happy.", "It was a day to remember.",
                      "Next time we will stay longer." if who is I else "They want to go back next year.")))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def doc_transport_facts(g):
    lines = [g.pick(("Ways to travel", "How do we get there?", "On the move", "Travelling"))]
    for t in g.sample(TRANSPORTS, g.randint(4, 6)):
        out = [vary(g, x) for x in g.sample(t.facts, min(2, len(t.facts)))]
        board = ("You get on", "You catch") + (("Passengers board",) if t.name != "bicycle" else ())
        out.append(g.pick((sent(g.pick(board), a(t.name), "at", t.stop)
                           if t.stop != "the front of the house" else sent(g.pick(("A car waits outside the house",
                                                                    "The car is parked in the drive",
                                                                    "You get into the car at home"))),
                           sent(cap(t.driver), g.pick(("is in charge of the", "looks after the", "drives the"))
                                if t.name != "plane" else "flies the", t.name))))
        lines.append(f"{cap(t.name)}: " + " ".join(out) if g.chance(0.5) else " ".join(out))
    who = narrator(g)
    t = g.pick(TRANSPORTS)
    lines.append(sent(who.name, "like" if who is I else "likes", "to", t.go, "best"))
    return "\n".join(lines)
