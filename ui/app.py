"""The Gradio app: chat with streamed cited answers and their sources, filters, generator control, exports, and a
corpus tab (searchable paper list and a 2-D map of the corpus).

It calls only ``rag.api.Litchat`` and the ``rag.records`` types; retrieval and answering live in ``rag``. Per-user
state lives in ``gr.State`` (one ChatSession per browser tab or API client), never in module globals.
"""
from __future__ import annotations

import logging
import threading
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import gradio as gr
import numpy as np
from starlette.middleware import Middleware

from rag.api import Litchat
from rag.records import Paper
from rag.store import StoreBusy
from ui import render
from ui.chat import ANY_YEAR, ChatHandlers, close_session, export_root, make_filters
from ui.corpus_view import TABLE_HEADERS, map_figure, paper_rows, pca_2d
from ui.examples import example_questions
from ui.login_guard import LoginThrottle
from ui.passages import pdf_folders
from ui.session import ChatSession

log = logging.getLogger(__name__)
__all__ = ["build_app", "launch", "make_filters", "export_root", "close_session"]

GENERATORS = [("Extractive (no model, offline)", "extractive"), ("OpenAI-compatible server", "openai"),
              ("Local GGUF (llama.cpp)", "local")]
MODES = [("Answer", "answer"), ("Area summary", "area")]
CSS_PATH = Path(__file__).with_name("style.css")


class CorpusIndex:
    """What the corpus tab and the filters show, re-read when the store's revision changes. Read-only data
    shared by all sessions (papers and their 2-D projection), never per-user state."""

    def __init__(self, lc: Litchat):
        self.lc = lc
        self._lock = threading.Lock()
        self._revision: str | None = None
        self.papers: list[Paper] = []
        self.by_id: dict[str, Paper] = {}
        self._map: tuple[list[str], np.ndarray] | None = None

    def refresh(self) -> "CorpusIndex":
        with self._lock:
            revision = self.lc.store_revision()
            if revision != self._revision:
                self.papers = self.lc.papers()
                self.by_id = {p.id: p for p in self.papers}
                self._map = None
                self._revision = revision
        return self

    def projection(self) -> tuple[list[str], np.ndarray]:
        self.refresh()
        with self._lock:
            if self._map is None:
                ids, vectors = self.lc.paper_embeddings()
                self._map = (list(ids), pca_2d(vectors))
            return self._map

    def categories(self) -> list[str]:
        counts = Counter(c for p in self.papers for c in p.categories)
        return [c for c, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0].lower()))]

    def years(self) -> list[int]:
        return sorted({p.year for p in self.papers if p.year}, reverse=True)


def header_markdown(n_papers: int) -> str:
    return (f"## litchat\nCited answers from **{n_papers:,} papers**. Every claim carries a citation checked against "
            "the paper's abstract; the chat says so when the corpus has no answer.")


def generator_badge(lc: Litchat, name: str) -> str:
    try:
        ok, message = lc.generator_status(name)
    except Exception as e:  # a broken generator must not break the page
        ok, message = False, f"{type(e).__name__}: {e}"
    if ok:
        return (f'<div class="lc-gen-ok"><span class="lc-dot">●</span> <b>{render.esc(name)}</b> is active: '
                f"{render.esc(message)}</div>")
    return (f'<div class="lc-gen-down"><span class="lc-dot">●</span> <b>{render.esc(name)}</b> is not usable: '
            f"{render.esc(message)}. Answers fall back to the extractive generator, with a notice.</div>")


def build_app(lc: Litchat) -> gr.Blocks:
    corpus = CorpusIndex(lc).refresh()
    chats = ChatHandlers(lc, lambda: corpus.refresh().by_id)
    w = SimpleNamespace()
    with gr.Blocks(title="litchat", analytics_enabled=False) as demo:
        demo.litchat_pdf_folders = pdf_folders(corpus.papers)  # served so a source card can open its PDF
        # Gradio deletes a session's state an hour after its tab closes: the session's export folder goes with it
        w.session = gr.State(ChatSession(), delete_callback=close_session)
        with gr.Row(elem_id="lc-header"):
            w.intro = gr.Markdown(header_markdown(len(corpus.papers)), elem_id="lc-intro")
        _sidebar(w, lc, corpus, chats)
        with gr.Tabs():
            with gr.Tab("Chat", id="chat"):
                _chat_tab(w, example_questions(corpus.papers))
            with gr.Tab("Corpus", id="corpus") as w.corpus_tab:
                _corpus_tab(w, lc, corpus)
        _wire_chat(demo, w, lc, chats)
        _wire_chats(w, chats)
        _wire_generator(demo, w, lc)
        _wire_corpus(w, lc, corpus)
    return demo


def _sidebar(w, lc: Litchat, corpus: CorpusIndex, chats: ChatHandlers) -> None:
    with gr.Sidebar(elem_id="lc-sidebar", width=300):
        gr.Markdown("### Chats")
        w.chat_list = gr.Radio(chats.choices(), value=None, show_label=False, elem_id="lc-chats")
        # the API's way to name a saved chat by id (hidden by ui/style.css, not visible=False: Gradio drops the
        # events of invisible components from the API)
        w.chat_ref = gr.Textbox(show_label=False, elem_id="lc-chat-ref", container=False)
        with gr.Row():
            w.open_btn = gr.Button("Open", size="sm", elem_id="lc-chat-open")
            w.delete_btn = gr.Button("Delete", size="sm", variant="stop", elem_id="lc-chat-delete")
        gr.Markdown("### Filters")
        years = corpus.years()
        with gr.Row():
            w.year_min = gr.Dropdown([ANY_YEAR, *years], value=ANY_YEAR, label="From year", elem_id="lc-year-min")
            w.year_max = gr.Dropdown([ANY_YEAR, *years], value=ANY_YEAR, label="To year", elem_id="lc-year-max")
        w.categories = gr.Dropdown(corpus.categories(), multiselect=True, label="Categories",
                                   elem_id="lc-categories", allow_custom_value=False)
        w.author = gr.Textbox(label="Author (part of a name)", elem_id="lc-author")
        gr.Markdown("### Generator")
        w.generator = gr.Radio(GENERATORS, value=lc.settings.generator, show_label=False, elem_id="lc-generator")
        w.gen_status = gr.HTML("checking…", elem_id="lc-gen-status")
        w.check_btn = gr.Button("Check again", size="sm")


def _chat_tab(w, examples) -> None:
    with gr.Row():
        with gr.Column(scale=5):
            w.chatbot = gr.Chatbot(elem_id="lc-chat", height=520, show_label=False, latex_delimiters=[],
                                   feedback_options=None, buttons=["copy"],
                                   placeholder="Ask a question about the papers, or pick an example below.")
            with gr.Row():
                w.question = gr.Textbox(elem_id="lc-question", show_label=False, scale=6, lines=1, max_lines=4,
                                        autofocus=True, placeholder="e.g. Which papers measure fairness in medical "
                                                                    "imaging? (Enter to ask)")
                w.ask_btn = gr.Button("Ask", variant="primary", scale=1, elem_id="lc-ask")
            with gr.Row():
                w.mode = gr.Radio(MODES, value="answer", label="Mode", elem_id="lc-mode", scale=3,
                                  info="Area summary: themes, one cited line per paper, a table")
                w.new_btn = gr.Button("New chat", elem_id="lc-new", scale=1)
            w.example_btns = []
            if examples:
                gr.Markdown("**Examples from this corpus**")
                with gr.Row(elem_id="lc-examples"):
                    w.example_btns = [(gr.Button(q, size="sm", elem_classes=["lc-example"]), q, m)
                                      for q, m in examples]
        with gr.Column(scale=4):
            gr.Markdown("### Sources of the last answer")
            with gr.Row():
                w.bib_btn = gr.DownloadButton("Export cited papers: BibTeX", elem_id="lc-bib", interactive=False,
                                              size="sm")
                w.md_btn = gr.DownloadButton("Export answer: Markdown", elem_id="lc-md", interactive=False,
                                             size="sm")
            w.sources = gr.HTML(render.sources_html(None), elem_id="lc-sources", max_height=760)


def _corpus_tab(w, lc: Litchat, corpus: CorpusIndex) -> None:
    with gr.Row():
        w.search = gr.Textbox(label="Search papers (title, authors, year, categories, abstract)",
                              elem_id="lc-corpus-search", scale=4)
        w.sync_btn = gr.Button(f"Sync with {lc.settings.seeds_dir.name}/", scale=1, size="sm")
    w.count = gr.Markdown(f"{len(corpus.papers)} papers", elem_id="lc-corpus-count")
    w.table = gr.Dataframe(value=paper_rows(corpus.papers), headers=TABLE_HEADERS, datatype="str",
                           interactive=False, wrap=True, elem_id="lc-corpus-table", max_height=420,
                           column_widths=["6%", "36%", "20%", "7%", "19%", "12%"])
    w.corpus_map = gr.Plot(label="Corpus map", elem_id="lc-map", format="png")


def _wire_chat(demo, w, lc: Litchat, chats: ChatHandlers) -> None:
    """Ask (Enter, the button, an example), the header's paper count, New chat. The defaults of None in
    ``ChatHandlers.ask`` make its parameters optional for API clients: client.predict("q", api_name="/ask")."""
    ask_inputs = [w.question, w.year_min, w.year_max, w.categories, w.author, w.generator, w.mode, w.session]
    w.ask_outputs = ask_outputs = [w.chatbot, w.sources, w.bib_btn, w.md_btn, w.question, w.session]
    limit = lc.settings.chat_concurrency
    listed = dict(fn=chats.chat_list, inputs=w.session, outputs=w.chat_list, api_visibility="private", queue=False)
    w.question.submit(chats.ask, ask_inputs, ask_outputs, api_name="ask", concurrency_limit=limit,
                      concurrency_id="ask").then(**listed)
    w.ask_btn.click(chats.ask, ask_inputs, ask_outputs, api_visibility="private",
                    concurrency_id="ask").then(**listed)

    def header():  # the paper count follows the store (another process's ingest too)
        return header_markdown(lc.paper_count())

    demo.load(header, None, w.intro, api_visibility="private", queue=False)
    demo.load(**listed)
    for event in (w.question.submit, w.ask_btn.click):
        event(header, None, w.intro, api_visibility="private", queue=False)
    for btn, q, m in w.example_btns:
        btn.click(lambda q=q, m=m: (q, m), None, [w.question, w.mode], api_visibility="private",
                  queue=False).then(chats.ask, ask_inputs, ask_outputs, api_visibility="private",
                                    concurrency_id="ask").then(**listed)
    w.new_btn.click(chats.new_chat, w.session, ask_outputs, api_name="new_chat").then(**listed)


def _wire_chats(w, chats: ChatHandlers) -> None:
    """The sidebar's saved chats: open one (its messages and sources), delete one."""
    w.chat_ref.submit(chats.open_chat, [w.chat_ref, w.session], w.ask_outputs, api_name="open_chat")
    w.chat_ref.change(chats.delete_chat, [w.chat_ref, w.session], w.ask_outputs + [w.chat_list],
                      api_name="delete_chat")
    private = dict(api_visibility="private")
    w.open_btn.click(chats.open_chat, [w.chat_list, w.session], w.ask_outputs, **private)
    w.chat_list.input(chats.open_chat, [w.chat_list, w.session], w.ask_outputs, **private)
    w.delete_btn.click(chats.delete_chat, [w.chat_list, w.session], w.ask_outputs + [w.chat_list], **private)


def _wire_generator(demo, w, lc: Litchat) -> None:
    def status(name):
        return generator_badge(lc, name)

    limit = lc.settings.chat_concurrency
    w.generator.change(status, w.generator, w.gen_status, api_visibility="private", concurrency_limit=limit)
    w.check_btn.click(status, w.generator, w.gen_status, api_visibility="private", concurrency_limit=limit)
    demo.load(status, w.generator, w.gen_status, api_visibility="private", concurrency_limit=limit)


def _wire_corpus(w, lc: Litchat, corpus: CorpusIndex) -> None:
    def corpus_view(query: str, s: ChatSession):
        corpus.refresh()
        cited = s.cited_numbers() if s else {}
        rows = paper_rows(corpus.papers, query or "", cited)
        note = f"{len(rows)} of {len(corpus.papers)} papers" if query else f"{len(corpus.papers)} papers"
        if cited:
            note += f" · ringed on the map: the {len(cited)} papers cited by the last answer"
        ids, xy = corpus.projection()
        return note, rows, map_figure(ids, xy, corpus.by_id, cited)

    outputs = [w.count, w.table, w.corpus_map]
    w.corpus_tab.select(corpus_view, [w.search, w.session], outputs, api_visibility="private")
    w.search.submit(corpus_view, [w.search, w.session], outputs, api_name="papers")

    def sync(progress=gr.Progress(track_tqdm=True)):
        progress(0, desc="Reading the corpus files")
        try:
            report = lc.ingest(progress=True)
        except StoreBusy as e:  # another writer (an ingest, a rebuild) holds the store: say who
            gr.Warning(render.esc(str(e)))
            return f"{len(corpus.papers)} papers · sync refused: {render.esc(str(e))}", gr.skip()
        corpus.refresh()
        problems = "".join(f"\n- {render.esc(str(p))}" for p in report.problems[:20])
        gr.Info(f"{report.added} added, {report.updated} updated, {report.removed} removed, "
                f"{report.unchanged} unchanged in {report.seconds:.1f} s")
        return (f"{len(corpus.papers)} papers · last sync: +{report.added} ~{report.updated} "
                f"-{report.removed}" + (f"\n\nProblems:{problems}" if problems else ""), paper_rows(corpus.papers, ""))

    w.sync_btn.click(sync, None, [w.count, w.table], api_visibility="private", concurrency_limit=1)


MAX_SESSIONS = 1000  # sessions whose chat Gradio keeps (least recently used dropped first)


def launch(demo: gr.Blocks, settings, **kwargs):
    """Start the server on settings.host:port (127.0.0.1 by default), with a login when a username is set."""
    auth = None
    if settings.username:
        if settings.password is None:
            raise ValueError("LITCHAT_USERNAME is set but LITCHAT_PASSWORD is not: set both or neither")
        auth = (settings.username, settings.password.get_secret_value())
    demo.queue(default_concurrency_limit=settings.chat_concurrency)
    # Gradio keeps every session's state (a copy of the page config) until this many sessions, then drops the
    # least recently used: the bound on memory for a server that runs for weeks
    if auth is not None:  # failed logins slow down per client (ui.login_guard)
        kwargs.setdefault("app_kwargs", {"middleware": [Middleware(LoginThrottle)]})
    options = dict(server_name=settings.host, server_port=settings.port, auth=auth, share=False,
                   state_session_capacity=MAX_SESSIONS,
                   theme=gr.themes.Soft(), css=CSS_PATH.read_text(encoding="utf-8"), footer_links=["api"],
                   show_error=False, quiet=True)
    options["allowed_paths"] = getattr(demo, "litchat_pdf_folders", [])  # the local PDFs of full-text papers
    options.update(kwargs)
    return demo.launch(**options)
