"""The one home of plain-text logic shared across the library: token counting (``tokens``), sentence splitting
(``sentences``), accent/case folding and content words (``words``), joining broken lines (``lines``).

Nothing here knows about papers, stores or answers; everything above may use it.
"""
