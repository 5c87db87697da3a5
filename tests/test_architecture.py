"""The import drawing: imports flow one way, and nothing hides a cycle.

Edges are read with the standard library's ``ast`` from every ``import`` statement anywhere in a module (at module
level and inside functions, so a lazy import cannot hide a back-edge), and from string constants that name a
project module (an ``importlib`` target or a registry table of dotted names).

Layers, lowest first (a module may import its own layer or any layer below it, never one above):

    rag core:  rag.text, rag.settings, rag.records, rag.identifiers, rag.offline, rag.gguf, rag.batching (foundation)
             < rag.embedding, rag.corpus, rag.chunking, rag.synthetic                         (reading, encoding)
             < rag.store, rag.sentences, rag.retrieval                                        (storing, finding)
             < rag.answer                                                                     (answering)
             < rag.ingest, rag.api, rag.export                                                (pipelines, the facade)
    < eval < bench < ui < cli

The test also fails on any import cycle, between modules and between packages (a package's edges are the
edges of the modules below it, its own ``__init__`` included), whether the imports sit at module level or in a
function.

Lazy imports: a project module is never imported inside a function in rag/, eval/, bench/ or ui/; only cli/
command bodies may import the library inside the command, so that ``litchat --help`` stays fast (those edges
point downwards anyway and are checked like the others). Heavy optional third-party libraries (torch,
llama_cpp, gradio, ...) may be imported lazily; they are not project modules and are not edges here.
"""
from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rag", "eval", "bench", "ui", "cli")

# (prefix, rank): the longest matching prefix gives a module its rank
LAYERS: list[tuple[str, int]] = [
    ("rag.text", 0),
    ("rag.settings", 0),
    ("rag.records", 0),
    ("rag.identifiers", 0),
    ("rag.offline", 0),
    ("rag.gguf", 0),
    ("rag.batching", 0),
    ("rag", 0),  # rag/__init__.py
    ("rag.embedding", 1),
    ("rag.corpus", 1),
    ("rag.chunking", 1),
    ("rag.synthetic", 1),
    ("rag.store", 2),
    ("rag.sentences", 2),
    ("rag.retrieval", 2),
    ("rag.answer", 3),
    ("rag.ingest", 4),
    ("rag.api", 4),
    ("rag.export", 4),
    ("eval", 10),
    ("bench", 11),
    ("ui", 12),
    ("cli", 13),
]

# packages whose function bodies may import project modules (see the module docstring)
LAZY_PROJECT_IMPORTS_ALLOWED = ("cli",)


def module_files() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


MODULES = module_files()


def rank(module: str) -> int:
    best, best_len = None, -1
    for prefix, r in LAYERS:
        if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_len:
            best, best_len = r, len(prefix)
    assert best is not None, f"{module} is in no layer: add it to LAYERS in tests/test_architecture.py"
    return best


def resolve(name: str) -> str | None:
    """The project module a dotted name refers to (a module, or an attribute of one), or None."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in MODULES:
            return candidate
        parts.pop()
    return None


def _absolute(module: str, node: ast.ImportFrom, is_pkg: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base if is_pkg else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


class Edge:
    def __init__(self, source: str, target: str, line: int, lazy: bool, how: str):
        self.source, self.target, self.line, self.lazy, self.how = source, target, line, lazy, how

    def __repr__(self) -> str:
        kind = "lazy " if self.lazy else ""
        return f"{self.source}:{self.line} -> {self.target} ({kind}{self.how})"


def edges_of(module: str) -> list[Edge]:
    path = MODULES[module]
    return edges_in(module, path.read_text(), is_pkg=path.name == "__init__.py")


def edges_in(module: str, source: str, is_pkg: bool = False) -> list[Edge]:
    tree = ast.parse(source)
    found: list[Edge] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                for alias in child.names:
                    target = resolve(alias.name)
                    if target:
                        found.append(Edge(module, target, child.lineno, in_function, "import"))
            elif isinstance(child, ast.ImportFrom):
                base = _absolute(module, child, is_pkg)
                for alias in child.names:
                    target = resolve(f"{base}.{alias.name}") or resolve(base)
                    if target:
                        found.append(Edge(module, target, child.lineno, in_function, "import"))
            elif isinstance(child, ast.Constant) and isinstance(child.value, str):
                value = child.value
                if value.split(".")[0] in PACKAGES and "." in value and " " not in value:
                    target = resolve(value)
                    if target and (target == value or value.startswith(target + ".")):
                        found.append(Edge(module, target, child.lineno, in_function, "string"))
            visit(child, nested)

    visit(tree, False)
    return [e for e in found if e.target != module]


ALL_EDGES = [edge for module in MODULES for edge in edges_of(module)]


def _package(module: str) -> str:
    """The package a module lives in (a package's __init__ is the package itself)."""
    if MODULES[module].name == "__init__.py":
        return module
    return module.rsplit(".", 1)[0] if "." in module else module


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    import sys

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_every_module_has_a_layer():
    for module in MODULES:
        rank(module)


def test_the_drawing_sees_lazy_relative_and_string_edges():
    """The reader itself can fail: an edge inside a function, a relative import and a dotted string all count."""
    source = (
        "import rag.settings\n"
        "from . import bm25\n"
        "def f():\n"
        "    from rag.store import open_store\n"
        "TABLE = {'x': 'eval.harness'}\n"
        "NOT_A_MODULE = 'rag is great'\n"
    )
    edges = {(e.target, e.lazy, e.how) for e in edges_in("rag.retrieval.fusion", source)}
    assert edges == {
        ("rag.settings", False, "import"),
        ("rag.retrieval.bm25", False, "import"),
        ("rag.store", True, "import"),
        ("eval.harness", False, "string"),
    }
    # ... and the string edge is a back-edge the layer rule catches
    assert rank("eval.harness") > rank("rag.retrieval.fusion")


def test_no_back_edges():
    back = [e for e in ALL_EDGES if rank(e.target) > rank(e.source)]
    assert not back, "imports that point to a layer above:\n" + "\n".join(map(repr, back))


def test_no_lazy_project_imports_outside_cli():
    lazy = [
        e
        for e in ALL_EDGES
        if e.lazy and e.how == "import" and not e.source.startswith(LAZY_PROJECT_IMPORTS_ALLOWED)
    ]
    assert not lazy, "project modules imported inside functions (move them to the top):\n" + "\n".join(
        map(repr, lazy)
    )


def test_no_module_cycles():
    graph: dict[str, set[str]] = defaultdict(set)
    for e in ALL_EDGES:
        graph[e.source].add(e.target)
    cycles = _cycles(graph)
    assert not cycles, "module import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_no_package_cycles():
    graph: dict[str, set[str]] = defaultdict(set)
    for e in ALL_EDGES:
        a, b = _package(e.source), _package(e.target)
        # a package may use its own subpackages; the subpackage importing its parent's __init__ is a cycle
        if a != b and not b.startswith(a + "."):
            graph[a].add(b)
    cycles = _cycles(graph)
    assert not cycles, "package import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


# --- sizes: a function a screen, a file a job ------------------------------------------------------------------
MAX_FUNCTION_LINES = 60
MAX_FILE_LINES = 400
# known exceptions, each with who is splitting it; remove a line when its split lands (the test then holds it)
OVERSIZED: dict[str, str] = {}


# the training and study scripts are outside the import drawing (run as files) but not outside the size rules
SCRIPTS = {f"scripts.{path.stem}": path for path in sorted((ROOT / "scripts").glob("*.py"))}


def _sizes() -> dict[str, int]:
    """'module' -> file lines, 'module:Class.function' -> function lines, for every module and script."""
    sizes: dict[str, int] = {}
    for module, path in {**MODULES, **SCRIPTS}.items():
        source = path.read_text()
        sizes[module] = len(source.splitlines())
        for parent in ast.walk(ast.parse(source)):
            for node in ast.iter_child_nodes(parent):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    name = f"{parent.name}.{node.name}" if isinstance(parent, ast.ClassDef) else node.name
                    sizes[f"{module}:{name}"] = max(sizes.get(f"{module}:{name}", 0),
                                                    node.end_lineno - node.lineno + 1)
    return sizes


def _limit(key: str) -> int:
    return MAX_FUNCTION_LINES if ":" in key else MAX_FILE_LINES


def test_functions_and_files_stay_short():
    too_long = [f"{key}: {n} lines (> {_limit(key)})" for key, n in _sizes().items()
                if n > _limit(key) and key not in OVERSIZED]
    assert not too_long, "split these into named steps:\n" + "\n".join(too_long)


def test_the_oversized_list_names_only_what_is_still_oversized():
    sizes = _sizes()
    stale = [key for key in OVERSIZED if sizes.get(key, 0) <= _limit(key)]
    assert not stale, f"no longer oversized (or gone): remove from OVERSIZED: {stale}"
