import Calendar
import Database
import Foundation
import QuranFlowCore
import QuranFlowDemo
import QuranFlowPersistence
import Security

// announcement-bench — `scripts/bench.sh announcements` times publishing one announcement to 1,000 students: the post,
// its 1,000 notification rows and their push-outbox rows, written in one transaction (``AnnouncementStore/create``).
// The world is the demo's plus students up to 1,000 (the queue bench's seeding). Prints one line: the engine, how many
// students were notified per publish, and the median, fastest and slowest publish in milliseconds.
//
//     announcement-bench [RUNS] [POSTGRES-URL]

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = Int(arguments.first ?? "") ?? 9
let postgresURL = arguments.dropFirst().first
let now = ISO8601.parse("2026-10-27T13:48:00-04:00") ?? Date()
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("announcement-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
let database: any Database =
    if let postgresURL { try PostgresDatabase(url: postgresURL) } else { try SQLiteDatabase(path: directory + "/bench.sqlite") }
var env = try StoreEnvironment.make(database: database, clock: TimeSource(fixedAt: now), log: { _ in })
env.hasher = PasswordHasher(strength: .minimal)
try DemoWorld.seed(env)
_ = try QueueBenchWorld.seed(env, coachEmail: "amina@quranflow.test", students: 1000, submissions: 1000, waiting: 0, at: now)
guard let admin = try env.accounts.account(email: "admin@quranflow.test") else {
    FileHandle.standardError.write(Data("announcement-bench: the demo world has no admin account\n".utf8))
    exit(1)
}
let author = AnnouncementAuthor(id: admin.id.rawValue, displayName: AnnouncementAuthor.teamName, role: .admin)
let store = AnnouncementStore(database: database)

var times: [Double] = []
var notified = 0
for run in 0..<runs {
    let draft = try AnnouncementDraft(
        title: "Benchmark notice \(run + 1)", body: "One notice to every student of the programme.", audience: .everyone)
    let started = DispatchTime.now().uptimeNanoseconds
    notified = try store.create(draft, author: author, boardLink: "/announcements", at: now).notified
    times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
}
database.close()
let sorted = times.sorted()
print(
    String(
        format: "%@ %d %.1f %.1f %.1f", postgresURL == nil ? "sqlite" : "postgresql", notified, sorted[sorted.count / 2],
        sorted.first ?? 0, sorted.last ?? 0))
