"""The real page in a real browser: `python playground/app.py` as a user runs it, driven by Playwright through
Debian's Chromium. Each tab's first example must give a result and a rendered plotly attention plot; the run
saves {generate,fill_mask,infill,model}.png (see SCREENSHOTS). Text that looks like HTML must stay text. Each
view of the Inside tab runs in one page and saves inside_<view>.png (its numbers are checked in process, its answers
for every model through the API).

Bad input shows its message in a toast and the tab keeps working; a tab whose model is missing says so and how to
fix it while the other tabs work.

Needs /usr/bin/chromium (`apt-get install -y chromium`); never `playwright install`, which downloads a browser.
"""

import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from app_process import start_app

ROOT = Path(__file__).resolve().parent.parent
# The tests never change tracked files: screenshots go to a scratch folder unless PLAYGROUND_SCREENSHOTS names one.
# To refresh the README's: PLAYGROUND_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest -q tests/test_browser.py
# tests/test_train_tab_browser.py
SCREENSHOTS = Path(os.environ.get("PLAYGROUND_SCREENSHOTS") or Path(tempfile.gettempdir()) / "playground-screenshots")
# Pictures for the docs wait for plotly's transition to end; those of an ordinary run (kept to look at when a test
# fails) need not.
SETTLE_S = 0.5 if os.environ.get("PLAYGROUND_SCREENSHOTS") else 0.0
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
XSS = '<img src=x onerror="window.__xss=1">'
SCRIPT = "<script>window.__xss=2</script>"
ODD = "\u202eשלום مرحبا 😀🧑‍🌾 cafe\u0301 a\x00b\x07c"  # right-to-left, emoji, combining mark, NUL, bell
TOAST = '[data-testid="toast-text"]'
TIMEOUT_MS = 30_000  # generous: the first plot loads plotly.js, and CI machines can be busy
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def server(app_server):
    """The app started exactly as its README says (conftest.py's app_server, shared with other test files)."""
    return app_server.url


@pytest.fixture(scope="module")
def browser():
    """Chromium, as one browsing context (one profile) for the module's pages: its cache keeps the page's scripts
    compiled, so each page after the first loads with less CPU (Chromium and the server: 2.3 s, then 1.9 s)."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is missing at {CHROMIUM}: install it with `apt-get install -y chromium` "
                    "(do not run `playwright install`).")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser.new_context()
        browser.close()


def open_page(browser, url: str, height: int = 900, timeout_ms: float = TIMEOUT_MS):
    """A new page on the app, once its first tab is there."""
    page = browser.new_page()
    page.set_viewport_size({"width": 1280, "height": height})
    page.set_default_timeout(timeout_ms)
    page.goto(url)
    page.wait_for_selector("#gen-prompt textarea")
    return page


@pytest.fixture
def page(browser, server):
    page = open_page(browser, server)
    yield page
    page.close()


@pytest.fixture(scope="module")
def visitor_page(browser, server):
    """One page for each tab's examples in turn and then the tests of odd and wrong input, as one visitor tries the
    examples and then types one thing after another in the same page (a page costs Chromium about 1.5 s of CPU to
    load; each test leaves no toast open). The first test finds it on the Generate tab, where it opens."""
    page = open_page(browser, server)
    yield page
    page.close()


def open_tab(page, name: str):
    page.get_by_role("tab", name=name).click()


def wait_until_stable(page, selector: str, seconds: float = 0.8):
    """Wait until a streamed textarea stops changing (the generation has finished)."""
    last, since = None, time.time()
    deadline = time.time() + TIMEOUT_MS / 1000
    while time.time() < deadline:
        value = page.input_value(selector)
        if value != last:
            last, since = value, time.time()
        elif time.time() - since > seconds:
            return value
        time.sleep(0.1)
    pytest.fail(f"{selector} kept changing for {TIMEOUT_MS / 1000:.0f} s")


def expect_attention_plot(page, kind: str):
    plot = page.locator(f"#{kind}-attention .js-plotly-plot")
    expect(plot).to_be_visible()
    expect(plot.locator("g.hm image").first).to_be_attached()  # the heatmap's pixels


def screenshot(page, name: str):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    time.sleep(SETTLE_S)  # let plotly finish its transition
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def test_generate_example(visitor_page):
    page = visitor_page
    page.locator("#gen-examples").get_by_text("After school, my sister and I").first.click()
    expect(page.locator("#gen-output textarea")).to_have_value(re.compile(r"^After school, my sister and I.+", re.S))
    text = wait_until_stable(page, "#gen-output textarea")
    assert len(text) > len("After school, my sister and I")
    expect(page.locator("#gen-candidates")).to_contain_text("drawn")
    expect_attention_plot(page, "gpt")
    screenshot(page, "generate")


def test_stop_stops_a_generation_started_from_an_example(visitor_page):
    """Stop cancels the generation an example starts (the example's own follow-up event), as it cancels the button's
    and Enter's: read from the page's own event table, because on a quiet machine the example's 80 tokens can all
    arrive before a click on Stop does, so timing the click would pass or fail by the machine's load."""
    page = visitor_page
    config = page.evaluate("window.gradio_config")
    elem_ids = {c["id"]: (c.get("props") or {}).get("elem_id") for c in config["components"]}
    events = {d["id"]: d for d in config["dependencies"]}
    stop = [d for d in events.values() if any(elem_ids.get(t[0]) == "gen-stop" for t in d["targets"])]
    cancelled = {i for d in stop for i in d.get("cancels") or []}
    example = next(d["id"] for d in events.values()
                   if any(elem_ids.get(t[0]) == "gen-examples" for t in d["targets"]))
    started_by_example = [d["id"] for d in events.values() if d.get("trigger_after") == example]
    generations = [d["id"] for d in events.values() if (d.get("api_name") or "").startswith("generate")]
    assert started_by_example and set(started_by_example) <= set(generations), (started_by_example, generations)
    assert set(generations) <= cancelled, (generations, cancelled)
    # And a Stop on a running generation ends it: the 80-token example, stopped once its first tokens are there.
    page.locator("#gen-examples").get_by_text("Dear Grandma,").first.click()
    expect(page.locator("#gen-output textarea")).to_have_value(re.compile(r"^Dear Grandma,.+", re.S))
    page.locator("#gen-stop").click()
    wait_until_stable(page, "#gen-output textarea", seconds=2)
    expect(page.locator("#gen-stop")).to_be_visible()  # the page still answers after the stop


def test_fill_mask_example(visitor_page):
    page = visitor_page
    open_tab(page, "Fill mask · BERT")
    page.locator("#fill-examples").get_by_text("The cat is a [MASK].").first.click()
    expect(page.locator("#fill-filled")).to_contain_text("The cat is a")
    # The word the filled text shows at the [MASK] is a guess in the table (a leading space shows as ␣ there).
    expect(page.locator("#fill-filled")).to_contain_text(re.compile(r"The cat is a\s+\S+\s+\[MASK\]"))
    best = re.search(r"The cat is a\s+(\S+)\s+\[MASK\]", page.locator("#fill-filled").inner_text()).group(1)
    expect(page.locator("#fill-table")).to_contain_text("␣" + best)
    expect_attention_plot(page, "bert")
    screenshot(page, "fill_mask")


def test_infill_example(visitor_page):
    page = visitor_page
    open_tab(page, "Infill spans · T5")
    page.locator("#infill-examples").get_by_text("The farmer milked the").first.click()
    expect(page.locator("#infill-input textarea")).to_have_value("The farmer milked the<extra_id_0> in the barn.[EOS]")
    expect(page.locator("#infill-filled")).to_contain_text("in the barn.")
    page.locator("#corrupt-button").click()
    expect(page.locator("#corrupt-input textarea")).to_have_value(re.compile(r"<extra_id_0>"))
    expect_attention_plot(page, "t5")
    screenshot(page, "infill")


def test_model_tab(visitor_page):
    page = visitor_page
    open_tab(page, "Model")
    expect(page.locator("#model-status")).to_contain_text("loaded")
    expect(page.locator("#training-curves .js-plotly-plot")).to_be_visible()
    screenshot(page, "model")
    page.locator("#reload-button").click()
    expect(page.get_by_text("Weights reloaded from")).to_be_visible()
    expect(page.locator("#model-status")).to_contain_text("loaded")


@pytest.mark.parametrize("tab, field, button, suffix, output", [
    ("Generate · GPT-2", "#gen-prompt textarea", "#gen-button", "", "#gen-tokens"),
    ("Fill mask · BERT", "#fill-text textarea", "#fill-button", " [MASK]", "#fill-filled"),
    ("Infill spans · T5", "#infill-text textarea", "#infill-button", " ___", "#infill-filled"),
])
def test_html_script_and_unusual_text_show_as_text(visitor_page, tab, field, button, suffix, output):
    """An <img onerror> and a <script> are shown as text and never run; right-to-left text, emoji, combining
    marks, NUL and control characters come back as typed."""
    page = visitor_page
    open_tab(page, tab)
    # BERT reads at most 62 tokens and the three together are 99 (byte-level pieces), so BERT gets them in two goes.
    texts = [XSS + SCRIPT, ODD] if tab.startswith("Fill mask") else [XSS + SCRIPT + ODD]
    for text in texts:
        page.fill(field, text + suffix)
        assert page.input_value(field) == text + suffix
        page.click(button)
        for shown in (XSS, SCRIPT, "\u202eשלום مرحبا 😀🧑‍🌾 cafe\u0301 a"):
            if shown in text:
                expect(page.locator(output)).to_contain_text(shown)
    kind = {"#gen-tokens": "gpt", "#fill-filled": "bert", "#infill-filled": "t5"}[output]
    expect_attention_plot(page, kind)
    time.sleep(0.5)
    assert page.evaluate("window.__xss") is None
    assert page.locator('img[src="x"]').count() == 0
    expect(page.locator(TOAST)).to_have_count(0)


def expect_toast(page, message: str):
    """The error toast, with exactly this text (Gradio shows gr.Error's message as the toast's text)."""
    expect(page.locator(TOAST)).to_have_text(message)
    page.locator('[data-testid="toast-close"]').first.click()


BAD_INPUT = [
    ("Generate · GPT-2", "#gen-prompt textarea", "", "#gen-button",
     "The prompt is empty; type some text, for example: After school, my sister and I"),
    ("Generate · GPT-2", "#gen-prompt textarea", "x" * 100_000, "#gen-button",
     "The prompt is 100,000 characters long; shorten it to at most 2,000."),
    ("Generate · GPT-2", "#gen-seed input", "-5", "#gen-button",
     "Seed must be between 0 and 2147483647 (got -5); pick a value in that range."),
    ("Fill mask · BERT", "#fill-text textarea", "no mask here", "#fill-button",
     "The text has no [MASK]; write [MASK] (capitals, square brackets) where BERT should guess a word."),
    ("Fill mask · BERT", "#fill-text textarea", "[MASK] " * 50, "#fill-button",
     "The text has 50 [MASK]s and BERT fills at most 20 at once; remove 30 of them."),
    ("Infill spans · T5", "#infill-text textarea", "nothing to fill", "#infill-button",
     "The text has no blank; write ___ (three underscores) where T5 should fill in words."),
    ("Infill spans · T5", "#infill-text textarea", "The <extra_id_150> sat on the mat.", "#infill-button",
     "T5 has 100 sentinels, numbered 0 to 99; use at most 100 blanks and sentinel numbers below 100."),
]


@pytest.mark.parametrize("tab, field, value, button, message", BAD_INPUT,
                         ids=[f"{tab.split()[0]}-{i}" for i, (tab, *_) in enumerate(BAD_INPUT)])
def test_bad_input_in_the_page_shows_its_message_and_the_tab_keeps_working(visitor_page, tab, field, value,
                                                                          button, message):
    """All on one page, each after the example clicks of the tests before it: a seed typed after an example click
    used to get Gradio's own "Value -5 is less than minimum value 0." (playground.tabs.shared.examples says why)."""
    page = visitor_page
    open_tab(page, tab)
    if field == "#gen-seed input":
        page.fill("#gen-prompt textarea", "Once upon a time")
    page.fill(field, value)
    page.click(button)
    expect_toast(page, message)
    if field == "#gen-seed input":
        page.fill(field, "0")
    examples = {"Generate · GPT-2": ("#gen-examples", "On rainy days we like to", "#gen-output textarea"),
                "Fill mask · BERT": ("#fill-examples", "The cat is a [MASK].", "#fill-filled"),
                "Infill spans · T5": ("#infill-examples", "I have a sore", "#infill-filled")}[tab]
    # The page may show this example's answer from an earlier test already: wait for this run's.
    click_and_wait_for_run(page, page.locator(examples[0]).get_by_text(examples[1]).first,
                           examples[2].split()[0].lstrip("#"))
    if examples[2].endswith("textarea"):
        expect(page.locator(examples[2])).to_have_value(re.compile(r"^On rainy days we like to.+", re.S))
    else:
        expect(page.locator(examples[2])).to_contain_text(examples[1].split(" [MASK]")[0])


# ---------------------------------------------------------------------------------------------------------------------
# The Inside tab: every view runs for every model it shows, says so for the others; one screenshot per view
# ---------------------------------------------------------------------------------------------------------------------


def inside_views():
    from playground.inside import VIEWS  # imported here: the other tests must not need the Inside records
    return VIEWS


# Gradio's status tracker in an output's wrapper loses its "hide" class while the event runs and gets it back when
# the event is done (after an error it stays shown until the next run ends). A run can be over in 0.1 s, between two
# polls, so an observer records the change as it happens.
WATCH_RUN = """id => {
    const tracker = document.querySelector(`#${id} [data-testid="status-tracker"]`);
    const state = tracker.classList.contains("hide") ? "waiting" : "running";
    window.__runs = Object.assign(window.__runs || {}, {[id]: state});
    const observer = new MutationObserver(() => {
        if (!tracker.classList.contains("hide")) window.__runs[id] = "running";
        else if (window.__runs[id] === "running") { window.__runs[id] = "done"; observer.disconnect(); }
    });
    observer.observe(tracker, {attributes: true, attributeFilter: ["class"]});
}"""


def click_and_wait_for_run(page, target, output: str) -> None:
    """Click `target` (a locator), wait until the event it starts has updated the element with id `output`, and
    expect no error toast: on a page that already shows an earlier answer, what the output holds then is this one's."""
    page.evaluate(WATCH_RUN, output)
    target.click()
    page.wait_for_function("id => window.__runs[id] === 'done'", arg=output)
    expect(page.locator(TOAST)).to_have_count(0)


def run_inside_view(page, name: str) -> None:
    """Press the view's Run, wait until its event is done, and expect a figure and no error toast."""
    output = f"inside-{name}-plot"
    click_and_wait_for_run(page, page.locator(f"#inside-{name}-run"), output)
    plot = page.locator(f"#{output} .js-plotly-plot")
    expect(plot).to_be_visible()
    expect(plot.locator(".main-svg").first).to_be_attached()  # plotly has drawn it


@pytest.fixture(scope="module")
def inside_page(browser, server):
    """One page on the Inside tab for all the views, as a visitor goes from one view to the next."""
    page = open_page(browser, server)
    open_tab(page, "Inside")
    yield page
    page.close()


@pytest.mark.parametrize("name", list(inside_views()))
def test_inside_view_runs_in_the_page_and_says_which_models_it_does_not_show(inside_page, name):
    """A smoke test of the page's side: the view runs for its first model and draws its figure; for a model it
    does not show, its note says so and Run is off. The view's numbers are checked once, in process
    (test_inside_forward.py, test_inside_structure.py), and its answer for every model it shows through the API
    (test_inside_api.py)."""
    from models import MODEL_KINDS
    from playground.model_store import TITLES
    from playground.inside.endpoints import DEFAULT_TEXTS

    page, view = inside_page, inside_views()[name]
    section = page.locator(f"#inside-{name}")
    if not section.locator(f"#inside-{name}-run").is_visible():
        section.get_by_text(view.title, exact=True).first.click()  # open its accordion
    for kind in [k for k in MODEL_KINDS if k != view.kinds[0]] + [view.kinds[0]]:  # the one it runs for last
        page.locator("#inside-kind label", has_text=TITLES[kind]).click()
        if kind not in view.kinds:
            expect(page.locator(f"#inside-{name}-note")).to_contain_text(f"not {TITLES[kind]}")
            expect(page.locator(f"#inside-{name}-run")).to_be_disabled()
            continue
        expect(page.locator(f"#inside-{name}-note")).to_be_hidden()
        expect(page.locator(f"#inside-{name}-run")).to_be_enabled()
        if kind != view.kinds[0]:
            continue
        page.fill("#inside-text textarea", view.examples.get(kind, DEFAULT_TEXTS[kind]))
        run_inside_view(page, name)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        time.sleep(SETTLE_S)  # let plotly finish its transition
        section.screenshot(path=str(SCREENSHOTS / f"inside_{name}.png"))


def test_inside_picking_a_model_swaps_in_its_text_unless_the_user_wrote_their_own(page):
    from playground.inside.endpoints import DEFAULT_TEXTS

    open_tab(page, "Inside")
    expect(page.locator("#inside-text textarea")).to_have_value(DEFAULT_TEXTS["gpt"])
    page.locator("#inside-kind label", has_text="BERT").click()
    expect(page.locator("#inside-text textarea")).to_have_value(DEFAULT_TEXTS["bert"])
    page.fill("#inside-text textarea", "My own [MASK].")
    page.locator("#inside-kind label", has_text="T5").click()
    expect(page.locator("#inside-distribution-note")).to_contain_text("not T5")  # the server's answer has come
    expect(page.locator("#inside-text textarea")).to_have_value("My own [MASK].")


def test_inside_bad_input_shows_its_message_and_the_view_keeps_working(page):
    name = next(iter(inside_views()))
    open_tab(page, "Inside")
    page.fill("#inside-text textarea", "")
    page.locator(f"#inside-{name}-run").click()
    expect(page.locator(TOAST)).to_contain_text("The text is empty; type some text, for example:")
    page.locator('[data-testid="toast-close"]').first.click()
    page.locator("#inside-kind label", has_text="GPT-2").click()
    page.fill("#inside-text textarea", "Once upon a time")
    run_inside_view(page, name)


# ---------------------------------------------------------------------------------------------------------------------
# A weights folder without BERT: the app starts, the BERT tab explains, the others work
# ---------------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server_without_bert(tmp_path_factory):
    folder = tmp_path_factory.mktemp("weights") / "weights"
    shutil.copytree(ROOT / "weights", folder)
    (folder / "bert.safetensors").unlink()
    app = start_app(tmp_path_factory.mktemp("server") / "app.log", PLAYGROUND_WEIGHTS_DIR=str(folder))
    yield app.url, folder
    app.stop()


def test_a_missing_model_turns_off_its_tab_with_the_fix_and_the_others_work(browser, server_without_bert):
    url, folder = server_without_bert
    page = open_page(browser, url)
    try:
        problem = f"BERT is not available ({folder / 'bert.safetensors'}: no such checkpoint); run " \
                  f"`python train_tiny.py --out {folder}` from the repository root, then press Reload weights " \
                  "in the Model tab."
        open_tab(page, "Fill mask · BERT")
        expect(page.locator("#bert-banner")).to_contain_text("BERT could not be loaded; this tab is off until it "
                                                              "is fixed.")
        expect(page.locator("#bert-banner")).to_contain_text(problem.replace("`", ""))
        page.fill("#fill-text textarea", "The badger is a wild [MASK].")
        page.click("#fill-button")
        # The banner above renders the message as Markdown, the toast as HTML: the command shows as code in both.
        expect(page.locator(TOAST).locator("code")).to_have_text(f"python train_tiny.py --out {folder}")
        expect_toast(page, problem.replace("`", ""))
        open_tab(page, "Generate · GPT-2")
        expect(page.locator("#gpt-banner")).to_be_hidden()
        page.locator("#gen-examples").get_by_text("On rainy days we like to").first.click()
        expect(page.locator("#gen-output textarea")).to_have_value(re.compile(r"^On rainy days we like to.+", re.S))
        open_tab(page, "Infill spans · T5")
        expect(page.locator("#t5-banner")).to_be_hidden()
        page.locator("#infill-examples").get_by_text("I have a sore").first.click()
        expect(page.locator("#infill-filled")).to_contain_text("I have a sore")
        open_tab(page, "Model")
        expect(page.locator("#model-status")).to_contain_text("✗ BERT: not available")
        expect(page.locator("#model-status")).to_contain_text(f"python train_tiny.py --out {folder}")
    finally:
        page.close()
