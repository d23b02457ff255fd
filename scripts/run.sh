#!/usr/bin/env bash
# make run: install what is missing, build in release, start the products with demo data, print URLs and sign-ins.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
scripts/install-deps.sh --run
echo "run: building (release)…"
mkdir -p .run
if ! { swift_release --product quranflow && swift_release --product jamaal; } >.run/build-release.log 2>&1; then
    grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
fi
bin=$(swift_release --show-bin-path)

data=${QURANFLOW_DATA:-.run/quranflow}
mkdir -p "$data"
port=${QURANFLOW_PORT:-8080}

# --public-url: the links mailed to people (invitations, resets) open where this server is.
"$bin/quranflow" serve --port "$port" --data "$data" --demo --public-url "${QURANFLOW_PUBLIC_URL:-http://localhost:$port}" \
    ${QURANFLOW_NOW:+--now "$QURANFLOW_NOW"} &
qf=$!
jamaal_data=${JAMAAL_DATA:-.run/jamaal}
jamaal_port=${JAMAAL_PORT:-8090}
mkdir -p "$jamaal_data"
"$bin/jamaal" serve --port "$jamaal_port" --data "$jamaal_data" --demo ${JAMAAL_NOW:+--now "$JAMAAL_NOW"} &
jm=$!
trap 'kill -TERM $qf $jm 2>/dev/null; wait $qf $jm 2>/dev/null' EXIT INT TERM
for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$jamaal_port/health" >/dev/null 2>&1 && break
    kill -0 $jm 2>/dev/null || { echo "run: jamaal exited during start-up (see above)"; exit 1; }
    sleep 0.2
done
for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    kill -0 $qf 2>/dev/null || { echo "run: quranflow exited during start-up (see above)"; exit 1; }
    sleep 0.2
done
cat <<MSG

  QuranFlow  http://localhost:$port
    Sign in as any of these, password quranflow-demo (demo data only):
      sarah@quranflow.test    student, Year 2 (Toronto)
      khadija@quranflow.test  student, Year 2
      noor@quranflow.test     student, Year 1
      amina@quranflow.test    coach (Cairo)
      radwa@quranflow.test    coach
      rania@quranflow.test    coach (Amman; offers one-to-ones: "Change" on Book your one-to-one)
      admin@quranflow.test    programme admin
  Jamaal     http://localhost:$jamaal_port
    Sign in as maryam@jamaal.test, password jamaal-demo (the demo person, Maryam Siddiqui in London:
    Today, tasks, focus, habits, Anchors); or create an account of your own

  Data: $data, $jamaal_data   ·   Stop: Ctrl-C
MSG
wait $qf $jm || true
