"""The Train tab's child process: train_tiny.py's own loop for one run, reporting every step and evaluation as a
JSON line on its stdout (playground/training_run.py starts it and reads them).

    python -m playground.training_worker      # then one JSON line on stdin: {"argv": [...], "probe": ..., ...}

It calls train_tiny.py's parse_args, prepare, open_run_dir and train_model with the flags the command line would get,
so the weights are those of `python train_tiny.py` with the same flags, bit for bit (tests/test_train_tab.py). The
loop tells it about every step and evaluation (train_model's on_event), and at each evaluation it asks the visitor's
probe, with the random state forked so that no number of the run changes. A "stop" line on stdin (or the end of
input: the server has gone) stops the loop after the step in progress, which writes its checkpoint as Ctrl-C would;
the model is then saved as it is. One torch thread, one tokenizer thread, at a lower CPU priority (nice 10).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import threading
import time
from dataclasses import asdict, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python -m playground.training_worker` from the repository root
    sys.path.insert(0, str(ROOT))

from playground.inference import TITLES, InputError  # noqa: E402
from playground.training_run import PROBE_SAMPLING, PROBE_TOKENS, WORD  # noqa: E402


def one_token_share(tok, docs: list[str], limit: int = 20_000) -> float:
    """The share of the text's words (up to `limit` of them) that the tokenizer keeps as one token (after a space,
    as words mostly come)."""
    words = [w for d in docs for w in WORD.findall(d)][:limit]
    if not words:
        return 0.0
    single = sum(len(tok.encode(" " + w)) == 1 for w in words)
    return single / len(words)


def attention_record(att) -> dict:
    """An inference.AttentionMap as JSON: weights rounded to 3 decimals (a map per evaluation stays small)."""
    return {"name": att.name, "weights": [[[[round(float(x), 3) for x in row] for row in head] for head in layer]
                                          for layer in att.weights],
            "query_ids": att.query_ids, "key_ids": att.key_ids, "query_tokens": att.query_tokens,
            "key_tokens": att.key_tokens}


def ask_probe(kind: str, model, tok, probe: str) -> dict:
    """The model's answer to the probe now, with the attention on the probe sentence. The model goes back to the
    mode it was in, and the random state is forked, so training goes on exactly as without the probe."""
    import torch  # noqa: PLC0415

    from playground import inference  # noqa: PLC0415

    model.tokenizer = tok  # what inference's functions read the tokenizer from
    was_training = model.training
    model.eval()
    try:
        with torch.random.fork_rng():
            if kind == "gpt":
                greedy = inference.generate(model, probe, max_new_tokens=PROBE_TOKENS, temperature=0.0)
                sampled = inference.generate(model, probe, seed=0, **asdict(PROBE_SAMPLING))
                prompt_ids = greedy.context_ids[:len(greedy.context_ids) - len(greedy.steps)]
                att = inference.gpt_attention(model, prompt_ids)
                answer = {"greedy": greedy.new_text, "sampled": sampled.new_text}
            elif kind == "bert":
                result = inference.fill_mask(model, probe, top_k=5)
                answer = {"top-5": [[p["token_str"], round(p["score"], 4)] for p in result.predictions[0]]}
                att = result.attention
            else:
                result = inference.infill(model, probe, max_new_tokens=PROBE_TOKENS)
                answer = {"filled": result.filled}
                att = result.attention["encoder self-attention"]
    except InputError as e:  # e.g. a probe longer than the model's context
        return {"error": str(e)}
    finally:
        model.train(was_training)
    return {"answer": answer, "attention": attention_record(att)}


def worker_main() -> int:
    """`python -m playground.training_worker`: read the settings line, train, report on stdout."""
    events = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # what train_tiny.py prints (progress, notes) goes to the log, not into the events
    try:
        os.nice(10)  # the page and the other tabs come first
    except OSError:
        pass

    def emit(event: str, **data) -> None:
        events.write(json.dumps({"event": event, "time": time.time(), **data}) + "\n")

    request = json.loads(sys.stdin.readline())
    try:
        return train(request, emit)
    except Exception as e:  # the traceback goes to the run's log; the page gets one sentence
        import traceback  # noqa: PLC0415

        traceback.print_exc()
        emit("failed", message=f"Training failed ({type(e).__name__}: {str(e)[:200]}); press Start to try again.")
        return 1


def start_from_bundled(train_tiny, kind: str, folder: Path) -> None:
    """Make train_tiny.py's prepare and train_model start from the bundled model of this kind ("teach it your
    text"): its tokenizer instead of one trained on the text, its config (its shape, with the preset's dropout)
    and its weights instead of fresh ones. The recipe (steps, learning rate, batches, objective) and the loop stay
    the preset's. It swaps two of train_tiny.py's names in this child process only: the loop itself is untouched."""
    from models import CheckpointError  # noqa: PLC0415
    from models.hf_folder import find_weights, load_weights  # noqa: PLC0415
    from training import InputError as TrainingInputError  # noqa: PLC0415

    try:
        bundled = load_weights(find_weights(folder, kind))
    except (CheckpointError, OSError) as e:
        raise TrainingInputError(f"the bundled {TITLES[kind]} cannot be loaded ({e}); start from scratch "
                                 "instead") from None
    if bundled.tokenizer is None:
        raise TrainingInputError(f"the bundled {TITLES[kind]} has no tokenizer.json beside it; start from scratch "
                                 "instead")
    weights = {name: t.detach().clone() for name, t in bundled.state_dict().items()}
    make_recipe = train_tiny.make_recipe

    def recipe_from_bundled(recipe_kind, tok, args):
        recipe = make_recipe(recipe_kind, tok, args)
        reads = {"gpt": recipe.window - 1, "bert": recipe.window + 2}.get(recipe_kind)  # T5: relative positions
        context = getattr(bundled.config, "max_seq_len", None)
        if reads is not None and reads > context:
            raise TrainingInputError(f"the preset trains {TITLES[kind]} on windows longer than the bundled model's "
                                     f"context of {context} tokens; start from scratch instead")
        recipe.config = replace(bundled.config, dropout=recipe.config.dropout)
        recipe.init = lambda model: model.load_state_dict(weights)
        return recipe

    train_tiny.train_tokenizer = lambda docs, vocab_size=None: bundled.tokenizer
    train_tiny.make_recipe = recipe_from_bundled


def train(request: dict, emit) -> int:
    """The run itself: train_tiny.py's parse_args, prepare, open_run_dir and train_model."""
    stop = threading.Event()

    def listen() -> None:
        for line in sys.stdin:
            if line.strip() == "stop":
                stop.set()
                return
        # The end of input: the server is gone (killed, or ended without its atexit). Nobody will use this run or
        # remove its session's files, so the run does both, now.
        shutil.rmtree(request["session_folder"], ignore_errors=True)
        os._exit(0)

    threading.Thread(target=listen, daemon=True).start()
    emit("started")

    import train_tiny  # noqa: PLC0415 (after the pipes are set: importing torch takes a while)
    from models import parameter_count, save  # noqa: PLC0415
    from training import InputError as TrainingInputError  # noqa: PLC0415
    from training.runtime import Interrupted, setup_env  # noqa: PLC0415

    args = train_tiny.parse_args(request["argv"])
    kind, probe = args.models[0], request["probe"]
    try:
        if request.get("init_from"):
            start_from_bundled(train_tiny, kind, Path(request["init_from"]))
        env = setup_env(args.device, args.precision, args.threads)
        plan = train_tiny.prepare(args, env)
    except TrainingInputError as e:
        emit("failed", message=str(e)[0].upper() + str(e)[1:])
        return 2
    tokens = sum(map(len, plan.train_ids)) + sum(map(len, plan.held_out_ids))
    emit("prepared", tokens=tokens, train_tokens=sum(map(len, plan.train_ids)), vocab_size=plan.tok.vocab_size,
         one_token_share=round(one_token_share(plan.tok, plan.held_out_docs), 4), precision=env.precision,
         corpus={k: v for k, v in plan.corpus_info.items() if k != "files"})
    train_tiny.open_run_dir(plan, env)
    recipe = plan.recipes[0]
    last = {}

    def on_event(name: str, model, state) -> None:
        log = state.log
        if name == "step":
            if not last:
                emit("training", parameters=parameter_count(model))
            last.update(model=model, step=state.step)
            emit("step", step=state.step, loss=log["train_loss"][-1], lr=log["lr"][-1], tokens=state.tokens_seen,
                 elapsed=round(state.elapsed, 3))
        else:
            emit("eval", step=state.step, valid_loss=log["valid_loss"][-1], **ask_probe(kind, model, plan.tok, probe))

    try:
        entry = train_tiny.train_model(recipe, plan, args, env, on_event=on_event, should_stop=stop.is_set)
    except Interrupted:
        path = plan.run_dir / f"{kind}.safetensors"  # float32, exactly the weights at the step it stopped
        save(last["model"], path, metadata={"seed": str(args.seed), "tokenizer_sha256": plan.tok.sha256,
                                            "stopped_at_step": str(last["step"])})
        emit("stopped", path=str(path), step=last["step"])
        return 0
    emit("finished", path=str(plan.run_dir / f"{kind}.safetensors"), steps=entry["steps"],
         metrics=entry.get("metrics", {}), baselines=entry.get("baselines", {}))
    return 0


if __name__ == "__main__":
    sys.exit(worker_main())
