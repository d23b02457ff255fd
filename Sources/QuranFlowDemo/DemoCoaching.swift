import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence

/// The teaching the demo coaches have logged by `now` (their profiles are set up in ``DemoSetUp``): every
/// meeting a coach taught that has ended (Start to End, as the live screen logs it) — their drop-in circles and their
/// booked one-to-ones in the current terms.
enum DemoCoaching {
    /// Starts and ends, as their teacher did, every meeting of the terms in progress at `now` that has ended by then.
    static func teachingLog(env: StoreEnvironment, now: Date) throws {
        let store = ProgrammeStore(database: env.database)
        let zone = try store.programme().programme.zoneIdentifier
        let group = LiveClassStore(database: env.database, rooms: .group)
        let single = LiveClassStore(database: env.database, rooms: .oneToOne)
        let terms = try store.terms().filter { term in
            let period = CoachHours.term(term, zoneIdentifier: zone)
            return period.start <= now && now < period.end
        }
        for term in terms {
            let period = CoachHours.term(term, zoneIdentifier: zone)
            for (session, student) in try store.allLiveSessions(ofTerm: term.id) where student == nil && session.kind == .officeHours {
                for meeting in session.occurrences(from: period.start, to: now) where meeting.end <= now {
                    try group.start(session: session.id, on: meeting.ownerDate, by: ID(session.teacherID.rawValue), at: meeting.start)
                    try group.end(session: session.id, on: meeting.ownerDate, at: meeting.end)
                }
            }
            for booked in try BookingStore(database: env.database).ledger(term: term.id).booked(in: term)
            where booked.occurrence.end <= now {
                let meeting = booked.sessionOccurrence(teacher: booked.teacherID, meetingLink: "")
                try single.start(session: meeting.session.id, on: meeting.ownerDate, by: ID(booked.teacherID.rawValue), at: meeting.start)
                try single.end(session: meeting.session.id, on: meeting.ownerDate, at: meeting.end)
            }
        }
    }

    /// A review's activity as the Review screen logs it: open, listening, marks and notes a minute and a half apart, the
    /// spoken reply, close — twelve active minutes ending as it is sent.
    static func reviewActivity(sentAt: Date, recitationSeconds: Double) -> [ActivityEvent] {
        let start = sentAt.addingTimeInterval(-720)
        let kinds: [ActivityEvent.Kind] = [.play, .mark, .play, .mark, .type, .mark, .record]
        var events = [ActivityEvent(.open, at: start)]
        for (index, kind) in kinds.enumerated() {
            let lasting: TimeInterval = kind == .play ? min(recitationSeconds, 80) : kind == .record ? 60 : 0
            events.append(ActivityEvent(kind, at: start.addingTimeInterval(Double(index + 1) * 90), lasting: lasting))
        }
        events.append(ActivityEvent(.close, at: sentAt))
        return events
    }
}
