import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// F09 Night Planning at the session's step: NP-01 Review today, NP-02 Carry forward, NP-03 Build tomorrow, NP-04 Check
/// the load, NP-05 Close the day — or TD-07's shortened flow for today (Build → Load → Close). One model for both
/// layouts: on compact the page shows the current step; on regular (NP-07) the step rail beside it shows every stop,
/// the passed ones with what they settled.
///
/// ```swift
/// let screen = NightPlanningScreen(inputs)
/// screen.rail.map(\.title)   // ["Review today", "Carry forward", "Build tomorrow", "Check the load", "Close the day"]
/// ```
public struct NightPlanningScreen: Codable, Hashable, Sendable {
    /// One stop of the step rail.
    public struct Stop: Codable, Hashable, Sendable {
        public enum State: String, Codable, Sendable, CaseIterable { case passed, current, upcoming }
        public let step: String
        public let title: String
        public let state: State
        /// What a passed step settled ("3 done · 1 deferred · 0 dropped · 0 still open").
        public let summary: String?
        /// Whether the stop is tappable (NP-07): a passed Carry forward or Build tomorrow, posted to ``returnPath``.
        public let canReturn: Bool
    }

    /// The flow and the step every form on the page carries in its hidden `flow` and `step` fields.
    public let flow: String
    /// "Plan tomorrow" or "Plan today".
    public let heading: String
    /// "Tomorrow · Wednesday 4 November".
    public let dayLine: String
    public let step: String
    /// The current step's title ("Build today" in the morning flow).
    public let stepTitle: String
    /// "Step 2 of 5".
    public let stepLine: String
    public let rail: [Stop]
    /// POST: back to a tappable stop of the rail (`to`).
    public let returnPath: String
    /// The ritual is full-screen (no tabs): this leads back to Today, leaving the session where it stands.
    public let leavePath: String
    public let review: NightPlanningReview?
    public let carry: NightPlanningCarry?
    public let build: NightPlanningBuild?
    public let load: NightPlanningLoad?
    public let close: NightPlanningClose?
    public let error: String?
    /// POST: the next step (nil on Close the day).
    public let continuePath: String?
    public let continueLabel: String?
    /// POST: NP-06 (nil once the plan is confirmed).
    public let skipPath: String?
    public let skipLabel: String

    public init(_ inputs: NightPlanningInputs) {
        let session = inputs.session
        let today = inputs.clock.today(at: inputs.now)
        let evening = session.flow == .evening
        flow = session.flow.rawValue
        heading = evening ? "Plan tomorrow" : "Plan today"
        dayLine = "\(DayText.relative(session.day, today: today)) · \(DayText.long(session.day))"
        let current = session.step == .skipped ? (session.skippedFrom ?? session.flow.steps.first ?? .buildTomorrow) : session.step
        step = current.rawValue
        stepTitle = Self.title(of: current, flow: session.flow)
        let steps = session.flow.steps
        let index = steps.firstIndex(of: current) ?? 0
        stepLine = "Step \(index + 1) of \(steps.count)"
        let incomplete = inputs.incomplete
        rail = steps.enumerated().map { offset, stop in
            let state: Stop.State = offset < index ? .passed : offset == index ? .current : .upcoming
            return Stop(
                step: stop.rawValue, title: Self.title(of: stop, flow: session.flow), state: state,
                summary: state == .passed ? Self.summary(of: stop, inputs: inputs, incomplete: incomplete) : nil,
                canReturn: session.canReturn(to: stop))
        }
        returnPath = JamaalRoute.returnPlan.path()
        leavePath = JamaalRoute.today.path()
        review = current == .review ? NightPlanningReview(inputs.review) : nil
        carry = current == .carryForward ? NightPlanningCarry(incomplete, inputs: inputs, night: inputs.night) : nil
        build = current == .buildTomorrow ? NightPlanningBuild(inputs) : nil
        load =
            current == .checkLoad
            ? NightPlanningLoad(inputs.loadCheck, flow: session.flow, normalDayMinutes: inputs.normalDay?.minutes) : nil
        close = current == .close ? NightPlanningClose(flow: session.flow, nightsPlanned: inputs.nightsPlanned) : nil
        error = inputs.error
        switch current {
        case .close, .skipped:
            continuePath = nil
            continueLabel = nil
        case .buildTomorrow:
            continuePath = JamaalRoute.advancePlan.path()
            continueLabel = "Check the load"
        case .checkLoad:
            continuePath = JamaalRoute.advancePlan.path()
            continueLabel = evening ? "Plan tomorrow like this" : "Plan today like this"
        case .review, .carryForward:
            continuePath = JamaalRoute.advancePlan.path()
            continueLabel = "Continue"
        }
        skipPath = session.isConfirmed ? nil : JamaalRoute.skipPlan.path()
        skipLabel = evening ? "Skip tonight" : "Skip today"
    }

    /// A step's title in `flow`: the morning flow builds today, and its last step starts the day rather than closing it.
    static func title(of step: NightPlanningStep, flow: NightPlanningFlow) -> String {
        switch (flow, step) {
        case (.morning, .buildTomorrow): "Build today"
        case (.morning, .close): "Start the day"
        default: step.title
        }
    }

    /// The rail's line for a passed step.
    static func summary(of step: NightPlanningStep, inputs: NightPlanningInputs, incomplete: [TaskItem]) -> String? {
        switch step {
        case .review: return inputs.review.countsLine
        case .carryForward: return incomplete.isEmpty ? "Every task decided" : "\(incomplete.count) left as they were"
        case .buildTomorrow:
            let layout = inputs.layout
            let fixed = layout.commitments.count
            return "\(fixed) fixed · \(layout.gaps.count) free gap\(layout.gaps.count == 1 ? "" : "s")"
        case .checkLoad:
            let check = inputs.loadCheck
            return "\(check.level.name) · \(check.budgetLine)"
        case .close, .skipped: return nil
        }
    }
}

/// NP-01 Review today: plain counts; nothing to judge.
public struct NightPlanningReview: Codable, Hashable, Sendable {
    public let firstDayLine: String?
    public let countsLine: String
    public let timeLine: String?
    public let untimedLine: String?
    public let anchorsLine: String?

    public init(_ review: DayReview) {
        firstDayLine = review.firstDayLine
        countsLine = review.countsLine
        timeLine = review.timeLine
        untimedLine =
            review.form == .full && review.untimedDone > 0
            ? "\(review.untimedDone) done without a focus session" : nil
        anchorsLine = review.anchorsLine
    }
}

/// NP-02 Carry forward: Keep · Later · Drop for each task still open tonight.
public struct NightPlanningCarry: Codable, Hashable, Sendable {
    public struct Row: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        public let effortLabel: String
        /// "Due today", "From Mon 2 Nov".
        public let dueLabel: String
        /// "Moved 2 times already." from the third deferral on.
        public let movedLine: String?
        /// Keep and Later need a reason chip (the third deferral on).
        public let reasonRequired: Bool
        public let easingMessage: String?
        /// Later's choices (TK-03 without Tomorrow, which is Keep).
        public let laterTargets: [DeferScreen.Choice]
        public let reasons: [DeferScreen.Choice]
        public let minimumDate: String
        /// POST: the decision.
        public let action: String
    }

    public let rows: [Row]
    /// "Nothing is left open tonight." when every task is decided.
    public let emptyLine: String?

    init(_ tasks: [TaskItem], inputs: NightPlanningInputs, night: LocalDate) {
        rows = tasks.map { task in
            let picker = DeferScreen(task: task, today: night)
            let plan = CarryForward.plan(for: task)
            var required = false
            if case .picker(let reasonRequired, _) = plan { required = reasonRequired }
            let due = task.schedule.date.map { $0 == night ? "Due today" : "From \(DayText.short($0))" } ?? "No date"
            return Row(
                id: task.id.rawValue, title: task.title, effortLabel: task.effort.label, dueLabel: due,
                movedLine: required ? picker.countLine : nil, reasonRequired: required, easingMessage: plan.easingMessage,
                laterTargets: picker.targets.filter { $0.value != "tomorrow" }, reasons: picker.reasons, minimumDate: picker.minimumDate,
                action: JamaalRoute.carryForward.path(task.id))
        }
        emptyLine = tasks.isEmpty ? "Nothing is left open tonight." : nil
    }
}

/// NP-05 Close the day.
public struct NightPlanningClose: Codable, Hashable, Sendable {
    public let heading: String
    public let line: String
    /// "12 nights planned" — a running total, never "in a row".
    public let nightsLine: String?
    public let doneLabel: String
    public let donePath: String

    init(flow: NightPlanningFlow, nightsPlanned: Int) {
        switch flow {
        case .evening:
            heading = "Tomorrow is ready…"
            line = "It will be waiting on Today in the morning. Rest now."
            nightsLine = NightPlanningSession.nightsPlannedText(nightsPlanned)
            doneLabel = "Good night"
        case .morning:
            heading = "Today is ready…"
            line = "Your plan is on Today."
            nightsLine = nil
            doneLabel = "Go to Today"
        }
        donePath = JamaalRoute.today.path()
    }
}
