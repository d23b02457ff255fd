import Accounts
import Calendar
import Database
import Foundation
import HTTPServer
import Identifiers
import Media
import Places
import QuranFlowAmbient
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import Security
import ServerSupport
import WebPush

/// Everything the web app depends on, built once at start-up and passed down: the stores' environment (``store``:
/// clock, database, identifiers, media tools, log) and what only the web app has (CSRF secret, public address, the test
/// clock's switch, the in-memory caches, the live classes of this process). Tests build their own with a pinned clock
/// and an in-memory database, overriding only what they need.
///
///     let env = try ServerEnvironment.make(database: db, clock: TimeSource(fixedAt: now))
public struct ServerEnvironment: Sendable {
    /// What the stores, jobs and demo depend on.
    public var store: StoreEnvironment
    public var csrf: CSRFProtection
    /// The address people reach the server at, for links in mail ("http://localhost:8080"); the stores' (the digest
    /// job's links) too.
    public var publicBaseURL: String {
        get { store.publicBaseURL }
        set { store.publicBaseURL = newValue }
    }
    /// How push and mail leave the machine (VAPID key, mail server, allowed push services).
    public var delivery: DeliverySettings
    /// Billing's connection to Stripe: the webhook's endpoint secret and the API key (each optional; without them
    /// the webhook answers 503 and the billing portal says billing is not connected).
    public var billing = BillingSettings()
    /// Whether `POST /_test/clock` exists (tests only).
    public var testClockEnabled: Bool
    /// Tests only (with the test clock): a pause between a job's work and its completion (``JobPause``).
    public var jobPause: JobPause?
    /// Which peers are reverse proxies to believe about the client's address and HTTPS (`--trusted-proxy`,
    /// `--behind-tls-proxy`); none by default.
    public var proxyTrust = ProxyTrust.none
    /// Asks the server's job runner to look for due jobs now rather than at its next tick (an upload's processing
    /// starts at once instead of up to 30 s later); `serve` sets it, tests leave it doing nothing and run jobs
    /// themselves.
    public var jobsWanted: @Sendable () -> Void = {}
    /// Where the access log's line per request goes; `log` when nil. `serve` sends it through a `BufferedLog`, one
    /// write per batch rather than per request.
    public var accessLog: (@Sendable (String) -> Void)?
    /// The bearer token that lets a scraper off loopback read `/metrics` (`QURANFLOW_METRICS_TOKEN`); nil: loopback only.
    public var metricsToken: String?
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
    /// Message threads' pages and JSON by viewer, thread, page, minute and CSRF identifier (Routes/MessageRoutes.swift).
    var messagePages = ChangeAwareCache<MessagePageKey, SharedBytes>()
    /// Calendar feeds by account and minute, kept while the database has not changed (Routes/CalendarRoutes.swift).
    var calendarFeeds = ChangeAwareCache<StudentWorldKey, String>()
    /// Students' ambient snapshots by account and minute, kept while the database has not changed (Routes/AmbientRoutes.swift).
    var ambientSnapshots = ChangeAwareCache<StudentWorldKey, AmbientSnapshot>()
    /// Ambient JSON by person, second and widget (Routes/AmbientRoutes.swift).
    var ambientJSON = ChangeAwareCache<AmbientJSONKey, SharedBytes>()
    /// This process's open ambient boards (Ambient/AmbientHub.swift).
    public var ambient: AmbientHub
    /// This process's live-class event streams; who is present is in the database, shared by every process
    /// (Sessions/LiveClassHub.swift).
    public var liveClasses: LiveClassHub
    /// This process's open message threads' event streams (Messages/MessageHub.swift).
    public var messages: MessageHub

    // The store's fields, read and set through the web app's environment as before.
    public var clock: TimeSource {
        get { store.clock }
        set { store.clock = newValue }
    }
    public var database: any Database {
        get { store.database }
        set { store.database = newValue }
    }
    public var hasher: PasswordHasher { store.hasher }
    public var cities: WorldCities { store.cities }
    public var log: @Sendable (String) -> Void { store.log }
    public var programmeCache: ProgrammeCache { store.programmeCache }
    public var dataDirectory: String {
        get { store.dataDirectory }
        set { store.dataDirectory = newValue }
    }
    public var ids: IDSource {
        get { store.ids }
        set { store.ids = newValue }
    }
    public var mediaTools: @Sendable () throws -> MediaToolbox {
        get { store.mediaTools }
        set { store.mediaTools = newValue }
    }

    public var now: Date { clock.now() }

    public var accounts: AccountStore { store.accounts }
    public var sessions: SessionStore { store.sessions }
    public var outbox: Outbox { store.outbox }
    public var signIn: SignInService { SignInService(accounts: accounts, sessions: sessions, unlock: signInUnlock) }
    public var signInUnlock: SignInUnlock {
        SignInUnlock(database: database, outbox: outbox, linkBase: publicBaseURL + QuranFlowRoute.unlock.path(), productName: "QuranFlow")
    }
    public var passwordReset: PasswordReset {
        PasswordReset(accounts: accounts, outbox: outbox, productName: "QuranFlow")
    }

    /// Migrates the database and loads (or creates) the server's CSRF secret from it.
    public static func make(
        database: any Database, clock: TimeSource, hasher: PasswordHasher = PasswordHasher(),
        cities: WorldCities = .shared, publicBaseURL: String = "http://localhost:8080",
        testClockEnabled: Bool = false, dataDirectory: String = "",
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws -> ServerEnvironment {
        var store = try StoreEnvironment.make(
            database: database, clock: clock, hasher: hasher, cities: cities, dataDirectory: dataDirectory, log: log)
        store.publicBaseURL = publicBaseURL
        let secrets = SecretStore(database: database, table: "server_secrets")
        let secret = try secrets.bytes(named: "csrf")
        // The VAPID key pair: a P-256 private scalar kept with the other secrets (made at first start, shared by every
        // process on this database); its public half is what browsers subscribe with.
        let vapid = VAPIDKey(keyPair: try OpenSSLCrypto.p256KeyPair(privateKey: try secrets.bytes(named: "vapid-p256")))
        return ServerEnvironment(
            store: store, csrf: CSRFProtection(secret: secret), delivery: DeliverySettings(vapid: vapid),
            testClockEnabled: testClockEnabled, ambient: AmbientHub(database: database),
            liveClasses: LiveClassHub(presence: LivePresenceStore(database: database), clock: clock),
            messages: MessageHub(store: MessageStore(database: database), clock: clock))
    }
}

/// A resolved session and its account.
struct SignedIn: Sendable {
    let session: Session
    let account: Account
}

/// A student's world at one minute. Today changes only on whole minutes: session phases, "in 12 min", greetings and
/// week boundaries all turn on minute boundaries, so the world is read with `now` truncated to its minute.
/// A thread's screen as one viewer sees it: who, with whom, which page, and the minute (its times, cap and reply line
/// change no faster); the database's change counter covers everything written.
struct MessageThreadKey: Hashable, Sendable {
    let account: ID<Account>
    let other: String
    let query: MessagesQuery
    let minute: Date
}

/// A kept thread page: the thread as its viewer sees it, HTML or JSON, and (for HTML) the browser's CSRF identifier.
struct MessagePageKey: Hashable, Sendable {
    let thread: MessageThreadKey
    let json: Bool
    let csrfID: String
}

struct StudentWorldKey: Hashable, Sendable {
    let account: ID<Account>
    let minute: Date

    /// `now` truncated to its minute.
    static func minute(of instant: Date) -> Date {
        Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
