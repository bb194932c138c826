"""StoryLM-0 decoding speed: the 32-token greedy rollout from "once upon a time", by re-forward
(§23.4: the whole window per token), by KV cache (§19: prefill once, then one step per token, a host
call each) and, for Kina, in graph (§C1: prefill and the 32 steps in one call, `generate[M]`).
Kina native is measured against the same decodes written in NumPy by hand (and JAX jit /
PyTorch eager when installed), in the same run, at the toy's window Tmax = 36 and at longer ones
(the programs are generated for each Tmax from kina_storylm.templates).

    uv run python benchmarks/decode.py [--tmax 36 256] [--rollouts 20] [--repeats 5]

Tokens per second count the 32 new tokens of a rollout, prefill included: the median over
`repeats` timed rounds of `rollouts` rollouts each, with the spread (the slowest and fastest
round). Every implementation must decode the same 32 tokens, and at every window longer than 36
Kina's cache decode must beat its re-forward per token; the exit status is 1 otherwise."""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

PROMPT = [1, 2, 3, 4]  # "once upon a time"
NEW = 32
H, DH, D, V = 2, 2, 4, 8


class Rate:
    """Tokens per second of one decode over the timed rounds: the median and the spread."""

    def __init__(self, seconds: list[float]):
        self.rates = sorted(NEW / s for s in seconds)

    @property
    def median(self) -> float:
        return float(np.median(self.rates))

    def __str__(self) -> str:
        return f"{self.median:,.0f} ({self.rates[0]:,.0f}–{self.rates[-1]:,.0f})"


def round_seconds(fn, rollouts: int, repeats: int) -> list[float]:
    """Wall time of one call of fn in each of `repeats` rounds of `rollouts` calls (after a warm-up call)."""
    fn()
    out = []
    for _ in range(repeats):
        t = time.perf_counter()
        for _ in range(rollouts):
            fn()
        out.append((time.perf_counter() - t) / rollouts)
    return out


# ---------------------------------------------------------------------------------------------
# NumPy by hand: the same decodes (full-window attention with the additive mask, F32).

class NumpyDecoder:
    def __init__(self, w: dict, tmax: int):
        from kina_storylm.model import causal_mask

        self.T = tmax
        self.emb, self.wq, self.wk, self.wv, self.wo, self.lm = (np.asarray(w[k], np.float32) for k in
                                                                  ("token_embedding", "wq", "wk", "wv", "wo", "lm_head"))
        self.mask = causal_mask(tmax)[0, 0]  # [T, T]; row p is the step's mask at position p
        self.scale = np.float32(1.0 / np.sqrt(2.0))

    @staticmethod
    def _softmax(s):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    def forward(self, ids):
        T = self.T
        x = self.emb[ids]                                         # [T, D]
        q, k, v = ((x @ m).reshape(T, H, DH).transpose(1, 0, 2) for m in (self.wq, self.wk, self.wv))  # [H, T, DH]
        p = self._softmax(q @ k.transpose(0, 2, 1) * self.scale + self.mask)
        h = x + (p @ v).transpose(1, 0, 2).reshape(T, D) @ self.wo
        return h @ self.lm, k, v                                  # logits [T, V], caches [H, T, DH]

    def step(self, token, pos, K, Vc):
        x = self.emb[token]                                       # [D]
        q, k, v = ((x @ m).reshape(H, 1, DH) for m in (self.wq, self.wk, self.wv))
        K[:, pos : pos + 1], Vc[:, pos : pos + 1] = k, v          # in place: NumPy's natural cache write
        p = self._softmax(q @ K.transpose(0, 2, 1) * self.scale + self.mask[pos])  # [H, 1, T]
        h = x + (p @ Vc).reshape(D) @ self.wo
        return h @ self.lm

    def reforward(self):
        ids = np.zeros(self.T, np.int64)
        ids[: len(PROMPT)] = PROMPT
        n, out = len(PROMPT), []
        for _ in range(NEW):
            nxt = int(np.argmax(self.forward(ids)[0][n - 1]))
            out.append(nxt)
            ids[n] = nxt
            n += 1
        return out

    def cached(self):
        ids = np.zeros(self.T, np.int64)
        ids[: len(PROMPT)] = PROMPT
        logits, K, Vc = self.forward(ids)
        n = len(PROMPT)
        out = [int(np.argmax(logits[n - 1]))]
        for i in range(NEW - 1):
            out.append(int(np.argmax(self.step(out[-1], n + i, K, Vc))))
        return out


# ---------------------------------------------------------------------------------------------
# Optional peers.

def jax_decoder(w: dict, tmax: int):
    import jax
    import jax.numpy as jnp

    T = tmax
    W = {k: jnp.asarray(v) for k, v in w.items()}
    scale = np.float32(1.0 / np.sqrt(2.0))
    mask = jnp.asarray(np.where(np.arange(T)[None, :] <= np.arange(T)[:, None], 0.0, -1e9).astype(np.float32))

    @jax.jit
    def forward(ids, W):
        x = W["token_embedding"][ids]
        q, k, v = ((x @ W[n]).reshape(T, H, DH).transpose(1, 0, 2) for n in ("wq", "wk", "wv"))
        p = jax.nn.softmax(q @ k.transpose(0, 2, 1) * scale + mask, axis=-1)
        h = x + (p @ v).transpose(1, 0, 2).reshape(T, D) @ W["wo"]
        return h @ W["lm_head"], k, v

    @jax.jit
    def step(token, pos, K, Vc, W):
        x = W["token_embedding"][token]
        q, k, v = ((x @ W[n]).reshape(H, 1, DH) for n in ("wq", "wk", "wv"))
        K = jax.lax.dynamic_update_slice(K, k, (0, pos, 0))
        Vc = jax.lax.dynamic_update_slice(Vc, v, (0, pos, 0))
        row = jnp.where(jnp.arange(T) <= pos, 0.0, -1e9).astype(jnp.float32)
        p = jax.nn.softmax(q @ K.transpose(0, 2, 1) * scale + row, axis=-1)
        h = x + (p @ Vc).reshape(D) @ W["wo"]
        return jnp.argmax(h @ W["lm_head"]), K, Vc

    def window():
        ids = np.zeros(T, np.int32)
        ids[: len(PROMPT)] = PROMPT
        return ids

    def reforward():
        ids, n, out = window(), len(PROMPT), []
        for _ in range(NEW):
            nxt = int(jnp.argmax(forward(ids, W)[0][n - 1]))
            out.append(nxt)
            ids[n] = nxt
            n += 1
        return out

    def cached():
        logits, K, Vc = forward(window(), W)
        n = len(PROMPT)
        out = [int(jnp.argmax(logits[n - 1]))]
        for i in range(NEW - 1):
            nxt, K, Vc = step(out[-1], n + i, K, Vc, W)
            out.append(int(nxt))
        return out

    return reforward, cached


def torch_decoder(w: dict, tmax: int):
    import torch

    T = tmax
    W = {k: torch.tensor(v) for k, v in w.items()}
    scale = float(1.0 / np.sqrt(2.0))
    mask = torch.tensor(np.where(np.arange(T)[None, :] <= np.arange(T)[:, None], 0.0, -1e9).astype(np.float32))

    def forward(ids):
        x = W["token_embedding"][ids]
        q, k, v = ((x @ W[n]).reshape(T, H, DH).permute(1, 0, 2) for n in ("wq", "wk", "wv"))
        p = torch.softmax(q @ k.transpose(1, 2) * scale + mask, dim=-1)
        h = x + (p @ v).permute(1, 0, 2).reshape(T, D) @ W["wo"]
        return h @ W["lm_head"], k.contiguous(), v.contiguous()

    def step(token, pos, K, Vc):
        x = W["token_embedding"][token]
        q, k, v = ((x @ W[n]).reshape(H, 1, DH) for n in ("wq", "wk", "wv"))
        K[:, pos : pos + 1], Vc[:, pos : pos + 1] = k, v
        p = torch.softmax(q @ K.transpose(1, 2) * scale + mask[pos], dim=-1)
        return (x + (p @ Vc).reshape(D) @ W["wo"]) @ W["lm_head"]

    def window():
        ids = torch.zeros(T, dtype=torch.long)
        ids[: len(PROMPT)] = torch.tensor(PROMPT)
        return ids

    @torch.no_grad()
    def reforward():
        ids, n, out = window(), len(PROMPT), []
        for _ in range(NEW):
            nxt = int(torch.argmax(forward(ids)[0][n - 1]))
            out.append(nxt)
            ids[n] = nxt
            n += 1
        return out

    @torch.no_grad()
    def cached():
        logits, K, Vc = forward(window())
        n = len(PROMPT)
        out = [int(torch.argmax(logits[n - 1]))]
        for i in range(NEW - 1):
            out.append(int(torch.argmax(step(out[-1], n + i, K, Vc))))
        return out

    return reforward, cached


def peers(w: dict, tmax: int, notes: list[str]) -> dict:
    out = {}
    for name, make, module in (("jax jit", jax_decoder, "jax"), ("pytorch eager", torch_decoder, "torch")):
        try:
            __import__(module)
        except ImportError:
            note = f"({name.split()[0].replace('pytorch', 'PyTorch').replace('jax', 'JAX')} not installed: its row is omitted)"
            if note not in notes:
                notes.append(note)
            continue
        out[name] = make(w, tmax)
    return out


# ---------------------------------------------------------------------------------------------

def kina_decoder(w: dict, tmax: int, backend: str):
    from kina_storylm.generate import Decoder, generate

    dec = Decoder(w, tmax, backend)
    t = time.perf_counter()
    dec.decode, dec.rollout  # compile (or load from the cache) outside the timed loop
    dec.decode.generate.specialise(M=NEW)  # the in-graph decode: one compile for max_new = 32
    compile_s = time.perf_counter() - t
    return (lambda: list(generate(dec, PROMPT, NEW, kv_cache=False)),
            lambda: list(generate(dec, PROMPT, NEW, kv_cache=True)),
            lambda: list(generate(dec, PROMPT, NEW, in_graph=True))), compile_s


COLUMNS = ("re-forward", "cache", "in graph")


def bench_window(w: dict, tmax: int, a, notes: list[str]) -> tuple[dict, bool]:
    impls = {}
    kina, compile_s = kina_decoder(w, tmax, "native")
    impls["kina native"] = kina
    nd = NumpyDecoder(w, tmax)
    impls["numpy (hand-written)"] = (nd.reforward, nd.cached, None)
    impls.update({name: (*fns, None) for name, fns in peers(w, tmax, notes).items()})
    rows, tokens = {}, {}
    for name, fns in impls.items():
        tokens[name] = [fn() for fn in fns if fn is not None]
        rows[name] = tuple(None if fn is None else Rate(round_seconds(fn, a.rollouts, a.repeats)) for fn in fns)
    expected = tokens["kina native"][0]
    same = all(t == expected for ts in tokens.values() for t in ts)
    print(f"\nTmax = {tmax}: {NEW}-token greedy rollout from \"once upon a time\"; tokens/s, the median of {a.repeats} rounds "
          f"of {a.rollouts} rollouts (slowest–fastest round) (Kina programs for this window: {compile_s:.2f} s to compile or load)")
    width = 26
    print(f"  {'implementation':<22}" + "".join(f"{c + ' tok/s':>{width}}" for c in COLUMNS)
          + f"{'µs/token (median)':>30} {'cache / re-fwd':>15}")
    for name, rates in rows.items():
        us = " ".join(f"{1e6 / r.median:9.1f}" if r else f"{'—':>9}" for r in rates)
        print(f"  {name:<22}" + "".join(f"{str(r) if r else '—':>{width}}" for r in rates)
              + f"{us:>30} {rates[1].median / rates[0].median:14.2f}x")
    base = rows["kina native"]
    for name, rates in rows.items():
        if name != "kina native":
            print(f"  kina native / {name}: re-forward {base[0].median / rates[0].median:.2f}x, cache "
                  f"{base[1].median / rates[1].median:.2f}x, kina in graph / {name} cache {base[2].median / rates[1].median:.2f}x "
                  "(tokens/s ratios of the medians; > 1: Kina faster)")
    print(f"  kina in graph / kina cache (one call per token): {base[2].median / base[1].median:.2f}x")
    print(f"  every implementation decodes the same {NEW} tokens: {'yes' if same else 'NO'}"
          + ("" if same else f" {tokens}"))
    return rows, same


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tmax", type=int, nargs="+", default=[36, 256], help="windows to measure (default: 36 256)")
    ap.add_argument("--rollouts", type=int, default=20, help="rollouts per timed round (default 20)")
    ap.add_argument("--repeats", type=int, default=5, help="timed rounds: the median and the spread are shown (default 5)")
    ap.add_argument("--weights", choices=["sgd", "patterned"], default="sgd",
                    help="trained SGD weights (default: the locked cycle) or the untrained §23 init")
    a = ap.parse_args(argv)
    if any(t < len(PROMPT) + NEW for t in a.tmax):
        ap.error(f"every --tmax must hold the prompt and {NEW} new tokens (>= {len(PROMPT) + NEW})")
    if a.rollouts < 1 or a.repeats < 1:
        ap.error("--rollouts and --repeats must be >= 1")
    from kina_storylm.model import patterned_init
    from kina_storylm.train import train

    w = train("sgd", "sum").weights if a.weights == "sgd" else patterned_init()
    notes: list[str] = []
    ok = True
    verdicts = []
    for tmax in a.tmax:
        rows, same = bench_window(w, tmax, a, notes)
        ok &= same
        rf, kv = (r.median for r in rows["kina native"][:2])
        if tmax > 36:
            faster = kv > rf
            ok &= faster
            verdicts.append(f"Tmax = {tmax}: Kina's cache decode is {kv / rf:.1f}x the re-forward's tokens/s "
                            f"({'faster per token: PASS' if faster else 'NOT faster per token: FAIL'})")
    for n in notes:
        print(n)
    for v in verdicts:
        print(v)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
