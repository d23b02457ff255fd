#!/usr/bin/env bash
# Fixed sleeps in the Python tests (issue #41 item 6). A test waits for the event itself — Tests/Browser/conftest.py's
# wait_until (or selenium's WebDriverWait), the servers' test clock, the server's own state — and proves a negative by a
# positive sign, or else through conftest's assert_stays, which names it. A sleep that measures real time by design (a
# byte a second against an idle timeout, a load generator's pace) says so on its own line: `# real time: <why>`.
#
# This counts every other sleep under Tests/ — `sleep(` in any form (time., asyncio., bare) and `setTimeout(` in a
# script a test runs in the page — outside conftest's two helpers and outside comment lines, and fails above CEILING.
# Lower the ceiling when one goes; never raise it to let one in.
#
#   scripts/check-test-sleeps.sh     # lists what it counts and the `# real time:` lines; exit 1 above the ceiling
set -uo pipefail
cd "$(dirname "$0")/.."

CEILING=0

conftest=Tests/Browser/conftest.py
# The line numbers of conftest's helpers: from `def wait_until(` / `def assert_stays(` to the next top-level line.
helpers=$(awk '/^def (wait_until|assert_stays)\(/ { inside = 1; print NR; next }
               inside && /^[^ \t#]/ { inside = 0 }
               inside { print NR }' "$conftest")

hits=$(grep -rnE --include='*.py' 'sleep\(|setTimeout\(' Tests | grep -vE '^[^:]+:[0-9]+:\s*#' || true)

counted=()
marked=()
unexplained=()
while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    file=${hit%%:*}
    rest=${hit#*:}
    line=${rest%%:*}
    if [ "$file" = "$conftest" ] && grep -qx "$line" <<<"$helpers"; then
        continue
    fi
    if [[ $hit =~ \#\ real\ time:[[:space:]]*([^[:space:]].*)$ ]]; then
        marked+=("$hit")
    elif [[ $hit == *"# real time:"* ]]; then
        unexplained+=("$hit")
    else
        counted+=("$hit")
    fi
done <<<"$hits"

# The negatives proved by a bounded wait (conftest's assert_stays), named so they stay few.
stays=$(grep -rnE --include='*.py' 'assert_stays\(' Tests | grep -vE '^[^:]+:[0-9]+:\s*(#|def )' || true)
echo "test sleeps: $(grep -c . <<<"$stays") negatives proved by a bounded wait (conftest's assert_stays)${stays:+:}"
[ -z "$stays" ] || sed 's/^/  /' <<<"$stays"
echo "test sleeps: ${#marked[@]} measure real time by design (# real time: …):"
for hit in "${marked[@]}"; do echo "  $hit" | sed -E 's/^(  [^:]+:[0-9]+):.*# real time:\s*/\1: /'; done
status=0
if [ "${#unexplained[@]}" -gt 0 ]; then
    echo "test sleeps: ${#unexplained[@]} marked '# real time:' without saying why:"
    printf '  %s\n' "${unexplained[@]}"
    status=1
fi
if [ "${#counted[@]}" -gt 0 ]; then
    echo "test sleeps: ${#counted[@]} fixed (wait for the event with conftest's wait_until or WebDriverWait, move the test clock, or say '# real time: <why>'):"
    printf '  %s\n' "${counted[@]}"
fi
if [ "${#counted[@]}" -gt "$CEILING" ]; then
    echo "test sleeps: ${#counted[@]} fixed sleeps > ceiling $CEILING — FAILED"
    status=1
elif [ "${#counted[@]}" -lt "$CEILING" ]; then
    echo "test sleeps: ${#counted[@]} fixed (ceiling $CEILING: lower it to ${#counted[@]} in $0)"
else
    echo "test sleeps: ${#counted[@]} fixed (ceiling $CEILING)"
fi
exit $status
