import Calendar
import Foundation
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Fills Today's evening part (``TodayEvening``): the quiet Plan tomorrow row after the evening planning time and
/// TD-07's morning card, from the sessions planning today and tomorrow.
enum TodayEveningLoader {
    static let contributor: TodayLoader.Contributor = { db, inputs in
        guard let person = try db.person() else { return }
        let today = inputs.clock.today(at: inputs.now)
        inputs.evening = TodayEvening(
            planningTime: person.eveningPlanningTime, clock: inputs.clock, now: inputs.now,
            sessions: try db.nightSessions(from: today, through: today.adding(days: 1)),
            morningCardShownOn: try db.markedDay(.morningCardShown), firstDay: inputs.clock.today(at: person.createdAt))
    }
}
