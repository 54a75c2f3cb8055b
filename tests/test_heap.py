"""daweb/heap.py: glibc's heap of a process given back to the system, in a fresh process."""

import subprocess
import sys

import pytest

#: A fragmented heap: 80 MB in 4 KB blocks (below glibc's mmap threshold), every block freed
#: but every 64th, which keeps the heap's top from shrinking on its own; then the resident
#: megabytes before and after ``give_back_memory``.
FRAGMENTED = """
import ctypes, sys
from daweb.heap import give_back_memory, tune_malloc
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
tune_malloc()
def resident():
    return int(open("/proc/self/status").read().split("VmRSS:")[1].split()[0]) // 1024
blocks = [libc.malloc(4096) for _ in range(20_000)]
for block in blocks:
    ctypes.memset(block, 1, 4096)
for n, block in enumerate(blocks):
    if n % 64:
        libc.free(block)
before = resident()
give_back_memory()
print(before, resident())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and /proc: Linux")
def test_freed_memory_inside_the_heap_goes_back_to_the_system() -> None:
    done = subprocess.run([sys.executable, "-c", FRAGMENTED], capture_output=True, text=True,
                          timeout=60, check=True)
    before, after = map(int, done.stdout.split())
    assert before - after >= 40  # of the ~79 MB freed; without the trim glibc keeps them
