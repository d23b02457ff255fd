import Calendar
import Database
import Foundation
import Identifiers
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence

/// `jamaal bench-people --database-url URL [--people 10000] [--years 1] [--password PW]`: fills an empty PostgreSQL
/// database with many people for `make bench` (#42's "10,000 people on PostgreSQL, each with a year of history").
/// The first person (`person-000001`, `person-1@bench.jamaal.test`) is made through the product's own code — the demo
/// person as of the bench's clock (``JamaalBench/now``) and `--years` of history (``JamaalBench/seedHistory``) — and
/// their rows are then copied server-side to `person-000002` … (`INSERT … SELECT … FROM generate_series`, one statement
/// per owned table and batch), each with an account `person-N@bench.jamaal.test` whose password hash is
/// the one Argon2id hash (interactive cost) computed for the first. Then `VACUUM (ANALYZE)`, so the planner knows the
/// tables' sizes. Prints `people rows tasks focus_sessions first_ms copy_ms vacuum_ms`.
///
///     jamaal bench-people --database-url postgresql://postgres@127.0.0.1:54372/bench --people 10000 --years 1
public enum JamaalPeopleBench {
    public static let usage = """
        Usage: jamaal bench-people --database-url URL [--people 10000] [--years 1] [--password PW]

          --database-url  an empty PostgreSQL database (migrated here)
          --people        how many people, 1 to 100000 (default 10000)
          --years         years of history each, 1 to 10 (default 1)
          --password      everyone's password (default bench-password)
        """

    /// Parsed options.
    public struct Options: Sendable, Equatable {
        public var databaseURL = ""
        public var people = 10_000
        public var years = 1
        public var password = "bench-password"
    }

    /// How many people's rows one transaction copies.
    static let batch = 500

    /// The bench person `n`'s id and email (``JamaalPeopleBenchCopy``).
    public static func id(_ n: Int) -> ID<Person> { JamaalPeopleBenchCopy.id(n) }
    public static func email(_ n: Int) -> String { JamaalPeopleBenchCopy.email(n) }

    /// The options in `arguments`; a mistake is a ``JamaalServeCommand/UsageError`` naming it.
    public static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String) throws -> String {
            guard index + 1 < arguments.count else { throw JamaalServeCommand.UsageError(description: "\(name) needs a value.") }
            index += 1
            return arguments[index]
        }
        func number(_ name: String, in range: ClosedRange<Int>) throws -> Int {
            guard let number = Int(try value(name)), range.contains(number) else {
                throw JamaalServeCommand.UsageError(
                    description: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound).")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--database-url":
                let url = try value(argument)
                guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
                    throw JamaalServeCommand.UsageError(
                        description: "--database-url must be a PostgreSQL URL like postgresql://postgres@127.0.0.1/bench.")
                }
                options.databaseURL = url
            case "--people": options.people = try number(argument, in: 1...100_000)
            case "--years": options.years = try number(argument, in: 1...10)
            case "--password":
                options.password = try value(argument)
                guard (8...128).contains(options.password.count) else {
                    throw JamaalServeCommand.UsageError(description: "--password must be 8 to 128 characters.")
                }
            default:
                throw JamaalServeCommand.UsageError(
                    description: "unknown option \"\(argument)\" (--database-url, --people, --years, --password).")
            }
            index += 1
        }
        guard !options.databaseURL.isEmpty else { throw JamaalServeCommand.UsageError(description: "--database-url is required.") }
        return options
    }

    /// Refused: the database already has people in it (the bench seeds an empty one, and never adds to real data).
    public struct NotEmpty: Error, CustomStringConvertible {
        public let people: Int
        public var description: String {
            "the database already has \(people) \(people == 1 ? "person" : "people"); bench-people fills an empty database only."
        }
    }

    public static func run(_ arguments: [String]) throws -> String {
        let options = try parse(arguments)
        let database = try PostgresDatabase(url: options.databaseURL, poolSize: 2)
        defer { database.close() }
        let report = try seed(database, options: options)
        try database.executeOutsideTransaction("VACUUM (ANALYZE)")
        let vacuumed = milliseconds(since: report.finished)
        return String(
            format: "%d %d %d %d %.0f %.0f %.0f", options.people, report.rows, report.counts["tasks"] ?? 0,
            report.counts["focus_sessions"] ?? 0, report.firstMilliseconds, report.copyMilliseconds, vacuumed)
    }

    /// What ``seed(_:options:)`` made: rows per owned table (and `people`), all rows, and how long each part took.
    public struct Report: Sendable {
        public var counts: [String: Int]
        public var rows: Int { counts.values.reduce(0, +) }
        public var firstMilliseconds: Double
        public var copyMilliseconds: Double
        /// When the copying ended (`DispatchTime` uptime nanoseconds).
        public var finished: UInt64
    }

    /// Seeds `options.people` people into `database` (migrated here; it must have no people yet).
    public static func seed(_ database: any Database, options: Options) throws -> Report {
        let start = DispatchTime.now().uptimeNanoseconds
        let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: JamaalBench.now), log: { _ in })
        let existing = try env.people.count()
        guard existing == 0 else { throw NotEmpty(people: existing) }
        let first = id(1)
        try JamaalDemo.seed(env.store(for: first), now: env.now)
        try JamaalBench.seedHistory(env, years: options.years, person: first)
        let hash = try env.hasher.hash(options.password)
        try env.people.create(email: email(1), passwordHash: hash, id: first, now: env.now)
        let copyStart = DispatchTime.now().uptimeNanoseconds
        let copier = JamaalPeopleBenchCopy(database: database)
        let tables = try copier.tables()
        var counts = try copier.rowCounts(of: first, in: tables)
        counts["people"] = 1
        let copied = tables.filter { counts[$0.name, default: 0] > 0 }
        let indexes = try copier.dropSecondaryIndexes()
        var from = 2
        while from <= options.people {
            let to = min(options.people, from + batch - 1)
            counts.merge(try copier.copy(from: first, to: from...to, tables: copied), uniquingKeysWith: +)
            from = to + 1
        }
        try copier.make(indexes)
        return Report(
            counts: counts, firstMilliseconds: Double(copyStart - start) / 1_000_000, copyMilliseconds: milliseconds(since: copyStart),
            finished: DispatchTime.now().uptimeNanoseconds)
    }

    static func milliseconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
