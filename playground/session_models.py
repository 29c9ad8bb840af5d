"""Each session's models: the bundled ones, or the one the session trained in the Train tab.

    MODELS = SessionModels(ModelStore())   # what handlers.MODELS is
    MODELS.get("bert")                      # this session's own BERT where it trained one, else the bundled one

The other tabs ask for their models here, and the Train tab keeps each session's trained models (its trainer,
playground/train/sessions.py). This module sits below both, so neither reaches up to the other: the trainer hands
itself over as it is made (SessionModels.trainer). Before that no session can have trained a model, and every
session gets the store's.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType


def current_session() -> str | None:
    """The session of the request being handled (Gradio keeps it in a context variable), or None outside one."""
    try:
        from gradio.context import LocalContext  # noqa: PLC0415
    except ImportError:
        return None
    request = LocalContext.request.get(None)
    return getattr(request, "session_hash", None) if request is not None else None


class SessionModels:
    """A ModelStore that answers get(kind) with the model this session trained, where there is one; everything
    else (status, load, folder, ...) is the store's."""

    # Where the sessions' trained models are kept: anything with model_for(session, kind) -> (model, what it is, in
    # words) or None. The server's trainer sets it for every SessionModels when it is made (playground/train/
    # sessions.py); until then it is None, and every session uses the store's models.
    trainer = None

    def __init__(self, store, trainer=None):
        self.store = store
        if trainer is not None:
            self.trainer = trainer

    def own(self, kind: str, session_id: str | None = None):
        """(model, what it is in words) of this kind that the session (default: the request's) trained, or None."""
        if self.trainer is None:
            return None
        return self.trainer.model_for(session_id or current_session(), kind)

    def get(self, kind: str):
        own = self.own(kind)
        return own[0] if own else self.store.get(kind)

    def current_for(self, kind: str, session_id: str | None = None):
        """The store's model set for one request about `kind` (the Inside tab's views), with this session's own
        model of that kind in it where it has one, and that run's folder as the set's folder: the views that read
        files beside the weights (the snapshots taken during training, the training log) read the run's own."""
        model_set = self.store.current()
        own = self.own(kind, session_id)
        if not own:
            return model_set
        model = own[0]
        return replace(model_set, folder=model.run_folder,
                       models=MappingProxyType({**model_set.models, kind: model}),
                       errors={k: v for k, v in model_set.errors.items() if k != kind}, tokenizer_sha256=None)

    def describe(self, kind: str) -> str | None:
        """In words, the session's own model of this kind, or None when it uses the bundled one."""
        own = self.own(kind)
        return own[1] if own else None

    def __getattr__(self, name):
        return getattr(self.store, name)
