"""The Train tab: layout and event wiring, and the few functions that shape a run's state for the components. What a
run does is run.py (the run and its child process), sessions.py (one run at a time,
the session's files and model) and text.py (the text and probe checks).

Endpoints (docs/api.md): /train_start starts a run, or queues it while another trains, and answers at once;
/train_watch streams the session's run (its place in the queue while it waits; then status, loss plot, probe
timeline, the run as JSON, the attention view) until it finishes or stops; /train_stop stops it within a second,
keeping its model, or takes it out of the queue; /train_continue trains a stopped run on from its checkpoint;
/train_status answers the run as JSON once (for polling); /train_download answers the finished or stopped model as
one zip (playground/train/archive.py). The page's Start button is /train_start then /train_watch. A client's
session is its gradio_client Client: its trained model serves its own /generate, /fill_mask and /infill calls,
nobody else's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import gradio as gr
import pandas as pd
import plotly.graph_objects as go

from models import MODEL_KINDS
from playground import attention, handlers, model_card, server
from playground.train import run as tr
from playground.train import sessions as training_sessions
from playground.components import number, radio, slider, textbox
from playground.inference import MAX_SEED, AttentionMap
from playground.input_checks import InputError
from playground.model_store import TITLES
from playground.train.text import DEFAULT_PROBES, MAX_TEXT_BYTES, MIN_WORDS, PROBE_SAMPLING, check_text, decode_text

POLL_SECONDS = 0.5  # the page is redrawn this often while a run trains
ENDPOINTS = ("train_start", "train_watch", "train_stop", "train_continue", "train_status", "train_download")
# Training events wait on a child process: they have a limit of their own, never the models' shared one.
TRAIN_EVENTS = dict(concurrency_id="train", concurrency_limit=None)
PRIVATE = dict(api_visibility="private")  # events of the page itself, not endpoints of the API
BUNDLED, OWN = "The bundled corpus", "My text (pasted or uploaded)"
START_CHOICES = [("from scratch", "scratch"), ("the bundled model (teach it your text)", "bundled")]
TAB_OF = {"gpt": "Generate", "bert": "Fill mask", "t5": "Infill spans"}
PROBE_HEADERS = {"gpt": ["step", "held-out loss", "greedy",
                         f"sampled (temperature {PROBE_SAMPLING.temperature:g}, seed 0)"],
                 "bert": ["step", "held-out loss", "top-5 guesses for [MASK]"],
                 "t5": ["step", "held-out loss", "filled (greedy)"]}
# The status says the model has begun to memorise once the latest held-out loss is more than RISE_MARGIN above the
# best one. Held-out loss is measured on the same fixed batches at every evaluation, so it moves only as the weights
# move. Measured with the quick preset the tab runs (seed 0, about 20 evaluations each): models still learning fell
# at every evaluation (GPT-2 on the bundled corpus; BERT and T5 on 57 KB of this repository's docs pasted as text),
# while GPT-2 memorising those 57 KB rose 1.4%, 2.7%, 4.3% and 7.4% above its best at the next four evaluations and
# never came back. 2% names it at the second evaluation past the best rather than at a first uptick. (The tests' tiny
# preset on a 12 KB toy text wobbles by up to 16% and recovers; the tab does not run it.)
RISE_MARGIN = 0.02
STATE_WORDS = {"starting": "Starting the training process and training the tokenizer on the text…",
               "preparing": "Packing the text into tokens and building the model…"}

INTRO = f"""### Train a model and watch it learn
Pick GPT-2, BERT or T5, the bundled corpus or your own text, and press **Start**. It is the loop, recipe and
objectives of `python train_tiny.py --size {tr.DEFAULT_TRAIN_SIZE}` (Muon and AdamW, warmup, a flat stretch and a
decay to zero), in a process of its own on this server. The loss curves move as it learns, and at every evaluation
the model answers your **probe**, so you can watch "the the the" become words. A run keeps the weights of its best
held-out evaluation (the star on the plot), also when you press **Stop**; the other tabs use that model for you only
(other visitors keep the bundled models). One run trains at a time on this server: while another visitor's run
trains, **Start** puts you in the queue, and your run starts by itself when your turn comes (keep this page open)."""


def opened() -> None:
    """The visitor opened the Train tab: they may press Start soon (a spare child gets ready for it)."""
    training_sessions.TRAINER.visitor_may_train()


def get_ready() -> None:
    """Start a training child ahead of the first Start (spare.py): the server calls this as it starts."""
    training_sessions.TRAINER.spare.start()


def session_of(request: gr.Request | None) -> str:
    if request is None or not getattr(request, "session_hash", None):
        raise handlers.error(InputError("This call has no session; call it from the page or from gradio_client."))
    return request.session_hash


def owner_of(request: gr.Request | None) -> str:
    """The session of a call that would start a run. A raw call's own made-up session (server.RAW_CALL_SESSION)
    can never hold a heartbeat: it is refused at once, not after the Trainer's wait for one (a flood of such calls
    would otherwise each hold a worker thread for that wait)."""
    session = session_of(request)
    if server.RAW_CALL_SESSION.fullmatch(session):
        raise handlers.error(InputError(training_sessions.NO_SESSION))
    return session


# ---------------------------------------------------------------------------------------------------------------------
# A run's state, shaped for the components
# ---------------------------------------------------------------------------------------------------------------------


def duration(seconds: float | None) -> str:
    return training_sessions.minutes_and_seconds(seconds)


def memorising_since(view: dict) -> int | None:
    """The step of the best held-out evaluation when the latest one is more than RISE_MARGIN above it (the model has
    begun to memorise its text since that step); None otherwise, and for a run whose child names no best step.

    >>> memorising_since({"best_step": 60, "best_valid_loss": 5.0, "valid": {"steps": [60, 72], "loss": [5.0, 5.2]}})
    60
    >>> memorising_since({"best_step": 60, "best_valid_loss": 5.0, "valid": {"steps": [60, 72], "loss": [5.0, 5.05]}})
    """
    best, best_loss, valid = view.get("best_step"), view.get("best_valid_loss"), view["valid"]
    if best is None or best_loss is None or not valid["steps"] or valid["steps"][-1] <= best:
        return None
    return best if valid["loss"][-1] > best_loss * (1 + RISE_MARGIN) else None


def memorising_line(view: dict) -> str | None:
    """One plain sentence when held-out loss has turned up (memorising_since), else None."""
    since = memorising_since(view)
    if since is None:
        return None
    text = "the training text" if view["settings"]["bundled_corpus"] else "your text"
    return (f"Held-out loss has risen since step {since:,}: the model has begun to memorise {text}; the model from "
            f"step {since:,} is kept.")


def kept_words(view: dict) -> str:
    """Which step's weights an ended run kept, as a sentence ("" while it runs)."""
    kept, best, loss = view.get("kept_step"), view.get("best_step"), view.get("best_valid_loss")
    if kept is None:
        return ""
    if kept == best and loss is not None:
        return f" It keeps the weights of step {kept:,}, its best held-out evaluation ({loss:.3f})."
    return f" It keeps the weights of step {kept:,}."


def status_text(view: dict) -> str:
    """What the run is doing, in one paragraph (and one line when held-out loss has turned up), and how to
    reproduce it."""
    kind, state = view["kind"], view["state"]
    title = TITLES[kind]
    if state == tr.QUEUED:
        queue = view["queue"] or {}
        place = queue.get("place") or 1
        ahead = "the run training now comes" if place == 1 else f"the run training now and {place - 1} more come"
        shared = training_sessions.shared_turn_seconds()
        return (f"**In the queue: number {place}.** This server trains one run at a time, and {ahead} first; "
                f"your {title} run starts by itself in about **{duration(queue.get('wait_seconds'))}**, with the "
                f"settings you chose (waiting {duration(queue.get('waited_seconds'))} so far). While anyone waits, "
                f"each turn is at most {shared / 60:g} minutes. Keep this page open: a closed page gives up its "
                "place. Press **Stop** to leave the queue.")
    if state == tr.LEFT:
        return f"{view['message']}"
    valid = view["valid"]["loss"]
    held_out = f" · held-out {valid[-1]:.3f}" if valid else ""
    best = view.get("best_step")
    if best is not None and view.get("best_valid_loss") is not None and valid and state in tr.RUNNING:
        held_out += f" (best {view['best_valid_loss']:.3f}, step {best:,})"
    if state in STATE_WORDS or (state == "training" and view["loss"] is None):
        line = STATE_WORDS.get(state, STATE_WORDS["preparing"])
    elif state == "training":
        left = view["seconds_left"]
        line = (f"**Training {title}** · step {view['step']:,} of {view['max_steps']:,} · loss {view['loss']:.3f}"
                f"{held_out} · learning rate {view['lr']:.2g} · {view['tokens_per_second']:,} tokens/s · "
                f"{duration(left)} left")
        if view.get("turn_shortened"):
            line += (f" (others are waiting, so this turn ends at {duration(view['budget_seconds'])} of training, "
                     "or sooner)")
    elif state == "measuring":
        line = (f"Training ended at step {view['step']:,}{held_out}; measuring the model on the held-out text "
                "(a few seconds)…")
    elif state == "finished":
        early = " It stopped early: held-out loss had stopped improving." if view.get("stopped_early") else ""
        if view.get("turn_shortened") and view["step"] < view["max_steps"] and not early:
            early = (f" Others were waiting, so its turn ended at {duration(view['budget_seconds'])} of training; "
                     "press **Start** to queue for another.")
        line = (f"✓ **Finished** at step {view['step']:,}{held_out}.{early}{kept_words(view)} The "
                f"**{TAB_OF[kind]}** tab now uses this {title}, for you only.")
    elif state == "stopped":
        took = view["timings"]["stop_to_stopped_s"]
        line = (f"■ **Stopped** at step {view['step']:,}{held_out}" + (f" ({took:.1f} s after Stop)" if took else "")
                + f".{kept_words(view)} The **{TAB_OF[kind]}** tab now uses this {title}, for you only; press "
                "**Continue** to train on, or **Start** to begin again.")
    else:
        line = f"✗ {view['message']}"
    data = view["data"]
    lines = [line]
    memorising = memorising_line(view) if state != "failed" else None
    if memorising:
        lines.append(memorising)
    if data:
        corpus = data["corpus"]
        source = "the bundled corpus" if view["settings"]["bundled_corpus"] else "your text"
        lines.append(f"Data: {source}, {data['tokens']:,} tokens ({corpus['train_documents']:,} documents to train "
                     f"on, {corpus['held_out_documents']:,} held out); vocabulary {data['vocab_size']:,}, "
                     f"{data['one_token_share']:.0%} of the held-out words are one token. "
                     f"{view['parameters']:,} parameters, {data['precision']} matmuls, 1 CPU thread."
                     if view["parameters"] else
                     f"Data: {source}, {data['tokens']:,} tokens; vocabulary {data['vocab_size']:,}.")
    settings = view["settings"]
    if view["command"]:
        lines.append(f"Seed {settings['seed']}, at most {settings['minutes']:g} minutes. The same run on your "
                     f"machine (bit for bit when it ends by its steps, not the clock): `{view['command']}`")
    else:
        lines.append(f"Seed {settings['seed']}, at most {settings['minutes']:g} minutes, from the bundled "
                     f"{title}'s weights and tokenizer. `train_tiny.py` has no flag for that, so this tab is where "
                     "the same settings and seed give the same model again.")
    return "\n\n".join(lines)


def loss_figure(view: dict) -> go.Figure:
    """Training and held-out loss by step, the learning rate on a second axis; tokens seen in the hover; a star on
    the best held-out evaluation so far, whose weights the run keeps (when its child names it)."""
    curve, valid = view["curve"], view["valid"]
    steps, loss, lr, tokens = curve["steps"], curve["loss"], curve["lr"], curve["tokens"]
    every = max(1, len(steps) // 1500)  # keep the figure small on long runs
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=steps[::every], y=[round(v, 4) for v in loss[::every]], name="training loss",
                             mode="lines", customdata=tokens[::every],
                             hovertemplate="step %{x}<br>loss %{y:.3f}<br>%{customdata:,} tokens seen<extra></extra>"))
    fig.add_trace(go.Scatter(x=valid["steps"], y=[round(v, 4) for v in valid["loss"]], name="held-out loss",
                             mode="lines+markers", hovertemplate="step %{x}<br>held-out %{y:.3f}<extra></extra>"))
    fig.add_trace(go.Scatter(x=steps[::every], y=[float(f"{v:.4g}") for v in lr[::every]], name="learning rate",
                             mode="lines", yaxis="y2", line=dict(dash="dot", width=1),
                             hovertemplate="step %{x}<br>lr %{y:.2g}<extra></extra>"))
    last_step = max(view["max_steps"], max(steps, default=1))
    if view.get("best_step") is not None and view.get("best_valid_loss") is not None:
        fig.add_trace(model_card.kept_marker(view["best_step"], view["best_valid_loss"], last_step))
    fig.update_layout(height=340, margin=dict(l=50, r=60, t=20, b=40), font=attention.FONT,
                      xaxis=dict(title="step", range=[0, last_step]),
                      yaxis=dict(title="loss (nats per token)"),
                      yaxis2=dict(title="learning rate", overlaying="y", side="right", showgrid=False,
                                  rangemode="tozero"),
                      legend=dict(orientation="h", x=1, xanchor="right", y=1.02, yanchor="bottom"))
    return fig


def probe_rows(view: dict) -> pd.DataFrame:
    """One row per evaluation, newest first: what the model answered then."""
    kind = view["kind"]
    rows = []
    for p in reversed(view["probes"]):
        answer = p["answer"] or {}
        if p["error"]:
            cells = [p["error"]] + [""] * (len(PROBE_HEADERS[kind]) - 3)
        elif kind == "gpt":
            cells = [answer["greedy"], answer["sampled"]]
        elif kind == "bert":
            cells = [", ".join(f"{tok.strip() or repr(tok)} {prob:.2f}" for tok, prob in answer["top-5"])]
        else:
            cells = [answer["filled"]]
        rows.append([p["step"], round(p["valid_loss"], 3), *cells])
    return pd.DataFrame(rows, columns=PROBE_HEADERS[kind])


def public_view(view: dict) -> dict:
    """The run as JSON for the API and the page: the attention maps stay out (the attention view draws them)."""
    return training_sessions.public_view(view)


def attention_of(probe: dict) -> AttentionMap | None:
    record = probe.get("attention")
    if not record:
        return None
    import numpy as np  # noqa: PLC0415

    return AttentionMap(record["name"], np.array(record["weights"], dtype=np.float32), record["query_ids"],
                        record["key_ids"], record["query_tokens"], record["key_tokens"])


def attention_at(view: dict, index, layer, head) -> go.Figure:
    """The probe's attention at the index-th evaluation (1 = the first)."""
    probes = view["probes"] if view else []
    if not probes:
        return attention.figure(None)
    probe = probes[min(max(int(index or 1), 1), len(probes)) - 1]
    att = attention_of(probe)
    fig = attention.figure(att, layer, head)
    fig.update_layout(title=dict(text=f"step {probe['step']:,}", x=0.5))
    return fig


def shown(view: dict, new_probe: bool, layer=0, head=attention.AVERAGE) -> tuple:
    """Every output of the streamed events, for one state of the run. The attention view moves to the newest
    evaluation when there is a new one, and is left alone otherwise (as gr.update every time: see the note above
    handlers.update_attention)."""
    n = len(view["probes"])
    if new_probe:
        index = gr.update(maximum=max(n, 2), value=max(n, 1))
        att = gr.update(value=attention_at(view, n, layer, head))
    else:
        index = att = gr.skip()
    return status_text(view), loss_figure(view), probe_rows(view), public_view(view), index, att


# ---------------------------------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------------------------------


def describe_data(source: str, text: str | None) -> str:
    """The text's statistics, or what is wrong with it, as the visitor edits it."""
    if source == BUNDLED:
        return ("The bundled corpus: several MB of everyday English prose (stories, letters, diaries, dialogues, "
                "recipes) written for this project; data/valid.txt held out.")
    try:
        return "Your text: " + check_text(text).describe() + "."
    except InputError as e:
        return f"⚠ {e}"


def read_upload(path: str | None):
    """An uploaded .txt file into the text box (checked: size, binary, UTF-8)."""
    if not path:
        return gr.skip(), gr.skip(), gr.skip()
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_TEXT_BYTES + 1)
        text = decode_text(data, "The uploaded file")
    except InputError as e:
        raise handlers.error(e) from None
    return text, OWN, describe_data(OWN, text)


def probe_for(kind: str) -> str:
    return DEFAULT_PROBES.get(kind, "")


def idle() -> tuple:
    return ("Press **Start** to train.", None, pd.DataFrame(columns=PROBE_HEADERS[tr.DEFAULT_KIND]), {}, gr.skip(),
            gr.skip())


def follow(run: tr.TrainingRun, layer=0, head=attention.AVERAGE):
    """Yield the run's state every POLL_SECONDS until it has ended (the last one with its model in place); a
    queued run's place and wait first, until it starts."""
    probes_shown = -1
    while True:
        view = run.view()
        yield shown(view, len(view["probes"]) != probes_shown, layer, head)
        probes_shown = len(view["probes"])
        if view["state"] not in tr.RUNNING + (tr.QUEUED,):
            return
        time.sleep(POLL_SECONDS)


def start(source: str, text: str, kind: str, minutes: float, seed: int, probe: str, start_from: str = "scratch",
          request: gr.Request = None) -> tuple:
    """Start a run (refused, with the reason, while one is going); answers at once with its first state."""
    settings = tr.Settings(kind=kind, seed=int(seed), minutes=float(minutes), probe=probe or "",
                           text=None if source == BUNDLED else (text or ""), start_from=start_from or "scratch")
    try:
        run = training_sessions.TRAINER.start(owner_of(request), settings)
    except InputError as e:
        raise handlers.error(e) from None
    return shown(run.view(), True)


def continue_run(request: gr.Request = None) -> tuple:
    """Train the session's stopped run on from the step it stopped at (its checkpoint)."""
    session = owner_of(request)
    last = training_sessions.TRAINER.last_run(session)
    try:
        run = training_sessions.TRAINER.start(session, last.settings if last else tr.Settings("gpt"), resume=True)
    except InputError as e:  # nothing to continue is said, not an error (as Stop with nothing to stop)
        gr.Warning(str(e))
        return (str(e),) + (gr.skip(),) * 5
    return shown(run.view(), True)


def watch(request: gr.Request = None):
    """Stream the session's latest run until it has ended (once, when it has already ended or there is none)."""
    training_sessions.TRAINER.visitor_may_train()
    run = training_sessions.TRAINER.last_run(session_of(request))
    if run is None:
        yield idle()
        return
    yield from follow(run)


def stop(request: gr.Request = None) -> str:
    """Stop the session's run after the step in progress (its model is kept), or take it out of the queue; the
    sentence answers the API and shows as a toast on the page. Nothing to stop is not an error."""
    try:
        run = training_sessions.TRAINER.stop(session_of(request))
        said = run.message if run.state == tr.LEFT else \
            f"Stopping {TITLES[run.settings.kind]} after the step in progress…"
    except InputError as e:
        said = str(e)
    gr.Info(said)
    return said


def train_status(request: gr.Request) -> dict:
    """The session's latest run as JSON (the same as the page's "run as JSON"); {} when it has none."""
    training_sessions.TRAINER.visitor_may_train()
    run = training_sessions.TRAINER.last_run(session_of(request))
    return public_view(run.view()) if run else {}


def download(request: gr.Request = None) -> str | None:
    """The session's finished or stopped model as one zip: a transformers folder with its model card. Nothing to
    download yet is said in a warning, not an error (as Stop and Continue with nothing to stop or continue)."""
    try:
        return str(training_sessions.TRAINER.archive(session_of(request)))
    except InputError as e:
        gr.Warning(str(e))
        return None


def show_attention(index, layer, head, request: gr.Request = None):
    run = training_sessions.TRAINER.last_run(session_of(request))
    return gr.update(value=attention_at(run.view() if run else {}, index, layer, head))


def inside_banner_text() -> str:
    """Which models the Inside tab's views run for this session: the bundled ones, or the session's own."""
    describe = getattr(handlers.MODELS, "describe", lambda kind: None)
    own = {kind: describe(kind) for kind in MODEL_KINDS}
    if not any(own.values()):
        return "This tab uses the bundled GPT-2, BERT and T5."
    parts = [f"{TITLES[k]}: **{d}**" if d else f"{TITLES[k]}: the bundled one" for k, d in own.items()]
    return ("This tab uses, for your session only: " + "; ".join(parts) + ". (Train tab → *Use the bundled "
            "models* switches back.)")


def banner_updates(with_inside: bool = False) -> tuple:
    """Each model tab's banner: which model it uses for this session (its own trained one, or the bundled one);
    with_inside: the Inside tab's banner too, last."""
    updates = []
    for kind in MODEL_KINDS:
        own = handlers.MODELS.describe(kind) if hasattr(handlers.MODELS, "describe") else None
        if own:
            updates.append(gr.update(value=f"This tab uses **{own}**, for your session only; other visitors use the "
                                           "bundled model. (Train tab → *Use the bundled models* switches back.)",
                                     visible=True))
        else:
            updates.append(handlers.status_banner(kind))
    if with_inside:
        updates.append(gr.update(value=inside_banner_text(), visible=True))
    return tuple(updates)


def use_bundled(request: gr.Request = None, with_inside: bool = False) -> tuple:
    session = session_of(request)
    for kind in MODEL_KINDS:
        training_sessions.TRAINER.forget_model(session, kind)
    return banner_updates(with_inside)


def end_session(request: gr.Request = None) -> None:
    """The page was closed: the session's run stops and its files go."""
    if request is not None and getattr(request, "session_hash", None):
        training_sessions.TRAINER.end_session(request.session_hash)


# ---------------------------------------------------------------------------------------------------------------------
# Layout and wiring
# ---------------------------------------------------------------------------------------------------------------------


def inside_banner() -> gr.Markdown:
    """The Inside tab's line saying which models its views run (make it inside that tab; give it to build)."""
    return gr.Markdown(inside_banner_text(), elem_id="inside-banner", elem_classes="note")


def build(banners: list[gr.Markdown], inside: gr.Markdown | None = None, tab: gr.Tab | None = None) -> None:
    """The tab's contents (call inside `with gr.Tab(...) as tab`); banners: the Generate, Fill mask and Infill tabs'
    banners (in MODEL_KINDS order), which say which model each tab uses; inside: the Inside tab's (inside_banner);
    tab: the Train tab itself, whose opening gets a training child ready for a Start."""
    # A run belongs to a session a page or client still holds: the HTTP layer counts their heartbeats.
    training_sessions.TRAINER.present = server.session_present
    gr.Markdown(INTRO)
    with gr.Row():
        with gr.Column(scale=2):
            settings = settings_column()
        with gr.Column(scale=3):
            view = run_column()
    wire_the_text(settings)
    with_inside = inside is not None
    wire_the_runs(settings, view, list(banners) + ([inside] if with_inside else []), with_inside)
    if tab is not None:
        tab.select(opened, None, None, **PRIVATE)


@dataclass
class SettingsColumn:
    """The left column: the run's text, model and settings, and the buttons for the visitor's run and model."""
    source: gr.Radio
    text: gr.Textbox
    upload: gr.File
    data_info: gr.Markdown
    kind: gr.Radio
    start_from: gr.Radio
    minutes: gr.Slider
    seed: gr.Number
    probe: gr.Textbox
    start_button: gr.Button
    stop_button: gr.Button
    continue_button: gr.Button
    bundled_button: gr.Button
    download_button: gr.Button
    archive: gr.File

    @property
    def start_inputs(self) -> list:
        """What a Start sends, in start()'s order."""
        return [self.source, self.text, self.kind, self.minutes, self.seed, self.probe, self.start_from]


@dataclass
class RunColumn:
    """The right column: the run as it trains (status, loss plot, probe timeline, attention, the run as JSON)."""
    status: gr.Markdown
    plot: gr.Plot
    timeline: gr.Dataframe
    details: gr.JSON
    att_index: gr.Slider
    att_layer: gr.Slider
    att_head: gr.Dropdown
    att_plot: gr.Plot

    @property
    def outputs(self) -> list:
        """What every event that follows a run redraws, in the order shown() answers."""
        return [self.status, self.plot, self.timeline, self.details, self.att_index, self.att_plot]


def settings_column() -> SettingsColumn:
    cap = tr.max_minutes()
    source = radio([BUNDLED, OWN], value=BUNDLED, label="Data", elem_id="train-source")
    text = textbox(label="Your text (UTF-8; documents separated by a blank line)", lines=6, max_lines=12,
                   elem_id="train-text", name="The text",
                   placeholder=f"Paste at least {MIN_WORDS} words, at most {MAX_TEXT_BYTES // 1000} "
                               "KB, with a blank line between paragraphs.")
    upload = gr.File(label="…or upload a .txt file", file_types=[".txt"], type="filepath",
                     elem_id="train-upload", height=90)
    data_info = gr.Markdown(describe_data(BUNDLED, None), elem_id="train-data", elem_classes="note")
    kind = radio([(TITLES[k], k) for k in MODEL_KINDS], value=tr.DEFAULT_KIND, label="Model",
                 elem_id="train-kind")
    start_from = radio(START_CHOICES, value="scratch", label="Start from", elem_id="train-start-from",
                       info="the bundled model keeps its tokenizer and shape and learns your text on top")
    minutes = slider(0.5, cap, value=min(tr.DEFAULT_MINUTES, cap), step=0.5, label="Time budget (minutes)",
                     elem_id="train-minutes",
                     info=f"it stops at its steps or at this time; at most {cap:g} minutes here"
                          + (" (a Space trains one run at a time for everyone)" if cap < 10 else ""))
    seed = number(value=0, precision=0, minimum=0, maximum=MAX_SEED, label="Seed", elem_id="train-seed",
                  info="the same seed and settings give the same model")
    probe = textbox(value=probe_for(tr.DEFAULT_KIND), label="Probe: what the model answers at every evaluation",
                    elem_id="train-probe", name="The probe",
                    info="GPT: a prompt; BERT: a sentence with [MASK]; T5: a sentence with ___")
    with gr.Row():
        start_button = gr.Button("Start", variant="primary", elem_id="train-start")
        stop_button = gr.Button("Stop", variant="stop", elem_id="train-stop")
        continue_button = gr.Button("Continue", elem_id="train-continue")
    with gr.Row():
        bundled_button = gr.Button("Use the bundled models", size="sm", elem_id="train-bundled")
        download_button = gr.Button("Download the model (zip)", size="sm", elem_id="train-download")
    archive = gr.File(label="Your model: a transformers folder with its model card", interactive=False,
                      elem_id="train-archive", height=90)
    return SettingsColumn(source, text, upload, data_info, kind, start_from, minutes, seed, probe, start_button,
                          stop_button, continue_button, bundled_button, download_button, archive)


def run_column() -> RunColumn:
    status = gr.Markdown("Press **Start** to train.", elem_id="train-status")
    plot = gr.Plot(label="Loss while training", elem_id="train-plot")
    timeline = gr.Dataframe(headers=PROBE_HEADERS[tr.DEFAULT_KIND], label="Probe timeline (newest first)",
                            interactive=False, wrap=True, max_height=360, elem_id="train-probes")
    with gr.Accordion("Attention over training", open=True):
        gr.Markdown("The probe's attention at each evaluation (for T5: the encoder's self-attention). Move "
                    "the slider through the evaluations recorded so far.", elem_classes="note")
        with gr.Row():
            att_index = slider(1, 2, value=1, step=1, label="Evaluation", elem_id="train-att-index")
            att_layer = slider(0, 7, value=0, step=1, label="Layer", info="from 0: 0 is closest to the input")
            att_head = gr.Dropdown(attention.head_choices(8), value=attention.AVERAGE, label="Head or view")
        att_plot = gr.Plot(label="Attention on the probe", elem_id="train-attention")
    with gr.Accordion("The run as JSON (what /train_status answers)", open=False):
        details = gr.JSON(elem_id="train-json")
    return RunColumn(status, plot, timeline, details, att_index, att_layer, att_head, att_plot)


def wire_the_text(settings: SettingsColumn) -> None:
    """The text's description follows the data picked or pasted; an upload fills the text; the probe follows the
    model."""
    # One listener for both: two would race, and a click on "My text" answered after the pasted text's own answer
    # left "Your text is empty" on the page (met on a busy server).
    gr.on([settings.source.change, settings.text.change], describe_data, [settings.source, settings.text],
          settings.data_info, trigger_mode="always_last", show_progress="hidden", **PRIVATE)
    settings.upload.upload(read_upload, settings.upload, [settings.text, settings.source, settings.data_info],
                           **PRIVATE)
    settings.kind.change(probe_for, settings.kind, settings.probe, **PRIVATE)


def wire_the_runs(settings: SettingsColumn, view: RunColumn, banners: list[gr.Markdown], with_inside: bool) -> None:
    """Start, Continue and watching a run (its endpoints), then the banners of the tabs that use its model; Stop,
    the bundled models back, Download, the attention's pickers, and /train_status."""
    outputs = view.outputs
    started = settings.start_button.click(start, settings.start_inputs, outputs, api_name="train_start",
                                          **TRAIN_EVENTS)
    continued = settings.continue_button.click(continue_run, None, outputs, api_name="train_continue",
                                               **TRAIN_EVENTS)
    watched = gr.Button(visible=False).click(watch, None, outputs, api_name="train_watch", **TRAIN_EVENTS)

    def refresh() -> tuple:
        return banner_updates(with_inside)

    def back_to_bundled(request: gr.Request = None) -> tuple:
        return use_bundled(request, with_inside)

    for event in (started, continued):
        event.success(watch, None, outputs, **PRIVATE, **TRAIN_EVENTS).then(refresh, None, banners, **PRIVATE)
    watched.then(refresh, None, banners, **PRIVATE)
    # Stop's sentence goes to a hidden component, not to the status: the run's stream draws its end there, and on a
    # busy server Stop's own answer can arrive after the stream's last update, which it would then cover for good.
    stop_said = gr.Markdown(visible=False)
    settings.stop_button.click(stop, None, stop_said, api_name="train_stop", **TRAIN_EVENTS)
    settings.bundled_button.click(back_to_bundled, None, banners, **PRIVATE)
    settings.download_button.click(download, None, settings.archive, api_name="train_download", **TRAIN_EVENTS)
    pickers = [view.att_index, view.att_layer, view.att_head]
    for control in pickers:
        control.input(show_attention, pickers, view.att_plot, trigger_mode="always_last", **PRIVATE)
    gr.api(train_status, api_name="train_status", **TRAIN_EVENTS)
