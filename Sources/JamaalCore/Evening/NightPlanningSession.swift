import Calendar
import Foundation

/// One Night Planning session (F09): the day it plans, the flow it runs, the step it stands at, and whether it ended
/// with a plan or was skipped. A value: every action returns a changed copy to store, so a relaunch resumes exactly
/// where the person left off.
///
/// The rules, in one place:
/// - **Which night.** An evening session belongs to the logical day it is started on (``night(at:clock:)``: the
///   person's rollover, default midnight, decides — at 23:59 it is still tonight, at the rollover it is the next day)
///   and plans the day after. TD-07's morning flow plans the logical day it is started on.
/// - **Resume, never restart.** ``startOrResume(_:flow:clock:now:)`` returns the stored session of that night and flow
///   at its stored step; a skipped night reopens at the step it was skipped from.
/// - **Carry forward is passed over** when nothing is incomplete.
/// - **Skip tonight** (NP-06) works at any step until the plan is confirmed, and is recorded (``skippedAt``).
/// - **Confirmed** when the person moves from Check the load to Close the day ("Tomorrow is ready…"): closing the app
///   on NP-05 still leaves a plan.
///
/// ```swift
/// var session = try NightPlanningSession.startOrResume(stored, flow: .evening, clock: clock, now: now)
/// session = try session.advanced(incompleteTasks: 2, now: now)   // .carryForward
/// ```
public struct NightPlanningSession: Hashable, Codable, Sendable {
    /// The logical day the plan is for (tomorrow in the evening; today in TD-07's morning flow).
    public let day: LocalDate
    public let flow: NightPlanningFlow
    /// The stored step; ``NightPlanningStep/skipped`` after Skip tonight.
    public let step: NightPlanningStep
    /// The step Skip tonight was pressed on, so reopening resumes there.
    public let skippedFrom: NightPlanningStep?
    public let startedAt: Date
    /// When the plan was confirmed (moving on to Close the day); `nil` while not.
    public let confirmedAt: Date?
    /// When Skip tonight was last pressed; kept after a reopen, as the record that the night was skipped once.
    public let skippedAt: Date?

    /// Every field, for storage. No checks: stored data is kept as it is.
    public init(
        day: LocalDate, flow: NightPlanningFlow, step: NightPlanningStep, skippedFrom: NightPlanningStep?, startedAt: Date,
        confirmedAt: Date?, skippedAt: Date?
    ) {
        self.day = day
        self.flow = flow
        self.step = step
        self.skippedFrom = skippedFrom
        self.startedAt = startedAt
        self.confirmedAt = confirmedAt
        self.skippedAt = skippedAt
    }

    /// The night `now` falls in: the logical day whose evening it is.
    ///
    /// ```swift
    /// NightPlanningSession.night(at: now, clock: clock)   // 2026-11-03 at 23:59, 2026-11-04 at 00:00 (midnight rollover)
    /// ```
    public static func night(at now: Date, clock: DayClock) -> LocalDate { clock.today(at: now) }

    /// The day a session of `flow` started at `now` plans: the day after tonight, or today for the morning flow.
    public static func plannedDay(flow: NightPlanningFlow, clock: DayClock, now: Date) -> LocalDate {
        let today = clock.today(at: now)
        return flow == .evening ? today.adding(days: 1) : today
    }

    /// The session to show at `now`: the stored one of this night and flow at its step (a skipped one reopened where
    /// it was skipped), or a new one at the flow's first step. The morning flow is refused once today has a
    /// confirmed plan (last night's, or this morning's).
    ///
    /// ```swift
    /// let session = try NightPlanningSession.startOrResume(stored, flow: .evening, clock: clock, now: now)
    /// ```
    public static func startOrResume(_ stored: [NightPlanningSession], flow: NightPlanningFlow, clock: DayClock, now: Date)
        throws(NightPlanningError) -> NightPlanningSession
    {
        let day = plannedDay(flow: flow, clock: clock, now: now)
        if flow == .morning, stored.contains(where: { $0.day == day && $0.flow == .evening && $0.isConfirmed }) {
            throw .morningFlowNotOffered
        }
        if let existing = stored.filter({ $0.day == day && $0.flow == flow }).max(by: { $0.startedAt < $1.startedAt }) {
            return existing.isSkipped ? try existing.reopened() : existing
        }
        let first = flow.steps.first ?? .buildTomorrow
        return NightPlanningSession(
            day: day, flow: flow, step: first, skippedFrom: nil, startedAt: now, confirmedAt: nil, skippedAt: nil)
    }

    /// Whether the plan was confirmed.
    public var isConfirmed: Bool { confirmedAt != nil }
    /// Whether the night stands skipped (not reopened since).
    public var isSkipped: Bool { step == .skipped }

    /// The night this session belongs to: the evening before ``day``.
    public var night: LocalDate { day.adding(days: -1) }

    /// The next step after this one. Carry forward is passed over when `incompleteTasks` is 0; moving from Check the
    /// load to Close the day confirms the plan at `now`.
    ///
    /// ```swift
    /// try session.advanced(incompleteTasks: 0, now: now).step   // .buildTomorrow straight from .review
    /// ```
    public func advanced(incompleteTasks: Int, now: Date) throws(NightPlanningError) -> NightPlanningSession {
        guard step != .skipped else { throw .sessionSkipped }
        guard step != .close else { throw .sessionClosed }
        let steps = flow.steps
        guard let index = steps.firstIndex(of: step), index + 1 < steps.count else { throw .sessionClosed }
        var next = steps[index + 1]
        if next == .carryForward && incompleteTasks <= 0, index + 2 < steps.count { next = steps[index + 2] }
        return with(step: next, confirmedAt: next == .close ? (confirmedAt ?? now) : confirmedAt)
    }

    /// Skip tonight (NP-06): closes with no plan, recorded at `now`. Allowed at any step before the plan is confirmed.
    public func skipped(now: Date) throws(NightPlanningError) -> NightPlanningSession {
        guard !isConfirmed else { throw .sessionClosed }
        guard step != .skipped else { return self }
        return with(step: .skipped, skippedFrom: .some(step), skippedAt: .some(now))
    }

    /// A skipped night picked back up at the step it was skipped from; the skip stays on record.
    public func reopened() throws(NightPlanningError) -> NightPlanningSession {
        guard step == .skipped else { throw .sessionNotSkipped }
        return with(step: skippedFrom ?? flow.steps.first ?? .buildTomorrow, skippedFrom: .some(nil))
    }

    /// The steps NP-07's rail leads back to: the two where tomorrow is shaped.
    public static let returnableSteps: Set<NightPlanningStep> = [.carryForward, .buildTomorrow]

    /// Whether the rail offers a way back to `candidate` now: a returnable step already passed, in a session not skipped.
    public func canReturn(to candidate: NightPlanningStep) -> Bool {
        step != .skipped && Self.returnableSteps.contains(candidate) && hasPassed(candidate)
    }

    /// NP-07's rail, tapped: back to Carry forward or Build tomorrow from a later step. A confirmed plan stays confirmed
    /// (Continue leads back through Check the load to Close the day); anything else — a step not passed, Review or Check
    /// the load, a skipped night — is refused and the session is unchanged.
    ///
    /// ```swift
    /// try session.returned(to: .buildTomorrow).step   // .buildTomorrow, from .checkLoad
    /// ```
    public func returned(to target: NightPlanningStep) throws(NightPlanningError) -> NightPlanningSession {
        guard step != .skipped else { throw .sessionSkipped }
        guard canReturn(to: target) else { throw .stepNotReturnable }
        return with(step: target)
    }

    /// Whether the step rail (NP-07) shows `candidate` as passed (before the current step, or all of them once closed).
    public func hasPassed(_ candidate: NightPlanningStep) -> Bool {
        let steps = flow.steps
        let current = step == .skipped ? (skippedFrom ?? .review) : step
        guard let here = steps.firstIndex(of: current), let there = steps.firstIndex(of: candidate) else { return false }
        return there < here
    }

    /// The running total NP-05 shows: how many nights ended with a confirmed plan — a count, never "in a row".
    ///
    /// ```swift
    /// NightPlanningSession.nightsPlanned(stored)   // 12
    /// ```
    public static func nightsPlanned(_ sessions: [NightPlanningSession]) -> Int {
        Set(sessions.filter { $0.flow == .evening && $0.isConfirmed }.map(\.day)).count
    }

    /// NP-05's line for that total: "12 nights planned", "1 night planned".
    public static func nightsPlannedText(_ count: Int) -> String {
        count == 1 ? "1 night planned" : "\(count.formatted) nights planned"
    }

    private func with(
        step: NightPlanningStep, skippedFrom: NightPlanningStep?? = nil, confirmedAt: Date?? = nil, skippedAt: Date?? = nil
    ) -> NightPlanningSession {
        NightPlanningSession(
            day: day, flow: flow, step: step, skippedFrom: skippedFrom ?? self.skippedFrom, startedAt: startedAt,
            confirmedAt: confirmedAt ?? self.confirmedAt, skippedAt: skippedAt ?? self.skippedAt)
    }
}
