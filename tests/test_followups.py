"""Follow-ups keep their referent (issue 10, item 1), on the real seeds: the issue's examples as acceptance tests,
the resolver's rules, the condense reply format, the rendered-sources fallback, and a real llama.cpp server."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from rag.answer.conversation.condense import history_for_prompt, parse_condensed
from rag.answer.render import format_answer
from rag.answer.conversation.resolve import NEW_TOPIC, REFERENT, previous_answer, resolve
from rag.records import Answer


def _ask(lc, question, history=None, generator="extractive") -> Answer:
    return lc.ask(question, history=history, generator=generator)


def _turn(question: str, answer: Answer, with_ids: bool = True) -> list[dict]:
    assistant = {"role": "assistant", "content": format_answer(answer)}
    if with_ids:
        assistant["citations"] = [c.paper.id for c in answer.citations]
    return [{"role": "user", "content": question}, assistant]


def _ids(answer: Answer) -> list[str]:
    return [c.paper.id for c in answer.citations]


def _about(paper, word: str) -> bool:
    return word in f"{paper.title or ''} {paper.display_title} {paper.abstract}".lower()


# --- the examples ---------------------------------------------------------------------------------------
def test_they_means_the_papers_the_previous_answer_cited(seeded):
    q1 = "Which papers study federated learning with non-IID data?"
    first = _ask(seeded, q1)
    assert len(first.citations) >= 2
    follow = _ask(seeded, "What results do they report?", _turn(q1, first))
    assert follow.followup == REFERENT and not follow.abstained
    assert [r["id"] for r in follow.resolved_papers] == _ids(first)
    assert follow.citations and set(_ids(follow)) <= set(_ids(first))  # no MetaKernelGAN, DAMEL, ...
    assert all(_about(c.paper, "federated") for c in follow.citations)
    assert follow.to_dict()["resolved_papers"][0].keys() == {"id", "display_title"}


def test_new_topic_searches_afresh_then_an_ordinal_picks_that_citation(seeded):
    q1 = "Which papers study fairness in medical imaging?"
    first = _ask(seeded, q1)
    assert {"MEDFAIR", "FairTune"} <= {c.paper.display_title for c in first.citations}
    history = _turn(q1, first)
    q2 = "What about diffusion models?"
    second = _ask(seeded, q2, history)
    assert second.followup == NEW_TOPIC and second.resolved_papers == []
    assert not second.abstained and len(second.citations) >= 3
    assert not set(_ids(second)) & set(_ids(first))  # the new topic is not glued to the old papers
    assert all(_about(c.paper, "diffus") for c in second.citations)
    assert "diffusion models" in second.standalone_question

    third = _ask(seeded, "Tell me more about the second one.", history + _turn(q2, second))
    target = second.citations[1].paper
    assert third.followup == REFERENT and [r["id"] for r in third.resolved_papers] == [target.id]
    assert not third.abstained and _ids(third) == [target.id]  # a cited answer about that paper
    assert any(s.supported for s in third.sentences if s.citations)


def test_a_named_paper_is_resolved_by_its_name(seeded):
    q1 = "What work is there on fairness in medical imaging?"
    first = _ask(seeded, q1)
    follow = _ask(seeded, "What about MEDFAIR's results?", _turn(q1, first))
    assert follow.followup == REFERENT
    assert [r["display_title"] for r in follow.resolved_papers] == ["MEDFAIR"]
    assert [c.paper.display_title for c in follow.citations] == ["MEDFAIR"]


def test_it_means_the_paper_in_focus(seeded):
    q1 = "Which paper speeds up kernel estimation for super-resolution with meta-learning?"
    first = _ask(seeded, q1)
    assert first.citations[0].paper.display_title == "MetaKernelGAN"
    follow = _ask(seeded, "How much faster is it than existing methods?", _turn(q1, first))
    assert [c.paper.display_title for c in follow.citations] == ["MetaKernelGAN"]
    assert follow.standalone_question == "How much faster is MetaKernelGAN than existing methods?"
    assert "14.24" in follow.text or "102.1" in follow.text


# --- the rules, on the seeds' catalog --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def fl_turn(seeded):
    q1 = "Which papers study federated learning?"
    first = _ask(seeded, q1)
    assert len(first.citations) >= 4
    return q1, first


@pytest.mark.parametrize("question, expected", [
    ("What does paper [2] propose?", [1]),
    ("And [3]?", [2]),
    ("Tell me more about the second one.", [1]),
    ("What about the last one?", [-1]),
    ("What about the first paper?", [0]),
    ("Who wrote this paper?", [0]),
    ("What are its limitations?", [0]),
    ("Which of them is asynchronous?", "all"),
    ("Do both use encryption?", "all"),
    ("Compare their results.", "all"),
    ("What about privacy?", "all"),  # every content word occurs in the previous papers: same topic
    ("What about the results?", "all"),  # only generic words: same papers
    ("Tell me more.", "all"),
])
def test_referring_expressions(seeded, fl_turn, question, expected):
    q1, first = fl_turn
    catalog = seeded.retriever.catalog.get()
    r = resolve(question, _turn(q1, first), catalog)
    want = _ids(first) if expected == "all" else [_ids(first)[i] for i in expected]
    assert r.kind == REFERENT and r.paper_ids == want, r
    for p in r.papers:  # the retrieval query never carries the titles
        assert p.display_title not in r.query


@pytest.mark.parametrize("question", ["What about diffusion models?", "And weather forecasting?",
                                      "How about sparse autoencoders?"])
def test_new_topics(seeded, fl_turn, question):
    q1, first = fl_turn
    r = resolve(question, _turn(q1, first), seeded.retriever.catalog.get())
    assert r.kind == NEW_TOPIC and r.papers == [] and r.query.startswith("Which papers study ")


def test_not_a_follow_up(seeded, fl_turn):
    q1, first = fl_turn
    catalog = seeded.retriever.catalog.get()
    assert resolve("Which papers study dataset condensation?", _turn(q1, first), catalog).kind is None
    impersonal = "Is it true that diffusion models memorise training images?"  # "it" refers to nothing
    assert resolve(impersonal, _turn(q1, first), catalog).kind is None
    assert resolve("What about its results?", [], catalog).kind is None  # nothing to refer to


def test_rendered_sources_are_read_back_when_the_history_has_no_ids(seeded, fl_turn):
    q1, first = fl_turn
    catalog = seeded.retriever.catalog.get()
    with_ids = previous_answer(_turn(q1, first), catalog)
    from_text = previous_answer(_turn(q1, first, with_ids=False), catalog)
    assert [p.id for p in from_text.citations] == [p.id for p in with_ids.citations] == _ids(first)
    follow = _ask(seeded, "What results do they report?", _turn(q1, first, with_ids=False))
    assert [r["id"] for r in follow.resolved_papers] == _ids(first)


# --- the language-model path ------------------------------------------------------------------------------------
def test_condense_reply_format(seeded, fl_turn):
    q1, first = fl_turn
    catalog = seeded.retriever.catalog.get()
    previous = previous_answer(_turn(q1, first), catalog)
    prompt_history = history_for_prompt(_turn(q1, first), previous)
    assert re.findall(r"^\[(\d+)\] ", prompt_history, re.M) == [str(n) for n in range(1, len(first.citations) + 1)]
    r = parse_condensed("Papers: 2, 1\nQuestion: What results do pFedDB and ReeFL report?", previous)
    assert r.kind == REFERENT and r.paper_ids == [_ids(first)[1], _ids(first)[0]]
    r = parse_condensed("Papers: none\nQuestion: Which papers study diffusion models?", previous)
    assert r.kind == NEW_TOPIC and r.papers == []
    for bad in ["What results do they report?", "Papers: 99\nQuestion: What about it?", "Papers: 1", "", None]:
        assert parse_condensed(bad, previous) is None


def test_a_real_language_model_follow_up_stays_on_the_cited_papers(seeded, make_settings, llm_server, fl_turn):
    """Whatever SmolLM2-135M replies to the condense prompt, the follow-up is answered from the cited papers:
    its reply when it follows the format, the deterministic resolver when it does not."""
    from rag.answer.chain import AnswerChain

    q1, first = fl_turn
    settings = make_settings(generator="openai", openai_base_url=llm_server, openai_model="smollm2",
                             llm_timeout=600, llm_context_tokens=768, llm_max_tokens=48, k=3)
    chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
    final = [e for e in chain.stream("What results do they report?", _turn(q1, first), None, "openai")
             if isinstance(e, Answer)][-1]
    assert final.followup == REFERENT and final.resolved_papers
    assert {r["id"] for r in final.resolved_papers} <= set(_ids(first))
    assert final.citations and set(_ids(final)) <= set(_ids(first))


class _ScriptedModel:
    """A real OpenAI-compatible HTTP server on 127.0.0.1 standing in for a model that follows the condense format:
    it answers the condense prompt with "Papers: 2" and a question naming that source, and any other prompt with
    one sentence. It records the prompts it was sent."""

    def __init__(self):
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        prompts = self.prompts = []

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                self._send("application/json", json.dumps({"object": "list", "data": [{"id": "scripted"}]}))

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                text = "\n".join(m["content"] for m in body["messages"])
                prompts.append(text)
                source = re.search(r"^\[2\] (.+)$", text, re.M)
                reply = (f"Papers: 2\nQuestion: Does {source.group(1)} use encryption?"
                         if "rewrite a follow-up" in text and source else "It uses encryption [1].")
                chunk = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "scripted",
                         "choices": [{"index": 0, "delta": {"content": reply}, "finish_reason": None}]}
                self._send("text/event-stream", f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n")

            def _send(self, kind, payload):
                data = payload.encode()
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"


def test_a_model_that_follows_the_format_decides_the_referent(seeded, make_settings, fl_turn):
    """The condense prompt carries the previous answer's numbered sources; the model's "Papers: 2" restricts
    retrieval to that source, where the rules alone would take every paper ("which of them")."""
    from rag.answer.chain import AnswerChain

    q1, first = fl_turn
    model = _ScriptedModel()
    try:
        settings = make_settings(generator="openai", openai_base_url=model.url, openai_model="scripted", k=3)
        chain = AnswerChain(settings, seeded.retriever, seeded.embedder)
        final = [e for e in chain.stream("Which of them uses encryption?", _turn(q1, first), None, "openai")
                 if isinstance(e, Answer)][-1]
    finally:
        model.server.shutdown()
    condense_prompt = model.prompts[0]
    assert "rewrite a follow-up" in condense_prompt
    for n, c in enumerate(first.citations, start=1):
        assert f"[{n}] {c.paper.display_title}" in condense_prompt
    second = first.citations[1].paper
    assert final.followup == REFERENT and [r["id"] for r in final.resolved_papers] == [second.id]
    assert final.standalone_question == f"Does {second.display_title} use encryption?"
    assert [h.paper.id for h in final.hits] == [second.id]  # retrieval restricted to it by id


# --- scriptable conversations -----------------------------------------------------------------------------------
def test_ask_batch_chains_turns_of_a_conversation(seeded, tmp_path):
    from cli import cli

    batch = tmp_path / "turns.jsonl"
    lines = [
        {"conversation": "a", "question": "Which papers study fairness in medical imaging?"},
        {"conversation": "b", "question": "Which paper speeds up kernel estimation for super-resolution?"},
        {"conversation": "a", "question": "What about MEDFAIR's results?"},
        {"conversation": "b", "question": "How much faster is it than existing methods?"},
        {"id": "x", "question": "What results do they report?",
         "history": [{"role": "user", "content": "Which papers benchmark fairness?"},
                     {"role": "assistant", "content": "…", "citations": []}]},
    ]
    batch.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), "ask", "--batch", str(batch)])
    assert out.exit_code == 0, out.output
    rows = [json.loads(line) for line in out.output.splitlines() if line.startswith("{")]
    assert len(rows) == 5
    assert [r["conversation"] for r in rows[:4]] == ["a", "b", "a", "b"]
    assert rows[0]["followup"] is None and rows[2]["followup"] == "referent"
    assert [p["display_title"] for p in rows[2]["resolved_papers"]] == ["MEDFAIR"]
    assert [p["display_title"] for p in rows[3]["resolved_papers"]] == ["MetaKernelGAN"]
    assert "MetaKernelGAN" in rows[3]["standalone_question"]
    assert rows[4]["id"] == "x" and rows[4]["resolved_papers"] == []


def test_ask_batch_rejects_a_bad_history_with_file_and_line(seeded, tmp_path):
    from cli import cli

    batch = tmp_path / "bad.jsonl"
    batch.write_text('{"question": "ok?"}\n{"question": "What about it?", "history": "not a list"}\n')
    out = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), "ask", "--batch", str(batch)])
    assert out.exit_code != 0
    assert f"{batch}:2" in out.output and "history" in out.output
