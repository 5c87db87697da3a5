"""The five real seed pages parsed: counts, specific papers' fields, and the traps of seed-layouts.md."""
from __future__ import annotations

from pathlib import Path

import pytest

from rag.corpus import load_corpus
from rag.corpus.text import CHROME_STRINGS

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
F000, F001, F002, F003, F004 = (sorted(SEEDS.glob(f"00{i}_*.txt"))[0].name for i in range(5))


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([SEEDS])


def copies_at(corpus, file: str, line: int):
    """The merged paper that has a copy starting at file:line."""
    found = [p for p in corpus.papers if any(s.file == file and s.line == line for s in p.sources)]
    assert len(found) == 1, f"no single paper with a copy at {file}:{line}"
    return found[0]


def by_title(corpus, start: str):
    found = [p for p in corpus.papers if p.title and p.title.startswith(start)]
    assert len(found) == 1, start
    return found[0]


def test_seeds_are_138_copies_of_121_papers_without_problems(corpus):
    assert corpus.problems == []
    assert corpus.records_parsed == 138
    assert len(corpus.papers) == 121
    assert len({p.id for p in corpus.papers}) == 121


def test_no_chrome_in_any_field(corpus):
    for p in corpus.papers:
        fields = [p.title or "", p.display_title, p.abstract, *p.authors, *p.categories]
        for text in fields:
            for chrome in CHROME_STRINGS:
                assert chrome not in text, (p.display_title, chrome)
        assert "Timothy Hospedales" != (p.authors[0] if len(p.authors) == 1 else None)


def test_every_paper_has_display_title_and_abstract(corpus):
    for p in corpus.papers:
        assert p.display_title.strip() and p.abstract.strip()
        assert "\n" not in p.abstract and "  " not in p.abstract


def test_000_title_year_category_and_latex(corpus):
    p = by_title(corpus, "FedP")
    assert p.title.startswith("FedP²EFT: Federated Learning to Personalize PEFT")
    assert p.year == 2025  # "arXiv2025" on its source line
    assert by_title(corpus, "MuPHI").year == 2026
    assert by_title(corpus, "MobileQuant").year == 2024
    reward = by_title(corpus, "The Reward Model Selection Crisis")
    assert "≥3B" in reward.abstract and "~3" in reward.abstract and "$" not in reward.abstract
    assert by_title(corpus, "MuPHI").categories == ["cs.AI"]
    assert "20%-50%" in by_title(corpus, "MobileQuant").abstract
    q = by_title(corpus, "Query Symbolically or Retrieve Semantically?")
    assert "evidence. We" in q.abstract and "evidence.We" not in q.abstract


def test_001_header_is_not_an_author_line(corpus):
    first = copies_at(corpus, F001, 3)
    assert first.authors == ["Yongshuo Zong", "Oisin Mac Aodha", "Timothy Hospedales"]
    assert first.abstract.startswith("Multimodal learning, which aims to understand")
    medfair = copies_at(corpus, F001, 7)
    assert medfair.authors == ["Yongshuo Zong", "Yongxin Yang", "Timothy Hospedales"]
    assert "bias mitigation" in medfair.abstract


def test_001_cut_lists_and_latex(corpus):
    p = copies_at(corpus, F001, 11)
    assert p.authors == ["Ruoyi Du", "Dongliang Chang", "Timothy Hospedales"] and p.authors_truncated
    sketch = copies_at(corpus, F001, 15)
    assert '"everything"' in sketch.abstract and "``" not in sketch.abstract
    bayes = copies_at(corpus, F001, 27)
    assert "https://github.com/SamsungLabs/BayesDLL" in bayes.abstract and "\\" not in bayes.abstract
    assert "(A mirror repository is also available at: https://github.com/minyoungkim21/" in bayes.abstract


def test_001_same_author_line_different_papers(corpus):
    assert copies_at(corpus, F001, 27).id != copies_at(corpus, F001, 31).id  # abstracts L29/L33
    assert copies_at(corpus, F001, 91).id != copies_at(corpus, F001, 95).id  # abstracts L93/L97


def test_002_categories_authors_and_markup(corpus):
    p = copies_at(corpus, F002, 3)
    assert p.categories == ["Deep Learning", "Foundation Models"]
    assert p.authors == ["Keyon Vafa", "Peter Chang", "Ashesh Rambachan", "Sendhil Mullainathan"]
    assert not p.authors_truncated and p.title is None
    cut = copies_at(corpus, F002, 15)
    assert cut.authors_truncated and cut.authors[-1] == "Chieh-Chi Kao"
    maxcut = copies_at(corpus, F002, 27)
    assert maxcut.categories == ["Optimization"] and "Ye XUE" in maxcut.authors
    assert "Max-k-Cut" in maxcut.abstract and "NP-complete" in maxcut.abstract
    sae = copies_at(corpus, F002, 33)
    assert sae.categories == ["Social Aspects", "Accountability, Transparency, and Interpretability"]
    proxy = [p for p in corpus.papers if "Proxy-FDA" in p.abstract][0]
    assert "**" not in proxy.abstract


def test_003_titles_pdf_and_bare_abstracts(corpus):
    p = copies_at(corpus, F003, 4)
    assert p.title.startswith("Decoupling Shared and Personalized Knowledge")
    assert p.abstract.startswith("Federated learning (FL) enables")
    bare = copies_at(corpus, F003, 1)
    assert bare.title is None and bare.authors == []
    assert bare.abstract.startswith("Vision large language models (VLLMs)")
    assert sum(1 for p in corpus.papers if p.sources[0].file == F003 and p.title is None) == 13


def test_004_full_author_list_wins(corpus):
    p = copies_at(corpus, F004, 1)
    assert p.title == "When Should Models Change Their Minds? Contextual Belief Management in Large Language Models"
    assert p.categories == ["Machine Learning", "cs.AI"]
    assert len(p.authors) == 9 and p.authors[-1] == "Shumin Deng" and not p.authors_truncated
    assert copies_at(corpus, F004, 11).authors == ["Kexin Chu", "Yang Zhou", "Wei Zhang"]
    assert copies_at(corpus, F004, 68).authors == ["Travis Lelle"]


def test_004_untitled_card_and_line_joins(corpus):
    p = copies_at(corpus, F004, 273)
    assert p.title is None and p.authors[0] == "Zhuguanyu Wu" and len(p.authors) == 8
    assert p.abstract.startswith("Distribution Matching Distillation (DMD) is a widely used paradigm")
    vis = copies_at(corpus, F004, 115)
    assert vis.abstract.startswith("While Large Vision-Language Models (VLMs) excel")
    rain = copies_at(corpus, F004, 236)
    assert "MSE, MAE, and multi-quantile pinball-loss" in rain.abstract
    assert "GitHub (https://github.com/gijsvn/Multi-Quantile-Precipitation-Nowcasting)" in rain.abstract
    mf = copies_at(corpus, F004, 55)
    assert "single-agent offline reinforcement learning" in mf.abstract and "many-agent systems" in mf.abstract


def test_004_card_missing_its_end_marker_still_splits(tmp_path):
    lines = (SEEDS / F004).read_text(encoding="utf-8").split("\n")
    assert lines[20] == "Read the full abstract ▾" and lines[66] == "Read the full abstract ▾"
    del lines[66], lines[20]  # MarginGate (L11) and Mean-Field Diffuser (L55) lose their markers
    f = tmp_path / "cards.txt"
    f.write_text("\n".join(lines), encoding="utf-8")
    res = load_corpus([f])
    assert res.problems == [] and len(res.papers) == 30
    titles = [p.title for p in res.papers]
    assert "Faithful Embeddings of Irregular and Asynchronous Data for Online Log-NCDEs" in titles
    assert "Token-Level Generalization in LoRA Adapter Backdoors: Attack Characterization and Behavioral Detection" \
        in titles
    (margin,) = [p for p in res.papers if p.title and p.title.startswith("MarginGate")]
    assert "Faithful Embeddings" not in margin.abstract and "Benjamin Walker" not in margin.abstract
    assert margin.abstract.startswith("Temperature-zero BF16 LLM inference") and len(margin.authors) == 3


def test_001_author_line_without_abstract_is_reported(tmp_path):
    text = (SEEDS / F001).read_text(encoding="utf-8") + "\n\nAda Lovelace, Alan Turing\n"
    f = tmp_path / "authors.txt"
    f.write_text(text, encoding="utf-8")
    res = load_corpus([f])
    assert len(res.papers) == 50
    assert [str(p) for p in res.problems] == [
        f"{f}:203: no abstract follows this line; skipped: 'Ada Lovelace, Alan Turing'"]


def test_004_every_hyphen_line_break_is_joined_without_space(corpus):
    lines = (SEEDS / F004).read_text(encoding="utf-8").split("\n")
    abstracts = " ".join(p.abstract for p in corpus.papers if any(s.file == F004 for s in p.sources))
    joins = [(lines[i].split()[-1], lines[i + 1].split()[0]) for i in range(len(lines) - 1)
             if lines[i].endswith("-") and lines[i + 1].strip() and not lines[i + 1].startswith("Read the full")]
    assert len(joins) >= 21
    for left, right in joins:
        joined = (left + right).replace("\\href{", "").split("}{")[0]
        assert joined in abstracts, joined
        assert f"{left} {right}" not in abstracts


def test_002_and_003_odd_characters_and_spacing(corpus):
    d = copies_at(corpus, F002, 45)
    assert "(Δ=88.7%)" in d.abstract
    actor = copies_at(corpus, F002, 87)
    assert "minimizes over-refusals" in actor.abstract and "mini- mizes" not in actor.abstract
    assert "compute- and" in actor.abstract or "compute- and-data" in actor.abstract  # suspended hyphen kept
    contrast = copies_at(corpus, F002, 99)
    assert "space. In" in contrast.abstract and "space.In" not in contrast.abstract
    learn = copies_at(corpus, F003, 9)
    assert "data point’s learnability—how quickly" in learn.abstract and "{" not in learn.abstract
    assert "O(ϵ−3.5)" in copies_at(corpus, F003, 15).abstract
    stuhmer = [a for p in corpus.papers for a in p.authors if a.startswith("Jan St")]
    assert sorted(set(stuhmer)) == ["Jan Stuehmer", "Jan Stühmer"]  # kept as each page spells it


def test_each_seed_page_is_read_with_its_own_layout(corpus):
    assert [(Path(f.file).name, f.kind, f.records) for f in corpus.files] == [
        (F000, "arxiv_listing", 18), (F001, "author_abstracts", 50), (F002, "search_site", 20),
        (F003, "titles_pdf", 20), (F004, "category_cards", 30)]


def test_windows_line_endings_and_bom_parse_the_same(corpus, tmp_path):
    for name in (F002, F004):
        f = tmp_path / name
        f.write_bytes(b"\xef\xbb\xbf" + (SEEDS / name).read_text(encoding="utf-8").replace("\n", "\r\n").encode())
        res = load_corpus([f])
        expected = [p for p in corpus.papers if p.sources[0].file == name]
        assert res.problems == []
        assert [(p.id, p.abstract, p.authors, p.categories) for p in res.papers] == \
               [(p.id, p.abstract, p.authors, p.categories) for p in expected]
