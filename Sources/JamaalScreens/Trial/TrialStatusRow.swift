import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-01's trial status row: "Subscription" with the days left or the status, leading to ST-05.
///
/// ```swift
/// TrialStatusRow(.trial(day: 9, daysLeft: 6), clock: clock).status   // "6 days left in your trial"
/// ```
public struct TrialStatusRow: Codable, Hashable, Sendable {
    public let label: String
    public let status: String
    public let path: String

    public init(_ entitlement: Entitlement, clock: DayClock) {
        label = "Subscription"
        status = TrialCopy.status(entitlement, clock: clock)
        path = JamaalRoute.subscription.path()
    }
}
