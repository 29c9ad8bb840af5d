"""Everyday routines for the bundled corpus: what people do from morning to night, at home, at school, at work,
outdoors and when they travel, told as diary days, plans, questions and answers.

Every action below was written by hand for this project (CC0). Each is a named record with its verb forms, so
the builders can put it in the past ("she made the bed"), the present ("he makes the bed"), a plan ("I will make
the bed") or a question ("Did you make the bed?"). make_corpus.py draws these documents from their own seeded
random generator, so the other documents of the corpus stay as they were.

    python3 data/routines.py     # a few sample documents and the size of the default output
"""

from __future__ import annotations

import random
from typing import NamedTuple


class Action(NamedTuple):
    base: str  # "make the bed": after I / you / we / they, "will", "to" and "did"
    third: str  # "makes the bed": after he / she
    past: str  # "made the bed"
    ing: str  # "making the bed"


def act(base: str, third: str, past: str, ing: str) -> Action:
    return Action(base, third, past, ing)


def regular(verb: str, rest: str, past: str | None = None, third: str | None = None,
            ing: str | None = None) -> Action:
    """An action with a regular verb: regular("wash", "the dishes") -> wash/washes/washed/washing the dishes."""
    third = third or (verb + "es" if verb.endswith(("s", "sh", "ch", "x", "o")) else
                      verb[:-1] + "ies" if verb.endswith("y") and verb[-2] not in "aeiou" else verb + "s")
    past = past or (verb + "d" if verb.endswith("e") else
                    verb[:-1] + "ied" if verb.endswith("y") and verb[-2] not in "aeiou" else verb + "ed")
    ing = ing or (verb[:-1] + "ing" if verb.endswith("e") and not verb.endswith("ee") else verb + "ing")
    tail = f" {rest}" if rest else ""
    forms = [verb, third, past, ing]  # a form given with its object already in it is taken as it is
    return Action(*(form if " " in form else form + tail for form in forms))


# The actions of a day, by the part of the day (or the place) they belong to.
MORNING = [
    act("wake up early", "wakes up early", "woke up early", "waking up early"),
    act("get out of bed", "gets out of bed", "got out of bed", "getting out of bed"),
    act("get up at seven o'clock", "gets up at seven o'clock", "got up at seven o'clock", "getting up at seven"),
    regular("open", "the curtains"), regular("wash", "my face"), regular("brush", "my teeth"),
    regular("brush", "my hair"), act("have a shower", "has a shower", "had a shower", "having a shower"),
    act("get dressed", "gets dressed", "got dressed", "getting dressed"),
    act("put on my school uniform", "puts on my school uniform", "put on my school uniform",
        "putting on my school uniform"),
    act("make the bed", "makes the bed", "made the bed", "making the bed"),
    act("eat breakfast", "eats breakfast", "ate breakfast", "eating breakfast"),
    act("have a bowl of porridge", "has a bowl of porridge", "had a bowl of porridge", "having porridge"),
    act("drink a glass of milk", "drinks a glass of milk", "drank a glass of milk", "drinking milk"),
    act("make a cup of tea", "makes a cup of tea", "made a cup of tea", "making a cup of tea"),
    act("make toast", "makes toast", "made toast", "making toast"),
    regular("boil", "the eggs"), regular("feed", "the cat", past="fed the cat"),
    regular("pack", "my bag"), act("put on my coat", "puts on my coat", "put on my coat", "putting on my coat"),
    act("tie my shoelaces", "ties my shoelaces", "tied my shoelaces", "tying my shoelaces"),
    regular("lock", "the front door"), act("catch the bus", "catches the bus", "caught the bus",
                                           "catching the bus"),
    regular("walk", "to school"), act("ride my bike to school", "rides a bike to school", "rode my bike to school",
                                     "riding to school"),
]
HOME = [
    regular("wash", "the dishes"), regular("dry", "the dishes"), regular("sweep", "the floor", past="swept the floor"),
    regular("clean", "the windows"), regular("tidy", "my room"), regular("dust", "the shelves"),
    regular("vacuum", "the carpet"), regular("hang", "out the washing", past="hung out the washing"),
    regular("fold", "the clothes"), regular("iron", "the shirts"), regular("water", "the plants"),
    act("take out the rubbish", "takes out the rubbish", "took out the rubbish", "taking out the rubbish"),
    act("set the table", "sets the table", "set the table", "setting the table"),
    regular("clear", "the table"), act("do the washing up", "does the washing up", "did the washing up",
                                       "doing the washing up"),
    act("do the laundry", "does the laundry", "did the laundry", "doing the laundry"),
    regular("mend", "a torn sock"), regular("fix", "the leaking tap"), regular("paint", "the garden fence"),
    regular("polish", "the shoes"), regular("change", "the sheets"), regular("empty", "the bins"),
    act("light the fire", "lights the fire", "lit the fire", "lighting the fire"),
    act("put more wood on the fire", "puts more wood on the fire", "put more wood on the fire",
        "putting wood on the fire"),
    act("fill the kettle", "fills the kettle", "filled the kettle", "filling the kettle"),
    act("turn on the light", "turns on the light", "turned on the light", "turning on the light"),
    act("turn off the lamp", "turns off the lamp", "turned off the lamp", "turning off the lamp"),
    regular("close", "the window"), act("shut the door", "shuts the door", "shut the door", "shutting the door"),
    regular("open", "the back door"), act("go up the stairs", "goes up the stairs", "went up the stairs",
                                          "going up the stairs"),
    act("sit by the fire", "sits by the fire", "sat by the fire", "sitting by the fire"),
    regular("mow", "the lawn"), regular("pick", "apples in the garden"), regular("dig", "the vegetable patch",
                                                                              past="dug the vegetable patch",
                                                                              ing="digging the vegetable patch"),
    regular("rake", "the leaves"), regular("plant", "some seeds"), regular("pull", "up the weeds"),
]
MEALS = [
    act("cook dinner", "cooks dinner", "cooked dinner", "cooking dinner"),
    act("make a sandwich", "makes a sandwich", "made a sandwich", "making a sandwich"),
    act("make soup", "makes soup", "made soup", "making soup"),
    act("bake a cake", "bakes a cake", "baked a cake", "baking a cake"),
    act("bake bread", "bakes bread", "baked bread", "baking bread"),
    regular("peel", "the potatoes"), regular("chop", "the carrots", past="chopped the carrots",
                                              ing="chopping the carrots"),
    act("cut the bread", "cuts the bread", "cut the bread", "cutting the bread"),
    regular("butter", "the toast"), regular("stir", "the soup", past="stirred the soup", ing="stirring the soup"),
    regular("fry", "some eggs"), regular("roast", "a chicken"), regular("wash", "the vegetables"),
    act("eat lunch", "eats lunch", "ate lunch", "eating lunch"),
    act("have dinner with the family", "has dinner with the family", "had dinner with the family",
        "having dinner with the family"),
    act("drink a cup of hot chocolate", "drinks a cup of hot chocolate", "drank a cup of hot chocolate",
        "drinking hot chocolate"),
    act("eat an apple", "eats an apple", "ate an apple", "eating an apple"),
    act("have a bowl of soup", "has a bowl of soup", "had a bowl of soup", "having a bowl of soup"),
    act("pour a glass of water", "pours a glass of water", "poured a glass of water", "pouring water"),
    regular("share", "a pie with friends"),
]
SCHOOL = [
    act("go to school", "goes to school", "went to school", "going to school"),
    regular("listen", "to the teacher"), act("read a book", "reads a book", "read a book", "reading a book"),
    act("write a story", "writes a story", "wrote a story", "writing a story"),
    act("do my homework", "does the homework", "did my homework", "doing my homework"),
    regular("learn", "a new song"), regular("practise", "my spelling"), regular("add", "up the numbers"),
    act("draw a picture", "draws a picture", "drew a picture", "drawing a picture"),
    regular("paint", "a picture of a horse"), regular("answer", "a question"), regular("ask", "a question"),
    regular("sharpen", "my pencil"), act("sit at my desk", "sits at the desk", "sat at my desk",
                                         "sitting at my desk"),
    act("take a spelling test", "takes a spelling test", "took a spelling test", "taking a spelling test"),
    act("pass the test", "passes the test", "passed the test", "passing the test"),
    regular("play", "in the playground"), act("run in the race", "runs in the race", "ran in the race",
                                              "running in the race"),
    act("borrow a book from the library", "borrows a book from the library", "borrowed a book from the library",
        "borrowing a library book"),
    regular("clean", "the blackboard"), regular("count", "to a hundred"),
]
WORK = [
    act("go to work", "goes to work", "went to work", "going to work"),
    act("work all day", "works all day", "worked all day", "working all day"),
    act("come home late", "comes home late", "came home late", "coming home late"),
    regular("answer", "the phone"), act("write a letter", "writes a letter", "wrote a letter", "writing a letter"),
    regular("post", "the letter"), act("buy a stamp", "buys a stamp", "bought a stamp", "buying a stamp"),
    act("send a card", "sends a card", "sent a card", "sending a card"),
    act("read the newspaper", "reads the newspaper", "read the newspaper", "reading the newspaper"),
    act("pay the bills", "pays the bills", "paid the bills", "paying the bills"),
    act("do the shopping", "does the shopping", "did the shopping", "doing the shopping"),
    act("buy some bread and milk", "buys some bread and milk", "bought some bread and milk", "buying bread"),
    regular("help", "at the market"), regular("fix", "the car"), regular("deliver", "the post"),
    regular("milk", "the cows"), regular("feed", "the chickens", past="fed the chickens"),
    regular("collect", "the eggs"), act("sell vegetables at the market", "sells vegetables at the market",
                                        "sold vegetables at the market", "selling vegetables"),
    regular("finish", "the job"), act("have a day off", "has a day off", "had a day off", "having a day off"),
]
OUTSIDE = [
    act("take the dog for a walk", "takes the dog for a walk", "took the dog for a walk", "walking the dog"),
    regular("play", "football in the park"), act("ride a bike", "rides a bike", "rode a bike", "riding a bike"),
    act("go for a swim", "goes for a swim", "went for a swim", "going for a swim"),
    act("fly a kite", "flies a kite", "flew a kite", "flying a kite"),
    regular("climb", "a tree"), act("build a snowman", "builds a snowman", "built a snowman", "building a snowman"),
    regular("visit", "my grandmother"), act("meet a friend", "meets a friend", "met a friend", "meeting a friend"),
    act("catch a fish", "catches a fish", "caught a fish", "catching a fish"),
    regular("pick", "flowers in the meadow"), regular("watch", "the birds"), regular("look", "at the stars"),
    act("sit in the sun", "sits in the sun", "sat in the sun", "sitting in the sun"),
    act("go to the shops", "goes to the shops", "went to the shops", "going to the shops"),
    regular("cross", "the road"), regular("wait", "for the bus"), act("miss the train", "misses the train",
                                                                       "missed the train", "missing the train"),
    act("buy a ticket", "buys a ticket", "bought a ticket", "buying a ticket"),
    act("take the train to the city", "takes the train to the city", "took the train to the city",
        "taking the train to the city"),
    regular("pack", "a suitcase"), act("go on holiday", "goes on holiday", "went on holiday", "going on holiday"),
]
EVENING = [
    act("have a bath", "has a bath", "had a bath", "having a bath"),
    act("put on my pyjamas", "puts on the pyjamas", "put on my pyjamas", "putting on my pyjamas"),
    regular("brush", "my teeth again"), act("read a bedtime story", "reads a bedtime story",
                                            "read a bedtime story", "reading a bedtime story"),
    regular("watch", "television"), regular("play", "a board game"), regular("listen", "to the radio"),
    act("say good night", "says good night", "said good night", "saying good night"),
    act("go to bed", "goes to bed", "went to bed", "going to bed"),
    act("fall asleep", "falls asleep", "fell asleep", "falling asleep"),
    regular("switch", "off the light"), regular("draw", "the curtains", past="drew the curtains",
                                                 third="draws the curtains"),
    regular("lock", "the back door"), act("sleep all night", "sleeps all night", "slept all night",
                                          "sleeping all night"),
]
PARTS = [("In the morning", MORNING), ("At home", HOME), ("At mealtimes", MEALS), ("At school", SCHOOL),
         ("At work", WORK), ("Outside", OUTSIDE), ("In the evening", EVENING)]

NAMES = ["Anna", "Tom", "Sam", "Lily", "Ben", "Mia", "Jack", "Emma", "Leo", "Grace", "Noah", "Ruby", "Max", "Ella",
         "Harry", "Rosie", "Oscar", "Daisy", "Alfie", "Lucy"]
HE_SHE = {"Anna": "she", "Tom": "he", "Sam": "he", "Lily": "she", "Ben": "he", "Mia": "she", "Jack": "he",
          "Emma": "she", "Leo": "he", "Grace": "she", "Noah": "he", "Ruby": "she", "Max": "he", "Ella": "she",
          "Harry": "he", "Rosie": "she", "Oscar": "he", "Daisy": "she", "Alfie": "he", "Lucy": "she"}
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
THEN = ["Then", "After that", "Next", "Later", "Soon after", "A little later"]
FEELINGS = ["happy", "tired", "hungry", "sleepy", "pleased", "busy", "cheerful", "thirsty", "proud", "glad"]


def mine_to(action: str, whose: str) -> str:
    """'brush my teeth' -> 'brush her teeth' for someone else."""
    return action.replace(" my ", f" {whose} ")


def possessive(pronoun: str) -> str:
    return {"he": "his", "she": "her", "they": "their", "I": "my", "we": "our", "you": "your"}[pronoun]


def cap(text: str) -> str:
    return text[0].upper() + text[1:]


def day_story(rng: random.Random) -> str:
    """A third-person account of someone's day, in the past tense, part by part."""
    name = rng.choice(NAMES)
    he = HE_SHE[name]
    his = possessive(he)
    lines = [f"{name}'s {rng.choice(DAYS)}"]
    for part, actions in PARTS:
        if rng.random() < 0.35 and part not in ("In the morning", "In the evening"):
            continue
        chosen = sorted(rng.sample(actions, k=min(len(actions), rng.randint(2, 4))), key=actions.index)
        words = [f"{part}, {name} {mine_to(chosen[0].past, his)}."]
        for a in chosen[1:]:
            words.append(f"{rng.choice(THEN)} {he} {mine_to(a.past, his)}.")
        lines.append(" ".join(words))
    lines.append(f"By the end of the day {he} was {rng.choice(FEELINGS)}.")
    return "\n".join(lines)


def diary(rng: random.Random) -> str:
    """First person, past tense, two or three days."""
    lines = ["My diary"]
    start = rng.randrange(7)
    for d in range(rng.randint(2, 3)):
        lines.append(DAYS[(start + d) % 7])
        part, actions = rng.choice(PARTS)
        chosen = sorted(rng.sample(actions, k=3), key=actions.index)  # the lists run in the order of a day
        first, second, third = (a.past for a in chosen)
        lines.append(f"{part}, I {first}. {rng.choice(THEN)} I {second}, and then I {third}. "
                     f"I felt {rng.choice(FEELINGS)}.")
    return "\n".join(lines)


def habits(rng: random.Random) -> str:
    """Present tense: what someone usually does."""
    name = rng.choice(NAMES)
    he = HE_SHE[name]
    his = possessive(he)
    part, actions = rng.choice(PARTS)
    chosen = rng.sample(actions, k=min(len(actions), 5))
    lines = [f"What {name} does every day"]
    adverbs = ["always", "usually", "often", "sometimes", "never forgets to"]
    for a in chosen:
        adverb = rng.choice(adverbs)
        verb = a.base if adverb == "never forgets to" else a.third
        lines.append(f"{part.lower() if part != 'At home' else 'at home'}, {name} {adverb} {mine_to(verb, his)}."
                     .capitalize().replace(name.lower(), name))
    lines.append(f"{cap(he)} likes {mine_to(chosen[0].ing, his)} best of all.")
    return "\n".join(lines)


def questions(rng: random.Random) -> str:
    """A short dialogue of did-you questions and answers."""
    asker, answerer = rng.sample(NAMES, 2)
    part, actions = rng.choice(PARTS)
    chosen = rng.sample(actions, k=min(len(actions), 4))
    lines = ["Questions and answers"]
    for a in chosen:
        lines.append(f"\"Did you {a.base} today?\" asked {asker}.")
        if rng.random() < 0.7:
            lines.append(f"\"Yes, I {a.past} this morning,\" said {answerer}.")
        else:
            lines.append(f"\"No, I will {a.base} tomorrow,\" said {answerer}.")
    return "\n".join(lines)


def plans(rng: random.Random) -> str:
    """The future with will, and a list of jobs."""
    name = rng.choice(NAMES)
    part, actions = rng.choice(PARTS[:3] + PARTS[5:6])
    chosen = rng.sample(actions, k=min(len(actions), 5))
    lines = ["Things to do tomorrow", f"Tomorrow {name} and I will be busy."]
    lines += [f"First we will {chosen[0].base}.", f"Then we will {chosen[1].base}."]
    lines += [f"We also need to {a.base}." for a in chosen[2:]]
    lines.append(f"When everything is done, we will {rng.choice(EVENING).base}.")
    return "\n".join(lines)


def now_scene(rng: random.Random) -> str:
    """The present progressive: what everyone in a house is doing right now."""
    people = rng.sample(NAMES, 4)
    lines = ["Right now at our house"]
    for p in people:
        part, actions = rng.choice(PARTS)
        a = rng.choice(actions)
        lines.append(f"{p} is {mine_to(a.ing, possessive(HE_SHE[p]))}.")
    lines.append(f"And I am {rng.choice(HOME + MEALS).ing}.")
    return "\n".join(lines)


BUILDERS = [day_story, day_story, diary, habits, questions, plans, now_scene]
MIN_CHARS, MAX_CHARS = 300, 2500


def routine_documents(rng: random.Random, target_bytes: int = 700_000) -> list[str]:
    """Documents of 300 to 2,500 characters until target_bytes; short drafts are joined to the next one."""
    docs, size, draft = [], 0, ""
    while size < target_bytes:
        text = rng.choice(BUILDERS)(rng)
        draft = f"{draft}\n{text}" if draft else text
        if len(draft) < MIN_CHARS:
            continue
        if len(draft) <= MAX_CHARS:
            docs.append(draft)
            size += len(draft) + 2
        draft = ""
    return docs


if __name__ == "__main__":
    sample_docs = routine_documents(random.Random(1234))
    for doc in sample_docs[:4]:
        print(doc, end="\n\n")
    print(f"{len(sample_docs)} documents, {sum(len(d) + 2 for d in sample_docs):,} bytes")
