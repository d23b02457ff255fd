#!/usr/bin/env bash
# The shape the code keeps, checked by make test (each a rule in docs/conventions.md):
#   - swift format lint with the checked-in configuration reports nothing;
#   - no route reads an untyped path parameter (`pathParameters["…"]`);
#   - the screen and web modules print no URL of their own: no string literal starting with "/" (links come from the
#     route declarations in QuranFlowRoutes / JamaalRoutes);
#   - no SQL text outside the persistence modules.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
fail() { echo "architecture: $1"; status=1; }

lint=$(swift format lint --recursive --configuration .swift-format Sources Tests 2>&1)
[ -z "$lint" ] || { echo "$lint" | head -20; fail "swift format lint reports $(echo "$lint" | wc -l) findings (run: swift format format -i --recursive Sources Tests)"; }

found=$(grep -rn 'pathParameters\["' Sources || true)
[ -z "$found" ] || { echo "$found"; fail "untyped path parameters"; }

found=$(grep -rnE '"/[A-Za-z_]|"/"' Sources/QuranFlowScreens Sources/QuranFlowWeb Sources/JamaalScreens Sources/JamaalWeb | grep -vE '^\S+:\s*///' || true)
[ -z "$found" ] || { echo "$found"; fail "URL literals in a screens or web module (print them through the route declarations)"; }

found=$(grep -rnE '"""?\s*(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE TABLE)\b|^\s*(SELECT|INSERT INTO|DELETE FROM) ' \
    Sources --include='*.swift' | grep -vE '^Sources/(QuranFlowPersistence|JamaalPersistence|Database|Accounts|ServerSupport)/' || true)
[ -z "$found" ] || { echo "$found"; fail "SQL text outside the persistence modules"; }

[ "$status" -eq 0 ] && echo "architecture: format, typed routes, printed links and SQL placement as docs/conventions.md says"
exit $status
