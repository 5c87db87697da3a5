"""Public claim-evidence data beyond SciFact for the evidence model (scripts/train_verifier.py ``--external``).

Fetched by hand into a local folder, never committed (the provenance goes into verifier.json):

* ``healthver_dev.csv``, ``healthver_test.csv``: HealthVer (Sarrouti et al., EMNLP Findings 2021;
  github.com/sarrouti/HealthVer, data/): real health claims against CORD-19 abstract snippets, labelled
  Supports / Refutes / Neutral by annotators (the train CSV is not in the stored snapshot; dev and test are used).
* ``covidfact.jsonl``: COVID-Fact (Saakyan et al., ACL 2021; github.com/asaakyan/covidfact,
  COVIDFACT_dataset.jsonl): claims from r/COVID19 posts with their paper's evidence sentences. Only the SUPPORTED
  claims are read: the REFUTED ones are made by swapping one word for a language model's guess ("sars-cov-2" ->
  "aces-cov-2"), which teaches a typo detector, not a reader of findings.

Neither holds SciFact claims, so nothing here touches the dev report set.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path

from verifier_data import Pair

HEALTHVER = {"Supports": 0, "Refutes": 1, "Neutral": 2}
SOURCES = {
    "healthver": "HealthVer dev+test CSVs (github.com/sarrouti/HealthVer data/, commit b20ac99; Sarrouti et al. 2021)",
    "covidfact": "COVID-Fact SUPPORTED claims (github.com/asaakyan/covidfact COVIDFACT_dataset.jsonl; "
                 "Saakyan et al. 2021)",
}


def healthver(folder: Path) -> list[Pair]:
    out = []
    for name in ("healthver_dev.csv", "healthver_test.csv"):
        path = folder / name
        if not path.is_file():
            continue
        with path.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                lab = HEALTHVER.get((row.get("label") or "").strip())
                claim, ev = (row.get("claim") or "").strip(), (row.get("evidence") or "").strip()
                if lab is not None and claim and ev:
                    out.append(Pair(claim, ev, lab, "healthver"))
    return out


def covidfact(folder: Path) -> list[Pair]:
    path = folder / "covidfact.jsonl"
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        ev = [e.strip() for e in r.get("evidence") or [] if e.strip()]
        if r.get("label") == "SUPPORTED" and ev:
            out.append(Pair(r["claim"].strip(), " ".join(ev[:2]), 0, "covidfact"))
    return out


def external_pairs(folder: Path | None) -> tuple[list[Pair], dict]:
    """Every external pair under ``folder`` and where each set came from (for verifier.json)."""
    if folder is None:
        return [], {}
    sets = {"healthver": healthver(folder), "covidfact": covidfact(folder)}
    pairs = [p for ps in sets.values() for p in ps]
    info = {k: {"pairs": len(v), "source": SOURCES[k]} for k, v in sets.items() if v}
    return pairs, info
