"""Sentence spans of a chunk for late chunking: where each sentence of the chunk sits in the text the encoder
reads (title/authors context + chunk), so its wordpiece vectors — computed with the whole chunk in view — can be
pooled into one vector a sentence (rag.embedding.onnx_runtime.OnnxMiniLMEmbedder.embed_with_spans)."""
from __future__ import annotations

from rag.text.sentences import prose_sentences as split_sentences


def chunk_spans(embed_text: str, text: str) -> list[tuple[int, int]]:
    """(start, end) character offsets in ``embed_text`` of each sentence of ``text`` (the chunk shown), in order."""
    spans: list[tuple[int, int]] = []
    at = max(0, len(embed_text) - len(text)) if text and embed_text.endswith(text) else 0
    for sentence in split_sentences(text):
        start = embed_text.find(sentence, at)
        if start < 0:
            continue
        spans.append((start, start + len(sentence)))
        at = start + len(sentence)
    return spans
