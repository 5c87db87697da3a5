"""Optional LLM-judged faithfulness (``litchat eval --judge``): an OpenAI-compatible server from settings grades
each answer against the abstracts it cites. Reported apart from the judge-free metrics; never needed for CI."""
from __future__ import annotations

import re

from rag.records import Answer
from rag.settings import Settings

PROMPT_FILE = "judge_faithfulness.txt"
_SCORE = re.compile(r"SCORE:\s*([01](?:\.\d+)?)", re.IGNORECASE)


class Judge:
    def __init__(self, settings: Settings):
        from openai import OpenAI

        self.settings = settings
        self.template = (settings.prompts_dir / PROMPT_FILE).read_text(encoding="utf-8")
        self.client = OpenAI(base_url=settings.openai_base_url, api_key=settings.openai_api_key.get_secret_value(),
                             timeout=settings.llm_timeout, max_retries=0)

    def status(self) -> tuple[bool, str]:
        try:
            self.client.models.list()
            return True, f"judge server {self.settings.openai_base_url} answers"
        except Exception as e:  # any failure means: no judge
            return False, f"judge server {self.settings.openai_base_url} unavailable ({type(e).__name__})"

    def prompt(self, answer: Answer) -> str:
        sources = "\n".join(f"[{c.n}] {c.paper.display_title}: {c.paper.abstract}" for c in answer.citations)
        return self.template.format(sources=sources, answer=answer.text)

    def faithfulness(self, answer: Answer) -> float | None:
        """The judge's score in [0, 1], or None when it fails or replies without a score."""
        try:
            reply = self.client.chat.completions.create(
                model=self.settings.openai_model, temperature=0, max_tokens=20,
                messages=[{"role": "user", "content": self.prompt(answer)}])
            text = reply.choices[0].message.content or ""
        except Exception:
            return None
        m = _SCORE.search(text)
        return min(1.0, float(m.group(1))) if m else None
