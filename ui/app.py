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

import gradio as gr
import numpy as np

from rag.answer.render import format_answer
from rag.api import Litchat
from rag.records import Answer, Filters, Paper
from ui import render
from ui.corpus_view import TABLE_HEADERS, map_figure, paper_rows, pca_2d
from ui.examples import example_questions
from ui.session import ChatSession

log = logging.getLogger(__name__)

GENERATORS = [("Extractive (no model, offline)", "extractive"), ("OpenAI-compatible server", "openai"),
              ("Local GGUF (llama.cpp)", "local")]
MODES = [("Answer", "answer"), ("Area summary", "area")]
ANY_YEAR = "any"
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
            revision = self.lc.store.revision()
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
                ids, vectors = self.lc.store.paper_embeddings()
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


def make_filters(year_min, year_max, categories, author) -> Filters:
    lo = int(year_min) if year_min not in (None, "", ANY_YEAR) else None
    hi = int(year_max) if year_max not in (None, "", ANY_YEAR) else None
    if lo is not None and hi is not None and lo > hi:
        lo, hi = hi, lo
    return Filters(year_min=lo, year_max=hi, categories=list(categories or []),
                   author=(author or "").strip() or None)


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
    settings = lc.settings
    corpus = CorpusIndex(lc).refresh()
    examples = example_questions(corpus.papers)

    with gr.Blocks(title="litchat", analytics_enabled=False) as demo:
        # Gradio deletes a session's state an hour after its tab closes: the session's export folder goes with it
        session = gr.State(ChatSession(), delete_callback=close_session)

        with gr.Row(elem_id="lc-header"):
            intro = gr.Markdown(header_markdown(len(corpus.papers)), elem_id="lc-intro")

        with gr.Sidebar(elem_id="lc-sidebar", width=300):
            gr.Markdown("### Filters")
            years = corpus.years()
            with gr.Row():
                year_min = gr.Dropdown([ANY_YEAR, *years], value=ANY_YEAR, label="From year", elem_id="lc-year-min")
                year_max = gr.Dropdown([ANY_YEAR, *years], value=ANY_YEAR, label="To year", elem_id="lc-year-max")
            categories = gr.Dropdown(corpus.categories(), multiselect=True, label="Categories",
                                     elem_id="lc-categories", allow_custom_value=False)
            author = gr.Textbox(label="Author (part of a name)", elem_id="lc-author")
            gr.Markdown("### Generator")
            generator = gr.Radio(GENERATORS, value=settings.generator, show_label=False, elem_id="lc-generator")
            gen_status = gr.HTML("checking…", elem_id="lc-gen-status")
            check_btn = gr.Button("Check again", size="sm")

        with gr.Tabs():
            with gr.Tab("Chat", id="chat"):
                with gr.Row():
                    with gr.Column(scale=5):
                        chatbot = gr.Chatbot(elem_id="lc-chat", height=520, show_label=False,
                                             latex_delimiters=[], feedback_options=None, buttons=["copy"],
                                             placeholder="Ask a question about the papers, or pick an example "
                                                         "below.")
                        with gr.Row():
                            question = gr.Textbox(elem_id="lc-question", show_label=False, scale=6, lines=1,
                                                  max_lines=4, autofocus=True,
                                                  placeholder="e.g. Which papers measure fairness in medical "
                                                              "imaging? (Enter to ask)")
                            ask_btn = gr.Button("Ask", variant="primary", scale=1, elem_id="lc-ask")
                        with gr.Row():
                            mode = gr.Radio(MODES, value="answer", label="Mode", elem_id="lc-mode", scale=3,
                                            info="Area summary: themes, one cited line per paper, a table")
                            new_btn = gr.Button("New chat", elem_id="lc-new", scale=1)
                        if examples:
                            gr.Markdown("**Examples from this corpus**")
                            with gr.Row(elem_id="lc-examples"):
                                example_btns = [(gr.Button(q, size="sm", elem_classes=["lc-example"]), q, m)
                                                for q, m in examples]
                        else:
                            example_btns = []
                    with gr.Column(scale=4):
                        gr.Markdown("### Sources of the last answer")
                        with gr.Row():
                            bib_btn = gr.DownloadButton("Export cited papers: BibTeX", elem_id="lc-bib",
                                                        interactive=False, size="sm")
                            md_btn = gr.DownloadButton("Export answer: Markdown", elem_id="lc-md",
                                                       interactive=False, size="sm")
                        sources = gr.HTML(render.sources_html(None), elem_id="lc-sources", max_height=760)

            with gr.Tab("Corpus", id="corpus") as corpus_tab:
                with gr.Row():
                    search = gr.Textbox(label="Search papers (title, authors, year, categories, abstract)",
                                        elem_id="lc-corpus-search", scale=4)
                    sync_btn = gr.Button(f"Sync with {settings.seeds_dir.name}/", scale=1, size="sm")
                count = gr.Markdown(f"{len(corpus.papers)} papers", elem_id="lc-corpus-count")
                table = gr.Dataframe(value=paper_rows(corpus.papers), headers=TABLE_HEADERS, datatype="str",
                                     interactive=False, wrap=True, elem_id="lc-corpus-table", max_height=420,
                                     column_widths=["6%", "36%", "20%", "7%", "19%", "12%"])
                corpus_map = gr.Plot(label="Corpus map", elem_id="lc-map", format="png")

        # --- chat -------------------------------------------------------------------------------------------
        # Defaults of None make the parameters optional for API clients: client.predict("question", api_name="/ask")
        def ask(question: str, year_from=None, year_to=None, categories=None, author=None, generator=None,
                mode=None, s: ChatSession | None = None):
            s = s or ChatSession()
            mode = mode or "answer"
            q = (question or "").strip()
            if not q:
                gr.Warning("Type a question first.")
                yield s.display, gr.skip(), gr.skip(), gr.skip(), q, s
                return
            filters = make_filters(year_from, year_to, categories, author)
            display = s.display + [{"role": "user", "content": render.md_text(q)},
                                   {"role": "assistant", "content": "_Searching the corpus…_"}]
            yield display, render.sources_busy(), gr.skip(), gr.skip(), "", s
            text, final = "", None
            try:
                for event in lc.ask_stream(q, list(s.history), None if filters.is_empty() else filters,
                                           generator, mode):
                    if isinstance(event, Answer):
                        final = event
                    else:
                        text += event
                        display[-1] = {"role": "assistant", "content": render.streaming_markdown(text)}
                        yield display, gr.skip(), gr.skip(), gr.skip(), "", s
            except Exception as e:  # show the failure in the chat; the session stays usable
                log.exception("answer failed")
                display[-1] = {"role": "assistant",
                               "content": f"⚠️ The answer failed: {render.esc(type(e).__name__)}: "
                                          f"{render.esc(str(e))}"}
                s.display = display
                yield display, render.sources_html(s.last), gr.skip(), gr.skip(), "", s
                return
            if final is None:
                return
            display[-1] = {"role": "assistant", "content": render.answer_markdown(final)}
            s.display = display
            s.history = s.history + [{"role": "user", "content": q}, history_item(final)]
            s.last = final
            files = s.export_files(export_root())
            bib = gr.update(value=str(files[0]), interactive=True) if files else gr.update(value=None,
                                                                                            interactive=False)
            md = gr.update(value=str(files[1]), interactive=True) if files else gr.update(value=None,
                                                                                           interactive=False)
            yield display, render.sources_html(final), bib, md, "", s

        ask_inputs = [question, year_min, year_max, categories, author, generator, mode, session]
        ask_outputs = [chatbot, sources, bib_btn, md_btn, question, session]
        limit = settings.chat_concurrency
        question.submit(ask, ask_inputs, ask_outputs, api_name="ask", concurrency_limit=limit,
                        concurrency_id="ask")
        ask_btn.click(ask, ask_inputs, ask_outputs, api_visibility="private", concurrency_id="ask")

        # the header's paper count follows the store (another process's ingest too): on load and on each question
        def header():
            return header_markdown(lc.paper_count())

        demo.load(header, None, intro, api_visibility="private", queue=False)
        for event in (question.submit, ask_btn.click):
            event(header, None, intro, api_visibility="private", queue=False)
        for btn, q, m in example_btns:
            btn.click(lambda q=q, m=m: (q, m), None, [question, mode], api_visibility="private",
                      queue=False).then(ask, ask_inputs, ask_outputs, api_visibility="private",
                                        concurrency_id="ask")

        def new_chat(old: ChatSession | None = None):
            close_session(old)  # its exports go now, not when the tab closes
            s = ChatSession()
            return ([], render.sources_html(None), gr.update(value=None, interactive=False),
                    gr.update(value=None, interactive=False), "", s)

        new_btn.click(new_chat, session, ask_outputs, api_name="new_chat")

        # --- generator ----------------------------------------------------------------------------------------
        def status(name):
            return generator_badge(lc, name)

        generator.change(status, generator, gen_status, api_visibility="private", concurrency_limit=limit)
        check_btn.click(status, generator, gen_status, api_visibility="private", concurrency_limit=limit)
        demo.load(status, generator, gen_status, api_visibility="private", concurrency_limit=limit)

        # --- corpus tab -------------------------------------------------------------------------------------------
        def corpus_view(query: str, s: ChatSession):
            corpus.refresh()
            cited = s.cited_numbers() if s else {}
            rows = paper_rows(corpus.papers, query or "", cited)
            n = len(rows)
            note = f"{n} of {len(corpus.papers)} papers" if query else f"{len(corpus.papers)} papers"
            if cited:
                note += f" · ringed on the map: the {len(cited)} papers cited by the last answer"
            ids, xy = corpus.projection()
            fig = map_figure(ids, xy, corpus.by_id, cited)
            return note, rows, fig

        corpus_tab.select(corpus_view, [search, session], [count, table, corpus_map], api_visibility="private")
        search.submit(corpus_view, [search, session], [count, table, corpus_map], api_name="papers")

        def sync(progress=gr.Progress(track_tqdm=True)):
            progress(0, desc="Reading the corpus files")
            report = lc.ingest(progress=True)
            corpus.refresh()
            problems = "".join(f"\n- {render.esc(str(p))}" for p in report.problems[:20])
            gr.Info(f"{report.added} added, {report.updated} updated, {report.removed} removed, "
                    f"{report.unchanged} unchanged in {report.seconds:.1f} s")
            return (f"{len(corpus.papers)} papers · last sync: +{report.added} ~{report.updated} "
                    f"-{report.removed}" + (f"\n\nProblems:{problems}" if problems else ""),
                    paper_rows(corpus.papers, ""))

        sync_btn.click(sync, None, [count, table], api_visibility="private", concurrency_limit=1)

    return demo


MAX_SESSIONS = 1000  # sessions whose chat Gradio keeps (least recently used dropped first)


def close_session(s: ChatSession | None) -> None:
    if isinstance(s, ChatSession):
        s.close()


def export_root() -> Path:
    """Exports are written inside Gradio's own file cache, so Gradio serves them where they are instead of
    keeping a copy of every answer's files."""
    from gradio.utils import get_upload_folder

    return Path(get_upload_folder()) / "litchat-exports"


def history_item(answer: Answer) -> dict:
    """The answer as the chain reads it back next turn: its text, and the ids it cited in [n] order (so "they",
    "the second one" resolve to exactly these papers)."""
    return {"role": "assistant", "content": history_text(answer), "citations": [c.paper.id for c in answer.citations]}


def history_text(answer: Answer) -> str:
    """The plain text of an answer as the chain reads it back from the history (its sources list included)."""

    return format_answer(answer)


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
    options = dict(server_name=settings.host, server_port=settings.port, auth=auth, share=False,
                   state_session_capacity=MAX_SESSIONS,
                   theme=gr.themes.Soft(), css=CSS_PATH.read_text(encoding="utf-8"), footer_links=["api"],
                   show_error=False, quiet=True)
    options.update(kwargs)
    return demo.launch(**options)
