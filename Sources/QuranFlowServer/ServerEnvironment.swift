import Accounts
import Identifiers
import QuranFlowScreens
import Calendar
import Database
import Foundation
import HTTPServer
import Places
import Security

/// Everything the server's use cases depend on, built once at start-up and passed down.
/// Tests build their own with a pinned clock and an in-memory database, overriding only what they need.
///
///     let env = try ServerEnvironment.make(database: db, clock: TimeSource(fixedAt: now))
public struct ServerEnvironment: Sendable {
    public var clock: TimeSource
    public var database: any Database
    public var hasher: PasswordHasher
    public var csrf: CSRFProtection
    public var cities: WorldCities
    /// The address people reach the server at, for links in mail ("http://localhost:8080").
    public var publicBaseURL: String
    /// Whether `POST /_test/clock` exists (tests only).
    public var testClockEnabled: Bool
    /// Where log lines go (stderr by default).
    public var log: @Sendable (String) -> Void
    /// Where the access log's line per request goes; `log` when nil. `serve` sends it through a `BufferedLog`, one
    /// write per batch rather than per request.
    public var accessLog: (@Sendable (String) -> Void)?
    /// Terms, lessons and sessions in memory, reloaded when the stored programme revision changes.
    public var programmeCache = ProgrammeCache()
    /// Rendered Today pages keyed by all their inputs.
    var todayPages = ChangeAwareCache<StudentWorldKey, String>()
    /// Signed-in sessions by token, kept while the database has not changed.
    var signedIn = ChangeAwareCache<String, SignedIn>()
    /// Students' worlds by account and minute, kept while the database has not changed.
    var studentWorlds = ChangeAwareCache<StudentWorldKey, StudentWorld>()
    /// Today's JSON screen model, kept the same way.
    var todayJSON = ChangeAwareCache<StudentWorldKey, String>()
    /// The coach's queue page and JSON by coach, order and minute (Routes/QueueRoutes.swift).
    var queuePages = ChangeAwareCache<QueuePageKey, SharedBytes>()
    /// Builds one missing queue page at a time.
    var queueFill = CacheFill()
    /// Rendered Sessions pages (HTML and JSON) keyed by all their inputs (Routes/SessionRoutes.swift).
    var sessionsPages = ChangeAwareCache<SessionsPageKey, String>()
    /// Calendar feeds by account and minute, kept while the database has not changed (Routes/CalendarRoutes.swift).
    var calendarFeeds = ChangeAwareCache<StudentWorldKey, String>()
    /// This process's live-class event streams; who is present is in the database, shared by every process
    /// (Sessions/LiveClassHub.swift).
    public var liveClasses: LiveClassHub
    /// Where files live (`--data`); media go under `<dataDirectory>/media/`. Empty: no files (in-memory tests).
    public var dataDirectory = ""

    public var now: Date { clock.now() }

    public var accounts: AccountStore { AccountStore(database: database, hasher: hasher, cities: cities) }
    public var sessions: SessionStore { SessionStore(database: database) }
    public var signIn: SignInService { SignInService(accounts: accounts, sessions: sessions) }
    public var outbox: Outbox {
        let log = self.log
        return Outbox(database: database) { mail in log("mail: to=\(mail.recipient) subject=\"\(mail.subject)\"\n\(mail.body)") }
    }
    public var passwordReset: PasswordReset {
        PasswordReset(accounts: accounts, sessions: sessions, outbox: outbox, productName: "QuranFlow")
    }

    /// Migrates the database and loads (or creates) the server's CSRF secret from it.
    public static func make(database: any Database, clock: TimeSource, hasher: PasswordHasher = PasswordHasher(),
                            cities: WorldCities = .shared, publicBaseURL: String = "http://localhost:8080",
                            testClockEnabled: Bool = false, dataDirectory: String = "",
                            log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) throws -> ServerEnvironment {
        try Migrator.migrate(database, QuranFlowSchema.migrations)
        let secret = try ServerSecrets.value(named: "csrf", in: database)
        var env = ServerEnvironment(clock: clock, database: database, hasher: hasher, csrf: CSRFProtection(secret: secret),
                                    cities: cities, publicBaseURL: publicBaseURL, testClockEnabled: testClockEnabled, log: log,
                                    liveClasses: LiveClassHub(presence: LivePresenceStore(database: database), clock: clock))
        env.dataDirectory = dataDirectory
        return env
    }
}

/// A resolved session and its account.
struct SignedIn: Sendable {
    let session: Session
    let account: Account
}

/// A student's world at one minute. Today changes only on whole minutes: session phases, "in 12 min", greetings and
/// week boundaries all turn on minute boundaries, so the world is read with `now` truncated to its minute.
struct StudentWorldKey: Hashable, Sendable {
    let account: ID<Account>
    let minute: Date

    /// `now` truncated to its minute.
    static func minute(of instant: Date) -> Date {
        Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
