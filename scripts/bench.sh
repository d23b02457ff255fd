#!/usr/bin/env bash
# make bench: build in release, run the benchmarks, rewrite BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --run
swift build -c release --product quranflow-bench >/dev/null
"$(swift build -c release --show-bin-path)/quranflow-bench" > BENCHMARKS.md
cat BENCHMARKS.md
