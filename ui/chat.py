"""The chat's handlers: ask (streamed), new chat, and the saved chats of the sidebar (open, delete).

The session keeps the chat's structured state: the history the chain reads (each answer with the ids it cited, in
[n] order, its act and the paper in focus), built by ``extend_history`` exactly as the CLI and ``Litchat.ask``
callers build it, so the browser, gradio_client and the API give the same answer to the same conversation. Nothing
is parsed back out of the rendered Markdown. Every answered turn is saved at once (``Litchat.chats``).
"""
from __future__ import annotations

import logging
from pathlib import Path

import gradio as gr

from rag.answer.conversation.state import extend_history
from rag.api import Litchat
from rag.records import Answer, Citation, Filters, Paper, SentenceCheck
from ui import render
from ui.session import ChatSession

log = logging.getLogger(__name__)
ANY_YEAR = "any"


def make_filters(year_min, year_max, categories, author) -> Filters:
    lo = int(year_min) if year_min not in (None, "", ANY_YEAR) else None
    hi = int(year_max) if year_max not in (None, "", ANY_YEAR) else None
    if lo is not None and hi is not None and lo > hi:
        lo, hi = hi, lo
    return Filters(year_min=lo, year_max=hi, categories=list(categories or []),
                   author=(author or "").strip() or None)


def export_root() -> Path:
    """Exports are written inside Gradio's own file cache, so Gradio serves them where they are instead of
    keeping a copy of every answer's files."""
    from gradio.utils import get_upload_folder

    return Path(get_upload_folder()) / "litchat-exports"


def close_session(s: ChatSession | None) -> None:
    if isinstance(s, ChatSession):
        s.close()


def _downloads(s: ChatSession):
    files = s.export_files(export_root())
    if not files:
        return gr.update(value=None, interactive=False), gr.update(value=None, interactive=False)
    return gr.update(value=str(files[0]), interactive=True), gr.update(value=str(files[1]), interactive=True)


class ChatHandlers:
    def __init__(self, lc: Litchat, papers_by_id):
        self.lc = lc
        self.papers_by_id = papers_by_id  # () -> {paper id: Paper} (the corpus as it is now)

    # --- asking ---------------------------------------------------------------------------------------------
    def ask(self, question: str, year_from=None, year_to=None, categories=None, author=None, generator=None,
            mode=None, s: ChatSession | None = None):
        """Yields (chat, sources, bib, md, question box, session) as the answer streams in."""
        s = s or ChatSession()
        q = (question or "").strip()
        if not q:
            gr.Warning("Type a question first.")
            yield s.display, gr.skip(), gr.skip(), gr.skip(), q, s
            return
        filters = make_filters(year_from, year_to, categories, author)
        display = s.display + [{"role": "user", "content": render.md_text(q)},
                               {"role": "assistant", "content": "_Searching the corpus…_"}]
        yield display, render.sources_busy(), gr.skip(), gr.skip(), "", s
        final = None
        try:
            text = ""
            for event in self.lc.ask_stream(q, list(s.history), None if filters.is_empty() else filters,
                                            generator, mode or "answer"):
                if isinstance(event, Answer):
                    final = event
                else:
                    text += event
                    display[-1] = {"role": "assistant", "content": render.streaming_markdown(text)}
                    yield display, gr.skip(), gr.skip(), gr.skip(), "", s
        except Exception as e:  # show the failure in the chat; the session stays usable
            log.exception("answer failed")
            display[-1] = {"role": "assistant", "content": f"⚠️ The answer failed: {render.esc(type(e).__name__)}: "
                                                           f"{render.esc(str(e))}"}
            s.display = display
            yield display, render.sources_html(s.last), gr.skip(), gr.skip(), "", s
            return
        if final is None:
            return
        display[-1] = {"role": "assistant", "content": render.answer_markdown(final)}
        self._record(s, final, display)
        bib, md = _downloads(s)
        yield display, render.sources_html(final), bib, md, "", s

    def _record(self, s: ChatSession, final: Answer, display: list[dict]) -> None:
        """The turn into the session's structured history, and saved (committed) in the chats store."""
        s.display = display
        before = len(s.history)
        s.history = extend_history(s.history, final)
        s.last = final
        try:
            if s.chat_id is None or not self.lc.chats.exists(s.chat_id):
                s.chat_id = self.lc.chats.create(title=final.question)
            self.lc.chats.append(s.chat_id, final, s.history[before:])
        except Exception:  # a full disk must not lose the answer on screen
            log.exception("saving the chat failed")

    # --- chats --------------------------------------------------------------------------------------------
    def choices(self) -> list[tuple[str, str]]:
        return [(c.label(), c.id) for c in self.lc.chats.list()]

    def chat_list(self, s: ChatSession | None = None):
        return gr.update(choices=self.choices(), value=s.chat_id if s else None)

    def new_chat(self, old: ChatSession | None = None):
        close_session(old)  # its exports go now, not when the tab closes
        s = ChatSession()
        return ([], render.sources_html(None), gr.update(value=None, interactive=False),
                gr.update(value=None, interactive=False), "", s)

    def open_chat(self, chat_id: str | None, old: ChatSession | None = None):
        """A saved chat as it was: its messages, the structured history, and the last answer's sources."""
        if not chat_id:
            return self.new_chat(old)
        close_session(old)
        s = ChatSession(chat_id=chat_id)
        by_id = self.papers_by_id()
        for turn in self.lc.chats.turns(chat_id):
            answer = answer_from_saved(turn.answer, by_id)
            s.display += [{"role": "user", "content": render.md_text(turn.question)},
                          {"role": "assistant", "content": render.answer_markdown(answer)}]
            s.history += turn.history
            s.last = answer
        bib, md = _downloads(s)
        return s.display, render.sources_html(s.last), bib, md, "", s

    def delete_chat(self, chat_id: str | None, s: ChatSession | None = None):
        """Delete a saved chat; the one on screen is cleared when it is the one deleted."""
        if chat_id:
            self.lc.chats.delete(chat_id)
        if s is not None and s.chat_id == chat_id:
            return (*self.new_chat(s), gr.update(choices=self.choices(), value=None))
        return (gr.skip(),) * 5 + (s, gr.update(choices=self.choices(), value=None))


def answer_from_saved(d: dict, papers_by_id: dict) -> Answer:
    """An Answer from its saved JSON, the cited papers taken from the corpus (a paper since removed keeps the
    fields the answer saved)."""
    def paper(c: dict) -> Paper:
        return papers_by_id.get(c["id"]) or Paper(id=c["id"], title=c.get("title"), display_title=c["display_title"],
                                                  authors=list(c.get("authors") or []), authors_truncated=False,
                                                  year=c.get("year"), categories=[], abstract="", doi=c.get("doi"),
                                                  arxiv_id=c.get("arxiv_id"))

    check = d.get("check") or {}
    return Answer(question=d["question"], text=d["answer"], abstained=bool(d.get("abstained")),
                  citations=[Citation(n=c["n"], paper=paper(c)) for c in d.get("citations", [])],
                  sentences=[SentenceCheck(**s) for s in check.get("sentences", [])],
                  generator=d.get("generator", ""), standalone_question=d.get("standalone_question"),
                  mode=d.get("mode", "answer"), notice=d.get("notice"),
                  removed_citations=list(check.get("removed_citations", [])),
                  nearest=[Citation(n=c["n"], paper=paper(c)) for c in d.get("nearest", [])],
                  relevance=None, followup=d.get("followup"),  # the saved JSON keeps the figures
                  resolved_papers=d.get("resolved_papers") or [], act=d.get("act"),
                  interpretation=d.get("interpretation") or {})
