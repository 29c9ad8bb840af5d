"""Read the corpus's hand-written tables from the plain text files in data/tables/.

The generator's code lives in the .py files; its words (names, phrases, sentence frames, facts) live in
data/tables/<module>.tsv, one file per module, so a person can read and edit them without reading Python.
The format, summed up at the top of each file:

    ## NAME  SHAPE       starts a table; its lines follow, one item (or one row) a line, in order
    # ...                a comment; blank lines are ignored

SHAPE says which Python value the lines make:
    list of ITEM, tuple of ITEM, set of ITEM    one ITEM a line
    dict of ITEM                                a key, a tab, then the ITEM
    dict of lists of ITEM                       a key, a tab, one ITEM: the lines of a key make its list
                                                (`dict of tuples of ITEM`: a tuple)
    str                                         the one line is the string
ITEM is `str`, `int`, `bool`, a row of cells separated by tabs, or a record written in a block of lines:
    (str, int, ...)            a tuple with these cells (`[...]`: a list)
    Town(name:str, pop:int)    a record, the type the code passes in, with these fields
    tuple of str               a row of any length (`list of str`: a list)
    Theme(...) in blocks       a record over several lines, one `field<TAB>value` a line, starting at the first
                               field (a dict's key comes first, as `key`); a list field has one line an item
A cell of type `list of str` or `tuple of str` holds its items separated by " | " (an empty cell: no items).

Escapes, so that every string survives the trip: \\e alone is the empty string, \\s a space (written at the ends
of a cell, where an editor might drop it), \\t a tab, \\n a new line, \\| a bar, \\# a # at the start, \\\\ a
backslash. Keep the lines in their order: the generator draws from the tables, and the same draws must give
the same corpus.
"""

import os
import re

TABLES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tables")
_ESCAPES = {"s": " ", "t": "\t", "n": "\n", "|": "|", "#": "#", "\\": "\\"}
_CONTAINERS = {"list": list, "tuple": tuple, "set": set}
_files = {}  # module name -> {table name: (shape, lines)}; each file is read once


def _text(written):
    """A string as written in a file (escaped) -> the string."""
    return "" if written == "\\e" else re.sub(r"\\(.)", lambda m: _ESCAPES[m.group(1)], written)


def _scalar(kind, written):
    if kind == "int":
        return int(written)
    if kind == "bool":
        return {"True": True, "False": False}[written]
    return _text(written)


def _many(kind, items):
    """`list of str` and the like: the container of the scalars."""
    container, item = kind.split(" of ")
    return _CONTAINERS[container](_scalar(item, written) for written in items)


def _cell(kind, cell):
    """One cell of a row: a scalar, or a " | "-separated list of scalars."""
    if " of " in kind:
        return _many(kind, cell.split(" | ") if cell else [])
    return _scalar(kind, cell)


def _fields(shape):
    """'Town(name:str, pop:int)' -> [('name', 'str'), ('pop', 'int')]; '(str, int)': labels ''."""
    inside = shape[shape.index("(" if shape.endswith(")") else "[") + 1:-1]
    columns = (column.rpartition(":") for column in inside.split(","))
    return [(label.strip(), kind.strip()) for label, _, kind in columns]


def _row(shape, line, record):
    """One line (less a dict's key) -> the ITEM its shape says."""
    if shape.endswith((")", "]")):  # cells of fixed kinds
        kinds = [kind for _, kind in _fields(shape)]
        cells = line.split("\t")
        cells += [""] * (len(kinds) - len(cells))  # an editor may have dropped the tabs of empty cells at the end
        values = [_cell(kind, cell) for kind, cell in zip(kinds, cells)]
        return tuple(values) if shape.startswith("(") else values if shape.startswith("[") else record(*values)
    if " of " in shape:  # a row of any length
        return _many(shape, line.split("\t") if line else [])
    return _scalar(shape, line)


def _blocks(shape, lines, record):
    """Records written one `field<TAB>value` a line -> [(key or None, record)]."""
    starts = lines[0].partition("\t")[0]  # `key`, or the first field: each record begins with it
    blocks = []
    for line in lines:
        field, _, written = line.partition("\t")
        if field == starts:
            blocks.append({})
        blocks[-1].setdefault(field, []).append(written)
    return [(_text(block["key"][0]) if "key" in block else None,
             record(*(_many(kind, block.get(field, [])) if " of " in kind else _scalar(kind, block[field][0])
                      for field, kind in _fields(shape))))
            for block in blocks]


def _read(module):
    if module not in _files:
        tables = {}
        with open(os.path.join(TABLES_DIR, module + ".tsv"), encoding="utf-8") as f:
            for line in f.read().split("\n"):
                if line.startswith("## "):
                    name, shape = line[3:].split("  ", 1)
                    tables[name] = (shape.strip(), [])
                elif line and not line.startswith("#"):
                    tables[name][1].append(line)
        _files[module] = tables
    return _files[module]


def table(module, name, record=None):
    """The table NAME of data/tables/MODULE.tsv as a Python value (records of type `record` where its shape
    names one)."""
    shape, lines = _read(module)[name]
    if shape == "str":
        return _text(lines[0])
    container, item = shape.split(" of ", 1)
    grouped = container == "dict" and item.startswith(("lists of ", "tuples of "))
    if grouped:
        item = item.split(" of ", 1)[1]
    if item.endswith(" in blocks"):
        entries = _blocks(item[:-len(" in blocks")], lines, record)
    elif container == "dict":
        entries = [(_text(key), _row(item, rest, record)) for key, _, rest in (line.partition("\t") for line in lines)]
    else:
        entries = [(None, _row(item, line, record)) for line in lines]
    if container != "dict":
        return _CONTAINERS[container](value for _, value in entries)
    if not grouped:
        return dict(entries)
    groups = {}
    for key, value in entries:
        groups.setdefault(key, []).append(value)
    return groups if shape.startswith("dict of lists") else {key: tuple(values) for key, values in groups.items()}
