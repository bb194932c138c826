"""The package boundaries of docs/architecture.md, checked on the source."""
from __future__ import annotations

import ast
import os
import re

from conftest import ROOT

PACKAGES = os.path.join(ROOT, "packages")


def sources(package: str):
    root = os.path.join(PACKAGES, package, "src")
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith((".py", ".lark")):
                path = os.path.join(d, f)
                with open(path, encoding="utf-8") as fh:
                    yield os.path.relpath(path, ROOT), fh.read()


def test_frontend_knows_no_mlir_dialect_or_c_interface():
    dialects = re.compile(r"\b(linalg|arith|tensor|memref|func|math|scf|llvm|bufferization)\.[a-z_]+|_mlir_ciface|emit_c_interface|torch_mlir|llvmlite")
    # dialect names that are not also ordinary words, even bare in a comment
    named = re.compile(r"\b(linalg|memref|bufferization|scf|affine)\b|!llvm|c_interface|ciface", re.I)
    offenders = [(path, m.group(0)) for path, text in sources("kina-frontend") for m in [*dialects.finditer(text), *named.finditer(text)]]
    assert not offenders, offenders


def test_ops_are_compared_by_identity_not_by_name():
    """`b.op is exp`, never `b.op.name == "exp"`: a rule or check keyed by a name would also catch another op of that name."""
    by_name = re.compile(r"\bop\.name\s*(==|!=|in\b)|by_name(\.get)?[\[(]\s*[\"']")
    # registry.py is the OpTable itself: its name index (surface lookup, duplicate names) is by name
    paths = [(p, t) for pkg in os.listdir(PACKAGES) for p, t in sources(pkg) if not p.endswith(os.path.join("ops", "registry.py"))]
    example = os.path.join(ROOT, "examples", "kina-plugin-example", "src", "kina_plugin_example")
    for f in os.listdir(example):
        if f.endswith(".py"):
            with open(os.path.join(example, f), encoding="utf-8") as fh:
                paths.append((f, fh.read()))
    offenders = [(path, text.count("\n", 0, m.start()) + 1) for path, text in paths for m in by_name.finditer(text)]
    assert not offenders, offenders


def test_call_handle_const_are_node_types_not_string_named_ops():
    """Passes and backends tell bindings apart by node type (`isinstance(b, ir.Call)`), never by a
    name string, and no op is registered under one of those names."""
    from helpers import compiler

    pseudo = r"[\"'](call|handle|const)[\"']"
    compared = re.compile(rf"(==|!=|\bin)\s*[(\[{{]?\s*{pseudo}|{pseudo}\s*(==|!=|\bin\b)")
    offenders = [(path, text.count("\n", 0, m.start()) + 1) for pkg in os.listdir(PACKAGES)
                 for path, text in sources(pkg) for m in compared.finditer(text)]
    assert not offenders, offenders
    assert not {"call", "handle", "const"} & {op.name for op in compiler().ops}
    assert compared.search('if b.kind == "call":') and compared.search("x in ('handle', 'y')")  # the pattern bites


def test_frontend_ops_carry_no_backend_rules():
    from kina.ops import Op

    fields = set(Op.__dataclass_fields__)
    assert not fields & {"numpy", "vjp", "lower", "lowering"}, fields


def test_rules_have_real_names():
    """No `def _` in any package (lambdas as rules are refused at registration, tested below)."""
    for package in os.listdir(PACKAGES):
        for path, text in sources(package):
            if not path.endswith(".py"):
                continue
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, ast.FunctionDef):
                    assert node.name != "_", f"{path}:{node.lineno}: a rule named `_`"


def test_every_registered_rule_is_a_named_function_keyed_by_its_op():
    """The tables as built, the example plugin's rules included; and a lambda is refused at registration."""
    import types

    import kina.frontend.plugin
    import kina_ad.plugin
    import kina_mlir.plugin
    import kina_runtime.plugin
    import pytest
    from helpers import example_plugin
    from kina.compiler import Compiler
    from kina.ops import Op, RuleTable
    from kina.ops.elementwise import exp

    c = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, kina_mlir.plugin, example_plugin()])
    for table in (c.vjps, c.jvps, c.lowerings, c.numpy_rules):
        assert any(op.name == "softplus" for op in table), table.what
        for op, rule in table.items():
            assert isinstance(op, Op) and c.ops.by_name[op.name] is op, (table.what, op)
            assert isinstance(rule, types.FunctionType) and rule.__name__ not in ("_", "<lambda>"), (table.what, op, rule)
    with pytest.raises(ValueError, match="a named function"):
        RuleTable("vjps").register(exp, lambda b, bind, g: [g])
    with pytest.raises(TypeError, match="must be a kina.ops.Op"):
        RuleTable("vjps").register("exp", exp_rule)


def exp_rule(b, bind, g):
    return [g]


def test_each_table_is_filled_by_its_owner():
    from helpers import compiler

    c = compiler()
    owner = {"vjps": "ad (kina-ad", "jvps": "ad (kina-ad", "lowerings": "mlir (kina-mlir", "numpy_rules": "runtime (kina-runtime"}
    for table in (c.vjps, c.jvps, c.lowerings, c.numpy_rules):
        assert all(p.startswith(owner[table.what]) for p in table.provider.values()), table.what
    assert all(p.startswith("frontend (kina-frontend") for p in c.ops.provider.values())
    assert c.handler_table["reverseMode"].plugin.startswith("ad (kina-ad")
    assert c.handler_table["forwardMode"].plugin.startswith("ad (kina-ad")
    assert {b.name: b.plugin.split()[0] for b in c.all_backends.values()} == {"native": "runtime", "numpy": "runtime", "jit": "mlir"}


def test_runtime_never_imports_mlir_or_llvmlite():
    for path, text in sources("kina-runtime"):
        if not path.endswith(".py"):
            continue
        for node in ast.walk(ast.parse(text)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                assert name.split(".")[0] not in ("torch_mlir", "llvmlite", "kina_mlir", "kina_ad"), f"{path}: imports {name}"


def test_every_hookspec_is_documented_in_one_table():
    """docs/architecture.md's hook table lists exactly the hookspecs of kina/hookspecs.py."""
    from kina import hookspecs

    specs = {n for n, f in vars(hookspecs).items() if callable(f) and hasattr(f, "kina_spec")}
    assert {"parse", "typecheck", "transform", "lower", "run"} <= specs  # the design card's pipeline hooks, by name
    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as fh:
        documented = set(re.findall(r"^\| `(\w+)\(", fh.read(), re.M))
    assert documented == specs, (documented ^ specs)


PLUGINS = {"kina-frontend": "kina.frontend.plugin", "kina-ad": "kina_ad.plugin", "kina-mlir": "kina_mlir.plugin",
           "kina-runtime": "kina_runtime.plugin", "kina-storylm": None, "kina-lsp": "kina_lsp.plugin"}


def registered(module: str | None) -> tuple[set, set]:
    """(the hooks a package's plugin implements, the names of the stages, passes, backends and
    handlers it registers)."""
    import importlib

    from kina import hookspecs
    from kina.compiler import Compiler, Stage

    if module is None:
        return set(), set()
    plugin = importlib.import_module(module)
    specs = {n for n, f in vars(hookspecs).items() if callable(f) and hasattr(f, "kina_spec")}
    hooks = {n for n in specs if hasattr(getattr(plugin, n, None), "kina_impl")}
    c = Compiler(plugins=[plugin])
    stages = {s.name for s in c._items("lower", Stage)}  # all of them: alone, a plugin's stages may not connect
    names = {*stages, *(p.name for p in c.passes()), *c.all_backends, *c.handler_table}
    assert module != "kina_mlir.plugin" or {"mlir", "so", "exports"} <= names  # what the check covers
    return hooks, names


def test_each_readme_states_what_it_owns_and_exactly_the_hooks_it_implements():
    """Each package README says what it owns, then in a "Hooks it implements:" paragraph names exactly
    its plugin's hookimpls and every stage, pass, backend and handler the plugin registers; so does
    its row of the package table in docs/architecture.md (owns | hooks)."""
    from kina import hookspecs

    specs = {n for n, f in vars(hookspecs).items() if callable(f) and hasattr(f, "kina_spec")}

    def ticked(text: str) -> set:
        return {w for t in re.findall(r"`([^`]+)`", text) for w in t.split()}
    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as fh:
        rows = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(r"^\| `(kina-[a-z]+)`[^|]*\|([^|]*)\|([^|]*)\|$", fh.read(), re.M)}
    assert set(rows) == set(PLUGINS), rows
    for package, module in PLUGINS.items():
        with open(os.path.join(PACKAGES, package, "README.md"), encoding="utf-8") as fh:
            readme = fh.read()
        m = re.search(r"^Hooks it implements:(.*?)(?:\n\n|\Z)", readme, re.M | re.S)
        assert m, f"{package}/README.md has no 'Hooks it implements:' paragraph"
        assert len(readme[:m.start()].strip().splitlines()) >= 2, f"{package}/README.md: what it owns comes first"
        hooks, names = registered(module)
        owns, implements = rows[package]
        for where, hook_text, name_text in ((f"{package}/README.md", m.group(1), m.group(1)),
                                            (f"docs/architecture.md ({package})", implements, owns + implements)):
            assert ticked(hook_text) & specs == hooks, (where, ticked(hook_text) & specs, hooks)
            assert names <= ticked(name_text), (where, names - ticked(name_text))


def test_the_architecture_diagram_names_what_is_installed():
    """The one diagram of docs/architecture.md names every package, pipeline and registration hook,
    installed stage, pass and backend (a renamed stage or a new backend must show up in it)."""
    from helpers import compiler

    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as fh:
        diagram = fh.read().split("```")[1]
    words = set(re.findall(r"[\w-]+", diagram))
    c = compiler()
    want = {"kina-frontend", "kina-ad", "kina-mlir", "kina-runtime", "parse", "typecheck", "transform", "lower", "run",
            "register_ops", "register_vjps", "register_lowerings", "register_numpy_rules", "register_handlers", "reverseMode",
            "register_jvps", "forwardMode",
            *c.stages(), *(p.name for p in c.passes()), *c.backends()}
    missing = want - words
    assert not missing, missing


def test_requires_python_allows_what_the_dependencies_support():
    """Every pyproject (packages, workspace, example plugin) and the lock say `>=3.11`, with no upper
    bound: torch-mlir's wheels are cp311 and cp312-abi3 (any later CPython), and the lock holds
    wheels of every compiled dependency for 3.11 to 3.13 (scripts/other_pythons.sh runs them)."""
    import glob
    import tomllib

    files = [os.path.join(ROOT, "pyproject.toml"), os.path.join(ROOT, "examples", "kina-plugin-example", "pyproject.toml"),
             *glob.glob(os.path.join(PACKAGES, "*", "pyproject.toml"))]
    assert len(files) == 8
    for path in files:
        with open(path, "rb") as fh:
            assert tomllib.load(fh)["project"]["requires-python"] == ">=3.11", path
    with open(os.path.join(ROOT, "uv.lock"), "rb") as fh:
        lock = tomllib.load(fh)
    assert lock["requires-python"] == ">=3.11"
    wheels = {p["name"]: [w["url"].rsplit("/", 1)[1] for w in p.get("wheels", [])] for p in lock["package"]}
    assert any("-cp312-abi3-manylinux" in w for w in wheels["torch-mlir"])
    for name in ("llvmlite", "numpy"):
        for tag in ("cp311", "cp312", "cp313"):
            assert any(f"-{tag}-{tag}-manylinux" in w for w in wheels[name]), (name, tag)
