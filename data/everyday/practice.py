"""Language practice: short everyday conversations between two people (dinner, the weather, a feeling, a ticket, a pet,
a chore), and pages of simple sentences on one theme in the present and the past.
"""

from .grammar import a, cap, conj, fill, he, I, it, join, num, past, sent, she, WE, YOU
from .people import child, narrator, PET_NAMES, two_children
from .tables import (ANIMALS, animals_of, CHORES, EVENING, FEELINGS, FOODS, HOME_ACTIONS, JOBS, MORNING, TRANSPORTS,
                     TREATS, WEATHER)
from .animals import an_subject, body_act, FACTS
from .home import DINNERS, TIMES
from .school_work import job_sentences
from .travel import DESTINATIONS


def dialogue_lines(g, a_, b_):
    """A short everyday conversation between two people, as (speaker, line) pairs."""
    kind = g.randint(0, 5)
    if kind == 0:
        f = g.pick(FOODS)
        return [(a_, "I am hungry. What is for dinner?"), (b_, f"We are having {g.pick(DINNERS)}."),
                (a_, "Can I help?"), (b_, g.pick(("Yes, please set the table.", "You can peel the potatoes.",
                                                  "Please wash your hands first."))),
                (a_, "Can I have some " + (f.name if f.mass else f.plural) + " too?"),
                (b_, g.pick(("Yes, but only a little.", "After dinner.", "Of course you can.")))]
    if kind == 1:
        w = g.pick(WEATHER)
        return [(a_, "What is the weather like today?"), (b_, cap(w.now) + "."),
                (a_, "Should I take my coat?"), (b_, "Yes. And " + fill(g.pick(w.need), YOU) + "."),
                (a_, "All right. Goodbye!"), (b_, "Goodbye. See you later.")]
    if kind == 2:
        f = g.pick(FEELINGS)
        cause = g.pick(f.causes)
        return [(a_, "You look " + f.adj + ". What is the matter?" if f.adj in ("sad", "tired", "angry", "cold",
                                                                               "bored", "lonely", "afraid")
                 else "You look " + f.adj + ". What happened?"),
                (b_, sent("I", conj(cause, "past", I))),
                (a_, g.pick(("Oh dear.", "Really?", "I see.", "Oh!"))),
                (b_, sent("I am so", f.adj, "that I want to", fill(g.pick(f.results), I)
                          .replace("could not ", "not "))),
                (a_, g.pick(("I understand.", "Let us have a cup of tea.", "Come and sit down.")))]
    if kind == 3:
        t = g.pick(TRANSPORTS[:2])
        return [(a_, f"Excuse me, when does the next {t.name} leave?"),
                (b_, f"The next one leaves at {g.pick(TIMES)}."), (a_, "Can I buy a ticket here?"),
                (b_, "Yes. Where are you going?"), (a_, f"To {g.pick(DESTINATIONS)}, please."),
                (b_, f"That will be {num(g.randint(2, 9))} pounds."), (a_, "Here you are. Thank you.")]
    if kind == 4:
        an = g.pick(animals_of("pet"))
        pet = g.pick((he, she))(g.pick(PET_NAMES))
        return [(a_, f"Is that your {an.name}?"), (b_, f"Yes. {pet.name} is my {an.name}."),
                (a_, f"What does {pet.subj} eat?"), (b_, sent("I give", pet.obj, join(an.food[:2]))),
                (a_, "I would love to have a pet."),
                (b_, f"{cap(a(an.name))} is a good pet, but it needs a lot of care.")]
    act = g.pick(("wash your hands", "brush your teeth", "tidy your room", "do your homework", "make your bed"))
    verb, _, rest = act.partition(" ")
    done = "done" if verb == "do" else past(verb)
    return [(a_, f"Have you {done} {rest}?"),
            (b_, "Not yet."), (a_, f"Please {act} now."), (b_, "Do I have to?"),
            (a_, "Yes, you do. Then you can " + g.pick(TREATS) + "."), (b_, "All right!")]


def doc_dialogue(g):
    n = g.randint(2, 3)
    lines = [g.pick(("Conversations", "Talking", "Everyday English: speaking", "Little dialogues"))]
    for _ in range(n):
        a_, b_ = two_children(g) if g.chance(0.5) else (g.pick(("Mum", "Dad", "Gran")), child(g))
        a_name = a_ if isinstance(a_, str) else a_.name
        for spk, text in dialogue_lines(g, a_name, b_.name):
            lines.append(f"{spk}: {text}")
    return "\n".join(lines)


def doc_simple_sentences(g):
    """A language-learning page: short true sentences on one theme, present and past."""
    theme = g.randint(0, 3)
    lines = [g.pick(("Simple sentences", "Read and learn", "English practice", "Short sentences"))]
    if theme == 0:
        for an in g.sample(ANIMALS, g.randint(6, 9)):
            lines.append(g.pick(FACTS)(g, an, an_subject(g, an)))
            w = it("The " + an.name)
            lines.append(sent(g.pick(("Yesterday,", "This morning,", "Then", "")), w.name.lower(),
                              conj(body_act(g, an), "past", w)))
    elif theme == 1:
        for _ in range(g.randint(8, 12)):
            who = g.pick((narrator(g), WE, narrator(g)))
            act, after = g.pick(HOME_ACTIONS)
            lines.append(sent(who.name, conj(act, "past", who)) + " " + fill(after, who))
        lines = list(dict.fromkeys(lines))
    elif theme == 2:
        for _ in range(g.randint(8, 12)):
            who = narrator(g)
            c = g.pick(CHORES + MORNING + EVENING)
            t = g.pick(("pres", "past"))
            when = g.pick(("every day", "every morning", "on Saturdays")) if t == "pres" else g.pick(
                ("yesterday", "last night", "this morning"))
            lines.append(sent(who.name, conj(c, t, who), when))
    else:
        for job in g.sample(JOBS, g.randint(5, 8)):
            lines.append(" ".join(job_sentences(g, job, 2)))
    return "\n".join(lines)
