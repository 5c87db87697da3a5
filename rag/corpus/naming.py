"""display_title for every paper: its title, else a name its abstract coins, else "First-author et al. — topic"."""
from __future__ import annotations

import re

GENERIC = {
    "LLM", "LLMs", "VLM", "VLMs", "MLLM", "MLLMs", "LVLM", "LVLMs", "RL", "NLP", "CV", "AI", "ML", "DNN", "DNNs",
    "CNN", "CNNs", "GNN", "GNNs", "RNN", "GAN", "GANs", "MDP", "MDPs", "DDPM", "DDPMs", "MCD", "SOTA", "GPU", "GPUs",
    "API", "APIs", "QA", "VQA", "RAG", "ViT", "ViTs", "MLP", "MLPs", "SGD", "PDE", "PDEs", "OOD", "IID", "FL",
    "DETR", "BERT", "GPT", "CLIP", "LoRA", "PEFT", "KL", "MSE", "MAE", "AUC", "ROC", "RLHF", "DPO", "PPO", "GRPO",
    "SFT", "ICL", "CoT", "MoE", "NAS", "SAE", "SAEs", "SSL", "MTL", "GP", "TTA", "FEL", "AFL", "XMC", "GAD",
    "EAs", "EA", "SLTH", "SLTs", "DRM", "LTL", "NCDEs", "MPNNs", "VLLMs", "ZS-SBIR", "FBNN", "PI", "BOC",
}
NAME_TOKEN = r"[A-Za-z][A-Za-z0-9]*(?:[-+][A-Za-z0-9]+)*"
INTRO = re.compile(
    r"\b(?:we|this paper|this work|here we)\s+(?:first\s+)?(?:introduce|propose|present|develop|release|design|"
    r"build|construct|curate|call|term|dub|name|contribute|offer)s?\s+(?:(?:a|an|the)\s+)?"
    r"(?:[\w-]+\s+){0,8}?(?:called|named|dubbed|termed|coined)?\s*\**(" + NAME_TOKEN + r")\**",
    re.I,
)
APPOSITION = re.compile(r"(?:^|[.;]\s+|\b(?:introduce|propose|present)\s+)\**(" + NAME_TOKEN +
                        r")\**\s*(?:\([^)]{1,60}\))?,\s+(?:a|an|the)\s+(?:\w+\s+){0,4}?(?:new|novel|first|simple|"
                        r"framework|method|benchmark|dataset|library|model|approach|system|toolkit|suite|"
                        r"foundation|unified|general|scalable|large|lightweight|training|plug)", re.I)


def is_coined(name: str) -> bool:
    """A made-up proper name (MEDFAIR, FairTune, Proxy-FDA, Griffin), not a generic acronym or plain word."""
    if not name or name in GENERIC or name.rstrip("s") in GENERIC or name.lower().endswith("-like"):
        return False
    if len(name) < 3 or name.isdigit():
        return False
    letters = re.sub(r"[^A-Za-z]", "", name)
    uppers = sum(c.isupper() for c in letters)
    inner_upper = any(c.isupper() for c in letters[1:])
    if re.fullmatch(r"[A-Z]{2,}s", name):  # plural acronym: DDPMs, MDPs
        return False
    return uppers >= 2 or inner_upper or ("-" in name and uppers >= 1)


def coined_name(abstract: str) -> str | None:
    """The name the abstract introduces ("we introduce X", "X, a novel …"), if it is a coined name."""
    for pattern in (INTRO, APPOSITION):
        for m in pattern.finditer(abstract or ""):
            name = m.group(1).strip("*")
            if is_coined(name):
                return name
    return None


def display_title(title: str | None, abstract: str, authors: list[str]) -> str:
    if title:
        return title
    name = coined_name(abstract)
    if name:
        return name
    return fallback_label(abstract, authors)


STOP = set("""a an the of for and or in on to with by from via is are be as at its it this that these those we our
which while how what when where into over under between across than then there their can may has have been
being not no more most such also both each other using based towards toward new novel recent existing
however although despite current many several various often typically primarily highly very""".split())


def topic(abstract: str, words: int = 6) -> str:
    first = re.split(r"(?<=[.!?])\s+", (abstract or "").strip(), maxsplit=1)[0]
    tokens = re.findall(r"[\w][\w'-]*", first)
    content = [t for t in tokens if t.lower() not in STOP]
    return " ".join(content[:words]) or (abstract or "untitled")[:40]


def fallback_label(abstract: str, authors: list[str]) -> str:
    t = topic(abstract)
    if authors:
        surname = authors[0].split()[-1] if authors[0].split() else authors[0]
        return f"{surname} et al. — {t}"
    return t[:1].upper() + t[1:]
