"""The fixed cast: every person of the world, drawn once from the seed when this module is imported (so "Nora
Blythe, the bookbinder" is the same person in every document), and small helpers that describe them."""

from .records import Pet
from .rng import chance, pick, R, sample
from .grammar import a, past, Person
from .lexicon import ADJ_PERSON, COLOURS, HABITS, HOBBIES
from .world import (EYES, FAVOURITE_DISHES, FEATURES, FIRST_NAMES, HAIR, HOUSES, JOB_NAMES, JOB_REGIONS, JOBS,
                    PET_KINDS, PET_NAMES, PRODUCT_JOBS, SURNAMES, TOWN_NAMES, TOWNS)


def _build_people():
    """Make the fixed table of people.  It depends only on the seed."""
    names = [(g, n) for g in "fmn" for n in FIRST_NAMES[g]]
    R.shuffle(names)
    people = []
    for i, (gender, first) in enumerate(names):
        town = TOWN_NAMES[i % len(TOWN_NAMES)]
        region = TOWNS[town].region
        product_job = PRODUCT_JOBS.get(TOWNS[town].product)
        if product_job and chance(0.35):
            job = product_job
        else:
            allowed = [j for j in JOB_NAMES if region in JOB_REGIONS.get(j, [region])]
            job = pick(allowed)
        pet = Pet(pick(PET_KINDS), pick(PET_NAMES)) if chance(0.6) else None
        people.append(Person(
            first=first, surname=pick(SURNAMES), gender=gender, age=R.randint(21, 82), job=job,
            town=town, pet=pet, hobby=pick(HOBBIES), habit=pick(HABITS), food=pick(FAVOURITE_DISHES),
            house=pick(HOUSES), traits=sample(ADJ_PERSON, 2), colour=pick(COLOURS[:14])))
    for p in people:
        p.friend = pick([q for q in people if q is not p and q.town != p.town]).first
    return people


PEOPLE = _build_people()
BY_NAME = {p.first: p for p in PEOPLE}


def person(exclude=(), town=None, job=None):
    pool = [p for p in PEOPLE if p.first not in exclude and (town is None or p.town == town)
            and (job is None or p.job == job)]
    return pick(pool) if pool else pick([p for p in PEOPLE if p.first not in exclude])


def habit_of(p):
    return p.v(p.habit).replace("their", p.his)


def habit_past(p):
    return past(p.habit).replace("their", p.his)


def pet_phrase(p):
    kind, name = p.pet
    return a(kind) + " called " + name


def job_a(job):
    return a(job)


def job_place(job):
    return JOBS[job].place


def work_place(job):
    """'in a bakery', 'on a farm', 'at a harbour'."""
    place = JOBS[job].place
    prep = {"farm": "on", "dairy farm": "on", "ferry": "on", "hillside": "on", "harbour": "at", "lock": "at"}.get(
        place, "in"
    )
    return prep + " " + a(place)


def town_desc(t):
    """Short appositive for a town: 'a village on the river Tam'."""
    T = TOWNS[t]
    return pick([f"{a(T.kind)} on the river {T.river}", f"{a(T.kind)} in {T.region}",
                 f"the {T.kind} famous for its {T.product}", f"{a(T.kind)} by the river {T.river}"])


# Every person gets a fixed appearance, drawn once.
for _p in PEOPLE:
    _p.hair, _p.eyes, _p.feature = pick(HAIR), pick(EYES), pick(FEATURES)
