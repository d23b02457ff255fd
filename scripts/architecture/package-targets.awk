# Package.swift's targets, one a line: NAME <tab> KIND <tab> PATH <tab> DEPENDENCY DEPENDENCY …
# Input: Package.swift with its `//` comments removed, flattened and cut before every target (check-architecture.sh
# does that), so each record holds one `.target(…)`, `.executableTarget(…)`, `.testTarget(…)` or `.systemLibrary(…)`.
# A dependency written other than as a plain quoted target name (`.product(…)`, `.target(name:)`, a condition) is
# reported as BAD rather than guessed at: teach this reader about it when the manifest starts using one.
{
    kind = $0
    sub(/^\./, "", kind)
    sub(/\(.*/, "", kind)
    if (!match($0, /name: *"[^"]+"/)) { print "BAD\t(unnamed " kind ")"; next }
    name = substr($0, RSTART + 5, RLENGTH - 5)
    gsub(/[ "]/, "", name)
    path = (kind == "testTarget" ? "Tests/" : "Sources/") name
    if (match($0, /path: *"[^"]+"/)) {
        path = substr($0, RSTART + 5, RLENGTH - 5)
        gsub(/[ "]/, "", path)
        sub(/\/$/, "", path)
    }
    deps = ""
    if (match($0, /dependencies: *\[[^]]*\]/)) {
        deps = substr($0, RSTART, RLENGTH)
        sub(/^dependencies: *\[/, "", deps)
        sub(/\]$/, "", deps)
        rest = deps
        gsub(/"[A-Za-z0-9_-]+"/, "", rest)
        gsub(/[ ,]/, "", rest)
        if (rest != "") { print "BAD\t" name; next }
        gsub(/[",]/, " ", deps)
        gsub(/  +/, " ", deps)
        sub(/^ /, "", deps)
        sub(/ $/, "", deps)
    } else if ($0 ~ /dependencies:/) {
        print "BAD\t" name
        next
    }
    print name "\t" kind "\t" path "\t" deps
}
