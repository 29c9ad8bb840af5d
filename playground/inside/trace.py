"""Read and edit what a model's own modules compute during one forward pass, without touching the shared model.

    from playground.inside import trace

    twin = trace.twin(model)                              # its own modules, the same parameter tensors
    with trace.record(twin, ["blocks.0.attn", "norm_f"]) as calls:
        out = twin(ids, output_attentions=True)
    calls["blocks.0.attn"].output                         # what blocks.0.attn returned: (output, weights)
    calls["norm_f"].args[0]                               # what norm_f was given: the last residual stream

    with trace.replace(twin, outputs={"blocks.2.mlp": torch.zeros_like}):
        out = twin(ids)                                   # the same pass with layer 2's feed-forward turned off

Values are read with PyTorch forward hooks on the model's own modules, so every number is the one the model
computed, by its own code, in its own pass.

Why a twin: hooks live on the module objects, and the playground serves concurrent requests from ONE model
object per kind (playground.model_store.ModelStore). A hook registered there would also run inside every other
request's forward pass: a generation running in another thread would see a knocked-out head. A lock would not
help, because generation and fill-mask never take it. twin() builds a new module tree whose modules have their
own hook tables but share every parameter and buffer with the model (no tensor is copied; about 1 to 3 ms at
the bundled sizes), so a hook can only ever affect the request that registered it. The hooks are still removed
on leaving each `with` block, so one twin can serve several passes of one request.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from torch import nn


def twin(model: nn.Module) -> nn.Module:
    """A private copy of the module tree for hooks: new module objects with empty hook tables, sharing the
    model's parameters, buffers and every other attribute (config, tokenizer). In eval mode, whatever the model's
    mode, so dropout never changes a number shown."""
    copy = _twin_module(model)
    return copy.eval()


def _twin_module(module: nn.Module) -> nn.Module:
    copy = object.__new__(type(module))
    copy.__dict__.update(module.__dict__)  # shares _parameters and _buffers: the same tensors, nothing copied
    copy._modules = type(module._modules)((name, _twin_module(child)) for name, child in module._modules.items())
    for key, value in module.__dict__.items():
        if "hook" in key and isinstance(value, dict):  # _forward_hooks, _forward_pre_hooks, ...: the twin's own
            copy.__dict__[key] = type(value)()
    return copy


@dataclass
class Call:
    """One call of a module: what it was given and what it returned."""
    name: str  # the module's path in the model, e.g. "blocks.0.attn.out_proj"
    module: nn.Module
    args: tuple
    kwargs: dict
    output: Any


class Recording:
    """The calls of the recorded modules, in the order they finished (children before their parent)."""

    def __init__(self):
        self.calls: list[Call] = []

    def all(self, name: str) -> list[Call]:
        """Every call of one module (T5's shared dropout runs four times a pass, most modules once)."""
        return [call for call in self.calls if call.name == name]

    def __getitem__(self, name: str) -> Call:
        """The one call of a module; KeyError if it did not run, ValueError if it ran more than once."""
        found = self.all(name)
        if not found:
            raise KeyError(f"{name} did not run in the recorded pass")
        if len(found) > 1:
            raise ValueError(f"{name} ran {len(found)} times; use .all({name!r})")
        return found[0]


@contextmanager
def record(model: nn.Module, names: Iterable[str] | None = None) -> Iterator[Recording]:
    """Record the inputs and outputs of the named modules (None: every module) while the block runs."""
    modules = dict(model.named_modules())
    wanted = list(modules) if names is None else list(names)
    recording = Recording()

    def hook_for(name):
        def hook(module, args, kwargs, output):
            recording.calls.append(Call(name, module, args, kwargs, output))
        return hook

    with _hooks(modules[name].register_forward_hook(hook_for(name), with_kwargs=True) for name in wanted):
        yield recording


@contextmanager
def replace(model: nn.Module, *, inputs: dict[str, Callable[[tuple], tuple]] | None = None,
            outputs: dict[str, Callable[[Any], Any]] | None = None) -> Iterator[None]:
    """Edit values in flight while the block runs. inputs: {module name: f(args) -> new args}, applied before
    the module runs (its keyword arguments pass unchanged); outputs: {module name: f(output) -> new output},
    applied to what the module returned. The functions must return new tensors, never edit theirs in place."""
    modules = dict(model.named_modules())
    handles = []
    for name, edit in (inputs or {}).items():
        handles.append(modules[name].register_forward_pre_hook(lambda module, args, edit=edit: edit(args)))
    for name, edit in (outputs or {}).items():
        handles.append(modules[name].register_forward_hook(lambda module, args, output, edit=edit: edit(output)))
    with _hooks(handles):
        yield


@contextmanager
def _hooks(handles: Iterable) -> Iterator[None]:
    """Remove every hook on the way out, also when the forward pass raised."""
    registered = []
    try:
        for handle in handles:
            registered.append(handle)
        yield
    finally:
        for handle in registered:
            handle.remove()
