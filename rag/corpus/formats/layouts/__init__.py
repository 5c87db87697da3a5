"""One parser per page layout. Each module exports NAME, detect(lines) -> bool and parse(lines, file)."""
from __future__ import annotations

from rag.corpus.formats.layouts import (arxiv_listing, author_abstracts, category_cards, search_site, titles_pdf)

# Order matters: the most specific signature first.
LAYOUTS = [category_cards, titles_pdf, arxiv_listing, search_site, author_abstracts]
