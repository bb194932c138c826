"""What a build leaves behind and how it is found again: artifact keys (keys.py), the compile
cache (cache.py), manifests (manifest.py), the whole-function build (build.py) and stage
`exports`, per-function artifacts compiled on first call (exports.py)."""
