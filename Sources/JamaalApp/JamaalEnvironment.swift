import Accounts
import Calendar
import Database
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import Security
import ServerSupport
import Synchronization

/// Everything Jamaal's use cases depend on, built once at start-up and passed down: the clock (injected, so tests pin
/// `now` and `--test-clock` moves it), the database every person's data lives in, the password hasher, CSRF protection,
/// the names this service answers to and the log.
///
///     let env = try JamaalEnvironment.make(database: try SQLiteDatabase(path: ":memory:"), clock: TimeSource(fixedAt: now))
public struct JamaalEnvironment: Sendable {
    public var clock: TimeSource
    public var database: any Database
    public var csrf: CSRFProtection
    /// Whether `POST /_test/clock` exists (tests only).
    public var testClockEnabled: Bool
    /// Where log lines go (stderr by default).
    public var log: @Sendable (String) -> Void
    /// Where the data lives (`--data`); empty for in-memory tests.
    public var dataDirectory: String
    /// The bearer token that lets a scraper off loopback read `/metrics` (`JAMAAL_METRICS_TOKEN`); nil: loopback only.
    public var metricsToken: String?
    /// State that lives only as long as this process (the Today filter: local, cleared at relaunch).
    public let local: LocalState
    /// Where new identifiers come from (random; tests pin a sequence).
    public var ids: IDSource = .random
    /// The last Today page, kept while its inputs are unchanged.
    public let todayPage = TodayPageCache()
    /// OB-03's device check (``DeviceProbe``; tests give their own).
    public var deviceCheck: @Sendable () -> DeviceCheck = { .fine }
    /// What restored App Store transactions are checked against (ST-05).
    public var appStore = AppStoreConfiguration.fromEnvironment()
    /// How the plans are sold on the web through Stripe (#42); nothing configured by default: the plans then say buying
    /// here isn't set up, and the webhook answers 503.
    public var stripe = StripeConfiguration()
    /// Which peers are reverse proxies to believe about the client's address and HTTPS (`--trusted-proxy`,
    /// `--behind-tls-proxy`); none by default, so every client is its socket's peer.
    public var proxyTrust = ProxyTrust.none

    /// How passwords are hashed (Argon2id; tests use the cheapest cost).
    public var hasher = PasswordHasher()
    /// The `Host` names this service answers to (`--public-url`; loopback names always), against DNS rebinding.
    public var hosts = HostAllowList.loopbackOnly

    public var now: Date { clock.now() }

    /// One person's data: the only way to read or change it.
    public func store(for person: ID<Person>) -> JamaalStore { JamaalStore(database: database, owner: person) }

    /// The people who sign in and their devices.
    public var people: JamaalPeople { JamaalPeople(database: database) }

    /// How queued mail leaves (`--smtp-url`); nil: it waits in the outbox, each mail written to the log as it is queued.
    public var mailer: OutboxMailer?

    /// The mail waiting to be sent: password-reset and unlock links.
    public var outbox: Outbox {
        let log = log
        let sending = mailer != nil
        return Outbox(database: database) { mail in
            log(
                sending
                    ? "mail: queued \(mail.id) to \(mail.recipient)"
                    : "mail: to=\(mail.recipient) subject=\"\(mail.subject)\"\n\(mail.body)")
        }
    }

    /// Forgot your password's single-use links, over Jamaal's people and devices.
    public var passwordReset: PasswordReset {
        PasswordReset(database: database, hasher: hasher, tables: JamaalPeople.accountTables, outbox: outbox, productName: "Jamaal")
    }

    /// The emailed link that lifts a sign-in pause; `origin` is where its link opens.
    public func signInUnlock(origin: String) -> SignInUnlock {
        SignInUnlock(
            database: database, outbox: outbox, linkBase: origin + JamaalRoute.unlock.path(), productName: "Jamaal",
            stillOpen: "Devices already signed in stay signed in, and you can reset your password.")
    }

    /// Migrates the database and loads (or creates) the CSRF secret from it.
    public static func make(
        database: any Database, clock: TimeSource, testClockEnabled: Bool = false, dataDirectory: String = "",
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws -> JamaalEnvironment {
        try Migrator.migrate(database, JamaalSchema.migrations, now: clock.now())
        let secret = try SecretStore(database: database, table: "jamaal_secrets").bytes(named: "csrf")
        var environment = JamaalEnvironment(
            clock: clock, database: database, csrf: CSRFProtection(secret: secret), testClockEnabled: testClockEnabled, log: log,
            dataDirectory: dataDirectory, local: LocalState())
        environment.deviceCheck = { DeviceProbe.check(dataDirectory: dataDirectory) }
        return environment
    }
}

/// Process-local state: what the spec says is "local" (to a device) and clears at relaunch.
public final class LocalState: Sendable {
    private let filters = Mutex<[String: StoredFilter]>([:])
    /// The most devices whose filter is kept; past it the oldest are forgotten (a relaunch forgets them all anyway).
    static let deviceLimit = 10_000

    /// The Today filter (TD-03): a category and the logical day it was set on.
    public struct StoredFilter: Sendable, Hashable {
        public let categoryID: String
        public let day: LocalDate
    }

    public init() {}

    /// The Today filter set on `device`.
    public func todayFilter(on device: String) -> StoredFilter? { filters.withLock { $0[device] } }

    public func setTodayFilter(_ value: StoredFilter?, on device: String) {
        filters.withLock { filters in
            if value != nil, filters[device] == nil, filters.count >= Self.deviceLimit { filters.removeAll(keepingCapacity: true) }
            filters[device] = value
        }
    }
}
