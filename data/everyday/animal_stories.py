"""Stories with animals: fairy tales in which a young animal meets two friends and solves its problem, a visit to a
farm, a child's pet and what happened to it (lost, ill, or waiting at the door), and the animals that wake up at
night.
"""

from corpus.tables import table

from .grammar import a, cap, conj, fill, he, I, it, join, num, para, past, sent, she, they, third
from .people import narrator, parent, PET_NAMES, SURNAMES
from .tables import ANIMAL, ANIMALS, animals_of, DAYS
from .animals import an_subject, body_act, plural_home


STORY_ADJ = table("everyday", "STORY_ADJ")
ENDINGS = table("everyday", "ENDINGS")


def story_friend_line(g, hero, friend):
    """A friend animal appears, makes its sound, and says what it does."""
    f = friend
    out = [sent(g.pick(("Soon", "Before long", "Then", "After a while", "Next")),
                hero.subj, "met", a(f.name))]
    if f.sounds:
        out.append(sent("The", f.name, past(f.sounds[0]), g.pick(("", "loudly", "softly", "happily"))))
    habit = g.pick(f.habits)
    i_do = fill(habit, I)
    out.append(f'"Hello," said the {f.name}. "I {i_do}. I eat {join(f.food[:2])}. Who are you?"')
    return out


def doc_fairy_tale(g):
    an = g.deal("hero", tuple(x for x in ANIMALS if x.group in ("wild", "farm", "pet")
                               and x.name not in ("goldfish", "ant", "snail")))
    hero = g.pick((he, she))(g.pick(PET_NAMES))
    adj = g.pick(STORY_ADJ)
    open_ = g.pick(("Once upon a time, there was", "Once upon a time there lived", "Long ago, there was",
                    "Once upon a time, in a quiet wood, there lived"))
    first = [f"{open_} {a(adj)} {an.name} called {hero.name}.",
             sent(hero.subj, "lived in", an.home, "with", hero.pos, g.pick(("mother", "family", "grandmother")))]
    habit = g.pick(an.habits)
    first.append(sent(g.pick(("Every day", "Every night", "Like all", "Most of the time")).replace(
        "Like all", "Like all " + an.plural + ","), hero.subj, conj(habit, "past", hero)))
    if "night" in habit or "day" in habit:
        first[-1] = sent(hero.name, conj(habit, "past", hero), "like all", an.plural, "do")
    problem = g.randint(0, 3)
    mid = []
    if problem == 0:
        mid.append(sent("One day,", hero.name, "wandered too far from home and got lost"))
        mid.append(sent(hero.subj, "was so afraid that", hero.subj, g.pick(("began to cry", "sat down under a tree"))))
    elif problem == 1:
        mid.append(sent("One cold winter, there was no food left, and", hero.name, "was very hungry"))
        mid.append(sent(hero.subj, "set off to look for", g.pick(an.food)))
    elif problem == 2:
        mid.append(sent("One day,", hero.name, "felt lonely, so", hero.subj, "went to look for a friend"))
    else:
        mid.append(sent("One night,", hero.name, "could not sleep, so", hero.subj, "went for a walk"))
    friends = g.sample(tuple(x for x in ANIMALS if x.name != an.name and x.group != "sea"), 2)
    replies = g.sample(PROBLEM_REPLY[problem], len(friends))
    for f, reply in zip(friends, replies):
        mid += story_friend_line(g, hero, f)
        intro = g.pick((f'"I am {hero.name}, and I am {a(an.name)}," said {hero.name}.',
                        f'"My name is {hero.name}," said the {an.name}.',
                        f'"I am {hero.name} the {an.name}," said {hero.name}.'))
        mid.append(f'{intro} "{reply}"')
    names = hero.name + ("'" if hero.name.endswith("s") else "'s")
    end = [g.pick(PROBLEM_END[problem]).format(name=hero.name, names=names, subj=hero.subj, pos=hero.pos,
                                               f=friends[-1].name, food=g.pick(an.food),
                                               home=an.home), g.pick(ENDINGS)]
    return "\n".join([para(first), para(mid[:len(mid) // 2]), para(mid[len(mid) // 2:]), para(end)])


PROBLEM_REPLY = table("everyday", "PROBLEM_REPLY")
PROBLEM_END = table("everyday", "PROBLEM_END")


def doc_farm_visit(g):
    kid = narrator(g)
    grown = parent(g)
    farmer = g.pick((he("Mr " + g.pick(SURNAMES)), she("Mrs " + g.pick(SURNAMES))))
    day = g.pick(DAYS[5:] + ("a sunny morning", "the first day of the holidays"))
    on = "on"
    with_ = "Mum" if grown.name == "Mum" else "Dad"
    pos_parent = kid.pos + " " + with_.lower()
    lines = [g.pick(("A visit to the farm", "Our day at the farm", "On the farm", "The farm trip")),
             para([sent(on, day + ",", kid.name, "and", pos_parent, "went to visit a farm"),
                   sent("The farmer,", farmer.name + ",", "met", "us" if kid is I else "them", "at the gate"),
                   g.pick((f'"Welcome to the farm," {farmer.subj} said. "Come and meet the animals."',
                           f'"Hello, and welcome," {farmer.subj} said. "Mind the mud!"',
                           f'"Good morning," said {farmer.name}. "The animals are waiting for you."',
                           f'"Hello there," said {farmer.name}. "Put your boots on and follow me."',
                           f'"Come in," said {farmer.name}, and {farmer.subj} opened the big gate.',
                           f'{farmer.name} waved from the tractor and called, "Over here!"',
                           f'"You are just in time," said {farmer.name}. "It is feeding time."',
                           f'{cap(farmer.subj)} shook hands and said, "Let us go and see the animals."'))])]
    for an in g.sample(animals_of("farm"), g.randint(3, 5)):
        out = []
        place = {"a field": "In the field", "a pond": "On the pond", "a sty": "In the sty"}.get(
            an.home, "In " + an.home.replace("a ", "the ", 1))
        out.append(g.pick((sent(place + ",", "there were", g.pick(("", "some", "lots of", "a few")), an.plural),
                           sent(place + ",", "we" if kid is I else "they", "saw", num(g.randint(2, 9)), an.plural),
                           sent("Next", "we" if kid is I else "they", "went to see the", an.plural),
                           sent("The", an.plural, "were", place[0].lower() + place[1:]))))
        if an.sounds:
            out.append(g.pick((sent("They", past(g.pick(an.sounds)), g.pick(("when", "as")),
                                    "we" if kid is I else "the visitors", g.pick(("came near", "walked past",
                                                                                  "leaned on the fence"))),
                               f'"{cap(an.noise or an.sounds[0])}!" ' + g.pick((f"said one of the {an.plural}.",
                                                                                f"went a big {an.name}.",
                                                                                f"called the {an.plural}.",
                                                                                f"said a {an.name} by the fence.")))))
        out.append(sent("They were", g.pick(("eating", "munching", "busy eating", "looking for", "enjoying")),
                        join(g.sample(an.food, min(len(an.food), g.randint(1, 2)))),
                        g.pick(("", "", "in the sun", "all together", "quietly", "very happily"))))
        if an.young and g.chance(0.8):
            out.append(sent(g.pick(("A little", "A tiny", "A young", "A new", "One little")), an.young, "was",
                            g.pick(("standing next to", "staying close to", "following", "snuggling up to",
                                    "lying beside")), "its mother"))
            out.append(f'"A baby {an.name} is called {a(an.young)}," said {farmer.name}.')
        out.append(sent(farmer.name, "told", "us" if kid is I else "them", "that", an.plural,
                        conj(g.pick(an.habits), "pres", they(an.plural))))
        out.append(sent(g.pick(("One of them", "The biggest one", "A little one", "The nearest one",
                                "One", "The oldest one")), conj(g.pick(an.body), "past", it("it"))))
        lines.append(para(out))
    lines.append(para([sent("At the end of the day,", kid.name if kid is I else kid.subj,
                            conj("be", "past", kid), "so tired that", kid.subj,
                            g.pick(("fell asleep in the car on the way home", "fell asleep straight after tea",
                                    "went to bed early", "yawned all through dinner",
                                    "could hardly keep " + kid.pos + " eyes open"))),
                       g.pick(("It was the best day ever.", "What a lovely day it was!", "What a day!",
                               "It was a muddy but happy day.", "Farms are wonderful places.",
                               "I want to go back soon." if kid is I else "Everyone wanted to go back soon.",
                               "I will never forget it." if kid is I else "Nobody will forget it.",
                               "The animals were lovely."))]))
    return "\n".join(lines)


def doc_pet_story(g):
    an = g.pick(tuple(x for x in ANIMALS if x.group == "pet") + (ANIMAL["dog"], ANIMAL["cat"]) * 2)
    kid = narrator(g)
    pet = g.pick((he, she))(g.pick(PET_NAMES))
    has = "have" if kid is I else "has"
    lines = [g.pick((f"My {an.name}", f"{pet.name} the {an.name}", f"Our {an.name}, {pet.name}",
                     f"A {an.name} called {pet.name}"))]
    intro = [sent(kid.name, has, a(an.name), "called", pet.name),
             sent(pet.name, "is", a(g.pick(("small", "lively", "friendly", "gentle", "funny", "lazy"))),
                  an.name, "with", g.pick([h for h in an.has if "legs" not in h] or an.has))]
    if an.sounds:
        snd = third(an.sounds[0]) if an.sounds[0] != "hiss" else "purrs"
        intro.append(g.pick((sent("When", pet.subj, "is happy,", pet.subj, snd),
                             sent(pet.name, snd, "when", pet.subj, g.pick(("wants food", "hears the door",
                                                                          "is pleased to see us", "is hungry"))),
                             sent("You can hear", pet.obj, an.sounds[0], "from the garden"),
                             sent(pet.subj, snd, g.pick(("a lot", "every morning", "at visitors", "softly"))))))
    h1, h2 = g.sample(an.habits, 2)
    intro.append(sent("Like all", an.plural + ",", pet.name, conj(h1, "pres", pet)))
    intro.append(sent(pet.subj, "also", conj(h2, "pres", pet)))
    lines.append(para(intro))
    care = [sent(kid.name, conj("feed", "pres", kid), pet.name,
                 join(an.food[:2]), g.pick(("every morning", "twice a day", "every evening")))]
    if an.name == "dog":
        care.append(sent(kid.subj, conj("take", "pres", kid), pet.name, "for a walk every day"))
    care.append(sent(kid.subj, g.pick(("always", "also", "")), conj(g.pick(
        ("give " + pet.name + " fresh water", "clean out " + pet.name + ("'s tank" if an.name == "goldfish"
                                                                          else "'s bed"),
         "brush " + pet.pos + " coat" if an.name in ("dog", "cat", "rabbit") else "talk to " + pet.obj)),
        "pres", kid)))
    lines.append(para(care))
    lines.append(pet_event(g, an, kid, pet))
    return "\n".join(lines)


def pet_event(g, an, kid, pet):
    e = g.randint(0, 2)
    out = []
    if e == 0:
        out.append(sent("One", g.pick(DAYS), "afternoon,", pet.name, "went missing"))
        out.append(sent(kid.name, "looked everywhere:", join(g.sample(("in the garden", "under the bed",
                                                                        "behind the sofa", "in the shed",
                                                                        "up the stairs", "in the kitchen"), 3))))
        out.append(sent("At last", kid.subj, "found", pet.obj, g.pick(("asleep in the washing basket",
                   "in the cupboard under the stairs", "behind the shed", "curled up on a warm jumper"))))
        out.append(sent(pet.name, conj(body_act(g, an), "past", pet)))
        out.append(sent(kid.subj, conj("be", "past", kid), "so happy that", kid.subj,
                        g.pick(("laughed out loud", "gave " + pet.obj + " a big hug", "danced round the room",
                                "shouted for joy"))))
    elif e == 1:
        out.append(sent("Last week,", pet.name, "was ill and would not eat"))
        carer = g.pick(("mum", "dad"))
        out.append(sent(cap(carer) + " and I" if kid is I else kid.name + " and " + kid.pos + " " + carer,
                        "took", pet.obj, "to the vet"))
        vet = g.pick(("she", "he"))
        well = pet.subj.capitalize()
        out.append(f'The vet looked at {pet.name} carefully. ' + g.pick((
            f'"{well} will be fine," {vet} said. "Keep {pet.obj} warm and give {pet.obj} this medicine."',
            f'"Nothing to worry about," {vet} said. "Give {pet.obj} one of these pills each morning."',
            f'"{well} has a tummy bug," {vet} said. "Let {pet.obj} rest for a few days."',
            f'{cap(vet)} gave {pet.obj} an injection and said, "{well} will soon be better."')))
        out.append(sent("Two days later,", pet.name, "was well again and", conj(g.pick(an.body), "past", pet)))
    else:
        out.append(sent("When", kid.name, "comes home from school,", pet.name,
                        conj(body_act(g, an), "pres", pet)))
        if an.name == "dog":
            out.append(sent(pet.subj, "wags", pet.pos, "tail and jumps up to say hello"))
        out.append(sent(kid.name, conj("think", "pres", kid), "that", pet.name, "is the best", an.name,
                        "in the world"))
    return para(out)


NIGHT_ANIMALS = ("owl", "bat", "fox", "hedgehog", "badger", "mouse", "hamster", "wolf")


def doc_night_animals(g):
    ans = [ANIMAL[n] for n in g.sample(NIGHT_ANIMALS, g.randint(3, 5))]
    lines = [g.pick(("Animals of the night", "Who is awake at night?", "Night animals",
                     "When we go to sleep"))]
    lines.append(g.pick((
        "When the sun goes down and people go to bed, some animals wake up.",
        "Most people sleep at night, but some animals are busy in the dark.",
        "Some animals sleep during the day and come out at night.", "Night time is busy time for some animals.",
        "Not everybody sleeps at night.", "As the sky gets dark, the night animals come out.",
        "Do you know which animals stay up all night?")))
    for an in ans:
        w = an_subject(g, an)
        night = [x for x in an.habits if "night" in x or "day" in x] or list(an.habits)
        out = [sent(w.name, conj(g.pick(night), "pres", w))]
        if an.sounds:
            out.append(sent(g.pick(("At night you may hear", "In the dark you can sometimes hear",
                                    "If you listen carefully, you may hear", "Late at night you might hear")),
                            a(an.name) if w.third else an.plural, g.pick(an.sounds)))
        food = join(g.sample(an.food, min(len(an.food), g.randint(1, 3))))
        out.append(sent(w.subj, conj(g.pick(("look for", "hunt for", "search for", "feed on", "find")), "pres", w),
                        food, g.pick(("", "in the dark", "under the moon", "while we sleep"))))
        home = an.home if w.third else plural_home(an.home)
        out.append(sent(g.pick(("When morning comes,", "At dawn,", "As the sun comes up,", "Before it gets light,",
                                "When the birds start to sing,")), w.subj, conj("go", "pres", w), "back to",
                        (w.pos + " " + home[2:]) if home.startswith("a ") else
                        (w.pos + " " + home if home != an.home else home)))
        lines.append(para(out))
    lines.append(g.pick(("So next time you go to bed, think of the animals waking up outside.",
                         "Listen carefully tonight. Maybe you will hear one of them.",
                         "These animals are called night animals.", "Goodnight, and listen well!",
                         "Which night animal do you like best?", "The night is full of life.")))
    return "\n".join(lines)
