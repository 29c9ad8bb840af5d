"""Replace a whole folder in one step, so that a reader, or a process killed at any moment, finds the whole old
folder or the whole new one at its path, never a mix of the two.

    build = begin(out, keep)      # .<name>.build beside out: the files of out that keep() accepts, hard-linked
    link(new_file, build / name)  # ... put the new files in
    swap_in(build, out)           # out is now the new folder; the old one is deleted

The swap is one system call on Linux: renameat2(RENAME_EXCHANGE) (Linux 3.15+, glibc 2.28+; ext4, xfs, btrfs,
tmpfs and others) exchanges the two folders atomically. Elsewhere (macOS, Windows, musl, a filesystem without
it) it takes two renames, out -> .<name>.old then .<name>.new -> out; a process killed between them leaves no
folder at `out`, and recover(), which begin() runs first, finishes that swap with the complete new folder. A
reader in that instant finds no folder and says so; it never finds a mixed one. The three .<name>.* folders
beside out are the only things left behind by a killed process, and the next begin() removes them.

The folder and the build sit in the same parent, so they are on one filesystem (out must not be a mount point);
hard links cost no copying, and files are copied where a filesystem has no hard links.
"""

from __future__ import annotations

import ctypes
import errno
import os
import shutil
import sys
from pathlib import Path
from typing import Callable

RENAME_EXCHANGE = 2  # from linux/fs.h: swap the two paths
AT_FDCWD = -100  # paths relative to the working directory


class SwapUnsupported(OSError):
    """This system or filesystem cannot exchange two paths in one step."""


def siblings(out: Path) -> tuple[Path, Path, Path]:
    """The build (being filled), new (complete, about to be swapped in) and old (swapped out) folders beside out."""
    return tuple(out.with_name(f".{out.name}.{stage}") for stage in ("build", "new", "old"))


def recover(out: Path) -> None:
    """Finish what a killed swap left: with no folder at out, the complete new folder (or else the old one) goes
    there; then every leftover beside out is removed."""
    build, new, old = siblings(out)
    if not out.exists():
        for complete in (new, old):
            if complete.exists():
                os.rename(complete, out)
                break
    for leftover in (build, new, old):
        if leftover.exists():
            shutil.rmtree(leftover)


def link(src: Path, dst: Path) -> None:
    """dst becomes the same file as src (a hard link, or a copy where there are none; a symbolic link stays one),
    replacing any dst."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    if dst.is_symlink() or dst.exists():
        dst.unlink()
    if src.is_symlink():
        os.symlink(os.readlink(src), dst)
        return
    try:
        os.link(src, dst)
    except OSError as e:
        if e.errno not in (errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP):
            raise
        shutil.copy2(src, dst)


def begin(out: Path, keep: Callable[[str], bool] = lambda relative: True) -> Path:
    """A fresh build folder beside out holding every file of out whose path relative to out ('snapshots/x') keep()
    accepts; empty when out does not exist yet."""
    recover(out)
    build = siblings(out)[0]
    build.mkdir()
    if not out.exists():
        return build
    for folder, folders, files in os.walk(out):  # (os.walk lists a link to a folder with the folders)
        relative = Path(folder).relative_to(out)
        (build / relative).mkdir(exist_ok=True)
        shutil.copystat(folder, build / relative)
        for name in files + [f for f in folders if os.path.islink(os.path.join(folder, f))]:
            if keep((relative / name).as_posix()):
                link(Path(folder) / name, build / relative / name)
    return build


def exchange(a: Path, b: Path) -> None:
    """Swap the two paths in one step (Linux renameat2 with RENAME_EXCHANGE); SwapUnsupported where it cannot."""
    if not sys.platform.startswith("linux"):
        raise SwapUnsupported(errno.ENOSYS, "no renameat2 outside Linux")
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except AttributeError:  # a C library without it (glibc before 2.28, musl)
        raise SwapUnsupported(errno.ENOSYS, "the C library has no renameat2") from None
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    if renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) != 0:
        code = ctypes.get_errno()
        if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP):  # EINVAL: not this filesystem
            raise SwapUnsupported(code, os.strerror(code), str(a), None, str(b))
        raise OSError(code, os.strerror(code), str(a), None, str(b))


def fsync_folder(folder: Path) -> None:
    """Make the folder's entries (new names, renames) durable; a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def swap_in(build: Path, out: Path) -> None:
    """Make the complete build folder the folder at out, in one step, and delete the folder it replaces."""
    _, new, old = siblings(out)
    for folder, _, _ in os.walk(build):
        fsync_folder(Path(folder))
    os.rename(build, new)  # complete from here on: recover() may finish the swap with it
    if not out.exists():
        os.rename(new, out)
    else:
        try:
            exchange(new, out)  # new now holds the previous folder
            shutil.rmtree(new)
        except SwapUnsupported:
            os.rename(out, old)
            os.rename(new, out)
            shutil.rmtree(old)
    fsync_folder(out.parent)
