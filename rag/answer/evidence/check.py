"""The answer check, run on every answer from every generator before it is shown.

1. Citation numbers that point at no source are removed (``removed``).
2. The remaining ones are renumbered per paper in order of first use: [1], [2], ...
3. Each sentence is scored against the abstracts it cites: best cosine between the sentence and the abstract's
   sentences, and every number in the sentence must appear in a cited paper (title, abstract or year).
4. Sentences below the threshold, with a missing number, or (for language models) factual but uncited are flagged
   and marked visibly in the text with "⚠ unsupported (reason)".
5. A cited sentence that copies a sentence of a cited abstract with an edit that turns its finding around (a
   negation, a direction word or a number changed: rag/answer/evidence/reversal.py) is contradicted by it.
6. With the evidence model (rag/answer/evidence/verifier.py), each other cited sentence is also judged against the
   ``CONTRADICT_SENTENCES`` sentences of each cited abstract closest to it, in one batch: when some abstract
   sentence contradicts it (P(CONTRADICT) >= ``CONTRADICT_CUT`` and above every P(SUPPORT) it gets), it is
   unsupported and marked ``⚠ contradicted by [n]: "…"`` with that sentence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from rag.answer.evidence.bank import SentenceBank
from rag.answer.evidence.reversal import reversal
from rag.answer.evidence.stance import closest_sentences
from rag.answer.text import CITATION_RE, citations_in, number_core, numbers_in, strip_citations, strip_markup
from rag.records import Citation, Paper, SentenceCheck
from rag.text.sentences import sentence_spans

UNSUPPORTED_MARK = "⚠ unsupported"
CONTRADICTED_MARK = "⚠ contradicted by"
CONTRADICT_SENTENCES = 2  # closest sentences of each cited abstract judged by the evidence model
CONTRADICT_CUT = 0.5  # calibrated probability (temperature-scaled on held-out train claims)
QUOTE_CHARS = 160


@dataclass
class CheckResult:
    text: str
    citations: list[Citation]
    sentences: list[SentenceCheck]
    removed: list[int] = field(default_factory=list)

    @property
    def supported_cited(self) -> int:
        return sum(1 for s in self.sentences if s.citations and s.supported)


def check_answer(text: str, sources: list[Paper], bank: SentenceBank, threshold: float,
                 flag_uncited: bool = True, verifier=None) -> CheckResult:
    """``text`` cites ``sources`` as [1]..[len(sources)]; returns the checked, renumbered, marked answer. With an
    evidence model (``verifier``, rag/answer/evidence/verifier.py) contradicted sentences are found too."""
    text, removed = _remove_invalid(text, len(sources))
    text, citations = _renumber(text, sources)
    by_n = {c.n: c.paper for c in citations}
    checks: list[SentenceCheck] = []
    ends: list[int] = []  # where each check's mark goes
    plains: list[tuple[str, np.ndarray]] = []
    marks: list[tuple[int, str]] = []
    spans = [(a, b) for a, b in sentence_spans(text) if not _is_framing(text[a:b])]
    plain = [strip_markup(strip_citations(text[a:b])) for a, b in spans]
    vectors = bank.embed([p or "-" for p in plain])
    for (a, b), clean, vec in zip(spans, plain, vectors):
        raw = text[a:b]
        cited = list(dict.fromkeys(n for n in citations_in(raw) if n in by_n))
        if not cited:
            if flag_uncited and _is_claim(clean):
                checks.append(SentenceCheck(text=raw, citations=[], supported=False, score=0.0,
                                            reason="no citation"))
                ends.append(b)
                plains.append((clean, vec))
            continue
        check = finalize(_score(raw, clean, vec, [by_n[n] for n in cited], bank), threshold)
        check.citations = cited
        checks.append(check)
        ends.append(b)
        plains.append((clean, vec))
    verbatim = [quoted(clean, [by_n[n] for n in check.citations]) for check, (clean, _) in zip(checks, plains)]
    reversals(checks, plains, verbatim, by_n, bank)
    if verifier is not None:
        contradictions(checks, plains, verbatim, by_n, bank, verifier)
    for check, end in zip(checks, ends):
        if check.contradicted_by is not None:
            marks.append((end, f'{CONTRADICTED_MARK} [{check.contradicted_by}]: "{_quote(check.contradiction)}"'))
        elif not check.supported:
            marks.append((end, f"{UNSUPPORTED_MARK} ({check.reason or 'unsupported'})"))
    for end, mark in sorted(marks, reverse=True):
        text = f"{text[:end]} {mark}{text[end:]}"
    return CheckResult(text=text, citations=citations, sentences=checks, removed=removed)


def reversals(checks: list[SentenceCheck], plains: list, verbatim: list[bool], by_n: dict[int, Paper],
              bank: SentenceBank) -> None:
    """Mark the cited sentences that copy a sentence of a cited abstract with its finding turned around (``verbatim``:
    which sentences a cited abstract says word for word, as ``quoted`` reads them)."""
    for check, (clean, _), said in zip(checks, plains, verbatim):
        if not check.citations or said:
            continue
        found = next(((n, sent, r) for n in check.citations for sent in bank.sentences_of(by_n[n])
                      if (r := reversal(clean, sent))), None)
        if found:
            n, sent, r = found
            check.contradicted_by, check.contradiction, check.supported = n, sent, False
            check.reason = f"contradicted by [{n}] ({r.kind}: '{r.source_words}' there, '{r.answer_words}' here)"


def contradictions(checks: list[SentenceCheck], plains: list, verbatim: list[bool], by_n: dict[int, Paper],
                   bank: SentenceBank, verifier) -> None:
    """Mark the cited sentences that a sentence of a cited abstract contradicts (one batch for the answer)."""
    pairs, owner = [], []
    for k, (check, (clean, vec), said) in enumerate(zip(checks, plains, verbatim)):
        if check.contradicted_by is not None or said:
            continue  # a cited abstract says it word for word: that abstract cannot contradict it
        for n in check.citations:
            for sent in closest_sentences(vec, by_n[n], bank, CONTRADICT_SENTENCES):
                pairs.append((clean, sent))
                owner.append((k, n))
    if not pairs:
        return
    probs = verifier.probabilities(pairs)
    for k, check in enumerate(checks):
        rows = [j for j, (o, _) in enumerate(owner) if o == k]
        if not rows:
            continue
        j = max(rows, key=lambda r: probs[r, 1])
        check.contradict = round(float(probs[j, 1]), 4)
        if probs[j, 1] >= CONTRADICT_CUT and probs[j, 1] > max(probs[r, 0] for r in rows):
            check.contradicted_by, check.contradiction = owner[j][1], pairs[j][1]
            check.supported, check.reason = False, f"contradicted by [{owner[j][1]}]"


def quoted(clean: str, papers: list[Paper]) -> bool:
    """The sentence (markup and citations stripped) stands word for word in one of ``papers``' abstracts (read with
    their own bracketed numbers stripped too: an abstract's "cite [9]" quoted loses its [9] to the check)."""
    text = " ".join(clean.split())
    return bool(text) and any(text in " ".join(strip_citations(p.abstract).split()) for p in papers)


def _quote(sentence: str | None) -> str:
    """A source sentence shown in a mark, without bracketed numbers (they would read as this answer's citations)."""
    s = " ".join(strip_citations(sentence or "").split())
    return s if len(s) <= QUOTE_CHARS else s[:QUOTE_CHARS - 1].rstrip() + "…"


def _remove_invalid(text: str, n_sources: int) -> tuple[str, list[int]]:
    removed: list[int] = []

    def keep(m: re.Match) -> str:
        nums = [int(x) for x in re.split(r"\s*[,;]\s*", m.group(1))]
        good = [n for n in nums if 1 <= n <= n_sources]
        removed.extend(n for n in nums if not 1 <= n <= n_sources)
        return "".join(f"[{n}]" for n in dict.fromkeys(good))

    text = CITATION_RE.sub(keep, text)
    text = re.sub(r"[ \t]+([.,;:!?])", r"\1", re.sub(r"[ \t]{2,}", " ", text))
    return text, list(dict.fromkeys(removed))


def _renumber(text: str, sources: list[Paper]) -> tuple[str, list[Citation]]:
    order: dict[int, int] = {}  # source number -> display number
    for n in citations_in(text):
        order.setdefault(n, len(order) + 1)
    text = CITATION_RE.sub(lambda m: "".join(f"[{order[int(x)]}]" for x in re.split(r"\s*[,;]\s*", m.group(1))),
                           text)
    return text, [Citation(n=display, paper=sources[src - 1]) for src, display in order.items()]


def _score(raw: str, clean: str, vec: np.ndarray, papers: list[Paper], bank: SentenceBank) -> SentenceCheck:
    best, evidence, evidence_paper = -1.0, None, None
    for paper in papers:
        sents, vecs = bank.paper_sentences(paper)
        sims = vecs @ vec
        i = int(np.argmax(sims))
        if sims[i] > best:
            best, evidence, evidence_paper = float(sims[i]), sents[i], paper.id
    missing = _missing_numbers(clean, papers)
    return SentenceCheck(text=raw, citations=[], supported=False, score=round(max(best, 0.0), 4),
                         evidence=evidence, evidence_paper=evidence_paper, numbers_ok=not missing,
                         reason=f"number not in source: {', '.join(sorted(missing))}" if missing else None)


def finalize(check: SentenceCheck, threshold: float) -> SentenceCheck:
    if check.numbers_ok and check.score < threshold:
        check.reason = "low similarity"
    check.supported = check.numbers_ok and check.score >= threshold
    return check


def _missing_numbers(sentence: str, papers: list[Paper]) -> set[str]:
    wanted = numbers_in(_without_author_names(sentence, papers))
    if not wanted:
        return set()
    have: set[str] = set()
    for p in papers:
        source_text = " ".join(filter(None, [p.title, p.display_title, p.abstract, str(p.year or "")]))
        have |= {number_core(t) for t in numbers_in(_unlatex(source_text))}
    return {w for w in wanted if number_core(w) not in have}


def _without_author_names(sentence: str, papers: list[Paper]) -> str:
    """The sentence without the cited papers' author names (full, and the surname "et al." uses): a digit in a
    name ("alert(3)") is no claim, so it never feeds the number check."""
    for name in sorted({n for p in papers for a in p.authors for n in (a, a.split()[-1] if a.split() else "")
                        if n and any(ch.isdigit() for ch in n)}, key=len, reverse=True):
        sentence = sentence.replace(name, " ")
    return sentence


def _unlatex(text: str) -> str:
    return text.replace("\\%", "%").replace("$", " ").replace("{", " ").replace("}", " ")


def _is_framing(sentence: str) -> bool:
    """Our own scaffolding: table rows, headings, separators, list headers ending with a colon."""
    s = sentence.strip()
    return (not s or s.startswith(("|", "#")) or s.endswith(":") or set(s) <= set("-|: ")
            or s.startswith((UNSUPPORTED_MARK, CONTRADICTED_MARK)))


def _is_claim(clean: str) -> bool:
    """An uncited sentence worth flagging: long enough to state something, not a question."""
    return len(clean.split()) >= 5 and not clean.endswith("?")
