"""Merging the copies of 000 and 001 (and never merging on authors alone); stable, content-derived ids."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rag.corpus import load_corpus
from rag.corpus.identity import paper_id
from rag.corpus.merge import group_copies
from rag.corpus.raw import RawRecord

REPO = Path(__file__).resolve().parent.parent
SEEDS = REPO / "seeds"
F000, F001 = (sorted(SEEDS.glob(f"00{i}_*.txt"))[0].name for i in range(2))


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([SEEDS])


def paper(corpus, title_start: str):
    (p,) = [p for p in corpus.papers if p.title and p.title.startswith(title_start)]
    return p


def test_seventeen_pairs_merge_title_from_000_authors_from_001(corpus):
    merged = [p for p in corpus.papers if len(p.sources) > 1]
    assert len(merged) == 17
    for p in merged:
        assert [s.file for s in p.sources] == [F000, F001]
        assert p.title and p.year and p.categories and p.authors  # title/year/category from 000, authors from 001
    better = paper(corpus, "Better Later Than Sooner")
    assert better.authors == ["Lorenzo Loconte", "Timothy Hospedales", "Cristina Cornelio"]
    assert not better.authors_truncated and better.year == 2026 and better.categories == ["cs.AI"]
    assert [(s.file, s.line) for s in better.sources] == [(F000, 17), (F001, 35)]
    fedp = paper(corpus, "FedP²EFT")
    assert fedp.authors_truncated  # 001 cut the list with "et al." and no page has the full one


def test_medvision_versions_merge_and_keep_the_titled_copys_abstract(corpus):
    p = paper(corpus, "MedVision")
    assert [s.file for s in p.sources] == [F000, F001]
    assert "29.0K 3D images" in p.abstract  # the 000 version (the 001 one says "30.8 million")
    assert "30.8 million" not in p.abstract


def test_chexgenbench_linked_by_its_coined_name_only(corpus):
    p = paper(corpus, "CheXGenBench")
    assert [s.file for s in p.sources] == [F000, F001]
    assert p.authors[0] == "Raman Dutt"
    assert not any(q.abstract.startswith("We introduce CheXGenBench") for q in corpus.papers if q.id != p.id)


def test_same_author_line_is_not_a_reason_to_merge(corpus):
    def at(line):
        (p,) = [p for p in corpus.papers if any(s.file == F001 and s.line == line for s in p.sources)]
        return p
    assert at(27).authors == at(31).authors == ["Minyoung Kim", "Timothy Hospedales"]
    assert at(27).id != at(31).id
    assert at(91).authors == at(95).authors and at(91).id != at(95).id


def test_conflicting_copies_never_merge():
    abstract = "A shared opening sentence that is long enough to be a key for merging copies of one paper. " * 3
    same_start_other_title = [RawRecord("a.txt", 1, abstract, title="Paper One"),
                              RawRecord("b.txt", 1, abstract, title="Paper Two")]
    assert len(group_copies(same_start_other_title)) == 2
    other_authors = [RawRecord("a.txt", 1, abstract, authors=["Ada Lovelace"]),
                     RawRecord("b.txt", 1, abstract, authors=["Alan Turing"])]
    assert len(group_copies(other_authors)) == 2
    accent_variant = [RawRecord("a.txt", 1, abstract, authors=["Jan Stuehmer", "Ada Lovelace"]),
                      RawRecord("b.txt", 1, abstract, title="T", authors=["Jan Stühmer", "Ada Lovelace"])]
    assert len(group_copies(accent_variant)) == 1


def test_ids_are_stable_across_processes_and_hash_seeds(corpus):
    code = ("import json; from pathlib import Path; from rag.corpus import load_corpus; "
            f"print(json.dumps(sorted(p.id for p in load_corpus([Path({str(SEEDS)!r})]).papers)))")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert json.loads(out.stdout) == sorted(p.id for p in corpus.papers)


def test_id_comes_from_title_else_abstract_opening(corpus):
    p = paper(corpus, "MedVision")
    import hashlib
    expected = "p_" + hashlib.sha1(("t:" + "medvision benchmarking quantitative medical image analysis").encode()
                                   ).hexdigest()[:12]
    assert p.id == expected
    abstract = "Word " * 100
    assert paper_id("Some Title", abstract) == paper_id("Some  title!", abstract + " edited later")
    assert paper_id(None, abstract) == paper_id(None, abstract + " an edit after the first 200 characters")
    assert paper_id(None, abstract) != paper_id(None, "Other " + abstract)
    assert paper_id("Title A", abstract).startswith("p_") and len(paper_id("Title A", abstract)) == 14


def test_edited_abstract_keeps_id_through_load_corpus(tmp_path):
    row = {"title": "FooNet: Sparse Retrieval", "abstract": "We introduce FooNet, a model for retrieval.",
           "authors": ["Ada Lovelace"], "year": 2024}
    f = tmp_path / "c.jsonl"
    f.write_text(json.dumps(row) + "\n", encoding="utf-8")
    before = load_corpus([f]).papers[0]
    f.write_text(json.dumps({**row, "abstract": row["abstract"] + " It halves latency."}) + "\n", encoding="utf-8")
    after = load_corpus([f]).papers[0]
    assert before.id == after.id and before.content_hash() != after.content_hash()
