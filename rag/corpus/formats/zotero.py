"""A Zotero library read straight from its database: `litchat ingest --zotero [~/Zotero]`.

    for item in read_zotero(Path("~/Zotero/zotero.sqlite").expanduser()):   # RawRecords and ParseIssues
        ...

- Read-only while Zotero runs: the database is opened as an immutable read-only SQLite URI (no lock is taken, no
  journal is written); nothing in the library is ever changed.
- Items: every regular item not in the trash (deletedItems), with its title, abstract, date, DOI, URL, creators in
  order, and an arXiv id from its archive id, URL, DOI (10.48550/arXiv.…) or Extra field.
- Full text: the item's first PDF attachment, stored (``storage:file.pdf`` under ``storage/<attachment key>/``) or
  linked (an absolute path), read as any PDF (rag.corpus.formats.pdf); a PDF that cannot be read is one problem
  line naming it, and the item is kept with its metadata.
- Collections and tags become the paper's categories ``collection: Parent/Child`` and ``tag: name`` (filters:
  ``--collection``, ``--tag``; rag.retrieval.filters).
- Sync: each item is one record whose source is ``zotero.sqlite:<itemID>``; the ingest re-embeds changed items only
  (content hash), and removes papers of items gone from the library (deleted or trashed).
"""
from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

from rag.corpus.formats.pdf import pdf_record
from rag.corpus.problems import CorpusProblem
from rag.corpus.raw import ParseIssue, RawRecord
from rag.identifiers import normalize_arxiv, normalize_doi
from rag.records import LIBRARY_COLLECTION as COLLECTION
from rag.records import LIBRARY_TAG as TAG

DATABASE = "zotero.sqlite"
SKIPPED_TYPES = ("attachment", "note", "annotation")
ARXIV_IN_TEXT = re.compile(r"arxiv[:/.]\s*(?:abs/)?(\d{4}\.\d{4,5})", re.I)


def default_zotero_dir() -> Path:
    return Path.home() / "Zotero"


def zotero_database(path: Path) -> Path:
    """The database of a Zotero data directory (or the database itself)."""
    path = Path(path).expanduser()
    return path / DATABASE if path.is_dir() else path


def connect(db: Path) -> sqlite3.Connection:
    uri = f"file:{quote(str(db.resolve()))}?mode=ro&immutable=1"
    return sqlite3.connect(uri, uri=True)


def read_zotero(db: Path) -> Iterator[RawRecord | ParseIssue | CorpusProblem]:
    try:
        conn = connect(db)
        items = _items(conn)
    except sqlite3.Error as e:
        yield (None, f"not a readable Zotero database ({e}); skipped")
        return
    try:
        fields, creators = _fields(conn), _creators(conn)
        labels, attachments = _labels(conn), _attachments(conn, db.parent)
    finally:
        conn.close()
    for item_id, key in items:
        record, issues = _record(db.name, item_id, key, fields.get(item_id, {}), creators.get(item_id, []),
                                 labels.get(item_id, []), attachments.get(item_id, []))
        yield from issues
        if record is not None:
            yield record


def _items(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    marks = ",".join("?" * len(SKIPPED_TYPES))
    return conn.execute(
        f"SELECT i.itemID, i.key FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID "
        f"WHERE t.typeName NOT IN ({marks}) AND i.itemID NOT IN (SELECT itemID FROM deletedItems) "
        f"ORDER BY i.itemID", SKIPPED_TYPES).fetchall()


def _fields(conn: sqlite3.Connection) -> dict[int, dict[str, str]]:
    out: dict[int, dict[str, str]] = defaultdict(dict)
    for item_id, name, value in conn.execute(
            "SELECT d.itemID, f.fieldName, v.value FROM itemData d JOIN fields f ON f.fieldID = d.fieldID "
            "JOIN itemDataValues v ON v.valueID = d.valueID"):
        out[item_id][name] = str(value)
    return out


def _creators(conn: sqlite3.Connection) -> dict[int, list[str]]:
    out: dict[int, list[str]] = defaultdict(list)
    for item_id, first, last in conn.execute(
            "SELECT ic.itemID, c.firstName, c.lastName FROM itemCreators ic "
            "JOIN creators c ON c.creatorID = ic.creatorID ORDER BY ic.itemID, ic.orderIndex"):
        name = " ".join(x for x in ((first or "").strip(), (last or "").strip()) if x)
        if name:
            out[item_id].append(name)
    return out


def _labels(conn: sqlite3.Connection) -> dict[int, list[str]]:
    """Each item's categories: its collections as full paths, then its tags."""
    parents: dict[int, tuple[str, int | None]] = {
        cid: (name, parent) for cid, name, parent in
        conn.execute("SELECT collectionID, collectionName, parentCollectionID FROM collections")}

    def path(cid: int) -> str:
        names, seen = [], set()
        while cid in parents and cid not in seen:
            seen.add(cid)
            names.append(parents[cid][0])
            cid = parents[cid][1]
        return "/".join(reversed(names))

    out: dict[int, list[str]] = defaultdict(list)
    for item_id, cid in conn.execute("SELECT itemID, collectionID FROM collectionItems ORDER BY itemID"):
        out[item_id].append(COLLECTION + path(cid))
    for item_id, name in conn.execute("SELECT it.itemID, t.name FROM itemTags it JOIN tags t ON t.tagID = it.tagID "
                                      "ORDER BY it.itemID, t.name"):
        out[item_id].append(TAG + name)
    return {k: list(dict.fromkeys(v)) for k, v in out.items()}


def _attachments(conn: sqlite3.Connection, base: Path) -> dict[int, list[Path]]:
    """Each parent item's PDF files (stored under storage/<key>/, or linked by absolute path)."""
    out: dict[int, list[Path]] = defaultdict(list)
    for parent, key, path, content_type in conn.execute(
            "SELECT a.parentItemID, i.key, a.path, a.contentType FROM itemAttachments a "
            "JOIN items i ON i.itemID = a.itemID WHERE a.parentItemID IS NOT NULL "
            "AND a.itemID NOT IN (SELECT itemID FROM deletedItems) ORDER BY a.itemID"):
        if not path or not (content_type == "application/pdf" or str(path).lower().endswith(".pdf")):
            continue
        if path.startswith("storage:"):
            out[parent].append(base / "storage" / key / path[len("storage:"):])
        elif not path.startswith(("attachments:", "http")):
            out[parent].append(Path(path))
    return out


def _record(file: str, item_id: int, key: str, f: dict[str, str], authors: list[str], labels: list[str],
            pdfs: list[Path]) -> tuple[RawRecord | None, list[CorpusProblem]]:
    """The item's record; problems with its PDFs name the PDF (so they never block the removal of other items)."""
    issues: list[CorpusProblem] = []
    full = None
    for pdf in pdfs:
        if not pdf.exists():
            issues.append(CorpusProblem(str(pdf), None, f"Zotero item {key}: attached PDF missing (not synced?); "
                                                        f"metadata only"))
            continue
        full, issue = pdf_record(pdf)
        if issue is not None:
            issues.append(CorpusProblem(str(pdf), None, f"Zotero item {key}: {issue[1]}"))
        if full is not None:
            break
    title = (f.get("title") or "").strip() or (full.title if full else None)
    abstract = (f.get("abstractNote") or "").strip() or (full.abstract if full else "")
    if not title and not abstract:
        return None, issues
    year = re.search(r"\b(1[5-9]\d\d|20\d\d)\b", f.get("date", ""))
    return RawRecord(
        file=file, line=item_id, abstract=abstract, title=title, authors=authors or (full.authors if full else []),
        year=int(year.group(1)) if year else (full.year if full else None), categories=labels,
        doi=normalize_doi(f.get("DOI")) or (full.doi if full else None), arxiv_id=_arxiv(f, full),
        url=f.get("url") if (f.get("url") or "").startswith(("http://", "https://")) else None,
        ids={"zotero": key}, body=full.body if full else [], pdf=full.pdf if full else None,
        pages=full.pages if full else None), issues


def _arxiv(f: dict[str, str], full: RawRecord | None) -> str | None:
    for name in ("archiveID", "url", "DOI", "extra", "number"):
        m = ARXIV_IN_TEXT.search(f.get(name, ""))
        if m:
            return normalize_arxiv(m.group(1))
    return full.arxiv_id if full else None
