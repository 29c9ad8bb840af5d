"""Gradio imported without its stub writer (playground/gradio_import.py): the app's modules get it, however they are
started, and Gradio's components are otherwise the same."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHECK = """
import sys
sys.path.insert(0, {root!r})
{first}
import gradio
import gradio.component_meta as meta
from playground import gradio_import
print(meta.create_or_modify_pyi is gradio_import._write_no_stub, gradio.Textbox().get_block_name())
"""


def fresh_interpreter(first: str) -> str:
    code = CHECK.format(root=str(ROOT), first=first)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()


def test_the_app_imports_gradio_without_its_stub_writer():
    # as `python playground/app.py` starts: its first import of the package comes before its `import gradio`
    assert fresh_interpreter("import playground.app") == ["True", "textbox"]


def test_gradio_imported_before_the_package_is_left_as_it_is():
    assert fresh_interpreter("import gradio as first\nimport playground") == ["False", "textbox"]


def test_this_test_process_has_it_too():
    import gradio.component_meta as meta

    from playground import gradio_import
    assert meta.create_or_modify_pyi is gradio_import._write_no_stub  # tests/conftest.py imports playground first
