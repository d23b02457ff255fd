import Routing

/// AN-10's mark (``JamaalRoute/markAnchor``): which Anchor instance, and its outcome.
public struct AnchorMarkForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case instance, outcome }
    /// The instance's id on today's list.
    public let instance: FormText
    /// An ``JamaalCore/AnchorOutcome`` raw value.
    public let outcome: FormText
}
