"""Paper identifiers (DOI, arXiv id, URL) in one canonical spelling, and the one safe link a paper gets.

Parsers, the merge, BibTeX export and the sources panel all call these, so "https://doi.org/10.1/X", "doi:10.1/X"
and "10.1/X" are the same DOI everywhere, and no ``javascript:`` (or any non-http) URL ever becomes a link.
"""
from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

_DOI = re.compile(r"(10\.\d{4,9}/\S+)")
_DOI_PREFIX = re.compile(r"^\s*(?:https?://(?:dx\.)?doi\.org/|doi:\s*|DOI:?\s*)", re.I)
# new style 2301.01234(v2), old style hep-th/9901001(v1)
_ARXIV = re.compile(r"^(?:arxiv:\s*)?((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?$", re.I)
_ARXIV_URL = re.compile(r"^https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/(.+?)(?:\.pdf)?/?$", re.I)
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.I)


def normalize_doi(value: object) -> str | None:
    """'https://doi.org/10.1000/XYZ.' → '10.1000/xyz' (DOIs are case-insensitive: lower-cased), else None."""
    if not isinstance(value, str):
        return None
    text = _DOI_PREFIX.sub("", value.strip())
    m = _DOI.search(text)
    if not m:
        return None
    doi = m.group(1).rstrip(".,;]}\"'")
    for close, open_ in ((")", "("), (">", "<")):  # SICI DOIs hold brackets; only an unbalanced closer is prose
        while doi.endswith(close) and doi.count(close) > doi.count(open_):
            doi = doi[:-1].rstrip(".,;")
    return doi.lower() if "/" in doi and len(doi) <= 300 else None


def normalize_arxiv(value: object) -> str | None:
    """'arXiv:2301.01234v2', 'https://arxiv.org/abs/2301.01234', '10.48550/arXiv.2301.01234' → '2301.01234'."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    m = _ARXIV_URL.match(text) or _ARXIV_DOI.match(text)
    if m:
        text = m.group(1)
    m = _ARXIV.match(text)
    return m.group(1) if m else None


def safe_url(value: object) -> str | None:
    """The URL when it is an absolute http(s) URL without spaces or control characters, else None."""
    if not isinstance(value, str):
        return None
    url = value.strip()
    if not url or len(url) > 2000 or any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in url):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    return url if parts.scheme.lower() in ("http", "https") and parts.netloc else None


def doi_url(doi: str) -> str:
    return "https://doi.org/" + quote(doi, safe="/:;()._-")


def arxiv_url(arxiv_id: str) -> str:
    return "https://arxiv.org/abs/" + quote(arxiv_id, safe="/.-")


def link_for(doi: str | None, arxiv_id: str | None, url: str | None) -> str | None:
    """The paper's page: its DOI, else its arXiv abstract page, else its http(s) URL; None when it has none."""
    doi = normalize_doi(doi)
    if doi:
        return doi_url(doi)
    arxiv_id = normalize_arxiv(arxiv_id)
    if arxiv_id:
        return arxiv_url(arxiv_id)
    return safe_url(url)
