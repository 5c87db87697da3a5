"""LaTeX and Markdown markup made readable as plain text: $\\geq$3B → ≥3B, \\emph{x} → x, **x** → x."""
from __future__ import annotations

import re

SYMBOLS = {
    "geq": "≥", "ge": "≥", "leq": "≤", "le": "≤", "neq": "≠", "ne": "≠", "sim": "~", "approx": "≈",
    "times": "×", "cdot": "·", "pm": "±", "mp": "∓", "infty": "∞", "to": "→", "rightarrow": "→",
    "leftarrow": "←", "Rightarrow": "⇒", "leftrightarrow": "↔", "in": "∈", "notin": "∉", "subset": "⊂",
    "subseteq": "⊆", "cup": "∪", "cap": "∩", "forall": "∀", "exists": "∃", "partial": "∂", "nabla": "∇",
    "sum": "∑", "prod": "∏", "int": "∫", "vee": "∨", "wedge": "∧", "neg": "¬", "propto": "∝", "ll": "≪",
    "gg": "≫", "equiv": "≡", "ldots": "…", "dots": "…", "cdots": "⋯", "circ": "∘", "star": "⋆",
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ",
    "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ",
    "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω", "ell": "ℓ",
    "%": "%", "&": "&", "#": "#", "_": "_", "$": "$", "{": "{", "}": "}",
    ",": " ", ";": " ", ":": " ", "!": "", " ": " ", "quad": " ", "qquad": " ",
}
WRAPPERS = {  # \cmd{x} → x
    "mathcal", "mathbf", "mathrm", "mathit", "mathbb", "mathsf", "mathtt", "boldsymbol", "bm", "text", "textrm",
    "textbf", "textit", "texttt", "textsc", "emph", "underline", "widetilde", "tilde", "hat", "widehat", "bar",
    "overline", "vec", "operatorname", "mbox", "textsf", "textnormal",
}
FUNCTIONS = {"log", "ln", "exp", "sin", "cos", "tan", "max", "min", "arg", "argmax", "argmin", "lim", "sup",
             "inf", "det", "Pr", "mathrm"}
SUPERSCRIPT = str.maketrans("0123456789+-=()ni", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ")
SUBSCRIPT_OK = set("0123456789+-=()")
SUBSCRIPT = str.maketrans("0123456789+-=()", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎")

_CMD = re.compile(r"\\([A-Za-z]+|[%&#_${},;:! ])")


def _group(text: str, start: int) -> tuple[str, int] | None:
    """The {...} group opening at text[start] (balanced), and the index after it."""
    if start >= len(text) or text[start] != "{":
        return None
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "\\":
            continue
        if ch == "{" and (i == 0 or text[i - 1] != "\\"):
            depth += 1
        elif ch == "}" and (i == 0 or text[i - 1] != "\\"):
            depth -= 1
            if depth == 0:
                return text[start + 1:i], i + 1
    return None


def _script(body: str, sup: bool) -> str:
    body = body.strip()
    table, allowed = (SUPERSCRIPT, set("0123456789+-=()ni")) if sup else (SUBSCRIPT, SUBSCRIPT_OK)
    if body and all(c in allowed for c in body):
        return body.translate(table)
    mark = "^" if sup else "_"
    return f"{mark}{body}" if len(body) == 1 else f"{mark}({body})" if body else ""


def _commands(text: str, math: bool) -> str:
    """Replace LaTeX commands (outside or inside math) by readable text; unknown commands keep their name."""
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            m = _CMD.match(text, i)
            if not m:
                piece, i = ch, i + 1
            else:
                piece, i = _command(text, m.group(1), m.end(), math)
        elif math and ch in "^_":
            piece, i = _script_at(text, i, ch == "^")
        elif math and ch in "{}":
            piece, i = "", i + 1
        else:
            piece, i = ch, i + 1
        out.append(piece)
    return "".join(out)


def _command(text: str, name: str, i: int, math: bool) -> tuple[str, int]:
    """The readable text of the command ``name`` whose arguments start at ``i``, and where reading goes on."""
    if name in ("url", "footnote") or name in WRAPPERS:
        g = _group(text, i)
        if not g:
            return "", i
        if name == "url":
            return g[0], g[1]
        if name == "footnote":
            return f" ({_commands(g[0], math).strip()})", g[1]
        return _commands(g[0], math), g[1]
    if name in ("href", "frac", "dfrac", "tfrac"):
        g1 = _group(text, i)
        g2 = _group(text, g1[1]) if g1 else None
        if not (g1 and g2):
            return "", i
        if name == "href":
            url = re.sub(r"\s+", "", g1[0])
            return f"{_commands(g2[0], math)} ({url})", g2[1]
        return f"{_commands(g1[0], True)}/{_commands(g2[0], True)}", g2[1]
    if name == "sqrt":
        g = _group(text, i)
        if not g:
            return "√", i
        inner = _commands(g[0], True)
        return (f"√{inner}" if len(inner) <= 1 or inner.isalnum() else f"√({inner})"), g[1]
    if name in ("left", "right", "big", "Big", "bigg", "Bigg", "displaystyle", "limits", "nolimits"):
        return "", i
    if name in SYMBOLS:
        return SYMBOLS[name], i
    return name, i  # a function name (FUNCTIONS) or an unknown command: keep the word, drop the backslash


def _script_at(text: str, i: int, sup: bool) -> tuple[str, int]:
    """A ^ or _ at ``i`` (in math) with its braced group or its one character."""
    g = _group(text, i + 1)
    if g:
        return _script(_commands(g[0], True), sup), g[1]
    if i + 1 < len(text):
        return _script(text[i + 1], sup), i + 2
    return "", i + 1


_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)


def _math(m: re.Match) -> str:
    body = next(g for g in m.groups() if g is not None)
    text = re.sub(r"\s+", " ", _commands(body, math=True)).strip()
    return re.sub(r"([~≥≤≈<>]) (?=\d)", r"\1", text)


_EMPTY_MATH = re.compile(r"(?<!\\)\$\$?\s*\$\$?")
_TEX_SINGLE_QUOTES = re.compile(r"`([^`'\n]{1,200})'")
_GROUP = re.compile(r"\{([^{}]*)\}")
_PAREN_CLOSED_BY_BRACE = re.compile(r"\(([^(){}]{1,40})\}")  # "(SSR}" typo → "(SSR)"
_BOLD = re.compile(r"\*\*([^*]+)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*([^*\s][^*]*[^*\s]|[^*\s])\*(?![\w*])")
_EN_DASH = re.compile(r"(?<=[A-Za-z])--(?=[A-Za-z])|(?<=\s)--(?=\s)")
_TIE = re.compile(r"(?<=[\w.])~(?=[A-Z\d\\])")


# Escaped literal characters (what a BibTeX writer produces) are parked in private-use code points while markup is
# rewritten, so "\\$5" is never math, "\\textasciitilde{}" never a tie, "\\{" never a group.
LITERALS = {r"\textasciitilde{}": "~", r"\textasciicircum{}": "^", r"\textbackslash{}": "\\", r"\textasciitilde": "~",
            r"\textasciicircum": "^", r"\textbackslash": "\\", "\\$": "$", "\\%": "%", "\\&": "&", "\\#": "#",
            "\\_": "_", "\\{": "{", "\\}": "}"}
_PARK = {k: chr(0xE000 + i) for i, k in enumerate(LITERALS)}
_UNPARK = {v: LITERALS[k] for k, v in _PARK.items()}
_PARKED = re.compile("|".join(re.escape(k) for k in LITERALS))
_PRIVATE = re.compile("[\uE000-\uE0FF]")


def delatex(text: str) -> str:
    """Readable text from a string that may hold LaTeX math, text commands, TeX quotes and Markdown bold.

    Each rewrite runs only when its trigger character is present (this runs on every abstract of a corpus)."""
    if not text:
        return text
    parked = "\\" in text
    if parked:
        text = _PARKED.sub(lambda m: _PARK[m.group(0)], _PRIVATE.sub("", text))
    if "$" in text:
        text = _EMPTY_MATH.sub("", text)
    if "$" in text or "\\(" in text or "\\[" in text:
        text = _MATH.sub(_math, text)
    if "\\" in text:
        text = _commands(text, math=False)
    if "`" in text or "''" in text:
        text = text.replace("``", '"').replace("''", '"')
        text = _TEX_SINGLE_QUOTES.sub(r"'\1'", text)
    if "{" in text or "}" in text:
        for _ in range(4):  # nested grouping braces: {{BERT}}
            text, n = _GROUP.subn(r"\1", text)
            if not n:
                break
        text = _PAREN_CLOSED_BY_BRACE.sub(r"(\1)", text)
    if "*" in text:
        text = _ITALIC.sub(r"\1", _BOLD.sub(r"\1", text))
    if "--" in text:
        text = _EN_DASH.sub("–", text)
    if "~" in text:
        text = _TIE.sub(" ", text)
    if parked:
        text = _PRIVATE.sub(lambda m: _UNPARK.get(m.group(0), ""), text)
    return text
