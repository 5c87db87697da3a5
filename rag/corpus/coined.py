"""Names a paper coins for itself, found in its abstract: "MEDFAIR", "PEA: Prototype Entropy Alignment".

A coined name must be introduced by the paper ("we introduce/propose/present X", "a framework called X",
"X, a …", "our novel X framework") and look made up (MEDFAIR, FairTune, Proxy-FDA, MoCHA, or a plain word used as
a name right after the verb: "we introduce Griffin, the first …"). Generic acronyms (LLMs, MDPs, DDPMs, RL,
"DETR-like") never count, nor do acronyms defined in a background clause ("… based on Hindsight Experience Replay
(HER)") or names the paper merely uses (AudioGen, SimCLR, VeLO).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

from rag.text.sentences import sentence_spans

GENERIC = {
    "LLM", "VLM", "MLLM", "LVLM", "VLLM", "RL", "NLP", "CV", "AI", "ML", "DL", "DNN", "CNN", "GNN", "RNN", "LSTM",
    "GAN", "MDP", "POMDP", "DDPM", "MCD", "SOTA", "GPU", "CPU", "TPU", "API", "QA", "VQA", "MCQA", "RAG", "VIT",
    "MLP", "SGD", "PDE", "ODE", "SDE", "OOD", "IID", "FL", "DETR", "BERT", "GPT", "CLIP", "LORA", "PEFT", "KL",
    "MSE", "MAE", "AUC", "ROC", "RLHF", "DPO", "PPO", "GRPO", "SFT", "ICL", "COT", "MOE", "NAS", "SAE", "SSL",
    "MTL", "GP", "TTA", "FEL", "AFL", "XMC", "GAD", "EA", "SLT", "SLTH", "DRM", "LTL", "NCDE", "MPNN", "FSS", "BT",
    "DA", "DG", "SR", "NN", "GENAI", "HER", "MCMC", "PT", "RDB", "MHA", "VOS", "RGB", "BOC", "PI", "PAC", "ERM",
    "KD", "VAE", "IO", "ID", "US", "UK", "EU", "FID", "BLEU", "ROUGE", "F1", "IOU", "MAP", "HPC", "IOT", "SVM",
    "PCA", "ICA", "EM", "OCR", "ASR", "TTS", "NER", "MT", "LM", "LMS", "VLA", "ES", "HE", "MVR", "MARL", "NP", "MIOU",
    "SAM", "HMM", "CRF", "LDA", "KNN", "RF", "GBDT", "XAI", "FSL", "ZSL", "SSM", "MAML",
}
NAME_TOKEN = re.compile(r"[*\"“‘']*([A-Za-z][A-Za-z0-9]*(?:[-+][A-Za-z0-9]+)*)[*\"”’']*")
INTRO_VERB = re.compile(
    r"\b(?:introduc|propos|present|develop|releas|design|build|built|construct|curat|contribut|establish|"
    r"formulat|creat|devis|organi[sz])(?:e|es|ed|ing)?\b", re.I)
NAMING_WORD = re.compile(r"\b(?:called|named|dubbed|termed|coined)\s+", re.I)
CUTTERS = {"for", "of", "in", "on", "to", "by", "from", "using", "based", "via", "that", "which", "where", "whereby",
           "into", "about", "at", "as", "under", "between", "against", "without", "within", "through", "over",
           "across", "when", "while", "whose", "among", "toward", "towards", "namely", "than", "because", "if"}
NOT_OURS = re.compile(r"\b(?:been|be|is|are|was|were|recently|previously|commonly|our|the|a|an|its|their|this)\s+$",
                      re.I)
PAREN = re.compile(r"\(([A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2})\)[,.;:—)]*")
DETERMINERS = {"a", "an", "the", "our", "this", "these", "two", "three", "new", "novel", "simple", "first"}


@dataclass(frozen=True)
class Coined:
    name: str  # "PEA", "MEDFAIR", "VL-ICL Bench"
    expansion: str | None = None  # "Prototype Entropy Alignment"

    @property
    def label(self) -> str:
        return f"{self.name}: {self.expansion}" if self.expansion else self.name


def _upper_count(s: str) -> int:
    return sum(c.isupper() for c in s)


@lru_cache(maxsize=65536)
def is_generic(name: str) -> bool:
    key = name.upper()
    return (key in GENERIC or (key.endswith("S") and key[:-1] in GENERIC) or name.lower().endswith("-like")
            or name.lower().endswith("-based"))


@lru_cache(maxsize=65536)
def is_coined(token: str) -> bool:
    """A made-up name (MEDFAIR, FairTune, iLoRA, Proxy-FDA, VL-ICL, RL2ML), not a generic acronym or a word."""
    if len(token) < 3 or is_generic(token) or not re.search(r"[A-Za-z]", token):
        return False
    for part in token.split("-"):
        letters = re.sub(r"[^A-Za-z]", "", part)
        if len(part) >= 2 and (_upper_count(part) >= 2 or any(c.isupper() for c in letters[1:])
                               or (re.search(r"\d", part) and _upper_count(part) >= 1)):
            if part.upper() not in GENERIC or len(token.split("-")) > 1 and token.upper() not in GENERIC:
                return True
    return False


def _is_acronym(token: str) -> bool:
    core = token[:-1] if token.endswith("s") and _upper_count(token[:-1]) >= 2 else token
    return _upper_count(core) >= 2 and not is_generic(token) and len(core) >= 2


def _expansion_before(words: list[str], acronym: str) -> str | None:
    """The words just before '(ACR)' that spell it: shortest tail whose first word starts with ACR's letter."""
    letters = [c.lower() for c in acronym if c.isalpha()]
    if letters and acronym.endswith("s") and _upper_count(acronym[:-1]) >= 2:
        letters = letters[:-1]
    for k in range(1, min(len(words), 10) + 1):
        tail = words[-k:]
        if tail[0].lower() in DETERMINERS:
            break
        if tail[0].lower() in CUTTERS:
            continue
        if tail[0][0].lower() == letters[0]:
            text = " ".join(tail).lower()
            pos = 0
            for ch in letters:
                pos = text.find(ch, pos)
                if pos < 0:
                    break
                pos += 1
            else:
                return " ".join(tail)
    return None


def _words(segment: str) -> list[tuple[str, str]]:
    """(token, raw) pairs; raw keeps punctuation so the scanner can see commas and parentheses."""
    raws: list[str] = []
    pending: list[str] = []
    for m in re.finditer(r"\S+", segment):
        piece = m.group(0)
        if pending:
            pending.append(piece)
            if ")" in piece or len(pending) >= 3:
                raws.append(" ".join(pending))
                pending = []
        elif piece.startswith("(") and ")" not in piece:
            pending = [piece]
        else:
            raws.append(piece)
    raws += pending
    return [(raw.strip("*\"“”‘’'.,;:!?—()"), raw) for raw in raws]


def _scan(sentence: str, start: int, after_naming_word: bool) -> Coined | None:
    """Look for the name a paper introduces in sentence[start:] (after an intro verb or 'called')."""
    tokens = _words(sentence[start:])
    before: list[str] = []
    for i, (tok, raw) in enumerate(tokens[:16]):
        if not tok:
            continue
        paren = PAREN.fullmatch(raw)
        if paren:
            acr = paren.group(1)
            if _is_acronym(acr.split()[0]) and not is_generic(acr):
                expansion = _expansion_before(before, acr)
                return Coined(acr, expansion)
            before.append(raw)
            continue
        if tok.lower() in CUTTERS and not after_naming_word:
            return None
        m = NAME_TOKEN.fullmatch(raw.rstrip(",.;:—"))
        starts_name = bool(m) and (tok[:1].isupper() or is_coined(tok))
        if starts_name:
            found = _acronym_ahead(tokens, i) or _name_run(tokens, i, bare=(not before or after_naming_word))
            if found:
                return found
        before.append(tok)
        if raw.endswith((".", ";", ":")):
            return None
        after_naming_word = False
    return None


def _acronym_ahead(tokens: list[tuple[str, str]], i: int) -> Coined | None:
    """'Slot Transformer Imagination with CAusality-aware reinforcement learning (STICA)': the acronym that
    closes the phrase starting at i, when the phrase spells it."""
    words: list[str] = []
    for tok, raw in tokens[i:i + 12]:
        paren = PAREN.fullmatch(raw)
        if paren:
            acr = paren.group(1)
            if not words or not _is_acronym(acr.split()[0]) or is_generic(acr):
                return None
            expansion = _expansion_before(words, acr)
            if expansion and len(expansion.split()) == len(words):
                return Coined(acr, expansion)
            return None
        if tok.lower() in CUTTERS - {"of", "for", "with", "in", "on", "over"} or raw.endswith((",", ".", ";", ":")):
            return None
        words.append(tok)
    return None


def _name_run(tokens: list[tuple[str, str]], i: int, bare: bool) -> Coined | None:
    """A run of capitalised tokens from i: 'MEDFAIR,', 'VL-ICL Bench', 'Multi-Image Relational Benchmark MIRB',
    'Prototype Entropy Alignment (PEA)', or a plain word used as a name right after the verb ('Griffin,')."""
    run: list[str] = []
    j = i
    while j < len(tokens) and len(run) < 8:
        tok, raw = tokens[j]
        if raw.startswith("("):
            break
        if tok and (tok[:1].isupper() or is_coined(tok) or (run and tok.lower() in ("and", "with", "of", "for")
                                                              and j + 1 < len(tokens)
                                                              and tokens[j + 1][0][:1].isupper())):
            run.append(tok)
            j += 1
            if raw.endswith((",", ".", ";", ":", "—", ")")) or raw.startswith("("):
                break
        else:
            break
    if not run:
        return None
    end_raw = tokens[j - 1][1]
    nxt = tokens[j][1] if j < len(tokens) else ""
    paren = PAREN.fullmatch(nxt)
    if paren and not end_raw.endswith((",", ".", ";")):
        acr = paren.group(1)
        if _is_acronym(acr.split()[0]) and not is_generic(acr):
            return Coined(acr, _expansion_before(run, acr) or " ".join(run))
    while run and run[-1].lower() in ("and", "with", "of", "for"):
        run.pop()
    coined = [t for t in run if is_coined(t)]
    ends_clause = end_raw.endswith((",", ".", ";", ":", "—")) or nxt.startswith("(") or nxt.lower() in (
        "that", "which", "to", "for", "is", "as", "with", "")
    if coined:
        if run[0] == coined[0]:
            return Coined(" ".join(run))
        if run[-1] == coined[-1] and len(coined) == 1 and _is_acronym(run[-1]):
            return Coined(run[-1], " ".join(run[:-1]))
        return None
    if bare and len(run) == 1 and ends_clause and len(run[0]) >= 4 and run[0][0].isupper():
        return Coined(run[0])
    return None


OUR = re.compile(r"\bour\s+(?:(?:new|novel|proposed|simple|resulting|own|unified)\s+)*", re.I)
HEAD_NOUNS = {"framework", "method", "model", "approach", "benchmark", "library", "dataset", "system", "toolkit",
              "tool", "algorithm", "architecture", "pipeline", "platform", "suite", "technique", "network", "agent",
              "optimizer", "optimiser", "loss", "attack", "metric", "module", "strategy", "scheme", "solver"}


def _our_named(sentence: str, start: int) -> Coined | None:
    """'our novel DemoFusion framework', 'our Stochastic Forward--Backward Deconvolution (SFBD) method'."""
    tokens = _words(sentence[start:])[:12]
    if not tokens or not tokens[0][0]:
        return None
    found = _acronym_ahead(tokens, 0) if tokens[0][0][:1].isupper() else None
    if found:
        k = next((j for j, (_, raw) in enumerate(tokens) if PAREN.fullmatch(raw)), len(tokens))
    elif is_coined(tokens[0][0]) and not tokens[0][1].endswith((",", ".", ";")):
        found, k = Coined(tokens[0][0]), 0
    else:
        return None
    head = tokens[k + 1][0].lower() if k + 1 < len(tokens) else ""
    return found if head in HEAD_NOUNS else None


@lru_cache(maxsize=8192)
def find_coined(abstract: str) -> Coined | None:
    """The first name the abstract introduces as the paper's own, or None.

    Each cue pattern runs once over the whole abstract; cues are then read sentence by sentence, in order."""
    abstract = abstract or ""
    cues: list[tuple[int, int, str]] = [(m.start(), m.end(), "naming") for m in NAMING_WORD.finditer(abstract)]
    cues += [(m.start(), m.end(), "verb") for m in INTRO_VERB.finditer(abstract)]
    cues += [(m.start(), m.end(), "our") for m in OUR.finditer(abstract)]
    if not cues:
        return None
    bounds = [0] + [start for start, _ in sentence_spans(abstract)[1:]] + [len(abstract) + 1]
    by_sentence: dict[int, list[tuple[int, int, str]]] = {}
    for cue in cues:
        by_sentence.setdefault(bisect_right(bounds, cue[0]) - 1, []).append(cue)
    for k in sorted(by_sentence):
        start = bounds[k]
        sentence = abstract[start:bounds[k + 1]].rstrip()
        for cue_start, cue_end, kind in sorted(by_sentence[k]):
            a, b = cue_start - start, cue_end - start
            if kind == "naming":
                found = _scan(sentence, b, after_naming_word=True)
            elif kind == "verb":
                if NOT_OURS.search(sentence[max(0, a - 14):a]) or sentence[b:b + 1] in ",.;:)":
                    continue  # passive (someone else's method) or a noun ("our design, e.g.")
                found = _scan(sentence, b, after_naming_word=False)
            else:
                found = _our_named(sentence, b)
            if found:
                return found
    return None


def coined_name(abstract: str) -> str | None:
    found = find_coined(abstract)
    return found.name if found else None
