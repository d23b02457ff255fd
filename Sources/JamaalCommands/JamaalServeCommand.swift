import Accounts
import Calendar
import Database
import Foundation
import HTTPServer
import JamaalApp
import JamaalDemo
import JamaalPersistence
import Outbound

/// `jamaal serve [--host 127.0.0.1] [--port 8090] [--public-url URL]… [--data DIR] [--now ISO-8601] [--demo] [--test-clock]
/// [--app-store-root FILE] [--bundle-id ID] [--stripe-monthly-price ID] [--stripe-yearly-price ID]
/// [--trusted-proxy CIDR[,CIDR]] [--behind-tls-proxy] [--smtp-url URL] [--smtp-ca-file PEM] [--mail-from ADDRESS]`: serves
/// Jamaal, every person signed in.
///
///     try JamaalServeCommand.run(["--port", "8090", "--demo"])
public enum JamaalServeCommand {
    public static let usage = """
        Usage: jamaal serve [--host 127.0.0.1] [--port 8090] [--public-url URL]… [--data DIR | --database-url URL]
                            [--now ISO-8601] [--demo] [--test-clock] [--app-store-root FILE] [--bundle-id ID]
                            [--stripe-monthly-price ID] [--stripe-yearly-price ID] [--trusted-proxy CIDR[,CIDR]]
                            [--behind-tls-proxy] [--smtp-url URL] [--smtp-ca-file PEM] [--mail-from ADDRESS]

          --host         the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
          --port         the port (default 8090)
          --public-url   an address people open Jamaal at (https://jamaal.example); requests naming any other host
                         than these and the loopback names are refused. Repeat for more than one
          --data         where the SQLite file lives (default .run/jamaal)
          --database-url a PostgreSQL URL (or JAMAAL_DATABASE_URL): every process of the service on one database
                         instead of the data folder's SQLite file
          --now          start the clock at this instant (it then ticks), e.g. 2026-11-29T10:05:00Z
          --demo         create the demo person (maryam@jamaal.test, password jamaal-demo) and their history as of the
                         clock, if the data is empty
          --test-clock   add POST /_test/clock (advance=seconds or to=ISO-8601; loopback only) for tests; the clock
                         then stands still at --now and moves only when a test moves it
          --app-store-root  the App Store root certificate (Apple Root CA G3, DER or PEM) that restored
                         transactions must chain to (or JAMAAL_APP_STORE_ROOT); none ships with Jamaal
          --bundle-id    the bundle ID restored transactions must name (or JAMAAL_BUNDLE_ID)
          --stripe-monthly-price, --stripe-yearly-price  the Stripe prices (price_…) of the $2.99 monthly and $24.99
                         yearly plans (or JAMAAL_STRIPE_MONTHLY_PRICE, JAMAAL_STRIPE_YEARLY_PRICE); with
                         JAMAAL_STRIPE_SECRET_KEY and JAMAAL_STRIPE_WEBHOOK_SECRET in the environment the plans are
                         bought here through Stripe Checkout, confirmed by Stripe's webhook at POST /webhooks/stripe
                         (JAMAAL_STRIPE_API_BASE points it at another Stripe API origin, e.g. a local stand-in)
          --trusted-proxy  addresses or CIDR blocks (comma-separated) of a local reverse proxy whose X-Forwarded-For
                         and X-Forwarded-Proto are believed; from any other peer they are ignored
          --behind-tls-proxy  the trusted proxy terminates TLS: its X-Forwarded-Proto: https adds HSTS and Secure cookies
          --smtp-url     the mail server that sends password-reset and unlock links (smtp://USER:PASS@HOST:587,
                         smtps://…); none: mail waits in the outbox and each one is written to the log
          --smtp-ca-file a CA certificate to trust for the mail server's TLS
          --mail-from    the sender of every mail (default no-reply@ the first --public-url's host, or localhost)
        """

    /// A command-line mistake, worded for the person who typed it.
    public struct UsageError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parsed options.
    public struct Options: Sendable, Equatable {
        public var host = "127.0.0.1"
        public var port: UInt16 = 8090
        public var hosts = HostAllowList.loopbackOnly
        /// PostgreSQL instead of the data folder's SQLite file (`--database-url` or `JAMAAL_DATABASE_URL`).
        public var databaseURL: String? = ProcessInfo.processInfo.environment["JAMAAL_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        public var data = ".run/jamaal"
        public var now: Date?
        public var demo = false
        public var testClock = false
        public var threads = 8
        public var appStore = AppStoreConfiguration.fromEnvironment()
        /// Selling on the web through Stripe (#42): the environment's keys and prices, the options' prices.
        public var stripe = StripeConfiguration()
        public var proxyTrust = ProxyTrust.none
        /// The mail server (`--smtp-url`, `--smtp-ca-file`); nil: mail waits in the outbox.
        public var smtp: SMTPSettings?
        /// The sender (`--mail-from`); nil: no-reply@ the public host.
        public var mailFrom: String?
    }

    /// The options in `arguments`, over what `environment` configures (the App Store's root and bundle, Stripe's keys
    /// and prices).
    public static func parse(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Options {
        var options = Options()
        options.appStore = AppStoreConfiguration.fromEnvironment(environment)
        do {
            options.stripe = try StripeConfiguration.fromEnvironment(environment)
        } catch {
            throw UsageError(description: error.description)
        }
        var index = 0
        var trustedProxies: String?
        var behindTLSProxy = false
        var publicURLs: [String] = []
        var smtpURL: String?
        var smtpCAFile: String?
        func value(_ name: String) throws -> String {
            guard index + 1 < arguments.count else { throw UsageError(description: "\(name) needs a value.") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--port":
                guard let port = UInt16(try value(argument)), port > 0 else {
                    throw UsageError(description: "--port must be a number from 1 to 65535.")
                }
                options.port = port
            case "--data": options.data = try value(argument)
            case "--now":
                guard let now = ISO8601.parse(try value(argument)) else {
                    throw UsageError(description: "--now must be an ISO-8601 instant like 2026-11-29T10:05:00Z.")
                }
                options.now = now
            case "--threads":
                guard let threads = Int(try value(argument)), (1...64).contains(threads) else {
                    throw UsageError(description: "--threads must be a number from 1 to 64.")
                }
                options.threads = threads
            case "--app-store-root": options.appStore.rootCertificatePath = try value(argument)
            case "--bundle-id": options.appStore.bundleID = try value(argument)
            case "--stripe-monthly-price":
                do {
                    try options.stripe.setPrice(monthly: try value(argument), argument)
                } catch let problem as StripeConfiguration.Problem {
                    throw UsageError(description: problem.description)
                }
            case "--stripe-yearly-price":
                do {
                    try options.stripe.setPrice(yearly: try value(argument), argument)
                } catch let problem as StripeConfiguration.Problem {
                    throw UsageError(description: problem.description)
                }
            case "--demo": options.demo = true
            case "--test-clock": options.testClock = true
            case "--trusted-proxy": trustedProxies = try value(argument)
            case "--behind-tls-proxy": behindTLSProxy = true
            case "--host":
                let host = try value(argument)
                guard !host.isEmpty, host.count <= 255, host.allSatisfy({ $0.isLetter || $0.isNumber || ".:-[]".contains($0) }) else {
                    throw UsageError(description: "--host must be an address to listen on, like 127.0.0.1 or 0.0.0.0.")
                }
                options.host = host
            case "--public-url": publicURLs.append(try value(argument))
            case "--smtp-url": smtpURL = try value(argument)
            case "--smtp-ca-file": smtpCAFile = try value(argument)
            case "--mail-from":
                let from = try value(argument)
                guard (try? EmailAddress.normalize(from)) != nil else {
                    throw UsageError(description: "--mail-from must be an email address like no-reply@jamaal.example.")
                }
                options.mailFrom = from
            case "--database-url":
                let url = try value(argument)
                guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
                    throw UsageError(description: "--database-url must be a PostgreSQL URL like postgresql://jamaal@db.example/jamaal.")
                }
                options.databaseURL = url
            default:
                throw UsageError(description: "unknown option \"\(argument)\".")
            }
            index += 1
        }
        do {
            options.proxyTrust = try ProxyTrust.parse(trustedProxies: trustedProxies, behindTLSProxy: behindTLSProxy)
        } catch {
            throw UsageError(description: error.description)
        }
        do {
            options.hosts = try HostAllowList(publicURLs: publicURLs)
        } catch {
            throw UsageError(description: error.description)
        }
        if let smtpURL {
            if let smtpCAFile, !FileManager.default.isReadableFile(atPath: smtpCAFile) {
                throw UsageError(description: "--smtp-ca-file: cannot read \(smtpCAFile).")
            }
            do {
                options.smtp = try SMTPSettings.parse(smtpURL, caFile: smtpCAFile)
            } catch {
                throw UsageError(description: "\(error)")  // SMTPSettings names the flag itself
            }
        } else if smtpCAFile != nil {
            throw UsageError(description: "--smtp-ca-file needs --smtp-url.")
        }
        return options
    }

    /// Runs the server until SIGINT/SIGTERM.
    public static func run(_ arguments: [String]) throws {
        let options = try parse(arguments)
        // Under --test-clock the clock stands still, so a test's undo window or timer never depends on how busy the machine is.
        let start = options.now ?? Date()
        let clock = options.testClock ? TimeSource(fixedAt: start) : TimeSource(startingAt: start)
        try FileManager.default.createDirectory(atPath: options.data, withIntermediateDirectories: true)
        let path = options.data + "/jamaal.sqlite"
        let log: @Sendable (String) -> Void = { LogLine.standardError(LogLine.structured($0, fallbackSubsystem: "jamaal")) }
        let opening: StoreRecovery.Opening = { database in
            var env = try JamaalEnvironment.make(
                database: database, clock: clock, testClockEnabled: options.testClock, dataDirectory: options.data, log: log)
            env.appStore = options.appStore
            env.stripe = options.stripe
            env.proxyTrust = options.proxyTrust
            env.hosts = options.hosts
            env.mailer = options.mailer
            env.metricsToken = ProcessInfo.processInfo.environment["JAMAAL_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
            if options.demo {
                let created = try JamaalDemo.seed(env.store(for: Person.firstID), now: env.now)
                try JamaalDemo.createAccount(env.people, hasher: env.hasher, now: env.now)
                env.log(
                    created
                        ? "demo: created the demo person and their history as of the clock" : "demo: data already present, left as it is")
            }
            return JamaalApplication(environment: env)
        }
        let application: Application
        let close: () -> Void
        let opened: Result<any Database, StoreProblem>
        if let url = options.databaseURL {
            // PostgreSQL at scale: one database for every process of the service; a newer schema is refused, not touched.
            let database = try PostgresDatabase(url: url, poolSize: options.threads + 2)
            let found = try Migrator.appliedVersions(database).max() ?? 0
            guard found <= JamaalStoreOpener.knownVersion else {
                throw UsageError(
                    description: "the database at --database-url was written by a newer Jamaal (schema \(found), this one knows "
                        + "\(JamaalStoreOpener.knownVersion)); update this Jamaal. Nothing was changed.")
            }
            opened = .success(database)
        } else {
            opened = JamaalStoreOpener.open(path: path, now: clock.now()).map { $0 as any Database }
        }
        switch opened {
        case .success(let database):
            // Kept for the server's life: its route table is what /api/openapi.json is generated from (held weakly there).
            let jamaal = try opening(database)
            application = jamaal.application
            // Each person's day records at their rollover, claimed once across every process on this database.
            let jobs = JamaalJobTimer(environment: jamaal.environment)
            jobs.start()
            close = {
                jobs.stop()
                withExtendedLifetime(jamaal) {}
                database.close()
            }
        case .failure(let problem):
            // SY-05: never a crash or a blank 500 — the recovery screen until the store opens or is reset.
            log("jamaal: this device's store won't open (\(problem)); serving the recovery screen")
            let recovery = try StoreRecovery(
                path: path, problem: problem, clock: clock, log: log, proxyTrust: options.proxyTrust, opening: opening)
            application = recovery.application
            close = { recovery.close() }
        }
        let server = HTTPServer(
            application: application, host: options.host, port: options.port, threads: options.threads, maxBodyBytes: 256 << 10)
        try server.start()
        log(
            "jamaal: serving on http://\(options.host):\(server.port) (clock \(ISO8601.format(clock.now()))\(options.testClock ? ", test clock on" : ""))"
        )
        // The operator's side of Restore (a person only reads that restoring isn't available here).
        if let root = options.appStore.rootCertificatePath {
            if !FileManager.default.isReadableFile(atPath: root) {
                log("jamaal: --app-store-root \(root) cannot be read; Restore refuses until it can")
            }
        } else {
            log("jamaal: Restore is off (no --app-store-root or JAMAAL_APP_STORE_ROOT naming the App Store root certificate)")
        }
        // The operator's side of buying on the web (a person only reads that it isn't set up here).
        if options.stripe.sellsOnTheWeb {
            log(
                "jamaal: the plans are bought here through Stripe Checkout (API \(options.stripe.apiBase)); webhook at POST /webhooks/stripe"
            )
        } else {
            log("jamaal: buying on the web is off (missing \(options.stripe.missing.joined(separator: ", ")))")
        }
        if let smtp = options.smtp {
            log("mail: sending through \(smtp.host) as \(options.mailer?.from ?? "")")
        } else {
            log("mail: no --smtp-url, so mail waits in the outbox (each mail is written to this log)")
        }
        HTTPServer.waitForTerminationSignal()
        log("jamaal: shutting down")
        server.stop()
        close()
    }

}

extension JamaalServeCommand.Options {
    /// The mailer these options describe: `--smtp-url`'s server, from `--mail-from` (or no-reply@ the first public URL's
    /// host), its `Message-ID`s in that host's domain; nil without a mail server.
    public var mailer: OutboxMailer? {
        guard let smtp else { return nil }
        let host = hosts.primaryURL.flatMap { URL(string: $0)?.host } ?? "localhost"
        return OutboxMailer(smtp: smtp, from: mailFrom ?? "no-reply@\(host)", fromName: "Jamaal", domain: host)
    }
}
