"""`kina-storylm`: train StoryLM-0 on its embedded defaults, or decode from a checkpoint."""
from __future__ import annotations

import argparse
import os
import sys

SEQ_PROMPT = "once upon a time"


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
    tmp = path + ".part.png"
    fig.savefig(tmp, dpi=120)
    plt.close(fig)
    os.replace(tmp, path)


def cmd_train(args) -> int:
    from . import checkpoint
    from .fixtures import load_adamw, load_corpus
    from .model import greedy
    from .train import train

    corpus = load_corpus(args.corpus)  # validated before any work, so a bad file writes nothing
    adamw = load_adamw(args.adamw_config)
    vocab = corpus.vocab
    prompt = vocab.encode(SEQ_PROMPT)
    result = train(args.optimizer, args.objective, lr=args.lr, epochs=args.epochs, backend=args.backend, progress=not args.quiet,
                   corpus=corpus, adamw=adamw)
    print(f"optimizer {result.optimizer}, objective {result.objective}, lr {result.lr:g}, {result.epochs} epochs")
    print(f"corpus sum-NLL before: {result.init_nll:.4f}")
    print(f"corpus sum-NLL after:  {result.final_nll:.4f}")
    seq = greedy(result.weights, prompt, 8, args.backend)
    print(f"greedy: {vocab.decode(seq)}")
    if args.save:
        checkpoint.save(args.save, result.weights, vocab, optimizer=result.optimizer, objective=result.objective,
                        epochs=result.epochs, lr=result.lr, final_nll=result.final_nll)
        print(f"checkpoint: {args.save}")
    if args.plot:
        _plot(args.plot, result.history, f"StoryLM-0 ({result.optimizer}, {result.objective} NLL)")
        print(f"plot: {args.plot}")
    return 0


def cmd_generate(args) -> int:
    from . import checkpoint
    from .model import greedy

    weights, meta = checkpoint.load(args.checkpoint)
    vocab = checkpoint.vocab_of(meta)
    prompt = vocab.encode(args.prompt)
    if not prompt:
        raise ValueError("the prompt is empty")
    seq = greedy(weights, prompt, args.max_new, args.backend)
    print(vocab.decode(seq))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="kina-storylm", description="StoryLM-0: a toy causal decoder trained through compiled Kina steps.")
    sub = ap.add_subparsers(dest="command")
    t = sub.add_parser("train", help="train on the embedded corpus and print the greedy continuation")
    t.add_argument("--optimizer", choices=["sgd", "adamw"], default="sgd")
    t.add_argument("--objective", choices=["sum", "mean"], default="sum")
    t.add_argument("--epochs", type=int, default=None, help="default 40")
    t.add_argument("--lr", type=float, default=None, help="default: 0.1 (sgd/sum), 0.4 (sgd/mean), 0.2 (adamw)")
    t.add_argument("--save", metavar="PATH", help="write a safetensors checkpoint")
    t.add_argument("--plot", metavar="PATH", help="write a PNG of corpus NLL per epoch")
    t.add_argument("--corpus", default=None, help="a storylm0-corpus-v0 file (default: the packaged corpus)")
    t.add_argument("--adamw-config", default=None, help="a storylm0-adamw-v0 file (default: the packaged adamw.json)")
    t.add_argument("--backend", default=None, help="native (default), jit or numpy")
    t.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    t.set_defaults(func=cmd_train)
    g = sub.add_parser("generate", help="greedy decoding from a checkpoint")
    g.add_argument("--checkpoint", required=True)
    g.add_argument("--prompt", default=SEQ_PROMPT)
    g.add_argument("--max-new", type=int, default=32)
    g.add_argument("--backend", default=None)
    g.set_defaults(func=cmd_generate)
    args = ap.parse_args(argv)
    if args.command is None:
        ap.print_help()
        return 2
    if getattr(args, "epochs", None) is not None and args.epochs < 1:
        print("error: --epochs must be >= 1", file=sys.stderr)
        return 1
    try:
        return args.func(args)
    except Exception as e:  # a user-facing tool: one line, no traceback (KINA_DEBUG=1 shows it)
        if os.environ.get("KINA_DEBUG"):
            raise
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
