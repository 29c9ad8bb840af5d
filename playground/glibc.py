"""Requests to glibc's allocator, which otherwise keeps what a Python process has freed: the server and the Train
tab's children would stay as large as their largest moment. Without glibc (macOS, musl) they do nothing."""

import ctypes
import functools


@functools.cache
def _libc():
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None


def limit_memory_arenas(arenas: int) -> None:
    """glibc gives each thread that allocates its own memory arena (up to 8 per core) and keeps what was freed
    there, so a burst of requests handled by many threads leaves the server larger than it needs to be. One arena
    per request that runs at once keeps it bounded."""
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(-8, arenas)  # -8 is M_ARENA_MAX


def release_freed_memory() -> None:
    """Hand memory that has been freed back to the system."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


def return_large_blocks(threshold_bytes: int) -> None:
    """Serve every allocation of at least threshold_bytes with its own mapping, given back the moment it is freed.
    glibc otherwise raises that threshold (up to 32 MB) each time such a block is freed, and later large blocks
    (tensors, request bodies, figures' JSON) land in the heap, where a few live objects can pin them."""
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(-3, threshold_bytes)  # -3 is M_MMAP_THRESHOLD

