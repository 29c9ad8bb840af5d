"""The Train tab in a real browser: `python playground/app.py` (tiny preset, 600 steps) driven by Playwright through
Debian's Chromium. Paste a text, start a BERT run, see the loss curve and two probe entries, press Stop, and use the
stopped model in Fill mask; a bad text gets its sentence in a toast. Saves train.png (a run in
progress) and train_fill_mask.png (the Fill mask tab on the stopped model) where test_browser.py puts screenshots.

Needs /usr/bin/chromium (`apt-get install -y chromium`); never `playwright install`, which downloads a browser.
"""

import re
import time

import pytest
from playwright.sync_api import expect

from app_process import start_app
from test_browser import CHROMIUM, TOAST, browser, open_page, open_tab, screenshot  # noqa: F401 (browser: a fixture)
from test_train import write_corpus

TIMEOUT_MS = 180_000  # generous: a busy machine slows the run (it trains at a lower CPU priority)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    app = start_app(tmp_path_factory.mktemp("server") / "app.log", GRADIO_SERVER_NAME="127.0.0.1",
                    PLAYGROUND_TRAIN_SIZE="tiny", PLAYGROUND_TRAIN_STEPS="600", PLAYGROUND_TRAIN_SPARE="1")
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
    page.locator("#train-start").click()

    expect(page.locator("#train-status")).to_contain_text("Training BERT", timeout=TIMEOUT_MS)
    expect(page.locator("#train-plot .js-plotly-plot")).to_be_visible(timeout=TIMEOUT_MS)
    wait_for_entries(page, 2)  # two evaluations' answers in the timeline
    expect(page.locator("#train-attention .js-plotly-plot")).to_be_visible(timeout=TIMEOUT_MS)
    screenshot(page, "train")

    page.locator("#train-stop").click()
    expect(page.locator("#train-status")).to_contain_text(re.compile(r"Stopped at step \d+"), timeout=TIMEOUT_MS)
    stopped_at = int(re.search(r"Stopped at step ([\d,]+)", page.locator("#train-status").inner_text())
                     .group(1).replace(",", ""))
    assert 0 < stopped_at < 600

    open_tab(page, "Fill mask · BERT")
    expect(page.locator("#bert-banner")).to_contain_text(f"the BERT you stopped in the Train tab ({stopped_at:,} "
                                                         "steps")
    page.locator("#fill-text textarea").fill("Cleo bought the [MASK] at the market.")
    page.locator("#fill-button").click()
    expect(page.locator("#fill-filled")).to_contain_text("at the market.")
    screenshot(page, "train_fill_mask")


def test_a_bad_text_gets_its_sentence_and_nothing_starts(page):
    page.locator("#train-source").get_by_text("My text").click()
    page.locator("#train-text textarea").fill("hello")
    expect(page.locator("#train-data")).to_contain_text("Your text has 1 word; a run needs at least 300 words")
    page.locator("#train-start").click()
    expect(page.locator(TOAST).first).to_contain_text("Your text has 1 word")
    expect(page.locator("#train-status")).to_contain_text("Press Start to train")
