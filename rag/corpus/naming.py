"""display_title for every paper: its title; else the name its abstract coins (see rag.corpus.coined); else
"First-author et al. — short topic"; for untitled, authorless papers a short descriptive label from the abstract
("Risk-sensitive control in a reinforcement learning framework").
"""
from __future__ import annotations

import re

from rag.corpus.coined import DETERMINERS, find_coined, is_coined
from rag.text.sentences import sentences

# ---- fallback: "First-author et al. — short topic" -----------------------------------------------------------
FOCUS = re.compile(
    r"\b(?:we|this (?:paper|work|study|article))\s+(?:\w+ly\s+|first\s+|also\s+)?(?:study|studies|consider|considers|"
    r"investigate|investigates|examine|examines|analy[sz]e|analy[sz]es|address|addresses|tackle|tackles|explore|"
    r"explores|propose|proposes|introduce|introduces|present|presents|develop|develops|release|releases|"
    r"focus on|focuses on|report|reports)\s+(?:the\s+(?:problem|task|question|notion|issue|challenge|use)\s+of\s+)?",
    re.I)
LEADING = re.compile(r"^(?:(?:although|while|despite|whereas|though|since|as|recently|currently|today|however|"
                     r"in recent years|over the past \w+ years|in this (?:paper|work)|here|in|with the (?:increasing|"
                     r"growing|rapid|recent) \w+ (?:of|in))\b,?\s*)+", re.I)
STOP_END = {"a", "an", "the", "of", "for", "in", "on", "to", "with", "and", "or", "by", "from", "via", "its", "their",
            "that", "which", "is", "are", "has", "have", "can", "we", "our", "this", "these", "as", "at", "various",
            "many", "several", "different", "diverse", "multiple", "large", "small", "new", "novel"}
VERBS = {"is", "are", "was", "were", "has", "have", "had", "can", "could", "may", "might", "will", "would", "aims",
         "aim", "remains", "remain", "enables", "enable", "relies", "rely", "requires", "require", "involves",
         "suffer", "suffers", "excel", "excels", "exhibit", "exhibits", "show", "shows", "leads", "lead", "drive",
         "drives", "pose", "poses", "provide", "provides", "allows", "allow", "conjectures", "concerns", "makes",
         "become", "becomes", "offer", "offers", "achieve", "achieves", "emerged", "face", "faces", "focus",
         "focuses", "integrates", "premised", "famously", "typically", "often", "rapidly", "successfully",
         "widely", "increasingly", "primarily", "reveals", "reveal", "produce", "produces", "depend", "depends"}


PHRASE_STOP = {"that", "which", "where", "whereby", "who", "but", "however", "to", "by", "using", "via", "through",
               "when", "while", "whose", "because", "since", "thereby", "–", "—", "-", "so"}
LATE_STOP = {"in", "on", "with", "under", "across", "over", "from", "at", "as", "and"}  # end a phrase of 3+ words
ANAPHORIC = {"this", "these", "that", "those", "such", "it", "them", "to", "whether", "how", "what", "why"}
GENERIC_HEADS = re.compile(r"^(?:a |an |the )?(?:novel |new |simple |general |unified )*(?:framework|method|approach|"
                           r"technique|algorithm|model|system)s? (?:for|to) (?:the )?", re.I)


def _phrase(text: str, max_words: int = 7) -> str:
    text = re.sub(r"\s*\([^()]*\)", "", text)
    text = LEADING.sub("", text.strip())
    text = GENERIC_HEADS.sub("", text)
    out: list[str] = []
    for raw in text.split():
        word = raw.strip("\"“”‘’'*")
        low = word.lower()
        if low in VERBS or low in PHRASE_STOP or (low in LATE_STOP and len(out) >= 3):
            break
        if out or word.lower() not in DETERMINERS | {"many", "several", "various", "existing", "recent", "current"}:
            out.append(word.rstrip(",;:.") if raw[-1:] in ",;:." else word)
        if raw[-1:] in ",;:." or len(out) >= max_words:
            break
    while out and out[-1].lower() in STOP_END:
        out.pop()
    return " ".join(out)


def topic(abstract: str) -> str:
    """A few content words saying what the paper is about (its stated focus, else its first sentence's subject)."""
    parts = sentences(abstract)
    for s in parts[:6]:
        m = FOCUS.search(s)
        if m:
            rest = s[m.end():]
            if rest.split()[:1] and rest.split()[0].lower() in ANAPHORIC:
                continue  # "we address this gap by …": says nothing about the topic
            found = _phrase(rest)
            if len(found.split()) >= 2 or (found and (found[0].isupper() or is_coined(found))):
                return found
    first = _phrase(parts[0]) if parts else ""
    return first if len(first.split()) >= 2 else " ".join((abstract or "untitled").split()[:6])


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def fallback_label(abstract: str, authors: list[str]) -> str:
    t = topic(abstract)
    if authors and authors[0].split():
        return f"{authors[0].split()[-1]} et al. — {t}"
    return capitalise(t)


def display_title(title: str | None, abstract: str, authors: list[str]) -> str:
    if title and title.strip():
        return title
    found = find_coined(abstract)
    if found:
        return found.label
    return fallback_label(abstract, authors)
