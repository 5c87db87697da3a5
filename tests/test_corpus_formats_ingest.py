"""The export-format fixtures ingested for real (`litchat ingest` into a Chroma store in a tmp home, the packaged
embedder): every broken entry is one `file:line: message` line, the rest is stored, exit status 1; the stored
papers carry their identifiers to `litchat papers --json`, the BibTeX export and the sources panel; a re-ingest
loses nothing."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import cli

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "formats"
PROBLEM_LINE = re.compile(r"^(?P<file>[^:]+\.(?:ris|nbib|xml|json)):(?P<line>\d+): \S.*$")
EXPECTED_PROBLEMS = {("broken.nbib", 1), ("broken.nbib", 12), ("broken.ris", 1), ("broken.ris", 2),
                     ("broken.ris", 8), ("broken.xml", 3), ("broken.xml", 29), ("openalex_broken.json", 2),
                     ("openalex_broken.json", 4), ("s2_broken.json", 2), ("s2_broken.json", 5)}


def run(home: Path, *args: str):
    result = CliRunner().invoke(cli, ["--home", str(home), *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    corpus = tmp_path_factory.mktemp("exports")
    for f in FIXTURES.iterdir():
        shutil.copy(f, corpus / f.name)
    home = tmp_path_factory.mktemp("home")
    return home, corpus, run(home, "ingest", "--quiet", str(corpus))


def test_bad_entries_are_named_one_line_each_and_the_rest_is_stored(ingested):
    home, corpus, result = ingested
    assert result.exit_code == 1
    problems = [line for line in result.stderr.splitlines() if line.startswith(str(corpus))]
    found = set()
    for line in problems:
        m = PROBLEM_LINE.match(line)
        assert m, line
        found.add((Path(m["file"]).name, int(m["line"])))
    assert found == EXPECTED_PROBLEMS
    listed = json.loads(run(home, "papers", "--json").stdout)
    titles = {p["title"] for p in listed}
    assert len(listed) == 21  # 24 good entries in 11 files, 3 papers met in two exports
    assert {"Soil carbon under no-till farming", "Bees learn flower colours faster in warm weather",
            "Night light pollution delays bird song", "Moss grows faster on north-facing roofs",
            "Vitamin D supplements and winter colds in schoolchildren"} <= titles  # beside the broken entries


def test_papers_json_carries_identifiers_and_plain_author_names(ingested):
    home, _, _ = ingested
    listed = {p["title"]: p for p in json.loads(run(home, "papers", "--json").stdout)}
    reef = listed["Coral reef bleaching detected from Sentinel-2 time series"]
    assert reef["doi"] == "10.1016/j.rse.2021.112345" and reef["ids"] == {"pmid": "32345678"}
    assert {s["file"] for s in reef["sources"]} == {"zotero.ris", "pubmed.nbib"}
    dapt = listed["Continued pretraining adapts language models to new domains"]
    assert dapt["authors"] == ["Lena Fischer", "Chidi Okafor"]  # not "'authorId': '1', 'name': ..."
    assert dapt["arxiv_id"] == "2004.10964" and dapt["ids"]["corpus_id"] == "215416146"
    assert listed["Quokka movement on Rottnest Island tracked with GPS collars"]["url"] is None  # javascript: dropped
    assert all(not any("{" in a or "authorId" in a for a in p["authors"]) for p in listed.values())


def test_stored_identifiers_reach_bibtex_and_the_sources_panel_and_survive_a_re_ingest(ingested):
    from rag.api import Litchat
    from rag.export import to_bibtex
    from rag.settings import Settings
    from ui.render import paper_card

    home, corpus, _ = ingested
    lc = Litchat(Settings(home=home))
    papers = {p.title: p for p in lc.papers()}
    dapt = papers["Continued pretraining adapts language models to new domains"]
    bib = to_bibtex([dapt])
    assert "doi = {10.18653/v1/2020.acl-main.447}" in bib and "eprint = {2004.10964}" in bib
    assert "archivePrefix = {arXiv}" in bib
    assert 'href="https://doi.org/10.18653/v1/2020.acl-main.447"' in paper_card(dapt, n=1, evidence=[])
    again = run(home, "ingest", "--quiet", str(corpus))
    assert again.exit_code == 1  # the same problems again; nothing stored is lost or changed
    assert {p.title: p for p in Litchat(Settings(home=home)).papers()} == papers


def test_an_answer_links_its_cited_papers_by_doi_in_the_sources_panel_and_the_json(ingested):
    from rag.api import Litchat
    from rag.settings import Settings
    from ui.render import sources_html

    home, _, _ = ingested
    lc = Litchat(Settings(home=home, generator="extractive"))
    hits = lc.search("heritability of heat tolerance in Acropora corals", k=3)
    top = hits[0].to_dict()
    assert top["title"] == "Heat tolerance of Acropora corals is heritable"
    assert top["doi"] == "10.1038/s41586-022-00001-x" and top["link"] == "https://doi.org/10.1038/s41586-022-00001-x"
    answer = lc.ask("How heritable is heat tolerance in Acropora corals?")
    cited = [c.to_dict() for c in answer.citations]
    coral = next(c for c in cited if c["title"] == "Heat tolerance of Acropora corals is heritable")
    assert coral["doi"] == "10.1038/s41586-022-00001-x"
    assert coral["link"] == "https://doi.org/10.1038/s41586-022-00001-x"
    assert 'href="https://doi.org/10.1038/s41586-022-00001-x"' in sources_html(answer)
