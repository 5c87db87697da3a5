"""Seeded generator of realistic paper abstracts, for scale benchmarks and load tests.

Paper ``i`` of seed ``s`` depends only on ``(s, i)``: any slice of the corpus can be regenerated without the rest
(the benchmarks stream papers and never hold the corpus in memory). Abstracts are 150–300 words built from
field-specific vocabularies (background, method, results with numbers, conclusion), with titles, authors, years
and arXiv-style categories, so both dense and BM25 retrieval see realistic text.

    for paper in generate_papers(10_000, seed=7): ...
    write_jsonl_corpus(folder, 10_000, seed=7, max_file_bytes=4_000_000)   # shards a `litchat ingest` can read
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from rag.records import Paper, Source

MIN_WORDS, MAX_WORDS = 150, 300


@dataclass(frozen=True)
class Field:
    name: str
    categories: tuple[str, ...]
    objects: tuple[str, ...]  # what is studied
    methods: tuple[str, ...]  # how
    datasets: tuple[str, ...]
    metrics: tuple[str, ...]
    problems: tuple[str, ...]


FIELDS: tuple[Field, ...] = (
    Field("language models", ("cs.CL", "cs.LG", "cs.AI"),
          ("large language models", "instruction-tuned models", "retrieval-augmented generation",
           "long-context transformers", "multilingual encoders", "dialogue agents"),
          ("contrastive decoding", "low-rank adaptation", "preference optimisation", "chain-of-thought prompting",
           "speculative decoding", "sparse mixture-of-experts routing", "knowledge distillation"),
          ("MMLU", "GSM8K", "HotpotQA", "TruthfulQA", "XNLI", "Natural Questions", "BIG-Bench Hard"),
          ("accuracy", "exact match", "F1", "perplexity", "win rate", "factual precision"),
          ("hallucination", "catastrophic forgetting", "reward hacking", "prompt sensitivity",
           "inference cost", "calibration error")),
    Field("computer vision", ("cs.CV", "cs.LG"),
          ("vision transformers", "object detectors", "diffusion models", "semantic segmentation networks",
           "video encoders", "3D reconstruction pipelines"),
          ("masked image modelling", "self-supervised pretraining", "test-time augmentation",
           "neural radiance fields", "token merging", "multi-scale feature pyramids"),
          ("ImageNet-1k", "COCO", "ADE20K", "Kinetics-400", "ScanNet", "Cityscapes", "LVIS"),
          ("top-1 accuracy", "mAP", "mIoU", "FID", "PSNR", "recall@1"),
          ("domain shift", "label noise", "occlusion", "long-tailed classes", "adversarial patches",
           "annotation cost")),
    Field("medical imaging", ("eess.IV", "cs.CV", "q-bio.QM"),
          ("chest X-ray classifiers", "MRI segmentation models", "histopathology foundation models",
           "retinal image graders", "CT report generators", "dermatology classifiers"),
          ("federated learning", "fairness-aware fine-tuning", "uncertainty estimation", "multiple-instance learning",
           "synthetic data augmentation", "domain-adversarial training"),
          ("MIMIC-CXR", "CheXpert", "BraTS", "CAMELYON16", "ISIC 2019", "LIDC-IDRI", "EyePACS"),
          ("AUROC", "Dice score", "sensitivity", "specificity", "expected calibration error", "worst-group accuracy"),
          ("demographic bias", "scanner variability", "small cohorts", "privacy constraints", "class imbalance",
           "shortcut learning")),
    Field("reinforcement learning", ("cs.LG", "cs.AI", "cs.RO"),
          ("policy gradient agents", "offline RL methods", "model-based planners", "multi-agent systems",
           "robot manipulation policies", "world models"),
          ("conservative Q-learning", "curiosity-driven exploration", "hierarchical options", "reward shaping",
           "trajectory transformers", "ensemble value estimation"),
          ("D4RL", "Atari 100k", "MuJoCo locomotion", "Meta-World", "ProcGen", "NetHack", "RoboSuite"),
          ("normalised return", "success rate", "sample efficiency", "regret", "episode length", "cumulative reward"),
          ("sparse rewards", "distribution shift", "unsafe exploration", "partial observability", "sim-to-real gap",
           "credit assignment")),
    Field("genomics", ("q-bio.GN", "q-bio.QM", "cs.LG"),
          ("single-cell RNA-seq atlases", "variant effect predictors", "protein language models",
           "gene regulatory networks", "spatial transcriptomics maps", "metagenomic classifiers"),
          ("graph neural networks", "variational autoencoders", "optimal transport alignment",
           "attention-based sequence models", "Bayesian hierarchical models", "contrastive cell embeddings"),
          ("Human Cell Atlas", "ClinVar", "UK Biobank", "ENCODE", "TCGA", "GTEx", "CAGI"),
          ("Spearman correlation", "AUPRC", "adjusted Rand index", "held-out likelihood", "precision", "recall"),
          ("batch effects", "dropout sparsity", "rare variants", "population stratification", "missing labels",
           "confounding")),
    Field("robotics", ("cs.RO", "cs.AI", "eess.SY"),
          ("legged robots", "aerial drones", "autonomous vehicles", "dexterous hands", "mobile manipulators",
           "surgical robots"),
          ("model predictive control", "imitation learning", "visual servoing", "diffusion policies",
           "SLAM with learned features", "domain randomisation"),
          ("nuScenes", "KITTI", "RLBench", "CALVIN", "Open X-Embodiment", "TartanAir", "EuRoC"),
          ("tracking error", "collision rate", "task success", "localisation drift", "energy use", "latency"),
          ("contact-rich dynamics", "sensor noise", "actuator limits", "unstructured terrain", "safety constraints",
           "real-time deadlines")),
    Field("fairness and safety", ("cs.CY", "cs.LG", "cs.AI"),
          ("content moderation systems", "credit scoring models", "recommender systems", "face recognition systems",
           "hiring classifiers", "multimodal chat assistants"),
          ("counterfactual data augmentation", "adversarial debiasing", "red teaming", "constitutional training",
           "post-hoc calibration", "influence functions"),
          ("Adult", "COMPAS", "CelebA", "CivilComments", "BBQ", "RealToxicityPrompts", "HarmBench"),
          ("demographic parity gap", "equalised odds difference", "attack success rate", "refusal rate",
           "toxicity score", "worst-group accuracy"),
          ("spurious correlations", "jailbreak prompts", "feedback loops", "representation harms", "audit cost",
           "distribution shift")),
    Field("optimisation", ("math.OC", "cs.LG", "stat.ML"),
          ("stochastic gradient methods", "second-order optimisers", "learning-rate schedules",
           "distributed training systems", "bilevel programs", "zeroth-order methods"),
          ("variance reduction", "adaptive preconditioning", "gradient clipping", "momentum extrapolation",
           "quantised communication", "sharpness-aware minimisation"),
          ("CIFAR-10", "ImageNet-1k", "WikiText-103", "LIBSVM benchmarks", "C4", "OpenWebText"),
          ("iterations to target loss", "wall-clock speed-up", "test loss", "convergence rate", "generalisation gap",
           "communication cost"),
          ("non-convexity", "heavy-tailed noise", "ill-conditioning", "stragglers", "memory limits",
           "hyperparameter sensitivity")),
    Field("climate and earth science", ("physics.ao-ph", "cs.LG", "stat.AP"),
          ("weather forecasting models", "precipitation nowcasting systems", "satellite land-cover classifiers",
           "ocean circulation emulators", "wildfire spread predictors", "crop yield models"),
          ("graph-based neural solvers", "spherical convolutions", "probabilistic downscaling",
           "physics-informed neural networks", "ensemble post-processing", "transfer learning across regions"),
          ("ERA5", "WeatherBench 2", "Sentinel-2", "MODIS", "CMIP6", "GPM IMERG"),
          ("RMSE", "CRPS", "anomaly correlation", "critical success index", "bias", "skill score"),
          ("extreme events", "sparse observations", "long lead times", "resolution limits", "model drift",
           "compute budgets")),
    Field("speech and audio", ("eess.AS", "cs.SD", "cs.CL"),
          ("speech recognisers", "text-to-speech systems", "speaker verification models", "audio captioning models",
           "music generation models", "sound event detectors"),
          ("self-supervised speech pretraining", "connectionist temporal classification", "neural codecs",
           "flow matching", "streaming attention", "multilingual adapters"),
          ("LibriSpeech", "Common Voice", "VoxCeleb", "AudioSet", "Clotho", "MusicCaps", "FLEURS"),
          ("word error rate", "MOS", "equal error rate", "SPIDEr", "real-time factor", "character error rate"),
          ("accents", "background noise", "low-resource languages", "code switching", "latency limits",
           "speaker imbalance")),
)

FIRST_NAMES = ("Ana", "Wei", "Oliver", "Priya", "Mateo", "Yuki", "Fatima", "Lukas", "Chen", "Amara", "Jonas",
               "Sofia", "Arjun", "Elena", "Kwame", "Ingrid", "Hiroshi", "Leila", "Tomás", "Mei", "Noah", "Zainab",
               "Pierre", "Olga", "Diego", "Sanjay", "Hana", "Rafael", "Aisha", "Marek", "Jia", "Nils", "Camila",
               "Dmitri", "Ayesha", "Kenji", "Lucía", "Emeka", "Freya", "Omar")
LAST_NAMES = ("Garcia", "Zhang", "Müller", "Patel", "Rossi", "Tanaka", "Okafor", "Nguyen", "Kowalski", "Silva",
              "Johansson", "Haddad", "Kim", "Dubois", "Ivanova", "Mensah", "Fernández", "Li", "Novak", "Schmidt",
              "Sato", "Costa", "Ahmed", "Larsen", "Moreau", "Wang", "Singh", "Hoffmann", "Bianchi", "Chowdhury",
              "Papadopoulos", "Yilmaz", "O'Brien", "Lindqvist", "Acheampong", "Herrera", "Kuznetsov", "Park",
              "Da Costa", "Van der Berg")
CODENAME_PARTS = ("Flux", "Prism", "Atlas", "Nova", "Helix", "Echo", "Vortex", "Lumen", "Quill", "Orbit",
                  "Cascade", "Sage", "Tesla", "Aurora", "Pulse", "Mosaic", "Zephyr", "Ember", "Nimbus", "Kite")

BACKGROUND = (
    "{Objects} have become central to {area}, yet {problem} remains a persistent obstacle in practice.",
    "Recent progress in {area} has been driven by {objects}, but their behaviour under {problem} is poorly understood.",
    "Despite rapid advances, {objects} still struggle with {problem}, which limits their use in real deployments.",
    "A key open question in {area} is how {objects} should cope with {problem} without sacrificing {metric}.",
)
GAP = (
    "Existing approaches either rely on {method2} or ignore {problem2} altogether, and neither scales well.",
    "Prior work has mostly evaluated on {dataset2}, leaving the effect of {problem2} largely unexplored.",
    "Current methods based on {method2} improve average {metric} but often degrade under {problem2}.",
)
METHOD = (
    "We propose {name}, a framework that combines {method} with {method2} to address {problem} directly.",
    "In this work we introduce {name}, which uses {method} to make {objects} robust to {problem}.",
    "We present {name}, a simple recipe built on {method} that requires no additional labelled data.",
    "This paper describes {name}, an approach that casts {problem} as a {method} problem and solves it efficiently.",
)
DETAIL = (
    "The method adds a lightweight module with {params} million parameters and trains in {hours} GPU-hours.",
    "We further derive a bound showing that the error of {name} decreases with the number of {unit}.",
    "Our analysis identifies {count} failure modes and links each of them to a measurable property of the data.",
    "A curriculum over {count} stages gradually exposes the model to harder instances of {problem}.",
    "We release an evaluation protocol covering {count} settings and {count2} baselines.",
)
RESULTS = (
    "On {dataset}, {name} improves {metric} from {before} to {after}, a gain of {delta} points over the strongest baseline.",
    "Experiments on {dataset} and {dataset2} show that {name} reaches {after} {metric} while using {ratio}x less compute.",
    "Across {count} benchmarks, {name} reduces {problem} by {pct}% relative to {method2} with no loss in {metric}.",
    "{Name} attains {after} {metric} on {dataset}, outperforming {count} competing methods.",
)
ABLATION = (
    "Ablations show that removing {method} lowers {metric} by {delta} points, confirming its role.",
    "We also find that gains are largest when {problem} is severe, and shrink to {small} points otherwise.",
    "An ablation over {count} design choices shows that the benefit is stable across model sizes.",
    "Error analysis reveals that the remaining failures concentrate on {problem2}.",
)
CONCLUSION = (
    "These results suggest that {method} is a practical path towards reliable {objects}.",
    "Our findings indicate that addressing {problem} explicitly is more effective than scaling alone.",
    "Code and data are released to support further work on {problem} in {area}.",
    "We hope {name} serves as a strong baseline for future research on {area}.",
)
TITLES = (
    "{Name}: {Method} for {Problem}-Robust {Objects}",
    "Towards {Problem}-Aware {Objects} with {Method}",
    "{Name}: Rethinking {Problem} in {Area}",
    "On the Role of {Method} in {Objects}",
    "{Method} Meets {Method2}: Scalable {Objects} under {Problem}",
)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _title_case(s: str) -> str:
    return " ".join(w if w[:1].isupper() else w.capitalize() for w in s.split())


def _rng(seed: int, i: int) -> random.Random:
    return random.Random(f"litchat-synthetic|{seed}|{i}")


def synthetic_paper(i: int, seed: int = 0) -> Paper:
    """Paper number ``i`` of the corpus of seed ``seed`` (deterministic, independent of other papers)."""
    r = _rng(seed, i)
    f = r.choice(FIELDS)
    name = r.choice(CODENAME_PARTS) + r.choice(CODENAME_PARTS) + (str(r.randint(2, 9)) if r.random() < 0.3 else "")
    objects, problem, method = r.choice(f.objects), r.choice(f.problems), r.choice(f.methods)
    slots = {
        "name": name, "area": f.name, "objects": objects, "problem": problem, "method": method,
        "problem2": r.choice([p for p in f.problems if p != problem]),
        "method2": r.choice([m for m in f.methods if m != method]),
        "unit": r.choice(("training samples", "views", "iterations")),
    }
    body = [_fill(t, slots, f, r) for t in (r.choice(BACKGROUND), r.choice(GAP), r.choice(METHOD))]
    closing = _fill(r.choice(CONCLUSION), slots, f, r)
    target = r.randint(MIN_WORDS, MAX_WORDS)
    pool = list(DETAIL + RESULTS + ABLATION)
    r.shuffle(pool)
    while pool and _words(body) + len(closing.split()) < target:
        body.append(_fill(pool.pop(), slots, f, r))  # fresh numbers, dataset and metric in each sentence
    body.append(closing)
    abstract = " ".join(body)
    words = abstract.split()
    if len(words) > MAX_WORDS:
        abstract = " ".join(words[:MAX_WORDS]).rstrip(",;") + "."

    tfill = {k: _title_case(str(v)) for k, v in slots.items()}
    tfill.update({k[:1].upper() + k[1:]: v for k, v in tfill.items()})
    title = r.choice(TITLES).format(**tfill)
    n_authors = r.choice((1, 2, 3, 3, 4, 4, 5, 6, 8))
    authors = [f"{r.choice(FIRST_NAMES)} {r.choice(LAST_NAMES)}" for _ in range(n_authors)]
    cats = [f.categories[0]] + r.sample(f.categories[1:], k=r.randint(0, len(f.categories) - 1))
    year = r.choice(range(2005, 2027)) if r.random() < 0.3 else r.choice(range(2019, 2027))
    pid = "syn-" + hashlib.sha256(f"{seed}|{i}".encode()).hexdigest()[:16]
    return Paper(id=pid, title=title, display_title=title, authors=authors, authors_truncated=False,
                 year=year, categories=cats, abstract=abstract, sources=[Source(f"synthetic-{seed}", i + 1)])


def _fill(template: str, slots: dict, f: Field, r: random.Random) -> str:
    before = round(r.uniform(40, 85), 1)
    after = round(before + r.uniform(0.5, 9.0), 1)
    values = {**slots, "dataset": r.choice(f.datasets), "dataset2": r.choice(f.datasets),
              "metric": r.choice(f.metrics), "before": before, "after": after, "delta": round(after - before, 1),
              "pct": r.randint(8, 47), "ratio": r.choice((1.5, 2, 2.5, 3, 4, 6)),
              "params": round(r.uniform(0.2, 40), 1), "hours": r.randint(4, 900), "count": r.randint(3, 12),
              "count2": r.randint(4, 20), "small": round(r.uniform(0.1, 1.0), 1)}
    values.update({k[:1].upper() + k[1:]: _cap(str(v)) for k, v in list(values.items())})
    return template.format(**values)


def _words(sentences: list[str]) -> int:
    return sum(len(s.split()) for s in sentences)


def generate_papers(n: int, seed: int = 0, start: int = 0) -> Iterator[Paper]:
    """Papers ``start .. start+n-1`` of seed ``seed``, one at a time (nothing accumulated)."""
    for i in range(start, start + n):
        yield synthetic_paper(i, seed)


def synthetic_queries(n: int, seed: int = 0) -> list[str]:
    """Researcher-style questions drawn from the same vocabularies (for latency and recall measurements)."""
    r = random.Random(f"litchat-synthetic-queries|{seed}")
    shapes = ("which papers use {method} for {objects}?", "how do {objects} handle {problem}?",
              "results on {dataset} with {method}", "{method} to reduce {problem} in {area}",
              "what improves {metric} on {dataset}?")
    out = []
    for _ in range(n):
        f = r.choice(FIELDS)
        out.append(r.choice(shapes).format(method=r.choice(f.methods), objects=r.choice(f.objects),
                                           problem=r.choice(f.problems), dataset=r.choice(f.datasets),
                                           metric=r.choice(f.metrics), area=f.name))
    return out


def paper_json(p: Paper) -> str:
    return json.dumps({"title": p.title, "authors": p.authors, "year": p.year, "categories": p.categories,
                       "abstract": p.abstract}, ensure_ascii=False)


def write_jsonl_corpus(folder: Path, n: int, seed: int = 0, max_file_bytes: int = 4_000_000) -> list[Path]:
    """Write ``n`` synthetic papers as JSONL shards (each under ``max_file_bytes``) that `litchat ingest` reads."""
    folder.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    out, size = None, 0
    try:
        for p in generate_papers(n, seed):
            line = (paper_json(p) + "\n").encode("utf-8")
            if out is None or size + len(line) > max_file_bytes:
                if out is not None:
                    out.close()
                paths.append(folder / f"synthetic-{seed}-{len(paths):04d}.jsonl")
                out, size = open(paths[-1], "wb"), 0
            out.write(line)
            size += len(line)
    finally:
        if out is not None:
            out.close()
    return paths
