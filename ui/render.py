"""Answer → what the chat shows: the chat message (Markdown) and the sources panel (HTML).

Every piece of corpus text (titles, authors, abstracts, answer sentences quoted from abstracts) goes through the one
rendering rule for untrusted text (rag.untrusted) before it reaches the page: an abstract holding ``<script>``,
``<img onerror>``, ``![x](http://host/p.png)``, ``[click](http://host)`` or a bare URL is shown as text, never run,
fetched or linked. Only our own formatting is live: citation numbers, emphasis, the DOI/arXiv links we build.
"""
from __future__ import annotations

import re

from rag.records import Answer, Citation, Paper, SentenceCheck, Stance
from rag.untrusted import as_html, as_markdown, defang_markdown
from ui.passages import passages_html

UNSUPPORTED_MARK = "⚠"
SUPPORTED_MARK = "✓"
OUR_LINK_HOSTS = ("https://doi.org/", "https://arxiv.org/")  # links we build from identifiers

esc = as_html  # corpus text in HTML
md_text = as_markdown  # corpus text in the chat's Markdown


# --- the chat message --------------------------------------------------------------------------------------------
# The answer chain writes "⚠ unsupported (reason)" after each sentence its check rejects; the chat highlights it.
_CHAIN_MARK = re.compile(r"⚠ unsupported \(([^)]*)\)")


def streaming_markdown(text: str) -> str:
    """The partial answer while tokens arrive (checked and marked once the final Answer is in)."""
    return defang_markdown(text) + " ▌"


def answer_markdown(answer: Answer) -> str:
    """The final chat message: notice, the checked answer (unsupported sentences flagged), and its sources."""
    body = _marked_answer(answer.text)
    parts = []
    if answer.notice:
        parts.append(f"> **Note:** {md_text(answer.notice)}")
    parts.append(body)
    if answer.removed_citations:
        parts.append("_Removed citations that point at no retrieved paper: "
                     f"{', '.join(f'[{n}]' for n in answer.removed_citations)}_")
    if answer.citations:
        parts.append("**Sources** (abstracts below):\n" + "\n".join(
            f"{c.n}. {md_text(c.paper.display_title)} — {md_text(c.paper.short_authors(3))}, "
            f"{c.paper.year or 'n.d.'}" for c in answer.citations))
    return "\n\n".join(parts)


_MARKS = re.compile(r'⚠ unsupported \(([^)]*)\)|⚠ contradicted by \[(\d+)\]: "([^"\n]*)"')


def _marked_answer(text: str) -> str:
    """The answer's Markdown defanged (its bold labels and tables stay; no image, link, heading or HTML from the
    text it quotes), with the chain's "⚠ unsupported (reason)" marks highlighted (ours)."""
    out, pos = [], 0
    for m in _MARKS.finditer(text):
        out.append(defang_markdown(text[pos:m.start()]))
        if m.group(1) is not None:
            out.append(f"<mark>**{UNSUPPORTED_MARK} unsupported**</mark> _({md_text(m.group(1))})_")
        else:  # '⚠ contradicted by [n]: "…"': a cited abstract's sentence contradicts it (the evidence model)
            out.append(f"<mark>**{UNSUPPORTED_MARK} contradicted by [{m.group(2)}]**</mark>: _“{md_text(m.group(3))}”_")
        pos = m.end()
    out.append(defang_markdown(text[pos:]))
    return "".join(out)


def _reason(s: SentenceCheck) -> str:
    return f"unsupported: {s.reason}" if s.reason else "unsupported"


# --- the sources panel -------------------------------------------------------------------------------------------
def sources_busy() -> str:
    return '<div class="lc-sources lc-busy">Searching the corpus and checking every cited sentence…</div>'


def sources_html(answer: Answer | None) -> str:
    if answer is None:
        return ('<div class="lc-sources lc-empty">Sources appear here: every paper the answer cites, with the '
                'sentences that support it highlighted.</div>')
    out = [f'<div class="lc-sources" data-question="{esc(answer.question)}" data-act="{esc(answer.act or "")}">']
    out.append(_check_summary(answer))
    out.append(stance_html(answer.stance))
    if answer.citations:
        for c in answer.citations:
            out.append(paper_card(c.paper, n=c.n, evidence=_evidence_for(answer, c),
                                  passages=passages_html(answer, c, esc, highlight)))  # full text: page, section
    elif answer.abstained:
        out.append('<p class="lc-abstain">The corpus does not answer this question. Nearest papers:</p>')
        for c in answer.nearest:
            out.append(paper_card(c.paper, n=None, evidence=[]))
    cited = {c.paper.id for c in answer.citations}
    others = [h.paper for h in answer.hits if h.paper.id not in cited]
    if others:
        out.append('<details class="lc-more"><summary>Also retrieved, not cited '
                   f'({len(others)})</summary><ul>')
        out += [f"<li>{_paper_line(p)}</li>" for p in others]
        out.append("</ul></details>")
    out.append("</div>")
    return "\n".join(out)


def _check_summary(answer: Answer) -> str:
    cited = [s for s in answer.sentences if s.citations]
    if answer.abstained:
        head = "No answer: nothing in the corpus is relevant enough."
    elif cited:
        ok = sum(s.supported for s in cited)
        head = f"{SUPPORTED_MARK} {ok} of {len(cited)} cited sentences supported by their sources"
        if ok < len(cited):
            head += f" · {UNSUPPORTED_MARK} {len(cited) - ok} unsupported"
    else:
        head = "No cited sentences."
    gen = f"generator: {esc(answer.generator)}"
    timing = f" · {answer.timings['total']:.2f} s" if "total" in answer.timings else ""
    items = []
    for s in answer.sentences:
        if not s.citations and s.supported:
            continue
        mark = SUPPORTED_MARK if s.supported else UNSUPPORTED_MARK
        cls = "lc-ok" if s.supported else "lc-bad"
        why = "" if s.supported else f' <span class="lc-why">({esc(_reason(s))})</span>'
        cites = "".join(f"[{n}]" for n in s.citations)
        items.append(f'<li class="{cls}"><span class="lc-mark">{mark}</span> {esc(s.text)} '
                     f'<span class="lc-cites">{esc(cites)}</span> '
                     f'<span class="lc-score">support {s.score:.2f}</span>{why}</li>')
    details = (f'<details class="lc-check-list"><summary>Sentence check</summary><ul>{"".join(items)}</ul>'
               "</details>") if items else ""
    return (f'<div class="lc-check"><b>{esc(head)}</b> <span class="lc-gen">({gen}{timing})</span>'
            f"{reading_html(answer)}{details}</div>")


ACT_NAMES = {"new_topic": "a new question", "follow_up": "a follow-up about the previous papers",
             "filter": "a filter over the previous answer", "reference": "a question about one paper",
             "attribute": "a question about an attribute of the papers in focus", "area": "an area summary"}


def reading_html(answer: Answer) -> str:
    """How the turn was read: its act, the standalone question and the papers it was resolved to."""
    if not answer.act:
        return ""
    what = ACT_NAMES.get(answer.act, answer.act)
    attribute = answer.interpretation.get("attribute")
    if attribute:
        what += f" ({attribute})"
    parts = [f'Read as <b class="lc-act">{esc(what)}</b>']
    if answer.standalone_question:
        parts.append(f'standalone: <i class="lc-standalone">{esc(answer.standalone_question)}</i>')
    if answer.resolved_papers:
        parts.append("about: " + "; ".join(f'<span class="lc-resolved">{esc(r["display_title"])}</span>'
                                            for r in answer.resolved_papers[:6])
                     + (f" and {len(answer.resolved_papers) - 6} more" if len(answer.resolved_papers) > 6 else ""))
    return f'<div class="lc-reading">{" · ".join(parts)}</div>'


# --- a claim's stance tally: a meter (as in Consensus's) and the papers under each side ------------------------------
# styles inline: the panel needs nothing from style.css
_COLOURS = {"SUPPORT": "#2e7d32", "CONTRADICT": "#c62828"}


def stance_html(stance: Stance | None) -> str:
    if stance is None or not stance.papers:
        return ""
    sup, con = stance.side("SUPPORT"), stance.side("CONTRADICT")
    sided = len(sup) + len(con)
    share = round(100 * len(sup) / sided) if sided else 0
    bar = ('<div class="lc-stance-bar" style="display:flex;height:10px;border-radius:5px;overflow:hidden;'
           'background:#ddd;margin:4px 0">'
           + (f'<span style="width:{share}%;background:{_COLOURS["SUPPORT"]}"></span>'
              f'<span style="width:{100 - share}%;background:{_COLOURS["CONTRADICT"]}"></span>' if sided else "")
           + "</div>")
    head = (f'<b>Stance of the {len(stance.papers)} closest papers:</b> '
            f'<span class="lc-stance-n" data-side="support">{len(sup)} support</span> · '
            f'<span class="lc-stance-n" data-side="contradict">{len(con)} contradict</span> · '
            f'{len(stance.side("NEUTRAL"))} neutral')
    sides = "".join(_side(label, title, papers) for label, title, papers in
                    (("SUPPORT", "Supports", sup), ("CONTRADICT", "Contradicts", con)) if papers)
    return f'<div class="lc-stance">{head}{bar}{sides}</div>'


def _side(label: str, title: str, papers) -> str:
    items = []
    for p in papers:
        prob = p.support if label == "SUPPORT" else p.contradict
        items.append(f'<li data-paper="{esc(p.paper.id)}"><span class="lc-title">{esc(p.paper.display_title)}</span>'
                     f' ({esc(str(p.paper.year or "n.d."))}, p={prob:.2f})<br>'
                     f'<q>{highlight(p.sentence, [p.sentence])}</q></li>')
    return (f'<div class="lc-stance-side" data-side="{label.lower()}" style="border-left:3px solid '
            f'{_COLOURS[label]};padding-left:6px;margin:4px 0"><b>{title} ({len(papers)})</b><ul>{"".join(items)}'
            f"</ul></div>")


def _evidence_for(answer: Answer, c: Citation) -> list[str]:
    found = []
    for s in answer.sentences:
        if s.evidence and s.supported and c.n in s.citations and s.evidence_paper in (None, c.paper.id):
            found.append(s.evidence)
    return found


def _paper_line(p: Paper) -> str:
    return (f'<span class="lc-title">{esc(p.display_title)}</span> — {esc(p.short_authors(3))}'
            f' · {esc(str(p.year or "n.d."))}')


def paper_card(p: Paper, n: int | None, evidence: list[str], passages: str = "") -> str:
    label = f'<span class="lc-n">[{n}]</span> ' if n is not None else ""
    untitled = "" if p.title else ' <span class="lc-untitled" title="the source gives no title">(untitled)</span>'
    cats = "".join(f'<span class="lc-cat">{esc(c)}</span>' for c in p.categories)
    authors = esc(", ".join(p.authors) if p.authors else "unknown authors")
    if p.authors_truncated:
        authors += " et al."
    anchor = f' id="lc-src-{n}"' if n is not None else ""
    return (f'<details class="lc-card" open{anchor}><summary>{label}<span class="lc-title">{esc(p.display_title)}'
            f"</span>{untitled}</summary>"
            f'<div class="lc-meta"><span class="lc-authors">{authors}</span> · '
            f'<span class="lc-year">{esc(str(p.year or "n.d."))}</span>{paper_link(p)} {cats}</div>'
            f'<p class="lc-abstract">{highlight(p.abstract, evidence)}</p>{passages}</details>')


def paper_link(p: Paper) -> str:
    """' · <a>doi:10.…</a>' to the paper's DOI or arXiv page (a link we build from its identifier, on a host we
    name), or its own URL as text (the corpus names that host: shown, never a link), or "" when it has none."""
    href = p.link()
    if not href:
        return ""
    if not href.startswith(OUR_LINK_HOSTS):
        return f' · <span class="lc-url">{esc(href)}</span>'
    shown = f"doi:{p.doi}" if p.doi and href.startswith("https://doi.org/") else f"arXiv:{p.arxiv_id}"
    return (f' · <a class="lc-link" href="{esc(href)}" target="_blank" rel="noopener noreferrer nofollow">'
            f"{esc(shown)}</a>")


def highlight(text: str, spans: list[str]) -> str:
    """Escape ``text`` and wrap each occurrence of the evidence sentences in ``<mark>``."""
    ranges: list[tuple[int, int]] = []
    for span in spans:
        found = _find(text, span)
        if found:
            ranges.append(found)
    ranges.sort()
    merged: list[list[int]] = []
    for start, end in ranges:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    out, pos = [], 0
    for start, end in merged:
        out.append(esc(text[pos:start]))
        out.append(f"<mark>{esc(text[start:end])}</mark>")
        pos = end
    out.append(esc(text[pos:]))
    return "".join(out)


def _find(text: str, span: str) -> tuple[int, int] | None:
    span = span.strip()
    if not span:
        return None
    i = text.find(span)
    if i >= 0:
        return i, i + len(span)
    # tolerate whitespace differences (the checker may have normalised spaces)
    pattern = r"\s+".join(re.escape(w) for w in span.split())
    m = re.search(pattern, text)
    return (m.start(), m.end()) if m else None
