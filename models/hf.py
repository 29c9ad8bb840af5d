"""Interop with Hugging Face transformers: the one place where our parameter names meet theirs.

to_hf(model) -> GPT2LMHeadModel | BertForMaskedLM | T5ForConditionalGeneration with the same weights.
from_hf(hf_model) -> our GPT | BERT | T5 with the same weights.

transformers is imported inside these two functions only: the playground itself never needs it. The rest works on
plain dicts and tensors, so models/hf_folder.py writes and reads transformers folders without transformers:
hf_config_dict / our_config (config.json, both ways), hf_state_dict / load_hf_state_dict_ (the tensors, both ways).

The name tables below map each of our tensors to the Hugging Face tensor(s) it corresponds to. Two differences
besides names: our self-attention projects q, k and v with ONE fused matrix where BERT and T5 keep three (so a
fused weight is split into parts along its output dimension), and GPT-2 stores its linear layers as `Conv1D`,
whose weight is the transpose of nn.Linear's.
"""

import torch

from models.bert import BERT, BERTConfig
from models.gpt import GPT, GPTConfig
from models.t5 import T5, T5Config


def _gpt_names(cfg: GPTConfig):
    """our name -> (hf names, is_conv1d)"""
    names = {
        "tok_emb.weight": (["transformer.wte.weight"], False),
        "pos_emb.weight": (["transformer.wpe.weight"], False),
        "norm_f.weight": (["transformer.ln_f.weight"], False),
        "norm_f.bias": (["transformer.ln_f.bias"], False),
    }
    for i in range(cfg.n_layer):
        ours, theirs = f"blocks.{i}.", f"transformer.h.{i}."
        for our_part, hf_part, conv in [("attn_norm", "ln_1", False), ("attn.qkv_proj", "attn.c_attn", True),
                                        ("attn.out_proj", "attn.c_proj", True), ("mlp_norm", "ln_2", False),
                                        ("mlp.up", "mlp.c_fc", True), ("mlp.down", "mlp.c_proj", True)]:
            names[f"{ours}{our_part}.weight"] = ([f"{theirs}{hf_part}.weight"], conv)
            names[f"{ours}{our_part}.bias"] = ([f"{theirs}{hf_part}.bias"], False)
    return names


def _bert_names(cfg: BERTConfig):
    emb = "bert.embeddings."
    names = {
        "tok_emb.weight": ([emb + "word_embeddings.weight"], False),
        "pos_emb.weight": ([emb + "position_embeddings.weight"], False),
        "type_emb.weight": ([emb + "token_type_embeddings.weight"], False),
        "emb_norm.weight": ([emb + "LayerNorm.weight"], False),
        "emb_norm.bias": ([emb + "LayerNorm.bias"], False),
        "head_dense.weight": (["cls.predictions.transform.dense.weight"], False),
        "head_dense.bias": (["cls.predictions.transform.dense.bias"], False),
        "head_norm.weight": (["cls.predictions.transform.LayerNorm.weight"], False),
        "head_norm.bias": (["cls.predictions.transform.LayerNorm.bias"], False),
        "lm_head.bias": (["cls.predictions.bias"], False),
    }
    for i in range(cfg.n_layer):
        ours, theirs = f"blocks.{i}.", f"bert.encoder.layer.{i}."
        for p in ("weight", "bias"):
            names[f"{ours}attn.qkv_proj.{p}"] = (
                [f"{theirs}attention.self.{x}.{p}" for x in ("query", "key", "value")], False)
            for our_part, hf_part in [("attn.out_proj", "attention.output.dense"),
                                      ("attn_norm", "attention.output.LayerNorm"), ("mlp.up", "intermediate.dense"),
                                      ("mlp.down", "output.dense"), ("mlp_norm", "output.LayerNorm")]:
                names[f"{ours}{our_part}.{p}"] = ([f"{theirs}{hf_part}.{p}"], False)
    return names


def _t5_names(cfg: T5Config):
    names = {
        "tok_emb.weight": (["shared.weight"], False),
        "encoder_pos_bias.bucket_emb.weight": (
            ["encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"], False),
        "decoder_pos_bias.bucket_emb.weight": (
            ["decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"], False),
        "encoder_norm_f.weight": (["encoder.final_layer_norm.weight"], False),
        "decoder_norm_f.weight": (["decoder.final_layer_norm.weight"], False),
    }

    def attention(ours, theirs, cross):
        if cross:
            names[f"{ours}.q_proj.weight"] = ([f"{theirs}.q.weight"], False)
            names[f"{ours}.kv_proj.weight"] = ([f"{theirs}.k.weight", f"{theirs}.v.weight"], False)
        else:
            names[f"{ours}.qkv_proj.weight"] = ([f"{theirs}.{x}.weight" for x in "qkv"], False)
        names[f"{ours}.out_proj.weight"] = ([f"{theirs}.o.weight"], False)

    def feed_forward(ours, theirs):
        names[f"{ours}.up.weight"] = ([f"{theirs}.DenseReluDense.wi.weight"], False)
        names[f"{ours}.down.weight"] = ([f"{theirs}.DenseReluDense.wo.weight"], False)

    for i in range(cfg.n_layer):
        ours, theirs = f"encoder_blocks.{i}", f"encoder.block.{i}.layer"
        names[f"{ours}.attn_norm.weight"] = ([f"{theirs}.0.layer_norm.weight"], False)
        attention(f"{ours}.attn", f"{theirs}.0.SelfAttention", cross=False)
        names[f"{ours}.mlp_norm.weight"] = ([f"{theirs}.1.layer_norm.weight"], False)
        feed_forward(f"{ours}.mlp", f"{theirs}.1")
    for i in range(cfg.n_decoder_layer):
        ours, theirs = f"decoder_blocks.{i}", f"decoder.block.{i}.layer"
        names[f"{ours}.attn_norm.weight"] = ([f"{theirs}.0.layer_norm.weight"], False)
        attention(f"{ours}.attn", f"{theirs}.0.SelfAttention", cross=False)
        names[f"{ours}.cross_attn_norm.weight"] = ([f"{theirs}.1.layer_norm.weight"], False)
        attention(f"{ours}.cross_attn", f"{theirs}.1.EncDecAttention", cross=True)
        names[f"{ours}.mlp_norm.weight"] = ([f"{theirs}.2.layer_norm.weight"], False)
        feed_forward(f"{ours}.mlp", f"{theirs}.2")
    return names


NAME_TABLES = {"gpt": _gpt_names, "bert": _bert_names, "t5": _t5_names}


# transformers' defaults for the config fields read below, for a config.json that leaves them out.
HF_DEFAULTS = {
    "GPT2LMHeadModel": dict(n_positions=1024, n_embd=768, n_layer=12, n_head=12, n_inner=None,
                            activation_function="gelu_new", resid_pdrop=0.1, layer_norm_epsilon=1e-5,
                            eos_token_id=50256, scale_attn_by_inverse_layer_idx=False),
    "BertForMaskedLM": dict(hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072,
                            hidden_act="gelu", hidden_dropout_prob=0.1, max_position_embeddings=512,
                            type_vocab_size=2, layer_norm_eps=1e-12, pad_token_id=0,
                            position_embedding_type="absolute"),
    "T5ForConditionalGeneration": dict(d_model=512, d_kv=64, d_ff=2048, num_layers=6, num_decoder_layers=None,
                                       num_heads=8, relative_attention_num_buckets=32,
                                       relative_attention_max_distance=128, dropout_rate=0.1,
                                       layer_norm_epsilon=1e-6, feed_forward_proj="relu", tie_word_embeddings=True,
                                       pad_token_id=0, eos_token_id=1, decoder_start_token_id=0),
}


def hf_config_dict(model) -> dict:
    """Our config as transformers' config.json holds it: the class under "architectures", then its fields."""
    c = model.config
    if model.kind == "gpt":
        return dict(architectures=["GPT2LMHeadModel"], model_type="gpt2", vocab_size=c.vocab_size,
                    n_positions=c.max_seq_len, n_embd=c.d_model, n_layer=c.n_layer, n_head=c.n_head,
                    n_inner=c.d_ff, activation_function="gelu_new", resid_pdrop=c.dropout, embd_pdrop=c.dropout,
                    attn_pdrop=c.dropout, layer_norm_epsilon=c.norm_eps, bos_token_id=c.eos_token_id,
                    eos_token_id=c.eos_token_id, tie_word_embeddings=True)
    if model.kind == "bert":
        return dict(architectures=["BertForMaskedLM"], model_type="bert", vocab_size=c.vocab_size,
                    hidden_size=c.d_model, num_hidden_layers=c.n_layer, num_attention_heads=c.n_head,
                    intermediate_size=c.d_ff, hidden_act="gelu", hidden_dropout_prob=c.dropout,
                    attention_probs_dropout_prob=c.dropout, max_position_embeddings=c.max_seq_len,
                    type_vocab_size=c.type_vocab_size, layer_norm_eps=c.norm_eps, pad_token_id=c.pad_token_id,
                    tie_word_embeddings=True)
    return dict(architectures=["T5ForConditionalGeneration"], model_type="t5", vocab_size=c.vocab_size,
                d_model=c.d_model, d_kv=c.d_head, d_ff=c.d_ff, num_layers=c.n_layer,
                num_decoder_layers=c.n_decoder_layer, num_heads=c.n_head,
                relative_attention_num_buckets=c.num_buckets, relative_attention_max_distance=c.max_distance,
                dropout_rate=c.dropout, layer_norm_epsilon=c.norm_eps, feed_forward_proj="relu",
                tie_word_embeddings=True, pad_token_id=c.pad_token_id, eos_token_id=c.eos_token_id,
                decoder_start_token_id=c.decoder_start_token_id, is_encoder_decoder=True)


def our_config(fields: dict):
    """(model class, config) from a transformers config as a dict (config.json, or config.to_dict() with the class
    under "architectures"), refusing variants our files do not implement."""
    name = (fields.get("architectures") or [None])[0]
    if name not in HF_DEFAULTS:
        raise ValueError(f"Cannot convert {name}: expected GPT2LMHeadModel, BertForMaskedLM or "
                         "T5ForConditionalGeneration.")
    c = HF_DEFAULTS[name] | fields
    if name == "GPT2LMHeadModel":
        if c["activation_function"] not in ("gelu_new", "gelu_pytorch_tanh") or c["scale_attn_by_inverse_layer_idx"]:
            raise ValueError(f"Only standard GPT-2 converts (activation gelu_new), got {c['activation_function']}.")
        return GPT, GPTConfig(vocab_size=c["vocab_size"], max_seq_len=c["n_positions"], d_model=c["n_embd"],
                              n_layer=c["n_layer"], n_head=c["n_head"], d_ff=c["n_inner"] or 4 * c["n_embd"],
                              dropout=c["resid_pdrop"], norm_eps=c["layer_norm_epsilon"],
                              eos_token_id=c["eos_token_id"])
    if name == "BertForMaskedLM":
        if c["hidden_act"] != "gelu" or c["position_embedding_type"] != "absolute":
            raise ValueError("Only standard BERT converts (exact GELU, absolute positions).")
        return BERT, BERTConfig(vocab_size=c["vocab_size"], max_seq_len=c["max_position_embeddings"],
                                d_model=c["hidden_size"], n_layer=c["num_hidden_layers"],
                                n_head=c["num_attention_heads"], d_ff=c["intermediate_size"],
                                type_vocab_size=c["type_vocab_size"], dropout=c["hidden_dropout_prob"],
                                norm_eps=c["layer_norm_eps"], pad_token_id=c["pad_token_id"] or 0)
    if c["feed_forward_proj"] != "relu" or not c["tie_word_embeddings"]:
        raise ValueError("Only T5 v1.0 converts (ReLU feed-forward, tied embeddings); v1.1/mT5 use gated GELU.")
    return T5, T5Config(vocab_size=c["vocab_size"], d_model=c["d_model"], d_head=c["d_kv"], d_ff=c["d_ff"],
                        n_layer=c["num_layers"], n_decoder_layer=c["num_decoder_layers"] or c["num_layers"],
                        n_head=c["num_heads"], num_buckets=c["relative_attention_num_buckets"],
                        max_distance=c["relative_attention_max_distance"], dropout=c["dropout_rate"],
                        norm_eps=c["layer_norm_epsilon"], pad_token_id=c["pad_token_id"],
                        eos_token_id=c["eos_token_id"], decoder_start_token_id=c["decoder_start_token_id"])


def hf_state_dict(model) -> dict[str, torch.Tensor]:
    """Our weights under transformers' names, as views of ours. The tied output heads are left out, as
    save_pretrained leaves them out: transformers ties them to the embedding again when it loads."""
    ours = model.state_dict()
    tensors = {}
    for our_name, (hf_names, conv1d) in NAME_TABLES[model.kind](model.config).items():
        tensor = ours[our_name].T if conv1d else ours[our_name]
        tensors.update(zip(hf_names, tensor.chunk(len(hf_names), dim=0)))  # a fused q/k/v matrix -> its parts
    return tensors


@torch.no_grad()
def load_hf_state_dict_(model, hf_tensors: dict[str, torch.Tensor]):
    """Copy tensors named as transformers names them into our model (in place); every name must be there."""
    ours = model.state_dict()
    for our_name, (hf_names, conv1d) in NAME_TABLES[model.kind](model.config).items():
        tensor = torch.cat([hf_tensors[n] for n in hf_names], dim=0)
        ours[our_name].copy_(tensor.T if conv1d else tensor)
    return model


def _hf_config(model):
    import transformers

    fields = hf_config_dict(model)
    hf_cls = getattr(transformers, fields["architectures"][0])
    return hf_cls, hf_cls.config_class(**{k: v for k, v in fields.items() if k != "model_type"})


@torch.no_grad()
def to_hf(model, attn_implementation: str = "eager"):
    """The transformers model with our weights, in eval mode. Eager attention by default, so that
    output_attentions returns the weights; "sdpa" is transformers' faster default."""
    hf_cls, hf_config = _hf_config(model)
    hf_model = hf_cls._from_config(hf_config, attn_implementation=attn_implementation)
    hf_state = hf_model.state_dict()
    for hf_name, tensor in hf_state_dict(model).items():
        hf_state[hf_name].copy_(tensor)
    hf_model.tie_weights()
    return hf_model.eval()


@torch.no_grad()
def from_hf(hf_model):
    """Our model with the weights of a transformers GPT2LMHeadModel, BertForMaskedLM or
    T5ForConditionalGeneration (T5 v1.0), in eval mode."""
    model_cls, config = our_config(hf_model.config.to_dict() | {"architectures": [type(hf_model).__name__]})
    return load_hf_state_dict_(model_cls(config), hf_model.state_dict()).eval()
