"""The Train tab in a real browser: `python playground/app.py` (tiny preset, 100,000 steps with an evaluation every 30,
and the page's longest time budget: a run no machine finishes before the test presses Stop) driven by Playwright through
Debian's Chromium. Paste a text, start a BERT run, see the loss curve and two probe entries, press Stop, and use the
stopped model in Fill mask; a bad text gets its sentence in a toast. Saves train.png (a run in
progress) and train_fill_mask.png (the Fill mask tab on the stopped model) where test_browser.py puts screenshots.

The kept weights on the page: the app in this process, its run's events fed as a child would send them (the events
of tests/test_kept_weights.py, with the best step named); the plot marks the kept point, the status says the model
has begun to memorise and, at the end, which step's weights were kept. Saves train_kept.png.

Two pages: the second's Start while the first trains puts it in the queue (train_queued.png), and its run starts by
itself when the first ends.

Needs /usr/bin/chromium (`apt-get install -y chromium`); never `playwright install`, which downloads a browser.
"""

import re
import time

import pytest
from playwright.sync_api import expect

from app_process import app_demo, launch_in_process, start_app
from playground.train.run import LOCAL_MAX_MINUTES
from test_browser import CHROMIUM, TOAST, browser, open_page, open_tab, screenshot  # noqa: F401 (browser: a fixture)
from test_train import write_corpus

TIMEOUT_MS = 180_000  # generous: a busy machine slows the run (it trains at a lower CPU priority)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    app = start_app(tmp_path_factory.mktemp("server") / "app.log", GRADIO_SERVER_NAME="127.0.0.1",
                    PLAYGROUND_TRAIN_SIZE="tiny", PLAYGROUND_TRAIN_STEPS="100000", PLAYGROUND_TRAIN_EVAL_EVERY="30",
                    PLAYGROUND_TRAIN_SPARE="0")
    yield app.url
    app.stop()
    print(f"--- playground/app.py output ---\n{app.output()[-5000:]}")


@pytest.fixture
def page(browser, server):  # noqa: F811
    page = open_page(browser, server, height=1000, timeout_ms=TIMEOUT_MS)
    open_tab(page, "Train")
    yield page
    page.close()


def timeline_steps(page) -> list[int]:
    """The steps of the probe timeline's rows (each row reads: step, held-out loss, answer)."""
    text = page.locator("#train-probes").inner_text()
    return [int(step) for step in re.findall(r"^\s*(\d+)\s*\n\s*\d+\.\d+\s*$", text, flags=re.M)]


def wait_for_entries(page, n: int) -> list[int]:
    deadline = time.time() + TIMEOUT_MS / 1000
    while time.time() < deadline:
        steps = timeline_steps(page)
        if len(steps) >= n:
            return steps
        time.sleep(0.2)
    pytest.fail(f"the probe timeline did not get {n} entries within {TIMEOUT_MS / 1000:.0f} s")


def test_paste_start_watch_stop_and_fill_mask_with_the_stopped_model(page, tmp_path):
    text = write_corpus(tmp_path / "corpus.txt").read_text()
    page.locator("#train-source").get_by_text("My text").click()
    page.locator("#train-text textarea").fill(text)
    expect(page.locator("#train-data")).to_contain_text("Your text: 7,396 characters", timeout=TIMEOUT_MS)
    page.locator("#train-probe textarea").fill("Ada walked to the [MASK].")
    minutes = page.locator("#train-minutes input[type=number]")  # the longest budget: no clock ends it before Stop
    minutes.fill(f"{LOCAL_MAX_MINUTES:g}")
    minutes.press("Enter")
    page.locator("#train-start").click()

    expect(page.locator("#train-status")).to_contain_text("Training BERT", timeout=TIMEOUT_MS)
    expect(page.locator("#train-plot .js-plotly-plot")).to_be_visible(timeout=TIMEOUT_MS)
    wait_for_entries(page, 2)  # two evaluations' answers in the timeline
    expect(page.locator("#train-attention .js-plotly-plot")).to_be_visible(timeout=TIMEOUT_MS)
    screenshot(page, "train")

    page.locator("#train-stop").click()
    expect(page.locator("#train-status")).to_contain_text(re.compile(r"Stopped at step \d+"), timeout=TIMEOUT_MS)
    said = page.locator("#train-status").inner_text()
    stopped_at = int(re.search(r"Stopped at step ([\d,]+)", said).group(1).replace(",", ""))
    assert 0 < stopped_at < 100_000
    kept = int(re.search(r"It keeps the weights of step ([\d,]+)", said).group(1).replace(",", ""))
    assert 0 < kept <= stopped_at  # the best held-out evaluation's (the step it stopped at, from an older child)

    open_tab(page, "Fill mask · BERT")
    what = f"{stopped_at:,} steps" if kept == stopped_at else f"the weights of step {kept:,} of {stopped_at:,}"
    expect(page.locator("#bert-banner")).to_contain_text(f"the BERT you stopped in the Train tab ({what}")
    page.locator("#fill-text textarea").fill("Cleo bought the [MASK] at the market.")
    page.locator("#fill-button").click()
    expect(page.locator("#fill-filled")).to_contain_text("at the market.")
    screenshot(page, "train_fill_mask")


def start_bert_on(page, text: str) -> None:
    page.locator("#train-source").get_by_text("My text").click()
    page.locator("#train-text textarea").fill(text)
    expect(page.locator("#train-data")).to_contain_text("Your text: 7,396 characters", timeout=TIMEOUT_MS)
    minutes = page.locator("#train-minutes input[type=number]")
    minutes.fill(f"{LOCAL_MAX_MINUTES:g}")
    minutes.press("Enter")
    page.locator("#train-start").click()


def test_a_second_visitor_sees_their_place_then_their_run_start_by_itself(browser, server, tmp_path):  # noqa: F811
    """Two pages: the second presses Start while the first trains, sees its place and wait, and its run starts by
    itself once the first's ends (here by Stop; a run this long ends by nothing else within the test). Saves
    train_queued.png."""
    text = write_corpus(tmp_path / "corpus.txt").read_text()
    first = open_page(browser, server, height=1000, timeout_ms=TIMEOUT_MS)
    second = open_page(browser, server, height=1000, timeout_ms=TIMEOUT_MS)
    try:
        for page in (first, second):
            open_tab(page, "Train")
        start_bert_on(first, text)
        expect(first.locator("#train-status")).to_contain_text("Training BERT", timeout=TIMEOUT_MS)
        start_bert_on(second, text)
        status = second.locator("#train-status")
        expect(status).to_contain_text("In the queue: number 1.", timeout=TIMEOUT_MS)
        expect(status).to_contain_text(re.compile(r"your BERT run starts by itself in about (\d+:\d\d|a few)"))
        expect(status).to_contain_text("Press Stop to leave the queue.")
        expect(first.locator("#train-status")).to_contain_text("others are waiting, so this turn ends at 2:00")
        screenshot(second, "train_queued")

        first.locator("#train-stop").click()
        expect(status).to_contain_text("Training BERT", timeout=TIMEOUT_MS)  # started by itself, nothing pressed
        expect(second.locator("#train-plot .js-plotly-plot")).to_be_visible(timeout=TIMEOUT_MS)
        second.locator("#train-stop").click()
        expect(status).to_contain_text(re.compile(r"Stopped at step \d+"), timeout=TIMEOUT_MS)
    finally:
        first.close()
        second.close()


def test_a_bad_text_gets_its_sentence_and_nothing_starts(page):
    page.locator("#train-source").get_by_text("My text").click()
    page.locator("#train-text textarea").fill("hello")
    expect(page.locator("#train-data")).to_contain_text("Your text has 1 word; a run needs at least 300 words")
    page.locator("#train-start").click()
    expect(page.locator(TOAST).first).to_contain_text("Your text has 1 word")
    expect(page.locator("#train-status")).to_contain_text("Press Start to train")


@pytest.fixture(scope="module")
def app_in_process():
    """The app in this test process, so that a test can hand the page a run of its own (TRAINER patched)."""
    url = launch_in_process()
    yield url
    app_demo().close()


def test_the_page_marks_the_kept_point_and_says_the_model_has_begun_to_memorise(browser, app_in_process,  # noqa: F811
                                                                                 tmp_path):
    """Start hands the page a run whose events are fed here (no child process): it has passed its best held-out
    evaluation (step 300) by more than the margin; then it finishes, keeping step 300's weights."""
    from unittest import mock

    from playground.train import sessions as training_sessions
    from test_kept_weights import advance, feed, fed_run, u_shaped

    run = fed_run(tmp_path, 390)
    trainer = training_sessions.TRAINER
    with mock.patch.object(trainer, "start", lambda session, settings, resume=False: run), \
            mock.patch.object(trainer, "last_run", lambda session: run):
        page = open_page(browser, app_in_process, height=1000)
        try:
            open_tab(page, "Train")
            page.locator("#train-source").get_by_text("My text").click()  # as the fed run says: the page agrees
            page.locator("#train-text textarea").fill(write_corpus(tmp_path / "corpus.txt").read_text())
            page.locator("#train-start").click()
            status, plot = page.locator("#train-status"), page.locator("#train-plot .js-plotly-plot")
            expect(status).to_contain_text("Training BERT · step 390 of 600")
            memorising = ("Held-out loss has risen since step 300: the model has begun to memorise your text; the "
                          "model from step 300 is kept.")
            expect(status).to_contain_text(memorising)
            expect(plot.locator("g.textpoint")).to_have_text("kept: step 300")  # the star's label
            expect(plot.locator(".legendtext", has_text="kept weights")).to_have_count(1)

            advance(run, 391, 450)  # the loop's patience is over: it stops early, with step 300's weights
            feed(run, "finished", path=str(tmp_path / "bert.safetensors"), steps=450, metrics={}, baselines={},
                 best_step=300, best_valid_loss=u_shaped(300), stopped_early=True)
            expect(status).to_contain_text(f"Finished at step 450 · held-out {u_shaped(450):.3f}. It stopped early: "
                                           "held-out loss had stopped improving. It keeps the weights of step 300, its "
                                           f"best held-out evaluation ({u_shaped(300):.3f}).")
            expect(status).to_contain_text(memorising)
            expect(plot.locator("g.textpoint")).to_have_text("kept: step 300")
            screenshot(page, "train_kept")
        finally:
            if run.running:  # the page's stream follows the run until it ends
                feed(run, "failed", message="The test ended.")
            page.close()
