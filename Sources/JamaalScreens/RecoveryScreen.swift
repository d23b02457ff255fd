import Foundation

/// SY-05 "store won't open": what is wrong in plain words, the reassurance that nothing was changed, and the ways on —
/// Try again, Export my data first (only when some of it can still be read), Reset this device's data (behind a
/// confirmation that says the old file is set aside, not deleted).
///
///     RecoveryScreen(headline: problem.headline, explanation: problem.explanation, detail: "\(problem)", canExport: true)
public struct RecoveryScreen: Codable, Hashable, Sendable {
    public let headline: String
    public let explanation: String
    /// The technical detail, small, for a report.
    public let detail: String
    /// Whether Export my data first is offered.
    public let canExport: Bool
    /// The confirmation step of Reset is showing.
    public let confirmingReset: Bool
    /// After a Try again that failed: one line saying so.
    public let stillFailing: Bool
    /// An error on the confirmation step.
    public let error: String?

    public init(
        headline: String, explanation: String, detail: String, canExport: Bool, confirmingReset: Bool = false, stillFailing: Bool = false,
        error: String? = nil
    ) {
        self.headline = headline
        self.explanation = explanation
        self.detail = detail
        self.canExport = canExport
        self.confirmingReset = confirmingReset
        self.stillFailing = stillFailing
        self.error = error
    }

    /// What Reset does, said before it is done.
    public var resetConsequence: String {
        canExport
            ? "Jamaal will start fresh on this device. The old file is set aside next to the new one, not deleted — but Jamaal won't read it again. Export first if you want your plan."
            : "Jamaal will start fresh on this device. The old file is set aside next to the new one, not deleted, in case it can be repaired."
    }
}
