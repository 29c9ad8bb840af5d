"""Special tokens typed as text (issue 21, point 5), one rule for every tab (playground.inference.encode_typed):
[PAD], [CLS], [SEP], [BOS], [EOS], [MASK] and <extra_id_N> in what a visitor types are plain text, read as their
characters and shown as typed; only the markers a tab asks for keep their meaning: [MASK] in Fill mask, ___ and
<extra_id_N> in Infill. On the bundled weights."""

import pytest

from models.tokenizer import CLS_ID, EOS_ID, MASK_ID, SEP_ID
from playground import inference, input_checks
from playground.inside import objective, structure

SPECIALS = "[PAD] [CLS] [SEP] [BOS] [EOS] [MASK] <extra_id_3>"



@pytest.fixture(scope="module")
def tok(store):
    return store.get("gpt").tokenizer


def specials_in(tok, ids) -> list[int]:
    return [i for i in ids if i in tok.special_ids]


def test_typed_special_tokens_are_their_characters(tok):
    # '[PAD]' is five byte-level tokens, not the padding id; decoding gives back what was typed.
    ids = inference.encode_typed(tok, "[PAD] cat")
    assert [tok.decode([i]) for i in ids] == ["[", "P", "A", "D", "]", " cat"]
    assert tok.decode(inference.encode_typed(tok, SPECIALS)) == SPECIALS
    assert specials_in(tok, inference.encode_typed(tok, SPECIALS)) == []
    # A tab's marker keeps its meaning, with the space typed before it absorbed; every other special is text.
    ids = inference.encode_typed(tok, "[SEP] on the [MASK].", inference.MASK_MARKER)
    assert specials_in(tok, ids) == [MASK_ID] and tok.decode(ids) == "[SEP] on the[MASK]."
    assert specials_in(tok, inference.encode_typed(tok, "[MASK] <extra_id_3>", inference.SENTINEL_MARKER)) == \
        [tok.sentinel_id(3)]
    # Something shaped like a sentinel that T5 does not have is text too.
    assert specials_in(tok, inference.encode_typed(tok, "<extra_id_05>", inference.SENTINEL_MARKER)) == []


def test_generate_reads_every_typed_special_as_text(store):
    gpt = store.get("gpt")
    ids, _, _ = inference.prepare_prompt(gpt, SPECIALS, 5)
    assert ids[0] == EOS_ID and specials_in(gpt.tokenizer, ids[1:]) == []  # [EOS] typed does not end a document
    update = inference.generate(gpt, SPECIALS, max_new_tokens=3, temperature=0, seed=0)
    assert update.text.startswith(SPECIALS)


def test_fill_mask_reads_only_mask_as_a_marker(store):
    bert = store.get("bert")
    text = "The [PAD] cat [SEP] is a [MASK] <extra_id_3>."
    ids = inference.bert_input_ids(bert, text)
    assert specials_in(bert.tokenizer, ids) == [CLS_ID, MASK_ID, SEP_ID]  # [PAD] is no padding, [SEP] no boundary
    result = inference.fill_mask(bert, text, 3)
    assert len(result.predictions) == 1
    assert result.filled.startswith("The [PAD] cat [SEP] is a") and result.filled.endswith(" <extra_id_3>.")
    # The BERT views of the Inside tab read the text the same way.
    assert structure.model_ids(bert, "bert", text) == ids


def test_infill_reads_blanks_and_sentinels_and_nothing_else(store):
    t5 = store.get("t5")
    result = inference.infill(t5, "[MASK] The dog [EOS] wagged its ___ [PAD].", 5)
    encoder_ids = result.attention["encoder self-attention"].query_ids
    assert specials_in(t5.tokenizer, encoder_ids) == [t5.tokenizer.sentinel_id(0), EOS_ID]  # [EOS] only at the end
    assert result.filled.startswith("[MASK] The dog [EOS] wagged its") and result.filled.endswith(" [PAD].")
    assert structure.t5_ids(t5, "[MASK] The dog [EOS] wagged its ___ [PAD].") == encoder_ids
    with pytest.raises(input_checks.InputError, match="no blank"):
        inference.infill(t5, "[MASK] and <extra_id_05> are no blanks.", 5)


def test_corrupt_reads_typed_sentinels_as_text(store):
    t5 = store.get("t5")
    result = inference.corrupt(t5, "The <extra_id_0> cat [SEP] sat on the mat by the door.", seed=0)
    encoder_ids = result.reconstruction.attention["encoder self-attention"].query_ids
    spans = len(result.true_spans)
    # Only the objective's own sentinels, each once, numbered from 0; then [EOS].
    assert spans and specials_in(t5.tokenizer, encoder_ids) == [t5.tokenizer.sentinel_id(i) for i in range(spans)] + \
        [EOS_ID]


def test_the_inside_views_follow_the_same_rule(store):
    gpt, bert, t5 = store.get("gpt"), store.get("bert"), store.get("t5")
    assert specials_in(gpt.tokenizer, structure.gpt_ids(gpt, "a [PAD] b [EOS] c")[1:]) == []
    # BERT's objective: a typed [PAD] used to get attention mask 0 (read as padding); as text it is attended to.
    data = objective.compute_objective(store.current(), "bert", "The cat [PAD] sat on the [MASK].", seed=0)
    assert all(data["batch"]["attention_mask"])
    # T5's objective places its own sentinels: one typed is text, so the target numbers spans from 0 without gaps.
    data = objective.compute_objective(store.current(), "t5", "The <extra_id_0> cat sat on the mat by the door.",
                                       seed=0, rate=0.3)
    written = [t for t in data["decoder_writes"] if t.startswith("<extra_id_")]
    assert written == [f"<extra_id_{i}>" for i in range(len(written))] and written
    assert "<extra_id_0>" not in data["pairs"]["data"][1][1]  # the typed one is split into its characters
