import Foundation
import JamaalRoutes

/// ST-06 device & sync status. Jamaal does not sync between devices yet, so it says what is true: this device keeps its
/// data on its own, being offline is never a problem, and an export moves everything to another device.
///
/// ```swift
/// SyncStatusScreen().status   // "This device keeps your data on its own"
/// ```
public struct SyncStatusScreen: Codable, Hashable, Sendable {
    public let status: String
    public let lines: [String]
    /// Where the export lives (ST-08).
    public let exportPath: String?

    public init() {
        status = "This device keeps your data on its own"
        lines = [
            "Jamaal does not sync between devices yet: everything you plan, tick off and log is saved here, the moment you do it.",
            "Offline is never a problem — nothing waits for a connection.",
            "To move to another device, export your data here and import it there.",
        ]
        exportPath = JamaalDestinations.path(JamaalDestination(JamaalRoute.dataSettings))
    }
}
