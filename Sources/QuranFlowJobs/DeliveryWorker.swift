import Accounts
import Foundation
import Outbound
import QuranFlowCore
import QuranFlowPersistence
import Security
import WebPush

/// Sends what the producers queued: each push delivery (one notification to one device) encrypted for that device
/// (RFC 8291), signed for its push service (RFC 8292) and POSTed (RFC 8030) through libcurl; each mail over SMTP. Both
/// queues are leased, so with several server processes exactly one sends each row; a push's thread is its `Topic` (a
/// retry or a later notification of the thread replaces an undelivered one) and its `tag`; a mail's row id is its
/// `Message-ID`. Outcomes follow ``PushDeliveryPolicy`` and ``MailDeliveryPolicy``.
///
/// ```swift
/// let worker = DeliveryWorker(environment: env.store, settings: settings)
/// let (push, mail) = worker.runDue(now: env.now)
/// ```
public final class DeliveryWorker: Sendable {
    let environment: StoreEnvironment
    public let settings: DeliverySettings
    /// Parallel sends per batch.
    static let parallelism = 4

    public init(environment: StoreEnvironment, settings: DeliverySettings) {
        self.environment = environment
        self.settings = settings
    }

    /// Sends every push and mail due at `now`; returns how many of each were attempted. Errors are logged, never thrown:
    /// one bad row must not stop the rest.
    @discardableResult
    public func runDue(now: Date) -> (push: Int, mail: Int) {
        var push = 0
        var mail = 0
        do { push = try sendPush(now: now) } catch { environment.log("push: \(error)") }
        do { mail = try sendMail(now: now) } catch { environment.log("mail: \(error)") }
        return (push, mail)
    }

    // MARK: Push

    func sendPush(now: Date) throws -> Int {
        let store = PushDeliveryStore(database: environment.database)
        try store.expand(now: now)
        guard let vapid = settings.vapid else { return 0 }
        var attempted = 0
        while true {
            let tasks = try store.claim(now: now, limit: 32, lease: 60)
            if tasks.isEmpty { return attempted }
            let results = ResultBox(count: tasks.count)
            DispatchQueue.concurrentPerform(iterations: min(Self.parallelism, tasks.count)) { lane in
                for index in stride(from: lane, to: tasks.count, by: Self.parallelism) {
                    results.set(index, attempt(tasks[index], vapid: vapid, now: now))
                }
            }
            for (task, result) in zip(tasks, results.values) {
                let (decision, status) = result ?? (.retry(at: now.addingTimeInterval(PushDeliveryPolicy.firstDelay)), nil)
                try store.record(task, decision, status: status, now: now)
                if case .failed(let reason) = decision {
                    environment.log("push: \(task.outboxID) to \(task.subscription.id) failed: \(reason)")
                }
                if case .subscriptionGone = decision { environment.log("push: subscription \(task.subscription.id) is gone; dropped") }
            }
            attempted += tasks.count
        }
    }

    /// One attempt: the decision and the push service's status (nil when it did not answer).
    func attempt(_ task: PushDeliveryTask, vapid: VAPIDKey, now: Date) -> (PushDeliveryPolicy.Decision, Int?) {
        let request: PushRequest
        do {
            request = try PushRequest.make(task, vapid: vapid, subject: settings.vapidSubject, now: now)
        } catch {
            return (.failed(reason: "The message could not be prepared: \(error)"), nil)
        }
        do {
            let reply = try Curl.post(url: task.subscription.endpoint, headers: request.headers, body: request.body, timeout: 15)
            let retryAfter = reply.headers["retry-after"].flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
            let decision = PushDeliveryPolicy.decide(
                .status(reply.status), attempts: task.attempts, retryAfter: retryAfter, expiresAt: task.expiresAt, now: now)
            return (decision, reply.status)
        } catch {
            let decision = PushDeliveryPolicy.decide(
                .networkFailure("\(error)"), attempts: task.attempts, retryAfter: nil, expiresAt: task.expiresAt, now: now)
            return (decision, nil)
        }
    }

    // MARK: Mail

    func sendMail(now: Date) throws -> Int {
        guard let smtp = settings.smtp else { return 0 }
        let mailer = OutboxMailer(smtp: smtp, from: settings.mailFrom, fromName: settings.mailFromName, domain: settings.mailDomain)
        return try mailer.sendDue(environment.outbox, now: now, log: environment.log)
    }
}

/// Results written by parallel lanes, one slot each.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(PushDeliveryPolicy.Decision, Int?)?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: (PushDeliveryPolicy.Decision, Int?)) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [(PushDeliveryPolicy.Decision, Int?)?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
