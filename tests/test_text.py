"""rag.text (token counting, sentences, folding, content words), rag.batching, and the source-line parse."""
from __future__ import annotations

from typing import Iterator

import pytest

from rag.answer.generators.llm import LLMGenerator
from rag.answer.generators.base import GenerationRequest
from rag.answer.render import cited_titles, parse_source_line, source_line
from rag.batching import batches
from rag.chunking import chunk_paper
from rag.records import Citation, Paper, PaperHit
from rag.settings import Settings
from rag.text.sentences import prose_sentences, sentence_spans, sentences
from rag.text.tokens import count_tokens
from rag.text.words import content_words, fold

SPECIAL = "We report <|endoftext|> tokens in the corpus and <|fim_prefix|> markers. Results hold."


def _paper(abstract: str, title: str = "A paper") -> Paper:
    return Paper(id="p_1", title=title, display_title=title, authors=["Ada Lovelace"], authors_truncated=False,
                 year=2020, categories=[], abstract=abstract)


class _Echo(LLMGenerator):
    """The real prompt building of the language-model generators; the transport echoes the prompt back."""
    name = "echo"

    def _stream(self, messages: list[dict], max_tokens: int) -> Iterator[str]:
        yield "\n".join(m["content"] for m in messages)


def test_special_token_text_is_counted_not_raised():
    assert count_tokens(SPECIAL) > 10


def test_special_token_text_reaches_the_language_model_prompt(tmp_path):
    """An abstract holding '<|endoftext|>' is ingested fine (chunking), and the openai/local answer path must
    not fail on it either (it raised ValueError when the prompt fit counted tokens without disallowed_special)."""
    paper = _paper(SPECIAL)
    assert chunk_paper(paper, budget=200, overlap=40)
    gen = _Echo(Settings(home=tmp_path))
    out = gen.generate(GenerationRequest(question="what do they report?", hits=[PaperHit(paper=paper, score=1.0)]))
    prompt = "".join(out.deltas)
    assert "<|endoftext|>" in prompt and out.sources == [paper]


def test_prose_and_span_sentences():
    text = "We use e.g. CNNs. Smith et al. 2020 found gains. J. Smith agrees!"
    assert prose_sentences(text) == ["We use e.g. CNNs.", "Smith et al. 2020 found gains.", "J. Smith agrees!"]
    spans = sentence_spans("First one. Second [1] here.\nThird line")
    assert [("First one. Second [1] here.\nThird line")[a:b] for a, b in spans] == [
        "First one.", "Second [1] here.", "Third line"]
    assert sentences("Results improve. [2] Then more.") == ["Results improve. [2]", "Then more."]


def test_fold_plain_keeps_letters_ids_hash_and_transliterate_spells_them_out():
    assert fold("Stühmer") == "stuhmer" and fold("XUE") == "xue"
    assert fold("Møller") == "møller"  # the plain form is what paper ids hash: it must not change
    assert fold("Møller", transliterate=True) == "moller"
    assert fold("Łukasz Straße", transliterate=True) == "lukasz strasse"


def test_content_words():
    assert content_words("Which papers study the graphs of networks?") == {"graph", "network"}


def test_batches_any_iterable():
    assert list(batches(iter(range(7)), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(batches([], 3)) == []
    with pytest.raises(ValueError):
        list(batches([1], 0))


def test_source_line_round_trip_with_a_dash_in_the_title():
    paper = _paper("x", title="Lin et al. — zero-shot sketch retrieval")
    line = source_line(Citation(n=2, paper=paper))
    assert parse_source_line(line) == (2, "Lin et al. — zero-shot sketch retrieval")
    assert parse_source_line("Sources:") is None
    assert cited_titles(f"Answer [2].\n\nSources:\n{line}") == ["Lin et al. — zero-shot sketch retrieval"]
