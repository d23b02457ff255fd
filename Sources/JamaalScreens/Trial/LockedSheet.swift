import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// The calm sheet a locked control opens in read-only (F12, SB-03): what is locked, what still works, and the way back
/// — Subscribe (ST-05: purchases happen in the iOS app), Restore, Not now. A sheet on compact, a panel on regular (SY-04).
///
/// ```swift
/// LockedSheet().title   // "This waits for a subscription"
/// ```
public struct LockedSheet: Codable, Hashable, Sendable {
    public let title: String
    public let text: String
    public let stillWorks: String
    public let subscribeLabel: String
    public let subscribePath: String
    public let restoreLabel: String
    public let restorePath: String
    public let notNowLabel: String
    public let notNowPath: String

    public init() {
        title = "This waits for a subscription"
        text = "Your trial has ended, so Jamaal is read-only. \(TrialCopy.locked)"
        stillWorks = TrialCopy.stillWorks
        subscribeLabel = "Subscribe"
        subscribePath = JamaalRoute.subscription.path()
        restoreLabel = "Restore a purchase"
        restorePath = JamaalRoute.subscription.path() + "#restore"
        notNowLabel = "Not now"
        notNowPath = JamaalRoute.today.path()
    }
}
