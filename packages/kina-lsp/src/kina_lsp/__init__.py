"""Kina editor support (docs/editors.md)."""
