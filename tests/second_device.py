"""A pretend second device on a CPU-only machine, so that the tests can catch what only a GPU used to catch: a tensor
made on the host and handed to a model that lives on the device ("Expected all tensors to be on the same device").

    with SecondDevice() as device:          # device is torch.device("cpu", 0): real CPU memory, tracked apart
        model = build(...).to(device)       # its weights are now "on the device"
        model(torch.tensor([[1, 2]]))       # DeviceMismatch: the ids never went to the device

How it tracks: a TorchFunctionMode sees every torch call. A tensor is on the device when it was made with
device=<that device> (or moved there with .to), or computed from one that is; .cpu() (or .to("cpu")) brings a copy
back. Reading .device of a device tensor answers the pretend device, so code that writes
torch.arange(T, device=x.device) does the right thing here exactly as on a GPU. Checked, as a GPU would refuse:
every tensor argument of every module's forward must be on the device when the module's weights are, and a device
tensor cannot become a numpy array. Everything still runs on the CPU, so the numbers are the CPU's.
"""

from __future__ import annotations

import torch
from torch.overrides import TorchFunctionMode
from torch.utils._pytree import tree_flatten

DEVICE = torch.device("cpu", 0)  # equal to no other CPU device object: how the tracker tells "the device" apart
MARK = "_on_second_device"


class DeviceMismatch(RuntimeError):
    pass


def on_device(t) -> bool:
    return isinstance(t, torch.Tensor) and getattr(t, MARK, False)


def marked(t: torch.Tensor) -> torch.Tensor:
    setattr(t, MARK, True)
    return t


def is_the_device(value) -> bool:
    return isinstance(value, (torch.device, str)) and torch.device(value) == DEVICE


def is_host(value) -> bool:
    return isinstance(value, (torch.device, str)) and torch.device(value) == torch.device("cpu")


def target_of_to(args, kwargs):
    """The device a .to(...) call names, if any."""
    for value in list(args[1:]) + [kwargs.get("device")]:
        if isinstance(value, (torch.device, str)):
            return torch.device(value)
    return None


class SecondDevice(TorchFunctionMode):
    def __init__(self):
        super().__init__()
        self.hooks = []

    def __enter__(self):
        super().__enter__()
        # Every module's inputs: a module whose weights are on the device refuses host tensors, as CUDA would.
        self.hooks.append(torch.nn.modules.module.register_module_forward_pre_hook(self.check_inputs))
        return DEVICE

    def __exit__(self, *exc):
        for hook in self.hooks:
            hook.remove()
        return super().__exit__(*exc)

    @staticmethod
    def check_inputs(module, args):
        weights = next(iter(module.parameters(recurse=False)), None)
        if weights is None or not on_device(weights):
            return
        for value in tree_flatten(args)[0]:
            if isinstance(value, torch.Tensor) and value.dim() > 0 and not on_device(value):
                raise DeviceMismatch(f"{type(module).__name__} lives on the device but was given a host tensor of "
                                     f"shape {tuple(value.shape)}: Expected all tensors to be on the same device")

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func == torch.Tensor.device.__get__:  # (a new method-wrapper each time: == not is)
            return DEVICE if on_device(args[0]) else torch.device("cpu")
        if func is torch.Tensor.numpy and on_device(args[0]):
            raise DeviceMismatch("can't convert a device tensor to numpy: call .cpu() first")
        out = func(*args, **kwargs)
        if func == torch.Tensor.data.__set__ and on_device(args[1]):  # Module.to: param.data = param.to(device)
            marked(args[0])
            return out
        if func == torch.Tensor.grad.__get__:  # gradients live where their weights do
            return marked(out) if out is not None and on_device(args[0]) else out
        if func is torch.Tensor.cpu or (func is torch.Tensor.to and is_host(target_of_to(args, kwargs))):
            # A copy on the host: a new tensor object, unmarked (on a CPU tensor .cpu() returns the same object).
            return out.view_as(out) if out is args[0] else out
        inputs = [t for t in tree_flatten((args, kwargs))[0] if isinstance(t, torch.Tensor)]
        to_device = func is torch.Tensor.to and is_the_device(target_of_to(args, kwargs))
        made_there = is_the_device(kwargs.get("device"))
        if to_device or made_there or any(on_device(t) for t in inputs):
            for t in tree_flatten(out)[0]:
                if isinstance(t, torch.Tensor):
                    marked(t)
        return out
