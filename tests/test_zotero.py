"""Reading a Zotero library: a database this test builds from Zotero's documented schema (items, itemData / fields /
itemDataValues, itemTypes, creators / itemCreators, collections / collectionItems, tags / itemTags, itemAttachments
with storage: paths, deletedItems), with a generated PDF in storage/. Real SQLite, real embedder, real Chroma."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from bench.pdf_fixtures import PaperSpec, write_paper_pdf
from cli import cli
from rag.api import Litchat
from rag.corpus.loader import load_corpus
from rag.records import Filters
from rag.settings import Settings

SCHEMA = """
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT);
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT, dateAdded TEXT, dateModified TEXT,
                    clientDateModified TEXT, libraryID INT, key TEXT UNIQUE);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID INT, PRIMARY KEY (itemID, fieldID));
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT);
CREATE TABLE itemCreators (itemID INT, creatorID INT, creatorTypeID INT, orderIndex INT,
                           PRIMARY KEY (itemID, orderIndex));
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT, parentCollectionID INT,
                          libraryID INT, key TEXT);
CREATE TABLE collectionItems (collectionID INT, itemID INT, orderIndex INT, PRIMARY KEY (collectionID, itemID));
CREATE TABLE tags (tagID INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE itemTags (itemID INT, tagID INT, type INT, PRIMARY KEY (itemID, tagID));
CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT, contentType TEXT,
                              path TEXT);
CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY, dateDeleted TEXT);
INSERT INTO itemTypes VALUES (1, 'attachment'), (2, 'journalArticle'), (3, 'note'), (4, 'preprint');
INSERT INTO fields VALUES (1, 'title'), (2, 'abstractNote'), (3, 'date'), (4, 'DOI'), (5, 'url'), (6, 'archiveID');
INSERT INTO collections VALUES (1, 'Thesis', NULL, 1, 'COLL0001'), (2, 'Chapter 2', 1, 1, 'COLL0002'),
                               (3, 'Reading group', NULL, 1, 'COLL0003');
"""


class Library:
    """A Zotero data directory: zotero.sqlite and storage/<key>/file.pdf."""

    def __init__(self, root: Path):
        self.root = root
        self.db = root / "zotero.sqlite"
        (root / "storage").mkdir(parents=True)
        with self.connect() as c:
            c.executescript(SCHEMA)

    def connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.db)

    def add(self, item_id: int, key: str, type_id: int, fields: dict[int, str], authors=(), collections=(),
            tags=()) -> None:
        with self.connect() as c:
            c.execute("INSERT INTO items VALUES (?, ?, '2024-01-01', '2024-01-01', '2024-01-01', 1, ?)",
                      (item_id, type_id, key))
            for field_id, value in fields.items():
                c.execute("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)", (value,))
                vid = c.execute("SELECT valueID FROM itemDataValues WHERE value = ?", (value,)).fetchone()[0]
                c.execute("INSERT OR REPLACE INTO itemData VALUES (?, ?, ?)", (item_id, field_id, vid))
            for n, (first, last) in enumerate(authors):
                cid = c.execute("INSERT INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, 0)",
                                (first, last)).lastrowid
                c.execute("INSERT INTO itemCreators VALUES (?, ?, 1, ?)", (item_id, cid, n))
            for coll in collections:
                c.execute("INSERT INTO collectionItems VALUES (?, ?, 0)", (coll, item_id))
            for tag in tags:
                c.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (tag,))
                tid = c.execute("SELECT tagID FROM tags WHERE name = ?", (tag,)).fetchone()[0]
                c.execute("INSERT INTO itemTags VALUES (?, ?, 0)", (item_id, tid))

    def attach_pdf(self, item_id: int, key: str, parent: int, spec: PaperSpec) -> None:
        folder = self.root / "storage" / key
        folder.mkdir()
        write_paper_pdf(folder / "paper.pdf", spec)
        self.add(item_id, key, 1, {})
        with self.connect() as c:
            c.execute("INSERT INTO itemAttachments VALUES (?, ?, 0, 'application/pdf', 'storage:paper.pdf')",
                      (item_id, parent))

    def set_field(self, item_id: int, field_id: int, value: str) -> None:
        with self.connect() as c:
            c.execute("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)", (value,))
            vid = c.execute("SELECT valueID FROM itemDataValues WHERE value = ?", (value,)).fetchone()[0]
            c.execute("UPDATE itemData SET valueID = ? WHERE itemID = ? AND fieldID = ?", (vid, item_id, field_id))

    def trash(self, item_id: int) -> None:
        with self.connect() as c:
            c.execute("INSERT INTO deletedItems VALUES (?, '2024-02-01')", (item_id,))


GLACIER = PaperSpec.sample(0, body_paragraphs=5)


@pytest.fixture
def library(tmp_path) -> Library:
    lib = Library(tmp_path / "Zotero")
    lib.add(1, "ITEMAAAA", 2, {1: GLACIER.title, 2: GLACIER.abstract, 3: "2021-03-04", 4: GLACIER.doi},
            authors=[("Ada", "Quinlan"), ("Bruno", "Okafor")], collections=[2], tags=["to-read"])
    lib.attach_pdf(2, "ATTACHAA", 1, GLACIER)
    lib.add(3, "ITEMBBBB", 4, {1: "Sparse Labels for Coral Reef Segmentation",
                               2: "Reef surveys label few pixels. We segment coral with sparse labels and a "
                                  "teacher model, improving mean IoU on two reef datasets.",
                               3: "2023", 6: "arXiv:2301.01234"},
            authors=[("Chen", "Wei")], collections=[3], tags=["baseline"])
    lib.add(4, "ITEMCCCC", 2, {1: "A Trashed Paper About Volcanoes", 2: "Volcanoes erupt. This was trashed."})
    lib.trash(4)
    lib.add(5, "NOTEDDDD", 3, {})
    return lib


def test_items_metadata_pdf_collections_and_tags_while_zotero_holds_a_lock(library):
    holder = sqlite3.connect(library.db)
    holder.execute("BEGIN EXCLUSIVE")  # Zotero running: the database is locked for writing
    try:
        result = load_corpus([library.db])
    finally:
        holder.rollback()
        holder.close()
    assert not result.problems, result.problems
    papers = {p.title: p for p in result.papers}
    assert set(papers) == {GLACIER.title, "Sparse Labels for Coral Reef Segmentation"}
    glacier = papers[GLACIER.title]
    assert glacier.abstract == GLACIER.abstract and glacier.year == 2021 and glacier.doi == GLACIER.doi
    assert glacier.authors == ["Ada Quinlan", "Bruno Okafor"]
    assert glacier.categories == ["collection: Thesis/Chapter 2", "tag: to-read"]
    assert glacier.body and glacier.pdf.endswith("storage/ATTACHAA/paper.pdf") and glacier.ids["zotero"] == "ITEMAAAA"
    coral = papers["Sparse Labels for Coral Reef Segmentation"]
    assert coral.arxiv_id == "2301.01234" and coral.categories == ["collection: Reading group", "tag: baseline"]
    assert not coral.body


@pytest.mark.slow
def test_cli_sync_then_filters(library, tmp_path):
    home = tmp_path / "home"
    runner = CliRunner()
    first = runner.invoke(cli, ["--home", str(home), "ingest", "--zotero", str(library.root), "-q"])
    assert first.exit_code == 0, first.output
    assert "2 added" in first.output

    again = runner.invoke(cli, ["--home", str(home), "ingest", "--zotero", str(library.root), "-q"])
    assert again.exit_code == 0 and "nothing to embed" in again.output, again.output

    library.set_field(3, 2, "Reef surveys label few pixels. We segment coral with sparse labels, a teacher model "
                            "and test-time augmentation, improving mean IoU on three reef datasets.")
    library.trash(1)
    library.add(6, "ITEMEEEE", 2, {1: "Counting Penguins from Drone Images",
                                   2: "We count penguins in drone images with a density map model."},
                tags=["to-read"])
    synced = runner.invoke(cli, ["--home", str(home), "ingest", "--zotero", str(library.root), "-q"])
    assert synced.exit_code == 0, synced.output
    assert "1 added, 1 updated, 1 removed, 0 unchanged" in synced.output, synced.output

    lc = Litchat(Settings(home=home))
    to_read = lc.search("penguins coral reefs", k=5, filters=Filters(tags=["to-read"]))
    assert [h.paper.title for h in to_read] == ["Counting Penguins from Drone Images"]
    group = lc.search("penguins coral reefs", k=5, filters=Filters(collections=["Reading group"]))
    assert [h.paper.title for h in group] == ["Sparse Labels for Coral Reef Segmentation"]
    cli_search = runner.invoke(cli, ["--home", str(home), "search", "coral", "--tag", "baseline", "--json"])
    assert cli_search.exit_code == 0 and "Coral Reef" in cli_search.output and "Penguins" not in cli_search.output


@pytest.mark.slow
def test_collection_filter_takes_subcollections(library, tmp_path):
    lc = Litchat(Settings(home=tmp_path / "home"))
    lc.ingest([library.db])
    hits = lc.search("glacier melt estimation", k=5, filters=Filters(collections=["Thesis"]))
    assert [h.paper.title for h in hits] == [GLACIER.title]
    assert lc.search("glacier", k=5, filters=Filters(collections=["Chapter 2"])) == []  # a path, from the top


def test_not_a_zotero_database_is_one_problem(tmp_path):
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as c:
        c.execute("CREATE TABLE t (x)")
    result = load_corpus([other])
    assert not result.papers and len(result.problems) == 1 and "Zotero" in result.problems[0].message
