"""Health and feelings: a sick day (the cause, the doctor, the cure, getting better), a dialogue at the doctor's,
scenes of what happened, how someone felt and what they did, and a short lesson on feeling words and the "so ...
that ..." pattern.
"""

from corpus.tables import table

from .grammar import cap, conj, fill, he, I, para, sent, she, they, WE, YOU
from .people import adult, child, narrator, parent, SURNAMES
from .tables import AILMENT_DECK, DAYS, FEELINGS


EXAM = table("everyday", "EXAM")


def doc_sick_day(g):
    who = narrator(g)
    ail = g.pick(AILMENT_DECK)
    doc = g.pick((he("Dr " + g.pick(SURNAMES)), she("Dr " + g.pick(SURNAMES))))
    grown = parent(g)
    title = g.pick((f"{cap(ail.name)}", "A day in bed", "Feeling poorly", "A visit to the doctor"))
    start = [sent(g.pick(("On", "Last")), g.pick(DAYS[:5]) + ",", who.name, conj(g.pick(ail.cause), "past", who))]
    start.append(sent("The next morning,", who.subj, conj("have", "past", who), ail.name))
    quote = g.pick(ail.feels)
    speaker = "I" if who is I else who.name
    start.append(f'"{quote[:-1]}," {speaker} told {grown.name}.' if g.chance(0.5)
                 else (f'"I have {ail.name}," I said.' if who is I else f'"I have {ail.name}," said {speaker}.'))
    told = "told " + ("me" if who is I else who.obj) + " that"
    start.append(sent(grown.name, g.pick(("said", "decided that", told)),
                      who.subj, g.pick(("could not go to school", "had to stay at home", "should stay in bed",
                                        "must stay off school"))))
    visit = [sent(grown.name, "took", who.obj, "to see", doc.name)]
    verb, part = EXAM.get(ail.name, ("looked at", "throat"))
    visit.append(sent(doc.name, verb, who.pos, part))
    cures = g.sample(ail.cure, min(2, len(ail.cure)))
    visit.append(f'"You have {ail.name}," said {doc.name}. "You must {fill(cures[0], YOU)}'
                 + (f' and {fill(cures[1], YOU)}."' if len(cures) > 1 else '."'))
    end = [sent("So", who.subj, conj(cures[0], "past", who))]
    rest = [x for x in ("stayed in bed and read", "lay on the sofa under a blanket", "slept most of the afternoon",
                        "read comics all afternoon") if x.split()[-1] not in cures[0] and "bed" not in cures[0]]
    end.append(sent(who.subj, g.pick(rest or ["read comics all afternoon"])))
    end.append(sent(grown.name, "brought", who.obj, g.pick(("a bowl of hot soup", "a cup of warm milk",
                                                           "some toast and honey", "a glass of water"))))
    end.append(sent(g.pick(("A few days later", "Soon", "By the end of the week", "After three days",
                            "On Friday")) + ",", who.subj,
                    conj(g.pick(("feel", "be")), "past", who), g.pick(("much better", "well again", "better",
                                                                      "back to normal"))))
    return "\n".join([title, para(start), para(visit), para(end)])


def doc_doctor_dialogue(g):
    pat = child(g) if g.chance(0.5) else adult(g)
    ail = g.pick(AILMENT_DECK)
    doc = g.pick(("Doctor", "Nurse", "Dr " + g.pick(SURNAMES)))
    p = pat.name
    how_long = g.pick(("since yesterday", "for two days", "since this morning", "for three days"))
    lines = [g.pick(("At the doctor's", "Seeing the doctor", "In the surgery"))]
    lines += [f'{doc}: Good morning. What is the matter?', f'{p}: I have {ail.name}.',
              f'{doc}: ' + g.pick(("Oh dear. How long have you had it?", "I see. When did it start?",
                                "How long has it been like this?", "Oh dear. Since when?",
                                "When did you first notice it?", "And when did this begin?")),
              f'{p}: {cap(how_long)}.',
              f'{doc}: How does it feel?', f'{p}: {" ".join(g.sample(ail.feels, min(2, len(ail.feels))))}',
              f'{doc}: Did anything happen?',
              f'{p}: {sent("I", conj(g.pick(ail.cause), "past", I))}']
    cures = g.sample(ail.cure, min(2, len(ail.cure)))
    lines.append(f'{doc}: I see. You need to {fill(cures[0], YOU)}.'
                 + (f' You should also {fill(cures[1], YOU)}.' if len(cures) > 1 else ''))
    if g.chance(0.5):
        lines.append(f"{p}: Will I get better soon?")
        lines.append(f"{doc}: " + g.pick(("Yes, you will feel better in a few days.",
                                          "Yes. Rest, and you will soon be well.", "I am sure you will.",
                                          "Yes, if you do as I say.")))
    else:
        lines.append(f"{p}: " + g.pick(("Thank you.", "Thank you very much.")))
        lines.append(f"{doc}: " + g.pick(("You are welcome. Come back next week if you are not better.",
                                          "You are welcome. Goodbye.", "Not at all. Get well soon.",
                                          "You are welcome. Come and see me again on Friday.",
                                          "That is all right. Look after yourself.")))
    return "\n".join(lines)


def feeling_scene(g, who, f, named=True):
    """Three or four sentences: what happened, how they felt, what they did."""
    subject = who.name if named else who.subj
    out = [sent(g.pick(("One day,", "Once,", "Last week,", "Yesterday,", "", "")),
                subject, conj(g.pick(f.causes), "past", who))]
    r = g.randint(0, 3)
    if r == 0:
        out.append(sent(who.subj, conj("be", "past", who), "so", f.adj, "that", who.subj,
                        conj(g.pick(f.results), "past", who)))
    elif r == 1:
        out.append(sent(who.subj, conj("feel", "past", who), "very", f.adj))
        out.append(sent(who.subj, conj(g.pick(f.signs), "past", who), "and", conj(g.pick(f.results), "past", who)))
    elif r == 2:
        out.append(sent(who.subj, conj("be", "past", who), f.adj + ", so", who.subj,
                        conj(g.pick(f.results), "past", who)))
    else:
        out.append(sent(who.subj, conj("be", "past", who), "too", f.adj, "to think about anything else"))
        out.append(sent("In the end,", who.subj, conj(g.pick(f.results), "past", who)))
    return out


def doc_feelings(g):
    lines = [g.pick(("Feelings", "How do you feel?", "Happy, sad and tired", "All kinds of feelings",
                     "Why did they feel like that?", "Feeling better", "Faces and feelings",
                     "What makes us happy or sad?"))]
    for f in g.sample(FEELINGS, g.randint(3, 5)):
        who = narrator(g) if g.chance(0.7) else g.pick((WE, they(g.pick(("The children", "The twins",
                                                                             "Mum and Dad")))))
        lines.append(para(feeling_scene(g, who, f)))
    lines.append(g.pick(("Everybody has feelings. It is good to talk about them.",
                         "How do you feel today?", "We all feel like this sometimes.",
                         "When you feel sad, it helps to talk to someone.", "Feelings come and go.",
                         "Have you ever felt like that?", "It is all right to feel sad sometimes.",
                         "Can you remember a time when you felt like this?", "Tell a friend how you feel.",
                         "Nobody is happy all the time.")))
    return "\n".join(lines)


def doc_feeling_words(g):
    """A short lesson on the 'so ... that ...' pattern and on feeling words."""
    lines = [g.pick(("Using so and that", "Feeling words", "Say how you feel", "Learning English: feelings"))]
    lines.append(g.pick(("We can say how strong a feeling is with so ... that.",
                         "Here are some sentences about feelings.", "Read these sentences about feelings.",
                         "Read each sentence aloud.", "Which feeling do you know best?", "Look at these examples.",
                         "Copy these sentences into your book.", "")))
    for _ in range(g.randint(6, 9)):
        f = g.pick(FEELINGS)
        who = g.pick((narrator(g), WE, narrator(g)))
        t = g.pick(("past", "past", "pres"))
        if t == "pres":
            lines.append(sent(who.name, conj("be", "pres", who), f.adj, "when", who.subj,
                              conj(g.pick(f.causes), "pres", who)))
        else:
            lines.append(sent(who.name, conj("be", "past", who), "so", f.adj, "that", who.subj,
                              conj(g.pick(f.results), "past", who)))
    return "\n".join(lines)
