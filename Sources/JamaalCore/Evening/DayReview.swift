import Calendar
import Foundation
import Identifiers

/// NP-01 Review today: plain counts, time spent against estimate for what was done, and Anchors attended.
/// Nothing to judge — no mood, no score, no colour.
///
/// - **Done / dropped**: tasks whose status changed to done / dropped during the logical day `night`.
/// - **Deferred**: tasks with a deferral made during `night` (a task moved twice counts once).
/// - **Still open**: tasks still due on `night` (what NP-02 will ask about).
/// - **Time**: for done tasks that had focus sessions, the minutes counted in those sessions against their estimates;
///   done tasks without a session are counted apart (``untimedDone``), never guessed.
/// - **Anchors**: the day's own instances marked Attended, of those not freed (Not today, Someone else did it).
/// - **First day** (``Form/minimal``): on the person's first day only done and still open are shown.
///
/// ```swift
/// let review = DayReview(tasks: tasks, sessions: sessions, anchors: anchorDay, marks: marks, clock: clock, now: now,
///                        firstDay: firstDay)
/// review.countsLine   // "3 done · 1 deferred · 0 dropped · 2 still open"
/// ```
public struct DayReview: Hashable, Sendable {
    /// The full review, or the first day's minimal one.
    public enum Form: Hashable, Sendable { case full, minimal }

    public let night: LocalDate
    public let form: Form
    public let done: Int
    public let deferred: Int
    public let dropped: Int
    public let stillOpen: Int
    /// Minutes counted in focus sessions on the done tasks that had any.
    public let spentMinutes: Int
    /// The estimates of those same tasks.
    public let estimatedMinutes: Int
    /// Done tasks finished without a focus session.
    public let untimedDone: Int
    public let anchorsAttended: Int
    /// The day's Anchor instances that were the person's to attend (freed ones left out).
    public let anchorsDue: Int

    /// The review of the logical day containing `now`, for the person whose first day was `firstDay`.
    public init(
        tasks: [TaskItem], sessions: [FocusSession], anchors: AnchorDay, marks: [AnchorMark], clock: DayClock, now: Date,
        firstDay: LocalDate
    ) {
        let night = clock.today(at: now)
        self.night = night
        form = night <= firstDay ? .minimal : .full
        func on(_ instant: Date) -> Bool { clock.today(at: instant) == night }
        let doneTasks = tasks.filter { if case .done(let at) = $0.status { on(at) } else { false } }
        done = doneTasks.count
        dropped = tasks.filter { if case .dropped(let at) = $0.status { on(at) } else { false } }.count
        deferred = tasks.filter { $0.deferrals.contains { on($0.at) } }.count
        stillOpen = tasks.filter { $0.isDue(on: night) }.count
        var spentSeconds: [ID<TaskItem>: TimeInterval] = [:]
        for session in sessions {
            guard case .task(let id) = session.subject else { continue }
            spentSeconds[id, default: 0] += Swift.max(0, session.elapsedSeconds(now: now))
        }
        let timed = doneTasks.filter { (spentSeconds[$0.id] ?? 0) > 0 }
        spentMinutes = EveningMath.wholeMinutes(timed.reduce(0) { $0 + (spentSeconds[$1.id] ?? 0) })
        estimatedMinutes = EveningMath.sum(timed.map(\.effort.minutes))
        untimedDone = doneTasks.count - timed.count
        let statuses = anchors.instances.map { AnchorStatus.of($0, marks: marks, at: now) }
        anchorsAttended = statuses.filter { $0 == .marked(.attended) }.count
        anchorsDue = statuses.filter { if case .marked(let outcome) = $0 { !outcome.frees } else { true } }.count
    }

    /// "3 done · 1 deferred · 0 dropped · 2 still open"; on the first day "2 done · 1 still open".
    public var countsLine: String {
        switch form {
        case .minimal: "\(done) done · \(stillOpen) still open"
        case .full: "\(done) done · \(deferred) deferred · \(dropped) dropped · \(stillOpen) still open"
        }
    }

    /// "1 h 20 min spent against 1 h estimated"; `nil` on the first day or when nothing done was timed.
    public var timeLine: String? {
        guard form == .full, estimatedMinutes > 0 else { return nil }
        return "\(DurationText.minutes(spentMinutes)) spent against \(DurationText.minutes(estimatedMinutes)) estimated"
    }

    /// "4 of 5 Anchors attended"; `nil` on the first day or without Anchors.
    public var anchorsLine: String? {
        guard form == .full, anchorsDue > 0 else { return nil }
        return "\(anchorsAttended) of \(anchorsDue) Anchor\(anchorsDue == 1 ? "" : "s") attended"
    }

    /// The first day's heading line, `nil` otherwise.
    public var firstDayLine: String? { form == .minimal ? "Your first day with Jamaal." : nil }
}
