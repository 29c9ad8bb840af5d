"""How the playground refuses what it cannot use: InputError, and the checks every request's text and numbers pass.

One sentence per refusal, saying what to do, worded the same wherever the value came from: inference's functions,
the page's sliders and number boxes (components.py) and the Inside endpoints share these checks, so a visitor and an
API caller read the same words for the same mistake.
"""

from __future__ import annotations

import math

MAX_TEXT_CHARS = 2000  # longest text any function accepts (the server has no request-size limit of its own)


class InputError(ValueError):
    """A request the playground refuses; the message says what to do, in one sentence."""


def check_text(text, what: str, example: str) -> str:
    """Refuse missing, empty or over-long text; return it unchanged otherwise."""
    if not isinstance(text, str) or not text.strip():
        raise InputError(f"The {what} is empty; type some text, for example: {example}")
    if len(text) > MAX_TEXT_CHARS:
        raise InputError(f"The {what} is {len(text):,} characters long; shorten it to at most {MAX_TEXT_CHARS:,}.")
    return text


def between(low, high) -> str:
    """A range as every message writes it, the page's and the API's alike: "between 0 and 2"; a seed's top in full,
    not 2.14748e+09; "at least 1" when there is no top.

        >>> between(0, 2.0), between(0, 2**31 - 1), between(1, None)
        ('between 0 and 2', 'between 0 and 2147483647', 'at least 1')
    """
    def number(x) -> str:
        return f"{x:g}" if abs(x) < 1e6 else str(int(x))
    return f"between {number(low)} and {number(high)}" if high is not None else f"at least {number(low)}"


def number_problem(what: str, value, low, high, whole: bool, shown: str | None = None) -> str | None:
    """What is wrong with `value` as the number `what`, in the one sentence every check says (the page's components,
    the Inside endpoints, check_range), or None when it is a number in [low, high], whole where it must be. Only an
    int or a float is a number here: a bool, text, None, NaN and infinity are refused. shown: the value as the
    message quotes it (default: repr)."""
    kind = "a whole number" if whole else "a number"
    span, shown = between(low, high), repr(value) if shown is None else shown
    # bool is an int in Python, and JSON's NaN and 1e400 (infinity) parse as floats: all three are refused here.
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return f"{what} must be {kind} {span} (got {shown}); send {kind}."
    if (low is not None and value < low) or (high is not None and value > high):
        return f"{what} must be {span} (got {shown}); pick a value in that range."
    if whole and value != int(value):
        return f"{what} must be a whole number {span} (got {shown}); send a whole number."
    return None


def check_range(name: str, value, low, high, whole: bool = False):
    """Refuse a number outside [low, high], NaN, or not whole when it must be; return it as int or float. A Python
    caller's text that spells a number ("5") is read as that number."""
    try:
        number = math.nan if isinstance(value, bool) else float(value)
    except (TypeError, ValueError):
        number = math.nan
    problem = number_problem(name, number, low, high, whole, shown=repr(value))
    if problem:
        raise InputError(problem)
    return int(number) if whole else number

