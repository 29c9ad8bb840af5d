"""A small soak of the real server (issue 21, point 2): `python playground/app.py`, then 150 new sessions, one
request each, over every endpoint and the hostile requests it must refuse (bench/soak.py's plan), 4 at a time.
Every request is served or refused with a message, and once the visitors have gone the server's memory is within
50 MB of what it was after the warm-up: each session used to leave about 1.7 MB behind for good.

`python -m bench --soak` runs the long one: 2,000 sessions, 10 minutes, and the 16-client bursts."""

import time

from app_process import SHARED_SESSION_GRACE_S as GRACE_S
from bench import soak

SESSIONS = 150
MARGIN_MB = 50


def test_150_new_sessions_over_every_endpoint_leave_memory_where_it_was(app_server, capsys):
    server = app_server  # conftest.py's, shared; its heartbeat beats every 1 s (conftest)
    # Each request of the plan twice: the first calls of each path load code and fill caches for good.
    warm = soak.soak(server.url, server.rss_mb, 2 * len(soak.full_plan()), workers=4)
    time.sleep(GRACE_S + 3)  # the warm-up's sessions go too
    before = server.rss_mb()
    result = soak.soak(server.url, server.rss_mb, SESSIONS, workers=4)
    time.sleep(GRACE_S + 3)
    after = server.rss_mb()
    summary = (f"soak: {result.sessions} new sessions in {result.seconds:.0f} s; server RSS {before:.0f} MB after "
               f"warm-up, at most {max(rss for _, _, rss in result.samples):.0f} MB during, {after:.0f} MB "
               f"{GRACE_S + 3} s after ({after - before:+.1f} MB)")
    with capsys.disabled():
        print(f"\n{summary}")
    assert warm.failures == [] and result.failures == [], result.failures[:5]
    assert after - before < MARGIN_MB, summary
