import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// The demo's four announcements (SakAnnouncements), at Fall 2026 dates and only once they have been posted by `now`.
/// They follow the demo world, not the spring mock: the pinned notice is the term's real end; the Schedule change goes
/// with a real move of Level II's Week 11 Level Class (Tuesday 17 November 7:00 PM → Thursday 19 November 11:00 AM,
/// Toronto), which Sessions, session detail, the calendar feed, reminders and the live class read; the late notice is
/// from the coach who teaches Level II's circle (Ust. Radwa, Tuesdays 2:00 PM). Every student has read the two older
/// posts; Level II's two newest are unread. History pushes nothing (like the demo's other notifications).
enum DemoAnnouncements {
    struct Post {
        let at: (month: Int, day: Int, hour: Int, minute: Int)
        let title: String
        let body: String
        let audience: AnnouncementAudience
        let kind: AnnouncementKind
        let pinned: Bool
        let byAdmin: Bool
        let seenByAll: Bool
    }

    /// The posts as of the demo's calendar: in the fixture, Fall 2026's dates as written above; otherwise the same
    /// weekdays and times moved with the current term.
    static func posts(term: Term, calendar: DemoCalendar) -> [Post] {
        let zone = ZonedCalendar.resolving(DemoWorld.programmeZone)
        func day(_ date: LocalDate) -> String {
            LocalFormat.longDate(zone.instant(on: date, at: LocalTime(hour: 12, minute: 0)), in: zone.zone)
                .replacingOccurrences(of: " · ", with: " ")
        }
        let last = day(term.lastDay)
        let from = day(calendar.date(levelClassMove.from)), to = day(calendar.date(levelClassMove.to))
        return [

            Post(
                at: (10, 23, 17, 0), title: "Week 7 recordings posted",
                body: "Last week's class, circle and Level Class recordings are in Sessions → Recordings.", audience: .level(2),
                kind: .general, pinned: false, byAdmin: true, seenByAll: true),
            Post(
                at: (10, 25, 10, 0), title: "\(term.name) ends with Week \(term.weekCount) — last recitation due \(last)",
                body: "There are no classes between terms: Week \(term.weekCount)'s recitation is the term's last, due \(last) at 11:59 PM "
                    + "your time. Until then every week runs as usual.", audience: .everyone, kind: .general, pinned: true, byAdmin: true,
                seenByAll: true),
            Post(
                at: (10, 26, 9, 0), title: "Week 11's Level Class moved to Thursday, 11:00 AM",
                body: "Level II's Level Class in Week 11 meets on \(to) at 11:00 AM Toronto time instead of \(from) at 7:00 PM. "
                    + "Same link; Sessions shows the new time in yours.", audience: .level(2), kind: .scheduleChange,
                pinned: false, byAdmin: false, seenByAll: false),
            Post(
                at: (10, 27, 13, 40), title: "Running 5 minutes late to today's QRC",
                body: "Start with Al-Mulk 67:1–3 on your own; I'll join you by 2:05 PM.", audience: .level(2), kind: .general,
                pinned: false, byAdmin: false, seenByAll: false),
        ]
    }

    /// Week 11's Level Class move in the fixture: Tuesday 17 November → Thursday 19 November 2026.
    static let levelClassMove = (from: LocalDate(year: 2026, month: 11, day: 17), to: LocalDate(year: 2026, month: 11, day: 19))

    /// Posts what has been posted by `now` (Toronto wall clock), with the Level Class move beside its announcement.
    static func seed(
        store: ProgrammeStore, announcements: AnnouncementStore, admin: String, radwa: Coach, levelTwoFall: Term,
        calendar demo: DemoCalendar, zone: String, now: Date
    ) throws {
        let calendar = ZonedCalendar.resolving(zone)
        let students = try announcements.students().map(\.id)
        for post in posts(term: levelTwoFall, calendar: demo) {
            let at = calendar.instant(
                on: demo.date(LocalDate(year: 2026, month: post.at.month, day: post.at.day)),
                at: LocalTime(hour: post.at.hour, minute: post.at.minute))
            guard at <= now else { continue }
            if post.kind == .scheduleChange,
                let levelClass = try store.liveSessions(ofTerm: levelTwoFall.id).first(where: { $0.kind == .levelClass })
            {
                try store.moveMeeting(
                    of: levelClass.id,
                    SessionMove(
                        originalDate: demo.date(levelClassMove.from), date: demo.date(levelClassMove.to),
                        time: LocalTime(hour: 11, minute: 0)), at: at)
            }
            let author =
                post.byAdmin
                ? AnnouncementAuthor(id: admin, displayName: AnnouncementAuthor.teamName, role: .admin)
                : AnnouncementAuthor(id: radwa.id.rawValue, displayName: radwa.displayName, role: .coach(levelsTaught: [2, 3]))
            let created = try announcements.create(
                try AnnouncementDraft(
                    title: post.title, body: post.body, audience: post.audience, kind: post.kind, pinned: post.pinned, publishAt: at),
                author: author, boardLink: QuranFlowRoute.announcements.path(), at: at, push: false)
            if post.seenByAll {
                for student in students where try announcements.reader(of: student).map(post.audience.includes) == true {
                    try announcements.markSeen([created.post.id], by: student, at: at.addingTimeInterval(3600))
                }
            }
        }
    }
}
