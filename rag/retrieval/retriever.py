"""The paper retriever: dense + BM25, fused, filtered, grouped by paper, with author/title questions routed
through the metadata. ``search()`` returns PaperHits; as a llama-index BaseRetriever it returns one node a paper.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from rag.records import Filters, PaperHit
from rag.retrieval.bm25 import BM25Retriever
from rag.retrieval.catalog import Catalog, catalog_cache_for
from rag.retrieval.dense import IN_FILTER_LIMIT, DensePaper, DenseRetriever, group_by_paper
from rag.retrieval.fusion import ranked, reciprocal_rank_fusion, weighted_fusion
from rag.retrieval.query import strip_request, topic_head, understand, with_acronyms
from rag.retrieval.rerank import dense_evidence, fused_scores
from rag.retrieval.routing import Route, route
from rag.retrieval.spelling import Speller, Spelling
from rag.retrieval.text import content_terms, query_content_terms
from rag.retrieval.years import question_years
from rag.sentences import SentenceStore, sentence_store_path
from rag.settings import RETRIEVER_NAMES, RetrieverName, Settings

RESCORED = ("minmax", "zscore")  # fusions that rescore the candidates with their sentence vectors
DENSE_THREADS = 16  # dense searches running at once (they wait on Chroma, not on the CPU)
_POOL = ThreadPoolExecutor(max_workers=DENSE_THREADS, thread_name_prefix="litchat-dense")  # shared by every search
ROUTED_STEP = 1e-3  # routed papers score just above the best other paper, in their routed order
DENSE_CHUNKS_PER_PAPER = 3  # chunks fetched a paper wanted (several chunks of one paper can be nearest)
BACKFILL_CHUNKS_PER_PAPER = 4  # for papers found by BM25 or routing only: their best chunks and cosine
BACKFILL_MIN_CHUNKS = 8
DENSE_GROWTH = 4  # too few distinct papers came back: ask for this many times more chunks ...
DENSE_MAX_CHUNKS = 4096  # ... up to this many
QUERY_VECTORS_CACHED = 256  # recent query vectors kept (a question asked again is not embedded twice)


@dataclass
class _Ranking:
    order: list[str]  # paper ids, best first
    scores: dict[str, float]  # fused score per id
    dense: dict[str, DensePaper]  # papers the dense search found, best first
    bm25_ids: set[str]  # papers in BM25's top list
    bm25: np.ndarray | None  # BM25 score of every paper in catalog order (None when BM25 is not used)


class PaperRetriever(BaseRetriever):
    def __init__(self, settings: Settings, store, embedder):
        super().__init__()
        self.settings, self.store, self.embedder = settings, store, embedder
        self.catalog = catalog_cache_for(settings, store)
        self._embeddings = QueryEmbeddings(embedder)
        self._sentences: SentenceStore | None = None
        self._speller: tuple[str, Speller] | None = None  # (catalog revision, its speller)

    # --- llama-index view ---------------------------------------------------------------------------------------
    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return [hit_to_node(h) for h in self.search(query_bundle.query_str)]

    # --- corpus statistics ----------------------------------------------------------------------------------------
    def corpus_statistics(self) -> tuple[Callable[[str], int], int]:
        """(papers containing a stemmed content term, papers in the corpus): how rare a term is in the whole corpus,
        for area answers' topic bar and theme labels."""
        cat = self.catalog.get()
        return cat.bm25.document_frequency, len(cat.papers)

    # --- the search -----------------------------------------------------------------------------------------------
    def search(self, query: str, k: int | None = None, filters: Filters | None = None,
               retriever: RetrieverName | None = None, read_years: bool = True) -> list[PaperHit]:
        """The papers for ``query``, best first; ``read_years``: whether years the query states restrict it (not when the
        chat already resolved the papers: a pasted title "... (1988-2008) and Projections to 2020" names its paper,
        undated or not)."""
        retriever = retriever or self.settings.retriever
        if retriever not in RETRIEVER_NAMES:
            raise ValueError(f"unknown retriever {retriever!r}; choose one of {', '.join(RETRIEVER_NAMES)}")
        k = k or self.settings.k
        query = query.strip()
        if not query:
            return []
        cat = self.catalog.get()
        if not cat.size:
            return []
        query = self._respelt(cat, query).text
        years = question_years(query) if self.settings.route_metadata and read_years else None
        if years is not None:  # "papers from 2024 on X": the years filter, X is the query
            filters, query = years.narrow(filters), years.rest
        mask = cat.mask(filters)
        allowed = None if mask is None else cat.ids(np.flatnonzero(mask))
        if allowed is not None and not allowed:
            return []
        routed = self._route(cat, query, mask, years is not None)
        text = routed.rest if routed is not None and routed.by_author and routed.rest_has_content else query
        head = topic_head(text) if self.settings.topic_head_weight > 0 else None
        text = self._rewritten(cat, text)
        lexical = with_acronyms(text, cat.long_forms) if self.settings.acronym_terms else text
        embedding = self._embeddings.get(text) if retriever != "bm25" else None

        if routed is not None and not routed.rest_has_content and (routed.by_author or routed.by_year):
            ranking = None  # "what did Henry Gouk write?": the named papers are the whole answer (a title named
            # alone puts its paper first and the papers on its words after it)
        else:
            n_routed = len(routed.papers) if routed is not None else 0
            ranking = self._rank(cat, text, embedding, k + n_routed, mask, allowed, retriever, lexical)
            if head is not None:
                ranking = self._with_head(cat, ranking, head, k + n_routed, mask, allowed, retriever)
        order, scores = self._order(cat, routed, ranking, k)
        dense = dict(ranking.dense) if ranking else {}
        missing = [pid for pid in order if pid not in dense]
        if missing and embedding is not None:  # papers found by BM25 or routing: their best chunks and cosine too
            dense.update(self._dense(embedding, text, max(BACKFILL_CHUNKS_PER_PAPER * len(missing), BACKFILL_MIN_CHUNKS),
                                         missing))
        return self._hits(cat, strip_request(query), order, scores, dense, ranking, routed)

    def respell(self, query: str) -> Spelling:
        """``query`` with the words no paper uses read as the corpus's words one edit away ("knowlege" ->
        "knowledge"; rag.retrieval.spelling); ``search`` does this itself, the chain asks first to say so."""
        return self._respelt(self.catalog.get(), query)

    def _respelt(self, cat: Catalog, query: str) -> Spelling:
        if not self.settings.spelling or not cat.size:
            return Spelling(query)
        kept = self._speller
        if kept is None or kept[0] != cat.revision:  # a new revision: its own vocabulary and readings
            kept = self._speller = (cat.revision, Speller(cat.bm25.vocabulary, cat.bm25.document_frequency,
                                                          cat.texts_with))
        return kept[1](query)

    def _route(self, cat: Catalog, query: str, mask, dated: bool) -> Route | None:
        """The papers the query names by author or title (within the filters), or, for a question that asks only
        for years ("Which papers were published in 2025?"), every paper of those years; None when neither."""
        routed = route(cat, query) if self.settings.route_metadata else None
        if routed is not None and mask is not None:
            routed.by_title = {i for i in routed.by_title if mask[i]}
            routed.by_author = {i for i in routed.by_author if mask[i]}
        if routed is not None and routed.papers:
            return routed
        if dated and mask is not None and not query_content_terms(strip_request(query)):
            return Route(by_year={int(i) for i in np.flatnonzero(mask)}, rest="")
        return None

    def _rewritten(self, cat: Catalog, text: str) -> str:
        if not self.settings.query_rewrite:
            return text
        return understand(text, cat.acronyms if self.settings.expand_acronyms else None,
                          cat.bm25.document_frequency, cat.size)

    def _with_head(self, cat: Catalog, full: _Ranking, head: str, k: int, mask, allowed,
                   retriever: RetrieverName) -> _Ranking:
        """A long question's ranking fused (weighted RRF) with the ranking of its topic head alone: the clause
        that explains a topic dilutes both BM25 and the vector, the head finds the topic's papers
        (rag.retrieval.query.topic_head; the weight from `litchat bench retrieval`'s tuning topics)."""
        text = self._rewritten(cat, head)
        embedding = self._embeddings.get(text) if retriever != "bm25" else None
        alone = self._rank(cat, text, embedding, k, mask, allowed, retriever)
        w = self.settings.topic_head_weight
        scores = reciprocal_rank_fusion([full.order, alone.order], k=self.settings.rrf_k, weights=[1 - w, w])
        return _Ranking(order=ranked(scores), scores=scores, dense={**alone.dense, **full.dense},
                        bm25_ids=full.bm25_ids | alone.bm25_ids, bm25=full.bm25)

    def _rank(self, cat: Catalog, text: str, embedding, k: int, mask, allowed, retriever: RetrieverName,
              lexical: str | None = None) -> _Ranking:
        """``text`` searched by the vector (``embedding``) and BM25; BM25 reads ``lexical`` when given (the text
        with the acronyms of its long forms: rag.retrieval.query.with_acronyms)."""
        s = self.settings
        lexical = lexical or text
        dense: dict[str, DensePaper] = {}
        bm25, bm25_ids = None, []
        # hybrid: the dense search waits on Chroma in a pool thread while BM25 runs in this one
        pool = max(s.fusion_pool, k) if s.fusion in RESCORED else k
        chunks = max(s.k_dense, 2 * pool) if s.fusion in RESCORED else max(s.k_dense, DENSE_CHUNKS_PER_PAPER * k)
        # want_papers: a long full-text paper's many chunks must not crowd the other papers out of the dense list
        pending = _POOL.submit(self._dense, embedding, text, chunks, allowed, pool) if retriever == "hybrid" else None
        if retriever == "dense":
            dense = self._dense(embedding, text, max(s.k_dense, DENSE_CHUNKS_PER_PAPER * k), allowed,
                                    want_papers=k)
        if retriever == "hybrid" and s.fusion in RESCORED:  # ids only: no records read, no nodes built
            bm25 = cat.bm25.scores(content_terms(lexical), mask)
            bm25_ids = cat.ids([i for i, _ in cat.bm25.top(bm25, max(s.k_bm25, pool))])
        elif retriever != "dense":
            index = BM25Retriever(cat.bm25, cat.papers, max(s.k_bm25, pool if retriever == "hybrid" else k), mask)
            bm25_ids = [n.node.node_id for n in index.retrieve(lexical)]
            bm25 = index.scores
        if pending is not None:
            dense = pending.result()
        if retriever == "hybrid" and s.fusion in RESCORED:
            return self._rescored(cat, embedding, dense, bm25_ids, bm25)
        at = cat.index_of(bm25_ids) if retriever == "bm25" or (retriever == "hybrid" and s.fusion != "rrf") else {}
        if retriever == "dense":
            scores = {pid: d.best for pid, d in dense.items()}
        elif retriever == "bm25":
            scores = {pid: float(bm25[at[pid]]) for pid in bm25_ids}
        elif s.fusion == "rrf":
            scores = reciprocal_rank_fusion([list(dense), bm25_ids], k=s.rrf_k)
        else:
            scores = weighted_fusion({pid: d.best for pid, d in dense.items()},
                                     {pid: float(bm25[at[pid]]) for pid in bm25_ids}, s.dense_weight)
        return _Ranking(order=ranked(scores), scores=scores, dense=dense, bm25_ids=set(bm25_ids), bm25=bm25)

    @property
    def sentences(self) -> SentenceStore | None:
        """The store's sentence vectors, opened once an ingest has written them (None before: chunk scores only)."""
        if self._sentences is None:
            path = sentence_store_path(self.settings)
            if path.is_file():
                self._sentences = SentenceStore(path)
        return self._sentences

    def _rescored(self, cat: Catalog, embedding, dense: dict[str, DensePaper], bm25_ids: list[str],
                  bm25: np.ndarray) -> _Ranking:
        """The new ranking: the pool's papers (nearest chunks' and BM25's) rescored exactly with their chunk and
        sentence vectors, dense and BM25 normalised over the pool and weighted (rag/retrieval/rerank.py)."""
        s = self.settings
        candidates = list(dict.fromkeys([*list(dense)[:max(s.fusion_pool, 1)], *bm25_ids]))
        at = cat.index_of(candidates)
        papers = cat.get([at[pid] for pid in candidates])
        hashes = {p.id: p.content_hash() for p in papers}
        evidence = dense_evidence(embedding, candidates, hashes, self.sentences,
                                  {pid: d.best for pid, d in dense.items()})
        fused = fused_scores(evidence, np.asarray([bm25[at[pid]] for pid in candidates], dtype=np.float32),
                             s.span_weight, s.dense_weight, s.fusion)
        scores = {pid: float(v) for pid, v in zip(candidates, fused)}
        return _Ranking(order=ranked(scores), scores=scores, dense=dense, bm25_ids=set(bm25_ids), bm25=bm25)

    def _dense(self, embedding, text: str, k: int, paper_ids: Sequence[str] | None,
               want_papers: int = 0) -> dict[str, DensePaper]:
        """Chunks nearest to the query, grouped by paper; restricted to ``paper_ids`` when given. With
        ``want_papers``, fetch more chunks until that many distinct papers came back (or the store ran out)."""
        inside = paper_ids is not None and len(paper_ids) <= IN_FILTER_LIMIT
        keep = set(paper_ids) if paper_ids is not None and not inside else None
        while True:
            nodes = DenseRetriever(self.store, self.embedder, k, paper_ids if inside else None).retrieve(
                QueryBundle(query_str=text, embedding=list(map(float, embedding))))
            grouped = group_by_paper(nodes, allowed=keep)
            if len(nodes) < k or len(grouped) >= max(want_papers, 1 if keep else 0) or k >= DENSE_MAX_CHUNKS:
                return grouped
            k *= DENSE_GROWTH

    def _order(self, cat: Catalog, routed: Route | None, ranking: _Ranking | None, k: int) -> tuple[list[str], dict]:
        """Final ids (at most k) and their scores: routed papers first, then the ranking."""
        scores = dict(ranking.scores) if ranking else {}
        order = list(ranking.order) if ranking else []
        if routed is None:
            return order[:k], scores
        position = {pid: i for i, pid in enumerate(order)}
        routed_papers = sorted(routed.papers)
        paper_at = dict(zip(routed_papers, cat.get(routed_papers)))

        def routed_key(i: int):
            p = paper_at[i]
            bm25 = float(ranking.bm25[i]) if ranking is not None and ranking.bm25 is not None else 0.0
            return (i not in routed.by_title, position.get(p.id, len(position)), -bm25, -(p.year or 0),
                    p.display_title.casefold(), p.id)

        first = [paper_at[i].id for i in sorted(routed_papers, key=routed_key)]
        base = max(scores.values(), default=0.0)
        for n, pid in enumerate(first):
            scores[pid] = base + (len(first) - n) * ROUTED_STEP
        taken = set(first)
        return (first + [pid for pid in order if pid not in taken])[:k], scores

    def _hits(self, cat: Catalog, query: str, order: list[str], scores: dict, dense: dict[str, DensePaper],
              ranking: _Ranking | None, routed: Route | None) -> list[PaperHit]:
        """The papers in ``order`` with their signals; ``overlap`` counts the words of ``query`` (the question
        without its request frame: "use" in "which papers use X" is not a word of the topic)."""
        terms = sorted(query_content_terms(query))
        at = cat.index_of(order)
        indexes = np.asarray([at[pid] for pid in order], dtype=np.int64)
        papers = cat.get(indexes)
        found = np.zeros(len(indexes), dtype=np.float32)
        for term in terms:
            found += np.isin(indexes, cat.bm25.postings(term), kind="table")  # no sort of a long postings list
        bm25 = ranking.bm25 if ranking is not None else None
        hits = []
        for n, (pid, i, paper) in enumerate(zip(order, indexes, papers)):
            d = dense.get(pid)
            matched = routed.labels(i) if routed is not None else []
            if ranking is not None and pid in ranking.dense:
                matched.append("dense")
            if ranking is not None and pid in ranking.bm25_ids:
                matched.append("bm25")
            hits.append(PaperHit(
                paper=paper, score=float(scores.get(pid, 0.0)), passages=list(d.passages) if d else [],
                dense_score=round(d.best, 6) if d else None,
                bm25_score=round(float(bm25[i]), 6) if bm25 is not None else None,
                matched_by=matched, overlap=round(float(found[n]) / len(terms), 4) if terms else None))
        return hits


class QueryEmbeddings:
    """The last few hundred query vectors: the same question asked again (another mode, a UI re-run, the answer
    chain after a search) is not embedded twice."""

    def __init__(self, embedder, size: int = QUERY_VECTORS_CACHED):
        self._embedder, self._size = embedder, size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str) -> np.ndarray:
        with self._lock:
            if text in self._cache:
                self._cache.move_to_end(text)
                return self._cache[text]
        vector = self._embedder.embed([text])[0]
        with self._lock:
            self._cache[text] = vector
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return vector


# metadata a language model does not need to read (ids and routing detail); kept on the node for the caller
_NOT_FOR_THE_MODEL = ["paper_id", "doi", "arxiv_id", "ids", "link", "matched_by", "categories"]


def hit_to_node(hit: PaperHit) -> NodeWithScore:
    """One llama-index node a paper: its best passage (else its abstract) and the paper's metadata; the node id is
    the paper id, the score the fused retrieval score."""
    p = hit.paper
    metadata = {"paper_id": p.id, "title": p.display_title, "authors": list(p.authors), "year": p.year,
                "doi": p.doi, "arxiv_id": p.arxiv_id, "ids": dict(p.ids), "link": p.link(),
                "categories": list(p.categories), "matched_by": list(hit.matched_by)}
    node = TextNode(id_=p.id, text=hit.passages[0].text if hit.passages else p.abstract, metadata=metadata,
                    excluded_llm_metadata_keys=_NOT_FOR_THE_MODEL, excluded_embed_metadata_keys=_NOT_FOR_THE_MODEL)
    return NodeWithScore(node=node, score=hit.score)
