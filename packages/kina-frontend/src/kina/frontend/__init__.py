"""Surface syntax: grammar, AST, parser and type checker."""
