import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// The evening's part of the demo (#18): three weeks of Night Planning — most nights planned, three skipped (recorded,
/// not counted) — with last night's session confirmed, so this morning has its plan and no TD-07 card; and one more
/// task on tomorrow, a long low-importance one, so tonight's Check the load reads overloaded and offers its one move.
///
///     try JamaalEveningDemo.seed(db, person, now)
enum JamaalEveningDemo {
    /// Nights (days before today) that were skipped.
    static let skippedNights: Set<Int> = [4, 9, 15]
    /// How many nights back the history goes.
    static let nights = 20

    static func seed(_ db: StoreConnection, person: Person, now: Date) throws {
        let clock = person.clock
        let today = clock.today(at: now)
        for back in 1...nights {
            let night = today.adding(days: -back)
            let started = clock.instant(of: LocalTime(hour: 21, minute: 20), inLogicalDay: night)
            let skipped = skippedNights.contains(back)
            try db.save(
                NightPlanningSession(
                    day: night.adding(days: 1), flow: .evening, step: skipped ? .skipped : .close, skippedFrom: skipped ? .review : nil,
                    startedAt: started, confirmedAt: skipped ? nil : started.addingTimeInterval(9 * 60),
                    skippedAt: skipped ? started.addingTimeInterval(60) : nil))
        }
        let tomorrow = today.adding(days: 1)
        let garage = try TaskItem(
            id: ID("t-garage"),
            draft: TaskDraft(
                title: "Sort the garage shelves", effortMinutes: 90, categoryID: ID("cat-home"), schedule: .date(tomorrow)),
            categories: try db.categories().categories, now: now.addingTimeInterval(-2 * 86_400))
        try db.save(garage, clock: clock)
    }
}
