import Calendar
import Database
import Foundation
import HTTPServer
import Outbound
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer

/// `quranflow serve [options]` — every option is declared once in ``ServeOptions`` (`quranflow serve --help`).
///
/// Media: in `<data>/media` unless `--media-store` names an S3-compatible bucket (its key pair from
/// `QURANFLOW_S3_ACCESS_KEY_ID` and `QURANFLOW_S3_SECRET_ACCESS_KEY`); uploads are still checked and processed under
/// `<data>/media`, then streamed to the bucket, and playback is served by this process from a local copy of the object
/// (`<data>/media-cache`), with Range, after the same access checks.
///
/// Proxies: only a peer in `--trusted-proxy` (addresses or CIDR blocks) is believed about `X-Forwarded-For` (the
/// client every throttle and rate limit keys on) and, with `--behind-tls-proxy`, `X-Forwarded-Proto: https` (which
/// adds HSTS and `Secure` cookies). See ``ProxyTrust``.
///
/// Slow clients: a connection idle for `--connection-timeout` seconds (default 30) is closed, and one client address
/// holds at most `--connections-per-address` connections (default 128; with `--trusted-proxy` the default is no limit
/// here, since every connection then comes from the proxy, which caps each client itself). See ``connectionLimits(_:proxyTrust:)``.
///
/// Billing: the webhook secret comes from `--stripe-webhook-secret` or `STRIPE_WEBHOOK_SECRET` (with `--demo` and
/// neither, the demo's own, which signed Sarah's ledger); `STRIPE_SECRET_KEY` connects the billing portal
/// (`STRIPE_API_BASE` points it at another Stripe API origin, e.g. a local stand-in).
///
/// Without `--smtp-url` mail stays in the outbox (the admin page says so); push is sent to the browsers' push services
/// (and to `--push-endpoint-allow` prefixes, for a loopback push service in tests).
public enum ServeCommand {
    public static func run(_ arguments: Arguments) throws {
        try arguments.rejectUnknown(ServeOptions.all.names)
        if arguments.has("help") {
            print(ServeOptions.help)
            return
        }
        MallocPolicy.applyForServing()  // before any thread of the server starts
        guard let port = UInt16(arguments.value("port") ?? "8080") else { throw UsageError("--port must be a number from 1 to 65535.") }
        let host = arguments.value("host") ?? "127.0.0.1"
        let proxyTrust: ProxyTrust
        do {
            proxyTrust = try ProxyTrust.parse(
                trustedProxies: arguments.value("trusted-proxy"), behindTLSProxy: arguments.has("behind-tls-proxy"))
        } catch {
            throw UsageError(error.description)
        }
        let limits = try connectionLimits(arguments, proxyTrust: proxyTrust)
        let clock: TimeSource
        if let now = arguments.value("now") {
            guard let start = ISO8601.parse(now) else {
                throw UsageError("--now must be an ISO-8601 instant like 2026-10-27T13:48:00-04:00.")
            }
            clock = TimeSource(startingAt: start)
        } else {
            clock = .system
        }
        let store = StoreOptions(arguments)
        let database = try store.open()
        let output = BufferedLog()
        var env = try ServerEnvironment.make(
            database: database, clock: clock, hasher: StoreOptions.hasher,
            publicBaseURL: arguments.value("public-url") ?? "http://localhost:\(port)",
            testClockEnabled: arguments.has("test-clock"), dataDirectory: store.dataDirectory,
            log: { output.write(LogLine.structured($0, fallbackSubsystem: "quranflow")) })
        env.accessLog = { output.append($0) }
        if let pause = ProcessInfo.processInfo.environment["QURANFLOW_TEST_JOB_PAUSE"] {
            guard env.testClockEnabled else { throw UsageError("QURANFLOW_TEST_JOB_PAUSE is for tests: it needs --test-clock.") }
            guard let parsed = JobPause(parsing: pause) else {
                throw UsageError(
                    "QURANFLOW_TEST_JOB_PAUSE must be kind=seconds, seconds above 0 and at most \(Int(JobPause.longest)), like sessions.reminder=30."
                )
            }
            env.jobPause = parsed
            env.log(
                "jobs: pausing \(parsed.seconds) s between each \(parsed.kind) job's work and its completion, on its first attempt (test)")
        }
        env.proxyTrust = proxyTrust
        if let media = try store.mediaStore() {
            env.store.mediaStore = media
            env.log("media: files in \(media.description) (played from a read-through cache under <data>/media-cache)")
        }
        try configureDelivery(&env, arguments, port: port)
        let environment = ProcessInfo.processInfo.environment
        env.billing.webhookSecret =
            arguments.value("stripe-webhook-secret") ?? environment["STRIPE_WEBHOOK_SECRET"]
            ?? (arguments.has("demo") ? DemoWorld.stripeWebhookSecret : nil)
        env.billing.secretKey = environment["STRIPE_SECRET_KEY"]
        env.metricsToken = environment["QURANFLOW_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        if let base = environment["STRIPE_API_BASE"] {
            guard base.hasPrefix("https://") || base.hasPrefix("http://127.0.0.1") || base.hasPrefix("http://localhost") else {
                throw UsageError("STRIPE_API_BASE must be an https:// URL (or http:// on loopback for a local Stripe stand-in).")
            }
            env.billing.apiBase = base.hasSuffix("/") ? String(base.dropLast()) : base
        }
        env.log(
            env.billing.webhookSecret == nil
                ? "billing: no Stripe webhook secret, so the webhook answers 503" : "billing: Stripe webhook on")
        let swept = ScratchFile.sweepAtStartUp(dataDirectory: store.dataDirectory)
        if swept > 0 { env.log("media: removed \(swept) upload file\(swept == 1 ? "" : "s") a stopped server left behind") }
        if arguments.has("demo") {
            let created = try DemoWorld.seed(env.store)
            env.log(
                created > 0
                    ? "demo: created \(created) demo people with their history as of the clock (password \(DemoWorld.password))"
                    : "demo: data already present, left as it is")
        }
        try MaintenanceJobs.schedule(in: env.store)
        try WeeklyDigestJobs.schedule(in: env.store)
        // The demo's media are made by a job of its own kind (`demo.media`), so its runner knows that kind too.
        // One serial queue runs the jobs: the timer's ticks and the wake-ups asked for by requests (an upload).
        let jobQueue = DispatchQueue(label: "quranflow.jobs")
        let runner = JobRunner(
            environment: env.store, handlers: DemoJobs.handlers, background: DemoJobs.background, pause: env.jobPause)
        let stores = env.store
        let runDue: @Sendable () -> Void = {
            do { try runner.runDue(now: stores.now) } catch { stores.log("jobs: \(error)") }
        }
        env.jobsWanted = { jobQueue.async(execute: runDue) }
        let app = QuranFlowApplication(environment: env, jobHandlers: DemoJobs.handlers, backgroundJobKinds: DemoJobs.background)
        let server = HTTPServer(
            application: app.application, host: host, port: port,
            threads: Int(arguments.value("threads") ?? "") ?? 8, maxBodyBytes: 1 << 20,
            connectionTimeout: limits.timeout, connectionsPerAddress: limits.perAddress)
        try server.start()
        env.log(
            "quranflow: serving on http://\(host):\(server.port) (clock \(ISO8601.format(env.now))\(env.testClockEnabled ? ", test clock on" : ""))"
        )

        let timer = DispatchSource.makeTimerSource(queue: jobQueue)
        timer.schedule(deadline: .now() + 5, repeating: 30)
        timer.setEventHandler(handler: runDue)
        timer.resume()
        // Push and mail leave every few seconds (each row is leased: with several processes one sends it).
        let sender = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "quranflow.delivery"))
        sender.schedule(deadline: .now() + 2, repeating: 5)
        sender.setEventHandler { app.delivery.runDue(now: env.now) }
        sender.resume()
        // What a burst of requests freed goes back to the system within a second, not at the arena's whim.
        let trimmer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "quranflow.malloc-trim"))
        trimmer.schedule(deadline: .now() + 1, repeating: 1)
        trimmer.setEventHandler { MallocPolicy.trim() }
        trimmer.resume()

        HTTPServer.waitForTerminationSignal()
        trimmer.cancel()
        env.log("quranflow: shutting down")
        if database is SQLiteDatabase {
            let (current, peak) = SQLiteDatabase.memoryInUse()
            env.log("sqlite: \(current >> 10) KiB in use by SQLite itself, at most \(peak >> 10) KiB since start")
        }
        timer.cancel()
        sender.cancel()
        server.stop()
        database.close()
        output.close()
    }

    /// `--connection-timeout` (seconds of silence before a connection is closed, 1…3600, default 30) and
    /// `--connections-per-address` (0…100000, 0 = no limit; default 128, or no limit behind a trusted proxy, whose
    /// connections all share its one address and which caps each client itself, like HAProxy's in `make cluster`).
    ///
    ///     try ServeCommand.connectionLimits(arguments, proxyTrust: .none)  // (timeout: 30, perAddress: 128)
    public static func connectionLimits(_ arguments: Arguments, proxyTrust: ProxyTrust) throws -> (timeout: Int, perAddress: Int) {
        var timeout = 30
        if let text = arguments.value("connection-timeout") {
            guard let seconds = Int(text), (1...3600).contains(seconds) else {
                throw UsageError("--connection-timeout must be a number of seconds from 1 to 3600.")
            }
            timeout = seconds
        }
        var perAddress = proxyTrust.proxies.isEmpty ? 128 : 0
        if let text = arguments.value("connections-per-address") {
            guard let count = Int(text), (0...100_000).contains(count) else {
                throw UsageError("--connections-per-address must be a number from 0 (no limit) to 100000.")
            }
            perAddress = count
        }
        return (timeout, perAddress)
    }

    /// The mail server, sender and push settings from the flags; a malformed one is a usage error naming it.
    static func configureDelivery(_ env: inout ServerEnvironment, _ arguments: Arguments, port: UInt16) throws {
        if let url = arguments.value("smtp-url") {
            do {
                var smtp = try SMTPSettings.parse(url)
                if let ca = arguments.value("smtp-ca-file") {
                    guard FileManager.default.isReadableFile(atPath: ca) else { throw UsageError("--smtp-ca-file: cannot read \(ca).") }
                    smtp.caFile = ca
                }
                env.delivery.smtp = smtp
            } catch let error as UsageError {
                throw error
            } catch {
                throw UsageError("\(error)")  // SMTPSettings names the flag itself
            }
            env.log("mail: sending through \(env.delivery.smtp.map(\.host) ?? "")")
        } else {
            env.log("mail: no --smtp-url, so mail stays in the outbox (the admin page lists it)")
        }
        let host = URL(string: env.publicBaseURL)?.host ?? "localhost"
        env.delivery.mailDomain = host
        env.delivery.mailFrom = arguments.value("mail-from") ?? "no-reply@\(host)"
        env.delivery.vapidSubject = arguments.value("vapid-subject") ?? "mailto:\(env.delivery.mailFrom)"
        guard env.delivery.vapidSubject.hasPrefix("mailto:") || env.delivery.vapidSubject.hasPrefix("https://") else {
            throw UsageError("--vapid-subject must be a mailto: or https: URL (RFC 8292 §2.1).")
        }
        env.delivery.extraEndpointPrefixes = (arguments.value("push-endpoint-allow") ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
