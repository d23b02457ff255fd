import Database
import Dispatch
import Foundation
import Synchronization

/// The server's own timer for its jobs: every `interval` it runs what is due (``JamaalJobRunner``), and every `sweep` it
/// gives each person without a waiting day-records or reminders job one (``DayRecordJobs/schedule(_:now:)``,
/// ``ReminderJobs/schedule(_:now:)``) — at start too. With a
/// mail server (``JamaalEnvironment/mailer``) the outbox's due mail leaves every `mailInterval` (leased: with several
/// processes one sends each). A failure is logged and the next tick tries again; the server keeps serving.
///
///     let timer = JamaalJobTimer(environment: env)
///     timer.start()
///     defer { timer.stop() }
public final class JamaalJobTimer: Sendable {
    let runner: JamaalJobRunner
    let environment: JamaalEnvironment
    let interval: TimeInterval
    let sweepEvery: Int
    let mailInterval: TimeInterval
    private let state = Mutex<(timers: [any DispatchSourceTimer], ticks: Int)>(([], 0))

    public init(environment: JamaalEnvironment, interval: TimeInterval = 30, sweep: TimeInterval = 3600, mailInterval: TimeInterval = 5) {
        self.environment = environment
        self.runner = JamaalJobRunner(environment: environment)
        self.interval = interval
        self.sweepEvery = max(1, Int(sweep / max(1, interval)))
        self.mailInterval = mailInterval
    }

    public func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "jamaal.jobs"))
        timer.schedule(deadline: .now() + 1, repeating: interval)
        timer.setEventHandler { [self] in tick() }
        var timers: [any DispatchSourceTimer] = [timer]
        if environment.mailer != nil {
            let mail = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "jamaal.mail"))
            mail.schedule(deadline: .now() + 1, repeating: mailInterval)
            mail.setEventHandler { [self] in sendMail() }
            timers.append(mail)
        }
        state.withLock { $0.timers = timers }
        timers.forEach { $0.resume() }
    }

    public func stop() {
        state.withLock { state in
            state.timers.forEach { $0.cancel() }
            state.timers = []
        }
    }

    /// Sends the outbox's due mail; a failure is logged and the next tick tries again.
    func sendMail() {
        guard let mailer = environment.mailer else { return }
        do {
            _ = try mailer.sendDue(environment.outbox, now: environment.now, log: environment.log)
        } catch {
            environment.log("mail: this tick failed (\(error)); the next one tries again")
        }
    }

    /// One tick: the sweep when it is due, then the due jobs.
    func tick() {
        let sweep = state.withLock { state -> Bool in
            defer { state.ticks += 1 }
            return state.ticks % sweepEvery == 0
        }
        let now = environment.now
        do {
            if sweep {
                try DayRecordJobs.schedule(environment, now: now)
                try ReminderJobs.schedule(environment, now: now)
                // Each person's chain of jobs leaves a done row each time; a week of them is kept.
                try JobQueue(database: environment.database).forgetDone(
                    kinds: [DayRecordJobs.kind, ReminderJobs.kind], runBefore: now.addingTimeInterval(-7 * 86_400))
            }
            try runner.runDue(now: now)
        } catch {
            environment.log("jobs: this tick failed (\(error)); the next one tries again")
        }
    }
}
