"""School and work: facts about jobs in several frames, pages of jobs (including "when I grow up"), a day in the life
of someone at work, and a day at school.
"""

from .grammar import a, cap, conj, fill, he, I, it, join, num, para, sent, she, they, WE
from .people import adult, child, narrator, SURNAMES, two_children
from .tables import DAYS, JOBS, SUBJECTS
from .home import BREAKFASTS


def job_sentences(g, job, k):
    """k facts about a job, each in a different frame."""
    w = g.pick((it(cap(a(job.name))), they(cap(job.plural))))
    d = g.shuffled(job.duties)
    duty, w2 = d[0], w
    return g.sample((
        sent(w.name, conj(duty, "pres", w2)),
        sent(w.name, conj("work", "pres", w2), job.place),
        sent(w.name, conj("use", "pres", w2), join(job.tools)),
        sent("Without", job.plural + ",", job.good),
        sent("The job of", a(job.name), "is to", d[-1]),
        sent(w.name, "is someone who", conj(d[1 % len(d)], "pres", it("x"))) if w.third else
        sent(job.plural, "are people who", d[1 % len(d)]),
    ), k)


def doc_jobs(g):
    lines = [g.pick(("People who help us", "Jobs people do", "What do they do?", "Grown-ups at work",
                     "When I grow up"))]
    grown_up = False
    for job in g.sample(JOBS, g.randint(4, 6)):
        style = g.randint(0, 1 if grown_up else 2)
        grown_up = grown_up or style == 2
        if style == 0:
            lines.append(f"What does {a(job.name)} do? " + " ".join(job_sentences(g, job, 3)))
        elif style == 1:
            w = she(cap(a(job.name)))
            lines.append(para([sent(a(job.name), conj(job.duties[0], "pres", it("x"))),
                               sent(g.pick(("He or she", "A " + job.name)), "works", job.place),
                               sent("Every day", job.plural, g.pick(job.duties[1:] or job.duties))]))
        else:
            kid = child(g)
            lines.append(para([f'"When I grow up, I want to be {a(job.name)}," said {kid.name}.',
                               f'"{cap(job.plural)} {g.pick(job.duties)}, and I would like to do that too."']))
    if lines[0] == "When I grow up":
        lines.append(g.pick(("What would you like to be when you grow up?", "What job would you like to do?",
                             "Which job would you choose?", "What do you want to be?")))
    return "\n".join(lines)


def doc_job_day(g):
    job = g.deal("job", JOBS)
    w = g.pick((he, she))(g.pick(("Mr ", "Mrs ")).strip() + " " + g.pick(SURNAMES))
    w = (he if w.name.startswith("Mr ") else she)(w.name)
    tense = g.pick(("pres", "past"))
    start = g.pick(("five o'clock", "six o'clock", "seven o'clock", "half past six"))
    lines = [g.pick((f"A day in the life of {a(job.name)}", f"{w.name} the {job.name}", f"{cap(a(job.name))}'s day"))]
    p1 = [sent(w.name, conj("be", tense, w), a(job.name)),
          sent(w.subj, conj("work", tense, w), job.place)]
    when = "Every morning" if tense == "pres" else "Yesterday"
    p1.append(sent(when + ",", w.subj, conj("get up", tense, w), "at", start))
    p1.append(sent(w.subj, conj("have", tense, w), g.pick(BREAKFASTS), "and", conj("put on", tense, w),
                   w.pos, g.pick(("coat", "uniform", "work clothes"))))
    p2 = [sent(g.pick(("First", "To begin with", "At work")) + ",", w.subj, conj(job.duties[0], tense, w))]
    for d in job.duties[1:]:
        p2.append(sent(g.pick(("Then", "Later", "After that", "")), w.subj, conj(d, tense, w)))
    p2.append(sent(w.subj, conj("use", tense, w), join(job.tools)))
    f = g.pick(("tired", "happy", "proud", "hungry"))
    p3 = [sent(g.pick(("In the evening,", "At five o'clock,", "When the work is done," if tense == "pres" else
                       "When the work was done,", "At the end of the day,", "Later,")), w.subj,
               conj(g.pick(("go home", "catch the bus home", "walk home", "drive home")), tense, w)),
          sent(w.subj, conj("be", tense, w), f)]
    if f == "tired":
        p3.append(sent(w.subj, conj("be", tense, w), "so tired that", w.subj, conj("fall asleep in {pos} chair",
                                                                                tense, w)))
    elif f == "hungry":
        p3.append(sent(w.subj, conj("eat", tense, w), "two bowls of soup"))
    p3.append(sent("Without", job.plural + ",", job.good))
    return "\n".join(lines + [para(p1), para(p2), para(p3)])


def doc_school(g):
    teacher = adult(g)
    kid = narrator(g)
    f1, f2 = two_children(g)
    subs = g.sample(SUBJECTS, 3)
    lines = [g.pick(("At school", "My school", "A day at school", "Our class", "School days"))]
    we = WE if kid is I else they("x")
    p1 = [sent(kid.name, conj("go", "pres", kid), "to", g.pick(("Hill Road", "Park Lane", "Church Street",
                                                           "Meadow")), "School"),
          sent("Our" if kid is I else kid.pos, "teacher is", teacher.name),
          sent(teacher.subj, "is", g.pick(("kind", "funny", "strict but fair", "very patient"))),
          sent("There are", num(g.randint(15, 20)) if g.chance(0.5) else str(g.randint(21, 30)),
               "pupils in the class")]
    p2 = [g.pick(("School starts at nine o'clock when the bell rings.", "The bell rings at nine o'clock.",
                  "The school gates open at half past eight.", "We line up in the playground at nine.",
                  f"Every morning, {teacher.name} calls the register.", "Lessons begin at nine.",
                  "In the morning, we hang our coats on our pegs." if kid is I else
                  "In the morning, the children hang their coats on their pegs."))]
    p2.append(sent("First", we.subj, "have", subs[0][0] + ".", cap(we.subj), fill(subs[0][1], we)))
    p2.append(sent("After that,", we.subj, "have", subs[1][0], "and", fill(subs[1][2], we)))
    p2.append(sent(g.pick(("At break time,", "At playtime,", "In the break,")), we.subj,
                   g.pick(("play", "like to play", "often play")), g.pick(("tag", "football", "skipping games",
                                                                          "hopscotch", "marbles", "catch")),
                   g.pick(("in the playground", "on the field", "with our friends" if kid is I else
                           "with their friends"))))
    p2.append(sent("After lunch,", we.subj, "have", subs[2][0] + ".", cap(we.subj), fill(subs[2][1], we)))
    p3 = [sent(kid.pos if kid is not I else "My", "best friends are", f1.name, "and", f2.name)]
    p3.append(sent(f1.name, "is good at", subs[0][0], "and", f2.name, "is good at", subs[1][0]))
    p3.append(sent(teacher.name, "gives", we.obj, "homework every", g.pick(DAYS[:5])))
    p3.append(sent(g.pick(("Yesterday", "Last week")), teacher.name, "said", f'"Well done!"', "to",
                   kid.name if kid is not I else "me", "because", kid.subj,
                   g.pick(("read a whole book", "got all my sums right" if kid is I else "got all the sums right",
                           "wrote a lovely story", "tidied the book corner"))))
    p3.append(sent(g.pick(("When the bell rings at half past three,", "At the end of the day,",
                           "At home time,", "At half past three,")), we.subj,
                   g.pick(("go home", "put on our coats and go home" if kid is I else "put on their coats and go home",
                           "say goodbye to " + teacher.name))))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])
