import Calendar
import Database
import Foundation
import QuranFlowCore
import QuranFlowDemo
import QuranFlowPersistence
import Security

// import-bench — `scripts/bench.sh import` times the roster import of issue 20: a CSV of 1,000 students checked (the
// dry run) and then imported in one transaction (accounts, students, enrolments, invitation tokens and mails). Each run
// imports a fresh file (new addresses) into the demo world's Fall 2026 · Level II cohort. Prints one line: the engine,
// the rows per import, and the median, fastest and slowest import (dry run + import) in milliseconds.
//
//     import-bench [RUNS] [POSTGRES-URL]

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = Int(arguments.first ?? "") ?? 9
let postgresURL = arguments.dropFirst().first
let rows = 1000
let now = ISO8601.parse("2026-10-27T13:48:00-04:00") ?? Date()
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
let database: any Database =
    if let postgresURL { try PostgresDatabase(url: postgresURL) } else { try SQLiteDatabase(path: directory + "/bench.sqlite") }
var env = try StoreEnvironment.make(database: database, clock: TimeSource(fixedAt: now), log: { _ in })
env.hasher = PasswordHasher(strength: .minimal)
try DemoWorld.seed(env)
guard let admin = try env.accounts.account(email: "admin@quranflow.test"),
    let cohort = try ProgrammeStore(database: database).cohorts().first(where: { $0.name == "Fall 2026 · Level II" })
else {
    FileHandle.standardError.write(Data("import-bench: the demo world has no admin or no Fall 2026 · Level II cohort\n".utf8))
    exit(1)
}
let cities = ["Toronto", "Cairo", "London", "Karachi", "Kuala Lumpur", "Istanbul", "Jakarta", "Chicago"]
let roster = RosterImport(environment: env)
var times: [Double] = []
for run in 0..<runs {
    var csv = "name,email,level,year,city\r\n"
    for row in 0..<rows {
        csv += "\"Student \(run)-\(row)\",student-\(run)-\(row)@bench.example,II,\(row % 2 + 1),\(cities[row % cities.count])\r\n"
    }
    let bytes = Array(csv.utf8)
    let started = DispatchTime.now().uptimeNanoseconds
    let checked = try roster.preview(bytes, cohort: cohort.id)
    guard checked.allSatisfy(\.isValid) else {
        FileHandle.standardError.write(
            Data("import-bench: the generated roster has problems: \(checked.filter { !$0.isValid }.map(\.problems))\n".utf8))
        exit(1)
    }
    let made = try roster.run(
        bytes, cohort: cohort.id, coach: nil, linkBase: "http://localhost:8080/reset-password", by: admin.id, now: now)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    guard made.count == rows else {
        FileHandle.standardError.write(Data("import-bench: the import made \(made.count) of \(rows) students\n".utf8))
        exit(1)
    }
}
database.close()
let sorted = times.sorted()
print(
    String(
        format: "%@ %d %.1f %.1f %.1f", postgresURL == nil ? "sqlite" : "postgresql", rows, sorted[sorted.count / 2],
        sorted.first ?? 0, sorted.last ?? 0))
