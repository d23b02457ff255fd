import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// One weekly session's admin page: its rule (edit), the meetings still to come (cancel one), an extra meeting,
/// Remove, and the history of every change (who, when, what). Meeting times are on the admin's clock.
enum AdminSessionPage {
    static func render(
        session: LiveSession, term: Term, coaches: [Coach], history: [SessionChangeRecord], now: Date, zone: TimeZone,
        csrfToken: String, draft: SessionRuleDraft? = nil, error: SessionRuleError? = nil, errorForm: String? = nil,
        notice: String? = nil
    ) -> String {
        let owner = session.ownerCalendar
        let termEnd = owner.startOfDay(term.lastDay.adding(days: 1))
        let upcoming = session.changes.endedAt == nil ? session.occurrences(from: now, to: termEnd) : []
        let held = session.occurrences(from: owner.startOfDay(term.firstMonday), to: min(now, termEnd)).filter { $0.end <= now }
        let formError = { (form: String) in errorForm == form ? error : nil }
        return AdminFrame.page(
            title: session.title, heading: "\(session.kind.chipLabel) · \(session.title)", section: .liveSessions,
            back: .init(
                label: "All sessions of \(term.name)", path: QuranFlowRoute.adminSessions.path(query: AdminSessionsQuery(term: term.id))),
            notice: notice
        ) {
            if let ended = session.changes.endedAt {
                p(.class("notice")) {
                    "Removed on \(LocalFormat.eyebrowDate(ended, in: zone)): no meeting after that; \(held.count) held meetings stay in the record."
                }
            }
            section(.class("card"), .aria("labelledby", "rule-title")) {
                h2(.id("rule-title")) { "Weekly rule" }
                p(.class("muted")) { "On the programme's clock (\(session.zoneIdentifier)). \(held.count) meetings held so far." }
                if session.changes.endedAt == nil {
                    Layout.alert(formError("rule")?.message)
                    form(.action(QuranFlowRoute.updateSessionRule.path(session.id)), .method("post"), .class("grid-form")) {
                        Layout.csrfField(csrfToken)
                        AdminSessionsPage.ruleFields(draft ?? SessionRuleDraft(session), coaches: coaches, error: formError("rule"))
                        button(.type("submit"), .class("primary")) { "Save the rule" }
                    }
                }
            }
            if session.changes.endedAt == nil {
                section(.class("card"), .aria("labelledby", "meetings-title")) {
                    h2(.id("meetings-title")) { "Meetings to come" }
                    Layout.alert(formError("cancel")?.message)
                    if upcoming.isEmpty { p { "No meeting to come in \(term.name)." } }
                    ul(.class("admin-meetings")) {
                        for meeting in upcoming {
                            li {
                                span {
                                    "\(LocalFormat.eyebrowDate(meeting.start, in: zone)), \(LocalFormat.time(meeting.start, in: zone))"
                                        + (meeting.isExtra ? " · extra" : "") + (meeting.movedFrom == nil ? "" : " · moved")
                                }
                                if !meeting.isExtra {
                                    form(.action(QuranFlowRoute.cancelMeeting.path(session.id)), .method("post"), .class("inline-form")) {
                                        Layout.csrfField(csrfToken)
                                        input(.type("hidden"), .name(MeetingForm.CodingKeys.date), .value(meeting.ownerDate.description))
                                        button(
                                            .type("submit"), .class("button secondary"),
                                            .aria("label", "Cancel the meeting of \(meeting.ownerDate)")
                                        ) { "Cancel this meeting" }
                                    }
                                }
                            }
                        }
                    }
                    let cancelled = session.changes.cancelledDates.sorted()
                    if !cancelled.isEmpty {
                        p(.class("muted")) { "Cancelled: " + cancelled.map(\.description).joined(separator: ", ") }
                    }
                }
                section(.class("card"), .aria("labelledby", "extra-title")) {
                    h2(.id("extra-title")) { "Add one extra meeting" }
                    Layout.alert(formError("extra")?.message)
                    form(.action(QuranFlowRoute.addExtraMeeting.path(session.id)), .method("post"), .class("grid-form")) {
                        Layout.csrfField(csrfToken)
                        // Ids of their own: the rule's form above has its own "time" field on this page.
                        Layout.field("Date (programme's calendar)", name: "date", id: "extra-date", type: "date", value: "")
                        Layout.field(
                            "Start (HH:MM)", name: "time", id: "extra-time", type: "time",
                            value: String(session.startTime.description.prefix(5)))
                        button(.type("submit"), .class("primary")) { "Add the meeting" }
                    }
                }
                section(.class("card"), .aria("labelledby", "remove-title")) {
                    h2(.id("remove-title")) { "Remove this session" }
                    p {
                        "No meeting is held from now on. Meetings already held stay, with their attendance and recordings, "
                            + "so reports still count them."
                    }
                    form(.action(QuranFlowRoute.removeSessionRule.path(session.id)), .method("post")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("button secondary")) { "Remove the session" }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "history-title")) {
                h2(.id("history-title")) { "History" }
                if history.isEmpty { p(.class("muted")) { "No change recorded." } }
                ol(.class("admin-history")) {
                    for entry in history {
                        li {
                            time(.attr("datetime", ISO8601.format(entry.at))) {
                                "\(LocalFormat.eyebrowDate(entry.at, in: zone)), \(LocalFormat.time(entry.at, in: zone))"
                            }
                            " · \(entry.actorName) · \(entry.detail)"
                        }
                    }
                }
            }
        }
    }
}
