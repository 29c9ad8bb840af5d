"""Documents from the hand-written collocations by theme (tables.THEMES): a doer for a theme, sentence frames for the
past, habits, -ing, plans, requests and one-off events, and the theme story, practice page and dialogue built from
them.
"""

from .grammar import cap, conj, fill, he, I, neg, para, past, sent, she, WE, YOU
from .people import adult, child, narrator, parent, relative, two_children, vpick
from .tables import HABIT, LATER, PAST_WHEN, THEME_LATER, THEME_WHEN, THEMES
from .animal_stories import ENDINGS


def theme_who(g, code):
    """A doer for a theme: 'kid' (I or a child), 'child', 'parent', 'we', 'adult', 'relative' or 'Name:he'."""
    makers = {"kid": narrator, "child": child, "parent": parent, "adult": adult, "relative": relative}
    if code in makers:
        return makers[code](g)
    if code == "we":
        return WE
    name, _, pron = code.partition(":")
    return (he if pron == "he" else she)(name)


def be_word(who, tense="pres"):
    return who.be_pres if tense == "pres" else who.be_past


def act_past(g, who, vp, times=PAST_WHEN):
    """A past sentence with a time word: 'Last night, Tom made the bed.'"""
    when = g.pick(times)
    body = conj(vp, "past", who)
    r = g.randint(0, 4)
    if r == 0:
        return sent(cap(when) + ",", who.name, body)
    if r == 1:
        return sent(who.name, body, when)
    if r == 2 and not vp.startswith("be "):
        verb, _, rest = vp.partition(" ")
        return "Who " + past(verb) + (" " + fill(rest, who) if rest else "") + "? " + sent(who.name, "did")
    if r == 3:
        return sent(g.pick(("Once,", "One day,", "On Monday,")), who.name, body)
    return sent(g.pick(("Then", "After that,", "Later,", "So")), who.name, body)


def act_pres(g, who, vp):
    """A habit: 'Tom makes his bed every morning.'"""
    body = conj(vp, "pres", who)
    r = g.randint(0, 3)
    if r == 0:
        return sent(who.name, body, g.pick(HABIT))
    if r == 1:
        return sent(cap(g.pick(HABIT)) + ",", who.name, body)
    if r == 2:
        return sent(who.name, g.pick(("always", "usually", "often", "sometimes")), body)
    return sent(who.name, conj("like", "pres", who), "to", fill(vp, who))


def act_ing(g, who, vp):
    """-ing frames: 'Tom is making the bed.', 'Tom likes making the bed.'"""
    v = conj(vp, "ing", who)
    r = g.randint(0, 5)
    if r == 0:
        return sent(g.pick(("Look! " + cap(who.name), "Right now, " + who.name, "At the moment, " + who.name,
                            who.name)), be_word(who), v)
    if r == 1:
        return sent(who.name, be_word(who, "past"), v, "when", g.pick(("the phone rang", "the doorbell rang",
                                                                      "it began to rain", "Gran arrived",
                                                                      "the clock struck six")))
    if r == 2:
        return sent(who.name, conj(g.pick(("like", "enjoy", "love")), "pres", who), v)
    if r == 3:
        return sent(who.name, neg("like", "pres", who), v)
    if r == 4:
        return sent(who.name, conj("be", "pres", who), "good at", v)
    return sent("After", v + ",", who.name, conj(g.pick(("have a rest", "have a drink", "sit down")), "past",
                                                 who))


def act_future(g, who, vp, times=LATER):
    """Plans: 'Tomorrow, Tom will make the bed.', 'Tom is going to ...'"""
    base = conj(vp, "base", who)
    later = g.pick(times)
    r = g.randint(0, 4)
    if r == 0:
        return sent(cap(later) + ",", who.name, "will", base)
    if r == 1:
        return sent(who.name, be_word(who), "going to", base, later)
    if r == 2:
        return sent(who.name, conj("want", "pres", who), "to", base, later)
    if r == 3:
        return sent(who.name, "will", base, "if", who.subj, conj("have", "pres", who), "time")
    if who is I:
        return sent("I hope I will", base, later)
    return sent("I think", who.name, "will", base, later)


def act_ask(g, who, vp):
    """Requests and duties: 'Mum asked Tom to make the bed.'"""
    grown = parent(g)
    r = g.randint(0, 5)
    if r == 0 and who is not I:
        return sent(grown.name, "asked", who.obj if who is WE else who.name, "to", fill(vp, who))
    if r == 1:
        return f'"Please {fill(vp, YOU)}," said {grown.name}.'
    if r == 2:
        return sent("Remember to", fill(vp, YOU))
    if r == 3:
        return sent(who.name, conj("have", "pres", who), "to", fill(vp, who), g.pick(HABIT))
    if r == 4:
        return sent(who.name, conj("forget", "past", who), "to", fill(vp, who))
    return sent(who.name, neg(vp, "past", who), g.pick(PAST_WHEN))


def act_event(g, who, vp, times=PAST_WHEN):
    """A one-off happening, past only."""
    r = g.randint(0, 3)
    if r == 0:
        return sent(cap(g.pick(times)) + ",", who.name, conj(vp, "past", who))
    if r == 1:
        return sent(g.pick(("Once,", "One day,", "Last year,", "Not long ago,")), who.name, conj(vp, "past", who))
    if r == 2:
        return sent(who.name, conj(vp, "past", who), g.pick(times))
    return sent("I remember the day", who.name, conj(vp, "past", who)) if who is not I else \
        sent("I will never forget the day I", conj(vp, "past", who))


ACT_FRAMES = (act_past, act_pres, act_ing, act_future, act_ask, act_past, act_pres)


def np_line(g, th, who):
    np_ = fill(g.pick(th.nps), who)
    return cap(g.pick(th.np_frames).format(np=np_, who=who.name, pos=who.pos))


def pick_act(g, th):
    """A routine act; the first dozen (the commonest phrases) come up more often."""
    return g.pick(th.acts[:12]) if g.chance(0.4) else g.pick(th.acts)


def theme_line(g, th, who):
    """Any one sentence of the theme, in a random frame."""
    times = THEME_WHEN.get(th.name, PAST_WHEN)
    if th.acts and g.chance(0.7):
        frame, vp = g.pick(ACT_FRAMES), pick_act(g, th)
        if frame is act_future:
            return frame(g, who, vp, THEME_LATER.get(th.name, LATER))
        return frame(g, who, vp, times) if frame is act_past else frame(g, who, vp)
    if th.events and g.chance(0.6):
        return act_event(g, who, g.pick(th.events), times)
    return np_line(g, th, who) if g.chance(0.5) else vpick(g, th.lines)


def past_chain(g, who, vps):
    """'First, Tom made the bed. Then he swept the floor. ...'"""
    out = []
    for i, vp in enumerate(vps):
        link = "First," if i == 0 else ("Last of all," if i == len(vps) - 1 and i > 2 else
                                        g.pick(("Then", "Next,", "After that,", "Later,", "")))
        out.append(sent(link, who.name if i == 0 else who.subj, conj(vp, "past", who)))
    return out


def doc_theme_story(g):
    """A little past narrative, a habit paragraph and a plan, all on one everyday theme."""
    th = g.deal("theme", THEMES)
    who = theme_who(g, g.pick(th.people))
    other = theme_who(g, g.pick(th.people))
    title = g.pick(th.titles)
    pool = th.acts or th.events
    picks = g.sample(pool, g.randint(4, 6))
    p1 = [sent(cap(g.pick(THEME_WHEN.get(th.name, PAST_WHEN))) + ",", who.name, conj(picks[0], "past", who))]
    p1 += past_chain(g, who, picks)[1:]
    if th.events and g.chance(0.7):
        p1.append(sent(g.pick(("Suddenly,", "Then, all at once,", "But then")), who.subj,
                       conj(g.pick(th.events), "past", who)))
    p1.append(np_line(g, th, who))
    p2 = [vpick(g, th.lines) for _ in range(2)]
    if th.acts:
        p2 += [act_pres(g, other, vp) for vp in g.sample(th.acts, 2)]
        p3 = [act_future(g, who, pick_act(g, th), THEME_LATER.get(th.name, LATER)),
              g.pick((act_ing, act_ask))(g, other, pick_act(g, th))]
    else:
        p2 += [act_event(g, other, vp, ("long ago", "one day", "once", "one winter", "one summer morning"))
               for vp in g.sample(th.events, 2)]
        p3 = [sent(who.name, conj(g.pick(th.events), "past", who)), g.pick(ENDINGS)]
    p2 = list(dict.fromkeys(p2))
    return "\n".join([title, para(p1), para(p2), para(p3)])


def doc_theme_practice(g):
    """An English practice page: many short sentences on one theme, different people and tenses."""
    th = g.deal("theme practice", THEMES)
    lines = [g.pick(("Everyday English: ", "Useful phrases: ", "Read and practise: ", "")) + g.pick(th.titles)]
    for _ in range(g.randint(9, 14)):
        lines.append(theme_line(g, th, theme_who(g, g.pick(th.people))))
    return "\n".join(dict.fromkeys(lines))


def doc_theme_dialogue(g):
    """Two people talk about what they did, do and will do."""
    th = g.deal("theme talk", tuple(t for t in THEMES if t.acts))
    a_, b_ = two_children(g) if g.chance(0.6) else (parent(g), child(g))
    done = g.sample(th.acts, 4)
    lines = [g.pick(("A chat", "Talking about the day", "What did you do?", "Questions and answers"))]
    when = g.pick(PAST_WHEN)
    lines.append(f"{a_.name}: What did you do {when}?")
    lines.append(f"{b_.name}: " + sent("I", conj(done[0], "past", I), "and then I", conj(done[1], "past", I)))
    lines.append(f"{a_.name}: " + g.pick(("Did you", "And did you")) + f" {fill(done[2], YOU)} too?")
    lines.append(f"{b_.name}: " + g.pick((f"Yes, I did. I {conj(done[2], 'past', I)} {g.pick(PAST_WHEN)}.",
                                          f"No, I did not. I will {fill(done[2], I)} {g.pick(LATER)}.")))
    lines.append(f"{a_.name}: Do you like {conj(done[3], 'ing', YOU)}?")
    lines.append(f"{b_.name}: " + g.pick((f"Yes, I love {conj(done[3], 'ing', I)}.",
                                          f"Not really. I would rather {fill(pick_act(g, th), I)}.",
                                          f"Yes. I {conj(done[3], 'pres', I)} {g.pick(HABIT)}.")))
    lines.append(f"{a_.name}: What are you going to do {g.pick(LATER)}?")
    lines.append(f"{b_.name}: I am going to {fill(pick_act(g, th), I)}. " + vpick(g, th.lines))
    if th.events and g.chance(0.6):
        lines.append(f"{a_.name}: " + sent("Guess what?", act_event(g, I, g.pick(th.events))))
        lines.append(f"{b_.name}: " + g.pick(("Oh no!", "Really?", "Oh dear!", "Wow!", "Never!")))
    return "\n".join(lines)
