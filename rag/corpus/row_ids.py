"""The identifiers a loosely typed row carries (JSON, CSV, CSL-JSON, OpenAlex, Semantic Scholar, arXiv metadata).

    identifiers_from_row({"DOI": "https://doi.org/10.1/X", "externalIds": {"ArXiv": "2301.01234", "CorpusId": 7}})
    → ("10.1/x", "2301.01234", None, {"corpus_id": "7"})
"""
from __future__ import annotations

import re
from typing import Any

from rag.identifiers import normalize_arxiv, normalize_doi, safe_url

DOI_KEYS = ("doi",)
ARXIV_KEYS = ("arxiv_id", "arxiv", "arxivid", "arxiv id", "eprint")  # eprint: BibTeX (checked to be arXiv-shaped)
URL_KEYS = ("url", "link", "landing_page_url")
# external-id containers: Semantic Scholar "externalIds", OpenAlex "ids", our own "ids"
ID_CONTAINERS = ("externalids", "ids", "external_ids")
# lower-cased key in a row or an id container -> our ids key
ID_NAMES = {"pmid": "pmid", "pubmed": "pmid", "pmcid": "pmcid", "pubmedcentral": "pmcid", "mag": "mag",
            "corpusid": "corpus_id", "corpus_id": "corpus_id", "paperid": "s2", "openalex": "openalex",
            "dblp": "dblp", "acl": "acl", "beir": "beir"}
_TRAILING_ID = re.compile(r"([A-Za-z]*\d[\w.]*)/?$")


def _scalar(value: Any) -> str | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return str(int(value)) if float(value).is_integer() else None
    if isinstance(value, str) and value.strip() and len(value) <= 300:
        return value.strip()
    return None


def _short_id(name: str, value: str) -> str:
    """'https://openalex.org/W2741809807' → 'W2741809807';
    'https://pubmed.ncbi.nlm.nih.gov/29456894' → '29456894'."""
    if name in ("openalex", "pmid", "pmcid", "mag") and "/" in value:
        m = _TRAILING_ID.search(value)
        if m:
            return m.group(1)
    return value


def lowered(row: dict[str, Any]) -> dict[str, Any]:
    return {str(k).strip().lower(): v for k, v in row.items() if k is not None}


def identifiers_from_row(row: dict[str, Any]) -> tuple[str | None, str | None, str | None, dict[str, str]]:
    """(doi, arxiv_id, url, other ids) from a row's own keys and its external-id containers."""
    low = lowered(row)
    containers = [lowered(v) for k in ID_CONTAINERS if isinstance(v := low.get(k), dict)]
    doi = next((d for src in [low, *containers] for k in DOI_KEYS if (d := normalize_doi(src.get(k)))), None)
    arxiv = next((a for src in [low, *containers] for k in ARXIV_KEYS if (a := normalize_arxiv(src.get(k)))), None)
    if arxiv is None and ("submitter" in low or "versions" in low):  # an arXiv metadata snapshot row: its id
        arxiv = normalize_arxiv(low.get("id"))
    if doi and arxiv is None:
        arxiv = normalize_arxiv(doi)  # a DataCite arXiv DOI (10.48550/arXiv.2301.01234)
    url = next((u for k in URL_KEYS if (u := safe_url(low.get(k)))), None)
    if url is None and isinstance(low.get("primary_location"), dict):  # OpenAlex
        url = safe_url(low["primary_location"].get("landing_page_url"))
    ids: dict[str, str] = {}
    for src in [low, *containers]:
        for key, value in src.items():
            name = ID_NAMES.get(key.replace(" ", ""))
            text = _scalar(value)
            if name and text and name not in ids:
                ids[name] = _short_id(name, text)
    oa = _scalar(low.get("id"))
    if oa and oa.startswith("https://openalex.org/"):
        ids.setdefault("openalex", _short_id("openalex", oa))
    return doi, arxiv, url, ids
