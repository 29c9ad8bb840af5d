"""GPT-2, BERT and T5, written from scratch in PyTorch, one readable file each.

    import models
    gpt = models.load("gpt")                       # weights/gpt.safetensors, tokenizer attached
    ids = torch.tensor([gpt.tokenizer.encode("Once upon a time")])
    out = gpt.generate(ids, max_new_tokens=30, temperature=0.8, top_k=50, top_p=0.95, seed=0)
    print(gpt.tokenizer.decode(out[0].tolist()))

Files: layers.py (attention, cache, MLP, norms, masks shared by all three), gpt.py, bert.py, t5.py (each
model's own block wiring and initialisation), generation.py (sampling, its limits and defaults), checkpoint.py
(safetensors save/load, the list of model kinds, the weights and snapshots folders), hf.py (transformers interop),
hf_folder.py (transformers folders, written and read without transformers), tokenizer.py and objectives.py
(training data), tasks.py (fill-mask and infill, typed special tokens), metrics.py (the held-out metrics' names and
formats), atomic.py (atomic file writes), outputs.py (what forward returns).

This is the bottom floor: nothing here imports training/, playground/ or bench/ (tests/test_layers_of_imports.py).
"""

from models.bert import BERT, BERTConfig
from models.checkpoint import MODEL_KINDS, WEIGHTS_DIR, CheckpointError, load, parameter_count, save
from models.generation import GenerationStep, generate, stream_generate
from models.gpt import GPT, GPTConfig
from models.hf import from_hf, to_hf
from models.hf_folder import load_pretrained, save_pretrained
from models.t5 import T5, T5Config

__all__ = ["GPT", "GPTConfig", "BERT", "BERTConfig", "T5", "T5Config", "save", "load", "CheckpointError",
           "parameter_count", "generate", "stream_generate", "GenerationStep", "to_hf", "from_hf", "MODEL_KINDS",
           "WEIGHTS_DIR", "save_pretrained", "load_pretrained"]
