import Foundation
import JamaalPersistence

/// The demo's trial: it began eight days before the clock, so the demo person is on day 9 of 14 (the test clock moves
/// on to day 15 for the paywall and read-only).
enum JamaalTrialDemo {
    /// How many days before the clock the demo's trial began.
    static let daysBefore = 8

    static func seed(_ db: StoreConnection, person: Person, now: Date) throws {
        try db.setTrialStart(now.addingTimeInterval(-Double(daysBefore) * 86_400))
    }
}
