import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// One weekly session's admin page: its rule (edit), the meetings still to come (cancel one), an extra meeting,
/// Remove, and the history of every change (who, when, what). Meeting times are on the admin's clock.
///
/// ```swift
/// AdminSessionScreen(session: qrc, term: fall, coaches: coaches, history: [], now: now, zone: toronto).held   // 8
/// ```
public struct AdminSessionScreen: Sendable {
    /// A recorded change, as the store keeps it.
    public struct Change: Sendable {
        public let at: Date
        public let actorName: String
        public let detail: String

        public init(at: Date, actorName: String, detail: String) {
            self.at = at
            self.actorName = actorName
            self.detail = detail
        }
    }

    /// A meeting to come.
    public struct Meeting: Sendable {
        /// "Tue 3 Nov, 2:00 PM · moved".
        public let text: String
        /// The date to cancel (the owner's calendar); nil for an extra meeting, which is not cancelled here.
        public let cancelDate: String?
        public let cancelLabel: String
    }

    /// A line of the history.
    public struct Entry: Sendable {
        /// ISO 8601, for `<time datetime>`.
        public let datetime: String
        /// "Tue 27 Oct, 1:48 PM".
        public let when: String
        /// " · Programme Admin · Cancelled …".
        public let rest: String
    }

    public let title: String
    public let heading: String
    public let backLabel: String
    public let backPath: String
    public let notice: String?
    /// "Removed on …" when the session was removed.
    public let removed: String?
    /// "On the programme's clock (America/Toronto). 8 meetings held so far."
    public let clock: String
    public let isRunning: Bool
    public let ruleError: String?
    public let updatePath: String
    public let fields: AdminSessionRuleFields
    public let cancelError: String?
    public let cancelPath: String
    public let upcoming: [Meeting]
    /// "No meeting to come in Fall 2026."
    public let noneToCome: String
    /// "Cancelled: 2026-11-03, …" when meetings were cancelled.
    public let cancelled: String?
    public let extraError: String?
    public let extraPath: String
    /// The extra meeting's default start: the rule's.
    public let extraTime: String
    public let removePath: String
    public let history: [Entry]

    /// The page of `session` in `term` at `now`, times in `zone`; `draft` and `error` a refusal of the form named
    /// `errorForm` ("rule", "cancel" or "extra").
    public init(
        session: LiveSession, term: Term, coaches: [Coach], history: [Change], now: Date, zone: TimeZone,
        draft: SessionRuleDraft? = nil, error: SessionRuleError? = nil, errorForm: String? = nil, notice: String? = nil
    ) {
        let owner = session.ownerCalendar
        let termEnd = owner.startOfDay(term.lastDay.adding(days: 1))
        let running = session.changes.endedAt == nil
        let upcoming = running ? session.occurrences(from: now, to: termEnd) : []
        let held = session.occurrences(from: owner.startOfDay(term.firstMonday), to: min(now, termEnd)).filter { $0.end <= now }
        let formError = { (form: String) in errorForm == form ? error : nil }
        title = session.title
        heading = "\(session.kind.chipLabel) · \(session.title)"
        backLabel = "All sessions of \(term.name)"
        backPath = QuranFlowRoute.adminSessions.path(query: AdminSessionsQuery(term: term.id))
        self.notice = notice
        removed = session.changes.endedAt.map {
            "Removed on \(LocalFormat.eyebrowDate($0, in: zone)): no meeting after that; \(held.count) held meetings stay in the record."
        }
        clock = "On the programme's clock (\(session.zoneIdentifier)). \(held.count) meetings held so far."
        isRunning = running
        ruleError = formError("rule")?.message
        updatePath = QuranFlowRoute.updateSessionRule.path(session.id)
        fields = AdminSessionRuleFields(draft ?? SessionRuleDraft(session), coaches: coaches, error: formError("rule"))
        cancelError = formError("cancel")?.message
        cancelPath = QuranFlowRoute.cancelMeeting.path(session.id)
        self.upcoming = upcoming.map { meeting in
            Meeting(
                text: "\(LocalFormat.eyebrowDate(meeting.start, in: zone)), \(LocalFormat.time(meeting.start, in: zone))"
                    + (meeting.isExtra ? " · extra" : "") + (meeting.movedFrom == nil ? "" : " · moved"),
                cancelDate: meeting.isExtra ? nil : meeting.ownerDate.description,
                cancelLabel: "Cancel the meeting of \(meeting.ownerDate)")
        }
        noneToCome = "No meeting to come in \(term.name)."
        let cancelledDates = session.changes.cancelledDates.sorted()
        cancelled = cancelledDates.isEmpty ? nil : "Cancelled: " + cancelledDates.map(\.description).joined(separator: ", ")
        extraError = formError("extra")?.message
        extraPath = QuranFlowRoute.addExtraMeeting.path(session.id)
        extraTime = String(session.startTime.description.prefix(5))
        removePath = QuranFlowRoute.removeSessionRule.path(session.id)
        self.history = history.map { entry in
            Entry(
                datetime: ISO8601.format(entry.at),
                when: "\(LocalFormat.eyebrowDate(entry.at, in: zone)), \(LocalFormat.time(entry.at, in: zone))",
                rest: " · \(entry.actorName) · \(entry.detail)")
        }
    }
}
