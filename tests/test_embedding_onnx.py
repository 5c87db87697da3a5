"""The ONNX Runtime embedder against the torch one: the real export (``python -m rag.embedding.export`` into a temp
folder), the real packaged MiniLM on both backends, a real Chroma store built by one and searched by the other.

Tolerances come from `litchat bench encoder --max-docs 1000` on SciFact (bench/results/encoder-1000.md): the
fp32 graphs differ from torch by at most 2.1e-7 per component; int8 keeps cosine >= 0.9797 to torch's vectors."""
from __future__ import annotations

import logging

import numpy as np
import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from rag.embedding.encoders import MiniLMEmbedder, get_embedder
from rag.records import Paper

FP32_ATOL = 1e-5  # measured max |difference| 2.1e-7 (fp32 and fused fp32 graphs vs torch)
INT8_MIN_COS = 0.97  # measured min cosine 0.9797 (mean 0.994) on SciFact abstracts and queries

TEXTS = [
    "Transformers replace recurrence with self-attention.",
    "CRISPR-Cas9 enables targeted genome editing in human cells, but off-target cleavage remains a concern.",
    "We study the effect of vitamin D supplementation on bone mineral density in post-menopausal women.",
    "Graph neural networks propagate information along edges; oversmoothing limits their depth.",
    "a",
    "Résumé: naïve Bayes classifiers — still competitive on short texts? 42% of the time.",
]
# well over 256 wordpieces, so both backends must cut it at the same place
LONG = " ".join(f"Sentence {i} reports that the treatment group improved by {i * 3} percent over placebo "
                f"in trial arm {chr(65 + i % 26)}." for i in range(60))


@pytest.fixture(scope="module")
def onnx_dir(tmp_path_factory):
    from rag.embedding.export import export

    return export(tmp_path_factory.mktemp("onnx"), quiet=True)


@pytest.fixture(scope="module")
def torch_embedder() -> MiniLMEmbedder:
    return get_embedder(backend="torch")


def onnx_embedder(onnx_dir, variant="opt"):
    return get_embedder(backend="onnx", onnx_variant=variant, onnx_dir=onnx_dir)


def test_long_text_is_longer_than_the_window(onnx_dir):
    emb = onnx_embedder(onnx_dir)
    assert len(emb.tokenizer.encode(LONG).ids) == 256  # truncated at the model's window ...
    emb.tokenizer.no_truncation()
    try:
        assert len(emb.tokenizer.encode(LONG).ids) > 600  # ... from far more
    finally:
        emb.tokenizer.enable_truncation(max_length=emb.max_seq_length)


@pytest.mark.parametrize("variant", ["fp32", "opt"])
def test_fp32_graphs_give_torch_vectors(onnx_dir, torch_embedder, variant):
    texts = TEXTS + [LONG]
    want = torch_embedder.embed(texts)
    got = onnx_embedder(onnx_dir, variant).embed(texts)
    assert got.shape == (len(texts), 384) and got.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)
    np.testing.assert_allclose(got, want, atol=FP32_ATOL)


def test_same_truncation_as_torch(onnx_dir, torch_embedder):
    """Text past the 256th wordpiece changes nothing, on either backend."""
    other_tail = LONG + " Completely different closing words about volcanic geology and basalt."
    emb = onnx_embedder(onnx_dir)
    a, b = emb.embed([LONG, other_tail])
    np.testing.assert_allclose(a, b, atol=1e-6)
    np.testing.assert_allclose(a, torch_embedder.embed([LONG])[0], atol=FP32_ATOL)


def test_int8_stays_close_to_torch(onnx_dir, torch_embedder):
    texts = TEXTS + [LONG]
    cos = (onnx_embedder(onnx_dir, "int8").embed(texts) * torch_embedder.embed(texts)).sum(axis=1)
    assert cos.min() >= INT8_MIN_COS, cos


def test_batch_and_single_give_the_same_vectors(onnx_dir):
    emb = onnx_embedder(onnx_dir)
    texts = TEXTS + [LONG] + TEXTS[::-1]  # mixed lengths: padding inside the batch must not leak in
    batched = emb.embed(texts)
    single = np.stack([emb.embed([t])[0] for t in texts])
    np.testing.assert_allclose(batched, single, atol=1e-5)
    small_batches = get_embedder(batch_size=3, backend="onnx", onnx_dir=onnx_dir).embed(texts)
    np.testing.assert_allclose(batched, small_batches, atol=1e-5)
    assert emb.embed([]).shape == (0, 384)


def test_threads_share_one_session(onnx_dir):
    """The UI answers several chats at once through one embedder (the torch one needs a lock; ONNX Runtime
    sessions may be run from several threads)."""
    from concurrent.futures import ThreadPoolExecutor

    emb = onnx_embedder(onnx_dir)
    texts = [f"{t} (variant {i})" for i in range(4) for t in TEXTS]
    serial = [emb.embed([t])[0] for t in texts]
    with ThreadPoolExecutor(8) as pool:
        threaded = list(pool.map(lambda t: emb.embed([t])[0], texts))
    np.testing.assert_allclose(np.stack(threaded), np.stack(serial), atol=1e-6)


# --- a store built with one backend, searched with the other -----------------------------------------------
PAPERS = [
    ("p-crispr", "Off-target effects of CRISPR-Cas9 genome editing",
     "We measure off-target cleavage of Cas9 nucleases in human cell lines and propose guide RNA designs that "
     "reduce unintended edits."),
    ("p-vitd", "Vitamin D and bone density",
     "A randomised trial of vitamin D supplementation in post-menopausal women found no change in bone mineral "
     "density after two years."),
    ("p-gnn", "Oversmoothing in deep graph neural networks",
     "Stacking many message-passing layers makes node representations indistinguishable; residual connections "
     "and normalisation delay this oversmoothing."),
    ("p-malaria", "Artemisinin resistance in Plasmodium falciparum",
     "Mutations in the kelch13 gene are associated with delayed parasite clearance after artemisinin therapy in "
     "Southeast Asia."),
    ("p-speech", "Robust speech recognition in noise",
     "Self-supervised acoustic models trained on thousands of hours of audio keep their word error rate low "
     "under background noise and reverberation."),
    ("p-climate", "Arctic sea ice decline",
     "Satellite records show September sea ice extent falling by thirteen percent per decade, driven by warming "
     "air and ocean temperatures."),
    ("p-stat", "Statins and cardiovascular events",
     "Meta-analysis of statin trials: lowering LDL cholesterol reduces major vascular events in people without "
     "prior heart disease."),
    ("p-long", "A long abstract", LONG),
]
QUERIES = ["gene editing accuracy", "does vitamin D help bones", "why do deep GNNs fail",
           "antimalarial drug resistance", "speech recognition with noise", "cholesterol lowering drugs",
           "treatment group improved over placebo"]


def _papers() -> list[Paper]:
    return [Paper(id=pid, title=title, display_title=title, authors=[], authors_truncated=False, year=None,
                  categories=[], abstract=abstract) for pid, title, abstract in PAPERS]


def test_store_built_with_torch_is_searched_with_onnx(onnx_dir, make_settings):
    from rag.api import Litchat
    from rag.ingest import run_ingest_papers

    built = Litchat(make_settings(embed_backend="torch"))
    assert built.embedder.backend == "torch"
    run_ingest_papers(built.settings, _papers(), built.store, built.embedder)
    searched = Litchat(make_settings(embed_backend="onnx", embed_onnx_dir=onnx_dir))
    assert searched.embedder.backend == "onnx-opt"
    for q in QUERIES:
        want = built.search(q, k=5, retriever="dense")
        got = searched.search(q, k=5, retriever="dense")
        assert [h.paper.id for h in got] == [h.paper.id for h in want], q
        assert [h.dense_score for h in got] == pytest.approx([h.dense_score for h in want], abs=1e-4), q
    # same vectors, same fingerprint: switching the backend re-embeds nothing
    again = run_ingest_papers(searched.settings, _papers(), searched.store, searched.embedder)
    assert again.embedded_chunks == 0 and again.updated == 0
    # int8 vectors are not the same vectors: its fingerprint differs, so an ingest re-embeds the papers
    int8 = Litchat(make_settings(embed_backend="onnx", embed_onnx_variant="int8", embed_onnx_dir=onnx_dir))
    redone = run_ingest_papers(int8.settings, _papers(), int8.store, int8.embedder)
    assert redone.updated == len(PAPERS) and redone.embedded_chunks > 0


# --- settings and install ------------------------------------------------------------------------------------
def test_backend_setting_is_validated(make_settings, monkeypatch):
    from cli import cli

    with pytest.raises(ValidationError, match="'onnx' or 'torch'"):
        make_settings(embed_backend="tensorflow")
    monkeypatch.setenv("LITCHAT_EMBED_BACKEND", "tensorflow")
    result = CliRunner().invoke(cli, ["config"])
    assert result.exit_code == 2
    assert "invalid setting embed_backend: Input should be 'onnx' or 'torch'" in result.output
    assert "Traceback" not in result.output
    with pytest.raises(ValueError, match="unknown embedding backend 'tf'"):
        get_embedder(backend="tf")


def test_missing_export_falls_back_to_torch_with_one_line(tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="rag.embedding.encoders"):
        emb = get_embedder(backend="onnx", onnx_dir=tmp_path / "nothing-here")
    assert emb.backend == "torch"
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "\n" not in lines[0]
    assert "model-opt.onnx: ONNX model missing" in lines[0] and "rag.embedding.export" in lines[0]


def test_export_is_skipped_when_done_and_redone_when_stale(onnx_dir, tmp_path):
    import json
    import shutil

    from rag.embedding.export import VARIANTS, export, is_exported

    assert is_exported(onnx_dir)
    stamps = {f: (onnx_dir / f).stat().st_mtime_ns for f in VARIANTS.values()}
    export(onnx_dir, quiet=True)
    assert {f: (onnx_dir / f).stat().st_mtime_ns for f in VARIANTS.values()} == stamps  # skipped
    stale = tmp_path / "stale"
    shutil.copytree(onnx_dir, stale)
    info = json.loads((stale / "export.json").read_text())
    (stale / "export.json").write_text(json.dumps({**info, "weights_sha1": "0" * 40}))
    assert not is_exported(stale)  # other weights: `make install` would export again
    (stale / "model-int8.onnx").unlink()
    (stale / "export.json").write_text(json.dumps(info))
    assert not is_exported(stale)  # a missing file too


# --- per-wordpiece vectors (claim evidence: rag/answer/evidence/alignment.py) ------------------------------------------
def test_token_vectors_match_torch_and_the_tokenizer(onnx_dir, torch_embedder):
    texts = TEXTS + [LONG]
    got = onnx_embedder(onnx_dir).token_vectors(texts)
    want = torch_embedder.token_vectors(texts)
    tok = onnx_embedder(onnx_dir).tokenizer
    for text, g, w in zip(texts, got, want):
        ids = tok.encode(text).ids[1:-1]  # without [CLS] and [SEP]
        assert g.ids.tolist() == ids == w.ids.tolist()
        assert g.vecs.shape == (len(ids), 384)
        np.testing.assert_allclose(np.linalg.norm(g.vecs, axis=1), 1.0, atol=1e-5)
        np.testing.assert_allclose(g.vecs, w.vecs, atol=1e-4)
    assert len(got[-1]) == 254  # the 256-wordpiece window less [CLS] and [SEP]


def test_token_vectors_do_not_depend_on_the_batch(onnx_dir):
    emb = onnx_embedder(onnx_dir)
    texts = TEXTS + [LONG]
    batched = emb.token_vectors(texts)
    for text, b in zip(texts, batched):
        np.testing.assert_allclose(emb.token_vectors([text])[0].vecs, b.vecs, atol=1e-5)
