import Foundation
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Fills Today's "Tonight, we'll plan tomorrow" card (F01's end) on the day onboarding finished, until the evening's
/// first Night Planning session starts.
enum FirstEveningLoader {
    static let contributor: TodayLoader.Contributor = { db, inputs in
        guard let progress = try db.onboarding(), progress.isCompleted, let person = try db.person() else { return }
        let tomorrow = inputs.clock.today(at: inputs.now).adding(days: 1)
        let started = try db.nightSessions(from: tomorrow, through: tomorrow).contains { $0.flow == .evening }
        inputs.planningStartedTonight = started
        guard progress.showsFirstEvening(clock: inputs.clock, now: inputs.now, planningStarted: started) else { return }
        inputs.firstEvening = FirstEveningCard(planningTime: person.eveningPlanningTime)
    }
}
