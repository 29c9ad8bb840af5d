"""Gradio imported without its stub writer (playground/gradio_import.py): installed by the package before any of its
modules imports Gradio, and by `python playground/app.py` before its own `import gradio`; Gradio's components are
otherwise the same (every test of the app uses them)."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_gradio_imported_after_the_package_has_no_stub_writer_and_works():
    import gradio as gr
    import gradio.component_meta as meta

    from playground import gradio_import
    # tests/conftest.py imports the package before any test file imports Gradio, as app.py does
    assert meta.create_or_modify_pyi is gradio_import._write_no_stub
    assert gr.Textbox().get_block_name() == "textbox"


def test_installing_it_once_gradio_is_there_changes_nothing():
    import gradio  # noqa: F401

    from playground import gradio_import
    finders = list(sys.meta_path)
    gradio_import.install()
    assert sys.meta_path == finders


def test_the_app_imports_the_package_before_gradio():
    """`python playground/app.py` runs app.py as a script, not as a module of the package: it must import the
    package itself before Gradio."""
    tree = ast.parse((ROOT / "playground" / "app.py").read_text(encoding="utf-8"))
    imports = [alias.name for node in tree.body if isinstance(node, ast.Import) for alias in node.names]
    assert "playground" in imports and imports.index("playground") < imports.index("gradio")
