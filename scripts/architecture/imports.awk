# Which module imports which, against scripts/architecture/allowed-imports.txt (read that file's header first).
# Run by check-architecture.sh with three inputs, each after its `phase=` assignment:
#   phase=package  Package.swift's targets (package-targets.awk): NAME <tab> KIND <tab> PATH <tab> DEPENDENCIES
#   phase=table    the table
#   phase=imports  every import of Sources/ and Tests/: FILE <tab> LINE <tab> MODULE
# Prints one `architecture: …` line per finding and the remaining wrong-way arrows; exits 1 on any finding.
# (mawk: no gawk extensions.)

function problem(text) {
    print "architecture: " text
    failed = 1
}

function words(text, into,    n) {
    n = split(text, into, /[ \t]+/)
    return n
}

# The layer of `to` as seen from `from`: "" when `from`'s layer uses it, else why not.
function layer_breach(from, to,    lf, lt) {
    lf = layer_of[from]
    lt = layer_of[to]
    if ((lf, lt) in uses) return ""
    if (lf == lt) return "sideways: both in layer " lf ", whose modules do not import each other"
    if (rank[lt] > rank[lf]) return "upward: layer " lf " → layer " lt
    return "layer " lf " does not use layer " lt
}

phase == "package" {
    split($0, f, "\t")
    if (f[1] == "BAD") {
        problem("Package.swift: cannot read the dependencies of " f[2] " (only quoted target names are understood: see scripts/architecture/package-targets.awk)")
        next
    }
    target[f[1]] = f[2]
    target_path[f[1]] = f[3]
    directory_target[f[3]] = f[1]
    n = words(f[4], d)
    for (i = 1; i <= n; i++) if (d[i] != "") declared[f[1], d[i]] = 1
    targets[++target_count] = f[1]
    next
}

phase == "table" {
    line = $0
    sub(/^[ \t]+/, "", line)
    sub(/[ \t]+$/, "", line)
    if (line == "" || line ~ /^#/) next
    where = "scripts/architecture/allowed-imports.txt:" FNR
    if (line ~ /^system:/ || line ~ /^system-tests:/) {
        kind = line
        sub(/:.*/, "", kind)
        sub(/^[^:]*:/, "", line)
        n = words(line, d)
        for (i = 1; i <= n; i++) if (d[i] != "") system_module[d[i]] = kind
        next
    }
    if (line ~ /^layer /) {
        n = words(line, d)
        current = d[2]
        if (current in rank) { problem(where ": layer " current " is declared twice"); next }
        rank[current] = ++layer_count
        layer_name[layer_count] = current
        if (n > 2 && d[3] != "uses") { problem(where ": write `layer NAME` or `layer NAME uses LAYER …`"); next }
        for (i = 4; i <= n; i++) {
            if (d[i] == "*") {
                for (j = 1; j < layer_count; j++) uses[current, layer_name[j]] = 1
            } else if (!(d[i] in rank) || d[i] == current) {
                problem(where ": layer " current " uses " d[i] ", which is not a layer declared before it (a layer uses only layers below it)")
            } else {
                uses[current, d[i]] = 1
            }
        }
        next
    }
    if (line ~ /^debt /) {
        # debt FROM -> TO: reason (issue #41)
        if (line !~ /^debt [A-Za-z0-9_-]+ -> [A-Za-z0-9_-]+: ./) { problem(where ": write `debt FROM -> TO: reason`"); next }
        n = words(line, d)
        to = d[4]
        sub(/:$/, "", to)
        debt[d[2], to] = 1
        debts[++debt_count] = d[2] SUBSEP to
        debt_where[d[2], to] = where
        next
    }
    if (line ~ /^ceiling /) next    # read by check-architecture.sh
    if (line ~ /^[A-Za-z0-9_-]+:/) {
        module = line
        sub(/:.*/, "", module)
        if (current == "") { problem(where ": " module " comes before any `layer` line"); next }
        if (module in layer_of) { problem(where ": " module " has a second line (the first is " table_where[module] ")"); next }
        layer_of[module] = current
        table_where[module] = where
        sub(/^[^:]*:/, "", line)
        n = words(line, d)
        for (i = 1; i <= n; i++) if (d[i] != "") allowed[module, d[i]] = 1
        next
    }
    problem(where ": cannot read this line: " line)
    next
}

phase == "imports" {
    split($0, f, "\t")
    file = f[1]
    split(file, p, "/")
    owner = directory_target[p[1] "/" p[2]]
    if (owner == "") {
        problem(file ":" f[2] ": this file belongs to no target of Package.swift (a target outside Sources/NAME or Tests/NAME?)")
        next
    }
    imported = f[3]
    if (imported == owner) next
    if (imported in system_module) {
        if (system_module[imported] == "system-tests" && target[owner] != "testTarget")
            problem(file ":" f[2] ": forbidden import " owner " → " imported " (only test targets import it: the table's system-tests line)")
        next
    }
    if (!(imported in target)) {
        problem(file ":" f[2] ": " owner " imports " imported ", which is neither a target of Package.swift nor a system module (the table's system line)")
        next
    }
    if (!((owner, imported) in allowed)) {
        breach = (owner in layer_of && imported in layer_of) ? layer_breach(owner, imported) : ""
        problem(file ":" f[2] ": forbidden import " owner " → " imported " (not in " owner "'s allowed imports" \
            (breach != "" ? "; " breach : "") ")")
        next
    }
    breach = layer_breach(owner, imported)
    if (breach == "") next
    if ((owner, imported) in debt) {
        if (!((owner, imported, file) in debt_file)) {
            debt_file[owner, imported, file] = 1
            debt_files[owner, imported]++
            debt_list[owner, imported] = debt_list[owner, imported] (debt_list[owner, imported] == "" ? "" : ", ") file ":" f[2]
        }
        next
    }
    problem(file ":" f[2] ": wrong-way import " owner " → " imported " (" breach "; Package.swift and the table allow it, the layers do not)")
    next
}

END {
    # Every target has its line, and each line lists exactly what Package.swift declares.
    for (i = 1; i <= target_count; i++) {
        t = targets[i]
        if (!(t in layer_of)) problem("Package.swift's target " t " has no line in scripts/architecture/allowed-imports.txt: add it under its layer")
    }
    for (key in declared) {
        split(key, k, SUBSEP)
        if (!(k[1] in layer_of)) continue
        if (!(key in allowed))
            problem(table_where[k[1]] ": Package.swift gives " k[1] " a dependency on " k[2] " that its line does not list: add it, if the layers allow it")
    }
    for (key in allowed) {
        split(key, k, SUBSEP)
        if (!(k[1] in target)) continue
        if (!(k[2] in target)) { problem(table_where[k[1]] ": " k[1] " lists " k[2] ", which is no target of Package.swift"); continue }
        if (!(key in declared))
            problem(table_where[k[1]] ": " k[1] " lists " k[2] ", which Package.swift does not declare for it: declare it there or drop it here")
    }
    for (m in layer_of)
        if (!(m in target)) problem(table_where[m] ": " m " is no target of Package.swift: remove its line")

    # Every allowed arrow keeps to the layers, or is a listed debt.
    for (key in allowed) {
        split(key, k, SUBSEP)
        if (!(k[1] in layer_of) || !(k[2] in layer_of)) continue
        breach = layer_breach(k[1], k[2])
        if (breach != "" && !(key in debt))
            problem(table_where[k[1]] ": " k[1] " → " k[2] " is a wrong-way arrow (" breach "): Package.swift allows it, the layers do not")
    }

    # The debts: each one still a wrong-way arrow that is declared and imported; counted, and listed.
    remaining = ""
    for (i = 1; i <= debt_count; i++) {
        split(debts[i], k, SUBSEP)
        key = k[1] SUBSEP k[2]
        arrow = k[1] " → " k[2]
        if (!(k[1] in layer_of) || !(k[2] in layer_of)) { problem(debt_where[key] ": debt " arrow " names a module with no line in the table"); continue }
        if (layer_breach(k[1], k[2]) == "") { problem(debt_where[key] ": debt " arrow " keeps to the layers: it is no debt, remove it"); continue }
        if (!(key in allowed)) { problem(debt_where[key] ": debt " arrow " is paid (" k[1] "'s line no longer lists " k[2] "): remove the debt"); continue }
        if (!(key in debt_files)) {
            problem(debt_where[key] ": debt " arrow ": no file imports " k[2] " from " k[1] " any more — drop the dependency from Package.swift and " k[1] "'s line, and the debt")
            continue
        }
        listed++
        remaining = remaining "\n  " arrow " (" debt_files[key] " file" (debt_files[key] == 1 ? "" : "s") ": " debt_list[key] ")"
    }
    if (listed > 0) print "architecture: " listed " known wrong-way arrow" (listed == 1 ? "" : "s") " remain" (listed == 1 ? "s" : "") " (issue #41; the table's debts):" remaining
    exit failed
}
