"""The act reader against the chat's reading on a blind set (issue #18, round 31): how often the reader's act, read
from the question as typed with no rule asked, is right where the chat's reading was wrong and wrong where it was
right, by the reader's probability, and what taking the reader's act at p >= T would have won and lost.

Copy it into a checkout of the round that held ``SPLIT`` out (so its reader never learned the set; the script reads
the checkout it lies in) and run it there on the turns file that round's benchmark wrote (`litchat bench
conversations ... --split SPLIT --turns TURNS.jsonl`): ``python scripts/act_reader_blind.py TURNS.jsonl SPLIT``
(bench/results/conversations.md, round 31, has the figures for fresh23-fresh28).
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rag.answer.conversation.act_reader import ActReader  # noqa: E402
from rag.embedding.encoders import get_embedder  # noqa: E402
from scripts.train_act_reader import bench_sets  # noqa: E402

BARS = (0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98)


def main(turns_path: str, split: str) -> None:
    turns = [t for t in map(json.loads, Path(turns_path).read_text().splitlines()) if t["split"] == split]
    reader = ActReader(get_embedder(backend="onnx"), also=bench_sets())
    guesses = [reader.read(t["question"]) for t in turns]
    chat_right = [t["read_as"] == t["act"] for t in turns]
    reader_right = [g.act == t["act"] for g, t in zip(guesses, turns)]
    print(f"{split}: chat's act right {sum(chat_right)} / {len(turns)}; (chat right, reader right): "
          f"{dict(Counter(zip(chat_right, reader_right)))}")
    for bar in BARS:
        won = sum(g.p >= bar and r and not c for g, r, c in zip(guesses, reader_right, chat_right))
        lost = sum(g.p >= bar and not r and c for g, r, c in zip(guesses, reader_right, chat_right))
        sure = [r for g, r in zip(guesses, reader_right) if g.p >= bar]
        print(f"p >= {bar}: reader right {sum(sure)} / {len(sure)}; taking its act: +{won} -{lost}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
