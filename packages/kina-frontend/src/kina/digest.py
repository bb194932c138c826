"""SHA-256 as hashlib computes it, without loading OpenSSL for small inputs.

`import hashlib` loads OpenSSL's libcrypto: 2.5-3 ms of a warm start (`kina-storylm train` with
every artifact cached), which hashes only a few kilobytes (keys, manifests, small artifacts).
CPython's own SHA-256 module imports in 0.2 ms but runs at ≈ 4 ms/MiB against OpenSSL's
0.8 ms/MiB on this machine (SHA extensions), so inputs above LARGE still go to hashlib, which is
then worth its import. Both compute the same digest: which one ran is never visible."""
from __future__ import annotations

try:  # CPython's module: `_sha256` up to 3.11, `_sha2` from 3.12
    from _sha256 import sha256 as _builtin
except ImportError:
    try:
        from _sha2 import sha256 as _builtin
    except ImportError:  # another Python, or a build without it
        _builtin = None

# bytes above which OpenSSL's speed pays for its import (≈ 3 ms, the builtin's extra ≈ 3 ms/MiB)
LARGE = 1 << 20


def sha256(data: bytes = b"", size: int | None = None):
    """A SHA-256 object (hashlib's interface: update, digest, hexdigest) started with `data`;
    `size`: the bytes it will be given in all, where more follow through `update`."""
    if _builtin is None or (len(data) if size is None else size) > LARGE:
        import hashlib

        return hashlib.sha256(data)
    return _builtin(data)


def hexdigest(data: bytes) -> str:
    return sha256(data).hexdigest()
