"""Corpus files in every format a user brings, written from rows ``{"n", "title", "abstract", "authors": [(given,
family)], "year", "doi"}``: the benchmarks (`bench formats` with SciFact, `bench parse` with synthetic text) and the
parser tests (size ratio, bad bytes) write their files here.

    with open(path, "w", encoding="utf-8") as out:
        FORMATS["bibtex"][1](out, synthetic_rows(out, 8_000_000))   # about 8 MB of BibTeX
"""
from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator
from typing import TextIO
from xml.sax.saxutils import escape

from rag.synthetic import generate_papers

NAMES = [("Lena", "Fischer"), ("Chidi", "Okafor"), ("Anneke", "van der Berg"), ("Thi Mai", "Nguyen"),
         ("Piotr", "Kowalski"), ("Ada", "Lovelace"), ("Grace", "Hopper"), ("Jan", "Stühmer")]


def write_jsonl(out, rows: Iterator[dict]) -> None:
    for p in rows:
        out.write(json.dumps({"title": p["title"], "abstract": p["abstract"], "year": p["year"], "doi": p["doi"],
                              "authors": [f"{g} {f}" for g, f in p["authors"]]}, ensure_ascii=False) + "\n")


def write_ris(out, rows: Iterator[dict]) -> None:
    for p in rows:
        out.write(f"TY  - JOUR\nTI  - {p['title']}\n")
        out.writelines(f"AU  - {f}, {g}\n" for g, f in p["authors"])
        out.write(f"AB  - {p['abstract']}\nPY  - {p['year']}\nDO  - {p['doi']}\nER  - \n\n")


def _wrap(tag: str, text: str, width: int = 82) -> str:
    """MEDLINE's layout: the value wrapped, continuation lines indented six spaces."""
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    lines.append(cur)
    return f"{tag:<4}- " + "\n      ".join(lines) + "\n"


def write_medline(out, rows: Iterator[dict]) -> None:
    for p in rows:
        out.write(f"PMID- {40000000 + p['n']}\nOWN - NLM\nDP  - {p['year']} Jan\n")
        out.write(_wrap("TI", p["title"]) + f"LID - {p['doi']} [doi]\n" + _wrap("AB", p["abstract"]))
        for g, f in p["authors"]:
            out.write(f"FAU - {f}, {g}\nAU  - {f} {g[0]}\n")
        out.write("\n")


def write_pubmed_xml(out, rows: Iterator[dict]) -> None:
    out.write('<?xml version="1.0" ?>\n<PubmedArticleSet>\n')
    for p in rows:
        authors = "".join(f"<Author><LastName>{escape(f)}</LastName><ForeName>{escape(g)}</ForeName></Author>"
                          for g, f in p["authors"])
        out.write(f"<PubmedArticle><MedlineCitation><PMID>{40000000 + p['n']}</PMID><Article><Journal><JournalIssue>"
                  f"<PubDate><Year>{p['year']}</Year></PubDate></JournalIssue></Journal>\n"
                  f"<ArticleTitle>{escape(p['title'])}</ArticleTitle>\n"
                  f"<Abstract><AbstractText>{escape(p['abstract'])}</AbstractText></Abstract>\n"
                  f"<AuthorList>{authors}</AuthorList></Article></MedlineCitation>\n<PubmedData><ArticleIdList>"
                  f'<ArticleId IdType="doi">{p["doi"]}</ArticleId></ArticleIdList></PubmedData></PubmedArticle>\n')
    out.write("</PubmedArticleSet>\n")


def _inverted(text: str) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for pos, word in enumerate(text.split()):
        index.setdefault(word, []).append(pos)
    return index


def write_openalex(out, rows: Iterator[dict]) -> None:
    out.write('{"meta": {"page": 1}, "results": [\n')
    for k, p in enumerate(rows):
        work = {"id": f"https://openalex.org/W{4000000000 + p['n']}", "doi": f"https://doi.org/{p['doi']}",
                "title": p["title"], "publication_year": p["year"],
                "authorships": [{"author": {"display_name": f"{g} {f}"}} for g, f in p["authors"]],
                "abstract_inverted_index": _inverted(p["abstract"])}
        out.write(("," if k else "") + json.dumps(work, ensure_ascii=False) + "\n")
    out.write("]}\n")


def write_s2(out, rows: Iterator[dict]) -> None:
    out.write('{"total": 0, "offset": 0, "data": [\n')
    for k, p in enumerate(rows):
        paper = {"paperId": f"{p['n']:040x}", "externalIds": {"DOI": p["doi"], "CorpusId": p["n"]},
                 "title": p["title"], "abstract": p["abstract"], "year": p["year"],
                 "authors": [{"authorId": str(j), "name": f"{g} {f}"} for j, (g, f) in enumerate(p["authors"])],
                 "fieldsOfStudy": ["Medicine"]}
        out.write(("," if k else "") + json.dumps(paper, ensure_ascii=False) + "\n")
    out.write("]}\n")


def write_bibtex(out, rows: Iterator[dict]) -> None:
    for p in rows:
        authors = " and ".join(f"{f}, {g}" for g, f in p["authors"])
        out.write(f"@article{{key{p['n']},\n  title = {{{p['title']}}},\n  author = {{{authors}}},\n"
                  f"  year = {p['year']},\n  doi = {{{p['doi']}}},\n  abstract = {{{p['abstract']}}}\n}}\n\n")


def write_csv(out, rows: Iterator[dict]) -> None:
    writer = csv.writer(out)
    writer.writerow(["title", "abstract", "authors", "year", "doi"])
    for p in rows:
        writer.writerow([p["title"], p["abstract"], "; ".join(f"{g} {f}" for g, f in p["authors"]), p["year"],
                         p["doi"]])


FORMATS: dict[str, tuple[str, Callable]] = {  # name: (file suffix, writer)
    "jsonl": (".jsonl", write_jsonl), "bibtex": (".bib", write_bibtex), "csv": (".csv", write_csv), "ris": (".ris", write_ris), "medline": (".nbib", write_medline),
    "pubmed-xml": (".xml", write_pubmed_xml), "openalex-json": (".json", write_openalex),
    "s2-json": (".json", write_s2),
}


def synthetic_rows(out: TextIO, target_bytes: int, seed: int = 0) -> Iterator[dict]:
    """Rows of distinct synthetic papers (rag.synthetic, varied so none merges) until ``out`` holds
    ``target_bytes``."""
    pool = list(generate_papers(500, seed=seed))
    n = 0
    while out.tell() < target_bytes:
        p = pool[n % len(pool)]
        yield {"n": n, "title": f"{p.title} ({n})", "abstract": f"In study {n}, {p.abstract[0].lower()}{p.abstract[1:]}",
               "authors": [tuple(a.split(" ", 1)) if " " in a else ("A.", a) for a in p.authors] or [("A.", "Nobody")],
               "year": p.year or 2020, "doi": f"10.5555/synthetic.{n}"}
        n += 1


def write_sized(path, name: str, target_bytes: int, seed: int = 0) -> int:
    """A file of format ``name`` of about ``target_bytes`` synthetic papers; returns how many."""
    writer = FORMATS[name][1]
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        def counted() -> Iterator[dict]:
            nonlocal count
            for row in synthetic_rows(out, target_bytes, seed):
                count += 1
                yield row
        writer(out, counted())
    return count
