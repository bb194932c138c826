"""`kina-storylm`: train StoryLM-0 on its embedded defaults, or decode from a checkpoint."""
from __future__ import annotations

import os

# The trainer's arithmetic runs in Kina's compiled steps, whose kernels bring their own threads
# (OpenMP); NumPy only holds the arrays. Its OpenBLAS would start a thread pool of its own when
# NumPy is imported: 60-70 ms of a warm `train` process on a 2-vCPU machine (docs/performance.md,
# "Host overhead"), and a second pool spin-waiting beside Kina's. One BLAS thread, unless the user
# asked for more; set before anything imports NumPy.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import contextlib
import math
import signal
import sys
import threading

from kina.environment import flag
from kina.argv import join_negative_values, shorten
from kina.util import atomic_write_with, output_problem, sigterm_cleans_up, writes_through

from . import checkpoint
from .fixtures import load_adamw, load_corpus
from .generate import DEFAULT_TMAX, V, GenerationError, complete, encode_prompt, fit_problem, generate, unknown_words_warning, usage_problem
from .train import train

SEQ_PROMPT = "once upon a time"
# an epoch of the packaged corpus takes milliseconds: more than this is a typo, not a training run
MAX_EPOCHS = 1_000_000


def _plot(path: str, history: list[float], title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(range(len(history)), history, marker="o", markersize=3)
    ax.set_yscale("log")
    ax.set_xlabel("epoch")
    ax.set_ylabel("corpus sum-NLL")
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    try:  # written through a temporary file (removed on any failure or Ctrl-C), or into a device or FIFO
        atomic_write_with(path, lambda name: fig.savefig(name, dpi=120, format="png"), mode=0o644, through=True, suffix=".png")
    finally:
        plt.close(fig)


class OutputError(Exception):
    """An output that could not be written; the message names the option and the path."""


@contextlib.contextmanager
def _naming(option: str, path: str):
    """An OSError while writing an output, as one line naming the option (`--save /proc/x: cannot
    write: …`), not the temporary file it went through."""
    try:
        yield
    except OSError as e:
        raise OutputError(f"{option} {path}: cannot write: {e.strerror or e}") from None


def cmd_train(args) -> int:
    corpus = load_corpus(args.corpus)  # validated before any work, so a bad file writes nothing
    adamw = load_adamw(args.adamw_config)
    vocab = corpus.vocab
    prompt = vocab.encode(SEQ_PROMPT)
    result = train(args.optimizer, args.objective, lr=args.lr, epochs=args.epochs, backend=args.backend, progress=not args.quiet,
                   corpus=corpus, adamw=adamw, in_graph=args.in_graph)
    print(f"optimizer {result.optimizer}, objective {result.objective}, lr {result.lr:g}, {result.epochs} epochs"
          + (", in one call" if args.in_graph else ""))
    print(f"corpus sum-NLL before: {result.init_nll:.4f}")
    print(f"corpus sum-NLL after:  {result.final_nll:.4f}")
    seq = complete(result.weights, prompt, 8, backend=args.backend)  # greedy, through the KV-cache decoder (§19)
    print(f"greedy: {vocab.decode(seq)}")
    if args.save:
        with _naming("--save", args.save):
            checkpoint.save(args.save, result.weights, vocab, optimizer=result.optimizer, objective=result.objective,
                            epochs=result.epochs, lr=result.lr, final_nll=result.final_nll)
        print(f"checkpoint: {args.save}")
    if args.plot:
        with _naming("--plot", args.plot):
            _plot(args.plot, result.history, f"StoryLM-0 ({result.optimizer}, {result.objective} NLL)")
        print(f"plot: {args.plot}")
    return 0


def cmd_generate(args) -> int:
    """§20: greedy or seeded sampling. By default the whole decode is one compiled call (prefill and a
    `loop` over --max-new steps, `generate[M]`), printed when it returns; --host-loop calls one step
    per token and prints each as it comes; --no-kv-cache re-forwards the window per token (a host
    loop too). Every mode gives the same tokens for a seed."""
    import secrets

    problem = usage_problem(args)  # before the checkpoint is read
    if problem:
        raise GenerationError(problem)
    weights, meta = checkpoint.load(args.checkpoint)
    vocab = checkpoint.vocab_of(meta)
    prompt, unknown = encode_prompt(vocab, args.prompt)
    if not prompt:
        raise ValueError("the prompt is empty")
    if unknown:
        print(unknown_words_warning(unknown), file=sys.stderr)
    problem = fit_problem(len(prompt), args.max_new, name="--max-new")
    if problem:
        raise GenerationError(problem)
    stop_id = None
    if args.stop is not None:
        if args.stop not in vocab.tokens:
            raise GenerationError(f"--stop {args.stop!r} is not a vocab word ({' '.join(vocab.tokens)})")
        stop_id = vocab.tokens.index(args.stop)
    seed = args.seed
    if args.sample and seed is None:
        seed = secrets.randbelow(2**63)
        print(f"sampling with seed {seed} (--seed {seed} repeats it)", file=sys.stderr)
    tokens = generate(weights, prompt, args.max_new, sample=args.sample, seed=seed, stop_id=stop_id, kv_cache=not args.no_kv_cache,
                      in_graph=not (args.host_loop or args.no_kv_cache),
                      temperature=1.0 if args.temperature is None else args.temperature, top_k=args.top_k, backend=args.backend)
    print(vocab.decode(prompt), end="", flush=True)
    try:
        for t in tokens:
            print(" " + vocab.tokens[t], end="", flush=True)
    finally:
        print(flush=True)  # end the line, also when Ctrl-C stops the stream
    return 0


def _usage_error(args) -> str | None:
    """Arguments argparse accepts but that cannot work: found before any compiling, training or writing."""
    for opt in ("save", "plot", "corpus", "adamw_config", "checkpoint"):
        if getattr(args, opt, None) == "":  # "" would otherwise mean "no file" (or the packaged default)
            return f"--{opt.replace('_', '-')} needs a path, got an empty string"
    if getattr(args, "epochs", None) is not None and not 1 <= args.epochs <= MAX_EPOCHS:
        return f"--epochs must be between 1 and {MAX_EPOCHS:,}, got {args.epochs}"
    if getattr(args, "lr", None) is not None and not (math.isfinite(args.lr) and args.lr > 0):
        return f"--lr must be a finite number > 0, got {args.lr}"  # argparse's float() accepts nan and inf
    if getattr(args, "max_new", None) is not None and not 1 <= args.max_new <= DEFAULT_TMAX:
        return (f"--max-new must be >= 1, got {args.max_new}" if args.max_new < 1 else
                f"--max-new must be at most {DEFAULT_TMAX} (the decoder window Tmax), got {args.max_new}")
    if getattr(args, "seed", None) is not None and args.seed > MAX_SEED:
        return f"--seed must be at most 2^128 - 1, got a {args.seed.bit_length()}-bit number"
    if args.command == "train":
        outputs = [(f"--{o}", getattr(args, o)) for o in ("save", "plot") if getattr(args, o)]
        inputs = [(f"--{o.replace('_', '-')}", getattr(args, o)) for o in ("corpus", "adamw_config") if getattr(args, o)]
        for opt, path in outputs:
            if os.path.isdir(path):
                return f"{opt} {path}: is a directory, expected a file path"
            problem = output_problem(path)  # a device or FIFO is written through, never replaced
            if problem:
                return f"{opt} {path}: {problem}"
        # Compared resolved (symlinks, `./`, `..`): `--plot p.png --save p.png` would otherwise write the
        # checkpoint, then replace it with the plot; an output over an input would destroy the input.
        # Two outputs into one device (`--save /dev/null --plot /dev/null`) are two writes, not a clash.
        for i, (opt, path) in enumerate(outputs):
            for other, other_path in [o for o in outputs[i + 1:] if not writes_through(path)] + inputs:
                if os.path.realpath(path) == os.path.realpath(other_path):
                    return f"{opt} and {other} name the same file ({path})"
    return None


def _sigint(signum, frame) -> None:
    """Ctrl-C as KeyboardInterrupt, but never raised inside the runtime or a `__del__`.

    The runtime frees each step's result buffers in `Owned.__del__`: an exception raised there is only
    printed ("Exception ignored in ...", with a traceback) and the Ctrl-C is lost, training goes on;
    one raised mid-call leaves half-built runtime objects that complain at exit. About one Ctrl-C in 30
    during `train` landed in such a place. There, deliver the signal again a moment later instead."""
    f = frame
    while f is not None:
        if f.f_code.co_name == "__del__" or f.f_globals.get("__name__", "").startswith("kina_runtime"):
            retry = threading.Timer(0.01, _resend, (signum,))
            retry.daemon = True
            retry.start()
            return
        f = f.f_back
    raise KeyboardInterrupt


def _resend(signum) -> None:
    if signal.getsignal(signum) is _sigint:  # main() may have returned (and restored the old handler) meanwhile
        os.kill(os.getpid(), signum)


class UsageError(Exception):
    """What argparse would print with the usage and exit 2 for: one line and exit 1 instead, as `kina`."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(f"{self.prog}: {shorten(message)}")


MAX_SEED = 2**128 - 1  # Philox takes any int; a bound keeps `--seed` from being a 4,300-digit typo


def build_parser() -> argparse.ArgumentParser:
    ap = _Parser(prog="kina-storylm", description="StoryLM-0: a toy causal decoder trained through compiled Kina steps.")
    sub = ap.add_subparsers(dest="command")
    t = sub.add_parser("train", help="train on the embedded corpus and print the greedy continuation")
    t.add_argument("--optimizer", choices=["sgd", "adamw"], default="sgd")
    t.add_argument("--objective", choices=["sum", "mean"], default="sum")
    t.add_argument("--epochs", type=int, default=None, help=f"1 to {MAX_EPOCHS:,} (default 40)")
    t.add_argument("--lr", type=float, default=None, help="a finite number > 0 (default: 0.1 (sgd/sum), 0.4 (sgd/mean), 0.2 (adamw))")
    t.add_argument("--save", metavar="PATH", help="write a safetensors checkpoint")
    t.add_argument("--plot", metavar="PATH", help="write a PNG of corpus NLL per epoch")
    t.add_argument("--corpus", default=None, help="a storylm0-corpus-v0 file (default: the packaged corpus)")
    t.add_argument("--adamw-config", default=None, help="a storylm0-adamw-v0 file (default: the packaged adamw.json)")
    t.add_argument("--backend", default=None, help="native (default), jit or numpy")
    t.add_argument("--in-graph", action="store_true",
                   help="every epoch in one compiled call (a loop over epochs around a loop over windows; no progress bar)")
    t.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    t.set_defaults(func=cmd_train)
    g = sub.add_parser("generate", help="greedy or sampled decoding from a checkpoint, in one compiled call (--host-loop streams)")
    g.add_argument("--checkpoint", required=True)
    g.add_argument("--prompt", default=SEQ_PROMPT, help="words outside the vocab map to <unk> (with a warning)")
    g.add_argument("--max-new", type=int, default=32, help=f"new tokens (1 to {DEFAULT_TMAX}; prompt + max-new <= Tmax = {DEFAULT_TMAX})")
    g.add_argument("--backend", default=None)
    g.add_argument("--sample", action="store_true", help="sample (§18) instead of greedy argmax")
    g.add_argument("--seed", type=int, default=None, help="Philox seed of the draws, 0 to 2^128 - 1 (default: a fresh one, printed)")
    g.add_argument("--temperature", type=float, default=None, help="logits / T before the softmax, T finite > 0 (default 1)")
    g.add_argument("--top-k", type=int, default=None, help=f"sample among the K most likely tokens, 1 to {V} (ties: lower id)")
    g.add_argument("--host-loop", action="store_true",
                   help="one compiled step per token, each printed as it comes (default: the whole decode in one call)")
    g.add_argument("--no-kv-cache", action="store_true", help="re-forward the whole window per token (a host loop)")
    g.add_argument("--stop", metavar="WORD", default=None, help="stop after this token (it is printed)")
    g.set_defaults(func=cmd_generate)
    return ap


def main(argv=None) -> int:
    ap = build_parser()
    try:
        args = ap.parse_args(join_negative_values(list(sys.argv[1:] if argv is None else argv), ap))
    except UsageError as e:  # a number that is not one (`--epochs nan`, `--top-k 1.5`), an unknown option
        print(f"error: {e}", file=sys.stderr)
        return 1
    if args.command is None:
        ap.print_help()
        return 2
    problem = _usage_error(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 1
    # signal.signal works only in the main thread; main() may be called in-process, so restore afterwards.
    own_sigint = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, _sigint) if own_sigint else None
    try:
        with sigterm_cleans_up():  # SIGTERM during a compile or a write: temporaries removed, exit 143
            return args.func(args)
    except KeyboardInterrupt:  # Ctrl-C: one line and the shell's 130 (128 + SIGINT); writes clean up their temporaries
        if flag("KINA_DEBUG"):
            raise
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # a user-facing tool: one line, no traceback (KINA_DEBUG=1 shows it)
        if flag("KINA_DEBUG"):
            raise
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if own_sigint:  # None: the previous handler was not set from Python; the default is the nearest
            signal.signal(signal.SIGINT, signal.SIG_DFL if previous is None else previous)


if __name__ == "__main__":
    sys.exit(main())
