#!/usr/bin/env bash
# The shape the code keeps, checked by make test (each a rule from the README's conventions):
#   - swift format lint with the checked-in configuration reports nothing;
#   - no route reads an untyped path parameter (`pathParameters["…"]`);
#   - the screen and web modules print no URL of their own: no string literal starting with "/" (links come from the
#     route declarations in QuranFlowRoutes / JamaalRoutes);
#   - no SQL text outside the persistence modules;
#   - every module imports only what scripts/architecture/allowed-imports.txt allows it — the dependencies
#     Package.swift declares for it, within its layer — and the table says the same as Package.swift; the wrong-way
#     arrows of today are the table's debts, counted and printed (issue #41).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
fail() { echo "architecture: $1"; status=1; }
table=scripts/architecture/allowed-imports.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

lint=$(swift format lint --recursive --configuration .swift-format Sources Tests 2>&1)
[ -z "$lint" ] || { echo "$lint" | head -20; fail "swift format lint reports $(echo "$lint" | wc -l) findings (run: swift format format -i --recursive Sources Tests)"; }

found=$(grep -rn 'pathParameters\["' Sources || true)
[ -z "$found" ] || { echo "$found"; fail "untyped path parameters"; }

found=$(grep -rnE '"/[A-Za-z_]|"/"' Sources/QuranFlowScreens Sources/QuranFlowWeb Sources/JamaalScreens Sources/JamaalWeb | grep -vE '^\S+:\s*///' || true)
[ -z "$found" ] || { echo "$found"; fail "URL literals in a screens or web module (print them through the route declarations)"; }

found=$(grep -rnE '"""?\s*(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE TABLE)\b|^\s*(SELECT|INSERT INTO|DELETE FROM) ' \
    Sources --include='*.swift' | grep -vE '^Sources/(QuranFlowPersistence|JamaalPersistence|Database|Accounts|ServerSupport)/' || true)
[ -z "$found" ] || { echo "$found"; fail "SQL text outside the persistence modules"; }

# Imports. Package.swift's targets (comments dropped, one target a line), every import line of every Swift file (the
# attribute and kind forms too: `@testable import X`, `public import X`, `import struct X.Y`; not inside a """
# string), then the table's rules over both (scripts/architecture/imports.awk).
sed -e 's://.*$::' Package.swift | tr '\n' ' ' | sed -E 's/\.(target|executableTarget|testTarget|systemLibrary)\(/\n&/g' \
    | tail -n +2 | awk -f scripts/architecture/package-targets.awk >"$work/targets"
find Sources Tests -name '*.swift' -print0 | sort -z | xargs -0 awk '
    FNR == 1 { in_string = 0 }
    {
        copy = $0
        quotes = gsub(/"""/, "", copy)
        if (!in_string && $0 ~ /^[ \t]*(@[A-Za-z_]+(\([^)]*\))?[ \t]+)*((public|package|internal|fileprivate|private|open)[ \t]+)?import[ \t]+((struct|class|enum|protocol|typealias|func|let|var)[ \t]+)?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_.]+)?[ \t]*(\/\/.*)?$/) {
            module = $0
            sub(/^[ \t]*(@[A-Za-z_]+(\([^)]*\))?[ \t]+)*((public|package|internal|fileprivate|private|open)[ \t]+)?import[ \t]+/, "", module)
            sub(/^(struct|class|enum|protocol|typealias|func|let|var)[ \t]+/, "", module)
            sub(/[^A-Za-z0-9_].*$/, "", module)
            print FILENAME "\t" FNR "\t" module
        }
        if (quotes % 2 == 1) in_string = !in_string
    }' >"$work/imports"
awk -f scripts/architecture/imports.awk phase=package "$work/targets" phase=table "$table" phase=imports "$work/imports" \
    || status=1

[ "$status" -eq 0 ] && echo "architecture: format, typed routes, printed links, SQL placement and imports within the layers as the README says"
exit $status
