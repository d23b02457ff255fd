import QuranFlowCore

/// The page of a link that does one thing with a button — lift a sign-in pause (`unlock`) or confirm a new email
/// address (`emailChange`) — or says why the link no longer works.
public struct EmailedLinkScreen: Equatable, Sendable {
    /// What the link's button does.
    public enum Purpose: Equatable, Sendable {
        case unlock
        case emailChange
    }

    public let purpose: Purpose
    public let token: String
    public let usable: Bool
    public let error: String?

    public init(_ purpose: Purpose, token: String, usable: Bool, error: String? = nil) {
        self.purpose = purpose
        self.token = token
        self.usable = usable
        self.error = error
    }

    /// Why a link that no longer works is refused.
    public var unusableReason: String {
        if let error { return error }
        return switch purpose {
        case .unlock: "This unlock link has expired or was already used. Sign in, or reset your password."
        case .emailChange: PersonalDetailsError.linkNotUsable.message
        }
    }
}
