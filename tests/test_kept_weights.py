"""Runs keep the weights of their best held-out evaluation, and the page says which: the Train tab's loss plot marks
the best evaluation so far, its status says when held-out loss has turned up (the model has begun to memorise its
text) and, at the end, which step's weights were kept; the Model tab marks each model's kept point and says "weights
from step N of M". The run's events are fed straight into TrainingRun._apply, the path its reader thread takes:
no child process, no clock, milliseconds per test."""

import math
import re

import pytest

from playground import model_card
from playground.train import tab as train_tab
from playground.train import run as tr

EVERY, STEPS = 30, 600  # an evaluation every 30 steps of 600 (the tiny preset the Train tab's tests run)
ANSWER = {"top-5": [("market", 0.4), ("mill", 0.2), ("river", 0.1), ("forge", 0.1), ("orchard", 0.05)]}


def u_shaped(step: int) -> float:
    """A held-out loss that falls, bottoms out at step 300 and climbs as the model memorises its text."""
    return round(1.0 + 4.0 * math.exp(-step / 70) + 1.5e-6 * step ** 2, 5)


def feed(run: tr.TrainingRun, event: str, **data) -> None:
    run._apply({"event": event, **data})


def fed_run(folder, until: int, valid=u_shaped, best_from_child: bool = True, kind: str = "bert",
            text: str | None = "Ada walked to the mill.\n\nCleo went home.") -> tr.TrainingRun:
    """A run that has reported `until` steps as a child would, an evaluation every EVERY steps; with
    best_from_child, each evaluation names the best so far the way the loop picks it (a strictly lower loss; the
    earlier step on a tie); without, it names none (a child from before runs kept their best weights)."""
    run = tr.TrainingRun("session", tr.Settings(kind=kind, text=text, size="tiny", steps=STEPS, minutes=5), folder)
    feed(run, "prepared", tokens=2_000, train_tokens=1_800, vocab_size=512, one_token_share=0.9, precision="fp32",
         corpus={"train_documents": 54, "held_out_documents": 6})
    feed(run, "training", parameters=123_456)
    advance(run, 1, until, valid, best_from_child)
    return run


def advance(run: tr.TrainingRun, first: int, last: int, valid=u_shaped, best_from_child: bool = True) -> None:
    for step in range(first, last + 1):
        batch_loss = 5.0 * math.exp(-step / 100) + 0.2 + 0.08 * math.sin(step * 0.7)  # a batch's noise
        feed(run, "step", step=step, loss=round(batch_loss, 5), lr=learning_rate(step), tokens=step * 512,
             elapsed=step * 0.05)
        if step % EVERY == 0:
            loss = valid(step)
            best = {}
            if best_from_child:
                view = run.view()
                best_step, best_loss = view["best_step"], view["best_valid_loss"]
                if best_loss is None or loss < best_loss:
                    best_step, best_loss = step, loss
                best = {"best_step": best_step, "best_valid_loss": best_loss}
            feed(run, "eval", step=step, valid_loss=loss, answer=ANSWER, attention=None, **best)


def learning_rate(step: int, peak: float = 2e-3) -> float:
    """The recipe's shape: warmup over the first 10% of the steps, flat, a decay to zero over the last 40%."""
    return peak * min(1.0, step / (0.1 * STEPS), (STEPS - step) / (0.4 * STEPS))


def best_of(steps) -> tuple[int, float]:
    losses = {s: u_shaped(s) for s in steps if s % EVERY == 0}
    step = min(losses, key=lambda s: (losses[s], s))
    return step, losses[step]


def kept_traces(fig) -> list:
    return [t for t in fig.data if t.name == "kept weights"]


# ---------------------------------------------------------------------------------------------------------------------
# The Train tab
# ---------------------------------------------------------------------------------------------------------------------


def test_the_curve_is_u_shaped_with_its_best_at_step_300():
    """The fed curve itself (what the other tests rely on): falling to step 300, rising after, past the margin."""
    assert best_of(range(1, STEPS + 1)) == (300, u_shaped(300))
    assert u_shaped(330) < u_shaped(300) * (1 + train_tab.RISE_MARGIN) < u_shaped(360)


def test_the_plot_marks_the_best_evaluation_so_far_and_it_moves_with_a_new_best(tmp_path):
    run = fed_run(tmp_path, 150)
    view = run.view()
    assert (view["best_step"], view["best_valid_loss"], view["kept_step"]) == (150, u_shaped(150), None)
    [kept] = kept_traces(train_tab.loss_figure(view))
    assert (list(kept.x), list(kept.y), list(kept.text)) == ([150], [round(u_shaped(150), 4)], ["kept: step 150"])
    assert kept.marker.symbol == "star"

    advance(run, 151, 450)  # the best is step 300's: later evaluations are worse
    [kept] = kept_traces(train_tab.loss_figure(run.view()))
    assert (list(kept.x), list(kept.text)) == ([300], ["kept: step 300"])


def test_the_status_says_memorising_once_held_out_loss_is_past_the_margin(tmp_path):
    run = fed_run(tmp_path, 300)
    assert train_tab.memorising_line(run.view()) is None  # the latest evaluation is the best one
    assert "(best " in train_tab.status_text(run.view()) and "step 300)" in train_tab.status_text(run.view())
    advance(run, 301, 330)  # above the best, but by less than the margin: the model may still be learning
    assert 0 < run.view()["valid"]["loss"][-1] / u_shaped(300) - 1 < train_tab.RISE_MARGIN
    assert train_tab.memorising_line(run.view()) is None
    assert "memorise" not in train_tab.status_text(run.view())
    advance(run, 331, 360)
    line = ("Held-out loss has risen since step 300: the model has begun to memorise your text; the model from step "
            "300 is kept.")
    assert train_tab.memorising_line(run.view()) == line
    paragraphs = train_tab.status_text(run.view()).split("\n\n")
    assert paragraphs[0].startswith("**Training BERT** · step 360 of 600") and paragraphs[1] == line


def test_the_memorising_line_says_the_training_text_for_the_bundled_corpus(tmp_path):
    run = fed_run(tmp_path, 420, text=None)
    assert train_tab.memorising_line(run.view()) == (
        "Held-out loss has risen since step 300: the model has begun to memorise the training text; the model from "
        "step 300 is kept.")


def test_a_run_that_gets_a_new_best_loses_the_memorising_line():
    view = {"best_step": 60, "best_valid_loss": 5.0, "settings": {"bundled_corpus": False},
            "valid": {"steps": [60, 72, 84], "loss": [5.0, 5.3, 5.4]}}
    assert train_tab.memorising_since(view) == 60
    assert train_tab.memorising_since(view | {"best_step": 84, "best_valid_loss": 5.4}) is None


def test_the_finished_summary_says_which_step_s_weights_were_kept(tmp_path):
    run = fed_run(tmp_path, STEPS)
    assert run.view()["state"] == "measuring"
    feed(run, "finished", path=str(tmp_path / "bert.safetensors"), steps=STEPS, metrics={}, baselines={},
         best_step=300, best_valid_loss=u_shaped(300), stopped_early=False)
    view = run.view()
    assert (view["state"], view["kept_step"], view["best_step"], view["stopped_early"]) == \
        ("finished", 300, 300, False)
    status = train_tab.status_text(view)
    assert status.startswith(f"✓ **Finished** at step 600 · held-out {u_shaped(600):.3f}. It keeps the weights of "
                             f"step 300, its best held-out evaluation ({u_shaped(300):.3f}). The **Fill mask** tab")
    assert "(best " not in status  # said once, in the sentence
    assert "Held-out loss has risen since step 300" in status  # why the kept step is not the last
    [kept] = kept_traces(train_tab.loss_figure(view))
    assert list(kept.x) == [300]


def test_a_run_the_loop_stopped_early_says_so(tmp_path):
    """The loop's patience: evaluations in a row that have not beaten the best end the run before its steps."""
    run = fed_run(tmp_path, 450)
    feed(run, "finished", path=str(tmp_path / "bert.safetensors"), steps=450, metrics={}, baselines={},
         best_step=300, best_valid_loss=u_shaped(300), stopped_early=True)
    assert train_tab.status_text(run.view()).startswith(
        f"✓ **Finished** at step 450 · held-out {u_shaped(450):.3f}. It stopped early: held-out loss had stopped "
        f"improving. It keeps the weights of step 300, its best held-out evaluation ({u_shaped(300):.3f}).")


def test_a_stopped_run_keeps_the_step_its_event_names_with_that_step_s_loss(tmp_path):
    run = fed_run(tmp_path, 437)
    run.stop_asked_at = run.started_at  # as stop() marks it (no child to tell here)
    feed(run, "stopped", path=str(tmp_path / "bert.safetensors"), step=437, best_step=300)  # no best_valid_loss
    view = run.view()
    assert (view["state"], view["kept_step"], view["best_step"], view["best_valid_loss"]) == \
        ("stopped", 300, 300, u_shaped(300))
    status = train_tab.status_text(view)
    assert re.match(r"■ \*\*Stopped\*\* at step 437 · held-out [\d.]+ \([\d.]+ s after Stop\)\. It keeps the weights "
                    rf"of step 300, its best held-out evaluation \({u_shaped(300):.3f}\)\. The \*\*Fill mask\*\* tab "
                    "now uses this BERT, for you only; press \\*\\*Continue\\*\\*", status), status


@pytest.mark.parametrize("best_step", [None, 12])
def test_a_run_stopped_before_its_first_evaluation_keeps_its_last_step(tmp_path, best_step):
    """Its event names no best step, or the step it stopped at: either way there is no evaluation to mark."""
    run = fed_run(tmp_path, 12)
    feed(run, "stopped", path=str(tmp_path / "bert.safetensors"), step=12, best_step=best_step)
    view = run.view()
    assert (view["kept_step"], view["best_step"], view["best_valid_loss"]) == (12, None, None)
    assert "It keeps the weights of step 12. The" in train_tab.status_text(view)
    assert not kept_traces(train_tab.loss_figure(view))


def test_a_child_that_names_no_best_step_gets_no_mark_and_no_memorising_line(tmp_path):
    """A child from before runs kept their best weights: nothing is marked, nothing claimed; its model is its last
    step's, and the summary says so."""
    run = fed_run(tmp_path, 450, best_from_child=False)
    view = run.view()
    assert (view["best_step"], view["best_valid_loss"]) == (None, None)
    assert not kept_traces(train_tab.loss_figure(view))
    assert "memorise" not in train_tab.status_text(view) and "(best " not in train_tab.status_text(view)
    advance(run, 451, STEPS, best_from_child=False)
    feed(run, "finished", path=str(tmp_path / "bert.safetensors"), steps=STEPS, metrics={}, baselines={})
    view = run.view()
    assert view["kept_step"] == STEPS
    assert f"· held-out {u_shaped(600):.3f}. It keeps the weights of step 600. The" in train_tab.status_text(view)


def test_a_failed_run_claims_no_kept_model(tmp_path):
    run = fed_run(tmp_path, 420)
    feed(run, "failed", message="Training failed (RuntimeError: boom); press Start to try again.")
    status = train_tab.status_text(run.view())
    assert status.startswith("✗ Training failed") and "memorise" not in status and "keeps the weights" not in status


def test_a_continued_run_starts_from_the_stopped_run_s_best(tmp_path):
    stopped = fed_run(tmp_path, 437)
    feed(stopped, "stopped", path=str(tmp_path / "bert.safetensors"), step=437, best_step=300)
    run = tr.TrainingRun("session", stopped.settings, tmp_path / "2", resume_from=stopped)
    view = run.view()
    assert (view["best_step"], view["best_valid_loss"], view["kept_step"]) == (300, u_shaped(300), None)
    assert [t.x[0] for t in kept_traces(train_tab.loss_figure(view))] == [300]


def test_the_run_as_json_carries_the_best_and_kept_steps(tmp_path):
    """What /train_status answers (training_sessions.public_view of view()), and the page's JSON panel."""
    run = fed_run(tmp_path, 360)
    public = train_tab.public_view(run.view())
    assert {k: public[k] for k in ("best_step", "best_valid_loss", "kept_step")} == \
        {"best_step": 300, "best_valid_loss": u_shaped(300), "kept_step": None}


# ---------------------------------------------------------------------------------------------------------------------
# The Model tab
# ---------------------------------------------------------------------------------------------------------------------


def log_entry(steps: int, best: int | None, stopped_early: bool = False, **more) -> dict:
    valid_steps = list(range(100, steps + 1, 100))
    entry = {"parameters": 1000, "steps": steps, "train_steps": list(range(1, steps + 1)),
             "train_loss": [5.0] * steps, "valid_steps": valid_steps, "valid_loss": [u_shaped(s) for s in valid_steps]}
    if best is not None:
        entry |= {"best_step": best, "best_valid_loss": u_shaped(best), "best_epoch": 1.234,
                  "stopped_early": stopped_early}
    return entry | more


def test_the_model_tab_marks_each_kept_point_with_one_legend_entry():
    log = {"models": {"gpt": log_entry(600, 300, stopped_early=True), "bert": log_entry(800, None),
                      "t5": log_entry(500, 500)}}
    fig = model_card.curves_figure(log)
    kept = kept_traces(fig)
    assert [(t.x[0], t.y[0], t.text[0], t.xaxis) for t in kept] == [
        (300, round(u_shaped(300), 4), "kept: step 300", "x"), (500, round(u_shaped(500), 4), "kept: step 500", "x3")]
    assert [t.showlegend for t in kept] == [True, False]
    assert len(fig.data) == 2 * 3 + 2


def test_the_training_rows_say_which_step_s_weights_were_kept():
    class Model:  # what training_rows reads of a loaded model: its header
        def __init__(self, steps):
            self.metadata = {"training": f'{{"steps": {steps}, "tokens_seen": 1000, "train_seconds": 12.3, '
                                         '"size": "quick"}'}

    loaded = {"gpt": Model(600), "bert": Model(800), "t5": Model(500)}
    log = {"models": {"gpt": log_entry(600, 300, stopped_early=True), "bert": log_entry(800, None),
                      "t5": log_entry(500, 500)}}
    steps = [row[1] for row in model_card.training_rows(loaded, log)]
    assert steps == ["600 · weights from step 300 of 600 (1.23 passes over the text; stopped early)", "800",
                     "500 · weights from step 500 of 500 (1.23 passes over the text)"]
    assert [row[1] for row in model_card.training_rows(loaded)] == ["600", "800", "500"]  # no log: as before


def test_a_log_from_before_best_weights_marks_nothing(store):
    log = model_card.read_train_log(store.folder)
    old = {"models": {k: {key: v for key, v in e.items() if not key.startswith("best_") and key != "stopped_early"}
                      for k, e in log["models"].items()}}
    assert not kept_traces(model_card.curves_figure(old)) and len(model_card.curves_figure(old).data) == 2 * 3
    loaded = {k: store.get(k) for k in ("gpt", "bert", "t5")}
    assert all("weights from" not in row[1] for row in model_card.training_rows(loaded, old))


@pytest.mark.parametrize("module", [model_card, train_tab])
def test_docstring_examples(module):
    import doctest
    result = doctest.testmod(module)
    assert result.attempted >= 2 and result.failed == 0
