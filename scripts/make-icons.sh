#!/usr/bin/env bash
# Renders each product's icon.svg to the PNG sizes a web app manifest and iOS home screens ask for (192, 512, and the
# 180 px apple-touch-icon), with headless Chromium (the browser tests' own). The PNGs are committed; run this after
# changing an icon.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# The Public folders named (one product), or both products'.
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(Sources/JamaalApp/Public Sources/QuranFlowServer/Public)
for product in "${products[@]}"; do
    for size in 180 192 512; do
        printf '<!doctype html><style>html,body{margin:0;background:transparent}img{display:block;width:%spx;height:%spx}</style><img src="file://%s/%s/icon.svg">' \
            "$size" "$size" "$PWD" "$product" > "$work/icon.html"
        "$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
            --window-size="$size,$size" --screenshot="$PWD/$product/icon-$size.png" "file://$work/icon.html" 2>/dev/null
    done
done
ls -l Sources/*/Public/icon-*.png
