"""GPT-2, BERT and T5, written from scratch in PyTorch, one readable file each.

    import models
    gpt = models.load("gpt")                       # weights/gpt.safetensors, tokenizer attached
    ids = torch.tensor([gpt.tokenizer.encode("Once upon a time")])
    out = gpt.generate(ids, max_new_tokens=30, temperature=0.8, top_k=50, top_p=0.95, seed=0)
    print(gpt.tokenizer.decode(out[0].tolist()))

Files: layers.py (attention, cache, MLP, norms, masks shared by all three), gpt.py, bert.py, t5.py (each
model's own block wiring), generation.py (sampling), checkpoint.py (safetensors save/load), hf.py (transformers
interop), tokenizer.py and objectives.py (training data).
"""

from models.bert import BERT, BERTConfig
from models.checkpoint import CheckpointError, load, parameter_count, save
from models.generation import GenerationStep, generate, stream_generate
from models.gpt import GPT, GPTConfig
from models.hf import from_hf, to_hf
from models.t5 import T5, T5Config

__all__ = ["GPT", "GPTConfig", "BERT", "BERTConfig", "T5", "T5Config", "save", "load", "CheckpointError",
           "parameter_count", "generate", "stream_generate", "GenerationStep", "to_hf", "from_hf"]
