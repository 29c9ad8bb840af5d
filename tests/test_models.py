"""Properties that hold by construction: cached decoding equals recomputation, causality, the fast attention path
equals the weight-returning one, the T5 bucket function's hand-checked values, and the "attention that starts
local" initialisations writing the rows of the heads they mean to."""

import pytest
import torch

import models
from models.bert import start_bert_attention_local
from models.layers import LOCAL_OFFSETS, Attention, KVCache, causal_mask
from models.t5 import relative_position_bucket, start_t5_attention_local
from tests.conftest import randomize_

GPT_CFG = models.GPTConfig(vocab_size=120, max_seq_len=48, d_model=48, n_layer=3, n_head=4)
BERT_CFG = models.BERTConfig(vocab_size=120, max_seq_len=48, d_model=48, n_layer=3, n_head=4)
T5_CFG = models.T5Config(vocab_size=120, d_model=48, d_head=12, d_ff=96, n_layer=2, n_decoder_layer=3, n_head=4,
                         num_buckets=16, max_distance=24)


def _random_t5():
    # Gentler spread than the other models: T5 does not divide scores by sqrt(d_head), so the default spread gives
    # scores near 70, where float32 rounding alone in a saturated softmax exceeds the 1e-5 tolerance.
    return randomize_(models.T5(T5_CFG), std=0.1)


def _ids(T, B=2, seed=0, vocab=120):
    return torch.randint(3, vocab, (B, T), generator=torch.Generator().manual_seed(seed))


@torch.no_grad()
def test_gpt_cached_decoding_equals_full_recomputation_at_every_step():
    # float64: in float32 a one-row matmul and a T-row matmul round differently (about 3e-6 relative, so ~1e-5 on
    # logits near 4, depending on the thread count); float64 checks the cache logic itself, not the rounding.
    gpt = randomize_(models.GPT(GPT_CFG)).double()
    ids = _ids(30)
    cache = gpt.new_cache(capacity=4)  # small on purpose: the cache must grow along the way
    prompt = 6
    step_logits = [gpt(ids[:, :prompt], cache=cache).logits[:, -1]]
    for t in range(prompt, ids.shape[1]):
        step_logits.append(gpt(ids[:, t:t + 1], cache=cache).logits[:, -1])
    full = gpt(ids).logits
    for k, logits in enumerate(step_logits[:-1]):
        torch.testing.assert_close(logits, full[:, prompt - 1 + k], atol=1e-5, rtol=0)
    assert cache[0].length == ids.shape[1]


@torch.no_grad()
def test_t5_cached_decoding_equals_full_recomputation_at_every_step():
    t5 = _random_t5().double()  # float64, as for GPT above
    src, dec = _ids(17), _ids(15, seed=1)
    mask = torch.ones_like(src)
    mask[0, 12:] = 0
    memory, _ = t5.encode(src, mask)
    cache = t5.new_cache(capacity=2)
    full = t5.decode(dec, memory, mask)[0]
    for t in range(dec.shape[1]):
        logits = t5.decode(dec[:, t:t + 1], memory, mask, cache=cache)[0][:, -1]
        torch.testing.assert_close(logits, full[:, t], atol=1e-5, rtol=0)


@torch.no_grad()
def test_gpt_is_causal():
    gpt = randomize_(models.GPT(GPT_CFG))
    ids = _ids(20)
    changed = ids.clone()
    changed[:, 11] = (changed[:, 11] + 7) % 120
    a, b = gpt(ids).logits, gpt(changed).logits
    torch.testing.assert_close(a[:, :11], b[:, :11], atol=0, rtol=0)
    assert (a[:, 11:] - b[:, 11:]).abs().max() > 1e-3


@torch.no_grad()
def test_t5_decoder_is_causal_and_encoder_is_bidirectional():
    t5 = _random_t5()
    src, dec = _ids(12), _ids(10, seed=1)
    changed = dec.clone()
    changed[:, 6] = (changed[:, 6] + 5) % 120
    a = t5(src, decoder_input_ids=dec).logits
    b = t5(src, decoder_input_ids=changed).logits
    torch.testing.assert_close(a[:, :6], b[:, :6], atol=0, rtol=0)
    assert (a[:, 6:] - b[:, 6:]).abs().max() > 1e-3
    # Every decoder position sees the whole encoder input, the last source token included.
    src2 = src.clone()
    src2[:, -1] = (src2[:, -1] + 5) % 120
    c = t5(src2, decoder_input_ids=dec).logits
    assert (a[:, 0] - c[:, 0]).abs().max() > 1e-3


@torch.no_grad()
def test_bert_is_bidirectional_and_ignores_padding_content():
    bert = randomize_(models.BERT(BERT_CFG))
    ids = _ids(16)
    changed = ids.clone()
    changed[:, 12] = (changed[:, 12] + 9) % 120
    a, b = bert(ids).logits, bert(changed).logits
    assert (a[:, :12] - b[:, :12]).abs().amax(dim=-1).min() > 1e-4  # every earlier position sees the change
    # Whatever sits in padded positions does not change the real tokens' outputs.
    mask = torch.ones_like(ids)
    mask[:, 10:] = 0
    pad_changed = ids.clone()
    pad_changed[:, 10:] = 5
    torch.testing.assert_close(bert(ids, attention_mask=mask).logits[:, :10],
                               bert(pad_changed, attention_mask=mask).logits[:, :10], atol=1e-6, rtol=0)


@pytest.mark.parametrize("masked", [1, 63, 64, 65])
def test_bert_scores_its_masked_rows_padded_to_a_few_sizes_with_the_same_loss_and_gradients(masked):
    """The head sees the N masked rows padded to a multiple of SCORED_ROWS_BUCKET (so that the allocator meets a few
    sizes, not a new one every batch); the loss, its gradients and the (N, vocab_size) logits returned are those of
    scoring the N rows alone."""
    from models.bert import SCORED_ROWS_BUCKET

    bert = randomize_(models.BERT(BERT_CFG)).eval()
    ids = _ids(16).repeat(5, 1)  # 10 x 16 positions, room for 65 masked ones
    labels = torch.full_like(ids, -100)
    chosen = torch.randperm(ids.numel(), generator=torch.Generator().manual_seed(masked))[:masked]
    labels.view(-1)[chosen] = ids.view(-1)[chosen]
    head_rows = []
    hook = bert.lm_head.register_forward_hook(lambda module, args, out: head_rows.append(args[0].shape[0]))
    try:
        out = bert(ids, labels=labels)
    finally:
        hook.remove()
    assert head_rows == [-(-masked // SCORED_ROWS_BUCKET) * SCORED_ROWS_BUCKET] and out.logits.shape == (masked, 120)
    out.loss.backward()
    padded = {name: p.grad.clone() for name, p in bert.named_parameters()}
    bert.zero_grad()
    scored = labels != -100
    alone = bert(ids).logits[scored]  # every position through the head, then the N scored rows taken
    loss = torch.nn.functional.cross_entropy(alone.float(), labels[scored])
    loss.backward()
    torch.testing.assert_close(out.loss, loss, atol=1e-6, rtol=1e-6)
    torch.testing.assert_close(out.logits, alone, atol=1e-6, rtol=1e-6)
    for name, p in bert.named_parameters():
        torch.testing.assert_close(padded[name], p.grad, atol=1e-6, rtol=1e-5, msg=name)


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("with_bias", [False, True])
def test_fast_and_weight_returning_attention_paths_agree(causal, with_bias):
    torch.manual_seed(0)
    attn = Attention(32, 4, 8, bias=not with_bias, scale=1.0 if with_bias else None).eval()
    x = torch.randn(2, 9, 32)
    mask = torch.ones(2, 1, 1, 9, dtype=torch.bool)
    mask[1, ..., 6:] = False
    bias = torch.randn(1, 4, 9, 9) if with_bias else None
    fast, none = attn(x, causal=causal, mask=mask, bias=bias)
    slow, weights = attn(x, causal=causal, mask=mask, bias=bias, need_weights=True)
    assert none is None and weights.shape == (2, 4, 9, 9)
    torch.testing.assert_close(fast, slow, atol=1e-5, rtol=0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 4, 9), atol=1e-6, rtol=0)
    if causal:
        assert weights.triu(diagonal=1).abs().max() == 0


def test_causal_attention_without_mask_uses_the_fused_causal_kernel_with_the_same_numbers(monkeypatch):
    """Plain causal self-attention (GPT's training and prompt passes) hands the kernel is_causal=True and no mask;
    output and gradients equal those of the causal mask written out, and a cached step or asked-for weights
    still get the mask."""
    import torch.nn.functional as F

    from models import layers

    calls = []
    fused = F.scaled_dot_product_attention

    def spy(q, k, v, attn_mask=None, is_causal=False, **kwargs):
        calls.append((attn_mask is None, is_causal))
        return fused(q, k, v, attn_mask=attn_mask, is_causal=is_causal, **kwargs)

    monkeypatch.setattr(layers.F, "scaled_dot_product_attention", spy)
    torch.manual_seed(0)
    attn = Attention(32, 4, 8)
    x = torch.randn(2, 9, 32, requires_grad=True)
    out, _ = attn(x, causal=True)
    assert calls == [(True, True)]
    (grad_x,) = torch.autograd.grad(out.square().sum(), x)
    written, _ = attn(x, mask=causal_mask(9, 9))  # the same keys, hidden by an explicit mask
    (grad_written,) = torch.autograd.grad(written.square().sum(), x)
    assert calls[-1] == (False, False)
    torch.testing.assert_close(out, written, atol=1e-6, rtol=0)
    torch.testing.assert_close(grad_x, grad_written, atol=1e-5, rtol=0)

    calls.clear()
    cache = KVCache()
    with torch.no_grad():
        attn(x[:, :5], causal=True, cache=cache)  # prompt pass, empty cache: fused
        attn(x[:, 5:7], causal=True, cache=cache)  # two new queries after five cached keys: written out
    assert calls == [(True, True), (False, False)]


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("with_bias", [False, True])
def test_bf16_cpu_training_takes_the_explicit_path_and_matches_the_fused_kernel(causal, with_bias, monkeypatch):
    """Under CPU bf16 autocast with gradients on, attention is written out (the fused kernel's bf16 backward is
    slow on CPU); outputs and every gradient, the position bias's included, must match the fused kernel's."""
    import torch.nn.functional as F

    from models import layers

    torch.manual_seed(0)
    attn = Attention(32, 4, 8, bias=not with_bias, scale=1.0 if with_bias else None)
    x = torch.randn(2, 9, 32)
    mask = torch.ones(2, 1, 1, 9, dtype=torch.bool)
    mask[1, ..., 6:] = False
    bias = torch.randn(1, 4, 9, 9) if with_bias else None

    def run(force_fused: bool):
        attn.zero_grad()
        inputs = x.clone().requires_grad_(True)
        table = bias.clone().requires_grad_(True) if with_bias else None
        calls = {"explicit": 0}
        real = layers.explicit_attention

        def counting(*args, **kwargs):
            calls["explicit"] += 1
            return real(*args, **kwargs)

        def fused(q, k, v, *, scale, bias=None, mask=None, dropout=0.0):
            # The same arguments through the fused kernel (the mask already includes the causal part).
            attn_mask = mask
            if bias is not None:
                attn_mask = bias if mask is None else bias.masked_fill(~mask, float("-inf"))
            return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask, scale=scale), None

        monkeypatch.setattr(layers, "explicit_attention", fused if force_fused else counting)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            out, weights = attn(x=inputs, causal=causal, mask=mask, bias=table)
        out.float().square().sum().backward()
        grads = [inputs.grad] + [p.grad for p in attn.parameters()] + ([table.grad] if with_bias else [])
        return out.float(), weights, grads, calls["explicit"]

    out, weights, grads, explicit_calls = run(force_fused=False)
    assert explicit_calls == 1 and weights is None
    ref_out, _, ref_grads, _ = run(force_fused=True)
    torch.testing.assert_close(out, ref_out, atol=2e-2, rtol=2e-2)
    for g, ref in zip(grads, ref_grads):
        torch.testing.assert_close(g, ref, atol=5e-2, rtol=5e-2)
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):  # inference keeps the fused kernel
        monkeypatch.setattr(layers, "explicit_attention", lambda *a, **k: pytest.fail("explicit path in inference"))
        attn(x, causal=causal, mask=mask, bias=bias)


@torch.no_grad()
@pytest.mark.parametrize("kind", ["gpt", "bert", "t5"])
def test_models_give_the_same_logits_with_and_without_attention_weights(kind):
    # float64: in float32 the two paths' rounding compounds over the layers to ~1e-5 on these spread-out random
    # weights; the attention module itself is held to 1e-5 in float32 by the test above.
    model = {"gpt": lambda: randomize_(models.GPT(GPT_CFG)), "bert": lambda: randomize_(models.BERT(BERT_CFG)),
             "t5": _random_t5}[kind]().double()
    ids = _ids(14)
    kwargs = {"decoder_input_ids": _ids(9, seed=3)} if kind == "t5" else {}
    fast = model(ids, **kwargs).logits
    slow = model(ids, output_attentions=True, **kwargs)
    torch.testing.assert_close(fast, slow.logits, atol=1e-5, rtol=0)
    if kind == "t5":
        assert len(slow.encoder_attentions) == 2 and len(slow.decoder_attentions) == len(slow.cross_attentions) == 3
        assert slow.cross_attentions[0].shape == (2, 4, 9, 14)
    else:
        assert len(slow.attentions) == 3 and slow.attentions[0].shape == (2, 4, 14, 14)


def test_kv_cache_grows_and_keeps_its_contents():
    cache = KVCache(capacity=2)
    chunks = [torch.randn(1, n, 2, 4) for n in (1, 3, 1, 5)]  # (B, T, H, D), time-major
    for c in chunks:
        keys, values = cache.append(c, -c)
    torch.testing.assert_close(keys, torch.cat(chunks, dim=1))
    torch.testing.assert_close(values, -torch.cat(chunks, dim=1))
    assert cache.length == 10 and cache.keys.shape[1] >= 10


def test_causal_mask_with_offset_queries():
    assert causal_mask(2, 4).tolist() == [[True, True, True, False], [True, True, True, True]]


def test_relative_position_buckets_hand_checked_and_as_in_transformers():
    rel = torch.tensor([-200, -100, -20, -9, -8, -7, -1, 0, 1, 7, 8, 20, 100, 200])
    bi = relative_position_bucket(rel, True, 32, 128).tolist()
    # 16 buckets per direction: 0..7 exact, then logarithmic; keys after the query use 16..31.
    assert bi[:8] == [15, 15, 10, 8, 8, 7, 1, 0]
    assert bi[8:] == [17, 23, 24, 26, 31, 31]
    uni = relative_position_bucket(rel, False, 32, 128).tolist()
    assert uni[7:] == [0] * 7  # the decoder never looks ahead: all future keys share bucket 0
    assert uni[:7] == [31, 30, 17, 9, 8, 7, 1]
    from transformers.models.t5.modeling_t5 import T5Attention
    for bidirectional, ours in [(True, bi), (False, uni)]:
        theirs = T5Attention._relative_position_bucket(rel, bidirectional=bidirectional, num_buckets=32,
                                                       max_distance=128)
        assert ours == theirs.tolist()


def test_config_checks():
    with pytest.raises(ValueError, match="divisible"):
        models.GPTConfig(d_model=30, n_head=4)
    gpt = models.GPT(models.GPTConfig(vocab_size=50, max_seq_len=8, d_model=16, n_layer=1, n_head=2))
    with pytest.raises(ValueError, match="longer than the model's context of 8"):
        gpt(torch.zeros(1, 9, dtype=torch.long))


# -- attention that starts local (models/layers.py): the initialisations and the weight layout they write ------------


@torch.no_grad()
@pytest.mark.parametrize("cross", [False, True])
def test_projection_rows_name_the_rows_forward_reads_as_each_heads_query_key_and_value(cross):
    attn = randomize_(Attention(16, 4, 4, cross=cross))
    x = torch.randn(2, 5, 16, generator=torch.Generator().manual_seed(0))
    if cross:  # forward: q from q_proj, then k, v as the two halves of kv_proj
        parts = dict(zip(("key", "value"), attn.kv_proj(x).chunk(2, dim=-1)), query=attn.q_proj(x))
    else:  # forward: (B, T, 3, H, D) -> query, key, value
        parts = dict(zip(("query", "key", "value"), attn.qkv_proj(x).view(2, 5, 3, 4 * 4).unbind(dim=2)))
    for part, projected in parts.items():
        for h in range(4):
            weight, rows = attn.projection_rows(part, h)
            bias = (attn.q_proj if cross and part == "query" else attn.kv_proj if cross else attn.qkv_proj).bias
            torch.testing.assert_close(projected[..., 4 * h:4 * (h + 1)], x @ weight[rows].T + bias[rows])


@torch.no_grad()
def test_bert_local_start_writes_each_heads_query_and_key_rows_and_nothing_else():
    torch.manual_seed(0)
    cfg = models.BERTConfig(vocab_size=300, max_seq_len=48, d_model=64, n_layer=2, n_head=4, dropout=0.0)
    bert = models.BERT(cfg).eval()
    before = {k: v.clone() for k, v in bert.state_dict().items()}
    start_bert_attention_local(bert)
    after = bert.state_dict()
    n_head, d_head, n_pairs = 4, 16, 32
    for i, block in enumerate(bert.blocks):
        values, rows = block.attn.projection_rows("value")
        assert torch.equal(values[rows], before[f"blocks.{i}.attn.qkv_proj.weight"][rows])  # values untouched
        for h in range(n_head):
            # Head h reads only its own frequency pairs (f = h, h + H, ...): 2 columns per pair, one row each.
            own = torch.zeros(cfg.d_model, dtype=torch.bool)
            own[[c for f in range(h, n_pairs, n_head) for c in (2 * f, 2 * f + 1)]] = True
            for part in ("query", "key"):
                weight, rows = block.attn.projection_rows(part, h)
                written = weight[rows]  # (D, C)
                assert written.shape == (d_head, cfg.d_model)
                assert not written[:, ~own].any() and written[:, own].any(dim=1).all(), (i, h, part)
            keys, rows = block.attn.projection_rows("key", h)
            assert keys[rows].count_nonzero() == d_head  # a key row reads one coordinate of one of its pairs
    untouched = [k for k in before if "qkv_proj" not in k and k != "pos_emb.weight"]
    assert all(torch.equal(before[k], after[k]) for k in untouched)
    # And the heads look where LOCAL_OFFSETS says, head by head, in every layer: rows written for head h are the
    # rows forward() reads as head h.
    ids = torch.randint(10, 300, (4, 48), generator=torch.Generator().manual_seed(1))
    for layer in bert(ids, output_attentions=True).attentions:
        for h in range(n_head):
            on = {offset: _attention_on_offset(layer[:, h], offset) for offset in LOCAL_OFFSETS}
            target = on.pop(LOCAL_OFFSETS[h])
            assert target > 0.5 and target > 10 * max(on.values()), (h, target, on)


@torch.no_grad()
def test_t5_local_start_writes_the_local_buckets_and_equal_cross_attention_queries_and_keys():
    torch.manual_seed(0)
    cfg = models.T5Config(vocab_size=300, d_model=64, d_head=16, d_ff=128, n_layer=2, n_head=4, dropout=0.0)
    t5 = models.T5(cfg).eval()
    before = {k: v.clone() for k, v in t5.state_dict().items()}
    start_t5_attention_local(t5)
    encoder_bias = t5.encoder_pos_bias(12, 12)[0]  # (H, T, T)
    for h in range(4):  # the largest bias of each query is on the key at its head's offset
        query = torch.arange(3, 9)
        assert torch.equal(encoder_bias[h, query].argmax(dim=-1), query + LOCAL_OFFSETS[h])
    assert torch.equal(t5.decoder_pos_bias(12, 12)[0, 0, 5].argmax(), torch.tensor(4))  # decoder head 0: previous
    for i, block in enumerate(t5.decoder_blocks):
        queries, q_rows = block.cross_attn.projection_rows("query")
        keys, k_rows = block.cross_attn.projection_rows("key")
        values, v_rows = block.cross_attn.projection_rows("value")
        assert torch.equal(queries[q_rows], keys[k_rows])  # the same matrix: a sentinel first finds itself
        assert torch.equal(values[v_rows], before[f"decoder_blocks.{i}.cross_attn.kv_proj.weight"][v_rows])
    changed = {k for k in before if not torch.equal(before[k], t5.state_dict()[k])}
    assert changed <= {"encoder_pos_bias.bucket_emb.weight", "decoder_pos_bias.bucket_emb.weight"} | {
        f"decoder_blocks.{i}.cross_attn.{p}.weight" for i in range(2) for p in ("q_proj", "kv_proj")}


def _attention_on_offset(weights: torch.Tensor, offset: int) -> float:
    """Mean attention weight from query i to key i + offset, over the queries where that key exists."""
    T = weights.shape[-1]
    queries = torch.arange(max(0, -offset), min(T, T - offset))
    return weights[..., queries, queries + offset].mean().item()


def test_bert_starts_with_heads_on_the_previous_and_next_token():
    torch.manual_seed(0)
    cfg = models.BERTConfig(vocab_size=300, max_seq_len=64, d_model=64, n_layer=2, n_head=2, dropout=0.0)
    plain, local = models.BERT(cfg).eval(), models.BERT(cfg).eval()
    start_bert_attention_local(local)
    ids = torch.randint(10, 300, (4, 64), generator=torch.Generator().manual_seed(1))
    for layer in local(ids, output_attentions=True).attentions:
        assert _attention_on_offset(layer[:, 0], -1) > 0.8  # head 0: previous token
        assert _attention_on_offset(layer[:, 1], +1) > 0.8  # head 1: next token
    for layer in plain(ids, output_attentions=True).attentions:  # BERT's own initialisation: near uniform
        assert _attention_on_offset(layer, -1) < 0.05 and _attention_on_offset(layer, +1) < 0.05
    # Still exactly BERT: transformers reads the initialised weights and computes the same logits.
    torch.testing.assert_close(models.to_hf(local)(input_ids=ids).logits, local(ids).logits, atol=1e-4, rtol=1e-4)


def test_t5_starts_local_and_cross_attention_finds_the_same_sentinel():
    torch.manual_seed(0)
    cfg = models.T5Config(vocab_size=300, d_model=64, d_head=32, d_ff=128, n_layer=2, n_head=2, dropout=0.0)
    t5 = models.T5(cfg).eval()
    start_t5_attention_local(t5)
    ids = torch.randint(110, 300, (2, 40), generator=torch.Generator().manual_seed(1))
    ids[:, 12], ids[:, 30] = 7, 8  # two sentinels in the input
    decoder_ids = torch.tensor([[0, 7, 150, 8], [0, 7, 151, 8]])
    out = t5(input_ids=ids, decoder_input_ids=decoder_ids, output_attentions=True)
    first = out.encoder_attentions[0]
    assert _attention_on_offset(first[:, 0], -1) > 0.5 and _attention_on_offset(first[:, 1], +1) > 0.5
    # The decoder position reading sentinel 7 looks at the encoder's 7 far more than at the 8 (and more than the
    # uniform 1/40), and the one reading 8 at the 8. Only a preference: the encoder has already mixed each
    # sentinel with its neighbours, so the match is partial at the start.
    cross = torch.stack(out.cross_attentions).mean(dim=(0, 2))  # (B, T_dec, T_enc), layers and heads averaged
    assert cross[:, 1, 12].mean() > max(3 * cross[:, 1, 30].mean(), 0.05)
    assert cross[:, 3, 30].mean() > max(3 * cross[:, 3, 12].mean(), 0.05)
    torch.testing.assert_close(models.to_hf(t5)(input_ids=ids, decoder_input_ids=decoder_ids).logits, out.logits,
                               atol=1e-4, rtol=1e-4)
