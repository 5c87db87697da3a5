"""The one line joiner and its two hyphen rules (rag/text/lines.py)."""
from rag.text.lines import SOFT_HYPHEN, join_lines


def test_web_pages_keep_a_line_end_hyphen():
    assert join_lines(["state-of-", "the-art methods", "", "  more  "]) == "state-of-the-art methods more"
    assert join_lines(["inner-", "and outer loops"]) == "inner- and outer loops"  # a suspended compound


def test_pdf_lines_rejoin_a_word_broken_at_the_line_end():
    rule = "broken-word"
    assert join_lines(["the experi-", "ments show"], rule) == "the experiments show"
    assert join_lines(["GPT-", "4 results"], rule) == "GPT- 4 results"  # not before a lower-case letter
    assert join_lines([f"classi{SOFT_HYPHEN}", "Fier"], rule) == "classiFier"  # pdfium's own mark, always
    assert join_lines([f"a{SOFT_HYPHEN}b"], rule) == "ab"
