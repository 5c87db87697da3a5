"""Corpus parsing: files (five seed page layouts, JSON Lines, CSV, BibTeX, RIS, PubMed MEDLINE and XML, OpenAlex and
Semantic Scholar JSON) → merged, cleaned Paper records with their identifiers (DOI, arXiv id, URL, PMID, …).

    result = load_corpus([Path("seeds")])
    result.papers    # list[Paper], duplicates merged, display_title set, stable ids
    result.problems  # list[CorpusProblem]; str(p) == "file:line: message"
    result.files     # list[FileReport]: what each file was read as ("search_site", "csv", …) and how many records

Formats are registered in rag.corpus.formats.registry (register_format); JSONL, CSV and the other record formats are read as
streams. A corpus too big to hold: rag.corpus.streaming (scan_corpus for counts and problems, PaperStream for
the merged papers), which `litchat ingest` and `litchat ingest --dry-run` use.
"""
from rag.corpus.loader import CorpusReader, load_corpus, parse_file
from rag.corpus.problems import CorpusProblem, CorpusResult, FileReport

__all__ = ["CorpusReader", "load_corpus", "parse_file", "CorpusResult", "CorpusProblem", "FileReport"]
