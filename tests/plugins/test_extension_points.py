"""Every extension point, in one process: compilers built from explicit plugin
sets (no global state), the example plugin's op on every backend and under
grad-check, a second handler, the verifier naming a faulty plugin, immutable
IR, and a compile-cache key that covers the pipeline."""
from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace

import numpy as np
import pytest

import kina
import kina.frontend.plugin
import kina_ad.plugin
import kina_mlir.plugin
import kina_runtime.plugin
from conftest import ROOT
from helpers import handler_plugin
from kina.compiler import Backend, Compiler, Pass, PluginError
from kina.diagnostics import KinaError, Source
from kina.ir import Const
from kina.hookspecs import hookimpl
from kina.verify import IRVerificationError

sys.path.insert(0, os.path.join(ROOT, "examples", "kina-plugin-example", "src"))
import kina_plugin_example  # noqa: E402  (the example package's module, as its entry point names it)

BUILTINS = [kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, kina_mlir.plugin]
BACKENDS = ["numpy", "native", "jit"]
F = "tensor<F32, [2, 3], @host>"
SOFTPLUS = f"""let f = fn(x: {F}) -> {F} {{ (x * 2.0).softplus() }} in
fn @main(x: {F}) -> ({F}, {F}) {{ handle f(x) with reverseMode }}
"""


def with_example() -> Compiler:
    return Compiler(plugins=[*BUILTINS, kina_plugin_example])


def x23():
    return np.array([[-30.0, -1.0, 0.0], [0.5, 2.0, 40.0]], dtype=np.float32)


@pytest.mark.parametrize("backend", BACKENDS)
def test_third_party_op_on_every_backend(backend):
    prog = kina.compile_source(SOFTPLUS, path="softplus.kina", backend=backend, compiler=with_example())
    x = x23()
    y, gx = prog.main(x)
    np.testing.assert_allclose(y, np.logaddexp(0, 2 * x.astype(np.float64)), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(gx, 2 / (1 + np.exp(-2 * x.astype(np.float64))), rtol=1e-6, atol=1e-6)


GENERIC = """let f = fn[N](x: tensor<F32, [N], @host>) -> tensor<F32, [N], @host> { x.softplus() } in
fn @main[N](x: tensor<F32, [N], @host>) -> (tensor<F32, [N], @host>, tensor<F32, [N], @host>) { handle f(x) with reverseMode }
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_compiler_from_a_plugin_manager_reaches_generic_specialisation(backend):
    """`Compiler(pm)`: the pm travels into the specialisations a generic program compiles on its first call
    (no stage falls back to the installed plugins, which do not include the example)."""
    from kina.plugins import plugin_manager

    c = Compiler(plugin_manager([*BUILTINS, kina_plugin_example]))
    prog = kina.compile_source(GENERIC, path="generic.kina", backend=backend, compiler=c)
    x = np.array([-3.0, 0.0, 1.5, 30.0], np.float32)
    y, gx = prog.main(x)
    np.testing.assert_allclose(y, np.logaddexp(0, x.astype(np.float64)), rtol=1e-6)
    np.testing.assert_allclose(gx, 1 / (1 + np.exp(-x.astype(np.float64))), rtol=1e-6, atol=1e-7)
    with pytest.raises(KinaError, match="unknown method `.softplus`"):  # the installed plugins alone do not know it
        kina.compile_source(GENERIC, backend=backend).main(x)


def test_the_cli_runs_with_the_compiler_it_is_given(tmp_path, capsys):
    from kina.cli import main

    path = tmp_path / "softplus.kina"
    path.write_text(SOFTPLUS)
    assert main(["compile", str(path), "--emit", "mlir"], compiler=with_example()) == 0
    assert "math.absf" in capsys.readouterr().out  # the example's own lowering
    assert main(["compile", str(path), "--emit", "mlir"]) == 1 and "unknown method `.softplus`" in capsys.readouterr().err


def test_third_party_op_under_grad_check(tmp_path, capsys):
    from kina_ad.gradcheck import _cmd

    path = tmp_path / "softplus.kina"
    path.write_text(SOFTPLUS)
    status = _cmd(argparse.Namespace(file=str(path), fn="f", seed=0, positive=False, compiler=with_example()))
    out = capsys.readouterr().out
    assert status == 0 and "pass" in out, out


def test_two_compilers_in_one_process_differ():
    plain, extended = Compiler(plugins=BUILTINS), with_example()
    with pytest.raises(KinaError, match="unknown method `.softplus`"):
        plain.emit(Source("p.kina", SOFTPLUS), "typed")
    assert extended.emit(Source("p.kina", SOFTPLUS), "typed")
    neg2 = f"fn @main(x: {F}) -> {F} {{ let a = -x in -a }}"
    a = kina.compile_source(neg2, backend="numpy", compiler=plain)
    b = kina.compile_source(neg2, backend="numpy", compiler=extended)
    assert "neg(" in str(a.ir) and "neg(" not in str(b.ir)  # the example pass ran in one compiler only
    np.testing.assert_array_equal(a.main(x23()), b.main(x23()))
    assert "softplus" not in plain.ops.by_name  # building `extended` changed nothing shared
    with pytest.raises(KinaError, match="unknown method `.softplus`"):  # nor does a compiler built after it see softplus
        Compiler(plugins=BUILTINS).emit(Source("p.kina", SOFTPLUS), "typed")


def test_importing_and_using_a_plugin_changes_no_global_state():
    """In a fresh process: the built-in compiler's fingerprint (every op, rule, pass, handler, stage and
    backend, with who registered it) is the same before importing the example plugin and after
    importing it and compiling and running with it."""
    import subprocess

    example = os.path.join(ROOT, "examples", "kina-plugin-example", "src")
    script = f"""
import sys
import numpy as np
import kina, kina.frontend.plugin, kina_ad.plugin, kina_mlir.plugin, kina_runtime.plugin
from kina.compiler import Compiler
B = [kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, kina_mlir.plugin]
def state(c):
    return (c.fingerprint, sorted(op.name for op in c.ops), sorted(c.handler_table), [p.name for p in c.passes()], sorted(c.all_backends))
before = state(Compiler(plugins=B))
sys.path.insert(0, {example!r})
import kina_plugin_example
assert state(Compiler(plugins=B)) == before, "importing the plugin changed a compiler without it"
ext = Compiler(plugins=[*B, kina_plugin_example])
print(kina.compile_source({SOFTPLUS!r}, backend="numpy", compiler=ext).main(np.zeros((2, 3), np.float32))[0][0, 0])
assert state(ext) != before
assert state(Compiler(plugins=B)) == before, "using the plugin changed a compiler without it"
print("unchanged")
"""
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": ""})
    assert r.returncode == 0, r.stderr
    value, verdict = r.stdout.split()
    assert abs(float(value) - np.log(2)) < 1e-6 and verdict == "unchanged"


def test_without_kina_ad_reverse_mode_is_an_unknown_handler():
    from kina.plugins import plugin_manager

    c = Compiler(plugins=[kina.frontend.plugin, kina_runtime.plugin])
    src = f"let f = fn(x: {F}) -> {F} {{ x.exp() }} in\nfn @main(x: {F}) -> ({F}, {F}) {{ handle f(x) with reverseMode }}"
    with pytest.raises(KinaError, match="unknown effect handler `reverseMode`; registered handlers: none"):
        c.emit(Source("h.kina", src), "ir")
    with pytest.raises(KinaError, match="unknown effect handler `reverseMode`"):  # the same through `Compiler(pm)` and the API
        kina.compile_source(src, compiler=Compiler(plugin_manager([kina.frontend.plugin, kina_runtime.plugin])))
    assert list(c.backends()) == ["numpy"] and "native" in c.unusable_backends()


class FancyBackend:
    """A backend whose stage no installed plugin provides."""
    __name__ = "fancy-backend"

    @hookimpl
    def run(self, register):
        register(Backend("fancy", lambda value, ctx: None, priority=20, stage="fancy-stage", stage_from="kina-fancy"))


def test_a_backend_without_its_stage_is_skipped_with_a_note_naming_what_to_install(capsys):
    c = Compiler(plugins=[*BUILTINS, FancyBackend()])
    assert "fancy" not in c.backends() and c.pick_backend().name == "native"
    err = capsys.readouterr().err
    assert err == "note: backend `fancy` needs stage `fancy-stage`, which is not installed (install kina-fancy); using `native`\n"
    with pytest.raises(PluginError, match="backend 'fancy' needs the stage 'fancy-stage'.*install kina-fancy"):
        c.pick_backend("fancy")
    without_mlir = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin])
    with pytest.raises(PluginError, match=r"backend 'native' needs the stage 'exports', which no installed plugin provides \(install kina-mlir\)"):
        without_mlir.pick_backend("native")


PRIMAL = f"""let f = fn(x: {F}, y: {F}) -> ({F}, {F}) {{ (x * y, x.exp()) }} in
fn @main(x: {F}, y: {F}) -> ({F}, {F}) {{ handle f(x, y) with primal }}
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_second_handler_from_a_plugin_on_every_backend(backend):
    prog = kina.compile_source(PRIMAL, path="primal.kina", backend=backend, compiler=with_example())
    x, y = x23(), np.full((2, 3), 0.5, np.float32)
    a, b = prog.main(x, y)
    np.testing.assert_allclose(a, x * y, rtol=1e-6)
    np.testing.assert_allclose(b, np.exp(x), rtol=1e-6)


def test_handler_arguments_reach_the_handler():
    with pytest.raises(KinaError, match="handler `primal` takes no arguments, got `wrt`"):
        with_example().emit(Source("p.kina", PRIMAL.replace("with primal", "with primal(wrt=[x])")), "typed")


def LazyHandler():
    """A faulty plugin: its handler types `handle` but eliminates nothing."""
    return handler_plugin("lazy-handler", "lazy", lambda program, site, ctx: ({}, [site]))


def test_a_handler_that_leaves_its_handle_is_named():
    c = Compiler(plugins=[*BUILTINS, LazyHandler()])
    src = f"let f = fn(x: {F}) -> {F} {{ x.exp() }} in\nfn @main(x: {F}) -> {F} {{ handle f(x) with lazy }}"
    with pytest.raises(PluginError, match=r"handler `lazy` \(plugin lazy-handler\) left a `handle`"):
        c.emit(Source("h.kina", src), "ir")


class BreakingPass:
    """A faulty plugin: its pass drops the first binding of every function."""
    __name__ = "breaking-pass"

    @hookimpl
    def transform(self, register):
        register(Pass("drop_first", lambda p, ctx: p.map_functions(lambda f: f.with_body(f.body[1:])), order=60))


def test_the_verifier_names_a_pass_that_breaks_the_ir(monkeypatch):
    monkeypatch.setenv("KINA_VERIFY", "1")
    c = Compiler(plugins=[*BUILTINS, BreakingPass()])
    src = f"fn @main(x: {F}) -> {F} {{ let y = x.exp() in y * y }}"
    with pytest.raises(IRVerificationError, match=r"after pass `drop_first` \(plugin breaking-pass\).*`y` before it is defined"):
        c.emit(Source("b.kina", src), "ir")
    monkeypatch.delenv("KINA_VERIFY")
    # the final check always runs, and it too names the pass (and plugin) that broke the IR
    with pytest.raises(IRVerificationError, match=r"after pass `drop_first` \(plugin breaking-pass\).*`y` before it is defined"):
        c.emit(Source("b.kina", src), "ir")


@pytest.mark.parametrize("checking", ["1", "0", ""])
def test_the_verifier_runs_between_passes_when_asked(monkeypatch, checking):
    """KINA_VERIFY=1 (which tests/conftest.py sets for every test): after ANF and after every pass;
    otherwise once, at the end of `ir`."""
    import kina.frontend.plugin as fp

    assert os.environ.get("KINA_VERIFY") == "1"  # the whole test session verifies between passes
    monkeypatch.setenv("KINA_VERIFY", checking)
    calls = []
    monkeypatch.setattr(fp, "verify", lambda program, ops, **kw: calls.append(kw.get("after", "")) or program)
    c = with_example()
    c.emit(Source("v.kina", SOFTPLUS), "ir")
    if checking == "1":
        assert calls == ["A-normal form"] + [""] * len(c.passes()) + ["the transform passes"], calls
    else:
        assert calls == ["the transform passes"], calls


def _mistyped(program, site, ctx):
    wrong = tuple(replace(t, dtype="F64") for t in site.types)
    return {}, [Const(site.names, (), wrong, site.span, value=0.0)]


def MistypedHandler():
    """A faulty plugin: its handler's replacement defines the result with the wrong type."""
    return handler_plugin("mistyped-handler", "mistyped", _mistyped)


@pytest.mark.parametrize("checking", ["1", ""])
def test_the_verifier_names_a_handler_whose_elimination_breaks_the_ir(monkeypatch, checking):
    monkeypatch.setenv("KINA_VERIFY", checking)
    c = Compiler(plugins=[*BUILTINS, MistypedHandler()])
    src = f"let f = fn(x: {F}) -> {F} {{ x.exp() }} in\nfn @main(x: {F}) -> {F} {{ let y = handle f(x) with mistyped in y * x }}"
    with pytest.raises(IRVerificationError, match=r"handler `mistyped` \(plugin mistyped-handler\).*ill-typed"):
        c.emit(Source("h.kina", src), "ir")
    good = kina.compile_source(src.replace("with mistyped", "with primal"), backend="numpy", compiler=with_example())
    np.testing.assert_allclose(good.main(x23()), np.exp(x23()) * x23(), rtol=1e-6)  # a correct handler passes the same check


def test_passes_leave_their_input_unchanged():
    c = with_example()
    src = f"""let f = fn(x: {F}) -> {F} {{ let a = -x in (-a).softplus() }} in
fn @main(x: {F}) -> ({F}, {F}) {{ handle f(x) with reverseMode }}"""
    ctx = c.context(Source("i.kina", src))
    program = c.emit(Source("i.kina", src), "anf")[0]
    for p in c.passes():
        before = str(program)
        out = p.run(program, ctx)
        assert str(program) == before, f"pass {p.name} changed its input"
        assert out is not program or p.name == "dce"
        program = out
    with pytest.raises((AttributeError, TypeError)):
        program.functions["main"].body[0].args = ()  # frozen nodes


@pytest.mark.parametrize("backend", BACKENDS)
def test_no_stage_or_backend_changes_an_earlier_stage_value(backend, fresh_cache):
    """The issue's case: after AD, `ctx.values["anf"]` had lost its `handle`. Every stage value is
    still what that stage printed when made, after lowering, compiling and running on each backend."""
    c = with_example()
    src = f"""let f = fn(x: {F}) -> {F} {{ let a = -x in (-a).softplus().transpose([1, 0]).transpose([1, 0]) }} in
fn @main(x: {F}) -> ({F}, {F}) {{ handle f(x) with reverseMode }}"""
    exe, ctx = c.load(Source("s.kina", src), backend)
    y, gx = exe.functions["main"](x23())  # native: compiled now, from the `ir` value
    np.testing.assert_allclose(y, np.logaddexp(0, x23().astype(np.float64)), rtol=1e-6, atol=1e-6)
    for stage in ("typed", "anf", "ir"):
        fresh = c.emit(Source("s.kina", src), stage)[0]
        assert c.stages()[stage].dump(ctx.values[stage]) == c.stages()[stage].dump(fresh), stage
    assert "handle f(x) with reverseMode" in str(ctx.values["anf"]) and "handle" not in str(ctx.values["ir"])


def test_a_pass_cannot_edit_its_input_in_place():
    """Nodes are frozen, and so are their attribute values (lists included): an in-place edit raises
    instead of changing the input, and the IR's attributes are not the typed AST's objects."""
    from dataclasses import FrozenInstanceError

    c = with_example()
    src = f"fn @main(x: {F}) -> tensor<F32, [3, 2], @host> {{ x.transpose([1, 0]) }}"
    program, ctx = c.emit(Source("t.kina", src), "anf")
    (b,) = program.functions["main"].body
    perm = b.attrs["perm"]
    for edit in (perm.reverse, lambda: perm.__setitem__(0, 0), lambda: perm.__iadd__([2]), lambda: perm.append(2)):
        with pytest.raises(TypeError, match="immutable"):
            edit()
    with pytest.raises(TypeError):
        b.attrs["perm"] = [0, 1]
    with pytest.raises(FrozenInstanceError):
        b.names = ("z",)
    assert isinstance(replace(b, names=["z"]).names, tuple)  # a list handed to a node is copied into a tuple
    assert b.attrs["perm"] == [1, 0] and str(b.attrs["perm"]) == "[1, 0]"  # reads as the list it was
    typed_attrs = ctx.values["typed"].main.body.attrs
    assert typed_attrs["perm"] == [1, 0] and typed_attrs["perm"] is not b.attrs["perm"]


def test_wrt_selects_and_orders_cotangents():
    src = f"""let f = fn(a: {F}, b: {F}, c: {F}) -> {F} {{ a * b + c.exp() }} in
fn @main(a: {F}, b: {F}, c: {F}) -> ({F}, {F}, {F}) {{ handle f(a, b, c) with reverseMode(wrt=[c, a]) }}"""
    prog = kina.compile_source(src, backend="numpy")
    a, b, c = x23(), np.full((2, 3), 3.0, np.float32), np.full((2, 3), 0.25, np.float32)
    y, gc, ga = prog.main(a, b, c)
    np.testing.assert_allclose(gc, np.exp(c), rtol=1e-6)
    np.testing.assert_array_equal(ga, b)


@pytest.mark.parametrize("wrt, message", [("[z]", "`z`, which is not a parameter of `f`"),
                                           ("[i]", "`i`, a discrete parameter"),
                                           ("[a, a]", "names `a` twice")])
def test_wrt_misuse_is_located(wrt, message):
    I = "tensor<I64, [2], @host>"
    src = f"""let f = fn(a: {F}, i: {I}) -> {F} {{ a.exp() }} in
fn @main(a: {F}, i: {I}) -> ({F}, {F}) {{ handle f(a, i) with reverseMode(wrt={wrt}) }}"""
    with pytest.raises(KinaError) as e:
        kina.compile_source(src, path="w.kina", backend="numpy")
    assert message in str(e.value) and "w.kina:2:" in str(e.value) and "float parameters: a" in str(e.value)


def test_cache_key_covers_plugins_and_their_code(tmp_path, monkeypatch):
    from kina import compiler as kc

    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    neg2 = f"fn @main(x: {F}) -> {F} {{ let a = -x in (-a).exp() }}"
    plain = kina.compile_source(neg2, compiler=Compiler(plugins=BUILTINS), lazy=False)  # lazy=False: compiled now
    assert plain.info["cache"] == "miss (compiled)"
    assert kina.compile_source(neg2, compiler=Compiler(plugins=BUILTINS), lazy=False).info["cache"] == "hit"
    extended = kina.compile_source(neg2, compiler=with_example(), lazy=False)  # the example pass toggled on
    assert extended.info["cache"] == "miss (compiled)"
    np.testing.assert_allclose(extended.main(x23()), np.exp(x23()), rtol=1e-6)
    np.testing.assert_allclose(plain.main(x23()), np.exp(x23()), rtol=1e-6)

    # a plugin package whose code changes by one byte misses too
    pkg = tmp_path / "src" / "kina_tweak"
    pkg.mkdir(parents=True)
    code = ("from kina.hookspecs import hookimpl\nfrom kina.compiler import Pass\n\n"
            "@hookimpl\ndef transform(register):\n    register(Pass('noop', lambda p, ctx: p, order=70))\n# v1\n")
    (pkg / "__init__.py").write_text(code)
    monkeypatch.syspath_prepend(str(tmp_path / "src"))
    import kina_tweak

    first = kina.compile_source(neg2, compiler=Compiler(plugins=[*BUILTINS, kina_tweak]), lazy=False)
    assert first.info["cache"] == "miss (compiled)"
    assert kina.compile_source(neg2, compiler=Compiler(plugins=[*BUILTINS, kina_tweak]), lazy=False).info["cache"] == "hit"
    (pkg / "__init__.py").write_text(code.replace("# v1", "# v2"))
    kc.code_hash.cache_clear()  # what a new process sees
    again = kina.compile_source(neg2, compiler=Compiler(plugins=[*BUILTINS, kina_tweak]), lazy=False)
    assert again.info["cache"] == "miss (compiled)"
    np.testing.assert_allclose(again.main(x23()), np.exp(x23()), rtol=1e-6)


def example_parts(with_pass: bool):
    """The example plugin's hooks under one plugin name, with or without its pass: two compilers that
    differ only in that one registered pass (same plugin names, same code)."""
    hooks = ["register_ops", "register_vjps", "register_jvps", "register_lowerings", "register_numpy_rules", "register_handlers"]
    part = type("ExampleParts", (), {h: staticmethod(getattr(kina_plugin_example, h)) for h in hooks + ["transform"] * with_pass})()
    part.__name__ = "example-parts"
    return part


def test_cache_key_covers_one_pass(tmp_path, monkeypatch):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    src = f"fn @main(x: {F}) -> {F} {{ let a = -x in (-a).softplus() }}"
    want = np.logaddexp(0, x23().astype(np.float64))
    for with_pass, cache in [(False, "miss (compiled)"), (True, "miss (compiled)"), (False, "hit"), (True, "hit")]:
        c = Compiler(plugins=[*BUILTINS, example_parts(with_pass)])
        assert [p.name for p in c.passes()] == ["fold_weight_broadcasts"] + ["remove_double_negation"] * with_pass + ["eliminate_handlers", "dce"]
        prog = kina.compile_source(src, compiler=c, lazy=False)
        assert prog.info["cache"] == cache, (with_pass, prog.info)
        assert ("neg(" in str(prog.ir)) != with_pass  # the pass ran exactly when registered
        np.testing.assert_allclose(prog.main(x23()), want, rtol=1e-6, atol=1e-6)


def test_a_single_module_plugin_hashes_its_own_file_only(tmp_path, monkeypatch):
    """A plugin that is one module (not a package) keys on its file, not on every file of the
    directory holding it (site-packages, for an installed one)."""
    from kina import compiler as kc

    (tmp_path / "kina_onefile.py").write_text("from kina.hookspecs import hookimpl\n\n"
                                              "@hookimpl\ndef transform(register):\n    pass\n# v1\n")
    (tmp_path / "unrelated.py").write_text("# v1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import kina_onefile

    def fingerprint():
        kc.code_hash.cache_clear()  # what a new process sees
        return Compiler(plugins=[*BUILTINS, kina_onefile]).fingerprint
    first = fingerprint()
    (tmp_path / "unrelated.py").write_text("# v2\n")
    assert fingerprint() == first
    (tmp_path / "kina_onefile.py").write_text((tmp_path / "kina_onefile.py").read_text().replace("# v1", "# v2"))
    assert fingerprint() != first


ONE_BYTE = """
import json, sys
import numpy as np
import kina
x = np.array([-3.0, 0.0, 0.5, 4.0])
p = kina.compile_source("fn @main(x: tensor<F64, [4], @host>) -> tensor<F64, [4], @host> { x.sigmoid() }",
                        path="b.kina", backend="native", lazy=False)
print(json.dumps({"cache": p.info["cache"], "y": p.main(x).tolist(), "from": [kina.__file__, sys.modules["kina_mlir"].__file__]}))
"""


def test_a_one_byte_change_to_a_compiler_module_misses_the_cache(tmp_path):
    """Copies of kina-frontend's and kina-mlir's packages, ahead on the path of fresh processes
    sharing one cache: the same compiler hits; one byte changed in a comment of a frontend module
    misses (same numbers); one byte changed in kina-mlir's sigmoid lowering (1 + e^-x -> 2 + e^-x)
    misses and the numbers are the changed code's, so nothing stale was served."""
    import json
    import shutil
    import subprocess

    import kina_mlir

    src = tmp_path / "src"
    for pkg in (kina, kina_mlir):
        d = os.path.dirname(pkg.__file__)
        shutil.copytree(d, src / os.path.basename(d), ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(src), "KINA_CACHE_DIR": str(tmp_path / "cache")}

    def run():
        r = subprocess.run([sys.executable, "-c", ONE_BYTE], capture_output=True, text=True, env=env)
        assert r.returncode == 0, r.stderr
        out = json.loads(r.stdout.strip().splitlines()[-1])
        assert all(f.startswith(str(src)) for f in out["from"]), out["from"]  # the copies were imported
        return out["cache"], np.array(out["y"])

    x = np.array([-3.0, 0.0, 0.5, 4.0])
    sigmoid = 1 / (1 + np.exp(-x))

    def edit(path, old, new):
        text = path.read_text()
        assert text.count(old) == 1 and len(old.encode()) == len(new.encode()), (path, old)
        path.write_text(text.replace(old, new))

    cache, y = run()
    assert cache == "miss (compiled)"
    np.testing.assert_allclose(y, sigmoid, rtol=1e-12)
    cache, y = run()
    assert cache == "hit"
    np.testing.assert_allclose(y, sigmoid, rtol=1e-12)
    edit(src / "kina" / "rewrites" / "dce.py", "every op is pure", "every op is purE")  # one byte of a docstring
    cache, y = run()
    assert cache == "miss (compiled)"
    np.testing.assert_allclose(y, sigmoid, rtol=1e-12)
    edit(src / "kina_mlir" / "lowerings" / "elementwise.py", "den = r(f\"arith.addf {r.const(1.0, dt)}", "den = r(f\"arith.addf {r.const(2.0, dt)}")
    cache, y = run()
    assert cache == "miss (compiled)"
    np.testing.assert_allclose(y, 1 / (2 + np.exp(-x)), rtol=1e-12)


def test_cache_key_covers_each_plugins_distribution_and_version():
    """Entry-point plugins are labelled with their distribution and version, and the fingerprint
    changes with a version alone (everything else equal)."""
    from importlib.metadata import version

    c = Compiler()
    labels = [c.plugin_label(p) for _, p in c.pm.list_name_plugin()]
    for dist in ("kina-frontend", "kina-ad", "kina-mlir", "kina-runtime"):
        assert any(f"({dist} {version(dist)})" in label for label in labels), (dist, labels)
    bumped = Compiler()
    bumped._dists = {k: v.replace("kina-ad ", "kina-ad 9") for k, v in bumped._dists.items()}
    assert bumped._dists != c._dists and bumped.fingerprint != c.fingerprint
    assert Compiler().fingerprint == c.fingerprint
