"""JSON Lines, CSV and BibTeX corpora: fields read, markup cleaned, sources recorded."""
from __future__ import annotations

import json

from rag.corpus import load_corpus

ABSTRACT = ("We introduce FooNet, a novel framework for sparse retrieval. It improves recall by 12% on BEIR "
            "while halving latency compared to $\\sim$3 dense baselines.")


def test_jsonl_fields_and_line_numbers(tmp_path):
    f = tmp_path / "papers.jsonl"
    rows = [
        {"title": "FooNet: Sparse Retrieval", "abstract": ABSTRACT, "authors": ["Ada Lovelace", "Alan Turing"],
         "year": 2024, "categories": ["cs.IR", "cs.CL"]},
        {"abstract": "Graph anomaly detection (GAD) aims to detect outliers in graph-structured data.",
         "authors": "Grace Hopper, Edsger Dijkstra et al.", "year": "2023-05-01"},
    ]
    f.write_text("\n".join(json.dumps(r) for r in rows[:1]) + "\n\n" + json.dumps(rows[1]) + "\n", encoding="utf-8")
    res = load_corpus([f])
    assert res.problems == []
    a, b = res.papers
    assert a.title == "FooNet: Sparse Retrieval" and a.authors == ["Ada Lovelace", "Alan Turing"]
    assert a.year == 2024 and a.categories == ["cs.IR", "cs.CL"] and "~3 dense" in a.abstract
    assert a.sources[0].file == "papers.jsonl" and a.sources[0].line == 1
    assert b.title is None and b.authors == ["Grace Hopper", "Edsger Dijkstra"] and b.authors_truncated
    assert b.year == 2023 and b.sources[0].line == 3
    assert b.display_title.startswith("Hopper et al. — ")


def test_csv_columns_case_insensitive_and_multiline_cells(tmp_path):
    f = tmp_path / "papers.csv"
    f.write_text('Title,Abstract,Authors,Year\n'
                 '"FooNet: Sparse Retrieval","' + ABSTRACT.replace("for sparse", "for\nsparse") + '",'
                 '"Ada Lovelace; Alan Turing",2024\n'
                 'Second paper,"A study of sparse autoencoders (SAEs) for interpretability of language models.",'
                 'Grace Hopper,2021\n', encoding="utf-8")
    res = load_corpus([f])
    assert res.problems == []
    a, b = res.papers
    assert a.abstract.startswith("We introduce FooNet, a novel framework for sparse retrieval.")
    assert a.authors == ["Ada Lovelace", "Alan Turing"] and a.year == 2024 and a.sources[0].line == 2
    assert b.title == "Second paper" and b.authors == ["Grace Hopper"] and b.sources[0].line == 4


def test_bibtex_entries_with_abstracts(tmp_path):
    f = tmp_path / "refs.bib"
    f.write_text("""% my library
@string{nips = "NeurIPS"}
@inproceedings{zong2023,
  title     = {Self-Supervised {Multimodal} Learning: A Survey},
  author    = {Zong, Yongshuo and Mac Aodha, Oisin and Timothy Hospedales},
  booktitle = nips,
  year      = 2023,
  keywords  = {multimodal; survey},
  abstract  = "Multimodal learning, which aims to understand \\emph{multiple} modalities, has achieved 20\\%-50\\% gains."
}
@misc{noabstract, title = {No Abstract Here}, year = {2020}}
""", encoding="utf-8")
    res = load_corpus([f])
    (p,) = res.papers
    assert p.title == "Self-Supervised Multimodal Learning: A Survey"
    assert p.authors == ["Yongshuo Zong", "Oisin Mac Aodha", "Timothy Hospedales"]
    assert p.year == 2023 and p.categories == ["multimodal", "survey"]
    assert "understand multiple modalities" in p.abstract and "20%-50%" in p.abstract
    assert p.sources[0].line == 3
    assert [str(x) for x in res.problems] == [f"{f}:11: @misc{{noabstract}}: no abstract; skipped"]


def test_bibtex_escapes_braced_names_and_others(tmp_path):
    f = tmp_path / "escaped.bib"
    f.write_text(r"""@misc{k1,
  title = {Cost of \$5 models: 20\% better \& \{faster\}},
  author = {Zong, Yongshuo and {Ben and Jerry} and Timothy Hospedales and others},
  abstract = {We cut cost \textasciitilde{}3x, as x\textasciicircum{}2 grows; path C:\textbackslash{}tmp and $\sim$3B.}
}""", encoding="utf-8")
    (p,) = load_corpus([f]).papers
    assert p.title == "Cost of $5 models: 20% better & {faster}"
    assert p.authors == ["Yongshuo Zong", "Ben and Jerry", "Timothy Hospedales"] and p.authors_truncated
    assert p.abstract == "We cut cost ~3x, as x^2 grows; path C:\\tmp and ~3B."


def test_seed_papers_round_trip_through_jsonl(tmp_path):
    """Every seed paper written as JSON Lines reads back with the same fields (and so the same id)."""
    from pathlib import Path
    seeds = load_corpus([Path(__file__).resolve().parent.parent / "seeds"]).papers
    f = tmp_path / "seeds.jsonl"
    f.write_text("\n".join(json.dumps({k: v for k, v in p.to_dict().items() if k != "sources"}, ensure_ascii=False)
                           for p in seeds) + "\n", encoding="utf-8")
    back = load_corpus([f])
    assert back.problems == [] and len(back.papers) == len(seeds)
    for a, b in zip(seeds, back.papers):
        assert (a.id, a.title, a.authors, a.authors_truncated, a.year, a.categories, a.abstract, a.display_title) \
            == (b.id, b.title, b.authors, b.authors_truncated, b.year, b.categories, b.abstract, b.display_title)


def test_zotero_csv_export_columns(tmp_path):
    f = tmp_path / "zotero.csv"
    f.write_text('"Key","Item Type","Publication Year","Author","Title","Abstract Note","Manual Tags"\n'
                 '"ABCD","journalArticle","2023","Zong, Yongshuo; Mac Aodha, Oisin; Hospedales, Timothy",'
                 '"Self-Supervised Multimodal Learning","Multimodal learning is studied here.","survey; multimodal"\n',
                 encoding="utf-8")
    (p,) = load_corpus([f]).papers
    assert p.authors == ["Yongshuo Zong", "Oisin Mac Aodha", "Timothy Hospedales"]
    assert p.year == 2023 and p.categories == ["survey", "multimodal"] and p.title == "Self-Supervised Multimodal Learning"


def test_arxiv_metadata_jsonl(tmp_path):
    f = tmp_path / "arxiv.jsonl"
    row = {"id": "2401.00001", "authors": "Ada Lovelace, Alan Turing and Grace Hopper",
           "title": "Sparse\\n  Retrieval  at Scale", "categories": "cs.IR cs.LG", "update_date": "2024-01-03",
           "abstract": "  We study sparse retrieval.\\nIt scales to\\nbillions of documents.\\n"}
    f.write_text(json.dumps(row).replace("\\\\n", "\\n") + "\n", encoding="utf-8")
    (p,) = load_corpus([f]).papers
    assert p.title == "Sparse Retrieval at Scale" and p.categories == ["cs.IR", "cs.LG"] and p.year == 2024
    assert p.authors == ["Ada Lovelace", "Alan Turing", "Grace Hopper"]
    assert p.abstract == "We study sparse retrieval. It scales to billions of documents."


def test_jsonl_listing_chrome_in_categories_and_a_boolean_abstract(tmp_path):
    """Found by tests/test_parsers_fuzz.py: an arXiv listing's category line kept "Cross-listed from cs.AI" as a
    category, and a JSON ``false`` abstract became the text "False"."""
    f = tmp_path / "papers.jsonl"
    rows = [{"title": "FooNet", "abstract": ABSTRACT, "categories": "Machine Learning · Cross-listed from cs.AI"},
            {"title": "No abstract here", "abstract": False}]
    f.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    res = load_corpus([f])
    assert [p.categories for p in res.papers] == [["Machine Learning", "cs.AI"]]
    assert len(res.problems) == 1 and "papers.jsonl:2" in str(res.problems[0]) and "no abstract" in str(res.problems[0])
