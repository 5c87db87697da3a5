"""PubMed XML (``efetch ... retmode=xml``, PubMed's "Save as XML"): ``<PubmedArticleSet>`` of ``<PubmedArticle>``.

Read as a stream: the file is fed to an incremental parser a line at a time and each article is cleared once read,
so memory stays flat however large the export. Structured abstracts (``<AbstractText Label="METHODS">``) are
joined as "BACKGROUND: … METHODS: …". Authors are ForeName + LastName (or CollectiveName); AuthorList
``CompleteYN="N"`` marks the list as cut. Year from PubDate (Year or MedlineDate), MeSH descriptors and keywords
become categories, identifiers come from ArticleIdList / ELocationID (doi, pubmed, pmc, arxiv).
External DTDs are never fetched (ElementTree does not resolve them; expat >= 2.4 caps entity expansion).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TextIO
from xml.etree.ElementTree import Element, ParseError, XMLPullParser

from rag.corpus.fields import issue_or_record, labelled, pubmed_title, record_from_fields
from rag.corpus.raw import ParseIssue, RawRecord

ARTICLE = "PubmedArticle"
ROOT = "PubmedArticleSet"
MAX_CATEGORIES = 12


def _text(el: Element | None) -> str:
    return " ".join("".join(el.itertext()).split()) if el is not None else ""


def _abstract(article: Element) -> str | None:
    parts = []
    for section in article.iterfind(".//Abstract/AbstractText"):
        body = _text(section)
        label = (section.get("Label") or "").strip()
        if body:
            parts.append(f"{label}: {body}" if label and label.upper() != "UNLABELLED" else body)
    return " ".join(parts) or None


def _authors(article: Element) -> tuple[list[str], bool]:
    names = []
    author_list = article.find(".//Article/AuthorList")
    if author_list is None:
        return [], False
    for author in author_list.iterfind("Author"):
        if author.get("ValidYN", "Y") != "Y":
            continue
        collective = _text(author.find("CollectiveName"))
        given = _text(author.find("ForeName")) or _text(author.find("Initials"))
        last = _text(author.find("LastName"))
        suffix = _text(author.find("Suffix"))
        name = " ".join(x for x in (given, last, suffix) if x) if last else collective
        if name:
            names.append(name)
    return names, author_list.get("CompleteYN", "Y") == "N"


def _year(article: Element) -> str | None:
    for path in (".//Article/Journal/JournalIssue/PubDate/Year", ".//Article/Journal/JournalIssue/PubDate/MedlineDate",
                 ".//Article/ArticleDate/Year", ".//DateCompleted/Year"):
        value = _text(article.find(path))
        if value:
            return value
    return None


def _categories(article: Element) -> list[str]:
    out: list[str] = []
    for value in [_text(d) for d in article.iterfind(".//MeshHeadingList/MeshHeading/DescriptorName")] + \
                 [_text(k) for k in article.iterfind(".//KeywordList/Keyword")]:
        if value and value not in out:
            out.append(value)
    return out[:MAX_CATEGORIES]


def _identifiers(article: Element) -> dict[str, str]:
    found: dict[str, str] = {}
    for el in article.iterfind(".//PubmedData/ArticleIdList/ArticleId"):
        kind, value = (el.get("IdType") or "").lower(), _text(el)
        if value and kind not in found:
            found[kind] = value
    for el in article.iterfind(".//Article/ELocationID"):
        kind, value = (el.get("EIdType") or "").lower(), _text(el)
        if value and kind not in found:
            found[kind] = value
    pmid = _text(article.find("MedlineCitation/PMID"))
    if pmid:
        found.setdefault("pubmed", pmid)
    return found


def record_from_article(article: Element, file: str, line: int) -> RawRecord | str:
    title = pubmed_title(_text(article.find(".//Article/ArticleTitle"))
                         or _text(article.find(".//Article/VernacularTitle")))
    authors, truncated = _authors(article)
    found = _identifiers(article)
    ids = {k: v for k, v in (("pmid", found.get("pubmed")), ("pmcid", found.get("pmc"))) if v}
    row = {"title": title or None, "abstract": _abstract(article), "authors": authors, "authors_truncated": truncated,
           "year": _year(article), "categories": _categories(article), "doi": found.get("doi"),
           "arxiv_id": found.get("arxiv"), "ids": ids}
    label = title or (f"PMID {ids['pmid']}" if ids.get("pmid") else None)
    return labelled(record_from_fields(row, file, line), label)


def parse_pubmed_xml(stream: TextIO, file: str) -> Iterator[RawRecord | ParseIssue]:
    parser = XMLPullParser(events=("start", "end"))
    root: Element | None = None
    depth = 0
    start = 0  # line where the open child of the root began
    n = 0
    try:
        for n, line in enumerate(stream, start=1):
            parser.feed(line)
            for event, el in parser.read_events():
                if event == "start":
                    depth += 1
                    if root is None:
                        root = el
                        if el.tag != ROOT:
                            yield (n, f"not PubMed XML (root <{el.tag[:40]}>, expected <{ROOT}>); file skipped")
                            return
                    elif depth == 2:
                        start = n
                    continue
                depth -= 1
                if depth == 1 and root is not None:  # a child of the set is complete: read it, then free it
                    if el.tag == ARTICLE:
                        yield issue_or_record(record_from_article(el, file, start), start)
                    elif el.tag != "DeleteCitation":
                        yield (start, f"<{el.tag[:40]}> is not a <{ARTICLE}> (books are not read); skipped")
                    el.clear()
                    root.remove(el)
        parser.close()
    except ParseError as e:
        line = e.position[0] if getattr(e, "position", None) else n
        yield (line or None, f"malformed XML ({str(e).split(':', 1)[0]}); rest of file skipped")
