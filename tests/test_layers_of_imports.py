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
"""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOORS = {"models": 0, "training": 1, "playground": 2, "train_tiny": 3, "bench": 3}


def floor_of(module: str) -> int | None:
    """The floor of a module of this project by its dotted name (None: not one of the floors' modules)."""
    return FLOORS.get(module.split(".")[0])


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in a file, at the top or inside a function: `from a.b import c` counts as
    a.b.c as well as a.b, so a submodule imported by name is seen."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def project_files() -> list[Path]:
    return [p for p in ROOT.rglob("*.py") if floor_of(p.relative_to(ROOT).with_suffix("").as_posix()
                                                     .replace("/", ".")) is not None]


def test_the_floors_hold_files():
    names = {p.relative_to(ROOT).parts[0] for p in project_files()}
    assert names == {"models", "training", "playground", "bench", "train_tiny.py"}


def test_every_import_goes_down_or_stays_on_its_floor():
    upward = []
    for path in project_files():
        name = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        for line, module in imported_modules(path):
            target = floor_of(module)
            if target is not None and target > floor_of(name):
                upward.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert not upward, "imports that run up a floor:\n" + "\n".join(upward)


def test_the_parser_sees_an_upward_import(tmp_path):
    """The check above can fail: an import inside a function is read like one at the top."""
    path = tmp_path / "x.py"
    path.write_text("def f():\n    from playground.inference import fill_mask\n", encoding="utf-8")
    assert imported_modules(path) == [(2, "playground.inference")]


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
