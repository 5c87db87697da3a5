"""Corpus parsing: files (five seed page layouts, JSON Lines, CSV, BibTeX) → merged, cleaned Paper records.

    result = load_corpus([Path("seeds")])
    result.papers    # list[Paper], duplicates merged, display_title set, stable ids
    result.problems  # list[CorpusProblem]; str(p) == "file:line: message"
    result.files     # list[FileReport]: what each file was read as ("search_site", "csv", …) and how many records
"""
from rag.corpus.loader import CorpusReader, load_corpus, parse_file
from rag.corpus.problems import CorpusProblem, CorpusResult, FileReport

__all__ = ["CorpusReader", "load_corpus", "parse_file", "CorpusResult", "CorpusProblem", "FileReport"]
