"""The house's floors, read from the code's own imports: every import goes down a floor or stays on its own.

    models/       floor 0: the models and what every layer above may use (tokenizer, objectives, checkpoints,
                  the core of each task, the metric table)
    training/     floor 1: the training loop and its plumbing (the flags, the recipes, the run files), and the
                  export tool that quotes the presets
    playground/   floor 2: the web app; its Train tab runs training/'s loop, never the script
    train_tiny.py floor 3: the command line, the story of a run told with training/'s pieces
    bench/        floor 3: measures the playground and the script from outside

A piece two upper floors need moves down, rather than one floor reaching up for it. And the web app, which serves
visitors, loads nothing of training/ when it starts (training/runtime.py sets up torch.distributed): the Train tab
imports training only in the child process that trains.

The web app has floors of its own (PLAYGROUND_FLOORS: its leaves, the plain functions, the events' handlers, the
tabs, the page), held to the same rule. And no function of the floors' code is over MAX_FUNCTION_LINES lines: a
longer one is split into helpers whose names tell its story.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FLOORS = {"models": 0, "training": 1, "playground": 2, "train_tiny": 3, "bench": 3}
# The web app's own floors, by module or package (the longest name that matches places a module). Each floor uses
# the ones below it: the leaves know nothing of the page; the plain functions are what a user could call without the
# web app; the handlers shape their results for Gradio's components; each tab lays out and wires its part of the
# page; app.py puts the tabs together. A piece that a floor and one above it both need lives on the lower one (the
# sessions' own models: session_models.py, which the handlers use and the Train tab fills).
PLAYGROUND_FLOORS = {
    # 0, the leaves: the input checks, the models and each session's own, the HTTP layer, glibc, Gradio's controls
    "playground": 0, "playground.input_checks": 0, "playground.glibc": 0, "playground.model_store": 0,
    "playground.session_models": 0, "playground.model_threads": 0, "playground.server": 0, "playground.components": 0,
    "playground.gradio_import": 0,
    # 1, the plain functions: every model call, the attention figures, the Model tab's card
    "playground.inference": 1, "playground.attention": 1, "playground.model_card": 1,
    # 2, what each event does: the plain functions' results shaped for the components
    "playground.handlers": 2,
    # 3, the tabs: layout and wiring, each in its own package
    "playground.tabs": 3, "playground.inside": 3, "playground.train": 3,
    # 4, the page
    "playground.app": 4,
}
MAX_FUNCTION_LINES = 80  # from `def` to the last line (decorators not counted)


def floor_of(module: str) -> int | None:
    """The floor of a module of this project by its dotted name (None: not one of the floors' modules)."""
    return FLOORS.get(module.split(".")[0])


def playground_floor_of(module: str) -> int | None:
    """The web app's floor of one of its modules, by the longest name in PLAYGROUND_FLOORS that it starts with."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in PLAYGROUND_FLOORS:
            return PLAYGROUND_FLOORS[".".join(parts[:end])]
    return None


def is_project_module(module: str) -> bool:
    path = ROOT / module.replace(".", "/")
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in a file, at the top or inside a function: `from a.b import c` counts as
    a.b.c as well as a.b where a.b.c is a module of the project, so a submodule imported by name is seen."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names
                      if is_project_module(f"{node.module}.{alias.name}")]
    return found


def module_name(path: Path) -> str:
    """playground/train/tab.py -> playground.train.tab; a package's __init__.py is the package."""
    return path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")


def project_files() -> list[Path]:
    return [p for p in ROOT.rglob("*.py") if floor_of(module_name(p)) is not None]


def test_the_floors_hold_files():
    names = {p.relative_to(ROOT).parts[0] for p in project_files()}
    assert names == {"models", "training", "playground", "bench", "train_tiny.py"}


def upward_imports(files: list[Path], floor) -> list[str]:
    """'file:line imports module' for each import in `files` of a module on a higher floor than the file's own;
    floor(module name) places a module (None: on none of these floors)."""
    upward = []
    for path in files:
        own = floor(module_name(path))
        for line, module in imported_modules(path):
            target = floor(module)
            if target is not None and target > own:
                upward.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return upward


def test_every_import_goes_down_or_stays_on_its_floor():
    upward = upward_imports(project_files(), floor_of)
    assert not upward, "imports that run up a floor:\n" + "\n".join(upward)


def test_the_parser_sees_an_upward_import(tmp_path):
    """The check above can fail: an import inside a function is read like one at the top."""
    path = tmp_path / "x.py"
    path.write_text("def f():\n    from playground.inference import fill_mask\n", encoding="utf-8")
    assert imported_modules(path) == [(2, "playground.inference")]


def web_app_files() -> list[Path]:
    return [p for p in project_files() if floor_of(module_name(p)) == FLOORS["playground"]]


def test_every_module_of_the_web_app_has_a_floor():
    unplaced = [module_name(p) for p in web_app_files() if playground_floor_of(module_name(p)) is None]
    assert not unplaced, "modules of playground/ on no floor of PLAYGROUND_FLOORS: " + ", ".join(unplaced)


def test_every_import_inside_the_web_app_goes_down_or_stays_on_its_floor():
    """handlers.py serves the tabs: it may not reach up into one of them (playground/train/ once held the sessions'
    own models that handlers.py answers with; they moved down to playground/session_models.py)."""
    upward = upward_imports(web_app_files(), playground_floor_of)
    assert not upward, "imports that run up a floor of the web app:\n" + "\n".join(upward)


def test_the_parser_sees_a_module_imported_by_name(tmp_path):
    """`from playground import handlers` imports playground.handlers, whose floor is not the package's."""
    path = tmp_path / "x.py"
    path.write_text("from playground import handlers, visible_name\n", encoding="utf-8")
    assert imported_modules(path) == [(1, "playground"), (1, "playground.handlers")]
    assert playground_floor_of("playground.train.sessions") == PLAYGROUND_FLOORS["playground.train"]


def long_functions(source: str, where: str) -> list[str]:
    """'where:line name is N lines' for every function or method in the source over MAX_FUNCTION_LINES lines, from
    its `def` line to its last (its decorators not counted)."""
    found = []
    for node in ast.walk(ast.parse(source, where)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{where}:{node.lineno} {node.name} is {length} lines")
    return found


def test_no_function_is_over_80_lines():
    """A function that reads as a story fits in a few screens: a longer one is split into helpers named for what
    each part does."""
    too_long = [line for path in project_files()
                for line in long_functions(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert not too_long, f"functions over {MAX_FUNCTION_LINES} lines:\n" + "\n".join(too_long)


def test_the_length_check_counts_from_def_to_the_last_line():
    """The check above can fail: a method one line over is named, one at the limit (its decorator aside) is not."""
    body = "".join(f"        x = {i}\n" for i in range(MAX_FUNCTION_LINES - 1))
    source = f"class A:\n    @staticmethod\n    def fits():\n{body}\n    def over():\n{body}        x = 0\n"
    assert long_functions(source, "x.py") == [f"x.py:{MAX_FUNCTION_LINES + 4} over is {MAX_FUNCTION_LINES + 1} lines"]


@pytest.mark.slow  # a fresh interpreter imports the whole web app
def test_the_web_app_loads_nothing_of_training():
    """A fresh interpreter that imports every module of the web app (the app itself included) has loaded no
    module of training/: not its runtime (processes, torch.distributed), not its recipes."""
    code = ("import pkgutil, importlib, sys, playground\n"
            "import playground.app\n"
            "for m in pkgutil.walk_packages(playground.__path__, 'playground.'):\n"
            "    importlib.import_module(m.name)\n"
            "print(' '.join(sorted(m for m in sys.modules if m == 'training' or m.startswith('training.'))))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    assert loaded == "", f"the web app loaded training modules: {loaded}"


def test_no_name_of_the_script_is_reassigned():
    """Nothing steers train_tiny.py by swapping its names (the Train tab once did): the loop takes its inputs as
    arguments (training/loop.py). Read in every Python file of the repository, tests included."""
    swapped = []
    for path in ROOT.rglob("*.py"):
        if ".venv" in path.parts or ".ext" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for target in [t for group in targets for t in (group.elts if isinstance(group, ast.Tuple) else [group])]:
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and \
                        target.value.id == "train_tiny":
                    swapped.append(f"{path.relative_to(ROOT)}:{node.lineno} assigns train_tiny.{target.attr}")
    assert not swapped, "\n".join(swapped)
