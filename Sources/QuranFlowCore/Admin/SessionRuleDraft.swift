import Calendar
import Foundation
import Identifiers

/// A weekly session rule as an admin's form sends it (every value a string), checked by ``validated(id:teachers:term:zoneIdentifier:)``
/// into a ``LiveSession`` in the owner's zone, or a ``SessionRuleError`` naming the first field that breaks a rule.
///
/// Rules: a group kind (Class, QRC, Level Class, Office Hours — a one-to-one is booked, not authored here); a teacher
/// who is a coach; a weekday 1–7; a start "HH:MM" that exists on the owner's wall clock on **every** meeting date of the
/// term (a time inside a DST gap, e.g. 2:30 AM on Toronto's spring-forward Sunday, is refused); 15–240 minutes; a title
/// of 1–120 characters — a Class may have none: each week's meeting takes that week's lesson title
/// (``LiveSession/forWeek(_:)``); what's covered up to 500; a meeting link that is an `https://` URL with a host.
///
/// ```swift
/// let qrc = try SessionRuleDraft(kind: "qrc", teacher: "radwa", weekday: "2", time: "14:00", duration: "60",
///                                title: "Sisters' Reading Circle", covered: "", link: "https://zoom.us/j/1")
///     .validated(id: ID("qrc"), teachers: [ID("radwa")], term: fall, zoneIdentifier: "America/Toronto")
/// ```
public struct SessionRuleDraft: Hashable, Sendable {
    public var kind: String
    public var teacher: String
    public var weekday: String
    public var time: String
    public var duration: String
    public var title: String
    public var covered: String
    public var link: String

    /// A draft from the form's values.
    public init(
        kind: String, teacher: String, weekday: String, time: String, duration: String, title: String, covered: String, link: String
    ) {
        self.kind = kind
        self.teacher = teacher
        self.weekday = weekday
        self.time = time
        self.duration = duration
        self.title = title
        self.covered = covered
        self.link = link
    }

    /// The form's values of an existing session (for its edit form).
    public init(_ session: LiveSession) {
        self.init(
            kind: session.kind.rawValue, teacher: session.teacherID.rawValue, weekday: String(session.weekday.rawValue),
            time: String(session.startTime.description.prefix(5)), duration: String(session.durationMinutes), title: session.title,
            covered: session.covered, link: session.meetingLink)
    }

    /// The shortest and longest meeting, in minutes.
    public static let durationRange = 15...240
    /// The longest title.
    public static let maxTitleLength = 120
    /// The longest "what's covered".
    public static let maxCoveredLength = 500
    /// The kinds an admin authors as weekly rules.
    public static let kinds: [SessionKind] = [.class, .qrc, .levelClass, .officeHours]

    /// The session this draft describes, recurring in `zoneIdentifier` through `term`.
    public func validated(
        id: Identifiers.ID<LiveSession>, teachers: Set<Identifiers.ID<Coach>>, term: Term, zoneIdentifier: String
    ) throws(SessionRuleError) -> LiveSession {
        guard let kind = SessionKind(rawValue: kind), Self.kinds.contains(kind) else {
            throw SessionRuleError(field: "kind", "Choose Class, QRC, Level Class or Office Hours.")
        }
        let teacherID = Identifiers.ID<Coach>(teacher.trimmingCharacters(in: .whitespaces))
        guard teachers.contains(teacherID) else { throw SessionRuleError(field: "teacher", "Choose a teacher who is a coach.") }
        guard let day = Int(weekday), let weekday = Weekday(rawValue: day) else {
            throw SessionRuleError(field: "weekday", "Choose a weekday.")
        }
        let start = try Self.time(time)
        let zone = ZonedCalendar.resolving(zoneIdentifier)
        for week in term.weeks {
            let date = term.monday(ofWeek: week).adding(days: weekday.rawValue - 1)
            guard Self.exists(date: date, time: start, in: zone) else {
                throw SessionRuleError(
                    field: "time",
                    "\(time) does not exist on \(date) in \(zoneIdentifier) (the clocks change that night). Choose another time.")
            }
        }
        guard let minutes = Int(duration.trimmingCharacters(in: .whitespaces)), Self.durationRange.contains(minutes) else {
            throw SessionRuleError(
                field: "duration",
                "Choose a duration between \(Self.durationRange.lowerBound) and \(Self.durationRange.upperBound) minutes.")
        }
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard ((kind == .class ? 0 : 1)...Self.maxTitleLength).contains(title.count) else {
            throw SessionRuleError(field: "title", "Give the session a title of up to \(Self.maxTitleLength) characters.")
        }
        let covered = covered.trimmingCharacters(in: .whitespacesAndNewlines)
        guard covered.count <= Self.maxCoveredLength else {
            throw SessionRuleError(field: "covered", "Keep “what's covered” to \(Self.maxCoveredLength) characters.")
        }
        let link = try Self.meetingLink(link)
        return LiveSession(
            id: id, kind: kind, title: title, teacherID: teacherID, weekday: weekday, startTime: start, zoneIdentifier: zoneIdentifier,
            durationMinutes: minutes, meetingLink: link, covered: covered)
    }

    /// "HH:MM" (24-hour) as a time of day, or an error about `field`.
    public static func time(_ text: String, field: String = "time") throws(SessionRuleError) -> LocalTime {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.count == 5, let time = LocalTime(iso: text) else {
            throw SessionRuleError(field: field, "Give the start as HH:MM on a 24-hour clock, e.g. 14:00.")
        }
        return time
    }

    /// Whether `time` exists on `date` on the wall clock of `zone` (false inside a DST gap).
    public static func exists(date: LocalDate, time: LocalTime, in zone: ZonedCalendar) -> Bool {
        let instant = zone.instant(on: date, at: time)
        return zone.localDate(of: instant) == date && zone.localTime(of: instant) == time
    }

    /// The longest meeting link.
    public static let maxLinkLength = 500

    /// A meeting link: `https://` with a host, no spaces, at most ``maxLinkLength`` characters.
    public static func meetingLink(_ text: String) throws(SessionRuleError) -> String {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard link.count <= maxLinkLength, !link.contains(where: { $0.isWhitespace || $0.isNewline }),
            let url = URL(string: link), url.scheme?.lowercased() == "https", let host = url.host, !host.isEmpty
        else { throw SessionRuleError(field: "link", "The meeting link must be an https:// address, e.g. https://zoom.us/j/123.") }
        return link
    }
}
