"""The Tiny Transformer Playground web app and the plain functions behind it.

    inference.py   every model call (generate, fill_mask, infill, corrupt, attention), no UI
    model_store.py the models loaded from one weights folder (ModelStore), each failing on its own
    session_models.py each session's models: the store's, or the one it trained in the Train tab (SessionModels)
    input_checks.py InputError and the text and number checks every request passes
    attention.py   the attention view: plotly figures, per-head entropy, JSON/CSV export
    model_card.py  what the Model tab shows: architecture, parameters, metrics, training curves
    handlers.py    what each event of the app does: inference results shaped for the components
    components.py  Gradio sliders and number boxes whose range errors name the control
    app.py         layout and event wiring; `python playground/app.py` runs it
    server.py      the HTTP layer: the request-body limit, raw API calls completed with their defaults, sessions
                   dropped once nobody can use them
    gradio_import.py `import gradio` without the type stubs it rewrites each time (1 s of every start)
"""

from playground import gradio_import

gradio_import.install()  # before any module of the package imports Gradio
