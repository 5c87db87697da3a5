"""Which library reads a paper's text layer: speed and text quality of pypdfium2, pdfminer.six and pypdf, each as
it comes, against litchat's pipeline (pypdfium2 lines + rag.corpus.pdf layout), on generated fixtures with known
text (bench.pdf_fixtures) and on real papers.

Quality on fixtures: share of body sentences found in reading order (white space and ligatures normalised),
running-header / page-number lines left, words still broken by a line-end hyphen, ligature characters left.
On real papers (no ground truth): pages/s, ligature characters and hyphen-broken words per 10k words, failures.
pdfminer.six, pypdf and reportlab are dev dependencies (benchmarks and tests only).
Imported by bench/pdf.py only with ``--compare`` (pdfminer.six, pypdf and reportlab are dev dependencies).
"""
from __future__ import annotations

import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pypdfium2 as pdfium
from pdfminer.high_level import extract_text as pdfminer_text
from pypdf import PdfReader

from bench.pdf_fixtures import HEADER, PaperSpec, write_paper_pdf
from rag.corpus.formats.pdf import extract_record
from rag.corpus.pdf.extract import LIGATURES

HYPHEN_BROKEN = re.compile(r"[a-z]{2,}-\s+[a-z]{2,}")
LIGATURE_CHARS = re.compile("[\ufb00-\ufb06]")


def pdfium_raw(path: Path) -> tuple[str, int]:
    doc = pdfium.PdfDocument(str(path))
    try:
        texts = []
        for page in doc:
            tp = page.get_textpage()
            texts.append(tp.get_text_range())
            tp.close()
            page.close()
        return "\n".join(texts), len(doc)
    finally:
        doc.close()


def pdfminer_raw(path: Path) -> tuple[str, int]:
    text = pdfminer_text(str(path))
    return text, text.count("\f") or 1


def pypdf_raw(path: Path) -> tuple[str, int]:
    reader = PdfReader(str(path))
    return "\n".join(page.extract_text() or "" for page in reader.pages), len(reader.pages)


def litchat_pipeline(path: Path) -> tuple[str, int]:
    record, issue = extract_record(path)
    if record is None:
        raise RuntimeError(issue[1] if issue else "no record")
    return "\n".join([record.abstract] + [s.text for s in record.body]), record.pages or 0


EXTRACTORS: dict[str, Callable[[Path], tuple[str, int]]] = {
    "litchat (pypdfium2 + layout)": litchat_pipeline, "pypdfium2 (text range)": pdfium_raw,
    "pdfminer.six (extract_text)": pdfminer_raw, "pypdf (extract_text)": pypdf_raw}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.translate(LIGATURES).replace("\ufffe", "").replace("\x02", "")).strip()


def fixture_quality(n_papers: int = 4) -> dict[str, dict]:
    out: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        specs = []
        for n in range(n_papers):
            spec = PaperSpec.sample(n, body_paragraphs=5)
            write_paper_pdf(Path(tmp) / f"f{n}.pdf", spec)
            specs.append(spec)
        for name, extract in EXTRACTORS.items():
            found = total = chrome = broken = ligatures = 0
            for n, spec in enumerate(specs):
                raw, _pages = extract(Path(tmp) / f"f{n}.pdf")
                text = _norm(raw)
                at = 0
                for sentence in spec.sentences():
                    total += 1
                    i = text.find(_norm(sentence), at)
                    if i >= 0:
                        found += 1
                        at = i + 1
                lines = [ln.strip() for ln in raw.splitlines()]
                chrome += sum(1 for ln in lines if HEADER in ln or re.fullmatch(r"\d{1,3}", ln))
                broken += len(HYPHEN_BROKEN.findall(raw.replace("\ufffe", "-").replace("\x02", "-")))
                ligatures += len(LIGATURE_CHARS.findall(raw))
            out[name] = {"sentences_in_order": round(found / total, 4), "chrome_lines": chrome,
                         "hyphen_broken_words": broken, "ligature_chars": ligatures}
    return out


def real_quality(files: list[Path]) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for name, extract in EXTRACTORS.items():
        pages = words = broken = ligatures = failures = 0
        started = time.perf_counter()
        for f in files:
            try:
                raw, n = extract(f)
            except Exception:  # noqa: BLE001 - a benchmark counts every library's failures alike
                failures += 1
                continue
            pages += n
            words += len(raw.split())
            broken += len(HYPHEN_BROKEN.findall(raw.replace("\ufffe", "-").replace("\x02", "-")))
            ligatures += len(LIGATURE_CHARS.findall(raw))
        seconds = time.perf_counter() - started
        out[name] = {"files": len(files), "pages": pages, "seconds": round(seconds, 2),
                     "pages_per_s": round(pages / max(seconds, 1e-9), 1), "failures": failures,
                     "hyphen_broken_per_10k_words": round(1e4 * broken / max(words, 1), 1),
                     "ligatures_per_10k_words": round(1e4 * ligatures / max(words, 1), 2)}
    return out


def comparison_markdown(fixtures: dict[str, dict], real: dict[str, dict]) -> str:
    lines = ["### Generated fixtures (4 two-column papers, known text)", "",
             "| extractor | sentences in reading order | header/page-number lines | hyphen-broken words | "
             "ligature chars |", "|---|---|---|---|---|"]
    lines += [f"| {k} | {v['sentences_in_order']:.1%} | {v['chrome_lines']} | {v['hyphen_broken_words']} | "
              f"{v['ligature_chars']} |" for k, v in fixtures.items()]
    files = next(iter(real.values()))["files"] if real else 0
    lines += ["", f"### Real papers ({files} PDFs, the same files for each)", "",
              "| extractor | pages/s | pages | failures | hyphen-broken words /10k | ligature chars /10k |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {k} | {v['pages_per_s']} | {v['pages']} | {v['failures']} | {v['hyphen_broken_per_10k_words']} | "
              f"{v['ligatures_per_10k_words']} |" for k, v in real.items()]
    return "\n".join(lines)
