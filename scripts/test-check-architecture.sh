#!/usr/bin/env bash
# The architecture check's own test (issue #41: "the architecture check fails on a deliberately wrong import, a string
# form read and a literal path"). On a copy of the tree (Sources, Tests, scripts, Package.swift, .swift-format; no
# build), scripts/check-architecture.sh must pass untouched and fail, naming the fault, on each fault planted in a
# fresh copy: (a) a wrong import, (b) one string form read too many in a handler, (c) a literal path in a screens
# module; then the rest of what it promises: a wrong-way arrow that Package.swift and the table allow, a hand-built
# HTTPError too many, a literal path too many in the admin pages, a page rendered in the app layer again, Package.swift and the table disagreeing, a
# debt paid but still listed. The check runs with ARCH_SKIP_LINT=1 (the planted files need not be formatted, and
# swift format lint is the slow part; make test lints the real tree just before).
set -uo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s%N)
# In memory where there is /dev/shm: each case copies and removes some 1,800 entries, which a disk makes slow.
tmp=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/tree"
cp -R Sources Tests scripts Package.swift .swift-format "$tmp/tree/"
failures=0
caught=0

# Every case runs in a fresh copy made of hard links to the pristine one, so a plant must write new files, never edit
# one in place: `plant` writes a new file, `edit` is sed -i (which writes a new file and renames it over the old).
plant() { mkdir -p "$(dirname "$1")" && [ ! -e "$1" ] && printf '%s\n' "$2" >"$1"; }
edit() { local file=$1; shift; sed -i "$@" "$file"; }

# run_case LABEL EXPECTED_STATUS PLANT [EXPECTED_LINE …]: EXPECTED_STATUS is pass or fail; each EXPECTED_LINE must
# appear in the check's output as it is (a fixed string).
run_case() {
    local label=$1 expected=$2 plant_fn=$3; shift 3
    local dir="$tmp/case" output rc line ok=1
    rm -rf "$dir" && cp -al "$tmp/tree" "$dir"
    if ! (cd "$dir" && $plant_fn); then
        echo "test-check-architecture: FAILED $label: could not plant the fault"; failures=$((failures + 1)); return
    fi
    output=$(ARCH_SKIP_LINT=1 "$dir/scripts/check-architecture.sh" 2>&1)
    rc=$?
    if [ "$expected" = pass ] && [ "$rc" -ne 0 ]; then ok=0; fi
    if [ "$expected" = fail ] && [ "$rc" -eq 0 ]; then ok=0; fi
    for line in "$@"; do
        grep -qF -- "$line" <<<"$output" || { ok=0; echo "test-check-architecture: $label: missing from the output: $line"; }
    done
    if [ "$ok" -eq 1 ]; then
        if [ "$expected" = fail ]; then
            caught=$((caught + 1))
            echo "test-check-architecture: ok, caught: $label"
            for line in "$@"; do echo "    $line"; done
        else
            echo "test-check-architecture: ok, passes: $label"
        fi
    else
        failures=$((failures + 1))
        echo "test-check-architecture: FAILED $label (expected the check to $expected, it exited $rc); its output:"
        sed 's/^/    /' <<<"$output"
    fi
}

# The untouched copy passes; its counts and ceilings set how many reads, errors and paths the plants below add to go
# one past each ceiling (a count under its ceiling still passes).
untouched=$(ARCH_SKIP_LINT=1 "$tmp/tree/scripts/check-architecture.sh" 2>&1)
count_and_ceiling() { sed -nE "s|^architecture: $1: ([0-9]+) \(ceiling ([0-9]+).*|\1 \2|p" <<<"$untouched"; }
read -r reads reads_ceiling < <(count_and_ceiling "string form reads in handlers")
read -r errors errors_ceiling < <(count_and_ceiling "hand-built HTTPErrors in handlers")
read -r paths paths_ceiling < <(count_and_ceiling "literal paths in the admin and account pages")
read -r pages pages_ceiling < <(count_and_ceiling "pages rendered in the app layer, files importing HTML")
read -r names names_ceiling < <(count_and_ceiling "form field names printed as literals in views")
if [ -z "${reads:-}" ] || [ -z "${errors:-}" ] || [ -z "${paths:-}" ] || [ -z "${names:-}" ] || [ -z "${pages:-}" ]; then
    echo "test-check-architecture: FAILED the untouched copy: the check printed no counts; its output:"; sed 's/^/    /' <<<"$untouched"; exit 1
fi
# N copies of TEXT, joined by SEPARATOR.
repeat() { local n=$1 text=$2 separator=$3 out="" i; for ((i = 0; i < n; i++)); do out+="${out:+$separator}$text"; done; printf '%s' "$out"; }

untouched_copy() { :; }
run_case "the untouched copy" pass untouched_copy \
    "architecture: format, typed routes, printed links, SQL placement, imports within the layers and counts under their ceilings"

wrong_import() { plant Sources/Calendar/PlantedImport.swift $'import Foundation\nimport QuranFlowServer'; }
run_case "(a) a wrong import: import QuranFlowServer in Calendar" fail wrong_import \
    "architecture: Sources/Calendar/PlantedImport.swift:2: forbidden import Calendar → QuranFlowServer (not in Calendar's allowed imports; upward: layer foundation → layer app)"

form_read() {
    plant Sources/QuranFlowServer/Routes/PlantedFormRead.swift "import HTTPServer

func plantedRead(_ form: FormData) -> [String?] { [$(repeat $((reads_ceiling - reads + 1)) 'form["planted"]' ', ')] }"
}
run_case "(b) a string form read too many in a handler" fail form_read \
    "architecture: string form reads in handlers: $((reads_ceiling + 1)) > ceiling $reads_ceiling — declare the body as a type"

printed_name() {
    plant Sources/JamaalWeb/PlantedName.swift "import HTML

let plantedNames = [$(repeat $((names_ceiling - names + 1)) 'Attribute.name("planted")' ', ')]"
}
run_case "a form field name printed as a literal too many in a view" fail printed_name \
    "architecture: form field names printed as literals in views: $((names_ceiling + 1)) > ceiling $names_ceiling — print the name from the form body's CodingKeys"

literal_path() { plant Sources/QuranFlowScreens/PlantedPath.swift 'let plantedPath = "/admin/x"'; }
run_case "(c) a literal path \"/admin/x\" in a screens module" fail literal_path \
    'Sources/QuranFlowScreens/PlantedPath.swift:1:let plantedPath = "/admin/x"' \
    "architecture: URL literals in a screens or web module (print them through the route declarations)"

upward_allowed() {
    edit Package.swift 's/\.target(name: "QuranFlowCore", dependencies: \["Calendar"/.target(name: "QuranFlowCore", dependencies: ["QuranFlowScreens", "Calendar"/' &&
        grep -q '"QuranFlowCore", dependencies: \["QuranFlowScreens"' Package.swift &&
        edit scripts/architecture/allowed-imports.txt 's/^QuranFlowCore:/QuranFlowCore: QuranFlowScreens/' &&
        plant Sources/QuranFlowCore/PlantedUpward.swift 'import QuranFlowScreens'
}
run_case "a wrong-way arrow Package.swift and the table allow (core → screens)" fail upward_allowed \
    "architecture: Sources/QuranFlowCore/PlantedUpward.swift:1: wrong-way import QuranFlowCore → QuranFlowScreens (upward: layer core → layer screens; Package.swift and the table allow it, the layers do not)" \
    "QuranFlowCore → QuranFlowScreens is a wrong-way arrow (upward: layer core → layer screens): Package.swift allows it, the layers do not"

http_error() {
    plant Sources/JamaalApp/Routes/PlantedError.swift "import HTTPServer

let plantedErrors = [$(repeat $((errors_ceiling - errors + 1)) 'HTTPError(.notFound, "Planted.")' ', ')]"
}
run_case "a hand-built HTTPError too many in a handler" fail http_error \
    "architecture: hand-built HTTPErrors in handlers: $((errors_ceiling + 1)) > ceiling $errors_ceiling"

page_path() {
    plant Sources/QuranFlowAdminWeb/PlantedLink.swift "let plantedLinks = [$(repeat $((paths_ceiling - paths + 1)) '"/admin/x"' ', ')]"
}
run_case "a literal path too many in the admin pages" fail page_path \
    "architecture: literal paths in the admin and account pages: $((paths_ceiling + 1)) > ceiling $paths_ceiling"

server_page() {
    local i
    for ((i = 0; i <= pages_ceiling - pages; i++)); do
        plant "Sources/QuranFlowServer/Planted/PlantedPage$i.swift" "import HTML" || return 1
    done
}
run_case "a page rendered in the app layer again" fail server_page \
    "architecture: pages rendered in the app layer, files importing HTML: $((pages_ceiling + 1)) > ceiling $pages_ceiling"

undeclared_in_table() {
    edit Package.swift 's/\.target(name: "QuranFlowAmbient", dependencies: \["Calendar"\])/.target(name: "QuranFlowAmbient", dependencies: ["Calendar", "Identifiers"])/' &&
        grep -q '"QuranFlowAmbient", dependencies: \["Calendar", "Identifiers"\]' Package.swift
}
run_case "Package.swift declares a dependency the table does not list" fail undeclared_in_table \
    "Package.swift gives QuranFlowAmbient a dependency on Identifiers that its line does not list"

# Every debt of the table is paid today: a debt listed for an arrow no file draws must fail the check.
debt_paid() { echo "debt QuranFlowPersistence -> QuranFlowScreens: planted by the check's own test (issue #41)" >>scripts/architecture/allowed-imports.txt; }
run_case "a debt paid but still listed (QuranFlowPersistence no longer imports QuranFlowScreens)" fail debt_paid \
    "debt QuranFlowPersistence → QuranFlowScreens is paid (QuranFlowPersistence's line no longer lists QuranFlowScreens): remove the debt"

elapsed=$((($(date +%s%N) - started) / 1000000))
if [ "$failures" -eq 0 ]; then
    echo "test-check-architecture: the check passes the untouched copy and caught all $caught planted faults ($((elapsed / 1000)).$(printf '%03d' $((elapsed % 1000)))s)"
else
    echo "test-check-architecture: $failures case(s) FAILED ($caught planted faults caught)"
fi
[ "$failures" -eq 0 ]
