"""Every model call of the web app runs on one of MODEL_THREADS threads kept for it, whichever of Gradio's worker
threads took the request.

    @on_model_threads
    def fill_mask(text, top_k): ...          # a plain function: its whole call runs on a model thread
    @on_model_threads
    def generate(prompt, ...): yield ...     # a generator: each step runs on a model thread

Why: torch's matrix products go through MKL, whose memory manager keeps a pool of buffers for every thread that has
used it, until that thread ends (about 20 MB for a thread that ran a generation with its attention maps; 6 MB for
one GPT forward pass). Gradio runs handlers on a pool of up to 40 worker threads that grows in a burst and lets idle
threads go only when later work comes, so under bursts of new visitors each of 20-odd threads came to hold such a
pool: the server grew by about 300 MB that it never gave back (issue 40; measured in bench/RESULTS.md). On threads of
their own, the models' buffers are at most MODEL_THREADS pools, made by the first requests and reused by every later
one. (MKL_DISABLE_FAST_MM=1 also keeps memory flat, but made each generation about 15% slower.)

The request's context (Gradio's request, and with it the session whose trained model a tab uses) goes with each
call. A call made on a model thread runs there directly, so a wrapped function may call another without waiting
for a thread it holds itself.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
import threading
from concurrent.futures import ThreadPoolExecutor

# The app runs at most this many model requests at once (app.CONCURRENCY, Gradio's limit for the "models" events):
# more threads would only hold more buffer pools, fewer would make a request wait behind another.
MODEL_THREADS = 2
_on_model_thread = threading.local()  # .active is True on the model threads only


def _mark_model_thread() -> None:
    _on_model_thread.active = True


_executor = ThreadPoolExecutor(max_workers=MODEL_THREADS, thread_name_prefix="model", initializer=_mark_model_thread)
_FINISHED = object()


def _call_on_model_thread(context: contextvars.Context, fn, *args, **kwargs):
    """fn(*args, **kwargs) in `context` on a model thread (here, when this is one); its result or its exception."""
    if getattr(_on_model_thread, "active", False):
        return fn(*args, **kwargs)
    return _executor.submit(context.run, fn, *args, **kwargs).result()


def on_model_threads(fn):
    """Decorator: run a function (each step of a generator function) on a model thread."""
    if inspect.isgeneratorfunction(fn):
        @functools.wraps(fn)
        def steps(*args, **kwargs):
            context = contextvars.copy_context()  # one context for all the steps, as a generator has
            generator = fn(*args, **kwargs)
            try:
                while (item := _call_on_model_thread(context, next, generator, _FINISHED)) is not _FINISHED:
                    yield item
            finally:
                generator.close()
        return steps

    @functools.wraps(fn)
    def call(*args, **kwargs):
        return _call_on_model_thread(contextvars.copy_context(), fn, *args, **kwargs)
    return call
