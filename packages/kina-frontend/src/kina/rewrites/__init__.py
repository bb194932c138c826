"""IR-to-IR rewrites, one pass per file."""
