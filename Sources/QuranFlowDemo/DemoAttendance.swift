import Accounts
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence

/// The demo students' attendance at the live meetings that have happened by `now`, logged through the live class's own
/// presence log (arriving two minutes after the start, leaving three minutes before the end), so Profile's attendance
/// stat reads from data: Sarah misses one meeting in seven (about 85%, as the spec shows), the others one in four.
enum DemoAttendance {
    static func seed(students: [ID<Account>], sarah: ID<Account>, env: StoreEnvironment, now: Date) throws {
        let loader = WorldLoader(environment: env, now: now)
        for id in students {
            guard let account = try env.accounts.account(id: id) else { continue }
            let world = try loader.studentWorld(for: account)
            let meetings = AttendanceShare.meetings(sessions: world.weeklySessions, bookings: world.bookings, arc: world.arc, now: now)
            let missEvery = id == sarah ? 7 : 4
            for (index, meeting) in meetings.enumerated() where index % missEvery != missEvery / 2 {
                let store = LiveClassStore(database: env.database, rooms: meeting.session.kind == .oneToOne ? .oneToOne : .group)
                try store.markPresent(id, session: meeting.session.id, on: meeting.ownerDate, at: meeting.start.addingTimeInterval(120))
                try store.markPresent(id, session: meeting.session.id, on: meeting.ownerDate, at: meeting.end.addingTimeInterval(-180))
            }
        }
    }
}
