"""Export the papers an answer cites: BibTeX for a reference manager, Markdown for notes.

Library code (no UI): the chat's download buttons and any script call the same functions.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from datetime import datetime, timezone

from rag.identifiers import normalize_arxiv, normalize_doi, safe_url
from rag.records import Answer, Paper
from rag.untrusted import as_markdown

# Characters that mean something to (La)TeX, and how to write them literally inside a BibTeX field.
_TEX_ESCAPES = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_TEX_SPECIAL = re.compile("[" + re.escape("".join(_TEX_ESCAPES)) + "]")
_STOPWORDS = {"a", "an", "the", "on", "of", "in", "for", "to", "and", "with", "via", "towards", "toward", "is",
              "are", "from", "by", "at", "as", "do", "does", "can", "how", "what", "when", "why"}


def tex_escape(text: str) -> str:
    """Text as a literal BibTeX/LaTeX field value: every special character escaped, so braces always balance."""
    text = " ".join(text.split())  # one line: no stray newlines or tabs inside a field
    return _TEX_SPECIAL.sub(lambda m: _TEX_ESCAPES[m.group(0)], text)


def _ascii_word(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Za-z0-9]", "", folded).lower()


def _surname(name: str) -> str:
    name = name.strip()
    if "," in name:  # "Last, First"
        return name.split(",", 1)[0]
    parts = name.split()
    return parts[-1] if parts else ""


def _first_title_word(paper: Paper) -> str:
    for word in re.findall(r"[^\W_]+", paper.display_title):
        ascii_word = _ascii_word(word)
        if ascii_word and ascii_word not in _STOPWORDS:
            return ascii_word
    return ""


def citation_key(paper: Paper) -> str:
    """``surname + year + first title word``, ASCII only, e.g. ``hospedales2026muphi``."""
    surname = _ascii_word(_surname(paper.authors[0])) if paper.authors else ""
    key = f"{surname}{paper.year or ''}{_first_title_word(paper)}"
    return key or "paper" + paper.id[:8].lower()


def unique_keys(papers: Sequence[Paper]) -> list[str]:
    """One key per paper, in order; clashing keys get a, b, c… suffixes (``gouk2024fairb``)."""
    base = [citation_key(p) for p in papers]
    counts: dict[str, int] = {}
    for key in base:
        counts[key] = counts.get(key, 0) + 1
    used = {key for key, n in counts.items() if n == 1}
    keys = []
    for key in base:
        if counts[key] > 1:
            n = 0
            while key + _suffix(n) in used:
                n += 1
            key += _suffix(n)
            used.add(key)
        keys.append(key)
    return keys


def _suffix(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def _bib_author(name: str) -> str:
    escaped = tex_escape(name)
    # a name that itself contains " and " would be split by BibTeX: keep it whole
    return "{" + escaped + "}" if re.search(r"\band\b", name, flags=re.IGNORECASE) else escaped


def bibtex_entry(paper: Paper, key: str) -> str:
    fields: list[tuple[str, str]] = [("title", "{" + tex_escape(paper.title or paper.display_title) + "}")]
    if paper.authors:
        authors = " and ".join(_bib_author(a) for a in paper.authors)
        fields.append(("author", authors + (" and others" if paper.authors_truncated else "")))
    if paper.year:
        fields.append(("year", str(paper.year)))
    if paper.categories:
        # ";" separates: categories may hold commas ("Accountability, Transparency, and Interpretability")
        fields.append(("keywords", tex_escape("; ".join(paper.categories))))
    if paper.abstract:
        fields.append(("abstract", tex_escape(paper.abstract)))
    fields += identifier_fields(paper)
    note = f"litchat id {paper.id}"
    if not paper.title:
        note += "; the source gives no title, this is a descriptive name"
    fields.append(("note", tex_escape(note)))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@misc{{{key},\n{body}\n}}\n"


def _verbatim(value: str) -> str:
    """A DOI or URL as BibTeX/biblatex expect it (verbatim, so no TeX escapes): only the characters that would
    unbalance the entry or break the line (braces, backslash, quotes, spaces) are percent-encoded."""
    return re.sub(r'[{}\\"\s]', lambda m: "%{:02X}".format(ord(m.group(0))), value)


def identifier_fields(paper: Paper) -> list[tuple[str, str]]:
    """``doi``, ``url`` (its http(s) page) and ``eprint`` + ``archivePrefix`` (arXiv), where the paper has them."""

    out: list[tuple[str, str]] = []
    doi, arxiv_id, url = normalize_doi(paper.doi), normalize_arxiv(paper.arxiv_id), safe_url(paper.url)
    if doi:
        out.append(("doi", _verbatim(doi)))
    if url:
        out.append(("url", _verbatim(url)))
    if arxiv_id:
        out += [("eprint", arxiv_id), ("archivePrefix", "arXiv")]
    return out


def to_bibtex(papers: Sequence[Paper]) -> str:
    """A BibTeX file with one ``@misc`` entry per paper (order kept, keys unique)."""
    return "\n".join(bibtex_entry(p, k) for p, k in zip(papers, unique_keys(papers)))


def md_escape(text: str) -> str:
    """Text shown literally by a Markdown renderer: the one rule for untrusted text (rag.untrusted: no image,
    link, autolink, heading, emphasis or raw HTML), on one line."""
    return as_markdown(" ".join(text.split()))


def _md_answer_text(answer: Answer) -> str:
    """The answer's sentences with the check's verdicts, or its text when there are no sentence checks."""
    if not answer.sentences:
        return md_escape_keep_citations(answer.text)
    lines = []
    for s in answer.sentences:
        line = md_escape_keep_citations(s.text)
        if s.citations and not s.supported:
            line += f" _(unsupported: {md_escape(s.reason or 'weak support')})_"
        elif not s.citations and not answer.abstained:
            line += " _(no citation)_"
        lines.append(line)
    return " ".join(lines)


def md_escape_keep_citations(text: str) -> str:
    """Escape Markdown but keep ``[n]`` citation markers readable (as ``[n]``, not ``\\[n\\]``)."""
    escaped = md_escape(text)
    return re.sub(r"\\\[(\d+)\\\]", r"[\1]", escaped)


def to_markdown(answer: Answer, when: datetime | None = None) -> str:
    """The question, the checked answer and the list of cited papers ``[n] title — authors (year)``."""
    when = when or datetime.now(timezone.utc)
    out = [f"# {md_escape(answer.question)}", "",
           f"_litchat, {answer.generator} generator, {when:%Y-%m-%d %H:%M} UTC_", ""]
    if answer.notice:
        out += [f"> {md_escape(answer.notice)}", ""]
    out += [_md_answer_text(answer), ""]
    if answer.citations:
        out += ["## Cited papers", ""]
        keys = unique_keys([c.paper for c in answer.citations])
        for c, key in zip(answer.citations, keys):
            p = c.paper
            meta = ", ".join(x for x in [md_escape(p.short_authors(6)), str(p.year or "n.d.")] if x)
            cats = f" {md_escape(', '.join(p.categories))}." if p.categories else ""
            out.append(f"- [{c.n}] **{md_escape(p.display_title)}** — {meta}.{cats}{_md_link(p)} BibTeX key `{key}`")
    elif answer.nearest:
        out += ["## Nearest papers (the corpus does not answer the question)", ""]
        for c in answer.nearest:
            p = c.paper
            out.append(f"- **{md_escape(p.display_title)}** — {md_escape(p.short_authors(6))}, {p.year or 'n.d.'}")
    return "\n".join(out).rstrip() + "\n"


def _md_link(paper: Paper) -> str:
    """' [doi:10.1000/xyz](https://doi.org/10.1000/xyz).' (or arXiv, or the http(s) page); "" without one."""
    from urllib.parse import quote

    link = paper.link()
    if not link:
        return ""
    if not link.startswith(("https://doi.org/", "https://arxiv.org/")):
        return f" {md_escape(link)}."  # a URL from the corpus names its own host: shown, never a link
    label = f"doi:{paper.doi}" if link.startswith("https://doi.org/") else f"arXiv:{paper.arxiv_id}"
    target = quote(link, safe=":/?&=#%~+,;@!$'*.-_")  # no ( ) < > or spaces: they would end the Markdown link
    return f" [{md_escape(label)}]({target})."
