"""Where a process's resident memory goes, from /proc/<pid>/smaps: Rss summed by what is mapped (the binary, the
Swift runtime and Foundation, ICU, other libraries, the heap and anonymous memory, thread stacks), largest first, as
Markdown table rows. Used by scripts/bench-load.sh at the end of the load, while the process still holds its peak
working set.

    python3 scripts/lib/memory_map.py PID
"""
import re
import sys
from collections import defaultdict


def category(name: str) -> str:
    base = name.rsplit("/", 1)[-1]
    if not name:
        return "anonymous mappings (the worker threads' malloc arenas and stacks, large buffers)"
    if name == "[heap]":
        return "[heap] (the main malloc arena: Swift objects, strings, caches)"
    if name.startswith("[stack"):
        return "main thread stack"
    if name.startswith("["):
        return "kernel-provided ([vdso], [vvar])"
    if base.startswith(("libicu", "lib_FoundationICU")):
        return "ICU (lib_FoundationICU: Foundation's calendars, time zones, text)"
    if base.startswith(("libFoundation", "libFoundationEssentials", "libFoundationInternationalization")):
        return "Foundation (code and data)"
    if base.startswith(("libswift", "libdispatch", "libBlocksRuntime")):
        return "Swift runtime, standard library, Dispatch"
    if base in ("quranflow", "jamaal"):
        return "the quranflow binary (code and data, with the Swift runtime, Foundation and ICU linked in)"
    if base.startswith(("libsqlite3", "libpq")):
        return "database client (SQLite / libpq)"
    if base.startswith(("libmicrohttpd", "libgnutls", "libnettle", "libhogweed", "libgmp", "libtasn1", "libp11", "libidn2",
                        "libunistring", "libffi")):
        return "libmicrohttpd and its TLS libraries"
    if base.startswith(("libc.", "libc-", "libm.", "libstdc++", "libgcc", "ld-linux", "libpthread", "libdl", "librt")):
        return "C and C++ runtime"
    if base.startswith(("libssl", "libcrypto", "libsodium", "libcurl", "libz", "libgssapi", "libkrb5", "libldap", "libsasl",
                        "libnghttp", "librtmp", "libssh", "libpsl", "libbrotli", "libzstd", "liblber", "libk5crypto",
                        "libcom_err", "libkeyutils", "libresolv", "libkrb5support", "liblzma")):
        return "crypto, curl and compression libraries"
    if "/quranflow" in name or name.endswith((".sqlite", ".sqlite-shm", ".sqlite-wal")):
        return "data files mapped (SQLite's shared memory)"
    return "other mapped files"


def main(pid: str) -> None:
    sizes = defaultdict(int)
    name = ""
    anonymous_stacks = 0
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            header = re.match(r"^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$", line)
            if header:
                name = header.group(1).strip()
                continue
            if line.startswith("Rss:"):
                sizes[category(name)] += int(line.split()[1])
    status = open(f"/proc/{pid}/status").read()
    threads = re.search(r"^Threads:\s+(\d+)", status, re.M).group(1)
    total = sum(sizes.values())
    for what, kb in sorted(sizes.items(), key=lambda item: -item[1]):
        if kb >= 64:
            print(f"| {what} | {kb / 1024:.1f} MiB | {100 * kb / total:.0f} % |")
    print(f"| **all ({threads} threads)** | **{total / 1024:.1f} MiB** | 100 % |")


if __name__ == "__main__":
    main(sys.argv[1])
