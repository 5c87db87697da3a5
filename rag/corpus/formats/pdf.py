"""A born-digital PDF paper -> one RawRecord: metadata, abstract, and the full text by section and page.

    for item in read_pdf(Path("paper.pdf")):   # a RawRecord, or a ParseIssue (None, "encrypted PDF …")
        ...

The text layer is read by rag.corpus.pdf (pypdfium2), put in reading order without page chrome, cut into
sections. A PDF without a text layer (a scan) gets one line saying so; OCR is not attempted (no engine is
bundled, and none is ever downloaded). An encrypted, truncated or corrupt PDF gets one line naming why.

The corpus is read twice by an ingest (a scan, then the stream): the second read of a PDF is served from a small
in-process cache keyed by path, size and modification time (bounded by ``CACHE_CHARS`` characters of text).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path

from rag.corpus.pdf.extract import PdfError, PdfLines, read_lines
from rag.corpus.pdf.layout import page_text_lines
from rag.corpus.pdf.metadata import read_meta
from rag.corpus.pdf.sections import Section, split_sections
from rag.corpus.raw import ParseIssue, RawRecord
from rag.records import BodySection
from rag.text.sentences import prose_sentences

MIN_TEXT_CHARS_PER_PAGE = 40  # below this on average the PDF has no usable text layer
MAX_ABSTRACT_CHARS = 4000  # an "abstract" longer than this ran on into the paper (its end was not recognised)
ABSTRACT_KEEP_CHARS = 2000
CACHE_CHARS = 64_000_000
_cache: OrderedDict[tuple, tuple[RawRecord | None, ParseIssue | None, int]] = OrderedDict()
_cached_chars = 0


def looks_like_pdf(head: bytes) -> bool:
    return head.lstrip()[:5] == b"%PDF-"


def read_pdf(path: Path) -> Iterator[RawRecord | ParseIssue]:
    record, issue = pdf_record(path)
    if issue is not None:
        yield issue
    if record is not None:
        yield record


def pdf_record(path: Path) -> tuple[RawRecord | None, ParseIssue | None]:
    """The paper in ``path`` (cached by path, size and mtime), or why it cannot be read."""
    global _cached_chars
    try:
        st = path.stat()
    except OSError as e:
        return None, (None, f"unreadable: {e.strerror or e}")
    key = (str(path.resolve()), st.st_size, st.st_mtime_ns)
    if key in _cache:
        _cache.move_to_end(key)
        record, issue, _ = _cache[key]
        return record, issue
    record, issue = extract_record(path)
    size = sum(len(s.text) for s in record.body) + len(record.abstract) if record else 0
    _cache[key] = (record, issue, size)
    _cached_chars += size
    while _cached_chars > CACHE_CHARS and len(_cache) > 1:
        _, (_, _, dropped) = _cache.popitem(last=False)
        _cached_chars -= dropped
    return record, issue


def clear_cache() -> None:
    """Forget every PDF read in this process (a benchmark measures a fresh process's re-read)."""
    global _cached_chars
    _cache.clear()
    _cached_chars = 0


def extract_record(path: Path) -> tuple[RawRecord | None, ParseIssue | None]:
    """The paper in ``path`` read now (no cache), or why it cannot be read."""
    head = _head(path)
    if not looks_like_pdf(head):
        return None, (None, "not a PDF (no %PDF- header); skipped")
    try:
        doc = read_lines(path)
    except PdfError as e:
        return None, (None, str(e))
    if not doc.pages:
        return None, (None, "PDF has no pages; skipped")
    if doc.chars < MIN_TEXT_CHARS_PER_PAGE * len(doc.pages):
        return None, (None, f"no text layer ({len(doc.pages)} page(s) of images, a scan?): OCR it first "
                            f"(e.g. ocrmypdf) and ingest the result; skipped")
    return paper_from_lines(doc, path), None


def _head(path: Path) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read(1024)
    except OSError:
        return b""


def paper_from_lines(doc: PdfLines, path: Path) -> RawRecord:
    meta = read_meta(doc.meta, doc.pages[0])
    sections = split_sections(page_text_lines(doc.pages))
    abstract = next((s for s in sections if s.kind == "abstract"), None)
    body = [s for s in sections if s is not abstract and not (s.kind == "front" and abstract is not None)]
    if abstract is not None and len(abstract.text) > MAX_ABSTRACT_CHARS:  # no heading ended it: the rest is body
        abstract, rest = _split_abstract(abstract)
        body.insert(0, rest)
    if abstract is None and body and body[0].kind == "front" and meta.title:
        _drop_title(body[0], meta.title)
    return RawRecord(
        file=path.name, line=1, abstract=abstract.text if abstract else "", title=meta.title, authors=meta.authors,
        year=meta.year, doi=meta.doi, arxiv_id=meta.arxiv_id,
        body=[BodySection(s.heading, "body" if s.kind == "front" else s.kind, s.text, s.pages)
              for s in body if s.text.strip()],  # front matter without an abstract heading is body text
        pdf=str(path.resolve()), pages=len(doc.pages))


def _split_abstract(section: Section) -> tuple[Section, Section]:
    """An over-long abstract (no heading after it was recognised): its first sentences, and the rest as body."""
    cut = 0
    for sentence in prose_sentences(section.text):
        end = section.text.find(sentence, cut) + len(sentence)
        if end > ABSTRACT_KEEP_CHARS and cut:
            break
        cut = end
    head = Section(section.heading, "abstract", section.text[:cut].strip(), section.pages[:1])
    rest_text = section.text[cut:].lstrip()
    shift = len(section.text) - len(rest_text)
    pages = [(max(0, o - shift), p) for o, p in section.pages if o >= shift] or [(0, section.page_at(shift))]
    if pages[0][0] != 0:
        pages.insert(0, (0, section.page_at(shift)))
    return head, Section("", "body", rest_text, pages)


def _drop_title(section, title: str) -> None:
    """Front matter without an abstract heading: the title is metadata, not text."""
    at = section.text.find(title)
    if 0 <= at < 200:
        cut = at + len(title)
        section.text = section.text[cut:].lstrip()
        section.pages = [(max(0, o - cut), p) for o, p in section.pages]

