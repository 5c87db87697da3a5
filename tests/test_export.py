"""BibTeX and Markdown export of an answer's cited papers (rag/export.py)."""
from __future__ import annotations

import re

from rag.export import md_escape, to_bibtex, to_markdown, unique_keys
from rag.records import Answer, Citation, Paper, SentenceCheck


def paper(pid: str, title: str | None, authors: list[str], year: int | None = 2024, abstract: str = "An abstract.",
          categories: list[str] | None = None, truncated: bool = False) -> Paper:
    return Paper(id=pid, title=title, display_title=title or "Untitled — descriptive name", authors=authors,
                 authors_truncated=truncated, year=year, categories=categories or ["cs.LG"], abstract=abstract)


HOSTILE = [
    paper("p1", "Fair {models} & 100% of $x_i$ #1 ~ ^ \\cite{a}", ["Henry Gouk", "Timothy Hospedales"],
          abstract="We reach 95% accuracy with $\\geq$3B params_and {braces} } unbalanced { and a \\ backslash."),
    paper("p2", "Fair models revisited", ["Henry Gouk"], abstract="Same key twice."),
    paper("p3", "Fair models, again", ["Henry Gouk"], abstract="Same key three times."),
    paper("p4", None, ["Jan Stühmer", "Ye XUE", "Research and Development Team"], year=None, truncated=True,
          abstract='<script>window.__xss=1</script> and <img src=x onerror="window.__xss=1">'),
    paper("p5", "中文标题：公平性", ["张三"], abstract="中文摘要。"),
]


def parse_bibtex(text: str) -> list[tuple[str, str, dict[str, str]]]:
    """A strict reader: every entry ``@type{key, name = {value}, …}`` with braces balanced once ``\\{``/``\\}``
    escapes are skipped. Raises on anything malformed."""
    entries, i = [], 0
    while True:
        m = re.compile(r"\s*@(\w+)\{([^,\s{}]+),").match(text, i)
        if not m:
            assert text[i:].strip() == "", f"junk at {i}: {text[i:i + 80]!r}"
            return entries
        etype, key, i = m.group(1), m.group(2), m.end()
        fields: dict[str, str] = {}
        while True:
            fm = re.compile(r"\s*(\w+)\s*=\s*\{").match(text, i)
            if not fm:
                close = re.compile(r"\s*\}").match(text, i)
                assert close, f"entry {key} not closed: {text[i:i + 80]!r}"
                i = close.end()
                break
            name, j, depth, start = fm.group(1), fm.end(), 1, fm.end()
            while depth:
                assert j < len(text), f"field {name} of {key} never closes"
                ch = text[j]
                if ch == "\\":
                    j += 2
                    continue
                depth += {"{": 1, "}": -1}.get(ch, 0)
                j += 1
            fields[name] = text[start:j - 1]
            i = j
            sep = re.compile(r"\s*,").match(text, i)
            if sep:
                i = sep.end()
        entries.append((etype, key, fields))


def unescape(value: str) -> str:
    out = re.sub(r"\\textbackslash\{\}", "\\\\", value)
    out = out.replace(r"\textasciitilde{}", "~").replace(r"\textasciicircum{}", "^")
    return re.sub(r"\\([{}&%$#_])", r"\1", out)


def test_bibtex_parses_back_with_unique_keys_and_escaped_fields():
    bib = to_bibtex(HOSTILE)
    entries = parse_bibtex(bib)
    assert len(entries) == len(HOSTILE)
    keys = [k for _, k, _ in entries]
    assert len(set(keys)) == len(keys), keys
    assert all(re.fullmatch(r"[a-z0-9]+", k) for k in keys), keys
    assert keys[0].startswith("gouk2024fair")
    by_key = dict((k, f) for _, k, f in entries)
    for p, key in zip(HOSTILE, keys):
        fields = by_key[key]
        # every special character is escaped: none is left bare once the escapes are removed
        for name, value in fields.items():
            stripped = re.sub(r"\\textbackslash\{\}|\\textasciitilde\{\}|\\textasciicircum\{\}|\\[{}&%$#_]", "",
                              value[1:-1] if name == "title" else value)
            assert not re.search(r"[&%$#_~^\\]", stripped), (name, value)
        assert unescape(fields["title"][1:-1]) == (p.title or p.display_title)
        assert unescape(fields["abstract"]) == p.abstract
        if p.year:
            assert fields["year"] == str(p.year)
        else:
            assert "year" not in fields
    p4 = by_key[keys[3]]
    assert p4["author"] == "Jan Stühmer and Ye XUE and {Research and Development Team} and others"
    assert "no title" in p4["note"]


def test_unique_keys_suffixes_do_not_collide_with_existing_keys():
    papers = [paper("a", "Fair models", ["Henry Gouk"]), paper("b", "Fair models two", ["Henry Gouk"]),
              paper("c", "Fair", ["Henry Gouk"])]
    keys = unique_keys(papers)
    assert len(set(keys)) == 3, keys


def test_markdown_lists_every_citation_with_its_number_and_marks_unsupported_sentences():
    cits = [Citation(n=i + 1, paper=p) for i, p in enumerate(HOSTILE[:4])]
    answer = Answer(
        question="Which papers study <b>fairness</b>?",
        text="Gouk studies fairness [1]. It beats everything by 300% [2]. <script>x</script> appears [4].",
        citations=cits,
        sentences=[
            SentenceCheck("Gouk studies fairness [1].", [1], True, 0.8),
            SentenceCheck("It beats everything by 300% [2].", [2], False, 0.3, numbers_ok=False,
                          reason="number not in source"),
            SentenceCheck("<script>x</script> appears [4].", [4], True, 0.7),
        ],
        abstained=False, generator="extractive")
    md = to_markdown(answer)
    for c in cits:
        line = next(l for l in md.splitlines() if l.startswith(f"- [{c.n}] "))
        assert c.paper.display_title in re.sub(r"\\(.)", r"\1", line)
    assert "(unsupported: number not in source)" in md
    assert "[1]" in md and "[2]" in md
    assert "<script>" not in md and "<b>" not in md  # raw HTML is escaped
    assert r"\<script\>" in md
    assert "BibTeX key `gouk2024fair" in md


def test_markdown_of_an_abstention_names_the_nearest_papers():
    answer = Answer(question="Who won the 1998 world cup?", text="The corpus does not answer this.",
                    citations=[], sentences=[], abstained=True, generator="extractive",
                    nearest=[Citation(n=1, paper=HOSTILE[1])])
    md = to_markdown(answer)
    assert "Nearest papers" in md and "Fair models revisited" in md


def test_bibtex_of_the_seed_papers_reads_back_through_the_corpus_bibtex_reader(tmp_path, seeds_dir):
    """Real data round trip: the seeds' papers → BibTeX → litchat's own BibTeX reader → the same papers."""
    from rag.corpus import load_corpus

    papers = load_corpus([seeds_dir]).papers
    assert len(papers) > 100
    bib = tmp_path / "seeds.bib"
    bib.write_text(to_bibtex(papers), encoding="utf-8")
    assert len(parse_bibtex(bib.read_text(encoding="utf-8"))) == len(papers)
    back = load_corpus([bib])
    assert not back.problems, back.problems[:3]
    assert len(back.papers) == len(papers)
    by_title = {p.title: p for p in back.papers}
    for p in papers:
        q = by_title[p.title or p.display_title]
        assert q.year == p.year
        # the reader keeps BibTeX's "and others" as a name: compare the real names
        assert [a for a in q.authors if a != "others"] == p.authors
        assert q.categories == p.categories
        if not re.search(r"[\\^~]", p.abstract):  # the reader does not decode \textasciicircum{} & co. yet
            assert q.abstract == p.abstract


def test_bibtex_carries_doi_url_and_arxiv_eprint_and_reads_back(tmp_path):
    import dataclasses

    from rag.corpus import load_corpus
    from rag.export import bibtex_entry

    p = dataclasses.replace(paper("p9", "Coral reef bleaching", ["Lena Fischer"], abstract="Reefs bleach."),
                            doi="10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0",
                            arxiv_id="2301.01234", url="https://example.org/a_b?c=1&d=%20")
    entry = bibtex_entry(p, "fischer2024coral")
    ((_, _, fields),) = parse_bibtex(entry)
    assert fields["doi"] == "10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0"  # verbatim, no \_ or \&
    assert fields["url"] == "https://example.org/a_b?c=1&d=%20"
    assert fields["eprint"] == "2301.01234" and fields["archivePrefix"] == "arXiv"
    hostile = dataclasses.replace(p, doi="10.1000/x}{\\y z", url="javascript:alert(1)", arxiv_id="not-an-id")
    ((_, _, fields),) = parse_bibtex(bibtex_entry(hostile, "k"))  # braces stay balanced
    assert fields["doi"] == "10.1000/x%7D%7B%5Cy" and "url" not in fields and "eprint" not in fields
    assert "doi" not in parse_bibtex(bibtex_entry(paper("p0", "T", ["A B"]), "k"))[0][2]
    bib = tmp_path / "cited.bib"
    bib.write_text(entry, encoding="utf-8")
    (back,) = load_corpus([bib]).papers  # litchat's own BibTeX reader keeps them
    assert (back.doi, back.arxiv_id, back.url) == (p.doi, p.arxiv_id, p.url)


def test_markdown_links_each_cited_paper_by_doi_then_arxiv_then_url():
    import dataclasses

    sici = "10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0"
    papers = [dataclasses.replace(paper("p1", "Reefs", ["Lena Fischer"]), doi=sici),
              dataclasses.replace(paper("p2", "Attention", ["Ada Lovelace"]), arxiv_id="1904.01234"),
              dataclasses.replace(paper("p3", "Energy", ["Grace Hopper"]), url="https://example.org/a b"),
              dataclasses.replace(paper("p4", "Quokkas", ["Thi Mai Nguyen"]), url="javascript:alert(1)")]
    answer = Answer(question="q", text="A [1] B [2] C [3] D [4].", citations=[Citation(i + 1, p) for i, p in
                                                                              enumerate(papers)],
                    sentences=[], abstained=False, generator="extractive")
    lines = [line for line in to_markdown(answer).splitlines() if line.startswith("- [")]
    assert (f"[{md_escape('doi:' + sici)}]"
            "(https://doi.org/10.1002/%28sici%291097-4571%28199806%2949:8%3C693::aid-asi4%3E3.0.co;2-0).") in lines[0]
    assert "[arXiv:1904.01234](https://arxiv.org/abs/1904.01234)." in lines[1]
    assert "link" not in lines[2] and "](" not in lines[2]  # "https://example.org/a b" is no URL: never kept
    assert "](" not in lines[3] and "javascript" not in lines[3]
