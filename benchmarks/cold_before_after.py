"""Cold compiles of two Kina trees and JAX, alternated in one command (fresh processes, empty caches,
bytecode primed by one untimed run each): how a change moves a cold compile on a shared machine,
where runs minutes apart are not comparable.

    git worktree add /tmp/kina-base <commit>
    uv run --group bench python benchmarks/cold_before_after.py /tmp/kina-base --case cnn-step --reps 7 --out before-after.json

The base tree's packages are put first on PYTHONPATH (its benchmarks/run.py is its worker), in
this environment; each round runs Kina before, Kina after, JAX. Reports wall and CPU seconds
(benchmarks/run.py's worker_cold: compile + first call; CPU includes the codegen worker)."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def _quantile(a, f):
    a = sorted(a)
    return a[min(len(a) - 1, int(f * len(a)))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("base", help="a checkout (git worktree) of the tree to compare against")
    ap.add_argument("--case", default="cnn-step")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--out")
    a = ap.parse_args()
    packages = os.path.join(a.base, "packages")
    base_path = ":".join(os.path.join(packages, p, "src") for p in sorted(os.listdir(packages)))
    tmp = tempfile.mkdtemp(prefix="kina-cold-ab-")
    env0 = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    impls = [("kina before", "kina native", {"PYTHONPATH": base_path}, os.path.join(a.base, "benchmarks", "run.py")),
             ("kina after", "kina native", {}, os.path.join(HERE, "run.py")),
             ("jax jit", "jax jit", {}, os.path.join(HERE, "run.py"))]
    samples = {name: {"wall_s": [], "cpu_s": []} for name, *_ in impls}
    loads = []

    def one(name, impl, extra, script, tag):
        spec = {"mode": "cold", "case": a.case, "size": "full", "override": {}, "impl": impl}
        env = dict(env0, **extra, KINA_CACHE_DIR=os.path.join(tmp, f"{name.replace(' ', '-')}-{tag}"))
        p = subprocess.run([sys.executable, script, "--worker", json.dumps(spec)], env=env, capture_output=True, text=True)
        if p.returncode:
            sys.exit(f"{name}: {p.stderr[-2000:]}")
        return json.loads(p.stdout.strip().splitlines()[-1])

    for name, impl, extra, script in impls:
        one(name, impl, extra, script, "prime")
    for rep in range(a.reps):
        for name, impl, extra, script in impls:
            r = one(name, impl, extra, script, rep)
            samples[name]["wall_s"].append(r["total_s"])
            samples[name]["cpu_s"].append(r["cpu_s"])
        loads.append(round(os.getloadavg()[0], 2))
    rows = {name: {k: {"median": statistics.median(v), "p10": _quantile(v, 0.1), "p90": _quantile(v, 0.9), "samples": v}
                   for k, v in d.items()} for name, d in samples.items()}
    for name, r in rows.items():
        print(f"{name:12s} wall {r['wall_s']['median']:.2f} s ({r['wall_s']['p10']:.2f}-{r['wall_s']['p90']:.2f})  "
              f"CPU {r['cpu_s']['median']:.2f} s ({r['cpu_s']['p10']:.2f}-{r['cpu_s']['p90']:.2f})")
    jax = rows["jax jit"]
    ratios = {name: {k: rows[name][k]["median"] / jax[k]["median"] for k in ("wall_s", "cpu_s")} for name in ("kina before", "kina after")}
    for name, r in ratios.items():
        print(f"{name} / jax jit: wall {r['wall_s']:.2f}x, CPU {r['cpu_s']:.2f}x")
    print("load average (1 min) after each round:", loads)
    if a.out:
        with open(a.out, "w") as fh:
            json.dump({"schema": "kina-cold-before-after/1", "case": a.case, "reps": a.reps, "base": os.path.abspath(a.base),
                       "cpu_model": _cpu_model(), "loadavg_after_each_round": loads, "rows": rows, "ratios_to_jax": ratios}, fh, indent=1)
    return 0


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            return next((line.split(":", 1)[1].strip() for line in fh if line.startswith("model name")), "")
    except OSError:
        return ""


if __name__ == "__main__":
    sys.exit(main())
