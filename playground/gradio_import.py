"""`import gradio` without the type stubs it rewrites on every import.

Gradio 6.31 keeps a `.pyi` stub beside each of its component modules, for its own developers' editors: each time it
is imported, every component class (81 of them) re-reads its module's source, parses it with `ast` twice (the `.py`
and the `.pyi`) and compares the stub with a freshly rendered one, writing it back if they differ. That is about 1 s of
the 2.4 s that `import gradio` takes here (AMD EPYC, 2026-11-28: 2.45 -> 1.43 s), paid by every server start, and
the stubs change nothing that runs. So, before Gradio is imported, this installs an import hook that lets
`gradio.component_meta` load as usual and then swaps its `create_or_modify_pyi` for a function that does nothing.

`playground/__init__.py` installs it, so every module of the web app gets it before its own `import gradio`; where
anything is not as expected (another Gradio, no such function), Gradio is left exactly as it is.
"""

import importlib.abc
import importlib.machinery
import sys

STUB_MODULE = "gradio.component_meta"
STUB_WRITER = "create_or_modify_pyi"


def _write_no_stub(*args, **kwargs) -> None:
    """Stands in for Gradio's stub writer: the stubs on disk stay as they are."""


class _SkipStubWriting(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != STUB_MODULE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec  # None: the usual finders look for it as if this one were not there
        load_as_usual = spec.loader.exec_module

        def exec_module(module):
            load_as_usual(module)
            if callable(getattr(module, STUB_WRITER, None)):
                setattr(module, STUB_WRITER, _write_no_stub)

        spec.loader.exec_module = exec_module
        return spec


def install() -> None:
    """Once per process, and only while Gradio has not been imported yet (after that it would change nothing)."""
    if STUB_MODULE in sys.modules or any(isinstance(finder, _SkipStubWriting) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, _SkipStubWriting())
