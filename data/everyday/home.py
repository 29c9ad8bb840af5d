"""Home and meals: the daily routine from waking to bedtime, the rooms of a house, household things and what they are
for, chores, how-to steps, foods, the meals of a day, shopping, bedtime, and small home stories (a door, the fire,
the kettle, the phone); with the times and the breakfasts, lunches and dinners other builders borrow.
"""

import re
from corpus.tables import table

from .grammar import a, cap, conj, fill, I, ing, it, join, num, para, sent, they, WE, YOU
from .people import child, narrator, parent, relative, vary
from .tables import (ANIMAL, ANIMALS, CHORES, DAYS, EVENING, FEELING, FOODS, HOME_ACTIONS, HOWTOS, MORNING, ROOMS,
                     SUBJECTS, THINGS, TREATS)
from .animals import plural_noun
from .animal_stories import STORY_ADJ


TIMES = ("seven o'clock", "half past seven", "eight o'clock", "a quarter to eight", "six o'clock")
BREAKFASTS = table("everyday", "BREAKFASTS")
LUNCHES = table("everyday", "LUNCHES")
DINNERS = table("everyday", "DINNERS")


def routine_steps(g, who, steps, k, tense):
    chosen = sorted(g.sample(range(len(steps)), k))
    links = ("Then", "Next", "After that", "", "", "")
    out = []
    for i, idx in enumerate(chosen):
        link = "First," if i == 0 else g.pick(links)
        subj = who.subj if i else who.subj
        out.append(sent(link, subj, conj(steps[idx], tense, who)))
    return out


def doc_daily_routine(g):
    who = narrator(g)
    tense = "pres" if g.chance(0.5) else "past"
    if who is I:
        title = g.pick(("My day", "A day in my life", "My busy day") + (("Every day", "What I do every day")
                                                                        if tense == "pres" else ()))
    else:
        title = g.pick((f"{who.name}'s day", f"A busy day for {who.name}", "From morning to night"))
    when = "Every morning" if tense == "pres" else g.pick(("On Monday", "Yesterday", "Last Tuesday"))
    wake = sent(when + ",", who.name, conj("wake up", tense, who), "at", g.pick(TIMES))
    morning = [wake] + routine_steps(g, who, MORNING[1:], g.randint(3, 5), tense)
    morning.append(sent(who.subj, conj("have", tense, who), g.pick(BREAKFASTS), "for breakfast"))
    go = g.pick(("walk to school", "catch the bus to school", "ride {pos} bicycle to school",
                 "go to school in the car"))
    morning.append(sent("At half past eight,", who.subj, conj(go, tense, who)))
    day = [sent("At school,", who.subj, conj(g.pick(SUBJECTS)[1], tense, who), "and", conj(g.pick(SUBJECTS)[2],
                                                                                           tense, who)),
           sent("For lunch,", who.subj, conj("have", tense, who), g.pick(LUNCHES)),
           sent("When the bell", "rings" if tense == "pres" else "rang", "at",
                g.pick(("three o'clock,", "half past three,", "a quarter past three,")),
                who.subj, conj(g.pick(("go", "walk", "run", "hurry")), tense, who), "home")]
    evening = [sent(g.pick(("At home,", "Back at home,", "As soon as " + who.subj + " " +
                            conj("get in", tense, who) + ",")), who.subj, conj(g.pick(EVENING[1:3]), tense, who))]
    evening += [sent(g.pick(("Then", "Next", "After that,")), who.subj, conj(s, tense, who))
                for s in sorted(g.sample(EVENING[2:6], 2), key=EVENING.index)]
    evening.append(sent(g.pick(("For dinner", "At six o'clock")), "there", "is" if tense == "pres" else "was",
                        g.pick(DINNERS)))
    evening += [sent(g.pick(("After dinner", "Then", "Later")), who.subj, conj(s, tense, who))
                for s in sorted(g.sample(EVENING[7:], 2), key=EVENING.index)]
    bed = g.pick(("eight o'clock", "half past eight", "nine o'clock"))
    evening.append(sent("At", bed + ",", who.subj, conj("go to bed", tense, who)))
    tired = "so tired that" if g.chance(0.6) else "very tired, and"
    evening.append(sent(who.subj, conj("be", tense, who), tired, who.subj,
                        conj(g.pick(("fall asleep straight away", "fall asleep in five minutes",
                                     "fall asleep before the end of the story")), tense, who)))
    return "\n".join([title, para(morning), para(day), para(evening)])


def doc_house(g):
    who = I if g.chance(0.6) else child(g)
    lines = [g.pick(("My house", "Our home", "Rooms in a house", "A tour of our house", "Where I live"))]
    rooms = g.sample(ROOMS, g.randint(4, 6))
    home = g.pick(("a small house", "a flat above a shop", "a cottage near the park", "a house on a hill",
                   "a big old house"))
    lines.append(para([sent(who.name, conj("live", "pres", who), "in", home, "with",
                            who.pos, g.pick(("family", "mum and dad", "gran and my little brother"
                                                                         if who is I else "family")))]))
    for room in rooms:
        out = [g.pick((sent("In the", room.name, "there", "is", join(g.sample(room.sights, 3))),
                       sent("The", room.name, "has", join(g.sample(room.sights, 3)))))]
        acts = g.sample(room.does, 2)
        we = WE if who is I else they("x")
        out.append(sent(g.pick(("This is where", "Here")), we.subj, conj(acts[0], "pres", we), "and",
                        conj(acts[1], "pres", we)))
        things = [t for t in THINGS if t.room == room.name]
        if things:
            t = g.pick(things)
            out.append(g.pick((sent("We use the", t.name, "to", fill(t.use, WE)),
                               sent(a(t.name), "is for", ing(t.use.split()[0]) + (" " + fill(" ".join(
                                   t.use.split()[1:]), WE) if " " in t.use else "")),
                               sent("There is", a(t.name), "for", conj(t.use, "ing", WE)))))
            out.append(vary(g, t.more, 0.5))
        lines.append(para(out))
    lines.append(g.pick(("I love my home." if who is I else "It is a happy home.",
                         "My favourite room is the " + rooms[0].name + "." if who is I else
                         who.pos.capitalize() + " favourite room is the " + rooms[0].name + ".",
                         "Home is the best place in the world.", "There is no place like home.",
                         "It is not a big house, but it is cosy.", "We are very happy here.")))
    return "\n".join(lines)


def doc_things(g):
    """What do we use it for? A teaching list of household things."""
    lines = [g.pick(("Things in our house", "What is it for?", "Useful things", "Things we use every day"))]
    for t in g.sample(THINGS, g.randint(6, 9)):
        use = fill(t.use, WE)
        lines.append(g.pick((
            f"What is {a(t.name)} for? We use {a(t.name)} to {use}.",
            f"We need {a(t.name)} to {use}. {vary(g, t.more, 0.5)}",
            f"We use the {t.name} to {use}. " + g.pick((f"You will find it in the {t.room}.",
                                                      f"It lives in the {t.room}.", f"Ours is in the {t.room}.",
                                                      f"Most houses keep one in the {t.room}.")),
            f"You can find {a(t.name)} in the {t.room}. {vary(g, t.more, 0.5)}",
            f"If you want to {fill(t.use, YOU)}, you need {a(t.name)}.",
        )))
    return "\n".join(lines)


THANKS = table("everyday", "THANKS")


def doc_chores(g):
    who = narrator(g)
    grown = parent(g)
    tense = g.pick(("pres", "past"))
    lines = [g.pick(("Helping at home", "Saturday jobs", "Jobs around the house", "A busy morning"))]
    when = "Every Saturday" if tense == "pres" else "Last Saturday"
    p1 = [sent(when + ",", who.name, conj("help", tense, who), grown.name, "with the jobs around the house")]
    jobs = g.sample(CHORES, g.randint(4, 6))
    for i, c in enumerate(jobs):
        link = "First," if i == 0 else ("Last of all," if i == len(jobs) - 1
                                        else g.pick(("Then", "Next", "After that,", "")))
        p1.append(sent(link, who.subj, conj(c, tense, who)))
    p2 = [sent(grown.name, conj("do", tense, grown), "the", g.pick(("ironing", "shopping", "cooking", "gardening")))]
    p2.append(sent("When all the work", conj("be", tense, it("x")), "done,", grown.name, conj("say", tense, grown),
                   'to ' + ("me" if who is I else who.obj) + ', "' + g.pick(THANKS) + '"'))
    treat = g.pick(TREATS)
    p2.append(sent("Then", who.subj, "and", grown.name, conj(treat, tense, they("x"))) if who is not I else
              sent("Then", grown.name, "and I", conj(treat, tense, WE)))
    return "\n".join([lines[0], para(p1), para(p2)])


def doc_howto(g):
    h = g.deal("howto", HOWTOS)
    lines = [g.pick((f"How to {h.title}", f"How do you {h.title}?", f"Let's {h.title}"))]
    lines.append(g.pick(("You will need:", "What you need:", "You need:")) + " " + join(h.need) + ".")
    numbered = g.chance(0.5)
    for i, st in enumerate(h.steps, 1):
        lines.append(f"{i}. {st}." if numbered else f"{g.pick(('', 'Then', 'Next,')) if i > 1 else 'First,'} "
                     f"{st[0].lower() + st[1:] if i > 1 or True else st}.".strip())
    lines.append(h.tip)
    if g.chance(0.5):
        who = narrator(g)
        lines.append(para([sent(g.pick(("Yesterday", "Last week", "This morning")) + ",", who.name, "learned how to",
                                h.title.replace("your", who.pos)),
                           sent(who.subj, conj("be", "past", who), "very proud")]))
    return "\n".join(x[0].upper() + x[1:] for x in lines)


def food_fact(g, f):
    w = it(cap(f.plural)) if f.mass else they(cap(f.plural))
    how = g.pick(f.how)
    ref = "it" if "them" not in how else "them"
    name = f.name if f.mass else (f.plural if ref == "them" else a(f.name))
    return g.pick((
        sent(w.name, conj(f.origin, "pres", w)),
        sent(w.name, conj("be", "pres", w), join(g.sample(f.tastes, 2))),
        sent("You can", re.sub(r"\b" + ref + r"\b", name, how, count=1)),
        sent("Many people have", f.plural if not f.mass else f.name, "for", f.meal),
        sent(w.name, conj("be", "pres", w), f.group if f.group in ("food", "fruit") else
             (a(f.group) if f.mass else plural_noun(f.group))),
    ))


def doc_food(g):
    lines = [g.pick(("Food we eat", "Good things to eat", "What is for dinner?", "Food facts", "In the kitchen"))]
    for f in g.sample(FOODS, g.randint(4, 6)):
        facts = list(dict.fromkeys(food_fact(g, f) for _ in range(4)))
        lines.append(" ".join(facts[:3]))
    who = narrator(g)
    f = g.pick(FOODS)
    lines.append(para([sent(g.pick(("Yesterday", "On Sunday", "Last night")) + ",", who.name, "was very hungry"),
                       sent(who.subj, "was so hungry that", who.subj, conj(g.pick(FEELING["hungry"].results),
                                                                           "past", who))]))
    return "\n".join(lines)


def doc_meals(g):
    who = narrator(g)
    grown = parent(g)
    t = "pres" if g.chance(0.5) else "past"
    when = ("Every day" if t == "pres" else "Yesterday")
    lines = [g.pick(("Breakfast, lunch and dinner", "Mealtimes", "What we ate", "Three meals a day"))]
    p1 = [sent(when + ",", who.name, conj("have", t, who), "three meals"),
          sent("For breakfast,", who.subj, conj("have", t, who), g.pick(BREAKFASTS)),
          sent(who.subj, conj("drink", t, who), g.pick(("a glass of milk", "a cup of tea", "some orange juice")))]
    p2 = [sent(g.pick(("At one o'clock,", "By lunchtime,", "At midday,", "Later,")), who.subj, conj("be", t, who),
               g.pick(("hungry again", "ready for lunch", "starving"))),
          sent("For lunch,", who.subj, conj("eat", t, who), g.pick(LUNCHES))]
    if g.chance(0.5):
        p2.append(sent("In the afternoon,", who.subj, conj("have", t, who), "a slice of cake and a cup of tea"))
    cook = g.pick(("cook", "make"))
    p3 = [sent("In the evening,", grown.name, conj(cook, t, grown), g.pick(DINNERS), "for dinner"),
          sent(who.name, conj("help", t, who), g.pick(("to set the table", "to peel the potatoes",
                                                       "to stir the pot", "to wash the vegetables")))]
    p3.append(sent(g.pick(("After dinner,", "When the meal was over," if t == "past" else "After the meal,",
                           "Afterwards,")), who.subj, conj(g.pick(("do the washing up", "dry the dishes",
                                                                  "clear the table", "wipe the table")), t, who)))
    if g.chance(0.5):
        p3.append(sent("Then", who.subj, conj(g.pick(("feel", "be")), t, who), "full and sleepy"))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


SHOPS = table("everyday", "SHOPS")


def doc_shopping(g):
    who = narrator(g)
    grown = parent(g)
    shop, goods = g.pick(SHOPS)
    items = g.sample(goods, min(len(goods), g.randint(2, 4)))
    lines = [g.pick(("Going shopping", "The shopping list", "At the shops", f"A trip to {shop}"))]
    with_ = f"{grown.name} and I" if who is I else f"{who.name} and {grown.name}"
    p1 = [sent("On", g.pick(DAYS) + ",", with_, "went to", shop),
          sent(grown.name, "had a shopping list"), sent("It said:", join(items))]
    p2 = [sent(who.subj if who is not I else "I", "put", items[0], "in the basket")]
    if len(items) > 1:
        p2.append(sent("Then", who.subj if who is not I else "I", "found", items[1]))
    cost = g.randint(2, 12)
    p2.append(sent("At the till, the shopkeeper said, \"That will be", num(cost), "pounds, please.\""))
    p2.append(g.pick((sent(grown.name, "paid for the shopping and the shopkeeper gave", grown.obj, "the change"),
                      sent(grown.name, "paid with a note and put the change in", grown.pos, "purse"),
                      sent(grown.name, "counted out the money and paid"),
                      sent(grown.name, "paid, and the shopkeeper put everything in a bag"))))
    p3 = [sent(g.pick(("On the way home,", "After that,", "Outside the shop,")), who.subj,
               g.pick(("carried the bag", "held the bag", "carried the shopping", "helped to carry the bags"))),
          sent(g.pick(("It was heavy", "It was not very heavy", "The bag was full", "It was a long walk home",
                       "The sun was shining", "It started to rain"))),
          sent("When they got home," if who is not I else "When we got home,", who.subj if who is not I else "I",
               g.pick(("helped to put away the shopping", "put the milk in the fridge",
                       "put the bread in the bread bin", "put everything away in the cupboards")))]
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


BED_JOBS = table("everyday", "BED_JOBS")


def doc_bedtime(g):
    who = narrator(g)
    grown = parent(g)
    lines = [g.pick(("Bedtime", "Time for bed", "Goodnight", "A quiet night", "Under the stars"))]
    p1 = [sent("At", g.pick(("seven o'clock", "half past seven", "eight o'clock", "a quarter to eight",
                             "half past eight")) + ",", grown.name,
               g.pick(("said,", "called,", "called up the stairs,")),
               g.pick(('"It is time for bed."', '"Bedtime!"', '"Off to bed now."', '"Time to go up."',
                       '"Come on, sleepy head. Bedtime."'))),
          sent(who.name, conj(g.pick(("put on {pos} pyjamas", "have a warm bath", "get washed",
                                      "put on {pos} nightclothes", "have a quick shower", "go upstairs")),
                              "past", who), g.pick(("", "", "straight away", "without any fuss", "slowly"))),
          sent(who.subj, join(conj(x, "past", who) for x in g.sample(BED_JOBS, 2)))]
    if g.chance(0.5):
        p1.append(sent(g.pick(("Before bed,", "For a while,", "Then", "First,")), who.subj,
                       g.pick(("looked out of the window and watched the stars", "stood at the window",
                               "peeped out between the curtains", "looked up at the night sky"))))
        p1.append(g.pick(("The moon was big and round.", "The sky was dark and clear.",
                          "A few clouds drifted across the moon.", "A thin new moon hung over the roofs.",
                          "The stars twinkled over the hills.", "It was raining softly.",
                          "The street lamps glowed orange.")))
    p2 = [sent(grown.name, "read", who.obj, "a story about", a(g.pick(STORY_ADJ)), g.pick(ANIMALS).name)]
    night = [ANIMAL[n] for n in g.sample(("owl", "fox", "bat", "hedgehog"), 2)]
    for an in night:
        p2.append(g.pick((sent("Outside, an" if an.name[0] in "aeiou" else "Outside, a", an.name,
                               conj(an.sounds[0], "past", it("x"))) if an.sounds else
                          sent("Outside, a", an.name, "was looking for", an.food[0]),
                          sent(g.pick(("In the garden,", "Under the hedge,", "Down by the shed,",
                                       "Somewhere outside,")),
                               a(an.name), g.pick(("was looking for", "was hunting for", "was sniffing out")),
                               join(g.sample(an.food, 2))))))
    p2.append(g.pick(("Owls hunt at night, while children sleep.", "Night animals were waking up.",
                      "An owl called from the big oak tree.",
                      "Out in the dark, the owls were hunting.", "A moth fluttered at the window.",
                      "Far away, a dog barked.", "The wind sighed in the trees.",
                      "The house was quiet and warm.")))
    p3 = [sent(grown.name, g.pick(("turned off the light", "switched off the lamp", "kissed " + who.obj +
                                   " goodnight", "tucked " + who.obj + " in")), "and said,",
               g.pick(('"Goodnight. Sleep tight."', '"Sweet dreams."', '"Night night. See you in the morning."',
                       '"Goodnight, love."', '"Time to sleep now."')))]
    p3.append(sent(who.name, conj("be", "past", who), "so", g.pick(("tired", "sleepy")), "that", who.subj,
                   g.pick(("fell asleep straight away", "fell asleep in a few minutes",
                           "fell asleep before the end of the story"))))
    p3.append(g.pick((sent(who.subj, "slept until morning"), sent(who.subj, "dreamed about",
                                                                 g.pick(("the sea", "flying", "a big cake",
                                                                         "a little fox", "snow"))),
                      sent("When", who.subj, "woke up, the sun was shining"))))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])


def doc_home_story(g):
    """A short story built from everyday home actions: door, fire, kettle, phone."""
    who = narrator(g)
    guest = relative(g) if g.chance(0.6) else child(g)
    w = g.pick(("cold", "wet", "windy", "dark"))
    lines = [g.pick(("A visitor", "A knock at the door", "A cosy evening", "Who is at the door?"))]
    company = g.pick(("cat", "dog", "little brother", "big sister", "books", "jigsaw puzzle", "knitting"))
    p1 = [sent("It was a", w, g.pick(DAYS), "evening"), sent(who.name, "was at home with", who.pos, company)]
    act, after = g.pick(tuple(x for x in HOME_ACTIONS if x[0] in ("light the fire", "draw the curtains",
                                                                   "switch on the light", "switch on the lamp",
                                                                   "put the kettle on")))
    p1.append(sent(who.subj, conj(act, "past", who)))
    p1.append(fill(after, who))
    p2 = [g.pick(("Suddenly, someone knocked on the door.", "Then there was a knock at the door.",
                  "All at once, the doorbell rang.", "Just then, someone rang the bell.",
                  "Ding dong! It was the doorbell.", "There was a loud knock.", "Somebody tapped on the window.",
                  "Knock, knock! Somebody was at the door.")),
          sent(who.subj, g.pick(("went to the hall and opened the door", "ran to open the door",
                                 "opened the door", "opened the front door", "hurried to the door and opened it")))]
    p2.append(sent("It was", guest.name + "!", cap(guest.subj), "was", g.pick(("cold and wet", "very cold",
                                                                              "tired after a long walk",
                                                                              "wet through", "out of breath",
                                                                              "carrying a big basket",
                                                                              "smiling from ear to ear"))))
    welcome = g.pick(('"Come in," {s}. "Come and sit by the fire."', '"Come in," {s}. "Sit down and get warm."',
                      '"Hello!" {s}. "Come in out of the cold."',
                      '"Oh, hello!" {s}. "Take off your wet coat."', '"Look who it is!" {s}.',
                      '"Welcome!" {s}. "Come in and sit down."',
                      '"What a surprise!" {s}. "Come in and get warm."', '"Come in, come in," {s}.'))
    p2.append(welcome.format(s="I said" if who is I else "said " + who.name))
    p2.append(sent(who.subj, "closed the door and hung up", guest.pos, "coat"))
    p3 = [sent(who.subj, g.pick(("put the kettle on and made a pot of tea", "made two mugs of hot chocolate",
                                 "warmed up some soup", "made a cup of tea", "put some bread under the grill",
                                 "boiled the kettle", "cut two slices of cake")))]
    p3.append(sent("They" if who is not I else "We", "ate", g.pick(("bread and butter", "slices of cake",
                                                                   "hot buttered toast", "biscuits")),
                   g.pick(("and talked for a long time", "and chatted", "by the fire", "and laughed a lot",
                           "and talked about old times"))))
    if g.chance(0.5):
        caller, pron = g.pick((("mum", "she"), ("dad", "he")))
        p3.append(sent("Then the phone rang, and", who.subj, g.pick(("answered the phone", "picked it up",
                                                                      "ran to answer it")) + ". It was", who.pos,
                       caller, "saying that", pron, "would be home late"))
    p3.append(sent("Later,", guest.name, conj("be", "past", guest), "so tired that", guest.subj,
                   "fell asleep in the armchair by the fire"))
    return "\n".join([lines[0], para(p1), para(p2), para(p3)])
