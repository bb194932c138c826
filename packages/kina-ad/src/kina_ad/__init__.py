"""kina-ad: reverse-mode AD as the `reverseMode` effect handler, and the NumPy reference backend."""
