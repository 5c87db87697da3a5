"""Corpus parsing: files (five seed page layouts, JSON Lines, CSV, BibTeX) → merged, cleaned Paper records.

    result = load_corpus([Path("seeds")])
    result.papers    # list[Paper], duplicates merged, display_title set, stable ids
    result.problems  # list[CorpusProblem]; str(p) == "file:line: message"
"""
from rag.corpus.loader import load_corpus, parse_file
from rag.corpus.problems import CorpusProblem, CorpusResult

__all__ = ["load_corpus", "parse_file", "CorpusResult", "CorpusProblem"]
