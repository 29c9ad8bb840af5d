"""The corpus generator's library: the world tables and lexicons (data), and the builders that turn them into
documents (code). data/make_corpus.py is the entry point; see its docstring and data/README.md for the layout."""
