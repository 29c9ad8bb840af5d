"""Processes and devices: one process per device (torchrun sets RANK and WORLD_SIZE), the training precision,
the RNG state a checkpoint carries, the few collectives the loop needs, and Ctrl-C.

    env = setup_env(device="auto", precision="auto", threads=None)
    with env.autocast():
        loss = model(**batch).loss
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass

import torch
import torch.distributed as dist

from training import InputError


@dataclass
class Env:
    rank: int
    world_size: int
    device: torch.device
    use_bf16: bool  # bf16 autocast: matmuls in bf16, fp32 master weights, no loss scaling needed

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    def autocast(self):
        return torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.use_bf16)

    @property
    def matmul_dtype(self) -> torch.dtype:
        """What the matrix multiplies run in: also Muon's orthogonalisation (training/optimizer.py)."""
        return torch.bfloat16 if self.use_bf16 else torch.float32

    @property
    def precision(self) -> str:
        """As recorded in the weights' metadata, the log and the resume fingerprint."""
        return "bf16" if self.use_bf16 else "fp32"

    def say(self, *parts) -> None:
        if self.is_main:
            print(*parts, flush=True)


def deterministic_kernels() -> None:
    """torch.use_deterministic_algorithms(True, warn_only=True) for the kernels, without its other half: that also
    sets torch's compiler's own flag, and imports the compiler to do it (1.5 s of CPU in every training process;
    training/optimizer.py says why the optimizer no longer imports it either). A run that compiles (--compile) sets
    the compiler's flag itself, just before (training/loop.py). warn_only: a few CUDA kernels (attention backward)
    have no deterministic version; CPU ones all do."""
    torch._C._set_deterministic_algorithms(True, warn_only=True)


def setup_env(device: str, precision: str, threads: int | None) -> Env:
    """One process per device; under torchrun, RANK/WORLD_SIZE/LOCAL_RANK come from the environment.
    device: auto | cpu | cuda; precision: auto | bf16 | fp32; threads: CPU threads per process (None: the cores
    shared out between the processes on this machine)."""
    rank, world_size = int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))
    local_rank, local_world = int(os.environ.get("LOCAL_RANK", 0)), int(os.environ.get("LOCAL_WORLD_SIZE", 1))
    if device == "cuda" and not torch.cuda.is_available():
        raise InputError("--device cuda was asked for but no CUDA GPU is visible; pass --device cpu (or auto).")
    use_cuda = device == "cuda" or (device == "auto" and torch.cuda.is_available())
    torch_device = torch.device("cuda", local_rank) if use_cuda else torch.device("cpu")
    if use_cuda:
        torch.cuda.set_device(torch_device)
    # Fixed thread count: CPU matmuls sum in an order that depends on it, and bit-reproducibility needs the same.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    torch.set_num_threads(threads or max(1, cores // local_world))
    deterministic_kernels()
    if world_size > 1 and not dist.is_initialized():
        dist.init_process_group("nccl" if use_cuda else "gloo")
    use_bf16 = precision == "bf16" or (precision == "auto" and (use_cuda or cpu_has_native_bf16()))
    return Env(rank=rank, world_size=world_size, device=torch_device, use_bf16=use_bf16)


# oneDNN (torch's CPU bf16 matmuls) uses no bf16 instructions when ONEDNN_MAX_CPU_ISA caps it below them: an operator
# may set it, and bench/RESULTS.md ("On a stand-in for the AVX2 CPU") uses it to stand in for an AVX2-only CPU.
ISAS_WITHOUT_BF16 = {"SSE41", "AVX", "AVX2", "AVX2_VNNI", "AVX512_CORE", "AVX512_CORE_VNNI"}


def cpu_has_native_bf16() -> bool:
    """True on CPUs that multiply bf16 in hardware (AVX512-BF16 or AMX), unless ONEDNN_MAX_CPU_ISA forbids those
    instructions. There a bf16 matmul of the training shapes runs about 4x faster than float32 (measured on this
    project's 2-core AMD EPYC: 730 vs 180 GFLOP/s); elsewhere bf16 is emulated and slower than float32."""
    if os.environ.get("ONEDNN_MAX_CPU_ISA", "").upper() in ISAS_WITHOUT_BF16:
        return False
    cpu = getattr(torch, "cpu", None)
    checks = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    return any(getattr(cpu, name, lambda: False)() for name in checks)


# ---------------------------------------------------------------------------------------------------------------------
# Collectives: identities when there is one process
# ---------------------------------------------------------------------------------------------------------------------


def all_ranks_sum(values: list[float], env: Env) -> list[float]:
    """Sum small numbers over the processes (identity when there is one)."""
    if env.world_size == 1:
        return values
    t = torch.tensor(values, dtype=torch.float64, device=env.device)
    dist.all_reduce(t)
    return t.tolist()


def gather_strings(text: str, env: Env) -> list[str]:
    """A hex string from every rank (fixed length), without pickling objects."""
    if env.world_size == 1:
        return [text]
    t = torch.tensor([int(c, 16) for c in text], dtype=torch.int64, device=env.device)
    parts = [torch.empty_like(t) for _ in range(env.world_size)]
    dist.all_gather(parts, t)
    return ["".join(f"{v:x}" for v in p.tolist()) for p in parts]


def weights_fingerprint(model) -> str:
    """sha256 of every parameter's bytes: equal across ranks when the replicas are identical."""
    sha = hashlib.sha256()
    for name, tensor in sorted(model.state_dict().items()):
        sha.update(name.encode())
        sha.update(tensor.detach().cpu().contiguous().numpy().tobytes())
    return sha.hexdigest()


def finish_processes(env: Env, barrier: bool = False) -> None:
    """Leave the process group at the end of a distributed run (nothing to do with one process)."""
    if env.world_size > 1:
        if barrier:
            dist.barrier()
        dist.destroy_process_group()


# ---------------------------------------------------------------------------------------------------------------------
# RNG state: what dropout draws from, saved in every checkpoint so a resumed run replays the same masks
# ---------------------------------------------------------------------------------------------------------------------


def rng_state(env: Env) -> torch.Tensor:
    """The generator dropout draws from: the GPU's on CUDA, the CPU's otherwise."""
    return torch.cuda.get_rng_state(env.device) if env.device.type == "cuda" else torch.get_rng_state()


def set_rng_state(env: Env, state: torch.Tensor) -> None:
    if env.device.type == "cuda":
        torch.cuda.set_rng_state(state, env.device)
    else:
        torch.set_rng_state(state)


def gather_rng_states(env: Env) -> list[torch.Tensor]:
    """Every rank's RNG state, so a resumed distributed run replays the same dropout masks on each rank."""
    state = rng_state(env)
    if env.world_size == 1:
        return [state]
    states = [torch.empty_like(state, device=env.device) for _ in range(env.world_size)]
    dist.all_gather(states, state.to(env.device))
    return [s.cpu() for s in states]


# ---------------------------------------------------------------------------------------------------------------------
# Ctrl-C (or SIGTERM): finish the step, write a checkpoint, exit
# ---------------------------------------------------------------------------------------------------------------------

STOP_REQUESTED = {"signal": None}  # set by the handler, read by the loop after every step


def request_stop(signum, frame):
    if STOP_REQUESTED["signal"] is not None:  # second Ctrl-C: the user means it
        raise KeyboardInterrupt
    STOP_REQUESTED["signal"] = signum
    print("\nstopping after this step and saving a checkpoint (Ctrl-C again to abort without saving)",
          file=sys.stderr, flush=True)


def stop_requested() -> bool:
    return STOP_REQUESTED["signal"] is not None


class Interrupted(Exception):
    """Raised by the loop after the checkpoint is written, when a stop was requested."""
