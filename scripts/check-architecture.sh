#!/usr/bin/env bash
# The shape the code keeps, checked by make test (each a rule in docs/conventions.md):
#   - swift format lint with the checked-in configuration reports nothing (ARCH_SKIP_LINT=1 skips it: for
#     scripts/test-check-architecture.sh, which runs this check many times on a copy of the tree);
#   - no route reads an untyped path parameter (`pathParameters["…"]`);
#   - the screen and web modules print no URL of their own: no string literal starting with "/" (links come from the
#     route declarations in QuranFlowRoutes / JamaalRoutes);
#   - no SQL text outside the persistence modules;
#   - every module imports only what scripts/architecture/allowed-imports.txt allows it — the dependencies
#     Package.swift declares for it, within its layer — and the table says the same as Package.swift; the wrong-way
#     arrows of today are the table's debts, counted and printed (issue #41);
#   - the counts issue #41 tracks stay at or under their ceilings in the table: string form reads and hand-built
#     HTTPErrors in the handlers, literal paths in QuranFlowServer's pages.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
fail() { echo "architecture: $1"; status=1; }
table=scripts/architecture/allowed-imports.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${ARCH_SKIP_LINT:-0}" = 1 ]; then
    echo "architecture: swift format lint skipped (ARCH_SKIP_LINT=1)"
else
    lint=$(swift format lint --recursive --configuration .swift-format Sources Tests 2>&1)
    [ -z "$lint" ] || { echo "$lint" | head -20; fail "swift format lint reports $(echo "$lint" | wc -l) findings (run: swift format format -i --recursive Sources Tests)"; }
fi

found=$(grep -rn 'pathParameters\["' Sources || true)
[ -z "$found" ] || { echo "$found"; fail "untyped path parameters"; }

found=$(grep -rnE '"/[A-Za-z_]|"/"' Sources/QuranFlowScreens Sources/QuranFlowWeb Sources/JamaalScreens Sources/JamaalWeb | grep -vE '^\S+:\s*///' || true)
[ -z "$found" ] || { echo "$found"; fail "URL literals in a screens or web module (print them through the route declarations)"; }

found=$(grep -rnE '"""?\s*(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE TABLE)\b|^\s*(SELECT|INSERT INTO|DELETE FROM) ' \
    Sources --include='*.swift' | grep -vE '^Sources/(QuranFlowPersistence|QuranFlowSchema|JamaalPersistence|Database|Accounts|ServerSupport)/' || true)
[ -z "$found" ] || { echo "$found"; fail "SQL text outside the persistence modules"; }

# Lists derived from declarations, not kept by hand: JamaalRoute.all (scripts/generate-route-lists.sh).
scripts/generate-route-lists.sh --check || status=1

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

# Counts with ceilings (issue #41): each may fall, none may grow past the table's `ceiling NAME: N`. Comment lines
# are not counted. Only the matches are counted, so two reads on one line are two.
#   $1 name, $2 what it is, $3 what to do instead, $4 the pattern (grep -E), then the paths; FILTER_OUT (optional, in
#   the environment) drops matches (grep -vE on the match itself) and EXCLUDE_FILES drops files (on the path).
count_matches() {
    local pattern=$1; shift
    grep -rnE "$pattern" "$@" --include='*.swift' \
        | { [ -n "${EXCLUDE_FILES:-}" ] && grep -vE "$EXCLUDE_FILES" || cat; } \
        | grep -vE '^[^:]+:[0-9]+:\s*//' | cut -d: -f3- | grep -oE "$pattern" \
        | { [ -n "${FILTER_OUT:-}" ] && grep -vE "$FILTER_OUT" || cat; } | wc -l
}
ceiling_check() {
    local name=$1 label=$2 advice=$3 count=$4 ceiling
    ceiling=$(sed -nE "s/^ceiling $name: *([0-9]+) *$/\1/p" "$table")
    if [ -z "$ceiling" ]; then
        fail "$label: $count, and the table has no \`ceiling $name: N\` line"
    elif [ "$count" -gt "$ceiling" ]; then
        fail "$label: $count > ceiling $ceiling — $advice"
    elif [ "$count" -lt "$ceiling" ]; then
        echo "architecture: $label: $count (ceiling $ceiling: lower it to $count in $table)"
    else
        echo "architecture: $label: $count (ceiling $ceiling)"
    fi
}
handlers=(Sources/QuranFlowServer Sources/JamaalApp)
# A form field read by its name: FormData's subscript and by-name methods (on `form`, `fields` or straight off
# `formData()` / `form()`), and Jamaal's forms decoded into dictionaries (`values["…"]` or `checked["…"]` read, not
# assigned; the FormInput helpers' `text(values, "…")`).
form='(\b(form|fields)|\b(formData|form)\(\))'
reads=$(( $(count_matches "$form(\[|\.(all|required|file)\()" "${handlers[@]}") \
    + $(FILTER_OUT='= *[^= ]$' count_matches '\b(values|checked)\["[^"]*"\]( *= *[^= ])?' "${handlers[@]}") \
    + $(count_matches '\(values, *"' "${handlers[@]}") ))
ceiling_check string-form-reads "string form reads in handlers" "declare the body as a type (a Codable form body the route decodes)" "$reads"
# A form field's name printed as a string literal in a view (`.name("title")`) instead of from the body type the route
# reads (`.name(TaskForm.CodingKeys.title)`).
# (A `<meta name="viewport">` is not a form field.)
printed=$(FILTER_OUT='^meta' count_matches '(meta\()?\.name\("[^"]*"\)' Sources/QuranFlowWeb Sources/QuranFlowAdminWeb Sources/JamaalWeb \
    $(ls -d Sources/QuranFlowServer/Pages 2>/dev/null))
ceiling_check printed-form-names "form field names printed as literals in views" "print the name from the form body's CodingKeys" "$printed"
errors=$(EXCLUDE_FILES='^[^:]*\+HTTP\.swift:' count_matches 'HTTPError(\.[a-z][A-Za-z]*)?\(' "${handlers[@]}")
ceiling_check handler-http-errors "hand-built HTTPErrors in handlers" "throw a domain error and give it its status in the …+HTTP.swift extension" "$errors"
paths=$(count_matches '"/[A-Za-z_]|"/"' Sources/QuranFlowAdminWeb Sources/QuranFlowAdminScreens Sources/QuranFlowWeb/Account Sources/QuranFlowScreens/Account $(ls -d Sources/QuranFlowServer/Pages 2>/dev/null))
ceiling_check pages-literal-paths "literal paths in the admin and account pages" "print the link through its QuranFlowRoute declaration" "$paths"
# The pages still rendered inside the app layer (files importing HTML), from store types rather than screen models
# (#41 item 2: each gets a screen model and a view).
pages=$(grep -rlE '^import HTML$' Sources/QuranFlowServer --include='*.swift' | wc -l)
ceiling_check server-pages "pages rendered in the app layer, files importing HTML" "give the page a screen model (QuranFlowAdminScreens) and a view (QuranFlowAdminWeb)" "$pages"

[ "$status" -eq 0 ] && echo "architecture: format, typed routes, printed links, SQL placement, imports within the layers and counts under their ceilings as docs/conventions.md says"
exit $status
