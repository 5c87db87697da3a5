"""The corpus tab's data: the searchable paper table and the 2-D map of the paper embeddings."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np

from rag.records import Paper

TABLE_HEADERS = ["Cited", "Title", "Authors", "Year", "Categories", "ID"]
MAX_LEGEND = 9  # categories coloured individually; the rest are "other"


def paper_rows(papers: Sequence[Paper], query: str = "",
               cited: Mapping[str, int] | None = None) -> list[list]:
    """Rows of the paper table; ``query`` keeps papers whose title, authors, year, categories, abstract or
    identifiers (DOI, arXiv id, PMID, …) contain every word of it (case-insensitive). Papers cited by the last answer (``cited``: id → n) come first."""
    cited = cited or {}
    words = query.lower().split()
    rows = []
    for p in papers:
        if words:
            hay = " ".join([p.display_title, " ".join(p.authors), str(p.year or ""), " ".join(p.categories),
                            p.abstract, p.id, p.doi or "", p.arxiv_id or "", " ".join(p.ids.values())]).lower()
            if not all(w in hay for w in words):
                continue
        rows.append([f"[{cited[p.id]}]" if p.id in cited else "", p.display_title, p.short_authors(3),
                     p.year if p.year is not None else "",
                     ", ".join(p.categories), p.id])
    rows.sort(key=lambda r: (cited.get(r[-1], 10**9), -(r[3] or 0), r[1].lower()))
    return rows


def pca_2d(vectors: np.ndarray) -> np.ndarray:
    """Project rows onto their first two principal components (NumPy SVD; no extra dependency)."""
    x = np.asarray(vectors, dtype=np.float64)
    if x.ndim != 2 or len(x) == 0:
        return np.zeros((0, 2))
    x = x - x.mean(axis=0, keepdims=True)
    if len(x) < 2:
        return np.zeros((len(x), 2))
    # economy SVD on the smaller side: the components are the top right-singular vectors
    _, _, vt = np.linalg.svd(x, full_matrices=False)
    comps = vt[:2]
    xy = x @ comps.T
    if xy.shape[1] < 2:
        xy = np.pad(xy, ((0, 0), (0, 2 - xy.shape[1])))
    return xy


def main_category(p: Paper | None) -> str:
    return p.categories[0] if p and p.categories else "uncategorised"


def map_figure(ids: Sequence[str], xy: np.ndarray, papers: Mapping[str, Paper],
               highlight: Mapping[str, int] | None = None):
    """A matplotlib Figure: one dot per paper coloured by its first category; the papers cited by the last
    answer ringed and labelled with their [n]. Uses the object API (no pyplot state: safe across sessions)."""
    from matplotlib.figure import Figure

    highlight = highlight or {}
    cats = [main_category(papers.get(i)) for i in ids]
    top = [c for c, _ in Counter(cats).most_common(MAX_LEGEND)]
    fig = Figure(figsize=(8, 6), dpi=100)
    ax = fig.add_subplot(1, 1, 1)
    palette = [f"C{i}" for i in range(10)]
    groups = top + (["other"] if any(c not in top for c in cats) else [])
    for gi, group in enumerate(groups):
        mask = np.array([(c == group) if group != "other" else (c not in top) for c in cats], dtype=bool)
        if mask.any():
            ax.scatter(xy[mask, 0], xy[mask, 1], s=18, alpha=0.75, color=palette[gi % 10],
                       label=_short(group), linewidths=0)
    marked = [(k, highlight[i]) for k, i in enumerate(ids) if i in highlight]
    if marked:
        rows = np.array([k for k, _ in marked])
        ax.scatter(xy[rows, 0], xy[rows, 1], s=140, facecolors="none", edgecolors="black", linewidths=1.8,
                   label="cited in the last answer")
        for k, n in marked:
            ax.annotate(f"[{n}]", (xy[k, 0], xy[k, 1]), xytext=(6, 6), textcoords="offset points",
                        fontsize=10, fontweight="bold")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_xlabel("principal component 1")
    ax.set_ylabel("principal component 2")
    ax.set_title(f"{len(ids)} papers, embeddings projected to 2-D (PCA)")
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), fontsize=8, frameon=False)
    fig.tight_layout()
    return fig


def _short(label: str, width: int = 32) -> str:
    label = label if len(label) <= width else label[: width - 1] + "…"
    return label.replace("$", r"\$")  # matplotlib would read $…$ as mathtext
